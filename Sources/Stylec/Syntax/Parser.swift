/// Turns tokens into statements. One grammar serves both syntaxes: a statement runs up to `;`,
/// `{`, `}` or (lenient syntax) the end of its line; what ends it decides what it is. A statement
/// followed by a block is a rule (or an `@media` block, or nested properties); one without a
/// block is a declaration, a variable or an `@import`. This is how CSS's own grammar tells
/// rules from declarations, and it lets `:` appear in selectors (`UIButton:selected`) while
/// staying optional between a property and its value.
///
/// The parser never stops at an error: it reports it and resumes at the next statement.
/// It hands out one statement at a time, a block's body included (a statement with a block
/// carries a `Block` that the caller reads through `nextStatement(in:)`), so that a load keeps
/// no more than the statement it is compiling, however long a rule's body, and can stop
/// reading once a budget of the whole load is spent.
struct Parser {
  let file: SourceFile
  let tokens: [Token]
  let limits: StylesheetLimits
  /// Classy's lenient syntax, or CSS's.
  let syntax: StylesheetSyntax
  var index = 0
  var diagnostics: DiagnosticList
  /// How many selectors the file has read so far, which may not pass the load's total
  /// (`StylesheetLimits.maximumTotalSelectors`): a group of millions (`a,a,…,b{}`) is cut short
  /// as it is read, not held whole (8 MiB of them took a gigabyte) until the load counted them.
  var selectorsRead = 0
  /// Whether the selectors passed that total: the statement is dropped and reading ends, as
  /// the load's own count would have ended it.
  var isStopped = false
  /// Whether a `var()` or `light-dark()` was called since the last declaration began: such a
  /// value is known per node only (`Declaration.isWorkedOutPerNode`).
  var sawPerNodeCall = false
  /// Whether the condition being read is a container query's, whose features are a
  /// container's size (`Parser.parseContainerQuery(_:keyword:)`).
  var readsContainerFeatures = false
  /// Whether a rule one of whose selectors cannot be read is dropped whole, as the dialects that
  /// read today's CSS have it (`Dialect.readsCurrentCSS`); set by the compiler, which knows the
  /// dialect.
  var dropsRulesWithAnUnreadableSelector = false
  /// The points an `em` or `rem` stands for in the value being read, or nil where they are no
  /// unit: 16 in a media query's calculation (`calc(10em + 4px)`), which reads them at the
  /// initial font size as its plain lengths are read (Media Queries 4, §1.3).
  var emPoints: Double?
  /// For each `indent` token, the index of the `dedent` that closes its level.
  private let closingDedent: [Int: Int]
  /// The property names read so far, each made once.
  private var propertyNames = PropertyNameCache()

  /// A parser at the start of `file`, which it lexes whole.
  init(_ file: SourceFile, syntax: StylesheetSyntax, limits: StylesheetLimits) {
    let (tokens, lexerDiagnostics) = Lexer.tokenize(
      file, syntax: syntax, diagnosticLimit: limits.maximumDiagnostics)
    self.file = file
    self.tokens = tokens
    self.limits = limits
    self.syntax = syntax
    self.diagnostics = lexerDiagnostics
    var closing: [Int: Int] = [:]
    var open: [Int] = []
    for (position, token) in tokens.enumerated() {
      if token.kind == .indent {
        open.append(position)
      } else if token.kind == .dedent, let opener = open.popLast() {
        closing[opener] = position
      }
    }
    self.closingDedent = closing
  }

  /// Where the last token read ends: after a block's statements are read, the end of its body.
  var endOfLastToken: Int { index > 0 ? tokens[index - 1].end : 0 }

  // MARK: Helpers shared by the parse functions

  /// A token's text, a name's escapes decoded (`\prev` is `prev`). Never inlined: the
  /// recursive parsing frames it is called from hold none of its temporaries (inlined with the
  /// decoding, the selector parser's frames overflowed a thread's stack under the address
  /// sanitizer at 256 levels).
  @inline(never)
  func text(_ token: Token) -> String {
    guard token.hasEscape else { return file.text(token.range) }
    return String(decoding: CSSEscapes.decode(file.bytes, from: token.start, to: token.end), as: UTF8.self)
  }

  /// A token's text as written, escapes and all: what `fmt` prints.
  func writtenText(_ token: Token) -> String { file.text(token.range) }

  func text(of range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    return file.text(tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end)
  }

  /// The byte range covered by a range of token indices.
  func byteRange(_ range: Range<Int>) -> Range<Int> {
    guard !range.isEmpty else {
      let offset = tokens[min(range.lowerBound, tokens.count - 1)].start
      return offset..<offset
    }
    return tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end
  }

  /// The index of the `)` that closes the `(` at `open`, if it comes before `end`.
  func closingParenthesis(after open: Int, end: Int) -> Int? {
    var nesting = 0
    var position = open + 1
    while position < end {
      if tokens[position].isDelimiter(UInt8(ascii: "(")) { nesting += 1 }
      if tokens[position].isDelimiter(UInt8(ascii: ")")) {
        if nesting == 0 { return position }
        nesting -= 1
      }
      position += 1
    }
    return nil
  }

  /// How a token is named in "expected X, found Y" messages.
  func describe(_ token: Token) -> String {
    switch token.kind {
    case .endOfFile: return "the end of the file"
    case .newline, .indent, .dedent: return "the end of the line"
    case .string: return "a string"
    default:
      let raw = text(token)
      return "'" + (raw.count > 40 ? String(raw.prefix(40)) + "…" : raw) + "'"
    }
  }

