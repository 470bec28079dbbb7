import Stylec

/// Renders diagnostics compiler-style, the form Xcode and editors make clickable:
///
///     Styles/buttons.cas:3:20: error: variable '$blu' is not defined [undefined-variable]
///       2 |   title-color #333
///       3 |   background-color $blu
///         |                    ^~~~
///     note: did you mean '$blue'?
struct DiagnosticRenderer {
  /// The text of a line of a file, for context; nil when the file's text is not at hand.
  var sourceLine: (_ path: String, _ line: Int) -> String?
  /// Whether to colour the severity, the caret and notes with ANSI escapes.
  var color = false

  func render(_ diagnostic: Diagnostic) -> String {
    var text = ""
    if let location = diagnostic.location { text += "\(location): " }
    let severityColor = diagnostic.severity == .error ? "31" : "33"
    text += paint(diagnostic.severity.rawValue + ":", "1;" + severityColor)
    text += " \(paint(diagnostic.message, "1")) [\(diagnostic.code)]\n"
    if let location = diagnostic.location, let line = sourceLine(location.file, location.line) {
      let gutter = String(location.line).count
      if location.line > 1, let previous = sourceLine(location.file, location.line - 1),
        !previous.allSatisfy(\.isWhitespace)
      {
        text += "  \(pad(location.line - 1, gutter)) | \(previous)\n"
      }
      text += "  \(pad(location.line, gutter)) | \(line)\n"
      text +=
        "  \(String(repeating: " ", count: gutter)) | \(paint(marker(under: line, location: location), severityColor))\n"
    }
    for note in diagnostic.notes { text += paint("note:", "1;36") + " \(note)\n" }
    return text
  }

  private func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// `1 error, 2 warnings`, or nil when there is nothing to count.
  static func summary(_ diagnostics: [Diagnostic]) -> String? {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    var parts: [String] = []
    if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
    if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  private func pad(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return String(repeating: " ", count: width - text.count) + text
  }

  /// `^~~~` under the located bytes; tabs in the line's prefix are kept so the caret lines up.
  private func marker(under line: String, location: SourceLocation) -> String {
    let bytes = Array(line.utf8)
    let start = min(max(location.column - 1, 0), bytes.count)
    let end =
      location.endLine == location.line
      ? min(max(location.endColumn - 1, start + 1), max(bytes.count, start + 1)) : max(bytes.count, start + 1)
    var prefix = ""
    for character in String(decoding: bytes[..<start], as: UTF8.self) {
      prefix.append(character == "\t" ? "\t" : " ")
    }
    let width = String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self).count
    return prefix + "^" + String(repeating: "~", count: max(0, width - 1))
  }
}
