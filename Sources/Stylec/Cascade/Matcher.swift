/// Tests compiled selectors against the nodes of one tree, right to left: the subject compound
/// against the node, then each combinator walks to the parent or a preceding sibling.
///
/// A failed descendant or sibling step reports how far back matching must restart, so no
/// ancestor is retried needlessly: a selector of k compounds costs O(k · depth) per node, not
/// exponential time (the scheme of Servo's selector matcher).
///
/// A class: the cascade consults one matcher for every candidate rule of every node, and a
/// struct of this size was copied onto the stack for each of those calls.
final class Matcher: Sendable {
  private let table: SelectorTable
  private let nodes: NodeView
  private let parents: [Int32]
  private let previousSiblings: [Int32]
  private let nextSiblings: [Int32]
  private let firstChildren: [Int32]
  private let childPositions: [Int32]
  private let childCounts: [Int32]
  private let treeTypes: [Int32]
  private let environment: Environment

  init(table: SelectorTable, nodes: NodeView, tree: StyleTree, environment: Environment) {
    self.table = table
    self.nodes = nodes
    parents = tree.parents
    previousSiblings = tree.previousSiblings
    nextSiblings = tree.nextSiblings
    firstChildren = tree.firstChildren
    childPositions = tree.childPositions
    childCounts = tree.childCounts
    treeTypes = tree.types
    self.environment = environment
  }

  /// Whether selector `selector` of the table matches `node`.
  func matches(_ selector: Int32, node: Int32) -> Bool {
    let first = table.firstCompound[Int(selector)]
    return match(first, last: table.lastCompound[Int(selector)], node: node) == .matched
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

  private func match(_ compound: Int32, last: Int32, node: Int32) -> Outcome {
    guard matches(compound: Int(compound), node: Int(node)) else { return .retrySibling }
    guard compound < last else { return .matched }
    let step = table.step[Int(compound)]
    let exhausted: Outcome = step == .adjacentSibling || step == .generalSibling ? .retryAncestor : .failed
    var candidate = next(step, from: node)
    while candidate >= 0 {
      let outcome = match(compound + 1, last: last, node: candidate)
      switch (outcome, step) {
      case (.matched, _), (.failed, _), (_, .adjacentSibling): return outcome
      case (_, .child): return .retryAncestor
      case (.retryAncestor, .generalSibling): return outcome
      default: candidate = next(step, from: candidate)
      }
    }
    return exhausted
  }

  private func next(_ step: SelectorTable.Step, from node: Int32) -> Int32 {
    switch step {
    case .child, .descendant: parents[Int(node)]
    case .adjacentSibling, .generalSibling: previousSiblings[Int(node)]
    case .none: -1
    }
  }

  /// Whether one compound's conditions all hold for `node`.
  private func matches(compound: Int, node: Int) -> Bool {
    let id = table.id[compound]
    if id >= 0, nodes.id[node] != id { return false }
    let type = table.type[compound]
    if type >= 0 {
      if table.matchesSubclasses[compound] {
        guard nodes.isKind(node, of: type) else { return false }
      } else if nodes.type[node] != type {
        return false
      }
    }
    var position = Int(table.classStart[compound])
    let classEnd = Int(table.classStart[compound + 1])
    while position < classEnd {
      if !nodes.hasClass(node, table.classPool[position]) { return false }
      position += 1
    }
    position = Int(table.stateStart[compound])
    let stateEnd = Int(table.stateStart[compound + 1])
    while position < stateEnd {
      if !nodes.hasState(node, table.statePool[position]) { return false }
      position += 1
    }
    if table.hasConditions[compound] {
      for condition in table.conditions[Int32(compound)] ?? [] where !holds(condition, node: node) {
        return false
      }
    }
    return true
  }

  private func holds(_ condition: SelectorTable.Condition, node: Int) -> Bool {
    switch condition {
    case .lacksState(let key): return !nodes.hasState(node, key)
    case .root: return parents[node] < 0
    case .empty: return firstChildren[node] < 0
    case .nth(let pattern, let ofType, let fromEnd):
      return pattern.matches(position(of: node, ofType: ofType, fromEnd: fromEnd))
    case .only(let ofType):
      return position(of: node, ofType: ofType, fromEnd: false) == 1
        && position(of: node, ofType: ofType, fromEnd: true) == 1
    case .not(let selectors): return !selectors.contains { matches($0, node: Int32(node)) }
    case .environment(let feature): return feature.isSatisfied(by: environment)
    }
  }

  /// The node's 1-based position among its siblings (or its siblings of its type), from the
  /// first or from the last. The root is the first and last of one.
  /// - Complexity: O(1) among all siblings, O(siblings) among siblings of a type.
  private func position(of node: Int, ofType: Bool, fromEnd: Bool) -> Int {
    let parent = parents[node]
    guard parent >= 0 else { return 1 }
    if !ofType {
      let position = Int(childPositions[node])
      return fromEnd ? Int(childCounts[Int(parent)]) - position + 1 : position
    }
    let type = treeTypes[node]
    var count = 1
    var sibling = fromEnd ? nextSiblings[node] : previousSiblings[node]
    while sibling >= 0 {
      if treeTypes[Int(sibling)] == type { count += 1 }
      sibling = fromEnd ? nextSiblings[Int(sibling)] : previousSiblings[Int(sibling)]
    }
    return count
  }
}
