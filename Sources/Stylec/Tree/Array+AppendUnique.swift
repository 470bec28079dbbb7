extension Array where Element == Int32 {
  /// Appends the symbols not already present, in order: a view either has a class (or state)
  /// or not, however often a document lists it.
  /// - Complexity: O(count + symbols.count): short lists are searched, longer ones go through
  ///   a set, so adding n names to one node is never O(n²).
  mutating func appendUnique(_ symbols: [Int32]) {
    if count + symbols.count <= 16 {
      for symbol in symbols where !contains(symbol) { append(symbol) }
      return
    }
    var present = Set(self)
    for symbol in symbols where present.insert(symbol).inserted { append(symbol) }
  }
}
