/// Character tests the readers of versions and `:nth-…` arguments share.
extension Character {
  /// Whether the character is one of the ASCII digits 0 to 9.
  var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
  /// The string without the characters of `set` at either end (Foundation's version needs a
  /// `CharacterSet`).
  func trimmingCharacters(in set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, set.contains(last) { scalars.removeLast() }
    return String(scalars)
  }
}
