/// One property of one node that a change restyled: what it was, and what it is now.
public struct StyleChange: Hashable, Sendable {
  /// The node.
  public var node: StyleTree.NodeID
  /// The property's canonical name.
  public var property: String
  /// Its value before; nil when it was unset (always, for a node the change inserted).
  public var old: StyleValue?
  /// Its value now; nil when it is unset now.
  public var new: StyleValue?
  /// The transition the node's styles now give the property (the last of its `transition`s
  /// that names it or `all`, and takes time): how to animate the change, from `old` to `new`
  /// (`StyleValue.interpolated(to:progress:)`). Nil when none applies, and on a node that had no
  /// property before (inserted, or new to the tree: CSS starts no transition on its first
  /// style): set the value at once.
  public var transition: StyleTransition?

  /// Creates a change.
  public init(
    node: StyleTree.NodeID, property: String, old: StyleValue?, new: StyleValue?,
    transition: StyleTransition? = nil
  ) {
    self.node = node
    self.property = property
    self.old = old
    self.new = new
    self.transition = transition
  }
}

extension StyleChange {
  /// The changes between a node's properties before and after, both sorted by name: one merge.
  package static func between(
    _ before: some RandomAccessCollection<(name: String, value: StyleValue)>,
    _ after: some RandomAccessCollection<(name: String, value: StyleValue)>, node: StyleTree.NodeID
  ) -> [StyleChange] {
    var changes: [StyleChange] = []
    var (i, j) = (before.startIndex, after.startIndex)
    while i < before.endIndex || j < after.endIndex {
      if j == after.endIndex || (i < before.endIndex && before[i].name < after[j].name) {
        changes.append(StyleChange(node: node, property: before[i].name, old: before[i].value, new: nil))
        i = before.index(after: i)
      } else if i == before.endIndex || after[j].name < before[i].name {
        changes.append(StyleChange(node: node, property: after[j].name, old: nil, new: after[j].value))
        j = after.index(after: j)
      } else {
        if before[i].value != after[j].value {
          changes.append(
            StyleChange(node: node, property: after[j].name, old: before[i].value, new: after[j].value))
        }
        i = before.index(after: i)
        j = after.index(after: j)
      }
    }
    return changes
  }
}

extension StyleChange {
  /// Changes made one after another, as one: a property changed twice is one change from its
  /// first old value to its last new one, with the last's transition (the styles' after it), and
  /// one that came back to its value is none. In the order each property first changed.
  package static func merged(_ changes: [StyleChange]) -> [StyleChange] {
    struct Key: Hashable {
      var node: StyleTree.NodeID
      var property: String
    }
    var merged: [StyleChange] = []
    var places: [Key: Int] = [:]
    for change in changes {
      let key = Key(node: change.node, property: change.property)
      if let place = places[key] {
        merged[place].new = change.new
        merged[place].transition = change.transition
      } else {
        places[key] = merged.count
        merged.append(change)
      }
    }
    return merged.filter { $0.old != $0.new }
  }
}
