import Testing

@testable import Stylec

@Suite("Values")
struct ValueTests {
  /// The canonical text of `value` in `UIView { p value }`, or the diagnostics' codes.
  private func evaluate(_ value: String, prelude: String = "") -> String {
    let parsed = sheet("\(prelude)\nUIView { p \(value) }")
    if parsed.hasErrors { return locatedCodes(parsed.diagnostics).joined(separator: ", ") }
    return parsed.rules.first?.declarations.first?.value.description ?? "<none>"
  }

  @Test(arguments: [
    ("#abc", "#aabbcc"), ("#AABBCC", "#aabbcc"), ("#aabbcc80", "#aabbcc80"), ("#abcd", "#aabbccdd"),
    ("#1a2B3c4D", "#1a2b3c4d"), ("#0F0", "#00ff00"),
    ("rgb(255, 0, 128)", "#ff0080"), ("rgba(255, 0, 0, 0.5)", "#ff000080"), ("rgb(100%, 50%, 0%)", "#ff8000"),
    ("rgba 10 215 200 0.5", "#0ad7c880"), ("hsb(120, 100%, 50%)", "#008000"), ("hsl(0, 0%, 50%)", "#808080"),
    ("hsba(240, 100, 100, 0.25)", "#0000ff40"), ("lighten(#336699, 20%)", "#6699cc"),
    ("darken(#336699, 10%)", "#264d73"),
    ("saturate(#336699, 20%)", "#1f66ad"), ("desaturate(#336699, 20%)", "#476685"),
    ("fade(red, 50%)", "#ff000080"),
    ("lighten(white, 10%)", "#ffffff"), ("darken(hsl(0, 0%, 5%), 10%)", "#000000"), ("red", "#ff0000"),
    ("Dark-Gray", "#555555"),  // UIKit's dark gray, which the sheet's dialect (classy) takes
    ("rebeccapurple", "#663399"), ("transparent", "#00000000"), ("clear", "#00000000"),
  ])
  func colors(source: String, expected: String) {
    #expect(evaluate(source) == expected)
  }

  @Test(arguments: [
    ("12", "12"), ("1.5", "1.5"), ("-3", "-3"), ("12px", "12px"), ("1.5pt", "1.5pt"), ("20%", "20%"),
    ("1e3", "1000"), ("YES", "true"), ("NO", "false"), ("true", "true"), ("false", "false"),
    ("aspect-fill", "aspect-fill"), ("'quoted'", "\"quoted\""), ("5, 10, 5, 10", "5, 10, 5, 10"),
    ("Avenir-Heavy 12", "Avenir-Heavy 12"), ("current", "current"), ("CURRENT", "current"),
    ("0 -5 0 -5", "0 -5 0 -5"), ("url(img/a.png)", "\"img/a.png\""),
  ])
  func literals(source: String, expected: String) {
    #expect(evaluate(source) == expected)
  }

  @Test(arguments: [
    ("($pad + 2) / 4", "1.5"), ("$pad * 2 + 1", "9"), ("10 - 4", "6"), ("10-4", "6"), ("-$pad", "-4"),
    ("(1 + (2 * 3)) * 2 / 5", "2.8"), ("$pad * 2px", "8px"), ("10px + 2pt", "12px"), ("10px / 2px", "5"),
    ("50% / 2", "25%"), ("(4.5, 2) * 5", "22.5, 10"), ("$pad 2", "4 2"),
  ])
  func arithmetic(source: String, expected: String) {
    #expect(evaluate(source, prelude: "$pad = 4") == expected)
  }

  /// Classy's sheets use deterministic math functions; a number keeps its unit.
  @Test(arguments: [
    ("floor(2.7)", "2"), ("floor(-2.5)", "-3"), ("ceil(2.1)", "3"), ("ceiling(2.1px)", "3px"),
    ("round(2.5)", "3"), ("round(-2.5)", "-3"), ("round(2.4)", "2"), ("abs(-4pt)", "4pt"), ("sqrt(16)", "4"),
    ("min(3, 1, 2)", "1"), ("max(3px, 5, 1px)", "5px"), ("max(4)", "4"), ("floor($pad / 3) * 2", "2"),
    ("min($pad, 10) + max(1, 2)", "6"),
  ])
  func mathFunctions(source: String, expected: String) {
    #expect(evaluate(source, prelude: "$pad = 4") == expected)
  }

