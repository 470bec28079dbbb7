import Testing

@testable import Stylec

/// CSS custom properties: `--name: value` under any selector, inherited down the tree, and
/// `var(--name, fallback)` substituted per node; cycles and missing values leave the property
/// unset, reported.
@Suite("Custom properties and var()")
struct CustomPropertyTests {
  /// A window with a card holding a title and a note, and a label beside the card.
  private let root = ViewNode(
    "UIWindow",
    children: [
      ViewNode(
        "UIView", classes: ["card"],
        children: [ViewNode("UILabel", id: "title"), ViewNode("UILabel", classes: ["note"])]),
      ViewNode("UILabel", id: "outside"),
    ])

  private func styled(_ source: String, precedence: Precedence = .specificity) throws -> Styled {
    try Styled(sheet(source, path: "main.css"), root, precedence: precedence)
  }

  @Test func aChildSeesItsAncestorsValueAndADescendantRuleOverridesIt() throws {
    let styled = try styled(
      """
      :root { --accent: red; }
      UIView.card { --accent: blue; }
      UILabel.note { --accent: #00ff00; }
      UILabel { color: var(--accent); }
      """)
    #expect(styled[2, "color"] == "#0000ff")
    #expect(styled[3, "color"] == "#00ff00")
    #expect(styled[4, "color"] == "#ff0000")
    // Custom properties are no view's: they stay out of the resolved styles.
    #expect(styled.properties(1) == [])
    #expect(styled.styles.diagnostics.isEmpty)
  }