  /// Reports a problem with the code's own severity (an error for most codes). Never inlined:
  /// it is the cold path, and the parsers that recurse once per nesting level keep their frames
  /// small without it (see the value parser's error functions).
  @inline(never)
  mutating func error(
    _ code: DiagnosticCode, _ message: String, at range: Range<Int>, notes: [String] = [],
    replacement: String? = nil
  ) {
    diagnostics.append(code) {
      Diagnostic(
        code, message: message, location: file.location(range), notes: notes, replacement: replacement)
    }
  }

  /// Reports a problem whose code is a warning: `error` by another name, for the call site's reader.
  mutating func warning(_ code: DiagnosticCode, _ message: String, at range: Range<Int>, notes: [String] = [])
  {
    error(code, message, at: range, notes: notes)
  }

  // MARK: Blocks

  enum Context: Hashable, Sendable {
    case topLevel
    /// Inside `{ … }`, opened at the given byte range.
    case braces(opened: Range<Int>)
    /// Inside an indented block that the given `dedent` token closes.
    case indentation(closingDedent: Int, insideBraces: Bool)

    var isInsideBraces: Bool {
      switch self {
      case .topLevel: false
      case .braces: true
      case .indentation(_, let inside): inside
      }
    }
  }

  /// How a statement's block opens.
  enum BlockOpening {
    case braces(Range<Int>)
    case indentation(indentToken: Int)
  }

  /// statements := (statement | ';' | newline)*  — the next one of `block`, or nil at its end.
  /// A statement returned with a block of its own must be read to its end (or passed to
  /// `skipStatements(of:)`) before the next statement of `block` is asked for.
  mutating func nextStatement(in block: Block) -> Statement? {
    guard let context = block.context, !isStopped else { return nil }
    while true {
      switch nextStep(in: context, depth: block.depth) {
      case .statement(let statement): return statement
      case .nothing: continue
      case .endOfBlock: return nil
      }
    }
  }

  /// Reads the rest of a block without keeping it, reporting its errors (recursion as deep as
  /// the blocks, which `parseBlock` bounds).
  mutating func skipStatements(of block: Block) {
    while let statement = nextStatement(in: block) {
      if let body = statement.body { skipStatements(of: body) }
    }
  }

  /// What one step through a block's statements found.
  private enum Step {
    case statement(Statement)
    /// Punctuation, a line break or a statement that could not be read.
    case nothing
    case endOfBlock
  }

  private mutating func nextStep(in context: Context, depth: Int) -> Step {
    let token = tokens[index]
    switch token.kind {
    case .endOfFile:
      if case .braces(let opened) = context {
        let line = file.position(of: opened.lowerBound).line
        error(.unclosedBlock, "expected '}' to close the block opened on line \(line)", at: opened)
      }
      return .endOfBlock
    case .newline, .indent, .delimiter(UInt8(ascii: ";")):
      index += 1
    case .dedent:
      index += 1
      if case .indentation(let closing, _) = context, closing == index - 1 { return .endOfBlock }
    case .delimiter(UInt8(ascii: "}")):
      switch context {
      case .braces:
        index += 1
        return .endOfBlock
      case .indentation(_, let insideBraces) where insideBraces:
        return .endOfBlock
      default:
        error(.unexpectedBrace, "unexpected '}' with no block open", at: token.range)
        index += 1
      }
    default:
      if let statement = parseStatement(in: context, depth: depth) { return .statement(statement) }
    }
    return .nothing
  }

  /// Hands over the diagnostics found so far.
  mutating func takeDiagnostics() -> DiagnosticList {
    defer { diagnostics = diagnostics.emptied }
    return diagnostics
  }

  func isStatementEnd(_ token: Token) -> Bool {
    switch token.kind {
    case .delimiter(UInt8(ascii: ";")), .delimiter(UInt8(ascii: "{")), .delimiter(UInt8(ascii: "}")),
      .newline, .indent, .dedent, .endOfFile:
      true
    default: false
    }
  }

  /// Consumes the block opening after a statement's prelude, if there is one: `{`, a line break
  /// followed by `{`, or a line break followed by a deeper indentation.
  private mutating func takeBlockOpening() -> BlockOpening? {
    let token = tokens[index]
    if token.isDelimiter(UInt8(ascii: "{")) {
      index += 1
      return .braces(token.range)
    }
    guard token.kind == .newline else { return nil }
    var ahead = index
    while tokens[ahead].kind == .newline || tokens[ahead].kind == .indent { ahead += 1 }
    if tokens[ahead].isDelimiter(UInt8(ascii: "{")) {
      index = ahead + 1
      return .braces(tokens[ahead].range)
    }
    if tokens[index + 1].kind == .indent {
      index += 2
      return .indentation(indentToken: index - 1)
    }
    return nil
  }

