/// Turns a stylesheet's UTF-8 bytes into tokens. In the lenient (Classy) syntax it also turns
/// line breaks and indentation into `newline`, `indent` and `dedent` tokens, the way Python and
/// Stylus do, so that blocks may be written by indentation instead of braces.
///
/// Inside parentheses or brackets, and after a line that ends with `,`, a line break is only
/// white space: that is how a selector group or a value continues on the next line.
struct Lexer {
  private let file: SourceFile
  /// The file's bytes, borrowed for the lexer's lifetime: indexing them costs no bounds check
  /// in release builds, and every read below is guarded by `position < bytes.count`.
  private let bytes: UnsafeBufferPointer<UInt8>
  private let lenient: Bool
  private var position = 0
  private var tokens: [Token] = []
  private var diagnostics: DiagnosticList

  private var groupingDepth = 0  // ( and [
  private var braceDepth = 0
  /// Inside `url(` until its `)`: `//` there is part of an unquoted address
  /// (`url(http://example.com/a.png)`), not a comment.
  private var isInURL = false
  private var atLineStart = true
  private var lineHasContent = false
  /// Open indentation levels; `emitted` is false for a level entered by an inconsistent dedent,
  /// which produced no `indent` token and so must produce no `dedent`.
  private var indentStack: [(width: Int, emitted: Bool)] = [(0, false)]
  private var indentCharacter: (byte: UInt8, line: Int)?
  private var reportedMixedIndentation = false
  /// Whether the name being lexed holds an escape (`Token.hasEscape`).
  private var sawEscape = false

  /// Lexes a whole file, which must be smaller than `Token.maximumFileSize`, keeping at most
  /// `diagnosticLimit` diagnostics.
  /// - Complexity: O(n) in the file's size.
  static func tokenize(
    _ file: SourceFile, syntax: StylesheetSyntax, diagnosticLimit: Int = StylesheetLimits().maximumDiagnostics
  ) -> (tokens: [Token], diagnostics: DiagnosticList) {
    file.bytes.withUnsafeBufferPointer { bytes in
      var lexer = Lexer(
        file: file, bytes: bytes, lenient: syntax == .classy,
        diagnostics: DiagnosticList(limit: diagnosticLimit))
      lexer.run()
      return (lexer.tokens, lexer.diagnostics)
    }
  }

  private init(
    file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, lenient: Bool, diagnostics: DiagnosticList
  ) {
    self.file = file
    self.bytes = bytes
    self.lenient = lenient
    self.diagnostics = diagnostics
  }

