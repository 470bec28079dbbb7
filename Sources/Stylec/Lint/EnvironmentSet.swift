/// Some of the environments of `stylec lint --env-matrix`'s matrix, by their numbers, as bits:
/// which environments a condition holds in, and where a property is set, are joined and tested
/// 64 environments at a time, not one `StyleEnvironment` at a time.
struct EnvironmentSet: Hashable, Sendable {
  /// How many environments the matrix has; the numbers run from 0 below it.
  let count: Int
  /// Bit `n % 64` of word `n / 64` stands for environment `n`; the bits past `count` are 0.
  private(set) var words: [UInt64]

  /// None of `count` environments.
  init(count: Int) {
    self.count = count
    words = [UInt64](repeating: 0, count: (count + 63) / 64)
  }

  /// Every one of `count` environments.
  static func all(count: Int) -> EnvironmentSet {
    var set = EnvironmentSet(count: count)
    for index in set.words.indices {
      let bits = min(64, count - index * 64)
      set.words[index] = bits == 64 ? UInt64.max : (UInt64(1) << UInt64(bits)) - 1
    }
    return set
  }

  /// Adds environment `number`.
  mutating func insert(_ number: Int) {
    words[number / 64] |= UInt64(1) << UInt64(number % 64)
  }

  /// Whether no environment is in the set.
  var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

  /// Whether the two sets have an environment in common.
  func intersects(_ other: EnvironmentSet) -> Bool {
    for index in words.indices where words[index] & other.words[index] != 0 { return true }
    return false
  }

  /// Adds every environment of `other` (of the same matrix).
  mutating func formUnion(_ other: EnvironmentSet) {
    for index in words.indices { words[index] |= other.words[index] }
  }

  /// Keeps only the environments `other` (of the same matrix) has too.
  mutating func formIntersection(_ other: EnvironmentSet) {
    for index in words.indices { words[index] &= other.words[index] }
  }
}
