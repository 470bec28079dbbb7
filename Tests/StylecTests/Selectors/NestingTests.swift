import Testing

@testable import Stylec

@Suite("Nesting and &")
struct NestingTests {
  @Test func classysNestingExampleFlattensToItsFlatForm() {
    let source = """
      UICollectionView {
        background-color #a2a2a2

        > UICollectionViewCell {
          clips-to-bounds NO

          UILabel {
            text-color purple

            &.title {
              font 20
            }
          }
        }
      }
      """
    #expect(
      ruleLines(sheet(source)) == [
        "UICollectionView { background-color: #a2a2a2 }",
        "UICollectionView > UICollectionViewCell { clips-to-bounds: false }",
        "UICollectionView > UICollectionViewCell UILabel { text-color: #800080 }",
        "UICollectionView > UICollectionViewCell UILabel.title { font: 20 }",
      ])
  }

  /// `&.bar` in `.bar` is `:is(.bar).bar` (CSS Nesting) and `.bar.bar` (Sass): two classes'
  /// specificity, so it outranks its parent; `&#t` in `#t` counts the id twice. The copy was
  /// dropped, and the nested rule lost to the parent's later declaration.
  @Test func ampersandJoinedToItsOwnClassOrIdCountsItTwice() throws {
    let loaded = sheet(
      ".bar { alpha: .5; &.bar { alpha: .6 } alpha: .7 }\n#t { &#t { tint-color: red } } #t { tint-color: blue }\n",
      path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let styled = try Styled(loaded, ViewNode("UILabel", id: "t", classes: ["bar"]), precedence: .specificity)
    #expect(styled[0, "alpha"] == "0.6")
    #expect(styled[0, "tint-color"] == "#ff0000")
  }

  /// Each `&` is `:is(parent)` (CSS Nesting): `&&` in `.x` is (0,2,0), `&.x&` (0,3,0), `&&` in
  /// `.a .b` counts `.a .b` twice. The repeated `&`s were one, and a later `UIButton.x` (0,1,1)
  /// won over `&&`; lint called `&&` a duplicate of its parent.
  @Test func eachAmpersandCountsTheParentsSpecificity() throws {
    let source = """
      .x { && { alpha: 0.7; } &.x& { tint-color: red; } }
      UIButton.x { alpha: 0.3; } UIButton.x.x { tint-color: blue; }
      .a .b { && { tag: 1; } } UIView .b.b { tag: 2; }
      """
    let loaded = sheet(source, path: "main.css")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    let tree = ViewNode("UIView", classes: ["a"], children: [ViewNode("UIButton", classes: ["x", "b"])])
    let styled = try Styled(loaded, tree, precedence: .specificity)
    #expect(styled[1, "alpha"] == "0.7")
    #expect(styled[1, "tint-color"] == "#ff0000")
    #expect(styled[1, "tag"] == "1")
    #expect(Linter().lint(loaded).filter { $0.code == .duplicateSelector }.isEmpty)
  }

  /// `& &` copies the parent twice, so each level doubles what the next copies: a selector
  /// that comes to more than the selector length beyond its parent and itself is refused (131
  /// bytes nested 16 deep made 65,000 compounds, and took 20 s over 400 views). A few levels
  /// stand.
  @Test func ampersandsDoublingAtEachLevelAreRefusedPastTheSelectorLength() throws {
    let deep =
      ".a { " + String(repeating: "& & { ", count: 16) + "alpha: 0.5; " + String(repeating: "}", count: 17)
    let loaded = sheet(deep, path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.selectorTooLong])
    #expect(loaded.diagnostics.first?.message.contains("again and again") == true)
    let few = sheet(".a { " + String(repeating: "& & { ", count: 3) + "alpha: 0.5; }}}}", path: "main.css")
    #expect(few.diagnostics.isEmpty, "\(few.diagnostics.map(\.message))")
    var chain = ViewNode("UIView", classes: ["a"])
    for _ in 0..<7 { chain = ViewNode("UIView", classes: ["a"], children: [chain]) }
    let styled = try Styled(few, chain)
    // `.a .a :is(.a .a) :is(.a .a :is(.a .a))`: a view with three `.a` views above it.
    #expect(styled[3, "alpha"] == "0.5")
    #expect(styled[2, "alpha"] == nil)
  }

  /// In the dialects that read today's CSS a rule one of whose selectors cannot be read is
  /// dropped whole, as Selectors 4 has it (its valid half applied, nested rules too); the
  /// seeds' dialects keep the others.
  @Test func aRuleWithAnUnreadableSelectorIsDroppedWholeInTodaysCSS() throws {
    let source = ".card, ..bad { alpha: 0.5; & UILabel { tint-color: red; } }\n"
    let css = sheet(source, path: "main.css")
    #expect(css.diagnostics.map(\.code) == [.invalidSelector, .invalidSelector])
    #expect(css.diagnostics.contains { $0.message.hasPrefix("a selector of this list cannot be read") })
    #expect(css.rules.isEmpty)
    let classy = sheet(".card, ..bad { alpha: 0.5; }\n", path: "main.cas")
    #expect(classy.rules.count == 1)
  }

  @Test func groupsNestAsEveryPairing() {
    let source = "UITabBar.nice, UISegmentedControl.nice {\n  UITextField {\n    &.nicer { a 1 }\n  }\n}"
    #expect(
      ruleLines(sheet(source)) == [
        "UITabBar.nice UITextField.nicer { a: 1 }", "UISegmentedControl.nice UITextField.nicer { a: 1 }",
      ])
  }

  @Test func ampersandMayStandAfterAnAncestor() {
    #expect(ruleLines(sheet("UIButton { UITabBar > & { a 1 } }")) == ["UITabBar > UIButton { a: 1 }"])
  }

  /// In the seeds' dialects `&` outside a rule is an error; in today's CSS it is the scoping
  /// root, `:root`, with no specificity (CSS Nesting: no parent selector list), so a later
  /// `UIView UILabel` outranks `& UILabel`. A leading combinator has nothing to refer to in
  /// either.
  @Test func ampersandAtTheTopLevelIsAnErrorOrTheRoot() throws {
    let parsed = sheet("&.x { a 1 }\n> UIView { b 2 }")
    #expect(locatedCodes(parsed.diagnostics) == ["1:1 invalid-nesting", "2:1 invalid-nesting"])
    let css = Stylesheet(
      source: "& > UILabel { c: 3 }\n:is(.a, &) { d: 4 }\n> UIView { e: 5 }", fileName: "main.css")
    #expect(locatedCodes(css.diagnostics) == ["3:1 invalid-nesting"])
    #expect(
      css.rules.map(\.selector.description) == [":where(:root) > UILabel", ":is(.a, :where(:root))"])
    let styled = try Styled(css, ViewNode("UIView", children: [ViewNode("UILabel")]))
    #expect(styled[1, "c"] != nil)
    #expect(styled[0, "d"] != nil)
    let ranked = try Styled(
      Stylesheet(source: "& UILabel { alpha: 0.5 }\nUIView UILabel { alpha: 0.3 }", dialect: .css),
      ViewNode("UIView", children: [ViewNode("UILabel")]), precedence: .specificity)
    #expect(ranked[1, "alpha"] == "0.3")
  }

  /// CSS Nesting: `&` may stand anywhere in a compound, even before a type, and inside `:is()`,
  /// `:where()` and `:not()`, where it is the enclosing rule's selector too.
  @Test(arguments: [
    (".card { .x& { a: 1 } }", ".card.x { a: 1 }"),
    (".card { &UILabel { a: 1 } }", "UILabel.card { a: 1 }"),
    (".card { :is(UILabel, &.y) { a: 1 } }", ":is(UILabel, .card.y) { a: 1 }"),
    (".card { :not(&) { a: 1 } }", ":not(.card) { a: 1 }"),
    (".card { UIView :where(& > UILabel) { a: 1 } }", "UIView :where(.card > UILabel) { a: 1 }"),
    (".a, .b { :is(&):first-child { a: 1 } }", ":is(:is(.a, .b)):first-child { a: 1 }"),
  ])
  func ampersandMayStandAnywhereInACompoundAndInsideSelectorLists(source: String, flat: String) {
    let parsed = Stylesheet(source: source, fileName: "main.css")
    #expect(parsed.diagnostics.isEmpty)
    #expect(ruleLines(parsed) == [flat])
  }

  /// CSS Nesting: after the first compound, `&` of a parent that chains compounds is
  /// `:is(parent)`, which matches its ancestors in either order; the seeds' dialects join the
  /// text, as Sass does.
  @Test func ampersandAfterACompoundIsTheParentsIsInCSS() throws {
    let source = ".foo .bar { .baz & { alpha: 0.5; } & .x { alpha: 1; } }"
    let css = Stylesheet(source: source, fileName: "main.css")
    #expect(ruleLines(css) == [".baz :is(.foo .bar) { alpha: 0.5 }", ".foo .bar .x { alpha: 1 }"])
    let tree = try StyleTree(
      root: ViewNode(
        "UIView", classes: ["foo"],
        children: [
          ViewNode("UIView", classes: ["baz"], children: [ViewNode("UILabel", id: "l", classes: ["bar"])])
        ]))
    let label = try #require(tree.node(withID: "l"))
    #expect(css.resolve(tree)[label, "alpha"] == 0.5)
    let sass = Stylesheet(source: source, fileName: "main.cas", dialect: .classy)
    #expect(ruleLines(sass) == [".baz .foo .bar { alpha: 0.5 }", ".foo .bar .x { alpha: 1 }"])
  }

  @Test func ampersandWithAnotherTypeIsAnError() {
    let parsed = Stylesheet(source: "UIView { &UILabel { a: 1 } }", fileName: "main.css")
    #expect(
      parsed.diagnostics.map(\.message) == ["'&UILabel' would ask a view to be both UIView and UILabel"])
  }

  @Test func ampersandCannotGiveAViewTwoIds() {
    let parsed = sheet("UIView#a { &#b { c 1 } }")
    #expect(locatedCodes(parsed.diagnostics) == ["1:12 invalid-nesting"])
  }

  @Test func declarationsAfterANestedRuleStillBelongToTheParent() {
    #expect(
      ruleLines(sheet("UIView {\n  a 1\n  UILabel { b 2 }\n  c 3\n}")) == [
        "UIView { a: 1; c: 3 }", "UIView UILabel { b: 2 }",
      ])
  }

  /// A block's declarations are stored as they are read and set aside around each nested block:
  /// every run of them, before, between and after nested rules, `@media` blocks, nested
  /// properties and rules whose selectors fail, stays the block's own and in order.
  @Test func declarationsInterleavedWithNestedBlocksStayInOrder() {
    let source = """
      UIView {
        a 1
        UILabel {
          b 1
          UIButton { c 1 }
          b 2
        }
        a 2
        @media phone { d 1 }
        layer @{ e 1 }
        a 3
        :bogus( { f 1 }
        a 4
      }
      """
    let parsed = sheet(source)
    #expect(
      ruleLines(parsed) == [
        "UIView { a: 1; a: 2; layer.e: 1; a: 3; a: 4 }", "UIView UILabel { b: 1; b: 2 }",
        "UIView UILabel UIButton { c: 1 }", "@media phone UIView { d: 1 }",
      ])
    #expect(
      parsed.blocks.map { parsed.declarations[$0.declarations].map(\.key.description) } == [
        ["c"], ["b", "b"], ["d"], ["a", "a", "layer.e", "a", "a"],
      ])
  }

  /// `@media` inside nested properties keeps their prefix, as the flat rewrite
  /// `@media … { UIView { f @{ h: 3 } } }` would.
  @Test func mediaInsideNestedPropertiesKeepsTheirPrefix() {
    let parsed = sheet(
      "UIView {\n  a: 1\n  f @{\n    g: 2\n    @media phone { h: 3 }\n    i: 4\n  }\n}")
    #expect(ruleLines(parsed) == ["UIView { a: 1; f.g: 2; f.i: 4 }", "@media phone UIView { f.h: 3 }"])
  }

  @Test func expansionBeyondTheLimitIsAnError() {
    let group = (0..<20).map { "A\($0)" }.joined(separator: ", ")
    let source = "\(group) {\n  \(group) {\n    \(group) { a 1 }\n  }\n}"
    let parsed = sheet(source, limits: StylesheetLimits(maximumSelectorExpansion: 1000))
    #expect(locatedCodes(parsed.diagnostics) == ["3:5 selector-expansion"])
  }

  @Test func selectorsLongerThanTheLimitAreAnErrorAtAnyLevel() {
    let long = Array(repeating: "A", count: 300).joined(separator: " > ")
    #expect(locatedCodes(sheet("\(long) { a 1 }").diagnostics) == ["1:1 selector-too-long"])
    let nested = String(repeating: "A {\n", count: 20) + "b 1" + String(repeating: "}", count: 20)
    let parsed = sheet(nested, limits: StylesheetLimits(maximumSelectorLength: 10))
    #expect(locatedCodes(parsed.diagnostics) == ["11:1 selector-too-long"])
    #expect(parsed.rules.isEmpty)
  }
}
