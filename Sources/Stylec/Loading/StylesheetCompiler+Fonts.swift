/// CSS's `font` shorthand, in the `css` dialect: the declarations of the longhands it stands
/// for, as CSS Fonts expands it, so that a `font` that outranks a `font-size` sets the size
/// (read as UIKit's whole-font property, `font: 12px Helvetica` left the `font-size: 20px` of a
/// lower rule standing beside it).
extension StylesheetCompiler {
  /// The key of CSS's `font` shorthand.
  static let fontShorthand = PropertyKey(path: "font")

  /// The longhands a shorthand always sets, with the value each takes when it is not written.
  private static let fontLonghandsReset = ["font-style", "font-weight", "font-size", "font-family"]

  /// Compiles `font: [style] [weight] SIZE[/LINE-HEIGHT] FAMILY` as its longhands,
  /// all or (reported) none, as CSS drops a shorthand with an invalid part whole. `font-style`
  /// and `font-weight` not written are `normal`; `line-height` is set only where the shorthand
  /// gives one (UIKit's views have none, and lint says so where it is written).
  @inline(never)
  mutating func compileFontShorthand(
    _ declaration: Declaration, in scope: Scope, file: Int, into contents: inout BlockContents
  ) {
    // Split into its parts where it is written, the shorthand cannot take a `var()`, whose
    // value would be split per node.
    guard !declaration.isWorkedOutPerNode else {
      report(
        .invalidValue,
        "the font shorthand takes no var(): set font-size, font-family, font-style and font-weight, each of which may take one",
        file: file, declaration.range)
      return
    }
    let longhands: [Declaration]
    switch fontLonghands(of: declaration, file: file) {
    case .success(let read): longhands = read
    case .failure(let problem):
      report(.invalidValue, problem.message, file: file, problem.range)
      return
    }
    guard let values = values(ofEvery: longhands, file: file), !scope.isDiscarded else { return }
    for (longhand, value) in zip(longhands, values) {
      add(longhand, value: value, in: scope, file: file, to: &contents)
    }
  }

  /// Warns of a size divided by a plain number in the `stylec` dialect's `font`, UIKit's whole
  /// font (`font: 12px/1.5 Avenir`): the dialect divides (8px), where a CSS author means CSS's
  /// shorthand, a 12px size and a line height of 1.5, as the `css` dialect reads it.
  @inline(never)
  mutating func noteDividedFontSize(_ declaration: Declaration, file: Int) {
    let parts =
      if case .list(let items, .space) = declaration.value.kind { items } else { [declaration.value] }
    for part in parts {
      guard case .arithmetic(let operands, let operators) = part.kind, operators.first == .divide,
        case .number(_, let unit) = operands[0].kind, unit.dimension == .length,
        case .number(_, .none) = operands[1].kind
      else { continue }
      let written = String(decoding: files[file].bytes[part.range], as: UTF8.self)
      report(
        .fontSizeDivided,
        "'\(shortened(written, limit: 40))' divides the size in the stylec dialect, where CSS's font shorthand reads a size and a line height",
        file: file, part.range,
        notes: [
          "name the css dialect ('@dialect css;') to read font as CSS does, or write the size alone (or the division in parentheses) to divide"
        ])
    }
  }

  /// The key of CSS's `font-family`.
  static let fontFamily = PropertyKey(path: "font-family")

  /// Refuses a `font-family` of a list of families (`Avenir, Helvetica, sans-serif`), as the
  /// shorthand refuses one, rather than call the list no string: what CSS authors write most.
  /// - Returns: whether it was refused (and reported).
  @inline(never)
  mutating func refusesFontFallbacks(_ declaration: Declaration, file: Int) -> Bool {
    let bytes = files[file].bytes
    let written = { (part: Expression) in
      quoted(String(decoding: bytes[part.range.clamped(to: 0..<bytes.count)], as: UTF8.self))
    }
    guard case .list(let families, .comma) = declaration.value.kind,
      let problem = Self.fallbackProblem(Array(families.dropFirst()), written: written)
    else { return false }
    report(.invalidValue, problem.message, file: file, problem.range)
    return true
  }

  /// UIKit's font names one family, and a view falls back to none of a list: the problem of
  /// `fallbacks`, the families after the first, if any.
  private static func fallbackProblem(_ fallbacks: [Expression], written: (Expression) -> String)
    -> FontShorthandProblem?
  {
    guard let first = fallbacks.first, let last = fallbacks.last else { return nil }
    return FontShorthandProblem(
      message:
        "a UIKit font names one family: the fallbacks after the first (\(written(first))…) cannot be read; name the one family the app has",
      range: first.range.lowerBound..<last.range.upperBound)
  }

  /// Why a `font` shorthand cannot be read: the message, and the part it is about.
  struct FontShorthandProblem: Error {
    var message: String
    var range: Range<Int>
  }