  /// Classy's expressions call a function of numbers with a space before the parenthesis too
  /// (`floor  (4.5)`); CSS syntax, and any other name, keep a spaced group a list item.
  @Test func aMathFunctionMayHaveASpaceBeforeItsParenthesisInClassySyntax() {
    #expect(evaluate("floor  (4.5)") == "4")
    #expect(evaluate("MAX (1, 3) + 1") == "4")
    #expect(evaluate("rgb (1, 2, 3)") == "rgb, 1, 2, 3")
    #expect(
      sheet("UIView { p: floor (4.5) }", path: "a.css").rules[0].declarations[0].value.description
        == "floor 4.5")
  }

  /// Classy's commas are optional separators: in its dialect a list's lists are spliced into it;
  /// the other dialects keep them (`(4.5, 2) * 5` stays a list of two).
  @Test func listsAreFlatInTheClassyDialect() {
    for (source, classy, stylec) in [
      ("( 6, 10 12, 8 ) / 2", "3, 5, 6, 4", "3, 5 6, 4"),
      ("test_image_5 1, 2, 3, 4", "test_image_5, 1, 2, 3, 4", "test_image_5 1, 2, 3, 4"),
      // A list the outer one's separator would split, or join, keeps its parentheses.
      ("(1, 2) 3", "1, 2, 3", "(1, 2) 3"),
      ("1 2 (3 4)", "1 2 3 4", "1 2 (3 4)"), ("Avenir 12", "Avenir 12", "Avenir 12"),
    ] {
      #expect(
        Stylesheet(source: "A { p \(source) }", dialect: .classy).rules[0].declarations[0].value.description
          == classy)
      #expect(
        Stylesheet(source: "A { p \(source) }", dialect: .stylec).rules[0].declarations[0].value.description
          == stylec)
    }
  }

  /// In Classy's syntax only `-` starts a number, so `2 +5` adds (in CSS syntax it is a list).
  @Test func aPlusSignAddsInClassySyntax() {
    #expect(evaluate("2 +5") == "7")
    #expect(evaluate("+0.5") == "0.5")
    #expect(evaluate("2 -5") == "2 -5")
    let css = sheet("UIView { p: 2 +5; q: +0.5 }", path: "t.css")
    #expect(css.rules[0].declarations.map(\.value.description) == ["2 5", "0.5"])
  }

  @Test(arguments: [
    ("1 / 0", "2:12 division-by-zero"), ("2px + 3%", "2:12 invalid-arithmetic"),
    ("red + 1", "2:12 invalid-arithmetic"),
    ("2px * 3px", "2:12 invalid-arithmetic"), ("3em", "2:12 unknown-unit"), ("#12345", "2:12 invalid-color"),
    ("#123456789", "2:12 invalid-color"), ("#12", "2:12 invalid-color"), ("#12g", "2:12 invalid-color"),
    ("rgb(1, 2)", "2:12 invalid-color"), ("lighten(red)", "2:12 invalid-function"),
    ("fade(1, 2)", "2:12 invalid-function"), ("frobnicate(1)", "2:12 unknown-function"),
    ("1e400", "2:12 invalid-number"),
    ("$nope", "2:12 undefined-variable"), ("(1 + 2", "2:12 unclosed-parenthesis"),
    ("sqrt(-1)", "2:12 invalid-arithmetic"), ("floor(1, 2)", "2:12 invalid-function"),
    ("min()", "2:12 invalid-function"), ("max(1px, 2%)", "2:12 invalid-function"),
    ("abs(red)", "2:12 invalid-function"),
  ])
  func badValuesAreLocatedErrors(source: String, expected: String) {
    #expect(evaluate(source) == expected)
  }

  @Test func variablesUseEarlierVariables() {
    #expect(evaluate("$c", prelude: "$a = 2\n$b = $a * 3\n$c = $b + 1px") == "7px")
  }

  @Test func classyBareVariablesAndInterfacssVariables() {
    #expect(evaluate("insets", prelude: "insets = 5, 10") == "5, 10")
    #expect(evaluate("@font", prelude: "@font: Avenir 14;") == "Avenir 14")
  }

  @Test func aVariableIsUndefinedBeforeItsDefinition() {
    let parsed = sheet("UIView { p $late }\n$late = 1")
    #expect(locatedCodes(parsed.diagnostics) == ["1:12 undefined-variable"])
  }

  @Test func undefinedVariablesSuggestTheClosestName() {
    let parsed = sheet("$brand-color = red\nUIView { p $brand-colour }")
    #expect(parsed.diagnostics.first?.notes == ["did you mean '$brand-color'?"])
  }

  @Test func variablesCannotBeDefinedInsideRules() {
    let parsed = sheet("UIView {\n  $x = 1\n}")
    #expect(locatedCodes(parsed.diagnostics) == ["2:3 variable-in-rule"])
  }

  @Test func doublingVariablesAreBoundedByTheValueSizeLimit() {
    var source = "$a0 = x\n"
    for step in 1...40 { source += "$a\(step) = $a\(step - 1) $a\(step - 1)\n" }
    let parsed = sheet(source + "UIView { p $a40 }")
    // One error where the limit is crossed; the variables built on it fail quietly.
    #expect(locatedCodes(parsed.diagnostics) == ["15:8 value-too-large"])
  }

  @Test func numbersPrintInShortestForm() {
    #expect(formatNumber(4) == "4")
    #expect(formatNumber(-0.0) == "0")
    #expect(formatNumber(0.1) == "0.1")
    #expect(formatNumber(1e20) == "1e+20")
  }

  @Test func currentTakesPartInTheCascadeAndOutranksNothing() throws {
    let source = "UILabel { alpha 0.5 }\nUILabel.keep { alpha current }\nUILabel { alpha 0.7 }"
    let styled = try Styled(
      sheet(source),
      ViewNode("UIView", children: [ViewNode("UILabel", classes: ["keep"]), ViewNode("UILabel")]))
    #expect(styled.styles.property("alpha", of: styled.styles.node(1))?.value == .current)
    #expect(styled[2, "alpha"] == "0.7")
    let later = try Styled(sheet("UILabel { alpha current }\nUILabel { alpha 0.7 }"), ViewNode("UILabel"))
    #expect(later[0, "alpha"] == "0.7")
  }

  @Test func namedColorsIgnoreCaseAndDashesAndNothingElse() {
    for uikit in [UIKitColorNames.none, .lowerCase, .all] {
      #expect(namedColor("DARK-gray", uikit: uikit) == namedColor("darkgray", uikit: uikit))
      #expect(namedColor("-red-", uikit: uikit) == StyleColor(red: 1, green: 0, blue: 0))
      #expect(namedColor("darkGray", uikit: uikit) != nil)
      #expect(namedColor("red1", uikit: uikit) == nil)
      #expect(namedColor("réd", uikit: uikit) == nil)
      #expect(namedColor("dark_gray", uikit: uikit) == nil)
      #expect(namedColor("", uikit: uikit) == nil)
      #expect(namedColor(String(repeating: "red", count: 9), uikit: uikit) == nil)
    }
  }

  /// Classy computed `hsl()` with UIKit's hue, saturation and brightness; the other dialects
  /// read it as CSS does. `hsb()` is HSB everywhere.
  @Test(arguments: [
    ("hsl(120, 100%, 50%)", "#008000", "#00ff00"), ("hsla(240, 100, 50, 0.5)", "#00008080", "#0000ff80"),
    ("hsl(0, 0%, 50%)", "#808080", "#808080"), ("hsl(30, 50%, 100%)", "#ffbf80", "#ffffff"),
    ("hsb(120, 100%, 50%)", "#008000", "#008000"), ("hsb(30, 50%, 100%)", "#ffbf80", "#ffbf80"),
    ("hsb(0, 0%, 0%)", "#000000", "#000000"), ("hsba(120, 100%, 100%, 0.5)", "#00ff0080", "#00ff0080"),
  ])
  func hslIsHSBInTheClassyDialect(source: String, classy: String, css: String) {
    for (dialect, expected) in [(Dialect.classy, classy), (.stylec, css), (.css, css)] {
      let loaded = Stylesheet(source: "UIView { tint-color \(source) }", dialect: dialect)
      #expect(loaded.diagnostics.isEmpty)
      #expect(loaded.rules[0].declarations[0].value.description == expected, "\(dialect)")
    }
  }

  /// Classy, InterfaCSS and Nimbus looked color names up on UIColor: the fifteen names UIKit has
  /// take its values, except in the `css` dialect; the other CSS names keep the web's.
  @Test(arguments: [
    ("green", "#00ff00", "#008000"), ("orange", "#ff8000", "#ffa500"), ("brown", "#996633", "#a52a2a"),
    ("dark-gray", "#555555", "#a9a9a9"), ("lightGray", "#aaaaaa", "#d3d3d3"), ("gray", "#808080", "#808080"),
    ("purple", "#800080", "#800080"), ("clear", "#00000000", "#00000000"), ("black", "#000000", "#000000"),
    ("darkgrey", "#a9a9a9", "#a9a9a9"), ("navy", "#000080", "#000080"),
  ])
  func colorNamesTakeTheDialectsValues(name: String, uikit: String, web: String) throws {
    for (dialect, expected) in [(Dialect.classy, uikit), (.stylec, uikit), (.css, web)] {
      let loaded = Stylesheet(source: "UIView { tint-color \(name) }", dialect: dialect)
      #expect(loaded.rules[0].declarations[0].value.description == expected, "\(dialect)")
    }
  }
}
