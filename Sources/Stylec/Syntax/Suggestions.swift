/// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo
/// (at most a third of the word's length, and at least 1 edit): the "did you mean" of every
/// diagnostic, shared with the CLI so that it suggests the same way. Case is ignored but among
/// candidates as near: ties go to the one nearer as written, then to the one that sorts first,
/// so the answer does not depend on the candidates' order.
package func closestMatch(to word: String, among candidates: some Sequence<String>) -> String? {
  var suggester = Suggester(budget: .max)
  return suggester.closestMatch(to: word, among: candidates)
}

/// Suggests names among candidates that come from the input itself (variables, `@extend`
/// targets, schema types), within a budget of work for a whole stage. Without one, a sheet
/// with thousands of misspellings among thousands of defined names costs quadratic time (750 KB
/// of undefined variables took 3 minutes); once the budget is spent, diagnostics go without
/// a suggestion.
struct Suggester {
  /// About 20 ms of work in a release build: far more than any hand-written sheet needs.
  static let defaultBudget = 20_000_000

  /// Names longer than this are never compared.
  static let maximumLength = 64

  private var remaining: Int

  init(budget: Int = Self.defaultBudget) {
    remaining = budget
  }

  /// The work left: zero or less once the budget has run out.
  var remainingBudget: Int { remaining }

  /// Whether the budget has run out: a search that found nothing may not have been made whole.
  /// (A search made whole leaves some of the budget.)
  var hasRunOut: Bool { remaining <= 0 }

  /// Spends `work` as searches that cost that much would, without making them: a caller that
  /// knows a search's answer already (the same word among the same candidates) leaves the
  /// budget as searching again would have, so later suggestions do not change. A budget that
  /// cannot cover it runs out, as the search would have found.
  mutating func spend(_ work: Int) {
    remaining = remaining > work ? remaining - work : min(remaining, 0)
  }

  /// The closest candidate, or nil if none is close enough or the budget ran out during the
  /// search (a partial search would depend on the candidates' order).
  mutating func closestMatch(to word: String, among candidates: some Sequence<String>) -> String? {
    let target = Array(word.lowercased().utf8)
    guard !target.isEmpty, target.count <= Self.maximumLength, remaining > 0 else { return nil }
    let allowed = max(1, target.count / 3)
    // Of two as near without case, the one nearer as written wins: `--accent` for `--acent`, not
    // `--Accent` (a custom property's name is case-sensitive). That distance is worked out only
    // for a tie, and the best's once.
    let written = Array(word.utf8)
    var best: (name: String, distance: Int, exact: Int?)?
    func exactDistance(_ name: String) -> Int? {
      remaining -= written.count * name.utf8.count
      guard remaining > 0 else { return nil }
      return editDistance(written, Array(name.utf8), limit: written.count + name.utf8.count) ?? .max
    }
    for candidate in candidates {
      remaining -= 1
      guard remaining > 0 else { return nil }
      let length = candidate.utf8.count
      // Lowercasing shrinks a name to no less than a third of its bytes and grows it by at most half.
      guard length <= 3 * (target.count + allowed), 2 * length >= target.count - allowed else { continue }
      let other = Array(candidate.lowercased().utf8)
      guard abs(other.count - target.count) <= allowed, other.count <= Self.maximumLength else { continue }
      remaining -= target.count * other.count
      guard remaining > 0 else { return nil }
      guard let distance = editDistance(target, other, limit: allowed) else { continue }
      if let current = best, distance == current.distance {
        guard let currentExact = current.exact ?? exactDistance(current.name),
          let exact = exactDistance(candidate)
        else { return nil }
        best =
          (exact, candidate) < (currentExact, current.name)
          ? (candidate, distance, exact) : (current.name, distance, currentExact)
        continue
      }
      if let current = best, distance > current.distance { continue }
      best = (candidate, distance, nil)
    }
    return best?.name
  }
}

/// Edit distance between two byte strings, two neighbouring bytes swapped counting as one edit
/// (`aplha` is one from `alpha`, as a typist sees it; Levenshtein's two put it past a short
/// name's limit), or nil once it must exceed `limit`.
/// - Complexity: O(n·m).
func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int = .max) -> Int? {
  var beforePrevious = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in a.indices {
    current[0] = i + 1
    var rowMinimum = current[0]
    for j in b.indices {
      var distance = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
      if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] {
        distance = min(distance, beforePrevious[j - 1] + 1)
      }
      current[j + 1] = distance
      rowMinimum = min(rowMinimum, distance)
    }
    // Every later row's minimum is past the limit too: a row's is at most one more than the
    // last's, so a swap, one more than the row before this, is past it as well.
    if rowMinimum > limit { return nil }
    (beforePrevious, previous, current) = (previous, current, beforePrevious)
  }
  return previous[b.count] <= limit ? previous[b.count] : nil
}
