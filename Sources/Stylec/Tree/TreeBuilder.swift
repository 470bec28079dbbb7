/// Adds nodes to a `StyleTree` in preorder, then resolves each type's superclass.
struct TreeBuilder {
  private(set) var tree: StyleTree

  init(environment: Environment = Environment()) {
    tree = StyleTree(environment: environment)
  }

  var count: Int { tree.count }

  /// Appends a node as the last child of `parent` (-1 for the root) and returns its index.
  mutating func addNode(parent: Int32) -> Int32 {
    let node = Int32(tree.types.count)
    tree.types.append(-1)
    tree.ids.append(-1)
    tree.classes.append([])
    tree.states.append([])
    tree.parents.append(parent)
    tree.firstChildren.append(-1)
    tree.lastChildren.append(-1)
    tree.nextSiblings.append(-1)
    tree.previousSiblings.append(-1)
    tree.childCounts.append(0)
    tree.childPositions.append(1)
    if parent >= 0 {
      tree.childCounts[Int(parent)] += 1
      tree.childPositions[Int(node)] = tree.childCounts[Int(parent)]
      let previous = tree.lastChildren[Int(parent)]
      if previous >= 0 {
        tree.nextSiblings[Int(previous)] = node
        tree.previousSiblings[Int(node)] = previous
      } else {
        tree.firstChildren[Int(parent)] = node
      }
      tree.lastChildren[Int(parent)] = node
    }
    return node
  }

  func hasType(_ node: Int32) -> Bool { tree.types[Int(node)] >= 0 }

  /// The tree's symbol for a name, made if new.
  mutating func symbol(_ name: String) -> Int32 { tree.symbols.intern(name) }

  mutating func setType(_ node: Int32, _ name: String) { setType(node, symbol: symbol(name)) }

  mutating func setType(_ node: Int32, symbol: Int32) { tree.types[Int(node)] = symbol }

  mutating func setID(_ node: Int32, _ name: String) { setID(node, symbol: symbol(name)) }

  mutating func setID(_ node: Int32, symbol: Int32) { tree.ids[Int(node)] = symbol }

  /// Adds classes, ignoring repeats (a view either has a class or not).
  mutating func addClasses(_ node: Int32, _ names: [String]) {
    addClasses(node, symbols: names.map { symbol($0) })
  }

  mutating func addClasses(_ node: Int32, symbols: [Int32]) { tree.classes[Int(node)].appendUnique(symbols) }

  /// Adds states, ignoring repeats.
  mutating func addStates(_ node: Int32, _ names: [String]) {
    addStates(node, symbols: names.map { symbol($0) })
  }

  mutating func addStates(_ node: Int32, symbols: [Int32]) { tree.states[Int(node)].appendUnique(symbols) }

  mutating func setEnvironment(_ environment: Environment) { tree.environment = environment }

  /// Resolves the superclass of every type a node has, and of their superclasses in turn, from
  /// the built-in UIKit hierarchy overridden by `superclasses`.
  /// - Throws: the messages for a superclass cycle, naming the first node type (in symbol order)
  ///   whose chain loops and the type it loops through.
  /// - Complexity: O(types): each type is looked up once, however long the chains.
  mutating func finish(superclasses: [String: String], base: [String: String] = uikitSuperclasses)
    throws(ChainError)
    -> StyleTree
  {
    /// 0: not reached yet; 1: on the chain being walked; 2: resolved.
    var state = [UInt8](repeating: 0, count: tree.symbols.count)
    var superclassOf = [Int32](repeating: -1, count: tree.symbols.count)
    var isNodeType = [Bool](repeating: false, count: tree.symbols.count)
    for type in tree.types where type >= 0 { isNodeType[Int(type)] = true }
    var path: [Int32] = []
    for start in isNodeType.indices where isNodeType[start] && state[start] == 0 {
      var current = Int32(start)
      while true {
        state[Int(current)] = 1
        path.append(current)
        let name = tree.symbols[current]
        guard let superclass = superclasses[name] ?? base[name] else { break }
        let next = tree.symbols.intern(superclass)
        if Int(next) == state.count {
          state.append(0)
          superclassOf.append(-1)
        }
        superclassOf[Int(current)] = next
        if state[Int(next)] == 1 {
          throw ChainError(
            message:
              "the superclasses of '\(tree.symbols[Int32(start)])' form a cycle through '\(superclass)'")
        }
        if state[Int(next)] == 2 { break }
        current = next
      }
      for type in path { state[Int(type)] = 2 }
      path.removeAll(keepingCapacity: true)
    }
    tree.superclasses = superclassOf
    return tree
  }

  /// A cycle in the `types` map.
  struct ChainError: Error {
    var message: String
  }
}

extension TreeBuilder {
  /// The tree of a view description (see `StyleTree.init(root:superclasses:environment:schema:)`).
  static func build(
    root: View, superclasses: [String: String], environment: Environment, base: [String: String]
  ) throws(StylecError) -> StyleTree {
    var builder = TreeBuilder(environment: environment)
    var pending: [(view: View, parent: Int32)] = [(root, -1)]
    while let (view, parent) = pending.popLast() {
      let node = builder.addNode(parent: parent)
      builder.setType(node, view.type)
      if let id = view.id { builder.setID(node, id) }
      builder.addClasses(node, view.classes)
      builder.addStates(node, view.state)
      for child in view.children.reversed() { pending.append((child, node)) }
    }
    do {
      return try builder.finish(superclasses: superclasses, base: base)
    } catch {
      throw StylecError([Diagnostic(.typeCycle, message: error.message, location: nil)])
    }
  }
}
