/// A tree's resolved styles kept current while the app changes it: a view's classes and states
/// (a button becomes `.selected`), the environment (rotation, a size class, dark mode), the
/// views themselves (inserted, removed, moved) and the stylesheet (a reload). Each change
/// returns the properties it changed, node by node, so an app re-applies only those. Nodes are
/// named by `StyleTree.NodeID`, which every change keeps: an ID held before an insert still
/// names the same view after it, and one of a removed node is refused, never taken for another.
///
/// A change of classes or states restyles only the nodes it can affect, read off the sheet's
/// selectors: the node itself; its subtree when a changed class or state is tested on an
/// ancestor; the siblings after it when one is tested on a preceding sibling. A change of the
/// environment restyles nothing unless some `@media` condition changes its truth, and then only
/// the nodes a rule under such a condition matches (every node when a selector tests the
/// environment itself, `:landscape`). Inserting, removing or moving a view restyles the nodes it
/// brings, and when the sheet looks at siblings or places among them (`+`, `~`, `:nth-child()`,
/// `:empty`) every node under the parents it changes, and under their parents when one of them
/// gains its first child or loses its last and `:empty` is tested before `+` or `~`
/// (`UIView:empty + UILabel`); the other nodes keep their styles. A new
/// sheet, new code styles or a new tree resolve the tree afresh.
///
///     var live = LiveStyles(stylesheet: sheet, tree: tree)
///     for change in try live.update(button.nodeID, classes: ["primary"], states: ["selected"]) {
///       apply(change.property, change.new, to: views[change.node])
///     }
public struct LiveStyles: Sendable {
  /// The styles of the tree as changed so far; the same as resolving `styles.tree` afresh. Their
  /// diagnostics report what a fresh resolve reports: each value that fails on some node now,
  /// once (a message that names a node, as `var()`s' do, names one that fails now, not always
  /// the first in preorder).
  public private(set) var styles: ResolvedStyles
  /// How many nodes the last change restyled: the work it took (0 for one that could change
  /// nothing).
  public private(set) var restyledCount = 0
  /// The stylesheet the tree is styled by.
  public private(set) var stylesheet: Stylesheet
  private let requestedPrecedence: Precedence?
  /// Facts that override the tree's own environment.
  private var environment: StyleEnvironment
  private let reading: ValueReading
  private var context: CascadeContext
  private var scope: RestyleScope
  /// Which nodes meet each failure the diagnostics report.
  private var failures: FailureLedger

  /// Resolves the whole tree once.
  /// - Parameters:
  ///   - stylesheet: the rules to apply.
  ///   - tree: the views they style, which the changes then change.
  ///   - precedence: how competing rules are ranked; by default as the sheet's dialect ranks them.
  ///   - environment: facts that override the tree's own environment for `@media` conditions.
  ///   - schema: when given, values are converted to their property's type (as in
  ///     `Stylesheet.resolve(_:precedence:environment:schema:checksValues:parallel:)`).
  ///   - checksValues: without a schema, whether values are checked against UIKit's (as
  ///     `resolve` checks them).
  public init(
    stylesheet: Stylesheet, tree: StyleTree, precedence: Precedence? = nil,
    environment: StyleEnvironment = StyleEnvironment(), schema: StyleSchema? = nil, checksValues: Bool = true
  ) {
    self.stylesheet = stylesheet
    requestedPrecedence = precedence
    self.environment = environment
    reading = ValueReading(schema: schema, checksValues: checksValues)
    let resolved = stylesheet.resolveLoggingFailingNodes(
      tree, precedence: precedence, environment: environment, reading: reading)
    styles = resolved.styles
    failures = FailureLedger(resolved.failures, tree: tree)
    (context, scope) = Self.prepare(
      stylesheet, tree: tree, precedence: precedence, environment: environment, reading: reading)
  }

