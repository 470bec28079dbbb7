/// A fixed number of small non-negative integers, each 0 until set, stored in as few bits apiece
/// as the largest yet stored needs (1, 2, 4, 8, 16, 32 or 64): which of a few values each of
/// hundreds of environments gives costs a bit or two per environment, not a word.
struct PackedIndices: Sendable {
  /// How many integers there are.
  let count: Int
  /// The bits each integer takes: a power of two, at most 64.
  private var width = 1
  /// The integers, `64 / width` to a word, the first in the lowest bits.
  private var words: [UInt64]

  init(count: Int) {
    self.count = count
    words = [UInt64](repeating: 0, count: (count + 63) / 64)
  }

  subscript(position: Int) -> Int {
    get {
      let perWord = 64 / width
      let word = words[position / perWord] >> UInt64((position % perWord) * width)
      return width == 64 ? Int(truncatingIfNeeded: word) : Int(word & ((1 << UInt64(width)) - 1))
    }
    set {
      precondition(newValue >= 0, "a packed index is never negative")
      while width < 64, newValue >> width != 0 { widen() }
      let perWord = 64 / width
      let shift = UInt64((position % perWord) * width)
      let mask: UInt64 = width == 64 ? .max : ((1 << UInt64(width)) - 1) << shift
      let word = position / perWord
      words[word] = (words[word] & ~mask) | ((UInt64(newValue) << shift) & mask)
    }
  }

  /// Doubles the bits each integer takes, keeping every one.
  private mutating func widen() {
    let narrow = self
    width *= 2
    words = [UInt64](repeating: 0, count: (count * width + 63) / 64)
    for position in 0..<count where narrow[position] != 0 {
      self[position] = narrow[position]
    }
  }
}
