/// Tests compiled selectors against the nodes of one tree, right to left: the subject compound
/// against the node, then each combinator walks to the parent or a preceding sibling.
///
/// A failed descendant or sibling step reports how far back matching must restart, so no
/// ancestor is retried needlessly: a selector of k compounds costs O(k · depth) per node, not
/// exponential time (the scheme of Servo's selector matcher).
///
/// The outcome of a descendant or `~` search depends only on the compound searched for and the
/// node the search starts at, so once one call has spent `Memo.threshold` steps, the searches it
/// finishes (and every search after it) are remembered for the rest of the walk: 1,000 leaves under one deep chain, or
/// 40,000 siblings after no `UIButton`, search each (compound, node) pair once instead of once
/// per node. Ordinary selectors never reach the threshold and never touch the memo.
///
/// A class: the cascade consults one matcher for every candidate rule of every node, and a
/// struct of this size was copied onto the stack for each of those calls.
final class Matcher: Sendable {
  private let table: SelectorTable
  private let nodes: NodeView
  private let parents: [NodeIndex]
  /// The parent `>` tests first: the tree's parent, or with view controllers the superview.
  private let childParents: [NodeIndex]
  /// The parent `>` tests next, when the tree has view controllers (`ViewControllerParents`).
  private let alternativeParents: [NodeIndex]
  /// Whether the tree has view controllers, and so `alternativeParents` (else empty).
  private let hasAlternativeParents: Bool
  private let previousSiblings: [NodeIndex]
  /// The tree, for the relative matches a matcher of it makes.
  private let tree: StyleTree
  private let firstChildren: [NodeIndex]
  private let childPositions: [Int32]
  private let childCounts: [Int32]
  private let typePositions: TypePositions
  private let environment: StyleEnvironment
  /// Which nodes each `:has()` argument matches from (none without a `:has()`).
  let relative: RelativeMatches

  /// What one walk's matching remembers and counts; each walker keeps its own.
  struct Memo {
    /// Steps a call takes before its finished searches are remembered.
    static let threshold = 32
    /// The outcomes of finished descendant searches, by (compound, node tried).
    fileprivate var searches: [UInt64: Outcome] = [:]
    /// The outcome of each compound's last finished `~` search, and the node it started at:
    /// siblings are searched one after another, the next search from the node after it, so the
    /// last is all a walk along a sibling list meets again. Keeping every node tried, as for
    /// descendants, kept rules × siblings outcomes (8,000 of each: 1.8 GB).
    fileprivate var siblingSearches: [CompoundIndex: (start: NodeIndex, outcome: Outcome)] = [:]
    /// The outcomes of matching a compound at a node reached as one of two parents (view
    /// controllers give a view two, which share theirs), by (compound, node).
    fileprivate var parentMatches: [UInt64: Outcome] = [:]
    /// Nodes visited by the searches under way (a stack: each search's run sits above the
    /// runs of the searches enclosing it).
    fileprivate var visited: [NodeIndex] = []
    /// Compounds tested against nodes so far: the work matching has done.
    private(set) var steps = 0
    /// How many outcomes the memo holds: what it costs, for tests.
    var rememberedCount: Int { searches.count + siblingSearches.count + parentMatches.count }
    /// `steps` when the current top-level call began.
    fileprivate var callStart = 0
    /// The names of the ancestors of the node a walk is matching, when the walk keeps them:
    /// an argument of `:is()` or `:not()` needing an ancestor name none has is passed over
    /// without a walk up the tree, as a rule is (10,000 arguments `.aI UILabel` over 10,000
    /// labels each walked). Right for the node and for its ancestors and siblings, whose
    /// ancestors are among its own: all an argument is matched against.
    var ancestors: AncestorFilter?

    /// - Parameter ancestors: the filter of the walk's ancestors, when it keeps one.
    init(ancestors: AncestorFilter? = nil) {
      self.ancestors = ancestors
    }

    fileprivate mutating func step() { steps += 1 }
    /// Whether searches are remembered: in a call that has grown long, and in every call once
    /// the memo is in use (so that its frontier keeps up with a walk along wide sibling lists).
    fileprivate var isRecording: Bool {
      !searches.isEmpty || !parentMatches.isEmpty || !siblingSearches.isEmpty
        || steps - callStart > Self.threshold
    }
  }

  /// - Parameter relative: the matches of the table's `:has()` arguments on `tree`; for a
  ///   table with some, `withRelativeMatches(keepingLevels:)` makes them.
  init(
    table: SelectorTable, nodes: NodeView, tree: StyleTree, typePositions: TypePositions,
    environment: StyleEnvironment, relative: RelativeMatches = .none
  ) {
    self.table = table
    self.nodes = nodes
    parents = tree.parents
    childParents = tree.viewControllerParents?.superviews ?? tree.parents
    alternativeParents = tree.viewControllerParents?.alternatives ?? []
    hasAlternativeParents = tree.viewControllerParents != nil
    previousSiblings = tree.previousSiblings
    firstChildren = tree.firstChildren
    childPositions = tree.childPositions
    childCounts = tree.childCounts
    self.typePositions = typePositions
    self.environment = environment
    self.relative = relative
    self.tree = tree
  }

