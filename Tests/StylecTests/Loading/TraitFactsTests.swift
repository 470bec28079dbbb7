import Testing

@testable import Stylec

/// The trait collection's facts an app has (appearance, text size, layout direction, the
/// accessibility settings) and CSS's viewport sizes: read in `@media` in stylec's and CSS's
/// spellings, set by name as `--env` and the tree's `environment` set them, varied by the
/// environment matrix, and merged by `LiveStyles.update(environment:)`.
@Suite("Trait facts in @media")
struct TraitFactsTests {
  /// Whether `condition` holds in `environment`: a label styled under it.
  private func holds(_ condition: String, in environment: StyleEnvironment) -> Bool {
    let loaded = sheet("@media \(condition) { UILabel { alpha: 0.5; } }", path: "t.css")
    #expect(loaded.diagnostics.isEmpty, "\(condition): \(loaded.diagnostics)")
    let tree = try! StyleTree(root: ViewNode("UILabel"))
    return loaded.resolve(tree, environment: environment).property("alpha", of: tree.root) != nil
  }

  @Test func appearanceInEitherSpelling() {
    let dark = StyleEnvironment(userInterfaceStyle: .dark)
    for condition in [
      "(user-interface-style: dark)", "(prefers-color-scheme: dark)", "(prefers-color-scheme: DARK)",
    ] {
      #expect(holds(condition, in: dark))
      #expect(!holds(condition, in: StyleEnvironment(userInterfaceStyle: .light)))
      #expect(!holds(condition, in: StyleEnvironment()))
    }
  }

