import Testing

@testable import Stylec

/// Media Queries level 4: ranges, `or`, `not`, parentheses and media types, read into
/// alternatives of conditions, each possibly negated; `not` of a fact the environment does not
/// give is false, as CSS treats what it cannot answer.
@Suite("Media Queries level 4")
struct MediaQueries4Tests {
  /// The condition's canonical text, or the diagnostics as `column message`.
  private func condition(_ text: String) -> String {
    let sheet = Stylesheet(source: "@media \(text) { UIView { a: 1; } }", fileName: "main.css")
    if !sheet.diagnostics.isEmpty {
      return sheet.diagnostics.map {
        ["\($0.location!.column) \($0.message)"] + $0.notes.map { "note: \($0)" }
      }.flatMap { $0 }.joined(separator: "; ")
    }
    return sheet.conditions.first?.text ?? "<none>"
  }

  @Test(arguments: [
    ("(width >= 600px)", "(screen-width: >= 600)"), ("(600px < width)", "(screen-width: > 600)"),
    // em and rem are read at the initial font size, 16 points (Media Queries 4, §1.3).
    ("(width >= 37.5em)", "(screen-width: >= 600)"), ("(min-height: 2REM)", "(screen-height: >= 32)"),
    ("(400px <= width <= 700px)", "(screen-width: >= 400) and (screen-width: <= 700)"),
    ("(700 > height > 400)", "(screen-height: < 700) and (screen-height: > 400)"),
    ("(version >= 17.4)", "(version: >= 17.4)"), ("(2 <= scale)", "(scale: >= 2)"),
    ("(content-size-category >= accessibility-medium)", "(content-size-category: >= accessibility-medium)"),
    // Of two words, the feature's name is the name, whichever side it stands on.
    ("(large <= content-size-category)", "(content-size-category: >= large)"),
    (
      "(large <= content-size-category < extra-large)",
      "(content-size-category: >= large) and (content-size-category: < extra-large)"
    ),
    ("screen and (orientation: landscape)", "landscape"),
    ("only screen and (min-width: 320px)", "(screen-width: >= 320)"),
    ("all", "all"), ("screen", "all"), ("print", "not all"), ("not print", "all"), ("not all", "not all"),
    ("not screen and (width > 3px)", "(not (screen-width: > 3))"),
    ("not (prefers-color-scheme: dark)", "(not (user-interface-style: dark))"),
    (
      "(prefers-reduced-motion: reduce) or (prefers-contrast: more)",
      "(reduce-motion: true), (increase-contrast: true)"
    ),
    ("not ((width < 600px) and (orientation: portrait))", "(not (screen-width: < 600)), (not portrait)"),
    ("not ((a: b) or phone)", "(not (a: b)) and (not phone)"), ("not (not phone)", "phone"),
    ("phone, (pad and landscape)", "phone, pad and landscape"),
    ("((phone) or (pad)) and landscape", "phone and landscape, pad and landscape"),
    ("only screen and ((width >= 700px) or (device: pad))", "(screen-width: >= 700), pad"),
    // A length may be a calculation, typed as CSS types one.
    ("(width >= calc(300px * 2))", "(screen-width: >= 600)"),
    ("(min-width: calc(10px + 10pt))", "(screen-width: >= 20)"),
    (
      "(max(100px, 50px) < width <= clamp(1px, 700px, 800px))",
      "(screen-width: > 100) and (screen-width: <= 700)"
    ),
    // `min-` and `max-` before every ranged fact, as before CSS's width and height: read as a
    // custom fact, `(min-version: 17)` was never true.
    ("(min-version: 17)", "(version: >= 17)"), ("(max-os-version: 18.1)", "(version: <= 18.1)"),
    ("(min-scale: 2)", "(scale: >= 2)"), ("(max-display-scale: 3)", "(scale: <= 3)"),
    ("(min-screen-height: 600)", "(screen-height: >= 600)"),
    ("(max-content-size-category: large)", "(content-size-category: <= large)"),
    // A width without a unit is in points, and `==` is `=` (CSS matches neither).
    ("(width >= 500)", "(screen-width: >= 500)"), ("(min-height: 320)", "(screen-height: >= 320)"),
    ("(width == 500px)", "(screen-width: == 500)"),
  ])
  func conditionsAreReadIntoAlternatives(written: String, canonical: String) {
    #expect(condition(written) == canonical)
    // The canonical text reads back as itself.
    #expect(condition(canonical) == canonical)
  }

