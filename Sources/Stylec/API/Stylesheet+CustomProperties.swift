extension Stylesheet {
  /// The first declaration of each custom property the sheet sets, in the order of its
  /// declarations.
  var customPropertyDeclarations: [(name: String, declaration: CompiledDeclaration)] {
    var seen: Set<String> = []
    return declarations.compactMap { declaration in
      let name = declaration.key.path
      guard isCustomPropertyName(name), seen.insert(name).inserted else { return nil }
      return (name, declaration)
    }
  }

  /// The expression a declaration calling `var()` keeps for the cascade to substitute; nil for
  /// any other declaration.
  func expression(of declaration: CompiledDeclaration) -> Expression? {
    guard declaration.callsVar, case .identifier(let text) = declaration.value else { return nil }
    return substitutedValues[text]
  }
}
