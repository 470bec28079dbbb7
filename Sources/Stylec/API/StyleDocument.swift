/// A tree kept styled by a stylesheet, as Nimbus's `NIDOM` kept its views styled: restyled when
/// the sheet is swapped (a reload from a `StylesheetCache`) or the tree is, each time saying
/// which nodes' properties changed, so an app re-applies only those.
public struct StyleDocument: Sendable {
  /// The resolved styles as they stand.
  public var styles: ResolvedStyles { live.styles }
  /// The stylesheet the tree is styled by.
  public private(set) var stylesheet: Stylesheet
  private var live: LiveStyles

  /// Styles `tree` with `stylesheet`, as `Stylesheet.resolve` does with these settings.
  public init(
    stylesheet: Stylesheet, tree: StyleTree, precedence: Precedence? = nil,
    environment: StyleEnvironment = StyleEnvironment(), schema: StyleSchema? = nil
  ) {
    self.stylesheet = stylesheet
    live = LiveStyles(
      sheet: stylesheet, tree: tree, precedence: precedence, environment: environment, schema: schema)
  }

  /// Restyles the tree with another stylesheet (a reload).
  /// - Returns: every property that changed, by node in preorder, then by name.
  @discardableResult
  public mutating func restyle(with stylesheet: Stylesheet) -> [StyleChange] {
    self.stylesheet = stylesheet
    return live.replaceSheet(stylesheet)
  }

  /// Takes a cache's reload of this document's stylesheet; a change that could not be read, or
  /// of another sheet, changes nothing.
  @discardableResult
  public mutating func follow(_ change: StylesheetCache.Change) -> [StyleChange] {
    guard let reloaded = change.stylesheet, reloaded.filePaths.first == stylesheet.filePaths.first else {
      return []
    }
    return restyle(with: reloaded)
  }

  /// Styles another tree in place of this one (nodes added, removed or moved): nodes are
  /// compared by their place in preorder, so a node that moves reports the properties of the
  /// nodes it now stands among.
  @discardableResult
  public mutating func replaceTree(_ tree: StyleTree) -> [StyleChange] { live.replaceTree(tree) }
}
