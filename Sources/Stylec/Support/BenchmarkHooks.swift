// Entry points for `stylec-bench`, which times stages apart from the whole pipeline; package
// access, so they are no part of the library's API.

/// Parses a stylesheet's text into statements without resolving imports, variables or nesting,
/// and gives how many top-level statements it has: for the benchmark, which times parsing apart
/// from the whole load.
package func parsedStatementCount(of text: String, fileName: String) -> Int {
  let file = SourceFile(path: fileName, bytes: Array(text.utf8))
  var parser = Parser(file, syntax: StylesheetSyntax(path: fileName), limits: StylesheetLimits())
  var count = 0
  while let statement = parser.nextStatement(in: .topLevel) {
    count += 1
    if let body = statement.body { parser.skipStatements(of: body) }
  }
  return count
}
