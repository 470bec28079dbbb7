import Testing

@testable import Stylec

/// CSS's container queries: `container-type`/`container-name` (and the `container` shorthand)
/// make a node a query container; a rule under `@container` applies to a node when the query
/// holds for its nearest ancestor container that fits the query, measured by the size the tree
/// gives that container.
@Suite("@container")
struct ContainerQueryTests {
  private static let sheetText = """
    @dialect css;
    .card { container: card / inline-size; }
    .panel { container-type: size; container-name: panel side; }
    @container card (width >= 400px) {
      UILabel { font-size: 20; }
    }
    @container (400px <= width < 900px) and (orientation: landscape) {
      UILabel.x { alpha: 0.5; }
    }
    @container side (min-height: 100px) {
      @container card (max-width: 500px) { UILabel { tint-color: red; } }
    }
    """

  /// A panel (800 × 600) holding a wide card, a narrow card, and a label of its own.
  private static func tree(panelSize: StyleSize? = StyleSize(width: 800, height: 600)) -> ViewNode {
    ViewNode(
      "UIView", classes: ["panel"], size: panelSize,
      children: [
        ViewNode(
          "UIView", classes: ["card"], size: StyleSize(width: 450, height: 100),
          children: [ViewNode("UILabel", classes: ["x"])]),
        ViewNode(
          "UIView", classes: ["card"], size: StyleSize(width: 300, height: 100),
          children: [ViewNode("UILabel", classes: ["x"])]),
        ViewNode("UILabel", classes: ["x"]),
      ])
  }

  private func styled(_ source: String = sheetText, _ root: ViewNode = tree()) throws -> Styled {
    let loaded = sheet(source, path: "main.css")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    return try Styled(loaded, root)
  }

  /// `source` applied to a label in a view of class `c`, 200 × 100.
  private func labelInContainer(_ source: String) throws -> Styled {
    try styled(
      source,
      ViewNode(
        "UIView", classes: ["c"], size: StyleSize(width: 200, height: 100), children: [ViewNode("UILabel")]))
  }

  /// A name alone holds wherever a container of that name encloses the node, whatever its type
  /// or size: a `container-name` without a type makes a container for such queries only.
  @Test func aNameAloneHoldsInsideAnyContainerOfTheName() throws {
    let source = """
      @dialect css;
      .side { container-name: sidebar; }
      .card { container: card / inline-size; }
      @container sidebar { UILabel { alpha: 0.5; } }
      @container card { UILabel { tint-color: red; } }
      @container (width >= 0px) { UILabel { font-size: 9; } }
      """
    let root = ViewNode(
      "UIView", classes: ["side"], size: StyleSize(width: 800, height: 600),
      children: [
        ViewNode("UIView", classes: ["card"], children: [ViewNode("UILabel")]),
        ViewNode("UILabel"),
      ])
    let styled = try styled(source, root)
    // The card gives no size: its name alone still holds; the width query finds no answer.
    #expect(styled.properties(2) == ["alpha: 0.5", "tint-color: #ff0000"])
    // The sidebar is no size container: a width query never asks it.
    #expect(styled.properties(3) == ["alpha: 0.5"])
    #expect(sheet(source, path: "main.css").rules.contains { $0.containerQueries == ["sidebar"] })
  }

  @Test func aRuleAppliesWhereItsContainerMeetsTheQuery() throws {
    let styled = try styled()
    #expect(styled.properties(0) == ["container-name: panel side", "container-type: size"])
    #expect(styled.properties(1) == ["container-name: card", "container-type: inline-size"])
    // The wide card's label: its card is 450 wide; the panel is its nearest size container.
    #expect(styled.properties(2) == ["alpha: 0.5", "font-size: 20", "tint-color: #ff0000"])
    // The narrow card's: 300 is under 400.
    #expect(styled.properties(4) == ["alpha: 0.5", "tint-color: #ff0000"])
    // The panel's own label has no card around it: queries naming one are false.
    #expect(styled.properties(5) == ["alpha: 0.5"])
  }

