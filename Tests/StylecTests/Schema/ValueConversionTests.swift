import Testing

@testable import Stylec

@Suite("Typed values")
struct ValueConversionTests {
  /// The normal form of `source` as `type`, or the failure's code and message.
  private func convert(_ source: String, _ type: ValueType) -> String {
    let parsed = sheet("UIView { p \(source) }")
    guard let value = parsed.rules.first?.declarations.first?.value else {
      return "parse error: \(parsed.diagnostics.map(\.code.rawValue))"
    }
    switch type.convert(value) {
    case .success(let typed): return typed.description
    case .failure(let failure): return "\(failure.code): \(failure.message)"
    }
  }

  /// CSS's `text-align: start` and `justify` are UIKit's `natural` and `justified` in the
  /// dialects that read today's CSS; `end`, which UIKit has not, is refused; the seeds' dialects
  /// take UIKit's words only.
  @Test func cssWordsForUIKitsAlignmentsAreItsValues() throws {
    let alignment = try #require(StyleSchema.uikit.property("text-alignment", of: "UILabel")?.type)
    for (word, expected) in [("start", "natural"), ("justify", "justified"), ("natural", "natural")] {
      #expect(try alignment.convert(.identifier(word), in: .css).get().description == expected)
      #expect(try alignment.convert(.identifier(word), in: .stylec).get().description == expected)
    }
    #expect((try? alignment.convert(.identifier("end"), in: .css).get()) == nil)
    #expect((try? alignment.convert(.identifier("start"), in: .classy).get()) == nil)
    // A quoted word is no keyword in the css dialect; the others read it as the word.
    let quoted = alignment.convert(.string("center"), in: .css)
    #expect(throws: ConversionFailure.self) { try quoted.get() }
    if case .failure(let failure) = quoted {
      #expect(failure.message == "'\"center\"' is a string, not a word: write it without quotes (center)")
    }
    #expect(try alignment.convert(.string("center"), in: .stylec).get().description == "center")
  }

  @Test(arguments: [
    ("red", ValueType.color, "#ff0000"), ("12px", .length, "12"), ("12pt", .length, "12"),
    ("3", .number, "3"),
    ("50%", .percentage, "50%"), ("YES", .boolean, "true"), ("0", .boolean, "false"),
    ("hello", .string, "\"hello\""),
    ("'a b'", .string, "\"a b\""), ("12", .font, "{family: \"system\", size: 12}"),
    ("Avenir-Heavy 18", .font, "{family: \"Avenir-Heavy\", size: 18}"),
    ("12 Helvetica", .font, "{family: \"Helvetica\", size: 12}"),
    ("\"Palatino\" 24", .font, "{family: \"Palatino\", size: 24}"),
    ("Helvetica Neue 12", .font, "{family: \"Helvetica Neue\", size: 12}"),
    ("System 12", .font, "{family: \"system\", size: 12}"),
    ("System-Bold 14", .font, "{family: \"system\", size: 14, weight: \"bold\"}"),
    ("headline", .font, "{text-style: \"headline\"}"),
    ("5", .insets, "{bottom: 5, left: 5, right: 5, top: 5}"),
    ("5, 10", .insets, "{bottom: 5, left: 10, right: 10, top: 5}"),
    ("1 2 3 4", .insets, "{bottom: 3, left: 2, right: 4, top: 1}"), ("3", .size, "{height: 3, width: 3}"),
    ("3 4", .point, "{x: 3, y: 4}"), ("1, 2, 3, 4", .rect, "{height: 4, width: 3, x: 1, y: 2}"),
    ("bg_button", .image, "{name: \"bg_button\"}"), ("bg.png", .image, "{name: \"bg.png\"}"),
    ("url(img/a.png)", .image, "{name: \"img/a.png\"}"),
    ("frame 1 2 3 4", .image, "{cap-insets: {bottom: 3, left: 2, right: 4, top: 1}, name: \"frame\"}"),
    ("aspectFill", .enumeration(["aspect-fill", "center"]), "aspect-fill"),
    // The property's type goes first: a color name its enumeration allows is that value.
    ("black", .enumeration(["default", "black", "black-opaque"]), "black"),
    ("green", .enumeration(["green", "blue"]), "green"),
    (
      "test_image_5 1, 2, 3, 4", .image,
      "{cap-insets: {bottom: 3, left: 2, right: 4, top: 1}, name: \"test_image_5\"}"
    ),
    ("1 2 3", .list(.number), "[1, 2, 3]"),
    ("width top", .list(.enumeration(["width", "top"])), "[width, top]"), ("current", .color, "current"),
    ("anything 1 2", .any, "anything 1 2"),
  ])
  func valuesConvertToTheirNormalForm(source: String, type: ValueType, expected: String) {
    #expect(convert(source, type) == expected)
  }

