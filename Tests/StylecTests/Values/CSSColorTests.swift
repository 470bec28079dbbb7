import Testing

@testable import Stylec

/// Today's CSS colours: the space-separated channel syntax with `/ alpha`, and `color-mix()`,
/// worked out when the sheet loads in the stylec and css dialects.
@Suite("CSS colour syntax and color-mix()")
struct CSSColorTests {
  @Test(arguments: [
    ("rgb(255 0 0)", "#ff0000"), ("rgb(255 0 0 / 50%)", "#ff000080"), ("rgb(100% 0% 0% / 0.5)", "#ff000080"),
    ("rgba(0 0 255/25%)", "#0000ff40"), ("hsl(120deg 100% 50%)", "#00ff00"),
    // The `/` separates the alpha: it divides nothing (the lightness stays 50%).
    ("hsl(0.5turn 100% 50% / 0.5)", "#00ffff80"), ("hsl(180 100% 50% / calc(1 / 4))", "#00ffff40"),
    // The comma syntax is as it was.
    ("rgba(255, 0, 0, 0.5)", "#ff000080"),
  ])
  func spaceSeparatedChannelsTakeTheirAlphaAfterASlash(source: String, expected: String) {
    #expect(evaluatedValue(source) == expected)
    #expect(evaluatedValue(source, dialect: .css) == expected)
  }

  /// A channel that comes out at exactly half (127.5) rounds up at every hue, as browsers print
  /// it: the twelfths of CSS Color 4's algorithm are exact where thirds of a turn were not.
  @Test(arguments: [
    ("hsl(90 100% 50%)", "#80ff00"), ("hsl(150 100% 50%)", "#00ff80"), ("hsl(210 100% 50%)", "#0080ff"),
    ("hsl(270 100% 50%)", "#8000ff"), ("hsl(0.75turn 100% 50%)", "#8000ff"), ("hsl(-90 100% 50%)", "#8000ff"),
    ("hsl(330 100% 50%)", "#ff0080"), ("hsl(30 100% 50%)", "#ff8000"),
  ])
  func aHalfChannelRoundsUpAtEveryHue(source: String, expected: String) {
    #expect(evaluatedValue(source, dialect: .css) == expected)
  }

  /// CSS Color 4's other colour spaces, worked out to sRGB: sRGB's red, blue and greys as each
  /// space writes them (the specification's values), percentages scaled per channel, `none`
  /// as 0, a colour past sRGB's gamut clipped.
  @Test(arguments: [
    ("lab(54.29 80.82 69.88)", "#ff0000"), ("lab(29.57 68.29 -112.03)", "#0000ff"),
    ("lab(50% 0 0)", "#777777"), ("lab(100 0 0)", "#ffffff"), ("lab(54.29% 64.66% 55.9% / 50%)", "#ff000080"),
    ("lch(54.29 106.84 40.85)", "#ff0000"), ("lch(54.29 106.84 0.7129rad)", "#ff0000"),
    ("oklab(0.628 0.225 0.126)", "#ff0000"), ("oklab(62.8% 56.25% 31.5%)", "#ff0000"),
    ("oklch(62.8% 0.2577 29.23)", "#ff0000"), ("oklch(0.7 0.1 200 / 50%)", "#40b1b780"),
    ("oklch(none none none)", "#000000"), ("oklch(0.9 0.4 140)", "#00ff00"),
    ("hwb(0 0% 0%)", "#ff0000"), ("hwb(120 20% 20%)", "#33cc33"), ("hwb(0.5turn 0 0)", "#00ffff"),
    ("hwb(0 60% 60%)", "#808080"), ("LAB(50% 0 0)", "#777777"),
  ])
  func otherColorSpacesAreWorkedOutToSRGB(source: String, expected: String) {
    #expect(evaluatedValue(source) == expected)
    #expect(evaluatedValue(source, dialect: .css) == expected)
  }

