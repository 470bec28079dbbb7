extension StyleValue {
  /// Whether every number in the value is finite: a value made in code may hold NaN or an
  /// infinity, which a sheet cannot write and JSON cannot hold.
  var isFinite: Bool {
    var pending = [self]
    while let value = pending.popLast() {
      switch value {
      case .number(let number, _): if !number.isFinite { return false }
      case .relation(_, _, let multiplier, let constant):
        if !multiplier.isFinite || !constant.isFinite { return false }
      case .list(let items, _), .array(let items), .function(_, let items): pending += items
      case .record(let fields), .attributes(let fields): pending += fields.values
      case .color, .boolean, .string, .identifier, .current: break
      }
    }
    return true
  }
}
