/// Checks stylesheets against a schema and for mistakes that load without error, returning
/// findings as diagnostics (the rule is the diagnostic's `code`). The library never
/// prints: the CLI renders findings as text, JSON, GitHub annotations or SARIF.
///
///     let findings = Linter(schema: .uikit).lint(try Stylesheet(contentsOfFile: "main.cas"))
public struct Linter: Sendable {
  /// What a configuration may set a rule to.
  public enum Setting: String, Hashable, Sendable, CaseIterable {
    /// Report the rule's findings as errors.
    case error
    /// Report them as warnings.
    case warning
    /// Do not report them.
    case off
  }

  /// The types, properties and states declarations are checked against.
  public var schema: Schema
  /// Settings that override the default severities of diagnostic codes (any code whose
  /// `isLintRule` holds).
  public var settings: [DiagnosticCode: Setting]

  /// Creates a linter.
  public init(schema: Schema = .uikit, settings: [DiagnosticCode: Setting] = [:]) {
    self.schema = schema
    self.settings = settings
  }

  /// Every finding in the stylesheet and the files it imports, sorted by file (in the order
  /// they were read) and position, with the configured severities applied.
  public func lint(_ sheet: Stylesheet) -> [Diagnostic] {
    var findings = sheet.diagnostics
    var checker = LintChecker(sheet: sheet, schema: schema)
    checker.checkBlocks()
    checker.checkVariables()
    findings += checker.findings
    return findings.compactMap { finding -> Diagnostic? in
      var finding = finding
      switch settings[finding.code] {
      case .off: return nil
      case .error: finding.severity = .error
      case .warning: finding.severity = .warning
      case nil: break
      }
      return finding
    }.sortedBySource(fileOrder: sheet.filePaths)
  }
}
