/// The property names one file's declarations write, each made once: a sheet of 100,000 rules
/// writes a few dozen names half a million times, and each was made again as a String
/// (checked for capitals, allocated past 15 bytes). A name is found by its bytes in the file,
/// so that one met again costs a hash of a few bytes and a comparison, and every declaration
/// of it shares one string.
struct PropertyNameCache {
  private struct Slot {
    var hash: UInt64
    var start: Int
    var length: Int
    var name: String
  }

  /// Open addressing, a power of two long, never more than half full.
  private var slots: [Slot?] = []
  private var count = 0
  /// The most names kept: a file of a million distinct names (custom properties numbered
  /// one by one) makes each as before, past this many, rather than keeping them all.
  private static let capacity = 1 << 16

  /// The name written at `range` of `bytes`: the one kept for the same bytes, or `make()`'s,
  /// kept for the next time. `make` must give the same name for the same bytes.
  mutating func name(at range: Range<Int>, of bytes: [UInt8], make: () -> String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for position in range { hash = (hash ^ UInt64(bytes[position])) &* 0x100_0000_01b3 }
    if slots.isEmpty { slots = Array(repeating: nil, count: 64) }
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while let slot = slots[index] {
      if slot.hash == hash, slot.length == range.count,
        bytes[slot.start..<(slot.start + slot.length)].elementsEqual(bytes[range])
      {
        return slot.name
      }
      index = (index + 1) & mask
    }
    let name = make()
    guard count < Self.capacity else { return name }
    slots[index] = Slot(hash: hash, start: range.lowerBound, length: range.count, name: name)
    count += 1
    if count * 2 > slots.count { grow() }
    return name
  }

  /// Doubles the table, each name placed again by its hash.
  private mutating func grow() {
    var larger = [Slot?](repeating: nil, count: slots.count * 2)
    let mask = larger.count - 1
    for case let slot? in slots {
      var index = Int(truncatingIfNeeded: slot.hash) & mask
      while larger[index] != nil { index = (index + 1) & mask }
      larger[index] = slot
    }
    slots = larger
  }
}
