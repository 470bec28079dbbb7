/// A selector compiled for matching: compounds right to left (the styled view first), names
/// as symbols of the stylesheet's symbol table.
struct MatchSelector: Hashable, Sendable {
  /// `compounds[0]` matches the styled view; later ones match ancestors or siblings.
  var compounds: [MatchCompound]
  /// `combinators[i]` leads from `compounds[i]` to `compounds[i + 1]`.
  var combinators: [Combinator]

  init(_ selector: Selector, symbols: inout SymbolTable) {
    compounds = selector.compounds.reversed().map { MatchCompound($0, symbols: &symbols) }
    combinators = selector.combinators.reversed()
  }
}

/// One compound with interned names; `-1` means "not constrained".
struct MatchCompound: Hashable, Sendable {
  var type: Int32 = -1
  var matchesSubclasses = false
  var id: Int32 = -1
  var classes: [Int32] = []
  /// State keys (lower case, no dashes) the node's `state` list must hold.
  var states: [Int32] = []
  /// The other pseudo-classes.
  var conditions: [MatchCondition] = []

  init(_ compound: CompoundSelector, symbols: inout SymbolTable) {
    if let type = compound.type { self.type = symbols.intern(type) }
    matchesSubclasses = compound.matchesSubclasses
    if let id = compound.id { self.id = symbols.intern(id) }
    classes = compound.classes.map { symbols.intern($0) }
    for pseudoClass in compound.pseudoClasses {
      switch pseudoClass.kind {
      case .state(let key): states.append(symbols.intern(key))
      case .enabled: conditions.append(.lacksState(symbols.intern("disabled")))
      case .root: conditions.append(.root)
      case .empty: conditions.append(.empty)
      case .nth(let pattern, let ofType, let fromEnd):
        conditions.append(.nth(pattern, ofType: ofType, fromEnd: fromEnd))
      case .only(let ofType): conditions.append(.only(ofType: ofType))
      case .not(let selectors):
        conditions.append(.not(selectors.map { MatchSelector($0, symbols: &symbols) }))
      case .environment(let feature): conditions.append(.environment(feature))
      }
    }
  }
}

/// A pseudo-class other than a required state, compiled.
enum MatchCondition: Hashable, Sendable {
  case lacksState(Int32)
  case root
  case empty
  case nth(NthPattern, ofType: Bool, fromEnd: Bool)
  case only(ofType: Bool)
  case not([MatchSelector])
  case environment(MediaFeature)
}
