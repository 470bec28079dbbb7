/// Renders diagnostics compiler-style, the form Xcode and editors make clickable:
///
///     Styles/buttons.cas:3:20: error: variable '$blu' is not defined [undefined-variable]
///       2 |   title-color #333
///       3 |   background-color $blu
///         |                    ^~~~
///     note: did you mean '$blue'?
///
/// A long source line (minified CSS is one line) is shown as a window of about
/// `windowWidth` columns around the located column, cut with `…`; sheet content is escaped
/// so that it cannot drive the terminal. `stylec` prints every diagnostic this way, and an
/// app's debug overlay can show them as `stylec lint` does:
///
///     var renderer = DiagnosticRenderer(sourceLine: { sheet.sourceLine($1, inFile: $0) })
///     let text = sheet.diagnostics.map { renderer.render($0) }.joined()
public struct DiagnosticRenderer {
  /// How many bytes of a source line are shown at most.
  package static let windowWidth = 120
  /// How many of them come before the located column when the line is cut.
  static let columnsBefore = 40

  /// The text of a line of a file, for context; nil when the file's text is not at hand.
  private let sourceLine: (_ path: String, _ line: Int) -> String?
  /// Whether to colour the severity, the caret and notes with ANSI escapes.
  private let color: Bool
  /// The lines fetched lately: diagnostics cluster on a few lines (all of them on the one line
  /// of a minified sheet), and fetching a line costs its length.
  private var recentLines: [String: String?] = [:]

  /// A renderer that shows each diagnostic's source line.
  /// - Parameters:
  ///   - sourceLine: the text of a line of a file, by path and line number; nil when the
  ///     file's text is not at hand (the header and notes are shown alone).
  ///   - color: whether to colour the severity, the caret and the notes with ANSI escapes, for
  ///     a terminal.
  public init(sourceLine: @escaping (_ path: String, _ line: Int) -> String?, color: Bool = false) {
    self.sourceLine = sourceLine
    self.color = color
  }

  /// The diagnostic as text of one or more lines, each ending in a line feed.
  public mutating func render(_ diagnostic: Diagnostic) -> String {
    var text = ""
    if let location = diagnostic.location { text += escapingControlCharacters("\(location): ") }
    let severityColor = diagnostic.severity == .error ? "31" : "33"
    text += paint(diagnostic.severity.rawValue + ":", "1;" + severityColor)
    text += " \(paint(escapingControlCharacters(diagnostic.message), "1")) [\(diagnostic.code)]\n"
    if let location = diagnostic.location, let line = line(location.file, location.line) {
      let gutter = String(location.line).count
      if location.line > 1, let previous = self.line(location.file, location.line - 1),
        !previous.allSatisfy(\.isWhitespace)
      {
        let shownBefore = Self.excerpt(of: previous, Self.window(of: previous, around: location.column - 1))
        text += "  \(pad(location.line - 1, gutter)) | \(shownBefore.text)\n"
      }
      let shown = Self.excerpt(of: line, Self.window(of: line, around: location.column - 1))
      text += "  \(pad(location.line, gutter)) | \(shown.text)\n"
      text +=
        "  \(String(repeating: " ", count: gutter)) | \(paint(marker(under: line, shown, location: location), severityColor))\n"
    }
    for note in diagnostic.notes { text += paint("note:", "1;36") + " \(escapingControlCharacters(note))\n" }
    return text
  }

  private mutating func line(_ path: String, _ number: Int) -> String? {
    let key = "\(number):\(path)"
    if let known = recentLines[key] { return known }
    if recentLines.count >= 8 { recentLines.removeAll(keepingCapacity: true) }
    let fetched = sourceLine(path, number)
    recentLines[key] = fetched
    return fetched
  }

  private func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// `1 error, 2 warnings`, or nil when there is nothing to count; those left out past the
  /// limit on diagnostics are counted too.
  public static func summary(_ diagnostics: [Diagnostic]) -> String? {
    let (errors, warnings) = diagnostics.counts
    var parts: [String] = []
    if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
    if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  private func pad(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return String(repeating: " ", count: width - text.count) + text
  }

  /// The byte range of a line to show around a 0-based byte column: the whole line when it is
  /// short enough, else `windowWidth` bytes starting `columnsBefore` before the column.
  static func window(of line: String, around column: Int) -> Range<Int> {
    let count = line.utf8.count
    guard count > windowWidth else { return 0..<count }
    let start = max(0, min(column - columnsBefore, count - windowWidth))
    return start..<(start + windowWidth)
  }

  /// The part of `line` in `window`, escaped, with `…` on each side that was cut; and the byte
  /// range it shows (the window moved onto character boundaries).
  static func excerpt(of line: String, _ window: Range<Int>) -> (text: String, shown: Range<Int>) {
    let count = line.utf8.count
    let shown = onCharacterBoundaries(line, window)
    let text =
      (shown.lowerBound > 0 ? "…" : "") + displayed(line, shown) + (shown.upperBound < count ? "…" : "")
    return (text, shown)
  }

  /// `range` clamped to the line and narrowed onto UTF-8 character boundaries.
  private static func onCharacterBoundaries(_ line: String, _ range: Range<Int>) -> Range<Int> {
    let utf8 = line.utf8
    let count = utf8.count
    func isContinuation(_ offset: Int) -> Bool {
      offset < count && utf8[utf8.index(utf8.startIndex, offsetBy: offset)] & 0xC0 == 0x80
    }
    var start = min(max(range.lowerBound, 0), count)
    var end = min(max(range.upperBound, start), count)
    while start < end, isContinuation(start) { start += 1 }
    while end > start, isContinuation(end) { end -= 1 }
    return start..<end
  }

  /// The bytes of `range` (on character boundaries) as shown: escaped, tabs kept.
  private static func displayed(_ line: String, _ range: Range<Int>) -> String {
    let utf8 = line.utf8
    let bytes = utf8[
      utf8.index(
        utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
          utf8.startIndex, offsetBy: range.upperBound)]
    return escapingControlCharacters(String(Substring(bytes)), keepingTabs: true)
  }

  /// `^~~~` under the located bytes of the shown excerpt; tabs in the prefix are kept so the
  /// caret lines up, and escaped characters count as wide as their escapes.
  private func marker(
    under line: String, _ excerpt: (text: String, shown: Range<Int>), location: SourceLocation
  ) -> String {
    let shown = excerpt.shown
    let start = min(max(location.column - 1, shown.lowerBound), shown.upperBound)
    let lineEnd = location.endLine == location.line ? location.endColumn - 1 : line.utf8.count
    let located = Self.onCharacterBoundaries(line, start..<min(max(lineEnd, start + 1), shown.upperBound))
    var prefix = shown.lowerBound > 0 ? " " : ""
    for character in Self.displayed(
      line, Self.onCharacterBoundaries(line, shown.lowerBound..<located.lowerBound))
    {
      prefix.append(character == "\t" ? "\t" : " ")
    }
    let width = Self.displayed(line, located).count
    return prefix + "^" + String(repeating: "~", count: max(0, width - 1))
  }
}
