/// How CSS syntax recovers from lines that are neither selectors nor declarations, as InterfaCSS
/// skipped them (its own test sheet writes `bad bad bad` before and inside rules): such a line
/// is reported as a warning (`stray-content`) and skipped, and never changes the rule after it.
/// Classy's syntax, where line breaks end statements, needs none of this.
extension Parser {
  /// The part of a CSS-syntax rule's prelude that is its selector: a selector goes on across a
  /// line break only after `,` or a combinator (`>`, `+`, `~`), before one, or inside
  /// parentheses or brackets, so the lines before any other break are stray content, reported
  /// and left out (`bad bad bad` on the line before `.style1 {`).
  mutating func selectorLines(of prelude: Range<Int>) -> Range<Int> {
    guard syntax == .css, prelude.count > 1 else { return prelude }
    var start = prelude.lowerBound
    var depth = 0
    for position in prelude {
      let token = tokens[position]
      if depth == 0, position > prelude.lowerBound, token.spaceBefore,
        !continuesSelector(tokens[position - 1]),
        !continuesSelector(token), lineBreaks(before: position)
      {
        start = position
      }
      if token.isDelimiter(UInt8(ascii: "(")) || token.isDelimiter(UInt8(ascii: "[")) {
        depth += 1
      } else if token.isDelimiter(UInt8(ascii: ")")) || token.isDelimiter(UInt8(ascii: "]")) {
        depth = max(0, depth - 1)
      }
    }
    guard start > prelude.lowerBound else { return prelude }
    let stray = prelude.lowerBound..<start
    warning(
      .strayContent,
      "\(excerpt(stray)) is not part of the selector on the line after it, and is skipped",
      at: byteRange(stray),
      notes: [
        "in CSS syntax a selector goes on to the next line only after ',' or a combinator (>, +, ~); join the lines if they are one selector"
      ])
    return start..<prelude.upperBound
  }

  /// Reports and skips CSS-syntax lines at the top level that are no statement (`bad bad bad`
  /// at the end of a file, or before an at-rule).
  mutating func skipStrayLines(_ prelude: Range<Int>) -> Statement? {
    warning(
      .strayContent, "\(excerpt(prelude)) is neither a rule nor an at-rule, and is skipped",
      at: byteRange(prelude),
      notes: ["in CSS syntax a rule is a selector followed by '{ name: value; }'"])
    return nil
  }

  /// Reports and skips a CSS-syntax declaration with no `:` after its property (`bad bad bad`
  /// inside a block), which CSS syntax does not read as `bad: bad bad`.
  mutating func skipDeclarationWithoutColon(_ prelude: Range<Int>, after key: PropertyKey) -> Declaration? {
    warning(
      .strayContent, "expected ':' after '\(key)'; \(excerpt(prelude)) is not a declaration, and is skipped",
      at: byteRange(prelude), notes: ["in CSS syntax a declaration is 'name: value;'"])
    return nil
  }

  /// Whether the token at `position`, inside a CSS-syntax statement's prelude, begins a statement
  /// of its own on a new line: an at-rule or a variable (`@media`, `@import`, `@name: value`,
  /// `$name`), which a stray line before it must not swallow (`bad bad bad` on the line before
  /// `@media retina {`).
  func startsLineStatement(at position: Int) -> Bool {
    switch tokens[position].kind {
    case .atKeyword, .dollarVariable: tokens[position].spaceBefore && lineBreaks(before: position)
    default: false
    }
  }

  /// Ends a CSS-syntax `@import` or `@dialect` at its line when no `;` does, as Nimbus's
  /// documentation writes it (`@import url('common.css')` on a line of its own): moves the
  /// statement's end back to the first line break after its argument begins, so the rule on the
  /// next line is read as a rule. `start` is an at-keyword.
  mutating func endLineStatementAtItsLine(from start: Int) {
    let keyword = text(tokens[start]).lowercased()
    guard syntax == .css, keyword == "@import" || keyword == "@dialect",
      start + 2 < index,
      let lineEnd = ((start + 2)..<index).first(where: { tokens[$0].spaceBefore && lineBreaks(before: $0) })
    else { return }
    index = lineEnd
  }

  /// Tokens' text for a message: on one line, white space folded, at most 40 characters.
  private func excerpt(_ range: Range<Int>) -> String {
    let words = text(of: range).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return "'" + (words.count > 40 ? String(words.prefix(40)) + "…" : words) + "'"
  }

  /// Whether a selector may go on to the next line after or before this token.
  private func continuesSelector(_ token: Token) -> Bool {
    switch token.kind {
    case .delimiter(UInt8(ascii: ",")), .delimiter(UInt8(ascii: ">")), .delimiter(UInt8(ascii: "+")),
      .delimiter(UInt8(ascii: "~")):
      true
    default: false
    }
  }

  /// Whether a line break lies between the token at `position` and the one before it.
  private func lineBreaks(before position: Int) -> Bool {
    file.bytes[tokens[position - 1].end..<tokens[position].start].contains(UInt8(ascii: "\n"))
  }
}
