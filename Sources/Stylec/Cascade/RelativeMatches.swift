/// Which nodes each `:has()` argument matches from, worked out for the whole tree at once, so
/// that the matcher answers a `:has()` with a lookup, and kept current through a change of one
/// node's classes or states at a cost bounded by what the change can reach.
///
/// A relative selector `c1 K1 c2 K2 … Km` (`> UIView UILabel`: `c1` is `>`, `K1` is `UIView`)
/// matches from a node when some node it reaches by `c1` matches `K1` and reaches on from there
/// by `c2` a node matching `K2`, and so on: each step asks only about the node it stands on, so
/// the answer for every node is found right to left. The nodes matching `Km` are found among
/// those with its id, class or type; from them the walk goes back along each combinator (up to
/// the parent or every ancestor, back to the previous sibling or every earlier one, each node
/// met once), keeps those matching `K(m-1)`, and so on to `c1`. The cost is the nodes the
/// arguments' compounds could match and the nodes those lead back to, made once a tree (and
/// once an edit of its shape, for `LiveStyles`); nothing for a sheet without `:has()`.
///
/// Each step's nodes are kept (`RelativeLevels`): a change of one node's classes or states is
/// followed from that node, for the arguments that test a name it gained or lost, through the
/// nodes each step leads back to (its ancestors, its and their earlier siblings). An argument
/// whose `:not()` or `:is()` looks at other nodes (`:has(:is(.a UILabel))`) is worked out again
/// whole.
struct RelativeMatches: Sendable {
  /// By relative selector (its place in `SelectorTable.relativeSelectors`), its matches step
  /// by step, when kept for following changes (`LiveStyles`); empty otherwise, as a resolve
  /// done once needs only the answers (200 arguments over 100,000 nodes kept 120 MB of steps).
  private var levels: [RelativeLevels] = []
  /// Whether `levels` are kept, so that a change is followed from the node that changed
  /// rather than worked out over the tree.
  private var keepsLevels = false
  /// By relative selector, the nodes it matches from.
  private var answers: [NodeSet] = []
  /// By node, the relative selectors that match from it: those of node `n` are
  /// `answeringRelatives[answeringStarts[n]..<answeringStarts[n + 1]]` (none when empty), but
  /// for the nodes of `answeringChanged`.
  private var answeringStarts: [Int32] = []
  private var answeringRelatives: [Int32] = []
  /// The relative selectors of the nodes whose answers changed since `answeringRelatives` was
  /// made, in ascending order.
  private var answeringChanged: [NodeIndex: [Int32]] = [:]
  /// By relative selector, the classes and states its compounds test, their arguments'
  /// included: a change of none of them cannot change its answer.
  private var testedNames: [Set<SheetSymbol>] = []
  /// By relative selector, whether each of its compounds tests the node alone (no `:not()` or
  /// `:is()` argument of it has a combinator), so that a change of one node's names changes
  /// that node's matches only.
  private var testsNodesAlone: [Bool] = []
  /// The nodes of the tree.
  private var nodeCount = 0

  /// No relative selectors.
  static let none = RelativeMatches()

  private init() {}

  /// The matches of every relative selector of `table` on `tree`, compounds tested by
  /// `matcher` (which needs no relative matches: no `:has()` holds another).
  /// - Parameter keepingLevels: whether each selector's matches step by step are kept, for
  ///   `update(changing:names:table:tree:nodes:matcher:)` to follow a change from its node.
  init(table: SelectorTable, tree: StyleTree, nodes: NodeView, matcher: Matcher, keepingLevels: Bool) {
    nodeCount = tree.count
    keepsLevels = keepingLevels
    guard !table.relativeSelectors.isEmpty else { return }
    var walk = BackwardWalk(tree: tree, nodes: nodes)
    var memo = Matcher.Memo()
    for relative in table.relativeSelectors {
      let levels = Self.levels(
        of: relative.selector, table: table, walk: &walk, matcher: matcher, memo: &memo)
      if keepingLevels { self.levels.append(levels) }
      answers.append(NodeSet(walk.nodes(reaching: levels.last, by: relative.start), count: tree.count))
      var names: Set<SheetSymbol> = []
      testsNodesAlone.append(Self.collectNames(of: relative.selector, in: table, into: &names))
      testedNames.append(names)
    }
    makeAnswering()
  }