  /// The longhand declarations a `font` shorthand stands for, each where the shorthand is
  /// written; a CSS-wide keyword is each longhand's value (`font: inherit`).
  func fontLonghands(of declaration: Declaration, file: Int) -> Result<[Declaration], FontShorthandProblem> {
    let whole = declaration.value
    let bytes = files[file].bytes
    // A part as written, quoted shortened.
    let written = { (part: Expression) in
      quoted(String(decoding: bytes[part.range.clamped(to: 0..<bytes.count)], as: UTF8.self))
    }
    let longhand = { (name: String, value: Expression) -> Declaration in
      var written = declaration
      written.key = PropertyKey(path: name)
      written.value = value
      return written
    }
    let normal = Expression(kind: .identifier("normal"), range: whole.range)
    if case .identifier(let word) = whole.kind, CSSWideKeyword(.identifier(word)) != nil {
      return .success(Self.fontLonghandsReset.map { longhand($0, whole) })
    }
    // As a part (`font: 12px inherit`), one would be the whole value of the longhand it fell to.
    if let part = whole.wideKeywordAmongParts {
      return .failure(
        FontShorthandProblem(
          message:
            "a CSS-wide keyword (inherit, initial, unset, revert) is the font shorthand's whole value (font: inherit), not a part of it",
          range: part))
    }
    // `bold 12px/1.5 "Helvetica Neue", sans-serif`: the first family ends the first comma item.
    var head = whole
    var otherFamilies: [Expression] = []
    if case .list(let items, .comma) = whole.kind, let first = items.first {
      head = first
      otherFamilies = Array(items.dropFirst())
    }
    var parts: [Expression]
    if case .list(let items, .space) = head.kind { parts = items } else { parts = [head] }
    var style: Expression?
    var weight: Expression?
    var size: Expression?
    var lineHeight: Expression?
    // `normal` stands for any of the four parts before the size, at most once each.
    var normals = 0
    while size == nil, !parts.isEmpty {
      let part = parts.removeFirst()
      let kind = Self.fontPart(part)
      switch kind {
      case .normal:
        normals += 1
        guard normals <= 4 else {
          return .failure(
            FontShorthandProblem(
              message:
                "the font shorthand takes 'normal' at most four times, once for each part before the size",
              range: part.range))
        }
      case .style where style == nil: style = part
      case .weight where weight == nil: weight = part
      case .style, .weight:
        return .failure(
          FontShorthandProblem(
            message:
              "\(written(part)) is a second font \(kind == .style ? "style" : "weight") in one font shorthand",
            range: part.range))
      case .other:
        return .failure(
          FontShorthandProblem(
            message:
              "\(written(part)) is no part of a font shorthand (font: italic bold 12px/1.5 Avenir, serif)",
            range: part.range))
      case .notRead(let longhand):
        return .failure(
          FontShorthandProblem(
            message:
              "\(written(part)) is CSS's \(longhand), which no UIKit view has; stylec reads the font shorthand's style, weight, size, line height and families",
            range: part.range))
      case .size:
        if case .arithmetic(let operands, let operators) = part.kind, operators == [.divide],
          operands.count == 2
        {
          size = operands[0]
          lineHeight = operands[1]
        } else if case .arithmetic(_, let operators) = part.kind, operators.contains(.divide) {
          return .failure(
            FontShorthandProblem(
              message:
                "the font shorthand takes one '/', between the size and the line height (font: 12px/1.5 Avenir)",
              range: part.range))
        } else {
          size = part
        }
      case .family:
        return .failure(
          FontShorthandProblem(
            message:
              "expected a font size before the family \(written(part)) in the font shorthand, as CSS writes it (font: bold 12px Avenir)",
            range: part.range))
      }
    }
    guard let size else {
      return .failure(
        FontShorthandProblem(
          message: "the font shorthand needs a size and a family (font: 12px Avenir)", range: whole.range))
    }
    guard let firstFamily = parts.first, let lastPart = parts.last,
      parts.allSatisfy({ Self.fontPart($0) == .family })
        && otherFamilies.allSatisfy(Self.isFamily)
    else {
      let misplaced =
        parts.first { Self.fontPart($0) != .family } ?? otherFamilies.first { !Self.isFamily($0) }
      return .failure(
        FontShorthandProblem(
          message: misplaced.map {
            "expected a font family after the size in the font shorthand, found \(written($0))"
          } ?? "the font shorthand needs a family after its size (font: 12px Avenir)",
          range: misplaced?.range ?? whole.range))
    }
    if let problem = Self.fallbackProblem(otherFamilies, written: written) { return .failure(problem) }
    let families =
      parts.count == 1
      ? firstFamily
      : Expression(
        kind: .list(parts, .space), range: firstFamily.range.lowerBound..<lastPart.range.upperBound)
    return .success(
      [
        longhand("font-style", style ?? normal), longhand("font-weight", weight ?? normal),
        longhand("font-size", size), longhand("font-family", families),
      ] + (lineHeight.map { [longhand("line-height", $0)] } ?? []))
  }

  /// What a part of a `font` shorthand before its families is.
  private enum FontPart: Equatable {
    case normal, style, weight, size, family, other
    /// A longhand CSS's shorthand sets that stylec has no property for (`small-caps`).
    case notRead(String)
  }

  private static let fontStretches: Set<String> = [
    "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded",
    "extra-expanded", "ultra-expanded",
  ]

  private static let fontSizeKeywords: Set<String> = [
    "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large", "larger",
    "smaller",
  ]

  private static func fontPart(_ part: Expression) -> FontPart {
    switch part.kind {
    case .identifier(let word):
      let lowered = word.lowercased()
      if lowered == "normal" { return .normal }
      if lowered == "italic" || lowered == "oblique" { return .style }
      if ["bold", "bolder", "lighter"].contains(lowered) { return .weight }
      if lowered == "small-caps" { return .notRead("font-variant") }
      if fontStretches.contains(lowered) { return .notRead("font-stretch") }
      return fontSizeKeywords.contains(lowered) ? .size : .family
    case .string: return .family
    // CSS's weights are numbers without a unit, from 1 to 1000; a size has one.
    case .number(let number, .none) where (1...1000).contains(number): return .weight
    case .number, .function, .arithmetic, .group: return .size
    default: return .other
    }
  }

  /// Whether a comma item after the first family is a family: a string, or words.
  private static func isFamily(_ item: Expression) -> Bool {
    switch item.kind {
    case .string, .identifier: true
    case .list(let words, .space): words.allSatisfy { if case .identifier = $0.kind { true } else { false } }
    default: false
    }
  }
}