  @Test(arguments: [
    ("blu", ValueType.color, "invalid-value: 'blu' is not a color"),
    ("12%", .length, "invalid-value: '12%' is not a length"),
    ("maybe", .boolean, "invalid-value: 'maybe' is not a boolean"),
    ("1 2 3", .insets, "invalid-value: '1 2 3' is not valid insets"),
    ("1 2 3", .rect, "invalid-value: '1 2 3' is not a rect"),
    ("red", .font, "invalid-value: '#ff0000' is not a font"),
    (
      "middle", .enumeration(["left", "center"]),
      "invalid-enum-value: 'middle' is not one of the allowed values"
    ),
    (
      "3", .object("CALayer"), "invalid-value: this property is a nested object and takes no value of its own"
    ),
    ("1 red", .list(.number), "invalid-value: '#ff0000' is not a number"),
    ("red", .enumeration(["default", "black"]), "invalid-value: '#ff0000' is not an allowed value"),
  ])
  func valuesThatDoNotFitFail(source: String, type: ValueType, expected: String) {
    #expect(convert(source, type) == expected)
  }

  /// A percentage where a number is taken (CSS's `opacity: 50%`) says how UIKit writes it.
  @Test func aPercentageForANumberSaysToWriteTheFraction() throws {
    let sheet = Stylesheet(source: "UIView { alpha: 50%; }", fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UIView"))
    let resolved = sheet.resolve(tree)
    #expect(resolved.diagnostics.map(\.message) == ["'50%' is not a number"])
    #expect(resolved.diagnostics.first?.notes == ["write the fraction: 0.5 for 50%"])
  }

  /// A rotation takes any angle's unit, as CSS writes it, or none (degrees, as InterfaCSS);
  /// a translation points; a unit that measures something else is no transform.
  @Test(arguments: [
    ("rotate(90deg)", "{rotate: 90}"), ("rotate(0.25turn)", "{rotate: 90}"),
    ("rotate(100grad)", "{rotate: 90}"),
    ("rotate(90)", "{rotate: 90}"), ("translate(10px, 2pt)", "{translate: {x: 10, y: 2}}"),
    ("rotate(90px)", "invalid-value"), ("translate(1deg)", "invalid-value"), ("scale(2px)", "invalid-value"),
    ("rotate 0.5turn", "{rotate: 180}"),
    // CSS's other 2D functions, each in its general form.
    ("translateX(5px)", "{translate: {x: 5, y: 0}}"), ("translateY(5pt)", "{translate: {x: 0, y: 5}}"),
    ("scaleX(2)", "{scale: {x: 2, y: 1}}"), ("scaleY(2)", "{scale: {x: 1, y: 2}}"),
    ("rotateZ(0.25turn)", "{rotate: 90}"), ("skew(10deg)", "{skew: {x: 10, y: 0}}"),
    ("skew(10deg, 0.05turn)", "{skew: {x: 10, y: 18}}"), ("skewY(10)", "{skew: {x: 0, y: 10}}"),
    ("matrix(1, 2, 3, 4, 5, 6)", "{matrix: {a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6}}"),
    ("skew(1px)", "invalid-value"), ("translateX(5%)", "invalid-value"), ("scaleX(1deg)", "invalid-value"),
  ])
  func aTransformReadsItsOperationsUnits(source: String, expected: String) {
    let parsed = sheet("UIView { p: \(source); }", path: "t.css")
    let value = parsed.rules.first?.declarations.first?.value
    switch value.map({ ValueType.transform.convert($0) }) {
    case .success(.record(let fields))?:
      #expect(fields["operations"]?.description == "[\(expected)]", "\(source)")
    case .failure(let failure)?: #expect(failure.code.rawValue == expected, "\(source)")
    default: Issue.record("\(source) did not load: \(parsed.diagnostics)")
    }
  }

  /// InterfaCSS applies each step after those written before it; CSS applies each before them
  /// (the rightmost first): in the css dialect a rotated translation moves the view down, as a
  /// browser moves it, whether written in a declaration or through a custom property.
  @Test(arguments: [
    ("stylec", "transform: rotate(90deg) translate(10px, 0)", "a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0"),
    ("css", "transform: rotate(90deg) translate(10px, 0)", "a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 10"),
    (
      "css", "--t: rotate(90deg) translate(10px, 0); transform: var(--t)",
      "a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 10"
    ),
    ("css", "transform: scale(2) translateX(10px)", "a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0"),
    ("stylec", "transform: scale(2) translateX(10px)", "a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0"),
    ("css", "transform: skewY(45deg) skewX(45deg)", "a: 1, b: 1, c: 1, d: 2, tx: 0, ty: 0"),
    ("stylec", "transform: skewY(45deg) skewX(45deg)", "a: 2, b: 1, c: 1, d: 1, tx: 0, ty: 0"),
  ])
  func aTransformComposesInItsDialectsOrder(dialect: String, declarations: String, matrix: String) throws {
    let parsed = sheet("@dialect \(dialect);\nUIView { \(declarations); }", path: "main.css")
    let styles = parsed.resolve(try StyleTree(root: ViewNode("UIView")), schema: .uikit)
    #expect(styles.diagnostics.isEmpty)
    let transform = styles.properties(of: styles.node(0)).first { $0.name == "transform" }
    #expect(transform?.value.description.hasPrefix("{matrix: {\(matrix)}, operations: [") == true)
  }

  /// CSS's other transform functions are today's CSS, which the seeds' dialects refuse by name.
  @Test(arguments: ["interfacss", "classy", "nimbus"])
  func theSeedsDialectsRefuseCSSsOtherTransformFunctions(dialect: String) {
    let parsed = sheet(
      "@dialect \(dialect);\nUIView { transform: skew(10deg) matrix(1, 0, 0, 1, 0, 0); }", path: "main.css")
    #expect(
      parsed.diagnostics.map(\.message) == [
        "skew() is not in the \(dialect) dialect, which reads the sheet as \(Dialect(rawValue: dialect)!.systemName) did"
      ])
  }

