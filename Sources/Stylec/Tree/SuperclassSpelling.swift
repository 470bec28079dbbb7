/// The class a declared superclass that no one knows was meant to be: `"Foo": "UIButon"` is a
/// typo of UIKit's `UIButton`, and taken as written it gave `Foo` no superclass, so that
/// `^UIButton` missed it and lint checked nothing on it, all without a word.
/// - Parameters:
///   - superclass: the superclass as declared.
///   - declared: every class declared beside it, by its superclass (an app's classes may name
///     each other).
/// - Returns: the known class it is a near miss of; nil when it is known, or near no known name
///   (an app's own base class, declared elsewhere).
package func misspelledSuperclass(_ superclass: String, declared: [String: String]) -> String? {
  guard StyleSchema.uikit.types[superclass] == nil, declared[superclass] == nil else { return nil }
  return closestMatch(to: superclass, among: StyleSchema.uikit.types.keys.sorted() + declared.keys.sorted())
}
