/// What kind of problem a diagnostic reports: its stable kebab-case name (the raw value, which
/// output formats, `--format json`, SARIF and `.stylec.json` use), the severity it has unless a
/// lint configuration changes it, and one line on what it catches.
///
/// This enumeration is the one list of codes: the parser, the loader, the tree and schema
/// readers and the linter all report through it, and the lint rules and their documentation
/// are derived from it. What each case catches is its `summary`.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible, Codable {
  // MARK: Reading a stylesheet's text

  case unexpectedCharacter = "unexpected-character"
  case unterminatedString = "unterminated-string"
  case unterminatedComment = "unterminated-comment"
  case mixedIndentation = "mixed-indentation"
  case inconsistentIndentation = "inconsistent-indentation"
  case invalidEscape = "invalid-escape"
  case invalidUTF8 = "invalid-utf8"
  case invisibleCharacter = "invisible-character"

  // MARK: Statements

  case unclosedBlock = "unclosed-block"
  case unexpectedBrace = "unexpected-brace"
  case expectedSelector = "expected-selector"
  case invalidSelector = "invalid-selector"
  case expectedProperty = "expected-property"
  case expectedValue = "expected-value"
  case unknownAtRule = "unknown-at-rule"
  case unexpectedBlock = "unexpected-block"
  case strayContent = "stray-content"
  case expectedBlock = "expected-block"
  case expectedImportPath = "expected-import-path"
  case importInRule = "import-in-rule"
  case importAfterRules = "import-after-rules"
  case variableInRule = "variable-in-rule"
  case declarationOutsideRule = "declaration-outside-rule"
  case ruleInProperties = "rule-in-properties"
  case extendOutsideRule = "extend-outside-rule"
  case invalidMediaQuery = "invalid-media-query"
  case invalidLayer = "invalid-layer"
  case unsupportedMediaFeature = "unsupported-media-feature"
  case invalidDialect = "invalid-dialect"
  case notInDialect = "not-in-dialect"
  case nestingTooDeep = "nesting-too-deep"

  // MARK: Selectors

  case unknownPseudoClass = "unknown-pseudo-class"
  case invalidNth = "invalid-nth"
  case invalidNesting = "invalid-nesting"
  case selectorArgumentsIgnored = "selector-arguments-ignored"
  case ignoredDeclaration = "ignored-declaration"
  case selectorExpansion = "selector-expansion"
  case tooManySelectors = "too-many-selectors"
  case selectorTooLong = "selector-too-long"

  // MARK: Values

  case malformedValue = "malformed-value"
  case invalidColor = "invalid-color"
  case invalidNumber = "invalid-number"
  case unknownUnit = "unknown-unit"
  case invalidArgument = "invalid-argument"
  case duplicateArgument = "duplicate-argument"
  case unclosedBracket = "unclosed-bracket"
  case unclosedParenthesis = "unclosed-parenthesis"
  case undefinedVariable = "undefined-variable"
  case invalidVariable = "invalid-variable"
  case valueTooLarge = "value-too-large"
  case invalidArithmetic = "invalid-arithmetic"
  case divisionByZero = "division-by-zero"
  case unknownFunction = "unknown-function"
  case invalidFunction = "invalid-function"
  case undefinedCustomProperty = "undefined-custom-property"
  case customPropertyArithmetic = "custom-property-arithmetic"
  case fontSizeDivided = "font-size-divided"

  // MARK: Loading

  case importCycle = "import-cycle"
  case importFailed = "import-failed"
  case importOutsideRoot = "import-outside-root"
  case tooManyImports = "too-many-imports"
  case tooManyBytes = "too-many-bytes"
  case tooManyCopies = "too-many-copies"
  case fileTooLarge = "file-too-large"
  case unreadableFile = "unreadable-file"
  case unknownExtend = "unknown-extend"
  case extendCycle = "extend-cycle"
  case extendTooDeep = "extend-too-deep"
  case extendTooLarge = "extend-too-large"
  case unknownMixin = "unknown-mixin"
  case invalidMixin = "invalid-mixin"
  case tooManyDiagnostics = "too-many-diagnostics"

  // MARK: Lint: against the schema

  case unknownType = "unknown-type"
  case unknownProperty = "unknown-property"
  case partialProperty = "partial-property"
  case unlistedProperty = "unlisted-property"
  case invalidValue = "invalid-value"
  case invalidEnumValue = "invalid-enum-value"
  case unknownState = "unknown-state"

  // MARK: Lint: style

  case unusedVariable = "unused-variable"
  case unusedMixin = "unused-mixin"
  case unusedCustomProperty = "unused-custom-property"
  case customPropertyCycle = "custom-property-cycle"
  case duplicateDeclaration = "duplicate-declaration"
  case overriddenDeclaration = "overridden-declaration"
  case duplicateSelector = "duplicate-selector"
  case emptyRule = "empty-rule"

  // MARK: Lint: across environments (--env-matrix)

  case conditionNeverTrue = "condition-never-true"
  case conditionAlwaysTrue = "condition-always-true"
  case environmentGap = "environment-gap"
  case environmentMatrixTooLarge = "environment-matrix-too-large"

  // MARK: Trees and schemas

  case invalidTree = "invalid-tree"
  case unknownTreeKey = "unknown-tree-key"
  case typeCycle = "type-cycle"
  case invalidSchema = "invalid-schema"

  // MARK: Styles in code

  case codeStyleTypeMismatch = "code-style-type-mismatch"
  case codeStyleTooLarge = "code-style-too-large"

  // MARK: Formatting and converting

  case unconvertible = "unconvertible-statement"

  /// One line on what it catches, for SARIF's rule descriptions and the documentation.
  public var summary: String {
    switch self {
    case .unexpectedCharacter: "a character that starts no token"
    case .unterminatedString: "a string with no closing quote"
    case .unterminatedComment: "a '/*' comment with no '*/', which runs to the end of the file"
    case .mixedIndentation: "tabs and spaces mixed in one indentation"
    case .inconsistentIndentation: "a dedent to a level no enclosing line has"
    case .invalidEscape: "a backslash escape that names no character"
    case .invalidUTF8: "a byte sequence that is not UTF-8"
    case .invisibleCharacter:
      "a zero-width or other invisible character in a name, which makes it differ from the name it looks like"
    case .unclosedBlock: "a '{' that is never closed"
    case .unexpectedBrace: "a '}' with no block open"
    case .invalidDialect:
      "'@dialect' that names no dialect, or that is not the main stylesheet's first statement"
    case .notInDialect:
      "CSS that postdates the seeds ('!important', 'calc()', …) in a seed's dialect, which reads the sheet as that system did"
    case .expectedSelector: "a block or '@extend' with no selector"
    case .invalidSelector: "a selector that cannot be read"
    case .expectedProperty: "a declaration with no property name"
    case .expectedValue: "a declaration or variable with no value"
    case .unknownAtRule: "an at-rule stylec does not know"
    case .strayContent:
      "in CSS syntax, a line that is neither part of the selector after it nor a 'name: value' declaration, which is skipped"
    case .unexpectedBlock: "a block after a statement that takes none"
    case .expectedBlock: "'@media' or '@device' with no block"
    case .expectedImportPath: "'@import' without one file name"
    case .importInRule: "'@import' inside a rule"
    case .importAfterRules:
      "in the css dialect, an '@import' after a rule, which CSS ignores and so is not read"
    case .variableInRule: "a variable defined inside a rule"
    case .declarationOutsideRule: "a declaration outside any rule"
    case .ruleInProperties: "a rule inside nested properties ('name @{ … }')"
    case .extendOutsideRule: "'@extend' anywhere but directly inside a rule"
    case .invalidMediaQuery: "a '@media' or '@device' condition that cannot be read"
    case .invalidLayer:
      "a '@layer' or an import's 'layer()' that cannot be read, or a list of layer names inside a rule"
    case .unsupportedMediaFeature:
      "a CSS media feature stylec does not read (hover, pointer, color-gamut, aspect-ratio, which only `@container` reads): taken as a custom fact, false unless the app gives it"
    case .nestingTooDeep: "blocks, ':not', parentheses or lists nested deeper than the limit"
    case .unknownPseudoClass: "a pseudo-class stylec does not know"
    case .invalidNth: "an ':nth-…' argument that is not 'an+b', 'odd' or 'even'"
    case .invalidNesting: "a misplaced '&', or one that would give a view two ids"
    case .selectorArgumentsIgnored:
      "Classy's selector arguments ('[state:…]' on a selector), which have no effect"
    case .ignoredDeclaration:
      "a declaration the sheet's dialect gives no effect (in Nimbus's, anything but '-mobile-text-key' in an ':empty' rule)"
    case .selectorExpansion: "nesting that expands one rule to more selectors than the limit"
    case .tooManySelectors: "a stylesheet of more selectors in all than the limit"
    case .selectorTooLong: "a selector of more compounds than the limit"
    case .malformedValue: "a value that cannot be read"
    case .invalidColor: "a color that is not one"
    case .invalidNumber: "a number that is not one, or too large"
    case .unknownUnit: "a unit stylec does not know"
    case .invalidArgument: "a property argument (state, bar metrics, …) the property does not accept"
    case .duplicateArgument: "a property argument given twice"
    case .unclosedBracket: "a '[' that is never closed"
    case .unclosedParenthesis: "a '(' that is never closed"
    case .undefinedVariable: "a variable used before it is defined"
    case .invalidVariable: "a variable injected from outside the sheet whose name is not a variable name"
    case .valueTooLarge: "a value of more items than the limit"
    case .invalidArithmetic: "arithmetic on values it does not apply to"
    case .divisionByZero: "a division by zero"
    case .unknownFunction: "a function stylec does not know"
    case .invalidFunction: "a known function given the wrong arguments"
    case .undefinedCustomProperty:
      "a var() without a fallback whose custom property no rule sets (lint), or has no value on a node (a resolve): the property is unset there"
    case .customPropertyArithmetic:
      "a custom property's value of arithmetic outside calc(), worked out where it is declared, where CSS substitutes its tokens"
    case .fontSizeDivided:
      "in the stylec dialect, a font's size divided with '/' (12px/1.5 is 8px), where CSS's font shorthand reads a size and a line height"
    case .importCycle: "an import that leads back to a file that imports it"
    case .importFailed: "an import that cannot be read"
    case .importOutsideRoot: "an import outside the stylesheet's root directory"
    case .tooManyImports: "more imports than the limit"
    case .tooManyBytes: "more bytes read across a load's files than the limit"
    case .tooManyCopies: "more items copied by arithmetic, nesting and '@extend' than the limit"
    case .fileTooLarge: "a file too large to read"
    case .unreadableFile: "a stylesheet file that cannot be read"
    case .unknownExtend: "'@extend' of a selector no rule is written with"
    case .extendCycle: "rules whose '@extend's extend each other"
    case .extendTooDeep: "a chain of '@extend' longer than the limit"
    case .extendTooLarge: "'@extend' that gives a rule more declarations than the limit"
    case .unknownMixin: "'@include' of a mixin not defined before it"
    case .invalidMixin:
      "a '@mixin' or '@include' written wrong: its name, parameters or arguments, its place, what its body holds, or mixins that include each other"
    case .tooManyDiagnostics:
      "more diagnostics in one load than the limit: the rest are counted, not listed (an error when any of them is)"
    case .unknownType:
      "a selector names a type the schema does not have (reported once per type, where first used)"
    case .unknownProperty: "a declaration sets a property that no type its selector can match owns"
    case .partialProperty: "a property of only some of the subclasses a ^Type selector matches"
    case .unlistedProperty:
      "on an app's class known only by its superclass, a property near one it has: a typo, or one the class adds"
    case .invalidValue: "a value that does not fit its property's type"
    case .invalidEnumValue: "a name the property's enumeration does not allow"
    case .unknownState: "a state pseudo-class the selected type cannot be in"
    case .unusedVariable: "a variable no value uses"
    case .unusedMixin: "a mixin no @include expands, whose body is then never checked"
    case .unusedCustomProperty: "a custom property no var() uses"
    case .customPropertyCycle:
      "custom properties whose values use one another, so that none has a value where they meet"
    case .duplicateDeclaration: "the same declaration twice in one block"
    case .overriddenDeclaration:
      "a declaration that another of its block overrides (a later one, or an `!important` one a mixin it includes or a rule it extends brings), so it never applies"
    case .duplicateSelector:
      "a rule of one selector that repeats an earlier such rule's in the same file (a selector in a comma group does not count)"
    case .emptyRule: "a rule with nothing in it"
    case .conditionNeverTrue: "an @media condition no environment makes true (with --env-matrix)"
    case .conditionAlwaysTrue: "an @media condition every environment makes true (with --env-matrix)"
    case .environmentGap:
      "a property a selector's rules set when a fact has one value and, in any environment, never when it has another: set for phone, never for pad (with --env-matrix)"
    case .environmentMatrixTooLarge:
      "a sheet that tests too many facts for every combination to be checked (with --env-matrix)"
    case .invalidTree: "a tree document that is not valid"
    case .unknownTreeKey: "a key the tree format does not have, which is ignored"
    case .typeCycle: "a tree's 'types' that make a type its own superclass"
    case .invalidSchema: "a schema document that is not valid"
    case .codeStyleTypeMismatch: "a code style given to a view that is not of the type the style is for"
    case .codeStyleTooLarge: "code styles that name more values and parents than the limit"
    case .unconvertible:
      "a statement 'stylec fmt' or 'stylec convert' cannot write so that it reads the same, which leaves the file as it is"
    }
  }

  /// The stable name, e.g. `undefined-variable`.
  public var description: String { rawValue }

  /// The severity a diagnostic of this code has unless a lint configuration changes it.
  public var defaultSeverity: Diagnostic.Severity {
    switch self {
    case .invisibleCharacter, .unterminatedComment, .strayContent, .selectorArgumentsIgnored,
      .ignoredDeclaration,
      .partialProperty,
      .unlistedProperty, .unknownState, .unusedVariable, .unusedMixin, .unusedCustomProperty,
      .customPropertyCycle, .undefinedCustomProperty, .customPropertyArithmetic, .fontSizeDivided,
      .duplicateDeclaration,
      .overriddenDeclaration,
      .duplicateSelector, .emptyRule, .unknownTreeKey,
      .conditionNeverTrue, .conditionAlwaysTrue, .environmentGap, .environmentMatrixTooLarge,
      .unsupportedMediaFeature, .importAfterRules:
      .warning
    default: .error
    }
  }

  /// Whether `stylec lint` reports it for a stylesheet, so a lint configuration can set it: every
  /// code but those of trees and schemas, and the count of diagnostics past the limit (turning
  /// it off would hide that the list was cut short).
  public var isLintRule: Bool {
    switch self {
    case .invalidTree, .unknownTreeKey, .typeCycle, .invalidSchema, .tooManyDiagnostics,
      .codeStyleTypeMismatch,
      .codeStyleTooLarge, .unconvertible:
      false
    default: true
    }
  }

  /// Whether only `stylec lint` reports it (a check against the schema or of style); the others
  /// are reported by every load (`invalid-value` and `invalid-enum-value` by one with a schema).
  public var isLintOnly: Bool {
    switch self {
    case .unknownType, .unknownProperty, .partialProperty, .unlistedProperty, .unknownState, .unusedVariable,
      .unusedMixin, .unusedCustomProperty, .customPropertyCycle, .duplicateDeclaration,
      .overriddenDeclaration, .duplicateSelector, .emptyRule,
      .conditionNeverTrue,
      .conditionAlwaysTrue, .environmentGap, .environmentMatrixTooLarge:
      true
    default: false
    }
  }

  /// The documentation's table of lint rules, in Markdown: every code a configuration can set,
  /// lint's own checks first, then the loader's; the Linting article holds it as printed here, which a
  /// test checks.
  package static var markdownTable: String {
    let rules = allCases.filter(\.isLintRule)
    let ordered = rules.filter(\.isLintOnly) + rules.filter { !$0.isLintOnly }
    let rows = ordered.map { code in
      "| `\(code.rawValue)` | \(code.defaultSeverity.rawValue) | \(code.isLintOnly ? "lint" : "every load") | \(code.summary) |"
    }
    return (["| rule | default | reported by | catches |", "|---|---|---|---|"] + rows).joined(
      separator: "\n")
  }
}