  @Test func applyWithASchemaPrintsNormalFormsAndDropsMisfitsReportingThemOnce() throws {
    let parsed = sheet(
      "UIButton { content-edge-insets 4 8; title-color blu; font System-Bold 14 }\nUILabel { font 12 }\n.x { number-of-lines 2 }"
    )
    let tree = try StyleTree(
      root: ViewNode(
        "UIView",
        children: [ViewNode("UIButton"), ViewNode("UIButton"), ViewNode("FancyLabel", classes: ["x"])]),
      superclasses: ["FancyLabel": "UILabel"])
    let styles = parsed.resolve(tree, schema: .uikit)
    let button = styles.properties(of: styles.node(1)).map { "\($0.name): \($0.value)" }
    #expect(
      button == [
        "content-edge-insets: {bottom: 4, left: 8, right: 8, top: 4}",
        "font: {family: \"system\", size: 14, weight: \"bold\"}",
      ])
    #expect(
      styles.properties(of: styles.node(3)).map { "\($0.name): \($0.value)" } == ["number-of-lines: 2"])
    #expect(locatedCodes(styles.diagnostics) == ["1:37 invalid-value"])
    // Without a schema the same misfit is found (UIKit's schema checks), and values that fit
    // keep their written form; unchecked, nothing is found.
    let checked = parsed.resolve(tree)
    #expect(locatedCodes(checked.diagnostics) == ["1:37 invalid-value"])
    #expect(parsed.resolve(tree, checksValues: false).diagnostics.isEmpty)
  }

  /// A value that does not fit its property's type drops out of the cascade, as CSS drops an
  /// invalid declaration: the next matching declaration sets the property, whether it is in a
  /// lower-ranked rule or earlier in the same rule.
  @Test func aMisfitLetsTheNextMatchingDeclarationWin() throws {
    let parsed = sheet(
      """
      UIButton { title-color green; alpha 0.5 }
      UIView UIButton { title-color blu; alpha 0.25; alpha wide }
      UIView > UIButton.main { title-color 12 }
      """)
    let tree = try StyleTree(
      root: ViewNode("UIView", children: [ViewNode("UIButton", classes: ["main"]), ViewNode("UIButton")]))
    let styles = parsed.resolve(tree, schema: .uikit)
    let values = { (node: Int) in
      styles.properties(of: styles.node(node)).map { "\($0.name): \($0.value)" }
    }
    #expect(values(1) == ["alpha: 0.25", "title-color: #00ff00"])
    #expect(values(2) == ["alpha: 0.25", "title-color: #00ff00"])
    #expect(
      locatedCodes(styles.diagnostics) == ["2:19 invalid-value", "2:48 invalid-value", "3:26 invalid-value"])
    // Without a schema the values are checked against UIKit's all the same (a number never
    // wins as a colour), and those that fit stand as written.
    let checked = parsed.resolve(tree)
    #expect(checked[property: "title-color", of: 1] == "#00ff00")
    #expect(checked[property: "alpha", of: 1] == "0.25")
    #expect(
      locatedCodes(checked.diagnostics) == ["2:19 invalid-value", "2:48 invalid-value", "3:26 invalid-value"])
    // Unchecked, the highest-ranked declaration stands as written, whatever it is.
    #expect(parsed.resolve(tree, checksValues: false)[property: "title-color", of: 1] == "12")
  }

  /// A declaration that fits one type and not another drops out only where it does not fit.
  @Test func aMisfitDropsOutOnlyForTheTypesItDoesNotFit() throws {
    let json =
      #"{"types": {"Gauge": {"superclass": "UIView", "properties": {"level": "number"}},"#
      + #""Badge": {"superclass": "UIView", "properties": {"level": "string"}}}}"#
    let schema = try StyleSchema(json: Array(json.utf8))
    let parsed = sheet("^UIView { level 3 }\n.big { level high }")
    let tree = try StyleTree(
      root: ViewNode(
        "UIView", children: [ViewNode("Gauge", classes: ["big"]), ViewNode("Badge", classes: ["big"])]),
      schema: schema)
    let styles = parsed.resolve(tree, schema: schema)
    #expect(styles.property("level", of: styles.node(1))?.value.description == "3")
    #expect(styles.property("level", of: styles.node(2))?.value.description == "\"high\"")
    #expect(locatedCodes(styles.diagnostics) == ["2:8 invalid-value"])
  }

  /// Typing is done by each core's walk of a large tree; the values and the one report per
  /// declaration come out as from one walk, in source order.
  @Test func typingOnSeveralCoresMatchesOneCore() throws {
    let parsed = sheet("UIButton { title-color red; alpha 1 }\n.odd { title-color blu; alpha 0.5 }")
    let children = (0..<(Cascade.parallelThreshold + 10)).map {
      ViewNode("UIButton", classes: $0 % 2 == 1 ? ["odd"] : [])
    }
    let tree = try StyleTree(root: ViewNode("UIView", children: children))
    let parallel = parsed.resolve(tree, schema: .uikit, parallel: true)
    let serial = parsed.resolve(tree, schema: .uikit, parallel: false)
    #expect(parallel.json() == serial.json())
    #expect(locatedCodes(parallel.diagnostics) == ["2:8 invalid-value"])
    #expect(parallel.property("alpha", of: parallel.node(children.count))?.value.description == "0.5")
  }
}

