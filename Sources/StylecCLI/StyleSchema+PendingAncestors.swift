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

extension StyleSchema {
  /// Visits `names` (types of the schema) depth first down the class hierarchy, each superclass
  /// before its subclasses: `enter` on the way down, `leave` on the way back up. What a type
  /// inherits can then be kept in one set that each type adds to and takes back from, not in a
  /// copy for every type (a chain of 8,000 types held 8,000 sets of up to 8,000 names). A type
  /// whose superclass is not among `names` starts a descent of its own; subclasses are visited
  /// by name.
  /// - Complexity: O(names), without recursion.
  func descend(_ names: Set<String>, enter: (String) -> Void, leave: (String) -> Void) {
    var subclasses: [String: [String]] = [:]
    var roots: [String] = []
    for name in names {
      if let superclass = types[name]?.superclass, names.contains(superclass) {
        subclasses[superclass, default: []].append(name)
      } else {
        roots.append(name)
      }
    }
    for root in roots.sorted() {
      enter(root)
      var stack: [(type: String, next: Int, below: [String])] = [(root, 0, (subclasses[root] ?? []).sorted())]
      while let (type, next, below) = stack.last {
        if next < below.count {
          stack[stack.count - 1].next += 1
          enter(below[next])
          stack.append((below[next], 0, (subclasses[below[next]] ?? []).sorted()))
        } else {
          stack.removeLast()
          leave(type)
        }
      }
    }
  }
}
