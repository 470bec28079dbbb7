import Testing

@testable import Stylec

/// Inheritance in the dialects that read today's CSS: properties the schema marks inherited
/// pass from a view to its descendants that no rule gives them, and the CSS-wide keywords
/// (`inherit`, `initial`, `unset`, `revert`) say where a node takes a property from.
@Suite("Inheritance and CSS-wide keywords")
struct InheritanceTests {
  /// A window with a card holding a title, a note and a box with a label, and a label beside
  /// the card.
  private let root = ViewNode(
    "UIWindow",
    children: [
      ViewNode(
        "UIView", classes: ["card"],
        children: [
          ViewNode("UILabel", id: "title"), ViewNode("UILabel", classes: ["note"]),
          ViewNode("UIView", id: "box", children: [ViewNode("UILabel", id: "deep")]),
        ]),
      ViewNode("UILabel", id: "outside"),
    ])

  private func styled(_ source: String, path: String = "main.css") throws -> Styled {
    try Styled(sheet(source, path: path), root, precedence: .specificity)
  }

  @Test func inheritedPropertiesPassDownToEveryDescendantThatSetsNone() throws {
    let styled = try styled(
      """
      UIView.card { color: red; tint-color: blue; background-color: #008000; }
      UILabel.note { color: #00ff00; }
      """)
    // background-color is not inherited; color and tint-color reach through the box.
    #expect(styled.properties(2) == ["color: #ff0000", "tint-color: #0000ff"])
    #expect(styled.properties(3) == ["color: #00ff00", "tint-color: #0000ff"])
    #expect(styled.properties(4) == ["color: #ff0000", "tint-color: #0000ff"])
    #expect(styled.properties(5) == ["color: #ff0000", "tint-color: #0000ff"])
    #expect(styled.properties(6) == [])
    #expect(styled.styles.diagnostics.isEmpty)
  }

  @Test func theSeedsDialectsInheritNothing() throws {
    let styled = try styled("UIView.card { color: red; tint-color: blue; }", path: "main.cas")
    #expect(styled.properties(2) == [])
    #expect(styled.properties(1) == ["color: #ff0000", "tint-color: #0000ff"])
  }

  @Test func inheritTakesTheParentsValueOfAnyPropertyOrLeavesItUnset() throws {
    let styled = try styled(
      """
      UIView.card { background-color: #008000; }
      UILabel { background-color: blue; alpha: 0.5; }
      UILabel#title { background-color: inherit; alpha: inherit; }
      UILabel#deep { background-color: inherit; }
      """)
    #expect(styled.properties(2) == ["background-color: #008000"])
    // The box sets no background color: its label's `inherit` leaves it unset, not blue.
    #expect(styled.properties(5) == ["alpha: 0.5"])
  }

  @Test func initialUnsetsAPropertyAndStopsInheritance() throws {
    let styled = try styled(
      """
      UIView.card { color: red; }
      UILabel { color: blue; }
      UILabel#title { color: initial; }
      UIView#box { color: initial; }
      """)
    #expect(styled[2, "color"] == nil)
    #expect(styled[3, "color"] == "#0000ff")
    #expect(styled[4, "color"] == nil)
    // The box's color is unset, so its label's own rule gives it blue.
    #expect(styled[5, "color"] == "#0000ff")
  }

  @Test func unsetAndRevertInheritAnInheritedPropertyAndUnsetAnyOther() throws {
    let styled = try styled(
      """
      UIView.card { color: red; background-color: #008000; }
      UILabel { color: blue; background-color: blue; }
      UILabel#title { color: unset; background-color: unset; }
      UILabel.note { color: revert; background-color: REVERT; }
      """)
    #expect(styled.properties(2) == ["color: #ff0000"])
    #expect(styled.properties(3) == ["color: #ff0000"])
  }

  @Test func aKeywordCompetesInTheCascadeAsAnyDeclaration() throws {
    let styled = try styled(
      """
      UIView.card { color: red; }
      UILabel { color: inherit !important; }
      UILabel#title { color: blue; }
      UILabel.note { color: initial; }
      UILabel.note { color: #008000; }
      """)
    #expect(styled[2, "color"] == "#ff0000")
    #expect(styled[3, "color"] == "#ff0000")
  }

