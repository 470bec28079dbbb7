import Stylec

/// Mutations that make inputs long the way hostile inputs are long: libFuzzer's byte-level
/// mutations almost never write a 6,000-term operator chain (`1 + 1 + …`), 40,000 siblings
/// or a tree 999 levels deep, which is what once crashed or stalled stylec. One mutation in
/// three repeats a slice of the input many times over (chains, wide lists) or repeats two
/// slices around a middle (`{"children":[` … `]}` nests a tree, `:not(` … `)` a selector);
/// the rest are libFuzzer's own.
public enum StructureMutator {
  /// libFuzzer's `LLVMFuzzerCustomMutator`: mutates `data[0..<size]` in place, writing at most
  /// `maxSize` bytes, and returns the new size; `otherwise` is libFuzzer's own mutation.
  static func mutate(
    _ data: UnsafeMutablePointer<UInt8>, size: Int, maxSize: Int, seed: UInt32,
    otherwise: (UnsafeMutablePointer<UInt8>, Int, Int) -> Int
  ) -> Int {
    var random = SeededRandom(seed: UInt64(seed))
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let mutated: [UInt8]?
    switch random.next(below: 6) {
    case 0: mutated = repeatingSlice(of: input, maxSize: maxSize, random: &random)
    case 1: mutated = nestingSlices(of: input, maxSize: maxSize, random: &random)
    default: mutated = nil
    }
    guard let mutated else { return otherwise(data, size, maxSize) }
    mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: $0.count) }
    return mutated.count
  }

  /// `input` with one short slice repeated up to the room `maxSize` leaves: `a + 1;` becomes
  /// `a + 1 + 1 + 1 … ;`.
  static func repeatingSlice(of input: [UInt8], maxSize: Int, random: inout SeededRandom) -> [UInt8]? {
    guard !input.isEmpty else { return nil }
    let start = random.next(below: input.count)
    let length = 1 + random.next(below: min(64, input.count - start))
    let times = repetitions(room: maxSize - input.count, length: length, random: &random)
    guard times > 0 else { return nil }
    return repeating(input, slice: start..<start + length, times: times)
  }

  /// `input` with two slices, the second after the first, each repeated the same number of
  /// times around what stands between them: `[{` … `}]` nests a tree.
  static func nestingSlices(of input: [UInt8], maxSize: Int, random: inout SeededRandom) -> [UInt8]? {
    guard input.count >= 2 else { return nil }
    let firstStart = random.next(below: input.count - 1)
    let firstLength = 1 + random.next(below: min(32, input.count - 1 - firstStart))
    let secondStart = firstStart + firstLength + random.next(below: input.count - firstStart - firstLength)
    let secondLength = 1 + random.next(below: min(32, input.count - secondStart))
    let times = repetitions(
      room: maxSize - input.count, length: firstLength + secondLength, random: &random)
    guard times > 0 else { return nil }
    return nesting(
      input, outer: firstStart..<firstStart + firstLength, inner: secondStart..<secondStart + secondLength,
      times: times)
  }

  /// `input` with `slice` written `times` more times after itself.
  static func repeating(_ input: [UInt8], slice: Range<Int>, times: Int) -> [UInt8] {
    var result = Array(input[..<slice.upperBound])
    result.reserveCapacity(input.count + slice.count * times)
    for _ in 0..<times { result += input[slice] }
    result += input[slice.upperBound...]
    return result
  }

  /// `input` with `outer` and `inner` (which starts at or after `outer`'s end) each written
  /// `times` more times, so that what stands between them ends up nested `times` deeper.
  static func nesting(_ input: [UInt8], outer: Range<Int>, inner: Range<Int>, times: Int) -> [UInt8] {
    var result = Array(input[..<outer.upperBound])
    result.reserveCapacity(input.count + (outer.count + inner.count) * times)
    for _ in 0..<times { result += input[outer] }
    result += input[outer.upperBound..<inner.upperBound]
    for _ in 0..<times { result += input[inner] }
    result += input[inner.upperBound...]
    return result
  }

  /// How many more copies of `length` bytes to write: spread evenly over the orders of
  /// magnitude that fit in `room`, so that long and short repetitions are both common.
  private static func repetitions(room: Int, length: Int, random: inout SeededRandom) -> Int {
    let most = room / length
    guard most > 0 else { return 0 }
    let bits = Int.bitWidth - most.leadingZeroBitCount
    let bound = 1 << random.next(below: bits + 1)
    return 1 + random.next(below: min(most, bound))
  }
}

// The entry point exists only in the fuzzing builds (Scripts/fuzz.sh defines STYLEC_LIBFUZZER),
// which link libFuzzer and so have its `LLVMFuzzerMutate`.
#if STYLEC_LIBFUZZER
  @_silgen_name("LLVMFuzzerMutate")
  func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

  /// libFuzzer's custom mutator, for every fuzz target: see `StructureMutator`.
  @_cdecl("LLVMFuzzerCustomMutator")
  public func customMutator(
    _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32
  ) -> Int {
    StructureMutator.mutate(data, size: size, maxSize: maxSize, seed: seed, otherwise: libFuzzerMutate)
  }
#endif
