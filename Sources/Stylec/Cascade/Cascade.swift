import Dispatch
import Foundation

/// Resolves every node's properties: finds the rules that match it through the rule index,
/// orders them by precedence then source order, and lets each property take its value from
/// the highest-ranked rule that sets it (within one rule, the last declaration).
///
/// Rules are ranked once per resolve, so each node's matches sort as plain integers. The tree is
/// walked in preorder with an
/// ancestor Bloom filter, which rejects most descendant and child selectors before any walk up
/// the tree; large trees are walked in contiguous preorder ranges, one per core.
struct Cascade {
  let sheet: Stylesheet
  let tree: StyleTree
  let precedence: Precedence
  let environment: StyleEnvironment
  /// How declared values are read: typed, checked, or as written.
  let reading: ValueReading
  /// Whether a large tree may be resolved on several cores.
  let parallel: Bool
  /// Whether the failures keep every node that met each (`ResolveFailures.failingNodes`).
  var logsFailingNodes = false

  /// Trees smaller than this are resolved on one thread.
  static let parallelThreshold = 20_000

  /// - Complexity: O(nodes × candidate rules × selector cost), plus sorting each node's matches.
  func run() -> ResolvedStyles { runKeepingFailures().styles }

  /// `run()`, with what could not set a property, as the styles' diagnostics report it.
  func runKeepingFailures() -> (styles: ResolvedStyles, failures: ResolveFailures) {
    let context = CascadeContext(
      sheet: sheet, tree: tree, precedence: precedence, environment: environment,
      schema: reading.namingSchema)
    let chunkCount = parallel && tree.count >= Self.parallelThreshold ? parallelWorkerCount : 1
    let bounds = (0...chunkCount).map { NodeIndex(tree.count * $0 / chunkCount) }
    let collected = OrderedResults<CascadeWalker.Result>(count: chunkCount)
    let makeWalker = { @Sendable in
      CascadeWalker(
        context: context, typing: reading.typing(sheet: sheet, tree: tree), sheet: sheet,
        logsFailingNodes: logsFailingNodes)
    }
    if chunkCount == 1 {
      var walker = makeWalker()
      collected.store(walker.walk(tree.nodeIndices), at: 0)
    } else {
      DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
        var walker = makeWalker()
        collected.store(walker.walk(bounds[chunk]..<bounds[chunk + 1]), at: chunk)
      }
    }
    var segments: [ResolvedStyles.Segment] = []
    var typedValues: [StyleValue] = []
    var failures = ResolveFailures()
    for chunk in 0..<chunkCount {
      guard var result = collected.take(chunk) else { continue }
      // Each walk numbered its typed values from 0: they follow the earlier walks' values.
      let offset = Int32(typedValues.count)
      if offset > 0 {
        for index in result.entries.indices where result.entries[index].value >= 0 {
          result.entries[index].value += offset
        }
      }
      typedValues += result.typedValues
      failures.append(result.failures)
      segments.append(
        ResolvedStyles.Segment(firstNode: bounds[chunk], ends: result.ends, entries: result.entries))
    }
    let styles = ResolvedStyles(
      sheet: sheet, tree: tree, precedence: precedence, segments: segments, typedValues: typedValues,
      diagnostics: failures.diagnostics(sheet: sheet, tree: tree), valuesAtFold: typedValues.count)
    return (styles, failures)
  }
}

/// What every walker of one resolve shares, read-only.
struct CascadeContext: Sendable {
  let rules: RuleSet
  private(set) var tree: StyleTree
  private(set) var nodes: NodeView
  private(set) var matcher: Matcher
  private(set) var environment: StyleEnvironment
  /// Positions among siblings of one type, when the sheet asks for them.
  private(set) var typePositions: TypePositions
  /// The rule index's buckets as candidate records, each sorted from the highest rank down.
  private(set) var buckets: RankedBuckets
  /// Each rule's place in ascending precedence: a rule's `!important` entry above every other,
  /// with `codeRank` left free between them.
  let ranks: [Int32]
  /// The place of code's values: above every rule's but the `!important` ones, as CSS ranks a
  /// style attribute.
  let codeRank: Int32
  /// The values the tree's code styles set, which outrank every rule.
  private(set) var code: CodeEntries
  /// What nodes take from their parents, when the sheet's dialect inherits and anything does.
  let inheritance: Inheritance?
  /// How rules under `@container` queries are tested, when the sheet has any.
  let containers: ContainerLookup?
  /// Whether the tree's changes will be followed (`LiveStyles`): what `:has()` arguments
  /// matched is then kept step by step, so that a change is followed from its node.
  let followsChanges: Bool

  /// - Parameters:
  ///   - schema: the schema whose spelling of property names the sheet was read with.
  ///   - followsChanges: whether the tree's changes will be taken (`replace(node:…)`), so
  ///     that what they need is kept.
  init(
    sheet: Stylesheet, tree: StyleTree, precedence: Precedence, environment: StyleEnvironment,
    schema: StyleSchema? = nil, followsChanges: Bool = false
  ) {
    self.followsChanges = followsChanges
    let rules = sheet.ruleSet
    self.rules = rules
    self.tree = tree
    self.environment = environment
    let activeConditions = sheet.conditions.map { $0.isSatisfied(by: environment) }
    let orders = sheet.entries.indices.map { sheet.order(ofRule: $0, precedence: precedence) }
    // Ranks: rules in ascending precedence (importance, layer, score, then source order).
    let byRank = rules.index.rules.sorted { orders[$0] < orders[$1] }
    let normalCount = Int32(orders.count(where: { $0.importance == 0 }))
    var rank = [Int32](repeating: 0, count: sheet.entries.count)
    for (position, rule) in byRank.enumerated() {
      rank[rule] = Int32(position) < normalCount ? Int32(position) : Int32(position) + 1
    }
    ranks = rank
    codeRank = normalCount
    inheritance = Inheritance(sheet: sheet, schema: schema)
    containers = ContainerLookup(sheet: sheet)
    buckets = Self.buckets(sheet, ranks: rank, activeConditions: activeConditions, environment: environment)
    // The tree's tables, made as an edit's tree makes them.
    code = .none
    nodes = .empty
    typePositions = .none
    matcher = Matcher(
      table: rules.table, nodes: .empty, tree: tree, typePositions: .none, environment: environment)
    replaceTree(tree, sheet: sheet, schema: schema)
  }

