/// Prints a stylesheet's statements in one syntax's house style (see `StylesheetFormatter`),
/// keeping its comments and the blank lines between its statements, and its values, selectors
/// and names as written. It walks the statements as the parser reads them and prints each from
/// its tokens, so whatever the parser reads, it prints; a `StatementShapeReader` of the same
/// parser reads the same statements again, for the caller to check the printed text against.
struct SheetPrinter {
  private(set) var parser: Parser
  let source: StylesheetSyntax
  let target: StylesheetSyntax
  private let comments: [Range<Int>]
  private var nextComment = 0
  /// A `@dialect` statement to print before the first statement, which converting adds when the
  /// file's new extension would imply another dialect.
  private var dialectToAdd: Dialect?
  /// The path to write in place of an `@import`'s, given the path as written; nil keeps it.
  let renamingImport: (String) -> String?
  /// The app's own class names, which converting from CSS syntax keeps as written rather than
  /// read as UIKit's shorthand.
  let exactTypeNames: Set<String>

  private var output = ""
  /// The most bytes the printed text may take (`StylesheetLimits.maximumFileSize`, what stylec
  /// reads back): a sheet nested deeply on few lines grows as each level takes a line of its own.
  private let outputLimit: Int
  /// Whether the text grew past `outputLimit`: printing stopped there, and the text is no sheet.
  private(set) var isPastLimit = false
  /// Whether the last line of `output` is still open (not yet ended by a line break), so that a
  /// comment on the same source line can follow it.
  private var lineIsOpen = false
  /// Whether the open line ends with a `//` comment, after which nothing more can go.
  private var lineEndsInComment = false
  /// Whether nothing has been printed in the innermost block yet (no blank line goes there).
  private var atBlockStart = true
  /// Where in the source what has been printed ends: blank lines and line breaks after it decide
  /// where the next comment or statement goes.
  private var printedThrough = 0

  /// A printer of `file`, read in `syntax`, that prints in `target`'s style.
  init(
    _ file: SourceFile, syntax: StylesheetSyntax, target: StylesheetSyntax, limits: StylesheetLimits,
    addingDialect dialect: Dialect? = nil, exactTypeNames: Set<String> = [],
    renamingImport: @escaping (String) -> String? = { _ in nil }
  ) {
    parser = Parser(file, syntax: syntax, limits: limits)
    source = syntax
    self.target = target
    comments = SourceComments.ranges(in: file, tokens: parser.tokens)
    dialectToAdd = dialect
    outputLimit = limits.maximumFileSize
    self.exactTypeNames = exactTypeNames
    self.renamingImport = renamingImport
  }

  /// The problems the parser found while printing.
  var diagnostics: DiagnosticList { parser.diagnostics }

  /// Prints the whole file: its statements, then the comments after the last.
  mutating func print() -> String {
    printStatements(of: .topLevel, depth: 0)
    printComments(before: Int.max, depth: 0)
    if lineIsOpen { output += "\n" }
    return output
  }

  // MARK: Statements and blocks

  private mutating func printStatements(of block: Block, depth: Int) {
    while !isPastLimit, let statement = parser.nextStatement(in: block) {
      let range = statement.range
      printComments(before: range.lowerBound, depth: depth)
      addDialect(before: statement, depth: depth)
      // A dialect no reader knows is read as the file's extension implies, which another
      // extension implies otherwise: the sheet is an error to rewrite, as a load's error is.
      if case .dialect(let name, _) = statement, Dialect(rawValue: name.lowercased()) == nil {
        let unknown = Dialect.unknownName(name)
        parser.error(.invalidDialect, unknown.message, at: range, notes: unknown.notes)
      }
      let text: String
      if case .importFile(let path, let layer, _) = statement, let renamed = renamingImport(path) {
        text = "@import " + quoted(renamed) + Statement.layerSuffix(layer)
      } else {
        text = self.text(of: statement)
      }
      startLine(depth: depth, at: range.lowerBound)
      output += text
      printedThrough = range.upperBound
      if let body = statement.body {
        if case .nestedProperties = statement { output += " @" } else { output += " " }
        printBody(body, depth: depth)
      } else {
        output += terminator
      }
    }
  }

  /// Prints the `@dialect` statement to add, and a blank line, before the file's first statement
  /// (unless that names a dialect itself).
  private mutating func addDialect(before statement: Statement, depth: Int) {
    // `@charset "UTF-8";` stays first: the dialect goes after it.
    if statement.isCharset { return }
    guard let dialect = dialectToAdd else { return }
    dialectToAdd = nil
    if case .dialect = statement { return }
    startLine(depth: depth, at: statement.range.lowerBound)
    output += "@dialect \(dialect.rawValue)\(terminator)\n\n"
    lineIsOpen = false
    atBlockStart = true
  }

