/// UIKit's shorthand type names in CSS syntax (`button`, `Label`, read as `UIButton` and
/// `UILabel`) are a convenience that never shadows an app's own class: where a tree or a schema
/// knows a type by the name exactly as written, the selector means that type.
extension Selector {
  /// Adds every shorthand type name written in the selector, those inside `:not()` and
  /// `:is()` included, to `names`: a load does it for each of its rules, so nothing is made for
  /// a selector without any.
  func collectShorthandTypeNames(into names: inout Set<String>) {
    for compound in compounds {
      if let shorthand = compound.shorthand { names.insert(shorthand) }
      for pseudoClass in compound.pseudoClasses {
        for argument in pseudoClass.argumentSelectors { argument.collectShorthandTypeNames(into: &names) }
      }
    }
  }

  /// The selector's text with each shorthand type name as written (`Label`, not `UILabel`):
  /// what `@extend` finds rules by, so that `@extend Label` extends the rules written `Label`
  /// however the sheet comes to read the name (UIKit's class, or an app's own of that name).
  var writtenText: String { (readingShorthands(asExact: { _ in true }) ?? self).text }

  /// The selector with each shorthand type name that `isExact` accepts read as that exact type
  /// name, or nil when none is.
  func readingShorthands(asExact isExact: (String) -> Bool) -> Selector? {
    var changed = false
    var result = self
    for index in result.compounds.indices {
      if let written = result.compounds[index].shorthand, isExact(written) {
        result.compounds[index].type = written
        result.compounds[index].shorthand = nil
        changed = true
      }
      for position in result.compounds[index].pseudoClasses.indices {
        let pseudoClass = result.compounds[index].pseudoClasses[position]
        guard
          pseudoClass.argumentSelectors.contains(where: { $0.readingShorthands(asExact: isExact) != nil })
        else { continue }
        result.compounds[index].pseudoClasses[position] = pseudoClass.mappingArgumentSelectors {
          $0.readingShorthands(asExact: isExact) ?? $0
        }
        changed = true
      }
    }
    return changed ? result : nil
  }
}