  /// The rule index's buckets, a rule under a condition that does not hold setting nothing.
  private static func buckets(
    _ sheet: Stylesheet, ranks: [Int32], activeConditions: [Bool], environment: StyleEnvironment
  ) -> RankedBuckets {
    let rules = sheet.ruleSet
    return RankedBuckets(rules.index) { rule in
      let selector = rules.ruleSelectors[rule]
      // A rule under a false `@media` condition, or whose selector needs an environment
      // pseudo-class that is false, sets nothing.
      let isActive =
        (sheet.entries[rule].condition.map { activeConditions[$0] } ?? true)
        && rules.table.environmentAdmits(selector, in: environment)
      return RankedBuckets.Candidate(
        rank: ranks[rule], rule: rule, selector: selector, declarations: rules.ruleDeclarations[rule],
        propertyBits: isActive ? rules.rulePropertyBits[rule] : 0, remainingBits: 0,
        subject: rules.table.subjectSignature(selector), ancestorKeys: rules.table.ancestorKeys[selector]
      )
    }
  }

  /// Takes other facts of the environment: only which rules' conditions hold, and what the
  /// matcher tests, change; the tree's tables stand.
  /// - Parameter sheet: the sheet these tables were made for (prepared for the tree).
  /// - Complexity: O(rules).
  mutating func replaceEnvironment(_ environment: StyleEnvironment, sheet: Stylesheet) {
    self.environment = environment
    buckets = Self.buckets(
      sheet, ranks: ranks, activeConditions: sheet.conditions.map { $0.isSatisfied(by: environment) },
      environment: environment)
    matcher = Matcher(
      table: rules.table, nodes: nodes, tree: tree, typePositions: typePositions, environment: environment
    ).withRelativeMatches(keepingLevels: followsChanges)
  }

  /// Takes another tree for the same sheet (an edit's, the sheet read the same way): the rules'
  /// ranks and buckets stand, and only the tree's tables are made again, or spliced as the
  /// tree was.
  /// - Parameters:
  ///   - sheet: the sheet these tables were made for (prepared for the tree).
  ///   - schema: the schema whose spelling of property names the sheet was read with.
  ///   - splice: the splice that made `tree` from the current tree, if one did.
  /// - Complexity: O(nodes), with no work per rule.
  mutating func replaceTree(
    _ tree: StyleTree, sheet: Stylesheet, schema: StyleSchema?, splicedBy splice: TreeSplice? = nil
  ) {
    self.tree = tree
    code =
      tree.codeStyles.isEmpty
      ? .none
      : CodeEntries(table: tree.codeStyles, rules: rules, ruleCount: sheet.entries.count, schema: schema)
    // The matcher holds the old node view's arrays: let go of them before the new are made.
    matcher = Matcher(
      table: rules.table, nodes: NodeView.empty, tree: tree, typePositions: .none, environment: environment)
    let buckets = self.buckets
    nodes =
      splice.flatMap { nodes.spliced(to: tree, by: $0) }
      ?? NodeView(
        tree: tree, symbols: rules.table.symbols, dialect: sheet.dialect,
        hasSupertypeRules: { !buckets.bySupertype($0).isEmpty })
    typePositions = rules.table.usesTypePositions ? TypePositions(tree: tree) : .none
    matcher = Matcher(
      table: rules.table, nodes: nodes, tree: tree, typePositions: typePositions, environment: environment
    ).withRelativeMatches(keepingLevels: followsChanges)
  }

  /// Whether the rule (by its place among the sheet's entries) sets what the descendants of the
  /// nodes it matches take from them: a custom property, or a property children read (see
  /// `Inheritance`).
  func passesToDescendants(_ rule: Int) -> Bool {
    if rules.setsCustomProperties(rule) { return true }
    if let containers,
      rules.ruleDeclarations[rule].contains(where: {
        containers.isContainerProperty(rules.declarationProperties[$0])
      })
    {
      return true
    }
    guard let inheritance else { return false }
    return rules.ruleDeclarations[rule].contains {
      inheritance.isReadByChildren[rules.declarationProperties[$0]]
    }
  }

  /// A rule's place in ascending precedence; code's above every rule's but the `!important`
  /// ones (one rank: among code values their order on the node decides).
  func rank(of rule: RuleID) -> Int32 { code.isCode(rule) ? codeRank : ranks[rule] }

  /// Gives a node another size (nil: none), which the container queries of the nodes under it
  /// read when it is their container.
  mutating func replaceSize(_ size: StyleSize?, of node: StyleTree.NodeID) {
    tree.sizes[node] = size
  }

  /// Gives `node` new classes and states (as the sheet's symbols) for the walks that follow.
  /// - Parameter changedNames: the classes and states it gained or lost, by which the answers
  ///   of `:has()` arguments testing them are followed from the node.
  /// - Returns: each node whose answer to a `:has()` argument changed, with the argument's
  ///   place among the table's relative selectors.
  mutating func replace(
    node: NodeIndex, classes: [SheetSymbol], stateKeys: [SheetSymbol], changing changedNames: Set<SheetSymbol>
  ) -> [(node: NodeIndex, relative: Int)] {
    var relative = matcher.relative
    // The matcher holds the node view's arrays and the relative matches: let go of them
    // first, so that they change in place instead of being copied whole.
    matcher = Matcher(
      table: rules.table, nodes: NodeView.empty, tree: tree, typePositions: typePositions,
      environment: environment)
    nodes.replace(node: node, classes: classes, stateKeys: stateKeys)
    var flips: [(node: NodeIndex, relative: Int)] = []
    if !rules.table.relativeSelectors.isEmpty {
      let matcher = Matcher(
        table: rules.table, nodes: nodes, tree: tree, typePositions: typePositions, environment: environment)
      flips = relative.update(
        changing: node, names: changedNames, table: rules.table, tree: tree, nodes: nodes, matcher: matcher)
    }
    self.matcher = Matcher(
      table: rules.table, nodes: nodes, tree: tree, typePositions: typePositions, environment: environment,
      relative: relative)
    return flips
  }
}

