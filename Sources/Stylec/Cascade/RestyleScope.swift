/// Which nodes a change to one node's classes or states can restyle, read off the sheet's
/// selectors: the node itself always; its descendants when a class or state that changed is
/// tested on an ancestor (`.a UILabel`, `.a > *`); the siblings after it, with their
/// descendants, when one is tested on a preceding sibling: only as many as a run of `+` can
/// reach (`.a + *` one, `.a + * + *` two), all of them after a `~`. Nothing else can change:
/// no selector looks at later siblings or at descendants. A node's custom properties and
/// inherited properties pass to its descendants: a class or state tested by the subject of a
/// rule setting one reaches the descendants as well.
struct RestyleScope: Sendable {
  /// Sheet symbols of classes and of state keys tested on an ancestor of the styled view.
  private var ancestorClasses: Set<SheetSymbol> = []
  private var ancestorStates: Set<SheetSymbol> = []
  /// Sheet symbols of classes and of state keys tested on a preceding sibling, with how many
  /// later siblings each can reach (`Int.max`: all of them).
  private var siblingClasses: [SheetSymbol: Int] = [:]
  private var siblingStates: [SheetSymbol: Int] = [:]
  /// The facts of the environment selectors test (`:landscape`, `:pad`), which a change of
  /// environment can restyle through, beside `@media` conditions.
  private(set) var environmentFeatures: Set<MediaFeature> = []
  /// Whether a selector looks at a node's siblings or its place among them (`+`, `~`,
  /// `:nth-child()`, `:first-child`, `:only-child`, `:empty`): then inserting, removing or moving
  /// a node can restyle every node under its parent, else only the nodes it brings.
  private(set) var testsSiblingsOrPlaces = false
  /// Whether a selector tests `:empty` on a node whose later siblings it then matches
  /// (`UIView:empty + UILabel`): a node that gains its first child or loses its last can then
  /// restyle its later siblings and their subtrees, not only what lies under it.
  private(set) var emptinessReachesSiblings = false
  /// Whether a selector holds a `:has()`: a change can then flip it on the node's ancestors and
  /// earlier siblings (`RelativeMatches` finds which, and the table what each flip reaches),
  /// and an edit can restyle any node.
  private(set) var testsRelatives = false
  /// The selectors (of the table) of the rules that set what descendants inherit: a node whose
  /// `:has()` flips in one of them restyles its subtree, wherever the `:has()` stands.
  private var selectorsPassingDown: Set<SelectorID> = []

  /// - Parameters:
  ///   - inherited: the selectors of the rules that set what descendants inherit (custom
  ///     properties, inherited properties): a class or state their subjects test reaches the
  ///     descendants too.
  ///   - inheritedIDs: the same selectors as the table has them.
  init(
    selectors: [Selector], symbols: SymbolTable<SheetSymbol>, inheritedBy inherited: [Selector] = [],
    inheritedIDs: Set<SelectorID> = []
  ) {
    selectorsPassingDown = inheritedIDs
    for selector in selectors { collect(selector, symbols) }
    for selector in inherited {
      Self.names(in: selector.subject, symbols, classes: &ancestorClasses, states: &ancestorStates)
    }
  }

  /// Whether a node whose `:has()` argument flips restyles its subtree: the argument stands on
  /// an ancestor of the styled view, or in a rule that sets what descendants inherit.
  func relativeFlipReachesDescendants(_ relative: RelativeSelector) -> Bool {
    relative.flipReach.descendants || selectorsPassingDown.contains(relative.owner)
  }

  /// Whether changing these classes and state keys can restyle the node's descendants.
  func reachesDescendants(classes: Set<SheetSymbol>, states: Set<SheetSymbol>) -> Bool {
    !ancestorClasses.isDisjoint(with: classes) || !ancestorStates.isDisjoint(with: states)
  }

