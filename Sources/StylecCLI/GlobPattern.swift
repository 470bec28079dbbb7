/// A path pattern of `.stylec.json`'s `include` and `exclude`, matched against a path relative
/// to the configuration's directory: `*` any run of characters but `/`, `**` any run including
/// `/` (`**/` also none at all, so `**/*.cas` matches `main.cas`), `?` one character but `/`;
/// anything else stands for itself. A pattern that names a directory (`Vendor`, `Vendor/`)
/// matches everything under it.
struct GlobPattern: Hashable {
  private let pattern: [UInt8]

  init(_ text: String) {
    var bytes = Array(text.utf8)
    while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    if bytes.starts(with: Array("./".utf8)) { bytes.removeFirst(2) }
    pattern = bytes
  }

  /// Whether `path` (relative, `/`-separated) matches, or lies under a directory that matches.
  /// - Complexity: O(pattern × path) (a table of the positions matched).
  func matches(_ path: String) -> Bool {
    let path = Array(path.utf8)
    // reachable[j]: the pattern's prefix up to the current position matches path[..<j].
    var reachable = [Bool](repeating: false, count: path.count + 1)
    reachable[0] = true
    var position = 0
    while position < pattern.count {
      var next = [Bool](repeating: false, count: path.count + 1)
      let byte = pattern[position]
      if byte == UInt8(ascii: "*"), position + 1 < pattern.count, pattern[position + 1] == UInt8(ascii: "*") {
        // `**`, and `**/` which may also stand for no directory at all.
        let slashFollows = position + 2 < pattern.count && pattern[position + 2] == UInt8(ascii: "/")
        var any = false
        for j in 0...path.count {
          any = any || reachable[j]
          if any { next[j] = true }
        }
        if slashFollows {
          // `**/`: none, or any run ending in `/`.
          var after = [Bool](repeating: false, count: path.count + 1)
          for j in 0...path.count where reachable[j] { after[j] = true }
          for j in path.indices where next[j] && path[j] == UInt8(ascii: "/") { after[j + 1] = true }
          next = after
          position += 3
        } else {
          position += 2
        }
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
      reachable = next
    }
    if reachable[path.count] { return true }
    // A match of a leading run of whole directories matches everything under them.
    return path.indices.contains { path[$0] == UInt8(ascii: "/") && reachable[$0] }
  }
}
