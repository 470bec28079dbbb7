extension Stylesheet {
  /// Why each of a node's properties has its value: every declaration that sets it on the node,
  /// the winner first, then each it beat with why it lost (a lower score, written earlier, its
  /// `@media` condition false, a value that does not fit the type, overridden in its own rule,
  /// set by code). The winners are what `resolve` gives the node with the same settings.
  /// - Parameters:
  ///   - node: the node to explain; it must be in `tree` (one that is not traps).
  ///   - tree: its tree.
  ///   - property: only this property (any case style); every property when nil.
  ///   - precedence: how competing rules are ranked; by default as the sheet's dialect ranks them.
  ///   - environment: facts that override the tree's own environment for `@media` conditions.
  ///   - schema: when given, values are typed as `resolve` types them, and one that does not fit
  ///     loses.
  /// - Returns: one explanation per property, sorted by name.
  /// - Complexity: O(nodes + rules × selector cost) for the node: every rule is tried, not only
  ///   those the index offers, and the sheet is prepared for the tree. To explain many nodes of
  ///   one tree, pass them all to `explain(_:in:property:precedence:environment:schema:)` at once.
  public func explain(
    _ node: StyleTree.NodeID, in tree: StyleTree, property: String? = nil, precedence: Precedence? = nil,
    environment: StyleEnvironment = StyleEnvironment(), schema: StyleSchema? = nil
  ) -> [PropertyExplanation] {
    explain(
      [node], in: tree, property: property, precedence: precedence, environment: environment, schema: schema
    ).first ?? []
  }

  /// Why each of several nodes' properties have their values, each node's explanations as
  /// `explain(_:in:property:precedence:environment:schema:)` gives them for that node alone.
  ///
  /// The sheet is prepared for the tree, and its rules ranked, once for all the nodes: explaining
  /// each node on its own prepares them again, which costs O(nodes) every time (every node of a
  /// 4,000-node tree one at a time took seconds).
  /// - Parameters:
  ///   - nodes: the nodes to explain, in the order wanted; each must be in `tree`.
  ///   - tree: their tree.
  ///   - property: only this property (any case style); every property when nil.
  ///   - precedence: how competing rules are ranked; by default as the sheet's dialect ranks them.
  ///   - environment: facts that override the tree's own environment for `@media` conditions.
  ///   - schema: when given, values are typed as `resolve` types them, and one that does not fit
  ///     loses.
  /// - Returns: one list per node of `nodes`, in their order: an explanation per property,
  ///   sorted by name.
  /// - Complexity: O(tree nodes + rules) once, then for each node O(the rules the index offers it
  ///   × selector cost).
  public func explain(
    _ nodes: [StyleTree.NodeID], in tree: StyleTree, property: String? = nil, precedence: Precedence? = nil,
    environment: StyleEnvironment = StyleEnvironment(), schema: StyleSchema? = nil
  ) -> [[PropertyExplanation]] {
    var explained: [[PropertyExplanation]] = []
    explained.reserveCapacity(nodes.count)
    forEachExplanation(
      of: nodes, in: tree, property: property, precedence: precedence, environment: environment,
      schema: schema
    ) { explained.append($1) }
    return explained
  }

  /// `explain(_:in:property:precedence:environment:schema:)`, handing each node's explanations
  /// to `body` as they are made, in the nodes' order: `stylec explain '*'` prints each as it
  /// comes instead of holding every node's (gigabytes for a tree of thousands of nodes each
  /// matching thousands of rules).
  /// An error `body` throws ends the work.
  /// - Returns: what a resolve of those nodes reports: values that do not fit their types, or
  ///   whose `var()`s give them none.
  @discardableResult
  package func forEachExplanation<Failure: Error>(
    of nodes: [StyleTree.NodeID], in tree: StyleTree, property: String?, precedence: Precedence?,
    environment: StyleEnvironment, schema: StyleSchema?,
    _ body: (StyleTree.NodeID, [PropertyExplanation]) throws(Failure) -> Void
  ) throws(Failure) -> [Diagnostic] {
    let places = nodes.map(tree.place(of:))
    guard !nodes.isEmpty else { return [] }
    let prepared = prepared(for: tree, schema: schema)
    let precedence = precedence ?? dialect.precedence
    let context = CascadeContext(
      sheet: prepared, tree: tree, precedence: precedence,
      environment: tree.environment.overridden(by: environment),
      schema: schema)
    // As `resolve` reads values: without a schema, checked against UIKit's.
    var explainer = Explainer(
      sheet: prepared, context: context, precedence: precedence,
      typing: ValueReading(schema: schema, checksValues: true).typing(sheet: prepared, tree: tree))
    for (node, place) in zip(nodes, places) {
      try body(node, explainer.explain(place, property: property))
    }
    return explainer.diagnostics
  }
}

extension Stylesheet {
  /// The property the sheet sets that `name` was likely meant to be (`titel-color` for
  /// `title-color`); nil when the sheet sets `name` (in any case style) or nothing near it.
  package func propertyMeant(by name: String) -> String? {
    guard !sets(name) else { return nil }
    return closestMatch(to: Self.propertyName(asWritten: name), among: ruleSet.propertyNames)
  }

  /// Whether a declaration of the sheet sets `name` (in any case style).
  private func sets(_ name: String) -> Bool {
    ruleSet.propertyNames.contains(Self.propertyName(asWritten: name))
  }

  /// Whether `name` can be no property of a view of any of `types`: no declaration of the sheet
  /// sets it, it is no custom property, and `schema` gives none of the types a property or alias
  /// by that name, nor leaves room for one (a type it does not know, an app's class known only
  /// by its superclass). `stylec explain` answers such a name with an error, not with "no
  /// declaration sets it".
  package func namesNoProperty(_ name: String, ofAnyOf types: Set<String>, schema: StyleSchema) -> Bool {
    guard !sets(name), !isCustomPropertyName(name) else { return false }
    let path = Parser.propertyKey(name)?.path ?? kebabCase(name)
    return !types.contains { type in
      schema.types[type] == nil || schema.mayHaveUnlistedProperties(type)
        || schema.property(path: path, of: type) != nil || schema.aliasTarget(path, of: type) != nil
    }
  }

  /// A property name as a declaration would read it: kebab-case, arguments sorted, a default
  /// argument dropped, the `(highlighted)` form read as `[state:highlighted]`
  /// (`titleColor(highlighted)` is `title-color[state:highlighted]`); kebab-cased alone when
  /// it is no property name.
  package static func propertyName(asWritten name: String) -> String {
    Parser.propertyKey(name)?.description ?? kebabCase(name)
  }
}
