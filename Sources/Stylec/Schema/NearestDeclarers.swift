/// For each name, which type on a chain declares it nearest, in O(log declarers): the types
/// declaring a name are intervals of the hierarchy's preorder (a type and its subclasses), and
/// the nearest declarer of a type is the innermost interval holding it. The intervals nest, so
/// the innermost one at each position is a step function of the position with at most two
/// steps a declarer, found by one sweep per name when the schema is made.
///
/// Walking each type's chain instead cost the chain's length a lookup: a schema of 8,000 types in
/// one chain, each declaring a property, made lint take 5 s and, with a state each, 1.8 GB.
struct NearestDeclarers: Sendable {
  /// By name: the preorder positions where the innermost declarer changes, ascending, and the
  /// declarer from each (-1 for none).
  private var steps: [String: (starts: [Int32], owners: [Int32])] = [:]
  /// By name: the preorder positions of its declarers, ascending.
  private var positions: [String: [Int32]] = [:]

  /// - Parameters:
  ///   - declarers: the types declaring each name (placed or not; those on or below a loop,
  ///     which have no preorder position, are left out: callers walk their chains).
  ///   - tree: the hierarchy's preorder.
  init(_ declarers: [String: [Int32]], tree: TypeHierarchy) {
    for (name, types) in declarers {
      let placed = types.filter { tree.order[Int($0)] >= 0 }.sorted {
        tree.order[Int($0)] < tree.order[Int($1)]
      }
      guard !placed.isEmpty else { continue }
      var starts: [Int32] = []
      var owners: [Int32] = []
      func step(at start: Int32, to owner: Int32) {
        if let last = starts.last, last == start {
          owners[owners.count - 1] = owner
        } else {
          starts.append(start)
          owners.append(owner)
        }
      }
      var open: [Int32] = []
      for type in placed {
        let start = tree.order[Int(type)]
        // Intervals ending at or before this one's start close, innermost first.
        while let inner = open.last, tree.end[Int(inner)] <= start {
          open.removeLast()
          step(at: tree.end[Int(inner)], to: open.last ?? -1)
        }
        step(at: start, to: type)
        open.append(type)
      }
      while let inner = open.popLast() { step(at: tree.end[Int(inner)], to: open.last ?? -1) }
      steps[name] = (starts, owners)
      positions[name] = placed.map { tree.order[Int($0)] }
    }
  }

  /// The nearest type declaring `name` on the chain from the placed type at preorder position
  /// `position` (the type itself first), or -1 for none.
  func nearest(_ name: String, at position: Int32) -> Int32 {
    guard let (starts, owners) = steps[name] else { return -1 }
    // The last step starting at or before the position.
    let after = starts.countLeading { $0 <= position }
    return after == 0 ? -1 : owners[after - 1]
  }

  /// Whether a type at a preorder position in `range` (a type's subtree) declares `name`.
  func isDeclared(_ name: String, within range: Range<Int32>) -> Bool {
    guard let declared = positions[name] else { return false }
    let first = declared.countLeading { $0 < range.lowerBound }
    return first < declared.count && declared[first] < range.upperBound
  }
}
