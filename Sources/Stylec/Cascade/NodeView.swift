/// The tree's nodes in the stylesheet's symbols, computed once per resolve so that matching
/// compares integers: each node's type, id, classes and state keys as the sheet's symbols
/// (names the sheet never uses are dropped: no selector can ask for them), and where each type
/// sits in the type hierarchy.
///
/// The hierarchy is numbered in preorder (an Euler tour of the superclass forest), so a type's
/// subclasses are one interval of numbers: `^T` tests a node in O(1), however long the chains,
/// and no per-type copy of a chain is made.
struct NodeView {
  private(set) var type: [SheetSymbol]
  private(set) var id: [SheetSymbol]
  /// Node `n`'s classes are `classPool[classStart[n]..<classStart[n + 1]]` (`classes(of:)`).
  private(set) var classStart: [Int32]
  private(set) var classPool: [SheetSymbol]
  private(set) var stateStart: [Int32]
  private(set) var statePool: [SheetSymbol]
  /// Each node's type's place in the hierarchy's preorder.
  private var typeOrder: [Int32]
  /// For each sheet symbol naming a type of the tree's hierarchy, the preorder interval of it
  /// and its subclasses (empty for other symbols).
  private let kindStart: [Int32]
  private let kindEnd: [Int32]
  /// By tree symbol: each type's superclass, the nearest type from it up whose `^` bucket has
  /// rules (`absent` for none), and the sheet's symbol for each name.
  private let superclasses: [TreeSymbol]
  private let nearestRuledSupertype: [TreeSymbol]
  private var sheetSymbol: [SheetSymbol]
  private var treeType: [TreeSymbol]
  /// By tree symbol, what `init` reads each name as: an id or class as the sheet compares
  /// it, a state's key, a type as the sheet names it, and a type's place in the hierarchy's
  /// preorder (-1 for a type no node has nor descends from); kept for splices.
  private var nameSymbol: [SheetSymbol]
  private var stateKey: [SheetSymbol]
  private var typeSymbol: [SheetSymbol]
  private let orderOfType: [Int32]
  /// The sheet's symbols and whether it folds the case of names: for the names a splice adds.
  private let sheetSymbols: SymbolTable<SheetSymbol>
  private let foldsNameCase: Bool
  /// The tree's `symbolNumbering` when the view was made: the tree symbols it reads.
  private let symbolNumbering: Int

  /// A view of no nodes, to hold while the real one is being changed in place.
  static let empty = NodeView(
    tree: StyleTree(environment: StyleEnvironment()), symbols: SymbolTable(), dialect: .stylec,
    hasSupertypeRules: { _ in false })

