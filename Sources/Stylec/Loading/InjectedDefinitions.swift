import Synchronization

/// What defining a load's injected variables came to: their values, those that failed, what
/// was reported and the copies it spent. Kept for the last set defined, so that loads given the
/// same variables (`stylec lint DIR` reads each sheet with the configuration's; an app reloads
/// its sheets with the same theme) read and evaluate them once: a 364 KB set over 200 sheets
/// took 13 s, read again for each.
struct InjectedDefinitions: Sendable {
  /// Everything the definitions depend on: the variables' texts, how they are read and
  /// evaluated.
  struct Key: Hashable, Sendable {
    var injected: [String: String]
    var syntax: StylesheetSyntax
    var dialect: Dialect
    var environment: StyleEnvironment?
    var typesArithmetic: Bool
    var limits: StylesheetLimits
  }

  var values: [String: ValueEvaluator.SizedValue]
  var failed: Set<String>
  var diagnostics: DiagnosticList
  var copiesSpent: Int

  /// The last set defined, with its key.
  private static let last = Mutex<(key: Key, definitions: InjectedDefinitions)?>(nil)

  /// The definitions kept for `key`, if they are the last set defined.
  static func kept(for key: Key) -> InjectedDefinitions? {
    last.withLock { $0.flatMap { $0.key == key ? $0.definitions : nil } }
  }

  /// Keeps `definitions` as those of `key`, in place of the last set.
  static func keep(_ definitions: InjectedDefinitions, for key: Key) {
    last.withLock { $0 = (key, definitions) }
  }
}
