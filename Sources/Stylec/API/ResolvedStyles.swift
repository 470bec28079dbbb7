/// Every node's resolved properties, each with the rule and declaration that set it.
public struct ResolvedStyles: Sendable {
  struct Entry: Hashable, Sendable {
    var property: PropertyID
    var declaration: DeclarationID
    var rule: RuleID
    /// Index into `typedValues`, or -1 for the declaration's value as written.
    var value: Int32 = -1
  }

  let sheet: Stylesheet
  /// The tree the styles were resolved for.
  public internal(set) var tree: StyleTree
  let precedence: Precedence
  /// Every node's entries, sorted by property name, in consecutive preorder segments: one per
  /// core that resolved them, kept apart rather than copied into one array of megabytes.
  private(set) var segments: [Segment]
  /// Nodes restyled since the full resolve (by `LiveStyles`), whose entries replace theirs above.
  var patches: [NodeIndex: [Entry]] = [:]
  /// Values converted to their property's type, when resolved with a schema, and the values of
  /// code styles.
  private(set) var typedValues: [StyleValue]
  /// Values that do not fit their property's type, when resolved with a schema: each reported
  /// once, at its declaration (or its code style). `LiveStyles` keeps them current: a failure
  /// its changes bring is added, one no node meets any more is taken out.
  public internal(set) var diagnostics: [Diagnostic]

  /// The entries of a preorder range of nodes, as one walk of the cascade resolved them.
  struct Segment: Sendable {
    /// The range's first node.
    var firstNode: NodeIndex
    /// Where each node's entries end: node `firstNode + k` has `entries[ends[k - 1]..<ends[k]]`.
    var ends: [Int32]
    var entries: [Entry]

    func entries(ofNodeAt position: Int) -> ArraySlice<Entry> {
      entries[(position == 0 ? 0 : Int(ends[position - 1]))..<Int(ends[position])]
    }
  }

  /// The node's properties, sorted by name. The node must be in `tree` (`StyleTree.contains(_:)`):
  /// an ID of a removed node or another tree traps, never reads another node's styles.
  public func properties(of node: StyleTree.NodeID) -> [ResolvedProperty] {
    entries(of: tree.place(of: node)).map(property)
  }

  /// One property of a node, by its canonical (kebab-case) name, or by the other name UIKit
  /// gives it on the node's type (`corner-radius` and `layer.corner-radius` on a view), so that
  /// styles resolved with or without a schema read alike.
  public func property(_ name: String, of node: StyleTree.NodeID) -> ResolvedProperty? {
    let properties = properties(of: node)
    let canonical = kebabCase(name)
    if let found = properties.first(where: { $0.name == canonical || $0.name == name }) { return found }
    let alternatives = alternativeNames(of: canonical, node: node)
    return properties.first { alternatives.contains($0.name) }
  }

  /// The value of one property of a node, by its name in any case style
  /// (`styles[node, "titleColor[state:highlighted]"]`); nil when no rule sets it.
  public subscript(node: StyleTree.NodeID, property: String) -> StyleValue? {
    self.property(property, of: node)?.value
  }

  /// How many properties the node has.
  public func propertyCount(of node: StyleTree.NodeID) -> Int { entries(of: tree.place(of: node)).count }

  /// Replaces a node's entries with those of a walk of the cascade, whose values were added at
  /// `offset` (`append(values:)`).
  mutating func patch(_ node: NodeIndex, entries: ArraySlice<Entry>, offset: Int32) {
    patches[node] = entries.map { entry in
      var moved = entry
      if moved.value >= 0 { moved.value += offset }
      return moved
    }
  }

  /// Adds a walk's values, giving the offset its entries' `value` take.
  mutating func append(values: [StyleValue]) -> Int32 {
    let offset = Int32(typedValues.count)
    typedValues += values
    return offset
  }

