import Stylec

/// The options of the commands that resolve a tree (`apply`, `explain`, `watch`): the
/// stylesheet's, how rules rank, the environment, and the limits on reading the tree.
struct ResolveOptions {
  let stylesheet: StylesheetOptions
  /// `--precedence`; nil ranks as the sheet's dialect does.
  let precedence: Precedence?
  /// `--env KEY=VALUE`, over the tree's own environment.
  let environment: StyleEnvironment
  /// `--max-depth` and `--max-tree-size`.
  let maximumDepth: Int
  let maximumTreeSize: Int

  static let valued = StylesheetOptions.valued.union(["precedence", "env", "max-depth", "max-tree-size"])
  static let choices = StylesheetOptions.choices.merging(["precedence": Precedence.allCases.map(\.rawValue)])
  { $1 }

  init(_ parsed: ParsedArguments, topic: String) throws(UsageError) {
    stylesheet = try StylesheetOptions(parsed, topic: topic)
    precedence = try parsed.choice("precedence", topic: topic)
    environment = try parsed.environment(topic: topic)
    (maximumDepth, maximumTreeSize) = try parsed.treeLimits(topic: topic)
  }
}
