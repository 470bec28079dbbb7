extension RandomAccessCollection where Index == Int {
  /// How many of the elements lead, `leads` holding for them and for none after (the elements
  /// are ordered so that it does): found by halving, O(log n).
  package func countLeading(where leads: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = (low + high) / 2
      if leads(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low - startIndex
  }
}
