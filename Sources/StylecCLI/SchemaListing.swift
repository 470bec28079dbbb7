import Stylec

/// What `stylec schema` lists for each type: the ends of its superclass chain, how long the
/// chain is, and how many properties the type has, declared or inherited. Each type's summary
/// is worked out from its superclass's, once: walking every type's whole chain made a chain of
/// thousands of types cost the square of its length.
struct SchemaListing {
  /// A superclass chain, the type first: its first and last `SchemaCommand.listedChainLength / 2`
  /// names (all of them when it is no longer) and its length.
  struct Chain {
    var names: [String]
    var count: Int
  }

  private let schema: StyleSchema
  /// Each summarised type's chain, kept whole up to twice the shown ends, and names of its
  /// properties (a set shared with the superclass's while the type adds none).
  private var summaries: [String: (chain: [String], count: Int, properties: Set<String>)] = [:]
  private let ends = SchemaCommand.listedChainLength / 2

  init(_ schema: StyleSchema) {
    self.schema = schema
  }

  /// The type's chain and how many properties it has.
  mutating func summary(of type: String) -> (chain: Chain, properties: Int) {
    let (pending, _) = schema.pendingAncestors(of: type) { summaries[$0] != nil }
    for name in pending.reversed() {
      let info = schema.types[name]!
      let parent = info.superclass.flatMap { summaries[$0] } ?? ([], 0, [])
      // The nearest names, and the farthest ones, which every type below shares.
      var chain = [name] + parent.chain
      if chain.count > 2 * ends + 1 { chain = Array(chain.prefix(ends)) + Array(chain.suffix(ends)) }
      let properties =
        info.properties.isEmpty ? parent.properties : parent.properties.union(info.properties.keys)
      summaries[name] = (chain, parent.count + 1, properties)
    }
    guard let summary = summaries[type] else { return (Chain(names: [], count: 0), 0) }
    return (Chain(names: summary.chain, count: summary.count), summary.properties.count)
  }
}
