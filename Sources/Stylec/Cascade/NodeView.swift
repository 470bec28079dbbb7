/// The tree's nodes in the stylesheet's symbols, computed once per resolve so that matching
/// compares integers: each node's type, id, classes and state keys as the sheet's symbols
/// (names the sheet never uses are dropped: no selector can ask for them), and where each type
/// sits in the type hierarchy.
///
/// The hierarchy is numbered in preorder (an Euler tour of the superclass forest), so a type's
/// subclasses are one interval of numbers: `^T` tests a node in O(1), however long the chains,
/// and no per-type copy of a chain is made.
struct NodeView {
  private(set) var type: [Int32]
  private(set) var id: [Int32]
  private(set) var classStart: [Int32]
  private(set) var classPool: [Int32]
  private(set) var stateStart: [Int32]
  private(set) var statePool: [Int32]
  /// Each node's type's place in the hierarchy's preorder.
  private let typeOrder: [Int32]
  /// For each sheet symbol naming a type of the tree's hierarchy, the preorder interval of it
  /// and its subclasses (empty for other symbols).
  private let kindStart: [Int32]
  private let kindEnd: [Int32]
  /// Tree symbols: each type's superclass, the nearest type from it up whose `^` bucket has
  /// rules (-1 for none), and the sheet's symbol for each.
  private let superclasses: [Int32]
  private let nearestRuledSupertype: [Int32]
  private let sheetSymbol: [Int32]
  private let treeType: [Int32]

  /// A view of no nodes, to hold while the real one is being changed in place.
  static let empty = NodeView(
    tree: StyleTree(environment: Environment()), symbols: SymbolTable(), hasSupertypeRules: { _ in false })

  /// - Parameter hasSupertypeRules: whether a sheet symbol's `^` bucket holds rules.
  init(tree: StyleTree, symbols: SymbolTable, hasSupertypeRules: (Int32) -> Bool) {
    let sheetSymbol = tree.symbols.names.map { symbols.lookup($0) ?? -1 }
    let stateKey = tree.symbols.names.map { Self.stateKey($0, in: symbols) }
    self.sheetSymbol = sheetSymbol
    superclasses = tree.superclasses
    treeType = tree.types
    let hierarchy = TypeHierarchy(superclasses: tree.superclasses, nodeTypes: tree.types)
    typeOrder = tree.types.map { $0 >= 0 ? hierarchy.order[Int($0)] : -1 }
    var kindStart = [Int32](repeating: 0, count: symbols.count)
    var kindEnd = kindStart
    var nearestRuledSupertype = [Int32](repeating: -1, count: tree.superclasses.count)
    // Preorder puts every superclass before its subclasses.
    for type in hierarchy.preorder {
      let symbol = sheetSymbol[Int(type)]
      if symbol >= 0 {
        kindStart[Int(symbol)] = hierarchy.order[Int(type)]
        kindEnd[Int(symbol)] = hierarchy.end[Int(type)]
      }
      let superclass = tree.superclasses[Int(type)]
      nearestRuledSupertype[Int(type)] =
        symbol >= 0 && hasSupertypeRules(symbol)
        ? type : superclass >= 0 ? nearestRuledSupertype[Int(superclass)] : -1
    }
    self.kindStart = kindStart
    self.kindEnd = kindEnd
    self.nearestRuledSupertype = nearestRuledSupertype
    var type: [Int32] = []
    var id: [Int32] = []
    var classStart: [Int32] = [0]
    var classPool: [Int32] = []
    var stateStart: [Int32] = [0]
    var statePool: [Int32] = []
    type.reserveCapacity(tree.count)
    id.reserveCapacity(tree.count)
    for node in 0..<tree.count {
      let treeType = tree.types[node]
      type.append(sheetSymbol[Int(treeType)])
      id.append(tree.ids[node] < 0 ? -1 : sheetSymbol[Int(tree.ids[node])])
      for name in tree.classes[node] where sheetSymbol[Int(name)] >= 0 {
        classPool.append(sheetSymbol[Int(name)])
      }
      Self.sortIfLong(&classPool, from: Int(classStart[node]))
      classStart.append(Int32(classPool.count))
      for name in tree.states[node] where stateKey[Int(name)] >= 0 { statePool.append(stateKey[Int(name)]) }
      Self.sortIfLong(&statePool, from: Int(stateStart[node]))
      stateStart.append(Int32(statePool.count))
    }
    self.type = type
    self.id = id
    self.classStart = classStart
    self.classPool = classPool
    self.stateStart = stateStart
    self.statePool = statePool
  }

  /// Calls `body` with each sheet symbol of the node's type and its superclasses, nearest
  /// first, whose `^` bucket has rules; types without such rules are skipped in O(1) each.
  @inline(__always)
  func forEachRuledSupertype(of node: Int, _ body: (Int32) -> Void) {
    let type = treeType[node]
    var current = type >= 0 ? nearestRuledSupertype[Int(type)] : -1
    while current >= 0 {
      body(sheetSymbol[Int(current)])
      let superclass = superclasses[Int(current)]
      current = superclass >= 0 ? nearestRuledSupertype[Int(superclass)] : -1
    }
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
    pool.replaceSubrange(range, with: symbols.count > Self.scannedSliceLimit ? symbols.sorted() : symbols)
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

  /// Whether the node's type is `type` or a subclass of it (`type` a sheet symbol).
  /// - Complexity: O(1).
  func isKind(_ node: Int, of type: Int32) -> Bool {
    let order = typeOrder[node]
    return Int(type) < kindStart.count && kindStart[Int(type)] <= order && order < kindEnd[Int(type)]
  }

  /// Slices longer than this are kept sorted and searched by halves: a node with 20,000
  /// classes tested against a rule per class was 400 million comparisons.
  private static let scannedSliceLimit = 8

  /// Sorts `pool[start...]`, the slice just appended, when it is long.
  private static func sortIfLong(_ pool: inout [Int32], from start: Int) {
    if pool.count - start > scannedSliceLimit { pool[start...].sort() }
  }

  /// Whether a slice of a pool (`pool[starts[slice]..<starts[slice + 1]]`) holds `symbol`.
  /// - Complexity: O(log n) for a slice of n symbols (short ones are scanned).
  private static func contains(_ symbol: Int32, in pool: [Int32], from starts: [Int32], at slice: Int) -> Bool
  {
    var position = Int(starts[slice])
    var end = Int(starts[slice + 1])
    while end - position > scannedSliceLimit {
      let middle = (position + end) / 2
      if pool[middle] < symbol { position = middle + 1 } else { end = middle + 1 }
      if pool[middle] == symbol { return true }
    }
    while position < end {
      if pool[position] == symbol { return true }
      position += 1
    }
    return false
  }
}
