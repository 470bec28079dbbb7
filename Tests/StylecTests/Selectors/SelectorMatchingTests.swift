import Testing

@testable import Stylec

/// Every selector form of the language, each against a tree where it must match some nodes
/// and must not match the others.
@Suite("Selectors: what each form matches")
struct SelectorMatchingTests {
  /// The tree every case runs against (preorder indices in comments).
  static let tree = ViewNode(
    "UIWindow", id: "window",
    children: [
      ViewNode(
        "UITableViewCell", id: "cell", classes: ["row"],  // 1
        children: [
          // 2, and its child 3
          ViewNode(
            "UIView", classes: ["content"], children: [ViewNode("UILabel", classes: ["title", "bold"])]),
          ViewNode("UILabel", classes: ["detail"]),  // 4
          ViewNode("UIImageView"),  // 5
          ViewNode("UILabel", states: ["highlighted"]),  // 6
        ]),
      ViewNode("UIButton", id: "ok", classes: ["primary"], states: ["selected", "Pressed"]),  // 7
      ViewNode("UIButton", states: ["disabled"]),  // 8
      ViewNode("FancyButton"),  // 9
      ViewNode("UISlider"),  // 10
    ])

  /// The preorder indices of the nodes `selector` matches.
  static func matches(_ selector: String, environment: StyleEnvironment = StyleEnvironment()) throws -> [Int]
  {
    let parsed = sheet("\(selector) { hit: 1 }", path: "t.css")
    #expect(parsed.diagnostics.isEmpty, "\(selector): \(parsed.diagnostics.map(\.message))")
    let styled = try Styled(parsed, tree, superclasses: ["FancyButton": "UIButton"], environment: environment)
    return (0..<styled.tree.count).filter { styled[$0, "hit"] != nil }
  }

  @Test(arguments: [
    ("UILabel", [3, 4, 6]), ("label", [3, 4, 6]), ("uilabel", [3, 4, 6]), ("Label", [3, 4, 6]),
    ("UIControl", []), ("^UIControl", [7, 8, 9, 10]), ("^button", [7, 8, 9]), ("FancyButton", [9]),
    ("fancybutton", []), ("*", Array(0...10)), ("#ok", [7]), ("UIButton#ok", [7]), ("UILabel#ok", []),
    (".title", [3]), (".title.bold", [3]), (".title.detail", []), ("UILabel.detail", [4]), ("*.primary", [7]),
  ])
  func simpleSelectors(selector: String, expected: [Int]) throws {
    #expect(try Self.matches(selector) == expected)
  }

  /// Classy resolves a class by its exact name: in Classy syntax `label` is no UILabel, and an
  /// app's own `FancyButton` is only itself.
  @Test(arguments: [
    ("UILabel", [3, 4, 6]), ("label", []), ("Label", []), ("uilabel", []), ("^button", []),
    ("^UIButton", [7, 8, 9]), ("FancyButton", [9]), ("fancybutton", []),
  ])
  func typeNamesAreExactInClassySyntax(selector: String, expected: [Int]) throws {
    let parsed = sheet("\(selector) { hit 1 }", path: "t.cas")
    let styled = try Styled(parsed, Self.tree, superclasses: ["FancyButton": "UIButton"])
    #expect((0..<styled.tree.count).filter { styled[$0, "hit"] != nil } == expected)
  }

