import Testing

@testable import Stylec

/// The typed indices cost nothing: each is laid out as the `Int32` it wraps, so the per-node,
/// per-symbol and per-rule arrays keep their width, and it orders and hashes as that number.
@Suite("Typed indices")
struct TypedIndexTests {
  private static func isLaidOutAsInt32<Index: TypedIndex>(_: Index.Type) -> Bool {
    MemoryLayout<Index>.size == MemoryLayout<Int32>.size
      && MemoryLayout<Index>.stride == MemoryLayout<Int32>.stride
      && MemoryLayout<Index>.alignment == MemoryLayout<Int32>.alignment
  }

  @Test func eachIsAsWideAsAnInt32() {
    #expect(Self.isLaidOutAsInt32(NodeIndex.self))
    #expect(Self.isLaidOutAsInt32(TreeSymbol.self))
    #expect(Self.isLaidOutAsInt32(SheetSymbol.self))
    #expect(Self.isLaidOutAsInt32(RuleID.self))
    #expect(Self.isLaidOutAsInt32(SelectorID.self))
    #expect(Self.isLaidOutAsInt32(CompoundIndex.self))
    #expect(Self.isLaidOutAsInt32(PropertyID.self))
    #expect(Self.isLaidOutAsInt32(DeclarationID.self))
  }

  @Test func anElementIsChangedInPlace() {
    var buckets: [[RuleID]] = [[], []]
    buckets[1].reserveCapacity(8)
    var storage = Set([buckets[1].withUnsafeBufferPointer { $0.baseAddress }])
    for rule in 0..<8 {
      buckets[SheetSymbol(1)].append(RuleID(rule))
      storage.insert(buckets[1].withUnsafeBufferPointer { $0.baseAddress })
    }
    // Through a getter and a setter, each append copied the bucket to new storage.
    #expect(storage.count == 1)
    #expect(buckets[1] == (0..<8).map { RuleID($0) })
  }

  @Test func ordersHashesAndCountsAsItsNumber() {
    let indices = [NodeIndex(2), .absent, .root, NodeIndex(1)]
    #expect(indices.sorted().map(\.rawValue) == [-1, 0, 1, 2])
    #expect(indices.filter(\.isPresent).count == 3)
    #expect(Array(NodeIndex.root..<NodeIndex(3)) == [.root, NodeIndex(1), NodeIndex(2)])
    #expect(Set(indices).count == 4)
  }
}
