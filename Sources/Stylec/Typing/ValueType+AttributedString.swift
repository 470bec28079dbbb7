/// The `attributed-string` type: InterfaCSS's runs of text, each optionally followed by its
/// attributes in parentheses, separated by commas or spaces:
/// `"title " (font: HelveticaNeue-Medium 14, color: white), "more" (underlineStyle: single dash)`.
/// A run's text is a string or `localized("key")`.
///
/// The normal form is an array of runs, `{"text": …, "attributes": {…}}` (no `attributes` when
/// none are written), each attribute under its kebab-case name in its type's normal form;
/// `color` is `foreground-color`, and the underline and strikethrough styles are lists of
/// kebab-case names (`styleSingle` and `patternDash` are `single` and `dash`).
extension ValueType {
  /// The attributes a run may set, with their types.
  static let textAttributes: [String: ValueType] = {
    let lineStyle = ValueType.list(
      .enumeration([
        "none", "single", "double", "thick", "solid", "dot", "dash", "dash-dot", "dash-dot-dot", "by-word",
      ]))
    var attributes: [String: ValueType] = ["font": .font, "shadow-offset": .size]
    for color in [
      "foreground-color", "background-color", "stroke-color", "underline-color", "strikethrough-color",
      "shadow-color",
    ] {
      attributes[color] = .color
    }
    for number in ["ligature", "kern", "stroke-width", "baseline-offset", "obliqueness", "expansion"] {
      attributes[number] = .number
    }
    attributes["underline-style"] = lineStyle
    attributes["strikethrough-style"] = lineStyle
    return attributes
  }()

  func attributedString(_ value: StyleValue) -> Result<StyleValue, ConversionFailure> {
    var items: [StyleValue] = []
    let written: [StyleValue]
    if case .list(let runs, .comma) = value { written = runs } else { written = [value] }
    for run in written {
      if case .list(let parts, .space) = run { items += parts } else { items.append(run) }
    }
    var runs: [StyleValue] = []
    var position = 0
    while position < items.count {
      let text: StyleValue
      switch items[position] {
      case .string: text = items[position]
      case .function("localized", let arguments) where arguments.count == 1:
        text = .record(["localized": arguments[0]])
      default: return fail(value)
      }
      position += 1
      var run: [String: StyleValue] = ["text": text]
      if position < items.count, case .attributes(let attributes) = items[position] {
        position += 1
        if !attributes.isEmpty {
          switch typedAttributes(attributes) {
          case .success(let typed): run["attributes"] = typed
          case .failure(let failure): return .failure(failure)
          }
        }
      }
      runs.append(.record(run))
    }
    guard !runs.isEmpty else { return fail(value) }
    return .success(.array(runs))
  }

  private func typedAttributes(_ attributes: [String: StyleValue]) -> Result<StyleValue, ConversionFailure> {
    var typed: [String: StyleValue] = [:]
    for written in attributes.keys.sorted() {
      let name = written == "color" ? "foreground-color" : written
      guard let type = Self.textAttributes[name] else {
        return .failure(
          ConversionFailure(
            code: .invalidValue,
            message: "\(quoted(written)) is not an attribute of an attributed string's run",
            type: .enumeration(Self.textAttributes.keys.sorted()), misspelling: written))
      }
      var value = attributes[written]!
      if case .list = type {
        // `styleSingle`, `patternDash`: InterfaCSS's prefixed spellings of the same names.
        value = lineStyleNames(value)
      }
      switch type.convert(value) {
      case .success(let converted): typed[name] = converted
      case .failure(let failure): return .failure(failure)
      }
    }
    return .success(.record(typed))
  }

  private func lineStyleNames(_ value: StyleValue) -> StyleValue {
    func unprefixed(_ item: StyleValue) -> StyleValue {
      guard case .identifier(let word) = item else { return item }
      let name = kebabCase(word)
      for prefix in ["style-", "pattern-"] where name.hasPrefix(prefix) {
        return .identifier(String(name.dropFirst(prefix.count)))
      }
      return .identifier(name)
    }
    if case .list(let items, let separator) = value {
      return .list(items.map(unprefixed), separator: separator)
    }
    return unprefixed(value)
  }
}
