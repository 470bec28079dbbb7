/// Which nodes each `:has()` argument matches from, worked out for the whole tree at once, so
/// that the matcher answers a `:has()` with a lookup.
///
/// A relative selector `c1 K1 c2 K2 … Km` (`> UIView UILabel`: `c1` is `>`, `K1` is `UIView`)
/// matches from a node when some node it reaches by `c1` matches `K1` and reaches on from there
/// by `c2` a node matching `K2`, and so on: each step asks only about the node it stands on, so
/// the answer for every node is found right to left. The nodes matching `Km` are found among
/// those with its id, class or type; from them the walk goes back along each combinator (up to
/// the parent or every ancestor, back to the previous sibling or every earlier one, each node
/// met once), keeps those matching `K(m-1)`, and so on to `c1`. The cost is the nodes the
/// arguments' compounds could match and the nodes those lead back to, made once a tree and once
/// a change of it (`LiveStyles`); nothing for a sheet without `:has()`.
struct RelativeMatches: Sendable {
  /// By relative selector (its place in `SelectorTable.relativeSelectors`), the nodes it
  /// matches from.
  private var answers: [NodeSet] = []
  /// By node, the relative selectors that match from it: those of node `n` are
  /// `answeringRelatives[answeringStarts[n]..<answeringStarts[n + 1]]` (none when empty).
  private var answeringStarts: [Int32] = []
  private var answeringRelatives: [Int32] = []
  /// The nodes of the tree.
  private var nodeCount = 0

  /// No relative selectors.
  static let none = RelativeMatches()

  private init() {}

  /// The matches of every relative selector of `table` on `tree`, compounds tested by
  /// `matcher` (which needs no relative matches: no `:has()` holds another).
  init(table: SelectorTable, tree: StyleTree, nodes: NodeView, matcher: Matcher) {
    nodeCount = tree.count
    guard !table.relativeSelectors.isEmpty else { return }
    var walk = BackwardWalk(tree: tree, nodes: nodes)
    var memo = Matcher.Memo()
    answers = table.relativeSelectors.map { relative in
      let subject = table.firstCompound[relative.selector]
      let leftmost = table.lastCompound[relative.selector]
      var matching = walk.candidates(for: table.bucketKey(of: subject)).filter {
        matcher.matches(compound: subject, node: $0, memo: &memo)
      }
      var compound = subject
      while compound < leftmost, !matching.isEmpty {
        let reached = walk.nodes(reaching: matching, by: table.step[compound])
        compound = compound.advanced(by: 1)
        matching = reached.filter { matcher.matches(compound: compound, node: $0, memo: &memo) }
      }
      return NodeSet(walk.nodes(reaching: matching, by: relative.start), count: tree.count)
    }
    // Each node's relative selectors, counted, then placed.
    var counts = [Int32](repeating: 0, count: tree.count + 1)
    let members = answers.map(\.sorted)
    for list in members { for node in list { counts[node.position + 1] += 1 } }
    for position in 0..<tree.count { counts[position + 1] += counts[position] }
    answeringStarts = counts
    answeringRelatives = [Int32](repeating: 0, count: Int(counts[tree.count]))
    var next = counts
    for (relative, list) in members.enumerated() {
      for node in list {
        answeringRelatives[Int(next[node.position])] = Int32(relative)
        next[node.position] += 1
      }
    }
  }

  /// The relative selectors that match from `node`, by their places.
  func answering(at node: NodeIndex) -> some Sequence<Int> {
    let range =
      answeringStarts.isEmpty ? 0..<0 : Int(answeringStarts[node])..<Int(answeringStarts[node.position + 1])
    return answeringRelatives[range].lazy.map { Int($0) }
  }

  /// Whether relative selector `relative` matches from `node`.
  func matches(_ relative: Int, from node: NodeIndex) -> Bool { answers[relative].contains(node) }

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
      var (i, j) = (0, 0)
      while i < a.count || j < b.count {
        if j == b.count || (i < a.count && a[i] < b[j]) {
          differing.append((a[i], relative))
          i += 1
        } else if i == a.count || b[j] < a[i] {
          differing.append((b[j], relative))
          j += 1
        } else {
          i += 1
          j += 1
        }
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
    let low = members.countLeading { $0 < node }
    return low < members.count && members[low] == node
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
