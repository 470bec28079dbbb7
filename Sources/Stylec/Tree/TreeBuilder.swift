/// Adds nodes to a `StyleTree` in preorder, then resolves each type's superclass chain.
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

  /// Adds a class, ignoring repeats (a view either has a class or not).
  mutating func addClass(_ node: Int32, _ name: String) { addClass(node, symbol: symbol(name)) }

  mutating func addClass(_ node: Int32, symbol: Int32) {
    if !tree.classes[Int(node)].contains(symbol) { tree.classes[Int(node)].append(symbol) }
  }

  mutating func addState(_ node: Int32, _ name: String) { addState(node, symbol: symbol(name)) }

  mutating func addState(_ node: Int32, symbol: Int32) {
    if !tree.states[Int(node)].contains(symbol) { tree.states[Int(node)].append(symbol) }
  }

  mutating func addDiagnostic(_ diagnostic: Diagnostic) { tree.diagnostics.append(diagnostic) }

  mutating func setEnvironment(_ environment: Environment) { tree.environment = environment }

  /// Resolves superclass chains from the built-in UIKit hierarchy overridden by `superclasses`.
  /// - Throws: the messages for a superclass cycle.
  mutating func finish(superclasses: [String: String], base: [String: String] = uikitSuperclasses)
    throws(ChainError)
    -> StyleTree
  {
    var chains: [Int32: [Int32]] = [:]
    for type in Set(tree.types) where type >= 0 {
      var chain = [type]
      var name = tree.symbols[type]
      while let superclass = superclasses[name] ?? base[name] {
        let symbol = tree.symbols.intern(superclass)
        if chain.contains(symbol) {
          throw ChainError(
            message: "the superclasses of '\(tree.symbols[type])' form a cycle through '\(superclass)'")
        }
        chain.append(symbol)
        name = superclass
      }
      chains[type] = chain
    }
    tree.typeChains = chains
    return tree
  }

  /// A cycle in the `types` map.
  struct ChainError: Error {
    var message: String
  }
}

extension StyleTree {
  /// Builds a tree from a view description.
  /// - Parameters:
  ///   - superclasses: superclass names of custom types, beside the built-in UIKit hierarchy.
  /// - Throws: `StylecError` when `superclasses` contains a cycle.
  /// - Parameter schema: the schema whose hierarchy serves types `superclasses` does not name.
  public init(
    root: View, superclasses: [String: String] = [:], environment: Environment = Environment(),
    schema: Schema = .uikit
  ) throws(StylecError) {
    var builder = TreeBuilder(environment: environment)
    var pending: [(view: View, parent: Int32)] = [(root, -1)]
    while let (view, parent) = pending.popLast() {
      let node = builder.addNode(parent: parent)
      builder.setType(node, view.type)
      if let id = view.id { builder.setID(node, id) }
      for name in view.classes { builder.addClass(node, name) }
      for name in view.state { builder.addState(node, name) }
      for child in view.children.reversed() { pending.append((child, node)) }
    }
    do {
      self = try builder.finish(superclasses: superclasses, base: schema.superclasses)
    } catch {
      throw StylecError([Diagnostic(.error, code: "type-cycle", message: error.message, location: nil)])
    }
  }
}
