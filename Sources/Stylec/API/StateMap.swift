/// A per-state property's values, by control state (`title-color`, `title-color[state:highlighted]`,
/// `title-color[state:selected-highlighted]`): what an app hands to `setTitleColor(_:for:)` once
/// per state, typed, with no `"state:highlighted"` strings to spell.
public struct StateMap<Value: Sendable>: Sendable {
  /// Each state's value, the normal state's under `.normal`.
  public private(set) var entries: [ControlState: Value]

  /// The given values.
  public init(_ entries: [ControlState: Value] = [:]) { self.entries = entries }

  /// The value for every state that sets none of its own; nil when the sheet sets none.
  public var normal: Value? { entries[.normal] }

  /// Exactly the given state's value (`.normal` for the fallback); nil when that state has none.
  public subscript(state: ControlState) -> Value? { entries[state] }

  /// Whether no state has a value.
  public var isEmpty: Bool { entries.isEmpty }

  /// The states with a value, normal first, then by their bits.
  public var states: [ControlState] { entries.keys.sorted { $0.rawValue < $1.rawValue } }

  /// The same states with each value converted; a conversion that throws ends it.
  public func map<Other: Sendable, Failure: Error>(_ transform: (Value) throws(Failure) -> Other)
    throws(Failure)
    -> StateMap<Other>
  {
    var converted: [ControlState: Other] = [:]
    for (state, value) in entries { converted[state] = try transform(value) }
    return StateMap<Other>(converted)
  }
}

extension StateMap: Equatable where Value: Equatable {}

extension StateMap {
  /// A per-state property's values among a node's values by name
  /// (`ResolvedStyles.values(of:)`), as generated typed styles read them: `title-color` for
  /// `.normal`, `title-color[state:highlighted]` for `.highlighted`, each converted by `read`.
  /// A value set with other arguments too (`bar-metrics`), or one `read` converts to nil (of
  /// another type than the property's), is left out.
  public init(_ property: String, in values: [String: StyleValue], reading read: (StyleValue) -> Value?) {
    var entries: [ControlState: Value] = [:]
    for (name, value) in values where name.hasPrefix(property) {
      guard let (base, state) = ResolvedStyles.splitState(name), base == property, let converted = read(value)
      else { continue }
      entries[state] = converted
    }
    self.init(entries)
  }
}
