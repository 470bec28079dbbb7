/// Where a variable or a mixin is defined, for lint's unused-variable and unused-mixin.
struct NamedDefinition: Hashable, Sendable {
  var name: String
  var file: Int
  var range: Range<Int>
}
