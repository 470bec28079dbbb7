import Testing

@testable import Stylec

/// CSS's `font` shorthand in the `css` dialect: it sets `font-style`, `font-weight`, `font-size`,
/// `font-family` (and `line-height` where it gives one) in its place, so that a `font` that
/// outranks a longhand replaces it and one it outranks is replaced; the other dialects read
/// `font` as UIKit's whole-font property.
@Suite("the font shorthand")
struct FontShorthandTests {
  /// A label of class `x` in a view.
  private static let root = ViewNode("UIView", children: [ViewNode("UILabel", classes: ["x"])])

  private func label(_ source: String) throws -> [String] {
    let loaded = sheet("@dialect css;\n" + source, path: "main.css")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    return try Styled(loaded, Self.root, precedence: .specificity).properties(1)
  }

  /// A UIKit font names one family: fallbacks after it are an error at the fallbacks, and the
  /// shorthand sets nothing (its size and weight were set, its family refused only on the view).
  @Test func fallbackFamiliesAreRefusedWithTheShorthand() throws {
    let loaded = sheet("@dialect css;\nUILabel { font: bold 12px \"Avenir Next\", serif; }", path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.invalidValue])
    #expect(loaded.diagnostics.first?.message.hasPrefix("a UIKit font names one family") == true)
    #expect(loaded.diagnostics.first?.location?.column == 42)
    #expect(try Styled(loaded, Self.root, precedence: .specificity).properties(1).isEmpty)
  }

  /// `font-family` with fallbacks, what CSS authors write most, is refused as the shorthand's
  /// are, in both dialects that read today's CSS (it was called no string, the list in
  /// parentheses); a lower rule's family stands.
  @Test func fallbackFamiliesAreRefusedInFontFamily() throws {
    for dialect in ["css", "stylec"] {
      let loaded = sheet(
        "@dialect \(dialect);\nUILabel { font-family: Avenir; }\n"
          + "UILabel { font-family: -apple-system, \"Helvetica Neue\", sans-serif; }",
        path: "main.css")
      #expect(
        loaded.diagnostics.map(\.message) == [
          "a UIKit font names one family: the fallbacks after the first ('\"Helvetica Neue\"'…) cannot be read; name the one family the app has"
        ])
      #expect(loaded.diagnostics.first?.location?.column == 39)
      #expect(try Styled(loaded, Self.root).properties(1) == ["font-family: Avenir"])
    }
  }

  /// In the `stylec` dialect `font` is UIKit's whole font, where `/` divides: a CSS author's
  /// `12px/1.5` is a warning (it was silently a size of 8), and the division in parentheses,
  /// meant as one, is not.
  @Test func aDividedSizeInTheStylecDialectsFontIsWarnedOf() {
    let loaded = sheet(
      "UILabel { font: 12px/1.5 Avenir; }\nUIButton { font: Avenir (12px / 2); }", path: "main.css")
    #expect(loaded.dialect == .stylec)
    #expect(loaded.diagnostics.map(\.code) == [.fontSizeDivided])
    #expect(loaded.diagnostics.first?.severity == .warning)
    #expect(loaded.diagnostics.first?.location?.column == 17)
    #expect(sheet("@dialect css;\nUILabel { font: 12px/1.5 Avenir; }", path: "main.css").diagnostics.isEmpty)
  }

  /// It set `font` beside the lower rule's `font-size: 20px`, which stood: the label's size was
  /// two sizes at once.
  @Test func aShorthandThatOutranksALonghandReplacesIt() throws {
    let properties = try label(
      "UILabel { font-size: 20px; font-family: Avenir; font-weight: bold; }\n.x { font: 12px Helvetica; }")
    #expect(
      properties == [
        "font-family: Helvetica", "font-size: 12px", "font-style: normal", "font-weight: normal",
      ])
  }

  /// A longhand that outranks the shorthand (later in the rule, or in a higher rule) replaces
  /// its part only.
  @Test func aLonghandThatOutranksTheShorthandReplacesItsPart() throws {
    #expect(
      try label(".x { font: italic 12px Avenir Next; font-size: 30px; }") == [
        "font-family: Avenir Next", "font-size: 30px", "font-style: italic", "font-weight: normal",
      ])
    #expect(
      try label("UILabel.x { font-weight: semibold; }\n.x { font: bold 12px/1.5 \"Avenir\"; }") == [
        "font-family: \"Avenir\"", "font-size: 12px", "font-style: normal", "font-weight: semibold",
        "line-height: 1.5",
      ])
  }

  /// Style and weight in either order, `normal` anywhere before the size, a size keyword, a
  /// line height after `/`, and a CSS-wide keyword for every longhand.
  @Test(arguments: [
    (
      "bold italic 10pt/20px A",
      ["font-family: A", "font-size: 10pt", "font-style: italic", "font-weight: bold", "line-height: 20px"]
    ),
    (
      "normal normal bold 14px A B",
      ["font-family: A B", "font-size: 14px", "font-style: normal", "font-weight: bold"]
    ),
    (
      "italic calc(10px + 2px) 'Avenir'",
      ["font-family: \"Avenir\"", "font-size: 12px", "font-style: italic", "font-weight: normal"]
    ),
  ])
  func everyFormCSSWritesIsRead(written: String, expected: [String]) throws {
    #expect(try label(".x { font: \(written); }") == expected)
  }

  @Test func aKeywordIsEveryLonghandsValue() throws {
    let loaded = sheet("@dialect css;\nUIView { font-size: 20px; }\n.x { font: inherit; }", path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let styled = try Styled(loaded, Self.root, precedence: .specificity)
    #expect(styled[1, "font-size"] == "20px")
    #expect(styled[1, "font"] == nil)
  }

  /// What cannot be read is an error at its part, and the shorthand sets nothing, as CSS drops
  /// it whole.
  @Test(arguments: [
    (
      "Avenir 12",
      "expected a font size before the family 'Avenir' in the font shorthand, as CSS writes it (font: bold 12px Avenir)"
    ),
    (
      "small-caps 12px A",
      "'small-caps' is CSS's font-variant, which no UIKit view has; stylec reads the font shorthand's style, weight, size, line height and families"
    ),
    (
      "condensed 12px A",
      "'condensed' is CSS's font-stretch, which no UIKit view has; stylec reads the font shorthand's style, weight, size, line height and families"
    ),
    ("12px", "the font shorthand needs a family after its size (font: 12px Avenir)"),
    ("bold", "the font shorthand needs a size and a family (font: 12px Avenir)"),
    ("italic oblique 12px A", "'oblique' is a second font style in one font shorthand"),
    ("12px A, 5", "expected a font family after the size in the font shorthand, found '5'"),
    (
      "var(--f)",
      "the font shorthand takes no var(): set font-size, font-family, font-style and font-weight, each of which may take one"
    ),
    (
      "12px/20px/30px A",
      "the font shorthand takes one '/', between the size and the line height (font: 12px/1.5 Avenir)"
    ),
    (
      "normal normal normal normal normal 12px A",
      "the font shorthand takes 'normal' at most four times, once for each part before the size"
    ),
    (
      "12px inherit",
      "a CSS-wide keyword (inherit, initial, unset, revert) is the font shorthand's whole value (font: inherit), not a part of it"
    ),
    (
      "italic 12px/unset A",
      "a CSS-wide keyword (inherit, initial, unset, revert) is the font shorthand's whole value (font: inherit), not a part of it"
    ),
  ])
  func whatCannotBeReadSetsNothing(written: String, message: String) throws {
    let loaded = sheet(
      "@dialect css;\nUILabel { font-size: 20px; }\n.x { font: \(written); }", path: "main.css")
    #expect(loaded.diagnostics.map(\.message) == [message])
    #expect(try Styled(loaded, Self.root, precedence: .specificity).properties(1) == ["font-size: 20px"])
  }

  /// CSS's numeric weights are UIKit's weights in the dialects that read today's CSS, typed
  /// with UIKit's schema; a number between them, or in a seed's dialect, is an error.
  @Test func numericWeightsAreUIKitsWeights() throws {
    let source = ".x { font-weight: 600; }\n.y { font: 100 12px A; }\n.z { font-weight: 550; }"
    let root = ViewNode(
      "UIView",
      children: ["x", "y", "z"].map { ViewNode("UILabel", classes: [$0]) })
    let tree = try StyleTree(root: root)
    let styles = sheet("@dialect css;\n" + source, path: "main.css").resolve(tree, schema: .uikit)
    #expect(styles.property("font-weight", of: tree.node(1))?.value.description == "semibold")
    #expect(styles.property("font-weight", of: tree.node(2))?.value.description == "ultralight")
    #expect(styles.property("font-weight", of: tree.node(3)) == nil)
    #expect(styles.diagnostics.map(\.message) == ["'550' is not an allowed value"])
    for dialect in ["classy", "interfacss", "nimbus"] {
      let seeds = sheet("@dialect \(dialect);\n" + source, path: "main.css").resolve(tree, schema: .uikit)
      #expect(seeds.property("font-weight", of: tree.node(1)) == nil, "\(dialect)")
    }
  }

  /// A CSS-wide keyword as a part of any value is an error where it is written: CSS drops such
  /// a declaration (a family was called "Avenir inherit").
  @Test func aWideKeywordIsNoPartOfAValue() {
    let loaded = sheet(
      "@dialect css;\n.x { font-family: Avenir inherit; tint-color: initial; }", path: "main.css")
    #expect(
      loaded.diagnostics.map(\.message) == [
        "a CSS-wide keyword (inherit, initial, unset, revert) is a declaration's whole value, not a part of it (font-family: inherit)"
      ])
    #expect(loaded.diagnostics.first?.location?.column == 26)
  }

  /// The other dialects keep UIKit's whole-font property, family and size in either order.
  @Test(arguments: ["stylec", "classy", "interfacss", "nimbus"])
  func otherDialectsReadUIKitsFont(dialect: String) throws {
    let loaded = sheet("@dialect \(dialect);\nUILabel.x { font: Avenir 12; }", path: "main.css")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    #expect(try Styled(loaded, Self.root).properties(1) == ["font: Avenir 12"])
  }
}
