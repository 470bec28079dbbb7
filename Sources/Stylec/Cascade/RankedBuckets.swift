/// The rule index's buckets for one resolve, as ranks in one flat pool, each bucket sorted
/// from the highest rank down: a node's candidates are a few ranges of one integer array,
/// merged without touching a per-bucket array (no reference counting in the hot loop).
struct RankedBuckets: Sendable {
  /// Ranks, bucket after bucket.
  let pool: [Int32]
  /// Bucket `s` of a kind is `pool[starts[s]..<starts[s + 1]]`, `s` a sheet symbol.
  private let idStarts: [Int32]
  private let classStarts: [Int32]
  private let typeStarts: [Int32]
  private let supertypeStarts: [Int32]
  /// Rules whose subject names no id, class or type.
  let universal: Range<Int>

  /// Flattens `index`, each rule replaced by its rank.
  init(_ index: RuleIndex, rank: [Int32]) {
    var pool: [Int32] = []
    func flatten(_ buckets: [[Int32]]) -> [Int32] {
      var starts: [Int32] = [Int32(pool.count)]
      starts.reserveCapacity(buckets.count + 1)
      for bucket in buckets {
        pool += bucket.map { rank[Int($0)] }.sorted(by: >)
        starts.append(Int32(pool.count))
      }
      return starts
    }
    idStarts = flatten(index.byID)
    classStarts = flatten(index.byClass)
    typeStarts = flatten(index.byType)
    supertypeStarts = flatten(index.bySupertype)
    let universalStart = pool.count
    pool += index.universal.map { rank[Int($0)] }.sorted(by: >)
    universal = universalStart..<pool.count
    self.pool = pool
  }

  /// The rules whose subject has this id.
  func byID(_ symbol: Int32) -> Range<Int> { Self.bucket(symbol, idStarts) }
  /// The rules whose subject's first class is this one.
  func byClass(_ symbol: Int32) -> Range<Int> { Self.bucket(symbol, classStarts) }
  /// The rules whose subject names exactly this type.
  func byType(_ symbol: Int32) -> Range<Int> { Self.bucket(symbol, typeStarts) }
  /// The rules whose subject is `^` this type.
  func bySupertype(_ symbol: Int32) -> Range<Int> { Self.bucket(symbol, supertypeStarts) }

  private static func bucket(_ symbol: Int32, _ starts: [Int32]) -> Range<Int> {
    Int(starts[Int(symbol)])..<Int(starts[Int(symbol) + 1])
  }
}