  /// Enters a block, whose statements `nextStatement(in:)` then reads; or skips it, leaving an
  /// empty block, when nesting is already as deep as allowed.
  mutating func parseBlock(_ opening: BlockOpening, context: Context, depth: Int) -> Block {
    if depth >= limits.maximumNestingDepth {
      let range: Range<Int> =
        switch opening {
        case .braces(let range): range
        case .indentation(let token): tokens[token].range
        }
      error(
        .nestingTooDeep, "blocks are nested more than \(limits.maximumNestingDepth) levels deep",
        at: range,
        notes: ["the limit can be raised with --max-nesting (StylesheetLimits.maximumNestingDepth)"])
      skipBlock(opening)
      return .empty
    }
    switch opening {
    case .braces(let range):
      return Block(context: .braces(opened: range), depth: depth + 1)
    case .indentation(let token):
      let closing = closingDedent[token] ?? tokens.count - 1
      return Block(
        context: .indentation(closingDedent: closing, insideBraces: context.isInsideBraces), depth: depth + 1)
    }
  }

  /// Moves past a block without building anything (no recursion, so any depth is safe).
  mutating func skipBlock(_ opening: BlockOpening) {
    switch opening {
    case .braces:
      var open = 1
      while open > 0 && tokens[index].kind != .endOfFile {
        if tokens[index].isDelimiter(UInt8(ascii: "{")) { open += 1 }
        if tokens[index].isDelimiter(UInt8(ascii: "}")) { open -= 1 }
        index += 1
      }
    case .indentation(let token):
      index = min((closingDedent[token] ?? tokens.count - 2) + 1, tokens.count - 1)
    }
  }

  // MARK: Statements

  /// statement := at-rule | variable | rule | nested-properties | declaration
  private mutating func parseStatement(in context: Context, depth: Int) -> Statement? {
    let start = index
    if syntax == .css {
      scanCSSPrelude(from: start)
    } else {
      while !isStatementEnd(tokens[index]) { index += 1 }
    }
    let prelude = start..<index
    let block = takeBlockOpening()
    let first = tokens[start]

    if prelude.isEmpty {
      if let block {
        error(.expectedSelector, "expected a selector before '{'", at: tokens[index - 1].range)
        skipBlock(block)
      }
      return nil
    }

    switch first.kind {
    case .atKeyword:
      return parseAtRule(prelude, block: block, context: context, depth: depth)
    case .dollarVariable where prelude.count > 1 && isAssignment(tokens[start + 1]):
      return parseVariable(prelude, block: block, context: context)
    case .identifier
    where block == nil && context == .topLevel && prelude.count > 1
      && tokens[start + 1].isDelimiter(UInt8(ascii: "=")):
      return parseVariable(prelude, block: block, context: context)
    default:
      break
    }

    if let block {
      // `--name:` always begins a declaration (CSS Nesting), never a rule's selector. Every
      // rule passes here: its first byte is looked at before its name is made.
      if syntax == .css, first.kind == .identifier,
        first.hasEscape || file.bytes[first.start] == UInt8(ascii: "-"),
        prelude.count > 1, tokens[start + 1].isDelimiter(UInt8(ascii: ":")), isCustomPropertyName(text(first))
      {
        error(
          .malformedValue,
          "\(quoted(text(first))) has a '{}' block in its value, which stylec does not read: a custom property's value is one whole value",
          at: byteRange(start..<index))
        skipBlock(block)
        return nil
      }
      let last = tokens[prelude.upperBound - 1]
      if last.isDelimiter(UInt8(ascii: "@")) {
        return parseNestedProperties(
          prelude.lowerBound..<(prelude.upperBound - 1), block: block, context: context, depth: depth)
      }
      // Classy ignores a colon between a selector and its block (`UIView: {`).
      let selectorTokens =
        syntax == .classy && last.isDelimiter(UInt8(ascii: ":")) && prelude.count > 1
        ? prelude.lowerBound..<(prelude.upperBound - 1)
        : selectorLines(of: prelude, insideRule: context != .topLevel)
      if selectorTokens.lowerBound > prelude.lowerBound, context != .topLevel,
        let declaration = declarationBeforeNestedRule(
          prelude.lowerBound..<selectorTokens.lowerBound, depth: depth)
      {
        // The rule is read again, as the next statement.
        index = selectorTokens.lowerBound
        return .declaration(declaration)
      }
      // The blocks around a selector or value count toward its nesting: their frames and its
      // own share one stack.
      let selectors = parseSelectorList(
        selectorTokens, depth: depth, wholeOrNone: dropsRulesWithAnUnreadableSelector)
      let body = parseBlock(block, context: context, depth: depth)
      return .rule(selectors: selectors, body: body, range: byteRange(selectorTokens))
    }

    if context == .topLevel {
      if syntax == .css, !prelude.contains(where: { isAssignment(tokens[$0]) }) {
        return skipStrayLines(prelude)
      }
      error(
        .declarationOutsideRule,
        "expected a selector followed by a block; a declaration must be inside a rule",
        at: byteRange(prelude),
        notes: [
          syntax == .css
            ? "a rule is a selector followed by '{ name: value; }'"
            : "a selector line must be followed by '{' or by more deeply indented lines"
        ])
      return nil
    }
    return parseDeclaration(prelude, depth: depth).map(Statement.declaration)
  }

  func isAssignment(_ token: Token) -> Bool {
    token.isDelimiter(UInt8(ascii: "=")) || token.isDelimiter(UInt8(ascii: ":"))
  }

