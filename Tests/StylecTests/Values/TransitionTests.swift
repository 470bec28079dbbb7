import Testing

@testable import Stylec

/// `transition` (CSS Transitions): read into typed transitions, reported with each change
/// `LiveStyles` makes, and the easing and interpolation an app animates the change with.
@Suite struct TransitionTests {
  private func transitions(_ value: String) throws -> [StyleTransition] {
    let sheet = Stylesheet(source: "UIView { transition: \(value); }", dialect: .css)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    let tree = try StyleTree(root: ViewNode("UIView"))
    let styles = sheet.resolve(tree, schema: .uikit)
    #expect(styles.diagnostics.isEmpty, "\(styles.diagnostics)")
    return try #require(styles[tree.root, "transition"]?.transitions)
  }

  private func failure(_ value: String) throws -> String {
    let sheet = Stylesheet(source: "UIView { transition: \(value); }", dialect: .css)
    let styles = sheet.resolve(try StyleTree(root: ViewNode("UIView")), schema: .uikit)
    return try #require(styles.diagnostics.first?.message)
  }

  @Test func theShorthandReadsEachTransitionInAnyOrder() throws {
    #expect(
      try transitions(
        "background-color 0.3s ease-in, 200ms cubic-bezier(0.1, 0.7, 1, 0.1) alpha 1s, frame 1s steps(4)")
        == [
          StyleTransition(property: "background-color", duration: 0.3, easing: .easeIn),
          StyleTransition(property: "alpha", duration: 0.2, delay: 1, easing: .cubicBezier(0.1, 0.7, 1, 0.1)),
          StyleTransition(property: "frame", duration: 1, easing: .steps(4, .jumpEnd)),
        ])
    #expect(try transitions("1s") == [StyleTransition(property: "all", duration: 1)])
    #expect(
      try transitions("ALL 1s step-start, alpha 1s -0.5s linear") == [
        StyleTransition(property: "all", duration: 1, easing: .steps(1, .jumpStart)),
        StyleTransition(property: "alpha", duration: 1, delay: -0.5, easing: .linear),
      ])
    #expect(try transitions("none") == [])
    // CSS allows `none` as the one transition's property: no transition either.
    #expect(try transitions("none 1s ease") == [])
    // The value written reads the same without a schema.
    let written = StyleValue.list(
      [
        .identifier("alpha"), .number(2, unit: .s),
        .function("steps", [.number(2, unit: .none), .identifier("start")]),
      ],
      separator: .space)
    #expect(
      written.transitions == [StyleTransition(property: "alpha", duration: 2, easing: .steps(2, .jumpStart))])
    #expect(StyleValue.number(1, unit: .none).transitions == nil)
  }

  @Test func whatIsNoTransitionIsAnErrorSayingWhy() throws {
    #expect(try failure("alpha -1s") == "'-1s' is a negative duration")
    #expect(try failure("alpha 1") == "'1' is a time without a unit (write 's' or 'ms')")
    #expect(try failure("alpha 1s 2s 3s") == "'3s' has more than two times (a duration and a delay)")
    #expect(try failure("alpha frame 1s") == "'frame' is a second property")
    #expect(try failure("alpha 1s ease ease-in") == "'ease-in' is a second easing")
    #expect(
      try failure("alpha 1s, none") == "'none' is allowed only in a single transition ('transition: none')")
    #expect(try failure("none 1s frame") == "'frame' is a second property")
    // UIKit's name of an easing, or one misspelt after a property, says which was meant.
    #expect(try failure("alpha 0.3s easeInOut") == "'easeInOut' is no easing: did you mean 'ease-in-out'?")
    #expect(try failure("easeIn 1s") == "'easeIn' is no easing: did you mean 'ease-in'?")
    #expect(try failure("alpha 1s eas-in") == "'eas-in' is no easing: did you mean 'ease-in'?")
    // `revert-layer` and `default` name no property (CSS Values 4 reserves them); a CSS-wide
    // keyword is no part of any value, refused where it is written.
    for word in ["revert-layer", "default", "DEFAULT"] {
      #expect(
        try failure("alpha 1s, \(word) 2s") == "'\(word)' is a word CSS reserves, not a property's name")
    }
    for word in ["inherit", "initial", "unset", "revert"] {
      let sheet = Stylesheet(source: "UIView { transition: alpha 1s, \(word) 2s; }", dialect: .css)
      #expect(
        sheet.diagnostics.map(\.message) == [
          "a CSS-wide keyword (inherit, initial, unset, revert) is a declaration's whole value, not a part of it (font-family: inherit)"
        ])
    }
    #expect(
      try failure("alpha 1s cubic-bezier(2, 0, 1, 1)")
        == "'cubic-bezier(2, 0, 1, 1)' has an x outside 0...1 (its first and third numbers)")
    #expect(try failure("alpha 1s steps(0)") == "'steps(0)' takes a whole number of steps, 1 or more")
    #expect(try failure("alpha 1s steps(4294967297)") == "'steps(4294967297)' takes at most 2147483647 steps")
    #expect(
      try failure("alpha 1s steps(1, jump-none)")
        == "'steps(1, jump-none)' with jump-none takes 2 steps or more")
    #expect(
      try failure("alpha 1s steps(2, middle)")
        == "'steps(2, middle)' takes a position of jump-start, jump-end, jump-none, jump-both, start or end")
  }

  @Test func easingsFollowCSSEasingFunctions() {
    #expect(StyleTransition.Easing.linear.progress(at: 0.25) == 0.25)
    // The reference values of `ease` and `ease-in-out` at the midpoint.
    #expect(abs(StyleTransition.Easing.ease.progress(at: 0.5) - 0.8024033877399112) < 1e-6)
    #expect(abs(StyleTransition.Easing.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
    #expect(StyleTransition.Easing.easeIn.progress(at: 0) == 0)
    #expect(StyleTransition.Easing.easeIn.progress(at: 1) == 1)
    // A curve whose y leaves 0...1 overshoots.
    #expect(StyleTransition.Easing.cubicBezier(0.3, 1.5, 0.7, 1.5).progress(at: 0.5) > 1)
    let steps = { (count: Int, position: StyleTransition.StepPosition, at: Double) in
      StyleTransition.Easing.steps(count, position).progress(at: at)
    }
    #expect(steps(4, .jumpEnd, 0) == 0)
    #expect(steps(4, .jumpEnd, 0.3) == 0.25)
    #expect(steps(4, .jumpEnd, 1) == 1)
    #expect(steps(4, .jumpStart, 0) == 0.25)
    #expect(steps(4, .jumpStart, 0.8) == 1)
    #expect(steps(5, .jumpNone, 0.5) == 0.5)
    #expect(steps(5, .jumpNone, 1) == 1)
    #expect(steps(3, .jumpBoth, 0) == 0.25)
    #expect(steps(3, .jumpBoth, 1) == 1)
    // Outside its duration a transition is at its start or its end.
    #expect(StyleTransition.Easing.linear.progress(at: -1) == 0)
    #expect(StyleTransition.Easing.linear.progress(at: 2) == 1)
  }

  @Test func valuesInterpolateByKind() {
    #expect(StyleValue.number(10, unit: .none).interpolated(to: 20, progress: 0.25) == 12.5)
    #expect(
      StyleValue.number(1, unit: .s).interpolated(to: .number(500, unit: .ms), progress: 0.5)
        == .number(750, unit: .ms))
    #expect(
      StyleValue.number(1, unit: .s).interpolated(to: .number(50, unit: .percent), progress: 0.5) == nil)
    // Premultiplied: from transparent black to red, the half-way color is red, half transparent.
    let clear = StyleValue.color(StyleColor(red: 0, green: 0, blue: 0, alpha: 0))
    let red = StyleValue.color(StyleColor(red: 1, green: 0, blue: 0))
    #expect(
      clear.interpolated(to: red, progress: 0.5) == .color(StyleColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
    let size = { (width: Double, height: Double) in
      StyleValue.record(["width": .number(width, unit: .none), "height": .number(height, unit: .none)])
    }
    #expect(size(10, 20).interpolated(to: size(20, 40), progress: 0.5) == size(15, 30))
    // Overshoot goes past the end.
    #expect(StyleValue.number(0, unit: .none).interpolated(to: 10, progress: 1.1) == 11)
    #expect(StyleValue.string("a").interpolated(to: .string("b"), progress: 0.5) == nil)
    #expect(StyleValue.string("a").interpolated(to: .string("a"), progress: 0.5) == .string("a"))
    #expect(StyleValue.number(0, unit: .none).interpolated(to: 1, progress: .nan) == nil)
  }

  @Test func eachChangeCarriesTheTransitionThatAppliesToIt() throws {
    let sheet = Stylesheet(
      source: """
        UIButton { transition: all 1s, background-color 0.3s ease-in, tint-color 0s; }
        UIButton.on { background-color: red; alpha: 0.5; tint-color: blue; hidden: true; }
        UIButton.instant { transition: none; }
        """, dialect: .css)
    let button = ViewNode("UIButton")
    var live = LiveStyles(stylesheet: sheet, tree: try StyleTree(root: button), schema: .uikit)
    let changes = try live.update(button.nodeID, classes: ["on"])
    let byProperty = Dictionary(uniqueKeysWithValues: changes.map { ($0.property, $0.transition) })
    #expect(
      byProperty["background-color"]
        == StyleTransition(property: "background-color", duration: 0.3, easing: .easeIn))
    #expect(byProperty["alpha"] == StyleTransition(property: "all", duration: 1))
    #expect(byProperty["hidden"] == StyleTransition(property: "all", duration: 1))
    // The last transition naming it takes no time: none applies.
    #expect(byProperty.keys.contains("tint-color"))
    #expect(byProperty["tint-color"] == .some(nil))
    // A transition is read from the styles after the change.
    let undone = try live.update(button.nodeID, classes: ["instant"])
    #expect(!undone.isEmpty)
    #expect(undone.allSatisfy { $0.transition == nil || $0.property == "transition" })
  }
}

