/// What a token is. Punctuation is one `delimiter` kind carrying its byte, so the parser
/// compares bytes rather than enumerating every symbol.
enum TokenKind: Hashable, Sendable {
  /// A name: `UIButton`, `title-color`, `-ios-tint-color`.
  case identifier
  /// `$name`: a Classy variable reference or definition.
  case dollarVariable
  /// `@name`: an at-rule keyword or an InterfaCSS variable.
  case atKeyword
  /// `#name`: a color in a value, an id in a selector.
  case hash
  /// A quoted string; its decoded text comes from `Lexer.decodeString`.
  case string
  /// A number, possibly signed, with an optional unit (`12`, `-1.5pt`, `20%`).
  case number
  /// A single punctuation byte: `{ } ( ) [ ] , ; : . > + ~ * / = & ^ ! < @ -` and others.
  case delimiter(UInt8)
  /// The end of a logical line (lenient syntax only).
  case newline
  /// A line indented deeper than the one before it (lenient syntax only).
  case indent
  /// A line indented less deeply, one per closed level (lenient syntax only).
  case dedent
  /// The end of the input.
  case endOfFile
}

/// One token: its kind, its byte range in the file, and whether trivia (spaces, comments)
/// stands right before it, which separates `UIView .a` (descendant) from `UIView.a`.
///
/// A file is lexed whole before it is parsed, so a token is kept small: 12 bytes, its offsets
/// 32-bit (no stylesheet file may reach `Token.maximumFileSize`).
struct Token: Hashable, Sendable {
  var kind: TokenKind
  var spaceBefore: Bool
  /// Whether a name holds a CSS escape (`\prev`, `\31 0`), which its text decodes.
  var hasEscape = false
  private var startOffset: UInt32
  private var endOffset: UInt32

  /// The largest file whose offsets a token can hold.
  static let maximumFileSize = Int(UInt32.max)

  init(kind: TokenKind, start: Int, end: Int, spaceBefore: Bool) {
    self.kind = kind
    self.spaceBefore = spaceBefore
    self.startOffset = UInt32(start)
    self.endOffset = UInt32(end)
  }

  var start: Int { Int(startOffset) }
  var end: Int { Int(endOffset) }
  var range: Range<Int> { start..<end }

  func isDelimiter(_ byte: UInt8) -> Bool { kind == .delimiter(byte) }
}
