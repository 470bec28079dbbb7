/// The query containers among the ancestors a cascade walk holds, root first, indexed so that a
/// query finds its container at once: the nearest of a name, of a type that answers what the
/// query reads, or both. Scanning up the ancestors for a name none of them has made a chain of
/// 128,000 nested containers resolve in O(depth²) (5.1 s).
struct ContainerFrames {
  /// What a query needs of its container.
  enum Need: Int, CaseIterable {
    /// Any container of its name (a name alone).
    case name
    /// A width: `inline-size` or `size`.
    case width
    /// A height: `size`.
    case height

    /// Whether a container of `type` answers the need.
    func isMet(by type: ContainerType) -> Bool {
      switch self {
      case .name: true
      case .width: type != .normal
      case .height: type == .size
      }
    }
  }

  private var frames: [ContainerLookup.Frame] = []
  /// By need: the positions in `frames` of the containers that meet it, in order, and those of
  /// each name.
  private var meeting: [[Int]] = Array(repeating: [], count: Need.allCases.count)
  private var meetingByName: [[String: [Int]]] = Array(repeating: [:], count: Need.allCases.count)

  /// Holds `frame`, a container entered by the walk.
  mutating func push(_ frame: ContainerLookup.Frame) {
    let position = frames.count
    frames.append(frame)
    let names = Set(frame.names)
    for need in Need.allCases where need.isMet(by: frame.type) {
      meeting[need.rawValue].append(position)
      for name in names { meetingByName[need.rawValue][name, default: []].append(position) }
    }
  }

  /// Lets go of the innermost container if it is `node`'s (the walk leaves `node`).
  mutating func pop(ifOf node: NodeIndex) {
    guard let frame = frames.last, frame.node == node else { return }
    frames.removeLast()
    let names = Set(frame.names)
    for need in Need.allCases where need.isMet(by: frame.type) {
      meeting[need.rawValue].removeLast()
      for name in names {
        meetingByName[need.rawValue][name]!.removeLast()
        if meetingByName[need.rawValue][name]!.isEmpty { meetingByName[need.rawValue][name] = nil }
      }
    }
  }

  /// The nearest container of `name` (any, for nil) that meets `need`, other than `node`
  /// itself (a node is never its own query container).
  func nearest(named name: String?, needing need: Need, excluding node: NodeIndex) -> ContainerLookup.Frame? {
    let positions = name.map { meetingByName[need.rawValue][$0] ?? [] } ?? meeting[need.rawValue]
    // At most two looked at: only the innermost can be the node's own.
    for position in positions.reversed() where frames[position].node != node { return frames[position] }
    return nil
  }
}