  /// A query's length may be a calculation: the same sheet with its widths calculated styles
  /// alike.
  @Test func aQuerysLengthMayBeACalculation() throws {
    let calculated = Self.sheetText.replacingOccurrences(
      of: "(width >= 400px)", with: "(width >= calc(200px * 2))"
    )
    .replacingOccurrences(of: "(max-width: 500px)", with: "(max-width: max(250px, 500px))")
    #expect(calculated != Self.sheetText)
    let styled = try styled(calculated)
    #expect(styled.properties(2) == ["alpha: 0.5", "font-size: 20", "tint-color: #ff0000"])
    #expect(styled.properties(4) == ["alpha: 0.5", "tint-color: #ff0000"])
  }

  @Test func aQueryReadingTheHeightSkipsInlineSizeContainers() throws {
    // The unnamed query tests an orientation: the inline-size cards cannot answer it, so the
    // panel does; a portrait panel makes it false.
    let styled = try styled(Self.sheetText, Self.tree(panelSize: StyleSize(width: 500, height: 600)))
    #expect(styled[2, "alpha"] == nil)
    #expect(styled[5, "alpha"] == nil)
  }

  @Test func aContainerWithoutASizeAnswersNoQuery() throws {
    let styled = try styled(Self.sheetText, Self.tree(panelSize: nil))
    #expect(styled[2, "tint-color"] == nil)
    #expect(styled[5, "alpha"] == nil)
    // `not` of a query no container answers is false too, as CSS takes an unknown.
    let negated = try self.styled(
      "@dialect css;\n@container not (width > 100px) { UILabel { alpha: 0.1 } }",
      ViewNode("UIView", children: [ViewNode("UILabel")]))
    #expect(negated[1, "alpha"] == nil)
  }

  @Test func aNodeIsNotItsOwnContainer() throws {
    let source =
      "@dialect css;\nUIView { container-type: size; }\n@container (width > 10px) { UIView { alpha: 0.5 } }"
    let styled = try styled(
      source,
      ViewNode(
        "UIView", size: StyleSize(width: 100, height: 100),
        children: [ViewNode("UIView", size: StyleSize(width: 5, height: 5))]))
    #expect(styled[0, "alpha"] == nil)
    #expect(styled[1, "alpha"] == "0.5")
  }

  @Test(arguments: [
    ("(aspect-ratio >= 16/9)", true), ("(aspect-ratio < 1.5)", false), ("(min-aspect-ratio: 2)", true),
    ("(width > 100px) or (height > 1000px)", true), ("(width > 1000px) or (height > 1000px)", false),
    ("not ((width > 1000px) or (height > 1000px))", true), ("(block-size: 100px)", true),
    ("(inline-size <= 199px)", false), ("(200px = width)", true), ("(width)", true),
    ("(orientation: landscape)", true), ("(orientation)", true), ("(aspect-ratio)", true),
    ("not (orientation)", false),
  ])
  func eachSizeFeatureMeasuresTheContainer(condition: String, holds: Bool) throws {
    let styled = try labelInContainer(
      "@dialect css;\n.c { container-type: size; }\n@container \(condition) { UILabel { alpha: 0.5 } }")
    #expect((styled[1, "alpha"] != nil) == holds)
  }

  /// A container measured 0 by 0 (before layout) has an orientation, portrait, so `(orientation)`
  /// holds as `(orientation: portrait)` does (it was read as a ratio, which 0 by 0 has not).
  @Test func aZeroByZeroContainerHasAnOrientation() throws {
    let source =
      "@dialect css;\n.c { container-type: size; }\n@container (orientation) { #t { alpha: 0.5 } }\n"
      + "@container (orientation: portrait) { #t { font-size: 3 } }\n@container (aspect-ratio) { #t { tint-color: red } }"
    let styled = try styled(
      source,
      ViewNode(
        "UIView", classes: ["c"], size: StyleSize(width: 0, height: 0),
        children: [ViewNode("UILabel", id: "t")]))
    #expect(styled[1, "alpha"] == "0.5")
    #expect(styled[1, "font-size"] == "3")
    #expect(styled[1, "tint-color"] == nil)
    // Nor is its negation answered (it held, where the ratio itself did not).
    let negated = try self.styled(
      "@dialect css;\n.c { container-type: size; }\n@container not (aspect-ratio < 1.7) { #t { alpha: 0.5 } }",
      ViewNode(
        "UIView", classes: ["c"], size: StyleSize(width: 0, height: 0),
        children: [ViewNode("UILabel", id: "t")]))
    #expect(negated[1, "alpha"] == nil)
  }

