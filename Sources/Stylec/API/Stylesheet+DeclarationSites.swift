/// The declarations of a sheet's own file as an editor points at them (`stylec lsp`'s hover):
/// where each is written, what it sets, its value, and the types its rule's selectors style.
extension Stylesheet {
  /// One declaration written in the loaded file.
  package struct DeclarationSite: Sendable {
    /// Where it is written, in bytes of the file.
    package var range: Range<Int>
    /// The property's path (`layer.corner-radius`), dotted for nested properties.
    package var property: String
    /// The value as the sheet worked it out; a value using `var()` is its text, worked out on
    /// each view.
    package var value: StyleValue
    /// Whether the value is known only on a view (it uses `var()` or `light-dark()`).
    package var isWorkedOutPerNode: Bool
    /// The types the subjects of its rule's selectors name, in order, each once; empty when
    /// some selector names none (`.card`, `*`).
    package var subjectTypes: [String]
  }

  /// The declarations written in the file the sheet was loaded from (not its imports), in the
  /// order of their blocks; a mixin's declarations count where the mixin is written.
  package func declarationSites() -> [DeclarationSite] {
    var sites: [DeclarationSite] = []
    var seen: Set<Int> = []
    for block in blocks where block.file == 0 {
      var types: [String] = []
      var namesAny = false
      for selector in block.selectors {
        guard let type = selector.subject.type else {
          namesAny = true
          continue
        }
        if !types.contains(type) { types.append(type) }
      }
      for index in block.declarations where seen.insert(index).inserted {
        let declaration = declarations[index]
        guard declaration.file == 0 else { continue }
        sites.append(
          DeclarationSite(
            range: declaration.range, property: declaration.key.path, value: declaration.value,
            isWorkedOutPerNode: declaration.isWorkedOutPerNode, subjectTypes: namesAny ? [] : types))
      }
    }
    return sites
  }
}
