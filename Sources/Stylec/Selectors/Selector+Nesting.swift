extension Selector {
  /// Why a nested selector cannot be joined to its parent.
  struct NestingError: Error {
    var message: String
  }

  /// This (nested) selector joined to the enclosing rule's selector: `&` is replaced by the
  /// parent (`&.title` in `UILabel` is `UILabel.title`); without `&`, the parent becomes an
  /// ancestor (or, after a leading `>`, the direct superview).
  ///
  /// With `referencesAsIs` (CSS Nesting), a `&` after the first compound stands for
  /// `:is(parent)` where the parent chains compounds: `.baz &` in `.foo .bar` is
  /// `.baz :is(.foo .bar)`, a `.bar` under a `.foo` and a `.baz` in either order, where joining
  /// the text (as Sass does) would ask for the `.baz` above the `.foo`.
  func nested(in parent: Selector, referencesAsIs: Bool = false) throws(NestingError) -> Selector {
    guard hasParentReference else {
      return Selector(
        compounds: parent.compounds + compounds,
        combinators: parent.combinators + [leadingCombinator ?? .descendant] + combinators,
        leadingCombinator: nil)
    }
    if leadingCombinator != nil {
      throw NestingError(message: "a selector that uses '&' cannot also start with a combinator")
    }
    var result = Selector(compounds: [], combinators: [], leadingCombinator: nil)
    for (position, written) in compounds.enumerated() {
      if position > 0 { result.combinators.append(combinators[position - 1]) }
      // `&` inside `:is()`, `:where()` or `:not()` stands for the parent there too.
      var compound = written
      for (index, pseudoClass) in compound.pseudoClasses.enumerated()
      where pseudoClass.argumentSelectors.contains(where: \.hasParentReference) {
        var joined: [Selector] = []
        for argument in pseudoClass.argumentSelectors {
          joined.append(
            argument.hasParentReference
              ? try argument.nested(in: parent, referencesAsIs: referencesAsIs) : argument)
        }
        var next = joined.makeIterator()
        compound.pseudoClasses[index] = pseudoClass.mappingArgumentSelectors { _ in next.next()! }
      }
      guard compound.isParentReference else {
        result.compounds.append(compound)
        continue
      }
      // Each `&` after the first (`&&`, `&.x&`) is `:is(parent)` on the same view: it matches
      // what the first does, and adds the parent's specificity again.
      if compound.parentReferences > 1 { compound.referToParentOnce(parent) }
      if referencesAsIs, position > 0, parent.compounds.count > 1 {
        result.compounds.append(try Selector.matchingAny(of: [parent]).subject.merged(with: compound))
        continue
      }
      result.compounds += parent.compounds.dropLast()
      result.combinators += parent.combinators
      result.compounds.append(try parent.subject.merged(with: compound))
    }
    return result
  }

  /// `:is(selectors)` as a selector of its own: what `&` stands for in today's CSS when the
  /// enclosing rule has several selectors.
  static func matchingAny(of selectors: [Selector]) -> Selector {
    var compound = CompoundSelector()
    compound.pseudoClasses = [PseudoClass(kind: .isAny(selectors, countsSpecificity: true), name: "is")]
    return Selector(compounds: [compound], combinators: [], leadingCombinator: nil)
  }

  /// What `&` stands for in a rule that is not nested, in today's CSS: the scoping root, which
  /// in a document is its root, with no specificity, as CSS Nesting gives a `&` without a parent
  /// selector list: `:where(:root)` (as `:root`, `& UILabel` outranked a later `UIView UILabel`).
  static var scopingRoot: Selector {
    var root = CompoundSelector()
    root.pseudoClasses = [PseudoClass(kind: .root, name: "root")]
    var compound = CompoundSelector()
    compound.pseudoClasses = [
      PseudoClass(
        kind: .isAny(
          [Selector(compounds: [root], combinators: [], leadingCombinator: nil)], countsSpecificity: false),
        name: "where")
    ]
    return Selector(compounds: [compound], combinators: [], leadingCombinator: nil)
  }

  /// Checks a selector at the top level, where a leading combinator has nothing to refer to,
  /// and `&` stands for the scoping root (`:root`) where `scopesAmpersand` (CSS Nesting), else
  /// for nothing.
  func checkedAtTopLevel(scopesAmpersand: Bool) throws(NestingError) -> Selector {
    if hasParentReference {
      guard scopesAmpersand else {
        throw NestingError(
          message: "'&' stands for the enclosing rule's selector, but this rule is not nested")
      }
      return try nested(in: Self.scopingRoot, referencesAsIs: true)
    }
    if leadingCombinator != nil {
      throw NestingError(message: "a selector can only start with a combinator inside another rule")
    }
    return self
  }
}

extension CompoundSelector {
  /// Its `&`s after the first made `:is(parent)`, each adding the parent's specificity again.
  /// Out of the recursive `nested(in:)`'s frame.
  @inline(never)
  fileprivate mutating func referToParentOnce(_ parent: Selector) {
    let again = Selector.matchingAny(of: [parent]).subject.pseudoClasses[0]
    pseudoClasses += Array(repeating: again, count: parentReferences - 1)
    parentReferences = 1
  }

  /// Whether it is `&` or holds one in a pseudo-class's selectors.
  var refersToParent: Bool {
    isParentReference || pseudoClasses.contains { $0.argumentSelectors.contains(where: \.hasParentReference) }
  }

  /// The parent's compound with a `&` compound's type, classes, id, pseudo-classes and
  /// arguments added (`&UILabel`, which CSS Nesting allows, gives the type). A class or id both
  /// name is kept twice, as CSS Nesting reads `&.bar` in `.bar` (`:is(.bar).bar`, two classes'
  /// specificity) and Sass writes it (`.bar.bar`): the rule outranks its parent's.
  fileprivate func merged(with reference: CompoundSelector) throws(Selector.NestingError) -> CompoundSelector
  {
    var merged = self
    if let type = reference.type {
      if let existing = merged.type, existing != type {
        throw Selector.NestingError(message: "'&\(type)' would ask a view to be both \(existing) and \(type)")
      }
      merged.type = type
      merged.shorthand = reference.shorthand
      merged.isUniversal = false
    }
    if let id = reference.id {
      if let existing = merged.id, existing != id {
        throw Selector.NestingError(message: "'&#\(id)' would give a view two ids (#\(existing) and #\(id))")
      }
      if merged.id == nil { merged.id = id } else { merged.repeatedIDs.append(id) }
      merged.repeatedIDs += reference.repeatedIDs
    }
    merged.classes += reference.classes
    merged.pseudoClasses += reference.pseudoClasses
    merged.arguments += reference.arguments
    return merged
  }
}
