/// A rule of a stylesheet: its position in the sheet's entries (`Stylesheet.entries`), in source
/// order, which also indexes the rule set's per-rule arrays. A type of its own so that it is not
/// mixed up with the selector, declaration or rank numbers that travel beside it.
struct RuleID: TypedIndex {
  let rawValue: Int32
}
