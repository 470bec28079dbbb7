/// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo
/// (at most a third of the word's length, and at least 1 edit): the "did you mean" of every
/// diagnostic, public so that front ends suggest the same way.
public func closestMatch(to word: String, among candidates: some Sequence<String>) -> String? {
  let target = Array(word.lowercased().utf8)
  guard target.count <= 64 else { return nil }
  let allowed = max(1, target.count / 3)
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let other = Array(candidate.lowercased().utf8)
    guard abs(other.count - target.count) <= allowed, other.count <= 64 else { continue }
    let distance = editDistance(target, other)
    if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
  }
  return best?.name
}

/// Levenshtein distance between two byte strings.
/// - Complexity: O(n·m).
func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
