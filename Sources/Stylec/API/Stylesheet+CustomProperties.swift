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

  /// The rules (by their place among the entries) a declaration of which calls `light-dark()`,
  /// whose values a change of the color scheme changes.
  /// - Complexity: O(kept values) for a sheet calling none, else O(declarations + rules).
  var rulesCallingLightDark: [Int] {
    guard substitutedValues.values.contains(where: \.callsLightDark) else { return [] }
    let calling = declarations.map { expression(of: $0)?.callsLightDark ?? false }
    return entries.indices.filter { entries[$0].declarations.contains { calling[$0] } }
  }

  /// The expression a declaration calling `var()` or `light-dark()` keeps for the cascade to
  /// work out; nil for any other declaration.
  func expression(of declaration: CompiledDeclaration) -> Expression? {
    guard declaration.isWorkedOutPerNode, case .identifier(let text) = declaration.value else { return nil }
    return substitutedValues[text]
  }
}