  /// - Parameters:
  ///   - dialect: the sheet's, which says how names and types compare
  ///     (`Dialect.foldsNameCase`, `Dialect.matchesNearestKnownType`).
  ///   - hasSupertypeRules: whether a sheet symbol's `^` bucket holds rules.
  init(
    tree: StyleTree, symbols: SymbolTable<SheetSymbol>, dialect: Dialect,
    hasSupertypeRules: (SheetSymbol) -> Bool
  ) {
    let sheetSymbol = tree.symbols.names.map { symbols.lookup($0) ?? .absent }
    // Ids and classes as the sheet compares them; types as it names them.
    let nameSymbol =
      dialect.foldsNameCase
      ? tree.symbols.names.map { symbols.lookup($0.lowercased()) ?? .absent } : sheetSymbol
    let typeSymbol =
      dialect.matchesNearestKnownType
      ? Self.nearestKnownTypes(tree: tree, sheetSymbol: sheetSymbol) : sheetSymbol
    let stateKey = tree.symbols.names.map { Self.stateKey($0, in: symbols) }
    self.sheetSymbol = sheetSymbol
    self.nameSymbol = nameSymbol
    self.stateKey = stateKey
    self.typeSymbol = typeSymbol
    sheetSymbols = symbols
    foldsNameCase = dialect.foldsNameCase
    symbolNumbering = tree.symbolNumbering
    superclasses = tree.superclasses
    treeType = tree.types
    // The hierarchy numbers types by their tree symbols' raw values.
    let hierarchy = TypeHierarchy(
      superclasses: tree.superclasses.map(\.rawValue), nodeTypes: tree.types.map(\.rawValue))
    orderOfType = hierarchy.order
    typeOrder = tree.types.map { $0.isPresent ? hierarchy.order[$0] : -1 }
    var kindStart = [Int32](repeating: 0, count: symbols.count)
    var kindEnd = kindStart
    var nearestRuledSupertype = [TreeSymbol](repeating: .absent, count: tree.superclasses.count)
    // Preorder puts every superclass before its subclasses.
    for type in hierarchy.preorder.map(TreeSymbol.init(rawValue:)) {
      let symbol = sheetSymbol[type]
      if symbol.isPresent {
        kindStart[symbol] = hierarchy.order[type]
        kindEnd[symbol] = hierarchy.end[type]
      }
      let superclass = tree.superclasses[type]
      nearestRuledSupertype[type] =
        symbol.isPresent && hasSupertypeRules(symbol)
        ? type : superclass.isPresent ? nearestRuledSupertype[superclass] : .absent
    }
    self.kindStart = kindStart
    self.kindEnd = kindEnd
    self.nearestRuledSupertype = nearestRuledSupertype
    var type: [SheetSymbol] = []
    var id: [SheetSymbol] = []
    var classStart: [Int32] = [0]
    var classPool: [SheetSymbol] = []
    var stateStart: [Int32] = [0]
    var statePool: [SheetSymbol] = []
    type.reserveCapacity(tree.count)
    id.reserveCapacity(tree.count)
    for node in tree.nodeIndices {
      type.append(tree.types[node].isPresent ? typeSymbol[tree.types[node]] : .absent)
      id.append(tree.ids[node].isPresent ? nameSymbol[tree.ids[node]] : .absent)
      Self.appendSlice(of: tree.classes[node], readAs: nameSymbol, to: &classPool, starts: &classStart)
      Self.appendSlice(of: tree.states[node], readAs: stateKey, to: &statePool, starts: &stateStart)
    }
    self.type = type
    self.id = id
    self.classStart = classStart
    self.classPool = classPool
    self.stateStart = stateStart
    self.statePool = statePool
  }

  /// The view of `tree`, made from this one's by the splice that made `tree` from its tree:
  /// the kept nodes' entries copied slice by slice, the inserted nodes' read afresh; nil when
  /// the tree's names were renumbered since this view was made, or an inserted node's type has
  /// no place in this view's hierarchy (no node had it nor a subclass of it): a view made anew
  /// reads those.
  /// - Complexity: O(nodes), copies, and O(names) for the names the splice added.
  func spliced(to tree: StyleTree, by splice: TreeSplice) -> NodeView? {
    guard tree.symbolNumbering == symbolNumbering, tree.symbols.count >= sheetSymbol.count else { return nil }
    var view = self
    for name in tree.symbols.names[sheetSymbol.count...] {
      let symbol = sheetSymbols.lookup(name) ?? .absent
      view.sheetSymbol.append(symbol)
      view.nameSymbol.append(foldsNameCase ? sheetSymbols.lookup(name.lowercased()) ?? .absent : symbol)
      view.stateKey.append(Self.stateKey(name, in: sheetSymbols))
      view.typeSymbol.append(symbol)
    }
    var type: [SheetSymbol] = []
    var id: [SheetSymbol] = []
    var typeOrder: [Int32] = []
    var classStart: [Int32] = [0]
    var classPool: [SheetSymbol] = []
    var stateStart: [Int32] = [0]
    var statePool: [SheetSymbol] = []
    if let start = splice.insertedStart {
      for run in splice.runs {
        guard case .inserted(let count) = run else { continue }
        for node in start..<start.advanced(by: count) {
          let treeType = tree.types[node]
          guard orderOfType[treeType] >= 0 else { return nil }
          type.append(view.typeSymbol[treeType])
          typeOrder.append(orderOfType[treeType])
          id.append(tree.ids[node].isPresent ? view.nameSymbol[tree.ids[node]] : .absent)
          Self.appendSlice(
            of: tree.classes[node], readAs: view.nameSymbol, to: &classPool, starts: &classStart)
          Self.appendSlice(of: tree.states[node], readAs: view.stateKey, to: &statePool, starts: &stateStart)
        }
      }
    }
    view.type = splice.splice(self.type, inserted: type)
    view.id = splice.splice(self.id, inserted: id)
    view.typeOrder = splice.splice(self.typeOrder, inserted: typeOrder)
    view.treeType = tree.types
    (view.classPool, view.classStart) = Self.splice(
      pool: self.classPool, starts: self.classStart, by: splice, inserted: (classPool, classStart))
    (view.statePool, view.stateStart) = Self.splice(
      pool: self.statePool, starts: self.stateStart, by: splice, inserted: (statePool, stateStart))
    return view
  }