/// Resolves a contiguous preorder range of nodes.
struct CascadeWalker {
  /// The resolved entries of a range, and where each node's entries end.
  struct Result {
    var entries: [ResolvedStyles.Entry] = []
    var ends: [Int32] = []
    /// With a schema, the values the entries' `value` indices name, and the declarations
    /// whose values did not fit.
    var typedValues: [StyleValue] = []
    /// The declarations whose values did not fit (with a schema), the code style values that
    /// did not fit their property's type, the declarations calling `var()` whose values could
    /// not be made on a node; with `logsFailingNodes`, the nodes that met each.
    var failures = ResolveFailures()
  }

  /// A code style's value that does not fit its property's type on a node, and why.
  struct CodeFailure {
    var origin: Int32
    var property: PropertyID
    var reason: ConversionFailure
    /// The Swift code that set the value, if known; else the style's place is reported.
    var location: SourceLocation?
  }

  private let context: CascadeContext
  private var result = Result()
  /// With a schema, what passes over declarations whose values do not fit.
  private let typed: AdmitFittingDeclarations?
  private var slotDeclaration: [DeclarationID]
  private var slotRule: [RuleID]
  private var touched: [PropertyID] = []
  /// The buckets a node draws candidates from (ranges of the ranked pool), each cursor's next
  /// position and end.
  private var cursorPositions: [Int] = []
  private var cursorEnds: [Int] = []
  private var ancestors: [NodeIndex] = []
  private var ancestorKeyCounts: [Int] = []
  private var ancestorKeyStack: [UInt32] = []
  /// A node with more cursors than this (one per class, one per ruled supertype) merges them
  /// through a heap: scanning every cursor for each candidate was O(cursors × candidates), 20,000
  /// classes with a rule each 400 million steps.
  static let scannedCursorLimit = 16
  /// The cursors not yet exhausted, as a max-heap on their next candidate's rank.
  private var cursorHeap: [Int] = []
  /// Cursor heads examined while choosing candidates: the merge's work, for tests.
  private(set) var cursorVisits = 0
  /// The matcher's memory of long searches, and its count of steps.
  /// The matcher's memory, which also holds the ancestor Bloom filter of the node resolved.
  private(set) var memo = Matcher.Memo(ancestors: AncestorFilter())
  /// Without a schema, the code styles' values, indexed by their entries' `value`.
  private var codeValues: [StyleValue] = []
  /// The colors `currentColor` has stood for, numbered (`currentColor(of:from:parentOnly:)`).
  private var currentColorNumbers: [StyleValue: Int32] = [:]
  /// When the sheet names `currentColor`: the `color` property, and what `currentColor` stands
  /// for on the node resolved last, in its `color` (its parent's color) and in its other
  /// properties (its own).
  private var colorProperty: PropertyID?
  private var parentColor: (value: ValueEvaluator.SizedValue?, origin: Int32) = (nil, -1)
  private var ownColor: (value: ValueEvaluator.SizedValue?, origin: Int32) = (nil, -1)
  /// The code failures already recorded, so that each is reported once.
  private var reportedCodeFailures: Set<[Int32]> = []
  /// Whether the result's failures keep every node that met each.
  private let logsFailingNodes: Bool
  /// With custom properties or `var()`s in the sheet, what substitutes them; the custom
  /// properties of the node resolved last (its ancestors' with its own over them), one map whose
  /// changes are taken back as the walk leaves nodes; where each entered ancestor's changes
  /// begin, and the last node's; and where a node not entered (a leaf) began its, to be taken
  /// back before the next.
  private var substitution: CustomPropertySubstitution?
  private var customProperties = CustomPropertyMap()
  private var customPropertyMarks: [Int] = []
  private var lastNodeMark = 0
  private var unenteredMark: Int?
  /// The items of the values `var()`s made for the own properties of the node resolved last:
  /// at most `StylesheetLimits.maximumCopiedItems` (as its path's custom properties), so that
  /// what a node is given stays within a bound the sheet's size does not multiply (100
  /// properties of a value of 8,192 items that 14 doubling custom properties made, 2.5 KB:
  /// 30 MB of `apply` output for each node).
  private var substitutedItemsOnNode = 0
  /// With inheritance, the values `ancestors` give their children, one run each, in order (where
  /// each starts), and those of the node resolved last; and room to settle a node's entries in.
  private var inheritedValueStack: [InheritedValue] = []
  private var inheritedValueStarts: [Int] = []
  private var lastInheritedValues: [InheritedValue] = []
  private var settledEntries: [ResolvedStyles.Entry] = []
  /// A parent's inherited values as a node whose type has aliases takes them (see
  /// `settleInheritance`), kept from node to node.
  private var aliasedParentValues: [InheritedValue] = []
  /// With container queries, the query containers among the entered ancestors, root first, and
  /// the node resolved last as one (entered with it).
  private var containerFrames = ContainerFrames()
  private var containerAnswers = ContainerLookup.Answers()
  private var lastContainerFrame: ContainerLookup.Frame?
  /// In a restyle, the styles the tree has: an ancestor of a walk's first node gives what it
  /// passes down from them, without being resolved again (unless it has custom properties to
  /// find, which the styles do not keep).
  private let currentStyles: ResolvedStyles?
  /// Each substituted value's place among the walk's values, or why it has none, by origin.
  private var substitutedValueIndex:
    [SubstitutedValueKey: Swift.Result<Int32, CustomPropertySubstitution.Failure>] =
      [:]

  /// - Parameters:
  ///   - typing: with a schema, each declaration's value is converted to its property's type,
  ///     and one that does not fit is passed over.
  ///   - sheet: the sheet, when it may have custom properties to substitute.
  ///   - recordsUses: whether custom properties keep what their `var()`s found, for `explain`.
  ///   - currentStyles: in a restyle, the styles the tree has, which the walk's ranges' ancestors
  ///     keep.
  ///   - logsFailingNodes: whether the result's failures keep every node that met each.
  init(
    context: CascadeContext, typing: ValueTyping? = nil, sheet: Stylesheet? = nil, recordsUses: Bool = false,
    currentStyles: ResolvedStyles? = nil, logsFailingNodes: Bool = false
  ) {
    self.context = context
    self.currentStyles = currentStyles
    self.logsFailingNodes = logsFailingNodes
    typed = typing.map {
      var typing = $0
      typing.logsFailingNodes = logsFailingNodes
      return AdmitFittingDeclarations(typing: typing, propertyCount: context.rules.propertyNames.count)
    }
    if let sheet, CustomPropertySubstitution.isNeeded(by: sheet) {
      substitution = CustomPropertySubstitution(
        sheet: sheet, environment: context.environment, recordsUses: recordsUses)
      substitution!.logsFailingNodes = logsFailingNodes
      customProperties.reserve(properties: context.rules.propertyNames.count)
      if substitution!.currentColor != nil { colorProperty = sheet.ruleSet.property(named: "color") }
    }
    slotDeclaration = [DeclarationID](repeating: .absent, count: context.rules.propertyNames.count)
    slotRule = [RuleID](repeating: .absent, count: context.rules.propertyNames.count)
  }

