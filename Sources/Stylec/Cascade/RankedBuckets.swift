/// The rule index's buckets for one resolve, flattened into one pool of candidate records, each
/// bucket sorted from the highest rank down: a node's candidates are a few ranges of one array,
/// merged without touching a per-bucket array (no reference counting in the hot loop), and
/// everything the cascade reads about a candidate before matching it is in its record, read in
/// order instead of gathered from a table per field.
struct RankedBuckets: Sendable {
  /// One rule as a bucket lists it.
  struct Candidate: Sendable {
    /// Its place in ascending precedence.
    var rank: Int32
    var rule: RuleID
    /// Its selector in the selector table.
    var selector: SelectorID
    /// Its declarations, as indices into the stylesheet's declarations.
    var declarations: Range<DeclarationID>
    /// The properties it sets, as bits (`RuleSet.propertyBit(_:)`); none when its `@media`
    /// condition fails.
    var propertyBits: UInt64
    /// The property bits of this and every later candidate of the bucket: what the rest of the
    /// bucket could still set.
    var remainingBits: UInt64
    var subject: SubjectSignature
    /// Names some ancestor must have, for the ancestor Bloom filter (0 = none).
    var ancestorKeys: (UInt32, UInt32, UInt32, UInt32)
  }

  /// Candidates, bucket after bucket.
  let pool: [Candidate]
  /// Bucket `s` of a kind is `pool[starts[s]..<starts[s + 1]]`, `s` a sheet symbol.
  private let idStarts: [Int32]
  private let classStarts: [Int32]
  private let typeStarts: [Int32]
  private let supertypeStarts: [Int32]
  private let relativeStarts: [Int32]
  /// Rules whose subject names no id, class or type.
  let universal: Range<Int>
  /// Rules whose subject names none of them but requires `:root`.
  let root: Range<Int>

  /// Flattens `index`.
  /// - Parameter candidate: a rule's record (its `remainingBits` are filled in here).
  init(_ index: RuleIndex, candidate: (RuleID) -> Candidate) {
    let candidates = index.rules.map(candidate)
    var pool: [Candidate] = []
    func append(_ bucket: [RuleID]) {
      let start = pool.count
      pool += bucket.map { candidates[$0] }.sorted { $0.rank > $1.rank }
      var remaining: UInt64 = 0
      for position in (start..<pool.count).reversed() {
        remaining |= pool[position].propertyBits
        pool[position].remainingBits = remaining
      }
    }
    func flatten(_ buckets: [[RuleID]]) -> [Int32] {
      var starts: [Int32] = [Int32(pool.count)]
      starts.reserveCapacity(buckets.count + 1)
      for bucket in buckets {
        append(bucket)
        starts.append(Int32(pool.count))
      }
      return starts
    }
    idStarts = flatten(index.byID)
    classStarts = flatten(index.byClass)
    typeStarts = flatten(index.byType)
    supertypeStarts = flatten(index.bySupertype)
    relativeStarts = flatten(index.byRelative)
    let universalStart = pool.count
    append(index.universal)
    universal = universalStart..<pool.count
    let rootStart = pool.count
    append(index.rootOnly)
    root = rootStart..<pool.count
    self.pool = pool
  }

  /// The rules whose subject has this id.
  func byID(_ symbol: SheetSymbol) -> Range<Int> { Self.bucket(symbol, idStarts) }
  /// The rules whose subject's first class is this one.
  func byClass(_ symbol: SheetSymbol) -> Range<Int> { Self.bucket(symbol, classStarts) }
  /// The rules whose subject names exactly this type.
  func byType(_ symbol: SheetSymbol) -> Range<Int> { Self.bucket(symbol, typeStarts) }
  /// The rules filed under this relative selector (its place in the selector table's).
  func byRelative(_ relative: Int) -> Range<Int> {
    Int(relativeStarts[relative])..<Int(relativeStarts[relative + 1])
  }
  /// The rules whose subject is `^` this type.
  func bySupertype(_ symbol: SheetSymbol) -> Range<Int> { Self.bucket(symbol, supertypeStarts) }

  private static func bucket(_ symbol: SheetSymbol, _ starts: [Int32]) -> Range<Int> {
    Int(starts[symbol])..<Int(starts[symbol.position + 1])
  }
}
