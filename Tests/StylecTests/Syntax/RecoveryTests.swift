import Testing

@testable import Stylec

/// CSS syntax's recovery from lines that are neither selectors nor declarations: each is a
/// located warning, skipped, and never changes the rule after it (InterfaCSS's own test sheet
/// writes `bad bad bad` before and inside rules, and InterfaCSS read the two rules alone).
@Suite("Recovery in CSS syntax")
struct RecoveryTests {
  /// Each rule as `selector { property: value; … }`.
  private func ruleLines(_ loaded: Stylesheet) -> [String] {
    loaded.rules.map { rule in
      rule.selector + " { " + rule.declarations.map { "\($0.property): \($0.value)" }.joined(separator: "; ")
        + " }"
    }
  }

  @Test func strayLinesBeforeAndInsideRulesAreReportedAndSkipped() {
    let source = """
      bad bad bad

      // Style 1:
      .style1 {
        alpha: 1;
        bad bad bad
      }
      bad bad bad
      .style2 { clipsToBounds: YES; bad bad bad }
      """
    let loaded = sheet(source, path: "t.css")
    #expect(ruleLines(loaded) == [".style1 { alpha: 1 }", ".style2 { clips-to-bounds: true }"])
    #expect(
      locatedCodes(loaded.diagnostics) == [
        "1:1 stray-content", "6:3 stray-content", "8:1 stray-content", "9:31 stray-content",
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(
      loaded.diagnostics[0].message
        == "'bad bad bad' is not part of the selector on the line after it, and is skipped")
    #expect(
      loaded.diagnostics[1].message
        == "expected ':' after 'bad'; 'bad bad bad' is not a declaration, and is skipped")
    #expect(loaded.rules[0].location.line == 4)
  }

  @Test(arguments: [
    "UIView,\nUILabel", "UIView\n, UILabel", "UIView >\nUILabel", "UIView\n> UILabel", "UIView +\n UILabel",
    "UIView\n  ~ UILabel", "UIView:not(.a,\n .b)", "UIView:not(\n.a)",
  ])
  func aSelectorGoesOnAfterACommaOrACombinatorOrInsideParentheses(written: String) {
    let loaded = sheet(written + "\n{ a: 1; }", path: "t.css")
    #expect(loaded.diagnostics.isEmpty)
    let oneLine = sheet(written.replacingOccurrences(of: "\n", with: " ") + " { a: 1; }", path: "t.css")
    #expect(ruleLines(loaded) == ruleLines(oneLine))
  }