  /// variable := ('$' name | name | '@' name) ('=' | ':') value
  private mutating func parseVariable(_ prelude: Range<Int>, block: BlockOpening?, context: Context)
    -> Statement?
  {
    let nameToken = tokens[prelude.lowerBound]
    let name = text(nameToken)
    if let block {
      error(.unexpectedBlock, "a variable definition takes no block", at: nameToken.range)
      skipBlock(block)
    }
    guard context == .topLevel else {
      error(
        .variableInRule, "variables are defined at the top level of a stylesheet, not inside a rule",
        at: nameToken.range)
      return nil
    }
    let valueTokens = (prelude.lowerBound + 2)..<prelude.upperBound
    guard !valueTokens.isEmpty else {
      error(
        .expectedValue, "expected a value for variable '\(name)'", at: tokens[prelude.lowerBound + 1].range)
      return nil
    }
    guard let value = parseValue(valueTokens) else { return nil }
    return .variable(name: name, value: value, range: byteRange(prelude))
  }

  /// The layer an `@import`'s target ends in (`layer`, `layer(name)`) and where it starts (the
  /// target's end when there is none); nil, reported, when it is malformed.
  private mutating func importLayer(in target: Range<Int>) -> (layer: [String]?, start: Int)? {
    guard target.count >= 2 else { return (nil, target.upperBound) }
    let last = tokens[target.upperBound - 1]
    if isLayerWord(target.upperBound - 1) { return ([], target.upperBound - 1) }
    guard last.isDelimiter(UInt8(ascii: ")")),
      let open = (target.lowerBound..<(target.upperBound - 1)).last(where: {
        tokens[$0].isDelimiter(UInt8(ascii: "("))
      }),
      open > target.lowerBound, isLayerWord(open - 1), !tokens[open].spaceBefore
    else { return (nil, target.upperBound) }
    guard let name = layerName(open + 1..<(target.upperBound - 1)) else { return nil }
    return (name, open - 1)
  }

  /// Where the media condition CSS allows after an import's file (`@import "a.css" (width >=
  /// 600px)`, `… screen`) starts and ends, when `target` is a quoted name or `url(…)` then one;
  /// nil otherwise.
  private func importCondition(in target: Range<Int>) -> Range<Int>? {
    var end = target.lowerBound + 1
    if tokens[target.lowerBound].kind != .string {
      guard tokens[target.lowerBound].kind == .identifier,
        text(tokens[target.lowerBound]).lowercased() == "url",
        let closing = closingParenthesis(after: target.lowerBound + 1, end: target.upperBound)
      else { return nil }
      end = closing + 1
    }
    guard end < target.upperBound,
      tokens[end].isDelimiter(UInt8(ascii: "(")) || tokens[end].kind == .identifier
    else { return nil }
    return end..<target.upperBound
  }

  private func isLayerWord(_ position: Int) -> Bool {
    tokens[position].kind == .identifier && text(tokens[position]).lowercased() == "layer"
  }

  /// A layer's name, identifiers joined by `.` with no space (`base.buttons`); nil, reported,
  /// for anything else.
  private mutating func layerName(_ range: Range<Int>) -> [String]? {
    var parts: [String] = []
    var position = range.lowerBound
    while position < range.upperBound {
      guard tokens[position].kind == .identifier, parts.isEmpty || !tokens[position].spaceBefore else {
        break
      }
      // A name's parts are layers nested in one another: as deep as blocks may nest, no deeper.
      guard parts.count < limits.maximumNestingDepth else {
        error(
          .nestingTooDeep, "the layer's name nests more than \(limits.maximumNestingDepth) layers deep",
          at: byteRange(range),
          notes: ["the limit can be raised with --max-nesting (StylesheetLimits.maximumNestingDepth)"])
        return nil
      }
      let part = text(tokens[position])
      // CSS Cascade 5 (6.4.2): a CSS-wide keyword names no layer.
      if ["initial", "inherit", "unset", "revert", "revert-layer"].contains(part.lowercased()) {
        error(
          .invalidLayer, "'\(part)' is a CSS-wide keyword, which names no layer",
          at: tokens[position].range)
        return nil
      }
      parts.append(part)
      position += 1
      guard position < range.upperBound else { return parts }
      guard tokens[position].isDelimiter(UInt8(ascii: ".")), !tokens[position].spaceBefore else { break }
      position += 1
    }
    error(
      .invalidLayer, "expected a layer's name: names joined by '.', such as base or base.buttons",
      at: range.isEmpty ? tokens[max(range.lowerBound - 1, 0)].range : byteRange(range))
    return nil
  }

  /// layer := '@layer' name (',' name)* ';' | '@layer' name? block
  private mutating func parseLayer(
    _ prelude: Range<Int>, block: BlockOpening?, context: Context, depth: Int
  ) -> Statement? {
    let keyword = tokens[prelude.lowerBound]
    var names: [[String]] = []
    var start = prelude.lowerBound + 1
    for position in start...prelude.upperBound
    where position == prelude.upperBound || tokens[position].isDelimiter(UInt8(ascii: ",")) {
      guard position > start || (position == prelude.upperBound && names.isEmpty) else {
        error(
          .invalidLayer, "expected a layer's name before ','",
          at: tokens[min(position, prelude.upperBound - 1)].range)
        if let block { skipBlock(block) }
        return nil
      }
      if position > start {
        guard let name = layerName(start..<position) else {
          if let block { skipBlock(block) }
          return nil
        }
        names.append(name)
      }
      start = position + 1
    }
    guard let block else {
      guard !names.isEmpty else {
        error(
          .invalidLayer, "'@layer' without a block names the layers it orders: @layer base, theme;",
          at: keyword.range)
        return nil
      }
      return .layer(names: names, body: nil, range: byteRange(prelude))
    }
    guard names.count <= 1 else {
      error(
        .invalidLayer, "'@layer' with a block names one layer, or none for an anonymous one",
        at: byteRange(prelude))
      skipBlock(block)
      return nil
    }
    let body = parseBlock(block, context: context, depth: depth)
    return .layer(names: names, body: body, range: byteRange(prelude))
  }

