/// Where a sheet's text writes a name (`stylec lsp`'s references and rename), read token by
/// token: a name inside a string or a comment, or part of a longer name, is no use of it.
extension Stylesheet {
  /// The byte ranges at which `bytes`, a sheet in `syntax`, writes `name`: a variable with its
  /// sigil (`$accent`, `@accent`), a custom property (`--accent`), a mixin's name after `@mixin`
  /// or `@include`, and, when `bareWords` is set, a word of that name (a variable defined
  /// without a sigil is used as a bare word) where a value or a definition stands: not a word
  /// starting a statement (a property's name, a selector) unless `=` follows it, nor a class's or
  /// an id's name; never inside an unquoted `url(…)`, which is raw text. A name is
  /// found however the sheet spells it, as the loader reads it: with escapes (`$\61 b` is
  /// `$ab`), or in another Unicode normal form (`café` composed or not). Empty for bytes no
  /// sheet can be read from.
  /// - Complexity: O(n) in the size of `bytes`.
  package static func occurrences(
    of name: String, in bytes: [UInt8], syntax: StylesheetSyntax, bareWords: Bool
  ) -> [Range<Int>] {
    let written = Array(name.utf8)
    guard !written.isEmpty, bytes.count < Token.maximumFileSize else { return [] }
    // The lexer reads past a byte-order mark (see `SourceFile`); ranges count it.
    let markLength = SourceFile.byteOrderMarkLength(of: bytes)
    let bytes = markLength == 0 ? bytes : Array(bytes.dropFirst(markLength))
    let tokens = Lexer.tokenize(SourceFile(path: "", bytes: bytes), syntax: syntax, diagnosticLimit: 1).tokens
    var ranges: [Range<Int>] = []
    var afterMixinKeyword = false
    var atStatementStart = true
    // As written, or else, for a token with an escape or beyond ASCII, as the loader reads it.
    func spells(_ token: Token) -> Bool {
      let range = token.range
      if range.count == written.count && bytes[range].elementsEqual(written) { return true }
      guard token.hasEscape || bytes[range].contains(where: { $0 >= 0x80 }) else { return false }
      let decoded =
        token.hasEscape ? CSSEscapes.decode(bytes, from: token.start, to: token.end) : Array(bytes[range])
      return String(decoding: decoded, as: UTF8.self) == name
    }
    // An unquoted `url(…)` is its raw text to the parser (`url($img)` is the path "$img").
    var rawUntil = -1
    for (index, token) in tokens.enumerated() {
      if index <= rawUntil { continue }
      if token.kind == .identifier, index + 1 < tokens.count,
        tokens[index + 1].isDelimiter(UInt8(ascii: "(")),
        tokens[index + 1].start == token.end, token.range.count == 3,
        String(decoding: bytes[token.range], as: UTF8.self).lowercased() == "url"
      {
        rawUntil = tokens[(index + 1)...].firstIndex { $0.isDelimiter(UInt8(ascii: ")")) } ?? tokens.count
      }
      let isName = spells(token)
      switch token.kind {
      case .dollarVariable, .atKeyword:
        if isName { ranges.append(token.range) }
      case .identifier where isName:
        let definesIt = index + 1 < tokens.count && tokens[index + 1].isDelimiter(UInt8(ascii: "="))
        // A class's or an id's name (`UIButton.primary`) is no use of a variable.
        let namesClassOrID =
          index > 0 && tokens[index - 1].end == token.start
          && (tokens[index - 1].isDelimiter(UInt8(ascii: "."))
            || tokens[index - 1].isDelimiter(UInt8(ascii: "#")))
        let isBareUse = bareWords && !namesClassOrID && (!atStatementStart || definesIt)
        if afterMixinKeyword || isBareUse || name.hasPrefix("--") { ranges.append(token.range) }
      case .newline, .indent, .dedent:
        atStatementStart = true
        continue
      default:
        break
      }
      atStatementStart =
        token.isDelimiter(UInt8(ascii: "{")) || token.isDelimiter(UInt8(ascii: "}"))
        || token.isDelimiter(UInt8(ascii: ";"))
      // The keyword as the parser reads it: in any case, with escapes (`@INCLUDE`, `@inc\6c ude`).
      afterMixinKeyword = false
      if token.kind == .atKeyword, token.range.count <= 64 {
        let keyword =
          token.hasEscape
          ? CSSEscapes.decode(bytes, from: token.start, to: token.end) : Array(bytes[token.range])
        let lowered = String(decoding: keyword, as: UTF8.self).lowercased()
        afterMixinKeyword = lowered == "@mixin" || lowered == "@include"
      }
    }
    return markLength == 0
      ? ranges : ranges.map { ($0.lowerBound + markLength)..<($0.upperBound + markLength) }
  }

  /// The name a sheet's text writes at `offset` (within it, or just after it), as its token
  /// reads: a variable with its sigil (`$accent`, `@accent`, from the sigil on), a custom
  /// property, or a word (a mixin's, a bare-word variable's), with escapes decoded (`$\61 b` is
  /// `$ab`), and its range; nil elsewhere, and on an at-rule's keyword (`@media`), which names
  /// nothing.
  package static func name(at offset: Int, in bytes: [UInt8], syntax: StylesheetSyntax) -> (
    name: String, range: Range<Int>
  )? {
    guard bytes.count < Token.maximumFileSize else { return nil }
    let markLength = SourceFile.byteOrderMarkLength(of: bytes)
    let body = markLength == 0 ? bytes : Array(bytes.dropFirst(markLength))
    let local = offset - markLength
    let tokens = Lexer.tokenize(SourceFile(path: "", bytes: body), syntax: syntax, diagnosticLimit: 1).tokens
    let named = tokens.lazy.filter { [.dollarVariable, .atKeyword, .identifier].contains($0.kind) }
    guard
      let token = named.first(where: { $0.range.contains(local) })
        ?? named.first(where: { $0.end == local })
    else { return nil }
    let decoded =
      token.hasEscape ? CSSEscapes.decode(body, from: token.start, to: token.end) : Array(body[token.range])
    let name = String(decoding: decoded, as: UTF8.self)
    if token.kind == .atKeyword, SheetVocabulary.atRules.contains(String(name.dropFirst()).lowercased()) {
      return nil
    }
    return (name, (token.start + markLength)..<(token.end + markLength))
  }
}