extension ResolvedStyles {
  /// A node's property as text, for tests.
  fileprivate subscript(property name: String, of node: Int) -> String? {
    property(name, of: self.node(node))?.value.description
  }
}

/// Numbers that are finite as written but not once typed: an error, never `inf` or `nan` in the
/// output (which no JSON reader takes).
@Suite struct FiniteTypedValueTests {
  @Test func aTypedValuePastWhatANumberHoldsIsAnError() throws {
    let sheet = Stylesheet(
      source: """
        UILabel { transform: scale(1e308) scale(10); }
        UILabel.n { font: bigger(bigger(Avenir 12, 1e308), 1e308); }
        UIButton { layout: left(parent * 1e308 * 10); }
        """, fileName: "s.css")
    #expect(
      sheet.diagnostics.map(\.message) == ["the result is too large to represent"],
      "the layout term is arithmetic, refused as it is read")
    let tree = try StyleTree(
      root: ViewNode("UIView", children: [ViewNode("UILabel"), ViewNode("UILabel", classes: ["n"])]))
    let styles = sheet.resolve(tree, schema: .uikit)
    #expect(
      styles.diagnostics.map(\.message) == [
        "'scale(1e+308) scale(10)' makes a number too large to represent in its transform",
        "'bigger(bigger(Avenir 12, 1e+308), 1e+308)' makes a number too large to represent in its font",
      ])
    #expect(!styles.json().contains("inf"))
  }
}

