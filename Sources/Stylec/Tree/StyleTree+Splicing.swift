/// Making an edit by splicing the tree's tables (`TreeSplice`) instead of building the tree
/// again: what a cell inserted into 5,000 views should cost.
extension StyleTree {
  /// How the edit lays the nodes out anew, and the old child the taken or inserted nodes go
  /// before (nil for after the parent's last child, or for a removal).
  /// The caller has checked the edit (`applying(_:splices:)`'s checks).
  func layout(of edit: TreeEdit) -> (splice: TreeSplice, before: NodeIndex?) {
    var taken = NodeIndex.root..<NodeIndex.root
    var inserted = 0
    let parent: NodeIndex?
    let position: Int?
    switch edit {
    case .insert(let view, let into, let at):
      var pending = [view]
      while let next = pending.popLast() {
        inserted += 1
        pending += next.children
      }
      (parent, position) = (into, at)
    case .remove(let node):
      taken = node..<subtreeEnd(node)
      (parent, position) = (nil, nil)
    case .move(let node, let into, let at):
      taken = node..<subtreeEnd(node)
      (parent, position) = (into, at)
    }
    // Before the parent's child at `position` (the taken node not counted), or after its last.
    guard let parent else { return (TreeSplice(count: count, taken: taken, target: nil, inserted: 0), nil) }
    var child = firstChildren[parent]
    var counted = 0
    while child.isPresent {
      if child != taken.lowerBound {
        if counted == max(position ?? Int.max, 0) { break }
        counted += 1
      }
      child = nextSiblings[child]
    }
    let before = child.isPresent ? child : nil
    let target = before ?? subtreeEnd(parent)
    return (TreeSplice(count: count, taken: taken, target: target, inserted: inserted), before)
  }

  /// The tree with the edit made by splicing (laid out by `layout(of:)`); nil when the edit
  /// needs the tree built again (`applying(_:splices:)` does that): inserted views of a type
  /// the tree's hierarchy does not have yet, a view controller, views that bring code styles or
  /// one ID twice, a tree with view controllers, or a symbol table due a compaction.
  func splicing(_ edit: TreeEdit, as splice: TreeSplice, before: NodeIndex?) -> StyleTree? {
    guard viewControllerParents == nil else { return nil }
    var tree = self
    var block = StyleTree(environment: environment)
    var blockIDs: [UInt64] = []
    if case .insert(let view, _, _) = edit {
      var builder = TreeBuilder()
      var pending: [(view: ViewNode, parent: NodeIndex)] = [(view, .absent)]
      var seen: Set<UInt64> = []
      while let (view, parent) = pending.popLast() {
        guard view.styles.isEmpty, view.style.isEmpty, seen.insert(view.nodeID.rawValue).inserted else {
          return nil
        }
        let node = builder.addView(view, parent: parent)
        blockIDs.append(view.nodeID.rawValue)
        if let size = view.size { tree.sizes[view.nodeID] = size }
        pending += view.children.reversed().map { ($0, node) }
      }
      block = builder.tree
      // The block's names in this tree's symbols; its types must be types of the tree already.
      let renamed = block.symbols.names.map { tree.symbols.intern($0) }
      // New names may come until the table is due a compaction, which a build makes.
      guard
        tree.symbols.count == symbols.count
          || tree.symbols.count <= max(symbolLimit, Self.symbolCompactionFloor)
      else { return nil }
      let controller = symbols.lookup(ViewControllerParents.controllerType)
      for type in Set(block.types) {
        let known = renamed[type]
        guard known.position < superclasses.count, superclasses[known].isPresent,
          controller.map({ !typeChain(of: known).contains($0) }) ?? true
        else { return nil }
      }
      let rename = { (symbol: TreeSymbol) in symbol.isPresent ? renamed[symbol] : .absent }
      block.types = block.types.map(rename)
      block.ids = block.ids.map(rename)
      block.classes = block.classes.map { $0.map(rename) }
      block.states = block.states.map { $0.map(rename) }
    }

    let places = splice.places
    if case .remove = edit, !sizes.isEmpty {
      for node in splice.taken { tree.sizes[id(at: node)] = nil }
    }
    tree.types = splice.splice(types, inserted: block.types)
    tree.ids = splice.splice(ids, inserted: block.ids)
    tree.classes = splice.splice(classes, inserted: block.classes)
    tree.states = splice.splice(states, inserted: block.states)
    tree.childPositions = splice.splice(childPositions, inserted: block.childPositions)
    tree.childCounts = splice.splice(childCounts, inserted: block.childCounts)
    tree.parents = splice.spliceLinks(parents, inserted: block.parents)
    tree.firstChildren = splice.spliceLinks(firstChildren, inserted: block.firstChildren)
    tree.lastChildren = splice.spliceLinks(lastChildren, inserted: block.lastChildren)
    tree.nextSiblings = splice.spliceLinks(nextSiblings, inserted: block.nextSiblings)
    tree.previousSiblings = splice.spliceLinks(previousSiblings, inserted: block.previousSiblings)
    tree.identities = identities.spliced(by: splice, inserted: blockIDs)
    if !codeStyles.isEmpty || !codeStyles.problems.isEmpty { tree.codeStyles = codeStyles.moved(to: places) }

    // The taken node leaves its siblings, then the taken or inserted node joins its new ones.
    let newPlace = { (old: NodeIndex) in old.isPresent ? places[old] : .absent }
    if !splice.taken.isEmpty {
      let node = splice.taken.lowerBound
      tree.detach(
        parent: places[parents[node]], previous: newPlace(previousSiblings[node]),
        next: newPlace(nextSiblings[node]))
    }
    switch edit {
    case .insert(_, let parent, _), .move(_, let parent, _):
      let node = splice.isMove ? places[splice.taken.lowerBound] : splice.insertedStart!
      tree.attach(node, to: places[parent], before: before.map { places[$0] })
    case .remove: break
    }
    return tree
  }

  /// Mends the links around a node taken out from under `parent`, between its siblings.
  private mutating func detach(parent: NodeIndex, previous: NodeIndex, next: NodeIndex) {
    if previous.isPresent { nextSiblings[previous] = next } else { firstChildren[parent] = next }
    if next.isPresent { previousSiblings[next] = previous } else { lastChildren[parent] = previous }
    childCounts[parent] -= 1
    var sibling = next
    while sibling.isPresent {
      childPositions[sibling] -= 1
      sibling = nextSiblings[sibling]
    }
  }

  /// Links `node` under `parent`, before the child `before` (nil for after the last).
  private mutating func attach(_ node: NodeIndex, to parent: NodeIndex, before: NodeIndex?) {
    let previous = before.map { previousSiblings[$0] } ?? lastChildren[parent]
    parents[node] = parent
    previousSiblings[node] = previous
    nextSiblings[node] = before ?? .absent
    if previous.isPresent { nextSiblings[previous] = node } else { firstChildren[parent] = node }
    if let before { previousSiblings[before] = node } else { lastChildren[parent] = node }
    childCounts[parent] += 1
    childPositions[node] = previous.isPresent ? childPositions[previous] + 1 : 1
    var sibling = before ?? .absent
    while sibling.isPresent {
      childPositions[sibling] += 1
      sibling = nextSiblings[sibling]
    }
  }
}
