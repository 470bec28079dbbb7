/// The query containers among the ancestors a cascade walk holds, root first, indexed so that a
/// query finds its container at once: the nearest of a name, of type `size`, or both. Scanning
/// up the ancestors for a name none of them has made a chain of 128,000 nested containers
/// resolve in O(depth²) (5.1 s).
struct ContainerFrames {
  private var frames: [ContainerLookup.Frame] = []
  /// Positions in `frames` of the `size` containers, and of each name's containers (all, and
  /// those of type `size`), in order.
  private var sized: [Int] = []
  private var byName: [String: [Int]] = [:]
  private var sizedByName: [String: [Int]] = [:]

  /// Holds `frame`, a container entered by the walk.
  mutating func push(_ frame: ContainerLookup.Frame) {
    let position = frames.count
    frames.append(frame)
    let isSized = frame.type == .size
    if isSized { sized.append(position) }
    for name in Set(frame.names) {
      byName[name, default: []].append(position)
      if isSized { sizedByName[name, default: []].append(position) }
    }
  }

  /// Lets go of the innermost container if it is `node`'s (the walk leaves `node`).
  mutating func pop(ifOf node: NodeIndex) {
    guard let frame = frames.last, frame.node == node else { return }
    frames.removeLast()
    let isSized = frame.type == .size
    if isSized { sized.removeLast() }
    for name in Set(frame.names) {
      Self.removeLast(of: name, from: &byName)
      if isSized { Self.removeLast(of: name, from: &sizedByName) }
    }
  }

  private static func removeLast(of name: String, from index: inout [String: [Int]]) {
    index[name]!.removeLast()
    if index[name]!.isEmpty { index[name] = nil }
  }

  /// The nearest container of `name` (any, for nil), of type `size` when `needsSize`, other
  /// than `node` itself (a node is never its own query container).
  func nearest(named name: String?, needsSize: Bool, excluding node: NodeIndex) -> ContainerLookup.Frame? {
    let positions: [Int]
    switch (name, needsSize) {
    case (nil, false): return frames.last { $0.node != node }  // at most two looked at
    case (nil, true): positions = sized
    case (let name?, false): positions = byName[name] ?? []
    case (let name?, true): positions = sizedByName[name] ?? []
    }
    for position in positions.reversed() where frames[position].node != node { return frames[position] }
    return nil
  }
}