  @Test func aPropertyWhoseVarHasNoValueInheritsAsCSSUnsetsIt() throws {
    let styled = try styled(
      """
      UIView.card { color: red; }
      UILabel#title { color: var(--missing); }
      """)
    #expect(styled[2, "color"] == "#ff0000")
    #expect(locatedCodes(styled.styles.diagnostics) == ["2:17 undefined-custom-property"])
  }

  @Test func customPropertiesTakeKeywordsAsInheritedProperties() throws {
    let styled = try styled(
      """
      UIView.card { --accent: red; }
      UILabel#title { --accent: initial; color: var(--accent, blue); }
      UILabel.note { --accent: inherit; color: var(--accent, blue); }
      UILabel#outside { --accent: unset; color: var(--accent, #008000); }
      """)
    #expect(styled[2, "color"] == "#0000ff")
    #expect(styled[3, "color"] == "#ff0000")
    #expect(styled[6, "color"] == "#008000")
  }

  @Test func codeValuesPassDownAsARulesDo() throws {
    var card = ViewNode("UIView", classes: ["card"], children: [ViewNode("UILabel", id: "title")])
    card.styles = [CodeStyle("Accent") { $0["tint-color"] = .color(StyleColor(red: 1, green: 0, blue: 0)) }]
    let tree = try StyleTree(root: ViewNode("UIWindow", children: [card]))
    let styles = sheet("UILabel { color: blue; }", path: "main.css").resolve(tree)
    let inherited = styles.property("tint-color", of: tree.node(2))
    #expect(inherited?.value.description == "#ff0000")
    #expect(inherited?.origin == .codeStyle)
  }

