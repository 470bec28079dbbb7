import Testing

@testable import Stylec

/// The `interfacss` dialect: each meaning InterfaCSS gave its sheets, tested against the other
/// dialects' meaning of the same text.
@Suite("The interfacss dialect")
struct InterfaCSSDialectTests {
  /// Each node's properties as `name: value`, in preorder.
  private func resolved(
    _ source: String, _ root: ViewNode, superclasses: [String: String] = [:], dialect: Dialect = .interfacss,
    precedence: Precedence? = nil
  ) throws -> [[String]] {
    let tree = try StyleTree(root: root, superclasses: superclasses)
    let styles = Stylesheet(source: source, fileName: "main.css", dialect: dialect).resolve(
      tree, precedence: precedence)
    return tree.nodes.map { node in styles.properties(of: node).map { "\($0.name): \($0.value)" } }
  }

  @Test func theLastMatchingRuleWinsByDefault() throws {
    let source = "#main { p: 1; } .a.b { p: 2; } UIView { p: 3; }"
    let view = ViewNode("UIView", id: "main", classes: ["a", "b"])
    #expect(Dialect.interfacss.precedence == .lastWins)
    #expect(try resolved(source, view) == [["p: 3"]])
    #expect(try resolved(source, view, dialect: .stylec) == [["p: 1"]])
  }

  @Test func itsSpecificityIsOneSumOverTheSelector() throws {
    // 100 for an id, 10 for each class and pseudo-class, 1 for a type: eleven classes outrank an id.
    let classes = (1...11).map { "c\($0)" }
    let source = "\(classes.map { "." + $0 }.joined()) { p: 11; } #main { p: 1; } UIView#main { p: 2; }"
    let view = ViewNode("UIView", id: "main", classes: classes)
    #expect(try resolved(source, view, precedence: .interfacss) == [["p: 11"]])
    #expect(try resolved(source, view, precedence: .specificity) == [["p: 2"]])
    #expect(sheet("UIView.a:selected #b { p: 1; }", path: "x.css").rules[0].scores[.interfacss] == 121)
  }