  /// The styles of `tree`, an edit of this one laid out by `splice`, with each node's entries
  /// as its node had them here; a node new to it has none until it is restyled. The patches
  /// are folded in on the way.
  /// - Complexity: O(nodes + entries), copies of contiguous slices: each run of nodes within
  ///   one segment and between patched nodes is one copy.
  func carried(to tree: StyleTree, by splice: TreeSplice) -> ResolvedStyles {
    var segment = Segment(firstNode: .root, ends: [], entries: [])
    segment.ends.reserveCapacity(tree.count)
    segment.entries.reserveCapacity(segments.reduce(0) { $0 + $1.entries.count })
    let patched = patches.keys.sorted()
    for run in splice.runs {
      switch run {
      case .kept(let range): appendEntries(of: range, to: &segment, patched: patched)
      case .inserted(let count): segment.ends += repeatElement(Int32(segment.entries.count), count: count)
      }
    }
    // Code values name their style by its number in the tree's table of origins, which the
    // edit may have renumbered (those of removed nodes go): each is named by its new number.
    let ruleCount = sheet.entries.count
    let oldOrigins = self.tree.codeStyles.origins
    if !oldOrigins.isEmpty, oldOrigins != tree.codeStyles.origins {
      let renumbered = oldOrigins.map { tree.codeStyles.number(of: $0) }
      for index in segment.entries.indices where segment.entries[index].rule.position >= ruleCount {
        let old = segment.entries[index].rule.position - ruleCount
        guard let number = renumbered[old] else {
          preconditionFailure("a kept node's code value names a style the edit dropped")
        }
        segment.entries[index].rule = RuleID(ruleCount + Int(number))
      }
    }
    return ResolvedStyles(
      sheet: sheet, tree: tree, precedence: precedence, segments: [segment], typedValues: typedValues,
      diagnostics: diagnostics, valuesAtFold: valuesAtFold)
  }

  /// Appends the entries of the nodes of `range` to `target`, a patched node's from its patch.
  private func appendEntries(of range: Range<NodeIndex>, to target: inout Segment, patched: [NodeIndex]) {
    var node = range.lowerBound
    var nextPatched = patched.firstIndex { $0 >= node } ?? patched.count
    var index = segments.lastIndex { $0.firstNode <= node } ?? 0
    while node < range.upperBound {
      if nextPatched < patched.count, patched[nextPatched] == node {
        target.entries += patches[node]!
        target.ends.append(Int32(target.entries.count))
        node = node.advanced(by: 1)
        nextPatched += 1
        continue
      }
      while index + 1 < segments.count, segments[index + 1].firstNode <= node { index += 1 }
      // The nodes up to the range's end, the segment's end or the next patched node.
      let source = segments[index]
      var end = range.upperBound
      if index + 1 < segments.count { end = min(end, segments[index + 1].firstNode) }
      if nextPatched < patched.count { end = min(end, patched[nextPatched]) }
      let first = source.firstNode.distance(to: node)
      let last = source.firstNode.distance(to: end)
      let start = first == 0 ? 0 : Int(source.ends[first - 1])
      let shift = Int32(target.entries.count - start)
      target.entries += source.entries[start..<Int(source.ends[last - 1])]
      target.ends += source.ends[first..<last].lazy.map { $0 + shift }
      node = end
    }
  }

  /// How many values there were when the patches were last folded (or the styles resolved).
  var valuesAtFold: Int

  /// Folds the patches once they are many, or once the values they added are many: a node
  /// restyled again and again adds its typed values each time.
  mutating func foldPatchesIfLarge() {
    if patches.count > max(1024, tree.count / 4) || typedValues.count > max(4096, 2 * valuesAtFold) {
      applyPatches()
    }
  }

  /// Folds the patches into one segment, so that lookups stay O(1) after many changes, and keeps
  /// only the values some entry still uses.
  mutating func applyPatches() {
    var folded = Segment(firstNode: .root, ends: [], entries: [])
    folded.ends.reserveCapacity(tree.count)
    folded.entries.reserveCapacity(segments.reduce(0) { $0 + $1.entries.count })
    var kept: [StyleValue] = []
    var renumbered: [Int32: Int32] = [:]
    for node in tree.nodeIndices {
      for var entry in entries(of: node) {
        if entry.value >= 0 {
          if let number = renumbered[entry.value] {
            entry.value = number
          } else {
            kept.append(typedValues[Int(entry.value)])
            renumbered[entry.value] = Int32(kept.count - 1)
            entry.value = Int32(kept.count - 1)
          }
        }
        folded.entries.append(entry)
      }
      folded.ends.append(Int32(folded.entries.count))
    }
    segments = [folded]
    typedValues = kept
    valuesAtFold = kept.count
    patches = [:]
  }

  /// A node's properties' names and values, sorted by name: what a change compares.
  func namedValues(of node: NodeIndex) -> [(name: String, value: StyleValue)] {
    entries(of: node).map { entry in (sheet.ruleSet.propertyNames[entry.property], value(of: entry)) }
  }