  private mutating func run() {
    // Nearly every token takes at least a byte (a dedent takes none, but closes an indent that
    // took one): room for one token a byte seldom has to grow by copying, and the pages that no
    // token reaches are never touched.
    tokens.reserveCapacity(bytes.count + 2)
    var spaceBefore = true
    while true {
      if lenient && atLineStart && groupingDepth == 0 {
        guard beginLine() else { break }
        spaceBefore = true
      }
      if skipTrivia() { spaceBefore = true }
      guard position < bytes.count else { break }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        consumeLineBreak()
        spaceBefore = true
        if lenient && groupingDepth == 0 && !(tokens.last?.isDelimiter(UInt8(ascii: ",")) ?? false) {
          if lineHasContent { append(.newline, position, position, true) }
          atLineStart = true
          lineHasContent = false
        }
        continue
      }
      lexToken(spaceBefore: spaceBefore)
      spaceBefore = false
    }
    if lenient {
      if lineHasContent { append(.newline, bytes.count, bytes.count, true) }
      while indentStack.count > 1 {
        if indentStack.removeLast().emitted { append(.dedent, bytes.count, bytes.count, true) }
      }
    }
    append(.endOfFile, bytes.count, bytes.count, true)
  }

  private mutating func append(_ kind: TokenKind, _ start: Int, _ end: Int, _ spaceBefore: Bool) {
    var token = Token(kind: kind, start: start, end: end, spaceBefore: spaceBefore)
    if sawEscape {
      token.hasEscape = true
      sawEscape = false
    }
    tokens.append(token)
  }

  private mutating func error(
    _ code: DiagnosticCode, _ message: String, _ range: Range<Int>, notes: [String] = []
  ) {
    diagnostics.append(code) {
      Diagnostic(code, message: message, location: file.location(range), notes: notes)
    }
  }

  // MARK: Lines and indentation

  /// Measures the indentation of the next line with content and emits `indent`/`dedent` for it.
  /// Returns false at the end of the input.
  private mutating func beginLine() -> Bool {
    while position < bytes.count {
      let lineStart = position
      var sawTab = false
      var sawSpace = false
      while position < bytes.count {
        if bytes[position] == UInt8(ascii: " ") {
          sawSpace = true
        } else if bytes[position] == UInt8(ascii: "\t") {
          sawTab = true
        } else {
          break
        }
        position += 1
      }
      let width = position - lineStart
      _ = skipTrivia()
      guard position < bytes.count else { return false }
      if bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") {
        consumeLineBreak()
        continue
      }
      checkIndentCharacters(tabs: sawTab, spaces: sawSpace, at: lineStart..<(lineStart + width))
      adjustIndentation(to: width, at: lineStart)
      atLineStart = false
      return true
    }
    return false
  }

  private mutating func checkIndentCharacters(tabs: Bool, spaces: Bool, at range: Range<Int>) {
    guard tabs || spaces, !reportedMixedIndentation else { return }
    let line = file.position(of: range.lowerBound).line
    if tabs && spaces {
      reportedMixedIndentation = true
      error(
        .mixedIndentation, "line \(line) indents with both tabs and spaces; use one or the other", range)
      return
    }
    let byte = tabs ? UInt8(ascii: "\t") : UInt8(ascii: " ")
    guard let established = indentCharacter else {
      indentCharacter = (byte, line)
      return
    }
    if established.byte != byte {
      reportedMixedIndentation = true
      let (this, that) = tabs ? ("tabs", "spaces") : ("spaces", "tabs")
      error(
        .mixedIndentation,
        "line \(line) indents with \(this), but line \(established.line) indented with \(that); use one or the other",
        range)
    }
  }

  private mutating func adjustIndentation(to width: Int, at offset: Int) {
    let top = indentStack[indentStack.count - 1].width
    if width > top {
      indentStack.append((width, true))
      append(.indent, offset, offset + width, true)
      return
    }
    while indentStack.count > 1 && indentStack[indentStack.count - 1].width > width {
      let level = indentStack.removeLast()
      if level.emitted { append(.dedent, offset, offset + width, true) }
    }
    if indentStack[indentStack.count - 1].width < width {
      // A dedent to a column no open block started at. Inside braces the braces decide the
      // structure, so this is harmless; outside them the block structure is ambiguous.
      if braceDepth == 0 {
        error(
          .inconsistentIndentation,
          "this line's indentation matches no enclosing block; indent it like the lines of the block it belongs to",
          offset..<(offset + width))
      }
      indentStack.append((width, false))
    }
  }

  private mutating func consumeLineBreak() {
    if bytes[position] == UInt8(ascii: "\r"), position + 1 < bytes.count,
      bytes[position + 1] == UInt8(ascii: "\n")
    {
      position += 2
    } else {
      position += 1
    }
  }

  /// Skips spaces, tabs and comments (not line breaks). Returns whether white space was
  /// skipped: a comment alone separates nothing, as CSS drops comments without leaving white
  /// space (`UILabel/**/.x` is one compound, `UILabel.x`).
  private mutating func skipTrivia() -> Bool {
    var skippedSpace = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0C {
        position += 1
        skippedSpace = true
      } else if byte == UInt8(ascii: "/"), !isInURL, position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "/")
      {
        while position < bytes.count && bytes[position] != UInt8(ascii: "\n")
          && bytes[position] != UInt8(ascii: "\r")
        {
          position += 1
        }
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "*")
      {
        skipBlockComment()
      } else if !lenient && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
        position += 1
        skippedSpace = true
      } else {
        break
      }
    }
    return skippedSpace
  }

  private mutating func skipBlockComment() {
    let start = position
    position += 2
    while position + 1 < bytes.count {
      if bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/") {
        position += 2
        return
      }
      position += 1
    }
    position = bytes.count
    error(
      .unterminatedComment, "this comment is never closed, so it runs to the end of the file",
      start..<(start + 2),
      notes: ["close it with '*/'"])
  }

  // MARK: Tokens

  private mutating func lexToken(spaceBefore: Bool) {
    let start = position
    let byte = bytes[position]
    lineHasContent = true
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      lexString(quote: byte)
      append(.string, start, position, spaceBefore)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber()
      append(.number, start, position, spaceBefore)
    case UInt8(ascii: "."):
      if isDigit(at: position + 1) {
        lexNumber()
        append(.number, start, position, spaceBefore)
      } else {
        position += 1
        append(.delimiter(byte), start, position, spaceBefore)
      }
    case UInt8(ascii: "-"), UInt8(ascii: "+"):
      // In Classy's syntax only '-' starts a number, so `2 +5` adds, as Classy reads it.
      if startsNumber(at: position + 1) && signBindsToNumber(spaceBefore: spaceBefore)
        && (byte == UInt8(ascii: "-") || !lenient)
      {
        position += 1
        lexNumber()
        append(.number, start, position, spaceBefore)
      } else if byte == UInt8(ascii: "-") && startsIdentifier(at: position + 1, afterDash: true) {
        position += 1
        lexName()
        append(.identifier, start, position, spaceBefore)
      } else {
        position += 1
        append(.delimiter(byte), start, position, spaceBefore)
      }
    case UInt8(ascii: "$"), UInt8(ascii: "@"):
      if startsIdentifier(at: position + 1, afterDash: false)
        || (position + 2 < bytes.count
          && bytes[position + 1] == UInt8(ascii: "-") && startsIdentifier(at: position + 2, afterDash: true))
      {
        position += 1
        lexName()
        append(byte == UInt8(ascii: "$") ? .dollarVariable : .atKeyword, start, position, spaceBefore)
      } else {
        position += 1
        append(.delimiter(byte), start, position, spaceBefore)
      }
    case UInt8(ascii: "#"):
      position += 1
      if position < bytes.count && (isNameByte(bytes[position]) || startsEscape(at: position)) {
        lexName()
        append(.hash, start, position, spaceBefore)
      } else {
        append(.delimiter(byte), start, position, spaceBefore)
      }
    case UInt8(ascii: "("), UInt8(ascii: "["):
      groupingDepth += 1
      isInURL = byte == UInt8(ascii: "(") && endsURLName(at: start)
      position += 1
      append(.delimiter(byte), start, position, spaceBefore)
    case UInt8(ascii: ")"), UInt8(ascii: "]"):
      groupingDepth = max(0, groupingDepth - 1)
      isInURL = false
      position += 1
      append(.delimiter(byte), start, position, spaceBefore)
    case UInt8(ascii: "{"):
      braceDepth += 1
      groupingDepth = 0
      isInURL = false
      position += 1
      append(.delimiter(byte), start, position, spaceBefore)
    case UInt8(ascii: "}"):
      braceDepth = max(0, braceDepth - 1)
      groupingDepth = 0
      isInURL = false
      position += 1
      append(.delimiter(byte), start, position, spaceBefore)
    case UInt8(ascii: ";"):
      isInURL = false
      position += 1
      append(.delimiter(byte), start, position, spaceBefore)
    default:
      if startsIdentifier(at: position, afterDash: false) {
        lexName()
        append(.identifier, start, position, spaceBefore)
      } else if byte < 0x20 || byte == 0x7F || isC1Control(at: position) {
        let scalar = byte < 0x80 ? UInt32(byte) : UInt32(bytes[position + 1])
        position += byte < 0x80 ? 1 : 2
        error(
          .unexpectedCharacter, "unexpected control character U+\(hex4(scalar)) in the stylesheet",
          start..<position)
      } else {
        position += 1
        append(.delimiter(byte), start, position, spaceBefore)
      }
    }
  }

  /// Whether the last token is the name `url` (any case) written right before `index`.
  private func endsURLName(at index: Int) -> Bool {
    guard let last = tokens.last, last.kind == .identifier, last.end == index, last.end - last.start == 3
    else { return false }
    return bytes[last.start] | 0x20 == UInt8(ascii: "u") && bytes[last.start + 1] | 0x20 == UInt8(ascii: "r")
      && bytes[last.start + 2] | 0x20 == UInt8(ascii: "l")
  }

  /// A sign binds to the number after it when it starts a term: after white space, at the start,
  /// or after an opening or separating delimiter. `10 -5` is two numbers; `10 - 5` and `10-5` subtract.
  private func signBindsToNumber(spaceBefore: Bool) -> Bool {
    guard let previous = tokens.last else { return true }
    if spaceBefore { return true }
    switch previous.kind {
    case .delimiter(let byte):
      return byte != UInt8(ascii: ")") && byte != UInt8(ascii: "]")
    case .newline, .indent, .dedent: return true
    default: return false
    }
  }

  private mutating func lexNumber() {
    while isDigit(at: position) { position += 1 }
    if position < bytes.count, bytes[position] == UInt8(ascii: "."), isDigit(at: position + 1) {
      position += 1
      while isDigit(at: position) { position += 1 }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      if isDigit(at: position + 1) {
        position += 1
      } else if position + 2 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "-") || bytes[position + 1] == UInt8(ascii: "+"),
        isDigit(at: position + 2)
      {
        position += 2
      }
      while isDigit(at: position) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "%") {
      position += 1
    } else if position < bytes.count, isLetter(bytes[position]) {
      while position < bytes.count, isLetter(bytes[position]) { position += 1 }
    }
  }

  private mutating func lexName() {
    while position < bytes.count {
      if isNameByte(bytes[position]), !isC1Control(at: position) {
        position += 1
      } else if startsEscape(at: position) {
        lexEscape()
      } else {
        return
      }
    }
  }

  /// Whether a CSS escape starts at `index`: `\` and a character that is not a line break or
  /// another control character (CSS lets a name hold any character escaped: `\prev`, `\31 0`).
  private func startsEscape(at index: Int) -> Bool {
    guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else { return false }
    let next = bytes[index + 1]
    return next >= 0x20 && next != 0x7F && !isC1Control(at: index + 1)
  }

  /// Lexes one escape in a name (`startsEscape(at:)`): up to six hex digits and one space or tab
  /// after them, or one character; reports one of no Unicode scalar value.
  @inline(never)
  private mutating func lexEscape() {
    let start = position
    position += 1
    sawEscape = true
    var value: UInt32 = 0
    var digits = 0
    while digits < 6, position < bytes.count, let digit = CSSEscapes.hexValue(bytes[position]) {
      value = value * 16 + digit
      digits += 1
      position += 1
    }
    guard digits > 0 else {
      // One character, however many bytes it takes.
      position += 1
      while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
      return
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
      position += 1
    }
    if value == 0 || Unicode.Scalar(value) == nil {
      error(
        .invalidEscape,
        "'\(file.text(start..<position).trimmingTrailingSpace)' is not a Unicode scalar value (a surrogate, zero or past U+10FFFF)",
        start..<position)
    }
  }

  /// Whether the bytes at `index` encode a C1 control character (U+0080 to U+009F, 0xC2 then
  /// 0x80 to 0x9F): an invisible one a terminal may act on, refused as the C0 ones are.
  private func isC1Control(at index: Int) -> Bool {
    bytes[index] == 0xC2 && index + 1 < bytes.count && bytes[index + 1] & 0xE0 == 0x80
  }

  private mutating func lexString(quote: UInt8) {
    let start = position
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == quote {
        position += 1
        return
      }
      if byte == UInt8(ascii: "\\") {
        position += 1
        if position < bytes.count {
          if bytes[position] == UInt8(ascii: "\r") {
            consumeLineBreak()
          } else {
            position += 1
          }
        }
        continue
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      if byte == 0 {
        // CSS reads it as U+FFFD, and no printed sheet could write it back.
        error(
          .unexpectedCharacter,
          "unexpected control character U+0000 in a string; write '\\fffd' for the replacement character",
          position..<(position + 1))
      }
      position += 1
    }
    error(
      .unterminatedString,
      "this string is not closed before the end of the line; expected \(Character(Unicode.Scalar(quote)))",
      start..<position)
  }

  // MARK: Byte classes

  private func isDigit(at index: Int) -> Bool {
    index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
  }

  private func startsNumber(at index: Int) -> Bool {
    isDigit(at: index) || (index < bytes.count && bytes[index] == UInt8(ascii: ".") && isDigit(at: index + 1))
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "-") || byte >= 0x80
  }

  private func startsIdentifier(at index: Int, afterDash: Bool) -> Bool {
    guard index < bytes.count else { return false }
    let byte = bytes[index]
    return isLetter(byte) || byte == UInt8(ascii: "_") || (byte >= 0x80 && !isC1Control(at: index))
      || (afterDash && byte == UInt8(ascii: "-")) || startsEscape(at: index)
  }
}

func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