  /// How many of the siblings after the node changing these classes and state keys can
  /// restyle (with their subtrees); `Int.max` for all of them.
  func laterSiblingsReached(classes: Set<SheetSymbol>, states: Set<SheetSymbol>) -> Int {
    let fromClasses = classes.map { siblingClasses[$0] ?? 0 }.max() ?? 0
    let fromStates = states.map { siblingStates[$0] ?? 0 }.max() ?? 0
    return max(fromClasses, fromStates)
  }

  /// - Parameter outer: for the argument of a `:not()` or `:is()`, the combinators from the
  ///   compound holding it on to the styled view (of the selectors around it, innermost first):
  ///   what a node the argument tests reaches is its own combinators' reach and then theirs
  ///   (`:not(.x + .y) + .x`: a `.x` two siblings back).
  private mutating func collect(
    _ selector: Selector, _ symbols: SymbolTable<SheetSymbol>, outer: [Combinator] = []
  ) {
    if selector.holdsHas { testsRelatives = true }
    for (position, compound) in selector.compounds.enumerated() {
      // The combinators from this compound's node on to the styled view.
      let onward = Array(selector.combinators[min(position, selector.combinators.count)...]) + outer
      if let first = onward.first {
        var classes: Set<SheetSymbol> = []
        var states: Set<SheetSymbol> = []
        Self.names(in: compound, symbols, classes: &classes, states: &states)
        switch first {
        case .descendant, .child:
          ancestorClasses.formUnion(classes)
          ancestorStates.formUnion(states)
        case .adjacentSibling, .generalSibling:
          testsSiblingsOrPlaces = true
          if Self.testsEmptiness(compound) { emptinessReachesSiblings = true }
          let reach = onward.siblingReach
          for symbol in classes { siblingClasses[symbol] = max(siblingClasses[symbol] ?? 0, reach) }
          for symbol in states { siblingStates[symbol] = max(siblingStates[symbol] ?? 0, reach) }
        }
      }
      for pseudoClass in compound.pseudoClasses {
        switch pseudoClass.kind {
        // A negation's or an `:is()`'s own selectors reach ancestors and siblings of the node
        // it tests.
        case .not(let arguments), .isAny(let arguments, _):
          for argument in arguments { collect(argument, symbols, outer: onward) }
        // What a `:has()` argument tests is found by `RelativeMatches`, not by name; the facts
        // of the environment it tests restyle as any do.
        case .has(let arguments):
          for argument in arguments {
            environmentFeatures.formUnion(
              RestyleScope(selectors: [argument], symbols: symbols).environmentFeatures)
          }
        case .environment(let feature): environmentFeatures.insert(feature)
        case .nth, .only, .empty: testsSiblingsOrPlaces = true
        default: break
        }
      }
    }
  }

  /// Whether the compound tests `:empty`, itself or inside a negation.
  private static func testsEmptiness(_ compound: CompoundSelector) -> Bool {
    compound.pseudoClasses.contains { pseudoClass in
      switch pseudoClass.kind {
      case .empty: true
      case .not(let arguments), .isAny(let arguments, _):
        arguments.contains { $0.compounds.contains(where: testsEmptiness) }
      default: false
      }
    }
  }

  /// Every class and state key a compound tests, including inside its negations.
  private static func names(
    in compound: CompoundSelector, _ symbols: SymbolTable<SheetSymbol>, classes: inout Set<SheetSymbol>,
    states: inout Set<SheetSymbol>
  ) {
    for name in compound.classes { if let symbol = symbols.lookup(name) { classes.insert(symbol) } }
    for pseudoClass in compound.pseudoClasses {
      switch pseudoClass.kind {
      case .state(let name): states.insert(NodeView.stateKey(name, in: symbols))
      case .enabled: states.insert(NodeView.stateKey("disabled", in: symbols))
      case .not(let arguments), .isAny(let arguments, _):
        for argument in arguments {
          for inner in argument.compounds { names(in: inner, symbols, classes: &classes, states: &states) }
        }
      default: break
      }
    }
  }
}
