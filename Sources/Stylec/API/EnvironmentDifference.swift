/// A node's property whose value differs between the environments a sheet tells apart
/// (`Stylesheet.differencesAcrossEnvironments(in:precedence:environment:schema:limit:)`):
/// each value it takes, with the environments it takes it in.
public struct EnvironmentDifference: Hashable, Sendable {
  /// One value, and where it holds.
  public struct Variant: Hashable, Sendable {
    /// The value; nil where no rule sets the property.
    public var value: StyleValue?
    /// The environments it holds in, each as the facts the sheet tests (`device is phone`).
    public var environments: [[String]]
  }

  /// The node.
  public var node: StyleTree.NodeID
  /// The property's canonical name.
  public var property: String
  /// Each value the property takes, in the order the environments first give it.
  public var variants: [Variant]
}
