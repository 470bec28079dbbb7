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
    /// Whether it is written `!important` (JSON carries the key only when it is).
    public var isImportant = false
    /// For the winner whose value calls `var()`: each custom property it names, with the value
    /// it has on the node and where that comes from (JSON carries the key only when there are
    /// some).
    public var substitutions: [Substitution] = []
    /// For a value the node inherits (its rules set none, or the winner is `inherit`): the
    /// ancestor whose rule or code set it, as a selector names it (`UIView.card`); the
    /// candidate's selector and location are that rule's (JSON carries the key only when set).
    public var inheritedFrom: String?

    private enum CodingKeys: String, CodingKey {
      case value, selector, score, location, origin, lostBecause, isImportant, substitutions, inheritedFrom
    }

    /// Creates a candidate; the explainer makes them, tests and tools compare against them.
    /// - Parameters:
    ///   - value: its value.
    ///   - selector: its rule's selector, or the code style's name.
    ///   - score: its rule's score (0 for code).
    ///   - location: where it is written.
    ///   - origin: a sheet's rule, a code style or the view's own values.
    ///   - lostBecause: why it lost; nil for the winner.
    ///   - isImportant: whether it is written `!important`.
    public init(
      value: StyleValue, selector: String, score: Int, location: SourceLocation, origin: StyleOrigin,
      lostBecause: Loss?, isImportant: Bool = false
    ) {
      self.value = value
      self.selector = selector
      self.score = score
      self.location = location
      self.origin = origin
      self.lostBecause = lostBecause
      self.isImportant = isImportant
    }

    /// Reads a candidate as `encode(to:)` writes it.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      value = try container.decode(StyleValue.self, forKey: .value)
      selector = try container.decode(String.self, forKey: .selector)
      score = try container.decode(Int.self, forKey: .score)
      location = try container.decode(SourceLocation.self, forKey: .location)
      origin = try container.decode(StyleOrigin.self, forKey: .origin)
      lostBecause = try container.decodeIfPresent(Loss.self, forKey: .lostBecause)
      isImportant = try container.decodeIfPresent(Bool.self, forKey: .isImportant) ?? false
      substitutions = try container.decodeIfPresent([Substitution].self, forKey: .substitutions) ?? []
      inheritedFrom = try container.decodeIfPresent(String.self, forKey: .inheritedFrom)
    }

    /// Writes the candidate's fields; `isImportant` only when true, `substitutions` and
    /// `inheritedFrom` only when there are some, so that explanations of sheets without them
    /// read as they always have.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(value, forKey: .value)
      try container.encode(selector, forKey: .selector)
      try container.encode(score, forKey: .score)
      try container.encode(location, forKey: .location)
      try container.encode(origin, forKey: .origin)
      try container.encodeIfPresent(lostBecause, forKey: .lostBecause)
      if isImportant { try container.encode(true, forKey: .isImportant) }
      if !substitutions.isEmpty { try container.encode(substitutions, forKey: .substitutions) }
      try container.encodeIfPresent(inheritedFrom, forKey: .inheritedFrom)
    }
  }

  /// A custom property a `var()` names, as the node has it: its value and where that was set,
  /// and, when its own value calls `var()`, what those gave it.
  public struct Substitution: Hashable, Sendable, Codable {
    /// Its name, `--accent`.
    public var name: String
    /// Its value on the node; nil when it has none there (no rule sets it on the node or an
    /// ancestor, or it is invalid), so that the `var()` took its fallback.
    public var value: StyleValue?
    /// The selector of the rule that set it; nil when no rule sets it.
    public var selector: String?
    /// Where the declaration that set it is written; nil when no rule sets it.
    public var location: SourceLocation?
    /// The ancestor it was set on, as a selector names it (`UIView.card`), when the node
    /// inherits it; nil when set on the node itself.
    public var inheritedFrom: String?
    /// Why it has no value, when it is invalid (a cycle, a `var()` of its own without a value).
    public var invalidity: String?
    /// What the `var()`s of its own value gave, when it calls some (cut short past
    /// `PropertyExplanation.deepestSubstitution` levels).
    public var uses: [Substitution]
    /// How many of its own value's `var()`s `uses` leaves out, where the explanation is cut short
    /// (past `PropertyExplanation.deepestSubstitution` levels, or
    /// `PropertyExplanation.mostSubstitutions` entries in all); nil when none are, so that a reader
    /// sees where a chain goes on. Each left out may use others in turn, which are not counted: a
    /// chain thousands long is not walked to its end to count them.
    public var usesNotShown: Int?

    /// Creates a substitution; the explainer makes them, tests and tools compare against them.
    public init(
      name: String, value: StyleValue?, selector: String? = nil, location: SourceLocation? = nil,
      inheritedFrom: String? = nil, invalidity: String? = nil, uses: [Substitution] = [],
      usesNotShown: Int? = nil
    ) {
      self.name = name
      self.value = value
      self.selector = selector
      self.location = location
      self.inheritedFrom = inheritedFrom
      self.invalidity = invalidity
      self.uses = uses
      self.usesNotShown = usesNotShown
    }
  }

  /// How many levels of custom properties using others an explanation lists: a chain of
  /// thousands is cut there.
  public static let deepestSubstitution = 16

  /// How many custom properties an explanation of one declaration lists in all, at every
  /// level: a value using thousands side by side is cut there.
  public static let mostSubstitutions = deepestSubstitution * 4

  /// Why a declaration did not set the property.
  public enum Loss: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Its rule scores lower than the winner's.
    case lowerScore(winner: Int)
    /// Its rule scores the same as the winner's, and is written before it.
    case earlierInTheSheet
    /// Its rule's `@media` condition is false in this environment: the condition's text, its
    /// first 500 characters when longer (a report lists it for every node it reaches).
    case conditionFalse(String)
    /// Its value does not fit the property's type (with a schema): why.
    case invalidValue(String)
    /// Its own rule sets the property again after it.
    case overriddenInItsRule(line: Int)
    /// Code sets the property: a code style or the view's own values outrank every rule
    /// without `!important`.
    case setInCode
    /// The winner is written `!important` and this is not: importance outranks any score, and
    /// code.
    case notImportant
    /// Its cascade layer ranks below the winner's, whatever the scores: the winner's layer
    /// (`theme`), or nil for a winner in no layer.
    case lowerLayer(winner: String?)
    /// Both are `!important`, which ranks the layers the other way round (CSS Cascade 5): an
    /// important declaration in no layer ranks below one in any layer, one in a later layer
    /// below one in an earlier layer. The winner's layer, and this one's (nil for none).
    case lowerImportantLayer(winner: String, loser: String?)
    /// It outranks the others, but its `var()`s give it no value on the node (why): the
    /// property is unset there, as CSS has a declaration invalid at computed-value time.
    case noValueWithSubstitutions(String)

    /// Why, in a few words.
    public var description: String {
      switch self {
      // The score is packed as the precedence ranks it (specificity's (1,0,1) is 1048577): the
      // words leave it out, and `Precedence.text(ofScore:)` writes it as its ranking has it.
      case .lowerScore: "its rule scores lower than the winner's"
      case .earlierInTheSheet: "the same score as the winner's, and written before it"
      case .conditionFalse(let condition): "its condition '\(condition)' is false here"
      case .invalidValue(let message): "its value does not fit: \(message)"
      case .overriddenInItsRule(let line): "its rule sets it again on line \(line)"
      case .setInCode: "code sets it, which outranks every rule without '!important'"
      case .notImportant: "the winner is '!important', which outranks it"
      case .lowerLayer(let winner?): "its layer ranks below the winner's, '\(winner)'"
      case .lowerLayer(nil): "its layer ranks below the rules in no layer, as the winner is"
      case .lowerImportantLayer(let winner, nil):
        "'!important' in no layer ranks below '!important' in any layer, as the winner's '\(winner)' is"
      case .lowerImportantLayer(let winner, let loser?):
        "'!important' ranks the layers the other way round: its layer '\(loser)' comes after the winner's '\(winner)', so ranks below it"
      case .noValueWithSubstitutions(let message):
        "it outranks the others, but has no value here, so the property is unset: \(message)"
      }
    }

    private enum CodingKeys: String, CodingKey {
      case reason, message, winnerScore, condition, problem, line, winnerLayer, layer
    }

    /// The reason's name in JSON (`lower-score`), as a diagnostic's code is written.
    private var reason: String {
      switch self {
      case .lowerScore: "lower-score"
      case .earlierInTheSheet: "earlier-in-the-sheet"
      case .conditionFalse: "condition-false"
      case .invalidValue: "invalid-value"
      case .overriddenInItsRule: "overridden-in-its-rule"
      case .setInCode: "set-in-code"
      case .notImportant: "not-important"
      case .lowerLayer: "lower-layer"
      case .lowerImportantLayer: "lower-important-layer"
      case .noValueWithSubstitutions: "no-value-with-substitutions"
      }
    }

    /// Written as an object naming the reason, with what it says in words and the facts it
    /// holds: `{"reason": "condition-false", "condition": "pad", "message": "…"}`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(reason, forKey: .reason)
      try container.encode(description, forKey: .message)
      switch self {
      case .lowerScore(let winner): try container.encode(winner, forKey: .winnerScore)
      case .conditionFalse(let condition): try container.encode(condition, forKey: .condition)
      case .invalidValue(let problem), .noValueWithSubstitutions(let problem):
        try container.encode(problem, forKey: .problem)
      case .overriddenInItsRule(let line): try container.encode(line, forKey: .line)
      case .lowerLayer(let winner): try container.encode(winner, forKey: .winnerLayer)
      case .lowerImportantLayer(let winner, let loser):
        try container.encode(winner, forKey: .winnerLayer)
        try container.encode(loser, forKey: .layer)
      case .earlierInTheSheet, .setInCode, .notImportant: break
      }
    }

    /// Read as `encode(to:)` writes it.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let reason = try container.decode(String.self, forKey: .reason)
      switch reason {
      case "lower-score": self = .lowerScore(winner: try container.decode(Int.self, forKey: .winnerScore))
      case "earlier-in-the-sheet": self = .earlierInTheSheet
      case "condition-false": self = .conditionFalse(try container.decode(String.self, forKey: .condition))
      case "invalid-value": self = .invalidValue(try container.decode(String.self, forKey: .problem))
      case "overridden-in-its-rule":
        self = .overriddenInItsRule(line: try container.decode(Int.self, forKey: .line))
      case "set-in-code": self = .setInCode
      case "not-important": self = .notImportant
      case "lower-layer":
        self = .lowerLayer(winner: try container.decodeIfPresent(String.self, forKey: .winnerLayer))
      case "lower-important-layer":
        self = .lowerImportantLayer(
          winner: try container.decode(String.self, forKey: .winnerLayer),
          loser: try container.decodeIfPresent(String.self, forKey: .layer))
      case "no-value-with-substitutions":
        self = .noValueWithSubstitutions(try container.decode(String.self, forKey: .problem))
      default:
        throw DecodingError.dataCorruptedError(
          forKey: .reason, in: container, debugDescription: "'\(reason)' is no reason a declaration loses")
      }
    }
  }

  /// The property's canonical name.
  public var property: String
  /// The value it has: the winner's; nil when every declaration lost (each condition false,
  /// each value unfit), or the winner leaves it unset (`initial`, or `inherit` under a parent
  /// without it).
  public var value: StyleValue?
  /// The winner first (when there is one), then the others from highest rank down.
  public var candidates: [Candidate]
}
