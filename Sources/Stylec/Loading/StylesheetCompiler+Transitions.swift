/// The transition longhands' shapes, checked where they are written: each is a comma list, one
/// item a transition, as the `transition` shorthand's parts are (`transition-duration: 1s 2s`
/// names two durations for one transition, which no transition has).
extension StylesheetCompiler {
  /// The longhands whose items are single values, by name.
  private static let transitionLonghands: Set<String> = [
    "transition-property", "transition-duration", "transition-delay", "transition-timing-function",
  ]

  /// Whether the value fits the transition longhand `key` names (any other key fits); reports,
  /// at the declaration, what does not: an item of several values, a property name that is no
  /// name (`5`, `1s`), or `none` among other names.
  mutating func acceptsTransitionLonghand(_ key: PropertyKey, value: StyleValue, file: Int, range: Range<Int>)
    -> Bool
  {
    // Every declaration passes here: most are told apart by their first letter, unhashed.
    guard key.path.utf8.first == UInt8(ascii: "t"), key.arguments.isEmpty,
      Self.transitionLonghands.contains(key.path), CSSWideKeyword(value) == nil
    else {
      return true
    }
    let items: [StyleValue]
    if case .list(let listed, .comma) = value { items = listed } else { items = [value] }
    var problem: String?
    if let several = items.first(where: { if case .list(_, .space) = $0 { true } else { false } }) {
      problem =
        "\(quoted(shortened(several.description, limit: 60))) is several values for one transition; \(key.path) takes one each, separated by commas"
    } else if key.path == "transition-property" {
      if let other = items.first(where: {
        if case .identifier(let name) = $0 {
          ValueType.wordsNamingNoProperty.contains(name.lowercased())
        } else {
          true
        }
      }) {
        problem = "\(quoted(shortened(other.description, limit: 60))) is not a property's name"
      } else if items.count > 1,
        items.contains(where: {
          if case .identifier(let name) = $0 { name.lowercased() == "none" } else { false }
        })
      {
        problem = "'none' is allowed only alone in transition-property"
      }
    }
    guard let problem else { return true }
    report(.invalidValue, problem, file: file, range)
    return false
  }
}