  /// at-rule := '@import' target | ('@media' | '@device') query block | '@' name (':' | '=') value
  private mutating func parseAtRule(
    _ prelude: Range<Int>, block: BlockOpening?, context: Context, depth: Int
  ) -> Statement? {
    let keywordToken = tokens[prelude.lowerBound]
    let keyword = text(keywordToken).dropFirst().lowercased()
    switch keyword {
    case "import":
      if let block {
        error(.unexpectedBlock, "'@import' takes no block", at: keywordToken.range)
        skipBlock(block)
      }
      guard context == .topLevel else {
        error(
          .importInRule, "'@import' is only allowed at the top level of a stylesheet",
          at: keywordToken.range)
        return nil
      }
      return parseImport(prelude)
    case "extend", "extends":
      if let block {
        error(.unexpectedBlock, "'@\(keyword)' takes no block", at: keywordToken.range)
        skipBlock(block)
      }
      var targets = (prelude.lowerBound + 1)..<prelude.upperBound
      if let first = targets.first, tokens[first].isDelimiter(UInt8(ascii: ":")) {
        targets = (first + 1)..<targets.upperBound
      }
      guard !targets.isEmpty else {
        error(
          .expectedSelector, "expected the selector to extend after '@\(keyword)', e.g. @extend .rounded;",
          at: keywordToken.range)
        return nil
      }
      let selectors = parseSelectorList(targets)
      guard !selectors.isEmpty else { return nil }
      return .extend(selectors: selectors, range: byteRange(prelude))
    case "media", "device":
      guard let block else {
        error(
          .expectedBlock, "expected a block after '@\(keyword)' and its conditions", at: byteRange(prelude))
        return nil
      }
      let condition = parseMediaCondition(
        (prelude.lowerBound + 1)..<prelude.upperBound, keyword: keywordToken)
      let body = parseBlock(block, context: context, depth: depth)
      guard let condition else {
        skipStatements(of: body)
        return nil
      }
      return .media(condition, body: body, range: byteRange(prelude))
    case "container":
      guard let block else {
        error(.expectedBlock, "expected a block after '@container' and its condition", at: byteRange(prelude))
        return nil
      }
      let query = parseContainerQuery((prelude.lowerBound + 1)..<prelude.upperBound, keyword: keywordToken)
      let body = parseBlock(block, context: context, depth: depth)
      guard let query else {
        skipStatements(of: body)
        return nil
      }
      return .container(query, body: body, range: byteRange(prelude))
    case "layer":
      return parseLayer(prelude, block: block, context: context, depth: depth)
    case "mixin":
      return parseMixin(prelude, block: block, context: context, depth: depth)
    case "include":
      return parseInclude(prelude, block: block)
    case "charset":
      // CSS's encoding declaration: a sheet is read as UTF-8, which `@charset "UTF-8";` says.
      if let block {
        error(.unexpectedBlock, "'@charset' takes no block", at: keywordToken.range)
        skipBlock(block)
        return nil
      }
      guard context == .topLevel else {
        error(
          .unknownAtRule, "'@charset' is only allowed at the top level of a stylesheet",
          at: keywordToken.range)
        return nil
      }
      let name = (prelude.lowerBound + 1)..<prelude.upperBound
      guard name.count == 1, tokens[name.lowerBound].kind == .string,
        decodeString(tokens[name.lowerBound]).lowercased() == "utf-8"
      else {
        error(
          .unknownAtRule,
          "stylec reads every sheet as UTF-8: '@charset' names no other encoding (@charset \"UTF-8\";)",
          at: byteRange(prelude))
        return nil
      }
      return .charset(range: byteRange(prelude))
    case "dialect":
      if let block {
        error(.unexpectedBlock, "'@dialect' takes no block", at: keywordToken.range)
        skipBlock(block)
      }
      let name = (prelude.lowerBound + 1)..<prelude.upperBound
      guard name.count == 1,
        tokens[name.lowerBound].kind == .identifier || tokens[name.lowerBound].kind == .string
      else {
        error(
          .invalidDialect,
          "expected one dialect name after '@dialect': \(Dialect.allCases.map(\.rawValue).joined(separator: ", "))",
          at: byteRange(prelude))
        return nil
      }
      let token = tokens[name.lowerBound]
      return .dialect(
        name: token.kind == .string ? decodeString(token) : text(token), range: byteRange(prelude))
    default:
      if block == nil, prelude.count > 1, isAssignment(tokens[prelude.lowerBound + 1]) {
        return parseVariable(prelude, block: block, context: context)
      }
      error(
        .unknownAtRule,
        "unknown at-rule \(quoted("@" + keyword)); expected @import, @media, @device, @container, @layer, @extend, @mixin, @include, @dialect or a variable '@name: value'",
        at: keywordToken.range, notes: unknownAtRuleNotes(keyword))
      if let block { skipBlock(block) }
      return nil
    }
  }

