/// `text` with the characters a terminal would act on instead of showing (C0 and C1 controls,
/// DEL, and the bidirectional overrides that make text read differently from what it is)
/// written as visible escapes such as `\u{1B}`: sheet content that reaches a diagnostic cannot
/// recolour, move or clear the terminal.
/// - Parameters:
///   - keepingTabs: leave tabs as they are (source lines keep them so that the caret line below
///     can use the same tabs).
///   - keepingLines: leave line feeds as they are, for text of several lines.
package func escapingControlCharacters(_ text: String, keepingTabs: Bool = false, keepingLines: Bool = false)
  -> String
{
  func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: !keepingTabs
    case 0x0A: !keepingLines
    case 0x00..<0x20: true
    default: isTerminalControlBeyondASCIIControls(scalar)
    }
  }
  guard text.unicodeScalars.contains(where: needsEscape) else { return text }
  var escaped = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    if needsEscape(scalar) {
      escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
    } else {
      escaped.append(scalar)
    }
  }
  return String(escaped)
}

/// Whether `scalar` is DEL, a C1 control, a bidirectional override or isolate, or the line or
/// paragraph separator (U+2028, U+2029, at which viewers break a line): what a terminal or a
/// viewer acts on beside the C0 controls, which JSON already escapes.
package func isTerminalControlBeyondASCIIControls(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069: true
  default: false
  }
}