  /// This matcher with the matches of the table's `:has()` arguments worked out on its tree
  /// (itself when the table has none).
  /// - Parameter keepingLevels: whether the matches are kept step by step, for changes of
  ///   the tree to be followed (`RelativeMatches.update`).
  func withRelativeMatches(keepingLevels: Bool) -> Matcher {
    guard !table.relativeSelectors.isEmpty else { return self }
    return Matcher(
      table: table, nodes: nodes, tree: tree, typePositions: typePositions, environment: environment,
      relative: RelativeMatches(
        table: table, tree: tree, nodes: nodes, matcher: self, keepingLevels: keepingLevels))
  }

  /// Whether selector `selector` of the table matches `node`.
  func matches(_ selector: SelectorID, node: NodeIndex, memo: inout Memo) -> Bool {
    memo.callStart = memo.steps
    return matchesNested(selector, node: node, memo: &memo)
  }

  /// `matches` within a call already under way (a `:not()`), which keeps the call's count.
  private func matchesNested(_ selector: SelectorID, node: NodeIndex, memo: inout Memo) -> Bool {
    let first = table.firstCompound[selector]
    return match(first, last: table.lastCompound[selector], node: node, memo: &memo) == .matched
  }

  fileprivate enum Outcome {
    case matched
    /// The compound did not match this node: an enclosing `~` may try an earlier sibling.
    case retrySibling
    /// Stop sibling searches; an enclosing descendant step may try a further ancestor.
    case retryAncestor
    /// No further ancestor can help: give up entirely.
    case failed
  }

  private func match(_ compound: CompoundIndex, last: CompoundIndex, node: NodeIndex, memo: inout Memo)
    -> Outcome
  {
    memo.step()
    guard matches(compound: compound, node: node, memo: &memo) else { return .retrySibling }
    guard compound < last else { return .matched }
    let step = table.step[compound]
    let first = next(step, from: node)
    switch step {
    case .descendant, .generalSibling:
      return search(compound.advanced(by: 1), last: last, from: first, step: step, memo: &memo)
    case .child where hasAlternativeParents && alternativeParents[node].isPresent:
      return matchEitherParent(compound.advanced(by: 1), last: last, of: node, memo: &memo)
    case .child, .adjacentSibling:
      guard first.isPresent else { return step == .child ? .failed : .retryAncestor }
      let outcome = match(compound.advanced(by: 1), last: last, node: first, memo: &memo)
      if outcome == .matched || outcome == .failed || step == .adjacentSibling { return outcome }
      return .retryAncestor
    case .none: return .matched
    }
  }

  /// Tries `compound` on a node's superview and then on its other parent (a root view's
  /// controller, a controller's parent controller), as Classy did. Neither failing says
  /// anything about further ancestors, so an enclosing descendant search goes on.
  ///
  /// The two parents share their own parents, so the ways up a chain of `>` double with each
  /// controller passed: once a call is long, each (compound, parent) outcome is remembered.
  private func matchEitherParent(
    _ compound: CompoundIndex, last: CompoundIndex, of node: NodeIndex, memo: inout Memo
  ) -> Outcome {
    for parent in [childParents[node], alternativeParents[node]] where parent.isPresent {
      let key = Self.key(compound, parent)
      var outcome = memo.parentMatches.isEmpty ? nil : memo.parentMatches[key]
      if outcome == nil {
        outcome = match(compound, last: last, node: parent, memo: &memo)
        if memo.isRecording { memo.parentMatches[key] = outcome }
      }
      if outcome == .matched { return .matched }
    }
    return .retryAncestor
  }

  /// Tries `compound` on `start` and then on each further ancestor (descendant) or preceding
  /// sibling (`~`) until one decides: the outcome is the same for every node tried, so each is
  /// remembered when the call is long.
  private func search(
    _ compound: CompoundIndex, last: CompoundIndex, from start: NodeIndex, step: SelectorTable.Step,
    memo: inout Memo
  ) -> Outcome {
    let base = memo.visited.count
    let isSiblingSearch = step == .generalSibling
    var outcome: Outcome = step == .descendant ? .failed : .retryAncestor
    var candidate = start
    while candidate.isPresent {
      if isSiblingSearch {
        if let last = memo.siblingSearches[compound], last.start == candidate {
          outcome = last.outcome
          break
        }
      } else if !memo.searches.isEmpty, let known = memo.searches[Self.key(compound, candidate)] {
        outcome = known
        break
      }
      if !isSiblingSearch, memo.isRecording { memo.visited.append(candidate) }
      let result = match(compound, last: last, node: candidate, memo: &memo)
      // Siblings share their parents, so where one failed an ancestor step every earlier one
      // would: unless view controllers give some of them a second parent.
      if result == .matched || result == .failed
        || (result == .retryAncestor && step == .generalSibling && !hasAlternativeParents)
      {
        outcome = result
        break
      }
      candidate = next(step, from: candidate)
    }
    if isSiblingSearch {
      if memo.isRecording { memo.siblingSearches[compound] = (start, outcome) }
    } else if memo.visited.count > base {
      for node in memo.visited[base...] { memo.searches[Self.key(compound, node)] = outcome }
      memo.visited.removeSubrange(base...)
    }
    return outcome
  }