/// The Stylesheet Language article's transition example, as the article writes it, does what
/// the article says.
@Suite struct TransitionArticleTests {
  static let example = """
    UIButton { transition: all 200ms, background-color 0.3s ease-in; }
    UIButton.selected { background-color: #007aff; alpha: 0.8; }
    """

  @Test func theArticleShowsTheExampleAndItDoesWhatTheArticleSays() throws {
    let article = try articleText("StylesheetLanguage.md")
    #expect(article.contains("```css\n" + Self.example + "\n```"))
    let sheet = Stylesheet(source: Self.example, fileName: "main.css")
    let button = ViewNode("UIButton")
    var live = LiveStyles(stylesheet: sheet, tree: try StyleTree(root: button), schema: .uikit)
    let changes = try live.update(button.nodeID, classes: ["selected"])
    #expect(
      changes.map { "\($0.property) \($0.transition.map { "\($0.duration) \($0.easing)" } ?? "none")" } == [
        "alpha 0.2 cubicBezier(0.25, 0.1, 0.25, 1.0)",
        "background-color 0.3 cubicBezier(0.42, 0.0, 1.0, 1.0)",
      ])
    // No rule set a background before: the app animates from the color the view had.
    let background = try #require(changes.last)
    #expect(background.old == nil)
    let white = StyleValue.color(StyleColor(red: 1, green: 1, blue: 1))
    let progress = try #require(background.transition).easing.progress(at: 0.5)
    let selected = try #require(background.new)
    let halfway = try #require(white.interpolated(to: selected, progress: progress)?.color)
    // `ease-in` is slow at first: past half-way in time, less than half-way in color.
    #expect(progress > 0.3 && progress < 0.5)
    #expect(abs(halfway.red - (1 + (0 - 1) * progress)) < 1e-9)
  }
}

