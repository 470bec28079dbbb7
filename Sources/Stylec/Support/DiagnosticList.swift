/// The diagnostics of one load (a stylesheet with its imports, a tree, a lint run), kept up to a
/// limit. Past the limit a diagnostic is only counted, never made: a megabyte of `}` is a million
/// errors, and keeping each would cost some 400 bytes for every byte read. The finished list
/// ends with one `too-many-diagnostics` that says how many were left out, where they began and
/// which option raises the limit.
///
/// A list stays small whatever its input: at most `limit` diagnostics, plus one count.
///
/// Its inline size is two words (an array's is one), the seldom-used state boxed and copied on
/// write: the parser holds one, and the parsers that recurse once per nesting level copy the
/// parser's stored properties into their frames in unoptimised builds. With the state inline,
/// those frames overflowed a secondary thread's stack at 256 levels under the address sanitizer.
struct DiagnosticList: Sendable {
  private(set) var kept: [Diagnostic] = []
  private var state: State

  /// The limit, the counts of those left out, and where the first stood.
  private final class State: @unchecked Sendable {
    // Changed only through a uniquely referenced box (see `mutableState`), so never shared.
    let limit: Int
    let raisedBy: String
    var omitted = 0
    var omittedErrors = 0
    var firstOmittedLocation: SourceLocation?

    init(limit: Int, raisedBy: String) {
      self.limit = limit
      self.raisedBy = raisedBy
    }

    func copy() -> State {
      let copy = State(limit: limit, raisedBy: raisedBy)
      copy.omitted = omitted
      copy.omittedErrors = omittedErrors
      copy.firstOmittedLocation = firstOmittedLocation
      return copy
    }
  }

  /// The most diagnostics kept (`StylesheetLimits.maximumDiagnostics`).
  var limit: Int { state.limit }
  /// How many diagnostics came past the limit, and how many of those were errors.
  var omitted: Int { state.omitted }
  var omittedErrors: Int { state.omittedErrors }
  private var firstOmittedLocation: SourceLocation? { state.firstOmittedLocation }
  /// The option and the library parameter that raise the limit, as the summary names them.
  private var raisedBy: String { state.raisedBy }

  init(limit: Int, raisedBy: String = "--max-diagnostics (StylesheetLimits.maximumDiagnostics)") {
    state = State(limit: max(limit, 0), raisedBy: raisedBy)
  }

  /// The box, unshared, to change.
  private mutating func mutableState() -> State {
    if !isKnownUniquelyReferenced(&state) { state = state.copy() }
    return state
  }

  /// An empty list with the same limit.
  var emptied: DiagnosticList { DiagnosticList(limit: limit, raisedBy: raisedBy) }

  /// How many diagnostics came, kept or left out.
  var count: Int { kept.count + omitted }

  /// Whether another diagnostic would be kept.
  var hasRoom: Bool { kept.count < limit }

  /// Whether any diagnostic, kept or left out, is an error.
  var containsErrors: Bool { omittedErrors > 0 || kept.containsErrors }

  /// Keeps a diagnostic, or counts it when the list is full.
  mutating func append(_ diagnostic: Diagnostic) {
    guard hasRoom else {
      omit(diagnostic.severity, at: diagnostic.location)
      return
    }
    kept.append(diagnostic)
  }

  /// Keeps the diagnostic `make` gives, or, when the list is full, counts one of the code's
  /// severity without making it (no line and column looked up), but for the first one left
  /// out, whose location the summary gives.
  mutating func append(_ code: DiagnosticCode, _ make: () -> Diagnostic) {
    guard hasRoom else {
      omit(code.defaultSeverity, at: omitted == 0 ? make().location : nil)
      return
    }
    kept.append(make())
  }

  /// Keeps the diagnostic `make` gives, of `severity` at `location`, or, when the list is full,
  /// counts it without making it.
  mutating func append(
    _ severity: Diagnostic.Severity, at location: SourceLocation?, _ make: () -> Diagnostic
  ) {
    guard hasRoom else {
      omit(severity, at: location)
      return
    }
    kept.append(make())
  }

  /// Takes another list's diagnostics after this one's: its kept ones while there is room, and
  /// its count of those it left out.
  mutating func append(contentsOf other: DiagnosticList) {
    for diagnostic in other.kept { append(diagnostic) }
    if other.omitted > 0 {
      let state = mutableState()
      if state.omitted == 0 { state.firstOmittedLocation = other.firstOmittedLocation }
      state.omitted += other.omitted
      state.omittedErrors += other.omittedErrors
    }
  }

  /// Where the list stands: what `forgiving(since:note:)` counts from.
  var mark: (kept: Int, omittedErrors: Int) { (kept.count, omittedErrors) }

  /// Makes the errors appended since `mark` warnings, each with `note`: what a forgiving list
  /// (`:is()`, `:where()`) skips is reported, but does not fail the sheet.
  mutating func forgive(since mark: (kept: Int, omittedErrors: Int), note: String) {
    for index in mark.kept..<kept.count where kept[index].severity == .error {
      kept[index].severity = .warning
      kept[index].notes.append(note)
    }
    if omittedErrors > mark.omittedErrors { mutableState().omittedErrors = mark.omittedErrors }
  }

  private mutating func omit(_ severity: Diagnostic.Severity, at location: SourceLocation?) {
    let state = mutableState()
    if state.omitted == 0 { state.firstOmittedLocation = location }
    state.omitted += 1
    if severity == .error { state.omittedErrors += 1 }
  }

  /// The kept diagnostics sorted as `sortedBySource(fileOrder:)` sorts them, followed, when any
  /// were left out, by the one that counts them.
  func sortedBySource(fileOrder paths: [String]) -> [Diagnostic] {
    var sorted = kept.sortedBySource(fileOrder: paths)
    if let summary { sorted.append(summary) }
    return sorted
  }

  /// The diagnostics in the order they came, with the count of those left out last.
  var all: [Diagnostic] {
    guard let summary else { return kept }
    return kept + [summary]
  }

  /// The `too-many-diagnostics` that stands for those left out: an error when any of them was.
  private var summary: Diagnostic? {
    guard omitted > 0 else { return nil }
    let warnings = omitted - omittedErrors
    var counts: [String] = []
    if omittedErrors > 0 { counts.append(omittedErrors == 1 ? "1 error" : "\(omittedErrors) errors") }
    if warnings > 0 { counts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
    var summary = Diagnostic(
      .tooManyDiagnostics,
      message:
        "too many diagnostics: the first \(limit) are listed, \(omitted) more from here on are not (\(counts.joined(separator: ", ")))",
      location: firstOmittedLocation,
      notes: ["the limit can be raised with \(raisedBy)"])
    summary.severity = omittedErrors > 0 ? .error : .warning
    summary.omittedErrors = omittedErrors
    summary.omittedWarnings = warnings
    return summary
  }
}
