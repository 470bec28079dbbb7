/// A tree kept styled by a stylesheet, as Nimbus's `NIDOM` kept its views styled: restyled when
/// the sheet is swapped (a reload from a `StylesheetCache`) or the tree is, each time saying
/// which nodes' properties changed, so an app re-applies only those.
public struct StyleDocument: Sendable {
  /// One property of one node that a restyle changed.
  public struct PropertyChange: Hashable, Sendable {
    /// The node, by its place in the tree (preorder).
    public var node: StyleTree.Node
    /// The property's canonical name.
    public var property: String
    /// Its value before; nil when it was unset.
    public var old: StyleValue?
    /// Its value now; nil when it is unset now.
    public var new: StyleValue?
  }

  /// The resolved styles as they stand.
  public private(set) var styles: ResolvedStyles
  /// The stylesheet the tree is styled by.
  public private(set) var stylesheet: Stylesheet
  private let precedence: Precedence?
  private let environment: StyleEnvironment
  private let schema: StyleSchema?

  /// Styles `tree` with `stylesheet`, as `Stylesheet.resolve` does with these settings.
  public init(
    stylesheet: Stylesheet, tree: StyleTree, precedence: Precedence? = nil,
    environment: StyleEnvironment = StyleEnvironment(), schema: StyleSchema? = nil
  ) {
    self.stylesheet = stylesheet
    self.precedence = precedence
    self.environment = environment
    self.schema = schema
    styles = stylesheet.resolve(tree, precedence: precedence, environment: environment, schema: schema)
  }

  /// Restyles the tree with another stylesheet (a reload).
  /// - Returns: every property that changed, by node in preorder, then by name.
  @discardableResult
  public mutating func restyle(with stylesheet: Stylesheet) -> [PropertyChange] {
    self.stylesheet = stylesheet
    return restyle(styles.tree)
  }

  /// Takes a cache's reload of this document's stylesheet; a change that could not be read, or
  /// of another sheet, changes nothing.
  @discardableResult
  public mutating func follow(_ change: StylesheetCache.Change) -> [PropertyChange] {
    guard let reloaded = change.stylesheet, reloaded.filePaths.first == stylesheet.filePaths.first else {
      return []
    }
    return restyle(with: reloaded)
  }

  /// Styles another tree in place of this one (nodes added, removed or moved): nodes are
  /// compared by their place in preorder, so a node that moves reports the properties of the
  /// nodes it now stands among.
  @discardableResult
  public mutating func replaceTree(_ tree: StyleTree) -> [PropertyChange] { restyle(tree) }

  private mutating func restyle(_ tree: StyleTree) -> [PropertyChange] {
    let old = styles
    styles = stylesheet.resolve(tree, precedence: precedence, environment: environment, schema: schema)
    var changes: [PropertyChange] = []
    for index in 0..<max(old.tree.count, tree.count) {
      let node = StyleTree.Node(index)
      let before = index < old.tree.count ? old.properties(of: node) : []
      let after = index < tree.count ? styles.properties(of: node) : []
      // Both sorted by name: one merge.
      var (i, j) = (0, 0)
      while i < before.count || j < after.count {
        if j == after.count || (i < before.count && before[i].name < after[j].name) {
          changes.append(PropertyChange(node: node, property: before[i].name, old: before[i].value, new: nil))
          i += 1
        } else if i == before.count || after[j].name < before[i].name {
          changes.append(PropertyChange(node: node, property: after[j].name, old: nil, new: after[j].value))
          j += 1
        } else {
          if before[i].value != after[j].value {
            changes.append(
              PropertyChange(node: node, property: after[j].name, old: before[i].value, new: after[j].value))
          }
          i += 1
          j += 1
        }
      }
    }
    return changes
  }
}
