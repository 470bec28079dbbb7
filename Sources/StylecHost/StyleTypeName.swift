/// How an object's Swift class is named in a stylesheet, and its superclasses.
///
/// A class is named as Swift names it within its module: `SettingsCell`; a nested one with its
/// enclosing types joined by `-` (`ProfileViewController-HeaderView`), a spelling no Swift type
/// name can have and a selector reads as one name (`.` would start a class). Generic arguments
/// are left out (`Box<Int>` is `Box`), and so are the contexts of private and local classes.
enum StyleTypeName {
  /// The name of `type` in a stylesheet.
  static func name(of type: AnyClass) -> String {
    var components = topLevelComponents(String(reflecting: type))
    // The module's name first, and the anonymous contexts of private and local types.
    if components.count > 1 { components.removeFirst() }
    let named = components.filter { !$0.hasPrefix("(") }.map(withoutGenericArguments)
    return named.isEmpty ? String(describing: type) : named.joined(separator: "-")
  }

  /// The class's superclasses, nearest first, each named as `name(of:)` names it.
  static func superclassNames(of type: AnyClass) -> [String] {
    var names: [String] = []
    var current: AnyClass? = _getSuperclass(type)
    while let superclass = current {
      names.append(name(of: superclass))
      current = _getSuperclass(superclass)
    }
    return names
  }

  /// `Module.Outer<A.B>.Inner` as `Module`, `Outer<A.B>`, `Inner`: split at the dots outside
  /// brackets and parentheses.
  private static func topLevelComponents(_ text: String) -> [String] {
    var components: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "<", "(": depth += 1
      case ">", ")": depth -= 1
      default: break
      }
      if character == ".", depth == 0 {
        components.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    components.append(current)
    return components
  }

  private static func withoutGenericArguments(_ component: String) -> String {
    component.firstIndex(of: "<").map { String(component[..<$0]) } ?? component
  }
}
