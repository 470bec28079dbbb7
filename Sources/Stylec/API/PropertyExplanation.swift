/// Why a node's property has the value it has: every declaration that sets it on the node, the
/// one that won first, then each it beat in rank order with why it lost, as browser devtools
/// show a property's overridden declarations (`Stylesheet.explain(_:in:precedence:environment:schema:)`).
public struct PropertyExplanation: Hashable, Sendable, Codable {
  /// One declaration that sets the property on the node.
  public struct Candidate: Hashable, Sendable, Codable {
    /// Its value (typed, with a schema, when it fits).
    public var value: StyleValue
    /// The selector of its rule; for code, the code style's name or `style`.
    public var selector: String
    /// Its rule's score under the precedence used (0 for code).
    public var score: Int
    /// Where it is written.
    public var location: SourceLocation
    /// A sheet's rule, a code style or the view's own values.
    public var origin: StyleOrigin
    /// Why it lost; nil for the one that won.
    public var lostBecause: Loss?
  }

  /// Why a declaration did not set the property.
  public enum Loss: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Its rule scores lower than the winner's.
    case lowerScore(winner: Int)
    /// Its rule scores the same as the winner's, and is written before it.
    case earlierInTheSheet
    /// Its rule's `@media` condition is false in this environment.
    case conditionFalse(String)
    /// Its value does not fit the property's type (with a schema): why.
    case invalidValue(String)
    /// Its own rule sets the property again after it.
    case overriddenInItsRule(line: Int)
    /// Code sets the property: a code style or the view's own values outrank every rule.
    case setInCode

    /// Why, in a few words.
    public var description: String {
      switch self {
      case .lowerScore(let winner): "a lower score than the winner's \(winner)"
      case .earlierInTheSheet: "the same score as the winner's, and written before it"
      case .conditionFalse(let condition): "its condition '\(condition)' is false here"
      case .invalidValue(let message): "its value does not fit: \(message)"
      case .overriddenInItsRule(let line): "its rule sets it again on line \(line)"
      case .setInCode: "code sets it, which outranks every rule"
      }
    }
  }

  /// The property's canonical name.
  public var property: String
  /// The value it has: the winner's; nil when every declaration lost (each condition false,
  /// each value unfit).
  public var value: StyleValue?
  /// The winner first (when there is one), then the others from highest rank down.
  public var candidates: [Candidate]
}
