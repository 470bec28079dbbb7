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

extension StyleValue {
  /// How many items the value holds, all levels (a scalar is one; a list is one and its items),
  /// counted up to just past `limit`, and how deeply it nests (a scalar is 1): a value made in
  /// code may hold and nest far more than any sheet can write, and each level the engine
  /// writes or compares costs a frame of the call stack.
  func measure(upTo limit: Int) -> (items: Int, depth: Int) {
    var count = 0
    var depth = 0
    var pending = [(self, 1)]
    while let (value, level) = pending.popLast(), count <= limit {
      count += 1
      depth = max(depth, level)
      switch value {
      case .list(let items, _), .array(let items), .function(_, let items):
        for item in items { pending.append((item, level + 1)) }
      case .record(let fields), .attributes(let fields):
        for field in fields.values { pending.append((field, level + 1)) }
      case .number, .relation, .color, .boolean, .string, .identifier, .current: break
      }
    }
    return (count, depth)
  }
}
