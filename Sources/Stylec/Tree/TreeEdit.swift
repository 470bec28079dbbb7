/// A change to a tree's shape, which `LiveStyles` makes: a view inserted with its subviews, a
/// node removed with its subtree, or a node moved (with its subtree) under another parent.
enum TreeEdit {
  /// `position` among the parent's children; nil, or past the last, for the end.
  case insert(ViewNode, parent: NodeIndex, position: Int?)
  case remove(NodeIndex)
  case move(NodeIndex, parent: NodeIndex, position: Int?)
}

extension StyleTree {
  /// The tree with the edit made, how it lays the nodes out (`TreeSplice`: where each of this
  /// tree's nodes is in it, `absent` for a node removed), and whether the tables were spliced
  /// (`splicing(_:as:before:)`) rather than the tree built again. Everything else a node has (its
  /// ID, classes, states, code styles) goes with it; inserted nodes take their views' IDs, and
  /// their types their superclasses from this tree's hierarchy, else UIKit's.
  /// - Parameter splices: whether the edit may be spliced; false builds the tree again (what a
  ///   splice is tested against).
  /// - Throws: for an edit that removes or moves the root, moves a node into its own subtree,
  ///   inserts a view the tree already has, or puts a node at a negative place.
  /// - Complexity: O(nodes): array copies when spliced, else interning every node's names.
  func applying(_ edit: TreeEdit, splices: Bool = true) throws(EditError) -> (
    tree: StyleTree, splice: TreeSplice, isSpliced: Bool
  ) {
    let contains = { (node: NodeIndex) in node.isPresent && node.position < self.count }
    // The node the edit takes out of its place, and where it puts what it inserts.
    var taken = NodeIndex.absent
    var target: (parent: NodeIndex, position: Int?)?
    var insertedView: ViewNode?
    switch edit {
    case .insert(let view, let parent, let position):
      precondition(contains(parent))
      if let position, position < 0 { throw .positionBeforeFirst(position) }
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
      if let position, position < 0 { throw .positionBeforeFirst(position) }
      var ancestor = parent
      while ancestor.isPresent {
        if ancestor == node { throw .movingIntoOwnSubtree(id(at: node)) }
        ancestor = parents[ancestor]
      }
      taken = node
      target = (parent, position)
    }
    let (splice, before) = layout(of: edit)
    if splices, let tree = splicing(edit, as: splice, before: before) { return (tree, splice, true) }

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
    func add(_ old: NodeIndex, parent: NodeIndex) -> NodeIndex {
      let node = builder.addNode(parent: parent)
      places[old] = node
      builder.setType(node, symbol: rename(types[old]))
      if ids[old].isPresent { builder.setID(node, symbol: rename(ids[old])) }
      if !classes[old].isEmpty { builder.addClasses(node, symbols: classes[old].map(rename)) }
      if !states[old].isEmpty { builder.addStates(node, symbols: states[old].map(rename)) }
      return node
    }
    /// An existing node whose children are being added, in preorder: where it is in the new
    /// tree, its next child to add, how many it has added, and whether what the edit puts under
    /// it is in (or nothing is to be).
    struct Frame {
      var old: NodeIndex
      var node: NodeIndex
      var next: NodeIndex
      var added = 0
      var placedTarget: Bool
    }
    let frame = { (old: NodeIndex, node: NodeIndex) in
      Frame(old: old, node: node, next: self.firstChildren[old], placedTarget: target?.parent != old)
    }
    var stack = [frame(.root, add(.root, parent: .absent))]
    while var top = stack.popLast() {
      if !top.placedTarget, let target, top.added == max(target.position ?? Int.max, 0) || !top.next.isPresent
      {
        // What the edit puts here: before the child at its position, or last.
        top.placedTarget = true
        if let insertedView {
          var views = [(insertedView, top.node)]
          while let (view, parent) = views.popLast() {
            let node = builder.addView(view, parent: parent)
            views += view.children.reversed().map { ($0, node) }
          }
          stack.append(top)
        } else {
          stack += [top, frame(taken, add(taken, parent: top.node))]
        }
      } else if top.next.isPresent {
        let child = top.next
        top.next = nextSiblings[child]
        if child == taken {
          stack.append(top)
        } else {
          top.added += 1
          stack += [top, frame(child, add(child, parent: top.node))]
        }
      }
    }
    // The hierarchy of the types still in use (with those the document declared), by name.
    var hierarchy: [String: String] = [:]
    for (type, superclass) in superclasses.enumerated() where superclass.isPresent {
      hierarchy[symbols[TreeSymbol(type)]] = symbols[superclass]
    }
    builder.carry(from: self, places: places)
    // This tree's hierarchy has no cycle, and UIKit's has none: neither can the two together.
    guard var tree = try? builder.finish(superclasses: hierarchy) else {
      preconditionFailure("a tree's hierarchy with UIKit's formed a cycle")
    }
    // Splices may add names until the table holds twice what this one does: the build that
    // compacts it again is paid for by the names that came.
    tree.symbolLimit = 2 * (tree.symbols.count + tree.count)
    assert(places == splice.places, "a built tree's layout differs from its splice's")
    return (tree, splice, false)
  }
}

extension [NodeIndex] {
  /// Places (where each node of one tree stands in another of `count` nodes, `absent` for one it
  /// lacks) the other way round: for each node of the other tree, the node that stood there
  /// before, `absent` for one new to it.
  func inverted(count: Int) -> [NodeIndex] {
    var previous = [NodeIndex](repeating: .absent, count: count)
    for (position, place) in enumerated() where place.isPresent { previous[place] = NodeIndex(position) }
    return previous
  }
}
