/// The condition of an `@media`/`@device` block: alternatives (`,` and `or`) of conjunctions
/// (`and`) of features, each feature possibly negated (`not`): whatever a sheet writes, with
/// parentheses and media types, is read into this form. Nested blocks AND their conditions.
/// Conditions never change a rule's score.
struct MediaCondition: Hashable, Sendable {
  /// Any one of these lists must hold entirely. No alternative at all is false (`not all`); an
  /// empty one is true (`all`, `screen`).
  var alternatives: [[MediaFeature]]

  /// True in every environment: `all` and `screen`.
  static let always = MediaCondition(alternatives: [[]])
  /// True in none: `print`, `not all`.
  static let never = MediaCondition(alternatives: [])

  /// Both conditions: every pairing of their alternatives.
  func and(_ other: MediaCondition) -> MediaCondition {
    var combined: [[MediaFeature]] = []
    for left in alternatives {
      for right in other.alternatives { combined.append(left + right) }
    }
    return MediaCondition(alternatives: combined)
  }

  /// `and(_:)` in place: a conjunction of one alternative grows where it stands, so that a
  /// condition of n `and`s costs n, not n² (each step copied the conjunction so far).
  mutating func formAnd(_ other: MediaCondition) {
    guard alternatives.count == 1, other.alternatives.count == 1 else {
      self = and(other)
      return
    }
    alternatives[0].append(contentsOf: other.alternatives[0])
  }

  /// `or(_:)` in place.
  mutating func formOr(_ other: MediaCondition) {
    alternatives.append(contentsOf: other.alternatives)
  }

  /// The condition's negation, by De Morgan's laws: every choice of one negated feature from
  /// each alternative. Its size is the product of the alternatives' sizes, which the parser
  /// bounds.
  var negated: MediaCondition {
    var result = MediaCondition.always
    for alternative in alternatives {
      result = result.and(MediaCondition(alternatives: alternative.map { [$0.negated] }))
    }
    return result
  }

  /// How many alternatives its negation has (`Int.max` past what an integer holds).
  var negationSize: Int {
    alternatives.reduce(1) { size, alternative in
      let product = size.multipliedReportingOverflow(by: alternative.count)
      return product.overflow ? .max : product.partialValue
    }
  }

  func isSatisfied(by environment: StyleEnvironment) -> Bool {
    alternatives.contains { features in features.allSatisfy { $0.isSatisfied(by: environment) } }
  }

  /// `phone and (version: >= 7), pad`; `all` for a condition always true, `not all` for one
  /// never true, as they read back.
  var text: String {
    if alternatives.isEmpty { return "not all" }
    return alternatives.map { $0.isEmpty ? "all" : $0.map(\.text).joined(separator: " and ") }
      .joined(separator: ", ")
  }
}

/// One test of a media condition.
enum MediaFeature: Hashable, Sendable {
  case device(StyleEnvironment.Device)
  case orientation(StyleEnvironment.Orientation)
  case version(Relation, OSVersion)
  case screenWidth(Relation, Double)
  case screenHeight(Relation, Double)
  case horizontalSizeClass(StyleEnvironment.SizeClass)
  case verticalSizeClass(StyleEnvironment.SizeClass)
  /// The screen's scale: Nimbus's `retina` is `(scale: >= 2)`, `non-retina` `(scale: < 2)`.
  case scale(Relation, Double)
  /// Light or dark appearance: `(user-interface-style: dark)`, `(prefers-color-scheme: dark)`.
  case userInterfaceStyle(StyleEnvironment.UserInterfaceStyle)
  /// The preferred text size, compared in its order: `(content-size-category: >= accessibility-medium)`.
  case contentSizeCategory(Relation, StyleEnvironment.ContentSizeCategory)
  /// `(layout-direction: rtl)`.
  case layoutDirection(StyleEnvironment.LayoutDirection)
  /// An accessibility setting on or off: `(reduce-motion)`, `(prefers-reduced-motion: reduce)`.
  case accessibility(StyleEnvironment.AccessibilitySetting, Bool)
  /// A fact the app names (`(appearance: dark)`), compared without regard to case.
  case custom(name: String, value: String)
  /// The width over the height: a container query's feature (`@container (aspect-ratio >= 1.5)`);
  /// a media query's `aspect-ratio` is not read, and no environment gives it.
  case aspectRatio(Relation, Double)
  /// CSS's `not`: the environment gives the fact, and the feature does not hold. A fact the
  /// environment does not give makes a test neither true nor false, and so its negation false
  /// too, as CSS's media queries treat what they cannot answer.
  indirect case not(MediaFeature)

