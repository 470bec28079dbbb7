extension Array where Element: Hashable {
  /// Appends the elements not already present, in order: a view either has a class (or state)
  /// or not, however often a document lists it.
  /// - Complexity: O(count + elements.count): short lists are searched, longer ones go through
  ///   a set, so adding n names to one node is never O(n²).
  mutating func appendUnique(_ elements: [Element]) {
    if count + elements.count <= 16 {
      for element in elements where !contains(element) { append(element) }
      return
    }
    var present = Set(self)
    for element in elements where present.insert(element).inserted { append(element) }
  }
}
