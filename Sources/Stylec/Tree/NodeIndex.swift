/// A node of a `StyleTree`: its preorder position, 0 for the root. The tree's per-node arrays
/// are indexed by it and its links (parent, children, siblings) hold it, `absent` for none; a
/// type of its own so that a node cannot be mistaken for a symbol or a rule.
struct NodeIndex: TypedIndex {
  let rawValue: Int32
}

extension NodeIndex {
  /// The root, first in preorder.
  static let root = NodeIndex(rawValue: 0)
}
