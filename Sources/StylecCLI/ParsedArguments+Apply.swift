import Stylec

/// What `apply`, `explain` and `watch` share: a sheet and a tree among the operands, the
/// environment for `@media`, and the limits on reading the tree document.
extension ParsedArguments {
  /// The environment the `--env KEY=VALUE` options give, for `apply` and `watch`.
  func environment(topic: String) throws(UsageError) -> StyleEnvironment {
    var environment = StyleEnvironment()
    for assignment in values("env") {
      guard let equals = assignment.firstIndex(of: "=") else {
        throw UsageError(message: "--env takes KEY=VALUE, not \(quoted(assignment))", topic: topic)
      }
      do throws(EnvironmentError) {
        try environment.set(
          String(assignment[..<equals]), to: String(assignment[assignment.index(after: equals)...]))
      } catch {
        throw UsageError(
          message:
            "--env \(quoted(assignment)): \(error.message)",
          topic: topic)
      }
    }
    return environment
  }

  /// `--max-depth` and `--max-tree-size`, the limits on reading a tree document, for `apply`
  /// and `watch`.
  func treeLimits(topic: String) throws(UsageError) -> (depth: Int, size: Int) {
    (
      try positiveInteger("max-depth", default: StyleTree.defaultMaximumDepth, topic: topic),
      try positiveInteger("max-tree-size", default: defaultMaximumInputSize, topic: topic)
    )
  }

  /// The first two operands as SHEET and TREE, at most one of them standard input (`-`).
  /// - Parameter usage: the command's usage, for the message when they are missing.
  func sheetAndTree(usage: String, topic: String) throws(UsageError) -> (sheet: String, tree: String) {
    guard operands.count >= 2 else {
      throw UsageError(message: "expected \(usage), got \(operands.count) argument(s)", topic: topic)
    }
    guard operands[0] != "-" || operands[1] != "-" else {
      throw UsageError(message: "only one of SHEET and TREE can be standard input ('-')", topic: topic)
    }
    try Self.checkOrder(sheet: operands[0], tree: operands[1], usage: usage, topic: topic)
    return (operands[0], operands[1])
  }

  /// Refuses a tree named where the sheet goes and a sheet where the tree goes, by their
  /// extensions (`stylec apply tree.json sheet.css`): each read as the other gave two errors of
  /// the files' contents and exit status 1, which CI takes for the sheet's own.
  static func checkOrder(sheet: String, tree: String, usage: String, topic: String) throws(UsageError) {
    let isTree = sheet.lowercased().hasSuffix(".json")
    let isSheet = [".css", ".cas"].contains { tree.lowercased().hasSuffix($0) }
    guard !(isTree && isSheet) else {
      throw UsageError(
        message:
          "\(quoted(sheet, limit: 200)) looks like the tree and \(quoted(tree, limit: 200)) like the stylesheet: the stylesheet comes first; expected \(usage)",
        topic: topic)
    }
  }
}

/// A tree document's bytes, from a file or standard input (`-`), up to `limit` bytes.
func readTreeBytes(_ path: String, limit: Int, console: Console) throws(UsageError) -> [UInt8] {
  guard path == "-" else {
    return try readInputFile(path, limit: limit, limitOption: "--max-tree-size").bytes
  }
  return try readStandardInput(console, limit: limit, limitOption: "--max-tree-size")
}