  /// The feature's negation; a double negation is the feature.
  var negated: MediaFeature {
    if case .not(let inner) = self { return inner }
    return .not(self)
  }

  /// The feature with its negation taken off, if it has one: what it tests.
  var tested: MediaFeature {
    if case .not(let inner) = self { return inner }
    return self
  }

  func isSatisfied(by environment: StyleEnvironment) -> Bool {
    switch self {
    case .not(let inner):
      EnvironmentMatrix.FactKey(testedBy: inner).isSet(in: environment) && !inner.isSatisfied(by: environment)
    case .device(let device): environment.device == device
    case .orientation(let orientation): environment.screenOrientation == orientation
    case .version(let relation, let version):
      environment.osVersion.map { relation.holds($0, version) } ?? false
    case .screenWidth(let relation, let width):
      environment.screenWidth.map { relation.holds($0, width) } ?? false
    case .screenHeight(let relation, let height):
      environment.screenHeight.map { relation.holds($0, height) } ?? false
    case .horizontalSizeClass(let sizeClass): environment.horizontalSizeClass == sizeClass
    case .verticalSizeClass(let sizeClass): environment.verticalSizeClass == sizeClass
    case .scale(let relation, let scale): environment.scale.map { relation.holds($0, scale) } ?? false
    case .userInterfaceStyle(let style): environment.userInterfaceStyle == style
    case .contentSizeCategory(let relation, let category):
      environment.contentSizeCategory.map { relation.holds($0, category) } ?? false
    case .layoutDirection(let direction): environment.layoutDirection == direction
    case .accessibility(let setting, let on): environment[setting] == on
    case .custom(let name, let value):
      environment.customFact(named: name).map {
        $0.trimmingCharacters(in: " \t").lowercased() == value.lowercased()
      } ?? false
    case .aspectRatio: false
    }
  }

  var text: String {
    switch self {
    case .not(let inner): "(not \(inner.text))"
    case .device(let device): device.rawValue
    case .orientation(let orientation): orientation.rawValue
    case .version(let relation, let version): "(version: \(relation.rawValue) \(version))"
    case .screenWidth(let relation, let width): "(screen-width: \(relation.rawValue) \(formatNumber(width)))"
    case .screenHeight(let relation, let height):
      "(screen-height: \(relation.rawValue) \(formatNumber(height)))"
    case .horizontalSizeClass(let sizeClass): "(horizontal-size-class: \(sizeClass.rawValue))"
    case .verticalSizeClass(let sizeClass): "(vertical-size-class: \(sizeClass.rawValue))"
    case .scale(let relation, let scale): "(scale: \(relation.rawValue) \(formatNumber(scale)))"
    case .userInterfaceStyle(let style): "(user-interface-style: \(style.rawValue))"
    case .contentSizeCategory(let relation, let category):
      "(content-size-category: \(relation == .equal ? "" : relation.rawValue + " ")\(category.rawValue))"
    case .layoutDirection(let direction): "(layout-direction: \(direction.rawValue))"
    case .accessibility(let setting, let on): "(\(setting.rawValue): \(on))"
    case .aspectRatio(let relation, let ratio): "(aspect-ratio: \(relation.rawValue) \(formatNumber(ratio)))"
    // A value reads back bare only as a name (a letter, then letters, digits, `-` and `_`).
    case .custom(let name, let value):
      value.first.map { $0.isASCII && $0.isLetter } == true
        && value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        ? "(\(name): \(value))" : "(\(name): \(quoteString(value)))"
    }
  }
}

/// A comparison in a media feature.
enum Relation: String, Hashable, Sendable, CaseIterable {
  case less = "<"
  case lessOrEqual = "<="
  case equal = "=="
  case greaterOrEqual = ">="
  case greater = ">"

  func holds<T: Comparable>(_ actual: T, _ expected: T) -> Bool {
    switch self {
    case .less: actual < expected
    case .lessOrEqual: actual <= expected
    case .equal: actual == expected
    case .greaterOrEqual: actual >= expected
    case .greater: actual > expected
    }
  }
}