  /// Of nested queries, explain names those that are false, not every one.
  @Test func explainNamesOnlyTheFalseQueries() throws {
    let source =
      "@dialect css;\n.c { container: card / size; }\n"
      + "@container card (width > 10px) { @container (height > 10px) { UILabel { alpha: 0.5 } } }"
    let loaded = sheet(source, path: "main.css")
    let root = ViewNode(
      "UIView", classes: ["c"], size: StyleSize(width: 100, height: 5), children: [ViewNode("UILabel")])
    let tree = try StyleTree(root: root)
    let explanation = try #require(loaded.explain(tree.node(1), in: tree, property: "alpha").first)
    #expect(
      explanation.candidates.map(\.lostBecause?.description) == [
        "its condition '@container (height > 10px)' is false here"
      ])
  }

  /// `container: a b / size` names the container twice over, as CSS's shorthand does.
  @Test func theShorthandTakesSeveralNames() throws {
    let styled = try labelInContainer(
      "@dialect css;\n.c { container: a b / size; }\n@container b (height > 1px) { UILabel { alpha: 0.5 } }")
    #expect(styled.properties(0) == ["container-name: a b", "container-type: size"])
    #expect(styled[1, "alpha"] == "0.5")
  }

  /// `container-name` takes words, or `none` alone: what else it is names no container a query
  /// could mean, and is an error where it is written (the `container` shorthand then sets
  /// neither longhand, as CSS drops it whole).
  @Test(arguments: [
    ".a { container-name: none card; }", ".a { container-name: card, other; }", ".a { container-name: 5; }",
    ".a { container-name: and; }", ".a { container: 5 / size; }", ".a { container: none card / size; }",
    // A CSS-wide keyword is the shorthand's whole value, or no part of it.
    ".a { container: card / inherit; }", ".a { container: INHERIT / size; }",
  ])
  func aContainerNameThatIsNoNameIsAnError(declaration: String) {
    let loaded = sheet("@dialect css;\n" + declaration, path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.invalidValue])
    #expect(loaded.rules.isEmpty)
  }

  /// A second `/`, or one the split cannot place, says what the shorthand takes (it suggested
  /// calc(), as for a division).
  @Test(arguments: [".a { container: a / size inline-size; }", ".a { container: a / b / size; }"])
  func aShorthandWithAMisplacedSlashSaysWhatItTakes(declaration: String) {
    let loaded = sheet("@dialect css;\n" + declaration, path: "main.css")
    #expect(
      loaded.diagnostics.map(\.message) == [
        "the container shorthand takes one '/', between its names and one type (container: card / inline-size)"
      ])
    #expect(loaded.rules.isEmpty)
  }

  /// The shorthand's type must be one, or it sets neither longhand: its name alone would make a
  /// container of another rule's type.
  @Test(arguments: [".a { container: card / bogus; }", ".a { container: card / 5; }"])
  func aShorthandWhoseTypeIsNoTypeSetsNeither(declaration: String) throws {
    let loaded = sheet("@dialect css;\n" + declaration, path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.invalidEnumValue])
    #expect(
      loaded.diagnostics.first?.message.hasPrefix("a container's type is normal, size or inline-size") == true
    )
    #expect(loaded.rules.isEmpty)
    let both = sheet(
      "@dialect css;\n.c { container-type: size; }\n\(declaration.replacingOccurrences(of: ".a", with: ".c"))\n@container card (width > 1px) { UILabel { alpha: 0.5 } }",
      path: "main.css")
    let styled = try Styled(
      both,
      ViewNode(
        "UIView", classes: ["c"], size: StyleSize(width: 200, height: 100), children: [ViewNode("UILabel")]))
    #expect(styled.properties(0) == ["container-type: size"])
    #expect(styled[1, "alpha"] == nil)
  }

  /// A CSS-wide keyword is the value of both longhands the shorthand stands for.
  @Test func theShorthandGivesAWideKeywordToBoth() throws {
    let loaded = sheet(
      "@dialect css;\n.p { container: foo / size; }\n.c { container: inherit; }\n.i { container: initial; }\n",
      path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let c = ViewNode("UIView", classes: ["c", "i"])
    let styled = try Styled(
      loaded, ViewNode("UIView", classes: ["p"], children: [ViewNode("UIView", classes: ["c"]), c]))
    #expect(styled.properties(1) == ["container-name: foo", "container-type: size"])
    #expect(styled.properties(2) == [])
  }

  /// A `var()` in the shorthand is an error, and the shorthand sets neither longhand.
  @Test(arguments: [".c { container: card / var(--t); }", ".c { container: var(--c, card / size); }"])
  func theShorthandTakesNoVar(declaration: String) throws {
    let loaded = sheet("@dialect css;\n.c { container-type: size; }\n" + declaration, path: "main.css")
    #expect(
      loaded.diagnostics.map(\.message) == [
        "the container shorthand takes no var(): set container-name and container-type, each of which may take one"
      ])
    let styled = try Styled(
      loaded,
      ViewNode(
        "UIView", classes: ["c"], size: StyleSize(width: 200, height: 100), children: [ViewNode("UILabel")]))
    #expect(styled.properties(0) == ["container-type: size"])
  }

  /// A comment between a name and its condition separates them, as in CSS: no `card()` call.
  @Test func aCommentSeparatesTheNameFromTheCondition() {
    let loaded = sheet(
      "@dialect css;\n@container card/*c*/(width > 1px) { UIView { alpha: 1 } }", path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.rules.map(\.containerQueries) == [["card (width > 1px)"]])
  }

  @Test func theShorthandWithoutATypeMakesNoContainer() throws {
    let styled = try labelInContainer(
      "@dialect css;\n.c { container: card; }\n@container card (width > 1px) { UILabel { alpha: 0.5 } }")
    #expect(styled.properties(0) == ["container-name: card", "container-type: normal"])
    #expect(styled[1, "alpha"] == nil)
  }

  @Test func mediaAndContainerConditionsCombine() throws {
    let source = """
      @dialect css;
      .c { container-type: inline-size; }
      @media (prefers-color-scheme: dark) { @container (width > 1px) { UILabel { alpha: 0.5 } } }
      """
    let loaded = sheet(source, path: "main.css")
    let root = ViewNode(
      "UIView", classes: ["c"], size: StyleSize(width: 200, height: 100), children: [ViewNode("UILabel")])
    var dark = StyleEnvironment()
    dark.userInterfaceStyle = .dark
    #expect(try Styled(loaded, root, environment: dark)[1, "alpha"] == "0.5")
    #expect(try Styled(loaded, root)[1, "alpha"] == nil)
    #expect(loaded.rules.map(\.condition) == [nil, "(user-interface-style: dark)"])
    #expect(loaded.rules.map(\.containerQueries) == [[], ["(width > 1px)"]])
  }

  @Test func theCanonicalTextReadsBackAsTheSameRules() throws {
    let loaded = sheet(
      Self.sheetText + "\n@media phone { @layer l { @container (height < 5px) { UIView { a: 1 } } } }",
      path: "main.css")
    let again = Stylesheet(source: loaded.canonicalText, fileName: "again.css")
    #expect(again.diagnostics.isEmpty, "\(again.diagnostics.map(\.message))")
    #expect(again.rules.map(\.containerQueries) == loaded.rules.map(\.containerQueries))
    #expect(again.rules.map(\.condition) == loaded.rules.map(\.condition))
    #expect(
      loaded.rules[3].containerQueries == [
        "(width >= 400px) and (width < 900px) and (orientation: landscape)"
      ])
    let tree = try StyleTree(root: Self.tree())
    #expect(again.resolve(tree).json() == loaded.resolve(tree).json())
    // Each block is indented inside the one around it.
    #expect(
      sheet(
        "@media phone { @layer l { @container card (height < 5px) { UIView { a: 1 } } } }", path: "main.css"
      )
      .canonicalText == """
        @layer l;
        @layer l {
          @media phone {
            @container card (height < 5px) {
              UIView { a: 1; }
            }
          }
        }

        """)
  }

  @Test func explainSaysWhichQueryIsFalse() throws {
    let loaded = sheet(Self.sheetText, path: "main.css")
    let tree = try StyleTree(root: Self.tree())
    let explanation = try #require(loaded.explain(tree.node(4), in: tree, property: "font-size").first)
    #expect(
      explanation.candidates.map(\.lostBecause?.description) == [
        "its condition '@container card (width >= 400px)' is false here"
      ])
  }

  @Test(arguments: [
    (
      "@container style(--x: 1) {}",
      "1:12: 'style()' queries are not read: '@container' tests its container's size, such as (width >= 400px)"
    ),
    (
      "@container (color > 1) {}",
      "1:13: '@container' tests its container's size: width, height, inline-size, block-size, aspect-ratio or orientation, not 'color'"
    ),
    (
      "@container none (width > 1px) {}",
      "1:12: 'none' cannot name a container; expected a name or a condition"
    ),
    (
      "@container a, b {}",
      "1:13: one condition per '@container'; join conditions with 'and' or 'or', or write a block for each"
    ),
    (
      "@container (min-width > 3px) {}",
      "1:23: min-width takes a value after ':', not a comparison: (min-width: 400px)"
    ),
    ("@container {}", "1:1: expected a condition after '@container', such as (width >= 400px)"),
    (
      "@container (width > 1px) and portrait {}",
      "1:30: expected a size feature in parentheses, such as (width >= 400px), found 'portrait'"
    ),
    (
      "@container (width > 1em) {}",
      "1:21: expected a number of points for width, such as 400px, found '1em'"
    ),
    (
      "@container (aspect-ratio > 0/1) {}",
      "1:28: expected a ratio for aspect-ratio, such as 16/9 or 1.5, found '0/1'"
    ),
    (
      "@container (orientation > portrait) {}",
      "1:27: expected portrait or landscape for orientation, found 'portrait'"
    ),
    ("@container (width > 1px)", "1:1: expected a block after '@container' and its condition"),
  ])
  func aQueryThatCannotBeReadIsAnErrorAtItsPlace(source: String, message: String) {
    let loaded = sheet("@dialect css;\n" + source, path: "main.css")
    let described = loaded.diagnostics.map {
      "\($0.location!.line - 1):\($0.location!.column): \($0.message)"
    }
    #expect(described == [message])
    #expect(loaded.rules.isEmpty)
    // A length in em says why: the container's font size is no fact stylec has.
    if source.contains("1em") {
      #expect(
        loaded.diagnostics.first?.notes == [
          "em and rem in a container query are the container's font size, which stylec does not know: write points (px)"
        ])
    }
  }

  /// Typed by a schema, `container-name` is an array of strings: its names still name the
  /// container (a named query never matched with `--schema`).
  @Test func aTypedContainerNameNamesTheContainer() throws {
    let loaded = sheet(Self.sheetText, path: "main.css")
    let tree = try StyleTree(root: Self.tree())
    let typed = loaded.resolve(tree, schema: .uikit)
    #expect(typed.diagnostics.isEmpty)
    #expect(typed.property("font-size", of: tree.node(2))?.value.description == "20")
    #expect(typed.property("tint-color", of: tree.node(4)) != nil)
  }

  /// A length is a CSS number: Swift's other spellings of one (hexadecimal, `inf`) are errors,
  /// as in values, never read as a size.
  @Test(arguments: [
    "@container (width > 0x10px) {}", "@media (width > 0x1p4px) {}", "@media (screen-width: > 0x10) {}",
    "@container (width < infpx) {}", "@container (aspect-ratio > 0x10) {}", "@media (scale: nan) {}",
  ])
  func aNumberIsWrittenAsCSSWritesOne(source: String) {
    let loaded = sheet("@dialect css;\n" + source, path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.invalidMediaQuery])
  }

  @Test func theSeedsDialectsHaveNoContainerQueries() {
    let loaded = sheet("@container (width > 1px) { UIView { alpha: 1 } }", path: "main.cas")
    #expect(locatedCodes(loaded.diagnostics) == ["1:1 not-in-dialect"])
    #expect(loaded.rules.isEmpty)
  }

  @Test func aLargeTreeResolvesAlikeOnOneCoreAndOnEvery() throws {
    // Chunks start deep inside containers: each walk must find its first node's containers.
    let cards = (0..<700).map { index in
      ViewNode(
        "UIView", classes: ["card"], size: StyleSize(width: Double(index), height: 10),
        children: (0..<30).map { _ in ViewNode("UILabel", classes: ["x"]) })
    }
    let tree = try StyleTree(
      root: ViewNode("UIView", classes: ["panel"], size: StyleSize(width: 800, height: 600), children: cards))
    #expect(tree.count > Cascade.parallelThreshold)
    let loaded = sheet(Self.sheetText, path: "main.css")
    let serial = loaded.resolve(tree, parallel: false)
    #expect(serial.json() == loaded.resolve(tree, parallel: true).json())
    #expect(serial.property("font-size", of: tree.node(1 + 31 * 500 + 1))?.value.description == "20")
    #expect(serial.property("font-size", of: tree.node(1 + 31 * 300 + 1)) == nil)
  }
}

