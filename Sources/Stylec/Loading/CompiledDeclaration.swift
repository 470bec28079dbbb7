/// One declaration with its evaluated value.
struct CompiledDeclaration: Hashable, Sendable {
  /// The property, its path dotted for nested properties.
  var key: PropertyKey
  var value: StyleValue
  var file: Int
  var range: Range<Int>
}