extension TransitionArticleTests {
  /// The schema article's row for the type shows the normal form `apply --schema` prints.
  @Test func theSchemaArticlesRowShowsTheNormalForm() throws {
    let sheet = Stylesheet(source: "UIView { transition: alpha 200ms; }", fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UIView"))
    let printed = sheet.resolve(tree, schema: .uikit).json(compact: true)
    let row =
      #"[{"property": "alpha", "duration": "0.2s", "delay": "0s", "easing": "cubic-bezier(0.25, 0.1, 0.25, 1)"}]"#
    #expect(try articleText("SchemasAndTypedValues.md").contains("| `transition` |"))
    #expect(try articleText("SchemasAndTypedValues.md").contains(row))
    #expect(
      printed.contains(
        #""transition":[{"delay":"0s","duration":"0.2s","easing":"cubic-bezier(0.25, 0.1, 0.25, 1)","property":"alpha"}]"#
      ), "\(printed)")
  }
}

/// `transition`'s longhands, and how they combine with it.
extension TransitionTests {
  /// The node's transitions, from the sheet's rules for a `UIView.a`.
  private func combined(_ source: String, schema: StyleSchema? = .uikit) throws -> [StyleTransition] {
    let sheet = Stylesheet(source: source, dialect: .css)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    let tree = try StyleTree(root: ViewNode("UIView", classes: ["a"]))
    let styles = sheet.resolve(tree, schema: schema)
    #expect(styles.diagnostics.isEmpty, "\(styles.diagnostics)")
    return styles.transitions(of: tree.root)
  }

