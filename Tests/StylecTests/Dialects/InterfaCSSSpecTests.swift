import Testing

@testable import Stylec

/// Coming from InterfaCSS, restated: each thing the article says an InterfaCSS user finds the
/// same, reads in InterfaCSS's way, or finds different, and the expectations of InterfaCSS's own
/// tests where stylec implements them, each as a sheet read in the `interfacss` dialect and
/// resolved against a tree.
@Suite("Coming from InterfaCSS")
struct InterfaCSSSpecTests {
  /// A sheet in CSS syntax read in the `interfacss` dialect, with in-memory files to import.
  private func load(
    _ source: String, files: [String: String] = [:], variables: [String: String] = [:]
  ) -> Stylesheet {
    Stylesheet(
      path: "main.css", bytes: Array(source.utf8), source: InMemorySource(files: files), syntax: nil,
      dialect: .interfacss, variables: variables, limits: StylesheetLimits())
  }

  /// Each node's properties as `name: value`, in preorder, from a sheet that loads and resolves
  /// without a diagnostic.
  private func resolved(
    _ source: String, _ root: ViewNode, superclasses: [String: String] = [:], precedence: Precedence? = nil,
    environment: StyleEnvironment = StyleEnvironment(), schema: StyleSchema? = nil,
    files: [String: String] = [:]
  ) throws -> [[String]] {
    let loaded = load(source, files: files)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    let tree = try StyleTree(root: root, superclasses: superclasses)
    let styles = loaded.resolve(tree, precedence: precedence, environment: environment, schema: schema)
    #expect(styles.diagnostics.isEmpty, "\(styles.diagnostics.map(\.message))")
    return tree.nodes.map { node in styles.properties(of: node).map { "\($0.name): \($0.value)" } }
  }

  /// A window holding a root view of class `parentClass`, which holds `children`: the tree
  /// InterfaCSS's selector tests build.
  private func underParent(_ children: [ViewNode]) -> ViewNode {
    ViewNode("UIWindow", children: [ViewNode("UIView", classes: ["parentClass"], children: children)])
  }

  // MARK: The same as in InterfaCSS

  @Test func declarationsTakeAColonOrAnEqualsSignAndCommentsEitherForm() throws {
    let source = """
      // a line comment
      UIView { alpha: 0.5; /* a block comment */ tag = 3; }
      """
    #expect(try resolved(source, ViewNode("UIView")) == [["alpha: 0.5", "tag: 3"]])
  }