  /// import := '@import' (string | 'url(' path ')' | bare-path | '$' variable) layer?
  /// layer := 'layer' | 'layer(' dotted-name ')'
  private mutating func parseImport(_ prelude: Range<Int>) -> Statement? {
    var target = (prelude.lowerBound + 1)..<prelude.upperBound
    guard let (layer, layerStart) = importLayer(in: target) else { return nil }
    target = target.lowerBound..<layerStart
    let keyword = tokens[prelude.lowerBound]
    guard !target.isEmpty else {
      error(
        .expectedImportPath, "'@import' needs a file to import, e.g. @import \"common.cas\"",
        at: keyword.range)
      return nil
    }
    let first = tokens[target.lowerBound]
    let range = byteRange(prelude)
    if target.count == 1, first.kind == .string {
      return .importFile(path: decodeString(first), layer: layer, range: range)
    }
    if target.count == 1, first.kind == .dollarVariable {
      guard layer == nil else {
        error(
          .expectedImportPath, "an '@import' of a variable's file takes no layer",
          at: byteRange(layerStart..<prelude.upperBound))
        return nil
      }
      return .importVariable(name: text(first), range: range)
    }
    if first.kind == .identifier, text(first).lowercased() == "url", target.count >= 3,
      tokens[target.lowerBound + 1].isDelimiter(UInt8(ascii: "(")),
      tokens[target.upperBound - 1].isDelimiter(UInt8(ascii: ")"))
    {
      let inner = (target.lowerBound + 2)..<(target.upperBound - 1)
      if inner.count == 1, tokens[inner.lowerBound].kind == .string {
        return .importFile(path: decodeString(tokens[inner.lowerBound]), layer: layer, range: range)
      }
      if !inner.isEmpty, !tokens[inner].dropFirst().contains(where: \.spaceBefore) {
        return .importFile(path: text(of: inner), layer: layer, range: range)
      }
    } else if !tokens[target].dropFirst().contains(where: \.spaceBefore), first.kind != .string {
      return .importFile(path: text(of: target), layer: layer, range: range)
    }
    if var condition = importCondition(in: target) {
      // `layer(a)` before a condition or another layer is the import's layer, not a condition.
      if isLayerWord(condition.lowerBound) {
        let next = condition.lowerBound + 1
        let afterLayer =
          next < condition.upperBound && tokens[next].isDelimiter(UInt8(ascii: "("))
            && !tokens[next].spaceBefore
          ? (closingParenthesis(after: next, end: condition.upperBound).map { $0 + 1 } ?? condition.upperBound)
          : next
        guard afterLayer < condition.upperBound else {
          error(
            .expectedImportPath, "an '@import' puts its file in one layer, named once",
            at: byteRange(condition.lowerBound..<prelude.upperBound),
            notes: ["write layer(name), or layer alone for an anonymous one"])
          return nil
        }
        condition = afterLayer..<condition.upperBound
      }
      error(
        .expectedImportPath,
        "'@import' takes no condition in stylec, so the file is not imported",
        at: byteRange(condition),
        notes: ["put the condition in the imported file, around its rules: @media … { … }"])
      return nil
    }
    error(
      .expectedImportPath, "expected one file name after '@import', quoted or as url('…')",
      at: byteRange(target))
    return nil
  }

  /// nested-properties := property-key (':' | '=')? '@' block — Classy's real sheets write
  /// `name: @{` far more often than `name @{`.
  private mutating func parseNestedProperties(
    _ nameTokens: Range<Int>, block: BlockOpening, context: Context, depth: Int
  ) -> Statement? {
    let body = parseBlock(block, context: context, depth: depth)
    var end = nameTokens.upperBound
    if end > nameTokens.lowerBound, isAssignment(tokens[end - 1]) { end -= 1 }
    var cursor = nameTokens.lowerBound
    guard let key = parsePropertyKey(&cursor, end: end) else {
      skipStatements(of: body)
      return nil
    }
    guard cursor == end else {
      error(
        .expectedProperty,
        "expected '@{' after the property name '\(key)', found \(describe(tokens[cursor]))",
        at: byteRange(cursor..<nameTokens.upperBound))
      skipStatements(of: body)
      return nil
    }
    if context == .topLevel {
      error(
        .declarationOutsideRule, "nested properties '\(key) @{…}' must be inside a rule",
        at: byteRange(nameTokens))
      skipStatements(of: body)
      return nil
    }
    return .nestedProperties(key: key, body: body, range: byteRange(nameTokens))
  }

  /// Reads `name(.name)*` starting at `cursor`.
  mutating func readPropertyPath(_ cursor: inout Int, end: Int) -> String? {
    guard cursor < end, tokens[cursor].kind == .identifier else { return nil }
    let token = tokens[cursor]
    let file = self.file
    let first =
      token.hasEscape
      ? kebabCase(text(token))
      : propertyNames.name(at: token.range, of: file.bytes) { kebabCase(file.text(token.range)) }
    cursor += 1
    // A custom property's name is one name, as written.
    guard cursor + 1 < end, tokens[cursor].isDelimiter(UInt8(ascii: ".")), !isCustomPropertyName(first) else {
      return first
    }
    var segments = [first]
    while cursor + 1 < end, tokens[cursor].isDelimiter(UInt8(ascii: ".")), !tokens[cursor].spaceBefore,
      tokens[cursor + 1].kind == .identifier, !tokens[cursor + 1].spaceBefore
    {
      segments.append(kebabCase(text(tokens[cursor + 1])))
      cursor += 2
    }
    return segments.joined(separator: ".")
  }

