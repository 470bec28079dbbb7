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
  public var schema: StyleSchema
  /// Settings that override the default severities of diagnostic codes (any code whose
  /// `isLintRule` holds).
  public var settings: [DiagnosticCode: Setting]

  /// Whether to test the sheet's `@media` conditions under every combination of the facts it
  /// tests (`stylec lint --env-matrix`): a condition never or always true, and a property set
  /// in some environments but never in another differing in one fact.
  public var checksEnvironments: Bool

  /// Creates a linter.
  public init(
    schema: StyleSchema = .uikit, settings: [DiagnosticCode: Setting] = [:], checksEnvironments: Bool = false
  ) {
    self.schema = schema
    self.settings = settings
    self.checksEnvironments = checksEnvironments
  }

  /// Every finding in the stylesheet and the files it imports, sorted by file (in the order
  /// they were read) and position, with the configured severities applied.
  ///
  /// At most `StylesheetLimits.maximumDiagnostics` findings are listed (as the sheet was loaded
  /// with); past it they are counted in one `too-many-diagnostics`.
  ///
  /// - Parameters:
  ///   - sheet: the stylesheet, with the files it imports.
  ///   - usedElsewhere: variables and mixins that sheets importing this one use: a partial's
  ///     variables and mixins (`colors.cas`, imported by `main.cas`) are used there, not unused.
  public func lint(_ sheet: Stylesheet, usedElsewhere: Set<String> = []) -> [Diagnostic] {
    let checked = check(sheet)
    return checked.findings.completed(
      with: checked.unusedDefinitions.lazy.filter { !usedElsewhere.contains($0.name) },
      fileOrder: sheet.filePaths)
  }

  /// The sheet's findings, up to its diagnostic limit, but for the variables and mixins it
  /// defines and never uses: whether those stand waits for what the sheets importing it use.
  func check(_ sheet: Stylesheet) -> (
    findings: DiagnosticList, unusedDefinitions: [PendingFinding]
  ) {
    // Names are checked as the schema reads them: `BACKGROUNDCOLOR` is `background-color`.
    var checker = LintChecker(
      sheet: sheet.readingPropertyNames(by: schema), schema: schema, settings: settings)
    checker.checkBlocks()
    checker.checkCustomProperties()
    let unused = checker.unusedDefinitions()
    var findings = DiagnosticList(limit: sheet.limits.maximumDiagnostics)
    for diagnostic in sheet.diagnostics {
      if let configured = settings.configure(diagnostic) { findings.append(configured) }
    }
    findings.append(contentsOf: checker.findings)
    if checksEnvironments {
      for finding in EnvironmentMatrix(sheet: sheet).findings() {
        if let configured = settings.configure(finding) { findings.append(configured) }
      }
    }
    return (findings, unused)
  }
}

extension Dictionary where Key == DiagnosticCode, Value == Linter.Setting {
  /// The diagnostic with its configured severity, or nil when its rule is off.
  func configure(_ diagnostic: Diagnostic) -> Diagnostic? {
    var diagnostic = diagnostic
    switch self[diagnostic.code] {
    case .off: return nil
    case .error: diagnostic.severity = .error
    case .warning: diagnostic.severity = .warning
    case nil: break
    }
    return diagnostic
  }
}
