/// Thrown when an input cannot be used at all (a file that cannot be read, a tree that is not
/// valid JSON); carries the diagnostics that say why.
public struct StylecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in source order.
  public var diagnostics: [Diagnostic]
  /// Whether the input could not be read at all (missing file, permission): the CLI exits 2 for
  /// these and 1 for malformed content.
  public var isInputOutput: Bool

  /// Creates an error from diagnostics.
  public init(_ diagnostics: [Diagnostic], isInputOutput: Bool = false) {
    self.diagnostics = diagnostics
    self.isInputOutput = isInputOutput
  }

  /// The first diagnostic's message, with its location.
  public var description: String {
    guard let first = diagnostics.first else { return "unknown error" }
    return [first.location?.description, first.message].compactMap { $0 }.joined(separator: ": ")
  }
}