  /// An empty custom property (`--toggle: ;`) and an empty fallback (`var(--x,)`) give nothing,
  /// as CSS has them: a word beside one stays a word; a value of nothing at all is no value,
  /// the property unset and reported. Both were `expected-value` errors.
  @Test func anEmptyCustomPropertyOrFallbackGivesNothing() throws {
    let styled = try styled(
      """
      :root { --none: ; --also:; --gap: 7px; }
      UILabel#title { margin: 4px var(--none) 5px; width: var(--none) 3px; height: var(--nope,) var(--gap); }
      UILabel#outside { padding: var(--also); alpha: var(--nope,); }
      """)
    #expect(styled[2, "margin"] == "4px 5px")
    // One word, not a list of one.
    let title = styled.tree.node(2)
    #expect(styled.styles.property("width", of: title)?.value == .number(3, unit: .px))
    #expect(styled.styles.property("height", of: title)?.value == .number(7, unit: .px))
    #expect(styled[4, "padding"] == nil)
    #expect(styled[4, "alpha"] == nil)
    let messages = styled.styles.diagnostics.map(\.message)
    #expect(messages.count == 2)
    #expect(
      messages.allSatisfy {
        $0.hasSuffix("with its var()s substituted, the value is empty: the property is unset here")
      },
      "\(messages)")
  }

  /// A comma list spliced into a space list brings all of its items: values that each hold
  /// two of the one before, some joined by commas, stop at the value size limit (they doubled
  /// with each, without a word: 40 of them ran for minutes).
  @Test func listsSplicedIntoListsCountEveryItemTheyBring() throws {
    var source = ":root { --v0: 1;"
    for index in 1...22 {
      source += " --v\(index): var(--v\(index - 1))\(index % 3 == 0 ? "," : "") var(--v\(index - 1));"
    }
    source += " }\nUILabel { tag: var(--v22); }"
    let styled = try styled(source)
    #expect(styled[2, "tag"] == nil)
    #expect(styled.styles.diagnostics.contains { $0.code == .valueTooLarge })
  }

  /// A name with escapes is one name, as its declaration and its `var()`s write it: `--a\:b`
  /// (an escaped colon) and `--c\41 ` (`--cA`) reach the declarations that set them, inherited
  /// or explained.
  @Test func anEscapedNameIsTheSameNameInTheDeclarationAndTheVar() throws {
    let styled = try styled(
      #"""
      :root { --a\:b: 0.5; --c\41 : 0.25; }
      UILabel { alpha: var(--a\:b); tag: var(--cA); }
      """#)
    #expect(styled[2, "alpha"] == "0.5")
    #expect(styled[2, "tag"] == "0.25")
    #expect(styled.styles.diagnostics.isEmpty)
    let tree = try StyleTree(root: root)
    let explained = sheet(#":root { --a\:b: 0.5; } UILabel { alpha: var(--a\:b); }"#, path: "main.css")
      .explain(tree.nodes[2], in: tree)
    let substitution = explained.first { $0.property == "alpha" }?.candidates.first?.substitutions.first
    #expect(substitution?.value == .number(0.5, unit: .none))
    #expect(substitution?.inheritedFrom != nil)
  }

  /// A custom property whose only declaration was dropped for an error is set by no rule, and
  /// the warnings say where it was dropped: they said only "no rule sets --x", beside the rule
  /// that writes it.
  @Test func aVarOfADroppedDeclarationSaysWhereItWasDropped() throws {
    let loaded = sheet("UIView { --x: calc(1e308 * 10); alpha: var(--x); }", path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.invalidNumber])
    let styles = loaded.resolve(try StyleTree(root: ViewNode("UIView")))
    #expect(
      styles.diagnostics.map(\.message) == [
        "alpha is unset on UIView (and nodes like it): var(--x) has no value and no fallback: no rule sets --x on the node or an ancestor (its declaration at main.css:1:10 was dropped for an error)"
      ])
    #expect(
      Linter().lint(loaded).first { $0.code == .undefinedCustomProperty }?.notes.first
        == "its declaration at main.css:1:10 was dropped for an error")
  }

  @Test func fallbacksNestAndAreUsedOnlyWithoutAValue() throws {
    let styled = try styled(
      """
      UIView.card { --set: 5; }
      UILabel { a: var(--unset, var(--also-unset, 3)); b: var(--set, 9); c: var(--unset, 1 2, 3); d: 1 2, 3; }
      """)
    // A fallback runs to the closing parenthesis, commas included.
    #expect(styled.properties(2) == ["a: 3", "b: 5", "c: 1 2, 3", "d: 1 2, 3"])
    #expect(styled.properties(4) == ["a: 3", "b: 9", "c: 1 2, 3", "d: 1 2, 3"])
  }

  @Test func substitutionWorksInsideCalcColourFunctionsAndLists() throws {
    let styled = try styled(
      """
      :root { --gap: 4; --rgb: 255, 0, 0; --pair: 1 2; --base: calc(var(--gap) * 2); }
      UILabel#title {
        width: calc(var(--gap) * 3 + 1);
        color: rgba(var(--rgb), 0.5);
        insets: var(--pair) 3 4;
        height: var(--base);
      }
      """)
    #expect(styled.properties(2) == ["color: #ff000080", "height: 8", "insets: 1 2 3 4", "width: 13"])
  }

  @Test func aFallbackWrittenAsAListJoinsTheListItStandsIn() throws {
    let styled = try styled(
      ":root { --two: 1, 2; }\nUILabel#title { a: var(--u, 1, 2), 3, 4; b: var(--two), 3, 4; c: rgb(var(--u, 10, 20), 30); }"
    )
    #expect(styled.properties(2) == ["a: 1, 2, 3, 4", "b: 1, 2, 3, 4", "c: #0a141e"])
  }

  /// A comma list in a space list splits it at its commas, as CSS's tokens are split:
  /// `var(--p) 1s` with `--p: alpha, tint-color` is `alpha, tint-color 1s` (it was the list of
  /// the two names followed by 1s, no transition).
  @Test func aCommaListInASpaceListSplitsItAtItsCommas() throws {
    let styled = try styled(
      """
      :root { --p: alpha, tint-color; --d: 1s, 2s; --t: a 1s, b; }
      UILabel#title {
        transition: var(--p) 1s; a: x var(--d); b: var(--p) 1s, frame 3s; c: var(--t) 2s;
        d: var(--u, m, n) o;
      }
      """)
    #expect(
      styled.properties(2) == [
        "a: x 1s, 2s", "b: alpha, tint-color 1s, frame 3s", "c: a 1s, b 2s", "d: m, n o",
        "transition: alpha, tint-color 1s",
      ])
  }

  @Test func namesAreCaseSensitive() throws {
    let styled = try styled(
      ":root { --Accent: 1; --accent: 2; }\nUILabel#title { a: var(--Accent); b: var(--accent); }")
    #expect(styled.properties(2) == ["a: 1", "b: 2"])
  }

  @Test func aCycleLeavesItsMembersWithoutAValueSoFallbacksApply() throws {
    let styled = try styled(
      """
      UILabel#title { --a: var(--b); --b: var(--a); --c: var(--c, 1); x: var(--a, 7); y: var(--c, 8); }
      """)
    #expect(styled.properties(2) == ["x: 7", "y: 8"])
    #expect(styled.styles.diagnostics.isEmpty)
  }

  @Test func aVarWithoutValueOrFallbackUnsetsThePropertyAndSaysWhere() throws {
    let styled = try styled(
      """
      UILabel { color: blue; }
      UILabel#title { color: var(--missing); }
      """)
    // The declaration still outranks the other, as in CSS: the property is unset, not blue.
    #expect(styled[2, "color"] == nil)
    #expect(styled[4, "color"] == "#0000ff")
    #expect(locatedCodes(styled.styles.diagnostics) == ["2:17 undefined-custom-property"])
    #expect(
      styled.styles.diagnostics.first?.message
        == "color is unset on UILabel#title (and nodes like it): var(--missing) has no value and no fallback: no rule sets --missing on the node or an ancestor"
    )
    #expect(styled.styles.diagnostics.first?.severity == .warning)
    #expect(styled.styles.diagnostics.first?.notes == [])
  }

  /// A `var()` naming a custom property no rule sets says which one was likely meant, as lint
  /// does; one set elsewhere in the tree, but not on the node or above it, suggests nothing.
  @Test func aVarNamingNoCustomPropertySuggestsTheOneMeant() throws {
    let styled = try styled(
      """
      UIWindow { --accent: red; }
      UILabel { color: var(--acent); }
      #outside { --spacing: 4; }
      #title { alpha: var(--spacing); }
      """)
    #expect(styled.styles.diagnostics.map(\.notes) == [["did you mean '--accent'?"], []])
  }

  @Test func aLongChainEndingUnsetIsReportedInAFewHundredBytes() throws {
    // Each link's reason quotes the one below it shortened: whole, a chain of n held n² bytes.
    let chain = (1...400).map { "--v\($0): var(--v\($0 - 1));" }.joined(separator: " ")
    let styled = try styled(":root { \(chain) }\nUILabel#title { alpha: var(--v400); }")
    #expect(styled[2, "alpha"] == nil)
    let message = try #require(styled.styles.diagnostics.first?.message)
    #expect(message.utf8.count < 600)
    #expect(
      message.contains("var(--v400) has no value and no fallback: --v400 is invalid there: var(--v399)"))
  }

  /// A value that uses its parent's grows at each level: along a chain 8,000 deep the path's
  /// values held 2.4 GB. The values substitution makes along one path hold at most
  /// `maximumCopiedItems`; one that would pass it is invalid there, reported, and the same on
  /// every walk (a parallel resolve's ranges settle their ancestors' values the same way).
  @Test func theValuesMadeAlongAPathHoldAtMostTheCopyLimit() throws {
    var node = ViewNode("UILabel")
    for level in 0..<300 {
      node = ViewNode("UIView", classes: [level % 2 == 0 ? "x" : "y"], children: [node])
    }
    let tree = try StyleTree(root: node)
    var limits = StylesheetLimits()
    limits.maximumCopiedItems = 5_000
    let loaded = Stylesheet(
      source: ".x { --a: var(--b, 0) 1; }\n.y { --b: var(--a, 0) 1; }\n* { size: var(--a, 0) }\n",
      fileName: "main.css", limits: limits)
    let styles = loaded.resolve(tree, parallel: false)
    let diagnostic = try #require(styles.diagnostics.first)
    #expect(diagnostic.code == .tooManyCopies)
    #expect(diagnostic.message.contains("together more than 5000 (--max-copies"))
    // Values grow by one item a level up to about √(2 × 5,000) = 100, then are invalid.
    let sizes = tree.nodes.map { node in styles.property("size", of: node)?.value.itemCount ?? 0 }
    #expect(sizes.max()! <= 100 && sizes.max()! >= 90)
    #expect(sizes.reduce(0, +) < 300 * 100)
    // Below the first refusal, each value made is refused: the label takes the fallback.
    #expect(sizes.last == 1)
    #expect(styles.json() == loaded.resolve(tree, parallel: true).json())
  }

  /// A node's own properties' values that `var()`s made hold at most `maximumCopiedItems` items
  /// together (as its path's custom properties do): 100 properties of a value of 8,192 items that 14 doubling
  /// custom properties made (a 2.5 KB sheet) gave `apply` 30 MB for each node.
  @Test func theValuesMadeForANodeHoldAtMostTheCopyLimit() throws {
    let levels = (1...6).map { "--v\($0): var(--v\($0 - 1)) var(--v\($0 - 1));" }.joined(separator: " ")
    let uses = (0..<20).map { "tag\($0): var(--v6);" }.joined(separator: " ")
    var limits = StylesheetLimits()
    limits.maximumCopiedItems = 1_000
    let loaded = Stylesheet(
      source: ":root { --v0: a; \(levels) }\nUILabel { \(uses) }\n", fileName: "main.css", limits: limits)
    let tree = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UILabel"), ViewNode("UILabel")]))
    let styles = loaded.resolve(tree, parallel: false)
    // Each use makes 64 items: 15 fit in 1,000, 5 do not, on each label.
    for label in tree.nodes.dropFirst() {
      #expect((0..<20).filter { styles.property("tag\($0)", of: label) != nil }.count == 15)
    }
    #expect(styles.diagnostics.map(\.code) == Array(repeating: .tooManyCopies, count: 5))
    #expect(
      styles.diagnostics.first?.message.contains(
        "holds 64 items, and the node's other values var()s made hold 960: together more than 1000"
      ) == true, "\(styles.diagnostics.first?.message ?? "")")
    #expect(styles.json() == loaded.resolve(tree, parallel: true).json())
  }

  /// A custom property whose value cannot be made (past the value size limit) is an error
  /// where it is written, and passes its error to a `var()` that uses it: only a warning was
  /// given, and the run ended in success.
  @Test func aCustomPropertyTooLargeToMakeIsAnErrorPassedOnToItsUses() throws {
    let levels = (0..<14).map { "--d\($0): var(--d\($0 + 1)) var(--d\($0 + 1));" }.joined(separator: " ")
    let loaded = sheet(":root { \(levels) --d14: 1; }\nUILabel { alpha: var(--d0); }", path: "main.css")
    let tree = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UILabel")]))
    let styles = loaded.resolve(tree)
    #expect(styles.diagnostics.map(\.code) == [.valueTooLarge, .valueTooLarge])
    #expect(styles.diagnostics.allSatisfy { $0.severity == .error })
    #expect(styles.diagnostics.first?.message.hasPrefix("--d0 is unset on UIView") == true)
    #expect(
      styles.diagnostics.last?.message.contains(
        "var(--d0) has no value and no fallback: --d0 is invalid there") == true)
    #expect(styles.property("alpha", of: tree.node(1)) == nil)
  }

  @Test func aVariableCannotHoldAVarAndIsToldWhy() {
    let diagnostic = sheet("$v: var(--x);", path: "main.css").diagnostics.first
    #expect(diagnostic?.message.hasPrefix("var() stands for a custom property a view has") == true)
  }

  @Test func aSubstitutedValueThatDoesNotFitItsTypeUnsetsTheProperty() throws {
    let loaded = sheet(":root { --alpha: red; }\nUILabel { alpha: var(--alpha); }", path: "main.css")
    let tree = try StyleTree(root: root)
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(styles.property("alpha", of: tree.node(2)) == nil)
    #expect(locatedCodes(styles.diagnostics) == ["2:11 invalid-value"])
    #expect(styles.diagnostics.first?.message.contains("with its var()s substituted, #ff0000") == true)
    #expect(styles.diagnostics.first?.notes == ["expected a number"])
  }

  @Test func typedValuesAreConvertedAfterSubstitution() throws {
    let loaded = sheet(
      ":root { --alpha: 0.25; --ink: blue; }\nUILabel { alpha: var(--alpha); text-color: var(--ink); }",
      path: "main.css")
    let tree = try StyleTree(root: root)
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(styles.diagnostics.isEmpty)
    #expect(styles[tree.node(2), "alpha"] == 0.25)
    #expect(styles[tree.node(2), "textColor"] == .color(StyleColor(red: 0, green: 0, blue: 1)))
  }

  @Test func customPropertiesCascadeWithImportanceAndLayers() throws {
    let styled = try styled(
      """
      @layer base { UIView.card { --x: 1 !important; } }
      UIView { --x: 2 !important; --y: 3; }
      @layer base { UIView.card { --y: 4; } }
      UILabel { x: var(--x); y: var(--y); }
      """)
    // Important reverses the layers: the layered one wins; unlayered outranks layered otherwise.
    #expect(styled.properties(2) == ["x: 1", "y: 3"])
  }

  @Test func theSheetsVariablesAreEvaluatedWhereAVarIsWritten() throws {
    let styled = try styled("$fallback = 6;\nUILabel#title { a: var(--none, $fallback * 2); }")
    #expect(styled.properties(2) == ["a: 12"])
  }

  @Test(arguments: [
    ("UILabel { a: var(accent); }", "1:14 invalid-function"),
    ("UILabel { a: var(); }", "1:14 invalid-function"),
    ("UILabel { --x[state:selected]: 1; }", "1:11 invalid-argument"),
    ("$v = var(--x);", "1:6 invalid-function"),
    ("UILabel { --w @{ a: 1; } }", "1:11 invalid-argument"),
    ("UILabel { layer @{ --r: 5; } }", "1:20 invalid-argument"),
    ("UILabel { --: 1; }", "1:11 expected-property"),
    ("--x = red\nUILabel\n  a var(--x, blue)", "1:1 declaration-outside-rule"),
  ])
  func malformedUsesAreErrors(source: String, expected: String) {
    #expect(locatedCodes(sheet(source, path: "main.css").diagnostics) == [expected])
  }

  @Test func aValueCallingVarMayNestOnlySoDeep() {
    let deep = String(repeating: "(", count: 40) + "var(--x)" + String(repeating: ")", count: 40)
    #expect(
      locatedCodes(sheet("UILabel { a: \(deep); }", path: "main.css").diagnostics) == [
        "1:14 nesting-too-deep"
      ])
  }

  @Test(arguments: ["classy", "nimbus", "interfacss"])
  func theSeedsDialectsRefuseThem(dialect: String) {
    let loaded = sheet("@dialect \(dialect);\nUILabel { --x: 1; a: var(--x, 2); }", path: "main.css")
    #expect(locatedCodes(loaded.diagnostics) == ["2:11 not-in-dialect", "2:22 not-in-dialect"])
  }

  @Test func liveStylesRestyleTheDescendantsOfANodeWhoseCustomPropertiesChange() throws {
    let loaded = sheet(".dark { --ink: white; }\nUILabel { color: var(--ink, black); }", path: "main.css")
    let tree = try StyleTree(root: root)
    var live = LiveStyles(stylesheet: loaded, tree: tree)
    let changes = try live.update(tree.node(1), classes: ["card", "dark"])
    #expect(changes.map(\.node) == [tree.node(2), tree.node(3)])
    #expect(live.styles.json() == loaded.resolve(live.styles.tree).json())
    #expect(live.styles[tree.node(3), "color"] == .color(StyleColor(red: 1, green: 1, blue: 1)))
  }

  @Test func aParallelResolveStartsEachRangeWithItsAncestorsValues() throws {
    // Wide enough to be resolved in ranges, and deep enough that a range starts below nodes
    // setting custom properties.
    let leaves = (0..<25_000).map { ViewNode("UILabel", classes: $0 % 7 == 0 ? ["odd"] : []) }
    let tree = try StyleTree(
      root: ViewNode("UIWindow", children: [ViewNode("UIView", classes: ["card"], children: leaves)]))
    let loaded = sheet(
      ":root { --a: 1; }\n.card { --b: calc(var(--a) + 1); }\n.odd { --a: 5; }\nUILabel { x: var(--a); y: var(--b); }",
      path: "main.css")
    let serial = loaded.resolve(tree, parallel: false)
    let parallel = loaded.resolve(tree, parallel: true)
    #expect(serial.json() == parallel.json())
    #expect(serial.properties(of: tree.node(2)).map(\.value.description) == ["5", "2"])
    #expect(serial.properties(of: tree.node(3)).map(\.value.description) == ["1", "2"])
  }

  /// What each custom property's `var()`s found is kept as far as explain shows it: kept
  /// whole, a chain of 100,000 nested as deep, and releasing it overflowed the stack.
  @Test func aLongChainKeepsItsUsesOnlyAsDeepAsExplainShowsThem() throws {
    let count = 2_000
    let chain = (1..<count).map { "--a\($0): var(--a\($0 - 1));" }.joined(separator: " ")
    let loaded = sheet("UILabel { --a0: 1; \(chain) alpha: var(--a\(count - 1)); }", path: "main.css")
    let tree = try StyleTree(root: ViewNode("UILabel"))
    let context = CascadeContext(
      sheet: loaded, tree: tree, precedence: .classy, environment: tree.environment)
    var walker = CascadeWalker(context: context, sheet: loaded, recordsUses: true)
    _ = walker.walk(tree.nodeIndices)
    let property = try #require(loaded.ruleSet.property(named: "--a\(count - 1)"))
    let last = try #require(walker.customPropertyValue(of: property))
    var depth = 0
    var value: CustomPropertyValue? = last
    while let next = value {
      depth += 1
      value = next.uses.first?.value
    }
    #expect(depth == PropertyExplanation.deepestSubstitution + 1)
    // explain still shows the chain to that depth.
    let explained = try #require(loaded.explain(tree.node(0), in: tree, property: "alpha").first)
    var shown = 0
    var substitution = explained.candidates.first?.substitutions.first
    var deepest: PropertyExplanation.Substitution?
    while let next = substitution {
      shown += 1
      deepest = next
      #expect(next.usesNotShown == (next.uses.isEmpty ? 1 : nil))
      substitution = next.uses.first
    }
    #expect(shown == PropertyExplanation.deepestSubstitution)
    // The deepest one shown says its var() is not.
    #expect(deepest?.usesNotShown == 1)
  }

  /// A custom property an ancestor sets to `initial` has no value below it, as CSS has it, and
  /// explain says where that was set and why, rather than that no rule sets it.
  @Test func explainSaysWhereInitialMadeACustomPropertyInvalid() throws {
    let loaded = sheet(
      ":root { --x: 0.5; }\nUIView.card { --x: initial; }\nUILabel { alpha: var(--x, 0.9); }",
      path: "main.css")
    let tree = try StyleTree(root: root)
    let resolved = loaded.resolve(tree)
    #expect(resolved.properties(of: tree.node(2)).map(\.value) == [.number(0.9, unit: .none)])
    let explained = try #require(loaded.explain(tree.node(2), in: tree, property: "alpha").first)
    let substitution = try #require(explained.candidates.first?.substitutions.first)
    #expect(substitution.value == nil)
    #expect(substitution.location?.line == 2)
    #expect(substitution.inheritedFrom == "UIView.card")
    #expect(substitution.invalidity == "it is set to 'initial', the guaranteed-invalid value")
    let custom = try #require(loaded.explain(tree.node(2), in: tree, property: "--x").first)
    #expect(custom.value == nil)
    #expect(custom.candidates.first?.location.line == 2)
  }

  /// A custom property of several channels stands for them where its `var()` stands in a
  /// colour function, the `/` before the alpha separating it as when written out
  /// (`rgb(var(--rgb) / 0.5)` is `rgb(255 0 0 / 0.5)`, the idiom of Tailwind's colours).
  @Test func aVarOfSeveralChannelsFillsAColourFunction() throws {
    let loaded = sheet(
      ":root { --rgb: 255 0 0; --alpha: 0.5; --h: 120deg; }\nUILabel { text-color: rgb(var(--rgb) / var(--alpha)); tint-color: rgb(var(--rgb) / 50%); background-color: hsl(var(--h) 100% 50%); border-color: rgb(var(--rgb)); }",
      path: "main.css")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let tree = try StyleTree(root: ViewNode("UILabel"))
    let resolved = loaded.resolve(tree)
    #expect(resolved.diagnostics.isEmpty, "\(resolved.diagnostics)")
    #expect(
      resolved.properties(of: tree.root).map { "\($0.name): \($0.value)" } == [
        "background-color: #00ff00", "border-color: #ff0000", "text-color: #ff000080",
        "tint-color: #ff000080",
      ])
  }

  /// `inherit` and `unset` on a custom property keep the parent's value, and explain shows it,
  /// with the ancestor it came from, rather than calling the property unset.
  @Test func explainShowsTheValueAKeywordKeepsFromTheParent() throws {
    let loaded = sheet(
      ":root { --x: 0.5; }\nUIView.card { --x: inherit; }\nUILabel { --x: unset; alpha: var(--x); }",
      path: "main.css")
    let tree = try StyleTree(root: root)
    for node in [tree.node(1), tree.node(2)] {
      let explained = try #require(loaded.explain(node, in: tree, property: "--x").first)
      #expect(explained.value == .number(0.5, unit: .none))
      #expect(explained.candidates.first?.inheritedFrom == "UIWindow")
    }
  }

  /// `--name: {…}` is a custom property whose value holds a block, which stylec does not read:
  /// an error naming it, never a rule with the selector `--name:`; the declarations around it
  /// stand.
  @Test func aCustomPropertyWithABlockIsAnErrorNamingIt() throws {
    let loaded = sheet(":root {\n  --a: 1;\n  --brace: { color: red };\n  --b: 0.5;\n}", path: "main.css")
    #expect(
      loaded.diagnostics.map {
        "\($0.location!.line):\($0.location!.column) \($0.code.rawValue) \($0.message)"
      } == [
        "3:3 malformed-value '--brace' has a '{}' block in its value, which stylec does not read: a custom property's value is one whole value"
      ])
    #expect(loaded.rules.flatMap { $0.declarations.map(\.property) } == ["--a", "--b"])
  }

  @Test func explainShowsTheChainOfVars() throws {
    let loaded = sheet(
      ":root { --base: red; }\nUIView.card { --accent: var(--base); }\nUILabel { color: var(--accent, blue); }",
      path: "main.css")
    let tree = try StyleTree(root: root)
    let explained = try #require(loaded.explain(tree.node(2), in: tree, property: "color").first)
    #expect(explained.value == .color(StyleColor(red: 1, green: 0, blue: 0)))
    let substitution = try #require(explained.candidates.first?.substitutions.first)
    #expect(substitution.name == "--accent")
    #expect(substitution.inheritedFrom == "UIView.card")
    #expect(substitution.location?.line == 2)
    #expect(substitution.uses.map(\.name) == ["--base"])
    #expect(substitution.uses.first?.inheritedFrom == "UIWindow")
    // A value's var()s are listed in the order written, each once.
    let two = sheet(
      ":root { --a: 1; --b: 2; }\nUILabel { x: var(--b) calc(var(--a) + var(--b)) var(--c, var(--a)); }",
      path: "main.css")
    let listed = try #require(two.explain(tree.node(2), in: tree, property: "x").first)
    #expect(listed.candidates.first?.substitutions.map(\.name) == ["--b", "--a", "--c"])
    // The custom properties a node's rules set are listed with its properties; one it inherits
    // is explained when asked for.
    #expect(loaded.explain(tree.node(2), in: tree).map(\.property) == ["color"])
    #expect(loaded.explain(tree.node(1), in: tree).map(\.property) == ["--accent"])
    let inherited = try #require(loaded.explain(tree.node(2), in: tree, property: "--accent").first)
    #expect(inherited.value == .color(StyleColor(red: 1, green: 0, blue: 0)))
  }

  @Test func theCanonicalTextReadsBackTheSame() throws {
    let source =
      ":root { --gap: 4; }\nUILabel { width: calc(var(--gap) * 2 + 1); color: rgba(var(--rgb, 1, 2, 3), .5); }"
    let loaded = sheet(source, path: "main.css")
    let again = sheet(loaded.canonicalText, path: "main.css")
    #expect(again.diagnostics.isEmpty)
    #expect(again.canonicalText == loaded.canonicalText)
    let tree = try StyleTree(root: root)
    #expect(again.resolve(tree).json() == loaded.resolve(tree).json())
  }

  /// The article's example, as written, resolves as the article says.
  @Test func theArticlesExampleResolvesAsItSays() throws {
    let example = """
      :root { --accent: #007aff; --gap: 4; }
      UIView.card { --accent: #ff9500; }
      UILabel { text-color: var(--accent); alpha: calc(var(--gap) / 8); }
      UILabel.note { text-color: var(--note, var(--accent)); }
      """
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + example + "\n```"))
    let styled = try styled(example)
    #expect(styled.properties(2) == ["alpha: 0.5", "text-color: #ff9500"])
    #expect(styled.properties(3) == ["alpha: 0.5", "text-color: #ff9500"])
    #expect(styled.properties(4) == ["alpha: 0.5", "text-color: #007aff"])
    #expect(styled.styles.diagnostics.isEmpty)
  }
}