/// `LiveStyles` keeps container queries answered: a container's new size restyles the nodes
/// under it, and a node that becomes (or stops being) a container restyles its descendants.
@Suite struct LiveContainerQueryTests {
  private let loaded = sheet(
    """
    @dialect css;
    .card { container-type: inline-size; }
    @container (width >= 400px) { UILabel { font-size: 20; } }
    """, path: "main.css")

  @Test func aContainersNewSizeRestylesTheNodesUnderIt() throws {
    let label = ViewNode("UILabel")
    let card = ViewNode(
      "UIView", classes: ["card"], size: StyleSize(width: 300, height: 50), children: [label])
    var live = LiveStyles(stylesheet: loaded, tree: try StyleTree(root: ViewNode("UIView", children: [card])))
    #expect(live.styles.property("font-size", of: label.nodeID) == nil)
    let changes = try live.update(card.nodeID, size: StyleSize(width: 500, height: 50))
    #expect(changes.map { "\($0.property): \($0.new?.description ?? "unset")" } == ["font-size: 20"])
    #expect(live.restyledCount == 1)
    // The same size again, or a size of a node that is no container, restyles nothing.
    #expect(try live.update(card.nodeID, size: StyleSize(width: 500, height: 50)).isEmpty)
    #expect(try live.update(label.nodeID, size: StyleSize(width: 1, height: 1)).isEmpty)
    #expect(live.restyledCount == 0)
    #expect(try live.update(card.nodeID, size: nil).map(\.property) == ["font-size"])
    #expect(throws: StyleTree.EditError.self) { try live.update(StyleTree.NodeID.minted(), size: nil) }
  }

