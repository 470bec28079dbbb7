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
    #expect(specificity.output.contains("UIButton.main  [specificity (0,1,1), order 2"))
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

  /// A string's C1 controls (U+009B, a terminal's one-byte CSI) are written as CSS escapes,
  /// as its C0 controls are: `--format css` sent them raw.
  @Test func cssFormatEscapesEveryTerminalControlInStrings() throws {
    let result = runStylec(
      ["rules", "--format", "css", "-"], input: #"UIView { text: "A\1b [31mB\9b 2J\202e C"; }"#)
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.output == #"UIView { text: "A\1b [31mB\9b 2J\202e C"; }"# + "\n")
  }

  /// A line break in a value's word is shown, not broken, by `rules`, and a line separator
  /// (U+2028) escaped with it: raw, `title: a\a fake\3a\20 1` forged a declaration's line.
  @Test func aLineBreakInAWordIsShownOnItsLine() throws {
    let result = runStylec(["rules", "-"], input: #"UIView { title: a\a fake\3a\20 1; note: x\2028 y; }"#)
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.output.contains("  title: a\\u{A}fake: 1\n"))
    #expect(result.output.contains("  note: x\\2028 y\n"))
  }

  @Test func aRuleIsListedForEachSelectorOfItsGroupAsItIsMade() throws {
    // 2,000 selectors around ten declarations: 22,000 lines, written a piece at a time.
    let selectors = (0..<2_000).map { ".s\($0)" }.joined(separator: ", ")
    let declarations = (0..<10).map { "p\($0): \($0);" }.joined(separator: " ")
    try withFiles(["group.css": "\(selectors) { \(declarations) }\n"]) { directory in
      let path = directory.appendingPathComponent("group.css").path
      let text = runStylec(["rules", "--precedence", "specificity", path])
      #expect(text.status == .success)
      let rule = { (index: Int) in
        ".s\(index)  [specificity (0,1,0), order 0, \(path):1:1]\n"
          + (0..<10).map { "  p\($0): \($0)\n" }.joined()
      }
      #expect(text.output == (0..<2_000).map(rule).joined())
      let css = runStylec(["rules", "--format", "css", path])
      #expect(css.status == .success)
      #expect(css.output == (0..<2_000).map { ".s\($0) { \(declarations) }\n" }.joined())
    }
  }

  @Test func valueItemsListedAgainCountAgainstMaxCopies() throws {
    // 840 bytes: 9,000 selectors around 27 declarations of an 8,192-item list (24 GB of text),
    // and a 100 KB string listed 200 times (20 MB).
    var tiny =
      "$v0 = abcdefghij, abcdefghij\n" + (1...12).map { "$v\($0) = $v\($0 - 1), $v\($0 - 1)\n" }.joined()
    for (name, count) in [("a", 10), ("b", 10), ("c", 10), ("d", 9)] {
      tiny += (0..<count).map { ".\(name)\($0)" }.joined(separator: ", ") + " {\n"
    }
    tiny += (0..<27).map { "p\($0) $v12\n" }.joined() + String(repeating: "}\n", count: 4)
    let long =
      (0..<200).map { ".s\($0)" }.joined(separator: ", ")
      + " { text: \"\(String(repeating: "x", count: 100_000))\"; }\n"
    // 2,000 rules of their own, each writing `p $v12`: the variable's items are copies too.
    let separate =
      "$v0 = abcdefghij, abcdefghij\n" + (1...12).map { "$v\($0) = $v\($0 - 1), $v\($0 - 1)\n" }.joined()
      + (0..<2_000).map { ".r\($0)\n  p $v12\n" }.joined()
    try withFiles(["tiny.cas": tiny, "long.css": long, "separate.cas": separate]) { directory in
      for name in ["tiny.cas", "long.css", "separate.cas"] {
        let result = runStylec(["rules", directory.appendingPathComponent(name).path])
        #expect(result.status == .usage, "\(name)")
        #expect(result.output.isEmpty)
        #expect(
          result.errors.contains("copied items, more than the limit of 250000; nothing is printed"))
      }
    }
  }

  @Test func declarationsListedAgainPastMaxCopiesAreRefusedNotCut() throws {
    // 50 selectors around ten declarations list 980 more items than the sheet holds: each
    // declaration's name and value again for each selector after the first.
    let selectors = (0..<50).map { ".s\($0)" }.joined(separator: ", ")
    let declarations = (0..<10).map { "p\($0): \($0);" }.joined(separator: " ")
    // Four nested groups of 10 around a mixin of 5,000 declarations: 44 KB that would list 50
    // million (539 MB of text).
    let mixin = "@mixin m {\n" + (0..<5_000).map { "  p\($0): \($0)\n" }.joined() + "}\n"
    let groups = ["A", "B", "C", "D"].map { name in
      (0..<10).map { ".\(name)\($0)" }.joined(separator: ", ") + " {\n"
    }
    try withFiles([
      "group.css": "\(selectors) { \(declarations) }\n",
      "nested.cas": mixin + groups.joined() + "@include m\n" + String(repeating: "}\n", count: 4),
    ]) { directory in
      let group = directory.appendingPathComponent("group.css").path
      for format in ["text", "css"] {
        let refused = runStylec(["rules", "--format", format, "--max-copies", "979", group])
        #expect(refused.status == .usage)
        #expect(refused.output == "")
        #expect(
          refused.errors == """
            stylec: error: listing the rules would print a rule's declarations again for each selector of its group, an @media condition again for each rule under it, an outer selector again in each nested one, and a variable's items again in each declaration that uses it: 980 copied items, more than the limit of 979; nothing is printed
            the limit can be raised with --max-copies (StylesheetLimits.maximumCopiedItems)

            """)
        let listed = runStylec(["rules", "--format", format, "--max-copies", "980", group])
        #expect(listed.status == .success)
        #expect(listed.output.hasPrefix(".s0 "))
        let nested = runStylec(
          ["rules", "--format", format, directory.appendingPathComponent("nested.cas").path])
        #expect(nested.status == .usage)
        #expect(nested.output == "")
        #expect(
          nested.errors.contains("copied items, more than the limit of 250000; nothing is printed"))
      }
    }
  }

  /// Nesting prints each outer selector again in every inner one: four nested groups of ten
  /// names of 16,000 bytes, 640 KB, printed 641 MB. Their bytes past the sheet's count as
  /// copies, one for each 64; a sheet whose nesting prints about what it holds lists.
  /// A declaration's property name, listed with its value for each selector, counts as a value
  /// of its length does (a 60 KB name in 10,000 selectors printed 600 MB).
  @Test func propertyNamesListedAgainCountAsCopies() throws {
    let groups = ["A", "B", "C", "D"].map { name in (0..<10).map { ".\(name)\($0)" }.joined(separator: ", ") }
    let name = "p" + String(repeating: "x", count: 60_000)
    // Four nested groups of 10: 10,000 selectors (Classy's nesting writes each out).
    let sheet = groups.map { $0 + " {\n" }.joined() + "\(name) 1\n" + String(repeating: "}\n", count: 4)
    try withFiles(["named.cas": sheet]) { directory in
      let refused = runStylec(["rules", directory.appendingPathComponent("named.cas").path])
      #expect(refused.status == .usage)
      #expect(refused.output == "")
      #expect(refused.errors.contains("copied items, more than the limit of 250000; nothing is printed"))
    }
  }

  @Test func selectorsListedAgainByNestingCountAsCopies() throws {
    let groups = (0..<4).map { level in
      (0..<10).map { ".n\(level)_\($0)" + String(repeating: "x", count: 16_000) }.joined(separator: ", ")
        + " {\n"
    }
    let small = (0..<4).map { level in (0..<10).map { ".n\(level)_\($0)" }.joined(separator: ", ") + " {\n" }
    try withFiles([
      "long.cas": groups.joined() + "text-color red\n" + String(repeating: "}\n", count: 4),
      "short.cas": small.joined() + "text-color red\n" + String(repeating: "}\n", count: 4),
    ]) { directory in
      for format in ["text", "css"] {
        let refused = runStylec([
          "rules", "--format", format, directory.appendingPathComponent("long.cas").path,
        ])
        #expect(refused.status == .usage)
        #expect(refused.output == "")
        #expect(refused.errors.contains("copied items, more than the limit of 250000; nothing is printed"))
        let listed = runStylec([
          "rules", "--format", format, directory.appendingPathComponent("short.cas").path,
        ])
        #expect(listed.status == .success)
        #expect(listed.output.contains(".n0_9 .n1_9 .n2_9 .n3_9"))
      }
    }
  }

  /// A long `@media` condition, written once, is printed again with each rule under it: a
  /// 1.6 MB sheet of a 9,000-feature condition around 64,000 rules printed gigabytes.
  @Test func aConditionListedAgainForEachRuleCountsAsCopies() throws {
    let condition = (0..<2_000).map { "(a: v\($0))" }.joined(separator: ", ")
    let rules = (0..<1_000).map { "  .c\($0) { alpha: 1; }\n" }.joined()
    try withFiles(["media.css": "@media \(condition) {\n\(rules)}\n"]) { directory in
      let path = directory.appendingPathComponent("media.css").path
      for format in ["text", "css"] {
        let refused = runStylec(["rules", "--format", format, path])
        #expect(refused.status == .usage)
        #expect(refused.output == "")
        #expect(refused.errors.contains("copied items, more than the limit of 250000; nothing is printed"))
      }
      // Under the limit, the text shows each rule's condition shortened.
      let listed = runStylec(["rules", "--max-copies", "1000000", path])
      #expect(listed.status == .success)
      #expect(listed.output.hasPrefix(".c0  @media (a: v0), "))
      #expect(listed.output.utf8.count < 1_000 * 700, "\(listed.output.utf8.count)")
    }
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

/// `rules` and `explain` mark `!important`: a rule's important declarations as a rule of their
/// own, each important candidate, and why a declaration without lost to one.
@Suite("stylec rules and explain with !important")
struct ImportantCommandTests {
  @Test func rulesAndExplainMarkImportance() throws {
    try withFiles([
      "s.css": "UILabel.x { color: blue !important; alpha: 0.5 }\nUILabel#main { color: red }\n",
      "t.json": #"{"type": "UILabel", "id": "main", "classes": ["x"]}"#,
    ]) { directory in
      let sheet = directory.appendingPathComponent("s.css").path
      let rules = runStylec(["rules", sheet])
      #expect(rules.status == .success)
      #expect(
        rules.output == """
          UILabel.x  [classy 3004, order 0, \(sheet):1:1]
            alpha: 0.5
          UILabel.x  [classy 3004 !important, order 0, \(sheet):1:1]
            color: #0000ff !important
          UILabel#main  [classy 300004, order 1, \(sheet):2:1]
            color: #ff0000

          """)
      let explained = runStylec([
        "explain", sheet, directory.appendingPathComponent("t.json").path, "*", "color",
      ])
      #expect(explained.status == .success)
      #expect(
        explained.output == """
          UILabel#main.x [node 0]
            color: #0000ff
              ✓ #0000ff !important ← UILabel.x (score 3004, \(sheet):1:13)
              ✗ #ff0000 ← UILabel#main (score 300004, \(sheet):2:16): the winner is '!important', which outranks it

          """)
    }
  }
}