  /// A pool and its nodes' starts, spliced: each run's slices copied, its starts moved.
  private static func splice(
    pool: [SheetSymbol], starts: [Int32], by splice: TreeSplice,
    inserted: (pool: [SheetSymbol], starts: [Int32])
  ) -> ([SheetSymbol], [Int32]) {
    var newPool: [SheetSymbol] = []
    var newStarts: [Int32] = [0]
    newPool.reserveCapacity(pool.count + inserted.pool.count)
    newStarts.reserveCapacity(starts.count + inserted.starts.count)
    for run in splice.runs {
      let (source, sourceStarts, first, last): ([SheetSymbol], [Int32], Int, Int)
      switch run {
      case .kept(let range):
        (source, sourceStarts, first, last) = (
          pool, starts, range.lowerBound.position, range.upperBound.position
        )
      case .inserted(let count):
        (source, sourceStarts, first, last) = (inserted.pool, inserted.starts, 0, count)
      }
      let shift = Int32(newPool.count) - sourceStarts[first]
      newPool += source[Int(sourceStarts[first])..<Int(sourceStarts[last])]
      newStarts += sourceStarts[(first + 1)...last].lazy.map { $0 + shift }
    }
    return (newPool, newStarts)
  }

  /// By tree symbol: the sheet's symbol for the nearest class in a type's chain (itself first)
  /// that the sheet names or UIKit has, `absent` when that class is UIKit's and the sheet never
  /// names it, as InterfaCSS gives each view the nearest class it knows.
  /// - Complexity: O(tree symbols): each chain is walked once.
  private static func nearestKnownTypes(tree: StyleTree, sheetSymbol: [SheetSymbol]) -> [SheetSymbol] {
    var nearest = [SheetSymbol?](repeating: nil, count: sheetSymbol.count)
    for start in sheetSymbol.indices where nearest[start] == nil {
      var walked: [Int] = []
      var current = TreeSymbol(rawValue: Int32(start))
      var found = SheetSymbol.absent
      while current.isPresent, current.position < sheetSymbol.count {
        if let known = nearest[current.position] {
          found = known
          break
        }
        walked.append(current.position)
        if sheetSymbol[current].isPresent || StyleSchema.uikit.types[tree.symbols[current]] != nil {
          found = sheetSymbol[current]
          break
        }
        current = current.position < tree.superclasses.count ? tree.superclasses[current] : .absent
        // A loop in the superclasses (refused when the tree is read) would end here.
        if walked.count > sheetSymbol.count { break }
      }
      for position in walked { nearest[position] = found }
    }
    return nearest.map { $0 ?? .absent }
  }

  /// Where the node's classes are in `classPool`.
  func classes(of node: NodeIndex) -> Range<Int> { Self.slice(node, of: classStart) }

  /// Calls `body` with each sheet symbol of the node's type and its superclasses, nearest
  /// first, whose `^` bucket has rules; types without such rules are skipped in O(1) each.
  @inline(__always)
  func forEachRuledSupertype(of node: NodeIndex, _ body: (SheetSymbol) -> Void) {
    let type = treeType[node]
    var current = type.isPresent ? nearestRuledSupertype[type] : .absent
    while current.isPresent {
      body(sheetSymbol[current])
      let superclass = superclasses[current]
      current = superclass.isPresent ? nearestRuledSupertype[superclass] : .absent
    }
  }

  /// The sheet's symbol for a state name as selectors compare it, or `absent`.
  static func stateKey(_ name: String, in symbols: SymbolTable<SheetSymbol>) -> SheetSymbol {
    symbols.lookup(PseudoClass.stateKey(name)) ?? .absent
  }