  mutating func walk(_ range: Range<NodeIndex>) -> Result { walk([range]) }

  /// Resolves `node` alone for what explaining it needs beyond its rules: its custom
  /// properties (`customPropertyValue(of:)`), and the values its children may read with the
  /// node each came from. In preorder, each node's ancestors are found once (as a walk keeps
  /// them), not once per node.
  mutating func settle(_ node: NodeIndex) -> [InheritedValue] {
    _ = walk([node..<node.advanced(by: 1)])
    result = Result()
    return lastInheritedValues
  }

  /// The rule's container queries that do not hold on the node settled last, for the
  /// containers among its ancestors (none without container queries).
  func falseContainerQueries(of rule: RuleID, on node: NodeIndex) -> [ContainerQuery] {
    context.containers?.falseQueries(of: rule, on: node, frames: containerFrames) ?? []
  }

  /// A custom property of the node resolved last, if it has one.
  func customPropertyValue(of property: PropertyID) -> CustomPropertyValue? {
    customProperties[property]
  }

  /// The value at `index` among the walk's values (typed, substituted, or code's).
  func value(at index: Int32) -> StyleValue {
    typed.map { $0.typing.values[Int(index)] } ?? codeValues[Int(index)]
  }

  /// Resolves the nodes of several ranges, in preorder, in one walk: `result.ends` has one end
  /// for each of their nodes, in order. Restyling scattered nodes (those one rule matches)
  /// range by range spent more on each walk's set-up than on the nodes.
  mutating func walk(_ ranges: [Range<NodeIndex>]) -> Result {
    // One copy for the whole walk, handed down as a parameter: read through `self`, the shared
    // tables were retained and released at every node, a contended atomic on several cores.
    let context = self.context
    let count = ranges.reduce(0) { $0 + $1.count }
    result.ends.reserveCapacity(count)
    var done = 0
    for range in ranges {
      guard let first = range.first else { continue }
      takeBackUnentered()
      // A range that starts under an ancestor the walk holds (in preorder, one node a range, as
      // explain walks, the parent is the last entered or below it) needs no walk to the root:
      // that made explaining every node of a deep tree cost the square of its depth.
      let parent = context.tree.parents[first]
      if parent.isPresent, let held = ancestors.lastIndex(of: parent) {
        while ancestors.count > held + 1 { leave() }
      } else {
        enterAncestors(of: first, in: context)
      }
      for node in range {
        if done == 1_024 || (done > 1_024 && result.entries.capacity - result.entries.count < 64) {
          reserveEntries(done: done, of: count)
        }
        resolve(node, in: context)
        done += 1
      }
    }
    if let typing = typed?.typing {
      result.typedValues = typing.values
      result.failures.typing = typing.failures
      result.failures.failingNodes += typing.failingNodes.lazy.map { ($0.node, .typing($0.declaration)) }
    } else {
      result.typedValues = codeValues
    }
    if let substitution {
      result.failures.substitution = substitution.failures
      result.failures.failingNodes += substitution.failingNodes.lazy.map {
        ($0.node, .substitution($0.declaration))
      }
    }
    return result
  }

  /// Makes the filter and the stacks hold `node`'s ancestors, when the walk holds none of them
  /// as its innermost: a range may start deep in the tree, in another branch than the last
  /// ended in, so the ancestors the two share stay and the first node's others are entered
  /// (each settled, when it passes something down that the walk must know).
  private mutating func enterAncestors(of node: NodeIndex, in context: CascadeContext) {
    var chain: [NodeIndex] = []
    var ancestor = context.tree.parents[node]
    while ancestor.isPresent {
      chain.append(ancestor)
      ancestor = context.tree.parents[ancestor]
    }
    let shared = Set(chain)
    while let top = ancestors.last, !shared.contains(top) { leave() }
    let passesDown = context.inheritance != nil || context.containers != nil
    for entered in chain.prefix(while: { $0 != ancestors.last }).reversed() {
      if substitution == nil, passesDown, let currentStyles {
        if context.inheritance != nil { takeInheritedValues(of: entered, from: currentStyles, in: context) }
        lastContainerFrame = context.containers?.frame(
          of: entered, entries: currentStyles.entries(of: entered), tree: context.tree,
          value: currentStyles.value(of:))
      } else if substitution != nil || passesDown {
        settleAncestor(entered, in: context)
      }
      enter(entered, in: context)
    }
  }

  /// Reserves entries for the rest of the range at the rate seen so far (again if that rate
  /// proves low): growing by doubling would copy tens of megabytes.
  private mutating func reserveEntries(done: Int, of count: Int) {
    let perNode = Double(result.entries.count) / Double(done)
    let expected = Int(perNode * 1.1 * Double(count - done))
    result.entries.reserveCapacity(result.entries.count + max(expected, 4_096))
  }

  /// Makes `node` an ancestor of the nodes that follow it in preorder.
  private mutating func enter(_ node: NodeIndex, in context: CascadeContext) {
    let nodes = context.nodes
    let before = ancestorKeyStack.count
    nodes.appendAncestorKeys(of: node, to: &ancestorKeyStack)
    for position in before..<ancestorKeyStack.count { memo.ancestors!.insert(ancestorKeyStack[position]) }
    ancestors.append(node)
    ancestorKeyCounts.append(ancestorKeyStack.count - before)
    if substitution != nil { customPropertyMarks.append(lastNodeMark) }
    if context.inheritance != nil {
      inheritedValueStarts.append(inheritedValueStack.count)
      inheritedValueStack += lastInheritedValues
    }
    if let frame = lastContainerFrame {
      containerFrames.push(frame)
      lastContainerFrame = nil
    }
  }

