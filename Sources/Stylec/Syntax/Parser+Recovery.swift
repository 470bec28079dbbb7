/// How CSS syntax recovers from lines that are neither selectors nor declarations, as InterfaCSS
/// skipped them (its own test sheet writes `bad bad bad` before and inside rules): such a line
/// is reported as a warning (`stray-content`) and skipped, and never changes the rule after it.
/// Classy's syntax, where line breaks end statements, needs none of this.
extension Parser {
  /// The part of a CSS-syntax rule's prelude that is its selector: a selector goes on across a
  /// line break only after `,` or a combinator (`>`, `+`, `~`), before one, or inside
  /// parentheses or brackets, so the lines before any other break are stray content, reported
  /// and left out (`bad bad bad` on the line before `.style1 {`).
  /// Inside a rule (`insideRule`), lines that read as a declaration (`color: red`, a space after
  /// its colon, as no selector has one) are not reported here: they are a declaration whose `;`
  /// was left out (`declarationBeforeNestedRule(_:depth:)`).
  mutating func selectorLines(of prelude: Range<Int>, insideRule: Bool) -> Range<Int> {
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
    guard !(insideRule && readsAsDeclaration(stray)) else { return start..<prelude.upperBound }
    warning(
      .strayContent,
      "\(excerpt(stray)) is not part of the selector on the line after it, and is skipped",
      at: byteRange(stray),
      notes: [
        "in CSS syntax a selector goes on to the next line only after ',' or a combinator (>, +, ~); join the lines if they are one selector"
      ])
    return start..<prelude.upperBound
  }

  /// Whether the tokens begin `name: value`, a space after the colon, as a declaration is
  /// written and no selector is (`UIButton:selected`).
  private func readsAsDeclaration(_ range: Range<Int>) -> Bool {
    range.count > 2 && tokens[range.lowerBound].kind == .identifier
      && tokens[range.lowerBound + 1].isDelimiter(UInt8(ascii: ":"))
      && tokens[range.lowerBound + 2].spaceBefore
  }

  /// The declaration on the lines before a nested rule's selector, its `;` left out (`color:
  /// red` on the line before `UILabel {`): reported, and read as a declaration that ends at its
  /// line, as one missing its `;` before another declaration is. Nil for lines that do not read
  /// as one, or inside no rule (reported by `selectorLines(of:)` as stray content).
  mutating func declarationBeforeNestedRule(_ lines: Range<Int>, depth: Int) -> Declaration? {
    guard readsAsDeclaration(lines) else { return nil }
    error(
      .malformedValue, "expected ';' after \(excerpt(lines)), before the rule on the line after it",
      at: byteRange(lines),
      notes: ["the declaration ends at its line; end it with ';'"])
    return parseDeclaration(lines, depth: depth)
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

  /// Moves `index` to the end of the CSS-syntax statement that begins at `start`: the first `;`,
  /// `{` or `}`, or before one of the line breaks that end a statement in CSS syntax too.
  /// - A line that begins an at-rule or a variable (`@media`, `@import`, `@name: value`,
  ///   `$name`), or a declaration (`name:` or `name.path:`, unless the line before ends in `,`
  ///   or a combinator), begins a statement of its own, which a stray line before it must not
  ///   swallow (`bad bad bad` on the line before `@media retina {` or `color: red;`); a
  ///   declaration missing its `;` at the end of its line ends there.
  /// - An `@import` or `@dialect` without its `;` ends at its line, as Nimbus's documentation
  ///   writes it (`@import url('common.css')` on a line of its own): at the first line break
  ///   outside parentheses after its argument begins.
  /// Each token is looked at once, so a file of such lines reads in linear time.
  mutating func scanCSSPrelude(from start: Int) {
    let endsAtItsLine =
      tokens[start].kind == .atKeyword && ["@import", "@dialect"].contains(text(tokens[start]).lowercased())
    var depth = 0
    while !isStatementEnd(tokens[index]) {
      if tokens[index].isDelimiter(UInt8(ascii: "(")) {
        depth += 1
      } else if tokens[index].isDelimiter(UInt8(ascii: ")")) {
        depth = max(0, depth - 1)
      }
      index += 1
      guard tokens[index].spaceBefore, !isStatementEnd(tokens[index]) else { continue }
      let beginsStatement =
        switch tokens[index].kind {
        case .atKeyword, .dollarVariable: true
        case .identifier: depth == 0 && !continuesSelector(tokens[index - 1]) && startsDeclaration(at: index)
        default: false
        }
      let endsLine = endsAtItsLine && depth == 0 && index > start + 1
      if (beginsStatement || endsLine) && lineBreaks(before: index) { return }
    }
  }

  /// Whether `name:` or `name.path:` begins at the identifier at `position`.
  private func startsDeclaration(at position: Int) -> Bool {
    var cursor = position + 1
    while tokens[cursor].isDelimiter(UInt8(ascii: ".")), tokens[cursor + 1].kind == .identifier {
      cursor += 2
    }
    return tokens[cursor].isDelimiter(UInt8(ascii: ":"))
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

  /// Whether a line ends between the token at `position` and the one before it: a line feed or
  /// a carriage return outside a `/* */` comment (a comment spanning lines between two parts of
  /// a selector keeps them one selector; a `//` comment runs to its line's end).
  private func lineBreaks(before position: Int) -> Bool {
    let bytes = file.bytes
    var offset = tokens[position - 1].end
    let end = tokens[position].start
    while offset < end {
      switch bytes[offset] {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return true
      case UInt8(ascii: "/") where offset + 1 < end && bytes[offset + 1] == UInt8(ascii: "*"):
        offset += 2
        while offset + 1 < end,
          !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
        {
          offset += 1
        }
        offset += 2
      default: offset += 1
      }
    }
    return false
  }
}

extension Parser {
  /// What CSS's at-rules that stylec does not read stand for in an app, by name.
  private static let cssAtRulesNotRead: [String: String] = [
    "keyframes": "'@keyframes' is not read: animate from the app; a 'transition' says how a property changes",
    "font-face":
      "'@font-face' is not read: register the font with the app (its Info.plist's UIAppFonts), then name its family",
    "scope": "'@scope' is not read: nest the rules in the scope's rule, or write its selector before theirs",
    "supports":
      "'@supports' is not read: the properties a view takes are its schema's ('stylec schema TYPE')",
    "property": "'@property' is not read: a custom property takes any value, and is inherited",
    "page": "'@page' is not read: a view has no printed pages",
    "namespace": "'@namespace' is not read: a view's type has no namespace",
    "counter-style": "'@counter-style' is not read: a view has no list counters",
    "starting-style": "'@starting-style' is not read: a view's first style is not transitioned",
  ]

  /// The at-rules stylec reads, for a suggestion when one is misspelt.
  private static let atRulesRead = [
    "import", "media", "device", "container", "layer", "extend", "mixin", "include", "dialect", "charset",
  ]

  /// Notes for an unknown at-rule: what a CSS at-rule stylec does not read stands for in an app,
  /// or the at-rule a misspelt one was meant as (`@layr`).
  func unknownAtRuleNotes(_ keyword: String) -> [String] {
    let name = keyword.lowercased()
    let unprefixed = name.hasPrefix("-webkit-") ? String(name.dropFirst(8)) : name
    if let note = Self.cssAtRulesNotRead[unprefixed] { return [note] }
    return closestMatch(to: name, among: Self.atRulesRead).map { ["did you mean '@\($0)'?"] } ?? []
  }
}