  @Test func inheritedValuesAreTypedForTheNodeThatTakesThem() throws {
    let loaded = sheet("UIView.card { font-size: 14; color: red; }", path: "main.css")
    let tree = try StyleTree(root: root)
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(styles.property("font-size", of: tree.node(2))?.value.description == "14")
    #expect(
      styles.property("color", of: tree.node(5))?.value == .color(StyleColor(red: 1, green: 0, blue: 0)))
    #expect(styles.diagnostics.isEmpty)
  }

  /// With a schema, a UIButton's `font-size` is its `title-label.font-size`: an inherited
  /// `font-size` arrives as that, so the button's own declaration (or `initial`) beats it as in
  /// CSS, and the button passes its own value down to its children as `font-size`.
  @Test func anInheritedValueArrivesAsTheAliasTargetItsOwnDeclarationSets() throws {
    let loaded = sheet(
      """
      UIView { font-size: 20; font-weight: bold; }
      UIButton.own { font-size: 14; }
      UIButton.reset { font-size: initial; font-weight: normal; }
      """, path: "main.css")
    let tree = try StyleTree(
      root: ViewNode(
        "UIView",
        children: [
          ViewNode("UIButton", id: "plain"),
          ViewNode("UIButton", classes: ["own"], children: [ViewNode("UILabel")]),
          ViewNode("UIButton", classes: ["reset"]),
        ]))
    let styles = loaded.resolve(tree, schema: .uikit)
    func names(_ node: Int) -> [String] {
      styles.properties(of: tree.node(node)).map { "\($0.name): \($0.value)" }
    }
    #expect(names(1) == ["title-label.font-size: 20", "title-label.font-weight: bold"])
    #expect(names(2) == ["title-label.font-size: 14", "title-label.font-weight: bold"])
    #expect(names(3) == ["font-size: 14", "font-weight: bold"])
    #expect(names(4) == ["title-label.font-weight: normal"])
    // Explain names each property as apply does, once, with its inherited value.
    let explained = loaded.explain(tree.node(1), in: tree, schema: .uikit)
    #expect(explained.map(\.property) == ["title-label.font-size", "title-label.font-weight"])
    #expect(explained.map { $0.value?.description } == ["20", "bold"])
    #expect(explained.first?.candidates.first?.inheritedFrom == "UIView")
    let inheriting = sheet(
      "UIView { font-size: 20; }\nUIButton { font-size: 12; }\n#b { font-size: inherit; }", path: "main.css")
    let keyword = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UIButton", id: "b")]))
    let button = inheriting.explain(keyword.node(1), in: keyword, schema: .uikit)
    #expect(button.map(\.property) == ["title-label.font-size"])
    #expect(button.first?.value?.description == "20")
    // Asked by the alias, it explains what the alias stands for on the node.
    let asked = inheriting.explain(keyword.node(1), in: keyword, property: "font-size", schema: .uikit)
    #expect(asked.map(\.property) == ["title-label.font-size"])
  }

  /// `inherit` written through an alias (`opacity`, `border-color`) takes the parent's value of
  /// what the alias stands for, under whichever name the parent set it; without a schema,
  /// aliases stand for nothing, and a UIButton's `title-label.font-size` is no inherited name.
  @Test func inheritThroughAnAliasAndUntypedNamesStayApart() throws {
    let loaded = sheet(
      """
      UIView { opacity: 0.5; layer.border-color: red; }
      UILabel { opacity: inherit; border-color: inherit; }
      """, path: "main.css")
    let tree = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UILabel")]))
    let typed = loaded.resolve(tree, schema: .uikit)
    #expect(
      typed.properties(of: tree.node(1)).map { "\($0.name): \($0.value)" } == [
        "alpha: 0.5", "layer.border-color: #ff0000",
      ])
    let untyped = sheet(
      ".card { font-size: 20; }\nUIButton { title-label.font-size: 11; }", path: "main.css")
    let buttons = try StyleTree(
      root: ViewNode(
        "UIView", classes: ["card"], children: [ViewNode("UIButton", children: [ViewNode("UILabel")])]))
    let styles = untyped.resolve(buttons)
    #expect(styles.properties(of: buttons.node(2)).map { "\($0.name): \($0.value)" } == ["font-size: 20"])
  }

  /// Without a schema an alias and its property are two properties, in `explain` as in
  /// `resolve` (explain set `alpha` by the `!important` `opacity` where the resolve kept both).
  @Test func withoutASchemaExplainKeepsAnAliasApartAsResolveDoes() throws {
    let loaded = sheet(
      "UILabel { opacity: 0.2 !important; }\nUILabel.x { alpha: 0.9; }", path: "main.css")
    let tree = try StyleTree(root: ViewNode("UILabel", classes: ["x"]))
    let resolved = loaded.resolve(tree).properties(of: tree.node(0)).map { "\($0.name): \($0.value)" }
    #expect(resolved == ["alpha: 0.9", "opacity: 0.2"])
    let explained = loaded.explain(tree.node(0), in: tree)
    #expect(explained.map { "\($0.property): \($0.value?.description ?? "-")" } == resolved)
    let typed = loaded.explain(tree.node(0), in: tree, schema: .uikit)
    #expect(typed.map { "\($0.property): \($0.value?.description ?? "-")" } == ["alpha: 0.2"])
  }

  /// In the `stylec` dialect `font` is UIKit's whole font: a view's own font is all of it, so it
  /// takes no size, family, style or weight from its parent, as CSS's shorthand sets each of
  /// them (the label's `font: 12px Avenir` stood beside the card's inherited `font-size: 20`).
  @Test func aViewsOwnWholeFontTakesNoPartOfAFontFromItsParent() throws {
    let loaded = sheet(
      """
      UIView.card { font-size: 20; font-weight: bold; color: red; }
      UILabel.own { font: 12px Avenir; }
      UILabel.keyword { font: inherit; }
      """, path: "main.css")
    let tree = try StyleTree(
      root: ViewNode(
        "UIView", classes: ["card"],
        children: [
          ViewNode("UILabel", classes: ["own"]), ViewNode("UILabel", classes: ["keyword"]),
          ViewNode("UILabel"),
        ]))
    let styles = loaded.resolve(tree)
    func names(_ node: Int) -> [String] {
      styles.properties(of: tree.node(node)).map { "\($0.name): \($0.value)" }
    }
    #expect(names(1) == ["color: #ff0000", "font: 12px Avenir"])
    // `font: inherit` takes the parent's font, of which the card has none, and its parts with it.
    #expect(names(2) == ["color: #ff0000", "font-size: 20", "font-weight: bold"])
    #expect(names(3) == ["color: #ff0000", "font-size: 20", "font-weight: bold"])
    // The css dialect reads `font` as the shorthand, which sets each part itself.
    let css = sheet(
      "@dialect css;\nUIView.card { font-size: 20px; }\nUILabel.own { font: 12px Avenir; }", path: "main.css")
    let label = css.resolve(tree).properties(of: tree.node(1)).map { "\($0.name): \($0.value)" }
    #expect(label.contains("font-size: 12px"))
  }

  /// CSS's `text-align`, written on a container that has no such property, reached no label: an
  /// alias of an inherited property inherits by its name, and a label takes it as what it
  /// stands for there (its own declaration still winning).
  @Test func aContainersTextAlignReachesItsLabels() throws {
    let loaded = sheet(".card { text-align: center; }\nUILabel.own { text-align: right; }", path: "main.css")
    let tree = try StyleTree(
      root: ViewNode(
        "UIView", classes: ["card"],
        children: [
          ViewNode("UILabel"), ViewNode("UILabel", classes: ["own"]),
          ViewNode("UIView", children: [ViewNode("UILabel")]),
        ]))
    let typed = loaded.resolve(tree, schema: .uikit)
    let alignments = (1...4).map { typed.property("text-alignment", of: tree.node($0))?.value.description }
    #expect(alignments == ["center", "right", nil, "center"])
    #expect(typed.diagnostics.isEmpty, "\(typed.diagnostics.map(\.message))")
    // Without a schema, under the name written.
    let untyped = loaded.resolve(tree)
    #expect(untyped.property("text-align", of: tree.node(4))?.value.description == "center")
  }

  /// Values pass down by the names that inherit: a type's own property named like an alias of
  /// an inherited one elsewhere passes nothing down, and an inherited property set through its
  /// alias passes down by its own name.
  @Test func valuesPassDownByTheNamesThatInherit() throws {
    let schema = try StyleSchema(
      json: Array(
        """
        {"types": {
          "GradientView": {"superclass": "UIView",
            "properties": {"accent-color": {"type": "color", "inherited": true}},
            "aliases": {"accent": "accent-color"}},
          "FancyGradient": {"superclass": "GradientView", "properties": {"accent": "number"}}
        }}
        """.utf8))
    let tree = try StyleTree(
      root: ViewNode(
        "GradientView", id: "g",
        children: [ViewNode("FancyGradient", id: "f", children: [ViewNode("GradientView", id: "g2")])]))
    let own = sheet("#g { accent-color: red; }\n#f { accent: 5; }", path: "main.css").resolve(
      tree, schema: schema)
    #expect(own.property("accent-color", of: tree.node(2))?.value.description == "#ff0000")
    let aliased = sheet("#g { accent: red; }", path: "main.css").resolve(tree, schema: schema)
    #expect(aliased.property("accent-color", of: tree.node(2))?.value.description == "#ff0000")
  }

  @Test func aValueNoTypeHavingAnInheritedPropertyTakesDropsOutOnTheContainerToo() throws {
    // A view has no color of its own: the value is typed as the types that have it take it, so
    // the card does not keep a color of 12 its labels could not take, and a lower one applies.
    let loaded = sheet("UIView { color: #00ff00; }\nUIView.card { color: 12; }", path: "main.css")
    let tree = try StyleTree(root: root)
    for styles in [loaded.resolve(tree, schema: .uikit), loaded.resolve(tree)] {
      #expect(styles.property("color", of: tree.node(1))?.value.description == "#00ff00")
      #expect(styles.property("color", of: tree.node(2))?.value.description == "#00ff00")
      #expect(locatedCodes(styles.diagnostics) == ["2:15 invalid-value"])
    }
    #expect(Linter().lint(loaded).map(\.code) == [.invalidValue])
  }

  @Test func aLargeTreeResolvedOnSeveralCoresInheritsAsOnOne() throws {
    // Each walk but the first starts deep in the tree: it finds what its first node's
    // ancestors pass down before resolving it.
    let leaves = (0..<300).map { ViewNode("UILabel", classes: $0 % 7 == 0 ? ["plain"] : []) }
    let groups = (0..<80).map { ViewNode("UIView", classes: $0 % 2 == 0 ? ["even"] : [], children: leaves) }
    let tree = try StyleTree(root: ViewNode("UIWindow", classes: ["app"], children: groups))
    let loaded = sheet(
      """
      UIWindow.app { tint-color: red; }
      UIView.even { color: blue; tint-color: inherit; }
      UILabel.plain { color: initial; tint-color: unset; }
      """, path: "main.css")
    let parallel = loaded.resolve(tree, parallel: true)
    let serial = loaded.resolve(tree, parallel: false)
    #expect(tree.count > Cascade.parallelThreshold)
    var differing = 0
    for node in tree.nodes where parallel.properties(of: node) != serial.properties(of: node) {
      differing += 1
    }
    #expect(differing == 0)
    #expect(serial.property("color", of: tree.node(2)) == nil)
    #expect(serial.property("tint-color", of: tree.node(2))?.value.description == "#ff0000")
    #expect(serial.property("color", of: tree.node(3))?.value.description == "#0000ff")
    #expect(serial.property("tint-color", of: tree.node(3))?.value.description == "#ff0000")
  }

  @Test func aChangeOfClassRestylesTheDescendantsThatInherit() throws {
    let loaded = sheet("UIView.warn { color: red; }", path: "main.css")
    var live = LiveStyles(stylesheet: loaded, tree: try StyleTree(root: root))
    let changes = try live.update(live.node(1), classes: ["card", "warn"])
    #expect(
      changes.map { "\($0.property) \($0.new?.description ?? "-")" }
        == Array(repeating: "color #ff0000", count: 5))
    #expect(live.styles.property("color", of: live.node(5))?.value.description == "#ff0000")
    let undone = try live.update(live.node(1), classes: ["card"])
    #expect(undone.count == 5)
    #expect(live.styles.property("color", of: live.node(5)) == nil)
  }

  @Test func everyEditKeepsWhatNodesInheritAsAFreshResolveHasIt() throws {
    // Typed and untyped, with keywords, code and an environment fact: after each random edit the
    // live styles (restyled from the ancestors' current styles) equal a fresh resolve.
    let loaded = sheet(
      """
      .warm { color: #ff0000; font-size: 12; }
      .cool { color: #0000ff; tint-color: #00ff00; }
      .plain { color: initial; font-size: inherit; }
      .echo { background-color: inherit; }
      .solid { background-color: #111111; }
      @media (orientation: landscape) { .cool { font-size: 20; } }
      """, path: "main.css")
    let names = ["warm", "cool", "plain", "echo", "solid"]
    var generator = SeededRandom(seed: 31)
    func view(_ depth: Int) -> ViewNode {
      var node = ViewNode(
        depth.isMultiple(of: 2) ? "UIView" : "UILabel", classes: [names[Int(generator.next() % 5)]])
      if depth < 4 { node.children = (0..<3).map { _ in view(depth + 1) } }
      return node
    }
    let tree = try StyleTree(root: view(0))
    for schema in [StyleSchema.uikit, nil] {
      var live = LiveStyles(stylesheet: loaded, tree: tree, schema: schema)
      var environment = StyleEnvironment()
      for step in 0..<60 {
        let node = live.styles.tree.nodes[Int(generator.next() % UInt64(tree.count))]
        if step % 10 == 9 {
          environment = StyleEnvironment(orientation: step % 20 == 9 ? .landscape : .portrait)
          live.update(environment: environment)
        } else {
          try live.update(node, classes: [names[Int(generator.next() % 5)]])
        }
        let fresh = loaded.resolve(live.styles.tree, environment: environment, schema: schema)
        for each in live.styles.tree.nodes {
          #expect(live.styles.properties(of: each) == fresh.properties(of: each), "step \(step)")
        }
      }
    }
  }

  @Test func anEnvironmentFlipRestylesTheDescendantsThatInherit() throws {
    let loaded = sheet("@media (orientation: landscape) { UIView.card { color: red; } }", path: "main.css")
    var live = LiveStyles(stylesheet: loaded, tree: try StyleTree(root: root))
    var environment = StyleEnvironment()
    environment.orientation = .landscape
    let changes = live.update(environment: environment)
    #expect(changes.count == 5)
    #expect(live.styles.property("color", of: live.node(5))?.value.description == "#ff0000")
  }

  @Test func explainSaysWhichAncestorAValueIsInheritedFrom() throws {
    let loaded = sheet(
      """
      UIView.card { color: red; background-color: #008000; }
      UILabel#deep { background-color: inherit; }
      UILabel.note { color: initial; }
      """, path: "main.css")
    let tree = try StyleTree(root: root)
    let deep = loaded.explain(tree.node(5), in: tree)
    #expect(deep.map(\.property) == ["background-color", "color"])
    // The box passes the card's color on; its background color it has none of.
    #expect(deep[0].value == nil)
    #expect(deep[0].candidates.first?.value == .identifier("inherit"))
    #expect(deep[1].value?.description == "#ff0000")
    #expect(deep[1].candidates.first?.inheritedFrom == "UIView.card")
    #expect(deep[1].candidates.first?.location.line == 1)
    let title = loaded.explain(tree.node(2), in: tree, property: "color")
    #expect(title.first?.candidates.first?.selector == "UIView.card")
    let note = loaded.explain(tree.node(3), in: tree, property: "color")
    #expect(note.first?.value == nil)
    #expect(note.first?.candidates.count == 1)
  }

  @Test func theArticlesExampleResolvesAsItSays() throws {
    let example = """
      UIView.card { color: #ff3b30; tint-color: #34c759; background-color: #f2f2f7; }
      UILabel.caption { color: initial; background-color: inherit; }
      """
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + example + "\n```"))
    let caption = ViewNode("UILabel", classes: ["caption"])
    let tree = try StyleTree(
      root: ViewNode(
        "UIView", classes: ["card"],
        children: [ViewNode("UIView", children: [ViewNode("UILabel")]), caption]))
    let styles = sheet(example, path: "main.css").resolve(tree, schema: .uikit)
    let shown = { (node: Int) in styles.properties(of: tree.node(node)).map { "\($0.name): \($0.value)" } }
    #expect(shown(2) == ["color: #ff3b30", "tint-color: #34c759"])
    #expect(shown(3) == ["background-color: #f2f2f7", "tint-color: #34c759"])
    #expect(styles.diagnostics.isEmpty)
  }

  /// `revert-layer` is an error where it is written, in any property: read as a word, it became
  /// a font family's name.
  @Test(arguments: ["color", "font-family", "text"])
  func revertLayerIsNotReadAndSaysSo(property: String) throws {
    let loaded = sheet(
      "@layer a { UILabel { \(property): Avenir; } }\n@layer b { UILabel { \(property): REVERT-layer; } }",
      path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.invalidValue])
    #expect(
      loaded.diagnostics.first?.message
        == "'revert-layer' is not read: stylec does not roll a declaration back to an earlier layer")
    let styled = try Styled(loaded, root, precedence: .specificity)
    #expect(!styled.properties(2).contains { $0.hasSuffix("revert-layer") })
  }

  /// A CSS-wide keyword that a `var()` gives (its fallback, or a custom property's value) is no
  /// word of the property: the property is unset on the node, reported there.
  @Test(arguments: ["var(--unset, initial)", "var(--unset, inherit)", "var(--unset, REVERT)"])
  func aKeywordAVarGivesIsReportedAndUnsetsTheProperty(value: String) throws {
    let styled = try styled(
      "UIView.card { font-family: Avenir; }\nUILabel#title { font-family: \(value); }")
    #expect(styled.properties(2) == ["font-family: Avenir"])
    let messages = styled.styles.diagnostics.map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("that a var() gives is not read as a CSS-wide keyword") == true, "\(messages)")
  }

  @Test func explainShowsTheValueAnInheritKeywordTakes() throws {
    let loaded = sheet(
      "UIView.card { background-color: #008000; }\nUILabel#title { background-color: inherit; }",
      path: "main.css")
    let tree = try StyleTree(root: root)
    let title = loaded.explain(tree.node(2), in: tree)
    #expect(title.first?.value?.description == "#008000")
    #expect(title.first?.candidates.first?.inheritedFrom == "UIView.card")
    #expect(title.first?.candidates.first?.selector == "UILabel#title")
  }
}
