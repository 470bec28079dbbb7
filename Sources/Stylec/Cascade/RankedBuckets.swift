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
  /// - Complexity: O(rules and bucket entries): each rule is placed in its buckets in rank order,
  ///   highest first, rather than each bucket sorted (a tenth of loading a 100,000-rule sheet
  ///   for one node went to those sorts).
  init(_ index: RuleIndex, candidate: (RuleID) -> Candidate) {
    let candidates = index.rules.map(candidate)
    let kinds = [index.byID, index.byClass, index.byType, index.bySupertype, index.byRelative]
    // Every bucket, numbered in the pool's order: each kind's, then the universal and the root's.
    var bucketStarts: [Int] = [0]
    bucketStarts.reserveCapacity(kinds.reduce(2) { $0 + $1.count } + 1)
    for buckets in kinds {
      for bucket in buckets { bucketStarts.append(bucketStarts[bucketStarts.count - 1] + bucket.count) }
    }
    for bucket in [index.universal, index.rootOnly] {
      bucketStarts.append(bucketStarts[bucketStarts.count - 1] + bucket.count)
    }
    // The buckets each rule stands in (a rule of `:is(.a, #b)` in two), rule by rule.
    var memberships = [Int32](repeating: 0, count: candidates.count + 1)
    func forEachEntry(_ body: (_ bucket: Int, _ rule: RuleID) -> Void) {
      var number = 0
      for buckets in kinds {
        for bucket in buckets {
          for rule in bucket { body(number, rule) }
          number += 1
        }
      }
      for bucket in [index.universal, index.rootOnly] {
        for rule in bucket { body(number, rule) }
        number += 1
      }
    }
    forEachEntry { _, rule in memberships[rule.position + 1] += 1 }
    for position in candidates.indices { memberships[position + 1] += memberships[position] }
    var bucketsOfRule = [Int32](repeating: 0, count: Int(memberships[candidates.count]))
    var filled = memberships
    forEachEntry { bucket, rule in
      bucketsOfRule[Int(filled[rule.position])] = Int32(bucket)
      filled[rule.position] += 1
    }
    // The rules from the highest rank down (ranks are distinct), each placed in its buckets.
    var byRank = [Int32](repeating: -1, count: Int((candidates.map(\.rank).max() ?? -1) + 1))
    for (position, record) in candidates.enumerated() { byRank[Int(record.rank)] = Int32(position) }
    var pool = candidates.isEmpty ? [] : [Candidate](repeating: candidates[0], count: bucketStarts.last!)
    var next = bucketStarts
    for rule in byRank.reversed() where rule >= 0 {
      for member in memberships[Int(rule)]..<memberships[Int(rule) + 1] {
        let bucket = Int(bucketsOfRule[Int(member)])
        pool[next[bucket]] = candidates[Int(rule)]
        next[bucket] += 1
      }
    }
    // What the rest of each bucket could still set.
    for bucket in bucketStarts.indices.dropLast() {
      var remaining: UInt64 = 0
      for position in (bucketStarts[bucket]..<bucketStarts[bucket + 1]).reversed() {
        remaining |= pool[position].propertyBits
        pool[position].remainingBits = remaining
      }
    }
    var bucket = 0
    func starts(_ count: Int) -> [Int32] {
      defer { bucket += count }
      return bucketStarts[bucket...(bucket + count)].map { Int32($0) }
    }
    idStarts = starts(index.byID.count)
    classStarts = starts(index.byClass.count)
    typeStarts = starts(index.byType.count)
    supertypeStarts = starts(index.bySupertype.count)
    relativeStarts = starts(index.byRelative.count)
    universal = bucketStarts[bucket]..<bucketStarts[bucket + 1]
    root = bucketStarts[bucket + 1]..<bucketStarts[bucket + 2]
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