  /// Takes the innermost ancestor out of the filter.
  private mutating func leave() {
    takeBackUnentered()
    if let leaving = ancestors.last { containerFrames.pop(ifOf: leaving) }
    ancestors.removeLast()
    if substitution != nil { customProperties.rollBack(to: customPropertyMarks.removeLast()) }
    if let start = inheritedValueStarts.popLast() { inheritedValueStack.removeSubrange(start...) }
    for _ in 0..<ancestorKeyCounts.removeLast() { memo.ancestors!.remove(ancestorKeyStack.removeLast()) }
  }

  private mutating func resolve(_ node: NodeIndex, in context: CascadeContext) {
    let parent = context.tree.parents[node]
    takeBackUnentered()
    while let top = ancestors.last, top != parent { leave() }
    resolveEntries(of: node, in: context)
    result.ends.append(Int32(result.entries.count))
    if context.tree.firstChildren[node].isPresent {
      enter(node, in: context)
    } else {
      lastContainerFrame = nil
      if substitution != nil { unenteredMark = lastNodeMark }
    }
  }

  /// Takes back the custom properties of the node resolved last when it was not entered: the
  /// next node is not its descendant.
  private mutating func takeBackUnentered() {
    guard let mark = unenteredMark else { return }
    customProperties.rollBack(to: mark)
    unenteredMark = nil
  }

  /// Appends the node's entries, sorted by property: the rules' winners, code's values laid
  /// over them, aliases set as their targets, custom properties substituted, and what the node
  /// inherits settled. Its ancestors must have been entered.
  private mutating func resolveEntries(of node: NodeIndex, in context: CascadeContext) {
    let nodes = context.nodes
    let classBits = addCursors(of: node, in: context)
    let start = result.entries.count
    if let fitting = typed {
      cascade(node, type: nodes.type[node], classBits: classBits, in: context, admitting: fitting)
      layCode(node, from: start, in: context)
      if fitting.hasAliases {
        setAliasTargets(ofEntriesFrom: start, node: node, in: context, typing: fitting)
      }
    } else {
      cascade(
        node, type: nodes.type[node], classBits: classBits, in: context, admitting: AdmitEveryDeclaration())
      layCode(node, from: start, in: context)
    }
    if substitution != nil { substituteCustomProperties(node, from: start, in: context) }
    if let inheritance = context.inheritance {
      settleInheritance(node, from: start, in: context, inheritance)
    }
    if let containers = context.containers {
      lastContainerFrame = containers.frame(
        of: node, entries: result.entries[start...], tree: context.tree, value: { value(at: $0.value) })
    }
  }

  /// Sets up the node's cursors: one per bucket its id, classes, type and ruled supertypes
  /// name, and the universal bucket's.
  /// - Returns: the node's classes as signature bits.
  private mutating func addCursors(of node: NodeIndex, in context: CascadeContext) -> UInt64 {
    let nodes = context.nodes
    let buckets = context.buckets
    cursorPositions.removeAll(keepingCapacity: true)
    cursorEnds.removeAll(keepingCapacity: true)
    if nodes.id[node].isPresent { addCursor(buckets.byID(nodes.id[node])) }
    var classBits: UInt64 = 0
    for position in nodes.classes(of: node) {
      addCursor(buckets.byClass(nodes.classPool[position]))
      classBits |= SubjectSignature.classBit(nodes.classPool[position])
    }
    if nodes.type[node].isPresent { addCursor(buckets.byType(nodes.type[node])) }
    nodes.forEachRuledSupertype(of: node) { addCursor(buckets.bySupertype($0)) }
    for relative in context.matcher.relative.answering(at: node) { addCursor(buckets.byRelative(relative)) }
    addCursor(buckets.universal)
    if !context.tree.parents[node].isPresent { addCursor(buckets.root) }
    return classBits
  }

  /// Settles an ancestor of the walk's first node, which the walk does not resolve, for what
  /// its descendants take from it (its custom properties, its inherited values): it is resolved
  /// (its ancestors already entered), and its entries dropped.
  private mutating func settleAncestor(_ node: NodeIndex, in context: CascadeContext) {
    let start = result.entries.count
    resolveEntries(of: node, in: context)
    result.entries.removeSubrange(start...)
  }

  /// Settles the node's entries from `start` against what its parent gives its children
  /// (`Inheritance.settle`), and keeps what the node gives its own.
  private mutating func settleInheritance(
    _ node: NodeIndex, from start: Int, in context: CascadeContext, _ inheritance: Inheritance
  ) {
    let code = context.code
    let parent = context.tree.parents[node]
    let typed = self.typed
    var parentValues = inheritedValueStack[(inheritedValueStarts.last ?? inheritedValueStack.count)...]
    // Values pass down by the names CSS inherits (`font-size`); on a type where such a name is an
    // alias (a UIButton's `font-size` is its `title-label.font-size`) the node takes each as
    // the property the alias stands for, which its own declarations of the alias set: its own
    // value then wins over the inherited one, as in CSS.
    // Only a name that inherits itself is taken so: a type's own property that is an alias of
    // an inherited one elsewhere passes nothing down.
    let byName = inheritance.inheritsByName
    if let typed, typed.hasAliases,
      parentValues.contains(where: {
        byName[$0.entry.property] && typed.aliasTarget(of: $0.entry.property, node: node) != nil
      })
    {
      aliasedParentValues.removeAll(keepingCapacity: true)
      for var value in parentValues {
        if byName[value.entry.property], let target = typed.aliasTarget(of: value.entry.property, node: node)
        {
          value.entry.property = target
        }
        aliasedParentValues.append(value)
      }
      Self.sortKeepingFirstOfEachProperty(&aliasedParentValues)
      parentValues = aliasedParentValues[...]
    }
    inheritance.settle(
      &result.entries, from: start, node: node, parentValues: parentValues,
      values: &lastInheritedValues, scratch: &settledEntries, isCode: code.isCode
    ) { inherited in
      guard let typed else { return inherited.entry.value }
      let entry = inherited.entry
      return typed.inheritedValue(
        entry.value, declaration: code.isCode(entry.rule) ? nil : entry.declaration, property: entry.property,
        from: parent, to: node)
    }
    passAliasedValuesByTheirAliases(of: node, inheritance)
  }