  @Test func becomingAContainerRestylesTheDescendants() throws {
    let label = ViewNode("UILabel")
    let box = ViewNode(
      "UIView", size: StyleSize(width: 500, height: 50), children: [ViewNode("UIView", children: [label])])
    var live = LiveStyles(stylesheet: loaded, tree: try StyleTree(root: box))
    #expect(live.styles.property("font-size", of: label.nodeID) == nil)
    try live.update(box.nodeID, classes: ["card"])
    #expect(live.styles.property("font-size", of: label.nodeID)?.value.description == "20")
    try live.update(box.nodeID, classes: [])
    #expect(live.styles.property("font-size", of: label.nodeID) == nil)
  }

  @Test func editsKeepTheStylesAFreshResolveGives() throws {
    var random = SeededRandom(seed: 33)
    let source = """
      @dialect css;
      .c { container-type: size; }
      .n { container-name: a; }
      .i { container-type: inline-size; }
      @container (width > 50px) { .x { alpha: 0.5; } }
      @container a (height < 50px) { UILabel { font-size: 3; } }
      @container (orientation: portrait) { .x UILabel { tint-color: red; } }
      """
    let loaded = sheet(source, path: "main.css")
    let classes = [[], ["c"], ["c", "n"], ["i", "n"], ["x"], ["c", "x"]]
    func view(_ depth: Int) -> ViewNode {
      ViewNode(
        depth.isMultiple(of: 2) ? "UIView" : "UILabel", classes: classes[random.next(below: classes.count)],
        size: StyleSize(width: Double(random.next(below: 100)), height: Double(random.next(below: 100))),
        children: depth < 3 ? (0..<2).map { _ in view(depth + 1) } : [])
    }
    var live = LiveStyles(stylesheet: loaded, tree: try StyleTree(root: view(0)))
    for _ in 0..<200 {
      let nodes = live.styles.tree.nodes
      let node = nodes[random.next(below: nodes.count)]
      if random.next(below: 2) == 0 {
        try live.update(node, classes: classes[random.next(below: classes.count)])
      } else {
        try live.update(
          node,
          size: StyleSize(width: Double(random.next(below: 100)), height: Double(random.next(below: 100))))
      }
      #expect(live.styles.json() == loaded.resolve(live.styles.tree).json())
    }
  }
}

