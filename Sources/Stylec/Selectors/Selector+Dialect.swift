/// What a selector means in the dialect a sheet is read in, decided once as it is compiled so
/// that matching compares symbols the same way in every dialect.
extension Selector {
  /// The selector as `dialect` reads it: in `interfacss`, class names and ids in lower case
  /// (the tree's are looked up the same way) and `:root` a view controller's root view; the
  /// selector itself in the other dialects.
  func read(in dialect: Dialect) -> Selector {
    guard dialect.foldsNameCase || dialect.rootIsControllerView else { return self }
    var result = self
    for index in result.compounds.indices {
      if dialect.foldsNameCase {
        result.compounds[index].id = result.compounds[index].id?.lowercased()
        result.compounds[index].classes = result.compounds[index].classes.map { $0.lowercased() }
      }
      for position in result.compounds[index].pseudoClasses.indices {
        switch result.compounds[index].pseudoClasses[position].kind {
        case .root where dialect.rootIsControllerView:
          result.compounds[index].pseudoClasses[position].kind = .controllerRoot
        case .not(let selectors):
          result.compounds[index].pseudoClasses[position].kind = .not(selectors.map { $0.read(in: dialect) })
        default: break
        }
      }
    }
    return result
  }
}
