import Testing

@testable import Stylec

/// `:is()` and `:where()`: they match when some selector of their list does; `:is()` ranks as
/// its most specific argument and `:where()` as nothing, in every precedence mode; their lists
/// forgive what cannot be read; the seeds' dialects refuse them.
@Suite(":is() and :where()")
struct SelectorsLevel4Tests {
  private func selector(_ text: String) throws -> Selector {
    let sheet = Stylesheet(source: "\(text) { a: 1; }", fileName: "main.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics.map(\.message))")
    return try #require(sheet.entries.first?.selector)
  }

  @Test(arguments: [
    (":is(UILabel, UIButton).title", Precedence.classy, 3004),
    (":is(UILabel, UIButton).title", .specificity, 1 << 20 | 1),
    (":is(#a, .b, UILabel)", .specificity, 1 << 40),
    (":is(#a, .b, UILabel)", .interfacss, 100),
    ("UILabel:where(#a, .b)", .classy, 4),
    ("UILabel:where(#a, .b)", .specificity, 1),
    ("UILabel:where(#a, .b)", .interfacss, 1),
    ("UITableViewCell :where(.selected, .focused) > UILabel", .classy, 6),
    ("UIView:is(UIView > .a) UILabel", .classy, 2 + (2 + 1000) + 4),
  ])
  func isCountsItsMostSpecificArgumentAndWhereNothing(text: String, precedence: Precedence, expected: Int)
    throws
  {
    #expect(try selector(text).score(precedence) == expected)
  }

  /// An id written twice counts twice, as CSS counts it (`#t#t` outranks `#t`); two ids
  /// (`#a#b`) match no view, which has one; both read back as written.
  /// A forgiving list may be empty, as CSS Selectors 4 has it: it matches nothing, and the
  /// rest of the rule's list stands; `:not()` and `:has()` still need an argument.
  @Test func anEmptyIsOrWhereMatchesNothing() throws {
    let sheet = Stylesheet(
      source: "UILabel, :is() { alpha: 0.5; }\n:where() UIView { alpha: 1; }\n", fileName: "main.css")
    #expect(sheet.diagnostics.isEmpty)
    let styled = try Styled(sheet, ViewNode("UIView", children: [ViewNode("UILabel")]))
    #expect(styled[1, "alpha"] == "0.5")
    #expect(styled[0, "alpha"] == nil)
    let strict = Stylesheet(source: "UILabel:not() { alpha: 1; }", fileName: "main.css")
    #expect(strict.diagnostics.map(\.message) == ["':not()' needs an argument"])
  }

  /// A selector with a leading combinator in a forgiving list matches nothing, a warning; the
  /// rest of the list stands. In `:not()`, strict, it is an error.
  @Test func aLeadingCombinatorInAForgivingListIsForgiven() throws {
    let sheet = Stylesheet(source: ":is(UILabel, > UIButton) { alpha: 0.5; }\n", fileName: "main.css")
    #expect(sheet.diagnostics.map(\.severity) == [.warning])
    #expect(sheet.diagnostics.first?.message == "':is()' takes selectors without a leading combinator")
    let styled = try Styled(sheet, ViewNode("UIView", children: [ViewNode("UILabel"), ViewNode("UIButton")]))
    #expect(styled[1, "alpha"] == "0.5")
    #expect(styled[2, "alpha"] == nil)
    let strict = Stylesheet(source: "UILabel:not(> UIButton) { alpha: 1; }", fileName: "main.css")
    #expect(strict.diagnostics.map(\.severity) == [.error])
  }

  @Test func aRepeatedIDCountsTwiceAndTwoIDsMatchNothing() throws {
    #expect(try selector("#t#t").score(.specificity) == 2 << 40)
    #expect(try selector("#t#t.x").text == "#t#t.x")
    #expect(try selector("UIView#a#b").text == "UIView#a#b")
    let sheet = Stylesheet(
      source: "#t#t { alpha: 0.5; } #t { alpha: 1; } #t#u, .x { width: 2; } #u#t { height: 3; }",
      fileName: "main.css")
    #expect(sheet.diagnostics.isEmpty)
    let styled = try Styled(sheet, ViewNode("UIView", id: "t", children: [ViewNode("UIView", id: "u")]))
    #expect((0..<2).map(styled.properties) == [["alpha: 0.5"], []])
  }

