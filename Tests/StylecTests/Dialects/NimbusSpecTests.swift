import Testing

@testable import Stylec

/// Nimbus CSS's own unit tests (`src/css/unittests` in jverkoey/nimbus: `NICSSParserTests`,
/// `NIStylesheetTests` and the sheets they read), restated as stylec cases in the `nimbus`
/// dialect, and every claim of Coming from Nimbus CSS that `NimbusDialectTests` does not already
/// make. Where stylec means something else on purpose, the test asserts stylec's meaning and
/// says what Nimbus did.
@Suite("Nimbus CSS's spec")
struct NimbusSpecTests {
  /// A sheet in the `nimbus` dialect, with in-memory files for its imports.
  private func load(
    _ source: String, path: String = "main.css", files: [String: String] = [:],
    limits: StylesheetLimits = StylesheetLimits()
  ) -> Stylesheet {
    Stylesheet(
      path: path, bytes: Array(source.utf8), source: InMemorySource(files: files), syntax: nil,
      dialect: .nimbus, limits: limits)
  }

  /// Each node's properties as `name: value`, in preorder.
  private func styled(
    _ sheet: Stylesheet, _ root: ViewNode, schema: StyleSchema? = nil,
    environment: StyleEnvironment = StyleEnvironment()
  ) throws -> [[String]] {
    let tree = try StyleTree(root: root)
    let styles = sheet.resolve(tree, environment: environment, schema: schema)
    return tree.nodes.map { node in styles.properties(of: node).map { "\($0.name): \($0.value)" } }
  }

  // MARK: NICSSParserTests

