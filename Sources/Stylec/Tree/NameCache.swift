/// The tree's symbols looked up by the bytes of a name in the document being read: a tree of
/// 100,000 nodes names a few hundred types and classes hundreds of thousands of times, and a
/// name seen before then costs a hash of its bytes and a comparison instead of a `String`.
/// An open-addressing table of the names' first occurrences in the document, hashed from a
/// random seed drawn once per process (from the standard library's seeded hasher, whose
/// SipHash per name cost a tenth of the tree's reading), so that no document can be made in
/// advance of names that collide.
struct NameCache {
  private struct Entry {
    var bytes: Range<Int>
    var hash: UInt64
    var symbol: TreeSymbol
  }

  private var entries: [Entry] = []
  /// Each slot holds an index into `entries`, or -1.
  private var slots = [Int32](repeating: -1, count: 256)

  /// The symbol of the name at `range` of `document`, if it was added.
  func symbol(_ range: Range<Int>, in document: [UInt8]) -> TreeSymbol? {
    let hash = Self.hash(document[range])
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let entry = entries[Int(slots[slot])]
      if entry.hash == hash, document[entry.bytes].elementsEqual(document[range]) { return entry.symbol }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds the name at `range` of `document`, not added before, with its symbol.
  mutating func add(_ range: Range<Int>, in document: [UInt8], symbol: TreeSymbol) {
    entries.append(Entry(bytes: range, hash: Self.hash(document[range]), symbol: symbol))
    if entries.count * 2 > slots.count {
      grow()
    } else {
      place(entries.count - 1)
    }
  }

  /// This process's random seed, from the standard library's seeded hasher.
  private static let seed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x5354_594c_4543 as UInt64)
    return UInt64(truncatingIfNeeded: hasher.finalize())
  }()

  /// A multiply-and-mix hash of the name's bytes, eight at a time, from the process's seed.
  private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.withUnsafeBytes { bytes in
      let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
      var hash = seed ^ UInt64(bytes.count)
      var offset = 0
      while offset + 8 <= bytes.count {
        hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
        hash ^= hash >> 29
        offset += 8
      }
      var tail: UInt64 = 0
      for position in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[position]) }
      hash = (hash ^ tail) &* multiplier
      hash ^= hash >> 32
      hash = (hash ^ seed) &* multiplier
      return hash ^ hash >> 32
    }
  }

  private mutating func place(_ index: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(index)
  }

  /// Doubles the table, keeping it at most half full.
  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    for index in entries.indices { place(index) }
  }
}
