/// Every node's resolved properties, each with the rule and declaration that set it.
public struct ResolvedStyles: Sendable {
  struct Entry: Hashable, Sendable {
    var property: Int32
    var declaration: Int32
    var rule: Int32
    /// Index into `typedValues`, or -1 for the declaration's value as written.
    var value: Int32 = -1
  }

  let sheet: Stylesheet
  /// The tree the styles were resolved for.
  public internal(set) var tree: StyleTree
  let precedence: Precedence
  /// Node n's entries are `entries[offsets[n]..<offsets[n + 1]]`, sorted by property name.
  private(set) var offsets: [Int32]
  private(set) var entries: [Entry]
  /// Nodes restyled since the full resolve (by `LiveStyles`), whose entries replace theirs above.
  var patches: [Int32: [Entry]] = [:]
  /// Values converted to their property's type, when resolved with a schema.
  let typedValues: [Value]
  /// Values that do not fit their property's type, when resolved with a schema: each reported
  /// once, at its declaration.
  public let diagnostics: [Diagnostic]

  /// The node's properties, sorted by name.
  public func properties(of node: StyleTree.Node) -> [ResolvedProperty] {
    guard node.index >= 0, node.index + 1 < offsets.count else { return [] }
    return entries(of: node.index).map(property)
  }

  /// One property of a node, by its canonical (kebab-case) name.
  public func property(_ name: String, of node: StyleTree.Node) -> ResolvedProperty? {
    properties(of: node).first { $0.name == kebabCase(name) || $0.name == name }
  }

  /// How many properties the node has.
  public func propertyCount(of node: StyleTree.Node) -> Int {
    guard node.index >= 0, node.index + 1 < offsets.count else { return 0 }
    return entries(of: node.index).count
  }

  /// Folds the patches into the flat arrays, so that lookups stay O(1) after many changes.
  mutating func applyPatches() {
    var newOffsets: [Int32] = [0]
    newOffsets.reserveCapacity(offsets.count)
    var newEntries: [Entry] = []
    newEntries.reserveCapacity(entries.count)
    for node in 0..<(offsets.count - 1) {
      newEntries += entries(of: node)
      newOffsets.append(Int32(newEntries.count))
    }
    offsets = newOffsets
    entries = newEntries
    patches = [:]
  }

  /// A node's entries, sorted by property.
  func entries(of node: Int) -> ArraySlice<Entry> {
    if !patches.isEmpty, let patched = patches[Int32(node)] { return patched[...] }
    return entries[Int(offsets[node])..<Int(offsets[node + 1])]
  }

  private func property(_ entry: Entry) -> ResolvedProperty {
    let declaration = sheet.declarations[Int(entry.declaration)]
    let rule = sheet.entries[Int(entry.rule)]
    return ResolvedProperty(
      name: sheet.ruleSet.propertyNames[Int(entry.property)],
      value: entry.value >= 0 ? typedValues[Int(entry.value)] : declaration.value,
      selector: rule.selector.text, score: rule.selector.score(precedence),
      location: sheet.files[declaration.file].location(declaration.range))
  }
}

/// A node's property: its value, and where it came from.
public struct ResolvedProperty: Hashable, Sendable {
  /// The canonical key: kebab-case, `layer.corner-radius` for nested properties,
  /// `title-color[state:highlighted]` with arguments.
  public var name: String
  /// The value.
  public var value: Value
  /// The selector of the rule that set it, with nesting resolved.
  public var selector: String
  /// That rule's score under the precedence used.
  public var score: Int
  /// Where the winning declaration is written.
  public var location: SourceLocation
}
