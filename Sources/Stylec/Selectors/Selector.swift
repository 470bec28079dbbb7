/// A complex selector: compound selectors joined by combinators, left to right
/// (`UITabBar > ^UIButton.large` is two compounds joined by `>`).
struct Selector: Hashable, Sendable {
  /// The compounds, leftmost (outermost ancestor) first; the last one matches the styled view.
  var compounds: [CompoundSelector]
  /// `combinators[i]` joins `compounds[i]` to `compounds[i + 1]`.
  var combinators: [Combinator]
  /// A combinator written before the first compound, as nested rules may (`> UILabel`).
  var leadingCombinator: Combinator?

  /// The compound that must match the styled view itself.
  var subject: CompoundSelector { compounds[compounds.count - 1] }

  /// Whether a compound refers to the enclosing rule's selector with `&`.
  var hasParentReference: Bool { compounds.contains(where: \.refersToParent) }

  /// Whether it uses CSS that postdates the seeds (`:is()`, `:where()`), which their dialects
  /// refuse.
  var usesCurrentCSS: Bool { compounds.contains { $0.pseudoClasses.contains(where: \.isCurrentCSS) } }

  /// Whether it holds a `:has()`, itself or inside another pseudo-class's selectors, however
  /// deeply: CSS lets no `:has()` hold one.
  var holdsHas: Bool {
    var pending = [self]
    while let next = pending.popLast() {
      for compound in next.compounds {
        for pseudoClass in compound.pseudoClasses {
          if case .has = pseudoClass.kind { return true }
          pending += pseudoClass.argumentSelectors
        }
      }
    }
    return false
  }

  /// How many compounds it holds, those of its pseudo-classes' argument selectors (`:is()`,
  /// `:not()`) included, however deeply they nest: what a copy of it copies, counted without
  /// recursion.
  var weight: Int {
    var total = 0
    var pending = [self]
    while let next = pending.popLast() {
      total += next.compounds.count
      for compound in next.compounds {
        for pseudoClass in compound.pseudoClasses { pending += pseudoClass.argumentSelectors }
      }
    }
    return total
  }
}

/// How two compounds relate in the view tree.
enum Combinator: Hashable, Sendable {
  /// Whitespace: the left compound matches some ancestor.
  case descendant
  /// `>`: the left compound matches the direct superview.
  case child
  /// `+`: the left compound matches the immediately preceding sibling.
  case adjacentSibling
  /// `~`: the left compound matches some preceding sibling.
  case generalSibling

  /// The selector text of the combinator, with the spaces it is printed with.
  var text: String {
    switch self {
    case .descendant: " "
    case .child: " > "
    case .adjacentSibling: " + "
    case .generalSibling: " ~ "
    }
  }
}
extension Collection where Element == Combinator {
  /// How many siblings on the run of sibling combinators leading these reaches, from the node
  /// of the compound before them: one for each `+`, all of them (`Int.max`) after a `~`; it ends
  /// at the first `>` or descendant step. What a change of that node's names, or of its
  /// `:has()`, can restyle among its later siblings.
  var siblingReach: Int {
    var reach = 0
    for combinator in self {
      switch combinator {
      case .adjacentSibling: reach += 1
      case .generalSibling: return Int.max
      case .descendant, .child: return reach
      }
    }
    return reach
  }
}

/// What one view must be: a type (exact, or with `^` any subclass), an id, style classes,
/// pseudo-classes; `&` stands for the enclosing rule's selector.
struct CompoundSelector: Hashable, Sendable {
  /// The type name, or nil when the compound names none (`.primary`, `*`).
  var type: String?
  /// Whether `*` was written.
  var isUniversal = false
  /// `^Type`: the type or any subclass of it.
  var matchesSubclasses = false
  /// `#id`.
  var id: String?
  /// `.class` names; all must be present on the view.
  var classes: [String] = []
  /// `:name` and `:name(argument)` conditions.
  var pseudoClasses: [PseudoClass] = []
  /// The parts few compounds have, boxed, nil when a compound has none: a sheet of long
  /// selectors keeps millions of compounds (80 bytes each with these inline, 64 without).
  private var rareParts: RareParts?

  /// The name as written when `type` is UIKit's class read from CSS syntax's shorthand
  /// (`button` for `UIButton`): it means the exact type of that name where one is known
  /// (`Stylesheet.readingShorthands(for:schema:)`).
  var shorthand: String? {
    get { rareParts?.values.shorthand }
    set { changeRareParts { $0.shorthand = newValue } }
  }

  /// `&`: joined to the enclosing rule's selector.
  var isParentReference: Bool { parentReferences > 0 }

  /// How many `&`s it has (`&&`, `&.x&`): each stands for the enclosing rule's selector, and
  /// counts its specificity, as CSS Nesting reads each as `:is(parent)`.
  var parentReferences: Int {
    get { rareParts?.values.parentReferences ?? 0 }
    set { changeRareParts { $0.parentReferences = newValue } }
  }

  /// The ids written after the first (`#a#a`): each counts in the specificity, as CSS counts
  /// it, and one other than `id` (`#a#b`) makes the compound match no view, which has one id.
  var repeatedIDs: [String] {
    get { rareParts?.values.repeatedIDs ?? [] }
    set { changeRareParts { $0.repeatedIDs = newValue } }
  }

  /// Whether two of its ids differ, so that no view matches it.
  var hasConflictingIDs: Bool { repeatedIDs.contains { $0 != id } }

  /// Classy's `[name:value]` selector arguments: kept for printing, they never affect matching.
  var arguments: [PropertyArgument] {
    get { rareParts?.values.arguments ?? [] }
    set { changeRareParts { $0.arguments = newValue } }
  }

  private mutating func changeRareParts(_ change: (inout RareParts.Values) -> Void) {
    var values = rareParts?.values ?? RareParts.Values()
    change(&values)
    rareParts = values == RareParts.Values() ? nil : RareParts(values)
  }

  /// The boxed parts of a compound, never changed once made (a change makes a new box), so
  /// compounds that share one stay values.
  private final class RareParts: Hashable, Sendable {
    struct Values: Hashable, Sendable {
      var shorthand: String?
      var parentReferences = 0
      var repeatedIDs: [String] = []
      var arguments: [PropertyArgument] = []
    }

    let values: Values

    init(_ values: Values) { self.values = values }

    static func == (lhs: RareParts, rhs: RareParts) -> Bool { lhs.values == rhs.values }
    func hash(into hasher: inout Hasher) { hasher.combine(values) }
  }
}
