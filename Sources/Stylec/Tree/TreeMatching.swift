/// Which node of one tree document stands for which of another read after an edit of the file
/// (`stylec watch`): two readings share no node IDs, so nodes are matched by what they are.
/// The roots match when alike; under two matched nodes, children match by type and id (`UILabel#title`)
/// in order: the runs alike at both ends first, then each child of the old list with the first
/// unmatched child of the new of the same type and id. A node inserted before its siblings, or
/// one removed, leaves the others matched (comparing by place made each following node take
/// the one before's values).
extension StyleTree {
  /// Where each node of `self` stands in `tree` (`absent` for one it has no match in).
  /// - Complexity: O(nodes of both), each name hashed once.
  func matchingPlaces(in tree: StyleTree) -> [NodeIndex] {
    var places = [NodeIndex](repeating: .absent, count: count)
    // Roots of other types or ids are other views: every node of the old tree is gone.
    guard matchingKey(of: .root) == tree.matchingKey(of: .root) else { return places }
    places[0] = .root
    var pending: [(NodeIndex, NodeIndex)] = [(.root, .root)]
    while let (old, new) = pending.popLast() {
      let oldChildren = childIndices(of: old)
      let newChildren = tree.childIndices(of: new)
      let oldKeys = oldChildren.map { matchingKey(of: $0) }
      let newKeys = newChildren.map { tree.matchingKey(of: $0) }
      var matched: [(NodeIndex, NodeIndex)] = []
      var front = 0
      while front < oldKeys.count, front < newKeys.count, oldKeys[front] == newKeys[front] {
        matched.append((oldChildren[front], newChildren[front]))
        front += 1
      }
      var oldEnd = oldKeys.count
      var newEnd = newKeys.count
      while oldEnd > front, newEnd > front, oldKeys[oldEnd - 1] == newKeys[newEnd - 1] {
        oldEnd -= 1
        newEnd -= 1
        matched.append((oldChildren[oldEnd], newChildren[newEnd]))
      }
      // The middle: each old child takes the first new one left of its type and id.
      var waiting: [MatchingKey: [Int]] = [:]
      for position in (front..<newEnd).reversed() { waiting[newKeys[position], default: []].append(position) }
      for position in front..<oldEnd {
        guard let found = waiting[oldKeys[position]]?.popLast() else { continue }
        matched.append((oldChildren[position], newChildren[found]))
      }
      for (oldChild, newChild) in matched {
        places[oldChild.position] = newChild
        pending.append((oldChild, newChild))
      }
    }
    return places
  }

  /// What a node is matched by: its type and id, as the tree's symbols spell them.
  private struct MatchingKey: Hashable {
    var type: String
    var id: String?
  }

  private func matchingKey(of node: NodeIndex) -> MatchingKey {
    MatchingKey(type: symbols[types[node]], id: ids[node].isPresent ? symbols[ids[node]] : nil)
  }

  private func childIndices(of node: NodeIndex) -> [NodeIndex] {
    var children: [NodeIndex] = []
    var child = firstChildren[node]
    while child.isPresent {
      children.append(child)
      child = nextSiblings[child]
    }
    return children
  }
}