/// Lint reads `@container` blocks as conditions of their own: rules under different queries
/// are no duplicates, and the environment matrix leaves queries (the container's, node by node)
/// alone.
@Suite struct ContainerQueryLintTests {
  @Test func rulesUnderDifferentQueriesAreNotDuplicates() {
    let loaded = sheet(
      """
      @dialect css;
      @container (width > 10px) { UILabel { alpha: 0.5; } }
      @container (width > 20px) { UILabel { alpha: 0.6; } }
      @container (width > 20px) { UILabel { alpha: 0.7; } }
      """, path: "main.css")
    #expect(locatedCodes(Linter().lint(loaded)) == ["4:29 duplicate-selector"])
  }

  @Test func theEnvironmentMatrixTestsNoQuery() {
    let loaded = sheet(
      "@dialect css;\n@container (width > 10px) { UILabel { alpha: 0.5; } }\n@media all { UIView { alpha: 1 } }",
      path: "main.css")
    #expect(locatedCodes(Linter(checksEnvironments: true).lint(loaded)) == ["3:1 condition-always-true"])
  }
}

/// The Stylesheet Language article's example of container queries, as written.
@Suite struct ContainerQueryArticleTests {
  @Test func theArticlesExampleStylesAsItSays() throws {
    let example = """
      .card { container: card / inline-size; }
      .panel { container-type: size; }
      .side { container-name: sidebar; }
      @container card (width >= 400px) { UILabel { font-size: 20; } }
      @container sidebar { UILabel { tint-color: gray; } }
      @container (orientation: landscape) and (height < 700px) { UILabel.x { alpha: 0.5; } }
      """
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + example + "\n```"))
    let loaded = sheet(example, path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let label = ViewNode("UILabel", classes: ["x"])
    let card = ViewNode(
      "UIView", classes: ["card"], size: StyleSize(width: 420, height: 900), children: [label])
    let root = ViewNode(
      "UIView", classes: ["panel", "side"], size: StyleSize(width: 1024, height: 600), children: [card])
    let styled = try Styled(loaded, root)
    // The card answers the named width query; the panel, the only size container, the other;
    // the panel's name alone, the sidebar's.
    #expect(styled.properties(2) == ["alpha: 0.5", "font-size: 20", "tint-color: #808080"])
  }
}
