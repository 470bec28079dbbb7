import Testing

@testable import Stylec

@Suite("stylec lint rules")
struct LintTests {
  private func findings(
    _ source: String, path: String = "main.cas", schema: StyleSchema = .uikit,
    settings: [DiagnosticCode: Linter.Setting] = [:]
  ) -> [String] {
    Linter(schema: schema, settings: settings).lint(sheet(source, path: path)).map { finding in
      "\(finding.location!.line):\(finding.location!.column) \(finding.severity.rawValue) \(finding.code)"
    }
  }

  /// Each rule, a sheet where it fires and one where it stays quiet.
  /// A property a transition names that the rule's views do not have is reported at the name,
  /// with the one meant: CSS passes over it, and the transition never ran, unsaid.
  @Test func aTransitionOfAPropertyTheViewsLackIsReported() {
    let loaded = sheet(
      "UIView { transition: backgound-color 0.3s, alpha 1s; transition-property: frobnicate, all; }\n.c { transition: tint-color 1s, nonsense 2s; }\n^UIControl { transition: title-color 1s; }\n",
      path: "main.css")
    let findings = Linter().lint(loaded)
    #expect(
      findings.map { "\($0.location!.line):\($0.location!.column) \($0.code.rawValue)" } == [
        "1:22 unknown-property", "1:75 unknown-property", "2:33 unknown-property",
      ], "\(findings.map(\.message))")
    #expect(findings.first?.notes == ["did you mean 'background-color'?"])
  }

  @Test(arguments: [
    ("unknown-type", "UILabl { alpha 1 }", "UILabel { alpha 1 }"),
    ("unknown-type", "UIView > Fancy { alpha 1 }", "UIView > UIButton { alpha 1 }"),
    ("unknown-property", "UILabel { background-image x }", "UILabel { background-color red }"),
    ("unknown-property", ".a { glow 1 }", ".a { alpha 1 }"),
    ("unknown-property", "UIView { layer.corner-radus 2 }", "UIView { layer.corner-radius 2 }"),
    ("partial-property", "^UIControl { title-color red }", "^UIButton { title-color red }"),
    ("invalid-value", "UILabel { text-color blu }", "UILabel { text-color blue }"),
    ("invalid-value", "UIButton { content-edge-insets 1 2 3 }", "UIButton { content-edge-insets 1 2 3 4 }"),
    ("invalid-enum-value", "UILabel { text-alignment middle }", "UILabel { text-alignment center }"),
    (
      "invalid-argument", "UIButton { title-color[state:hovered] red }",
      "UIButton { title-color[state:highlighted] red }"
    ),
    ("invalid-argument", "UIButton { alpha[state:selected] 1 }", "UIButton { alpha 1 }"),
    // Arguments on nested properties belong to the enclosing property, which takes states.
    (
      "invalid-argument", "UISegmentedControl { title-text-attributes[state:hovered]: @{ kern: 2 } }",
      "UISegmentedControl { title-text-attributes[state:highlighted]: @{ kern: 2 } }"
    ),
    (
      "invalid-value", "UISegmentedControl { title-text-attributes[state:selected] @{ kern: red } }",
      "UISegmentedControl { title-text-attributes[state:selected] @{ kern: 2 } }"
    ),
    ("unknown-state", "UILabel:selected { alpha 1 }", "UIButton:selected { alpha 1 }"),
    ("unknown-state", "^UIControl:editing { alpha 1 }", "^UIView:editing { alpha 1 }"),
    ("unused-variable", "$a = 1\nUIView { alpha 1 }", "$a = 1\nUIView { alpha $a }"),
    ("unused-variable", "pad = 1\nUIView { alpha 1 }", "pad = 1\nUIView { alpha pad }"),
    ("duplicate-declaration", "UIView { alpha 1; alpha 1 }", "UIView { alpha 1; hidden NO }"),
    (
      "duplicate-declaration", "UIView { alpha 1; UILabel { hidden NO }; alpha 1 }",
      "UIView { alpha 1; UILabel { alpha 1 } }"
    ),
    (
      "overridden-declaration", "UIView { alpha 1; alpha 0.5 }",
      "UIView { alpha 1 }\nUIView:first-child { alpha 0.5 }"
    ),
    (
      "duplicate-selector", "UIView { alpha 1 }\nUIView { hidden NO }",
      "UIView { alpha 1 }\n@media pad { UIView { hidden NO } }"
    ),
    // Under one condition written twice the rules merge; under two conditions they do not.
    (
      "duplicate-selector", "@media pad { UIView { alpha 1 } }\n@media pad { UIView { hidden NO } }",
      "@media pad { UIView { alpha 1 } }\n@media phone { UIView { hidden NO } }"
    ),
    // Shared declarations in a group and particular ones on their own are no mistake.
    (
      "duplicate-selector", "UILabel { alpha 1 }\nUIView, UILabel { hidden NO }\nUILabel { alpha 0.5 }",
      "UIView, UILabel { hidden NO }\nUILabel { alpha 0.5 }\nUIView { alpha 1 }"
    ),
    ("empty-rule", "UIView {\n}", "UIView { alpha 1 }"),
    ("undefined-variable", "UIView { alpha $nope }", "$yes = 1\nUIView { alpha $yes }"),
    ("unknown-extend", ".a { @extend .b; }", ".b { alpha: 1; }\n.a { @extend .b; }"),
    (
      "unused-custom-property", "@dialect stylec;\n:root { --a: 1 }",
      "@dialect stylec;\n:root { --a: 1 }\nUIView { alpha: var(--a) }"
    ),
    (
      "undefined-custom-property", "@dialect stylec;\nUIView { alpha: var(--a) }",
      "@dialect stylec;\nUIView { alpha: var(--a, var(--b, 1)) }"
    ),
    (
      "undefined-custom-property", "@dialect stylec;\nUIView { alpha: var(--a, var(--b)) }",
      "@dialect stylec;\n:root { --b: 1 }\nUIView { alpha: var(--a, var(--b)) }"
    ),
    (
      "custom-property-cycle",
      "@dialect stylec;\nUIView { --a: var(--b); --b: var(--a); alpha: var(--a, 1) }",
      "@dialect stylec;\nUIView { --a: var(--b, 1); --b: 2; alpha: var(--a, 1) }"
    ),
    (
      "custom-property-cycle", "@dialect stylec;\nUIView { --a: var(--a, 1); alpha: var(--a) }",
      "@dialect stylec;\nUIView { --a: 1; alpha: var(--a) }"
    ),
  ])
  func ruleFiresAndStaysQuiet(rule: String, firing: String, quiet: String) {
    #expect(findings(firing).contains { $0.hasSuffix(" " + rule) }, "\(rule) should fire on: \(firing)")
    #expect(!findings(quiet).contains { $0.hasSuffix(" " + rule) }, "\(rule) should stay quiet on: \(quiet)")
  }

  @Test func customPropertiesAndVarsAreCheckedAsWhatTheyAre() {
    // A custom property belongs to no type, and a value calling var() is known per node only.
    #expect(
      findings(
        "@dialect stylec;\n:root { --ink: red; }\nUILabel { text-color: var(--ink); alpha: var(--ink); }")
        == [])
    #expect(
      findings("@dialect stylec;\nUIView { --a: var(--b); --b: var(--c); --c: var(--a); alpha: var(--a, 1) }")
        == ["2:10 warning custom-property-cycle"])
    // The cycle is reported at the declaration that closes it, not at an earlier one of the
    // same name that uses nothing.
    #expect(
      findings(
        "@dialect stylec;\n:root { --d: 0.5; }\nUIView.inner {\n  --d: var(--d, 0.1);\n  alpha: var(--d);\n}")
        == ["4:3 warning custom-property-cycle"])
  }

  @Test func inheritedPropertiesAndCSSWideKeywordsAreCheckedAsWhatTheyAre() {
    // In today's CSS a view passes an inherited property to its labels: its value is checked as
    // a label takes it; a keyword is no value of the property's type.
    #expect(
      findings(
        "@dialect stylec;\nUIView.card { color: red; font-size: 14; }\nUILabel { alpha: inherit; text-color: unset; }"
      )
        == [])
    #expect(findings("@dialect stylec;\nUIView.card { color: 12; }") == ["2:15 error invalid-value"])
    #expect(findings("@dialect stylec;\nUIView.card { colour: red; }") == ["2:15 error unknown-property"])
    #expect(findings("@dialect stylec;\nUILabel { glow: inherit; }") == ["2:11 error unknown-property"])
    // The seeds' dialects inherit nothing: a view has no color, and `inherit` is no color.
    #expect(findings("UIView.card { color red }") == ["1:15 error unknown-property"])
    let seed = Linter(schema: .uikit).lint(sheet("UILabel { color inherit }", path: "main.cas"))
    #expect(seed.map(\.code) == [.invalidValue])
    #expect(
      seed.first?.notes.last
        == "CSS-wide keywords ('inherit', 'initial', 'unset', 'revert') are read in the stylec and css dialects ('@dialect stylec;')"
    )
  }

  @Test func aPartialsCustomPropertiesAreUsedAndSetWhereItsImportersUseAndSetThem() {
    var run = LintRun()
    let files = [
      "theme.css": ":root { --ink: red; }", "buttons.css": "UIButton { title-color: var(--ink); }",
    ]
    let main = "@import \"theme.css\";\n@import \"buttons.css\";\nUILabel { text-color: var(--ink); }"
    _ = run.add(sheet(main, path: "main.css", files: files), linter: Linter())
    _ = run.add(sheet(files["theme.css"]!, path: "theme.css"), linter: Linter())
    _ = run.add(sheet(files["buttons.css"]!, path: "buttons.css"), linter: Linter())
    #expect(run.findings().map(\.code) == [])
    // Alone, the partial needs what no sheet of the run sets.
    var alone = LintRun()
    _ = alone.add(sheet(files["buttons.css"]!, path: "buttons.css"), linter: Linter())
    #expect(alone.findings().map(\.code) == [.undefinedCustomProperty])
  }

  @Test func anUndefinedCustomPropertySuggestsTheNearestSet() {
    let findings = Linter().lint(
      sheet(
        "@dialect stylec;\n:root { --Accent: red; }\nUILabel { text-color: var(--acent); }", path: "main.css")
    )
    let undefined = findings.first { $0.code == .undefinedCustomProperty }
    #expect(undefined?.notes.first == "did you mean '--Accent'?", "\(findings)")
  }

  @Test func importCyclesAndMissingImportsAreFindings() {
    let files = ["a.cas": "@import main.cas", "main.cas": ""]
    let cycle = Linter().lint(sheet("@import a.cas", path: "main.cas", files: files)).map(\.code.rawValue)
    #expect(cycle == ["import-cycle"])
    #expect(Linter().lint(sheet("@import gone.cas")).map(\.code.rawValue) == ["import-failed"])
  }

  /// A rule whose only declaration cannot be read is not empty: its error says what is wrong.
  @Test func aRuleOfUnreadableDeclarationsIsNotEmpty() {
    #expect(
      findings("UILabel { alpha: 1 !; }\nUIView { alpha: (1; }\n", path: "main.css").allSatisfy {
        !$0.hasSuffix("empty-rule")
      })
    #expect(findings("UILabel { }\n", path: "main.css") == ["1:1 warning empty-rule"])
  }

  /// An earlier declaration a mixin's `!important` one overrides is said to be, not set again.
  /// The block's own value after an included `!important` one never applies: lint says so.
  @Test func anOwnValueAfterAnIncludedImportantOneIsReported() {
    let sheet = sheet(
      "@mixin m($a: 1) { alpha: $a !important; }\nUILabel { @include m(0.5); alpha: 0.9; }\n",
      path: "main.css")
    let findings = Linter(schema: .uikit).lint(sheet).filter { $0.code == .overriddenDeclaration }
    #expect(
      findings.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
        "2:28 'alpha' is set '!important' by a mixin this block includes (main.css:1), so this value never applies"
      ])
  }

  /// What `@extend` brings comes before the block's own declarations, so an `!important` one
  /// there outranks the block's normal value of the property, wherever the extended rule is
  /// written; an important own value, or an extended value that is not important, is not
  /// reported.
  @Test(arguments: [
    (".rounded { alpha: 0.4 !important; }\nUIView.card { @extend .rounded; alpha: 0.8; }\n", "2:33", "1"),
    ("UIView.card { @extend .rounded; alpha: 0.8; }\n.rounded { alpha: 0.4 !important; }\n", "1:33", "2"),
    // An empty rule before them (blocks are found by their place among all written).
    (
      ".e {}\n.rounded { alpha: 0.4 !important; }\nUIView.card { @extend .rounded; alpha: 0.8; }\n", "3:33",
      "2"
    ),
  ])
  func anOwnValueAfterAnExtendedImportantOneIsReported(source: String, place: String, line: String) {
    let findings = Linter(schema: .uikit).lint(sheet(source, path: "main.css")).filter {
      $0.code == .overriddenDeclaration
    }
    #expect(
      findings.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
        "\(place) 'alpha' is set '!important' by a rule this block extends (main.css:\(line)), so this value never applies"
      ])
    for quiet in [
      ".rounded { alpha: 0.4 !important; }\nUIView.card { @extend .rounded; alpha: 0.8 !important; }\n",
      ".rounded { alpha: 0.4; }\nUIView.card { @extend .rounded; alpha: 0.8; }\n",
    ] {
      #expect(Linter(schema: .uikit).lint(sheet(quiet, path: "main.css")).isEmpty)
    }
  }

  @Test func aMixinsImportantDeclarationIsNamedAsSuch() {
    let sheet = sheet(
      "@mixin i { alpha: 0.4 !important; }\nUISwitch { @include i; alpha: 0.2; }\n", path: "main.css")
    let messages = Linter(schema: .uikit).lint(sheet).filter { $0.code == .overriddenDeclaration }.map(
      \.message)
    #expect(
      messages == [
        "'alpha' is set '!important' by a mixin this block includes (main.css:1), so this value never applies"
      ])
  }

  @Test func findingsAreInSourceOrderWithLocations() {
    #expect(
      findings("$unused = 1\nUILabl {\n  alpha 2\n}\nUILabel { text-color blu }") == [
        "1:1 warning unused-variable", "2:1 error unknown-type", "5:11 error invalid-value",
      ])
  }

  @Test func suggestionsComeFromTheTypesOwnProperties() {
    let linted = Linter().lint(sheet("UILabel { titleColor red; text-colour red }"))
    #expect(linted.map(\.notes) == [["did you mean 'tint-color'?"], ["did you mean 'text-color'?"]])
    #expect(linted.map(\.replacement) == ["tint-color", "text-color"])
    // A name an alias goes by is meant as much as a property's own (`corner-radius` for a
    // view's `layer.corner-radius`: no name was suggested).
    let alias = Linter().lint(sheet("UIView { corner-radus: 8 }"))
    #expect(alias.map(\.notes) == [["did you mean 'corner-radius'?"]])
  }

  /// A misspelled state named every state but not the one meant.
  @Test func aMisspelledStateIsSuggested() {
    let linted = Linter().lint(sheet("UIButton:higlighted { alpha 1 }"))
    #expect(
      linted.map(\.notes) == [
        ["did you mean 'highlighted'?", "its states: disabled, focused, highlighted, normal, selected"]
      ])
  }

  @Test func settingsChangeSeveritiesAndTurnRulesOff() {
    let source = "$unused = 1\nUIView {\n}"
    #expect(findings(source) == ["1:1 warning unused-variable", "2:1 warning empty-rule"])
    #expect(
      findings(source, settings: [.unusedVariable: .off, .emptyRule: .error]) == ["2:1 error empty-rule"])
  }

  /// In a dotted path the first unknown segment is the one corrected, and the name rejected is
  /// never offered back.
  @Test func suggestionsCorrectTheFirstUnknownSegmentOfAPath() {
    let linted = Linter().lint(
      sheet(
        "UIView {\n  layr @{ cornerRadius 2 }\n  separatorView @{ backgroundColor red }\n  layer.cornerRadus 1\n}"
      ))
    // The first is misspelt where its block is named, not where its declaration stands: no
    // replacement there fixes it.
    #expect(linted.map(\.replacement) == [nil, nil, "layer.corner-radius"])
    #expect(
      linted.map(\.notes) == [
        ["did you mean 'layer.corner-radius'?"], [], ["did you mean 'layer.corner-radius'?"],
      ])
  }

  /// A rule without a type can style any type that has the property: its value is wrong only
  /// if it fits none of them (`fill` is a UIStackView alignment, not a paragraph style's).
  @Test func aValueWithoutATypeFitsAnyTypeThatHasTheProperty() {
    #expect(findings(".x { alignment: fill }\n.z { style: done }") == [])
    // `^UIView` matches both a UIStackView and views without the property: only the warning.
    #expect(findings("^UIView.w { alignment: fill }") == ["1:13 warning partial-property"])
    #expect(findings(".x { alignment: sideways }") == ["1:6 error invalid-enum-value"])
  }

  /// So can its arguments: `title[state:selected]` fits UIButton's title, though UIBarItem's
  /// title takes no state.
  @Test func argumentsWithoutATypeFitAnyTypeThatTakesThem() {
    #expect(findings(".x { title[state:selected]: Go }") == [])
    #expect(findings(".x { title[state:pressed]: Go }") == ["1:6 error invalid-argument"])
  }

  /// Under a schema a value that does not fit drops out of the cascade, so the declaration
  /// before it still applies: it is not reported as overridden.
  @Test func aMisfitOverridesNothing() {
    #expect(
      findings("UIButton.x { title-color: red; title-color: bogus-thing }") == ["1:32 error invalid-value"])
    #expect(
      findings("UILabel { text-color: red; text-color: 12; text-color: blue }") == [
        "1:11 warning overridden-declaration", "1:28 error invalid-value",
      ])
  }

  /// An app's class declared only by its superclass (`.stylec.json`'s `types`) may add
  /// properties of its own: lint warns of a property it lacks only when it is near one it has
  /// (a typo, or one the class adds), and still checks the values of those it inherits.
  @Test func anAppsClassKnownByItsSuperclassMayAddProperties() throws {
    let app = StyleSchema.uikit.addingSubclasses(["Button": "UIButton", "Avatar": "Button"])
    #expect(findings("Button { icon-color: red; title-color: blue }\nAvatar { glow: 2 }", schema: app) == [])
    #expect(findings("Button { titel-color: red }", schema: app) == ["1:10 warning unlisted-property"])
    // Its "did you mean" is a replacement an editor offers as a quick fix.
    let typo = Linter(schema: app).lint(sheet("Button { titel-color: red }", path: "main.cas"))
    #expect(typo.map(\.replacement) == ["title-color"])
    #expect(findings("Button { title-color: 12 }", schema: app) == ["1:10 error invalid-value"])
    // It may set an inherited property its own way; UIKit's own arguments are still checked.
    #expect(findings("Button { border-color[state:highlighted]: red }", schema: app) == [])
    #expect(findings("UIButton { border-color[state:highlighted]: red }") == ["1:12 error invalid-argument"])
    #expect(
      findings("Button { title-color[state:sideways]: red }", schema: app) == ["1:10 error invalid-argument"])
    #expect(findings("UILabel { icon-color: red }", schema: app) == ["1:11 error unknown-property"])
    #expect(findings(".x { icon-color: red }", schema: app) == [])
    #expect(findings(".x { alphs: 1 }", schema: app) == ["1:6 warning unlisted-property"])
    #expect(findings(".x { icon-color: red }") == ["1:6 error unknown-property"])
    // A class a schema file lists properties for is checked against them.
    let listed = try StyleSchema(
      json: Array(#"{"types": {"Button": {"superclass": "UIButton", "properties": {"glow": "color"}}}}"#.utf8)
    ).addingSubclasses(["Button": "UIButton"])
    #expect(findings("Button { icon-color: red }", schema: listed) == ["1:10 error unknown-property"])
  }

  /// A name near none an open class has is taken as its own; once the sheet's budget for
  /// suggestions has run out the search is not made, and a name that may be a typo is still
  /// reported, saying it was not compared (1,462 of 2,000 such findings went missing), as is every
  /// name after it, since none can be told from a typo.
  @Test func anUnlistedPropertyPastTheSuggestionBudgetIsReportedUncompared() throws {
    let app = StyleSchema.uikit.addingSubclasses(["Button": "UIButton"])
    let spending = (0..<3_000).map { "  qzxwvkjqzxwv\($0): 1;\n" }.joined()
    let linted = Linter(schema: app).lint(sheet("Button {\n" + spending + "  titel-color: red;\n}\n"))
    // Those compared are near no name and go unreported; every one after is reported.
    let firstUncompared = try #require(linted.first?.location?.line)
    #expect(firstUncompared > 2 && linted.count == 3_002 - firstUncompared + 1)
    #expect(linted.allSatisfy { $0.code == .unlistedProperty })
    #expect(linted.last?.location?.line == 3_002)
    #expect(
      linted.last?.notes.first
        == "not compared with the names known for a typo: the sheet's budget for suggestions ran out")
    // Within the budget, the same name is compared and its suggestion given.
    #expect(
      Linter(schema: app).lint(sheet("Button { titel-color: red }")).first?.notes.first
        == "did you mean 'title-color'?")
  }

  /// Listing a type's states for a note is work the suggestion budget counts: past it, an
  /// unknown state is still reported, its states not listed (each note listed and sorted its
  /// type's whole chain of states: quadratic over a schema chain).
  @Test func anUnknownStatePastTheSuggestionBudgetIsReportedWithoutItsStates() throws {
    let spending = "UIButton {\n" + (0..<3_000).map { "  qzxwvkjqzxwv\($0): 1;\n" }.joined() + "}\n"
    let linted = Linter().lint(sheet(spending + "UISwitch:hilighted { alpha: 1; }\n", path: "main.css"))
    #expect(linted.last?.code == .unknownState)
    #expect(linted.last?.notes == ["its states are not listed: the sheet's budget for suggestions ran out"])
    // Within the budget, the states are listed.
    #expect(
      Linter().lint(sheet("UISwitch:hilighted { alpha: 1; }\n", path: "main.css")).first?.notes.last?
        .hasPrefix("its states: ") == true)
  }

  @Test func aCustomSchemaTeachesCustomTypes() throws {
    let schema = try StyleSchema(
      json: Array(#"{"types": {"Badge": {"superclass": "UILabel", "properties": {"glow": "color"}}}}"#.utf8))
    #expect(findings("Badge { glow red; text-color blue }", schema: schema) == [])
    #expect(findings("Badge { glow 3 }", schema: schema) == ["1:9 error invalid-value"])
    #expect(findings("Badge { glow red }") == ["1:1 error unknown-type"])
  }

  /// In CSS syntax `Label` is UIKit's `UILabel`, unless the schema has a type named `Label`:
  /// the app's own class is checked with its own properties, never blamed on UIKit's.
  @Test func aShorthandNeverShadowsTheSchemasExactType() throws {
    let schema = try StyleSchema(
      json: Array(#"{"types": {"Label": {"superclass": "UILabel", "properties": {"glow": "color"}}}}"#.utf8))
    #expect(findings("Label { glow: red; text-color: blue }", path: "a.css", schema: schema) == [])
    #expect(
      findings("UIView > Label:not(Label.x) { glow: 3 }", path: "a.css", schema: schema) == [
        "1:31 error invalid-value"
      ])
    #expect(findings("Label { glow: red }", path: "a.css") == ["1:9 error unknown-property"])
  }

  /// An app's own class used in many rules, or in a rule with `@device` blocks inside, is one
  /// thing to declare: it is reported once, where it is first used.
  @Test func anUnknownTypeIsReportedOnce() {
    let source =
      "Fancy {\n  alpha 1\n  @device phone { alpha 0.5 }\n  @device pad { alpha 0.7 }\n}\nFancy.b { alpha 1 }\nUIView > Fancy { alpha 1 }\nFancx { alpha 1 }"
    #expect(findings(source) == ["1:1 error unknown-type", "8:1 error unknown-type"])
  }

  /// The properties Classy's UIAppearance setters take, with their arguments as Classy named
  /// them, and the view controllers' and text views' objects real apps' sheets style, are in the
  /// built-in schema: a sheet using them lints clean.
  @Test func classysAppearancePropertiesAreKnown() {
    let source = """
      UIToolbar {
        background-image[barMetrics:landscape-phone, toolbarPosition:top] bar
        shadow-image[toolbar-position:bottom] line
      }
      UINavigationBar { title-vertical-position-adjustment[bar-metrics:default] 4 }
      UISearchBar {
        icon-image[icon:search, state:selected] glass
        icon-position-adjustment[icon:clear] 1 2
        scope-bar-button-divider-image[left-segment-state:selected, right-segment-state:normal] divider
      }
      UITextField { background-image field }
      UIViewController {
        navigationController @{ navigationBar @{ titleTextAttributes @{ font: Avenir 17 } } }
        navigation-item.title: "Inbox"
      }
      UITableViewController { table-view @{ separator-color: gray } }
      UINavigationController { navigation-bar.bar-tint-color: white; toolbar.translucent: no }
      UITabBarController { tab-bar.tint-color: blue }
      UICollectionViewController { collection-view.background-color: white }
      UITextView { text-container @{ line-fragment-padding: 0; maximum-number-of-lines: 2 } }
      UITabBarItem {
        title-text-attributes[state:selected]: @{
          shadow: @{ shadow-offset: 0, -1; shadow-color: clear; shadow-blur-radius: 2 }
        }
      }
      """
    #expect(findings(source) == [])
    #expect(
      findings("UIToolbar { shadow-image[toolbar-position:sideways] line }") == [
        "1:13 error invalid-argument"
      ])
  }

  /// In a Classy sheet `label` is no class; lint names the UIKit class it is shorthand for in
  /// CSS syntax, and where an app's own class is declared.
  @Test func anUnknownShorthandSuggestsItsUIKitClass() {
    let linted = Linter().lint(sheet("label { alpha 1 }\nView { alpha 1 }"))
    #expect(linted.map(\.replacement) == ["UILabel", "UIView"])
    #expect(linted[0].notes.last?.contains(".stylec.json's \"types\"") == true)
  }

  @Test func groupsReportEachDeclarationOnce() {
    #expect(findings("UILabel, UILabel.a, UILabel.b { text-color blu }") == ["1:33 error invalid-value"])
  }

  /// A sheet that repeats the selector of a rule in a file it imports overrides it, as Nimbus's
  /// and InterfaCSS's sheets do: only a repeat within one file is reported.
  @Test func aDuplicateSelectorIsOneWithinItsFile() {
    let files = ["base.css": "UIButton { width: 100%; }\nUIButton { height: 20px; }"]
    let loaded = sheet("@import url('base.css');\nUIButton { width: 50%; }", path: "main.css", files: files)
    let findings = Linter(schema: .uikit).lint(loaded).filter { $0.code == .duplicateSelector }
    #expect(
      findings.map { "\($0.location?.file ?? "") \($0.message)" } == [
        "base.css 'UIButton' repeats the selector of the rule on line 1; merge them"
      ])
  }

  /// Nested groups expand to a selector for each combination (27 here), which share a few
  /// subjects: each declaration is checked once per subject, and the findings, their notes and
  /// replacements are what checking it for every selector gave.
  @Test func nestedGroupsAreCheckedOncePerSubject() {
    let loaded = sheet(
      """
      UIView, UILabel, ^UIControl {
        UILabel, UIButton, Fancy {
          .x, ^UIControl, UILabel {
            alpha 0.5
            text-color blu
            text-alignment middle
            backgrond-color red
            title-color[state:hovered] red
            alpha 0.7
            text-color bogus
            text-color red
            glow 1
          }
        }
      }
      """)
    let found = Linter().lint(loaded).map { finding -> String in
      "\(finding.location!.line):\(finding.location!.column) \(finding.code) \(finding.message)"
        + finding.notes.map { " | " + $0 }.joined() + (finding.replacement.map { " => " + $0 } ?? "")
    }
    #expect(
      found == [
        "3:5 unknown-type unknown type 'Fancy' | declare an app's own class by its superclass in .stylec.json's \"types\" (or a schema file, --schema)",
        "4:7 overridden-declaration 'alpha' is set again on line 9 of this block, so this value never applies",
        "5:7 invalid-value 'blu' is not a color | did you mean 'blue'? | expected a color: #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%), hsla(h, s%, l%, a) or a name (in the stylec and css dialects also rgb(r g b / a), hsl(h s% l% / a), color-mix() and light-dark())",
        "5:7 partial-property 'UIControl' has no property 'text-color'; of the types ^UIControl matches, only NITextField, UIButton, UISearchTextField, UISegmentedControl, UITextField have it",
        "5:7 overridden-declaration 'text-color' is set again on line 11 of this block, so this value never applies",
        "6:7 invalid-enum-value 'middle' is not one of the allowed values | expected one of left, center, right, justified, natural",
        "6:7 partial-property 'UIControl' has no property 'text-alignment'; of the types ^UIControl matches, only NITextField, UISearchTextField, UITextField have it",
        "7:7 unknown-property no type in the schema has a property 'backgrond-color' | did you mean 'background-color'?",
        "7:7 unknown-property 'UIControl' has no property 'backgrond-color' | did you mean 'background-color'? => background-color",
        "7:7 unknown-property 'UILabel' has no property 'backgrond-color' | did you mean 'background-color'? => background-color",
        "8:7 invalid-argument 'hovered' is not a state of 'title-color' | expected one of application, disabled, focused, highlighted, highlighted-focused, normal, reserved, selected, selected-focused, selected-highlighted, selected-highlighted-focused",
        "8:7 partial-property 'UIControl' has no property 'title-color'; of the types ^UIControl matches, only UIButton has it",
        "8:7 unknown-property 'UILabel' has no property 'title-color' | did you mean 'tint-color'? => tint-color",
        "10:7 invalid-value 'bogus' is not a color | expected a color: #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%), hsla(h, s%, l%, a) or a name (in the stylec and css dialects also rgb(r g b / a), hsl(h s% l% / a), color-mix() and light-dark())",
        "10:7 partial-property 'UIControl' has no property 'text-color'; of the types ^UIControl matches, only NITextField, UIButton, UISearchTextField, UISegmentedControl, UITextField have it",
        "11:7 partial-property 'UIControl' has no property 'text-color'; of the types ^UIControl matches, only NITextField, UIButton, UISearchTextField, UISegmentedControl, UITextField have it",
        "12:7 unknown-property no type in the schema has a property 'glow'",
        "12:7 unknown-property 'UIControl' has no property 'glow'",
        "12:7 unknown-property 'UILabel' has no property 'glow'",
      ])
    // The rules of a group share their block's declarations, and so their properties.
    let rules = loaded.ruleSet
    let written = rules.ruleDeclarations.filter { !$0.isEmpty }
    #expect(written.count == 27)
    #expect(Set(written).count == 1)
    #expect(
      rules.rulePropertyBits
        == rules.ruleDeclarations.map { declarations in
          declarations.reduce(UInt64(0)) { bits, declaration in
            bits | RuleSet.propertyBit(rules.declarationProperties[declaration])
          }
        })
  }
}

