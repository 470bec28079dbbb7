/// How the printer writes each kind of statement: its keyword, names, selectors and values from
/// the tokens as written, joined by one space where the source has white space (which can
/// matter: `UIView .a` is not `UIView.a`), a space after each comma and none before it.
extension SheetPrinter {
  /// What a token is part of, for the few rewrites that converting between syntaxes needs.
  enum TokenRole {
    case selector
    case value
    case other
  }

  /// The statement's text without its block or terminator.
  func text(of statement: Statement) -> String {
    let range = statement.range
    switch statement {
    case .rule: return joined(range, role: .selector)
    case .declaration(let declaration):
      let keyEnd = endDroppingAssignment(before: declaration.value.range.lowerBound)
      let key = joined(range.lowerBound..<keyEnd, role: .other)
      guard declaration.isImportant else {
        let value = joined(declaration.value.range.lowerBound..<range.upperBound, role: .value)
        // An empty custom property: `--toggle: ;` in CSS, `--toggle:` on a line of its own.
        return key + (value.isEmpty && target != .css ? ":" : ": ") + value
      }
      let value = joined(declaration.value.range, role: .value)
      return key + ": " + value + (value.isEmpty ? "" : " ") + "!important"
    case .variable(let name, let value, _):
      let separator = name.hasPrefix("@") || (name.hasPrefix("$") && target == .css) ? ": " : " = "
      return name + separator + joined(value.range.lowerBound..<range.upperBound, role: .value)
    case .nestedProperties:
      return joined(range.lowerBound..<endDroppingAssignment(before: range.upperBound), role: .other)
    case .importFile, .importVariable:
      return "@import " + joined(afterKeyword(range)..<range.upperBound, role: .value)
    case .media, .container:
      let keyword = parser.text(parser.tokens[firstToken(atOrAfter: range.lowerBound)]).lowercased()
      return keyword + " " + joined(afterKeyword(range)..<range.upperBound, role: .value)
    case .extend:
      var start = afterKeyword(range)
      let first = parser.tokens[firstToken(atOrAfter: start)]
      if first.isDelimiter(UInt8(ascii: ":")) { start = first.end }
      return "@extend " + joined(start..<range.upperBound, role: .selector)
    case .mixin: return "@mixin " + joined(afterKeyword(range)..<range.upperBound, role: .value)
    case .include: return "@include " + joined(afterKeyword(range)..<range.upperBound, role: .value)
    case .dialect: return "@dialect " + joined(afterKeyword(range)..<range.upperBound, role: .other)
    case .charset: return "@charset \"UTF-8\""
    case .layer(let names, _, _): return "@layer" + (names.isEmpty ? "" : " " + Statement.layerList(names))
    }
  }

  /// `text` as a double-quoted string that reads back as it.
  func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }

  /// Where the first token of `range`, an at-rule's keyword, ends.
  private func afterKeyword(_ range: Range<Int>) -> Int {
    parser.tokens[firstToken(atOrAfter: range.lowerBound)].end
  }

  /// `offset`, or where the `:` or `=` just before it begins: a property's name without the
  /// punctuation after it.
  private func endDroppingAssignment(before offset: Int) -> Int {
    var index = firstToken(atOrAfter: offset) - 1
    while index > 0, !parser.tokens[index].isWritten { index -= 1 }
    let token = parser.tokens[index]
    return index >= 0 && parser.isAssignment(token) && token.end <= offset ? token.start : offset
  }

  /// The index of the first written token that starts at or after `offset` (or of the end).
  /// A line break's token starts where the next line does, so it is passed over.
  func firstToken(atOrAfter offset: Int) -> Int {
    let tokens = parser.tokens
    // The last token (the end of the file's) is where a search past every other one stops.
    var low = tokens[..<(tokens.count - 1)].countLeading { $0.start < offset }
    while low < tokens.count - 1, !tokens[low].isWritten { low += 1 }
    return low
  }

  /// The written tokens that start in `range`, joined as the house style spaces them, with what
  /// converting to `target` syntax must change so that they read the same there:
  /// - from CSS syntax to Classy's, a number's `+` goes (Classy's syntax reads `+5` as an
  ///   operator and a number), and UIKit's shorthand type names in selectors become the types
  ///   they name (`button` is `UIButton`; Classy's syntax takes a type name as written);
  /// - from Classy's syntax to CSS, a `+` keeps apart from the number after it (which CSS syntax
  ///   would read as a signed number), and a math function keeps its `(` (Classy's syntax
  ///   allows `round (2.5)`, which CSS syntax reads as a name and a group).
  func joined(_ range: Range<Int>, role: TokenRole) -> String {
    let tokens = parser.tokens
    var text = ""
    var previous: Token?
    var previousSpaced = false
    var beforePrevious: Token?
    var index = firstToken(atOrAfter: range.lowerBound)
    while index < tokens.count, tokens[index].start < range.upperBound {
      let token = tokens[index]
      index += 1
      guard token.isWritten else { continue }
      var piece = token.kind == .string ? Self.withLineFeeds(parser.text(token)) : parser.writtenText(token)
      var spaced = previous != nil && token.spaceBefore
      if token.isDelimiter(UInt8(ascii: ",")) {
        spaced = false
      } else if previous?.isDelimiter(UInt8(ascii: ",")) == true {
        spaced = true
      }
      if source != target, let previous {
        switch (source, token.kind, previous.kind) {
        case (.classy, .number, .delimiter(UInt8(ascii: "+"))) where !spaced:
          // An operator between two terms (`2 +5` adds), which CSS syntax would read as the
          // second term's sign.
          spaced = previousSpaced && endsTerm(beforePrevious)
        case (.classy, .delimiter(UInt8(ascii: "(")), .identifier)
        where role == .value && ValueEvaluator.mathFunctions.contains(parser.text(previous).lowercased()):
          spaced = false
        default: break
        }
      }
      if source == .css, target == .classy {
        if token.kind == .number, piece.hasPrefix("+") {
          piece.removeFirst()
        } else if role == .selector, token.kind == .identifier, !isQualifier(previous),
          !exactTypeNames.contains(piece)
        {
          piece = canonicalTypeName(piece)
        }
      }
      if spaced { text += " " }
      text += piece
      beforePrevious = previous
      previous = token
      previousSpaced = spaced
    }
    return text
  }

  /// Whether `token` ends a term: a name, number, string or variable, or `)` or `]`.
  private func endsTerm(_ token: Token?) -> Bool {
    guard let token else { return false }
    guard case .delimiter(let byte) = token.kind else { return true }
    return byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
  }

  /// Whether a name after `token` is a class, pseudo-class, argument or part of a name rather
  /// than a type: after `.`, `:`, `#`, `[` or `-`.
  private func isQualifier(_ token: Token?) -> Bool {
    guard case .delimiter(let byte)? = token?.kind else { return false }
    return [UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "-")].contains(byte)
  }
}