  /// A built-in feature alone is CSS's boolean context: true when the environment gives it any
  /// value but zero or none, so each value it can have, or more than zero; and it evaluates so
  /// against environments.
  @Test(arguments: [
    ("(orientation)", "portrait, landscape"),
    ("(prefers-color-scheme)", "(user-interface-style: light), (user-interface-style: dark)"),
    ("(width)", "(screen-width: > 0)"), ("(height)", "(screen-height: > 0)"), ("(scale)", "(scale: > 0)"),
    ("(layout-direction)", "(layout-direction: ltr), (layout-direction: rtl)"),
    ("(version)", "(version: >= 0)"), ("(content-size-category)", "(content-size-category: >= extra-small)"),
  ])
  func aFeatureAloneIsTrueForAnyValueItHas(written: String, canonical: String) {
    #expect(condition(written) == canonical)
    #expect(condition(canonical) == canonical)
  }

  @Test func aFeatureAloneHoldsWhenTheEnvironmentGivesIt() throws {
    let sheet = Stylesheet(source: "@media (orientation) { UIView { a: 1; } }", fileName: "main.css")
    let condition = try #require(sheet.conditions.first)
    #expect(condition.isSatisfied(by: StyleEnvironment(orientation: .landscape)))
    #expect(!condition.isSatisfied(by: StyleEnvironment()))
    #expect(condition.isSatisfied(by: StyleEnvironment(screenWidth: 390, orientation: .portrait)))
  }

  @Test(arguments: [
    ("(a: b) and (c: d) or (e: f)", "26 'and' and 'or' cannot mix without parentheses: (a and b) or c"),
    (
      "(400px <= width >= 700px)",
      "9 a range with two relations is value, name, value, both relations '<' or both '>': (400px <= width < 700px)"
    ),
    (
      "(width >= )",
      "8 expected '(name: value)' or a range, such as (version: >= 7.0), (width >= 600px) or (400px <= width <= 700px)"
    ),
    ("(width => 3)", "15 '=>' is not a comparison; expected <, <=, =, >= or >"),
    // The value is quoted alone where the comparison is right, with it where it is not.
    ("(width > 10vh)", "17 expected a number of points for width, such as 600px, found '10vh'"),
    ("(min-width > 10px)", "21 expected a number of points for min-width, such as 600px, found '>10px'"),
    ("(min-version > 17)", "21 min-version takes ':' and a value, not '>'; or write (version > …)"),
    // A feature written with ':' alone is named, not an empty comparison.
    ("(min-version: 16.x)", "22 expected a version such as 7.0 for min-version, found '16.x'"),
    ("(version >= 16.x)", "20 expected a version such as 7.0 after '>=', found '16.x'"),
    // A version of a version's shape that passes a limit says which.
    (
      "(version > 17.4294967296)",
      "19 the version '17.4294967296' is too long: its component 4294967296 has more than 9 digits"
    ),
    (
      "(version > 1.1.1.1.1.1.1.1.1)",
      "19 the version '1.1.1.1.1.1.1.1.1' is too long: it has 9 components, more than 8"
    ),
    // A calculation that cannot be worked out to a length says why.
    (
      "(width > calc(10px + 5))",
      "17 expected a number of points for width, such as 600px, found 'calc(10px + 5)'; note: cannot add '10px' and '5': CSS adds a plain number only to a plain number"
    ),
    (
      "(width > calc(2s * 3))",
      "17 expected a number of points for width, such as 600px, found 'calc(2s * 3)'; note: the calculation comes to '6s', which is no length"
    ),
    ("screen and", "15 expected a condition after 'and'"),
    ("only (width > 1px)", "8 'only' is followed by a media type, not '(': only screen and (…)"),
    ("only", "8 'only' is followed by a media type, which is missing: only screen and (…)"),
    ("not", "8 expected a condition after 'not'"),
    (
      "screen or (width > 3px)",
      "15 expected 'and' after the media type 'screen', found 'or': a media type joins its conditions with 'and' only"
    ),
    // `not` negates one condition; joined to another, the message says how to write either.
    (
      "not (width > 3px) and phone",
      "26 'not' negates one condition, which 'and' cannot follow: put the conditions it negates in parentheses, not ((a) and (b)), or the one negated, (not (a)) and (b)"
    ),
    ("(width >= 600px) banana", "25 expected 'and', 'or' or ',' between conditions, found 'banana'"),
    (
      "tablet",
      "8 unknown device condition 'tablet'; expected phone, pad, tv, portrait, landscape, retina, non-retina, a device and a scale (ipad-retina) or (feature: value)"
    ),
  ])
  func whatCannotBeReadIsAnErrorWhereItIsWritten(written: String, expected: String) {
    #expect(condition(written) == expected)
  }

