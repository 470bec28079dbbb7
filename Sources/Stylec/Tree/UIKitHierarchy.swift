/// UIKit's class hierarchy, from the built-in schema, so that `^UIView` matches a `UIButton`
/// without the tree document spelling the chain out. A document's `types` add to it or override it.
let uikitSuperclasses: [String: String] = StyleSchema.uikit.superclasses

/// UIKit's class names by their lower-case spelling, with and without the `UI` prefix, and
/// by their exact spelling.
private let uikitNamesByKey: [String: String] = {
  var names: [String: String] = [:]
  for name in StyleSchema.uikit.types.keys where name.hasPrefix("UI") {
    names[name.lowercased()] = name
    names[name] = name
    names[String(name.dropFirst(2)).lowercased()] = name
  }
  return names
}()

/// The class a type selector names: UIKit's classes case-insensitively and with `UI` optional,
/// as InterfaCSS reads them (`label` is `UILabel`); any other name exactly as written.
package func canonicalTypeName(_ name: String) -> String {
  // Most selectors spell UIKit's names exactly; they need no lower-case copy.
  if uikitNamesByKey[name] == name { return name }
  return uikitNamesByKey[name.lowercased()] ?? name
}