  @Test func longhandsThatOutrankTheShorthandReplaceTheirList() throws {
    // The longhands alone: their lists combined, the shorter repeated.
    let longhands = """
      UIView {
        transition-property: alpha, background-color, frame;
        transition-duration: 1s, 200ms;
        transition-timing-function: linear;
        transition-delay: -0.5s;
      }
      """
    for schema in [StyleSchema.uikit, nil] {
      #expect(
        try combined(longhands, schema: schema) == [
          StyleTransition(property: "alpha", duration: 1, delay: -0.5, easing: .linear),
          StyleTransition(property: "background-color", duration: 0.2, delay: -0.5, easing: .linear),
          StyleTransition(property: "frame", duration: 1, delay: -0.5, easing: .linear),
        ])
    }
    // A duration alone transitions every property.
    #expect(
      try combined("UIView { transition-duration: 2s; }") == [StyleTransition(property: "all", duration: 2)])
    // A longhand in a higher rule replaces its list; one in a lower rule, or earlier in the same
    // rule, is replaced by the shorthand's.
    #expect(
      try combined(
        "UIView.a { transition: alpha 1s, frame 2s ease-in; }\nUIView { transition-duration: 5s; }")
        == [
          StyleTransition(property: "alpha", duration: 1),
          StyleTransition(property: "frame", duration: 2, easing: .easeIn),
        ])
    #expect(
      try combined(
        "UIView { transition: alpha 1s, frame 2s ease-in; }\nUIView.a { transition-duration: 5s; }")
        == [
          StyleTransition(property: "alpha", duration: 5),
          StyleTransition(property: "frame", duration: 5, easing: .easeIn),
        ])
    #expect(
      try combined("UIView { transition-property: frame; transition: alpha 1s; transition-delay: 1s; }")
        == [StyleTransition(property: "alpha", duration: 1, delay: 1)])
    #expect(try combined("UIView { transition: alpha 1s; transition-property: none; }") == [])
    #expect(
      try combined("UIView { transition: none; transition-property: alpha; }")
        == [StyleTransition(property: "alpha", duration: 0)])
    #expect(try combined("UIView { alpha: 1; }") == [])
  }

  @Test func aLonghandsMisfitIsAnErrorSayingWhy() throws {
    let sheet = Stylesheet(
      source: """
        UIView {
          transition-duration: 1s, -2s;
          transition-delay: 3;
          transition-timing-function: ease, steps(0);
        }
        """, dialect: .css)
    let styles = sheet.resolve(try StyleTree(root: ViewNode("UIView")), schema: .uikit)
    #expect(
      styles.diagnostics.map(\.message) == [
        "'-2s' is a negative duration", "'3' is a time without a unit (write 's' or 'ms')",
        "'steps(0)' takes a whole number of steps, 1 or more",
      ])
  }

  /// Each longhand is a comma list, one item a transition, as the shorthand's parts are: an item
  /// of several values, a property name that is no name, or `none` among names is an error where
  /// it is written, and the declaration is dropped.
  @Test(arguments: [
    (
      "transition-property: alpha 1s",
      "'alpha 1s' is several values for one transition; transition-property takes one each, separated by commas"
    ),
    ("transition-property: alpha, 5", "'5' is not a property's name"),
    (
      "transition-property: alpha, inherit",
      "a CSS-wide keyword (inherit, initial, unset, revert) is a declaration's whole value, not a part of it (font-family: inherit)"
    ),
    ("transition-property: all, none", "'none' is allowed only alone in transition-property"),
    (
      "transition-duration: 1s 2s",
      "'1s 2s' is several values for one transition; transition-duration takes one each, separated by commas"
    ),
  ])
  func aLonghandOfAnotherShapeIsAnError(declaration: String, message: String) throws {
    let sheet = Stylesheet(source: "UIView { \(declaration); }", dialect: .css)
    #expect(sheet.diagnostics.map(\.message) == [message])
    #expect(sheet.rules.isEmpty)
    let fine = Stylesheet(
      source:
        "UIView { transition-property: alpha, tint-color; transition-duration: 1s, 2s; transition-property: none; }",
      dialect: .css)
    #expect(fine.diagnostics.isEmpty)
  }

  @Test func anAliasNamesItsProperty() throws {
    let sheet = Stylesheet(source: "UIView { transition: opacity 1s; }", dialect: .css)
    let tree = try StyleTree(root: ViewNode("UIView"))
    let styles = sheet.resolve(tree, schema: .uikit)
    #expect(
      styles.transition(for: "alpha", of: tree.root) == StyleTransition(property: "opacity", duration: 1))
    #expect(styles.transition(for: "frame", of: tree.root) == nil)
  }
}

