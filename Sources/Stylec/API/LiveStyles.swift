/// A tree's resolved styles kept current while the app changes its views' classes and states
/// (a button becomes `.selected`, a cell gains `.highlighted`): each change restyles only the
/// nodes it can affect, not the whole tree. Which nodes those are is read off the sheet's
/// selectors: the node itself; its subtree when a changed class or state is tested on an
/// ancestor; the siblings after it when one is tested on a preceding sibling.
///
///     var live = LiveStyles(sheet: sheet, tree: tree)
///     live.update(button, classes: ["primary"], states: ["selected"])
///     live.styles.properties(of: button)
public struct LiveStyles: Sendable {
  /// The styles of the tree as changed so far; the same as resolving `styles.tree` afresh.
  public private(set) var styles: ResolvedStyles
  private var context: CascadeContext
  private let scope: RestyleScope

  /// Resolves the whole tree once.
  /// - Parameters:
  ///   - sheet: the rules to apply.
  ///   - tree: the views they style, which `update` then changes.
  ///   - precedence: how competing rules are ranked; by default as the sheet's dialect ranks them.
  ///   - environment: facts that override the tree's own environment for `@media` conditions.
  public init(
    sheet: Stylesheet, tree: StyleTree, precedence: Precedence? = nil,
    environment: StyleEnvironment = StyleEnvironment()
  ) {
    let precedence = precedence ?? sheet.dialect.precedence
    let sheet = sheet.prepared(for: tree, schema: nil)
    styles = sheet.resolve(tree, precedence: precedence, environment: environment)
    context = CascadeContext(
      sheet: sheet, tree: tree, precedence: precedence,
      environment: tree.environment.overridden(by: environment))
    scope = RestyleScope(selectors: sheet.entries.map(\.selector), symbols: sheet.ruleSet.symbols)
  }

  /// Gives a node new classes and/or states (`nil` keeps the current ones) and restyles every
  /// node the change can affect.
  /// - Returns: how many nodes were restyled (0 for a node the tree does not have).
  /// - Complexity: O(restyled nodes × candidate rules), plus O(nodes) integer bookkeeping.
  @discardableResult
  public mutating func update(_ node: StyleTree.Node, classes: [String]? = nil, states: [String]? = nil)
    -> Int
  {
    guard node.index >= 0, node.index < styles.tree.count else { return 0 }
    let index = node.nodeIndex
    let oldClasses = styles.tree.classes(of: node)
    let oldStates = styles.tree.states(of: node)
    styles.tree.replace(index, classes: classes ?? oldClasses, states: states ?? oldStates)
    // Classes and states as the sheet's symbols; `absent` for names no selector mentions.
    let symbols = context.rules.symbols
    let foldsCase = styles.sheet.dialect.foldsNameCase
    let classSymbols = { (names: [String]) in
      names.map { symbols.lookup(foldsCase ? $0.lowercased() : $0) ?? .absent }
    }
    let stateSymbols = { (names: [String]) in names.map { NodeView.stateKey($0, in: symbols) } }
    let newClasses = classSymbols(styles.tree.classes(of: node))
    let newStates = stateSymbols(styles.tree.states(of: node))
    context.replace(node: index, classes: newClasses, stateKeys: newStates)

    let changedClasses = Set(classSymbols(oldClasses)).symmetricDifference(newClasses).subtracting([
      SheetSymbol.absent
    ])
    let changedStates = Set(stateSymbols(oldStates)).symmetricDifference(newStates).subtracting([
      SheetSymbol.absent
    ])
    let tree = context.tree
    let subtreeEnd = tree.subtreeEnd(index)
    var ranges = [
      index..<(scope.reachesDescendants(classes: changedClasses, states: changedStates)
        ? subtreeEnd : index.advanced(by: 1))
    ]
    var siblingsLeft = scope.laterSiblingsReached(classes: changedClasses, states: changedStates)
    var sibling = tree.nextSiblings[index]
    var siblingsEnd = subtreeEnd
    while siblingsLeft > 0, sibling.isPresent {
      siblingsEnd = tree.subtreeEnd(sibling)
      sibling = tree.nextSiblings[sibling]
      siblingsLeft -= 1
    }
    if siblingsEnd > subtreeEnd { ranges.append(subtreeEnd..<siblingsEnd) }
    var restyled = 0
    for range in ranges where !range.isEmpty {
      var walker = CascadeWalker(context: context)
      let result = walker.walk(range)
      var start: Int32 = 0
      for (offset, end) in result.ends.enumerated() {
        styles.patches[range.lowerBound.advanced(by: offset)] = Array(result.entries[Int(start)..<Int(end)])
        start = end
      }
      restyled += range.count
    }
    if styles.patches.count > max(1024, styles.tree.count / 4) { styles.applyPatches() }
    return restyled
  }
}
