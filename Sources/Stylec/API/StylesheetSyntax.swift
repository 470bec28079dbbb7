/// Which punctuation a stylesheet is written with.
public enum StylesheetSyntax: String, Hashable, Sendable, CaseIterable {
  /// Classy's lenient form (`.cas`): blocks by braces or indentation, `:` and `;` optional,
  /// a declaration ends at the end of its line.
  case classy
  /// Plain CSS punctuation (`.css`): blocks in braces, declarations end at `;`, line breaks are
  /// only white space.
  case css

  /// The syntax a file's extension implies: `.css` is CSS, anything else is Classy's.
  public init(path: String) {
    self = path.lowercased().hasSuffix(".css") ? .css : .classy
  }
}