  /// Renames the values the node passes its children that it holds through an alias of its
  /// type (a UIButton's `title-label.font-size`, set by `font-size`) to that alias, the name
  /// its children take them by: only a property whose own name does not inherit, to an alias
  /// whose name does (an alias `accent` of an inherited `accent-color` leaves it as it is).
  private mutating func passAliasedValuesByTheirAliases(of node: NodeIndex, _ inheritance: Inheritance) {
    guard let typed, typed.hasAliases else { return }
    var renamed = false
    for position in lastInheritedValues.indices {
      let property = lastInheritedValues[position].entry.property
      if !inheritance.inheritsByName[property], let alias = typed.aliasSource(of: property, node: node),
        inheritance.inheritsByName[alias]
      {
        lastInheritedValues[position].entry.property = alias
        renamed = true
      }
    }
    if renamed { Self.sortKeepingFirstOfEachProperty(&lastInheritedValues) }
  }

  /// Sorts inherited values by property, keeping the first of several of one property.
  private static func sortKeepingFirstOfEachProperty(_ values: inout [InheritedValue]) {
    let sorted = values.enumerated().sorted {
      ($0.element.entry.property, $0.offset) < ($1.element.entry.property, $1.offset)
    }
    values.removeAll(keepingCapacity: true)
    for (_, value) in sorted where values.last?.entry.property != value.entry.property {
      values.append(value)
    }
  }

  /// Takes what an ancestor of a restyle's first node passes down from the styles it has: its
  /// entries of properties its children read, their values among the walk's.
  private mutating func takeInheritedValues(
    of node: NodeIndex, from styles: ResolvedStyles, in context: CascadeContext
  ) {
    lastInheritedValues.removeAll(keepingCapacity: true)
    for var entry in styles.entries(of: node) where context.inheritance!.isReadByChildren[entry.property] {
      if entry.value >= 0 {
        let value = styles.typedValues[Int(entry.value)]
        if let typed {
          entry.value = typed.add(value)
        } else {
          entry.value = Int32(codeValues.count)
          codeValues.append(value)
        }
      }
      lastInheritedValues.append(InheritedValue(entry: entry, source: node))
    }
    passAliasedValuesByTheirAliases(of: node, context.inheritance!)
  }

  /// The custom properties among the entries from `start`, which leave them (the others keep
  /// their order).
  private mutating func takeCustomProperties(from start: Int, in context: CascadeContext)
    -> [DeclaredCustomProperty]
  {
    let customs = context.rules.customProperties
    var declared: [DeclaredCustomProperty] = []
    var kept = start
    for position in start..<result.entries.count {
      let entry = result.entries[position]
      if customs.contains(entry.property.position) {
        declared.append((entry.property, entry.declaration, entry.rule))
      } else {
        result.entries[kept] = entry
        kept += 1
      }
    }
    result.entries.removeSubrange(kept...)
    return declared
  }

  /// Gives the node its custom properties (its parent's, with those its entries from `start`
  /// set), which leave its entries, and substitutes them into its declarations that call
  /// `var()`: a value that cannot be made, or does not fit its property's type, leaves the
  /// property unset, reported.
  private mutating func substituteCustomProperties(
    _ node: NodeIndex, from start: Int, in context: CascadeContext
  ) {
    let declared = takeCustomProperties(from: start, in: context)
    // The walk has left every ancestor but the node's own: the map holds its parent's.
    lastNodeMark = customProperties.mark
    substitution!.apply(declared, of: node, in: context.tree, to: &customProperties)
    substitutedItemsOnNode = 0
    // The node's own color first, `currentColor` in it standing for its parent's: in the
    // others, it stands for the node's own.
    if let colorProperty {
      parentColor = currentColor(of: node, from: start, parentOnly: true)
      if let position = result.entries[start...].firstIndex(where: { $0.property == colorProperty }) {
        _ = substituteEntry(at: position, of: node, in: context)
      }
      ownColor = currentColor(of: node, from: start, parentOnly: false)
      substitution!.currentColor = ownColor
    }
    var position = start
    while position < result.entries.count {
      if result.entries[position].property == colorProperty
        || substituteEntry(at: position, of: node, in: context)
      {
        position += 1
      }
    }
  }

  /// Substitutes the entry at `position` when its declaration calls `var()` (or names
  /// `currentColor`): false when its value cannot be made there, reported, and the entry
  /// removed.
  private mutating func substituteEntry(at position: Int, of node: NodeIndex, in context: CascadeContext)
    -> Bool
  {
    let entry = result.entries[position]
    guard !context.code.isCode(entry.rule),
      substitution!.sheet.declarations[entry.declaration].isWorkedOutPerNode
    else { return true }
    switch valueIndex(of: entry.declaration, property: entry.property, node: node) {
    case .success(let index):
      let size = value(at: index).itemCount
      guard size <= substitution!.sheet.limits.maximumCopiedItems - substitutedItemsOnNode else {
        let failure = CustomPropertySubstitution.Failure(
          declaration: entry.declaration, code: .tooManyCopies,
          message: substitution!.budgetExceeded(
            by: size, held: "the node's other values var()s made hold \(substitutedItemsOnNode)"))
        substitution!.report(failure, node: node, tree: context.tree)
        result.entries.remove(at: position)
        return false
      }
      substitutedItemsOnNode += size
      result.entries[position].value = index
      return true
    case .failure(let failure):
      substitution!.report(failure, node: node, tree: context.tree)
      result.entries.remove(at: position)
      return false
    }
  }

  /// What `currentColor` stands for on the node: its own `color` among its entries from
  /// `start`, else (with no color of its own, or one that is `inherit`) its parent's; numbered,
  /// so that values made with equal colors are made once.
  private mutating func currentColor(of node: NodeIndex, from start: Int, parentOnly: Bool) -> (
    value: ValueEvaluator.SizedValue?, origin: Int32
  ) {
    let none: (ValueEvaluator.SizedValue?, Int32) = (nil, CustomPropertySubstitution.absentOrigin)
    guard let property = colorProperty else { return none }
    let declarations = substitution!.sheet.declarations
    var found = parentOnly ? nil : result.entries[start...].first { $0.property == property }
    if let own = found, !context.code.isCode(own.rule),
      let keyword = declarations[own.declaration].wideKeyword
    {
      guard keyword.takesParentValue(isInherited: true) else { return none }
      found = nil
    }
    if found == nil, context.inheritance != nil {
      let parentValues = inheritedValueStack[(inheritedValueStarts.last ?? inheritedValueStack.count)...]
      found = parentValues.first { $0.entry.property == property }?.entry
    }
    guard let entry = found else { return none }
    let color = entry.value >= 0 ? value(at: entry.value) : declarations[entry.declaration].value
    let number: Int32
    if let known = currentColorNumbers[color] {
      number = known
    } else {
      number = Int32(currentColorNumbers.count)
      currentColorNumbers[color] = number
    }
    return (ValueEvaluator.SizedValue(value: color, size: color.itemCount), number)
  }