  /// A relative selector's matches step by step, found right to left from the nodes matching
  /// its rightmost compound.
  private static func levels(
    of selector: SelectorID, table: SelectorTable, walk: inout BackwardWalk, matcher: Matcher,
    memo: inout Matcher.Memo
  ) -> RelativeLevels {
    var compound = table.firstCompound[selector]
    let leftmost = table.lastCompound[selector]
    var matching = walk.candidates(for: table.bucketKey(of: compound)).filter {
      matcher.matches(compound: compound, node: $0, memo: &memo)
    }
    var levels = [matching]
    while compound < leftmost {
      let reached = matching.isEmpty ? [] : walk.nodes(reaching: matching, by: table.step[compound])
      compound = compound.advanced(by: 1)
      matching = reached.filter { matcher.matches(compound: compound, node: $0, memo: &memo) }
      levels.append(matching)
    }
    return RelativeLevels(levels)
  }

  /// Adds the classes and states the selector's compounds test (with their arguments') to
  /// `names`.
  /// - Returns: whether each compound tests the node alone: no argument has a combinator.
  private static func collectNames(
    of selector: SelectorID, in table: SelectorTable, into names: inout Set<SheetSymbol>
  )
    -> Bool
  {
    var alone = true
    var compound = table.firstCompound[selector]
    while true {
      for position in table.classes(of: compound) { names.insert(table.classPool[position]) }
      for position in table.states(of: compound) { names.insert(table.statePool[position]) }
      for condition in table.conditions[compound] ?? [] {
        switch condition {
        case .lacksState(let key): names.insert(key)
        case .not(let arguments), .isAny(let arguments):
          for argument in arguments.all {
            let argumentAlone = collectNames(of: argument, in: table, into: &names)
            alone = alone && argumentAlone && table.firstCompound[argument] == table.lastCompound[argument]
          }
        default: break
        }
      }
      guard compound < table.lastCompound[selector] else { return alone }
      compound = compound.advanced(by: 1)
    }
  }

  /// Files each node's relative selectors afresh from `answers`.
  private mutating func makeAnswering() {
    var counts = [Int32](repeating: 0, count: nodeCount + 1)
    let members = answers.map(\.sorted)
    for list in members { for node in list { counts[node.position + 1] += 1 } }
    for position in 0..<nodeCount { counts[position + 1] += counts[position] }
    answeringStarts = counts
    answeringRelatives = [Int32](repeating: 0, count: Int(counts[nodeCount]))
    var next = counts
    for (relative, list) in members.enumerated() {
      for node in list {
        answeringRelatives[Int(next[node.position])] = Int32(relative)
        next[node.position] += 1
      }
    }
    answeringChanged = [:]
  }

  /// The relative selectors that match from `node`, by their places.
  func answering(at node: NodeIndex) -> some Sequence<Int> {
    let filed =
      answeringStarts.isEmpty
      ? answeringRelatives[0..<0]
      : answeringRelatives[Int(answeringStarts[node])..<Int(answeringStarts[node.position + 1])]
    let relatives = answeringChanged.isEmpty ? filed : answeringChanged[node]?[...] ?? filed
    return relatives.lazy.map { Int($0) }
  }

  /// Whether relative selector `relative` matches from `node`.
  func matches(_ relative: Int, from node: NodeIndex) -> Bool { answers[relative].contains(node) }

