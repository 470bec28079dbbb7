extension Parser {
  /// media-condition := query (',' query)*
  /// query := ('only' | 'not')? media-type ('and' condition)? | condition
  /// condition := 'not' operand | operand ('and' operand)* | operand ('or' operand)*
  /// operand := keyword | '(' condition ')' | '(' feature ')'
  /// feature := name | name ':' relation? value | name relation value | value relation name
  ///          | value relation name relation value
  /// keyword := device | 'portrait' | 'landscape' | scale | device '-' scale | 'all'
  /// device := 'phone' | 'iphone' | 'pad' | 'ipad' | 'tv'
  /// scale := 'retina' | 'nonretina' | 'non-retina', Nimbus's conditions on the screen's scale
  ///
  /// Media Queries level 4 in full, with stylec's own keywords and `(name: >= value)` features:
  /// what is written is read into alternatives of conjunctions of features, each possibly
  /// negated (`MediaCondition`). A media type is true (`all`, `screen`) or false (any other:
  /// an app is never printed or spoken).
  mutating func parseMediaCondition(_ range: Range<Int>, keyword: Token) -> MediaCondition? {
    guard !range.isEmpty else {
      error(
        .invalidMediaQuery,
        "expected conditions after '\(text(keyword))', such as phone, pad or (version: >= 7)",
        at: keyword.range)
      return nil
    }
    var condition = MediaCondition.never
    var queryStart = range.lowerBound
    var nesting = 0
    // A query that cannot be read is reported, and is `not all` alone: the others of its list
    // stand, as Media Queries 4 (3.1) has it; a list of none that can be read is refused whole.
    var readAny = false
    for position in range.lowerBound...range.upperBound {
      if position < range.upperBound {
        if tokens[position].isDelimiter(UInt8(ascii: "(")) { nesting += 1 }
        if tokens[position].isDelimiter(UInt8(ascii: ")")) { nesting -= 1 }
        guard nesting == 0, tokens[position].isDelimiter(UInt8(ascii: ",")) else { continue }
      }
      // An empty query (`(a), , (b)`) is one that cannot be read, as any other.
      if position == queryStart {
        error(
          .invalidMediaQuery,
          "expected a condition before \(describe(tokens[min(position, range.upperBound - 1)]))",
          at: tokens[min(position, range.upperBound - 1)].range)
      } else if let query = parseMediaQuery(queryStart..<position) {
        // In place: a list of thousands of queries copied every alternative so far for each.
        condition.formOr(query)
        guard bounded(condition, at: queryStart..<position) != nil else { return nil }
        readAny = true
      }
      queryStart = position + 1
    }
    return readAny ? condition : nil
  }

  /// `condition`, or nil (reported) when it has more alternatives than nested blocks may make.
  private mutating func bounded(_ condition: MediaCondition, at range: Range<Int>) -> MediaCondition? {
    guard condition.alternatives.count <= limits.maximumSelectorExpansion else {
      return tooManyAlternatives(range)
    }
    return condition
  }

  /// Reports a condition of more alternatives than nested `@media` blocks may make: a condition
  /// read back from the canonical text, where nested conditions are written as one, fits it too.
  private mutating func tooManyAlternatives(_ range: Range<Int>) -> MediaCondition? {
    error(
      .selectorExpansion,
      "this condition comes to more than \(limits.maximumSelectorExpansion) alternatives once its 'not's and 'or's are worked out",
      at: byteRange(range),
      notes: ["the limit can be raised with --max-selectors (StylesheetLimits.maximumSelectorExpansion)"])
    return nil
  }

  /// The media types CSS names: `all` and `screen` hold for an app's views; the others never do.
  private static let mediaTypes: Set<String> = [
    "all", "screen", "print", "speech", "aural", "braille", "embossed", "handheld", "projection", "tty",
  ]

  /// query := ('only' | 'not')? media-type ('and' condition)? | condition
  private mutating func parseMediaQuery(_ range: Range<Int>) -> MediaCondition? {
    var cursor = range.lowerBound
    var negates = false
    // `only` hides a query from old browsers and names a media type: `only (width > 1px)` is no
    // query.
    if isWord("only", at: cursor),
      cursor + 1 >= range.upperBound || tokens[cursor + 1].kind != .identifier
        || !Self.mediaTypes.contains(text(tokens[cursor + 1]).lowercased())
    {
      error(
        .invalidMediaQuery,
        "'only' is followed by a media type, \(cursor + 1 < range.upperBound ? "not \(describe(tokens[cursor + 1]))" : "which is missing"): only screen and (…)",
        at: tokens[cursor].range)
      return nil
    }
    if tokens[cursor].kind == .identifier, cursor + 1 < range.upperBound,
      tokens[cursor + 1].kind == .identifier,
      Self.mediaTypes.contains(text(tokens[cursor + 1]).lowercased())
    {
      switch text(tokens[cursor]).lowercased() {
      case "only": break
      case "not": negates = true
      default:
        error(
          .invalidMediaQuery,
          "expected 'not' or 'only' before a media type, found \(describe(tokens[cursor]))",
          at: tokens[cursor].range)
        return nil
      }
      cursor += 1
    }
    guard tokens[cursor].kind == .identifier, Self.mediaTypes.contains(text(tokens[cursor]).lowercased()),
      text(tokens[cursor]).lowercased() != "all" || negates || cursor + 1 < range.upperBound
        || cursor > range.lowerBound
    else {
      return parseMediaCondition(&cursor, end: range.upperBound, depth: 0, allowsOr: true)
        .flatMap { condition in
          guard cursor == range.upperBound else { return unexpectedInCondition(tokens[cursor]) }
          return condition
        }
    }
    let type = text(tokens[cursor]).lowercased()
    cursor += 1
    let condition = type == "all" || type == "screen" ? MediaCondition.always : MediaCondition.never
    if cursor < range.upperBound {
      guard isWord("and", at: cursor) else {
        error(
          .invalidMediaQuery,
          "expected 'and' after the media type '\(type)', found \(describe(tokens[cursor])): a media type joins its conditions with 'and' only",
          at: tokens[cursor].range)
        return nil
      }
      cursor += 1
      guard cursor < range.upperBound else { return missingCondition(after: tokens[cursor - 1]) }
      guard
        let rest = parseMediaCondition(
          &cursor, end: range.upperBound, depth: 0, allowsOr: false, negated: negates)
      else {
        return nil
      }
      guard cursor == range.upperBound else { return unexpectedInCondition(tokens[cursor]) }
      // `not T and R` is `(not T) or (not R)`: the rest, read negated, where the type holds.
      guard negates else { return condition.and(rest) }
      return condition == .always ? rest : .always
    }
    return negates ? negation(of: condition, at: range) : condition
  }

  /// `condition`'s negation, or nil (reported) when it would be too large.
  private mutating func negation(of condition: MediaCondition, at range: Range<Int>) -> MediaCondition? {
    guard condition.negationSize <= limits.maximumSelectorExpansion else { return tooManyAlternatives(range) }
    return condition.negated
  }

  /// Whether the token at `position` is the word `word`, in any case.
  private func isWord(_ word: String, at position: Int) -> Bool {
    tokens[position].kind == .identifier && text(tokens[position]).lowercased() == word
  }

  /// condition := 'not' operand | operand ('and' operand)* | operand ('or' operand)*; `or` only
  /// where `allowsOr` (not after a media type's `and`, as CSS has it).
  ///
  /// - Parameter negated: whether a `not` around the condition is to be worked in: it is
  ///   carried down to the features (`not ((a) and (b))` is read as `(not a) or (not b)`), so that
  ///   a negation costs the alternatives its condition has, never those of its inside's expansion
  ///   (`not ((a) or (b)) and ((c) or (d))` is two alternatives, not four negated).
  mutating func parseMediaCondition(
    _ cursor: inout Int, end: Int, depth: Int, allowsOr: Bool, negated: Bool = false
  )
    -> MediaCondition?
  {
    let start = cursor
    if isWord("not", at: cursor) {
      cursor += 1
      guard cursor < end else { return missingCondition(after: tokens[cursor - 1]) }
      guard let operand = parseMediaOperand(&cursor, end: end, depth: depth, negated: !negated) else {
        return nil
      }
      if cursor < end, isWord("and", at: cursor) || isWord("or", at: cursor) {
        return joinedAfterNot(tokens[cursor])
      }
      return operand
    }
    guard var condition = parseMediaOperand(&cursor, end: end, depth: depth, negated: negated) else {
      return nil
    }
    var joiner: String?
    while cursor < end, tokens[cursor].kind == .identifier {
      let word = text(tokens[cursor]).lowercased()
      guard word == "and" || (word == "or" && allowsOr) else { break }
      if let joiner, joiner != word { return mixedJoiners(tokens[cursor]) }
      joiner = word
      cursor += 1
      guard cursor < end else { return missingCondition(after: tokens[cursor - 1]) }
      guard let operand = parseMediaOperand(&cursor, end: end, depth: depth, negated: negated) else {
        return nil
      }
      // Negated, each operand is: `not (a and b)` is `(not a) or (not b)`.
      if (word == "and") != negated { condition.formAnd(operand) } else { condition.formOr(operand) }
      guard bounded(condition, at: start..<cursor) != nil else { return nil }
    }
    return condition
  }

  /// operand := keyword | '(' condition ')' | '(' feature ')'; its negation where `negated`,
  /// carried into a condition in parentheses.
  private mutating func parseMediaOperand(_ cursor: inout Int, end: Int, depth: Int, negated: Bool)
    -> MediaCondition?
  {
    let start = cursor
    let token = tokens[cursor]
    if token.isDelimiter(UInt8(ascii: "(")), let closing = closingParenthesis(after: cursor, end: end),
      closing > cursor + 1, startsCondition(at: cursor + 1)
    {
      // A condition in parentheses: `((a) or (b))`, `(not phone)`, `(pad and landscape)`.
      guard depth < limits.maximumNestingDepth else { return conditionTooDeep(token) }
      var position = cursor + 1
      guard
        let condition = parseMediaCondition(
          &position, end: closing, depth: depth + 1, allowsOr: true, negated: negated)
      else {
        return nil
      }
      guard position == closing else { return unexpectedInCondition(tokens[position]) }
      cursor = closing + 1
      return condition
    }
    guard let condition = parseMediaTest(&cursor, end: end) else { return nil }
    return negated ? negation(of: condition, at: start..<cursor) : condition
  }

  /// Whether the parentheses whose inside starts at `position` hold a condition rather than a
  /// feature: they start with `(`, `not`, `all` or a keyword.
  private func startsCondition(at position: Int) -> Bool {
    let first = tokens[position]
    return first.isDelimiter(UInt8(ascii: "(")) || isWord("not", at: position) || isWord("all", at: position)
      || (!readsContainerFeatures && first.kind == .identifier
        && Self.mediaKeyword(text(first).lowercased()) != nil)
  }

  /// A keyword or a feature in parentheses: what a condition is made of.
  private mutating func parseMediaTest(_ cursor: inout Int, end: Int) -> MediaCondition? {
    let token = tokens[cursor]
    if token.kind == .identifier, readsContainerFeatures { return notAContainerOperand(at: cursor) }
    if token.kind == .identifier {
      cursor += 1
      let word = text(token).lowercased()
      if word == "all" { return .always }
      guard let features = Self.mediaKeyword(word) else { return unknownKeyword(token) }
      return MediaCondition(alternatives: [features])
    }
    guard token.isDelimiter(UInt8(ascii: "(")) else { return notACondition(token) }
    guard let closing = closingParenthesis(after: cursor, end: end) else { return unclosedCondition(token) }
    let inner = (cursor + 1)..<closing
    cursor = closing + 1
    guard !inner.isEmpty else { return emptyCondition(inner.lowerBound - 1..<closing + 1) }
    if !readsContainerFeatures, inner.count == 1, tokens[inner.lowerBound].kind == .identifier,
      let condition = Self.booleanContext(of: kebabCase(text(tokens[inner.lowerBound])))
    {
      return condition
    }
    return parseMediaFeature(inner).map { MediaCondition(alternatives: [$0]) }
  }

  /// A built-in feature written alone, which CSS reads in a boolean context (`(orientation)`,
  /// `(width)`, `(prefers-color-scheme)`): true when the environment gives it a value other than
  /// zero or none (Media Queries 4), so the alternatives of every value it can have, or a
  /// comparison with zero; nil for a name that is no such feature.
  private static func booleanContext(of name: String) -> MediaCondition? {
    func each<Value: CaseIterable>(_: Value.Type, _ feature: (Value) -> MediaFeature) -> MediaCondition {
      MediaCondition(alternatives: Value.allCases.map { [feature($0)] })
    }
    switch name {
    case "orientation": return each(StyleEnvironment.Orientation.self, MediaFeature.orientation)
    case "user-interface-style", "prefers-color-scheme":
      return each(StyleEnvironment.UserInterfaceStyle.self, MediaFeature.userInterfaceStyle)
    case "layout-direction": return each(StyleEnvironment.LayoutDirection.self, MediaFeature.layoutDirection)
    case "device": return each(StyleEnvironment.Device.self, MediaFeature.device)
    case "horizontal-size-class":
      return each(StyleEnvironment.SizeClass.self, MediaFeature.horizontalSizeClass)
    case "vertical-size-class": return each(StyleEnvironment.SizeClass.self, MediaFeature.verticalSizeClass)
    case "width", "screen-width": return MediaCondition(alternatives: [[.screenWidth(.greater, 0)]])
    case "height", "screen-height": return MediaCondition(alternatives: [[.screenHeight(.greater, 0)]])
    case "scale", "display-scale", "resolution": return MediaCondition(alternatives: [[.scale(.greater, 0)]])
    case "content-size-category":
      let smallest = StyleEnvironment.ContentSizeCategory.allCases.min()!
      return MediaCondition(alternatives: [[.contentSizeCategory(.greaterOrEqual, smallest)]])
    case "version", "os-version":
      return MediaCondition(alternatives: [[.version(.greaterOrEqual, OSVersion("0")!)]])
    default: return nil
    }
  }

  // `parseMediaCondition` and `parseMediaOperand` recurse once per parenthesis: every message
  // is built in a function of its own, never inlined, so that no recursive frame holds its
  // temporaries (under the address sanitizer such frames overflowed a secondary thread's stack
  // at 256 levels).

  @inline(never)
  private mutating func unknownKeyword(_ token: Token) -> MediaCondition? {
    error(
      .invalidMediaQuery,
      "unknown device condition '\(text(token))'; expected phone, pad, tv, portrait, landscape, retina, non-retina, a device and a scale (ipad-retina) or (feature: value)",
      at: token.range)
    return nil
  }

  @inline(never)
  private mutating func notACondition(_ token: Token) -> MediaCondition? {
    error(.invalidMediaQuery, "expected a condition, found \(describe(token))", at: token.range)
    return nil
  }

  @inline(never)
  private mutating func unclosedCondition(_ token: Token) -> MediaCondition? {
    error(.invalidMediaQuery, "expected ')' to close this condition", at: token.range)
    return nil
  }

  @inline(never)
  private mutating func emptyCondition(_ parentheses: Range<Int>) -> MediaCondition? {
    error(.invalidMediaQuery, "expected a condition inside '()'", at: byteRange(parentheses))
    return nil
  }

  @inline(never)
  private mutating func conditionTooDeep(_ token: Token) -> MediaCondition? {
    error(
      .nestingTooDeep, "the condition nests more than \(limits.maximumNestingDepth) levels deep",
      at: token.range,
      notes: ["the limit can be raised with --max-nesting (StylesheetLimits.maximumNestingDepth)"])
    return nil
  }

  @inline(never)
  private mutating func mixedJoiners(_ token: Token) -> MediaCondition? {
    error(
      .invalidMediaQuery, "'and' and 'or' cannot mix without parentheses: (a and b) or c", at: token.range)
    return nil
  }

  @inline(never)
  private mutating func unexpectedInCondition(_ token: Token) -> MediaCondition? {
    error(
      .invalidMediaQuery, "expected 'and', 'or' or ',' between conditions, found \(describe(token))",
      at: token.range)
    return nil
  }

  @inline(never)
  private mutating func joinedAfterNot(_ token: Token) -> MediaCondition? {
    error(
      .invalidMediaQuery,
      "'not' negates one condition, which \(describe(token)) cannot follow: put the conditions it negates in parentheses, not ((a) \(text(token).lowercased()) (b)), or the one negated, (not (a)) \(text(token).lowercased()) (b)",
      at: token.range)
    return nil
  }

  @inline(never)
  private mutating func missingCondition(after token: Token) -> MediaCondition? {
    error(.invalidMediaQuery, "expected a condition after \(describe(token))", at: token.range)
    return nil
  }

  /// The features one parenthesised feature tests: `(name: value)`, `(name)`, or a range (`(width
  /// >= 600px)`, `(400px <= width < 700px)`, which tests two).
  private mutating func parseMediaFeature(_ inner: Range<Int>) -> [MediaFeature]? {
    let whole = byteRange(inner.lowerBound - 1..<inner.upperBound + 1)
    if readsContainerFeatures, inner.count == 1 { return containerSizeIsNotZero(inner.lowerBound) }
    // A feature alone is CSS's boolean context: a setting holds when it is on (`(reduce-motion)`,
    // `(prefers-reduced-motion)`); a CSS feature no environment answers (`(hover)`) is warned
    // about and never true.
    if inner.count == 1, tokens[inner.lowerBound].kind == .identifier {
      let name = kebabCase(text(tokens[inner.lowerBound]))
      if let setting = StyleEnvironment.AccessibilitySetting(rawValue: name) ?? Self.cssSettingNames[name] {
        return [.accessibility(setting, true)]
      }
      if Self.cssFeaturesNotRead.contains(name) {
        unreadFeature(name, at: inner.lowerBound)
        return [.custom(name: name, value: "")]
      }
    }
    if inner.count >= 3, tokens[inner.lowerBound].kind == .identifier,
      tokens[inner.lowerBound + 1].isDelimiter(UInt8(ascii: ":"))
    {
      var valueStart = inner.lowerBound + 2
      var relationText = ""
      while valueStart < inner.upperBound, case .delimiter(let byte) = tokens[valueStart].kind,
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
      {
        relationText.append(Character(Unicode.Scalar(byte)))
        valueStart += 1
      }
      return mediaFeature(
        named: inner.lowerBound, relationText: relationText, relationStart: inner.lowerBound + 2,
        value: valueStart..<inner.upperBound)
    }
    if let range = parseRangeFeature(inner) { return range }
    error(
      .invalidMediaQuery,
      "expected '(name: value)' or a range, such as (version: >= 7.0), (width >= 600px) or (400px <= width <= 700px)",
      at: whole)
    return nil
  }

  /// The relations written between a range feature's parts: runs of `<`, `>` and `=`, as
  /// token positions.
  private func relationRuns(in inner: Range<Int>) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var position = inner.lowerBound
    while position < inner.upperBound {
      guard case .delimiter(let byte) = tokens[position].kind,
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
      else {
        position += 1
        continue
      }
      let start = position
      while position < inner.upperBound, case .delimiter(let next) = tokens[position].kind,
        next == UInt8(ascii: "<") || next == UInt8(ascii: ">") || next == UInt8(ascii: "=")
      {
        position += 1
      }
      runs.append(start..<position)
    }
    return runs
  }

  /// `(name relation value)`, `(value relation name)` or `(value relation name relation value)`,
  /// Media Queries level 4's ranges; nil when `inner` has no relation (reported by the caller),
  /// `.some(nil)` when it is a range that cannot be read (reported here): the whole condition
  /// is then refused, never read without the feature (which made `phone and (width >= 1em)`
  /// hold on every phone).
  private mutating func parseRangeFeature(_ inner: Range<Int>) -> [MediaFeature]?? {
    let runs = relationRuns(in: inner)
    guard runs.count == 1 || runs.count == 2 else { return nil }
    let parts =
      [inner.lowerBound..<runs[0].lowerBound]
      + (runs.count == 2
        ? [runs[0].upperBound..<runs[1].lowerBound, runs[1].upperBound..<inner.upperBound]
        : [runs[0].upperBound..<inner.upperBound])
    guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
    let tokens = self.tokens
    let isName = { (part: Range<Int>) in part.count == 1 && tokens[part.lowerBound].kind == .identifier }
    // The feature whose values are ordered words (`large <= content-size-category`): of two
    // words, it is the name.
    let wordFeatureParts = Set(
      parts.filter { isName($0) && kebabCase(text(tokens[$0.lowerBound])) == "content-size-category" }.map(
        \.lowerBound))
    let namesWordFeature = { (part: Range<Int>) in wordFeatureParts.contains(part.lowerBound) }
    let relationTexts = runs.map { run in text(of: run).filter { $0 != " " } }
    if runs.count == 2 {
      // `value < name < value`: both relations point one way, each read with the name on its left.
      guard isName(parts[1]), namesWordFeature(parts[1]) || (!isName(parts[0]) && !isName(parts[2])),
        relationTexts.allSatisfy({ $0.hasPrefix("<") }) || relationTexts.allSatisfy({ $0.hasPrefix(">") })
      else {
        error(
          .invalidMediaQuery,
          "a range with two relations is value, name, value, both relations '<' or both '>': (400px <= width < 700px)",
          at: byteRange(inner))
        return .some(nil)
      }
      guard
        let low = mediaFeature(
          named: parts[1].lowerBound, relationText: Self.flipped(relationTexts[0]),
          relationStart: runs[0].lowerBound,
          value: parts[0]),
        let high = mediaFeature(
          named: parts[1].lowerBound, relationText: relationTexts[1], relationStart: runs[1].lowerBound,
          value: parts[2])
      else { return .some(nil) }
      return low + high
    }
    if isName(parts[0]), !namesWordFeature(parts[1]) || namesWordFeature(parts[0]) {
      return mediaFeature(
        named: parts[0].lowerBound, relationText: relationTexts[0], relationStart: runs[0].lowerBound,
        value: parts[1])
    }
    guard isName(parts[1]) else { return nil }
    return mediaFeature(
      named: parts[1].lowerBound, relationText: Self.flipped(relationTexts[0]),
      relationStart: runs[0].lowerBound,
      value: parts[0])
  }

  /// A length in points as a feature compares it (`600px`, `600pt`, `600`), if finite.
  static func points(_ text: String) -> Double? {
    let lowered = text.lowercased()
    return decimal(lowered.hasSuffix("px") || lowered.hasSuffix("pt") ? String(text.dropLast(2)) : text)
  }

  /// A media feature's length in points: as `points(_:)`, and `em` or `rem`, which a media
  /// query reads at the initial font size, 16 points (Media Queries 4, §1.3).
  static func mediaPoints(_ text: String) -> Double? {
    let lowered = text.lowercased()
    let unit = lowered.hasSuffix("rem") ? 3 : lowered.hasSuffix("em") ? 2 : 0
    guard unit > 0 else { return points(text) }
    return decimal(String(text.dropLast(unit))).map { $0 * initialFontPoints }
  }

  /// The initial font size, in points, at which a media query reads `em` and `rem`.
  static let initialFontPoints: Double = 16

  /// A query's length written as a calculation, `calc()`, `min()`, `max()` or `clamp()` of
  /// lengths (`(width >= calc(300px * 2))`), in points, or why a calculation written there has
  /// none (nil and nil when the value is no calculation). A query is CSS's syntax in every
  /// dialect, and its calculation is typed as CSS types it.
  mutating func calculatedPoints(_ value: Range<Int>, emPoints: Double? = nil) -> (
    points: Double?, whyNot: String?
  ) {
    guard value.count > 2, tokens[value.lowerBound].kind == .identifier,
      tokens[value.lowerBound + 1].isDelimiter(UInt8(ascii: "(")),
      ["calc", "min", "max", "clamp"].contains(text(tokens[value.lowerBound]).lowercased())
    else { return (nil, nil) }
    self.emPoints = emPoints
    let parsed = parseValue(value)
    self.emPoints = nil
    guard let expression = parsed else { return (nil, nil) }
    let evaluator = ValueEvaluator(
      variables: [:], maximumSize: limits.maximumValueSize, maximumDepth: limits.maximumNestingDepth,
      dialect: .css)
    var copies = CopyBudget(limit: limits.maximumCopiedItems)
    do {
      let result = try evaluator.evaluate(expression, copies: &copies)
      guard case .number(let number, let unit) = result.value, unit == .none || unit.dimension == .length
      else {
        return (nil, "the calculation comes to \(quoted(result.value.description)), which is no length")
      }
      return (number, nil)
    } catch {
      return (nil, error.message)
    }
  }

  /// A number as CSS writes one (`12`, `-1.5`, `.5`, `2e3`), if finite: never Swift's other
  /// spellings (`0x10`, `0x1p4`, `inf`, `nan`), which a sheet's values refuse too.
  static func decimal(_ text: String) -> Double? {
    var bytes = text.utf8[...]
    if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    let whole = bytes.prefix(while: isDigit).count
    bytes = bytes.dropFirst(whole)
    var fraction = 0
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      fraction = bytes.prefix(while: isDigit).count
      guard fraction > 0 else { return nil }
      bytes = bytes.dropFirst(fraction)
    }
    guard whole + fraction > 0 else { return nil }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      let exponent = bytes.prefix(while: isDigit).count
      guard exponent > 0 else { return nil }
      bytes = bytes.dropFirst(exponent)
    }
    guard bytes.isEmpty, let number = Double(text), number.isFinite else { return nil }
    return number
  }

  /// A relation read from the other side: `600px <= width` is `width >= 600px`.
  private static func flipped(_ relation: String) -> String {
    String(relation.map { $0 == "<" ? ">" : $0 == ">" ? "<" : $0 })
  }

  /// The features `(name relation value)` tests, `name` the token at `nameToken`; nil, reported,
  /// when the relation or the value does not fit the feature.
  private mutating func mediaFeature(
    named nameToken: Int, relationText: String, relationStart: Int, value: Range<Int>
  ) -> [MediaFeature]? {
    if readsContainerFeatures {
      return containerFeature(
        named: nameToken, relationText: relationText, relationStart: relationStart, value: value)
    }
    var name = kebabCase(text(tokens[nameToken]))
    let valueStart = value.lowerBound
    let closing = value.upperBound
    guard valueStart < closing else {
      error(.invalidMediaQuery, "expected a value for \(name)", at: tokens[nameToken].range)
      return nil
    }
    guard
      var relation = relationText.isEmpty || relationText == "=" ? .equal : Relation(rawValue: relationText)
    else {
      error(
        .invalidMediaQuery, "'\(relationText)' is not a comparison; expected <, <=, =, >= or >",
        at: byteRange(relationStart..<valueStart))
      return nil
    }
    // The feature as written, for messages (`min-version`, before it is read as `version`).
    let written = name
    // Media Queries' `min-` and `max-` prefixes on every ranged fact (`(min-version: 17)` is
    // `(version >= 17)`): read as a custom fact, such a name was never true.
    if let bounded = Self.boundedFeature(name) {
      guard relationText.isEmpty else {
        error(
          .invalidMediaQuery,
          "\(name) takes ':' and a value, not '\(relationText)'; or write (\(bounded.name) \(relationText) …)",
          at: byteRange(relationStart..<valueStart))
        return nil
      }
      (name, relation) = (bounded.name, bounded.relation)
    }
    let valueText = text(of: valueStart..<closing)
    switch name {
    case "version", "os-version":
      guard let version = OSVersion(valueText) else {
        refuseVersion(valueText, written: written, relationText: relationText, at: valueStart..<closing)
        return nil
      }
      return [.version(relation, version)]
    case "screen-width", "screen-height":
      let calculated = calculatedPoints(value, emPoints: Self.initialFontPoints)
      guard let number = Self.mediaPoints(valueText) ?? calculated.points else {
        error(
          .invalidMediaQuery, "expected a number of points for \(name), found '\(valueText)'",
          at: byteRange(valueStart..<closing), notes: calculated.whyNot.map { [$0] } ?? [])
        return nil
      }
      return [name == "screen-width" ? .screenWidth(relation, number) : .screenHeight(relation, number)]
    case "min-width", "max-width", "width", "min-height", "max-height", "height":
      // CSS's viewport size, against the screen: `(min-width: 600px)` is `(screen-width: >= 600)`,
      // and so is `(width >= 600px)`.
      let isBound = name.hasPrefix("min-") || name.hasPrefix("max-")
      let calculated = calculatedPoints(value, emPoints: Self.initialFontPoints)
      guard relation == .equal || !isBound, let number = Self.mediaPoints(valueText) ?? calculated.points
      else {
        error(
          .invalidMediaQuery,
          "expected a number of points for \(name), such as 600px, found '\(relation == .equal || !isBound ? "" : relationText)\(valueText)'",
          at: byteRange(valueStart..<closing), notes: calculated.whyNot.map { [$0] } ?? [])
        return nil
      }
      let bound: Relation =
        name.hasPrefix("min-") ? .greaterOrEqual : name.hasPrefix("max-") ? .lessOrEqual : relation
      return [name.hasSuffix("width") ? .screenWidth(bound, number) : .screenHeight(bound, number)]
    case "user-interface-style", "prefers-color-scheme":
      guard relation == .equal,
        let style = StyleEnvironment.UserInterfaceStyle(rawValue: valueText.lowercased())
      else {
        error(
          .invalidMediaQuery, "expected light or dark for \(name), found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.userInterfaceStyle(style)]
    case "content-size-category":
      guard let category = StyleEnvironment.ContentSizeCategory(name: valueText) else {
        error(
          .invalidMediaQuery,
          "expected a content size category \(relationText.isEmpty ? "for \(written)" : "after '\(relationText)'"), such as large or accessibility-medium, found '\(valueText)'",
          at: byteRange(valueStart..<closing),
          notes: [
            "the categories, smallest first: "
              + StyleEnvironment.ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
          ])
        return nil
      }
      return [.contentSizeCategory(relation, category)]
    case "layout-direction":
      guard relation == .equal, let direction = StyleEnvironment.LayoutDirection(name: valueText) else {
        error(
          .invalidMediaQuery, "expected ltr or rtl for layout-direction, found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.layoutDirection(direction)]
    case let setting where StyleEnvironment.AccessibilitySetting(rawValue: setting) != nil:
      guard relation == .equal, let on = settingValue(valueText) else {
        error(
          .invalidMediaQuery, "expected true or false for \(name), found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.accessibility(StyleEnvironment.AccessibilitySetting(rawValue: setting)!, on)]
    case "prefers-contrast" where relation == .equal && ["less", "custom"].contains(valueText.lowercased()):
      // Media Queries 5's other contrasts, which iOS never asks for: false wherever the
      // environment gives the contrast setting, and so their negation true there.
      return [.accessibility(.increaseContrast, true), .accessibility(.increaseContrast, false)]
    case "prefers-reduced-motion", "prefers-reduced-transparency", "prefers-contrast":
      // CSS's spellings of the settings: `reduce` (`more` for contrast) or `no-preference`.
      let on = name == "prefers-contrast" ? "more" : "reduce"
      guard relation == .equal, [on, "no-preference"].contains(valueText.lowercased()) else {
        error(
          .invalidMediaQuery,
          "expected \(on) or no-preference for \(name), found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      let setting: StyleEnvironment.AccessibilitySetting =
        name == "prefers-contrast"
        ? .increaseContrast : name == "prefers-reduced-motion" ? .reduceMotion : .reduceTransparency
      return [.accessibility(setting, valueText.lowercased() == on)]
    case "scale", "display-scale", "resolution":
      // CSS's resolution is the screen's pixels per CSS pixel, a point: the scale. `(scale: > 0)`
      // is what `(scale)` alone reads as.
      let isResolution = name == "resolution"
      guard let number = isResolution ? Self.resolution(valueText) : Self.decimal(valueText),
        number > 0 || (number == 0 && relation == .greater)
      else {
        error(
          .invalidMediaQuery,
          isResolution
            ? "expected a resolution for resolution, such as 2dppx, 2x or 192dpi, found '\(valueText)'"
            : "expected a positive number of pixels per point for scale, found '\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.scale(relation, number)]
    case "horizontal-size-class", "vertical-size-class":
      guard relation == .equal, let sizeClass = StyleEnvironment.SizeClass(rawValue: valueText.lowercased())
      else {
        error(
          .invalidMediaQuery,
          "expected compact or regular for \(name), found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [
        name == "horizontal-size-class" ? .horizontalSizeClass(sizeClass) : .verticalSizeClass(sizeClass)
      ]
    case "orientation":
      guard relation == .equal,
        let orientation = StyleEnvironment.Orientation(rawValue: valueText.lowercased())
      else {
        error(
          .invalidMediaQuery,
          "expected portrait or landscape for orientation, found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.orientation(orientation)]
    case "device":
      guard relation == .equal, let device = StyleEnvironment.Device(rawValue: valueText.lowercased()) else {
        error(
          .invalidMediaQuery, "expected phone, pad or tv for device, found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.device(device)]
    default:
      // A custom fact (`(appearance: dark)`), unless the name is a typo of a built-in one (a
      // feature of CSS's own, `display-mode` near `display-scale`, is none).
      if !Self.cssFeaturesNotRead.contains(name),
        let suggestion = closestMatch(to: name, among: Self.featureNames)
      {
        error(
          .invalidMediaQuery,
          "unknown media feature '\(name)'; a custom fact needs a name unlike the built-in ones",
          at: tokens[nameToken].range, notes: ["did you mean '\(suggestion)'?"])
        return nil
      }
      // A name no environment can give (`a_b`, `appé`, an invisible character) is never true.
      guard StyleEnvironment.isCustomFactName(name) else {
        error(
          .invalidMediaQuery,
          "a custom fact's name is a letter, then letters, digits and dashes, as an environment gives it, not \(quoted(name))",
          at: tokens[nameToken].range)
        return nil
      }
      // A CSS feature no environment answers, in any of CSS's forms (a range included), is
      // warned about and never true.
      if Self.cssFeaturesNotRead.contains(name) {
        unreadFeature(name, at: nameToken)
        let written =
          valueStart + 1 == closing && tokens[valueStart].kind == .string
          ? decodeString(tokens[valueStart]) : valueText
        return [.custom(name: name, value: relation == .equal ? written : relationText + written)]
      }
      guard relation == .equal, valueStart + 1 == closing,
        tokens[valueStart].kind == .identifier || tokens[valueStart].kind == .number
          || tokens[valueStart].kind == .string
      else {
        error(
          .invalidMediaQuery,
          "a custom fact is compared by one name, such as (\(name): dark), not '\(relationText)\(valueText)'",
          at: byteRange(relationStart..<closing))
        return nil
      }
      let value = tokens[valueStart].kind == .string ? decodeString(tokens[valueStart]) : valueText
      return [.custom(name: name, value: value)]
    }
  }

  /// Warns that stylec reads no environment fact for a CSS media feature: it is taken as a
  /// custom fact of the app's, false unless the environment gives it.
  private mutating func unreadFeature(_ name: String, at token: Int) {
    warning(
      .unsupportedMediaFeature,
      "stylec does not read the CSS media feature '\(name)': it is taken as a custom fact of the app's, false unless the environment gives it",
      at: tokens[token].range,
      notes: [
        "the features stylec reads: the screen's size (min-width, max-width, screen-width…), orientation, device, version, scale, size classes, user-interface-style (prefers-color-scheme), content-size-category, layout-direction and the accessibility settings"
      ])
  }

  /// CSS's names of the accessibility settings, as their boolean forms read them.
  private static let cssSettingNames: [String: StyleEnvironment.AccessibilitySetting] = [
    "prefers-reduced-motion": .reduceMotion, "prefers-reduced-transparency": .reduceTransparency,
    "prefers-contrast": .increaseContrast,
  ]

  /// Every feature name a condition reads, the environment's keys and CSS's spellings of them
  /// (`prefers-color-scheme`): a custom fact's name near one of them is taken for a typo
  /// (`prefers-colour-scheme` was silently a custom fact, false in every environment).
  static let featureNames =
    StyleEnvironment.keys + [
      "os-version", "min-width", "max-width", "width", "min-height", "max-height", "height",
      "prefers-color-scheme", "prefers-reduced-motion", "prefers-reduced-transparency", "prefers-contrast",
      "resolution", "min-resolution", "max-resolution",
    ]

  /// A resolution in pixels per point (CSS's `dppx`): `2dppx`, `2x`, `192dpi` (96 a point),
  /// `75.6dpcm`; nil for anything else.
  static func resolution(_ text: String) -> Double? {
    let lowered = text.lowercased()
    for (unit, perDPPX) in [("dppx", 1.0), ("dpcm", 96 / 2.54), ("dpi", 96.0), ("x", 1.0)]
    where lowered.hasSuffix(unit) {
      return decimal(String(lowered.dropLast(unit.count))).map { $0 / perDPPX }
    }
    return nil
  }

  /// The feature and bound a `min-` or `max-` name stands for (`min-scale` is `scale >=`), for
  /// the environment's ranged facts; nil for any other name (`min-width` is read on its own,
  /// as CSS's viewport width against the screen's).
  private static func boundedFeature(_ name: String) -> (name: String, relation: Relation)? {
    let ranged: Set = [
      "version", "os-version", "screen-width", "screen-height", "scale", "display-scale",
      "content-size-category", "resolution",
    ]
    guard name.hasPrefix("min-") || name.hasPrefix("max-"), ranged.contains(String(name.dropFirst(4))) else {
      return nil
    }
    return (String(name.dropFirst(4)), name.hasPrefix("min-") ? .greaterOrEqual : .lessOrEqual)
  }

  /// CSS media features (Media Queries 4 and 5) that no fact of an app's environment answers:
  /// written in a sheet, each is warned about rather than silently never true.
  static let cssFeaturesNotRead: Set<String> = [
    "any-hover", "any-pointer", "aspect-ratio", "min-aspect-ratio", "max-aspect-ratio", "color", "min-color",
    "max-color", "color-gamut", "color-index", "min-color-index", "max-color-index", "device-aspect-ratio",
    "min-device-aspect-ratio", "max-device-aspect-ratio", "device-width", "min-device-width",
    "max-device-width",
    "device-height", "min-device-height", "max-device-height", "display-mode", "dynamic-range",
    "environment-blending", "forced-colors", "grid", "hover", "horizontal-viewport-segments",
    "inverted-colors",
    "monochrome", "min-monochrome", "max-monochrome", "nav-controls", "overflow-block", "overflow-inline",
    "pointer", "prefers-reduced-data", "scan", "scripting",
    "update", "vertical-viewport-segments", "video-color-gamut", "video-dynamic-range",
  ]

  /// The facts a keyword condition tests, in lower case: a device, an orientation, Nimbus's
  /// scale keywords (`retina` is a scale of 2 or more), or a device and a scale joined by a dash
  /// (`iphone-nonretina`); nil for any other word.
  static func mediaKeyword(_ word: String) -> [MediaFeature]? {
    if let feature = singleMediaKeyword(word[...]) { return [feature] }
    // One split, at the first dash: a device, then a scale (`ipad-non-retina`).
    guard let dash = word.firstIndex(of: "-"), let device = singleMediaKeyword(word[..<dash]),
      let scale = singleMediaKeyword(word[word.index(after: dash)...])
    else { return nil }
    guard case .device = device, case .scale = scale else { return nil }
    return [device, scale]
  }

  /// The fact one keyword tests, in lower case, or nil.
  private static func singleMediaKeyword(_ word: Substring) -> MediaFeature? {
    switch word {
    case "phone", "iphone": .device(.phone)
    case "pad", "ipad": .device(.pad)
    case "tv": .device(.tv)
    case "portrait": .orientation(.portrait)
    case "landscape": .orientation(.landscape)
    case "retina": .scale(.greaterOrEqual, 2)
    case "nonretina", "non-retina": .scale(.less, 2)
    default: nil
    }
  }
}

extension Parser {
  /// Reports a version feature's value that is no version: too long, or not a version at all.
  @inline(never)
  mutating func refuseVersion(
    _ valueText: String, written: String, relationText: String, at range: Range<Int>
  ) {
    let shown = shortened(valueText, limit: 60)
    let message =
      OSVersion.limitPassed(by: valueText).map { "the version '\(shown)' is too long: \($0)" }
      ?? "expected a version such as 7.0 \(relationText.isEmpty ? "for \(written)" : "after '\(relationText)'"), found '\(shown)'"
    error(.invalidMediaQuery, message, at: byteRange(range))
  }
}
