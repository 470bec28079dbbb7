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
