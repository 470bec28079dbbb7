/// Where a variable or a mixin is defined, for lint's unused-variable and unused-mixin.
struct NamedDefinition: Hashable, Sendable {
  var name: String
  var file: Int
  var range: Range<Int>
  /// A variable's value as defined there (nil for a mixin, or a value that failed): an editor
  /// offers the variables whose value at the cursor a property takes.
  var value: StyleValue? = nil
}
