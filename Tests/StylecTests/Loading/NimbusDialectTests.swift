import Foundation
import Testing

@testable import Stylec

/// The `nimbus` dialect and the Nimbus forms every dialect reads: each meaning Nimbus CSS gave
/// its sheets, tested against the other dialects' meaning of the same text.
@Suite("The nimbus dialect")
struct NimbusDialectTests {
  /// A sheet's rules without their locations, which a printout moves.
  private func unlocated(_ sheet: Stylesheet) -> [String] {
    sheet.rules.map { rule in
      "\(rule.selector) @\(rule.condition ?? "") "
        + rule.declarations.map { "\($0.property): \($0.value)" }.joined(separator: "; ")
    }
  }

  /// Each node's properties as `name: value`, in preorder.
  private func resolved(
    _ source: String, _ root: ViewNode, dialect: Dialect = .nimbus, schema: StyleSchema? = nil,
    environment: StyleEnvironment = StyleEnvironment()
  ) throws -> [[String]] {
    let tree = try StyleTree(root: root)
    let styles = Stylesheet(source: source, fileName: "main.css", dialect: dialect).resolve(
      tree, environment: environment, schema: schema)
    return tree.nodes.map { node in styles.properties(of: node).map { "\($0.name): \($0.value)" } }
  }

  @Test func typeThenClassThenIdAsNimbusAppliedThem() throws {
    // Nimbus applied a view's type rules, then its classes', then its id's: W3C specificity.
    let source = "#main { p: 1; } .a { p: 2; q: 2; } UIView { p: 3; q: 3; r: 3; }"
    let view = ViewNode("UIView", id: "main", classes: ["a"])
    #expect(Dialect.nimbus.precedence == .specificity)
    #expect(try resolved(source, view) == [["p: 1", "q: 2", "r: 3"]])
  }

