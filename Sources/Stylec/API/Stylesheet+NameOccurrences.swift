/// Where a sheet's text writes a name (`stylec lsp`'s references and rename), read token by
/// token: a name inside a string or a comment, or part of a longer name, is no use of it.
extension Stylesheet {
  /// The byte ranges at which `bytes`, a sheet in `syntax`, writes `name`: a variable with its
  /// sigil (`$accent`, `@accent`), a custom property (`--accent`), a mixin's name after `@mixin`
  /// or `@include`, and, when `bareWords` is set, any word of that name (a variable defined
  /// without a sigil is used as a bare word). Empty for bytes no sheet can be read from.
  /// - Complexity: O(n) in the size of `bytes`.
  package static func occurrences(
    of name: String, in bytes: [UInt8], syntax: StylesheetSyntax, bareWords: Bool
  ) -> [Range<Int>] {
    let written = Array(name.utf8)
    guard !written.isEmpty, bytes.count < Token.maximumFileSize else { return [] }
    let tokens = Lexer.tokenize(SourceFile(path: "", bytes: bytes), syntax: syntax, diagnosticLimit: 1).tokens
    var ranges: [Range<Int>] = []
    var afterMixinKeyword = false
    for token in tokens {
      let isName = token.range.count == written.count && bytes[token.range].elementsEqual(written)
      switch token.kind {
      case .dollarVariable, .atKeyword:
        if isName { ranges.append(token.range) }
      case .identifier:
        if isName, afterMixinKeyword || bareWords || name.hasPrefix("--") { ranges.append(token.range) }
      case .newline, .indent, .dedent:
        continue
      default:
        break
      }
      afterMixinKeyword =
        token.kind == .atKeyword
        && (bytes[token.range].elementsEqual("@mixin".utf8)
          || bytes[token.range].elementsEqual("@include".utf8))
    }
    return ranges
  }
}