/// A finding's replacement replaces its located range and fixes what it found: what an editor's
/// quick fix does.
@Suite("Lint replacements")
struct LintReplacementTests {
  @Test(arguments: [
    ("UILabel {\n  colr: red;\n}\n", "UILabel {\n  color: red;\n}\n"),
    ("UIView, UILabl.x > UIButton {\n  alpha: 1;\n}\n", "UIView, UILabel.x > UIButton {\n  alpha: 1;\n}\n"),
    ("UIButton {\n  layer.corner-radus: 4;\n}\n", "UIButton {\n  layer.corner-radius: 4;\n}\n"),
    // The name is found as a type, not inside a class of the same letters.
    (".UILabl UILabl { alpha: 1; }\n", ".UILabl UILabel { alpha: 1; }\n"),
  ])
  func applyingTheReplacementFixesTheFinding(source: String, fixed: String) throws {
    let sheet = Stylesheet(source: source, fileName: "main.css", dialect: .stylec)
    let findings = Linter().lint(sheet).filter { $0.replacement != nil }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    let location = try #require(finding.location)
    var bytes = Array(source.utf8)
    bytes.replaceSubrange(
      location.offset..<(location.offset + (location.endColumn - location.column)),
      with: Array(finding.replacement!.utf8))
    #expect(String(decoding: bytes, as: UTF8.self) == fixed)
    let relinted = Linter().lint(Stylesheet(source: fixed, fileName: "main.css", dialect: .stylec))
    #expect(!relinted.contains { $0.code == finding.code })
  }

  /// CSS's `all` shorthand is refused in the dialects that read today's CSS (it was kept as a
  /// property named `all`, and the view kept every value it meant to reset); a transition may
  /// name an inherited property a container passes down, and a custom property (lint said the
  /// container had no `color`).
  @Test func theAllShorthandIsRefusedAndTransitionsNameInheritedAndCustomProperties() {
    let loaded = sheet("UILabel#a { alpha: 0.5; all: unset; }", path: "main.css")
    #expect(locatedCodes(loaded.diagnostics) == ["1:25 invalid-value"])
    #expect(loaded.rules.first?.declarations.map(\.property) == ["alpha"])
    #expect(sheet("UILabel\n  all unset\n", path: "main.cas").diagnostics.isEmpty)
    let transitions = sheet(
      "UIView.card { color: red; transition: color 0.3s, --accent 1s; }", path: "main.css")
    #expect(Linter(schema: .uikit).lint(transitions).filter { $0.code == .unknownProperty }.isEmpty)
  }
}