  /// The index among the walk's values of an entry's value with the node's custom properties
  /// substituted (with a schema, converted to its property's type on the node), or why it has
  /// none: made once per origin and node type.
  private mutating func valueIndex(of declaration: DeclarationID, property: PropertyID, node: NodeIndex)
    -> Swift.Result<Int32, CustomPropertySubstitution.Failure>
  {
    // In `color` itself, `currentColor` is the parent's color.
    let inColor = property == colorProperty
    if inColor { substitution!.currentColor = parentColor }
    defer { if inColor { substitution!.currentColor = ownColor } }
    let (made, origin) = substitution!.substitute(declaration, in: customProperties)
    let key = SubstitutedValueKey(origin: origin, nodeType: context.tree.types[node], property: property)
    if origin >= 0, let known = substitutedValueIndex[key] { return known }
    let index = made.flatMap { sized -> Swift.Result<Int32, CustomPropertySubstitution.Failure> in
      // Empty custom properties and fallbacks give nothing: a value of nothing is no value.
      if case .list(let items, _) = sized.value, items.isEmpty {
        return .failure(
          CustomPropertySubstitution.Failure(
            declaration: declaration, code: .invalidValue,
            message: "with its var()s substituted, the value is empty: the property is unset here"))
      }
      // CSS reads a CSS-wide keyword that substitution gives as the keyword; stylec reads one
      // only as a declaration's whole value, and a word would become the value of a property
      // that takes names (`font-family: var(--x, initial)` set the family "initial").
      if case .identifier(let word) = sized.value,
        CSSWideKeyword(sized.value) != nil || word.lowercased() == "revert-layer"
      {
        return .failure(
          CustomPropertySubstitution.Failure(
            declaration: declaration, code: .invalidValue,
            message:
              "'\(word)' that a var() gives is not read as a CSS-wide keyword (nor as a word): the property is unset here",
            notes: ["write the keyword as the declaration's whole value ('font-family: inherit')"]))
      }
      guard let typed else {
        codeValues.append(sized.value)
        return .success(Int32(codeValues.count - 1))
      }
      return typed.givenValue(sized.value, property: property, node: node).mapError {
        CustomPropertySubstitution.Failure(unfit: sized.value, declaration: declaration, reason: $0)
      }
    }
    if origin >= 0 { substitutedValueIndex[key] = index }
    return index
  }

  // MARK: Explaining a node's custom properties

  /// The value, as the walk types it, of a declaration calling `var()` that sets `property` on
  /// `node`, the node `settle(_:)` resolved last; or why it has none, reported as the
  /// walk reports it.
  mutating func substitutedValue(of declaration: DeclarationID, property: PropertyID, node: NodeIndex)
    -> Swift.Result<StyleValue, CustomPropertySubstitution.Failure>
  {
    let made = valueIndex(of: declaration, property: property, node: node).map(value(at:))
    if case .failure(let failure) = made { substitution!.report(failure, node: node, tree: context.tree) }
    return made
  }

  /// What the custom properties a declaration's `var()`s name are on the node resolved last.
  mutating func uses(of declaration: DeclarationID) -> [CustomPropertyUse] {
    substitution!.uses(of: declaration, in: customProperties)
  }

  /// The declarations calling `var()` found without a value on some node so far.
  var substitutionFailures: [CustomPropertySubstitution.Failure] { substitution?.failures ?? [] }

  /// Lays the node's code style values over its entries from `start`: with a schema, each as
  /// its property's type has it, one that does not fit left out (and reported once).
  private mutating func layCode(_ node: NodeIndex, from start: Int, in context: CascadeContext) {
    guard !context.code.byNode.isEmpty, let code = context.code.byNode[node] else { return }
    var values: [Int32?] = []
    values.reserveCapacity(code.count)
    for entry in code {
      guard let typed else {
        values.append(Int32(codeValues.count))
        codeValues.append(entry.value)
        continue
      }
      switch typed.givenValue(entry.value, property: entry.property, node: node) {
      case .success(let index): values.append(index)
      case .failure(let reason):
        values.append(nil)
        if logsFailingNodes {
          result.failures.failingNodes.append((node, .code(origin: entry.origin, property: entry.property)))
        }
        if reportedCodeFailures.insert([entry.origin, entry.property.rawValue]).inserted {
          result.failures.code.append(
            CodeFailure(origin: entry.origin, property: entry.property, reason: reason, location: entry.setAt)
          )
        }
      }
    }
    context.code.lay(over: &result.entries, from: start, node: node, values: values) {
      context.ranks[$0] > context.codeRank
    }
  }

  /// The code failures of several walks as diagnostics, each once, at the Swift code that set
  /// the value (or, for a dictionary literal's, at its style).
  static func diagnostics(of failures: [CodeFailure], sheet: Stylesheet, tree: StyleTree) -> [Diagnostic] {
    var seen: Set<[Int32]> = []
    return failures.compactMap { failure in
      guard seen.insert([failure.origin, failure.property.rawValue]).inserted else { return nil }
      let origin = tree.codeStyles.origins[Int(failure.origin)]
      let property = sheet.ruleSet.propertyNames[failure.property]
      return Diagnostic(
        failure.reason.code,
        message: "\(property) in code style '\(origin.name)': \(failure.reason.message)",
        location: failure.location ?? origin.location)
    }
  }

  /// Gives each of the node's entries (from `start`) that sets a property through an alias the
  /// property the alias stands for on the node's type; where both names were written, the
  /// higher-ranked declaration (within one rule, the later) sets it.
  private mutating func setAliasTargets(
    ofEntriesFrom start: Int, node: NodeIndex, in context: CascadeContext, typing: AdmitFittingDeclarations
  ) {
    var changed = false
    for position in start..<result.entries.count {
      let entry = result.entries[position]
      guard entry.property != Self.droppedEntry,
        let target = typing.aliasTarget(of: entry.property, node: node)
      else { continue }
      changed = true
      result.entries[position].property = target
      guard
        let other = (start..<result.entries.count).first(where: {
          $0 != position && result.entries[$0].property == target
        })
      else { continue }
      let rival = result.entries[other]
      let entryWins =
        (context.rank(of: entry.rule), entry.declaration)
        > (context.rank(of: rival.rule), rival.declaration)
      result.entries[entryWins ? other : position].property = Self.droppedEntry
    }
    guard changed else { return }
    result.entries.removeSubrange(
      result.entries[start...].partition { $0.property == Self.droppedEntry }..<result.entries.count)
    result.entries[start...].sort { $0.property < $1.property }
  }

