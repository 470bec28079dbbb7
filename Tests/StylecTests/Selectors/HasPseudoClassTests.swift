import Testing

@testable import Stylec

/// `:has()`: a view matches when some relative selector of its list reaches, from it, a view
/// that matches; it counts as its most specific argument; its list is strict and holds no
/// `:has()`; `LiveStyles` restyles the views whose `:has()` flips, and only those (with what
/// their rules reach); the seeds' dialects refuse it.
@Suite(":has()")
struct HasPseudoClassTests {
  private static let example = """
    UIView:has(> UILabel.title) { alpha: 0.5; }
    UIView:has(UISwitch:on) { background-color: red; }
    UILabel:has(+ UIButton) { text-color: blue; }
    .card:has(> UIView UILabel) UIButton { tint-color: green; }
    """

  /// Preorder: 0 root, 1 `.card`, 2 its `.title` label, 3 its button, 4 its view, 5 a switch in
  /// it, 6 a view, 7 its label, 8 its button.
  private static func root(switchState: [String] = ["on"], innerLabel: Bool = false) -> ViewNode {
    ViewNode(
      "UIView",
      children: [
        ViewNode(
          "UIView", classes: ["card"],
          children: [
            ViewNode("UILabel", classes: ["title"]), ViewNode("UIButton"),
            ViewNode(
              "UIView",
              children: [ViewNode(innerLabel ? "UILabel" : "UISwitch", states: switchState)]),
          ]),
        ViewNode("UIView", children: [ViewNode("UILabel"), ViewNode("UIButton")]),
      ])
  }

  private static func tree(switchState: [String] = ["on"], innerLabel: Bool = false) throws -> StyleTree {
    try StyleTree(root: root(switchState: switchState, innerLabel: innerLabel))
  }