  /// CSS Color 4's space form is three channels, then `/` and one alpha; the commas' form one
  /// channel per comma. Anything else is an error where it is written, never a colour of what
  /// is there (`rgb(255 128 / 0.5)` read the alpha as blue).
  @Test(arguments: [
    ("rgb(255 128 / 0.5)", "not 2"), ("hsl(120 100% / 0.5)", "not 2"), ("hsla(120 100% / 50%)", "not 2"),
    ("oklch(0.5 0.1 / 0.5)", "not 2"), ("hwb(0 0% / 0.5)", "not 2"), ("lab(50 0 / 0.5)", "not 2"),
    ("rgb(255 0 0 0.5)", "not 4 (an alpha follows a '/')"),
    ("rgb(255 0 0 / 0.5 0.2)", "one alpha after its '/'"),
    ("rgb(255 0 0 / 1 / 2)", "one alpha after its '/'"),
    ("rgb(255, 0 0)", "with commas or with spaces, not both"),
  ])
  func aColorFunctionCountsItsChannelsAndItsAlpha(source: String, expected: String) {
    for dialect in [Dialect.stylec, .css] {
      let evaluated = evaluatedValue(source, dialect: dialect)
      #expect(evaluated.contains("invalid-color: "), "\(source): \(evaluated)")
      #expect(evaluated.contains(expected), "\(source): \(evaluated)")
    }
  }

  @Test(arguments: [
    ("rgb(255 0 0 / 0.5)", "#ff000080"), ("rgb(255, 0, 0, 0.5)", "#ff000080"), ("rgb(255, 0, 0)", "#ff0000"),
    ("hsl(120 100% 50% / 50%)", "#00ff0080"), ("rgb(255 0 0 / calc(1 / 2))", "#ff000080"),
  ])
  func aColorFunctionWrittenEitherWayIsRead(source: String, expected: String) {
    #expect(evaluatedValue(source, dialect: .css) == expected)
  }

