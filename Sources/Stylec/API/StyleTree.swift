/// A tree of views to style, stored as an arena: nodes in contiguous arrays in preorder,
/// referenced by index, with type names, classes and ids interned to integers.
///
/// Build one from JSON (`StyleTree(json:fileName:)`) or in code (`StyleTree(root:)`).
public struct StyleTree: Sendable {
  var symbols = SymbolTable<TreeSymbol>()
  /// How many names `symbols` may hold before a change of classes or states compacts it to the
  /// names the tree uses (`compactSymbolsIfSparse()`); 0 until it is first compacted.
  var symbolLimit = 0
  /// How many times `symbols` was renumbered (compacted): tables kept by tree symbol
  /// (`NodeView`'s) hold for a later tree only while this is the same.
  var symbolNumbering = 0
  var types: [TreeSymbol] = []
  var ids: [TreeSymbol] = []
  var classes: [[TreeSymbol]] = []
  var states: [[TreeSymbol]] = []
  var parents: [NodeIndex] = []
  var firstChildren: [NodeIndex] = []
  var lastChildren: [NodeIndex] = []
  var nextSiblings: [NodeIndex] = []
  var previousSiblings: [NodeIndex] = []
  /// Each node's 1-based position among its siblings.
  var childPositions: [Int32] = []
  /// Each node's number of children.
  var childCounts: [Int32] = []
  /// Each type's superclass, by symbol (`absent` for none, and for symbols that are not types);
  /// a chain is followed one link at a time, so a long hierarchy costs one entry per type.
  var superclasses: [TreeSymbol] = []
  /// Each node's ID (`NodeID`), by place.
  var identities = NodeIdentities(count: 0)
  /// The styles code gave nodes, read into values.
  var codeStyles = CodeStyleTable()
  /// The sizes the nodes that have one were given, by node: kept by ID, which every edit keeps.
  var sizes: [NodeID: StyleSize] = [:]
  /// The schema code styles' property names are checked against (the one the tree was built
  /// with); nil checks none.
  var codeStyleSchema: StyleSchema?
  /// The second parents of view controllers and their root views, when the tree has any.
  var viewControllerParents: ViewControllerParents?

  /// What `@media` conditions are tested against, from the document's `environment`.
  public var environment: StyleEnvironment
  /// Warnings found while reading the tree (unknown keys, types with no known superclass), then
  /// what is wrong with the code styles given to its nodes as they stand now.
  public var diagnostics: [Diagnostic] { readingDiagnostics + codeStyleDiagnostics }
  /// The warnings found while reading the tree.
  var readingDiagnostics: [Diagnostic] = []

  init(environment: StyleEnvironment) {
    self.environment = environment
  }

  /// How many nodes the tree has.
  public var count: Int { types.count }

  /// Every node's index, in preorder.
  var nodeIndices: Range<NodeIndex> { .root..<NodeIndex(count) }

  /// The node's class name. The node must be in the tree (`contains(_:)`).
  public func type(of node: NodeID) -> String { symbols[types[place(of: node)]] }

  /// The node's id (`#id`), if it has one. The node must be in the tree.
  public func id(of node: NodeID) -> String? {
    let index = place(of: node)
    return ids[index].isPresent ? symbols[ids[index]] : nil
  }

  /// The node's style classes, in the order given. The node must be in the tree.
  public func classes(of node: NodeID) -> [String] { classes[place(of: node)].map { symbols[$0] } }

  /// The node's states, in the order given. The node must be in the tree.
  public func states(of node: NodeID) -> [String] { states[place(of: node)].map { symbols[$0] } }

  /// The node's size in points, if it was given one (`ViewNode.size`, the tree document's
  /// `size`). The node must be in the tree.
  public func size(of node: NodeID) -> StyleSize? {
    _ = place(of: node)
    return sizes[node]
  }

  /// The node's parent; nil for the root. The node must be in the tree.
  public func parent(of node: NodeID) -> NodeID? {
    let parent = parents[place(of: node)]
    return parent.isPresent ? identities[parent] : nil
  }

  /// The node's children, in order. The node must be in the tree.
  public func children(of node: NodeID) -> [NodeID] {
    var result: [NodeID] = []
    var child = firstChildren[place(of: node)]
    while child.isPresent {
      result.append(identities[child])
      child = nextSiblings[child]
    }
    return result
  }

  /// The node's type followed by its superclasses, as the built-in UIKit hierarchy and the
  /// document's `types` give them. The node must be in the tree.
  public func typeChain(of node: NodeID) -> [String] {
    typeChain(of: types[place(of: node)]).map { symbols[$0] }
  }