  /// NICSSParserTests: testEmptyFile and testComments: no rule sets.
  /// `UIButton+NIStyleable` gave a button's font properties to its title label.
  @Test func aButtonsFontPropertiesSetItsTitleLabelsFont() throws {
    let sheet = load(
      "UIButton { font-size: 14; font-weight: bold; font-family: \"Avenir\"; font-style: italic; }")
    #expect(Linter().lint(sheet).isEmpty)
    #expect(
      try styled(sheet, ViewNode("UIButton"), schema: .uikit) == [
        [
          "title-label.font-family: \"Avenir\"", "title-label.font-size: 14",
          "title-label.font-style: italic",
          "title-label.font-weight: bold",
        ]
      ])
  }

  @Test func anEmptyFileAndAFileOfCommentsHaveNoRules() {
    for source in ["", "/**\n * This is a comment!\n */\n\n/** Another comment. */\n"] {
      let loaded = load(source)
      #expect(loaded.diagnostics.isEmpty)
      #expect(loaded.rules.isEmpty)
      #expect(Linter(schema: .uikit).lint(loaded).isEmpty)
    }
  }

  /// NICSSParserTests: testEmptyRulesets: seven selectors, none with a property. Nimbus kept a
  /// key for each; stylec has nothing to apply and lint says so.
  @Test func emptyRulesetsLoadCleanAndLintReportsThem() {
    let loaded = load(
      """
      UIButton {
      }
      UINavigationBar UILabel {
      }
      UINavigationBar ContainerView UILabel {
      }
      #topLevelView UILabel {
      }
      #topLevelView {
      }
      UITextView,
      UILabel {
      }
      """)
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.rules.isEmpty)
    let lint = locatedCodes(Linter(schema: .uikit).lint(loaded))
    #expect(
      lint.filter { $0.hasSuffix("empty-rule") } == [
        "1:1 empty-rule", "3:1 empty-rule", "5:1 empty-rule", "7:1 empty-rule", "9:1 empty-rule",
        "11:1 empty-rule",
      ])
    // An app's own class must be declared for lint to know it.
    #expect(lint.contains("5:17 unknown-type"))
  }

  /// NICSSParserTests: testMalformed: a `{` inside a rule set failed the whole file in Nimbus,
  /// with no line number. stylec reports where, and applies what it could read.
  @Test func aMalformedRulesetIsALocatedErrorAndTheRestApplies() throws {
    let loaded = load(
      "UIButton {\n  width: 100%;\n  height: 20px;\n  {}\n}\nUILabel { color: red; }\n", path: "malformed.css"
    )
    #expect(locatedCodes(loaded.diagnostics) == ["4:3 expected-selector"])
    #expect(loaded.diagnostics[0].message == "expected a selector before '{'")
    #expect(loaded.diagnostics[0].location?.file == "malformed.css")
    #expect(
      try styled(loaded, ViewNode("UIView", children: [ViewNode("UIButton"), ViewNode("UILabel")])) == [
        [], ["height: 20px", "width: 100%"], ["color: #ff0000"],
      ])
    // An at-rule Nimbus failed on (a `{` with no selector) is one error too.
    let fontFace = load("@font-face { font-family: X; }\nUIView { a: 1; }")
    #expect(locatedCodes(fontFace.diagnostics) == ["1:1 unknown-at-rule"])
    #expect(try styled(fontFace, ViewNode("UIView")) == [["a: 1"]])
  }

  /// NICSSParserTests: testRulesets: the values of four selectors, property names in any case.
  /// Nimbus kept `UIButton:hover` and never applied it; stylec applies it to a hovered button.
  @Test func rulesetsResolveToTheValuesNimbusParsed() throws {
    let loaded = load(
      """
      UIButton { width: 100%; height: 20px; }
      UIButton { color: red; }
      UILabel { font-size: 23; }
      .className { background-COLOR: orange; }
      UIButton:hover { color: blue; }
      """)
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      loaded.rules.map(\.selector) == ["UIButton", "UIButton", "UILabel", ".className", "UIButton:hover"])
    let tree = ViewNode(
      "UIView",
      children: [
        ViewNode("UIButton"), ViewNode("UIButton", states: ["hover"]), ViewNode("UILabel"),
        ViewNode("UIView", classes: ["className"]),
      ])
    #expect(
      try styled(loaded, tree) == [
        [], ["color: #ff0000", "height: 20px", "width: 100%"],
        ["color: #0000ff", "height: 20px", "width: 100%"],
        ["font-size: 23"], ["background-color: #ff8000"],
      ])
  }

  /// NICSSParserTests: testRulesetOverrides: several rule sets of one selector merge, a later
  /// property overriding an earlier one.
  @Test func laterRulesetsOfOneSelectorOverrideEarlierOnes() throws {
    let loaded = load(
      """
      UIButton { width: 100%; height: 20px; }
      UIButton { color: red; }
      UILabel { font-size: 23; }
      .className { background-COLOR: orange; }
      UIButton { color: black; }
      UILabel { font-size: 50; }
      .className { background-color: green; }
      """)
    let tree = ViewNode(
      "UIView",
      children: [ViewNode("UIButton"), ViewNode("UILabel"), ViewNode("UIView", classes: ["className"])])
    #expect(
      try styled(loaded, tree) == [
        [], ["color: #000000", "height: 20px", "width: 100%"], ["font-size: 50"],
        ["background-color: #00ff00"],
      ])
  }

  /// NICSSParserTests: testImports: the includer overrides what it shares with its includee, and
  /// the includee is its one dependency.
  @Test func theIncluderOverridesItsIncludee() throws {
    let loaded = load(
      "@import url('includee.css');\n\nUIButton {\n  width: 50%;\n}\n", path: "includer.css",
      files: ["includee.css": "UIButton {\n  width: 100%;\n  height: 20px;\n}\n"])
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.filePaths == ["includer.css", "includee.css"])
    #expect(try styled(loaded, ViewNode("UIButton")) == [["height: 20px", "width: 50%"]])
    // The other ways to write the file's name.
    for written in ["url(\"includee.css\")", "url(includee.css)"] {
      let other = load(
        "@import \(written);\nUIButton { width: 50%; }", path: "includer.css",
        files: ["includee.css": "UIButton { width: 100%; height: 20px; }"])
      #expect(other.filePaths == ["includer.css", "includee.css"])
      #expect(try styled(other, ViewNode("UIButton")) == [["height: 20px", "width: 50%"]])
    }
  }

  /// NICSSParserTests: testMediaRulesets: which of nine `@media` blocks hold on each of the four
  /// devices the test distinguishes.
  @Test(arguments: [
    (StyleEnvironment.Device.phone, 1.0, ["UIView", "UINavigationBar", "UILabel", "#UINavigationBar"]),
    (.phone, 2.0, ["UIView", "UINavigationBar", "UITextField", "#UITextField"]),
    (.pad, 1.0, ["UIView", "UIButton", "UILabel", "#UIButton"]),
    (.pad, 2.0, ["UIView", "UIButton", "UITextField", "#UILabel"]),
  ])
  func mediaRulesetsHoldOnTheirDevices(device: StyleEnvironment.Device, scale: Double, expected: [String])
    throws
  {
    let loaded = load(
      """
      @media iPad-retina,iPad-nonretina,iPhone-retina,iPhone-nonretina {
      UIView { p: 1; }
      }
      @media iPad
      {
      UIButton { p: 1; }
      }
      @media iPhone
      {
      UINavigationBar { p: 1; }
      }
      @media nonRetina {
      UILabel { p: 1; }
      }
      @media retina {
      UITextField { p: 1; }
      }
      @media iPad-nonRetina
      {
      #UIButton { p: 1; }
      }
      @media iPhone-nonRetina
      {
      #UINavigationBar { p: 1; }
      }
      @media iPad-retina {
      #UILabel { p: 1; }
      }
      @media iPhone-retina {
      #UITextField { p: 1; }
      }
      """)
    #expect(loaded.diagnostics.isEmpty)
    let names = [
      "UIWindow", "UIView", "UIButton", "UINavigationBar", "UILabel", "UITextField", "#UIButton",
      "#UINavigationBar", "#UILabel", "#UITextField",
    ]
    let root = ViewNode(
      "UIWindow",
      children: names.dropFirst().map { name in
        name.hasPrefix("#") ? ViewNode("UIControl", id: String(name.dropFirst())) : ViewNode(name)
      })
    let styles = try styled(loaded, root, environment: StyleEnvironment(device: device, scale: scale))
    #expect(names.indices.filter { !styles[$0].isEmpty }.map { names[$0] } == expected)
  }

  /// NICSSParserTests and NIStylesheetTests: testFailures: a file that does not exist. Nimbus
  /// returned nil; stylec reports where it was imported from, and the rest applies.
  @Test func aMissingImportIsALocatedErrorNotAFailedLoad() throws {
    let loaded = load("@import url('nonexistent_file');\nUILabel { color: red; }")
    #expect(locatedCodes(loaded.diagnostics) == ["1:1 import-failed"])
    #expect(try styled(loaded, ViewNode("UILabel")) == [["color: #ff0000"]])
  }

  // MARK: NIStylesheetTests

  /// NIStylesheetTests: testApplyStyleToUILabel (disabled in Nimbus, as UIKit could not run
  /// there): UILabel.css's values under the built-in schema are those the test expected: red
  /// text, a green shadow offset by (20, -30), right alignment, tail truncation, five lines, a
  /// minimum font size of 5, adjusting to fit, centred baselines and half opacity.
  @Test func theLabelSheetResolvesToWhatNimbusExpected() throws {
    let loaded = load(
      """
      /** General UIView properties */
      UILabel {
        background-color: red;
        border: 1px solid blue;
        border-color: orange;
        border-width: 5px;
        border-radius: 10px;
        opacity: 0.5;
      }
      /** UILabel-specific */
      UILabel {
        color: red;
        font: 13 Helvetica;
        font-style: italic;
        font-weight: bold;
        text-align: right;
        text-shadow: green 20 -30;
        -ios-line-break-mode: tail-truncate;
        -ios-number-of-lines: 5;
        -ios-minimum-font-size: 5;
        -ios-adjusts-font-size: true;
        -ios-baseline-adjustment: align-centers;
      }
      UILabel:active {
        color: blue;
      }
      """)
    let tree = try StyleTree(root: ViewNode("UILabel"))
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(loaded.diagnostics.isEmpty)
    #expect(styles.diagnostics.isEmpty)
    #expect(
      styles.properties(of: tree.root).map { "\($0.name): \($0.value)" } == [
        "-ios-adjusts-font-size: true", "-ios-baseline-adjustment: align-centers",
        "-ios-line-break-mode: tail-truncate", "-ios-minimum-font-size: 5", "-ios-number-of-lines: 5",
        "alpha: 0.5", "background-color: #ff0000", "border: 1px solid #0000ff", "color: #ff0000",
        "font: {family: \"Helvetica\", size: 13}", "font-style: italic", "font-weight: bold",
        "layer.border-color: #ff8000", "layer.border-width: 5", "layer.corner-radius: 10",
        "text-alignment: right", "text-shadow: #00ff00 20 -30",
      ])
  }

  /// Forms from Nimbus's CSS demo (`examples/css`): negative sizes, `auto`, `border: none`,
  /// `clear`, an activity indicator's style, a text shadow in `rgba()` with points, all fitting
  /// the built-in schema.
  @Test func theDemosFormsFitTheSchema() throws {
    let loaded = load(
      """
      UIActivityIndicatorView { -ios-activity-indicator-style: white-large; -ios-autoresizing: left right bottom; width: auto; }
      UILabel { background-color: clear; -ios-number-of-lines: 0; text-shadow: rgba(0, 0, 0, 0.5) 0 -1; font-size: 17; }
      .noticeBox { background-color: rgba(32, 32, 32, 0.5); border: none; width: -300px; height: -400px; }
      UIButton { text-shadow: rgba(0,0,0,.9) 2px 2px; border-radius: 5px; -ios-button-adjust: none; }
      #TestButton { border-radius: 20px; }
      """)
    let root = ViewNode(
      "UIView", classes: ["noticeBox"],
      children: [
        ViewNode("UIActivityIndicatorView"), ViewNode("UILabel"), ViewNode("UIButton", id: "TestButton"),
      ])
    let tree = try StyleTree(root: root)
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(loaded.diagnostics.isEmpty)
    #expect(styles.diagnostics.isEmpty)
    #expect(
      try styled(loaded, root, schema: .uikit) == [
        [
          "background-color: #20202080", "border: none", "height: -400px", "width: -300px",
        ],
        [
          "-ios-activity-indicator-style: white-large", "-ios-autoresizing: [left, right, bottom]",
          "width: auto",
        ],
        [
          "-ios-number-of-lines: 0", "background-color: #00000000", "font-size: 17",
          "text-shadow: #00000080 0 -1",
        ],
        ["-ios-button-adjust: [none]", "layer.corner-radius: 20", "text-shadow: #000000e6 2px 2px"],
      ])
  }

  // MARK: The same as in Nimbus

  /// Every property Nimbus documents is in the built-in schema, on the type Nimbus applies it to;
  /// a button's per-state ones take a control state.
  @Test func everyPropertyNimbusDocumentsIsInTheSchema() {
    let documented: [(String, [String])] = [
      (
        "UIView",
        [
          "background-color", "opacity", "border-radius", "border", "border-color", "border-width",
          "-ios-autoresizing", "visibility", "width", "height", "min-width", "min-height", "max-width",
          "max-height", "top", "left", "bottom", "right", "padding", "-mobile-hpadding", "-mobile-vpadding",
          "-mobile-halign", "-mobile-valign", "-mobile-relative", "margin-top", "margin-bottom",
          "margin-left", "margin-right",
        ]
      ),
      (
        "UILabel",
        [
          "color", "font", "font-size", "font-family", "font-style", "font-weight", "text-align",
          "text-shadow", "-ios-highlighted-color", "-ios-line-break-mode", "-ios-number-of-lines",
          "-ios-minimum-font-size", "-ios-adjusts-font-size", "-ios-baseline-adjustment", "-mobile-text-key",
        ]
      ),
      (
        "UIButton",
        [
          "color", "text-shadow", "font", "-mobile-title-insets", "-mobile-content-insets",
          "-mobile-image-insets", "-mobile-image", "background-image", "-mobile-background-stretch",
          "-ios-button-adjust", "-mobile-text-key",
        ]
      ),
      (
        "UITextField",
        [
          "color", "text-align", "font", "-ios-minimum-font-size", "-ios-adjusts-font-size",
          "-mobile-content-valign", "-mobile-text-key",
        ]
      ),
      ("NITextField", ["color", "font", "-mobile-title-insets", "-mobile-text-key"]),
      ("UINavigationBar", ["-ios-tint-color"]), ("UISearchBar", ["-ios-tint-color"]),
      ("UIToolbar", ["-ios-tint-color"]),
      ("UIActivityIndicatorView", ["-ios-activity-indicator-style", "color"]),
      ("UITableView", ["-ios-table-view-cell-separator-style"]),
      ("UIScrollView", ["-ios-scroll-view-indicator-style"]),
    ]
    let schema = StyleSchema.uikit
    for (type, properties) in documented {
      for property in properties {
        #expect(schema.property(property, of: type) != nil, "\(type) \(property)")
      }
    }
    for property in ["color", "text-shadow", "-mobile-image", "background-image"] {
      #expect(schema.property(property, of: "UIButton")?.arguments["state"] != nil, "\(property)")
    }
  }

  /// Color names as Nimbus had them: UIKit's values for the basic names UIKit has, `clear`, the
  /// web's other names, in any case; `rgb()` and `rgba()` with or without commas. The camel-case
  /// `UIColor` names were out of Nimbus's reach and are no colors here either.
  @Test func colorsAsNimbusNamedThem() throws {
    let loaded = load(
      """
      UIView {
        a: black; b: white; c: gray; d: red; e: green; f: blue; g: cyan; h: yellow; i: magenta;
        j: orange; k: purple; l: brown; m: clear; n: steelblue; o: tomato; p: Orange;
        q: lightTextColor; r: #abc; s: #a1b2c3; t: rgb(255 0 0); u: rgba(32, 32, 32, 0.5); v: SteelBlue;
      }
      """)
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      try styled(loaded, ViewNode("UIView")) == [
        [
          "a: #000000", "b: #ffffff", "c: #808080", "d: #ff0000", "e: #00ff00", "f: #0000ff", "g: #00ffff",
          "h: #ffff00", "i: #ff00ff", "j: #ff8000", "k: #800080", "l: #996633", "m: #00000000", "n: #4682b4",
          "o: #ff6347", "p: #ff8000", "q: lightTextColor", "r: #aabbcc", "s: #a1b2c3", "t: #ff0000",
          "u: #20202080", "v: #4682b4",
        ]
      ])
  }

  /// A view's registered type, classes and id are a node's; a type selector names the exact
  /// class, as Nimbus looked up `NSStringFromClass`: `UIView` does not reach a label.
  @Test func aTypeSelectorNamesTheExactClass() throws {
    let loaded = load("UIView { a: 1; }\nUILabel { b: 1; }")
    #expect(try styled(loaded, ViewNode("UIView", children: [ViewNode("UILabel")])) == [["a: 1"], ["b: 1"]])
  }

  // MARK: Where stylec differs

  /// Nimbus looked a rule up by its last compound only, so `.root UIButton` styled every button
  /// (issue #350), and a compound such as `UIButton.primary` was a key it never asked for.
  @Test func ancestorsAndCompoundsAreMatched() throws {
    let loaded = load(".root UIButton { color: red; }\nUIButton.primary { color: blue; }\n.a.b { p: 1; }")
    let tree = ViewNode(
      "UIView",
      children: [
        ViewNode(
          "UIView", classes: ["root"],
          children: [ViewNode("UIButton"), ViewNode("UIButton", classes: ["primary"])]),
        ViewNode("UIButton"), ViewNode("UIButton", classes: ["primary"]), ViewNode("UIView", classes: ["a"]),
        ViewNode("UIView", classes: ["a", "b"]),
      ])
    #expect(
      try styled(loaded, tree) == [
        [], [], ["color: #ff0000"], ["color: #0000ff"], [], ["color: #0000ff"], [], ["p: 1"],
      ])
  }

  /// Nimbus dropped `>`, `+`, `~` and `*` as unknown characters: `UIView > UILabel` was
  /// `UILabel`, and `* UIImageView` every image view. stylec gives them W3C's meanings.
  @Test func combinatorsNimbusDroppedMeanWhatW3CSays() throws {
    let loaded = load(
      "UIView > UILabel { a: 1; }\nUILabel + UISwitch { b: 1; }\nUILabel ~ UISlider { c: 1; }\n* UIImageView { d: 1; }"
    )
    #expect(loaded.diagnostics.isEmpty)
    let tree = ViewNode(
      "UIImageView",
      children: [
        ViewNode(
          "UIView",
          children: [
            ViewNode("UILabel"), ViewNode("UISwitch"), ViewNode("UISlider"), ViewNode("UIImageView"),
          ]),
        ViewNode("UIStackView", children: [ViewNode("UILabel")]), ViewNode("UISwitch"), ViewNode("UISlider"),
      ])
    #expect(
      try styled(loaded, tree) == [[], [], ["a: 1"], ["b: 1"], ["c: 1"], ["d: 1"], [], [], [], []])
  }

  /// Nimbus matched type names exactly, so `label` matched nothing; in CSS syntax UIKit's class
  /// names take any case and an optional `UI`.
  @Test func uikitTypeNamesTakeAnyCaseInCSSSyntax() throws {
    let loaded = load("label { a: 1; }\nuilabel { b: 1; }")
    #expect(try styled(loaded, ViewNode("UILabel")) == [["a: 1", "b: 1"]])
  }

  /// Nimbus applied a view's class rules in the order the app registered its classes; stylec
  /// ranks rules of equal specificity by where they are written.
  @Test func aViewsClassesTieAndTheLaterRuleWins() throws {
    let loaded = load(".b { p: b; }\n.a { p: a; }")
    for classes in [["a", "b"], ["b", "a"]] {
      #expect(try styled(loaded, ViewNode("UIView", classes: classes)) == [["p: a"]])
    }
  }

  /// A parent DOM's stylesheet was applied before the DOM's own, so any own rule beat it. As an
  /// import at the top, its rules come first but still rank by specificity.
  @Test func aParentSheetImportedFirstStillRanksBySpecificity() throws {
    let loaded = load(
      "@import url('parent.css');\nUIView { p: own; q: own; r: own; }",
      files: ["parent.css": "#root { p: parent; }\n.card { q: parent; }"])
    #expect(
      try styled(loaded, ViewNode("UIView", id: "root", classes: ["card"])) == [
        ["p: parent", "q: parent", "r: own"]
      ])
  }

  /// Nimbus applied `:selected`, `:highlighted` and `:disabled` to buttons only, and never
  /// applied `UILabel:active` or `UIButton:hover`. In the nimbus dialect the three bind their
  /// properties to the state on whatever the rule matches, and a property that takes no state
  /// there (a label's `color`) has no effect, as in Nimbus, reported by the resolve as lint
  /// reports it; any other pseudo-class matches a view in that state, which lint reports as a
  /// state the type does not have.
  @Test func pseudoClassesOnOtherViews() throws {
    // On a button, as in Nimbus: the title shadow for that state too.
    #expect(
      try styled(load("UIButton:selected { text-shadow: red; }"), ViewNode("UIButton")) == [
        ["text-shadow[state:selected]: #ff0000"]
      ])
    let loaded = load(
      "UILabel:highlighted { color: purple; }\nUILabel:active { color: blue; }\nUIButton:hover { color: red; }"
    )
    #expect(loaded.diagnostics.isEmpty)
    let tree = ViewNode(
      "UIView",
      children: [
        ViewNode("UILabel"), ViewNode("UILabel", states: ["active"]), ViewNode("UIButton"),
        ViewNode("UIButton", states: ["hover"]),
      ])
    #expect(try styled(loaded, tree) == [[], [], ["color: #0000ff"], [], ["color: #ff0000"]])
    let resolved = loaded.resolve(try StyleTree(root: tree))
    #expect(resolved.diagnostics.map(\.code) == [.ignoredDeclaration])
    #expect(resolved.diagnostics.first?.severity == .warning)
    #expect(
      locatedCodes(Linter(schema: .uikit).lint(loaded)).filter { $0.hasSuffix("unknown-state") } == [
        "2:1 unknown-state", "3:1 unknown-state",
      ])
  }

  /// `!important` was dropped silently by Nimbus's tokenizer; in the nimbus dialect it is an
  /// error, named as CSS that postdates Nimbus, and the declaration does not apply.
  @Test func importantIsAnError() throws {
    let loaded = load("UIView { a: red !important; b: 1; }")
    #expect(loaded.diagnostics.map(\.code) == [.notInDialect])
    #expect(loaded.diagnostics.first?.location?.column == 10)
    #expect(try styled(loaded, ViewNode("UIView")) == [["b: 1"]])
  }

  /// Issue #190: Nimbus read `color:orange` as one identifier, a property named `color:orange`.
  /// stylec reads the value after the colon.
  @Test func aColonWithoutASpaceStartsTheValue() throws {
    let loaded = load("UILabel {\n  color:orange;\n  font-size:12;\n  -mobile-text-key:\"Title\";\n}")
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      try styled(loaded, ViewNode("UILabel")) == [
        ["-mobile-text-key: \"Title\"", "color: #ff8000", "font-size: 12"]
      ])
  }

  /// Nimbus's documentation writes `@import url('common.css')` without `;`, which Nimbus took:
  /// so does stylec, the import ending at its line.
  @Test func anImportWithoutASemicolonEndsAtItsLine() throws {
    let loaded = load(
      "@import url('common.css')\nUILabel { q: main; }\n", files: ["common.css": "UILabel { p: common; }"])
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.filePaths == ["main.css", "common.css"])
    #expect(try styled(loaded, ViewNode("UILabel")) == [["p: common", "q: main"]])
    // With the `;` too.
    let fixed = load(
      "@import url('common.css');\nUILabel { q: main; }\n", files: ["common.css": "UILabel { p: common; }"])
    #expect(fixed.diagnostics.isEmpty)
    #expect(try styled(fixed, ViewNode("UILabel")) == [["p: common", "q: main"]])
  }

  /// Nimbus merged its imported files so that the earlier import won a conflict; in stylec the
  /// later one wins a tie, and the importer's own rules after both win over them.
  @Test func theLaterOfTwoImportsWinsATie() throws {
    let loaded = load(
      "@import url('a.css');\n@import url('b.css');\nUILabel { q: main; }",
      files: ["a.css": "UILabel { p: a; r: a; }", "b.css": "UILabel { p: b; q: b; }"])
    #expect(try styled(loaded, ViewNode("UILabel")) == [["p: b", "q: main", "r: a"]])
  }

  /// Nimbus read each file once however often it was imported, and a cycle was harmless. stylec
  /// inserts a file at each import of it, and a cycle is an error naming it.
  @Test func aFileImportedTwiceIsInsertedTwiceAndACycleIsAnError() throws {
    let files = [
      "c.css": "@import url('shared.css');\nUILabel { p: c; }",
      "d.css": "@import url('shared.css');\nUILabel { q: d; }",
      "shared.css": "UILabel { p: shared; q: shared; }",
    ]
    let twice = load("@import url('c.css');\n@import url('d.css');", files: files)
    #expect(twice.diagnostics.isEmpty)
    #expect(twice.rules.map(\.location.file) == ["shared.css", "c.css", "shared.css", "d.css"])
    // The second copy of the shared file overrides c.css's rule.
    #expect(try styled(twice, ViewNode("UILabel")) == [["p: shared", "q: d"]])

    let cycle = load(
      "@import url('b.css');\nUILabel { a: 1; }", path: "a.css",
      files: ["b.css": "@import url('a.css');\nUILabel { b: 1; }"])
    #expect(cycle.diagnostics.map(\.code) == [.importCycle])
    #expect(cycle.diagnostics[0].message.contains("a.css → b.css → a.css"))
    #expect(try styled(cycle, ViewNode("UILabel")) == [["a: 1", "b: 1"]])
  }

  /// Nimbus resolved imports against the prefix given to the stylesheet; stylec resolves them
  /// against the importing file, inside its directory unless an import root allows more.
  @Test func importsAreRelativeToTheImportingFile() throws {
    let files = ["css/common.css": "UILabel { p: common; }"]
    let asNimbus = load(
      "@import url('common.css');\nUILabel { q: root; }", path: "css/root/root.css", files: files)
    #expect(locatedCodes(asNimbus.diagnostics) == ["1:1 import-failed"])
    let outside = load(
      "@import url('../common.css');\nUILabel { q: root; }", path: "css/root/root.css", files: files)
    #expect(locatedCodes(outside.diagnostics) == ["1:1 import-outside-root"])
    let rooted = load(
      "@import url('../common.css');\nUILabel { q: root; }", path: "css/root/root.css", files: files,
      limits: StylesheetLimits(importRoot: "css"))
    #expect(rooted.diagnostics.isEmpty)
    #expect(try styled(rooted, ViewNode("UILabel")) == [["p: common", "q: root"]])
  }

  /// Nimbus knew `px`, `%`, `auto` and a bare `0` as lengths; stylec keeps a plain number, `pt`
  /// and `px` as points, and any other unit is an error whose declaration does not apply.
  @Test func unitsOtherThanPointsAndPercentagesAreErrors() throws {
    let loaded = load(
      """
      UIView {
        width: 1em; height: 2cm; top: 3mm; left: 4in; right: 5pc; bottom: 6ex;
        min-width: 10; max-width: 10pt; min-height: 10px; max-height: 50%; margin-top: auto; margin-left: 0;
      }
      """)
    #expect(loaded.diagnostics.map(\.code) == Array(repeating: .unknownUnit, count: 6))
    // `pt` and `px` are both points.
    #expect(try styled(load("UIView { a: 10pt + 5px; }"), ViewNode("UIView")) == [["a: 15pt"]])
    #expect(
      try styled(loaded, ViewNode("UIView"), schema: .uikit) == [
        [
          "margin-left: 0", "margin-top: auto", "max-height: 50%", "max-width: 10pt", "min-height: 10px",
          "min-width: 10",
        ]
      ])
  }

  /// `none` as a color undid a color another rule set, in Nimbus. In stylec it is no color:
  /// under a schema it is a misfit, and the next matching rule sets the property.
  @Test func noneIsNoColor() throws {
    let loaded = load("UIView { background-color: red; }\n.x { background-color: none; }")
    let tree = try StyleTree(root: ViewNode("UIView", classes: ["x"]))
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(locatedCodes(styles.diagnostics) == ["2:6 invalid-value"])
    #expect(styles.property("background-color", of: tree.root)?.value.description == "#ff0000")
    // Without a schema it is checked against UIKit's all the same, and kept as written.
    let checked = loaded.resolve(tree)
    #expect(locatedCodes(checked.diagnostics) == ["2:6 invalid-value"])
    #expect(checked.property("background-color", of: tree.root)?.value.description == "#ff0000")
    // Unchecked it is the name `none`.
    #expect(
      loaded.resolve(tree, checksValues: false).property("background-color", of: tree.root)?.value.description
        == "none")
  }

  /// Nimbus lowercased the names in values. stylec keeps them as written; under a schema
  /// enumerations and color names are read in any case, and font, image and view names keep
  /// theirs.
  @Test func namesInValuesKeepTheirCase() throws {
    let loaded = load(
      """
      UILabel { text-align: RIGHT; -mobile-halign: Center; -ios-autoresizing: Left WIDTH; color: Red;
        font: 13 Helvetica-Bold; -mobile-relative: #Box1; }
      UIButton { background-image: url(Btn_Blue); }
      """)
    let root = ViewNode("UIView", children: [ViewNode("UILabel"), ViewNode("UIButton")])
    #expect(
      try styled(loaded, root, schema: .uikit) == [
        [],
        [
          "-ios-autoresizing: [left, width]", "-mobile-halign: center", "-mobile-relative: {id: \"Box1\"}",
          "color: #ff0000", "font: {family: \"Helvetica-Bold\", size: 13}", "text-alignment: right",
        ],
        ["background-image: {name: \"Btn_Blue\"}"],
      ])
    #expect(
      try styled(loaded, root)[1] == [
        "-ios-autoresizing: Left WIDTH", "-mobile-halign: Center", "-mobile-relative: #Box1",
        "color: #ff0000",
        "font: 13 Helvetica-Bold", "text-align: RIGHT",
      ])
  }

  /// Nimbus made black of a `#` with other than 3 or 6 digits; stylec reads an alpha from 4 or
  /// 8, and any other length is an error.
  @Test func hexColorsWithAnAlphaAndOtherLengths() throws {
    let loaded = load("UIView { a: #abcd; b: #aabbccdd; c: #abcde; }")
    #expect(loaded.diagnostics.map(\.code) == [.invalidColor])
    #expect(try styled(loaded, ViewNode("UIView")) == [["a: #aabbccdd", "b: #aabbccdd"]])
  }

  /// Nimbus failed the file on a nested `@media` and dropped conditions other than its device
  /// keywords silently; stylec nests them (both must hold), and reads CSS's media queries
  /// (`screen and (min-width: 320px)`) in every dialect.
  @Test(arguments: [
    (StyleEnvironment(device: .pad, screenWidth: 400, scale: 2), ["a: 1", "b: 1", "c: 1", "d: 1"]),
    (StyleEnvironment(device: .phone, screenWidth: 300, scale: 1), ["c: 1"]),
  ])
  func mediaConditionsNimbusDidNotKnow(environment: StyleEnvironment, expected: [String]) throws {
    let loaded = load(
      """
      @media iPad { @media retina { UIView { a: 1; } } }
      @media screen and (min-width: 320px) { UIView { b: 1; } }
      @media IPHONE, ipad-RETINA { UIView { c: 1; } }
      @media (screen-width: >= 320) { UIView { d: 1; } }
      """)
    #expect(loaded.diagnostics.isEmpty)
    #expect(try styled(loaded, ViewNode("UIView"), environment: environment) == [expected])
  }

  /// Nimbus's device keywords are conditions in every dialect, not only in `nimbus`.
  @Test func nimbusDeviceKeywordsHoldInEveryDialect() throws {
    let source = "@media retina, ipad-nonretina { UIView { a: 1; } }"
    for dialect in Dialect.allCases {
      let loaded = Stylesheet(source: source, dialect: dialect)
      #expect(loaded.diagnostics.isEmpty)
      let tree = try StyleTree(root: ViewNode("UIView"))
      for (scale, expected) in [(2.0, 1), (1.0, 0)] {
        let styles = loaded.resolve(tree, environment: StyleEnvironment(scale: scale))
        #expect(styles.properties(of: tree.root).count == expected, "\(dialect) \(scale)")
      }
    }
  }

  /// NIDOM's `addCssClass:toView:` and `removeCssClass:fromView:` (which removed nothing): a
  /// class given to a view and taken away again restyles it, as a fresh resolve would.
  @Test func liveStylesFollowAViewsClasses() throws {
    let loaded = load(".highlightable { color: blue; }\nUILabel { color: white; }")
    let tree = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UILabel")]))
    var live = LiveStyles(stylesheet: loaded, tree: tree)
    let label = tree.children(of: tree.root)[0]
    #expect(live.styles.property("color", of: label)?.value.description == "#ffffff")
    try live.update(label, classes: ["highlightable"])
    #expect(live.styles.property("color", of: label)?.value.description == "#0000ff")
    #expect(loaded.resolve(live.styles.tree).properties(of: label) == live.styles.properties(of: label))
    try live.update(label, classes: [])
    #expect(live.styles.property("color", of: label)?.value.description == "#ffffff")
  }
}
