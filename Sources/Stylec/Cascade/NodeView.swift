/// The tree's nodes in the stylesheet's symbols, computed once per resolve so that matching
/// compares integers: each node's type, id, classes and state keys as the sheet's symbols
/// (names the sheet never uses are dropped: no selector can ask for them), and each type's
/// superclass chain.
struct NodeView {
  let type: [Int32]
  let id: [Int32]
  let classStart: [Int32]
  let classPool: [Int32]
  let stateStart: [Int32]
  let statePool: [Int32]
  /// Each node's chain of types (itself first), as sheet symbols.
  let chainStart: [Int32]
  let chainPool: [Int32]

  init(tree: StyleTree, symbols: SymbolTable) {
    let sheetSymbol = tree.symbols.names.map { symbols.lookup($0) ?? -1 }
    let stateKey = tree.symbols.names.map { symbols.lookup(PseudoClass.stateKey($0)) ?? -1 }
    var chains: [Int32: [Int32]] = [:]
    for (treeType, chain) in tree.typeChains {
      chains[treeType] = chain.map { sheetSymbol[Int($0)] }.filter { $0 >= 0 }
    }
    var type: [Int32] = []
    var id: [Int32] = []
    var classStart: [Int32] = [0]
    var classPool: [Int32] = []
    var stateStart: [Int32] = [0]
    var statePool: [Int32] = []
    var chainStart: [Int32] = [0]
    var chainPool: [Int32] = []
    type.reserveCapacity(tree.count)
    id.reserveCapacity(tree.count)
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
      chainPool += chains[treeType] ?? []
      chainStart.append(Int32(chainPool.count))
    }
    self.type = type
    self.id = id
    self.classStart = classStart
    self.classPool = classPool
    self.stateStart = stateStart
    self.statePool = statePool
    self.chainStart = chainStart
    self.chainPool = chainPool
  }

  func hasClass(_ node: Int, _ name: Int32) -> Bool {
    Self.contains(name, in: classPool, from: classStart, node: node)
  }

  func hasState(_ node: Int, _ key: Int32) -> Bool {
    Self.contains(key, in: statePool, from: stateStart, node: node)
  }

  func isKind(_ node: Int, of type: Int32) -> Bool {
    Self.contains(type, in: chainPool, from: chainStart, node: node)
  }

  /// Whether the node's slice of a pool (`pool[starts[node]..<starts[node + 1]]`) holds `symbol`.
  private static func contains(_ symbol: Int32, in pool: [Int32], from starts: [Int32], node: Int) -> Bool {
    var position = Int(starts[node])
    let end = Int(starts[node + 1])
    while position < end {
      if pool[position] == symbol { return true }
      position += 1
    }
    return false
  }
}