  /// The type and its superclasses, nearest first, as symbols.
  /// - Complexity: O(length of the chain).
  func typeChain(of type: TreeSymbol) -> [TreeSymbol] {
    var chain: [TreeSymbol] = []
    var current = type
    while current.isPresent {
      chain.append(current)
      current = current.position < superclasses.count ? superclasses[current] : .absent
    }
    return chain
  }

  /// Those of `names` that are types of this tree: some node's type, or a class the document's
  /// `types` (or the hierarchy it builds on) names with a superclass or as one.
  /// - Complexity: O(names) when the tree uses none of them for anything, else O(nodes + types).
  func typeNames(among names: Set<String>) -> Set<String> {
    let used = names.filter { symbols.lookup($0) != nil }
    guard !used.isEmpty else { return [] }
    var isType = [Bool](repeating: false, count: symbols.count)
    for type in types where type.isPresent { isType[type] = true }
    for (position, superclass) in superclasses.enumerated() where superclass.isPresent {
      isType[position] = true
      isType[superclass] = true
    }
    return used.filter { isType[symbols.lookup($0)!] }
  }
}

extension StyleTree {
  /// Gives a node new classes and states (duplicates dropped, order kept); the tree's shape
  /// and types stay as they are.
  /// - Complexity: amortised O(names given): the names no node has any more are dropped from
  ///   the symbol table once they outnumber the rest (`compactSymbolsIfSparse()`).
  mutating func replace(_ node: NodeIndex, classes newClasses: [String], states newStates: [String]) {
    let interned = symbols.count
    classes[node] = internUnique(newClasses)
    states[node] = internUnique(newStates)
    if symbols.count > interned { compactSymbolsIfSparse() }
  }

  /// The names' symbols, interned, without repeats, in order.
  private mutating func internUnique(_ names: [String]) -> [TreeSymbol] {
    var result: [TreeSymbol] = []
    result.appendUnique(names.map { symbols.intern($0) })
    return result
  }

  /// The preorder position just past the node's subtree.
  /// - Complexity: O(depth).
  func subtreeEnd(_ node: NodeIndex) -> NodeIndex {
    var current = node
    while current.isPresent {
      if nextSiblings[current].isPresent { return nextSiblings[current] }
      current = parents[current]
    }
    return NodeIndex(count)
  }
}

extension StyleTree {
  /// The default limit on how deeply a JSON tree may nest.
  public static let defaultMaximumDepth = 1000

  /// Reads a tree document from JSON bytes.
  /// - Parameters:
  ///   - json: the document, in UTF-8.
  ///   - fileName: the name diagnostics use.
  ///   - maximumDepth: how deeply nodes may nest.
  ///   - maximumDiagnostics: how many warnings `diagnostics` keeps; past it they are counted in
  ///     one `too-many-diagnostics`.
  ///   - schema: the schema whose hierarchy serves types the document's `types` do not name.
  /// - Throws: `StylecError` with the location of the first problem: malformed JSON, a node
  ///   without `type`, a value of the wrong kind, bytes that are not UTF-8.
  public init(
    json: [UInt8], fileName: String = "<tree>", maximumDepth: Int = StyleTree.defaultMaximumDepth,
    maximumDiagnostics: Int = StylesheetLimits().maximumDiagnostics, schema: StyleSchema = .uikit
  ) throws(StylecError) {
    if let invalid = invalidUTF8Diagnostic(json, path: fileName, what: "the tree") {
      throw StylecError([invalid])
    }
    self = try TreeDecoder.decode(
      SourceFile(path: fileName, bytes: json), maximumDepth: maximumDepth,
      maximumDiagnostics: maximumDiagnostics, schema: schema)
  }

  /// Reads a tree document from a JSON string.
  public init(json: String, fileName: String = "<tree>", maximumDepth: Int = StyleTree.defaultMaximumDepth)
    throws(StylecError)
  {
    try self.init(json: Array(json.utf8), fileName: fileName, maximumDepth: maximumDepth)
  }
}

extension StyleTree {
  /// Builds a tree from a view description.
  /// - Parameters:
  ///   - root: the root view, with its descendants.
  ///   - superclasses: superclass names of custom types, beside the built-in UIKit hierarchy.
  ///   - environment: the device facts `@media` conditions test.
  ///   - schema: the schema whose hierarchy serves types `superclasses` does not name.
  /// - Throws: `StylecError` when `superclasses` contains a cycle.
  public init(
    root: ViewNode, superclasses: [String: String] = [:], environment: StyleEnvironment = StyleEnvironment(),
    schema: StyleSchema = .uikit
  ) throws(StylecError) {
    self = try TreeBuilder.build(
      root: root, superclasses: superclasses, environment: environment, schema: schema)
  }
}
