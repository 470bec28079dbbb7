/// One `:has()` argument's matches worked out step by step, kept so that a change of one node's
/// classes or states is followed from that node alone.
///
/// For an argument `c1 K1 c2 K2 … Km`, level 0 holds the nodes matching `Km`, and level i the
/// nodes matching `K(m-i)` from which the step after that compound reaches a node of level
/// i - 1; the argument matches from the nodes its leading step `c1` takes to a node of the
/// last level. When only one node's names change and the argument's compounds test the node
/// alone, a level can change at that node, and at the nodes from which a step reaches a node
/// that changed in the level before: its parent or every ancestor, its previous sibling or
/// every earlier one. Those are tested again, and nothing else is.
struct RelativeLevels: Sendable {
  /// By level, its nodes in preorder.
  private var levels: [[NodeIndex]]

  /// - Parameter levels: each level's nodes in preorder, level 0 first.
  init(_ levels: [[NodeIndex]]) {
    self.levels = levels
  }

  /// The nodes of the last level, from which the leading step is taken.
  var last: [NodeIndex] { levels[levels.count - 1] }

  /// Takes a change of `node`'s classes or states (the tree's shape unchanged), level by level.
  /// - Parameters:
  ///   - selector: the argument's selector in `table`.
  ///   - start: the argument's leading step.
  ///   - matcher: a matcher of the tree after the change.
  ///   - steps: the steps back through the tree, shared by the arguments one change follows.
  /// - Returns: the nodes whose answer can have changed, each with whether the argument
  ///   matches from it now.
  /// - Complexity: per level, the nodes a step leads back to from the nodes that changed in the
  ///   level before (O(depth) for a descendant step, O(siblings) for `~`), times log n.
  mutating func follow(
    change node: NodeIndex, of selector: SelectorID, start: SelectorTable.Step, table: SelectorTable,
    matcher: Matcher, steps: inout StepsBack, memo: inout Matcher.Memo
  ) -> [(node: NodeIndex, matches: Bool)] {
    var compound = table.firstCompound[selector]
    var changed: [NodeIndex] = []
    if levels[0].set(node, to: matcher.matches(compound: compound, node: node, memo: &memo)) {
      changed = [node]
    }
    for level in 1..<levels.count {
      let step = table.step[compound]
      compound = compound.advanced(by: 1)
      var candidates = steps.nodes(leadingTo: changed, by: step, in: levels[level - 1])
      // The node's own match of this compound can have changed, however the level before did.
      candidates.append((node, steps.reaches(from: node, by: step, oneOf: levels[level - 1])))
      changed = []
      for (candidate, reaches) in candidates {
        let isMember = levels[level].containsSorted(candidate)
        // Another node matches its compounds as it did: only a change of what it reaches counts.
        guard candidate == node || reaches != isMember else { continue }
        let matches = reaches && matcher.matches(compound: compound, node: candidate, memo: &memo)
        if levels[level].set(candidate, to: matches) { changed.append(candidate) }
      }
    }
    return steps.nodes(leadingTo: changed, by: start, in: last)
  }
}

/// The steps back through a tree that following one change takes: which nodes a step leads
/// from to a given node, and whether a node reaches a member of a level by a step. The end of
/// each subtree asked about is found once.
struct StepsBack {
  private let tree: StyleTree
  /// Where the subtrees asked about end, by their roots.
  private var subtreeEnds: [NodeIndex: NodeIndex] = [:]

  init(tree: StyleTree) {
    self.tree = tree
  }

  /// Whether `step` taken from `node` reaches one of `members` (sorted): one of its children,
  /// any descendant, its next sibling or any later sibling.
  /// - Complexity: O(log n) for a descendant or next sibling; O(children) or O(later siblings)
  ///   × log n for `>` and `~`.
  mutating func reaches(from node: NodeIndex, by step: SelectorTable.Step, oneOf members: [NodeIndex]) -> Bool
  {
    switch step {
    case .descendant:
      let first = members.countLeading { $0 <= node }
      return first < members.count && members[first] < subtreeEnd(of: node)
    case .child:
      // With view controllers, `>` reaches a root view from its superview and its controller.
      if let controllers = tree.viewControllerParents {
        return controllers.children(of: node).contains { members.containsSorted($0) }
      }
      return someSibling(from: tree.firstChildren[node], isIn: members)
    case .adjacentSibling:
      let next = tree.nextSiblings[node]
      return next.isPresent && members.containsSorted(next)
    case .generalSibling: return someSibling(from: tree.nextSiblings[node], isIn: members)
    case .none: return false
    }
  }

