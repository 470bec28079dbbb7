/// A path pattern of `.stylec.json`'s `include` and `exclude`, matched against a path relative
/// to the configuration's directory: `*` any run of characters but `/`, `**` any run including
/// `/` (`**/` also none at all, so `**/*.cas` matches `main.cas`), `?` one character but `/`;
/// anything else stands for itself. A pattern that names a directory (`Vendor`, `Vendor/`)
/// matches everything under it.
struct GlobPattern: Hashable {
  private let pattern: [UInt8]
  /// The bytes before the first `*` or `?`: a path that does not start with them cannot match,
  /// found without the table (most patterns of a long `exclude` list fail there).
  private let literalPrefix: [UInt8]

  /// The distinct runs of the pattern's bytes with no wildcard or slash in them, longest first:
  /// a path matches only if it holds each of them (every byte but a wildcard or a slash stands
  /// for itself, and the bytes between two wildcards or slashes for a run of the path). Empty
  /// for a pattern of wildcards and slashes alone.
  let requiredLiterals: [[UInt8]]

  init(_ text: String) {
    var bytes = Array(text.utf8)
    while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    if bytes.starts(with: Array("./".utf8)) { bytes.removeFirst(2) }
    pattern = bytes
    literalPrefix = Array(bytes.prefix { $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "?") })
    var runs: [[UInt8]] = []
    for run in bytes.split(whereSeparator: {
      $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?")
    }) where !runs.contains(where: { $0.elementsEqual(run) }) {
      runs.append(Array(run))
    }
    requiredLiterals = runs.sorted { $0.count > $1.count }
  }

  /// Whether `path` (relative, `/`-separated) matches, or lies under a directory that matches.
  func matches(_ path: String) -> Bool { matches(Array(path.utf8)) }

  /// Whether the path's bytes match (see `matches(_:)`): a command testing many patterns
  /// against one path reads its bytes once.
  /// - Complexity: O(pattern × path) at most (a table of the positions matched), stopping as
  ///   soon as no position is; O(prefix) for a path without the pattern's literal start.
  func matches(_ path: [UInt8]) -> Bool {
    let fullPrefix = literalPrefix.count == pattern.count
    if fullPrefix {
      // No wildcard: the path itself, or a path under it.
      return path.starts(with: pattern)
        && (path.count == pattern.count || path[pattern.count] == UInt8(ascii: "/"))
    }
    guard path.starts(with: literalPrefix) else { return false }
    // reachable[j]: the pattern's prefix up to the current position matches path[..<j].
    var reachable = [Bool](repeating: false, count: path.count + 1)
    var next = reachable
    reachable[literalPrefix.count] = true
    var position = literalPrefix.count
    while position < pattern.count {
      for j in next.indices { next[j] = false }
      let byte = pattern[position]
      if byte == UInt8(ascii: "*"), position + 1 < pattern.count, pattern[position + 1] == UInt8(ascii: "*") {
        // `**`, and `**/` which may also stand for no directory at all.
        let slashFollows = position + 2 < pattern.count && pattern[position + 2] == UInt8(ascii: "/")
        var any = false
        for j in 0...path.count {
          any = any || reachable[j]
          if any, !slashFollows || reachable[j] { next[j] = true }
          // `**/`: none, or any run ending in `/`.
          if slashFollows, any, j < path.count, path[j] == UInt8(ascii: "/") { next[j + 1] = true }
        }
        position += slashFollows ? 3 : 2
      } else if byte == UInt8(ascii: "*") {
        var any = false
        for j in 0...path.count {
          if reachable[j] { any = true }
          if any { next[j] = true }
          if j < path.count, path[j] == UInt8(ascii: "/") { any = false }
        }
        position += 1
      } else {
        for j in 0..<path.count where reachable[j] {
          if byte == UInt8(ascii: "?") ? path[j] != UInt8(ascii: "/") : path[j] == byte { next[j + 1] = true }
        }
        position += 1
      }
      swap(&reachable, &next)
      guard reachable.contains(true) else { return false }
    }
    if reachable[path.count] { return true }
    // A match of a leading run of whole directories matches everything under them.
    return path.indices.contains { path[$0] == UInt8(ascii: "/") && reachable[$0] }
  }
}

/// A list of patterns (`include` or `exclude`), each written once, each filed under one literal
/// run it requires (`GlobPattern.requiredLiterals`), the one fewest of the list's patterns
/// require: a path tries only the patterns whose run it holds, found in one pass over the path
/// (`SubstringFinder`), and those that require none. So 16,000 patterns `**/nomatchI/*.css`,
/// `**/q*I.css` or `Styles/**/qI*.css` cost a path a few matches, not 16,000 (every pattern
/// against every path: 24.5 s for 16,000 of each; filed under their longest run, `Styles`,
/// which every path held, 48 s for 8,000). Patterns that differ only in their wildcards
/// (`a/*?`, `a/*??`, …) share every run, and are each tried against a path that holds it.
struct GlobPatternList {
  /// The patterns as written.
  let patterns: [GlobPattern]
  /// The distinct required runs, and for each the patterns that require it.
  private let literals: SubstringFinder
  private var patternsByLiteral: [[Int]] = []
  private var unfiled: [Int] = []

  init(_ patterns: [GlobPattern] = []) {
    self.patterns = patterns
    var literalIndex: [[UInt8]: Int] = [:]
    var requiring: [[UInt8]: Int] = [:]
    var written: Set<GlobPattern> = []
    let distinct = patterns.indices.filter { written.insert(patterns[$0]).inserted }
    for index in distinct {
      for literal in patterns[index].requiredLiterals { requiring[literal, default: 0] += 1 }
    }
    for index in distinct {
      // The run fewest patterns require, the longest of those (the first of the runs, longest
      // first, with the least count).
      guard
        let literal = patterns[index].requiredLiterals.min(by: { requiring[$0]! < requiring[$1]! })
      else {
        unfiled.append(index)
        continue
      }
      if let known = literalIndex[literal] {
        patternsByLiteral[known].append(index)
      } else {
        literalIndex[literal] = patternsByLiteral.count
        patternsByLiteral.append([index])
      }
    }
    literals = SubstringFinder(
      literalIndex.sorted { $0.value < $1.value }.map(\.key))
  }

  var isEmpty: Bool { patterns.isEmpty }

  /// Whether some pattern matches the path's bytes (relative, `/`-separated).
  /// - Complexity: O(path) to find the runs it holds, then a match for each pattern filed
  ///   under one of them (each run tried once, however often the path holds it).
  func matchesAny(_ path: [UInt8]) -> Bool {
    if unfiled.contains(where: { patterns[$0].matches(path) }) { return true }
    var tried: Set<Int> = []
    return literals.firstOccurrence(in: path) { literal in
      tried.insert(literal).inserted && patternsByLiteral[literal].contains { patterns[$0].matches(path) }
    }
  }
}