  /// A view controller's root view has two parents, as in Classy: its superview and its
  /// controller; a controller's are its view's superview and its enclosing controller. The
  /// descendant combinator sees every ancestor, controllers included.
  @Test(arguments: [
    ("UIButton.top > UISlider", [3]), ("VCExample > UISlider", [3]), ("UIButton.top > VCExample", [2]),
    ("UIButton.top > VCExample > UISlider", [3]), ("UIButton.top UISlider", [3, 6]),
    ("VCExample UISlider", [3, 6]),
    ("UIWindow > VCExample", []), ("UIWindow > UIButton.top > UISlider", [3]),
    ("UITableViewController > UIImageView", [5]),
    ("UITableViewController > UITableView", []), ("VCExample > UITableViewController", [4]),
    ("UISlider > UITableViewController", [4]), ("UISlider > UIImageView", [5]),
    ("UITableViewController UIImageView", [5]), ("^UIViewController > UISlider", [3]),
    (":root > UIButton", [1]),
  ])
  func viewControllersAreAlternativeParents(selector: String, expected: [Int]) throws {
    // UIWindow > UIButton.top > VCExample (controller) > UISlider (its view)
    //   > UITableViewController > UIImageView (its view) > UISlider
    let tree = ViewNode(
      "UIWindow",
      children: [
        ViewNode(
          "UIButton", classes: ["top"],
          children: [
            ViewNode(
              "VCExample",
              children: [
                ViewNode(
                  "UISlider",
                  children: [
                    ViewNode(
                      "UITableViewController",
                      children: [ViewNode("UIImageView", children: [ViewNode("UISlider")])])
                  ])
              ])
          ])
      ])
    let styled = try Styled(
      sheet("\(selector) { hit 1 }", path: "t.cas"), tree, superclasses: ["VCExample": "UIViewController"])
    #expect((0..<styled.tree.count).filter { styled[$0, "hit"] != nil } == expected)
  }

  /// A controller among siblings has a parent its view siblings lack: a `~` search goes past a
  /// nearer sibling whose `>` step failed, to an earlier one whose other parent matches.
  @Test func aSiblingSearchGoesPastASiblingWithoutTheControllersParent() throws {
    let tree = ViewNode(
      "OuterVC",
      children: [
        ViewNode(
          "UIView",
          children: [
            ViewNode("InnerVC", classes: ["b"]), ViewNode("UIView", classes: ["b"]), ViewNode("UILabel"),
          ])
      ])
    let styled = try Styled(
      sheet("OuterVC > .b ~ UILabel { hit 1 }\nOuterVC > .b { near 1 }", path: "t.cas"), tree,
      superclasses: ["OuterVC": "UIViewController", "InnerVC": "UIViewController"])
    #expect((0..<styled.tree.count).filter { styled[$0, "near"] != nil } == [2])
    #expect((0..<styled.tree.count).filter { styled[$0, "hit"] != nil } == [4])
  }

  /// In CSS syntax `button` is shorthand for UIButton, but never over an app's own class of
  /// that exact name: a tree whose nodes or `types` have a `Button` means it by `Button`.
  @Test func aShorthandNeverShadowsAnExactTypeTheTreeKnows() throws {
    let source = "Button.x { hit: 1 }\nbutton.x { low: 1 }\nUIView > :not(Button) { plain: 1 }"
    let tree = ViewNode(
      "UIView",
      children: [
        ViewNode("Button", classes: ["x"]), ViewNode("UIButton", classes: ["x"]), ViewNode("UILabel"),
      ])
    let declared = try Styled(sheet(source, path: "t.css"), tree, superclasses: ["Button": "UIButton"])
    #expect(declared.properties(1) == ["hit: 1"])
    #expect(declared.properties(2) == ["low: 1", "plain: 1"])
    #expect(declared.properties(3) == ["plain: 1"])
    #expect(declared.styles.property("hit", of: declared.styles.node(1))?.selector == "Button.x")
    // A class the tree declares is its type even when no node has it.
    let onlyUIKit = ViewNode("UIView", children: [ViewNode("UIButton", classes: ["x"])])
    let declaredOnly = try Styled(
      sheet(source, path: "t.css"), onlyUIKit, superclasses: ["Button": "UIButton"])
    #expect(declaredOnly.properties(1) == ["low: 1", "plain: 1"])
    // A tree with no `Button` reads both spellings as UIButton.
    let uikitOnly = ViewNode("UIView", children: [ViewNode("UIButton", classes: ["x"])])
    #expect(try Styled(sheet(source, path: "t.css"), uikitOnly).properties(1) == ["hit: 1", "low: 1"])
    // So does a live tree, as it is changed.
    var live = LiveStyles(stylesheet: sheet(source, path: "t.css"), tree: declared.tree)
    try live.update(live.node(2), classes: [])
    #expect(live.styles.properties(of: live.styles.node(1)).map(\.name) == ["hit"])
    #expect(live.styles.properties(of: live.styles.node(2)).map(\.name) == ["plain"])
  }