  @Test func classNamesAndIdsCompareWithoutCase() throws {
    let source = ".Primary { p: 1; } #MainView { q: 2; } .X#y.z { r: 3; }"
    let view = ViewNode(
      "UIView", id: "mainview", classes: ["PRIMARY", "x", "Z"], children: [ViewNode("UIView", id: "Y")])
    #expect(try resolved(source, view) == [["p: 1", "q: 2"], []])
    let both = ViewNode("UIView", id: "Y", classes: ["x", "Z"])
    #expect(try resolved(source, both) == [["r: 3"]])
    #expect(try resolved(source, both, dialect: .stylec) == [[]])
    // Selectors print as InterfaCSS displays them.
    #expect(
      Stylesheet(source: source, dialect: .interfacss).rules.map(\.selector) == [
        ".primary", "#mainview", "#y.x.z",
      ])
  }

  @Test func aChangedClassIsComparedWithoutCaseToo() throws {
    let tree = try StyleTree(root: ViewNode("UIView"))
    var live = LiveStyles(stylesheet: Stylesheet(source: ".Card { p: 1; }", dialect: .interfacss), tree: tree)
    try live.update(tree.root, classes: ["CARD"])
    #expect(live.restyledCount == 1)
    #expect(live.styles.property("p", of: tree.root)?.value.description == "1")
  }

  @Test func extendFindsItsSelectorWithoutCase() throws {
    let source = ".Base { alpha: 0.5; } .sub { @extend .BASE; tag: 10; }"
    #expect(try resolved(source, ViewNode("UIView", classes: ["SUB"])) == [["alpha: 0.5", "tag: 10"]])
  }

  @Test func aTypeMatchesTheNearestClassUIKitOrTheSheetKnows() throws {
    let tree = ViewNode(
      "UIView",
      children: [ViewNode("UILabel"), ViewNode("MyLabel"), ViewNode("FancyLabel"), ViewNode("UIButton")])
    let superclasses = ["MyLabel": "UILabel", "FancyLabel": "MyLabel"]
    // UIView matches neither a label nor a button: UIKit knows both. UILabel matches the app's
    // labels, which it does not know.
    #expect(
      try resolved("UIView { v: 1; } UILabel { l: 2; }", tree, superclasses: superclasses)
        == [["v: 1"], ["l: 2"], ["l: 2"], ["l: 2"], []])
    // Once the sheet names MyLabel, MyLabel and its subclasses are MyLabel's, not UILabel's.
    #expect(
      try resolved("UILabel { l: 2; } MyLabel { m: 3; }", tree, superclasses: superclasses)
        == [[], ["l: 2"], ["m: 3"], ["m: 3"], []])
    // Types as stylec matches them: exact.
    #expect(
      try resolved("UIView { v: 1; } UILabel { l: 2; }", tree, superclasses: superclasses, dialect: .stylec)
        == [["v: 1"], ["l: 2"], [], [], []])
  }

  @Test func aViewControllerTypeMatchesTheAppsControllersUntilTheSheetNamesThem() throws {
    let tree = ViewNode(
      "UIWindow", children: [ViewNode("MyController", children: [ViewNode("UIView", id: "content")])])
    let superclasses = ["MyController": "UIViewController"]
    #expect(
      try resolved("UIViewController > #content { p: 1; }", tree, superclasses: superclasses)
        == [[], [], ["p: 1"]])
    #expect(
      try resolved(
        "UIViewController > #content { p: 1; } MyController { q: 2; }", tree, superclasses: superclasses)
        == [[], ["q: 2"], []])
  }

  @Test func rootIsAViewControllersRootView() throws {
    let tree = ViewNode(
      "UIWindow",
      children: [
        ViewNode("UIViewController", children: [ViewNode("UIView", children: [ViewNode("UILabel")])])
      ])
    #expect(try resolved(":root { p: 1; }", tree) == [[], [], ["p: 1"], []])
    #expect(try resolved(":root { p: 1; }", tree, dialect: .stylec) == [["p: 1"], [], [], []])
    // Without controllers nothing is a root view.
    #expect(try resolved(":root { p: 1; }", ViewNode("UIView", children: [ViewNode("UILabel")])) == [[], []])
    #expect(try resolved(":not(:root) { p: 1; }", tree) == [["p: 1"], ["p: 1"], [], ["p: 1"]])
  }

  @Test(arguments: [
    // v' = clamp(v + v·amount/100), in HSB: brightness, saturation or alpha.
    ("lighten(#808080, 50%)", "#c0c0c0", "#ffffff"),
    ("darken(#808080, 50)", "#404040", "#000000"),
    ("lighten(#ff0000, 50%)", "#ff0000", "#ffffff"),
    ("darken(#cc0000, 25%)", "#990000", "#4d0000"),
    ("saturate(#bf8080, 50%)", "#bf6161", "#ef5050"),
    ("desaturate(#bf4040, 50%)", "#bf8080", "#808080"),
    ("fadein(#ff000080, 50%)", "#ff0000c0", "#ff0000"),
    ("fadeout(#ff0000, 50%)", "#ff000080", "#ff000080"),
    ("fadeout(lighten(#808080, 50%), 50%)", "#c0c0c080", "#ffffff80"),
  ])
  func colorFunctionsScaleHSBAsInterfaCSSDoes(written: String, interfacss: String, stylec: String) throws {
    let source = "UIView { p: \(written); }"
    #expect(try resolved(source, ViewNode("UIView")) == [["p: \(interfacss)"]])
    #expect(try resolved(source, ViewNode("UIView"), dialect: .stylec) == [["p: \(stylec)"]])
  }

  @Test(arguments: [
    ("lightGrayColor", "#aaaaaa"), ("redColor", "#ff0000"), ("clearColor", "#00000000"),
    ("lightTextColor", "#ffffff99"), ("groupTableViewBackgroundColor", "#efeff4"), ("darkText", "#000000"),
    ("GREEN", "#00ff00"),
  ])
  func colorNamesAreUIKitsWithOrWithoutColor(written: String, expected: String) throws {
    #expect(try resolved("UIView { p: \(written); }", ViewNode("UIView")) == [["p: \(expected)"]])
  }

  @Test func theColorSuffixIsInterfaCSSsAlone() throws {
    #expect(
      try resolved("UIView { p: redColor; }", ViewNode("UIView"), dialect: .stylec) == [["p: redColor"]])
  }

  @Test func theDialectIsNamedInTheSheetAndPrintedBack() {
    let loaded = Stylesheet(source: "@dialect interfacss;\n.A { p: 1; }")
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.dialect == .interfacss)
    #expect(loaded.canonicalText == "@dialect interfacss;\n.a { p: 1; }\n")
  }
}