  /// The cascade's tables for a sheet and tree, and which nodes a change of classes can reach.
  private static func prepare(
    _ sheet: Stylesheet, tree: StyleTree, precedence: Precedence?, environment: StyleEnvironment,
    reading: ValueReading
  ) -> (CascadeContext, RestyleScope) {
    let prepared = sheet.prepared(for: tree, schema: reading.namingSchema)
    let context = CascadeContext(
      sheet: prepared, tree: tree, precedence: precedence ?? sheet.dialect.precedence,
      environment: tree.environment.overridden(by: environment), schema: reading.namingSchema,
      followsChanges: true)
    let passingDown = prepared.entries.indices.filter(context.passesToDescendants)
    let scope = RestyleScope(
      selectors: prepared.entries.map(\.selector), symbols: prepared.ruleSet.symbols,
      inheritedBy: passingDown.map { prepared.entries[$0].selector },
      inheritedIDs: Set(passingDown.map { prepared.ruleSet.ruleSelectors[$0] }))
    return (context, scope)
  }

  /// Gives a node new classes and/or states (`nil` keeps the current ones) and restyles every
  /// node the change can affect.
  /// - Returns: the properties that changed, by node in preorder, then by name.
  /// - Throws: `StyleTree.EditError.unknownNode` for a node not in the tree (removed, or of
  ///   another tree); nothing changes.
  /// - Complexity: O(restyled nodes × candidate rules), each restyled node also costing its
  ///   depth (its ancestors' names and inherited values are gathered), plus O(nodes) integer
  ///   bookkeeping; with `:has()`, for each argument testing a changed class or state, the
  ///   nodes its combinators lead back to from the node (its ancestors, its and their earlier
  ///   siblings) × log n.
  @discardableResult
  public mutating func update(_ node: StyleTree.NodeID, classes: [String]? = nil, states: [String]? = nil)
    throws(StyleTree.EditError) -> [StyleChange]
  {
    guard let index = styles.tree.index(of: node) else { throw .unknownNode(node) }
    restyledCount = 0
    let oldClasses = styles.tree.classes(of: node)
    let oldStates = styles.tree.states(of: node)
    styles.tree.replace(index, classes: classes ?? oldClasses, states: states ?? oldStates)
    // Classes and states as the sheet's symbols; `absent` for names no selector mentions.
    let symbols = context.rules.symbols
    let foldsCase = stylesheet.dialect.foldsNameCase
    let classSymbols = { (names: [String]) in
      names.map { symbols.lookup(foldsCase ? $0.lowercased() : $0) ?? .absent }
    }
    let stateSymbols = { (names: [String]) in names.map { NodeView.stateKey($0, in: symbols) } }
    let newClasses = classSymbols(styles.tree.classes(of: node))
    let newStates = stateSymbols(styles.tree.states(of: node))
    let changedClasses = Set(classSymbols(oldClasses)).symmetricDifference(newClasses).subtracting([
      SheetSymbol.absent
    ])
    let changedStates = Set(stateSymbols(oldStates)).symmetricDifference(newStates).subtracting([
      SheetSymbol.absent
    ])
    let flips = context.replace(
      node: index, classes: newClasses, stateKeys: newStates, changing: changedClasses.union(changedStates))
    var ranges = nodesReached(
      from: index, descendants: scope.reachesDescendants(classes: changedClasses, states: changedStates),
      laterSiblings: scope.laterSiblingsReached(classes: changedClasses, states: changedStates))
    // A `:has()` that now answers otherwise, on an ancestor or an earlier sibling, restyles
    // that node as a change of its own would when the compound holding it names what the node
    // has (its names are as they were, but for the changed node's).
    ranges += nodesReached(byRelativeFlips: flips) { anchor, holder in
      anchor == index || context.matcher.matchesNames(compound: holder, node: anchor)
    }
    return restyle(Self.merged(ranges))
  }

  /// Gives a node a new size (nil: none known), which `@container` queries measure a container
  /// by, and restyles the nodes under it when its styles make it a query container
  /// (`container-type: size` or `inline-size`).
  /// - Parameters:
  ///   - node: the node whose view changed its size.
  ///   - size: finite and not negative (anything else traps, as `ViewNode.size` does).
  /// - Returns: the properties that changed, by node in preorder, then by name; none, restyling
  ///   nothing, when the size is the one the node had, the node is not a container, or the
  ///   sheet has no `@container` rule.
  /// - Throws: `StyleTree.EditError.unknownNode` for a node not in the tree; nothing changes.
  /// - Complexity: O(1) when it restyles nothing; else as restyling the node's subtree.
  @discardableResult
  public mutating func update(_ node: StyleTree.NodeID, size: StyleSize?) throws(StyleTree.EditError)
    -> [StyleChange]
  {
    guard let index = styles.tree.index(of: node) else { throw .unknownNode(node) }
    StyleSize.checkViewSize(size)
    restyledCount = 0
    guard styles.tree.sizes[node] != size else { return [] }
    styles.tree.sizes[node] = size
    context.replaceSize(size, of: node)
    guard let containers = context.containers,
      containers.frame(
        of: index, entries: styles.entries(of: index), tree: styles.tree, value: styles.value(of:)) != nil
    else { return [] }
    return restyle([index.advanced(by: 1)..<styles.tree.subtreeEnd(index)])
  }

