/// Checks stylesheets against a schema and for mistakes that load without error, returning
/// findings as diagnostics (the rule's name is the diagnostic's `code`). The library never
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
  /// Rule settings that override the rules' default severities, by rule name.
  public var settings: [String: Setting]

  /// Creates a linter.
  public init(schema: Schema = .uikit, settings: [String: Setting] = [:]) {
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
    let fileOrder = Dictionary(
      sheet.filePaths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return findings.enumerated().compactMap { entry -> (Int, Diagnostic)? in
      var finding = entry.element
      switch settings[finding.code] {
      case .off: return nil
      case .error: finding.severity = .error
      case .warning: finding.severity = .warning
      case nil: break
      }
      return (entry.offset, finding)
    }.sorted { left, right in
      let a = (fileOrder[left.1.location?.file ?? ""] ?? -1, left.1.location?.offset ?? 0, left.0)
      let b = (fileOrder[right.1.location?.file ?? ""] ?? -1, right.1.location?.offset ?? 0, right.0)
      return a < b
    }.map(\.1)
  }
}
