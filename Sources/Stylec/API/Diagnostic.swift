/// A problem found in a stylesheet, a tree or a command's input, as data: the library never
/// prints; the CLI renders these compiler-style.
public struct Diagnostic: Hashable, Sendable, Codable {
  /// How bad a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable, Codable {
    /// The input is wrong; `stylec` exits 1.
    case error
    /// Probably a mistake, but the input still means something.
    case warning

    /// Ordered by severity: a warning is less severe than an error, so `max()` of a list is its
    /// worst.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
  }

  /// `.error` or `.warning`.
  public var severity: Severity
  /// What kind of problem it is; its raw value is a stable kebab-case name, e.g.
  /// `undefined-variable`.
  public var code: DiagnosticCode
  /// One sentence saying what was wrong and what was expected: at most
  /// `Diagnostic.maximumTextLength` characters, as each note is (a longer one, quoting a name
  /// or number of megabytes whole, keeps its beginning and end and says how much it left out).
  public var message: String
  /// Where it is; nil for problems that belong to no file (a bad command-line option).
  public var location: SourceLocation?
  /// Further explanations, such as the import chain or "did you mean".
  public var notes: [String]
  /// Text that would fix the problem if it replaced the located range, when one is known: the
  /// name a "did you mean" suggests, standing where the misspelt name is located (an editor's
  /// quick fix applies it as it is).
  public var replacement: String?
  /// For a `too-many-diagnostics`, the errors and the warnings it stands for, which were left
  /// out; zero for any other diagnostic, which stands for itself. Summaries count these.
  package var omittedErrors = 0
  package var omittedWarnings = 0

  private enum CodingKeys: String, CodingKey {
    case severity, code, message, location, notes, replacement
  }

  /// How many characters a diagnostic's message, and each of its notes, may have: a sheet of
  /// thousands of errors, each quoting a name of megabytes, would otherwise report gigabytes.
  public static let maximumTextLength = 1_000

  /// Creates a diagnostic of the code's default severity; a message or note longer than
  /// `maximumTextLength` is shortened in its middle.
  public init(
    _ code: DiagnosticCode, message: String, location: SourceLocation?, notes: [String] = [],
    replacement: String? = nil
  ) {
    self.severity = code.defaultSeverity
    self.code = code
    self.message = bounded(message, limit: Self.maximumTextLength)
    self.location = location
    self.notes = notes.map { bounded($0, limit: Self.maximumTextLength) }
    self.replacement = replacement
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var containsErrors: Bool { contains { $0.severity == .error } }

  /// How many errors and warnings the diagnostics report: a `too-many-diagnostics` counts as
  /// those it stands for, not as itself.
  package var counts: (errors: Int, warnings: Int) {
    var counts = (errors: 0, warnings: 0)
    for diagnostic in self {
      if diagnostic.omittedErrors + diagnostic.omittedWarnings > 0 {
        counts.errors += diagnostic.omittedErrors
        counts.warnings += diagnostic.omittedWarnings
      } else if diagnostic.severity == .error {
        counts.errors += 1
      } else {
        counts.warnings += 1
      }
    }
    return counts
  }
}

extension Array where Element == Diagnostic {
  /// The diagnostics by file (in `fileOrder`; others first) and position, keeping the order of
  /// those at the same place.
  func sortedBySource(fileOrder paths: [String]) -> [Diagnostic] {
    let fileOrder = Dictionary(paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return enumerated().sorted { left, right in
      let a = (
        fileOrder[left.element.location?.file ?? ""] ?? -1, left.element.location?.offset ?? 0, left.offset
      )
      let b = (
        fileOrder[right.element.location?.file ?? ""] ?? -1, right.element.location?.offset ?? 0, right.offset
      )
      return a < b
    }.map(\.element)
  }
}
