/// `'text'` for a message, shortened when long: its first `limit` characters, then how many it
/// has in all (`'aaaa…' (100000 characters)`). A mistyped or hostile argument of megabytes gives
/// an error of one short line, not one as long as the argument. Paths are quoted whole up to the
/// longest path the system opens (`limit: pathLimit`). Control characters are shown as escapes
/// (`escapingControlCharacters`): a file named with an escape sequence or a line break cannot
/// recolour the terminal or write a line of its own into a CI log.
package func quoted(_ text: String, limit: Int = 60) -> String {
  guard let (start, count) = beginning(of: text, limit: limit) else {
    return "'\(escapingControlCharacters(text))'"
  }
  return "'\(escapingControlCharacters(start))…' (\(count) characters)"
}

/// A value's text quoted as `quoted(_:limit:)` quotes text (a property key, a dialect).
package func quoted(_ value: some CustomStringConvertible, limit: Int = 60) -> String {
  quoted(value.description, limit: limit)
}

/// `text` as a report shows it, shortened as `quoted` shortens it but without quotes: a
/// selector or value printed once for each of thousands of nodes (`explain`) stays one line.
package func shortened(_ text: String, limit: Int) -> String {
  shortenedIfLong(text, limit: limit) ?? text
}

/// `text` shortened as `shortened` shortens it, or nil when it has no more than `limit`
/// characters: a caller that tells the two apart.
package func shortenedIfLong(_ text: String, limit: Int) -> String? {
  beginning(of: text, limit: limit).map { "\($0)… (\($1) characters)" }
}

/// `text` whole up to `limit` characters; past it, its first two thirds of `limit` and its last
/// sixth, with how many characters were left out between: the bound of every diagnostic's
/// message and notes, whatever a message quotes whole (a name, a number of megabytes).
package func bounded(_ text: String, limit: Int) -> String {
  guard text.utf8.count > limit else { return text }
  let scalars = text.unicodeScalars
  let count = scalars.count
  guard count > limit else { return text }
  let head = limit * 2 / 3
  let tail = limit / 6
  return String(String.UnicodeScalarView(scalars.prefix(head)))
    + " … (\(count - head - tail) characters left out) … "
    + String(String.UnicodeScalarView(scalars.suffix(tail)))
}

/// The first `limit` characters of `text` and how many it has, or nil when it has no more.
private func beginning(of text: String, limit: Int) -> (String, Int)? {
  let count = text.unicodeScalars.count
  guard count > limit else { return nil }
  return (String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))), count)
}

/// How much of a path a message quotes, in characters: more than a project's paths take, and
/// little enough that a message quoting one stays under `Diagnostic.maximumTextLength` (a path
/// of 100,000 characters was quoted with 4,096, and a lint message cut it again, miscounted).
package let pathLimit = 600