  /// Marks an entry an alias's declaration outranked.
  private static let droppedEntry = PropertyID(rawValue: -1)

  /// Orders the node's cursors into `cursorHeap`.
  private mutating func buildCursorHeap(_ pool: [RankedBuckets.Candidate]) {
    cursorHeap = Array(cursorPositions.indices)
    for position in stride(from: cursorHeap.count / 2 - 1, through: 0, by: -1) {
      siftDown(position, pool)
    }
  }

  /// Restores the heap after its top cursor moved on by one candidate (dropping it when spent).
  private mutating func advanceCursorHeap(_ pool: [RankedBuckets.Candidate]) {
    if cursorPositions[cursorHeap[0]] == cursorEnds[cursorHeap[0]] {
      cursorHeap[0] = cursorHeap[cursorHeap.count - 1]
      cursorHeap.removeLast()
    }
    if !cursorHeap.isEmpty { siftDown(0, pool) }
  }

  private mutating func siftDown(_ start: Int, _ pool: [RankedBuckets.Candidate]) {
    func rank(_ heapPosition: Int) -> Int32 { pool[cursorPositions[cursorHeap[heapPosition]]].rank }
    var parent = start
    while true {
      var largest = parent
      let left = 2 * parent + 1
      if left < cursorHeap.count, rank(left) > rank(largest) { largest = left }
      if left + 1 < cursorHeap.count, rank(left + 1) > rank(largest) { largest = left + 1 }
      cursorVisits += 2
      guard largest != parent else { return }
      cursorHeap.swapAt(parent, largest)
      parent = largest
    }
  }

  private mutating func addCursor(_ bucket: Range<Int>) {
    guard !bucket.isEmpty else { return }
    cursorPositions.append(bucket.lowerBound)
    cursorEnds.append(bucket.upperBound)
  }

  /// Visits the node's candidate rules from the highest rank down (a merge of the rank-sorted
  /// buckets); each property takes its value from the first matching rule that sets it (within
  /// a rule, the last declaration).
  ///
  /// Properties are tracked as bits (`RuleSet.propertyBit(_:)`): a rule with nothing left to
  /// decide is passed over without matching, the walk stops once the rest of the buckets could
  /// set nothing undecided, and the properties come out in order without sorting (only those
  /// numbered 63 and up are sorted).
  private mutating func cascade<Admission: DeclarationAdmission>(
    _ node: NodeIndex, type: SheetSymbol, classBits: UInt64, in context: CascadeContext,
    admitting admission: Admission
  ) {
    let pool = context.buckets.pool
    let declarationProperties = context.rules.declarationProperties
    let propertyCount = context.rules.declaredPropertyCount
    var decided = 0
    var decidedBits: UInt64 = 0
    let usesHeap = cursorPositions.count > Self.scannedCursorLimit
    if usesHeap { buildCursorHeap(pool) }
    // A rule filed under several of the node's buckets (`:is(.a, .b)`) comes out of each in
    // turn, one rank: it is taken once.
    var lastRank = Int32.min
    while decided < propertyCount {
      var best = -1
      if usesHeap {
        guard let top = cursorHeap.first else { break }
        best = top
      } else {
        var bestRank: Int32 = -1
        var settable: UInt64 = 0
        for cursor in 0..<cursorPositions.count where cursorPositions[cursor] < cursorEnds[cursor] {
          let candidate = pool[cursorPositions[cursor]]
          settable |= candidate.remainingBits
          if candidate.rank > bestRank {
            bestRank = candidate.rank
            best = cursor
          }
        }
        cursorVisits += cursorPositions.count
        guard settable & ~decidedBits != 0 else { break }
      }
      let candidate = pool[cursorPositions[best]]
      cursorPositions[best] += 1
      if usesHeap { advanceCursorHeap(pool) }
      guard candidate.rank != lastRank else { continue }
      lastRank = candidate.rank
      guard candidate.propertyBits & ~decidedBits != 0,
        candidate.subject.admits(type: type, classBits: classBits),
        memo.ancestors!.mayContain(candidate.ancestorKeys),
        context.matcher.matches(candidate.selector, node: node, memo: &memo),
        context.containers?.holds(
          candidate.rule, on: node, frames: containerFrames, answers: &containerAnswers)
          ?? true
      else { continue }
      var declaration = candidate.declarations.upperBound.advanced(by: -1)
      while declaration >= candidate.declarations.lowerBound {
        let property = declarationProperties[declaration]
        if property < RuleSet.firstSharedProperty {
          let bit: UInt64 = 1 << UInt64(property.rawValue)
          if decidedBits & bit == 0, admission.admits(declaration, property: property, node: node) {
            decidedBits |= bit
            slotDeclaration[property] = declaration
            slotRule[property] = candidate.rule
            decided += 1
          }
        } else if !slotDeclaration[property].isPresent,
          admission.admits(declaration, property: property, node: node)
        {
          slotDeclaration[property] = declaration
          slotRule[property] = candidate.rule
          touched.append(property)
          decided += 1
        }
        declaration = declaration.advanced(by: -1)
      }
    }
    while decidedBits != 0 {
      let property = PropertyID(decidedBits.trailingZeroBitCount)
      decidedBits &= decidedBits - 1
      result.entries.append(
        ResolvedStyles.Entry(
          property: property, declaration: slotDeclaration[property], rule: slotRule[property],
          value: admission.value(of: property)))
    }
    guard !touched.isEmpty else { return }
    touched.sort()
    for property in touched {
      result.entries.append(
        ResolvedStyles.Entry(
          property: property, declaration: slotDeclaration[property], rule: slotRule[property],
          value: admission.value(of: property)))
      slotDeclaration[property] = .absent
    }
    touched.removeAll(keepingCapacity: true)
  }
}
