/// Tests compiled selectors against the nodes of one tree, right to left: the subject compound
/// against the node, then each combinator walks to the parent or a preceding sibling.
///
/// A failed descendant or sibling step reports how far back matching must restart, so no
/// ancestor is retried needlessly: a selector of k compounds costs O(k · depth) per node, not
/// exponential time (the scheme of Servo's selector matcher).
struct Matcher {
  private let tree: StyleTree
  /// Each stylesheet symbol's symbol in the tree, or -1 when no node uses that name.
  private let sheetToTree: [Int32]
  /// Each tree type symbol's superclass chain (the type first).
  private let chains: [[Int32]]

  init(tree: StyleTree, sheetSymbols: SymbolTable) {
    self.tree = tree
    sheetToTree = sheetSymbols.names.map { tree.symbols.lookup($0) ?? -1 }
    var chains = [[Int32]](repeating: [], count: tree.symbols.count)
    for (type, chain) in tree.typeChains { chains[Int(type)] = chain }
    self.chains = chains
  }

  /// Whether `selector` matches `node`.
  func matches(_ selector: MatchSelector, node: Int32) -> Bool {
    match(selector, compound: 0, node: node) == .matched
  }

  private enum Outcome {
    case matched
    /// The compound did not match this node: an enclosing `~` may try an earlier sibling.
    case retrySibling
    /// Stop sibling searches; an enclosing descendant step may try a further ancestor.
    case retryAncestor
    /// No further ancestor can help: give up entirely.
    case failed
  }

  private func match(_ selector: MatchSelector, compound position: Int, node: Int32) -> Outcome {
    guard matches(selector.compounds[position], node: node) else { return .retrySibling }
    guard position < selector.combinators.count else { return .matched }
    let combinator = selector.combinators[position]
    let exhausted: Outcome =
      switch combinator {
      case .adjacentSibling, .generalSibling: .retryAncestor
      case .child, .descendant: .failed
      }
    var candidate = step(combinator, from: node)
    while candidate >= 0 {
      let outcome = match(selector, compound: position + 1, node: candidate)
      switch (outcome, combinator) {
      case (.matched, _), (.failed, _), (_, .adjacentSibling): return outcome
      case (_, .child): return .retryAncestor
      case (.retryAncestor, .generalSibling): return outcome
      default: candidate = step(combinator, from: candidate)
      }
    }
    return exhausted
  }

  private func step(_ combinator: Combinator, from node: Int32) -> Int32 {
    switch combinator {
    case .child, .descendant: tree.parents[Int(node)]
    case .adjacentSibling, .generalSibling: tree.previousSiblings[Int(node)]
    }
  }

  /// Whether one compound's conditions all hold for `node`.
  func matches(_ compound: MatchCompound, node: Int32) -> Bool {
    let index = Int(node)
    if compound.id >= 0 {
      let id = sheetToTree[Int(compound.id)]
      guard id >= 0, tree.ids[index] == id else { return false }
    }
    if compound.type >= 0 {
      let type = sheetToTree[Int(compound.type)]
      guard type >= 0 else { return false }
      let nodeType = tree.types[index]
      if compound.matchesSubclasses {
        guard nodeType == type || chains[Int(nodeType)].contains(type) else { return false }
      } else {
        guard nodeType == type else { return false }
      }
    }
    for name in compound.classes {
      let symbol = sheetToTree[Int(name)]
      guard symbol >= 0, tree.classes[index].contains(symbol) else { return false }
    }
    for name in compound.states {
      let symbol = sheetToTree[Int(name)]
      guard symbol >= 0, tree.states[index].contains(symbol) else { return false }
    }
    return true
  }

  /// The stylesheet symbol of a tree symbol, via a name lookup.
  static func treeToSheet(tree: StyleTree, sheetSymbols: SymbolTable) -> [Int32] {
    tree.symbols.names.map { sheetSymbols.lookup($0) ?? -1 }
  }
}