  /// The nodes from which `step` reaches one of `changed`, each once, with whether it reaches
  /// one of `members` (sorted; the level `changed` changed in) now: the parents, every
  /// ancestor, the previous siblings or every earlier one.
  mutating func nodes(leadingTo changed: [NodeIndex], by step: SelectorTable.Step, in members: [NodeIndex])
    -> [(node: NodeIndex, matches: Bool)]
  {
    var found: [(node: NodeIndex, matches: Bool)] = []
    var seen: Set<NodeIndex> = []
    switch step {
    case .child:
      for node in changed {
        let parents = tree.viewControllerParents?.parents(of: node) ?? [tree.parents[node]]
        for parent in parents where parent.isPresent && seen.insert(parent).inserted {
          found.append(
            (parent, members.containsSorted(node) || reaches(from: parent, by: .child, oneOf: members)))
        }
      }
    case .descendant:
      for node in changed {
        var ancestor = tree.parents[node]
        while ancestor.isPresent, seen.insert(ancestor).inserted {
          found.append((ancestor, reaches(from: ancestor, by: .descendant, oneOf: members)))
          ancestor = tree.parents[ancestor]
        }
      }
    case .adjacentSibling:
      for node in changed {
        let previous = tree.previousSiblings[node]
        if previous.isPresent, seen.insert(previous).inserted {
          found.append((previous, members.containsSorted(node)))
        }
      }
    case .generalSibling:
      // Latest first: a walk back passes the changed siblings before it, which then need none
      // of their own. An earlier sibling reaches a member when a later one is one, so the walk
      // stops after a member that did not change: before it, nothing did.
      let changedSet = Set(changed)
      for node in changed.sorted(by: >) where !seen.contains(node) {
        var reachesMember =
          members.containsSorted(node) || reaches(from: node, by: .generalSibling, oneOf: members)
        var sibling = tree.previousSiblings[node]
        while sibling.isPresent, seen.insert(sibling).inserted {
          found.append((sibling, reachesMember))
          let isMember = members.containsSorted(sibling)
          if isMember, !changedSet.contains(sibling) { break }
          reachesMember = reachesMember || isMember
          sibling = tree.previousSiblings[sibling]
        }
      }
    case .none: break
    }
    return found
  }

  /// Whether `first` or a sibling after it is one of `members` (sorted).
  private func someSibling(from first: NodeIndex, isIn members: [NodeIndex]) -> Bool {
    var sibling = first
    while sibling.isPresent {
      if members.containsSorted(sibling) { return true }
      sibling = tree.nextSiblings[sibling]
    }
    return false
  }

  /// The preorder position just past the node's subtree, remembered with those of the
  /// ancestors found on the way.
  private mutating func subtreeEnd(of node: NodeIndex) -> NodeIndex {
    var path: [NodeIndex] = []
    var current = node
    var end = NodeIndex(tree.count)
    while current.isPresent {
      if let known = subtreeEnds[current] {
        end = known
        break
      }
      path.append(current)
      if tree.nextSiblings[current].isPresent {
        end = tree.nextSiblings[current]
        break
      }
      current = tree.parents[current]
    }
    for node in path { subtreeEnds[node] = end }
    return end
  }
}

extension Array where Element == NodeIndex {
  /// Whether the sorted nodes hold `node`.
  /// - Complexity: O(log n).
  func containsSorted(_ node: NodeIndex) -> Bool {
    let low = countLeading { $0 < node }
    return low < count && self[low] == node
  }

  /// Puts `node` in the sorted nodes or takes it out.
  /// - Returns: whether they changed.
  /// - Complexity: O(n) when they change, else O(log n).
  mutating func set(_ node: NodeIndex, to isMember: Bool) -> Bool {
    let low = countLeading { $0 < node }
    let holds = low < count && self[low] == node
    guard holds != isMember else { return false }
    if isMember { insert(node, at: low) } else { remove(at: low) }
    return true
  }
}