  @Test(arguments: [
    ("UITableViewCell UILabel", [3, 4, 6]), ("UITableViewCell > UILabel", [4, 6]),
    ("UITableViewCell > * > UILabel", [3]), ("#cell .content UILabel", [3]), ("UILabel + UIImageView", [5]),
    ("UIView + UILabel", [4]), ("UIView ~ UILabel", [4, 6]), ("UIImageView ~ UIView", []),
    ("UIButton + UIButton", [8]), ("#window > UIButton ~ UISlider", [10]), ("UIWindow>UIButton.primary", [7]),
  ])
  func combinators(selector: String, expected: [Int]) throws {
    #expect(try Self.matches(selector) == expected)
  }

  @Test(arguments: [
    (":selected", [7]), (":highlighted", [6]), (":disabled", [8]), ("UIButton:enabled", [7]),
    ("^UIButton:enabled", [7, 9]), (":pressed", [7]),
    (":PRESSED", [7]), ("UIButton:selected:pressed", [7]), (":focused", []),
    (":root", [0]), (":scope", [0]), (":empty", [3, 4, 5, 6, 7, 8, 9, 10]), ("UIView:empty", []),
    ("UILabel:first-child", [3]), ("UILabel:firstChild", [3]), (":last-child", [0, 3, 6, 10]),
    ("UIView:only-child", []), ("UILabel:only-child", [3]), ("UILabel:first-of-type", [3, 4]),
    ("UILabel:last-of-type", [3, 6]), ("UIImageView:only-of-type", [5]), ("UIButton:only-of-type", []),
    ("#window > :nth-child(2n+1)", [1, 8, 10]), ("#window > :nth-child(odd)", [1, 8, 10]),
    ("#window > :nth-child(even)", [7, 9]), ("#window > :nth-child(3)", [8]),
    ("#cell > :nth-child(-n+2)", [2, 4]),
    ("#cell > :nth-last-child(1)", [6]), ("#cell > :nth-last-child(2n)", [2, 5]),
    ("UILabel:nth-of-type(2)", [6]),
    ("UILabel:nth-last-of-type(2)", [4]), ("#window > :nth-child(n+4)", [9, 10]),
    ("#window > :nth-child( 2n + 1 )", [1, 8, 10]),
    ("UILabel:not(.detail)", [3, 6]), ("^UIButton:not(#ok, :disabled)", [9]),
    ("UILabel:not(UIView > *)", [4, 6]),
    (":not(:not(.title))", [3]),
  ])
  func pseudoClasses(selector: String, expected: [Int]) throws {
    #expect(try Self.matches(selector) == expected)
  }

