import Stylec

/// What `stylec schema` lists for each type: the ends of its superclass chain, how long the
/// chain is, and how many properties the type has, declared or inherited. Each type's summary
/// is worked out from its superclass's, once, and the properties counted in one descent of the
/// hierarchy: walking every type's whole chain, or keeping a set of names for every type, made a
/// chain of thousands of types cost the square of its length.
struct SchemaListing {
  /// A superclass chain, the type first: its first and last `SchemaCommand.listedChainLength / 2`
  /// names (all of them when it is no longer) and its length.
  struct Chain {
    var names: [String]
    var count: Int
  }

  private let schema: StyleSchema
  /// Each summarised type's chain, kept whole up to twice the shown ends, and its length.
  private var summaries: [String: (chain: [String], count: Int)] = [:]
  /// How many properties each type has, declared or inherited, counted once for the schema.
  private var propertyCounts: [String: Int] = [:]
  private let ends = SchemaCommand.listedChainLength / 2

  init(_ schema: StyleSchema) {
    self.schema = schema
    // Down the hierarchy, one set of the names a type's chain declares: each type adds its own
    // new names and takes them back on the way up.
    var declared: Set<String> = []
    var added: [String: [String]] = [:]
    var counts: [String: Int] = [:]
    schema.descend(Set(schema.types.keys)) { name in
      let new = schema.types[name]!.properties.keys.filter { declared.insert($0).inserted }
      added[name] = new
      counts[name] = declared.count
    } leave: { name in
      for property in added.removeValue(forKey: name) ?? [] { declared.remove(property) }
    }
    propertyCounts = counts
  }

  /// The type's chain and how many properties it has.
  mutating func summary(of type: String) -> (chain: Chain, properties: Int) {
    let (pending, _) = schema.pendingAncestors(of: type) { summaries[$0] != nil }
    for name in pending.reversed() {
      let info = schema.types[name]!
      let parent = info.superclass.flatMap { summaries[$0] } ?? ([], 0)
      // The nearest names, and the farthest ones, which every type below shares.
      var chain = [name] + parent.chain
      if chain.count > 2 * ends + 1 { chain = Array(chain.prefix(ends)) + Array(chain.suffix(ends)) }
      summaries[name] = (chain, parent.count + 1)
    }
    guard let summary = summaries[type] else { return (Chain(names: [], count: 0), 0) }
    return (Chain(names: summary.chain, count: summary.count), propertyCounts[type] ?? 0)
  }
}
