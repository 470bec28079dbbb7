import Testing

@testable import Stylec

@Suite("@extend")
struct ExtendTests {
  @Test func extendingPrependsTheExtendedDeclarations() throws {
    let source = """
      .rounded { clipsToBounds: true; cornerRadius: 4; }
      .roundedRed { @extend .rounded; backgroundColor: red; cornerRadius: 6; }
      """
    let parsed = sheet(source, path: "t.css")
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      ruleLines(parsed)[1]
        == ".roundedRed { clips-to-bounds: true; corner-radius: 4; background-color: #ff0000; corner-radius: 6 }"
    )
    let styled = try Styled(parsed, ViewNode("UIView", classes: ["roundedRed"]))
    #expect(
      styled.properties(0) == ["background-color: #ff0000", "clips-to-bounds: true", "corner-radius: 6"])
  }

  @Test func extendsChainAndSeeRulesWrittenLaterOrImported() {
    let files = ["base.css": ".base { a: 1; }"]
    let source = ".top { @extend .middle; c: 3; }\n.middle { @extends: .base; b: 2; }\n@import \"base.css\";"
    let parsed = sheet(source, path: "main.css", files: files)
    #expect(parsed.diagnostics.isEmpty)
    #expect(ruleLines(parsed) == [".top { a: 1; b: 2; c: 3 }", ".middle { a: 1; b: 2 }", ".base { a: 1 }"])
  }

  @Test func everyRuleWithTheSelectorIsExtendedInSourceOrder() {
    let parsed = sheet(
      ".a { x: 1; }\n.a { y: 2; }\n@media pad { .a { z: 3; } }\n.b { @extend .a; }", path: "t.css")
    #expect(ruleLines(parsed).last == ".b { x: 1; y: 2 }")
  }

  /// A type name counts as written: `@extend Label` extends the rules written `Label`, which
  /// name UIKit's UILabel or an app's own `Label` as the tree decides, and never the rules
  /// written `UILabel` (it took them too, even where `Label` was the app's class).
  @Test func aShorthandTypeNameIsExtendedAsWritten() throws {
    let source =
      "UILabel { tag: 1; }\nLabel { alpha: 0.5; }\nUIButton.a { @extend Label; }\nUIButton.b { @extend UILabel; }"
    let parsed = sheet(source, path: "t.css")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let lines = ruleLines(parsed)
    #expect(lines[2] == "UIButton.a { alpha: 0.5 }")
    #expect(lines[3] == "UIButton.b { tag: 1 }")
    // Whether `Label` is UIKit's class (no node named Label) or the app's own, the extension
    // gives the same declarations as the rule written `Label`.
    for labelType in ["UILabel", "Label"] {
      let styled = try Styled(
        parsed,
        ViewNode("UIView") {
          ViewNode(labelType)
          ViewNode("UIButton", classes: ["a"])
        })
      #expect(styled.properties(2) == ["alpha: 0.5"], "\(labelType)")
    }
  }

  @Test func extendingAnUnknownSelectorIsAnError() {
    let parsed = sheet(".round { a: 1; }\n.b { @extend .rond; }", path: "t.css")
    #expect(locatedCodes(parsed.diagnostics) == ["2:6 unknown-extend"])
    #expect(parsed.diagnostics[0].notes == ["did you mean '.round'?"])
  }

  /// A rule with nothing in it, or nothing its dialect reads, is still a rule: extending it
  /// gives nothing and is no error.
  @Test func extendingARuleWithNoDeclarationsGivesNothing() {
    let empty = sheet(".round {}\n.b { @extend .round; a: 1; }", path: "t.css")
    #expect(locatedCodes(empty.diagnostics) == [])
    #expect(empty.rules.map(\.selector) == [".b"])
    let dropped = sheet(".round { a: 1 !important; }\n.b { @extend .round; a: 2; }", path: "t.cas")
    #expect(locatedCodes(dropped.diagnostics) == ["1:10 not-in-dialect"])
  }

  @Test func cyclesAreErrorsReportedOnce() {
    let parsed = sheet(
      ".a { @extend .b; }\n.b { @extend .c; }\n.c { @extend .a; }\n.d { @extend .d; }", path: "t.css")
    #expect(locatedCodes(parsed.diagnostics) == ["3:6 extend-cycle", "4:6 extend-cycle"])
    #expect(parsed.diagnostics[0].message == "'@extend' cycle: .a → .b → .c → .a")
  }

  @Test func extendOutsideARuleIsAnError() {
    #expect(locatedCodes(sheet("@extend .a;", path: "t.css").diagnostics) == ["1:1 extend-outside-rule"])
  }

  @Test func chainsAreBoundedWhicheverWayTheyRun() {
    var backward = ".c0 { a: 1; }\n"
    var forward = ""
    for step in 1...300 {
      backward += ".c\(step) { @extend .c\(step - 1); }\n"
      forward += ".c\(step) { @extend .c\(step + 1); }\n"
    }
    forward += ".c301 { a: 1; }\n"
    #expect(sheet(backward, path: "t.css").diagnostics.map(\.code.rawValue) == ["extend-too-deep"])
    #expect(sheet(forward, path: "t.css").diagnostics.map(\.code.rawValue) == ["extend-too-deep"])
    let short = (1...200).map { ".c\($0) { @extend .c\($0 - 1); }" }.joined(separator: "\n")
    #expect(sheet(".c0 { a: 1; }\n" + short, path: "t.css").diagnostics.isEmpty)
  }
}
