/// Where a variable is defined, for lint.
struct VariableRecord: Hashable, Sendable {
  var name: String
  var file: Int
  var range: Range<Int>
}
