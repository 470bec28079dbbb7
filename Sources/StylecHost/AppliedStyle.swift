import Stylec

/// What a host hands an object when its style changes (`Styleable.applyStyle(_:)`): the
/// properties that changed, and the object's whole style to read them from, by name and per
/// state.
///
///     func applyStyle(_ style: AppliedStyle) {
///       if style.didChange("title-color") {
///         for (state, value) in style.stateMap("title-color").entries {
///           setTitleColor(value.color, for: state)
///         }
///       }
///     }
public struct AppliedStyle: Sendable {
  /// The object's node in the host's tree.
  public let node: StyleTree.NodeID
  /// The properties that changed, by canonical name (`title-color[state:highlighted]`), each
  /// with its value before and now; nil now for one no longer set, which the object resets.
  public let changes: [StyleChange]
  /// Whether this is the object's first styling (every property it has is among the changes).
  public let isFirst: Bool
  /// The styles of the whole tree, as they are after the change.
  public let styles: ResolvedStyles

  /// Whether a property changed, in any state: `didChange("title-color")` is true when
  /// `title-color[state:highlighted]` did. Any case style names it (`titleColor`).
  public func didChange(_ property: String) -> Bool {
    let names = Set([kebab(property)] + styles.alternativeNames(of: kebab(property), of: node))
    return changes.contains { change in
      names.contains(ResolvedStyles.baseName(of: change.property))
    }
  }

  /// A property's value now (in the normal state), by any of its names; nil when no rule sets it.
  public subscript(property: String) -> StyleValue? { styles[node, property] }

  /// A per-state property's values now, by control state.
  public func stateMap(_ property: String) -> StateMap<StyleValue> { styles.stateMap(property, of: node) }

  /// The object's style as a `Decodable` type of the app's (see `ResolvedStyles.decode(_:of:)`).
  /// - Throws: `DecodingError` naming the property that is missing or not of its field's type.
  public func decode<T: Decodable>(_ type: T.Type) throws -> T { try styles.decode(type, of: node) }

  private func kebab(_ name: String) -> String {
    ResolvedStyles.baseName(of: ResolvedStyles.canonicalName(name))
  }
}
