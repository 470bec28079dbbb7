/// Finding a node by what code knows of it: the handle it named the view with, or its id.
extension StyleTree {
  /// The node of the view `handle` named when the tree was built from `ViewNode`s; nil when no
  /// view of this tree was so named.
  public func node(_ handle: NodeHandle) -> Node? { handles[handle].map(Node.init) }

  /// The first node, in preorder, whose id is `id`.
  public func node(withID id: String) -> Node? {
    (0..<count).first { self.id(of: Node($0)) == id }.map { Node($0) }
  }
}
