/// The first pass of `TreeJSONWriter`: every piece of text the output needs, made once into one
/// pool of bytes, and the output's size.
struct JSONTextPool {
  private(set) var bytes: [UInt8] = []
  /// Where each tree symbol's JSON literal, each property's key (with its colon) and each
  /// typed value is in the pool; pieces the output does not need stay empty.
  private(set) var symbolLiterals: [Range<Int>]
  private(set) var propertyKeys: [Range<Int>]
  /// Each declaration as a member of a style object, comma first (`,"key":value`): its
  /// property is its own, so one piece serves every node it styles.
  private(set) var declarationMembers: [Range<Int>]
  private(set) var typedValues: [Range<Int>]
  private(set) var estimatedSize = 0
  /// Consecutive preorder ranges of nodes, each of about `runSize` bytes of output.
  private(set) var runs: [Run] = []

  struct Run: Sendable {
    var nodes: Range<NodeIndex>
    /// The depth of the run's first node.
    var depth: Int
    var estimatedSize: Int
  }

  init(tree: StyleTree, styles: ResolvedStyles, compact: Bool, runSize: Int) {
    var symbols = [Range<Int>?](repeating: nil, count: tree.symbols.count)
    var keys = [Range<Int>?](repeating: nil, count: styles.sheet.ruleSet.propertyNames.count)
    var declarations = [Range<Int>?](repeating: nil, count: styles.sheet.declarations.count)
    var typed = [Range<Int>?](repeating: nil, count: styles.typedValues.count)
    var bytes: [UInt8] = []
    func pooled(_ text: String) -> Range<Int> {
      let start = bytes.count
      bytes.append(contentsOf: text.utf8)
      return start..<bytes.count
    }
    func literal(_ symbol: TreeSymbol) -> Int {
      if let range = symbols[symbol] { return range.count }
      let range = pooled(jsonString(tree.symbols[symbol]))
      symbols[symbol] = range
      return range.count
    }
    func key(_ property: PropertyID) -> String {
      jsonString(styles.sheet.ruleSet.propertyNames[property]) + (compact ? ":" : ": ")
    }
    func entry(_ entry: ResolvedStyles.Entry) -> Int {
      let property = entry.property
      guard entry.value >= 0 else {
        let declaration = entry.declaration
        if declarations[declaration] == nil {
          declarations[declaration] = pooled(
            "," + key(property) + jsonValue(styles.sheet.declarations[declaration].value, compact: compact))
        }
        return declarations[declaration]?.count ?? 0
      }
      if keys[property] == nil { keys[property] = pooled(key(property)) }
      let index = Int(entry.value)
      if typed[index] == nil {
        typed[index] = pooled(jsonValue(styles.typedValues[index], compact: compact))
      }
      return (keys[property]?.count ?? 0) + (typed[index]?.count ?? 0) + 1
    }
    var depths = [Int](repeating: 0, count: tree.count)
    var size = 0
    var runList: [Run] = []
    var runStart = (node: NodeIndex.root, size: 0)
    for node in tree.nodeIndices {
      if size - runStart.size >= runSize {
        runList.append(
          Run(
            nodes: runStart.node..<node, depth: depths[runStart.node], estimatedSize: size - runStart.size))
        runStart = (node, size)
      }
      // Parents come before their children in preorder.
      let parent = tree.parents[node]
      if parent.isPresent { depths[node] = depths[parent] + 1 }
      // An estimate, which only balances the runs: a node's object has up to eight lines of
      // its own (its braces, `type`, `id`, `classes`, `state`, `style`, `children`), each
      // costing its indentation and line break (`line`, one byte when compact), and about 48
      // bytes of keys and punctuation besides its names and properties. Indentation stops
      // growing where the writer's does: counting every level estimated a chain 100,000 deep at
      // 90 GB, which the buffer then reserved.
      let line = compact ? 1 : 6 + JSONChunkWriter.indentation(atDepth: depths[node])
      size += 8 * line + 48 + literal(tree.types[node])
      if tree.ids[node].isPresent { size += literal(tree.ids[node]) }
      for symbol in tree.classes[node] { size += literal(symbol) + 2 }
      for symbol in tree.states[node] { size += literal(symbol) + 2 }
      for resolved in styles.entries(of: node) { size += line + entry(resolved) }
    }
    if tree.count > 0 {
      runList.append(
        Run(
          nodes: runStart.node..<tree.nodeIndices.upperBound, depth: depths[runStart.node],
          estimatedSize: size - runStart.size))
    }
    self.bytes = bytes
    runs = runList
    symbolLiterals = symbols.map { $0 ?? 0..<0 }
    propertyKeys = keys.map { $0 ?? 0..<0 }
    declarationMembers = declarations.map { $0 ?? 0..<0 }
    typedValues = typed.map { $0 ?? 0..<0 }
    estimatedSize = size
  }
}
