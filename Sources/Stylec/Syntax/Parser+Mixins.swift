/// `@mixin` and `@include`: named styles with parameters, which a rule (or another mixin, its
/// parent) includes with arguments.
extension Parser {
  /// mixin := '@mixin' name ('(' parameter (',' parameter)* ')')? block
  /// parameter := variable (':' value)?
  mutating func parseMixin(_ prelude: Range<Int>, block: BlockOpening?, context: Context, depth: Int)
    -> Statement?
  {
    let keyword = tokens[prelude.lowerBound]
    guard let block else {
      error(.expectedBlock, "expected a block after '@mixin' and its name", at: byteRange(prelude))
      return nil
    }
    let body = parseBlock(block, context: context, depth: depth)
    guard context == .topLevel else {
      error(.invalidMixin, "'@mixin' is only allowed at the top level of a stylesheet", at: keyword.range)
      skipStatements(of: body)
      return nil
    }
    guard let (name, arguments) = parseMixinCall(prelude, what: "@mixin") else {
      skipStatements(of: body)
      return nil
    }
    var parameters: [MixinParameter] = []
    var names: Set<String> = []
    for argument in arguments {
      let first = tokens[argument.lowerBound]
      guard first.kind == .dollarVariable || first.kind == .atKeyword else {
        error(
          .invalidMixin, "expected a parameter such as '$size' or '$size: 12', found \(describe(first))",
          at: first.range)
        skipStatements(of: body)
        return nil
      }
      var defaultValue: Expression?
      if argument.count > 1 {
        guard isAssignment(tokens[argument.lowerBound + 1]), argument.count > 2,
          let value = parseValue((argument.lowerBound + 2)..<argument.upperBound)
        else {
          error(
            .invalidMixin, "expected ':' and a default value after parameter '\(text(first))'",
            at: byteRange(argument))
          skipStatements(of: body)
          return nil
        }
        defaultValue = value
      }
      let parameterName = text(first)
      guard names.insert(parameterName).inserted else {
        error(.invalidMixin, "parameter '\(parameterName)' is named twice", at: first.range)
        skipStatements(of: body)
        return nil
      }
      parameters.append(MixinParameter(name: parameterName, defaultValue: defaultValue))
    }
    return .mixin(name: name, parameters: parameters, body: body, range: byteRange(prelude))
  }

  /// include := '@include' name ('(' value (',' value)* ')')?
  mutating func parseInclude(_ prelude: Range<Int>, block: BlockOpening?) -> Statement? {
    if let block {
      error(.unexpectedBlock, "'@include' takes no block", at: tokens[prelude.lowerBound].range)
      skipBlock(block)
    }
    guard let (name, arguments) = parseMixinCall(prelude, what: "@include") else { return nil }
    var values: [Expression] = []
    for argument in arguments {
      let first = tokens[argument.lowerBound]
      if argument.count > 1, first.kind == .dollarVariable || first.kind == .atKeyword,
        isAssignment(tokens[argument.lowerBound + 1])
      {
        error(
          .invalidMixin,
          "'@include' takes its arguments in order; '\(text(first)):' names one, which stylec does not read",
          at: byteRange(argument))
        return nil
      }
      guard let value = parseValue(argument) else { return nil }
      values.append(value)
    }
    return .include(name: name, arguments: values, range: byteRange(prelude))
  }

  /// The name after `@mixin` or `@include` and the token ranges of its comma-separated
  /// arguments, or nil (reported) when it is not `name` or `name(…)`.
  private mutating func parseMixinCall(_ prelude: Range<Int>, what: String) -> (String, [Range<Int>])? {
    let start = prelude.lowerBound + 1
    guard start < prelude.upperBound, tokens[start].kind == .identifier else {
      error(
        .invalidMixin, "expected a mixin name after '\(what)', e.g. \(what) rounded(8)",
        at: tokens[prelude.lowerBound].range)
      return nil
    }
    let name = text(tokens[start])
    let open = start + 1
    guard open < prelude.upperBound else { return (name, []) }
    if tokens[open].isDelimiter(UInt8(ascii: "(")),
      closingParenthesis(after: open, end: prelude.upperBound) == nil
    {
      error(
        .invalidMixin, "expected ')' to close the arguments of \(quoted(name))",
        at: byteRange(open..<prelude.upperBound))
      return nil
    }
    guard tokens[open].isDelimiter(UInt8(ascii: "(")), !tokens[open].spaceBefore,
      let close = closingParenthesis(after: open, end: prelude.upperBound), close == prelude.upperBound - 1
    else {
      error(
        .invalidMixin,
        "expected '(' and the arguments right after the mixin name '\(name)', and nothing after ')'",
        at: byteRange(open..<prelude.upperBound))
      return nil
    }
    var arguments: [Range<Int>] = []
    var argumentStart = open + 1
    var nesting = 0
    for position in (open + 1)...close {
      let token = tokens[position]
      if token.isDelimiter(UInt8(ascii: "(")) { nesting += 1 }
      if token.isDelimiter(UInt8(ascii: ")")) { nesting -= 1 }
      guard position == close || (nesting == 0 && token.isDelimiter(UInt8(ascii: ","))) else { continue }
      guard argumentStart < position else {
        if position == close && arguments.isEmpty { break }
        error(.invalidMixin, "expected an argument before \(describe(token))", at: token.range)
        return nil
      }
      arguments.append(argumentStart..<position)
      argumentStart = position + 1
    }
    return (name, arguments)
  }
}

/// A parameter of a `@mixin`, with the value it takes when an `@include` gives none.
struct MixinParameter: Hashable, Sendable {
  /// As written, with its sigil: `$size`.
  var name: String
  var defaultValue: Expression?
}
