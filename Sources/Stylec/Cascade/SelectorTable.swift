/// Every selector of a stylesheet compiled for matching and stored flat, so that matching reads
/// integers from contiguous arrays: each selector's compounds right to left (the styled view's
/// first), and for each compound its type, id, classes and states as symbols, and the
/// combinator that leads on to the next compound.
struct SelectorTable: Sendable {
  /// How a compound leads on to the next one (leftwards in the written selector).
  enum Step: UInt8, Sendable {
    case none, descendant, child, adjacentSibling, generalSibling
  }

  /// A pseudo-class other than a required state, compiled.
  enum Condition: Hashable, Sendable {
    case lacksState(SheetSymbol)
    case root
    case controllerRoot
    case empty
    case nth(NthPattern, ofType: Bool, fromEnd: Bool)
    case only(ofType: Bool)
    /// Selectors of this table that must all fail.
    case not(ArgumentSelectors)
    /// Some of these selectors matches the node (`:is()`, `:where()`).
    case isAny(ArgumentSelectors)
    /// Some of these relative selectors, by their place in `relativeSelectors`, matches from
    /// the node (`:has()`).
    case has([Int])
    case environment(MediaFeature)
  }

  /// Up to four Bloom-filter keys (0 = none): names some ancestor must have.
  typealias AncestorKeys = (UInt32, UInt32, UInt32, UInt32)

  var symbols = SymbolTable<SheetSymbol>()
  // Per selector, by `SelectorID`.
  private(set) var firstCompound: [CompoundIndex] = []
  private(set) var lastCompound: [CompoundIndex] = []
  private(set) var ancestorKeys: [AncestorKeys] = []
  // Per compound, by `CompoundIndex`; `classStart` and `stateStart` have one more entry than
  // there are compounds (see `classes(of:)` and `states(of:)`).
  private(set) var type: [SheetSymbol] = []
  private(set) var matchesSubclasses: [Bool] = []
  private(set) var id: [SheetSymbol] = []
  private(set) var classStart: [Int32] = [0]
  private(set) var classPool: [SheetSymbol] = []
  private(set) var stateStart: [Int32] = [0]
  private(set) var statePool: [SheetSymbol] = []
  private(set) var step: [Step] = []
  private(set) var hasConditions: [Bool] = []
  private(set) var conditions: [CompoundIndex: [Condition]] = [:]
  /// The relative selectors of every `:has()`: the selector of this table that a node they
  /// reach must match, and where they start from the node their `:has()` tests.
  private(set) var relativeSelectors: [RelativeSelector] = []
  /// Whether some compound asks for a position among siblings of one type (`:nth-of-type`,
  /// `:only-of-type`, …), which the matcher then needs precomputed.
  private(set) var usesTypePositions = false

  var selectorCount: Int { firstCompound.count }

  /// Where the compound's classes are in `classPool`.
  func classes(of compound: CompoundIndex) -> Range<Int> { Self.slice(compound, of: classStart) }

  /// Whether the environment pseudo-classes (`:phone`, `:landscape`) the selector's own
  /// compounds require hold in `environment` (those inside `:not()` or `:is()` are the
  /// matcher's): a selector one fails matches no node there.
  func environmentAdmits(_ selector: SelectorID, in environment: StyleEnvironment) -> Bool {
    for position in firstCompound[selector].rawValue...lastCompound[selector].rawValue {
      let compound = CompoundIndex(rawValue: position)
      guard hasConditions[compound] else { continue }
      for case .environment(let feature) in conditions[compound] ?? []
      where !feature.isSatisfied(by: environment) {
        return false
      }
    }
    return true
  }

  /// Whether the compound requires `:root`: only the tree's root can match it.
  func requiresRoot(_ compound: CompoundIndex) -> Bool {
    hasConditions[compound] && (conditions[compound] ?? []).contains(.root)
  }

  /// Where the compound's required states are in `statePool`.
  func states(of compound: CompoundIndex) -> Range<Int> { Self.slice(compound, of: stateStart) }

  /// A compound's slice of a pool: `starts[compound]..<starts[compound + 1]`. Starts never
  /// decrease, so the range's bounds go unchecked: the matcher reads such a slice for every
  /// compound it tests.
  private static func slice(_ compound: CompoundIndex, of starts: [Int32]) -> Range<Int> {
    Range(uncheckedBounds: (Int(starts[compound]), Int(starts[compound.position + 1])))
  }

