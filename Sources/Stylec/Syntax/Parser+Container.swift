extension Parser {
  /// container-query := name? condition
  /// condition := the media condition's grammar (`not`, `and`, `or`, parentheses), each feature
  ///   one of the container's size: width, height, inline-size, block-size (each also with
  ///   `min-`/`max-`), aspect-ratio (also `min-`/`max-`) and orientation, in either form
  ///   (`(min-width: 400px)`, `(400px <= width < 700px)`).
  ///
  /// CSS Containment 3's `@container`; a name is any word but `none`, `not`, `and` and `or`.
  mutating func parseContainerQuery(_ range: Range<Int>, keyword: Token) -> ContainerQuery? {
    guard !range.isEmpty else {
      error(
        .invalidMediaQuery, "expected a condition after '@container', such as (width >= 400px)",
        at: keyword.range)
      return nil
    }
    // A comma inside parentheses (`max(250px, 500px)`) separates no conditions.
    var nesting = 0
    let separator = range.first { position in
      if tokens[position].isDelimiter(UInt8(ascii: "(")) { nesting += 1 }
      if tokens[position].isDelimiter(UInt8(ascii: ")")) { nesting -= 1 }
      return nesting == 0 && tokens[position].isDelimiter(UInt8(ascii: ","))
    }
    if let comma = separator {
      error(
        .invalidMediaQuery,
        "one condition per '@container'; join conditions with 'and' or 'or', or write a block for each",
        at: tokens[comma].range)
      return nil
    }
    var cursor = range.lowerBound
    var name: String?
    let first = tokens[cursor]
    let callsFunction = cursor + 1 < range.upperBound && isCall(at: cursor)
    if first.kind == .identifier, !callsFunction, text(first).lowercased() != "not" {
      let word = text(first)
      guard !["none", "and", "or"].contains(word.lowercased()) else {
        error(
          .invalidMediaQuery, "\(quoted(word)) cannot name a container; expected a name or a condition",
          at: first.range)
        return nil
      }
      name = word
      cursor += 1
      // A name alone asks only that a container of that name encloses the view.
      guard cursor < range.upperBound else { return ContainerQuery(name: word, condition: .always) }
    }
    readsContainerFeatures = true
    defer { readsContainerFeatures = false }
    guard let condition = parseMediaCondition(&cursor, end: range.upperBound, depth: 0, allowsOr: true) else {
      return nil
    }
    guard cursor == range.upperBound else {
      let token = tokens[cursor]
      error(
        .invalidMediaQuery, "expected 'and' or 'or' between conditions, found \(describe(token))",
        at: token.range)
      return nil
    }
    return ContainerQuery(name: name, condition: condition)
  }

  /// Whether the word at `position` calls a function (`style(`): a `(` right after it, with
  /// nothing between, not even a comment (`card/**/(width > 1px)` is a name and a condition).
  private func isCall(at position: Int) -> Bool {
    tokens[position + 1].isDelimiter(UInt8(ascii: "(")) && tokens[position + 1].start == tokens[position].end
  }

  /// Reports a word where a container query expects a feature in parentheses: a keyword
  /// (`portrait`), or a query of what stylec does not read (`style(--theme: dark)`).
  @inline(never)
  mutating func notAContainerOperand(at position: Int) -> MediaCondition? {
    let token = tokens[position]
    let word = text(token)
    let callsFunction = position + 1 < tokens.count && isCall(at: position)
    error(
      .invalidMediaQuery,
      callsFunction
        ? "'\(word)()' queries are not read: '@container' tests its container's size, such as (width >= 400px)"
        : "expected a size feature in parentheses, such as (width >= 400px), found \(describe(token))",
      at: token.range)
    return nil
  }

  /// `(width)` alone, CSS's boolean context: the size is not zero.
  @inline(never)
  mutating func containerSizeIsNotZero(_ position: Int) -> [MediaFeature]? {
    let token = tokens[position]
    switch token.kind == .identifier ? kebabCase(text(token)) : "" {
    case "width", "inline-size": return [.screenWidth(.greater, 0)]
    case "height", "block-size": return [.screenHeight(.greater, 0)]
    // A container of both sizes has an orientation, whatever they are (0 by 0 is portrait), and
    // a ratio above 0 when it has a width.
    case "orientation": return [.screenHeight(.greaterOrEqual, 0)]
    case "aspect-ratio": return [.aspectRatio(.greater, 0)]
    default:
      error(
        .invalidMediaQuery,
        "expected a size feature compared with a value, such as (width >= 400px), found \(describe(token))",
        at: token.range)
      return nil
    }
  }

  /// The features `(name relation value)` tests of a container's size; nil, reported, when the
  /// name is not a size feature or the relation or value does not fit it.
  @inline(never)
  mutating func containerFeature(
    named nameToken: Int, relationText: String, relationStart: Int, value: Range<Int>
  ) -> [MediaFeature]? {
    let name = kebabCase(text(tokens[nameToken]))
    guard !value.isEmpty else {
      error(.invalidMediaQuery, "expected a value for \(name)", at: tokens[nameToken].range)
      return nil
    }
    let valueText = text(of: value)
    let written = "'\(valueText)'"
    let relation: Relation? =
      relationText.isEmpty || relationText == "=" ? .equal : Relation(rawValue: relationText)
    guard var relation else {
      error(
        .invalidMediaQuery, "'\(relationText)' is not a comparison; expected <, <=, =, >= or >",
        at: byteRange(relationStart..<value.lowerBound))
      return nil
    }
    var feature = name
    if name.hasPrefix("min-") || name.hasPrefix("max-") {
      guard relation == .equal else {
        error(
          .invalidMediaQuery, "\(name) takes a value after ':', not a comparison: (\(name): 400px)",
          at: byteRange(relationStart..<value.upperBound))
        return nil
      }
      relation = name.hasPrefix("min-") ? .greaterOrEqual : .lessOrEqual
      feature = String(name.dropFirst(4))
    }
    switch feature {
    case "width", "inline-size", "height", "block-size":
      let calculated = calculatedPoints(value)
      guard let points = Self.points(valueText) ?? calculated.points else {
        // A media query reads em at the initial font size; a container's is its own, which no
        // view tree gives.
        let lowered = valueText.lowercased()
        let relative =
          lowered.hasSuffix("em")
          ? "em and rem in a container query are the container's font size, which stylec does not know: write points (px)"
          : nil
        error(
          .invalidMediaQuery, "expected a number of points for \(name), such as 400px, found \(written)",
          at: byteRange(value), notes: (calculated.whyNot.map { [$0] } ?? []) + (relative.map { [$0] } ?? []))
        return nil
      }
      return [
        feature == "width" || feature == "inline-size"
          ? .screenWidth(relation, points) : .screenHeight(relation, points)
      ]
    case "aspect-ratio":
      guard let ratio = aspectRatio(value) else {
        error(
          .invalidMediaQuery,
          "expected a ratio for \(name), such as 16/9 or 1.5, found \(written)", at: byteRange(value))
        return nil
      }
      return [.aspectRatio(relation, ratio)]
    case "orientation" where name == feature:
      guard relation == .equal,
        let orientation = StyleEnvironment.Orientation(rawValue: valueText.lowercased())
      else {
        error(
          .invalidMediaQuery, "expected portrait or landscape for orientation, found \(written)",
          at: byteRange(value))
        return nil
      }
      return [.orientation(orientation)]
    default:
      let isMediaFeature = Self.featureNames.contains(name) || Self.cssFeaturesNotRead.contains(name)
      error(
        .invalidMediaQuery,
        "'@container' tests its container's size: width, height, inline-size, block-size, aspect-ratio or orientation, not \(quoted(name))",
        at: tokens[nameToken].range,
        notes: isMediaFeature ? ["\(quoted(name)) is a media feature: test it in '@media'"] : [])
      return nil
    }
  }

  /// A ratio written `16/9`, `16 / 9` or `1.5`: positive, finite numbers without units.
  private func aspectRatio(_ value: Range<Int>) -> Double? {
    let number = { (position: Int) -> Double? in
      guard self.tokens[position].kind == .number,
        let number = Self.decimal(self.text(self.tokens[position])),
        number > 0
      else { return nil }
      return number
    }
    switch value.count {
    case 1: return number(value.lowerBound)
    case 3:
      guard tokens[value.lowerBound + 1].isDelimiter(UInt8(ascii: "/")),
        let width = number(value.lowerBound), let height = number(value.lowerBound + 2)
      else { return nil }
      let ratio = width / height
      return ratio.isFinite && ratio > 0 ? ratio : nil
    default: return nil
    }
  }
}
