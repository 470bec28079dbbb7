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
  /// Each tree symbol's stylesheet symbol as a state key (lower case, no dashes), or -1.
  private let stateKeys: [Int32]
  /// Each tree type symbol's superclass chain (the type first).
  private let chains: [[Int32]]
  private let environment: Environment

  init(tree: StyleTree, sheetSymbols: SymbolTable, environment: Environment) {
    self.tree = tree
    self.environment = environment
    sheetToTree = sheetSymbols.names.map { tree.symbols.lookup($0) ?? -1 }
    stateKeys = tree.symbols.names.map { sheetSymbols.lookup(PseudoClass.stateKey($0)) ?? -1 }
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
    for key in compound.states where !hasState(index, key) { return false }
    for condition in compound.conditions where !holds(condition, node: node) { return false }
    return true
  }

  private func hasState(_ node: Int, _ key: Int32) -> Bool {
    tree.states[node].contains { stateKeys[Int($0)] == key }
  }

  private func holds(_ condition: MatchCondition, node: Int32) -> Bool {
    let index = Int(node)
    switch condition {
    case .lacksState(let key): return !hasState(index, key)
    case .root: return tree.parents[index] < 0
    case .empty: return tree.firstChildren[index] < 0
    case .nth(let pattern, let ofType, let fromEnd):
      return pattern.matches(position(of: node, ofType: ofType, fromEnd: fromEnd))
    case .only(let ofType):
      return position(of: node, ofType: ofType, fromEnd: false) == 1
        && position(of: node, ofType: ofType, fromEnd: true) == 1
    case .not(let selectors): return !selectors.contains { matches($0, node: node) }
    case .environment(let feature): return feature.isSatisfied(by: environment)
    }
  }

  /// The node's 1-based position among its siblings (or its siblings of its type), from the
  /// first or from the last. The root is the first and last of one.
  /// - Complexity: O(1) for all siblings, O(siblings) for siblings of a type.
  private func position(of node: Int32, ofType: Bool, fromEnd: Bool) -> Int {
    let index = Int(node)
    let parent = tree.parents[index]
    guard parent >= 0 else { return 1 }
    if !ofType {
      let position = Int(tree.childPositions[index])
      return fromEnd ? Int(tree.childCounts[Int(parent)]) - position + 1 : position
    }
    let type = tree.types[index]
    var count = 1
    var sibling = fromEnd ? tree.nextSiblings[index] : tree.previousSiblings[index]
    while sibling >= 0 {
      if tree.types[Int(sibling)] == type { count += 1 }
      sibling = fromEnd ? tree.nextSiblings[Int(sibling)] : tree.previousSiblings[Int(sibling)]
    }
    return count
  }

  /// The stylesheet symbol of a tree symbol, via a name lookup.
  static func treeToSheet(tree: StyleTree, sheetSymbols: SymbolTable) -> [Int32] {
    tree.symbols.names.map { sheetSymbols.lookup($0) ?? -1 }
  }
}
