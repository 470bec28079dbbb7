/// Keeping a tree's symbol table to the names the tree uses. An edit builds the tree afresh and
/// interns only what it keeps (`applying(_:)`); a change of classes or states (`replace`) only
/// adds names, and an app that gives views names of its own making (a class per record, a state
/// per step) left every one it ever used in the table: 67 MB after 110,000 updates.
extension StyleTree {
  /// The table is compacted no sooner than at this many names: a small tree's names are not
  /// renumbered every few updates.
  static let symbolCompactionFloor = 256

  /// Compacts the symbol table (`compactSymbols()`) when it holds more names than
  /// `symbolLimit`: at least as many new names as the tree had names, nodes, classes and states
  /// when it was last compacted have come since, so the compaction's work is paid for by the
  /// names that came, O(1) for each, and the table holds at most twice what the tree used then.
  mutating func compactSymbolsIfSparse() {
    if symbols.count > max(symbolLimit, Self.symbolCompactionFloor) { compactSymbols() }
  }

  /// Renumbers the tree's names to those it uses (its nodes' types, ids, classes and states,
  /// and the types of its hierarchy with their superclasses), in the order they were interned,
  /// so that symbols compare as before; the names nothing uses any more are dropped.
  /// - Complexity: O(symbols + nodes + classes and states).
  mutating func compactSymbols() {
    var used = [Bool](repeating: false, count: symbols.count)
    var entries = 0
    for type in types where type.isPresent { used[type] = true }
    for id in ids where id.isPresent { used[id] = true }
    for list in classes {
      entries += list.count
      for name in list { used[name] = true }
    }
    for list in states {
      entries += list.count
      for name in list { used[name] = true }
    }
    for (type, superclass) in superclasses.enumerated() where superclass.isPresent {
      used[type] = true
      used[superclass] = true
    }
    var table = SymbolTable<TreeSymbol>()
    var renumbered = [TreeSymbol](repeating: .absent, count: symbols.count)
    for (position, name) in symbols.names.enumerated() where used[position] {
      renumbered[position] = table.intern(name)
    }
    for node in types.indices {
      let type = types[node]
      if type.isPresent { types[node] = renumbered[type] }
      let id = ids[node]
      if id.isPresent { ids[node] = renumbered[id] }
      for position in classes[node].indices {
        let name = classes[node][position]
        classes[node][position] = renumbered[name]
      }
      for position in states[node].indices {
        let name = states[node][position]
        states[node][position] = renumbered[name]
      }
    }
    // The kept types keep their order, so each one's new number is its place among them.
    var kept: [TreeSymbol] = []
    for (type, superclass) in superclasses.enumerated() where used[type] {
      kept.append(superclass.isPresent ? renumbered[superclass] : .absent)
    }
    superclasses = kept
    symbols = table
    symbolNumbering += 1
    symbolLimit = 2 * (table.count + count + entries)
  }
}
