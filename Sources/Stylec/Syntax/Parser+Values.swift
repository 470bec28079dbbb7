extension Parser {
  /// Parses a whole token range as one value; reports and returns nil if any of it is left over.
  /// The whole file read as one value: the text of a variable an app injects
  /// (`--var accent=#007aff`), which stands for no file of its own.
  mutating func parseWholeValue() -> Expression? {
    var end = tokens.count - 1
    while end > 0, [.newline, .indent, .dedent].contains(tokens[end - 1].kind) { end -= 1 }
    guard end > 0 else {
      error(.expectedValue, "expected a value", at: 0..<0)
      return nil
    }
    return parseValue(0..<end)
  }

  /// - Parameter depth: the nesting around the value (the blocks it is written in), which counts
  ///   toward the nesting limit with its own parentheses and calls.
  mutating func parseValue(_ range: Range<Int>, depth: Int = 0) -> Expression? {
    // A value is at most `maximumValueSize` items once evaluated; one written with many times
    // more tokens cannot be, and is not read: a value of a million items was held whole, some
    // 70 times its bytes, before the evaluator counted them.
    let tokenLimit = limits.maximumValueSize.multipliedReportingOverflow(by: Self.tokensPerValueItem)
    guard tokenLimit.overflow || range.count <= tokenLimit.partialValue else {
      error(
        .valueTooLarge,
        "this value is written with \(range.count) tokens, more than \(tokenLimit.partialValue): "
          + "it cannot be \(limits.maximumValueSize) items or fewer, the limit, so it is not read",
        at: byteRange(range),
        notes: ["the limit can be raised with --max-value-size (StylesheetLimits.maximumValueSize)"])
      return nil
    }
    var cursor = range.lowerBound
    // Most values are one literal: it needs none of the list and arithmetic levels.
    if range.count == 1, tokens[cursor].kind != .delimiter(UInt8(ascii: "-")) {
      return parsePrimary(&cursor, end: range.upperBound, depth: depth)
    }
    guard let expression = parseCommaList(&cursor, end: range.upperBound, depth: depth) else { return nil }
    guard cursor == range.upperBound else {
      unexpectedInValue(at: cursor, in: range)
      return nil
    }
    return expression
  }

  /// Reports what stands after a value where nothing may, with what was likely meant: a
  /// missing `;`, or `!important` misspelt (`!importnt`, which said only "unexpected '!'").
  @inline(never)
  private mutating func unexpectedInValue(at cursor: Int, in range: Range<Int>) {
    var meant: String?
    if tokens[cursor].isDelimiter(UInt8(ascii: "!")), cursor + 1 < range.upperBound,
      tokens[cursor + 1].kind == .identifier,
      closestMatch(to: text(tokens[cursor + 1]), among: ["important"]) != nil
    {
      meant = "did you mean '!important'?"
    }
    error(
      .malformedValue, "unexpected \(describe(tokens[cursor])) in a value", at: tokens[cursor].range,
      notes: [
        meant ?? missingSemicolonNote(before: cursor, in: range)
          ?? "values are numbers, colors, strings, names, variables, function calls and + - * / arithmetic"
      ])
  }

  /// For a `name:` inside a value (`alpha: 0.5 border-width: 2`), that it starts another
  /// declaration, the `;` before it left out; nil for any other unexpected token.
  private func missingSemicolonNote(before cursor: Int, in range: Range<Int>) -> String? {
    guard tokens[cursor].kind == .delimiter(UInt8(ascii: ":")), cursor - 1 > range.lowerBound,
      tokens[cursor - 1].kind == .identifier
    else { return nil }
    let name = shortened(text(tokens[cursor - 1]), limit: 64)
    return "'\(name):' starts another declaration: a ';' is probably missing before '\(name)'"
  }

  /// The most tokens a value may be written with per item it may have: a list of 10,000
  /// colors written `rgba(1, 2, 3, 0.5)` takes 10 tokens an item, and an arithmetic chain of
  /// 100,000 terms, one item, 200,000 tokens in all.
  static let tokensPerValueItem = 32

  /// comma-list := space-list (',' space-list)*
  private mutating func parseCommaList(_ cursor: inout Int, end: Int, depth: Int) -> Expression? {
    let start = cursor
    guard let first = parseSpaceList(&cursor, end: end, depth: depth) else { return nil }
    // Most values are one item: no list is made for them.
    guard cursor < end, tokens[cursor].isDelimiter(UInt8(ascii: ",")) else { return first }
    var items = [first]
    while cursor < end, tokens[cursor].isDelimiter(UInt8(ascii: ",")) {
      cursor += 1
      guard cursor < end else {
        error(.expectedValue, "expected a value after ','", at: tokens[cursor - 1].range)
        return nil
      }
      guard let item = parseSpaceList(&cursor, end: end, depth: depth) else { return nil }
      items.append(item)
    }
    return Expression(kind: .list(items, .comma), range: byteRange(start..<cursor))
  }

  /// space-list := comparand comparand*; comparand := sum (comparison sum)?
  ///
  /// A comparison is read here rather than at a level of its own, so that a nesting level costs
  /// no more stack frames than it did before comparisons existed.
  private mutating func parseSpaceList(_ cursor: inout Int, end: Int, depth: Int) -> Expression? {
    let start = cursor
    var items: [Expression] = []
    while true {
      guard var item = parseSum(&cursor, end: end, depth: depth) else { return nil }
      if cursor < end, comparisonOperator(at: cursor, end: end) != nil {
        guard let comparison = parseComparison(item, &cursor, end: end, depth: depth) else { return nil }
        item = comparison
      }
      let continues = cursor < end && (startsTerm(tokens[cursor]) || isChainDot(at: cursor, end: end))
      // Most values are one item: no list is made for them.
      if items.isEmpty && !continues { return item }
      items.append(item)
      if !continues { break }
    }
    return Expression(kind: .list(items, .space), range: byteRange(start..<cursor))
  }

  /// `left op right`, the comparison at `cursor` and the sum after it: a function of its own, so
  /// that the recursive space-list frame holds none of its temporaries.
  @inline(never)
  private mutating func parseComparison(_ left: Expression, _ cursor: inout Int, end: Int, depth: Int)
    -> Expression?
  {
    guard let (comparison, width) = comparisonOperator(at: cursor, end: end) else { return left }
    cursor += width
    guard cursor < end else { return missingValue(after: tokens[cursor - 1]) }
    guard let right = parseSum(&cursor, end: end, depth: depth) else { return nil }
    return Expression(
      kind: .comparison(left, comparison, right), range: left.range.lowerBound..<right.range.upperBound)
  }

  /// The comparison at `position` and how many tokens spell it: `<`, `>`, or `<=`, `>=`, `==`,
  /// `!=` written without a space inside.
  private func comparisonOperator(at position: Int, end: Int) -> (ComparisonOperator, Int)? {
    guard case .delimiter(let byte) = tokens[position].kind else { return nil }
    let followedByEquals =
      position + 1 < end && tokens[position + 1].isDelimiter(UInt8(ascii: "="))
      && !tokens[position + 1].spaceBefore
    switch byte {
    case UInt8(ascii: "<"): return followedByEquals ? (.lessOrEqual, 2) : (.less, 1)
    case UInt8(ascii: ">"): return followedByEquals ? (.greaterOrEqual, 2) : (.greater, 1)
    case UInt8(ascii: "="): return followedByEquals ? (.equal, 2) : nil
    case UInt8(ascii: "!"): return followedByEquals ? (.notEqual, 2) : nil
    default: return nil
    }
  }

  /// Whether `position` holds the `.` of InterfaCSS's chained calls, `size(50%, 20).left(10)`:
  /// right after a `)`, before a name and its `(`, with no space anywhere. The chain's calls
  /// are read as the items of a space-separated list, which InterfaCSS also accepts.
  private func isChainDot(at position: Int, end: Int) -> Bool {
    position > 0 && position + 2 < end && tokens[position].isDelimiter(UInt8(ascii: "."))
      && !tokens[position].spaceBefore && tokens[position - 1].isDelimiter(UInt8(ascii: ")"))
      && tokens[position + 1].kind == .identifier && !tokens[position + 1].spaceBefore
      && tokens[position + 2].isDelimiter(UInt8(ascii: "(")) && !tokens[position + 2].spaceBefore
  }

  private func startsTerm(_ token: Token) -> Bool {
    switch token.kind {
    case .identifier, .dollarVariable, .atKeyword, .hash, .string, .number: true
    case .delimiter(UInt8(ascii: "(")): true
    case .delimiter(UInt8(ascii: "-")): true
    default: false
    }
  }

  /// sum := product (('+' | '-') product)*
  private mutating func parseSum(_ cursor: inout Int, end: Int, depth: Int) -> Expression? {
    guard let first = parseProduct(&cursor, end: end, depth: depth) else { return nil }
    var chain = ArithmeticChain(first)
    while cursor < end, let op = arithmeticOperator(tokens[cursor]), op == .add || op == .subtract {
      // `a -b` (space before the minus, none after) starts a new list item, like CSS.
      if op == .subtract, tokens[cursor].spaceBefore, cursor + 1 < end, !tokens[cursor + 1].spaceBefore {
        break
      }
      cursor += 1
      guard let operand = parseProduct(&cursor, end: end, depth: depth) else { return nil }
      chain.append(op, operand)
    }
    return chain.expression
  }

  /// product := unary (('*' | '/' | '**') unary)*; `**` binds tighter than `*` and `/`, which
  /// the evaluator applies, so that the power costs no parsing level (and stack frame) of its own.
  private mutating func parseProduct(_ cursor: inout Int, end: Int, depth: Int) -> Expression? {
    guard let first = parseUnary(&cursor, end: end, depth: depth) else { return nil }
    var chain = ArithmeticChain(first)
    while cursor < end, var op = arithmeticOperator(tokens[cursor]), op == .multiply || op == .divide {
      cursor += 1
      if op == .multiply, cursor < end, tokens[cursor].isDelimiter(UInt8(ascii: "*")),
        !tokens[cursor].spaceBefore
      {
        op = .power
        cursor += 1
      }
      guard let operand = parseUnary(&cursor, end: end, depth: depth) else { return nil }
      chain.append(op, operand)
    }
    return chain.expression
  }

  private func arithmeticOperator(_ token: Token) -> ArithmeticOperator? {
    guard case .delimiter(let byte) = token.kind else { return nil }
    return ArithmeticOperator(rawValue: byte)
  }

  /// unary := '-' unary | '+' number | primary — in Classy's syntax `+` never starts a number
  /// token (`2 +5` adds), so `+0.5` at the start of a value is read here.
  private mutating func parseUnary(_ cursor: inout Int, end: Int, depth: Int) -> Expression? {
    guard cursor < end else { return missingValue(after: tokens[cursor - 1]) }
    let token = tokens[cursor]
    if token.isDelimiter(UInt8(ascii: "-")) {
      cursor += 1
      guard depth < limits.maximumNestingDepth else { return tooDeep(token) }
      guard let operand = parseUnary(&cursor, end: end, depth: depth + 1) else { return nil }
      return Expression(kind: .negate(operand), range: token.start..<operand.range.upperBound)
    }
    if token.isDelimiter(UInt8(ascii: "+")), cursor + 1 < end, tokens[cursor + 1].kind == .number,
      !tokens[cursor + 1].spaceBefore
    {
      return parsePlusNumber(&cursor, end: end)
    }
    return parsePrimary(&cursor, end: end, depth: depth)
  }

  /// `+` and the number after it, as one number. Kept out of `parseUnary`, which recurses through
  /// every nesting level: its frame stays as small as it was (a larger one overflowed a
  /// secondary thread's stack at 256 nested calls under the address sanitizer).
  @inline(never)
  private mutating func parsePlusNumber(_ cursor: inout Int, end: Int) -> Expression? {
    let start = tokens[cursor].start
    cursor += 1
    guard var number = parsePrimary(&cursor, end: end, depth: 0) else { return nil }
    number.range = start..<number.range.upperBound
    return number
  }

  private mutating func tooDeep(_ token: Token) -> Expression? {
    error(
      .nestingTooDeep, "the value nests more than \(limits.maximumNestingDepth) levels deep",
      at: token.range,
      notes: ["the limit can be raised with --max-nesting (StylesheetLimits.maximumNestingDepth)"])
    return nil
  }

  /// primary := number | hash-color | string | name | variable | function '(' arguments ')' | '(' comma-list ')'
  ///
  /// It recurses once per nesting level (through calls and groups), so it only dispatches: every
  /// branch that does not recurse is a function of its own, never inlined, keeping this frame
  /// small (in unoptimised, sanitised builds every branch's temporaries take stack space here).
  private mutating func parsePrimary(_ cursor: inout Int, end: Int, depth: Int) -> Expression? {
    if isChainDot(at: cursor, end: end) { cursor += 1 }
    let token = tokens[cursor]
    switch token.kind {
    case .number, .hash, .string, .dollarVariable, .atKeyword:
      return parseLiteral(&cursor)
    case .identifier:
      cursor += 1
      // Classy's expressions also call a function of numbers with a space before its
      // parenthesis (`floor (4.5)`); any other name before a spaced group is a list item.
      guard isCall(after: token, at: cursor, end: end) else { return parseName(token, &cursor, end: end) }
      return parseCall(text(token), nameToken: token, &cursor, end: end, depth: depth)
    case .delimiter(UInt8(ascii: "(")):
      guard depth < limits.maximumNestingDepth else { return tooDeep(token) }
      if startsAttributes(at: cursor, end: end) {
        return parseAttributes(&cursor, end: end, depth: depth + 1)
      }
      cursor += 1
      guard let inner = parseCommaList(&cursor, end: end, depth: depth + 1) else { return nil }
      guard cursor < end else { return unclosedGroup(token) }
      guard tokens[cursor].isDelimiter(UInt8(ascii: ")")) else { return unexpectedInGroup(tokens[cursor]) }
      cursor += 1
      return Expression(kind: .group(inner), range: token.start..<tokens[cursor - 1].end)
    default:
      return notAValue(token)
    }
  }

  /// A number, a hex color, a string or a variable: one token.
  @inline(never)
  private mutating func parseLiteral(_ cursor: inout Int) -> Expression? {
    let token = tokens[cursor]
    cursor += 1
    switch token.kind {
    case .number: return parseNumber(token)
    case .hash: return parseHashColor(token)
    case .string: return Expression(kind: .string(decodeString(token)), range: token.range)
    default: return Expression(kind: .variable(text(token)), range: token.range)
    }
  }

  /// A `#rrggbb` color; an escaped digit (`#\66 00`) is that digit, as CSS reads a hash.
  @inline(never)
  private mutating func parseHashColor(_ token: Token) -> Expression? {
    let color =
      token.hasEscape
      ? StyleColor(hexDigits: text(token).utf8.dropFirst())
      : StyleColor(hexDigits: file.bytes[(token.start + 1)..<token.end])
    guard let color else { return invalidColor(token) }
    return Expression(kind: .color(color), range: token.range)
  }

  /// Whether the name `token` calls a function: a `(` right after it, or after a space for
  /// Classy's math functions.
  @inline(never)
  private func isCall(after token: Token, at position: Int, end: Int) -> Bool {
    guard position < end, tokens[position].isDelimiter(UInt8(ascii: "(")) else { return false }
    return !tokens[position].spaceBefore
      || (syntax == .classy && ValueEvaluator.mathFunctions.contains(text(token).lowercased()))
  }

  /// A name; a dotted name such as an image file's `bg.png` is one word.
  @inline(never)
  private mutating func parseName(_ token: Token, _ cursor: inout Int, end: Int) -> Expression {
    var name = text(token)
    var last = token
    while cursor + 1 < end, tokens[cursor].isDelimiter(UInt8(ascii: ".")), !tokens[cursor].spaceBefore,
      tokens[cursor + 1].kind == .identifier, !tokens[cursor + 1].spaceBefore
    {
      last = tokens[cursor + 1]
      name += "." + text(last)
      cursor += 2
    }
    // `currentColor` stands for the view's `color`, known per node (in the dialects that read
    // today's CSS; the others take it as a word).
    if isCurrentColor(name) { sawPerNodeCall = true }
    return Expression(kind: .identifier(name), range: token.start..<last.end)
  }

  /// Whether the `(` at `position` opens an attribute group: `()` or `(name: …`.
  private func startsAttributes(at position: Int, end: Int) -> Bool {
    guard position + 1 < end else { return false }
    if tokens[position + 1].isDelimiter(UInt8(ascii: ")")) { return true }
    return position + 2 < end && tokens[position + 1].kind == .identifier
      && tokens[position + 2].isDelimiter(UInt8(ascii: ":"))
  }

  // MARK: Errors of the recursive value parsers

  // Each is a function of its own, never inlined: the value parsers recurse once per nesting
  // level, and a message built inside their frames (string interpolation keeps its buffers on
  // the stack in unoptimised builds) made them large enough to overflow a secondary thread's
  // stack at 256 levels under the address sanitizer.

  @inline(never)
  private mutating func missingValue(after token: Token) -> Expression? {
    error(.expectedValue, "expected a value after '\(text(token))'", at: token.range)
    return nil
  }

  @inline(never)
  private mutating func invalidColor(_ token: Token) -> Expression? {
    error(
      .invalidColor,
      "\(quoted(text(token))) is not a color; expected #rgb, #rgba, #rrggbb or #rrggbbaa with hex digits",
      at: token.range)
    return nil
  }

  @inline(never)
  private mutating func unclosedGroup(_ open: Token) -> Expression? {
    error(.unclosedParenthesis, "expected ')' to close the '(' opened here", at: open.range)
    return nil
  }

  @inline(never)
  private mutating func unexpectedInGroup(_ token: Token) -> Expression? {
    error(.malformedValue, "unexpected \(describe(token)) inside '(…)'", at: token.range)
    return nil
  }

  @inline(never)
  private mutating func notAValue(_ token: Token) -> Expression? {
    error(
      .malformedValue, "expected a value, found \(describe(token))", at: token.range,
      notes: ["values are numbers, colors, strings, names, variables, function calls and + - * / arithmetic"])
    return nil
  }

  @inline(never)
  private mutating func unclosedArguments(of name: String, _ open: Token) -> Expression? {
    error(
      .unclosedParenthesis, "expected ')' to close the arguments of \(quoted(name + "("))", at: open.range)
    return nil
  }

  @inline(never)
  private mutating func unexpectedArgument(of name: String, _ token: Token) -> Expression? {
    error(.malformedValue, "unexpected \(describe(token)) in the arguments of '\(name)('", at: token.range)
    return nil
  }

  /// attributes := '(' name ':' space-list (',' name ':' space-list)* ')': the attributes of a run
  /// of an InterfaCSS attributed string.
  @inline(never)
  private mutating func parseAttributes(_ cursor: inout Int, end: Int, depth: Int) -> Expression? {
    let open = tokens[cursor]
    cursor += 1
    var attributes: [Expression.Attribute] = []
    // `" " ()`: a run of an attributed string with no attributes.
    if tokens[cursor].isDelimiter(UInt8(ascii: ")")) {
      cursor += 1
      return Expression(kind: .attributes([]), range: open.start..<tokens[cursor - 1].end)
    }
    while true {
      guard cursor + 1 < end, tokens[cursor].kind == .identifier,
        tokens[cursor + 1].isDelimiter(UInt8(ascii: ":"))
      else {
        error(
          .malformedValue, "expected an attribute's 'name: value' in '(…)'",
          at: cursor < end ? tokens[cursor].range : open.range,
          notes: ["an attributed string's runs are written \"text\" (font: Avenir 12, color: blue)"])
        return nil
      }
      let name = text(tokens[cursor])
      cursor += 2
      guard cursor < end else { return missingValue(after: tokens[cursor - 1]) }
      guard let value = parseSpaceList(&cursor, end: end, depth: depth) else { return nil }
      attributes.append(Expression.Attribute(name: name, value: value))
      guard cursor < end else { return unclosedGroup(open) }
      if tokens[cursor].isDelimiter(UInt8(ascii: ",")) {
        cursor += 1
        continue
      }
      guard tokens[cursor].isDelimiter(UInt8(ascii: ")")) else {
        error(
          .malformedValue,
          "expected ',' or ')' after the attribute '\(name)', found \(describe(tokens[cursor]))",
          at: tokens[cursor].range)
        return nil
      }
      cursor += 1
      return Expression(kind: .attributes(attributes), range: open.start..<tokens[cursor - 1].end)
    }
  }

  /// call := name '(' (comma-list)? ')'; `url(…)` takes its argument as raw text when unquoted.
  private mutating func parseCall(
    _ name: String, nameToken: Token, _ cursor: inout Int, end: Int, depth: Int
  ) -> Expression? {
    let open = tokens[cursor]
    cursor += 1
    guard depth < limits.maximumNestingDepth else { return tooDeep(open) }
    guard let closing = closingParenthesis(after: cursor - 1, end: end) else {
      return unclosedArguments(of: name, open)
    }
    if let url = parseRawURL(name, nameToken: nameToken, &cursor, closing: closing) { return url }
    var arguments: [Expression] = []
    if let empty = emptyFallbackArguments(of: name, from: cursor, closing: closing) {
      arguments = empty
    } else if closing > cursor {
      guard let list = parseCommaList(&cursor, end: closing, depth: depth + 1) else { return nil }
      guard cursor == closing else { return unexpectedArgument(of: name, tokens[cursor]) }
      if case .list(let items, .comma) = list.kind { arguments = items } else { arguments = [list] }
    }
    cursor = closing + 1
    let name = name.lowercased()
    if name == "var" || name.lowercased() == "light-dark" { sawPerNodeCall = true }
    return Expression(
      kind: .function(name: name, arguments: arguments),
      range: nameToken.start..<tokens[closing].end)
  }

  /// `var(--name,)`'s arguments, its fallback empty (which gives nothing, as CSS has it); nil
  /// for any other call. A function of its own, so that the recursive call frame holds none of
  /// its temporaries (inline, they overflowed the stack at the nesting limit under the address
  /// sanitizer).
  @inline(never)
  private func emptyFallbackArguments(of name: String, from cursor: Int, closing: Int) -> [Expression]? {
    guard closing - cursor == 2, tokens[closing - 1].isDelimiter(UInt8(ascii: ",")),
      name.lowercased() == "var"
    else { return nil }
    let end = tokens[closing - 1].end
    return [
      Expression(kind: .identifier(text(tokens[cursor])), range: tokens[cursor].range),
      Expression(kind: .list([], .space), range: end..<end),
    ]
  }

  /// `url(path)` with its path unquoted, taken as raw text; nil for any other call. A function of
  /// its own, so that the recursive call frame holds none of its temporaries.
  @inline(never)
  private mutating func parseRawURL(_ name: String, nameToken: Token, _ cursor: inout Int, closing: Int)
    -> Expression?
  {
    guard name.lowercased() == "url", closing > cursor,
      !(closing - cursor == 1 && tokens[cursor].kind == .string)
    else { return nil }
    let range = nameToken.start..<tokens[closing].end
    let path = file.text(tokens[cursor].start..<tokens[closing - 1].end)
    cursor = closing + 1
    return Expression(
      kind: .function(name: "url", arguments: [Expression(kind: .string(path), range: range)]), range: range)
  }

  /// A number token's value, or nil (reported) for an unknown unit or one too large. Out of the
  /// recursive value parser's frame: its messages would enlarge every level's.
  @inline(never)
  private mutating func parseNumber(_ token: Token) -> Expression? {
    let bytes = file.bytes
    var split = token.end
    while split > token.start,
      !(bytes[split - 1] >= UInt8(ascii: "0") && bytes[split - 1] <= UInt8(ascii: "9"))
    {
      split -= 1
    }
    if let emPoints, let ems = Self.ems(bytes[token.start..<token.end], split: split) {
      return Expression(kind: .number(ems * emPoints, .px), range: token.range)
    }
    guard let unit = NumericUnit(spelling: bytes[split..<token.end]) else {
      let unitText = String(decoding: bytes[split..<token.end], as: UTF8.self).lowercased()
      // CSS's relative lengths: known, but worked out only where stylec knows what they are of.
      let relative = ["em", "rem", "ex", "ch", "vw", "vh", "vmin", "vmax", "lh"].contains(unitText)
      error(
        .unknownUnit,
        "unknown unit \(quoted(unitText)) in \(quoted(text(token))); expected px, pt, %, deg, rad, grad, turn, s or ms, or no unit",
        at: token.range,
        notes: relative
          ? [
            "a length relative to a font or the screen is read only in @media and @container queries (em, rem); in a value, write points (px)"
          ] : [])
      return nil
    }
    guard
      let number = exactDecimal(bytes[token.start..<split])
        ?? Double(String(decoding: bytes[token.start..<split], as: UTF8.self)),
      number.isFinite
    else {
      error(.invalidNumber, "\(quoted(text(token))) is not a number stylec can represent", at: token.range)
      return nil
    }
    return Expression(kind: .number(number, unit), range: token.range)
  }

  /// The number of a token written in `em` or `rem` (`split` is where its unit begins), or nil.
  private static func ems(_ written: ArraySlice<UInt8>, split: Int) -> Double? {
    let unit = String(decoding: written[split...], as: UTF8.self).lowercased()
    guard unit == "em" || unit == "rem" else { return nil }
    return Double(String(decoding: written[..<split], as: UTF8.self)).flatMap { $0.isFinite ? $0 : nil }
  }

  /// The text of a string token without its quotes, with CSS escapes decoded: `\"`, `\\`,
  /// `\` + 1–6 hex digits (+ one optional space), and `\` + line break (a continuation).
  mutating func decodeString(_ token: Token) -> String {
    let bytes = file.bytes
    var end = token.end
    if end - token.start >= 2, bytes[end - 1] == bytes[token.start] { end -= 1 }
    var invalid: [Range<Int>] = []
    let decoded = CSSEscapes.decode(bytes, from: token.start + 1, to: end) { invalid.append($0) }
    for range in invalid {
      error(
        .invalidEscape,
        "'\\\(file.text(range.lowerBound + 1..<range.upperBound).trimmingTrailingSpace)' is not a Unicode scalar value (a surrogate, zero or past U+10FFFF)",
        at: range)
    }
    return String(decoding: decoded, as: UTF8.self)
  }
}

/// The operands and operators of one precedence level as they are read. A single operand, by
/// far the most common value, stays itself: no chain and no array is made for it.
private struct ArithmeticChain {
  private let first: Expression
  private var operands: [Expression] = []
  private var operators: [ArithmeticOperator] = []

  init(_ first: Expression) { self.first = first }

  mutating func append(_ op: ArithmeticOperator, _ operand: Expression) {
    if operands.isEmpty { operands.append(first) }
    operators.append(op)
    operands.append(operand)
  }

  var expression: Expression {
    guard let last = operands.last else { return first }
    return Expression(
      kind: .arithmetic(operands: operands, operators: operators),
      range: first.range.lowerBound..<last.range.upperBound)
  }
}

extension String {
  var trimmingTrailingSpace: String {
    var copy = self
    while copy.last == " " || copy.last == "\t" { copy.removeLast() }
    return copy
  }
}