  /// `em` and `rem` in a media query's calculation are read at 16 points, as its plain lengths
  /// are (they were an unknown unit, and the block was dropped).
  @Test(arguments: [
    ("(width >= calc(10em))", "(screen-width: >= 160)"),
    ("(width >= calc(100px + 10em))", "(screen-width: >= 260)"),
    ("(min-width: max(10rem, 100px))", "(screen-width: >= 160)"),
  ])
  func emInAMediaQuerysCalculationIsSixteenPoints(written: String, read: String) {
    let loaded = sheet("@media \(written) { UILabel { alpha: 0.1; } }", path: "main.css")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.rules.map(\.condition) == [read])
  }

  /// CSS's `resolution`, pixels per CSS pixel (a point), is the scale: `dppx` and `x` as they
  /// are, `dpi` over 96, `dpcm` over 96 / 2.54 (it was a feature stylec did not read, never
  /// true).
  @Test(arguments: [
    ("(min-resolution: 2dppx)", "(scale: >= 2)"), ("(resolution >= 192dpi)", "(scale: >= 2)"),
    ("(max-resolution: 1x)", "(scale: <= 1)"), ("(resolution: 3x)", "(scale: == 3)"),
  ])
  func resolutionIsTheScale(written: String, read: String) {
    let loaded = sheet("@media \(written) { UILabel { alpha: 0.1; } }", path: "main.css")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.rules.map(\.condition) == [read])
  }

  /// A condition with a feature that cannot be read is refused whole, its rules with it, never
  /// read without the feature (`phone and (width >= 1vh)` held on every phone), as a misspelt
  /// value (`(min-width: 600s)`) always was.
  @Test(arguments: [
    "(width >= 37.5vw)", "phone and (width >= 1vh)", "(400 < width > 300)", "(min-width: 600s)",
    "(400px < width < 1vh)",
  ])
  func aConditionWithAnErrorAppliesNowhere(written: String) {
    let loaded = sheet("@media \(written) { UILabel { alpha: 0.1; } }", path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.invalidMediaQuery])
    #expect(loaded.rules.isEmpty)
  }

  /// In a list, a query that cannot be read is `not all` alone (Media Queries 4, 3.1), reported;
  /// the others stand (`(width >= 1vh), pad` held everywhere when the feature was dropped, and
  /// nowhere when the list was).
  @Test(arguments: [
    ("(width >= 1vh), pad", "pad"), ("(bogus !!), (width >= 600px)", "(screen-width: >= 600)"),
    // An empty query is one that cannot be read (the whole list was refused).
    ("(width >= 600px), , pad", "(screen-width: >= 600), pad"), ("pad,", "pad"),
  ])
  func aQueryThatCannotBeReadIsNotAllAloneInItsList(written: String, kept: String) {
    let loaded = sheet("@media \(written) { UILabel { alpha: 0.1; } }", path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.invalidMediaQuery])
    #expect(loaded.rules.map(\.condition) == [kept])
    // A list of none that can be read is refused whole, each reported.
    let none = sheet("@media (width >= 1vh), (bogus !!) { UILabel { alpha: 0.1; } }", path: "main.css")
    #expect(none.diagnostics.map(\.code) == [.invalidMediaQuery, .invalidMediaQuery])
    #expect(none.rules.isEmpty)
  }

  /// `not` of a long `or` of conjunctions multiplies its alternatives: past the bound nested
  /// blocks have (`--max-selectors`) it is an error, not a load that runs away.
  @Test func aNegationTooLargeToWorkOutIsAnError() {
    let terms = (0..<14).map { "((w\($0): a) and (x\($0): b))" }.joined(separator: " or ")
    let result = condition("not (\(terms))")
    #expect(result.contains("this condition comes to more than 10000 alternatives"))
  }

  /// A negation is worked into its condition, down to the features, so it costs the
  /// alternatives its condition has: `not` of an `and` of fourteen `or`s is fourteen
  /// alternatives, where negating the inside's 2^14 would have been past the bound.
  @Test func aNegationCostsTheAlternativesItHas() {
    let terms = (0..<14).map { "((w\($0): a) or (x\($0): b))" }.joined(separator: " and ")
    let expected = (0..<14).map { "(not (w\($0): a)) and (not (x\($0): b))" }.joined(separator: ", ")
    #expect(condition("not (\(terms))") == expected)
    #expect(condition("not (not ((a: b) or (c: d)))") == "(a: b), (c: d)")
    #expect(condition("not screen and ((a: b) and (c: d))") == "(not (a: b)), (not (c: d))")
    #expect(condition("not print and (a: b)") == "all")
  }

  @Test func parenthesesNestOnlyAsDeepAsTheLimit() {
    let deep = String(repeating: "(", count: 300) + "phone" + String(repeating: ")", count: 300)
    #expect(condition(deep).contains("the condition nests more than"))
  }

  @Test func notHoldsOnlyWhereTheEnvironmentGivesTheFact() throws {
    let sheet = Stylesheet(source: "@media not (width >= 600px) { UIView { a: 1; } }", fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UIView"))
    #expect(sheet.resolve(tree, environment: StyleEnvironment()).properties(of: tree.root).isEmpty)
    #expect(
      sheet.resolve(tree, environment: StyleEnvironment(screenWidth: 400)).properties(of: tree.root).count
        == 1)
    #expect(
      sheet.resolve(tree, environment: StyleEnvironment(screenWidth: 800)).properties(of: tree.root).isEmpty)
  }

  @Test func anEnvironmentChangeRestylesThroughANegation() throws {
    let sheet = Stylesheet(
      source: "@media not (prefers-color-scheme: dark) { UILabel { color: black; } }", fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UILabel")]))
    var live = LiveStyles(
      stylesheet: sheet, tree: tree, environment: StyleEnvironment(userInterfaceStyle: .light))
    #expect(live.styles.properties(of: live.node(1)).count == 1)
    let changes = live.update(environment: StyleEnvironment(userInterfaceStyle: .dark))
    #expect(changes.map(\.node) == [live.node(1)])
    #expect(live.styles.properties(of: live.node(1)).isEmpty)
  }

  @Test func theEnvironmentMatrixKnowsNegationsAndMediaTypes() {
    let sheet = Stylesheet(
      source: """
        @media print { UILabel { a: 1; } }
        @media screen { UILabel { b: 1; } }
        @media not (prefers-color-scheme: dark), (prefers-color-scheme: dark) { UILabel { c: 1; } }
        """, fileName: "main.css")
    let findings = Linter(schema: .uikit, checksEnvironments: true).lint(sheet).filter {
      $0.code == .conditionNeverTrue || $0.code == .conditionAlwaysTrue
    }
    #expect(
      findings.map { "\($0.location!.line) \($0.code)" } == [
        "1 condition-never-true", "2 condition-always-true", "3 condition-always-true",
      ])
  }

  /// The article's examples, as written, print as the article says.
  @Test func theArticlesExamplesPrintAsItSays() throws {
    let example = """
      @media (400px <= width < 700px) and (orientation: landscape) { UILabel { font-size: 15; } }
      @media not (prefers-color-scheme: dark) { UILabel { color: black; } }
      @media only screen and ((width >= 700px) or (device: pad)) { UILabel { font-size: 18; } }
      @media print { UILabel { color: gray; } }
      """
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + example + "\n```"))
    #expect(
      Stylesheet(source: example, fileName: "main.css").conditions.map(\.text) == [
        "(screen-width: >= 400) and (screen-width: < 700) and landscape",
        "(not (user-interface-style: dark))", "(screen-width: >= 700), pad", "not all",
      ])
  }

  /// CSS's boolean and range forms of features no environment answers are the documented
  /// warning, as their `(name: value)` form is; units compare without case.
  @Test(arguments: [
    ("(hover)", "(hover: \"\")", true), ("(color >= 8)", "(color: \">=8\")", true),
    ("(resolution >= 2DPPX)", "(scale: >= 2)", false),
    ("(prefers-reduced-motion)", "(reduce-motion: true)", false),
    ("(prefers-contrast)", "(increase-contrast: true)", false),
    ("(width >= 600PX)", "(screen-width: >= 600)", false),
    ("(min-width: 600Px)", "(screen-width: >= 600)", false),
  ])
  func everyFormOfAFeatureIsReadAlike(written: String, canonical: String, warns: Bool) {
    let sheet = Stylesheet(source: "@media \(written) { UIView { a: 1; } }", fileName: "main.css")
    #expect(sheet.diagnostics.map(\.code) == (warns ? [.unsupportedMediaFeature] : []))
    #expect(sheet.conditions.first?.text == canonical)
    // The canonical text reads back as itself.
    #expect(
      Stylesheet(source: "@media \(canonical) { UIView { a: 1; } }", fileName: "main.css").conditions.first?
        .text == canonical)
  }

  /// Nested blocks may make as many alternatives as one condition may be read with, so the
  /// canonical text, which writes them as one, reads back.
  @Test func nestedConditionsPrintAsOneThatReadsBack() {
    let alternatives = (0..<33).map { "(a\($0): x)" }.joined(separator: ", ")
    let sheet = Stylesheet(
      source:
        "@media \(alternatives) { @media \(alternatives.replacingOccurrences(of: "(a", with: "(b")) { UIView { a: 1; } } }",
      fileName: "main.css")
    #expect(sheet.diagnostics.isEmpty)
    let readBack = Stylesheet(source: sheet.canonicalText, fileName: "main.css")
    #expect(readBack.diagnostics.isEmpty)
    #expect(readBack.conditions.first?.alternatives.count == 1_089)
  }

  /// The matrix tries a custom fact a negation tests at a value no test names, where the
  /// negation holds; a sheet testing no fact still has its constant conditions reported.
  @Test func theEnvironmentMatrixTriesAnotherValueForANegatedCustomFact() {
    let negated = Stylesheet(
      source: "@media not (theme: ocean) { UILabel { alpha: 1; } }", fileName: "main.css")
    let findings = Linter(schema: .uikit, checksEnvironments: true).lint(negated)
    #expect(!findings.contains { $0.code == .conditionNeverTrue })
    let printOnly = Stylesheet(source: "@media print { UILabel { alpha: 1; } }", fileName: "main.css")
    #expect(
      Linter(schema: .uikit, checksEnvironments: true).lint(printOnly).map(\.code) == [.conditionNeverTrue])
  }

  /// Without an orientation, the screen's size gives it (Media Queries 4, 4.5): portrait when
  /// its height is at least its width; a given orientation stands.
  @Test func theOrientationComesFromTheScreensSizeWhenNotGiven() throws {
    let sheet = Stylesheet(
      source: "@media (orientation: landscape) { UILabel { alpha: 0.5; } } UILabel:portrait { tag: 1; }",
      fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UILabel"))
    let wide = sheet.resolve(tree, environment: StyleEnvironment(screenWidth: 800, screenHeight: 400))
    #expect(wide[tree.root, "alpha"] == 0.5)
    #expect(wide[tree.root, "tag"] == nil)
    let tall = sheet.resolve(tree, environment: StyleEnvironment(screenWidth: 400, screenHeight: 400))
    #expect(tall[tree.root, "alpha"] == nil)
    #expect(tall[tree.root, "tag"] == 1)
    let given = sheet.resolve(
      tree, environment: StyleEnvironment(screenWidth: 800, screenHeight: 400, orientation: .portrait))
    #expect(given[tree.root, "alpha"] == nil)
    #expect(sheet.resolve(tree)[tree.root, "alpha"] == nil)
  }
}
