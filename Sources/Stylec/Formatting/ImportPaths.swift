extension StylesheetFormatter {
  /// The paths of a sheet's `@import`s as written, in order, read without printing anything:
  /// `stylec convert` learns from them which sheets of a run another imports. Empty for bytes
  /// that are no stylesheet text (not UTF-8, too large).
  package static func importPaths(
    in bytes: [UInt8], fileName: String, syntax: StylesheetSyntax?, limits: StylesheetLimits
  ) -> [String] {
    guard bytes.count < Token.maximumFileSize, firstInvalidUTF8Offset(bytes) == nil else { return [] }
    var parser = Parser(
      SourceFile(path: fileName, bytes: bytes), syntax: syntax ?? StylesheetSyntax(path: fileName),
      limits: limits)
    var paths: [String] = []
    // Imports stand at the top level only; blocks are read past.
    while let statement = parser.nextStatement(in: .topLevel) {
      if case .importFile(let path, _, _) = statement { paths.append(path) }
      if let body = statement.body { parser.skipStatements(of: body) }
    }
    return paths
  }
}