  @Test func theArticlesExampleMatchesAsItSays() throws {
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + Self.example + "\n```"))
    let sheet = Stylesheet(source: Self.example, fileName: "main.css")
    #expect(sheet.diagnostics.isEmpty)
    let styled = try Styled(sheet, Self.root())
    #expect(
      (0...8).map(styled.properties) == [
        ["background-color: #ff0000"], ["alpha: 0.5", "background-color: #ff0000"], ["text-color: #0000ff"],
        [],
        ["background-color: #ff0000"], [], [], ["text-color: #0000ff"], [],
      ])
    // A label inside one of the card's views makes its buttons green.
    let inner = try Styled(sheet, Self.root(innerLabel: true))
    #expect(inner.properties(3) == ["tint-color: #00ff00"])
    #expect(inner.properties(8) == [])
  }

  @Test(arguments: [
    ("UIView:has(> UILabel.title)", Precedence.classy, 4 + 3000 + 4),
    ("UIView:has(#a, .b)", .specificity, 1 << 40 | 1),
    ("UIView:has(> UIView .a)", .specificity, 1 << 20 | 2),
    ("UIView:has(+ #a)", .interfacss, 101),
  ])
  func itCountsAsItsMostSpecificArgument(text: String, precedence: Precedence, expected: Int) throws {
    let sheet = Stylesheet(source: "\(text) { a: 1; }", fileName: "main.css")
    #expect(sheet.diagnostics.isEmpty)
    #expect(try #require(sheet.entries.first).selector.score(precedence) == expected)
  }

  @Test(arguments: [
    (
      "a:has(b:has(c)) { x: 1; }",
      "':has()' cannot hold another ':has()', itself or inside ':is()', ':where()' or ':not()'"
    ),
    (
      "a:has(:is(b:has(c))) { x: 1; }",
      "':has()' cannot hold another ':has()', itself or inside ':is()', ':where()' or ':not()'"
    ),
    ("a { b:has(&) { x: 1; } }", "':has()' takes relative selectors, without '&'"),
    ("a:has() { x: 1; }", "':has()' needs an argument"),
    ("a:has(> ) { x: 1; }", "expected a selector after '>'"),
  ])
  func whatItCannotHoldIsAnErrorWhereItIsWritten(source: String, message: String) {
    let sheet = Stylesheet(source: source, fileName: "main.css")
    #expect(sheet.diagnostics.map(\.message).contains(message), "\(sheet.diagnostics.map(\.message))")
    #expect(sheet.rules.isEmpty)
  }

  /// Strict, as CSS's is: one argument it cannot read drops the rule.
  @Test func itsListIsStrict() {
    let sheet = Stylesheet(source: "UIView:has(UILabel, :frist-child) { x: 1; }", fileName: "main.css")
    #expect(sheet.diagnostics.map(\.code) == [.unknownPseudoClass])
    #expect(sheet.rules.isEmpty)
  }

  @Test(arguments: [Dialect.classy, .interfacss, .nimbus])
  func theSeedsDialectsRefuseIt(dialect: Dialect) {
    let sheet = Stylesheet(
      source: "@dialect \(dialect);\nUIView:has(UILabel) { alpha: 1; }", fileName: "main.css")
    #expect(sheet.diagnostics.map(\.code) == [.notInDialect])
    #expect(
      sheet.diagnostics.first?.message.hasPrefix("':is()', ':where()' and ':has()' are not in the") == true)
  }

  @Test func fmtAndRulesKeepIt() throws {
    let source = "UIView:has(> UILabel.title, + UIButton ~ .a, UISwitch) { alpha: 0.5; }\n"
    let sheet = Stylesheet(source: source, fileName: "main.css")
    #expect(sheet.canonicalText == source)
    #expect(
      try StylesheetFormatter.format(Array(source.utf8), fileName: "main.css")
        == "UIView:has(> UILabel.title, + UIButton ~ .a, UISwitch) {\n  alpha: 0.5;\n}\n")
  }

  /// An insertion or removal restyles what it brings and the views whose `:has()` it flips,
  /// not the whole tree.
  @Test func anEditRestylesTheViewsWhoseHasItFlips() throws {
    let tree = try Self.tree(switchState: [])
    var live = LiveStyles(stylesheet: Stylesheet(source: Self.example, fileName: "main.css"), tree: tree)
    let on = ViewNode("UISwitch", states: ["on"])
    let changes = try live.insert(on, into: tree.node(6), at: 0)
    #expect(
      changes.map { "\(live.styles.tree.preorderNumber(of: $0.node)) \($0.property)" } == [
        "0 background-color", "6 background-color",
      ])
    // The switch, the root and the view it went into.
    #expect(live.restyledCount == 3)
    try live.remove(on.nodeID)
    #expect(live.restyledCount == 2)
    #expect(live.styles.property("background-color", of: tree.node(0)) == nil)
    #expect(live.styles.json() == Stylesheet(source: Self.example, fileName: "main.css").resolve(tree).json())
  }

  /// A switch turned on deep in the card flips the `:has()` of every view above it: those
  /// views restyle, and nothing else.
  @Test func liveStylesRestyleTheViewsWhoseHasFlipsAndNoOthers() throws {
    let tree = try Self.tree(switchState: [])
    var live = LiveStyles(stylesheet: Stylesheet(source: Self.example, fileName: "main.css"), tree: tree)
    #expect(live.styles.property("background-color", of: tree.node(0)) == nil)
    let changes = try live.update(tree.node(5), states: ["on"])
    #expect(
      changes.map { "\(tree.nodes.firstIndex(of: $0.node)!) \($0.property)" } == [
        "0 background-color", "1 background-color", "4 background-color",
      ])
    // The switch itself, and the three views above it.
    #expect(live.restyledCount == 4)
    try live.update(tree.node(5), states: [])
    #expect(live.styles.property("background-color", of: tree.node(1)) == nil)
    // A `:has()` tested on an ancestor restyles the subtree of the view it flips on.
    var card = LiveStyles(
      stylesheet: Stylesheet(source: ".card:has(.error) UILabel { text-color: red; }", fileName: "main.css"),
      tree: tree)
    try card.update(tree.node(5), classes: ["error"])
    #expect(card.restyledCount == 5)
    #expect(card.styles.property("text-color", of: tree.node(2))?.value.description == "#ff0000")
    #expect(card.styles.property("text-color", of: tree.node(7)) == nil)
  }

  /// A `:has()` whose view reaches the styled one through a sibling and then a child or a
  /// descendant restyles the subtrees of the siblings it reaches when it flips, however it flips.
  @Test(arguments: [".b:has(.a) + * > *", ".b:has(.a) ~ * > *", ".b:has(.a) + * *", ":has(> .a) + * > *"])
  func aFlipReachesTheChildrenOfTheSiblingsAfter(selector: String) throws {
    let x = ViewNode("UIView", classes: ["a"])
    let b = ViewNode("UIView", classes: ["b"], children: [x])
    let k = ViewNode("UILabel")
    let o = ViewNode("UIView")
    let tree = try StyleTree(root: ViewNode("UIView", children: [b, ViewNode("UIView", children: [k]), o]))
    let sheet = Stylesheet(source: "\(selector) { tag: 1; }", fileName: "has.css")
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    #expect(live.styles.property("tag", of: k.nodeID) != nil)
    try live.update(x.nodeID, classes: [])
    #expect(live.styles.property("tag", of: k.nodeID) == nil, "\(selector)")
    try live.update(x.nodeID, classes: ["a"])
    try live.move(x.nodeID, into: o.nodeID)
    #expect(live.styles.json() == sheet.resolve(live.styles.tree).json(), "\(selector)")
    try live.move(x.nodeID, into: b.nodeID)
    #expect(live.styles.json() == sheet.resolve(live.styles.tree).json(), "\(selector)")
  }

  /// Two siblings that both come to match a `~` step's compound in one change: the walk back
  /// from the later passes the earlier and goes on to the views before both.
  @Test func aChangeFlippingTwoSiblingsReachesTheViewsBeforeBoth() throws {
    let views = [
      ViewNode("UIView"), ViewNode("UILabel", classes: ["a"]), ViewNode("UILabel", classes: ["a"]),
    ]
    let last = ViewNode("UILabel")
    let tree = try StyleTree(root: ViewNode("UIView", children: views + [last]))
    let sheet = Stylesheet(source: "UIView:has(~ .a ~ .b) { alpha: 0.5; }\n", fileName: "has.css")
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    let changes = try live.update(last.nodeID, classes: ["b"])
    #expect(changes.map(\.node) == [views[0].nodeID])
    #expect(live.styles.json() == sheet.resolve(live.styles.tree).json())
  }

  /// A change of classes or states is followed from the changed view through what each
  /// `:has()` argument's steps lead back to: after every one of many random changes, the
  /// styles are those of a fresh resolve, for arguments of every combinator, several compounds,
  /// `:not()`, `:is()` (whose arguments looking at other views are worked out whole) and
  /// `:enabled`, in trees deep and wide. Each rule sets a property of its own, so that every
  /// `:has()` answer shows.
  @Test(arguments: UInt64(1)...6)
  func classAndStateChangesFollowedFromTheViewLeaveWhatAFreshResolveLeaves(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let names = ["a", "b", "c"]
    let types = ["UIView", "UILabel", "UIButton"]
    func compound() -> String {
      var text = random.next(below: 3) == 0 ? types[random.next(below: types.count)] : ""
      switch random.next(below: 7) {
      case 0: text += ":not(.\(names[random.next(below: 3)]))"
      case 1: text += ":is(.\(names[random.next(below: 3)]), :on)"
      case 2: text += ":enabled"
      case 3: text += ":not(.\(names[random.next(below: 3)]) > UILabel)"
      case 4: text += ":first-child"
      default: break
      }
      text += random.next(below: 2) == 0 ? ".\(names[random.next(below: 3)])" : ":on"
      return text
    }
    let combinators = [" ", " > ", " + ", " ~ "]
    var rules: [String] = []
    for rule in 0..<40 {
      let argument = (0..<(1 + random.next(below: 3))).map { _ in compound() }
        .joined(separator: combinators[random.next(below: 4)])
      let lead = ["", "> ", "+ ", "~ "][random.next(below: 4)]
      let holder =
        random.next(below: 2) == 0 ? types[random.next(below: 3)] : ".\(names[random.next(below: 3)])"
      let after = ["", " UILabel", " + *", " ~ UIView"][random.next(below: 4)]
      rules.append("\(holder):has(\(lead)\(argument))\(after) { x-has-\(rule): 1; }")
    }
    let text = rules.joined(separator: "\n")
    let sheet = Stylesheet(source: text, fileName: "has.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    var budget = 200
    func view(depth: Int) -> ViewNode {
      budget -= 1
      let childCount =
        depth < 2 ? 6 : depth > 7 || budget <= 0 ? 0 : [0, 1, 2, 3, 8][random.next(below: 5)]
      return ViewNode(
        types[random.next(below: 3)], classes: names.filter { _ in random.next(below: 3) == 0 },
        children: (0..<childCount).map { _ in view(depth: depth + 1) })
    }
    let tree = try StyleTree(root: view(depth: 0))
    #expect(tree.count > 50)
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    for step in 0..<150 {
      let node = tree.nodes[random.next(below: tree.count)]
      if random.next(below: 2) == 0 {
        try live.update(node, classes: names.filter { _ in random.next(below: 2) == 0 })
      } else {
        try live.update(node, states: [["on"], ["disabled"], [], ["on", "disabled"]][random.next(below: 4)])
      }
      let fresh = sheet.resolve(live.styles.tree)
      guard live.styles.json() == fresh.json() else {
        Issue.record("seed \(seed), step \(step): the styles differ from a fresh resolve\n\(text)")
        return
      }
    }
  }

  /// `:has(> X)` reaches what `>` reaches: with view controllers, a root view from its superview
  /// and from its controller, as `P > X` matches it; also through an edit (`LiveStyles`).
  @Test(arguments: [
    ("UIView#outer:has(> UIView)", [1]), ("ProfileController:has(> UIView)", [2]),
    ("UIView#outer:has(> ProfileController)", [1]), ("UIWindow:has(> ProfileController)", []),
    ("UIView#rv:has(> UILabel)", [3]), ("UIWindow:has(> UIView#rv)", []),
  ])
  func aChildThroughAControllerIsAChildAsGreaterThanHasIt(selector: String, expected: [Int]) throws {
    // UIWindow > UIView#outer > ProfileController > UIView#rv (its view) > UILabel
    let root = ViewNode(
      "UIWindow",
      children: [
        ViewNode(
          "UIView", id: "outer",
          children: [
            ViewNode(
              "ProfileController", children: [ViewNode("UIView", id: "rv", children: [ViewNode("UILabel")])])
          ])
      ])
    let superclasses = ["ProfileController": "UIViewController"]
    let styled = try Styled(
      sheet("\(selector) { alpha: 0.5; }", path: "t.css"), root, superclasses: superclasses)
    #expect((0..<styled.tree.count).filter { styled[$0, "alpha"] != nil } == expected)
    // A class given to the root view flips the `:has()` of its superview and its controller.
    let tree = try StyleTree(root: root, superclasses: superclasses)
    let source = "UIView#outer:has(> .x) { alpha: 0.5; }\nProfileController:has(> .x) { alpha: 0.25; }"
    var live = LiveStyles(stylesheet: Stylesheet(source: source, fileName: "t.css"), tree: tree)
    let changes = try live.update(tree.node(3), classes: ["x"])
    #expect(changes.map { tree.preorderNumber(of: $0.node) } == [1, 2])
    #expect(
      live.styles.json() == Stylesheet(source: source, fileName: "t.css").resolve(live.styles.tree).json())
  }
}