  /// Takes a change of one node's classes or states (the tree's shape as it was): the answers
  /// of the relative selectors that test a name it gained or lost are found again, each
  /// followed from the node (`RelativeLevels`), or worked out whole when its compounds look at
  /// other nodes or no levels are kept.
  /// - Parameters:
  ///   - node: the node whose names changed.
  ///   - changedNames: the classes and states it gained or lost, as the sheet's symbols.
  ///   - matcher: a matcher of the tree after the change (its relative matches unused).
  /// - Returns: each node whose answer to a relative selector changed, with the selector's
  ///   place.
  /// - Complexity: for each relative selector testing a changed name, the nodes the change
  ///   leads back to (the node's ancestors, or its and their earlier siblings) × log n; O(nodes)
  ///   for one whose compounds look at other nodes.
  mutating func update(
    changing node: NodeIndex, names changedNames: Set<SheetSymbol>, table: SelectorTable, tree: StyleTree,
    nodes: NodeView, matcher: Matcher
  ) -> [(node: NodeIndex, relative: Int)] {
    var differing: [(node: NodeIndex, relative: Int)] = []
    var steps = StepsBack(tree: tree)
    var walk: BackwardWalk?
    var memo = Matcher.Memo()
    for (place, relative) in table.relativeSelectors.enumerated()
    where !testedNames[place].isDisjoint(with: changedNames) {
      if testsNodesAlone[place] && keepsLevels {
        let candidates = levels[place].follow(
          change: node, of: relative.selector, start: relative.start, table: table, matcher: matcher,
          steps: &steps, memo: &memo)
        for (candidate, matches) in candidates where answers[place].set(candidate, to: matches) {
          differing.append((candidate, place))
        }
      } else {
        if walk == nil { walk = BackwardWalk(tree: tree, nodes: nodes) }
        let found = Self.levels(
          of: relative.selector, table: table, walk: &walk!, matcher: matcher, memo: &memo)
        if keepsLevels { levels[place] = found }
        let answer = walk!.nodes(reaching: found.last, by: relative.start)
        for changed in Self.differences(answer, answers[place].sorted) { differing.append((changed, place)) }
        answers[place] = NodeSet(answer, count: nodeCount)
      }
    }
    for (changed, relative) in differing {
      var relatives = answeringChanged[changed] ?? Array(answering(at: changed).map { Int32($0) })
      let position = relatives.countLeading { $0 < Int32(relative) }
      if answers[relative].contains(changed) {
        relatives.insert(Int32(relative), at: position)
      } else {
        relatives.remove(at: position)
      }
      answeringChanged[changed] = relatives
    }
    // Filed afresh once the changed lists would outweigh the filed ones.
    if answeringChanged.count > nodeCount / 8 + 64 { makeAnswering() }
    return differing
  }

  /// Each node whose answer to a relative selector differs from `other`'s (made for the tree
  /// before a change), with the selector's place.
  /// - Parameter places: where each node of `other`'s tree stands in this one (`absent` for
  ///   one it lacks), nil when the nodes stand where they stood; a node the change brought is
  ///   not compared.
  func differences(from other: RelativeMatches, places: [NodeIndex]? = nil) -> [(
    node: NodeIndex, relative: Int
  )] {
    var differing: [(node: NodeIndex, relative: Int)] = []
    let brought = places.map { places in
      var brought = [Bool](repeating: true, count: nodeCount)
      for place in places where place.isPresent { brought[place.position] = false }
      return brought
    }
    for (relative, (mine, theirs)) in zip(answers, other.answers).enumerated() {
      var a = mine.sorted
      var b = theirs.sorted
      if let places, let brought {
        a.removeAll { brought[$0.position] }
        b = b.map { places[$0.position] }.filter(\.isPresent).sorted()
      }
      differing += Self.differences(a, b).map { ($0, relative) }
    }
    return differing
  }

  /// The nodes in one of two sorted lists but not the other, in preorder.
  private static func differences(_ a: [NodeIndex], _ b: [NodeIndex]) -> [NodeIndex] {
    var differing: [NodeIndex] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i] < b[j]) {
        differing.append(a[i])
        i += 1
      } else if i == a.count || b[j] < a[i] {
        differing.append(b[j])
        j += 1
      } else {
        i += 1
        j += 1
      }
    }
    return differing
  }
}

/// A set of nodes: a sorted list when few, a bit per node of the tree when many.
private struct NodeSet: Sendable {
  private var members: [NodeIndex] = []
  private var bits: [UInt64] = []