  /// A declaration whose `;` was left out before a nested rule (`color: red` on the line before
  /// `UILabel {`) ends at its line, as one before another declaration does: an error saying
  /// so, the declaration kept and the rule read (it was skipped as a stray selector line, with
  /// a note to join the lines). At the top level such lines stay stray content.
  @Test func aDeclarationMissingItsSemicolonBeforeANestedRuleEndsAtItsLine() {
    let loaded = sheet(".card {\n  color: red\n  UILabel { alpha: 0.2; }\n}", path: "t.css")
    #expect(ruleLines(loaded) == [".card { color: #ff0000 }", ".card UILabel { alpha: 0.2 }"])
    #expect(locatedCodes(loaded.diagnostics) == ["2:3 malformed-value"])
    #expect(
      loaded.diagnostics.first?.message
        == "expected ';' after 'color: red', before the rule on the line after it")
    #expect(loaded.diagnostics.first?.severity == .error)
    // A pseudo-class has no space after its colon: a selector on two lines stays one.
    let selector = sheet(".card {\n  UIButton:selected\n  UILabel { alpha: 0.2; }\n}", path: "t.css")
    #expect(locatedCodes(selector.diagnostics) == ["2:3 stray-content"])
    let topLevel = sheet("color: red\nUILabel { alpha: 0.2; }", path: "t.css")
    #expect(ruleLines(topLevel) == ["UILabel { alpha: 0.2 }"])
    #expect(locatedCodes(topLevel.diagnostics) == ["1:1 stray-content"])
  }

  /// CSS a web author writes that names nothing a view has is refused saying what it is: a
  /// pseudo-element, an attribute selector, Sass's joined suffix, an at-rule CSS has and
  /// stylec does not read, or one of stylec's misspelt.
  @Test func cssThatNamesNothingAViewHasSaysWhatItIs() {
    func first(_ source: String) -> (String, [String]) {
      let loaded = sheet(source, path: "t.css")
      return (loaded.diagnostics.first?.message ?? "", loaded.diagnostics.first?.notes ?? [])
    }
    #expect(
      first("UILabel::before { alpha: 0.1; }").0
        == "a pseudo-element ('::') is not read: a view has no generated content or parts to style")
    #expect(
      first("UILabel[data-role=\"title\"] { alpha: 0.2; }").1 == [
        "CSS's attribute selectors ([data-role=\"title\"]) are not read: a view has no attributes; match a class (.title) or a state (:selected)"
      ])
    #expect(
      first(".card { &-title { alpha: 0.5; } }").0
        == "'&-title' joins text to the parent selector, as Sass does; CSS Nesting reads '&' followed by a type"
    )
    #expect(
      first(".card { &__body { alpha: 0.5; } }").1 == [
        "write the class in full ('.card__body'), nested or not"
      ])
    // A private type's name may begin with one underscore.
    #expect(sheet(".card { &_UIBarBackground { alpha: 0.5; } }", path: "t.css").diagnostics.isEmpty)
    #expect(
      first("@keyframes pulse { from { alpha: 0; } }").1 == [
        "'@keyframes' is not read: animate from the app; a 'transition' says how a property changes"
      ])
    #expect(first("@-webkit-keyframes pulse { }").1.first?.hasPrefix("'@keyframes' is not read") == true)
    #expect(first("@font-face { font-family: X; }").1.first?.hasPrefix("'@font-face' is not read") == true)
    #expect(first("@layr base { }").1 == ["did you mean '@layer'?"])
    #expect(first("@containr (width > 1px) { }").1 == ["did you mean '@container'?"])
    #expect(first("@frobnicate { }").1 == [])
    #expect(
      first("UILabel { font-size: 1.5em; }").1 == [
        "a length relative to a font or the screen is read only in @media and @container queries (em, rem); in a value, write points (px)"
      ])
  }

  @Test func aSelectorOnTwoLinesWithoutACombinatorIsTheSecondLineAlone() {
    let loaded = sheet("UIView\n  UILabel { a: 1; }", path: "t.css")
    #expect(ruleLines(loaded) == ["UILabel { a: 1 }"])
    #expect(locatedCodes(loaded.diagnostics) == ["1:1 stray-content"])
    #expect(loaded.diagnostics[0].notes.first?.contains("join the lines if they are one selector") == true)
  }

  @Test func aLongStrayRunIsQuotedShortOnOneLine() {
    let stray = (0..<30).map { "word\($0)" }.joined(separator: "\n")
    let loaded = sheet(stray + "\nUIView { a: 1; }", path: "t.css")
    #expect(ruleLines(loaded) == ["UIView { a: 1 }"])
    #expect(
      loaded.diagnostics.map(\.message) == [
        "'word0 word1 word2 word3 word4 word5 word…' is not part of the selector on the line after it, and is skipped"
      ])
    #expect(loaded.diagnostics[0].location?.endLine == 30)
  }

  @Test func classySyntaxNeedsNoRecovery() {
    // Line breaks end statements there, and a colon is optional.
    let loaded = sheet("UIView\n  alpha 1\n", path: "t.cas")
    #expect(loaded.diagnostics.isEmpty)
    #expect(ruleLines(loaded) == ["UIView { alpha: 1 }"])
  }

  @Test func anImportEndsAtItsLineWithoutASemicolon() {
    // As Nimbus's documentation writes it.
    let files = ["common.css": "UIView { a: 1; }", "other.css": "UILabel { b: 2; }"]
    let loaded = sheet(
      "@import url('common.css')\n@import url(\"other.css\")\nUIButton { c: 3; }", path: "t.css", files: files
    )
    #expect(loaded.diagnostics.isEmpty)
    #expect(ruleLines(loaded) == ["UIView { a: 1 }", "UILabel { b: 2 }", "UIButton { c: 3 }"])
    // Its target may still stand on the next line.
    let split = sheet("@import\n  url('common.css');\nUIButton { c: 3; }", path: "t.css", files: files)
    #expect(split.diagnostics.isEmpty)
    #expect(ruleLines(split) == ["UIView { a: 1 }", "UIButton { c: 3 }"])
  }

  @Test(arguments: [
    ("bad bad bad\n@media retina { .a { tag: 2; } }", [".a { tag: 2 }"]),
    ("@x: 1;\nbad bad bad\n@y: 2;\n.a { tag: @y; }", [".a { tag: 2 }"]),
    ("bad bad bad\n@import url(\"x.css\");\n.a { tag: 1; }", ["UIView { x: 1 }", ".a { tag: 1 }"]),
    ("$x: 1;\nbad\n$y: 2;\n.a { tag: $y; }", [".a { tag: 2 }"]),
    (".b { p: 1; }\n.a {\n  bad bad bad\n  @extend .b;\n}", [".b { p: 1 }", ".a { p: 1 }"]),
    (".a {\n  bad bad bad\n  @media retina { tag: 3; }\n}", [".a { tag: 3 }"]),
    (".a { tag: 1; }\nbad bad bad\n", [".a { tag: 1 }"]),
  ])
  func aStrayLineNeverSwallowsTheStatementAfterIt(source: String, rules: [String]) {
    let loaded = sheet(source, path: "t.css", files: ["x.css": "UIView { x: 1; }"])
    #expect(ruleLines(loaded) == rules)
    #expect(loaded.diagnostics.map(\.code) == [.strayContent])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test func aTopLevelDeclarationIsStillAnError() {
    let loaded = sheet("alpha: 1;\n.a { tag: 1; }", path: "t.css")
    #expect(locatedCodes(loaded.diagnostics) == ["1:1 declaration-outside-rule"])
    #expect(loaded.diagnostics[0].notes == ["a rule is a selector followed by '{ name: value; }'"])
  }

  @Test func aDialectEndsAtItsLineWithoutASemicolon() {
    let loaded = sheet("@dialect nimbus\nUIButton:highlighted { color: red; }", path: "t.css")
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.dialect == .nimbus)
    #expect(ruleLines(loaded) == ["UIButton { color[state:highlighted]: #ff0000 }"])
  }

  @Test func aStrayLineInsideABlockLeavesTheNextDeclarationAlone() {
    let loaded = sheet(".x {\n  bad bad bad\n  color: red;\n  layer.cornerRadius: 2;\n}", path: "t.css")
    #expect(ruleLines(loaded) == [".x { color: #ff0000; layer.corner-radius: 2 }"])
    #expect(locatedCodes(loaded.diagnostics) == ["2:3 stray-content"])
  }

  @Test func aDeclarationMissingItsSemicolonEndsAtItsLine() {
    let loaded = sheet(".x {\n  color: red\n  alpha: 0.5\n}", path: "t.css")
    #expect(ruleLines(loaded) == [".x { color: #ff0000; alpha: 0.5 }"])
    #expect(loaded.diagnostics.isEmpty)
    // A value goes on across lines, and so does a selector after a comma.
    let spanning = sheet(
      ".x,\nlabel:first-child {\n  font: Avenir\n    12;\n  title: (font: A 1,\n color: red);\n}",
      path: "t.css")
    #expect(spanning.diagnostics.isEmpty)
    #expect(spanning.rules.map(\.selector) == [".x", "UILabel:first-child"])
    #expect(spanning.rules[0].declarations.map(\.property) == ["font", "title"])
  }

  /// On one line, the declaration without its `;` runs into the next: the error says which `;`
  /// is missing rather than listing what values may be.
  @Test func aMissingSemicolonWithinALineIsNamed() {
    let loaded = sheet(".x { alpha: 0.5 border-width: 2; }", path: "t.css")
    #expect(locatedCodes(loaded.diagnostics) == ["1:29 malformed-value"])
    #expect(
      loaded.diagnostics.first?.notes == [
        "'border-width:' starts another declaration: a ';' is probably missing before 'border-width'"
      ])
    let other = sheet(".x { alpha: 0.5 ) }", path: "t.css")
    #expect(other.diagnostics.first?.notes.first?.hasPrefix("values are numbers") == true)
  }

  @Test func anImportWithItsSemicolonMaySpanLines() {
    let loaded = sheet(
      "@import url(\n  \"a.css\"\n);\n.x { color: red; }", path: "t.css", files: ["a.css": "UIView { a: 1; }"]
    )
    #expect(loaded.diagnostics.isEmpty)
    #expect(ruleLines(loaded) == ["UIView { a: 1 }", ".x { color: #ff0000 }"])
  }

  @Test func aCommentSpanningLinesIsNoLineBreakAndALoneCarriageReturnIsOne() {
    let commented = sheet("UIButton /* a\n comment */ .x { a: 1; }", path: "t.css")
    #expect(commented.diagnostics.isEmpty)
    #expect(commented.rules.map(\.selector) == ["UIButton .x"])
    let carriageReturn = sheet("bad bad bad\r.x { a: 1; }", path: "t.css")
    #expect(carriageReturn.rules.map(\.selector) == [".x"])
    #expect(carriageReturn.diagnostics.map(\.code) == [.strayContent])
  }
}
