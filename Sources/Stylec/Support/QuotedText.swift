/// `'text'` for a message, shortened when long: its first `limit` characters, then how many it
/// has in all (`'aaaa…' (100000 characters)`). A mistyped or hostile argument of megabytes gives
/// an error of one short line, not one as long as the argument. Paths are quoted whole up to the
/// longest path the system opens (`limit: pathLimit`).
package func quoted(_ text: String, limit: Int = 60) -> String {
  guard text.unicodeScalars.count > limit else { return "'\(text)'" }
  let count = text.unicodeScalars.count
  return "'\(String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))))…' (\(count) characters)"
}

/// How much of a path a message quotes: the longest path the system opens.
package let pathLimit = 4096