  @Test func textSizesCompareInTheirOrder() {
    let condition = "(content-size-category: >= accessibility-medium)"
    #expect(holds(condition, in: StyleEnvironment(contentSizeCategory: .accessibilityMedium)))
    #expect(holds(condition, in: StyleEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge)))
    #expect(!holds(condition, in: StyleEnvironment(contentSizeCategory: .extraExtraExtraLarge)))
    #expect(holds("(content-size-category: < large)", in: StyleEnvironment(contentSizeCategory: .small)))
    #expect(
      holds("(content-size-category: extraLarge)", in: StyleEnvironment(contentSizeCategory: .extraLarge)))
    #expect(StyleEnvironment.ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!StyleEnvironment.ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test func directionAndAccessibilitySettings() {
    #expect(holds("(layout-direction: rtl)", in: StyleEnvironment(layoutDirection: .rightToLeft)))
    #expect(!holds("(layout-direction: rtl)", in: StyleEnvironment(layoutDirection: .leftToRight)))
    let reduced = StyleEnvironment(accessibility: [.reduceMotion: true])
    for condition in ["(reduce-motion)", "(reduce-motion: true)", "(prefers-reduced-motion: reduce)"] {
      #expect(holds(condition, in: reduced))
      #expect(!holds(condition, in: StyleEnvironment(accessibility: [.reduceMotion: false])))
    }
    #expect(
      holds(
        "(prefers-reduced-motion: no-preference)", in: StyleEnvironment(accessibility: [.reduceMotion: false])
      ))
    #expect(holds("(prefers-contrast: more)", in: StyleEnvironment(accessibility: [.increaseContrast: true])))
    // The contrasts iOS never asks for are false wherever the setting is known, their
    // negation true there; neither holds where it is not known.
    for contrast in ["less", "custom"] {
      for on in [true, false] {
        #expect(
          !holds(
            "(prefers-contrast: \(contrast))", in: StyleEnvironment(accessibility: [.increaseContrast: on])))
        #expect(
          holds(
            "not (prefers-contrast: \(contrast))",
            in: StyleEnvironment(accessibility: [.increaseContrast: on])))
      }
      #expect(!holds("not (prefers-contrast: \(contrast))", in: StyleEnvironment()))
    }
    #expect(
      holds(
        "(bold-text) and (reduce-transparency: off)",
        in: StyleEnvironment(accessibility: [.boldText: true, .reduceTransparency: false])))
    #expect(
      holds(
        "(prefers-reduced-transparency: reduce)",
        in: StyleEnvironment(accessibility: [.reduceTransparency: true])))
  }

  @Test func cssViewportSizesAreTheScreens() {
    #expect(holds("(min-width: 600px)", in: StyleEnvironment(screenWidth: 600)))
    #expect(!holds("(min-width: 600px)", in: StyleEnvironment(screenWidth: 599)))
    #expect(holds("(max-width: 400)", in: StyleEnvironment(screenWidth: 375)))
    #expect(holds("(min-height: 800px) and (max-height: 900px)", in: StyleEnvironment(screenHeight: 844)))
    #expect(!holds("(min-width: 600px)", in: StyleEnvironment()))
  }

  @Test(arguments: [
    ("@media (prefers-color-scheme: blue) { A { a: 1; } }", "1:31 invalid-media-query"),
    ("@media (content-size-category: >= huge) { A { a: 1; } }", "1:35 invalid-media-query"),
    ("@media (layout-direction: up) { A { a: 1; } }", "1:27 invalid-media-query"),
    ("@media (reduce-motion: maybe) { A { a: 1; } }", "1:24 invalid-media-query"),
    ("@media (prefers-contrast: lesser) { A { a: 1; } }", "1:27 invalid-media-query"),
    ("@media (min-width: > 3px) { A { a: 1; } }", "1:22 invalid-media-query"),
  ])
  func malformedTraitConditionsAreLocatedErrors(source: String, expected: String) {
    #expect(locatedCodes(sheet(source, path: "t.css").diagnostics) == [expected])
  }

  /// A CSS feature no fact answers is warned about, never silently a condition that cannot hold.
  @Test func aCSSFeatureStylecDoesNotReadIsAWarning() {
    let loaded = sheet("@media (hover: hover) { A { a: 1; } }", path: "t.css")
    #expect(locatedCodes(loaded.diagnostics) == ["1:9 unsupported-media-feature"])
    #expect(loaded.diagnostics[0].severity == .warning)
    // Taken as a custom fact: it holds when the app gives it.
    let tree = try! StyleTree(root: ViewNode("A"))
    #expect(
      loaded.resolve(tree, environment: StyleEnvironment(custom: ["hover": "hover"])).property(
        "a", of: tree.root) != nil)
    #expect(loaded.resolve(tree).property("a", of: tree.root) == nil)
    #expect(
      locatedCodes(sheet("@media (appearance: dark) { A { a: 1; } }", path: "t.css").diagnostics).isEmpty)
    // CSS's own features near a built-in name are CSS's, not typos of it.
    for feature in ["(display-mode: standalone)", "(prefers-reduced-data: reduce)"] {
      let near = sheet("@media \(feature) { A { a: 1; } }", path: "t.css")
      #expect(locatedCodes(near.diagnostics) == ["1:9 unsupported-media-feature"], "\(feature)")
    }
  }

  @Test func conditionsReadBackFromTheirCanonicalText() {
    let source = """
      @media (prefers-color-scheme: dark) and (content-size-category: >= accessibility-medium), (layout-direction: rtl) {
        A { a: 1; }
      }
      @media (prefers-reduced-motion: reduce) and (min-width: 600px) { B { b: 2; } }
      """
    let loaded = sheet(source, path: "t.css")
    #expect(
      loaded.rules.compactMap(\.condition) == [
        "(user-interface-style: dark) and (content-size-category: >= accessibility-medium), (layout-direction: rtl)",
        "(reduce-motion: true) and (screen-width: >= 600)",
      ])
    let again = Stylesheet(source: loaded.canonicalText, fileName: "again.css")
    #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
    #expect(again.rules.compactMap(\.condition) == loaded.rules.compactMap(\.condition))
  }

  @Test func factsAreSetByNameAsTheCommandLineAndTheTreeGiveThem() throws {
    var environment = StyleEnvironment()
    try environment.set("user-interface-style", to: "dark")
    try environment.set("contentSizeCategory", to: "accessibilityLarge")
    try environment.set("layout-direction", to: "right-to-left")
    try environment.set("reduce-motion", to: "on")
    try environment.set("bold-text", to: "false")
    try environment.set("display-scale", to: "3")
    #expect(
      environment
        == StyleEnvironment(
          scale: 3, userInterfaceStyle: .dark, contentSizeCategory: .accessibilityLarge,
          layoutDirection: .rightToLeft, accessibility: [.reduceMotion: true, .boldText: false]))
    // CSS's names set the same facts `@media` reads them as.
    var css = StyleEnvironment()
    try css.set("prefers-color-scheme", to: "dark")
    try css.set("prefers-reduced-motion", to: "reduce")
    try css.set("prefers-contrast", to: "no-preference")
    try css.set("width", to: "700px")
    #expect(
      css
        == StyleEnvironment(
          screenWidth: 700, userInterfaceStyle: .dark,
          accessibility: [.reduceMotion: true, .increaseContrast: false]))
    #expect(throws: EnvironmentError.self) { try css.set("min-width", to: "600") }
    #expect(throws: EnvironmentError.self) { try css.set("prefers-contrast", to: "less") }
    #expect(throws: EnvironmentError.self) { try environment.set("user-interface-style", to: "dim") }
    #expect(throws: EnvironmentError.self) { try environment.set("reduce-motion", to: "sometimes") }
    let tree = try StyleTree(
      json:
        #"{"root": {"type": "UILabel"}, "environment": {"user-interface-style": "dark", "reduce-motion": "true"}}"#
    )
    #expect(
      tree.environment == StyleEnvironment(userInterfaceStyle: .dark, accessibility: [.reduceMotion: true]))
  }

  @Test func anUpdateChangesTheFactsItGivesAndKeepsTheRest() throws {
    let loaded = sheet(
      "@media pad { UILabel { font-size: 20; } }\n@media (prefers-color-scheme: dark) { UILabel { alpha: 0.5; } }\n",
      path: "t.css")
    let tree = try StyleTree(root: ViewNode("UILabel"))
    var live = LiveStyles(stylesheet: loaded, tree: tree, environment: StyleEnvironment(device: .pad))
    // Dark Mode on: the iPad's rules stay.
    #expect(
      live.update(environment: StyleEnvironment(userInterfaceStyle: .dark)).map(\.property) == ["alpha"])
    #expect(live.styles.property("font-size", of: tree.root) != nil)
    // A whole new set leaves the device unknown.
    #expect(
      live.replaceEnvironment(StyleEnvironment(userInterfaceStyle: .dark)).map(\.property) == ["font-size"])
  }

  @Test func theMatrixVariesTheTraitFacts() {
    let loaded = sheet(
      """
      @media (prefers-color-scheme: dark) and (prefers-color-scheme: light) { A { a: 1; } }
      @media (content-size-category: >= small), (content-size-category: extra-small) { B { b: 1; } }
      @media (reduce-motion) { C { c: 1; } }
      """, path: "t.css")
    let findings = Linter(checksEnvironments: true).lint(loaded).map { "\($0.code.rawValue) \($0.message)" }
    #expect(findings.contains { $0.hasPrefix("condition-never-true") })
    #expect(findings.contains { $0.hasPrefix("condition-always-true") })
    #expect(
      findings.contains {
        $0.contains("environment-gap") && $0.contains("set when reduce-motion is on, never when it is off")
      })
  }
}
