/// Adds nodes to a `StyleTree` in preorder, then resolves each type's superclass.
struct TreeBuilder {
  private(set) var tree: StyleTree
  /// Views given code styles, whose styles `finish` reads.
  private var styledViews:
    [(node: NodeIndex, styles: [CodeStyle], style: StyleBody, location: SourceLocation)] = []

  /// The IDs nodes came with, by place (a view's `nodeID`, a node's own through an edit), 0 for
  /// none; empty when no node came with one. `finish` mints the rest.
  private var givenIDs: [UInt64] = []
  /// The sizes nodes were given, by place, which `finish` keys by ID.
  private var givenSizes: [(node: NodeIndex, size: StyleSize)] = []

  init(environment: StyleEnvironment = StyleEnvironment()) {
    tree = StyleTree(environment: environment)
  }

  /// Gives a node its size.
  mutating func setSize(_ node: NodeIndex, _ size: StyleSize) { givenSizes.append((node, size)) }

  /// Gives a node the ID it had (or its view has) elsewhere.
  mutating func setNodeID(_ node: NodeIndex, _ id: StyleTree.NodeID) {
    if givenIDs.count <= node.position {
      givenIDs += repeatElement(0, count: node.position + 1 - givenIDs.count)
    }
    givenIDs[node.position] = id.rawValue
  }

  /// Every node's ID: those given, and fresh ones for the others and for a second node given
  /// an ID already taken (one view description placed twice).
  private func identities() -> NodeIdentities {
    guard !givenIDs.isEmpty else { return NodeIdentities(count: tree.count) }
    var ids = givenIDs + repeatElement(0, count: tree.count - givenIDs.count)
    var taken = Set<UInt64>(minimumCapacity: ids.count)
    var missing: [Int] = []
    for (position, id) in ids.enumerated() where id == 0 || !taken.insert(id).inserted {
      missing.append(position)
    }
    var fresh = NodeIdentities.mint(missing.count)
    for position in missing {
      ids[position] = fresh
      fresh += 1
    }
    return NodeIdentities(ids)
  }

  var count: Int { tree.count }

  /// Appends a node as the last child of `parent` (`absent` for the root) and returns it.
  mutating func addNode(parent: NodeIndex) -> NodeIndex {
    let node = NodeIndex(tree.types.count)
    tree.types.append(.absent)
    tree.ids.append(.absent)
    tree.classes.append([])
    tree.states.append([])
    tree.parents.append(parent)
    tree.firstChildren.append(.absent)
    tree.lastChildren.append(.absent)
    tree.nextSiblings.append(.absent)
    tree.previousSiblings.append(.absent)
    tree.childCounts.append(0)
    tree.childPositions.append(1)
    if parent.isPresent {
      tree.childCounts[parent] += 1
      tree.childPositions[node] = tree.childCounts[parent]
      let previous = tree.lastChildren[parent]
      if previous.isPresent {
        tree.nextSiblings[previous] = node
        tree.previousSiblings[node] = previous
      } else {
        tree.firstChildren[parent] = node
      }
      tree.lastChildren[parent] = node
    }
    return node
  }

  func hasType(_ node: NodeIndex) -> Bool { tree.types[node].isPresent }

  /// The tree's symbol for a name, made if new.
  mutating func symbol(_ name: String) -> TreeSymbol { tree.symbols.intern(name) }

  mutating func setType(_ node: NodeIndex, _ name: String) { setType(node, symbol: symbol(name)) }

  mutating func setType(_ node: NodeIndex, symbol: TreeSymbol) { tree.types[node] = symbol }

  mutating func setID(_ node: NodeIndex, _ name: String) { setID(node, symbol: symbol(name)) }

  mutating func setID(_ node: NodeIndex, symbol: TreeSymbol) { tree.ids[node] = symbol }

  /// Adds classes, ignoring repeats (a view either has a class or not).
  mutating func addClasses(_ node: NodeIndex, _ names: [String]) {
    addClasses(node, symbols: names.map { symbol($0) })
  }

  mutating func addClasses(_ node: NodeIndex, symbols: [TreeSymbol]) {
    tree.classes[node].appendUnique(symbols)
  }

  /// Adds states, ignoring repeats.
  mutating func addStates(_ node: NodeIndex, _ names: [String]) {
    addStates(node, symbols: names.map { symbol($0) })
  }

  mutating func addStates(_ node: NodeIndex, symbols: [TreeSymbol]) {
    tree.states[node].appendUnique(symbols)
  }

  mutating func setEnvironment(_ environment: StyleEnvironment) { tree.environment = environment }

