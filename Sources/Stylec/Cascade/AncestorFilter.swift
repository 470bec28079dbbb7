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
}
