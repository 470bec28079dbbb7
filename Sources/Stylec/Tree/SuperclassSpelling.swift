/// The class a declared superclass that no one knows was meant to be: `"Foo": "UIButon"` is a
/// typo of UIKit's `UIButton`, and taken as written it gave `Foo` no superclass, so that
/// `^UIButton` missed it and lint checked nothing on it, all without a word.
/// - Parameters:
///   - name: a declared class, whose superclass is checked.
///   - declared: every class declared beside it, by its superclass (an app's classes may name
///     each other).
/// - Returns: the message naming the known class it is a near miss of; nil when it is known, or
///   near no known name (an app's own base class, declared elsewhere).
package func misspelledSuperclass(of name: String, declared: [String: String]) -> String? {
  guard let superclass = declared[name], StyleSchema.uikit.types[superclass] == nil,
    declared[superclass] == nil,
    let meant = closestMatch(
      to: superclass, among: StyleSchema.uikit.types.keys.sorted() + declared.keys.sorted())
  else { return nil }
  return "'\(name)' has the superclass '\(superclass)', which no class is; did you mean '\(meant)'?"
}
