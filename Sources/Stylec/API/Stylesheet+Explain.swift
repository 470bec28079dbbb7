extension Stylesheet {
  /// Why each of a node's properties has its value: every declaration that sets it on the node,
  /// the winner first, then each it beat with why it lost (a lower score, written earlier, its
  /// `@media` condition false, a value that does not fit the type, overridden in its own rule,
  /// set by code). The winners are what `resolve` gives the node with the same settings.
  /// - Parameters:
  ///   - node: the node to explain.
  ///   - tree: its tree.
  ///   - property: only this property (any case style); every property when nil.
  ///   - precedence: how competing rules are ranked; by default as the sheet's dialect ranks them.
  ///   - environment: facts that override the tree's own environment for `@media` conditions.
  ///   - schema: when given, values are typed as `resolve` types them, and one that does not fit
  ///     loses.
  /// - Returns: one explanation per property, sorted by name; none for a node the tree does not
  ///   have.
  /// - Complexity: O(rules × selector cost) for the node: every rule is tried, not only those
  ///   the index offers.
  public func explain(
    _ node: StyleTree.Node, in tree: StyleTree, property: String? = nil, precedence: Precedence? = nil,
    environment: StyleEnvironment = StyleEnvironment(), schema: StyleSchema? = nil
  ) -> [PropertyExplanation] {
    guard node.index >= 0, node.index < tree.count else { return [] }
    let prepared = prepared(for: tree, schema: schema)
    let precedence = precedence ?? dialect.precedence
    let context = CascadeContext(
      sheet: prepared, tree: tree, precedence: precedence,
      environment: tree.environment.overridden(by: environment),
      schema: schema)
    var explainer = Explainer(
      sheet: prepared, context: context, precedence: precedence,
      typing: schema.map { ValueTyping(schema: $0, sheet: prepared, tree: tree) })
    return explainer.explain(node.nodeIndex, property: property)
  }
}