extension TransitionArticleTests {
  /// The schema article's rows for times and easings show the normal forms `apply --schema`
  /// prints, and the Stylesheet Language's longhand example does what it says.
  @Test func theLonghandsReadAsTheArticlesSay() throws {
    let sheet = Stylesheet(
      source: """
        UIView {
          transition-property: alpha, frame;
          transition-duration: 1s;
          transition-delay: 300ms;
          transition-timing-function: ease-in, steps(4);
        }
        """, fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UIView"))
    let styles = sheet.resolve(tree, schema: .uikit)
    let printed = styles.json(compact: true)
    for normalForm in [
      #""transition-delay":["0.3s"]"#, #""transition-duration":["1s"]"#,
      #""transition-timing-function":["cubic-bezier(0.42, 0, 1, 1)","steps(4, jump-end)"]"#,
    ] {
      #expect(printed.contains(normalForm), "\(printed)")
    }
    let schemaArticle = try articleText("SchemasAndTypedValues.md")
    #expect(schemaArticle.contains(#"| `"0.3s"` (seconds) |"#))
    #expect(schemaArticle.contains(#"`"cubic-bezier(0.42, 0, 1, 1)"`, `"steps(4, jump-end)"`"#))
    #expect(
      styles.transitions(of: tree.root).map(\.duration) == [1, 1]
        && styles.transitions(of: tree.root).map(\.property) == ["alpha", "frame"])
    #expect(
      try articleText("StylesheetLanguage.md").contains(
        "`transition-property: alpha, frame; transition-duration: 1s` transitions both over a second"))
  }

  /// The resolved styles hold the shorthand and each longhand as the cascade gives them; only
  /// `transitions(of:)` combines them, as the article says.
  @Test func theResolvedShorthandIsAsWrittenAndTheCombinationIsTransitions() throws {
    let sheet = Stylesheet(source: "UIView { transition: alpha 1s; transition-duration: 3s; }", dialect: .css)
    let tree = try StyleTree(root: ViewNode("UIView"))
    let styles = sheet.resolve(tree, schema: .uikit)
    let printed = styles.json(compact: true)
    #expect(printed.contains(#""transition-duration":["3s"]"#), "\(printed)")
    #expect(printed.contains(#""duration":"1s""#), "\(printed)")
    #expect(styles.transitions(of: tree.root).map(\.duration) == [3])
    #expect(
      try articleText("StylesheetLanguage.md").contains(
        "the printed `transition` still says 1s, and `transitions(of:)` says 3s"))
  }
}

extension TransitionTests {
  /// Two changes of one property made as one (as a host delivers a batch) carry the transition
  /// of the styles after the second.
  @Test func mergedChangesCarryTheLastTransition() {
    let node = StyleTree.NodeID.minted()
    let slow = StyleTransition(property: "alpha", duration: 2)
    let quick = StyleTransition(property: "alpha", duration: 0.1)
    let merged = StyleChange.merged([
      StyleChange(node: node, property: "alpha", old: 1, new: 0.5, transition: slow),
      StyleChange(node: node, property: "alpha", old: 0.5, new: 0.2, transition: quick),
    ])
    #expect(merged == [StyleChange(node: node, property: "alpha", old: 1, new: 0.2, transition: quick)])
  }
}

