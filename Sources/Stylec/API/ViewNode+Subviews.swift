/// A view description's subviews, and comparing and hashing descriptions however deeply they
/// nest. A description 60,000 views deep is the app's own value: compared, hashed or released
/// the ordinary way, each level did so from inside the one above and overflowed the call stack.
extension ViewNode {
  /// The subviews in a box, which copies share until one changes them, and whose `deinit`
  /// takes a deep description apart one level at a time.
  ///
  /// Its views change only while one description holds the box alone (`children`'s setter),
  /// or once nothing holds it (in `deinit`), so that no two threads see it change.
  final class Subviews: @unchecked Sendable {
    var items: [ViewNode]

    init(items: [ViewNode]) {
      self.items = items
    }

    /// Releases the subviews' boxes one at a time (`releaseNested`), not from inside each
    /// other's release.
    deinit {
      guard !items.isEmpty else { return }
      var subviews = items.map(\.subviews)
      items = []
      releaseNested(&subviews) { box in
        let taken = box.items
        box.items = []
        return taken.map(\.subviews)
      }
    }
  }

  /// Whether two descriptions describe the same views: the same type, id, classes, states,
  /// styles and own values at every level (not the same `nodeID`s: two descriptions made apart
  /// are equal when they say the same), compared from an explicit list rather than by recursion.
  public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    var pending = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      guard left.type == right.type, left.id == right.id, left.classes == right.classes,
        left.states == right.states, left.styles == right.styles,
        left.style == right.style, left.styleLocation == right.styleLocation
      else { return false }
      if left.subviews === right.subviews { continue }
      let (leftChildren, rightChildren) = (left.subviews.items, right.subviews.items)
      guard leftChildren.count == rightChildren.count else { return false }
      pending += zip(leftChildren, rightChildren)
    }
    return true
  }

  /// Hashes the view itself and how many subviews it has, not the subviews (equal descriptions
  /// hash alike, and hashing costs one level however deep the description is).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(id)
    hasher.combine(classes)
    hasher.combine(states)
    hasher.combine(styles)
    hasher.combine(style)
    hasher.combine(subviews.items.count)
  }
}