  /// The nodes an edit of the tree's shape restyles through `:has()`: each node whose `:has()`
  /// argument answers otherwise than it did with `before` (the matcher of the tree before the
  /// edit), and whose compound matches before or after, with what its rules reach from it.
  /// - Parameter places: where each node of the tree before stands now (`absent` for one it
  ///   lost).
  private func nodesReachedByRelativeFlips(since before: Matcher, places: [NodeIndex]) -> [Range<NodeIndex>] {
    // A memo each: what one remembers holds for its own matcher's tree only.
    var memoBefore = Matcher.Memo()
    var memo = Matcher.Memo()
    let previous = places.inverted(count: context.tree.count)
    let flips = context.matcher.relative.differences(from: before.relative, places: places)
    return nodesReached(byRelativeFlips: flips) { anchor, holder in
      (previous[anchor].isPresent
        && before.matches(compound: holder, node: previous[anchor], memo: &memoBefore))
        || context.matcher.matches(compound: holder, node: anchor, memo: &memo)
    }
  }

  /// The nodes restyled with the nodes whose `:has()` arguments answer otherwise: each node
  /// of `flips` whose compound holding the `:has()` may match it before or after
  /// (`mayMatch(node, compound)`), with what its rules reach from it.
  private func nodesReached(
    byRelativeFlips flips: [(node: NodeIndex, relative: Int)], mayMatch: (NodeIndex, CompoundIndex) -> Bool
  ) -> [Range<NodeIndex>] {
    var ranges: [Range<NodeIndex>] = []
    for (anchor, relative) in flips {
      let relative = context.rules.table.relativeSelectors[relative]
      guard mayMatch(anchor, relative.holder) else { continue }
      ranges += nodesReached(
        from: anchor, descendants: scope.relativeFlipReachesDescendants(relative),
        laterSiblings: relative.flipReach.laterSiblings)
    }
    return ranges
  }

  /// The node, with its subtree when `descendants`, and as many of its later siblings as
  /// `laterSiblings` says, with their subtrees: the nodes a change of it restyles.
  private func nodesReached(from node: NodeIndex, descendants: Bool, laterSiblings: Int) -> [Range<NodeIndex>]
  {
    let tree = context.tree
    let subtreeEnd = tree.subtreeEnd(node)
    var ranges = [node..<(descendants ? subtreeEnd : node.advanced(by: 1))]
    var siblingsLeft = laterSiblings
    var sibling = tree.nextSiblings[node]
    var siblingsEnd = subtreeEnd
    while siblingsLeft > 0, sibling.isPresent {
      siblingsEnd = tree.subtreeEnd(sibling)
      sibling = tree.nextSiblings[sibling]
      siblingsLeft -= 1
    }
    if siblingsEnd > subtreeEnd { ranges.append(subtreeEnd..<siblingsEnd) }
    return ranges
  }