  @Test func theyMatchWhenSomeSelectorOfTheListMatches() throws {
    let sheet = Stylesheet(
      source: """
        :is(UILabel, UIButton).title { alpha: 0.5; }
        :where(UIView > .a, #solo) { width: 2; }
        UIView:not(:is(.a, .b)) { height: 3; }
        """, fileName: "main.css")
    let styled = try Styled(
      sheet,
      ViewNode(
        "UIView",
        children: [
          ViewNode("UILabel", classes: ["title"]), ViewNode("UIButton", classes: ["title", "a"]),
          ViewNode("UIView", id: "solo"), ViewNode("UIView", classes: ["b"]),
        ]))
    #expect(
      (0..<5).map(styled.properties) == [
        ["height: 3"], ["alpha: 0.5"], ["alpha: 0.5", "width: 2"], ["height: 3", "width: 2"], [],
      ])
  }

  /// A rule of `:is(.a, .b)` is filed under both classes; a node with both draws it from two
  /// buckets and takes it once, in the cascade and in explain.
  @Test func aRuleFiledUnderTwoOfANodesNamesIsTakenOnce() throws {
    let sheet = Stylesheet(
      source: """
        :is(.a, .b) { alpha: 0.5; hidden: true; }
        .a { alpha: 1; }
        :where(.a, #n) { width: 2; }
        """, fileName: "main.css")
    let styled = try Styled(
      sheet, ViewNode("UIView", children: [ViewNode("UILabel", id: "n", classes: ["a", "b"])]))
    #expect(styled.properties(1) == ["alpha: 1", "hidden: true", "width: 2"])
    let explained = sheet.explain(styled.tree.node(1), in: styled.tree)
    #expect(explained.map(\.property) == ["alpha", "hidden", "width"])
    #expect(
      explained.map { $0.candidates.map(\.selector) } == [
        [".a", ":is(.a, .b)"], [":is(.a, .b)"], [":where(.a, #n)"],
      ])
  }

  @Test func aWhereRuleLosesToAPlainRuleOfTheSameTypes() throws {
    let sheet = Stylesheet(
      source: """
        UITableViewCell :where(.selected, .focused) > UILabel { color: blue; }
        UITableViewCell UILabel { color: red; }
        """, fileName: "main.css")
    let tree = try StyleTree(
      root: ViewNode(
        "UITableViewCell",
        children: [ViewNode("UIView", classes: ["selected"], children: [ViewNode("UILabel")])]))
    #expect(
      sheet.resolve(tree).properties(of: tree.nodes[2]).map(\.value) == [
        .color(.init(red: 1, green: 0, blue: 0))
      ])
  }

  /// A selector the list cannot read matches nothing and is a warning; the rest of the list,
  /// and the rule, stand. `:not()` stays strict.
  @Test func theirListsForgiveWhatCannotBeRead() throws {
    let sheet = Stylesheet(source: ":is(UILabel, ??bad, UIButton) { z: 1; }", fileName: "main.css")
    #expect(sheet.diagnostics.map(\.severity) == [.warning])
    #expect(
      sheet.diagnostics.first?.notes == [
        "':is()' forgives a selector it cannot read: that one matches nothing"
      ])
    #expect(sheet.entries.first?.selector.text == ":is(UILabel, UIButton)")
    let strict = Stylesheet(source: ":not(UILabel, ??bad) { z: 1; }", fileName: "main.css")
    #expect(strict.diagnostics.map(\.severity) == [.error])
    #expect(strict.entries.isEmpty)
  }

  @Test(arguments: [Dialect.classy, .interfacss, .nimbus])
  func theSeedsDialectsRefuseThemByName(dialect: Dialect) {
    let sheet = Stylesheet(
      source: ":is(UILabel, UIButton) { z: 1; }\nUILabel:not(:where(.a)) { y: 2; }\nUILabel { x: 3; }",
      fileName: "main.css", dialect: dialect)
    #expect(sheet.diagnostics.map(\.code) == [.notInDialect, .notInDialect])
    #expect(sheet.diagnostics.map { $0.location!.line } == [1, 2])
    #expect(sheet.entries.map(\.selector.text) == ["UILabel"])
  }

  /// A class tested inside `:is()` on an ancestor restyles the subtree when it changes.
  @Test func aClassInsideIsOnAnAncestorRestylesTheSubtree() throws {
    let sheet = Stylesheet(source: ":is(.dark, .night) UILabel { color: white; }", fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UILabel")]))
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    #expect(live.styles.properties(of: live.node(1)).isEmpty)
    let changes = try live.update(live.node(0), classes: ["night"])
    #expect(changes.map(\.node).contains(live.node(1)))
    #expect(live.styles.properties(of: live.node(1)).map(\.name) == ["color"])
  }

  /// CSS Nesting: `&` of several selectors is `:is()` of them, and declarations after a nested
  /// rule keep their place; the seeds' dialects keep Sass's way.
  @Test func nestingIsCSSNestingsInTodaysDialects() throws {
    let example = """
      #main, .card {
        color: red;
        & UILabel { alpha: 0.5; }
        border-width: 2;
      }
      .card UILabel { alpha: 0.25; }
      .card { border-width: 1; }
      """
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + example + "\n```"))
    let loaded = sheet(example, path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      loaded.rules.map(\.selector) == [
        "#main", ".card", ":is(#main, .card) UILabel", "#main", ".card", ".card UILabel", ".card",
      ])
    let styled = try Styled(loaded, ViewNode("UIView", classes: ["card"], children: [ViewNode("UILabel")]))
    #expect(styled.properties(0) == ["border-width: 1", "color: #ff0000"])
    #expect(styled[1, "alpha"] == "0.5")
    // Declarations after a nested rule come after it: the later run wins at equal scores.
    let runs = sheet(".a { color: red; & { color: blue; alpha: 0.5; } color: green; }", path: "main.css")
    let ran = try Styled(runs, ViewNode("UILabel", classes: ["a"]))
    #expect(ran.properties(0) == ["alpha: 0.5", "color: #00ff00"])
    // Classy's dialect hoists the parent's declarations, and nests per parent.
    let classy = sheet(
      "UIView.a, UIView.b\n  color red\n  & UILabel\n    alpha 0.5\n  color green\n", path: "main.cas")
    #expect(classy.rules.map(\.selector) == ["UIView.a", "UIView.b", "UIView.a UILabel", "UIView.b UILabel"])
  }

  @Test func fmtAndRulesKeepThem() throws {
    let source = "UIView :where(.a, .b) > UILabel{color:red}\n"
    #expect(
      try StylesheetFormatter.format(Array(source.utf8), fileName: "main.css")
        == "UIView :where(.a, .b) > UILabel {\n  color: red;\n}\n")
    #expect(
      Stylesheet(source: source, fileName: "main.css").canonicalText
        == "UIView :where(.a, .b) > UILabel { color: #ff0000; }\n")
  }

  /// The article's example, as written, scores as the article says.
  @Test func theArticlesExampleScoresAsItSays() throws {
    let example = """
      :is(UILabel, UIButton).title { alpha: 0.5; }
      UITableViewCell :where(.selected, .focused) > UILabel { color: blue; }
      """
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + example + "\n```"))
    #expect(Stylesheet(source: example, fileName: "main.css").rules.map { $0.scores[.classy] } == [3004, 6])
  }

  /// An `:is()` that forgave every selector matches nothing, and prints as text that reads
  /// back so.
  @Test func anIsThatForgaveEverySelectorPrintsAsMatchingNothing() throws {
    let sheet = Stylesheet(source: ":not(:is(5q)) { a: 1; }", fileName: "main.css")
    #expect(sheet.canonicalText == ":not(:is(:not(*))) { a: 1; }\n")
    let readBack = Stylesheet(source: sheet.canonicalText, fileName: "main.css")
    #expect(readBack.diagnostics.isEmpty)
    let tree = try StyleTree(root: ViewNode("UIView"))
    #expect(readBack.resolve(tree).properties(of: tree.root).count == 1)
    #expect(sheet.resolve(tree).properties(of: tree.root).count == 1)
    #expect(readBack.rules.map { $0.scores } == sheet.rules.map { $0.scores })
  }
}
