/// A finding whose standing waits for what the sheets importing its sheet use or set: a
/// variable, mixin or custom property never used, or a `var()` whose property no rule sets
/// (see `LintRun`). Kept small until then, and made into a diagnostic only when it stands and
/// the report has room: a sheet of half a million custom properties, none used, held 200 MB of
/// made findings.
struct PendingFinding: Sendable {
  /// The name whose use elsewhere (or setting, `LintRun.settingKey(_:)`) withdraws it.
  var name: String
  var code: DiagnosticCode
  /// As the configuration sets the rule's.
  var severity: Diagnostic.Severity
  var location: SourceLocation
  /// Its message, when not the plain one of its code (`message(of:naming:)`), and its notes.
  var message: String?
  var notes: [String] = []

  /// The finding.
  var diagnostic: Diagnostic {
    var made = Diagnostic(
      code, message: message ?? Self.message(of: code, naming: name), location: location, notes: notes)
    made.severity = severity
    return made
  }

  /// What an unused definition's finding says.
  static func message(of code: DiagnosticCode, naming name: String) -> String {
    switch code {
    case .unusedVariable: "variable \(quoted(name)) is never used"
    case .unusedCustomProperty: "custom property \(quoted(name)) is never used by a var()"
    case .unusedMixin: "mixin \(quoted(name)) is never included, so its body is never checked"
    default: quoted(name)
    }
  }
}

extension DiagnosticList {
  /// Keeps a pending finding's diagnostic, or, when the list is full, counts it without making
  /// it.
  mutating func append(_ pending: PendingFinding) {
    append(pending.severity, at: pending.location) { pending.diagnostic }
  }

  /// The findings with the pending ones that stand, sorted by file and position.
  func completed(with pending: some Sequence<PendingFinding>, fileOrder: [String]) -> [Diagnostic] {
    var findings = self
    for finding in pending { findings.append(finding) }
    return findings.sortedBySource(fileOrder: fileOrder)
  }
}
