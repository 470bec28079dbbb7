/// How an edit lays a tree's nodes out anew when it can be made without building the tree
/// again: the new preorder as runs, each a range of the old tree's nodes (in their order) or the
/// block of nodes the edit inserts. Every per-node table (the tree's, the cascade's node view,
/// the resolved styles) is spliced by the same runs, as copies of contiguous slices, so an edit
/// of one cell in 5,000 views costs copies and integer arithmetic, no hashing per node.
struct TreeSplice {
  /// A stretch of the new preorder.
  enum Run {
    /// Old nodes, kept in their order.
    case kept(Range<NodeIndex>)
    /// The inserted block's nodes, in their own preorder.
    case inserted(Int)
  }

  let runs: [Run]
  /// Where each old node is in the new tree, `absent` for one removed.
  let places: [NodeIndex]
  /// The old nodes the edit takes out (a removal's or a move's subtree), empty for an insert.
  let taken: Range<NodeIndex>
  /// Whether the taken nodes come back (a move) rather than go.
  let isMove: Bool

  /// - Parameters:
  ///   - count: how many nodes the old tree has.
  ///   - taken: the subtree the edit takes out, empty for none.
  ///   - target: the old node before which the taken or inserted nodes go (`count` for the end).
  ///   - inserted: how many nodes are inserted (0 for a removal or a move).
  init(count: Int, taken: Range<NodeIndex>, target: NodeIndex?, inserted: Int) {
    let end = NodeIndex(count)
    var runs: [Run] = []
    func keep(_ range: Range<NodeIndex>) { if !range.isEmpty { runs.append(.kept(range)) } }
    switch target {
    case nil:
      keep(.root..<taken.lowerBound)
      keep(taken.upperBound..<end)
    case let target? where inserted > 0:
      keep(.root..<target)
      runs.append(.inserted(inserted))
      keep(target..<end)
    case let target? where target <= taken.lowerBound:
      keep(.root..<target)
      keep(taken)
      keep(target..<taken.lowerBound)
      keep(taken.upperBound..<end)
    case let target?:
      keep(.root..<taken.lowerBound)
      keep(taken.upperBound..<target)
      keep(taken)
      keep(target..<end)
    }
    self.runs = runs
    self.taken = taken
    isMove = target != nil && inserted == 0
    var places = [NodeIndex](repeating: .absent, count: count)
    var next = NodeIndex.root
    for run in runs {
      switch run {
      case .kept(let range):
        for old in range {
          places[old] = next
          next = next.advanced(by: 1)
        }
      case .inserted(let count): next = next.advanced(by: count)
      }
    }
    self.places = places
  }

  /// Where the inserted block starts in the new tree, if there is one.
  var insertedStart: NodeIndex? {
    var next = NodeIndex.root
    for run in runs {
      switch run {
      case .kept(let range): next = next.advanced(by: range.count)
      case .inserted: return next
      }
    }
    return nil
  }

  /// A per-node table of the new tree: the old table's slices in the runs' order, with
  /// `inserted` (one element per inserted node) for the inserted block.
  func splice<Element>(_ old: [Element], inserted: [Element] = []) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(old.count + inserted.count)
    old.withUnsafeBufferPointer { buffer in
      for run in runs {
        switch run {
        case .kept(let range): result += buffer[range.lowerBound.position..<range.upperBound.position]
        case .inserted: result += inserted
        }
      }
    }
    return result
  }

  /// A per-node table of links to nodes (parents, children, siblings): spliced, with each old
  /// node's links renumbered to where their nodes now are, and the inserted block's (numbered
  /// within it) moved to where it starts. Links to taken nodes are left for the caller to mend.
  func spliceLinks(_ old: [NodeIndex], inserted: [NodeIndex]) -> [NodeIndex] {
    var result = splice(old, inserted: inserted)
    var next = 0
    result.withUnsafeMutableBufferPointer { links in
      places.withUnsafeBufferPointer { places in
        for run in runs {
          switch run {
          case .kept(let range):
            for position in next..<(next + range.count) where links[position].isPresent {
              links[position] = places[links[position].position]
            }
            next += range.count
          case .inserted(let count):
            for position in next..<(next + count) where links[position].isPresent {
              links[position] = links[position].advanced(by: next)
            }
            next += count
          }
        }
      }
    }
    return result
  }
}
