/// The tree's nodes in the stylesheet's symbols, computed once per resolve so that matching
/// compares integers: each node's type, id, classes and state keys as the sheet's symbols
/// (names the sheet never uses are dropped: no selector can ask for them), and each type's
/// superclass chain.
struct NodeView {
  private(set) var type: [Int32]
  private(set) var id: [Int32]
  private(set) var classStart: [Int32]
  private(set) var classPool: [Int32]
  private(set) var stateStart: [Int32]
  private(set) var statePool: [Int32]
  /// Each node's chain of types (itself first), as sheet symbols: nodes of one type share one
  /// chain, `chainPool[chainStart[c]..<chainStart[c + 1]]` for `c = chain[node]`.
  private(set) var chain: [Int32]
  private(set) var chainStart: [Int32]
  private(set) var chainPool: [Int32]

  /// A view of no nodes, to hold while the real one is being changed in place.
  static let empty = NodeView(tree: StyleTree(environment: Environment()), symbols: SymbolTable())

  init(tree: StyleTree, symbols: SymbolTable) {
    let sheetSymbol = tree.symbols.names.map { symbols.lookup($0) ?? -1 }
    let stateKey = tree.symbols.names.map { Self.stateKey($0, in: symbols) }
    // Chain 0 is empty, for a type without one.
    var chainOfType = [Int32](repeating: 0, count: tree.symbols.count)
    var chainStart: [Int32] = [0, 0]
    var chainPool: [Int32] = []
    for (treeType, types) in tree.typeChains.sorted(by: { $0.key < $1.key }) {
      chainPool += types.map { sheetSymbol[Int($0)] }.filter { $0 >= 0 }
      chainOfType[Int(treeType)] = Int32(chainStart.count - 1)
      chainStart.append(Int32(chainPool.count))
    }
    var type: [Int32] = []
    var id: [Int32] = []
    var classStart: [Int32] = [0]
    var classPool: [Int32] = []
    var stateStart: [Int32] = [0]
    var statePool: [Int32] = []
    var chain: [Int32] = []
    type.reserveCapacity(tree.count)
    id.reserveCapacity(tree.count)
    chain.reserveCapacity(tree.count)
    for node in 0..<tree.count {
      let treeType = tree.types[node]
      type.append(sheetSymbol[Int(treeType)])
      id.append(tree.ids[node] < 0 ? -1 : sheetSymbol[Int(tree.ids[node])])
      for name in tree.classes[node] where sheetSymbol[Int(name)] >= 0 {
        classPool.append(sheetSymbol[Int(name)])
      }
      classStart.append(Int32(classPool.count))
      for name in tree.states[node] where stateKey[Int(name)] >= 0 { statePool.append(stateKey[Int(name)]) }
      stateStart.append(Int32(statePool.count))
      chain.append(chainOfType[Int(treeType)])
    }
    self.type = type
    self.id = id
    self.classStart = classStart
    self.classPool = classPool
    self.stateStart = stateStart
    self.statePool = statePool
    self.chain = chain
    self.chainStart = chainStart
    self.chainPool = chainPool
  }

  /// Where the node's chain of types is in `chainPool`.
  func chainPositions(of node: Int) -> Range<Int> {
    let chain = Int(chain[node])
    return Int(chainStart[chain])..<Int(chainStart[chain + 1])
  }

  /// The sheet's symbol for a state name as selectors compare it, or -1.
  static func stateKey(_ name: String, in symbols: SymbolTable) -> Int32 {
    symbols.lookup(PseudoClass.stateKey(name)) ?? -1
  }

  /// Gives `node` new classes and states, as the sheet's symbols (the others dropped).
  /// - Complexity: O(nodes) to shift the later nodes' slices; no other node is recomputed.
  mutating func replace(node: Int, classes: [Int32], stateKeys: [Int32]) {
    Self.replace(node, in: &classPool, starts: &classStart, with: classes.filter { $0 >= 0 })
    Self.replace(node, in: &statePool, starts: &stateStart, with: stateKeys.filter { $0 >= 0 })
  }

  private static func replace(
    _ node: Int, in pool: inout [Int32], starts: inout [Int32], with symbols: [Int32]
  ) {
    let range = Int(starts[node])..<Int(starts[node + 1])
    pool.replaceSubrange(range, with: symbols)
    let delta = Int32(symbols.count - range.count)
    guard delta != 0 else { return }
    for later in (node + 1)..<starts.count { starts[later] += delta }
  }

  func hasClass(_ node: Int, _ name: Int32) -> Bool {
    Self.contains(name, in: classPool, from: classStart, at: node)
  }

  func hasState(_ node: Int, _ key: Int32) -> Bool {
    Self.contains(key, in: statePool, from: stateStart, at: node)
  }

  func isKind(_ node: Int, of type: Int32) -> Bool {
    Self.contains(type, in: chainPool, from: chainStart, at: Int(chain[node]))
  }

  /// Whether a slice of a pool (`pool[starts[slice]..<starts[slice + 1]]`) holds `symbol`.
  private static func contains(_ symbol: Int32, in pool: [Int32], from starts: [Int32], at slice: Int) -> Bool
  {
    var position = Int(starts[slice])
    let end = Int(starts[slice + 1])
    while position < end {
      if pool[position] == symbol { return true }
      position += 1
    }
    return false
  }
}