  @Test func environmentPseudoClassesTestTheEnvironment() throws {
    let phone = StyleEnvironment(
      device: .phone, osVersion: OSVersion("9.1"), screenWidth: 375, screenHeight: 667,
      orientation: .portrait,
      horizontalSizeClass: .compact, verticalSizeClass: .regular)
    let cases: [(String, Bool)] = [
      ("UISlider:phone", true), ("UISlider:pad", false), ("UISlider:tv", false), ("UISlider:portrait", true),
      ("UISlider:landscape", false), ("UISlider:compact-width", true), ("UISlider:regularWidth", false),
      ("UISlider:regular-height", true), ("UISlider:compact-height", false),
      ("UISlider:min-os-version(9.0)", true),
      ("UISlider:minOSVersion(9.2)", false), ("UISlider:max-os-version(9.1)", true),
      ("UISlider:max-os-version(9)", false),
      ("UISlider:screen-width(375)", true), ("UISlider:screen-width(320)", false),
      ("UISlider:screen-width-less-than(400)", true), ("UISlider:screen-width-less-than(375)", false),
      ("UISlider:screen-width-greater-than(320)", true), ("UISlider:screen-width-greater-than(375)", false),
      ("UISlider:screen-height(667)", true), ("UISlider:screen-height-less-than(600)", false),
      ("UISlider:screen-height-greater-than(600)", true), ("UISlider:pad:landscape", false),
    ]
    for (selector, expected) in cases {
      #expect(try Self.matches(selector, environment: phone) == (expected ? [10] : []), "\(selector)")
      #expect(try Self.matches(selector) == [], "\(selector) with no environment")
    }
  }

  @Test(arguments: [
    ("UILabel:frist-child { a: 1 }", "1:8 unknown-pseudo-class"),
    ("UILabel:nth-child(2x) { a: 1 }", "1:19 invalid-nth"),
    ("UILabel:nth-child(n+) { a: 1 }", "1:19 invalid-nth"),
    ("a:nth-child(99999999999999999999n+1) { b: 1 }", "1:13 invalid-nth"),
    ("UILabel:first-child(2) { a: 1 }", "1:8 invalid-selector"),
    ("UILabel:nth-child { a: 1 }", "1:9 invalid-selector"),
    ("UILabel:foo(3) { a: 1 }", "1:8 unknown-pseudo-class"),
    ("UILabel:not() { a: 1 }", "1:8 invalid-selector"),
    ("UILabel:not(.a { a: 1 }", "1:12 unclosed-parenthesis"),
    // A leading combinator has nothing to refer to outside a rule (`&` there is `:root`).
    ("> UILabel { a: 1 }", "1:1 invalid-nesting"),
    ("UILabel:min-os-version(x) { a: 1 }", "1:24 invalid-selector"),
    ("UILabel: { a: 1 }", "1:8 invalid-selector"),
    ("UILabel. { a: 1 }", "1:8 invalid-selector"),
    ("UILabel >> UIView { a: 1 }", "1:10 expected-selector"),
  ])
  func malformedSelectorsAreLocatedErrors(source: String, expected: String) {
    let parsed = sheet(source, path: "t.css")
    #expect(locatedCodes(parsed.diagnostics) == [expected])
  }

  @Test func negationNestingIsBounded() {
    let source =
      String(repeating: ":not(", count: 200) + "a" + String(repeating: ")", count: 200) + " { b 1 }"
    let parsed = sheet(source, path: "t.css")
    #expect(parsed.diagnostics.map(\.code.rawValue).contains("nesting-too-deep"))
  }

  @Test func selectorsPrintCanonically() {
    let parsed = sheet(
      "label:firstChild:NTH-CHILD( 2n + 1 ):not(.a,#b):minOSVersion(8.0):PAD:selectedHighlighted { a: 1 }",
      path: "t.css")
    #expect(
      parsed.rules.map(\.selector) == [
        "UILabel:first-child:nth-child(2n+1):not(.a, #b):min-os-version(8.0):pad:selected-highlighted"
      ])
  }

  /// Names compare by Unicode canonical equivalence, as the language article says: a class,
  /// an id and a custom property written with `é` and with `e` and a combining accent are one.
  @Test func namesCompareByCanonicalEquivalence() throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    let loaded = Stylesheet(
      source:
        ".\(composed) { --\(composed): 0.5; alpha: var(--\(decomposed), 0.1); }\n#\(composed) { tag: 1; }",
      fileName: "main.css")
    let styled = try Styled(loaded, ViewNode("UILabel", id: decomposed, classes: [decomposed]))
    #expect(styled[0, "alpha"] == "0.5")
    #expect(styled[0, "tag"] == "1")
  }
}