  /// `{`, the block's statements one level deeper, and `}`; `{}` for a block with nothing in it.
  private mutating func printBody(_ body: Block, depth: Int) {
    output += "{"
    let opened = output.utf8.count
    let opening = parser.tokens[parser.index - 1]
    printComments(
      before: opening.isDelimiter(UInt8(ascii: "{")) ? opening.end : opening.start, depth: depth + 1)
    atBlockStart = true
    printStatements(of: body, depth: depth + 1)
    let last = parser.tokens[parser.index - 1]
    let closesWithBrace = last.isDelimiter(UInt8(ascii: "}"))
    let closing = closesWithBrace || last.kind == .dedent ? last.start : parser.tokens[parser.index].start
    // A block closed by indentation keeps the comments indented as its lines are; one further
    // left follows the block.
    let indentation = opening.kind == .indent ? opening.end - opening.start : 0
    printComments(before: closing, depth: depth + 1, indentedAtLeast: indentation)
    if output.utf8.count == opened {
      output += "}"
    } else {
      startLine(depth: depth, at: nil)
      output += "}"
    }
    lineEndsInComment = false
    atBlockStart = false
    if closesWithBrace { printedThrough = last.end }
  }

  /// What ends a statement without a block: `;` in CSS syntax, the line break in Classy's.
  private var terminator: String { target == .css ? ";" : "" }

  /// Ends the open line and starts a new one at `depth`, after a blank line where the source has
  /// one before `offset` (never first in a block).
  private mutating func startLine(depth: Int, at offset: Int?) {
    if lineIsOpen { output += "\n" }
    if let offset, !atBlockStart, hasBlankLine(before: offset) { output += "\n" }
    output += String(repeating: "  ", count: depth)
    if output.utf8.count > outputLimit { isPastLimit = true }
    lineIsOpen = true
    lineEndsInComment = false
    atBlockStart = false
  }

  /// Whether an empty line stands between what was printed last and `offset` in the source.
  private func hasBlankLine(before offset: Int) -> Bool {
    let bytes = parser.file.bytes
    var breaks = 0
    var position = printedThrough
    while position < min(offset, bytes.count) {
      switch bytes[position] {
      case UInt8(ascii: "\n"):
        breaks += 1
        if breaks == 2 { return true }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0C: break
      default: breaks = 0
      }
      position += 1
    }
    return false
  }

  // MARK: Comments

  /// Prints the comments that begin before `offset`: one on the same source line as what was
  /// printed last follows it on its line; any other on a line of its own at `depth`.
  /// A comment alone on its line that is indented less than `indentedAtLeast` columns is left
  /// for what follows.
  private mutating func printComments(before offset: Int, depth: Int, indentedAtLeast indentation: Int = 0) {
    while nextComment < comments.count, comments[nextComment].lowerBound < offset {
      let range = comments[nextComment]
      if indentation > 0, let column = column(ofLineStarting: range.lowerBound), column < indentation {
        return
      }
      nextComment += 1
      let comment = Self.withLineFeeds(parser.file.text(range))
      if lineIsOpen, !lineEndsInComment, !lineBreaks(before: range.lowerBound) {
        output += " " + comment
      } else {
        startLine(depth: depth, at: range.lowerBound)
        output += comment
      }
      if comment.hasPrefix("//") { lineEndsInComment = true }
      printedThrough = max(printedThrough, range.upperBound)
    }
  }

  /// `text` with each line break (`\r\n`, or a lone `\r`) written `\n`: the printed sheet's
  /// line endings are all `\n`, inside comments and a string's continued lines too.
  static func withLineFeeds(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
    return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
  }

  /// How far `offset` is from its line's start, if only spaces and tabs stand before it there.
  private func column(ofLineStarting offset: Int) -> Int? {
    let bytes = parser.file.bytes
    var position = offset
    while position > 0, bytes[position - 1] == UInt8(ascii: " ") || bytes[position - 1] == UInt8(ascii: "\t")
    {
      position -= 1
    }
    guard
      position == 0 || bytes[position - 1] == UInt8(ascii: "\n") || bytes[position - 1] == UInt8(ascii: "\r")
    else { return nil }
    return offset - position
  }

  /// Whether a line ends between what was printed last and `offset` in the source.
  private func lineBreaks(before offset: Int) -> Bool {
    let bytes = parser.file.bytes
    var position = printedThrough
    while position < offset {
      if bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") { return true }
      position += 1
    }
    return false
  }
}