/// What the twenty-third attack found: values and easings a sheet never makes (decoded, or made
/// in code), long lists, and names as declarations spell them.
extension TransitionTests {
  @Test func interpolationNeverOverflowsAndEndsExactly() {
    let big = StyleValue.number(1e308, unit: .none)
    let negative = StyleValue.number(-1e308, unit: .none)
    #expect(big.interpolated(to: negative, progress: 0) == big)
    #expect(big.interpolated(to: negative, progress: 1) == negative)
    #expect(big.interpolated(to: negative, progress: 0.5) == 0)
    // An easing may overshoot past what a number holds: no value, never inf.
    #expect(big.interpolated(to: .number(1.7e308, unit: .none), progress: 1.5) == nil)
    let translucent = StyleColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.3)
    #expect(
      StyleValue.color(translucent).interpolated(
        to: .color(StyleColor(red: 1, green: 1, blue: 1)), progress: 0) == .color(translucent))
  }

  @Test func aDecodedEasingThatIsNoneReadsAsNothing() throws {
    for easing in [
      StyleValue.function("steps", [.number(1e300, unit: .none), .identifier("jump-end")]),
      .function("steps", [.number(0, unit: .none), .identifier("jump-end")]),
      .function("steps", [.number(1, unit: .none), .identifier("jump-none")]),
      .function(
        "cubic-bezier",
        [.number(2, unit: .none), .number(0, unit: .none), .number(1, unit: .none), .number(1, unit: .none)]),
      .function(
        "cubic-bezier",
        [
          .number(.infinity, unit: .none), .number(0, unit: .none), .number(1, unit: .none),
          .number(1, unit: .none),
        ]),
    ] {
      let record = StyleValue.record([
        "property": .string("alpha"), "duration": .number(1, unit: .s), "delay": .number(0, unit: .s),
        "easing": easing,
      ])
      #expect(StyleValue.array([record]).transitions == nil, "\(easing)")
      #expect(easing.easing == nil, "\(easing)")
    }
    // Made in code, an easing out of range is read as the nearest in range.
    #expect(StyleTransition.Easing.steps(0, .jumpEnd).progress(at: 0.5) == 0)
    #expect(StyleTransition.Easing.steps(1, .jumpNone).progress(at: 0.5) == 1)
    #expect(StyleTransition.Easing.steps(Int.max, .jumpBoth).progress(at: 1) == 1)
    #expect(StyleTransition.Easing.cubicBezier(2, 0, -1, 1).progress(at: 0.5).isFinite)
    #expect(StyleTransition.Easing.cubicBezier(0.5, .nan, 0.5, 1).progress(at: 0.25) == 0.25)
  }

  @Test func transitionsNamePropertiesAsDeclarationsDo() throws {
    let sheet = Stylesheet(
      source: """
        UIButton { transition: titleColor 1s, BACKGROUND-COLOR 2s, Alpha 3s; }
        UIButton.on { title-color: red; background-color: blue; alpha: 0.5; }
        """, dialect: .css)
    let button = ViewNode("UIButton")
    var live = LiveStyles(stylesheet: sheet, tree: try StyleTree(root: button), schema: .uikit)
    let changes = try live.update(button.nodeID, classes: ["on"])
    #expect(
      changes.map { "\($0.property) \($0.transition?.duration ?? 0)" }.sorted() == [
        "alpha 3.0", "background-color 2.0", "title-color 1.0",
      ])
  }

  /// Each change finds its transition by name: a change of n properties under a list of n
  /// transitions scanned the list n times.
  @Test func aLongListIsLookedUpNotScanned() {
    let transitions = (0..<5_000).map { StyleTransition(property: "p\($0)", duration: 1) }
    let lookup = TransitionLookup(transitions + [StyleTransition(property: "all", duration: 0)])
    #expect(lookup.transition(naming: ["p7"]) == nil, "the later `all` takes no time")
    let named = TransitionLookup([StyleTransition(property: "all", duration: 2)] + transitions)
    #expect(named.transition(naming: ["p4999"])?.property == "p4999")
    #expect(named.transition(naming: ["other"])?.property == "all")
  }
}

extension TransitionTests {
  /// A node styled for the first time (inserted) starts no transition, as CSS starts none on an
  /// element's first style; a node that had styles does.
  @Test func anInsertedNodeStartsNoTransition() throws {
    let sheet = Stylesheet(
      source: "UIButton { transition: all 1s; alpha: 0.5; }\nUIButton.on { alpha: 1; }", dialect: .css)
    let root = ViewNode("UIView")
    var live = LiveStyles(stylesheet: sheet, tree: try StyleTree(root: root), schema: .uikit)
    let button = ViewNode("UIButton")
    let inserted = try live.insert(button, into: root.nodeID)
    #expect(!inserted.isEmpty && inserted.allSatisfy { $0.transition == nil })
    let changed = try live.update(button.nodeID, classes: ["on"])
    #expect(changed.map(\.transition) == [StyleTransition(property: "all", duration: 1)])
  }
}