  /// Ranges sorted and merged where they meet or overlap, as a walk takes them.
  private static func merged(_ ranges: [Range<NodeIndex>]) -> [Range<NodeIndex>] {
    var merged: [Range<NodeIndex>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// Resolves the nodes of `ranges` (in preorder) again with the current tables, in one walk,
  /// and patches their styles.
  /// - Returns: what changed on them.
  private mutating func restyle(_ ranges: [Range<NodeIndex>]) -> [StyleChange] {
    let ranges = ranges.filter { !$0.isEmpty }
    restyledCount = ranges.reduce(0) { $0 + $1.count }
    guard restyledCount > 0 else { return [] }
    let tree = context.tree
    // The walker reads the current styles: it is gone before they are patched, which would
    // otherwise copy them whole.
    let result = { (context: CascadeContext, styles: ResolvedStyles, reading: ValueReading) in
      var walker = CascadeWalker(
        context: context, typing: reading.typing(sheet: styles.sheet, tree: styles.tree), sheet: styles.sheet,
        currentStyles: styles, logsFailingNodes: true)
      return walker.walk(ranges)
    }(context, styles, reading)
    let offset = styles.append(values: result.typedValues)
    failures.record(result.failures, restyled: ranges, tree: styles.tree)
    if failures.isChanged {
      styles.diagnostics = failures.diagnostics(sheet: styles.sheet, tree: styles.tree)
    }
    var changes: [StyleChange] = []
    var firstStyled: Set<StyleTree.NodeID> = []
    var start: Int32 = 0
    var ends = result.ends.makeIterator()
    for node in ranges.joined() {
      let end = ends.next()!
      let before = styles.namedValues(of: node)
      if before.isEmpty { firstStyled.insert(tree.id(at: node)) }
      styles.patch(node, entries: result.entries[Int(start)..<Int(end)], offset: offset)
      changes += StyleChange.between(before, styles.namedValues(of: node), node: tree.id(at: node))
      start = end
    }
    styles.foldPatchesIfLarge()
    return withTransitions(changes, exceptOn: firstStyled)
  }

  /// The changes, each with the transition its node's styles give its property now (CSS
  /// transitions by the after-change style), but on `firstStyled`: nodes that had no property
  /// before (inserted, or new to the tree), which CSS starts no transition on.
  /// - Complexity: O(changes), and reading each changed node's `transition` once; nothing when
  ///   the sheet sets no `transition`.
  private func withTransitions(_ changes: [StyleChange], exceptOn firstStyled: Set<StyleTree.NodeID>)
    -> [StyleChange]
  {
    guard !changes.isEmpty, styles.setsTransitions else { return changes }
    var changes = changes
    var node: StyleTree.NodeID?
    var transitions = TransitionLookup([])
    for index in changes.indices where !firstStyled.contains(changes[index].node) {
      if changes[index].node != node {
        node = changes[index].node
        transitions = TransitionLookup(styles.transitions(of: changes[index].node))
      }
      changes[index].transition = styles.transition(
        for: changes[index].property, among: transitions, node: changes[index].node)
    }
    return changes
  }

  /// Takes the facts that changed: a rotation, Dark Mode, a larger text size, a custom fact such
  /// as `appearance: dark`. Each fact `environment` gives replaces the one given before (to the
  /// initialiser or an earlier update); the facts it leaves unset keep their values, so passing
  /// only the appearance keeps the device. Like them, it overrides the tree's own facts. To unset
  /// a fact, give every fact that is to hold to `replaceEnvironment(_:)`.
  /// - Returns: the properties that changed; none, restyling nothing, when no `@media`
  ///   condition or environment pseudo-class (`:landscape`) of the sheet changes its truth.
  /// - Complexity: O(rules + custom facts held) to merge the facts and test the conditions
  ///   (the facts are merged whole, so a run of updates each adding a fact grows with the
  ///   square of their number); when one changed, O(nodes × rules under the changed conditions)
  ///   selector tests, and the cascade for the nodes they match.
  @discardableResult
  public mutating func update(environment: StyleEnvironment) -> [StyleChange] {
    replaceEnvironment(self.environment.overridden(by: environment))
  }

  /// Takes a whole new set of facts, in place of every fact given before: those it leaves unset
  /// are unknown from now on (unless the tree gives them), and conditions on them are false.
  /// - Returns: the properties that changed, as `update(environment:)` returns them.
  @discardableResult
  public mutating func replaceEnvironment(_ environment: StyleEnvironment) -> [StyleChange] {
    let before = styles.tree.environment.overridden(by: self.environment)
    let after = styles.tree.environment.overridden(by: environment)
    self.environment = environment
    let conditions = styles.sheet.conditions
    let flipped = Set(
      conditions.indices.filter {
        conditions[$0].isSatisfied(by: before) != conditions[$0].isSatisfied(by: after)
      })
    let featureFlipped = scope.environmentFeatures.contains {
      $0.isSatisfied(by: before) != $0.isSatisfied(by: after)
    }
    // `light-dark()` picks its color by the color scheme: the rules calling it restyle when that
    // flips.
    let schemeFlipped = (before.userInterfaceStyle == .dark) != (after.userInterfaceStyle == .dark)
    let pickingByScheme = schemeFlipped ? styles.sheet.rulesCallingLightDark : []
    guard !flipped.isEmpty || featureFlipped || !pickingByScheme.isEmpty else {
      // Every condition and pseudo-class the cascade tests holds as before: its tables stand.
      restyledCount = 0
      return []
    }
    // A selector that tests the environment (`:landscape`) may reach any node: all are restyled.
    if featureFlipped { return restyle(styles.tree) }
    // Otherwise only the nodes a rule whose condition flipped matches: no other node's candidates
    // changed. The tables take the new facts; the cascade runs on those nodes.
    context.replaceEnvironment(after, sheet: styles.sheet)
    let rules = styles.sheet.entries.indices.filter { rule in
      styles.sheet.entries[rule].condition.map(flipped.contains) ?? false
    }
    return restyle(nodesMatching(Array(Set(rules + pickingByScheme)).sorted()))
  }

  /// The nodes one of `rules` matches, as ranges of consecutive nodes in preorder: with their
  /// subtrees, for a rule setting what descendants inherit (custom properties, inherited
  /// properties).
  /// - Complexity: O(nodes × rules) selector tests.
  private func nodesMatching(_ rules: [Int]) -> [Range<NodeIndex>] {
    var ranges: [Range<NodeIndex>] = []
    var memo = Matcher.Memo()
    let ruleSet = context.rules
    let selectors = rules.map { ruleSet.ruleSelectors[$0] }
    let inherited = rules.filter(context.passesToDescendants).map { ruleSet.ruleSelectors[$0] }
    var node = NodeIndex.root
    while node < context.tree.nodeIndices.upperBound {
      guard selectors.contains(where: { context.matcher.matches($0, node: node, memo: &memo) }) else {
        node = node.advanced(by: 1)
        continue
      }
      let end =
        inherited.contains(where: { context.matcher.matches($0, node: node, memo: &memo) })
        ? context.tree.subtreeEnd(node) : node.advanced(by: 1)
      if let last = ranges.last, last.upperBound == node {
        ranges[ranges.count - 1] = last.lowerBound..<end
      } else {
        ranges.append(node..<end)
      }
      node = end
    }
    return ranges
  }

  /// Gives a node other code styles and values of its own, in place of those code gave it
  /// before (see `StyleTree.applyStyles(_:style:to:file:line:)`).
  /// - Returns: the properties that changed.
  /// - Throws: `StyleTree.EditError.unknownNode` for a node not in the tree; nothing changes.
  /// - Complexity: O(nodes × candidate rules).
  @discardableResult
  public mutating func applyStyles(
    _ styles: [CodeStyle], style: StyleBody = [:], to node: StyleTree.NodeID, file: String = #fileID,
    line: Int = #line
  ) throws(StyleTree.EditError) -> [StyleChange] {
    var tree = self.styles.tree
    try tree.applyStyles(styles, style: style, to: node, file: file, line: line)
    return restyle(tree)
  }

  /// Restyles the tree with another stylesheet (a reload).
  /// - Returns: the properties that changed.
  /// - Complexity: O(nodes × candidate rules).
  @discardableResult
  public mutating func replaceStylesheet(_ stylesheet: Stylesheet) -> [StyleChange] {
    self.stylesheet = stylesheet
    return restyle(styles.tree)
  }

  /// Styles another tree in place of this one. Nodes are compared by ID: a node of the new tree
  /// with the ID of one of the old (a tree built from the same `ViewNode`s) reports what changed
  /// on it; any other is new, and reports every property it has. A tree read anew from JSON has
  /// IDs of its own: every node is new. To keep nodes as they move, insert, remove and move them.
  /// - Returns: the properties that changed.
  @discardableResult
  public mutating func replaceTree(_ tree: StyleTree) -> [StyleChange] { restyle(tree) }

  /// `replaceTree(_:)` for trees with no identity between them (`stylec watch` rereading a tree
  /// file): nodes are matched by type and id under matched parents
  /// (`StyleTree.matchingPlaces(in:)`), each reporting what changed from its match; a node
  /// with none reports every property it has.
  /// - Returns: the changes, and the nodes of the tree before that have no match (removed).
  package mutating func replaceTreeMatchingNodes(_ tree: StyleTree) -> (
    changes: [StyleChange], removed: [StyleTree.NodeID]
  ) {
    let before = styles.tree
    let places = before.matchingPlaces(in: tree)
    let removed = before.nodeIndices.filter { !places[$0.position].isPresent }.map { before.id(at: $0) }
    return (restyle(tree, places: places), removed)
  }

  /// Inserts a view (with its subviews and code styles) among a node's children.
  /// - Parameters:
  ///   - view: the view to insert.
  ///   - parent: the node it goes under.
  ///   - position: its place among the parent's children, from 0; nil (or past the last) for
  ///     the end.
  /// - Returns: the properties that changed: every property of the inserted nodes (named by
  ///   their views' `nodeID`s), and what their new siblings and the rest of the tree changed.
  /// - Throws: `StyleTree.EditError`: `unknownNode` for a parent not in the tree,
  ///   `alreadyInTree` for a view (or a subview) the tree already has, `positionBeforeFirst`
  ///   for a negative position; nothing changes.
  /// - Complexity: O(nodes) in copies of the tree's tables and styles, spliced around the edit
  ///   (no name hashed for the nodes it does not touch), and the cascade for the nodes the edit
  ///   reaches (see the type's discussion). A view of a type the tree has not had, one with
  ///   code styles, or a tree with view controllers, has the tree built again, O(nodes) with
  ///   every name interned.
  @discardableResult
  public mutating func insert(_ view: ViewNode, into parent: StyleTree.NodeID, at position: Int? = nil)
    throws(StyleTree.EditError) -> [StyleChange]
  {
    guard let parentIndex = styles.tree.index(of: parent) else { throw .unknownNode(parent) }
    return try edit(.insert(view, parent: parentIndex, position: position))
  }

  /// Removes a node with its subtree.
  /// - Returns: the properties of the remaining nodes that changed.
  /// - Throws: `StyleTree.EditError`: `unknownNode` for a node not in the tree, `editingRoot`
  ///   for the root; nothing changes.
  /// - Complexity: as `insert(_:into:at:)`.
  @discardableResult
  public mutating func remove(_ node: StyleTree.NodeID) throws(StyleTree.EditError) -> [StyleChange] {
    guard let index = styles.tree.index(of: node) else { throw .unknownNode(node) }
    return try edit(.remove(index))
  }

  /// Moves a node with its subtree under another parent (or to another place under its own).
  /// - Parameters:
  ///   - node: the node to move.
  ///   - parent: its new parent: not the node itself nor one of its descendants.
  ///   - position: its place among the new parent's other children, from 0; nil for the end.
  /// - Returns: the properties that changed, each node compared with itself before the move.
  /// - Throws: `StyleTree.EditError`: `unknownNode` for a node or parent not in the tree,
  ///   `editingRoot` for the root, `movingIntoOwnSubtree` for a parent inside the node's subtree,
  ///   `positionBeforeFirst` for a negative position; nothing changes.
  /// - Complexity: as `insert(_:into:at:)`.
  @discardableResult
  public mutating func move(_ node: StyleTree.NodeID, into parent: StyleTree.NodeID, at position: Int? = nil)
    throws(StyleTree.EditError) -> [StyleChange]
  {
    guard let index = styles.tree.index(of: node) else { throw .unknownNode(node) }
    guard let parentIndex = styles.tree.index(of: parent) else { throw .unknownNode(parent) }
    return try edit(.move(index, parent: parentIndex, position: position))
  }

  /// Makes the edit and restyles the nodes it can reach: those it inserts or moves, and, when
  /// the sheet looks at siblings or places among them, every node under the parents it changes.
  /// The others keep their styles, carried to their new places.
  private mutating func edit(_ edit: TreeEdit) throws(StyleTree.EditError) -> [StyleChange] {
    let old = styles.tree
    let (tree, splice, isSpliced) = try old.applying(edit)
    let places = splice.places
    guard var reached = nodesReached(by: edit, in: tree, from: old, places: places) else {
      return restyle(tree, places: places)
    }
    let matcherBefore = scope.testsRelatives ? context.matcher : nil
    if case .remove(let node) = edit {
      failures.forget((node..<old.subtreeEnd(node)).lazy.map(old.id(at:)), tree: tree)
      if failures.isChanged { styles.diagnostics = failures.diagnostics(sheet: styles.sheet, tree: tree) }
    }
    styles = styles.carried(to: tree, by: splice)
    context.replaceTree(
      tree, sheet: styles.sheet, schema: reading.namingSchema, splicedBy: isSpliced ? splice : nil)
    // An edit can flip a `:has()` on any ancestor, or on an earlier sibling of one.
    if let matcherBefore {
      reached = Self.merged(reached + nodesReachedByRelativeFlips(since: matcherBefore, places: places))
    }
    return restyle(reached)
  }

  /// The nodes of `tree` an edit of `old` can restyle, as sorted ranges; nil when it can restyle
  /// any node: the sheet would be read differently (code styles, or a shorthand type name, that
  /// came or went with the edit) or a view controller's two parents are in play.
  private func nodesReached(by edit: TreeEdit, in tree: StyleTree, from old: StyleTree, places: [NodeIndex])
    -> [Range<NodeIndex>]?
  {
    let shorthands = stylesheet.shorthandTypeNames
    guard old.viewControllerParents == nil, tree.viewControllerParents == nil,
      old.typeNames(among: shorthands) == tree.typeNames(among: shorthands),
      old.codeStyles.propertyKeys == tree.codeStyles.propertyKeys
    else { return nil }
    let subtree = { (node: NodeIndex) in node..<tree.subtreeEnd(node) }
    var reached: [Range<NodeIndex>] = []
    // The parents whose children change, as they were and as they are.
    var parents: [(old: NodeIndex, new: NodeIndex)] = []
    switch edit {
    case .insert(let view, let parent, _):
      guard let inserted = tree.index(of: view.nodeID) else { return nil }
      reached.append(subtree(inserted))
      parents.append((parent, places[parent.position]))
    case .remove(let node):
      parents.append((old.parents[node], places[old.parents[node].position]))
    case .move(let node, let parent, _):
      reached.append(subtree(places[node.position]))
      parents += [(old.parents[node], places[old.parents[node].position]), (parent, places[parent.position])]
    }
    if scope.testsSiblingsOrPlaces { reached += parents.map { subtree($0.new) } }
    // A parent that gained its first child or lost its last reaches its later siblings too.
    for (before, after) in parents where scope.emptinessReachesSiblings {
      guard (old.childCounts[before] == 0) != (tree.childCounts[after] == 0) else { continue }
      let grandparent = tree.parents[after]
      reached.append(grandparent.isPresent ? subtree(grandparent) : .root..<NodeIndex(tree.count))
    }
    // Sorted and merged: a parent's subtree holds what was inserted under it.
    return Self.merged(reached)
  }

  /// Resolves `tree` afresh with the current sheet and environment.
  /// - Parameter places: where each node of the current tree stands in `tree` (`absent` for one
  ///   it lacks); nil to find each by its ID.
  private mutating func restyle(_ tree: StyleTree, places: [NodeIndex]? = nil) -> [StyleChange] {
    let old = styles
    let resolved = stylesheet.resolveLoggingFailingNodes(
      tree, precedence: requestedPrecedence, environment: environment, reading: reading)
    styles = resolved.styles
    failures = FailureLedger(resolved.failures, tree: tree)
    (context, scope) = Self.prepare(
      stylesheet, tree: tree, precedence: requestedPrecedence, environment: environment, reading: reading)
    restyledCount = tree.count
    let places = places ?? old.tree.nodeIndices.map { tree.index(of: old.tree.id(at: $0)) ?? .absent }
    let previous = places.inverted(count: tree.count)
    var changes: [StyleChange] = []
    var firstStyled: Set<StyleTree.NodeID> = []
    for node in tree.nodeIndices {
      let before = previous[node].isPresent ? old.namedValues(of: previous[node]) : []
      if before.isEmpty { firstStyled.insert(tree.id(at: node)) }
      changes += StyleChange.between(before, styles.namedValues(of: node), node: tree.id(at: node))
    }
    return withTransitions(changes, exceptOn: firstStyled)
  }
}