  @Test func aButtonsPseudoClassesChooseTheControlStateOfWhatTheRuleSets() throws {
    let source = """
      UIButton { color: white; }
      UIButton:highlighted { color: green; background-image: url(pressed); }
      UIButton:selected { color: blue; }
      UIButton:disabled { color: black; title-color[state:selected]: red; }
      """
    // Every button has them, whatever state it is in.
    for state in [[], ["highlighted"]] {
      #expect(
        try resolved(source, ViewNode("UIButton", states: state)) == [
          [
            "background-image[state:highlighted]: url(\"pressed\")", "color: #ffffff",
            "color[state:disabled]: #000000",
            "color[state:highlighted]: #00ff00", "color[state:selected]: #0000ff",
            "title-color[state:selected]: #ff0000",
          ]
        ])
    }
    // In stylec's dialect the pseudo-class says when the rule matches.
    #expect(
      try resolved(source, ViewNode("UIButton", states: ["highlighted"]), dialect: .stylec) == [
        ["background-image: \"pressed\"", "color: #00ff00"]
      ])
    // The rule prints as Nimbus applied it.
    let rules = Stylesheet(source: source, dialect: .nimbus).rules
    #expect(rules.map(\.selector) == ["UIButton", "UIButton", "UIButton", "UIButton"])
    #expect(
      rules[1].declarations.map(\.property) == [
        "color[state:highlighted]", "background-image[state:highlighted]",
      ])
  }

  @Test func underTheSchemaTheBoundPropertiesAreTheButtonsOwn() throws {
    let source = "UIButton:highlighted { color: green; -mobile-image: url(a); -mobile-text-key: \"Tap\"; }"
    let tree = try StyleTree(root: ViewNode("UIButton"))
    let sheet = Stylesheet(source: source, fileName: "main.css", dialect: .nimbus)
    let styles = sheet.resolve(tree, schema: .uikit)
    #expect(styles.diagnostics.isEmpty)
    #expect(
      styles.properties(of: tree.root).map { "\($0.name): \($0.value)" } == [
        "-mobile-image[state:highlighted]: {name: \"a\"}", "-mobile-text-key[state:highlighted]: \"Tap\"",
        "color[state:highlighted]: #00ff00",
      ])
    #expect(Linter(schema: .uikit).lint(sheet).isEmpty)
  }

  @Test func aRuleWithTwoBoundPseudoClassesHasNoEffect() throws {
    // Nimbus read one pseudo-class per selector: such a rule never applied.
    let loaded = Stylesheet(
      source: "UIButton:highlighted:disabled { color: blue; }\nUIButton { tint: 1; }", fileName: "main.css",
      dialect: .nimbus)
    #expect(locatedCodes(loaded.diagnostics) == ["1:1 ignored-declaration"])
    #expect(
      loaded.diagnostics[0].message.hasSuffix(
        "and 'UIButton:highlighted:disabled' has more; it has no effect"))
    let tree = try StyleTree(root: ViewNode("UIButton", states: ["disabled"]))
    #expect(loaded.resolve(tree).properties(of: tree.root).map(\.name) == ["tint"])
    // Its printout reads back the same.
    let reread = Stylesheet(source: loaded.canonicalText)
    #expect(reread.resolve(tree).properties(of: tree.root).map(\.name) == ["tint"])
    #expect(Linter(schema: .uikit).lint(loaded).map(\.code).contains(.invalidArgument) == false)
  }

  @Test func lintChecksTheBoundPropertiesAgainstTheType() {
    // A label's color and a button's background color take no control state: Nimbus ignored
    // them in a state rule, a warning as in an `:empty` rule.
    let label = Stylesheet(
      source: "UILabel:highlighted { color: red; }\nUIButton:disabled { background-color: red; }",
      fileName: "main.css",
      dialect: .nimbus)
    let findings = Linter(schema: .uikit).lint(label)
    #expect(locatedCodes(findings) == ["1:23 ignored-declaration", "2:21 ignored-declaration"])
    #expect(findings.allSatisfy { $0.severity == .warning })
    #expect(
      findings.last?.message
        == "Nimbus applies a ':disabled' rule only to what takes a control state (a button's color, text shadow and images); 'background-color' of 'UIButton' takes none, so it has no effect here"
    )
    // A state written on the property itself is still checked as written.
    let written = Stylesheet(
      source: "UILabel { color[state:highlighted]: red; }", fileName: "main.css", dialect: .nimbus)
    #expect(locatedCodes(Linter(schema: .uikit).lint(written)) == ["1:11 invalid-argument"])
    // The printout writes a state rule as one again, which lints as the original does (with
    // the state on each property, `background-color` read back was an error).
    #expect(
      label.canonicalText
        == "@dialect nimbus;\nUILabel:highlighted { color: #ff0000; }\nUIButton:disabled { background-color: #ff0000; }\n"
    )
    let reread = Stylesheet(source: label.canonicalText, fileName: "again.css")
    #expect(Linter(schema: .uikit).lint(reread).map(\.code) == [.ignoredDeclaration, .ignoredDeclaration])
    let button = Stylesheet(
      source: "UIButton:highlighted { color: red; }\n.f:empty { -mobile-text-key: \"K\"; }",
      fileName: "main.css",
      dialect: .nimbus)
    #expect(Linter(schema: .uikit).lint(button).isEmpty)
  }

  @Test func aTextFieldsEmptyRuleIsItsPlaceholder() throws {
    let loaded = Stylesheet(
      source: ".search:empty {\n  -mobile-text-key: \"Find\";\n  color: blue;\n}", fileName: "main.css",
      dialect: .nimbus)
    // Nimbus applied only the text key there; the rest is reported and dropped.
    #expect(locatedCodes(loaded.diagnostics) == ["3:3 ignored-declaration"])
    #expect(loaded.diagnostics[0].severity == .warning)
    #expect(
      loaded.diagnostics[0].message
        == "Nimbus applies only '-mobile-text-key' (the placeholder) in an ':empty' rule; 'color' has no effect here"
    )
    let tree = try StyleTree(
      root: ViewNode("UITextField", classes: ["search"], children: [ViewNode("UIView")]))
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(
      styles.properties(of: tree.root).map { "\($0.name): \($0.value)" } == [
        "placeholder: {localized: \"Find\"}"
      ])
    // Elsewhere :empty is a view without children.
    #expect(
      try resolved(".search:empty { p: 1; }", ViewNode("UIView", classes: ["search"]), dialect: .stylec) == [
        ["p: 1"]
      ])
  }

  @Test func aSpentCopyBudgetIsReportedOnceForAGroup() {
    var limits = StylesheetLimits()
    limits.maximumCopiedItems = 3
    let group = (0..<50).map { "UIButton.c\($0):highlighted" }.joined(separator: ", ")
    let loaded = Stylesheet(
      source: group + " { color: red; tint-color: blue; }", dialect: .nimbus, limits: limits)
    #expect(loaded.diagnostics.map(\.code) == [.tooManyCopies])
  }

  @Test func copiesOfBoundDeclarationsCountAgainstTheCopyBudget() {
    var limits = StylesheetLimits()
    limits.maximumCopiedItems = 3
    let source = "UIButton:selected { a: 1; b: 2; } UIButton:highlighted { c: 3; d: 4; }"
    let loaded = Stylesheet(source: source, dialect: .nimbus, limits: limits)
    #expect(loaded.diagnostics.map(\.code) == [.tooManyCopies])
    #expect(loaded.rules.count == 2)
    #expect(loaded.rules[1].declarations.isEmpty)
  }

  @Test(arguments: [
    ("retina", 2.0, true), ("retina", 3.0, true), ("retina", 1.0, false), ("nonretina", 1.0, true),
    ("non-retina", 2.0, false), ("nonRetina", 1.0, true), ("(scale: >= 3)", 2.0, false),
    ("(scale: 2)", 2.0, true),
  ])
  func retinaConditionsTestTheScreensScale(condition: String, scale: Double, holds: Bool) throws {
    let source = "@media \(condition) { UIView { p: 1; } }"
    let environment = StyleEnvironment(scale: scale)
    #expect(try resolved(source, ViewNode("UIView"), environment: environment) == [holds ? ["p: 1"] : []])
    // An environment that leaves the scale unknown satisfies no scale condition.
    #expect(try resolved(source, ViewNode("UIView")) == [[]])
  }

  @Test(arguments: [
    ("iPad-retina", StyleEnvironment.Device.pad, 2.0, true), ("iPad-retina", .phone, 2.0, false),
    ("iPhone-nonRetina", .phone, 1.0, true), ("iphone-non-retina", .phone, 2.0, false),
    ("ipad-nonretina, iphone-retina", .phone, 2.0, true),
  ])
  func aDeviceAndAScaleJoinedByADashTestBoth(
    condition: String, device: StyleEnvironment.Device, scale: Double, holds: Bool
  ) throws {
    let source = "@media \(condition) { UIView { p: 1; } }"
    let environment = StyleEnvironment(device: device, scale: scale)
    #expect(try resolved(source, ViewNode("UIView"), environment: environment) == [holds ? ["p: 1"] : []])
  }

  @Test func scaleConditionsPrintInTheirCanonicalForm() {
    let loaded = Stylesheet(source: "@media iPad-nonRetina, retina { UIView { p: 1; } }", dialect: .nimbus)
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.canonicalText.contains("@media pad and (scale: < 2), (scale: >= 2) {"))
    #expect(unlocated(Stylesheet(source: loaded.canonicalText)) == unlocated(loaded))
  }

  @Test(arguments: [
    ("@media ipad-hd { UIView { p: 1; } }", "unknown device condition 'ipad-hd'"),
    ("@media retina-ipad { UIView { p: 1; } }", "unknown device condition 'retina-ipad'"),
    (
      "@media (scale: 0) { UIView { p: 1; } }",
      "expected a positive number of pixels per point for scale, found '0'"
    ),
  ])
  func aConditionNimbusNeverHadIsAnError(source: String, message: String) {
    let loaded = Stylesheet(source: source, dialect: .nimbus)
    #expect(loaded.diagnostics.map(\.code) == [.invalidMediaQuery])
    #expect(loaded.diagnostics.first?.message.hasPrefix(message) == true)
  }

  @Test func theScaleIsAnEnvironmentFact() throws {
    var environment = StyleEnvironment()
    try environment.set("scale", to: "3")
    #expect(environment.scale == 3)
    #expect(StyleEnvironment(scale: 2).overridden(by: StyleEnvironment(scale: 3)).scale == 3)
    #expect(StyleEnvironment(scale: 2).overridden(by: StyleEnvironment()).scale == 2)
    for bad in ["0", "-1", "two", "inf"] {
      #expect(throws: EnvironmentError.self) { try environment.set("scale", to: bad) }
    }
    let tree = try StyleTree(json: #"{"environment": {"scale": 2}, "root": {"type": "UIView"}}"#)
    #expect(tree.environment.scale == 2)
  }

  @Test(arguments: [
    (".prev", ".prev", "{sibling: \"previous\"}"), (".next", ".next", "{sibling: \"next\"}"),
    (".first", ".first", "{sibling: \"first\"}"), (".last", ".last", "{sibling: \"last\"}"),
    ("#box1", "#box1", "{id: \"box1\"}"), ("#bad", "#bad", "{id: \"bad\"}"),
  ])
  func aRelativeViewIsAViewNeverAColor(written: String, untyped: String, typed: String) throws {
    let source = "UIView { -mobile-relative: \(written); }"
    // Read in every dialect, as the property is Nimbus's alone.
    for dialect in Dialect.allCases {
      #expect(
        try resolved(source, ViewNode("UIView"), dialect: dialect) == [["-mobile-relative: \(untyped)"]])
    }
    #expect(try resolved(source, ViewNode("UIView"), schema: .uikit) == [["-mobile-relative: \(typed)"]])
    // The canonical printout reads back the same.
    let loaded = Stylesheet(source: source, dialect: .nimbus)
    #expect(unlocated(Stylesheet(source: loaded.canonicalText)) == unlocated(loaded))
    #expect(unlocated(loaded) == ["UIView @ -mobile-relative: \(untyped)"])
    // Elsewhere `#bad` is still a color.
    #expect(try resolved("UIView { tint: #bad; }", ViewNode("UIView")) == [["tint: #bbaadd"]])
  }

  @Test(arguments: [".previous", "#", "next", ".prev .next", "5"])
  func aRelativeViewOfAnythingElseDoesNotFit(written: String) throws {
    let tree = try StyleTree(root: ViewNode("UIView"))
    let loaded = Stylesheet(source: "UIView { -mobile-relative: \(written); }", fileName: "main.css")
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(styles.properties(of: tree.root).isEmpty)
    // A misfit when it reads as a value, else an error where it is read.
    #expect((loaded.diagnostics + styles.diagnostics).contains { $0.severity == .error })
  }

  @Test(arguments: [
    ("green", "#00ff00"), ("orange", "#ff8000"), ("brown", "#996633"), ("darkgray", "#a9a9a9"),
    ("lightGray", "#d3d3d3"), ("dark-gray", "#a9a9a9"), ("clear", "#00000000"), ("lighttext", "lighttext"),
  ])
  func colorNamesAreWhatNimbussLowerCasedLookUpFound(written: String, expected: String) throws {
    #expect(try resolved("UIView { p: \(written); }", ViewNode("UIView")) == [["p: \(expected)"]])
  }

  @Test func otherDialectsGiveUIKitsGrays() throws {
    #expect(try resolved("UIView { p: darkgray; }", ViewNode("UIView"), dialect: .stylec) == [["p: #555555"]])
  }

  @Test func aPatternImageIsAColor() throws {
    #expect(
      try resolved("UIView { background-color: url(stripes.png); }", ViewNode("UIView"), schema: .uikit) == [
        ["background-color: {pattern-image: \"stripes.png\"}"]
      ])
    // `url()` stays a call in Nimbus's dialect alone; elsewhere it is a string, and a string is
    // never a color, nor is an empty url.
    for misfit in ["url(stripes.png)", "\"stripes.png\"", "\"#ff0000\"", "\"\"", "url(\"\")"] {
      #expect(
        try resolved(
          "UIView { background-color: \(misfit); }", ViewNode("UIView"), dialect: .stylec, schema: .uikit)
          == [[]], "\(misfit)")
    }
    #expect(
      try resolved("UIView { background-color: url(\"\"); }", ViewNode("UIView"), schema: .uikit) == [[]])
    // As an image or a string, a url is its path.
    #expect(
      try resolved(
        "UIButton { background-image: url(b) 1 2 3 4; -mobile-text-key: url(k); }", ViewNode("UIButton"),
        schema: .uikit) == [
          [
            "-mobile-text-key: \"k\"",
            "background-image: {cap-insets: {bottom: 3, left: 2, right: 4, top: 1}, name: \"b\"}",
          ]
        ])
    // A bare word that is no color name is still a misfit, not an image.
    #expect(try resolved("UIView { background-color: reed; }", ViewNode("UIView"), schema: .uikit) == [[]])
  }

  @Test func seed001sPropertiesAreInTheSchema() {
    let schema = StyleSchema.uikit
    #expect(schema.allProperties(of: "UIView")["-ios-autoresizing"]?.type.name.contains("none|") == true)
    #expect(schema.allProperties(of: "UIView")["-mobile-relative"]?.type == .relativeView)
    #expect(schema.allProperties(of: "UITextField")["-mobile-content-halign"] != nil)
    #expect(schema.allProperties(of: "NITextField")["-mobile-title-insets"]?.type == .insets)
    #expect(schema.allProperties(of: "UIButton")["-mobile-text-key"]?.arguments["state"] != nil)
    #expect(schema.allProperties(of: "UILabel")["-ios-line-break-mode"]?.type.name.contains("(wrap|") == true)
  }

  @Test func anImportCountsWhereItStands() throws {
    let files = ["base.css": "UIButton { width: 100%; height: 20px; }"]
    let tree = try StyleTree(root: ViewNode("UIButton"))
    func properties(_ source: String) -> [String] {
      let loaded = sheet("@dialect nimbus;\n" + source, path: "main.css", files: files)
      return loaded.resolve(tree).properties(of: tree.root).map { "\($0.name): \($0.value)" }
    }
    // Imported first, as Nimbus's sheets write it: the importer's own rule wins, as in Nimbus.
    #expect(
      properties("@import url('base.css');\nUIButton { width: 50%; }") == ["height: 20px", "width: 50%"])
    // Imported last: Nimbus still processed the import first; stylec ranks it where it stands.
    #expect(
      properties("UIButton { width: 50%; }\n@import url('base.css');") == ["height: 20px", "width: 100%"])
  }

  /// The bundled example of Nimbus's forms lints clean under the built-in UIKit schema (its
  /// output is pinned by the golden tests).
  @Test func theBundledExampleLintsClean() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Fixtures/nimbus/sheet.css"
      )
      .path
    let parsed = try Stylesheet(contentsOfFile: path)
    #expect(parsed.dialect == .nimbus)
    #expect(parsed.diagnostics.isEmpty)
    #expect(Linter(schema: .uikit).lint(parsed).map { "\($0.code.rawValue) \($0.message)" } == [])
  }
}
