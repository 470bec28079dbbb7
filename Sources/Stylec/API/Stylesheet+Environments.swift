extension Stylesheet {
  /// What differs, node by node, when the tree is styled in each environment the sheet tells
  /// apart (`stylec apply --env-matrix`): the facts its `@media` conditions and environment
  /// pseudo-classes test, each at the values that tell its tests apart, in every combination.
  /// One run stands in for a simulator per device.
  /// - Parameters:
  ///   - tree: the views to style.
  ///   - precedence: how competing rules are ranked; by default as the sheet's dialect ranks them.
  ///   - environment: facts the matrix does not vary, over the tree's own.
  ///   - schema: when given, values are typed as `resolve` types them.
  ///   - limit: the most environments to style the tree in.
  /// - Returns: each property that differs, by node in preorder, then by name; nil when the
  ///   sheet tells apart more than `limit` environments.
  /// - Complexity: two resolves of the tree per environment.
  public func differencesAcrossEnvironments(
    in tree: StyleTree, precedence: Precedence? = nil, environment: StyleEnvironment = StyleEnvironment(),
    schema: StyleSchema? = nil, limit: Int = 256
  ) -> [EnvironmentDifference]? {
    guard let environments = EnvironmentMatrix(sheet: self).labelledEnvironments(limit: limit) else {
      return nil
    }
    let resolve = { (index: Int) in
      self.resolve(
        tree, precedence: precedence,
        environment: environment.overridden(by: environments[index].environment),
        schema: schema)
    }
    // First which properties differ from the first environment's, then their values in each.
    let first = resolve(0)
    let baseline = tree.nodeIndices.map { first.namedValues(of: $0) }
    var differing: [NodeIndex: Set<String>] = [:]
    for index in environments.indices.dropFirst() {
      let styles = resolve(index)
      for node in tree.nodeIndices {
        let changes = StyleChange.between(
          baseline[node.position], styles.namedValues(of: node), node: StyleTree.Node(node))
        for change in changes { differing[node, default: []].insert(change.property) }
      }
    }
    guard !differing.isEmpty else { return [] }
    var values: [NodeIndex: [String: [StyleValue?]]] = [:]
    for index in environments.indices {
      let styles = index == 0 ? first : resolve(index)
      for (node, properties) in differing {
        let named = Dictionary(styles.namedValues(of: node).map { ($0.name, $0.value) }) { first, _ in first }
        for property in properties {
          values[node, default: [:]][property, default: []].append(named[property])
        }
      }
    }
    return differing.keys.sorted().flatMap { node in
      differing[node]!.sorted().map { property in
        var variants: [EnvironmentDifference.Variant] = []
        for (index, value) in values[node]![property]!.enumerated() {
          if let existing = variants.firstIndex(where: { $0.value == value }) {
            variants[existing].environments.append(environments[index].facts)
          } else {
            variants.append(
              EnvironmentDifference.Variant(value: value, environments: [environments[index].facts]))
          }
        }
        return EnvironmentDifference(node: StyleTree.Node(node), property: property, variants: variants)
      }
    }
  }
}
