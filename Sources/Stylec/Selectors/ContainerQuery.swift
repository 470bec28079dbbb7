/// One `@container` query: `@container sidebar (width >= 400px)`. Its rules apply to a node when
/// the condition holds for the node's query container: its nearest ancestor that is a container
/// (`container-type: size` or `inline-size`) of the name, if the query names one, and of a type
/// that can answer every feature it tests (a height, an orientation or an aspect ratio needs
/// `size`). With no such ancestor, or one whose size the tree does not give, the query is false,
/// as CSS takes a query it cannot answer. A name alone (`@container sidebar`) holds when any
/// container of that name encloses the node, whatever its type or size (a node with a
/// `container-name` and no `container-type` is such a container).
///
/// The condition is read by the media condition's grammar, its features the container's size:
/// `width` (`inline-size`) and `height` (`block-size`) as `screenWidth`/`screenHeight`,
/// `orientation`, and `aspect-ratio`.
struct ContainerQuery: Hashable, Sendable {
  /// The container name the query asks for (`sidebar`), nil for the nearest container of a
  /// fitting type.
  var name: String?
  var condition: MediaCondition

  /// Whether it is a name alone, which any container of the name answers.
  var isNameOnly: Bool { condition == .always && name != nil }

  /// What its container must be: any of its name for a name alone; else one that answers the
  /// features it reads.
  var needs: ContainerFrames.Need { isNameOnly ? .name : readsHeight ? .height : .width }

  /// Whether a feature of the condition reads the container's height, which only a `size`
  /// container answers.
  var readsHeight: Bool {
    condition.alternatives.joined().contains { feature in
      switch feature.tested {
      case .screenWidth: false
      default: true
      }
    }
  }

  /// Whether the condition holds for a container `width` wide, `height` tall (nil for an
  /// `inline-size` container, whose height is not a query's to read).
  func holds(width: Double, height: Double?) -> Bool {
    condition.alternatives.contains { features in
      features.allSatisfy { Self.holds($0, width: width, height: height) }
    }
  }

  /// Whether one feature holds; a `not` holds when its feature can be answered and does not.
  private static func holds(_ feature: MediaFeature, width: Double, height: Double?) -> Bool {
    switch feature {
    case .not(let inner):
      switch inner {
      case .screenWidth: return !holds(inner, width: width, height: height)
      // Zero by zero is no ratio, which a query cannot answer either way.
      case .aspectRatio:
        return height.map { $0 > 0 || width > 0 } == true && !holds(inner, width: width, height: height)
      default: return height != nil && !holds(inner, width: width, height: height)
      }
    case .screenWidth(let relation, let value): return relation.holds(width, value)
    case .screenHeight(let relation, let value): return height.map { relation.holds($0, value) } ?? false
    case .orientation(let orientation):
      // CSS: portrait when the height is at least the width.
      return height.map { ($0 >= width ? .portrait : .landscape) == orientation } ?? false
    case .aspectRatio(let relation, let value):
      // A zero height makes an infinite ratio; zero by zero is no ratio at all.
      guard let height, height > 0 || width > 0 else { return false }
      return relation.holds(height > 0 ? width / height : .infinity, value)
    default: return false
    }
  }

  /// `sidebar (width >= 400px)`, as CSS writes it and stylec reads it back.
  var text: String {
    let name = name.map(CSSEscapes.escapedName)
    if isNameOnly, let name { return name }
    let condition = Self.text(of: condition)
    return name.map { "\($0) \(condition)" } ?? condition
  }

  /// A condition in CSS's syntax: alternatives joined by `or`, each a conjunction of features
  /// joined by `and` (in parentheses when there are several of both).
  private static func text(of condition: MediaCondition) -> String {
    let alternatives = condition.alternatives.map { features in
      features.map(text(of:)).joined(separator: " and ")
    }
    guard alternatives.count > 1 else { return alternatives.first ?? "not (width >= 0px)" }
    return zip(alternatives, condition.alternatives).map { $1.count > 1 ? "(\($0))" : $0 }
      .joined(separator: " or ")
  }

  private static func text(of feature: MediaFeature) -> String {
    switch feature {
    case .not(let inner): "(not \(text(of: inner)))"
    case .screenWidth(let relation, let value): "(width \(relationText(relation)) \(formatNumber(value))px)"
    case .screenHeight(let relation, let value): "(height \(relationText(relation)) \(formatNumber(value))px)"
    case .aspectRatio(let relation, let value):
      "(aspect-ratio \(relationText(relation)) \(formatNumber(value)))"
    case .orientation(let orientation): "(orientation: \(orientation.rawValue))"
    default: feature.text
    }
  }

  /// A relation as a range feature writes it: `=` for equality.
  private static func relationText(_ relation: Relation) -> String {
    relation == .equal ? "=" : relation.rawValue
  }
}

/// What kind of query container a node is, by its `container-type`.
enum ContainerType: Hashable, Sendable {
  /// `size`: queries may read its width and its height.
  case size
  /// `inline-size`: queries may read its width alone.
  case inlineSize
  /// `normal`, or no type with a name: a container for a query of its name alone, of no size.
  case normal

  /// The type a `container-type` value names; nil for any other word.
  init?(_ value: StyleValue) {
    switch value {
    case .identifier(let word) where word.lowercased() == "size": self = .size
    case .identifier(let word) where word.lowercased() == "inline-size": self = .inlineSize
    case .identifier(let word) where word.lowercased() == "normal": self = .normal
    default: return nil
    }
  }
}