  /// A Bloom-filter key for a name used as a type, an id or a class.
  static func key(_ symbol: SheetSymbol, kind: UInt32) -> UInt32 {
    (UInt32(bitPattern: symbol.rawValue) << 2 | kind) &+ 1
  }
  static let typeKind: UInt32 = 1
  static let idKind: UInt32 = 2
  static let classKind: UInt32 = 3

  /// Adds a selector (and the selectors of its `:not()`s) and returns its index.
  @discardableResult
  /// - Parameter nested: whether the selector is another's pseudo-class argument, whose
  ///   `:has()`s may then flip on nodes anywhere the outer selector reaches.
  mutating func add(_ selector: Selector, nested: Bool = false) -> SelectorID {
    // Compounds are stored right to left: position 0 is the subject.
    let compoundCount = selector.compounds.count
    func compound(at position: Int) -> CompoundSelector { selector.compounds[compoundCount - 1 - position] }
    /// The combinator from the compound at `position` on to the one left of it.
    func combinator(after position: Int) -> Combinator { selector.combinators[compoundCount - 2 - position] }
    // Negated selectors are added first, so this selector's compounds stay contiguous.
    var compiledConditions: [[Condition]] = []
    let relativesBefore = relativeSelectors.count
    if selector.compounds.contains(where: { !$0.pseudoClasses.isEmpty || $0.hasConflictingIDs }) {
      compiledConditions = (0..<compoundCount).map { position in
        // What a change of this compound's `:has()` on a node restyles: the nodes the
        // combinators between it and the subject lead to.
        var reach = RelativeSelector.FlipReach()
        if nested {
          reach = RelativeSelector.FlipReach(descendants: true, laterSiblings: .max)
        } else if position > 0 {
          // From the compound on to the subject: the siblings the leading `+` and `~` reach (with
          // their subtrees), and the subtrees when a descendant or child step follows
          // (`.b:has(.a) + * > *` styles a child of the next sibling).
          let onward = (0..<position).reversed().map { combinator(after: $0) }
          reach.descendants = onward.contains { $0 == .descendant || $0 == .child }
          reach.laterSiblings = onward.siblingReach
        }
        return compileConditions(of: compound(at: position), reach: reach)
      }
    }
    let selectorIndex = SelectorID(firstCompound.count)
    firstCompound.append(CompoundIndex(type.count))
    var keys = AncestorKeys(0, 0, 0, 0)
    var keyCount = 0
    func addKey(_ key: UInt32) {
      switch keyCount {
      case 0: keys.0 = key
      case 1: keys.1 = key
      case 2: keys.2 = key
      case 3: keys.3 = key
      default: return
      }
      keyCount += 1
    }
    for position in 0..<compoundCount {
      let compound = compound(at: position)
      let index = CompoundIndex(type.count)
      let typeSymbol = compound.type.map { symbols.intern($0) } ?? .absent
      let idSymbol = compound.id.map { symbols.intern($0) } ?? .absent
      type.append(typeSymbol)
      matchesSubclasses.append(compound.matchesSubclasses)
      id.append(idSymbol)
      let firstClass = classPool.count
      for name in compound.classes { classPool.append(symbols.intern(name)) }
      classStart.append(Int32(classPool.count))
      for pseudoClass in compound.pseudoClasses {
        if case .state(let key) = pseudoClass.kind { statePool.append(symbols.intern(key)) }
      }
      stateStart.append(Int32(statePool.count))
      step.append(position < compoundCount - 1 ? Self.step(combinator(after: position)) : .none)
      let compoundConditions = compiledConditions.isEmpty ? [] : compiledConditions[position]
      for case .has(let relatives) in compoundConditions {
        for relative in relatives { relativeSelectors[relative].holder = index }
      }
      hasConditions.append(!compoundConditions.isEmpty)
      if !compoundConditions.isEmpty { conditions[index] = compoundConditions }
      // A compound reached through `>` or white space matches an ancestor of the styled view.
      if position > 0,
        combinator(after: position - 1) == .child || combinator(after: position - 1) == .descendant
      {
        if compound.id != nil { addKey(Self.key(idSymbol, kind: Self.idKind)) }
        for symbol in classPool[firstClass...] { addKey(Self.key(symbol, kind: Self.classKind)) }
        if compound.type != nil, !compound.matchesSubclasses {
          addKey(Self.key(typeSymbol, kind: Self.typeKind))
        }
      }
    }
    lastCompound.append(CompoundIndex(type.count - 1))
    ancestorKeys.append(keys)
    if !nested {
      for relative in relativesBefore..<relativeSelectors.count {
        relativeSelectors[relative].owner = selectorIndex
      }
    }
    return selectorIndex
  }

