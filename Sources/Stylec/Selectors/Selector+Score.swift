/// Where a compound stands relative to the styled view, which decides what it scores in
/// Classy's table.
enum ScorePosition {
  /// The styled view itself.
  case view
  /// The direct superview (`>`) or the immediately preceding sibling (`+`).
  case direct
  /// Any ancestor (white space) or any preceding sibling (`~`).
  case indirect
}

extension Selector {
  /// The selector's rank under `precedence`; higher wins.
  func score(_ precedence: Precedence) -> Int {
    switch precedence {
    case .classy: classyScore
    case .specificity: specificity
    case .lastWins: 0
    case .interfacss: interfacssSpecificity
    }
  }

  /// InterfaCSS's specificity: 100 for each id, 10 for each class and pseudo-class, 1 for each
  /// type, summed (`:not()` counts as its most specific argument, as in the other modes).
  var interfacssSpecificity: Int {
    let (ids, classes, types) = specificityParts
    return ids * 100 + classes * 10 + types
  }

  /// Classy's precedence score, computed from the parsed selector alone:
  ///
  /// | part            | view    | direct (`>`, `+`) | indirect (` `, `~`) |
  /// |-----------------|---------|-------------------|---------------------|
  /// | `#id`           | 300000  | 200000            | 100000              |
  /// | `.class`, `:pc` | 3000    | 2000              | 1000                |
  /// | type            | 4       | 3                 | 2                   |
  /// | `^` (subclasses)| −2      | −2                | −2                  |
  /// | `*`             | 0       | 0                 | 0                   |
  var classyScore: Int {
    var total = 0
    for (position, compound) in compounds.enumerated() {
      let where_: ScorePosition
      if position == compounds.count - 1 {
        where_ = .view
      } else {
        switch combinators[position] {
        case .child, .adjacentSibling: where_ = .direct
        case .descendant, .generalSibling: where_ = .indirect
        }
      }
      total += compound.classyScore(at: where_)
    }
    return total
  }

  /// W3C specificity packed into one integer: ids × 2^40 + (classes + pseudo-classes) × 2^20 + types.
  var specificity: Int {
    let (ids, classes, types) = specificityParts
    return min(ids, 0xFFFFF) << 40 | min(classes, 0xFFFFF) << 20 | min(types, 0xFFFFF)
  }

  /// (ids, classes and pseudo-classes, types); `:not()` and `:is()` count as their most
  /// specific argument, as does `:has()`; `:where()` as nothing.
  var specificityParts: (ids: Int, classes: Int, types: Int) {
    var ids = 0
    var classes = 0
    var types = 0
    for compound in compounds {
      if compound.id != nil { ids += 1 + compound.repeatedIDs.count }
      classes += compound.classes.count
      if compound.type != nil { types += 1 }
      for pseudoClass in compound.pseudoClasses {
        let selectors: [Selector]
        switch pseudoClass.kind {
        case .isAny(_, countsSpecificity: false): continue
        case .not(let arguments), .isAny(let arguments, _), .has(let arguments): selectors = arguments
        default:
          classes += 1
          continue
        }
        if let most = selectors.map(\.specificityParts).max(by: { $0 < $1 }) {
          ids += most.0
          classes += most.1
          types += most.2
        }
      }
    }
    return (ids, classes, types)
  }
}

extension CompoundSelector {
  func classyScore(at position: ScorePosition) -> Int {
    let (idWeight, classWeight, typeWeight) =
      switch position {
      case .view: (300_000, 3000, 4)
      case .direct: (200_000, 2000, 3)
      case .indirect: (100_000, 1000, 2)
      }
    var total = classes.count * classWeight
    for pseudoClass in pseudoClasses {
      switch pseudoClass.kind {
      case .isAny(_, countsSpecificity: false): break
      case .not(let selectors), .isAny(let selectors, _), .has(let selectors):
        // `:not()`, `:is()` and `:has()` count as their most specific argument, every part of it
        // at this position.
        total += selectors.map { $0.compounds.reduce(0) { $0 + $1.classyScore(at: position) } }.max() ?? 0
      default:
        total += classWeight
      }
    }
    if id != nil { total += idWeight * (1 + repeatedIDs.count) }
    if type != nil { total += typeWeight - (matchesSubclasses ? 2 : 0) }
    return total
  }
}
