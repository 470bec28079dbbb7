/// A node's property whose value differs between the environments a sheet tells apart
/// (`Stylesheet.differencesAcrossEnvironments(in:precedence:environment:schema:limit:)`):
/// each value it takes, with the environments it takes it in.
public struct EnvironmentDifference: Hashable, Sendable {
  /// One value, and where it holds.
  public struct Variant: Hashable, Sendable {
    /// The value; nil where no rule sets the property.
    public var value: StyleValue?
    /// The environments it holds in, as data: in each, the facts the sheet tests are set as
    /// they are there (one the sheet tests and that is left nil is unset there); the facts it
    /// does not test are nil. An app builds one dynamic value from them: the colour where
    /// `userInterfaceStyle == .dark`, and the one where it is not.
    public var environments: [StyleEnvironment]
    /// The same environments as the command line describes them, each as the facts the sheet
    /// tests (`device is phone`), in the order of `environments`.
    public var descriptions: [[String]]
  }

  /// The node.
  public var node: StyleTree.NodeID
  /// The property's canonical name.
  public var property: String
  /// Each value the property takes, in the order the environments first give it.
  public var variants: [Variant]
}
