/// Finds which of many byte strings occur in a text, in one pass over the text whatever their
/// number (an Aho–Corasick automaton): `GlobPatternList` looks up the patterns whose literal
/// part a path holds this way, instead of trying every pattern on every path.
struct SubstringFinder {
  /// The trie of the strings: a node per distinct prefix, the root first.
  private var children: [[UInt8: Int32]] = [[:]]
  /// Each node's longest proper suffix that is also a node.
  private var fallback: [Int32] = [0]
  /// The strings (their indices) that end at each node.
  private var endingHere: [[Int]] = [[]]
  /// The nearest node along the fallback chain where some string ends (-1 for none).
  private var nextEnding: [Int32] = [-1]

  /// A finder of `strings`, each reported by its index; empty strings are never reported.
  init(_ strings: [[UInt8]]) {
    for (index, string) in strings.enumerated() where !string.isEmpty {
      var node = 0
      for byte in string {
        if let child = children[node][byte] {
          node = Int(child)
        } else {
          children.append([:])
          fallback.append(0)
          endingHere.append([])
          nextEnding.append(-1)
          children[node][byte] = Int32(children.count - 1)
          node = children.count - 1
        }
      }
      endingHere[node].append(index)
    }
    // Breadth first, so that every node's fallback is settled before its children need it.
    var queue = children[0].values.map(Int.init)
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for (byte, child) in children[node] {
        let child = Int(child)
        var candidate = node == 0 ? -1 : Int(fallback[node])
        while candidate >= 0, children[candidate][byte] == nil {
          candidate = candidate == 0 ? -1 : Int(fallback[candidate])
        }
        let target = candidate >= 0 ? Int(children[candidate][byte]!) : 0
        fallback[child] = Int32(target)
        nextEnding[child] = endingHere[target].isEmpty ? nextEnding[target] : Int32(target)
        queue.append(child)
      }
    }
  }

  /// Calls `found` with the index of each string that occurs in `text`, once per occurrence,
  /// until it returns true (found what it sought); returns whether it did.
  /// - Complexity: O(text + occurrences).
  func firstOccurrence(in text: [UInt8], where found: (Int) -> Bool) -> Bool {
    var node = 0
    for byte in text {
      while node != 0, children[node][byte] == nil { node = Int(fallback[node]) }
      node = children[node][byte].map(Int.init) ?? 0
      var ending = endingHere[node].isEmpty ? Int(nextEnding[node]) : node
      while ending >= 0 {
        if endingHere[ending].contains(where: found) { return true }
        ending = Int(nextEnding[ending])
      }
    }
    return false
  }
}
