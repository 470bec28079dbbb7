/// The class a declared superclass that no one knows was meant to be: `"Foo": "UIButon"` is a
/// typo of UIKit's `UIButton`, and taken as written it gave `Foo` no superclass, so that
/// `^UIButton` missed it and lint checked nothing on it, all without a word.
/// - Parameters:
///   - name: a declared class, whose superclass is checked.
///   - declared: every class declared beside it, by its superclass (an app's classes may name
///     each other).
///   - known: the classes the schema they extend has (UIKit's, or a schema file's).
/// - Returns: the message naming the known class it is a near miss of; nil when it is known, or
///   near no known name (an app's own base class, declared elsewhere).
package func misspelledSuperclass(
  of name: String, declared: [String: String], known: Set<String> = Set(StyleSchema.uikit.types.keys)
) -> String? {
  guard let superclass = declared[name], !known.contains(superclass), declared[superclass] == nil,
    let meant = closestMatch(to: superclass, among: known.sorted() + declared.keys.sorted())
  else { return nil }
  return "'\(name)' has the superclass '\(superclass)', which no class is; did you mean '\(meant)'?"
}
