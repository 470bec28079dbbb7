/// Thrown when an input cannot be used at all (a file that cannot be read, a tree that is not
/// valid JSON); carries the diagnostics that say why.
public struct StylecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why an input could not be used.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// It could not be read at all: a missing file, a directory, a permission. The CLI exits 2.
    case unreadable
    /// It was read, and is not valid: malformed JSON, bytes that are not UTF-8, a cycle in the
    /// types. The CLI exits 1.
    case invalid
  }

  /// What went wrong, in source order.
  public var diagnostics: [Diagnostic]
  /// Whether the input could not be read or is not valid.
  public var kind: Kind

  /// Creates an error from diagnostics.
  public init(_ diagnostics: [Diagnostic], kind: Kind = .invalid) {
    self.diagnostics = diagnostics
    self.kind = kind
  }

  /// The first diagnostic's message, with its location.
  public var description: String {
    guard let first = diagnostics.first else { return "unknown error" }
    return [first.location?.description, first.message].compactMap { $0 }.joined(separator: ": ")
  }
}
