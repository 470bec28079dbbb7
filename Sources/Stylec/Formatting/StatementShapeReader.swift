/// Reads a sheet's statements as `StatementShape`s, one at a time and depth first: the order in
/// which `SheetPrinter` prints them, so that a sheet and its printed text can be compared
/// statement by statement while both are read. Only the statement in hand is kept: a list of a
/// sheet's shapes costs hundreds of bytes a statement (a rule's shape holds its selectors), which
/// for a sheet of small rules was 250 times its size, kept for the sheet and for its text.
///
/// It reads what the printer prints: an `@import` renamed as the printer renames it, and the
/// `@dialect` statement a conversion adds before the first statement.
struct StatementShapeReader {
  private var parser: Parser
  /// The blocks being read, the innermost last: a statement's depth is its block's place here.
  private var blocks: [Block] = [.topLevel]
  /// The `@dialect` statement to read before the first statement, unless that names a dialect.
  private var dialectToAdd: Dialect?
  /// The first statement, read while the added `@dialect` took its place: it comes next.
  private var pending: (statement: Statement, depth: Int)?
  /// As `SheetPrinter.renamingImport`.
  private let renamingImport: (String) -> String?
  /// As `SheetPrinter.exactTypeNames`: selectors read these shorthands as the exact types.
  private let exactTypeNames: Set<String>

  /// A reader of `parser`'s statements from where it stands (a new parser reads the whole file).
  init(
    _ parser: Parser, addingDialect dialect: Dialect? = nil, exactTypeNames: Set<String> = [],
    renamingImport: @escaping (String) -> String? = { _ in nil }
  ) {
    self.parser = parser
    dialectToAdd = dialect
    self.exactTypeNames = exactTypeNames
    self.renamingImport = renamingImport
  }

  /// The problems the parser has found so far.
  var diagnostics: DiagnosticList { parser.diagnostics }

  /// The next statement's shape and where the source writes it (an added `@dialect` at 0..<0);
  /// nil after the last.
  mutating func next() -> (shape: StatementShape, range: Range<Int>)? {
    if let (statement, depth) = pending {
      pending = nil
      return read(statement, depth: depth)
    }
    while let block = blocks.last {
      guard let statement = parser.nextStatement(in: block) else {
        blocks.removeLast()
        continue
      }
      let depth = blocks.count - 1
      // The body's statements are the next read, as the printer prints them after the statement.
      if let body = statement.body { blocks.append(body) }
      // `@charset "UTF-8";` stays first: an added dialect comes after it.
      if let dialect = dialectToAdd, !statement.isCharset {
        dialectToAdd = nil
        if case .dialect = statement { return read(statement, depth: depth) }
        pending = (statement, depth)
        return (StatementShape(.dialect(name: dialect.rawValue, range: 0..<0), depth: depth), 0..<0)
      }
      return read(statement, depth: depth)
    }
    return nil
  }

  /// The statement as printed, and where the source writes it.
  /// Takes the statement over, so that its shape is made in place rather than copied.
  private func read(_ statement: consuming Statement, depth: Int) -> (
    shape: StatementShape, range: Range<Int>
  ) {
    let range = statement.range
    if case .importFile(let path, let layer, _) = statement, let renamed = renamingImport(path) {
      return (StatementShape(.importFile(path: renamed, layer: layer, range: range), depth: depth), range)
    }
    if !exactTypeNames.isEmpty, case .rule(let selectors, let body, _) = statement {
      let read = selectors.map { $0.readingShorthands(asExact: exactTypeNames.contains) ?? $0 }
      return (StatementShape(.rule(selectors: read, body: body, range: range), depth: depth), range)
    }
    return (StatementShape(statement, depth: depth), range)
  }
}
