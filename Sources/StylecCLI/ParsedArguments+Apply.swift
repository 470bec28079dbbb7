import Stylec

/// The options `apply` and `watch` share: the environment for `@media`, and the limits on reading
/// the tree document.
extension ParsedArguments {
  /// The environment the `--env KEY=VALUE` options give, for `apply` and `watch`.
  func environment(topic: String) throws(UsageError) -> StyleEnvironment {
    var environment = StyleEnvironment()
    for assignment in values("env") {
      guard let equals = assignment.firstIndex(of: "=") else {
        throw UsageError(message: "--env takes KEY=VALUE, not '\(assignment)'", topic: topic)
      }
      do throws(EnvironmentError) {
        try environment.set(
          String(assignment[..<equals]), to: String(assignment[assignment.index(after: equals)...]))
      } catch {
        throw UsageError(message: "--env \(assignment): \(error.message)", topic: topic)
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
}
