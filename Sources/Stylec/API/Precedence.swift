/// How rules that set the same property on the same view are ranked. In every mode, equal
/// ranks go to the rule written later (an import counts where it is imported).
public enum Precedence: String, Hashable, Sendable, CaseIterable {
  /// Classy's precedence scores (seed 000), extended to ids and pseudo-classes; the default.
  case classy
  /// W3C specificity: (ids, classes and pseudo-classes, types).
  case specificity
  /// InterfaCSS's default: the last matching rule wins.
  case lastWins = "last-wins"
  /// InterfaCSS's `useSelectorSpecificity`: one sum over the selector, 100 for an id, 10 for
  /// each class and pseudo-class, 1 for a type, so eleven classes outrank an id.
  case interfacss

  /// A score as people read it in this mode: W3C specificity as `(ids,classes,types)`, the other
  /// modes' as the number.
  public func text(ofScore score: Int) -> String {
    guard self == .specificity else { return String(score) }
    return "(\(score >> 40),\(score >> 20 & 0xFFFFF),\(score & 0xFFFFF))"
  }
}
