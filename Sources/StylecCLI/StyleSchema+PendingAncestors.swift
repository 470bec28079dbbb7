import Stylec

extension StyleSchema {
  /// `type` and its superclasses, nearest first, up to the first that `isDone` holds (which a
  /// caller worked out before, from the top down) and the type the walk stopped at: that one,
  /// or nil at the top of the chain. A loop in the chain ends the walk. What the schema
  /// commands work out for each type from its superclass's, once per type.
  func pendingAncestors(of type: String, doneWith isDone: (String) -> Bool) -> (
    pending: [String], stop: String?
  ) {
    var pending: [String] = []
    var onPath: Set<String> = []
    var current: String? = type
    while let name = current, !isDone(name), let info = types[name], onPath.insert(name).inserted {
      pending.append(name)
      current = info.superclass
    }
    return (pending, current)
  }
}
