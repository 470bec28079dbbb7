/// A pseudo-class condition on one view, such as `:first-child` or `:nth-child(2n+1)`.
struct PseudoClass: Hashable, Sendable {
  /// What the pseudo-class tests.
  var kind: Kind
  /// The name as written, for printing.
  var name: String

  /// The conditions stylec knows how to test.
  enum Kind: Hashable, Sendable {
    /// A state from the node's `state` list (`:highlighted`, `:selected`, any other name).
    case state(String)
  }
}
