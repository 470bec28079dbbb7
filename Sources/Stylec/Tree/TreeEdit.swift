/// A change to a tree's shape, which `LiveStyles` makes: a view inserted with its subviews, a
/// node removed with its subtree, or a node moved (with its subtree) under another parent.
enum TreeEdit {
  /// `position` among the parent's children; nil, or past the last, for the end.
  case insert(ViewNode, parent: NodeIndex, position: Int?)
  case remove(NodeIndex)
  case move(NodeIndex, parent: NodeIndex, position: Int?)
}

extension StyleTree {
  /// The tree with the edit made, and where each of this tree's nodes is in it (`absent` for a
  /// node removed). Everything else a node has (its ID, classes, states, code styles) goes with
  /// it; inserted nodes take their views' IDs, and their types their superclasses from this
  /// tree's hierarchy, else UIKit's.
  /// - Throws: for an edit that removes or moves the root, moves a node into its own subtree,
  ///   or inserts a view the tree already has.
  /// - Complexity: O(nodes).
  func applying(_ edit: TreeEdit) throws(EditError) -> (tree: StyleTree, places: [NodeIndex]) {
    let contains = { (node: NodeIndex) in node.isPresent && node.position < self.count }
    // The node the edit takes out of its place, and where it puts what it inserts.
    var taken = NodeIndex.absent
    var target: (parent: NodeIndex, position: Int?)?
    var insertedView: ViewNode?
    switch edit {
    case .insert(let view, let parent, let position):
      precondition(contains(parent))
      var views = [view]
      while let next = views.popLast() {
        if identities.position(of: next.nodeID) != nil { throw .alreadyInTree(next.nodeID) }
        views += next.children
      }
      target = (parent, position)
      insertedView = view
    case .remove(let node):
      precondition(contains(node))
      guard node != .root else { throw .editingRoot }
      taken = node
    case .move(let node, let parent, let position):
      precondition(contains(node) && contains(parent))
      guard node != .root else { throw .editingRoot }
      var ancestor = parent
      while ancestor.isPresent {
        if ancestor == node { throw .movingIntoOwnSubtree(id(at: node)) }
        ancestor = parents[ancestor]
      }
      taken = node
      target = (parent, position)
    }

    enum Item {
      case existing(NodeIndex, parent: NodeIndex)
      case view(ViewNode, parent: NodeIndex)
    }
    // Names are interned afresh: the names of removed nodes, and classes no node has any more,
    // do not stay in the tree's tables edit after edit.
    var builder = TreeBuilder(environment: environment)
    var places = [NodeIndex](repeating: .absent, count: count)
    // Each of this tree's names interned in the new one once, when a node first uses it, not
    // hashed again for every node (that was most of an edit's cost).
    var renamed = [TreeSymbol](repeating: .absent, count: symbols.count)
    func rename(_ symbol: TreeSymbol) -> TreeSymbol {
      if !renamed[symbol].isPresent { renamed[symbol] = builder.symbol(symbols[symbol]) }
      return renamed[symbol]
    }
    var pending: [Item] = [.existing(.root, parent: .absent)]
    while let item = pending.popLast() {
      switch item {
      case .existing(let old, let parent):
        let node = builder.addNode(parent: parent)
        places[old] = node
        builder.setType(node, symbol: rename(types[old]))
        if ids[old].isPresent { builder.setID(node, symbol: rename(ids[old])) }
        if !classes[old].isEmpty { builder.addClasses(node, symbols: classes[old].map(rename)) }
        if !states[old].isEmpty { builder.addStates(node, symbols: states[old].map(rename)) }
        var children: [Item] = []
        var child = firstChildren[old]
        while child.isPresent {
          if child != taken { children.append(.existing(child, parent: node)) }
          child = nextSiblings[child]
        }
        if let target, target.parent == old {
          let placed: Item = insertedView.map { .view($0, parent: node) } ?? .existing(taken, parent: node)
          children.insert(placed, at: min(max(target.position ?? children.count, 0), children.count))
        }
        pending += children.reversed()
      case .view(let view, let parent):
        let node = builder.addView(view, parent: parent)
        pending += view.children.reversed().map { .view($0, parent: node) }
      }
    }
    // The hierarchy of the types still in use (with those the document declared), by name.
    var hierarchy: [String: String] = [:]
    for (type, superclass) in superclasses.enumerated() where superclass.isPresent {
      hierarchy[symbols[TreeSymbol(type)]] = symbols[superclass]
    }
    builder.carry(from: self, places: places)
    // This tree's hierarchy has no cycle, and UIKit's has none: neither can the two together.
    guard let tree = try? builder.finish(superclasses: hierarchy) else {
      preconditionFailure("a tree's hierarchy with UIKit's formed a cycle")
    }
    return (tree, places)
  }
}