  @Test func otherColorSpacesAreRefusedWhereTheyAreWrongOrNotInTheDialect() {
    #expect(
      evaluatedValue("lab(50 0)")
        == "13 invalid-color: lab() takes three channels separated by spaces, not 2 (an alpha follows a '/'): lab(50 20 -30) or lab(50 20 -30 / 0.5)"
    )
    #expect(
      evaluatedValue("oklch(0.5 0.1 20px)")
        == "13 invalid-color: oklch() takes a hue in degrees or another angle's unit, not '20px'")
    #expect(
      evaluatedValue("lab(50deg 0 0)") == "13 invalid-color: lab() takes numbers and percentages, not '50deg'"
    )
    #expect(evaluatedValue("hwb(red 0 0)").hasPrefix("13 invalid-color: hwb() takes numbers, not '#ff0000'"))
    for dialect in [Dialect.classy, .interfacss, .nimbus] {
      #expect(
        evaluatedValue("oklch(0.5 0.1 20)", dialect: dialect)
          == "13 not-in-dialect: oklch() is not in the \(dialect.rawValue) dialect, which reads the sheet as \(dialect.systemName) did"
      )
    }
  }

  @Test(arguments: [
    ("color-mix(in srgb, red, blue)", "#800080"), ("color-mix(in srgb, red 25%, blue)", "#4000bf"),
    ("color-mix(in srgb, red, 25% blue)", "#bf0040"),
    // Shares adding up to more than 100% are scaled to it; to less, the alpha too.
    ("color-mix(in srgb, red 60%, blue 60%)", "#800080"),
    ("color-mix(in srgb, red 30%, blue 30%)", "#80008099"),
    // Premultiplied: a transparent colour adds nothing of its hue.
    ("color-mix(in srgb, #ff000000, blue)", "#0000ff80"),
    ("color-mix(in srgb-linear, white, black)", "#bcbcbc"), ("color-mix(in oklab, white, black)", "#636363"),
    ("color-mix(in SRGB, red 100%, blue)", "#ff0000"),
    // A colour outside sRGB is mixed as it was clipped where written (a browser gives #67e4a8,
    // mixing it unclipped), as the language article says.
    ("color-mix(in srgb, oklch(0.723 0.219 149.579), white)", "#80e4a8"),
  ])
  func colorMixMixesAsCSSColorFiveSays(source: String, expected: String) {
    #expect(evaluatedValue(source) == expected)
  }

  @Test(arguments: [
    // Its color space is no color: the colors are counted after it.
    ("color-mix(red, blue)", "color-mix() begins with 'in' and a color space"),
    ("color-mix(in srgb, red)", "color-mix() mixes two colors after its color space, not one"),
    ("color-mix(in srgb, red, blue, green)", "color-mix() mixes two colors after its color space, not 3"),
    ("color-mix(srgb, red, blue)", "color-mix() begins with 'in' and a color space"),
    (
      "color-mix(in display-p3, red, blue)", "color-mix() mixes in srgb, srgb-linear, oklab, not 'display-p3'"
    ),
    (
      "color-mix(in srgb, red 0%, blue 0%)", "color-mix() needs something to mix: its percentages are both 0%"
    ),
    ("color-mix(in srgb, red 150%, blue)", "color-mix() takes percentages from 0% to 100%, not 150%"),
    ("color-mix(in oklab, red -10%, blue)", "color-mix() takes percentages from 0% to 100%, not -10%"),
    // Without binary noise (110% is stored as 1.1, and 1.1 × 100 is not quite 110).
    ("color-mix(in srgb, red 110%, blue)", "color-mix() takes percentages from 0% to 100%, not 110%"),
    ("color-mix(in srgb, red 5, blue)", "color-mix() takes a color and a percentage, not '5'"),
    ("color-mix(in srgb, 10%, blue)", "color-mix() needs a color in each of its last two arguments"),
    // CSS gives a missing channel the other color's; taken as 0 it would be silently wrong.
    ("color-mix(in srgb, rgb(none 0 0), red)", "color-mix() cannot mix a color with a missing channel"),
    ("color-mix(in srgb, red, rgb(0 0 0 / none))", "color-mix() cannot mix a color with a missing channel"),
    ("color-mix(in oklab, oklab(none 0 0), white)", "color-mix() cannot mix a color with a missing channel"),
  ])
  func aMalformedMixSaysWhatWasExpected(source: String, message: String) {
    #expect(evaluatedValue(source).contains(message), "\(evaluatedValue(source))")
  }

  @Test func theArticlesExampleGivesWhatItSays() throws {
    let example = """
      UILabel {
        text-color: rgb(255 59 48 / 50%);
        tint-color: hsl(0.5turn 100% 50% / 0.25);
        background-color: color-mix(in srgb, #ff0000 25%, #0000ff);
        shadow-color: color-mix(in oklab, white, black);
      }
      """
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + example + "\n```"))
    let declarations = try #require(sheet(example, path: "main.css").rules.first).declarations
    #expect(
      declarations.map { "\($0.property): \($0.value)" } == [
        "text-color: #ff3b3080", "tint-color: #00ffff40", "background-color: #4000bf",
        "shadow-color: #636363",
      ])
  }

  @Test func currentColorIsTheViewsColorAsTheArticleSays() throws {
    let example = """
      UIView.card { color: #ff0000; }
      UILabel { border-color: currentColor; shadow-color: color-mix(in srgb, currentColor, #0000ff); }
      UILabel.own { color: #00ff00; }
      :root { --edge: currentColor; }
      UIButton { tint-color: var(--edge); }
      """
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + example + "\n```"))
    let loaded = sheet(example + "\nUILabel.inherits { color: CurrentColor; }", path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let tree = try StyleTree(
      root: ViewNode(
        "UIWindow",
        children: [
          ViewNode(
            "UIView", classes: ["card"],
            children: [
              ViewNode("UILabel"), ViewNode("UILabel", classes: ["own"]), ViewNode("UIButton"),
              ViewNode("UILabel", classes: ["inherits"]),
            ]),
          ViewNode("UILabel"),
        ]))
    let styles = loaded.resolve(tree, schema: .uikit)
    let shown = { (node: Int) in
      styles.properties(of: tree.node(node)).map { "\($0.name): \($0.value)" }
    }
    #expect(shown(2) == ["color: #ff0000", "layer.border-color: #ff0000", "shadow-color: #800080"])
    #expect(shown(3) == ["color: #00ff00", "layer.border-color: #00ff00", "shadow-color: #008080"])
    #expect(shown(4) == ["color: #ff0000", "tint-color: #ff0000"])
    // `color: currentColor` is `inherit`.
    #expect(shown(5) == ["color: #ff0000", "layer.border-color: #ff0000", "shadow-color: #800080"])
    // No color on the view or above: unset, reported once per declaration.
    #expect(shown(6) == [])
    #expect(
      styles.diagnostics.map(\.message) == [
        "border-color is unset on UILabel (and nodes like it): currentColor stands for the view's color, and no rule or code gives it or an ancestor a 'color'",
        "shadow-color is unset on UILabel (and nodes like it): currentColor stands for the view's color, and no rule or code gives it or an ancestor a 'color'",
      ])
    // A change of the view's color restyles what names it, on the view and below.
    var live = LiveStyles(stylesheet: loaded, tree: tree, schema: .uikit)
    let changes = try live.update(tree.node(1), classes: [])
    #expect(
      changes.map { "\(tree.nodes.firstIndex(of: $0.node)!) \($0.property): \($0.new?.description ?? "-")" }
        == [
          "1 color: -", "2 color: -", "2 layer.border-color: -", "2 shadow-color: -", "4 color: -",
          "4 tint-color: -", "5 color: -", "5 layer.border-color: -", "5 shadow-color: -",
        ])
    // Lint knows the word is no custom property left unset.
    #expect(Linter().lint(loaded).isEmpty)
  }

  /// In `color` itself `currentColor` is the parent's color, however it is written (inside a
  /// function, as a fallback): it took the color of the node resolved before, and explain
  /// took the node's own.
  @Test func currentColorInColorIsTheParentsOnEveryNodeAndInExplain() throws {
    let loaded = sheet(
      """
      :root { color: #ff0000; }
      .c { color: #00ff00; }
      .d { color: color-mix(in srgb, currentColor, currentColor); }
      .e { color: var(--undefined, currentColor); }
      .m { color: color-mix(in srgb, currentColor, #0000ff); }
      """, path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let tree = try StyleTree(
      root: ViewNode(
        "UIView",
        children: ["d", "c", "d", "e", "m"].map { ViewNode("UILabel", classes: [$0]) }))
    let styles = loaded.resolve(tree)
    let colors = (1...5).map { styles.property("color", of: tree.node($0))?.value.description ?? "-" }
    #expect(colors == ["#ff0000", "#00ff00", "#ff0000", "#ff0000", "#800080"])
    let explained = (1...5).map {
      loaded.explain(tree.node($0), in: tree, property: "color").first?.value?.description ?? "-"
    }
    #expect(explained == colors)
  }

  /// As the article says: an inherited property set from `currentColor` passes the color
  /// worked out where it is set down to the views below, not each one's own color.
  @Test func anInheritedPropertySetFromCurrentColorPassesItsColorDown() throws {
    #expect(
      try articleText("StylesheetLanguage.md").contains(
        "An inherited\nproperty set from it (`tint-color: currentColor`) passes the color worked out on the view that\nsets it down"
      ))
    let loaded = sheet(
      ".p { color: #ff0000; tint-color: currentColor; }\n.c { color: #0000ff; }", path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let tree = try StyleTree(
      root: ViewNode("UIView", classes: ["p"], children: [ViewNode("UIButton", classes: ["c"])]))
    let styles = loaded.resolve(tree, schema: .uikit)
    #expect(styles.property("tint-color", of: tree.node(0))?.value.description == "#ff0000")
    #expect(styles.property("color", of: tree.node(1))?.value.description == "#0000ff")
    #expect(styles.property("tint-color", of: tree.node(1))?.value.description == "#ff0000")
  }

  @Test func currentColorIsAWordInTheSeedsDialects() {
    let loaded = sheet("UILabel { border-color: currentColor; }", path: "main.cas")
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.rules.first?.declarations.first?.value == .identifier("currentColor"))
    #expect(Linter().lint(loaded).map(\.code) == [.invalidValue])
  }

  @Test func lightDarkPicksByTheEnvironmentsColorScheme() throws {
    let loaded = sheet(
      ":root { --ink: light-dark(#000000, #ffffff); }\nUILabel { text-color: light-dark(red, blue); color: var(--ink); }",
      path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let tree = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UILabel")]))
    let shown = { (environment: StyleEnvironment) in
      loaded.resolve(tree, environment: environment).properties(of: tree.node(1)).map {
        "\($0.name): \($0.value)"
      }
    }
    // An environment that does not say is light, as CSS's default color scheme.
    #expect(shown(StyleEnvironment()) == ["color: #000000", "text-color: #ff0000"])
    #expect(shown(StyleEnvironment(userInterfaceStyle: .light)) == ["color: #000000", "text-color: #ff0000"])
    #expect(shown(StyleEnvironment(userInterfaceStyle: .dark)) == ["color: #ffffff", "text-color: #0000ff"])
    // A change of scheme restyles what it picks, through custom properties too.
    var live = LiveStyles(stylesheet: loaded, tree: tree)
    let changes = live.update(environment: StyleEnvironment(userInterfaceStyle: .dark))
    #expect(
      changes.map { "\($0.property): \($0.new?.description ?? "-")" } == [
        "color: #ffffff", "text-color: #0000ff",
      ])
    #expect(live.update(environment: StyleEnvironment(userInterfaceStyle: .dark)).isEmpty)
    // The environment matrix tries both schemes.
    let differences = try #require(loaded.differencesAcrossEnvironments(in: tree))
    #expect(differences.count == 2)
  }

  /// In a declaration, `currentColor` may be one of light-dark()'s colors, as it may be
  /// color-mix()'s: it is the view's color, worked out on each view.
  @Test func lightDarkTakesCurrentColorInADeclaration() throws {
    let source = """
      UIView { color: #ff0000; }
      UILabel { tint-color: light-dark(currentColor, blue); border-color: color-mix(in srgb, light-dark(currentColor, blue), white); }
      """
    let loaded = Stylesheet(source: source, fileName: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let tree = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UILabel")]))
    let styles = loaded.resolve(tree)
    #expect(styles.property("tint-color", of: tree.node(1))?.value.description == "#ff0000")
    #expect(styles.property("border-color", of: tree.node(1))?.value.description == "#ff8080")
    // Only the branch the scheme picks needs a color: with none on the view or above, the
    // other branch stands, and the picked `currentColor` alone is reported.
    let uncolored = try StyleTree(root: ViewNode("UIButton"))
    let picked = Stylesheet(
      source:
        "UIButton { border-color: light-dark(red, currentColor); tint-color: light-dark(currentColor, blue); }",
      fileName: "main.css")
    for (style, set) in [(StyleEnvironment.UserInterfaceStyle.light, "border-color"), (.dark, "tint-color")] {
      let resolved = picked.resolve(uncolored, environment: StyleEnvironment(userInterfaceStyle: style))
      #expect(resolved.properties(of: uncolored.node(0)).map(\.name) == [set], "\(style)")
      #expect(resolved.diagnostics.map(\.code) == [.undefinedCustomProperty])
    }
    // A custom property's own light-dark() is worked out where it is declared: refused there.
    let custom = Stylesheet(source: ":root { --x: light-dark(currentColor, blue); }", fileName: "main.css")
    #expect(custom.diagnostics.map(\.code) == [.invalidFunction])
  }

  @Test func aMalformedLightDarkIsAnErrorWhereItIsWrittenAndALowerDeclarationApplies() throws {
    for (value, message) in [
      (
        "light-dark(#fff)",
        "light-dark() takes two colors, the light scheme's then the dark's, e.g. light-dark(black, white); this has 1 argument"
      ),
      ("light-dark(red, blue, green)", "this has 3 arguments"),
      ("light-dark(red blue)", "this has 1 argument"),
      ("light-dark(1, 2)", "light-dark() takes two colors, the light scheme's then the dark's, not '1'"),
    ] {
      let loaded = sheet("UILabel { color: blue; }\nUILabel.title { color: \(value); }", path: "main.css")
      #expect(loaded.diagnostics.map(\.code) == [.invalidFunction], "\(value)")
      #expect(loaded.diagnostics.first?.message.contains(message) == true, "\(loaded.diagnostics)")
      let tree = try StyleTree(root: ViewNode("UILabel", classes: ["title"]))
      #expect(loaded.resolve(tree).property("color", of: tree.root)?.value.description == "#0000ff")
    }
    // An argument calling var() is known per node: it is checked there.
    #expect(
      sheet(":root { --c: red; }\nUILabel { color: light-dark(var(--c), blue); }", path: "main.css")
        .diagnostics.isEmpty)
  }

  /// One `var()` may stand for both colours: the arguments are counted on the view, where it is
  /// substituted, as CSS checks a value with `var()` only then.
  @Test func oneVarMayGiveLightDarkBothColors() throws {
    let sheet = Stylesheet(
      source:
        ":root { --pair: red, blue; --one: red; } UILabel { tint-color: light-dark(var(--pair)); } UIButton { tint-color: light-dark(var(--one)); }",
      fileName: "main.css")
    #expect(sheet.diagnostics.isEmpty)
    let tree = try StyleTree(
      root: ViewNode("UIView", children: [ViewNode("UILabel", id: "l"), ViewNode("UIButton", id: "b")]))
    let label = try #require(tree.node(withID: "l"))
    let button = try #require(tree.node(withID: "b"))
    let dark = sheet.resolve(tree, environment: StyleEnvironment(userInterfaceStyle: .dark))
    #expect(dark[label, "tint-color"] == .color(StyleColor(red: 0, green: 0, blue: 1)))
    #expect(sheet.resolve(tree)[label, "tint-color"] == .color(StyleColor(red: 1, green: 0, blue: 0)))
    #expect(dark[button, "tint-color"] == nil)
    #expect(dark.diagnostics.map(\.code) == [.invalidFunction])
  }

  @Test func lightDarkIsRefusedWhereNoEnvironmentIsKnown() throws {
    let inVariable = sheet("$ink: light-dark(black, white);\nUILabel { color: $ink; }", path: "main.css")
    #expect(inVariable.diagnostics.map(\.code) == [.invalidFunction])
    #expect(
      inVariable.diagnostics.first?.message.hasPrefix("light-dark() picks a color by the view's environment")
        == true)
    #expect(evaluatedValue("light-dark(black, white)", dialect: .classy).contains("not-in-dialect"))
    // Two colors or nothing: the property is unset where it is worked out, and reported.
    let tree = try StyleTree(root: ViewNode("UILabel"))
    let styles = sheet(
      ":root { --n: 1; }\nUILabel { color: light-dark(var(--n), var(--n)); }", path: "main.css"
    ).resolve(tree)
    #expect(styles.properties(of: tree.root).isEmpty)
    #expect(styles.diagnostics.map(\.code) == [.invalidFunction])
    #expect(
      styles.diagnostics.first?.message.contains("as worked out on the node (light-dark(1, 1))") == true)
  }

  @Test func theSeedsDialectsKeepArithmeticAndHaveNoColorMix() {
    #expect(evaluatedValue("rgb(255 0 0 / 2)", dialect: .classy).hasPrefix("#ff0000"))
    #expect(evaluatedValue("color-mix(in srgb, red, blue)", dialect: .classy).contains("not-in-dialect"))
  }
}
