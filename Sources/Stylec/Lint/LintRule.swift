/// A kind of finding `stylec lint` reports: its stable name (the diagnostic's `code`), its
/// default severity, and what it catches. Every diagnostic code of the parser and loader is a
/// rule too, so a configuration can turn any of them off or up.
public struct LintRule: Hashable, Sendable {
  /// The stable name, e.g. `unknown-property`.
  public var name: String
  /// The severity it has unless configured otherwise.
  public var defaultSeverity: Diagnostic.Severity
  /// One line on what it catches.
  public var summary: String

  /// The rules that lint adds to the loader's diagnostics.
  public static let schemaAndStyleRules: [LintRule] = [
    LintRule(
      name: "unknown-type", defaultSeverity: .error,
      summary: "a selector names a type the schema does not have"),
    LintRule(
      name: "unknown-property", defaultSeverity: .error,
      summary: "a declaration sets a property that no type its selector can match owns"),
    LintRule(
      name: "partial-property", defaultSeverity: .warning,
      summary: "a property of only some of the subclasses a ^Type selector matches"),
    LintRule(
      name: "invalid-value", defaultSeverity: .error, summary: "a value that does not fit its property's type"
    ),
    LintRule(
      name: "invalid-enum-value", defaultSeverity: .error,
      summary: "a name the property's enumeration does not allow"),
    LintRule(
      name: "invalid-argument", defaultSeverity: .error,
      summary: "a property argument (state, bar metrics, …) the property does not accept"),
    LintRule(
      name: "unknown-state", defaultSeverity: .warning,
      summary: "a state pseudo-class the selected type cannot be in"),
    LintRule(name: "unused-variable", defaultSeverity: .warning, summary: "a variable no value uses"),
    LintRule(
      name: "duplicate-declaration", defaultSeverity: .warning,
      summary: "the same declaration twice in one block"),
    LintRule(
      name: "overridden-declaration", defaultSeverity: .warning,
      summary: "a declaration that a later one in the same block overrides, so it never applies"),
    LintRule(
      name: "duplicate-selector", defaultSeverity: .warning,
      summary: "a rule that repeats an earlier rule's selector"),
    LintRule(name: "empty-rule", defaultSeverity: .warning, summary: "a rule with nothing in it"),
  ]

  /// The loader's diagnostics that lint reports as they are (all errors unless noted).
  public static let loaderRules: [LintRule] =
    [
      "unexpected-character", "unterminated-string", "unterminated-comment", "mixed-indentation",
      "inconsistent-indentation", "unclosed-block", "unexpected-brace", "expected-selector",
      "invalid-selector",
      "expected-property", "expected-value", "malformed-value", "invalid-color", "invalid-number",
      "unknown-unit",
      "invalid-escape", "invalid-argument", "duplicate-argument", "unclosed-bracket", "unclosed-parenthesis",
      "unknown-at-rule", "unexpected-block", "expected-block", "expected-import-path", "import-in-rule",
      "variable-in-rule", "declaration-outside-rule", "rule-in-properties", "invalid-media-query",
      "nesting-too-deep",
      "selector-expansion", "too-many-selectors", "selector-too-long", "invalid-nesting",
      "undefined-variable", "value-too-large",
      "invalid-arithmetic", "division-by-zero", "unknown-function", "invalid-function",
      "unknown-pseudo-class",
      "invalid-nth", "import-cycle", "import-failed", "import-outside-root", "too-many-imports",
      "invalid-utf8", "unknown-extend",
      "extend-cycle", "extend-too-deep", "extend-too-large", "extend-outside-rule",
    ].filter { name in !schemaAndStyleRules.contains { $0.name == name } }.map {
      LintRule(name: $0, defaultSeverity: .error, summary: "a stylesheet error the loader reports")
    } + [
      LintRule(
        name: "selector-arguments-ignored", defaultSeverity: .warning,
        summary: "Classy selector arguments, which have no effect")
    ]

  /// Every rule, by name.
  public static let all: [String: LintRule] = Dictionary(
    (schemaAndStyleRules + loaderRules).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
