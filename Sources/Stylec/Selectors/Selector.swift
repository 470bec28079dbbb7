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
  var hasParentReference: Bool { compounds.contains { $0.isParentReference } }
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

/// What one view must be: a type (exact, or with `^` any subclass), an id, style classes,
/// pseudo-classes; `&` stands for the enclosing rule's selector.
struct CompoundSelector: Hashable, Sendable {
  /// The type name, or nil when the compound names none (`.primary`, `*`).
  var type: String?
  /// The name as written when `type` is UIKit's class read from CSS syntax's shorthand
  /// (`button` for `UIButton`): it means the exact type of that name where one is known
  /// (`Stylesheet.readingShorthands(for:schema:)`).
  var shorthand: String?
  /// Whether `*` was written.
  var isUniversal = false
  /// `^Type`: the type or any subclass of it.
  var matchesSubclasses = false
  /// `&`: joined to the enclosing rule's selector.
  var isParentReference = false
  /// `#id`.
  var id: String?
  /// `.class` names; all must be present on the view.
  var classes: [String] = []
  /// `:name` and `:name(argument)` conditions.
  var pseudoClasses: [PseudoClass] = []
  /// Classy's `[name:value]` selector arguments: kept for printing, they never affect matching.
  var arguments: [PropertyArgument] = []
}
