/// What differs, node by node, when a tree is styled in each environment a sheet tells apart
/// (`Stylesheet.variationsAcrossEnvironments`), kept small: for each node's property that
/// differs anywhere, each value it takes and, for each environment, which one it takes there, in
/// a bit or two. The environments are styled one at a time and each compared with the first as
/// it is made, so only the differences stay: keeping every environment's values of each
/// differing property took 1.2 GB for 256 environments and a 60,000-node tree.
package struct EnvironmentVariations {
  /// One node's property that differs somewhere.
  private struct Variation {
    /// Each value the property takes, in the order the environments first give it (nil where
    /// no rule sets it): the first environment's first.
    var values: [StyleValue?]
    /// For each environment, the index in `values` of the value it gives.
    var choices: PackedIndices

    init(firstValue: StyleValue?, environmentCount: Int) {
      values = [firstValue]
      choices = PackedIndices(count: environmentCount)
    }

    /// Records the value an environment gives.
    mutating func record(_ value: StyleValue?, in environment: Int) {
      if let known = values.firstIndex(where: { $0 == value }) {
        choices[environment] = known
      } else {
        values.append(value)
        choices[environment] = values.count - 1
      }
    }
  }

  /// Each environment: the facts the sheet tests, set as they are there, and described as
  /// `name is value`.
  private let environments: [(facts: [String], environment: StyleEnvironment)]
  /// The variations of each node with one, by property.
  private var variations: [NodeIndex: [String: Variation]] = [:]
  /// The tree styled, whose IDs name the nodes.
  private let tree: StyleTree
  /// What the resolves in every environment found (values that do not fit their types), each
  /// once, in the order found.
  package private(set) var diagnostics: [Diagnostic] = []
  private var seenDiagnostics: Set<Diagnostic> = []

  /// The facts the sheet tests that the tree's environment or the caller held, each with its
  /// value (`device is phone`): a report says they were not varied.
  package let heldFacts: [String]

  /// No differences yet, across the environments with these facts, for the nodes of `tree`.
  init(
    environments: [(facts: [String], environment: StyleEnvironment)], heldFacts: [String], tree: StyleTree
  ) {
    self.environments = environments
    self.heldFacts = heldFacts
    self.tree = tree
  }

  /// Adds an environment's resolve diagnostics, those not already found.
  mutating func record(diagnostics found: [Diagnostic]) {
    for diagnostic in found where seenDiagnostics.insert(diagnostic).inserted {
      diagnostics.append(diagnostic)
    }
  }

  /// Whether every node is styled alike in every environment.
  package var isEmpty: Bool { variations.isEmpty }

  /// Records what a property of a node is in an environment (after the first) where it is not
  /// what it is in the first: `change.old` is the first environment's value, `change.new` this
  /// one's.
  mutating func record(_ change: StyleChange, of node: NodeIndex, in environment: Int) {
    let environmentCount = environments.count
    variations[node, default: [:]][
      change.property, default: Variation(firstValue: change.old, environmentCount: environmentCount)
    ].record(change.new, in: environment)
  }

  /// Each property that differs, by node in preorder and then by name, with each value it
  /// takes and the environments that give it, made one at a time. An error `body` throws ends
  /// the listing.
  package func forEachDifference<Failure: Error>(
    _ body: (EnvironmentDifference) throws(Failure) -> Void
  ) throws(Failure) {
    for node in variations.keys.sorted() {
      let properties = variations[node] ?? [:]
      for property in properties.keys.sorted() {
        guard let variation = properties[property] else { continue }
        var variants = variation.values.map {
          EnvironmentDifference.Variant(value: $0, environments: [], descriptions: [])
        }
        for (index, environment) in environments.enumerated() {
          variants[variation.choices[index]].environments.append(environment.environment)
          variants[variation.choices[index]].descriptions.append(environment.facts)
        }
        try body(EnvironmentDifference(node: tree.id(at: node), property: property, variants: variants))
      }
    }
  }
}