  /// The sorted nodes `members` of a tree of `count`.
  init(_ members: [NodeIndex], count: Int) {
    if members.count * 32 > count {
      bits = [UInt64](repeating: 0, count: (count + 63) / 64)
      for node in members { bits[node.position >> 6] |= 1 << UInt64(node.position & 63) }
    } else {
      self.members = members
    }
  }

  func contains(_ node: NodeIndex) -> Bool {
    if !bits.isEmpty { return bits[node.position >> 6] & (1 << UInt64(node.position & 63)) != 0 }
    return members.containsSorted(node)
  }

  /// Puts `node` in or takes it out.
  /// - Returns: whether the set changed.
  mutating func set(_ node: NodeIndex, to isMember: Bool) -> Bool {
    guard !bits.isEmpty else { return members.set(node, to: isMember) }
    guard contains(node) != isMember else { return false }
    bits[node.position >> 6] ^= 1 << UInt64(node.position & 63)
    return true
  }

  /// The members in preorder.
  var sorted: [NodeIndex] {
    guard !bits.isEmpty else { return members }
    var result: [NodeIndex] = []
    for (word, value) in bits.enumerated() {
      var rest = value
      while rest != 0 {
        result.append(NodeIndex(word << 6 + rest.trailingZeroBitCount))
        rest &= rest - 1
      }
    }
    return result
  }
}

/// The steps of `RelativeMatches` back through the tree, with the nodes filed by name and one
/// mark a node, made once and cleared after each step.
private struct BackwardWalk {
  let tree: StyleTree
  let count: Int
  private var byID: [SheetSymbol: [NodeIndex]] = [:]
  private var byClass: [SheetSymbol: [NodeIndex]] = [:]
  private var byType: [SheetSymbol: [NodeIndex]] = [:]
  private var marks: [Bool]

  init(tree: StyleTree, nodes: NodeView) {
    self.tree = tree
    count = tree.count
    marks = [Bool](repeating: false, count: count)
    for position in 0..<count {
      let node = NodeIndex(position)
      if nodes.id[node].isPresent { byID[nodes.id[node], default: []].append(node) }
      if nodes.type[node].isPresent { byType[nodes.type[node], default: []].append(node) }
      for index in nodes.classes(of: node) { byClass[nodes.classPool[index], default: []].append(node) }
    }
  }

  /// The nodes that could match a compound of this key, in preorder: those with its id, class
  /// or exact type; every node for a compound requiring none of them, or a supertype.
  func candidates(for key: BucketKey?) -> [NodeIndex] {
    switch key {
    case .id(let symbol): byID[symbol] ?? []
    case .aClass(let symbol): byClass[symbol] ?? []
    case .type(let symbol): byType[symbol] ?? []
    case .supertype, .relative, nil: (0..<count).map { NodeIndex($0) }
    }
  }

  /// The nodes from which `step` reaches one of `nodes`, in preorder: their parents, all their
  /// ancestors, their previous siblings or all their earlier ones. Each node is met once.
  mutating func nodes(reaching nodes: [NodeIndex], by step: SelectorTable.Step) -> [NodeIndex] {
    var reached: [NodeIndex] = []
    // With view controllers, `>` reaches a root view from its superview and its controller.
    if step == .child, let controllers = tree.viewControllerParents {
      for node in nodes {
        for parent in controllers.parents(of: node) where !marks[parent.position] {
          marks[parent.position] = true
          reached.append(parent)
        }
      }
      for node in reached { marks[node.position] = false }
      return reached.sorted()
    }
    for node in nodes {
      var next = step == .child || step == .descendant ? tree.parents[node] : tree.previousSiblings[node]
      while next.isPresent, !marks[next.position] {
        marks[next.position] = true
        reached.append(next)
        guard step == .descendant || step == .generalSibling else { break }
        next = step == .descendant ? tree.parents[next] : tree.previousSiblings[next]
      }
    }
    for node in reached { marks[node.position] = false }
    return reached.sorted()
  }
}