  /// An entry's value: typed (or code's), or as the declaration writes it.
  func value(of entry: Entry) -> StyleValue {
    entry.value >= 0 ? typedValues[Int(entry.value)] : sheet.declarations[entry.declaration].value
  }

  /// A node's entries, sorted by property.
  func entries(of node: NodeIndex) -> ArraySlice<Entry> {
    if !patches.isEmpty, let patched = patches[node] { return patched[...] }
    var segment = segments.count - 1
    while segment > 0, segments[segment].firstNode > node { segment -= 1 }
    return segments[segment].entries(ofNodeAt: segments[segment].firstNode.distance(to: node))
  }

  private func property(_ entry: Entry) -> ResolvedProperty {
    let name = sheet.ruleSet.propertyNames[entry.property]
    guard entry.rule.position < sheet.entries.count else {
      let origin = tree.codeStyles.origins[entry.rule.position - sheet.entries.count]
      return ResolvedProperty(
        name: name, value: typedValues[Int(entry.value)], selector: origin.name, score: 0,
        location: origin.location, origin: origin.isViewStyle ? .viewStyle : .codeStyle)
    }
    let declaration = sheet.declarations[entry.declaration]
    let rule = sheet.entries[entry.rule]
    return ResolvedProperty(
      name: name, value: entry.value >= 0 ? typedValues[Int(entry.value)] : declaration.value,
      selector: rule.selector.text, score: rule.selector.score(precedence),
      location: sheet.files[declaration.file].location(declaration.range), origin: .stylesheet)
  }
}

/// A node's property: its value, and where it came from.
public struct ResolvedProperty: Hashable, Sendable, Codable {
  /// The canonical key: kebab-case, `layer.corner-radius` for nested properties,
  /// `title-color[state:highlighted]` with arguments.
  public var name: String
  /// The value.
  public var value: StyleValue
  /// The selector of the rule that set it, with nesting resolved; for a value set in code, the
  /// code style's name (`ColorView(#ff0000)`), or `style` for the view's own block.
  public var selector: String
  /// That rule's score under the precedence used; 0 for a value set in code, which outranks
  /// every rule whatever its score.
  public var score: Int
  /// Where the winning declaration is written: in a stylesheet, or the Swift file and line of
  /// the code style or view that set it.
  public var location: SourceLocation
  /// Whether a stylesheet rule, a code style or the view's own block set it.
  public var origin: StyleOrigin
}

extension ResolvedStyles {
  /// The styled tree as `stylec apply` prints it, as UTF-8 bytes: the tree's root node as JSON,
  /// each node with its `type`, `id`, `classes`, `state`, a `style` object of its resolved
  /// properties sorted by name, and `children`; two spaces of indentation a level, a node's
  /// `children` array opening on its first child's line (`"children": [{`) so that each tree
  /// level costs two spaces; none when `compact`. Past 64 levels lines indent no further (the
  /// indentation of a deep chain would grow with the square of its depth).
  /// The same inputs give the same bytes.
  public func jsonBytes(compact: Bool = false) -> [UInt8] {
    TreeJSONWriter(tree: tree, styles: self, compact: compact).bytes()
  }

  /// Writes the bytes of `jsonBytes(compact:)` to `sink` in pieces of up to 64 KB, in order,
  /// so that an output of tens of megabytes need not be held whole. Each piece is valid only
  /// during its call.
  public func writeJSON(compact: Bool = false, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
    TreeJSONWriter(tree: tree, styles: self, compact: compact).write { piece, _ in sink(piece) }
  }

  /// The styled tree as JSON text (see `jsonBytes(compact:)`).
  public func json(compact: Bool = false) -> String {
    String(decoding: jsonBytes(compact: compact), as: UTF8.self)
  }

  /// An indented outline for people: each node, then its properties with the rule and line
  /// that set each one. Past 64 levels lines indent no further, and a node's line names its
  /// depth (`[depth 65] UILabel`).
  public func outline() -> String { TreeOutlineWriter(tree: tree, styles: self).text() }

  /// Writes the bytes of `outline()` to `sink` in pieces of about 64 KB, in order, so that a
  /// large tree's outline need not be held whole. Each piece is valid only during its call.
  public func writeOutline(to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
    TreeOutlineWriter(tree: tree, styles: self).write(to: sink)
  }
}
