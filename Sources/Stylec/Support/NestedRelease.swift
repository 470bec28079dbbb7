/// Releases a tree of boxes one box at a time: a value that holds boxes holding values that hold
/// boxes (a style's parents, a view's subviews), released the ordinary way, releases each level
/// from inside the release of the one above, and a chain 200,000 deep overflows the call stack.
/// Each box in `pending` that nothing else holds is emptied by `empty`, which returns the boxes
/// its contents held; those go on the list, so that no release has anything nested left to do.
/// The list is the caller's own (`inout`): a copy of it would hold each box once more, and no
/// box would be found held by the list alone.
func releaseNested<Box: AnyObject>(_ pending: inout [Box], emptying empty: (Box) -> [Box]) {
  while !pending.isEmpty {
    var box = pending.removeLast()
    guard isKnownUniquelyReferenced(&box) else { continue }
    pending += empty(box)
  }
}