  /// Gives `node` new classes and states, as the sheet's symbols (the others dropped).
  /// - Complexity: O(nodes) to shift the later nodes' slices; no other node is recomputed.
  mutating func replace(node: NodeIndex, classes: [SheetSymbol], stateKeys: [SheetSymbol]) {
    Self.replace(node, in: &classPool, starts: &classStart, with: classes.filter(\.isPresent))
    Self.replace(node, in: &statePool, starts: &stateStart, with: stateKeys.filter(\.isPresent))
  }

  private static func replace(
    _ node: NodeIndex, in pool: inout [SheetSymbol], starts: inout [Int32], with symbols: [SheetSymbol]
  ) {
    let range = slice(node, of: starts)
    pool.replaceSubrange(range, with: symbols.count > Self.scannedSliceLimit ? symbols.sorted() : symbols)
    let delta = Int32(symbols.count - range.count)
    guard delta != 0 else { return }
    for later in (node.position + 1)..<starts.count { starts[later] += delta }
  }

  func hasClass(_ node: NodeIndex, _ name: SheetSymbol) -> Bool {
    Self.contains(name, in: classPool, from: classStart, at: node)
  }

  func hasState(_ node: NodeIndex, _ key: SheetSymbol) -> Bool {
    Self.contains(key, in: statePool, from: stateStart, at: node)
  }

  /// Whether the node's type is `type` or a subclass of it.
  /// - Complexity: O(1).
  func isKind(_ node: NodeIndex, of type: SheetSymbol) -> Bool {
    let order = typeOrder[node]
    return type.position < kindStart.count && kindStart[type] <= order && order < kindEnd[type]
  }

  /// Slices longer than this are kept sorted and searched by halves: a node with 20,000
  /// classes tested against a rule per class was 400 million comparisons.
  private static let scannedSliceLimit = 8

  /// Appends a node's slice of a pool: its names as the sheet reads them (`readAs`, by tree
  /// symbol), those the sheet never names left out, sorted when long; and where it ends.
  @inline(__always)
  private static func appendSlice(
    of names: [TreeSymbol], readAs read: [SheetSymbol], to pool: inout [SheetSymbol], starts: inout [Int32]
  ) {
    for name in names where read[name].isPresent { pool.append(read[name]) }
    sortIfLong(&pool, from: starts[starts.count - 1])
    starts.append(Int32(pool.count))
  }

  /// Sorts `pool[start...]`, the slice just appended, when it is long.
  private static func sortIfLong(_ pool: inout [SheetSymbol], from start: Int32) {
    if pool.count - Int(start) > scannedSliceLimit { pool[Int(start)...].sort() }
  }

  /// A node's slice of a pool: `starts[node]..<starts[node + 1]`. Starts never decrease, so the
  /// range's bounds go unchecked: the matcher reads such a slice for every compound it tests.
  private static func slice(_ node: NodeIndex, of starts: [Int32]) -> Range<Int> {
    Range(uncheckedBounds: (Int(starts[node]), Int(starts[node.position + 1])))
  }

  /// Whether a node's slice of a pool holds `symbol`.
  /// - Complexity: O(log n) for a slice of n symbols (short ones are scanned).
  private static func contains(
    _ symbol: SheetSymbol, in pool: [SheetSymbol], from starts: [Int32], at node: NodeIndex
  ) -> Bool {
    let slice = slice(node, of: starts)
    var position = slice.lowerBound
    var end = slice.upperBound
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

extension NodeView {
  /// Appends the names `node` gives the ancestor filter as an ancestor of the nodes below it:
  /// its type, its id and its classes, as the selector table keys them.
  func appendAncestorKeys(of node: NodeIndex, to keys: inout [UInt32]) {
    if type[node].isPresent { keys.append(SelectorTable.key(type[node], kind: SelectorTable.typeKind)) }
    if id[node].isPresent { keys.append(SelectorTable.key(id[node], kind: SelectorTable.idKind)) }
    for position in classes(of: node) {
      keys.append(SelectorTable.key(classPool[position], kind: SelectorTable.classKind))
    }
  }
}
