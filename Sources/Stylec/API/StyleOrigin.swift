/// What set a resolved property, from lowest rank to highest: a stylesheet rule, a style
/// written in Swift (`CodeStyle`) given to the view, or the view's own values
/// (`ViewNode.style`). Code outranks every rule but an `!important` declaration, as a style
/// attribute outranks selectors in CSS; among code, later wins, the view's own values last.
public enum StyleOrigin: String, Hashable, Sendable, Codable {
  /// A rule of the stylesheet.
  case stylesheet
  /// A named style written in Swift.
  case codeStyle = "code-style"
  /// The view's own block of values.
  case viewStyle = "view-style"
}
