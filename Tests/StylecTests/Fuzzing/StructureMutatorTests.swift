import Stylec
import Testing

@testable import StylecFuzzing

/// The fuzzers' own mutations write the long inputs that byte-level mutation never reaches.
@Suite("Structure mutator")
struct StructureMutatorTests {
  @Test func repeatingASliceWritesALongChain() {
    let input = Array("a{p 1 + 2}".utf8)
    let chain = StructureMutator.repeating(input, slice: 4..<8, times: 3)  // "1 + "
    #expect(String(decoding: chain, as: UTF8.self) == "a{p 1 + 1 + 1 + 1 + 2}")
  }

  @Test func nestingTwoSlicesNestsWhatStandsBetweenThem() {
    let input = Array(#"{"children":[{"type":"A"}]}"#.utf8)
    let open = 0..<13  // {"children":[
    let close = 25..<27  // ]}
    let nested = String(
      decoding: StructureMutator.nesting(input, outer: open, inner: close, times: 2), as: UTF8.self)
    #expect(
      nested == #"{"children":[{"children":[{"children":[{"type":"A"}]}]}]}"#)
  }

  @Test func mutationsStayWithinTheRoomGivenAndReachItsScale() {
    let seed = Array(
      "UIView { alpha 1 + 2 * (3 - 1) }\0{\"root\":{\"type\":\"UIView\",\"children\":[]}}".utf8)
    let maxSize = 65_536
    var buffer = [UInt8](repeating: 0, count: maxSize)
    var longest = 0
    for mutationSeed in UInt32(0)..<2_000 {
      buffer.replaceSubrange(0..<seed.count, with: seed)
      let size = buffer.withUnsafeMutableBufferPointer {
        StructureMutator.mutate(
          $0.baseAddress!, size: seed.count, maxSize: maxSize, seed: mutationSeed,
          otherwise: { _, size, _ in size })
      }
      #expect(size <= maxSize)
      longest = max(longest, size)
    }
    // Some mutation of 2,000 fills most of the 64 KB allowed.
    #expect(longest > maxSize / 2)
  }
}
