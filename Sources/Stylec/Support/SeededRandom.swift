/// A small seeded random number generator (SplitMix64), so that whatever is generated from a
/// seed (a test case, a benchmark workload, a fuzzer's mutation) can be made again from it.
/// Shared by the tests, the benchmark and the fuzzing harness; the engine itself uses no
/// randomness.
package struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`; `bound` must be at least 1.
  package mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
