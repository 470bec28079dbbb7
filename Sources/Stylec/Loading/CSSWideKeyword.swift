/// A CSS-wide keyword written as a declaration's whole value (`color: inherit`), in the dialects
/// that read today's CSS: it names no value of the property's type but where the node takes
/// the property from, which the cascade settles on each node once the declaration has won.
enum CSSWideKeyword: UInt8, Sendable, CaseIterable {
  /// The parent's value of the property, whether or not the property is inherited.
  case inherit
  /// No value from the sheet: the property is unset, and the view keeps its own default.
  case initial
  /// `inherit` for an inherited property, `initial` for any other.
  case unset
  /// As `unset`: stylec's sheets are all one origin, the author's, so rolling the cascade back
  /// to the origin below leaves nothing but inheritance.
  case revert

  /// The keyword a declared value is, if it is one: an identifier alone, in any case.
  init?(_ value: StyleValue) {
    // Each keyword is 5 to 7 letters: most words are told apart by length, without a copy.
    guard case .identifier(let name) = value, (5...7).contains(name.utf8.count) else { return nil }
    switch name.lowercased() {
    case "inherit": self = .inherit
    case "initial": self = .initial
    case "unset": self = .unset
    case "revert": self = .revert
    default: return nil
    }
  }

  /// Whether a declaration of the keyword takes the parent's value of a property that is
  /// (`isInherited`) or is not inherited.
  func takesParentValue(isInherited: Bool) -> Bool {
    switch self {
    case .inherit: true
    case .initial: false
    case .unset, .revert: isInherited
    }
  }
}