  @Test func nestedRulesAreDescendantSelectorsInEveryCombination() {
    let loaded = load(".p1, .p2 { .c1, .c2 { alpha: 0.5; } }")
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.rules.map(\.selector) == [".p1 .c1", ".p1 .c2", ".p2 .c1", ".p2 .c2"])
  }

  @Test func strayTextIsSkippedWithAWarningAndTheRulesAroundItRead() throws {
    let loaded = load(
      """
      stray stray stray

      .style1 {
        alpha: 1;
        stray stray stray
      }

      stray stray stray

      .style2 {
        clipsToBounds: YES;
        stray stray stray
      }
      """)
    #expect(
      loaded.diagnostics.map { "\($0.severity) \(locatedCodes([$0])[0])" } == [
        "warning 1:1 stray-content", "warning 5:3 stray-content", "warning 8:1 stray-content",
        "warning 12:3 stray-content",
      ])
    #expect(
      loaded.rules.map { rule in "\(rule.selector) \(rule.declarations.map(\.property))" } == [
        ".style1 [\"alpha\"]", ".style2 [\"clips-to-bounds\"]",
      ])
    let tree = try StyleTree(root: ViewNode("UIView", classes: ["style1", "style2"]))
    #expect(
      loaded.resolve(tree).properties(of: tree.root).map { "\($0.name): \($0.value)" } == [
        "alpha: 1", "clips-to-bounds: true",
      ])
  }

  /// Every selector form InterfaCSS's parser tests read, each read without a diagnostic.
  @Test func everySelectorFormOfInterfaCSSsParserReads() {
    let loaded = load(
      """
      @level: 0.5;
      uilabel { alpha: @level; }
      uilabel.one { alpha: 1; }
      uilabel#ident.one { alpha: 1; }
      uilabel#ident.one.two { alpha: 1; }
      #ident.one { alpha: 1; }
      .one.two { alpha: 1; }
      uiview .one .two { alpha: 1; }
      uiview > .one + .two ~ .three { alpha: 1; }
      uilabel, uilabel.one.two, .one, uiview .one.two .three { alpha: 1; }
      uiview { alpha: 1; .inner { alpha: 1; .innermost { alpha: 1; } } }
      uiview:onlychild { alpha: 1; }
      uiview:minOSVersion(8.4) { alpha: 1; }
      uiview#ident.one:onlyChild { alpha: 1; }
      uiview:nthchild(2n+1) { alpha: 1; }
      uiview uilabel:first-of-type { alpha: 1; }
      uiview:pad:landscape { alpha: 1; }
      * uiview * { alpha: 1; }
      uiview * uiview { alpha: 1; }
      """)
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      loaded.rules.map(\.selector) == [
        "UILabel", "UILabel.one", "UILabel#ident.one", "UILabel#ident.one.two", "#ident.one", ".one.two",
        "UIView .one .two", "UIView > .one + .two ~ .three", "UILabel", "UILabel.one.two", ".one",
        "UIView .one.two .three", "UIView", "UIView .inner", "UIView .inner .innermost", "UIView:only-child",
        "UIView:min-os-version(8.4)", "UIView#ident.one:only-child", "UIView:nth-child(2n+1)",
        "UIView UILabel:first-of-type", "UIView:pad:landscape", "* UIView *", "UIView * UIView",
      ])
    #expect(loaded.rules.first?.declarations.first?.value.description == "0.5")
  }

  @Test func uikitTypeNamesTakeAnyCaseAndAnOptionalUI() throws {
    let source = "uilabel { a: 1; } label { b: 2; } UILABEL { c: 3; }"
    #expect(try resolved(source, ViewNode("UILabel")) == [["a: 1", "b: 2", "c: 3"]])
  }

  @Test func anAppsClassIsNamedExactlyAndMatchesItsSubclasses() throws {
    let superclasses = [
      "MyCustomView": "UIView", "MyCustomViewSubClass": "MyCustomView", "MyCustomView2": "UIView",
    ]
    let tree = ViewNode(
      "UIView",
      children: [
        ViewNode("MyCustomView"), ViewNode("UIView"), ViewNode("MyCustomView2"),
        ViewNode("MyCustomViewSubClass"),
      ])
    #expect(
      try resolved("MyCustomView { a: 1; }", tree, superclasses: superclasses)
        == [[], ["a: 1"], [], [], ["a: 1"]])
    #expect(
      try resolved("mycustomview { a: 1; }", tree, superclasses: superclasses) == [[], [], [], [], []])
  }

  @Test func aViewNeedsEveryClassOfTheSelector() throws {
    let source = ".class1 { a: 1; } .class1.class2 { b: 2; }"
    #expect(try resolved(source, ViewNode("UIView", classes: ["class1"])) == [["a: 1"]])
    #expect(try resolved(source, ViewNode("UIView", classes: ["class1", "anotherClass"])) == [["a: 1"]])
    #expect(
      try resolved(source, ViewNode("UIView", classes: ["class1", "anotherClass", "class2"]))
        == [["a: 1", "b: 2"]])
  }

  @Test func descendantAndChildCombinators() throws {
    let source = ".parentClass uilabel.childClass { d: 1; } .parentClass > uilabel.childClass { c: 2; }"
    let label = ViewNode("UILabel", classes: ["childClass"])
    // Through a view in between: a descendant, not a child.
    #expect(
      try resolved(source, underParent([ViewNode("UIView", children: [label])])) == [[], [], [], ["d: 1"]])
    // Right inside: both.
    #expect(try resolved(source, underParent([label])) == [[], [], ["c: 2", "d: 1"]])
    // Inside another parent: neither.
    let other = ViewNode(
      "UIWindow",
      children: [
        ViewNode("UIView", classes: ["parentClass"]),
        ViewNode("UIView", classes: ["otherParentClass"], children: [label]),
      ])
    #expect(try resolved(source, other) == [[], [], [], []])
  }

  @Test func adjacentAndGeneralSiblings() throws {
    let source =
      "uibutton.buttonClass + uilabel.labelClass { a: 1; } uibutton.buttonClass ~ uilabel.labelClass { g: 2; }"
    let button = ViewNode("UIButton", classes: ["buttonClass"])
    let label = ViewNode("UILabel", classes: ["labelClass"])
    #expect(
      try resolved(source, ViewNode("UIView", children: [button, label])) == [[], [], ["a: 1", "g: 2"]])
    let apart = ViewNode(
      "UIView", children: [button, ViewNode("UILabel", classes: ["anotherLabelClass"]), label])
    #expect(try resolved(source, apart) == [[], [], [], ["g: 2"]])
  }

  @Test(arguments: ["* uilabel.childClass", "uiwindow * uilabel.childClass", "uiview *", "* uiview *"])
  func aWildcardStandsAnywhereInAChain(selector: String) throws {
    let styled = try resolved(
      "\(selector) { a: 1; }", underParent([ViewNode("UILabel", classes: ["childClass"])]))
    #expect(styled[2] == ["a: 1"])
  }

  @Test(arguments: [
    "firstOfType", "first-of-type", "FIRSTOFTYPE", "firstoftype", "nthOfType(1)", "nth-of-type(1)",
    "NthOfType(1)",
  ])
  func pseudoClassNamesTakeAnyCaseWithOrWithoutDashes(name: String) throws {
    let tree = ViewNode("UIView", children: [ViewNode("UILabel"), ViewNode("UILabel")])
    #expect(try resolved("UILabel:\(name) { a: 1; }", tree) == [[], ["a: 1"], []])
  }

  /// The 1-based positions, among five labels of class `childClass` under the parent (each
  /// followed by a button when `buttons`), of the labels `pseudoClass` matches.
  private func matchingLabels(_ pseudoClass: String, buttons: Bool) throws -> [Int] {
    let children = (0..<5).flatMap { _ in
      [ViewNode("UILabel", classes: ["childClass"])] + (buttons ? [ViewNode("UIButton")] : [])
    }
    let styled = try resolved(
      ".parentClass uilabel.childClass:\(pseudoClass) { a: 1; }", underParent(children))
    return (0..<5).filter { !styled[2 + $0 * (buttons ? 2 : 1)].isEmpty }.map { $0 + 1 }
  }

  @Test func structuralPseudoClassesCountAsInterfaCSSsTestsExpect() throws {
    #expect(try matchingLabels("firstChild", buttons: false) == [1])
    #expect(try matchingLabels("nthChild(5)", buttons: false) == [5])
    #expect(try matchingLabels("nthChild(2n+1)", buttons: false) == [1, 3, 5])
    #expect(try matchingLabels("nthChild(2n)", buttons: false) == [2, 4])
    #expect(try matchingLabels("lastChild", buttons: false) == [5])
    #expect(try matchingLabels("nthLastChild(5)", buttons: false) == [1])
    // With a button after each label, positions among labels count for the -of-type ones only.
    #expect(try matchingLabels("firstOfType", buttons: true) == [1])
    #expect(try matchingLabels("nthOfType(5)", buttons: true) == [5])
    #expect(try matchingLabels("nthOfType(odd)", buttons: true) == [1, 3, 5])
    #expect(try matchingLabels("nthOfType(even)", buttons: true) == [2, 4])
    #expect(try matchingLabels("lastOfType", buttons: true) == [5])
    #expect(try matchingLabels("nthLastOfType(5)", buttons: true) == [1])
    #expect(try matchingLabels("lastChild", buttons: true) == [])
    #expect(try matchingLabels("nthChild(3)", buttons: true) == [2])
  }

  @Test func onlyChildOnlyOfTypeAndEmpty() throws {
    let label = ViewNode("UILabel", classes: ["childClass"])
    let only =
      ".parentClass uilabel.childClass:onlyChild { c: 1; } .parentClass uilabel.childClass:onlyOfType { t: 2; }"
    #expect(try resolved(only, underParent([label]))[2] == ["c: 1", "t: 2"])
    #expect(try resolved(only, underParent([label, ViewNode("UIButton")]))[2] == ["t: 2"])
    let empty = "uiview.parentClass:empty { e: 1; }"
    #expect(try resolved(empty, underParent([]))[1] == ["e: 1"])
    #expect(try resolved(empty, underParent([ViewNode("UIButton")]))[1] == [])
  }

  @Test func statePseudoClassesReadTheViewsState() throws {
    let source = """
      uibutton:enabled { e: 1; }
      uibutton:disabled { d: 2; }
      uibutton:selected { s: 3; }
      uibutton:highlighted { h: 4; }
      uibutton:selected:highlighted { sh: 5; }
      """
    #expect(try resolved(source, ViewNode("UIButton", states: ["disabled"])) == [["d: 2"]])
    #expect(try resolved(source, ViewNode("UIButton")) == [["e: 1"]])
    #expect(try resolved(source, ViewNode("UIButton", states: ["selected"])) == [["e: 1", "s: 3"]])
    #expect(
      try resolved(source, ViewNode("UIButton", states: ["selected", "highlighted"]))
        == [["e: 1", "h: 4", "s: 3", "sh: 5"]])
  }

  @Test(arguments: [
    ("minOSVersion(17.2)", true), ("minOSVersion(16)", true), ("minOSVersion(18)", false),
    ("maxOSVersion(17.2)", true), ("maxOSVersion(16)", false), ("maxOSVersion(18)", true),
    ("screenWidth(390)", true), ("screenWidth(389)", false), ("screenWidth(391)", false),
    ("screenWidthLessThan(391)", true), ("screenWidthLessThan(389)", false),
    ("screenWidthGreaterThan(389)", true), ("screenWidthGreaterThan(391)", false),
    ("screenHeight(844)", true), ("screenHeight(843)", false), ("screenHeightLessThan(845)", true),
    ("screenHeightLessThan(843)", false), ("screenHeightGreaterThan(843)", true),
    ("screenHeightGreaterThan(845)", false), ("phone", true), ("pad", false), ("portrait:phone", true),
    ("pad:landscape", false), ("compactWidth", true), ("regularWidth", false), ("regularHeight", true),
    ("compactHeight", false), ("tv", false), ("landscape", false), ("portrait", true),
    ("portraitUpright", true), ("portraitUpsideDown", true), ("landscapeLeft", false),
    ("landscapeRight", false),
  ])
  func environmentPseudoClassesCompareTheEnvironment(pseudoClass: String, matches: Bool) throws {
    // The sides of an orientation are the orientation: they print as it.
    if pseudoClass.hasPrefix("portraitU") || pseudoClass.hasPrefix("landscapeL")
      || pseudoClass.hasPrefix("landscapeR")
    {
      #expect(
        load("UIView:\(pseudoClass) { a: 1; }").rules.map(\.selector) == [
          pseudoClass.hasPrefix("portrait") ? "UIView:portrait" : "UIView:landscape"
        ])
    }
    let environment = StyleEnvironment(
      device: .phone, osVersion: OSVersion("17.2"), screenWidth: 390, screenHeight: 844,
      orientation: .portrait,
      horizontalSizeClass: .compact, verticalSizeClass: .regular)
    #expect(
      try resolved("UIView:\(pseudoClass) { a: 1; }", ViewNode("UIView"), environment: environment)
        == [matches ? ["a: 1"] : []])
  }

  @Test func viewControllersAreElementsOfTheTree() throws {
    let source = """
      UIViewController UIView { alpha: 0.1; }
      UIViewController > UIView { alpha: 0.25; }
      UIViewController > #rootView { alpha: 0.5; }
      CustomViewController > UIView { alpha: 0.75; }
      """
    let tree = ViewNode(
      "UIView", id: "rootView",
      children: [
        ViewNode(
          "UIViewController", children: [ViewNode("UIView", id: "rootView", children: [ViewNode("UIView")])]),
        ViewNode("CustomViewController", children: [ViewNode("UIView")]),
      ])
    #expect(
      try resolved(source, tree, superclasses: ["CustomViewController": "UIViewController"])
        == [[], [], ["alpha: 0.5"], ["alpha: 0.1"], [], ["alpha: 0.75"]])
  }

  @Test func aControllersOwnParentIsItsViewsSuperview() throws {
    let superclasses = ["SomeViewController": "UIViewController"]
    let alone = ViewNode("SomeViewController", children: [ViewNode("UIView")])
    #expect(
      try resolved("UIViewController UIView { a: 1; }", alone, superclasses: superclasses) == [[], ["a: 1"]])
    let source =
      "UIViewController UIView { a: 1; } SomeViewController UIView { b: 2; } UIView SomeViewController UIView { c: 3; }"
    #expect(try resolved(source, alone, superclasses: superclasses) == [[], ["b: 2"]])
    #expect(
      try resolved(source, ViewNode("UIView", children: [alone]), superclasses: superclasses)
        == [[], [], ["b: 2", "c: 3"]])
  }

  @Test func variablesAreUsedAnywhereInAValueAndInOtherVariables() throws {
    let source = """
      @family: "GillSans";
      @size = 42;
      @font: @family @size;
      @power: 10 ** (3 - 1);
      UILabel { font: @font; cornerRadius: @size + @power; alpha: @size / 84; }
      """
    #expect(
      try resolved(source, ViewNode("UILabel"), schema: .uikit) == [
        ["alpha: 0.5", "font: {family: \"GillSans\", size: 42}", "layer.corner-radius: 142"]
      ])
  }

  @Test func aStylesheetImportedLaterSeesEarlierVariablesAndOverridesEarlierRules() throws {
    let files = [
      "variables.css": "@globalVariableTest: 0.33;",
      "base.css": "#main.reuseTest { alpha: 0.9; }",
      "app.css": ".reuseTest { alpha: @globalVariableTest; }",
    ]
    let source = "@import \"variables.css\";\n@import \"base.css\";\n@import \"app.css\";"
    #expect(
      try resolved(source, ViewNode("UIView", id: "main", classes: ["reuseTest"]), files: files)
        == [["alpha: 0.33"]])
  }

  @Test func anAppsVariableIsInjectedUnderItsAtName() {
    let injected = load(".a { alpha: @accent; }", variables: ["@accent": "0.4"])
    #expect(injected.diagnostics.isEmpty)
    #expect(injected.rules.first?.declarations.first?.value.description == "0.4")
    // Without the `@` the name is `$accent`.
    let dollar = load(".a { alpha: @accent; }", variables: ["accent": "0.4"])
    #expect(locatedCodes(dollar.diagnostics) == ["1:13 undefined-variable"])
  }

  @Test func extendInAnyFormAndEachExtendGivesItsDeclarations() throws {
    let source = """
      .styleInheritance_baseClass { alpha: 0.5; }
      .other { tag: 3; }
      .styleInheritance_subClass { @EXTENDS: .styleInheritance_baseClass; contentScaleFactor: 10; }
      .both { @extend .styleInheritance_baseClass; @extend .other; alpha: 0.7; }
      """
    let tree = ViewNode(
      "UIView",
      children: [
        ViewNode("UIView", classes: ["styleInheritance_subClass"]), ViewNode("UIView", classes: ["both"]),
      ])
    #expect(
      try resolved(source, tree) == [
        [], ["alpha: 0.5", "content-scale-factor: 10"], ["alpha: 0.7", "tag: 3"],
      ])
  }

  @Test func propertyNamesAsInterfaCSSWroteThemUnderASchema() throws {
    let source = """
      .shadowTest1 { layer.shadowColor: red; shadowOffset: size(1,2); shadowOpacity: 0.5; shadowRadius: 10; BackGround-Color: blue; }
      .shadowTest2 { shadowColor: red; shadowOffset: size(1,2); }
      .collectionViewTest { minimumLineSpacing: 42; }
      .textInputTraits { keyboardType: numberPad; returnKeyType: done; }
      """
    let tree = ViewNode(
      "UIView",
      children: [
        ViewNode("UIView", classes: ["shadowTest1"]), ViewNode("UILabel", classes: ["shadowTest2"]),
        ViewNode("UICollectionView", classes: ["collectionViewTest"]),
        ViewNode("UITextField", classes: ["textInputTraits"]),
      ])
    #expect(
      try resolved(source, tree, schema: .uikit) == [
        [],
        [
          "background-color: #0000ff", "layer.shadow-color: #ff0000",
          "layer.shadow-offset: {height: 2, width: 1}",
          "layer.shadow-opacity: 0.5", "layer.shadow-radius: 10",
        ],
        ["shadow-color: #ff0000", "shadow-offset: {height: 2, width: 1}"],
        ["collection-view-layout.minimum-line-spacing: 42"],
        ["keyboard-type: number-pad", "return-key-type: done"],
      ])
  }

  @Test func parametersNameTheSameKeysAsArguments() throws {
    let source = """
      .simple { titleColor(selectedHighlighted): blue; titleColor(UIControlStateSelected): red; }
      .attributed {
        attributedTitle: "text" (font: HelveticaNeue-Medium 12, color: blue);
        attributedTitle(highlighted): "text" (font: HelveticaNeue-Medium 12, color: red);
      }
      """
    #expect(
      try resolved(source, ViewNode("UIButton", classes: ["simple", "attributed"]), schema: .uikit) == [
        [
          #"attributed-title: [{attributes: {font: {family: "HelveticaNeue-Medium", size: 12}, foreground-color: #0000ff}, text: "text"}]"#,
          #"attributed-title[state:highlighted]: [{attributes: {font: {family: "HelveticaNeue-Medium", size: 12}, foreground-color: #ff0000}, text: "text"}]"#,
          "title-color[state:selected-highlighted]: #0000ff",
          "title-color[state:selected]: #ff0000",
        ]
      ])
  }

  @Test func parametersOfBarMetricsAndSegmentStatesNameTheirArguments() {
    let loaded = load(
      ".b { backgroundImage(highlighted, metricsLandscapePhone): y.png; dividerImage(normal, selected): z.png; }"
    )
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      loaded.rules.first?.declarations.map(\.property) == [
        "background-image[bar-metrics:landscape-phone,state:highlighted]",
        "divider-image[left-segment-state:normal,right-segment-state:selected]",
      ])
  }

  @Test func currentCancelsAnEarlierValue() throws {
    let source = ".override1 { alpha: 0.666; } .override2 { alpha: CURRENT; }"
    #expect(try resolved(source, ViewNode("UILabel", classes: ["override1"])) == [["alpha: 0.666"]])
    #expect(
      try resolved(source, ViewNode("UILabel", classes: ["override1", "override2"]), schema: .uikit)
        == [["alpha: current"]])
  }

  @Test(arguments: [
    // Frames in the parent.
    (
      "frame: size(10%, 20%).left(10).top(20)", "UIView",
      #"frame: {height: 20%, left: 10, relative-to: "parent", top: 20, width: 10%}"#
    ),
    (
      "bounds: size(30%, 40%).right(30).bottom(40)", "UIView",
      #"bounds: {bottom: 40, height: 40%, relative-to: "parent", right: 30, width: 30%}"#
    ),
    (
      "frame: size(auto, auto).left(10%).top(20%)", "UIView",
      #"frame: {height: auto, left: 10%, relative-to: "parent", top: 20%, width: auto}"#
    ),
    (
      "bounds: left(50%).right(5).top(0)", "UIView",
      #"bounds: {left: 50%, relative-to: "parent", right: 5, top: 0}"#
    ),
    (
      "frame: size(auto, auto).insets(10%, 20%, 30%, 40%)", "UIView",
      #"frame: {bottom: 30%, height: auto, left: 20%, relative-to: "parent", right: 40%, top: 10%, width: auto}"#
    ),
    (
      "bounds: size(auto, auto).top(10%).left(20%).bottom(30%).right(40%)", "UIView",
      #"bounds: {bottom: 30%, height: auto, left: 20%, relative-to: "parent", right: 40%, top: 10%, width: auto}"#
    ),
    (
      "frame: sizeToFit().top(10).left(20)", "UILabel",
      #"frame: {left: 20, relative-to: "parent", size-to-fit: true, top: 10}"#
    ),
    (
      "frame: sizeToFit(100%, 100%).bottom(10).right(20)", "UILabel",
      #"frame: {bottom: 10, height: 100%, relative-to: "parent", right: 20, size-to-fit: true, width: 100%}"#
    ),
    (
      "frame: sizeToFit(5, 5)", "UILabel",
      #"frame: {height: 5, relative-to: "parent", size-to-fit: true, width: 5}"#
    ),
    (
      "frame: size(auto, auto).insets(auto, auto, auto, auto)", "UIView",
      #"frame: {bottom: auto, height: auto, left: auto, relative-to: "parent", right: auto, top: auto, width: auto}"#
    ),
    (
      "frame: size(50%, 50%).left(auto).right(auto).top(42)", "UIView",
      #"frame: {height: 50%, left: auto, relative-to: "parent", right: auto, top: 42, width: 50%}"#
    ),
    // Fonts.
    (#"font: "Times New Roman" 5"#, "UILabel", #"font: {family: "Times New Roman", size: 5}"#),
    ("font: 'Times New Roman' 5", "UILabel", #"font: {family: "Times New Roman", size: 5}"#),
    ("font: 14 HelveticaNeue-Medium", "UILabel", #"font: {family: "HelveticaNeue-Medium", size: 14}"#),
    ("font: HelveticaNeue-Medium 5", "UILabel", #"font: {family: "HelveticaNeue-Medium", size: 5}"#),
    // Colors.
    ("color: rgb(128, 128, 128)", "UIActivityIndicatorView", "color: #808080"),
    ("color: #4080B000", "UIActivityIndicatorView", "color: #4080b000"),
    ("titleColor: #00FF80FF", "UIButton", "title-color: #00ff80"),
    ("tintColor: #0008", "UIView", "tint-color: #00000088"),
    ("tintColor: #888", "UIView", "tint-color: #888888"),
    ("backgroundColor: #8880", "UIView", "background-color: #88888800"),
    ("textColor: rgba(64, 64, 64, 0.5)", "UILabel", "text-color: #40404080"),
    ("shadowColor: red", "UILabel", "shadow-color: #ff0000"),
    // Strings.
    (#"text: "Text's:""#, "UILabel", #"text: "Text's:""#),
    ("title: Title", "UIButton", #"title: "Title""#),
    ("prompt: 'Prompt'", "UISearchBar", #"prompt: "Prompt""#),
    (#"text: "dr \"evil\" rules""#, "UILabel", #"text: "dr \"evil\" rules""#),
    (#"text: L("Text")"#, "UILabel", #"text: {localized: "Text"}"#),
    // Enumerations, booleans, numbers.
    ("contentMode: bottomRight", "UIView", "content-mode: bottom-right"),
    ("clipsToBounds: YES", "UIView", "clips-to-bounds: true"),
    (
      "autoresizingMask: width height left right top bottom", "UIView",
      "autoresizing-mask: [width, height, left, right, top, bottom]"
    ),
    ("lineBreakMode: NSLineBreakByTruncatingTail", "UILabel", "line-break-mode: truncating-tail"),
    ("alpha: 0.33", "UIView", "alpha: 0.33"),
    ("layer.cornerRadius: 5", "UIView", "layer.corner-radius: 5"),
    // Transforms, each step applied after those before it.
    (
      "transform: rotate(10) scale(20,30) translate(40,50)", "UIView",
      "transform: {matrix: {a: 19.696155060244, b: 5.209445330008, c: -3.472963553339, d: 29.544232590366, tx: 40, ty: 50}, operations: [{rotate: 10}, {scale: {x: 20, y: 30}}, {translate: {x: 40, y: 50}}]}"
    ),
    // Images.
    ("image: image.png", "UIImageView", #"image: {name: "image.png"}"#),
    (#"image: "image.png""#, "UIImageView", #"image: {name: "image.png"}"#),
    ("highlightedImage: image('image.png')", "UIImageView", #"highlighted-image: {name: "image.png"}"#),
    (
      "onImage: image(image.png, 1, 2)", "UISwitch",
      #"on-image: {left-cap-width: 1, name: "image.png", top-cap-height: 2}"#
    ),
    (
      "offImage: image(image.png, 1, 2, 3, 4)", "UISwitch",
      #"off-image: {cap-insets: {bottom: 3, left: 2, right: 4, top: 1}, name: "image.png"}"#
    ),
    ("image: lighten(#112233, 50%)", "UIImageView", "image: {color: #1a334d}"),
    (
      "backgroundImage: saturate(fadeout(#112233, 50%), 50%)", "UIButton",
      "background-image: {color: #001a3380}"
    ),
    // Attributed strings.
    (
      #"attributedText: "text" (font: HelveticaNeue-Medium 12, backgroundColor: rgb(0,0,255), color: darken(#000000, 0%), baselineOffset: 10, strokeColor: yellow, strokeWidth: 1.0)"#,
      "UILabel",
      #"attributed-text: [{attributes: {background-color: #0000ff, baseline-offset: 10, font: {family: "HelveticaNeue-Medium", size: 12}, foreground-color: #000000, stroke-color: #ffff00, stroke-width: 1}, text: "text"}]"#
    ),
    (
      #"attributedText: L("one") (font: Avenir 12) L("-two") (font: Avenir 12)"#, "UILabel",
      #"attributed-text: [{attributes: {font: {family: "Avenir", size: 12}}, text: {localized: "one"}}, {attributes: {font: {family: "Avenir", size: 12}}, text: {localized: "-two"}}]"#
    ),
    (
      #"attributedText: "a \"b\"" (font: Avenir 12) ", c" (kern: 1)"#, "UILabel",
      #"attributed-text: [{attributes: {font: {family: "Avenir", size: 12}}, text: "a \"b\""}, {attributes: {kern: 1}, text: ", c"}]"#
    ),
  ])
  func valuesTakeTheFormsOfInterfaCSSsValueTests(declaration: String, type: String, expected: String) throws {
    #expect(
      try resolved(".v { \(declaration); }", ViewNode(type, classes: ["v"]), schema: .uikit) == [[expected]])
  }

  @Test(arguments: [
    (
      "size(elementFoo.width, 2 * elementFoo.height + 100), left(elementFoo.right), top(elementFoo.bottom - 100)",
      #"{height: {attribute: "height", constant: 100, element: "elementFoo", multiplier: 2}, left: {attribute: "right", constant: 0, element: "elementFoo", multiplier: 1}, top: {attribute: "bottom", constant: -100, element: "elementFoo", multiplier: 1}, width: {attribute: "width", constant: 0, element: "elementFoo", multiplier: 1}}"#
    ),
    (
      "sizeToFit(parent.width * 2, 2 * parent.height + 100), right(3 * parent.left), bottom(guide.bottom)",
      #"{bottom: {attribute: "bottom", constant: 0, element: "guide", multiplier: 1}, height: {attribute: "height", constant: 100, element: "parent", multiplier: 2}, right: {attribute: "left", constant: 0, element: "parent", multiplier: 3}, size-to-fit: true, width: {attribute: "width", constant: 0, element: "parent", multiplier: 2}}"#
    ),
    (
      "size(elementFoo, 2 * elementFoo + 100), center(elementFoo, elementFoo - 100)",
      #"{center-x: {attribute: "center-x", constant: 0, element: "elementFoo", multiplier: 1}, center-y: {attribute: "center-y", constant: -100, element: "elementFoo", multiplier: 1}, height: {attribute: "height", constant: 100, element: "elementFoo", multiplier: 2}, width: {attribute: "width", constant: 0, element: "elementFoo", multiplier: 1}}"#
    ),
    (
      "topLeft(elementFoo, elementFoo)",
      #"{left: {attribute: "right", constant: 0, element: "elementFoo", multiplier: 1}, top: {attribute: "bottom", constant: 0, element: "elementFoo", multiplier: 1}}"#
    ),
    (
      "topRight(elementFoo, elementFoo)",
      #"{right: {attribute: "left", constant: 0, element: "elementFoo", multiplier: 1}, top: {attribute: "bottom", constant: 0, element: "elementFoo", multiplier: 1}}"#
    ),
    (
      "bottomLeft(elementFoo, elementFoo)",
      #"{bottom: {attribute: "top", constant: 0, element: "elementFoo", multiplier: 1}, left: {attribute: "right", constant: 0, element: "elementFoo", multiplier: 1}}"#
    ),
    (
      "bottomRight(elementFoo, elementFoo)",
      #"{bottom: {attribute: "top", constant: 0, element: "elementFoo", multiplier: 1}, right: {attribute: "left", constant: 0, element: "elementFoo", multiplier: 1}}"#
    ),
    (
      "left(parent.left + 100), right(parent.right - 100), top(parent.top + 50), bottom(parent.bottom - 50)",
      #"{bottom: {attribute: "bottom", constant: -50, element: "parent", multiplier: 1}, left: {attribute: "left", constant: 100, element: "parent", multiplier: 1}, right: {attribute: "right", constant: -100, element: "parent", multiplier: 1}, top: {attribute: "top", constant: 50, element: "parent", multiplier: 1}}"#
    ),
    (
      "size(100, 100), left(layoutElement1), top(layoutElement1)",
      #"{height: {constant: 100}, left: {attribute: "right", constant: 0, element: "layoutElement1", multiplier: 1}, top: {attribute: "bottom", constant: 0, element: "layoutElement1", multiplier: 1}, width: {constant: 100}}"#
    ),
  ])
  func layoutsReadAsInterfaCSSsLayoutTestsExpect(layout: String, expected: String) throws {
    #expect(
      try resolved(".v { layout: \(layout); }", ViewNode("UIView", classes: ["v"]), schema: .uikit)
        == [["layout: \(expected)"]])
  }

  // MARK: Read as InterfaCSS reads it

  @Test func theLastMatchingRuleWinsUnlessSpecificityIsAskedFor() throws {
    let source = """
      UIView .testSpecificity2 { alpha: 0.75; }
      #someElementId .testSpecificity1 { alpha: 0.5; }
      .testSpecificity1 { alpha: 0.25; }
      """
    let tree = ViewNode(
      "UIView", id: "someElementId",
      children: [ViewNode("UIView", classes: ["testSpecificity1", "testSpecificity2"])])
    #expect(try resolved(source, tree) == [[], ["alpha: 0.25"]])
    #expect(try resolved(source, tree, precedence: .interfacss) == [[], ["alpha: 0.5"]])
    #expect(load(source).rules.map { $0.scores[.interfacss] } == [11, 110, 10])
  }

  @Test func theOrderOfAViewsClassesPlaysNoPart() throws {
    let source = """
      .class10 { alpha: 0.1; }
      .classTop {
        .classMiddle {
          .class12 { alpha: 0.3; }
          .class11 { alpha: 0.2; }
          .abc123 { alpha: 0.31; }
          .x123abc { alpha: 0.32; }
        }
      }
      .class13 { alpha: 0.4; }
      """
    func alpha(_ classes: [String]) throws -> [String] {
      let label = ViewNode("UILabel", classes: classes)
      let tree = ViewNode(
        "UIView", classes: ["classTop"],
        children: [ViewNode("UIView", classes: ["classMiddle"], children: [label])])
      return try resolved(source, tree)[2]
    }
    #expect(try alpha(["class10"]) == ["alpha: 0.1"])
    #expect(try alpha(["class10", "class11"]) == ["alpha: 0.2"])
    #expect(try alpha(["class10", "class11", "class12"]) == ["alpha: 0.2"])
    #expect(try alpha(["class12", "class11", "class10"]) == ["alpha: 0.2"])
    #expect(try alpha(["class10", "class12"]) == ["alpha: 0.3"])
    #expect(try alpha(["x123abc", "class12", "abc123"]) == ["alpha: 0.32"])
    #expect(try alpha(["class13", "x123abc", "class10"]) == ["alpha: 0.4"])
  }

  @Test func aNestedRuleAppliesOnceTheViewIsInsideItsParent() throws {
    let source = """
      .parentSwitcher_childElement { alpha: 0.5; }
      .parentSwitcher_parentElement { .parentSwitcher_childElement { alpha: 0.75; } }
      """
    let child = ViewNode("UIView", classes: ["parentSwitcher_childElement"])
    #expect(try resolved(source, child) == [["alpha: 0.5"]])
    #expect(
      try resolved(source, ViewNode("UIView", classes: ["parentSwitcher_parentElement"], children: [child]))
        == [[], ["alpha: 0.75"]])
  }

  @Test func changedStatesAndClassesRestyleAsInterfaCSSsTestsExpect() throws {
    let source = """
      .class1 uilabel:enabled { alpha: 0.25; }
      .class1 uilabel:disabled { alpha: 0.75; }
      .class1 uicontrol:enabled uilabel { alpha: 0.33; }
      .class1 uicontrol:disabled uilabel { alpha: 0.66; }
      #elementIdAndClassTest { alpha: 0.5; }
      #elementIdAndClassTest.someClass { alpha: 0.75; }
      """
    let tree = try StyleTree(
      root: ViewNode(
        "UIView", classes: ["class1"],
        children: [
          ViewNode("UILabel"), ViewNode("UIControl", children: [ViewNode("UILabel")]),
          ViewNode("UIView", id: "elementIdAndClassTest", classes: ["someClass"]),
        ]))
    var live = LiveStyles(stylesheet: load(source), tree: tree)
    func alpha(_ node: Int) -> String? {
      live.styles.property("alpha", of: live.styles.node(node))?.value.description
    }
    #expect(alpha(1) == "0.25")
    try live.update(live.node(1), states: ["disabled"])
    #expect(alpha(1) == "0.75")
    #expect(alpha(3) == "0.33")
    try live.update(live.node(2), states: ["disabled"])
    #expect(alpha(3) == "0.66")
    #expect(alpha(4) == "0.75")
    try live.update(live.node(4), classes: [])
    #expect(alpha(4) == "0.5")
  }

  @Test(arguments: [
    ("lighten(rgb(17, 34, 51), 50%)", "#1a334d"),
    ("darken(#112233, 50%)", "#08111a"),
    ("saturate(rgb(17, 34, 51), 50%)", "#001a33"),
    ("desaturate(#112233, 50%)", "#222b33"),
    ("fadein(rgb(17, 34, 51), 50%)", "#112233"),
    ("saturate(fadeout(rgb(17, 34, 51), 50%), 50%)", "#001a3380"),
    ("lighten(#ffffff, 0%)", "#ffffff"),
    ("darken(#000000, 0%)", "#000000"),
  ])
  func colorFunctionsScaleAsInterfaCSSsColorTestsExpect(written: String, expected: String) throws {
    #expect(
      try resolved(".c { tintColor: \(written); }", ViewNode("UIView", classes: ["c"])) == [
        ["tint-color: \(expected)"]
      ])
  }

  // MARK: Where stylec differs

  @Test func aScopeIsASelectorOnTheControllerOrTheElement() throws {
    // A controller's view holds a label and a custom controller's view (`#custom`), which holds a
    // label and a third controller's view with a label.
    let tree = ViewNode(
      "UIViewController",
      children: [
        ViewNode(
          "UIView",
          children: [
            ViewNode("UILabel", classes: ["scopeTest"]),
            ViewNode(
              "CustomViewController",
              children: [
                ViewNode(
                  "UIView", id: "custom",
                  children: [
                    ViewNode("UILabel", classes: ["scopeTest"]),
                    ViewNode(
                      "UIViewController",
                      children: [ViewNode("UIView", children: [ViewNode("UILabel", classes: ["scopeTest"])])]),
                  ])
              ]),
          ])
      ])
    func labels(_ selector: String) throws -> [[String]] {
      let styled = try resolved(
        "\(selector) { alpha: 0.5; }", tree, superclasses: ["CustomViewController": "UIViewController"])
      return [styled[2], styled[5], styled[8]]
    }
    #expect(try labels("UILabel.scopeTest") == [["alpha: 0.5"], ["alpha: 0.5"], ["alpha: 0.5"]])
    #expect(try labels("CustomViewController UILabel.scopeTest") == [[], ["alpha: 0.5"], ["alpha: 0.5"]])
    #expect(try labels("#custom UILabel.scopeTest") == [[], ["alpha: 0.5"], ["alpha: 0.5"]])
  }

  @Test func eachSelectorOfAGroupRanksAlone() throws {
    let source = ".b, #x { p: 1; } .b.c { p: 2; }"
    #expect(
      try resolved(source, ViewNode("UIView", classes: ["b", "c"]), precedence: .interfacss) == [["p: 2"]])
    #expect(load(source).rules.map { $0.scores[.interfacss] } == [10, 100, 20])
  }

  @Test func aGeneralSiblingComesBeforeTheView() throws {
    let source = "UIButton ~ UILabel { p: 1; } UILabel ~ UIButton { q: 2; }"
    #expect(
      try resolved(source, ViewNode("UIView", children: [ViewNode("UILabel"), ViewNode("UIButton")])) == [
        [], [], ["q: 2"],
      ])
  }

  @Test func aDescendantStepTriesEveryAncestor() throws {
    let tree = ViewNode(
      "UIView", classes: ["a"],
      children: [
        ViewNode(
          "UIView", classes: ["b"],
          children: [ViewNode("UIView", classes: ["b"], children: [ViewNode("UIView", classes: ["c"])])])
      ])
    #expect(try resolved(".a > .b .c { p: 1; }", tree) == [[], [], [], ["p: 1"]])
  }

  @Test func aKeyPathToANestedViewIsAPropertyOfTheView() throws {
    let source = """
      UILabel { alpha: 1; }
      .overwriteTest { alpha: 0.5; titleLabel.alpha: 0.25; }
      UIView > .typeSelectorAndPrefixedPropertyTest {
        UIButton { titleLabel.font: GillSans 2; }
        .someOtherSelector, UIButton.testNestedProperty, .anotherSelector { titleLabel.alpha: 0.5; }
      }
      """
    let tree = ViewNode(
      "UIView",
      children: [
        ViewNode("UIButton", classes: ["overwriteTest"]),
        ViewNode(
          "UIView", classes: ["typeSelectorAndPrefixedPropertyTest"],
          children: [ViewNode("UIButton", classes: ["testNestedProperty"])]),
      ])
    #expect(
      try resolved(source, tree, schema: .uikit) == [
        [], ["alpha: 0.5", "title-label.alpha: 0.25"], [],
        ["title-label.alpha: 0.5", #"title-label.font: {family: "GillSans", size: 2}"#],
      ])
  }

  @Test func screenSizesAreTheEnvironmentsAsGiven() throws {
    let landscape = StyleEnvironment(screenWidth: 844, screenHeight: 390, orientation: .landscape)
    let source = "UIView:screenWidth(390) { a: 1; } UIView:screenWidth(844) { b: 2; }"
    #expect(try resolved(source, ViewNode("UIView"), environment: landscape) == [["b: 2"]])
  }

  @Test func problemsAreLocatedDiagnosticsAndTheRestStillApplies() throws {
    let loaded = load(".a { alpha: @missing; tag: 1; }\n.b { titleColor(bogus): red; tintColor: red; }")
    #expect(locatedCodes(loaded.diagnostics) == ["1:13 undefined-variable", "2:16 invalid-argument"])
    let tree = try StyleTree(root: ViewNode("UIView", classes: ["a", "b"]))
    let styles = loaded.resolve(tree)
    #expect(
      styles.properties(of: tree.root).map { "\($0.name): \($0.value)" } == ["tag: 1", "tint-color: #ff0000"])
  }

  @Test func aValueThatDoesNotFitIsALocatedErrorAndDropsOutOfTheCascade() throws {
    let loaded = load(".a { tintColor: red; }\n.a { tintColor: notacolor; }")
    #expect(loaded.diagnostics.isEmpty)
    let tree = try StyleTree(root: ViewNode("UIView", classes: ["a"]))
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(locatedCodes(styles.diagnostics) == ["2:6 invalid-value"])
    #expect(styles.property("tint-color", of: tree.root)?.value.description == "#ff0000")
  }

  @Test func divisionIsFloatingPoint() throws {
    #expect(try resolved(".a { alpha: 7 / 2; }", ViewNode("UIView", classes: ["a"])) == [["alpha: 3.5"]])
  }

  @Test func onlyStylecsComparisonsAreRead() {
    #expect(load(".a { hidden: 2 == 2; }").rules.first?.declarations.first?.value.description == "true")
    #expect(locatedCodes(load(".a { hidden: 2 = 2; }").diagnostics) == ["1:16 malformed-value"])
    #expect(locatedCodes(load(".a { hidden: 1 < 2 && 3 > 2; }").diagnostics) == ["1:20 malformed-value"])
    #expect(locatedCodes(load(".a { hidden: 1 < 2 || 3 > 2; }").diagnostics) == ["1:20 malformed-value"])
  }

  @Test func stringsTakeCSSEscapes() throws {
    let tree = ViewNode(
      "UIView", children: [ViewNode("UILabel", classes: ["u"]), ViewNode("UILabel", classes: ["css"])])
    #expect(
      try resolved(#".u { text: "a\u00e9b"; } .css { text: "a\e9 b"; }"#, tree, schema: .uikit)
        == [[], [#"text: "au00e9b""#], [#"text: "aéb""#]])
  }

  @Test func enumerationsTakeNamesNotNumbers() throws {
    let loaded = load(
      ".a { contentMode: 3; }\n.b { lineBreakMode: byTruncatingTail; }\n.c { contentMode: bottomRight; lineBreakMode: truncatingTail; }"
    )
    let tree = try StyleTree(
      root: ViewNode(
        "UIView",
        children: [
          ViewNode("UILabel", classes: ["a"]), ViewNode("UILabel", classes: ["b"]),
          ViewNode("UILabel", classes: ["c"]),
        ]))
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(locatedCodes(styles.diagnostics) == ["1:6 invalid-value", "2:6 invalid-enum-value"])
    #expect(
      tree.nodes.map { node in styles.properties(of: node).map { "\($0.name): \($0.value)" } } == [
        [], [], [], ["content-mode: bottom-right", "line-break-mode: truncating-tail"],
      ])
  }

  @Test func onlyUIKitsClassicColorNamesAndTheWebsAreColors() throws {
    #expect(
      try resolved(
        ".a { a: systemBlueColor; b: labelColor; c: rebeccapurple; d: RedColor; e: lightTextColor; }",
        ViewNode("UIView", classes: ["a"]))
        == [["a: systemBlueColor", "b: labelColor", "c: #663399", "d: #ff0000", "e: #ffffff99"]])
    let tree = try StyleTree(root: ViewNode("UIView", classes: ["a"]))
    let styles = load(".a { tintColor: systemBlueColor; }").resolve(tree, schema: .uikit)
    #expect(locatedCodes(styles.diagnostics) == ["1:6 invalid-value"])
    #expect(styles.properties(of: tree.root).isEmpty)
  }

  @Test func uikitClassesBeyondInterfaCSSsRegistryAreUIKits() throws {
    let tree = ViewNode(
      "UIWindow", children: [ViewNode("UIStackView"), ViewNode("UIPageControl"), ViewNode("UIView")])
    #expect(try resolved("UIView { a: 1; } UIControl { c: 2; }", tree) == [[], [], [], ["a: 1"]])
    #expect(try resolved("UIView, UIStackView { a: 1; }", tree) == [[], ["a: 1"], [], ["a: 1"]])
  }

  @Test func aColorMayTileAnImage() throws {
    let source = ".a { backgroundColor: image(pattern.png); } .b { backgroundColor: image(\"dots\"); }"
    #expect(
      try resolved(
        source,
        ViewNode(
          "UIView", children: [ViewNode("UIView", classes: ["a"]), ViewNode("UIView", classes: ["b"])]),
        schema: .uikit) == [
          [], ["background-color: {pattern-image: \"pattern.png\"}"],
          ["background-color: {pattern-image: \"dots\"}"],
        ])
  }
}