  /// The conditions of a compound's pseudo-classes other than required states, adding the
  /// selectors of its `:not()`s to the table.
  private mutating func compileConditions(of compound: CompoundSelector, reach: RelativeSelector.FlipReach)
    -> [Condition]
  {
    var conditions: [Condition] = []
    // Two ids (`#a#b`): an `:is()` of nothing, which no view matches.
    if compound.hasConflictingIDs { conditions.append(.isAny(ArgumentSelectors([], in: self))) }
    for pseudoClass in compound.pseudoClasses {
      switch pseudoClass.kind {
      case .state: break
      case .enabled: conditions.append(.lacksState(symbols.intern("disabled")))
      case .root: conditions.append(.root)
      case .controllerRoot: conditions.append(.controllerRoot)
      case .empty: conditions.append(.empty)
      case .nth(let pattern, let ofType, let fromEnd):
        conditions.append(.nth(pattern, ofType: ofType, fromEnd: fromEnd))
        usesTypePositions = usesTypePositions || ofType
      case .only(let ofType):
        conditions.append(.only(ofType: ofType))
        usesTypePositions = usesTypePositions || ofType
      case .not(let selectors):
        conditions.append(.not(ArgumentSelectors(selectors.map { add($0, nested: true) }, in: self)))
      case .isAny(let selectors, _):
        conditions.append(.isAny(ArgumentSelectors(selectors.map { add($0, nested: true) }, in: self)))
      case .has(let selectors):
        let added = selectors.map { selector in
          RelativeSelector(
            selector: add(selector, nested: true),
            start: Self.step(selector.leadingCombinator ?? .descendant),
            flipReach: reach, owner: .absent, holder: .absent)
        }
        conditions.append(.has(Array(relativeSelectors.count..<(relativeSelectors.count + added.count))))
        relativeSelectors += added
      case .environment(let feature): conditions.append(.environment(feature))
      }
    }
    return conditions
  }

  /// The step a combinator takes.
  private static func step(_ combinator: Combinator) -> Step {
    switch combinator {
    case .descendant: .descendant
    case .child: .child
    case .adjacentSibling: .adjacentSibling
    case .generalSibling: .generalSibling
    }
  }

  /// What the selector's subject compound asks of the styled view that an integer test can
  /// rule out: its classes as bits and its exact type.
  func subjectSignature(_ selector: SelectorID) -> SubjectSignature {
    let subject = firstCompound[selector]
    var classBits: UInt64 = 0
    for position in classes(of: subject) {
      classBits |= SubjectSignature.classBit(classPool[position])
    }
    return SubjectSignature(
      classBits: classBits, exactType: matchesSubclasses[subject] ? .absent : type[subject])
  }
}

/// A selector's subject compound reduced to what a node can be checked against in one step,
/// before the matcher reads the selector's tables: a bit per class (by symbol, modulo 64) and
/// the exact type, if any. A node lacking one of the bits, or of another type, cannot match.
struct SubjectSignature: Sendable {
  var classBits: UInt64
  /// The type the subject names without `^`, or `absent`.
  var exactType: SheetSymbol

  static func classBit(_ symbol: SheetSymbol) -> UInt64 { 1 << UInt64(symbol.rawValue & 63) }

  /// Whether a node of this type and these class bits may match.
  @inline(__always)
  func admits(type: SheetSymbol, classBits nodeClassBits: UInt64) -> Bool {
    classBits & ~nodeClassBits == 0 && (!exactType.isPresent || exactType == type)
  }
}

/// A `:has()` argument compiled: the selector a node it reaches must match, and the step from
/// the node the `:has()` tests to the first compound's node (written before it: `> UILabel` a
/// child, `+` the next sibling, `~` a later one, none any descendant).
struct RelativeSelector: Hashable, Sendable {
  var selector: SelectorID
  var start: SelectorTable.Step
  /// What a node restyles when this argument's answer on it changes.
  var flipReach: FlipReach
  /// The selector added to the table whole (a rule's) that holds this argument, however deep.
  var owner: SelectorID
  /// The compound whose `:has()` this is an argument of.
  var holder: CompoundIndex

  /// The nodes restyled with a node whose `:has()` flips: its subtree, when the `:has()` is
  /// tested on an ancestor of the styled view (`.card:has(.error) UILabel`); as many later
  /// siblings (with their subtrees) as the sibling combinators reach, when on a sibling.
  struct FlipReach: Hashable, Sendable {
    var descendants = false
    var laterSiblings = 0
  }
}