  /// Resolves the superclass of every type a node has or `superclasses` declares, and of their
  /// superclasses in turn, from the built-in UIKit hierarchy overridden by `superclasses`: a
  /// declared class is a type of the tree even when no node has it, so that a selector naming it
  /// means it (`Button` is the app's class, not UIKit's shorthand).
  /// - Throws: the messages for a superclass cycle, naming the first node or declared type (in symbol order)
  ///   whose chain loops and the type it loops through.
  /// - Complexity: O(types): each type is looked up once, however long the chains.
  mutating func finish(superclasses: [String: String], base: [String: String] = uikitSuperclasses)
    throws(ChainError)
    -> StyleTree
  {
    let declared = superclasses.keys.sorted().map { tree.symbols.intern($0) }
    /// 0: not reached yet; 1: on the chain being walked; 2: resolved.
    var state = [UInt8](repeating: 0, count: tree.symbols.count)
    var superclassOf = [TreeSymbol](repeating: .absent, count: tree.symbols.count)
    /// The types whose chains are resolved: the nodes' and the declared ones.
    var isStart = [Bool](repeating: false, count: tree.symbols.count)
    for type in tree.types where type.isPresent { isStart[type] = true }
    for type in declared { isStart[type] = true }
    var path: [TreeSymbol] = []
    for start in isStart.indices where isStart[start] && state[start] == 0 {
      var current = TreeSymbol(start)
      while true {
        state[current] = 1
        path.append(current)
        let name = tree.symbols[current]
        guard let superclass = superclasses[name] ?? base[name] else { break }
        let next = tree.symbols.intern(superclass)
        if next.position == state.count {
          state.append(0)
          superclassOf.append(.absent)
        }
        superclassOf[current] = next
        if state[next] == 1 {
          // Located at a class the document declares: the one closing the cycle, or (where a
          // built-in class closes it, `"UIView": "UILabel"`) the last declared one on it.
          let cycle = path[(path.lastIndex(of: next) ?? 0)...].map { tree.symbols[$0] }
          let declaredCloser =
            superclasses[name] != nil ? name : cycle.last { superclasses[$0] != nil } ?? name
          throw ChainError(
            message:
              "the superclasses of '\(tree.symbols[TreeSymbol(start)])' form a cycle through '\(superclass)'",
            closedBy: declaredCloser)
        }
        if state[next] == 2 { break }
        current = next
      }
      for type in path { state[type] = 2 }
      path.removeAll(keepingCapacity: true)
    }
    tree.superclasses = superclassOf
    tree.viewControllerParents = ViewControllerParents(tree: tree)
    tree.identities = identities()
    for (node, size) in givenSizes { tree.sizes[tree.identities[node]] = size }
    var finished = tree
    // A style is for a type and its subclasses: styles are read once the chains are known.
    for (node, styles, style, location) in styledViews {
      finished.setCodeStyles(styles, style: style, of: node, location: location)
    }
    return finished
  }

  /// A cycle in the `types` map.
  struct ChainError: Error {
    var message: String
    /// The type whose superclass closes the cycle: where a document locates it.
    var closedBy: String
  }
}

extension TreeBuilder {
  /// The tree of a view description (see `StyleTree.init(root:superclasses:environment:schema:)`).
  static func build(
    root: ViewNode, superclasses: [String: String], environment: StyleEnvironment, schema: StyleSchema
  ) throws(StylecError) -> StyleTree {
    var builder = TreeBuilder(environment: environment)
    builder.tree.codeStyleSchema = schema
    var pending: [(view: ViewNode, parent: NodeIndex)] = [(root, .absent)]
    while let (view, parent) = pending.popLast() {
      let node = builder.addView(view, parent: parent)
      for child in view.children.reversed() { pending.append((child, node)) }
    }
    do {
      return try builder.finish(superclasses: superclasses, base: schema.superclasses)
    } catch {
      throw StylecError([Diagnostic(.typeCycle, message: error.message, location: nil)])
    }
  }

  /// Takes what `old`'s nodes have beyond their names to their new places (`places[node]`,
  /// `absent` for one left out): their IDs, their code styles, and the warnings found reading
  /// the tree.
  mutating func carry(from old: StyleTree, places: [NodeIndex]) {
    tree.readingDiagnostics = old.readingDiagnostics
    tree.codeStyleSchema = old.codeStyleSchema
    for (position, place) in places.enumerated() where place.isPresent {
      setNodeID(place, old.id(at: NodeIndex(position)))
    }
    tree.codeStyles = old.codeStyles.moved(to: places)
    tree.sizes = old.sizes.filter { id, _ in old.index(of: id).map { places[$0.position].isPresent } ?? false
    }
  }

  /// Appends a view described in code (not its children) as the last child of `parent`: its
  /// type, id, classes, states, node ID, and its code styles, which `finish` reads once the
  /// types' superclasses are known.
  mutating func addView(_ view: ViewNode, parent: NodeIndex) -> NodeIndex {
    let node = addNode(parent: parent)
    setType(node, view.type)
    if let id = view.id { setID(node, id) }
    addClasses(node, view.classes)
    addStates(node, view.states)
    setNodeID(node, view.nodeID)
    if let size = view.size { setSize(node, size) }
    if !view.styles.isEmpty || !view.style.isEmpty {
      styledViews.append(
        (
          node, view.styles, view.style,
          view.styleLocation ?? SourceLocation(file: "<code>", line: 1, column: 1)
        ))
    }
    return node
  }
}
