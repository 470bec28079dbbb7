extension Stylesheet {
  /// What differs, node by node, when the tree is styled in each environment the sheet tells
  /// apart (`stylec apply --env-matrix`): the facts its `@media` conditions and environment
  /// pseudo-classes test, each at the values that tell its tests apart, in every combination.
  /// One run stands in for a simulator per device.
  /// - Parameters:
  ///   - tree: the views to style.
  ///   - precedence: how competing rules are ranked; by default as the sheet's dialect ranks them.
  ///   - environment: facts the matrix does not vary, over the tree's own (which it does not vary
  ///     either): `--env device=phone` styles the tree as a phone in every environment.
  ///   - schema: when given, values are typed as `resolve` types them.
  ///   - checksValues: without a schema, whether values are checked against UIKit's, as
  ///     `resolve` checks them.
  ///   - limit: the most environments to style the tree in, counting only the facts it varies.
  /// - Returns: each property that differs, by node in preorder, then by name; nil when the
  ///   sheet tells apart more than `limit` environments.
  /// - Complexity: one resolve of the tree per environment.
  public func differencesAcrossEnvironments(
    in tree: StyleTree, precedence: Precedence? = nil, environment: StyleEnvironment = StyleEnvironment(),
    schema: StyleSchema? = nil, checksValues: Bool = true, limit: Int = 256
  ) -> [EnvironmentDifference]? {
    guard
      let variations = try? variationsAcrossEnvironments(
        in: tree, precedence: precedence, environment: environment, schema: schema,
        checksValues: checksValues, limit: limit
      ).get()
    else { return nil }
    var differences: [EnvironmentDifference] = []
    variations.forEachDifference { differences.append($0) }
    return differences
  }

  /// `differencesAcrossEnvironments(in:precedence:environment:schema:checksValues:limit:)` kept small, to be
  /// read a difference at a time: each difference lists every environment, so a list of them
  /// all for a large tree holds the environments times the tree (`stylec apply --env-matrix`
  /// writes each as it comes). The environments are styled one at a time, each compared with
  /// the first as it is made and let go. Fails for more than `limit` environments, naming the
  /// facts that make them.
  package func variationsAcrossEnvironments(
    in tree: StyleTree, precedence: Precedence? = nil, environment: StyleEnvironment = StyleEnvironment(),
    schema: StyleSchema? = nil, checksValues: Bool = true, limit: Int = 256
  ) -> Result<EnvironmentVariations, TooManyEnvironments> {
    // The facts the caller or the tree gives stay as they are; the others are varied.
    let fixed = tree.environment.overridden(by: environment)
    let environments: [(facts: [String], environment: StyleEnvironment)]
    let matrix = EnvironmentMatrix(sheet: self, fixed: fixed)
    switch matrix.labelledEnvironmentsOrCount(limit: limit) {
    case .success(let labelled): environments = labelled
    case .failure(let tooMany): return .failure(tooMany)
    }
    // As `resolve` styles the tree, with the sheet prepared for it once rather than in each
    // environment.
    let reading = ValueReading(schema: schema, checksValues: checksValues)
    let sheet = prepared(for: tree, schema: reading.namingSchema)
    let precedence = precedence ?? dialect.precedence
    let resolve = { (index: Int) in
      Cascade(
        sheet: sheet, tree: tree, precedence: precedence,
        environment: tree.environment.overridden(
          by: environment.overridden(by: environments[index].environment)),
        reading: reading, parallel: true
      ).run()
    }
    // The first environment's values of every node, which each other's are compared with.
    var variations = EnvironmentVariations(
      environments: environments, heldFacts: matrix.heldFacts, tree: tree)
    let baseline = { () -> [[(name: String, value: StyleValue)]] in
      let first = resolve(0)
      variations.record(diagnostics: first.diagnostics)
      return tree.nodeIndices.map { first.namedValues(of: $0) }
    }()
    for index in environments.indices.dropFirst() {
      let styles = resolve(index)
      variations.record(diagnostics: styles.diagnostics)
      for node in tree.nodeIndices {
        let changes = StyleChange.between(
          baseline[node.position], styles.namedValues(of: node), node: tree.id(at: node))
        for change in changes { variations.record(change, of: node, in: index) }
      }
    }
    return .success(variations)
  }
}
