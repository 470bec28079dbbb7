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
        result.compounds[index].repeatedIDs = result.compounds[index].repeatedIDs.map { $0.lowercased() }
        result.compounds[index].classes = result.compounds[index].classes.map { $0.lowercased() }
      }
      for position in result.compounds[index].pseudoClasses.indices {
        switch result.compounds[index].pseudoClasses[position].kind {
        case .root where dialect.rootIsControllerView:
          result.compounds[index].pseudoClasses[position].kind = .controllerRoot
        case .not, .isAny, .has:
          result.compounds[index].pseudoClasses[position] = result.compounds[index].pseudoClasses[position]
            .mappingArgumentSelectors { $0.read(in: dialect) }
        default: break
        }
      }
    }
    return result
  }
}

/// Nimbus's pseudo-classes, which say what a rule sets rather than when it matches: a button's
/// `:selected`, `:highlighted` and `:disabled` rules set its title color, title shadow and
/// images for that control state (`UIButton:highlighted { color: blue }` is
/// `color[state:highlighted]`), and a text field's `:empty` rule sets its placeholder from
/// `-mobile-text-key`, as Nimbus's `applyStyleWithRuleSet:forPseudoClass:` did. The compiler
/// binds a rule's declarations this way, and lint checks them as bound.
extension Selector {
  /// The pseudo-classes Nimbus bound to properties.
  static let boundPseudoClasses: Set<String> = ["selected", "highlighted", "disabled", "empty"]

  /// The selector without the first of Nimbus's bound pseudo-classes on its subject, and that
  /// pseudo-class's name (nil when it has two or more: Nimbus read one pseudo-class per
  /// selector, so such a rule never applied); nil when the subject has none.
  func unbindingPseudoClass() -> (selector: Selector, state: String?)? {
    let subject = compounds.count - 1
    let bound = compounds[subject].pseudoClasses.indices.filter {
      Self.boundPseudoClasses.contains(compounds[subject].pseudoClasses[$0].name)
    }
    guard let position = bound.first else { return nil }
    var unbound = self
    let state = unbound.compounds[subject].pseudoClasses.remove(at: position).name
    return (unbound, bound.count == 1 ? state : nil)
  }
}

extension CompiledDeclaration {
  /// The declaration as a rule bound to Nimbus's pseudo-class `state` sets it: the property for
  /// that control state (a state written on the property itself is kept), or for `empty` the
  /// placeholder, `localized(key)`; nil for anything but `-mobile-text-key` under `empty`,
  /// which Nimbus ignored.
  func bound(to state: String) -> CompiledDeclaration? {
    var bound = self
    if state == "empty" {
      guard key == PropertyKey(path: "-mobile-text-key") else { return nil }
      bound.key = PropertyKey(path: "placeholder")
      bound.value = .function("localized", [value])
    } else if !key.arguments.contains(where: { $0.name == "state" }) {
      bound.key = PropertyKey(
        path: key.path, arguments: key.arguments + [PropertyArgument(name: "state", value: state)])
      bound.isBoundToState = true
    }
    return bound
  }
}
