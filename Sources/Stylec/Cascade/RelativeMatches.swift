/// Which nodes each `:has()` argument matches from, worked out for the whole tree at once, so
/// that the matcher answers a `:has()` with a bit.
///
/// A relative selector `c1 K1 c2 K2 … Km` (`> UIView UILabel`: `c1` is `>`, `K1` is `UIView`)
/// matches from a node when some node it reaches by `c1` matches `K1` and reaches on from there
/// by `c2` a node matching `K2`, and so on: each step asks only about the node it stands on, so
/// the answer for every node is found right to left, `Km` first, one pass over the tree a
/// compound. A pass runs in reverse preorder, which meets a node's children and later siblings
/// before the node. The cost is O(nodes × compounds of every `:has()`), made once a tree and
/// once a change of it (`LiveStyles`), and nothing for a sheet without `:has()`.
struct RelativeMatches: Sendable {
  /// By relative selector (its place in `SelectorTable.relativeSelectors`), a bit per node.
  private var bits: [[UInt64]] = []

  /// No relative selectors.
  static let none = RelativeMatches()

  private init() {}

  /// The matches of every relative selector of `table` on `tree`, compounds tested by
  /// `matcher` (which needs no relative matches: no `:has()` holds another).
  init(table: SelectorTable, tree: StyleTree, matcher: Matcher) {
    let count = tree.count
    var memo = Matcher.Memo()
    bits = table.relativeSelectors.map { relative in
      let subject = table.firstCompound[relative.selector]
      let leftmost = table.lastCompound[relative.selector]
      var matching = (0..<count).map { matcher.matches(compound: subject, node: NodeIndex($0), memo: &memo) }
      var compound = subject
      while compound < leftmost {
        let reached = Self.reach(table.step[compound], matching, tree: tree)
        compound = compound.advanced(by: 1)
        for node in 0..<count {
          matching[node] =
            reached[node] && matcher.matches(compound: compound, node: NodeIndex(node), memo: &memo)
        }
      }
      let reached = Self.reach(relative.start, matching, tree: tree)
      var words = [UInt64](repeating: 0, count: (count + 63) / 64)
      for node in 0..<count where reached[node] { words[node >> 6] |= 1 << UInt64(node & 63) }
      return words
    }
  }

  /// Whether relative selector `relative` matches from `node`.
  func matches(_ relative: Int, from node: NodeIndex) -> Bool {
    bits[relative][node.position >> 6] & (1 << UInt64(node.position & 63)) != 0
  }

  /// Each node whose answer to a relative selector differs from `other`'s (made for the same
  /// tree, before a change), with the selector's place.
  func differences(from other: RelativeMatches) -> [(node: NodeIndex, relative: Int)] {
    var differing: [(node: NodeIndex, relative: Int)] = []
    for (relative, (mine, theirs)) in zip(bits, other.bits).enumerated() {
      for (word, (a, b)) in zip(mine, theirs).enumerated() where a != b {
        var changed = a ^ b
        while changed != 0 {
          differing.append((NodeIndex(word << 6 + changed.trailingZeroBitCount), relative))
          changed &= changed - 1
        }
      }
    }
    return differing
  }

  /// For each node, whether a node that `step` reaches from it is one of `matching`: a child,
  /// a descendant, the next sibling or a later one.
  private static func reach(_ step: SelectorTable.Step, _ matching: [Bool], tree: StyleTree) -> [Bool] {
    var reached = [Bool](repeating: false, count: matching.count)
    for node in stride(from: matching.count - 1, through: 0, by: -1) {
      let index = NodeIndex(node)
      switch step {
      case .child, .descendant:
        let parent = tree.parents[index]
        guard parent.isPresent else { continue }
        if matching[node] || (step == .descendant && reached[node]) { reached[parent.position] = true }
      case .adjacentSibling, .generalSibling:
        let next = tree.nextSiblings[index]
        guard next.isPresent else { continue }
        reached[node] = matching[next.position] || (step == .generalSibling && reached[next.position])
      case .none: break
      }
    }
    return reached
  }
}