/// An enumeration large enough to be indexed and kept reads its values as a small one does.
@Suite struct LargeEnumerationTests {
  @Test func aLargeEnumerationReadsNamesFullNamesAndColorsAsASmallOne() {
    let names = ["word-wrapping", "black", "flexible-width"] + (0..<100).map { "v\($0)" }
    for type in [ValueType.enumeration(names), .enumeration(Array(names.prefix(3)))] {
      #expect(type.convert(.identifier("word-wrapping")) == .success(.identifier("word-wrapping")))
      #expect(
        type.convert(.identifier("NSLineBreakByWordWrapping")) == .success(.identifier("word-wrapping")))
      #expect(type.convert(.color(StyleColor(red: 0, green: 0, blue: 0))) == .success(.identifier("black")))
      guard case .failure(let failure) = type.convert(.identifier("UIViewAutoresizingFlexibleHeight")) else {
        Issue.record("a full name ending in no allowed name was taken")
        continue
      }
      #expect(failure.message == "'ui-view-autoresizing-flexible-height' is not one of the allowed values")
    }
    // Kept, the same index serves the same names again.
    #expect(ValueType.enumeration(names).convert(.identifier("v99")) == .success(.identifier("v99")))
  }
}

/// A schema's enumeration whose value no sheet can write is a schema error, not a value every
/// sheet misses.
@Suite struct UnwritableEnumerationTests {
  @Test(arguments: ["enum(a,b,c)", "enum(two words|b)", "list(enum(a;b))"])
  func anEnumerationValueNoSheetCanWriteIsAnError(type: String) {
    let json = #"{"types": {"Card": {"superclass": "UIView", "properties": {"mode": "\#(type)"}}}}"#
    #expect {
      try StyleSchema(json: Array(json.utf8))
    } throws: { error in
      "\(error)".contains(
        "which no sheet can write: an enumeration's values are names of letters, digits, '-' and '_', separated by '|'"
      )
    }
  }

  /// A word of a value prints escaped where it would read back otherwise, and reads back the same.
  @Test func aWordWithControlCharactersPrintsEscapedAndReadsBack() throws {
    let sheet = Stylesheet(
      source: "UILabel { accessibility-label: x\\1b y; tag: z\\7 w; }", fileName: "s.css")
    #expect(sheet.diagnostics.isEmpty)
    let text = sheet.canonicalText
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(text.contains(#"x\1b y"#))
    let back = Stylesheet(source: text, fileName: "back.css")
    #expect(back.diagnostics.isEmpty, "\(back.diagnostics)")
    #expect(back.canonicalText == text)
    #expect(back.rules.first?.declarations.first?.value == .identifier("x\u{1B}y"))
  }
}

/// A power with no real value (`(-8) ** (1/3)`) says so, as `sqrt(-1)` does: it is no number
/// too large to hold.
@Suite struct PowerWithoutAValueTests {
  @Test(arguments: ["(-8) ** (1/3)", "(-1) ** 0.5"])
  func aNegativeNumberToAFractionalPowerHasNoValue(expression: String) {
    #expect(
      evaluatedValue(expression).hasSuffix(
        "invalid-arithmetic: a negative number to a fractional power has no value"))
  }
}
