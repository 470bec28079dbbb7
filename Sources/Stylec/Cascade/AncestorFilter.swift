/// A counting Bloom filter of the names (types, ids, classes) of the current node's ancestors,
/// kept while the cascade walks the tree in preorder. A selector needing an ancestor name the
/// filter has never seen cannot match, so its right-to-left walk up the tree is skipped.
/// False positives only cost a walk; there are no false negatives.
struct AncestorFilter {
  private static let bits = 12
  private var counters = [UInt16](repeating: 0, count: 1 << bits)

  private static func positions(_ key: UInt32) -> (Int, Int) {
    let shift = UInt32(32 - bits)
    return (Int((key &* 0x9E37_79B1) >> shift), Int((key &* 0x85EB_CA77) >> shift))
  }

  mutating func insert(_ key: UInt32) {
    let (a, b) = Self.positions(key)
    counters[a] &+= 1
    counters[b] &+= 1
  }

  mutating func remove(_ key: UInt32) {
    let (a, b) = Self.positions(key)
    counters[a] &-= 1
    counters[b] &-= 1
  }

  func mayContain(_ key: UInt32) -> Bool {
    let (a, b) = Self.positions(key)
    return counters[a] != 0 && counters[b] != 0
  }

  /// Whether every one of a selector's ancestor keys (0 = none) may be present.
  @inline(__always)
  func mayContain(_ keys: SelectorTable.AncestorKeys) -> Bool {
    (keys.0 == 0 || mayContain(keys.0)) && (keys.1 == 0 || mayContain(keys.1))
      && (keys.2 == 0 || mayContain(keys.2)) && (keys.3 == 0 || mayContain(keys.3))
  }
}