  /// property-key := property-path ('[' argument (',' argument)* ']' ('.' property-path)?
  ///                  | '(' parameter (',' parameter)* ')')?
  /// — a path after the arguments names a nested property of the one they belong to, as the
  /// canonical key prints it: `title-text-attributes[state:highlighted].kern`.
  private mutating func parsePropertyKey(_ cursor: inout Int, end: Int) -> PropertyKey? {
    guard let name = readPropertyPath(&cursor, end: end) else {
      error(
        .expectedProperty, "expected a property name, found \(describe(tokens[cursor]))",
        at: tokens[cursor].range)
      return nil
    }
    var arguments: [PropertyArgument] = []
    if cursor < end, tokens[cursor].isDelimiter(UInt8(ascii: "[")) {
      guard let bracketed = parseBracketArguments(&cursor, end: end, what: "property") else { return nil }
      arguments = bracketed
      if cursor + 1 < end, tokens[cursor].isDelimiter(UInt8(ascii: ".")), !tokens[cursor].spaceBefore,
        !tokens[cursor + 1].spaceBefore
      {
        cursor += 1
        guard let nested = readPropertyPath(&cursor, end: end) else {
          error(
            .expectedProperty, "expected a property name after '.', found \(describe(tokens[cursor]))",
            at: tokens[cursor].range)
          return nil
        }
        return PropertyKey(path: nested).nested(under: PropertyKey(path: name, arguments: arguments))
      }
    } else if cursor < end, tokens[cursor].isDelimiter(UInt8(ascii: "(")), !tokens[cursor].spaceBefore {
      guard let parameters = parseParameters(&cursor, end: end, property: name) else { return nil }
      arguments = parameters
    }
    return PropertyKey(path: name, arguments: arguments)
  }

  /// A property name written alone, as code names one (`titleColor[state:highlighted]`,
  /// `layer.cornerRadius`): its key as a stylesheet declaration would have it, or nil when the
  /// text is not exactly one property name.
  static func propertyKey(_ text: String) -> PropertyKey? {
    var parser = Parser(
      SourceFile(path: "<property>", bytes: Array(text.utf8)), syntax: .css, limits: StylesheetLimits())
    // CSS syntax lexes no newlines or indents: the text's tokens end at `endOfFile`.
    let end = parser.tokens.count - 1
    var cursor = 0
    guard let key = parser.parsePropertyKey(&cursor, end: end), cursor == end, parser.diagnostics.all.isEmpty
    else { return nil }
    return key
  }

  /// declaration := property-key (':' | '=')? value
  mutating func parseDeclaration(_ prelude: Range<Int>, depth: Int) -> Declaration? {
    var cursor = prelude.lowerBound
    guard let key = parsePropertyKey(&cursor, end: prelude.upperBound) else { return nil }
    let assigns = cursor < prelude.upperBound && isAssignment(tokens[cursor])
    if assigns {
      cursor += 1
    } else if syntax == .css, cursor < prelude.upperBound {
      return skipDeclarationWithoutColon(prelude, after: key)
    }
    var valueTokens = cursor..<prelude.upperBound
    let isImportant =
      importanceStart(in: valueTokens).map { valueTokens = valueTokens.lowerBound..<$0 } != nil
    if isImportant, importanceStart(in: valueTokens) != nil {
      error(
        .malformedValue, "'!important' is written twice; a declaration is important once",
        at: byteRange(valueTokens.upperBound..<prelude.upperBound))
      return nil
    }
    guard !valueTokens.isEmpty else {
      // A custom property may be empty (`--toggle: ;`), as CSS has it: a `var()` of it gives
      // nothing.
      if assigns, key.arguments.isEmpty, isCustomPropertyName(key.path) {
        let end = tokens[valueTokens.lowerBound - 1].end
        return Declaration(
          key: key, value: Expression(kind: .list([], .space), range: end..<end), range: byteRange(prelude),
          isImportant: isImportant)
      }
      error(
        .expectedValue, "expected a value for '\(key)'", at: byteRange(prelude),
        notes: syntax == .classy
          ? ["if this line is a selector, follow it with '{' or with more deeply indented lines"]
          : ["a declaration is 'name: value;'"])
      return nil
    }
    // The length first: most keys are not this one, and a length is cheaper to compare.
    if key.path.utf8.count == 16, key.path == "-mobile-relative",
      let reference = parseViewReference(valueTokens)
    {
      return Declaration(key: key, value: reference, range: byteRange(prelude), isImportant: isImportant)
    }
    sawPerNodeCall = false
    guard let value = parseValue(valueTokens, depth: depth) else { return nil }
    return Declaration(
      key: key, value: value, range: byteRange(prelude), isImportant: isImportant,
      isWorkedOutPerNode: sawPerNodeCall)
  }

  /// Where a value's `!important` begins (`!` and `important` in any case, a space allowed
  /// between them, as CSS reads it), if the value ends in one.
  private func importanceStart(in range: Range<Int>) -> Int? {
    guard range.count >= 2, tokens[range.upperBound - 1].kind == .identifier,
      tokens[range.upperBound - 2].isDelimiter(UInt8(ascii: "!")),
      text(tokens[range.upperBound - 1]).lowercased() == "important"
    else { return nil }
    return range.upperBound - 2
  }