  private static func key(_ compound: CompoundIndex, _ node: NodeIndex) -> UInt64 {
    UInt64(UInt32(bitPattern: compound.rawValue)) << 32 | UInt64(UInt32(bitPattern: node.rawValue))
  }

  private func next(_ step: SelectorTable.Step, from node: NodeIndex) -> NodeIndex {
    switch step {
    case .child: childParents[node]
    case .descendant: parents[node]
    case .adjacentSibling, .generalSibling: previousSiblings[node]
    case .none: .absent
    }
  }

  /// Whether one compound's conditions all hold for `node`.
  func matches(compound: CompoundIndex, node: NodeIndex, memo: inout Memo) -> Bool {
    guard matchesNames(compound: compound, node: node) else { return false }
    if table.hasConditions[compound] {
      for condition in table.conditions[compound] ?? []
      where !holds(condition, node: node, memo: &memo) {
        return false
      }
    }
    return true
  }

  /// Whether `node` has the id, type, classes and states the compound names, its other
  /// pseudo-classes untested: what a compound asks of the node's own names.
  @inline(__always)
  func matchesNames(compound: CompoundIndex, node: NodeIndex) -> Bool {
    let id = table.id[compound]
    if id.isPresent, nodes.id[node] != id { return false }
    let type = table.type[compound]
    if type.isPresent {
      if table.matchesSubclasses[compound] {
        guard nodes.isKind(node, of: type) else { return false }
      } else if nodes.type[node] != type {
        return false
      }
    }
    for position in table.classes(of: compound) where !nodes.hasClass(node, table.classPool[position]) {
      return false
    }
    for position in table.states(of: compound) where !nodes.hasState(node, table.statePool[position]) {
      return false
    }
    return true
  }

  private func holds(_ condition: SelectorTable.Condition, node: NodeIndex, memo: inout Memo) -> Bool {
    switch condition {
    case .lacksState(let key): return !nodes.hasState(node, key)
    case .root: return !parents[node].isPresent
    // A root view's superview is not its parent, which is its controller.
    case .controllerRoot: return hasAlternativeParents && childParents[node] != parents[node]
    case .empty: return !firstChildren[node].isPresent
    case .nth(let pattern, let ofType, let fromEnd):
      return pattern.matches(position(of: node, ofType: ofType, fromEnd: fromEnd))
    case .only(let ofType):
      return position(of: node, ofType: ofType, fromEnd: false) == 1
        && position(of: node, ofType: ofType, fromEnd: true) == 1
    case .not(let arguments): return !matchesAny(of: arguments, node: node, memo: &memo)
    case .isAny(let arguments): return matchesAny(of: arguments, node: node, memo: &memo)
    case .has(let relatives): return relatives.contains { relative.matches($0, from: node) }
    case .environment(let feature): return feature.isSatisfied(by: environment)
    }
  }

  /// Whether one of a `:not()`'s or an `:is()`'s arguments matches the node: of an indexed
  /// list, only those its id, classes and type could match, and those requiring none of them.
  private func matchesAny(of arguments: ArgumentSelectors, node: NodeIndex, memo: inout Memo) -> Bool {
    guard arguments.isIndexed else {
      for selector in arguments.all where matchesArgument(selector, node: node, memo: &memo) { return true }
      return false
    }
    let id = nodes.id[node]
    if id.isPresent {
      for selector in arguments.byID[id] ?? [] where matchesArgument(selector, node: node, memo: &memo) {
        return true
      }
    }
    for position in nodes.classes(of: node) {
      for selector in arguments.byClass[nodes.classPool[position]] ?? []
      where matchesArgument(selector, node: node, memo: &memo) {
        return true
      }
    }
    let type = nodes.type[node]
    if type.isPresent {
      for selector in arguments.byType[type] ?? [] where matchesArgument(selector, node: node, memo: &memo) {
        return true
      }
    }
    for selector in arguments.unkeyed where matchesArgument(selector, node: node, memo: &memo) { return true }
    return false
  }

  /// Whether an argument selector matches the node: passed over when it needs an ancestor name
  /// the walk's ancestors lack (`Memo.ancestors`).
  private func matchesArgument(_ selector: SelectorID, node: NodeIndex, memo: inout Memo) -> Bool {
    if let ancestors = memo.ancestors, !ancestors.mayContain(table.ancestorKeys[selector]) { return false }
    return matchesNested(selector, node: node, memo: &memo)
  }

  /// The node's 1-based position among its siblings (or its siblings of its type), from the
  /// first or from the last. The root is the first and last of one.
  /// - Complexity: O(1).
  private func position(of node: NodeIndex, ofType: Bool, fromEnd: Bool) -> Int {
    let parent = parents[node]
    guard parent.isPresent else { return 1 }
    let position = Int(ofType ? typePositions.position[node] : childPositions[node])
    guard fromEnd else { return position }
    let count = Int(ofType ? typePositions.count[node] : childCounts[parent])
    return count - position + 1
  }
}
