import Foundation
import Testing

@testable import StylecCLI

@Suite("stylec rules and warnings", .serialized)
struct RulesCommandTests {
  @Test func rulesListsFlattenedRulesWithScores() {
    let result = runStylec(["rules", "Fixtures/precedence/sheet.cas"])
    #expect(result.status == .success)
    #expect(
      result.output.hasPrefix(
        """
        UIView > UIButton  [classy 7, order 0, Fixtures/precedence/sheet.cas:2:1]
          title-color: #0000ff
          background-image: bg_button_blue
        """))
    let specificity = runStylec(["rules", "--precedence", "specificity", "Fixtures/precedence/sheet.cas"])
    #expect(specificity.output.contains("UIButton.main  [specificity 1048577, order 2"))
  }

  @Test func rulesShowsMediaConditions() {
    let result = runStylec(["rules", "Fixtures/media/sheet.cas"])
    #expect(
      result.output.contains("UIButton  @media (screen-width: > 400) and landscape  [classy 4, order 5"))
  }

  @Test func cssFormatPrintsTheCanonicalFlatSheet() throws {
    let result = runStylec(["rules", "--format", "css", "Fixtures/media/sheet.cas"])
    #expect(result.status == .success)
    #expect(
      result.output.hasPrefix(
        """
        @dialect classy;
        UILabel { font-size: 14; }
        @media pad {
          UILabel { font-size: 18; }
        }
        @media phone and (version: >= 17.0), tv {
          UILabel { text-color: #00ff00; }
        }
        UIButton { height: 44; }
        @media (screen-width: > 400) {
          UIButton { height: 50; }
        }

        """))
    // The printout, read back, lists the same rules.
    let printed = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-canonical.css")
    try result.output.write(to: printed, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: printed) }
    let original = runStylec(["rules", "Fixtures/media/sheet.cas"]).output
    let reread = runStylec(["rules", printed.path]).output
    let withoutLocations = { (text: String) in
      text.replacing(/, order \d+, [^\]]+\]/, with: "]")
    }
    #expect(withoutLocations(reread) == withoutLocations(original))
  }

  @Test func rulesOfASheetWithErrorsExitsOne() {
    let result = runStylec(["rules", "Fixtures/errors/sheet.cas"])
    #expect(result.status == .failure)
    #expect(result.errors.hasSuffix("5 errors\n"))
  }

  @Test func syntaxOptionOverridesTheExtension() {
    // Read as CSS, the indented Classy lines are neither selectors nor declarations: each run of
    // them is reported and skipped, and only the one rule written with braces is read.
    let result = runStylec(["rules", "--syntax", "css", "Fixtures/nesting/sheet.cas"])
    #expect(
      result.errors.contains(
        "sheet.cas:4:1: warning: 'UICollectionView background-color #a2a2a…' is not part of the selector on the line after it, and is skipped [stray-content]"
      ))
    #expect(result.errors.hasSuffix("3 warnings\n"))
    #expect(
      result.output
        == "UITabBar > ^UIButton.large  [classy 3005, order 1, Fixtures/nesting/sheet.cas:28:1]\n  tint-color: #ff8000\n"
    )
  }

  @Test func warningsGoToStandardErrorAndExitZero() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let sheet = directory.appendingPathComponent("s.cas").path
    try "UIButton[state:selected] { a 1 }\n".write(toFile: sheet, atomically: false, encoding: .utf8)
    let result = runStylec(["apply", sheet, "-"], input: #"{"type": "UIButton", "colour": 1}"#)
    #expect(result.status == .success)
    #expect(result.output.contains("\"a\": 1"))
    #expect(
      result.errors.contains(
        "warning: selector arguments have no effect on matching [selector-arguments-ignored]"))
    #expect(
      result.errors.contains("<stdin>:1:22: warning: unknown key \"colour\" is ignored [unknown-tree-key]"))
    #expect(result.errors.hasSuffix("\n2 warnings\n"))
  }
}

@Suite("stylec rules --schema", .serialized)
struct RulesSchemaTests {
  @Test func rulesShowTypedValuesWithASchema() {
    let plain = runStylec(["rules", "Fixtures/typed/sheet.cas"])
    #expect(plain.output.contains("  content-edge-insets: 4 12\n"))
    let typed = runStylec(["rules", "--schema", "Fixtures/lint/schema.json", "Fixtures/typed/sheet.cas"])
    #expect(typed.status == .success)
    #expect(typed.output.contains("  content-edge-insets: {bottom: 4, left: 12, right: 12, top: 4}\n"))
    #expect(typed.output.contains("  glow-color: #00ffff\n"))
    #expect(runStylec(["rules", "--schema", "missing.json", "Fixtures/typed/sheet.cas"]).status == .usage)
  }
}