  /// Nimbus's `-mobile-relative` value, the view another is placed against: `.prev`, `.next`,
  /// `.first`, `.last` (a sibling) or `#id`, kept as that word (`#bad` names a view, not the
  /// color `#bbaadd`); nil for anything else, which is read as a value.
  private func parseViewReference(_ range: Range<Int>) -> Expression? {
    let first = tokens[range.lowerBound]
    if range.count == 1, first.kind == .hash {
      return Expression(kind: .identifier(text(first)), range: first.range)
    }
    guard range.count == 2, first.isDelimiter(UInt8(ascii: ".")),
      tokens[range.lowerBound + 1].kind == .identifier,
      !tokens[range.lowerBound + 1].spaceBefore
    else { return nil }
    return Expression(kind: .identifier("." + text(tokens[range.lowerBound + 1])), range: byteRange(range))
  }

  /// parameters := '(' name (',' name)* ')', InterfaCSS's `titleColor(highlighted)`.
  private mutating func parseParameters(_ cursor: inout Int, end: Int, property: String)
    -> [PropertyArgument]?
  {
    let open = tokens[cursor]
    cursor += 1
    var names: [String] = []
    while cursor < end, tokens[cursor].kind == .identifier {
      names.append(text(tokens[cursor]))
      cursor += 1
      guard cursor < end, tokens[cursor].isDelimiter(UInt8(ascii: ",")) else { break }
      cursor += 1
    }
    guard cursor < end, tokens[cursor].isDelimiter(UInt8(ascii: ")")), !names.isEmpty else {
      error(
        .invalidArgument,
        "expected parameters such as (highlighted) or (normal, selected) after '\(property)'",
        at: open.start..<tokens[min(cursor, end - 1)].end)
      return nil
    }
    cursor += 1
    switch PropertyParameters.arguments(names) {
    case .success(let arguments): return arguments
    case .failure(let unknown):
      let suggestion = closestMatch(to: kebabCase(unknown.parameter), among: PropertyParameters.allSpellings)
      error(
        .invalidArgument,
        "'\(unknown.parameter)' is not a parameter of '\(property)'; expected a control state (normal, highlighted, selected, disabled, focused, …), metrics-…, bar-position-…, segment-… or icon-…",
        at: open.start..<tokens[cursor - 1].end, notes: suggestion.map { ["did you mean '\($0)'?"] } ?? [])
      return nil
    }
  }

  /// arguments := '[' name ':' value (',' name ':' value)* ']', names and values canonical kebab-case.
  mutating func parseBracketArguments(_ cursor: inout Int, end: Int, what: String) -> [PropertyArgument]? {
    let open = tokens[cursor]
    cursor += 1
    var arguments: [PropertyArgument] = []
    // Names seen, so that n arguments are checked for repeats in O(n), not O(n²).
    var names: Set<String> = []
    while cursor < end {
      if tokens[cursor].isDelimiter(UInt8(ascii: "]")) {
        cursor += 1
        return arguments
      }
      guard cursor + 2 < end, tokens[cursor].kind == .identifier,
        tokens[cursor + 1].isDelimiter(UInt8(ascii: ":")),
        tokens[cursor + 2].kind == .identifier || tokens[cursor + 2].kind == .number
      else {
        error(
          .invalidArgument,
          "expected \(what) arguments of the form [name:value, …], found \(describe(tokens[cursor]))",
          at: tokens[cursor].range,
          notes: what == "selector"
            ? [
              "CSS's attribute selectors ([data-role=\"title\"]) are not read: a view has no attributes; match a class (.title) or a state (:selected)"
            ] : [])
        return nil
      }
      let name = kebabCase(text(tokens[cursor]))
      if !names.insert(name).inserted {
        error(.duplicateArgument, "argument '\(name)' is given twice", at: tokens[cursor].range)
      }
      arguments.append(PropertyArgument(name: name, value: kebabCase(text(tokens[cursor + 2]))))
      cursor += 3
      if cursor < end, tokens[cursor].isDelimiter(UInt8(ascii: ",")) { cursor += 1 }
    }
    error(.unclosedBracket, "expected ']' to close the arguments opened here", at: open.range)
    return nil
  }
}

/// The canonical kebab-case spelling of a property or argument name: `titleColor` and
/// `title-color` name the same property; `URLString` is `url-string`.
///
/// A custom property's name (`--accentColor`) is case-sensitive, and stays as written.
func kebabCase(_ name: String) -> String {
  // Most names are written in kebab case already: checked over the string's own bytes (a
  // string without contiguous bytes, never made by the parser, takes the full path).
  let hasCapitals =
    name.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    } ?? true
  guard hasCapitals, !isCustomPropertyName(name) else { return name }
  let bytes = Array(name.utf8)
  var result: [UInt8] = []
  result.reserveCapacity(bytes.count + 4)
  func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
  func isLowerOrDigit(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
  for (position, byte) in bytes.enumerated() {
    guard isUpper(byte) else {
      result.append(byte)
      continue
    }
    if position > 0, bytes[position - 1] != UInt8(ascii: "-") {
      let previous = bytes[position - 1]
      let nextIsLower =
        position + 1 < bytes.count && bytes[position + 1] >= UInt8(ascii: "a")
        && bytes[position + 1] <= UInt8(ascii: "z")
      if isLowerOrDigit(previous) || (isUpper(previous) && nextIsLower) { result.append(UInt8(ascii: "-")) }
    }
    result.append(byte | 0x20)
  }
  return String(decoding: result, as: UTF8.self)
}
