import Foundation
import Testing

@testable import StylecCLI

/// `stylec explain`: why a node's properties have their values, pinned byte for byte in
/// `Fixtures/explain/` (rerun with `STYLEC_RECORD=1` to write them anew), and its usage errors.
@Suite("stylec explain", .serialized)
struct ExplainCommandTests {
  static let arguments = [
    "explain", "--schema", "uikit", "--precedence", "specificity", "Fixtures/explain/sheet.css",
    "Fixtures/explain/tree.json", "UIButton",
  ]

  @Test func aLongPropertyIsShownShortened() {
    let property = String(repeating: "a", count: 100_000)
    let result = runStylec([
      "explain", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json", "*", property,
    ])
    #expect(result.status == .usage)
    #expect(result.errors.utf8.count < 1_000, "\(result.errors.prefix(300))")
    #expect(
      result.errors.hasPrefix("stylec: error: no declaration sets 'aaaa"), "\(result.errors.prefix(300))")
  }

  /// A `var()` of a 100,000-character name is shown shortened, where its line held the name
  /// whole, twice.
  @Test func aLongCustomPropertyNameIsShownShortened() throws {
    let name = "--" + String(repeating: "d", count: 100_000)
    try withFiles([
      "a.css": ".a { alpha: var(\(name)); }\n", "t.json": #"{"type": "UIView", "classes": ["a"]}"#,
    ]) {
      directory in
      let result = runStylec([
        "explain", directory.appendingPathComponent("a.css").path,
        directory.appendingPathComponent("t.json").path,
        "*",
      ])
      let longest = result.output.split(separator: "\n").map(\.utf8.count).max() ?? 0
      #expect(longest < 3_000, "\(longest)")
      #expect(result.output.contains("var(--ddd"))
    }
  }

  /// A long value, property name and condition are shown shortened for each node, each made
  /// once: a 500 KB value over 500 labels took 10 s, and a 100 KB name printed whole per node.
  @Test func longValuesNamesAndConditionsAreShownShortened() throws {
    let long = String(repeating: "x", count: 100_000)
    try withFiles([
      "a.css":
        "UILabel { text: \"\(long)\"; p\(long): 1; }\n@media (theme: d\(long)) { UILabel { alpha: 1; } }\n",
      "t.json": #"{"type": "UIView", "children": ["#
        + Array(repeating: #"{"type": "UILabel"}"#, count: 50)
        .joined(separator: ", ") + "]}",
    ]) { directory in
      let result = runStylec([
        "explain", directory.appendingPathComponent("a.css").path,
        directory.appendingPathComponent("t.json").path, "UILabel",
      ])
      #expect(result.output.utf8.count < 50 * 6_000, "\(result.output.utf8.count)")
      #expect(result.output.contains("(100002 characters)"))
      #expect(result.output.contains("(100001 characters): 1\n"))
      #expect(result.output.contains("its condition '(theme: dxxx"))
    }
  }

  /// A node's long id and classes are shown shortened, in text and JSON, as its selectors and
  /// values are (a 1 MB id made a 1 MB header line), and in the environment matrix.
  @Test func aNodesLongNamesAreShownShortened() throws {
    let id = String(repeating: "i", count: 100_000)
    let name = String(repeating: "c", count: 60_000)
    try withFiles([
      "a.css": "UILabel { alpha: 1; }\n@media (device: pad) { UILabel { alpha: 0.5; } }\n",
      "t.json": #"{"type": "UILabel", "id": "\#(id)", "classes": ["\#(name)"]}"#,
    ]) { directory in
      let sheet = directory.appendingPathComponent("a.css").path
      let tree = directory.appendingPathComponent("t.json").path
      let text = runStylec(["explain", sheet, tree, "UILabel"])
      #expect(text.output.hasPrefix("UILabel#iiii"), "\(text.output.prefix(80))")
      #expect(text.output.contains("(100000 characters).cccc"))
      #expect(text.output.utf8.count < 3_000, "\(text.output.utf8.count)")
      let json = runStylec(["explain", "--format", "json", sheet, tree, "UILabel"])
      #expect(json.output.contains("(100000 characters)\""))
      #expect(json.output.contains("(60000 characters)\""))
      #expect(json.output.utf8.count < 5_000, "\(json.output.utf8.count)")
      let matrix = runStylec(["apply", "--env-matrix", sheet, tree])
      #expect(matrix.output.contains("(100000 characters)"), "\(matrix.output.prefix(200))")
      #expect(matrix.output.utf8.count < 5_000, "\(matrix.output.utf8.count)")
    }
  }

  /// In JSON, a value `var()`s made, and each custom property's value they used, is shortened
  /// as the text shows it, at every level: a chain of values each twice the last wrote each
  /// whole (336 MB for one node).
  @Test func jsonShortensTheValuesAVarMadeOrUsed() throws {
    let long = String(repeating: "x", count: 2_000)
    try withFiles([
      "a.css": "UIView { --b: \"\(long)\"; --a: var(--b); text: var(--a); }\n",
      "t.json": #"{"type": "UIView"}"#,
    ]) { directory in
      let result = runStylec([
        "explain", "--format", "json", directory.appendingPathComponent("a.css").path,
        directory.appendingPathComponent("t.json").path, "UIView", "text",
      ])
      #expect(result.status == .success, "\(result.errors)")
      #expect(result.output.contains("(2002 characters)"), "\(result.output.prefix(3_000))")
      // The two used (--a and --b), and the property's value and its winner's.
      #expect(!result.output.contains(long))
      #expect(result.output.components(separatedBy: "(2002 characters)").count - 1 == 4)
    }
  }

  /// An empty custom property's value is shown as `(empty)`, not as nothing after the colon.
  @Test func anEmptyCustomPropertyIsShownAsEmpty() throws {
    try withFiles([
      "a.css": ":root { --none: ; }\nUILabel { color: red var(--none); }\n",
      "t.json": #"{"type": "UILabel"}"#,
    ]) { directory in
      let result = runStylec([
        "explain", directory.appendingPathComponent("a.css").path,
        directory.appendingPathComponent("t.json").path, "UILabel",
      ])
      #expect(result.status == .success, "\(result.errors)")
      #expect(result.output.contains("  --none: (empty)\n"), "\(result.output)")
      #expect(result.output.contains("      var(--none) = (empty) ← :root ("), "\(result.output)")
      #expect(result.output.contains("  color: #ff0000\n"), "\(result.output)")
    }
  }

  /// A sheet of custom properties each twice the last, explained in JSON, prints each one's
  /// value shortened: written whole, 13 of them printed 4 MB for each node.
  @Test func jsonOfADoublingChainStaysSmall() throws {
    var sheet = ":root {\n  --v0: abcdefghijklmnopqrstuvwxyz0123456789;\n"
    for level in 1...13 { sheet += "  --v\(level): var(--v\(level - 1)) var(--v\(level - 1));\n" }
    sheet += "}\n"
    try withFiles([
      "a.css": sheet, "t.json": #"{"type": "UIView", "children": [{"type": "UILabel"}]}"#,
    ]) { directory in
      let result = runStylec([
        "explain", "--format", "json", directory.appendingPathComponent("a.css").path,
        directory.appendingPathComponent("t.json").path, "*",
      ])
      #expect(result.status == .success, "\(result.errors)")
      #expect(result.output.contains("(303103 characters)"), "\(result.output.suffix(3_000))")
      #expect(result.output.utf8.count < 400_000, "\(result.output.utf8.count)")
    }
  }

  /// An empty PROPERTY names none: a usage error, never every node said to set nothing.
  @Test(arguments: ["", "  "])
  func anEmptyPropertyIsRefused(property: String) {
    let result = runStylec([
      "explain", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json", "*", property,
    ])
    #expect(result.status == .usage)
    #expect(result.output == "")
    #expect(
      result.errors.hasPrefix("stylec: error: an empty PROPERTY names no property\n"), "\(result.errors)")
  }

  /// A misspelled PROPERTY said only that no declaration sets it, of every node, and exited 0.
  /// One that no node explained can have is an error naming the one the sheet sets; one the
  /// schema gives a node's type is answered, as no declaration sets it.
  @Test func aMisspelledPropertyNamesTheOneTheSheetSets() {
    let result = runStylec([
      "explain", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json", "*", "alpa",
    ])
    #expect(result.status == .usage)
    #expect(result.output == "")
    #expect(
      result.errors.hasPrefix(
        "stylec: error: no declaration sets 'alpa', and no node matching '*' has such a property\ndid you mean 'alpha'?"
      ),
      "\(result.errors)")
    // Known to the schema, and set by nothing: an answer.
    let known = runStylec([
      "explain", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json", "#buy", "hidden",
    ])
    #expect(known.status == .success)
    #expect(known.output.hasSuffix("\n  no declaration sets hidden\n"), "\(known.output)")
  }

  /// PROPERTY is read as a declaration reads it: arguments in any order, the default state
  /// dropped, the `(state)` form and spaces; each said "no declaration sets".
  @Test func thePropertyIsReadAsADeclarationReadsIt() throws {
    try withFiles([
      "a.cas":
        "UIButton {\n  title-color[state:highlighted] red\n  title-color[state:normal] blue\n}\nUIToolbar {\n  background-image[bar-metrics:compact,bar-position:top] x\n}\n",
      "t.json": #"{"type": "UIView", "children": [{"type": "UIButton"}, {"type": "UIToolbar"}]}"#,
    ]) { directory in
      let sheet = directory.appendingPathComponent("a.cas").path
      let tree = directory.appendingPathComponent("t.json").path
      for (node, property, shown) in [
        ("UIButton", "title-color[state:normal]", "  title-color: #0000ff\n"),
        (
          "UIToolbar", "background-image[bar-position:top,bar-metrics:compact]",
          "  background-image[bar-metrics:compact,bar-position:top]: x\n"
        ),
        ("UIButton", "titleColor(highlighted)", "  title-color[state:highlighted]: #ff0000\n"),
        ("UIButton", "title-color[state: highlighted]", "  title-color[state:highlighted]: #ff0000\n"),
      ] {
        let result = runStylec(["explain", sheet, tree, node, property])
        #expect(result.output.contains(shown), "\(property): \(result.output)")
      }
    }
  }

  /// Runs `body` with the paths of a sheet `a.css` of `source` and a tree `t.json` of a window
  /// holding a `.card` view with one label.
  private func withSheetInCard(_ source: String, _ body: (_ sheet: String, _ tree: String) throws -> Void)
    throws
  {
    try withFiles([
      "a.css": source,
      "t.json":
        #"{"type": "UIWindow", "children": [{"type": "UIView", "classes": ["card"], "children": [{"type": "UILabel"}]}]}"#,
    ]) { directory in
      try body(
        directory.appendingPathComponent("a.css").path, directory.appendingPathComponent("t.json").path)
    }
  }

  /// A winner calling `var()` shows each custom property it used, where that was set and what
  /// its own `var()`s gave, in text and in JSON.
  @Test func aVarChainIsShownUnderItsWinner() throws {
    try withSheetInCard(
      ":root { --base: #ff0000; }\nUIView.card { --accent: var(--base); }\nUILabel { text-color: var(--accent, blue); alpha: var(--nope); }\n"
    ) { sheet, tree in
      let text = runStylec(["explain", sheet, tree, "UILabel"])
      #expect(text.status == .success)
      #expect(
        text.output == """
          UILabel [node 2]
            alpha: unset
              ✗ var(--nope) ← UILabel (score 4, \(sheet):3:44): it outranks the others, but has no value here, so the property is unset: var(--nope) has no value and no fallback: no rule sets --nope on the node or an ancestor
                var(--nope) = no value: no rule sets it on the node or an ancestor
            text-color: #ff0000
              ✓ #ff0000 ← UILabel (score 4, \(sheet):3:11)
                var(--accent) = #ff0000 ← UIView.card (\(sheet):2:15), inherited from UIView.card
                  var(--base) = #ff0000 ← :root (\(sheet):1:9), inherited from UIWindow

          """, "\(text.output)")
      let json = runStylec(["explain", "--format", "json", sheet, tree, "UILabel", "text-color"])
      #expect(json.output.contains(#""inheritedFrom" : "UIView.card""#), "\(json.output)")
      #expect(json.output.contains(#""name" : "--base""#))
      // A custom property is explained when asked for, inherited or not.
      let custom = runStylec(["explain", sheet, tree, "UILabel", "--", "--accent"])
      #expect(custom.output.contains("  --accent: #ff0000\n"), "\(custom.output)")
    }
  }

  /// A chain of custom properties longer than explain lists ends with a line saying how many
  /// `var()`s are not shown, in text and (as `usesNotShown`) in JSON, rather than stopping as
  /// if the chain ended there.
  @Test func aChainCutShortSaysSo() throws {
    let chain = (1..<20).map { "--a\($0): var(--a\($0 - 1));" }.joined(separator: " ")
    try withSheetInCard("UILabel { --a0: 1; \(chain) alpha: var(--a19); }\n") { sheet, tree in
      let text = runStylec(["explain", sheet, tree, "UILabel", "alpha"])
      #expect(text.status == .success)
      let lines = text.output.split(separator: "\n")
      #expect(lines.filter { $0.contains("var(--a") && $0.contains(" = ") }.count == 16, "\(text.output)")
      let deepest = String(repeating: "  ", count: 3 + 16)
      #expect(
        text.output.hasSuffix(
          "\(deepest)… 1 var() use of its value not shown, nor what it uses (explain lists 16 levels and 64 in all)\n"
        ),
        "\(text.output)")
      let json = runStylec(["explain", "--format", "json", sheet, tree, "UILabel", "alpha"])
      #expect(json.output.components(separatedBy: #""usesNotShown" : 1"#).count == 2, "\(json.output)")
    }
  }

  /// An inherited value names the ancestor it came from, beside the rule that set it there; a
  /// winning keyword shows the value it took, or leaves the property unset.
  @Test func anInheritedValueSaysWhichAncestorItCameFrom() throws {
    try withSheetInCard(
      "UIView.card { color: #ff0000; background-color: #00ff00; }\nUILabel { background-color: inherit; alpha: inherit; }\n"
    ) { sheet, tree in
      let text = runStylec(["explain", sheet, tree, "UILabel"])
      #expect(text.status == .success)
      #expect(
        text.output == """
          UILabel [node 2]
            alpha: unset
              ✓ inherit ← UILabel (score 4, \(sheet):2:38)
            background-color: #00ff00
              ✓ #00ff00 ← UILabel (score 4, \(sheet):2:11), inherited from UIView.card
            color: #ff0000
              ✓ #ff0000 ← UIView.card (score 3004, \(sheet):1:15), inherited from UIView.card

          """, "\(text.output)")
      let json = runStylec(["explain", "--format", "json", sheet, tree, "UILabel", "color"])
      #expect(json.output.contains(#""inheritedFrom" : "UIView.card""#), "\(json.output)")
    }
  }

  /// Of many nodes, those PROPERTY is not set on are counted in one line, not listed one by one
  /// (100,000 nodes printed the same line 100,000 times).
  @Test func nodesThePropertyIsNotSetOnAreCounted() throws {
    try withFiles([
      "sheet.css": "UIButton { alpha: 0.5; }",
      "tree.json": #"{"type": "UIView", "children": [{"type": "UIButton"}, {"type": "UILabel"}]}"#,
    ]) { directory in
      let result = runStylec([
        "explain", directory.appendingPathComponent("sheet.css").path,
        directory.appendingPathComponent("tree.json").path, "*", "alpha",
      ])
      #expect(result.status == .success)
      #expect(result.output.hasPrefix("UIButton [node 1]\n  alpha: 0.5\n"), "\(result.output)")
      #expect(
        result.output.hasSuffix("\nno declaration sets alpha on 2 of the 3 nodes\n"), "\(result.output)")
      #expect(!result.output.contains("UILabel"))
    }
  }

  /// A long selector or value is shown shortened in the text and the JSON, which print it once
  /// for each node it reaches (a 39 KB `:not()` list over 2,000 buttons printed 78 MB).
  @Test func aLongSelectorOrValueIsShownShortenedForEachNode() throws {
    let classes = (0..<300).map { ".c\($0)" }.joined(separator: ", ")
    let values = (0..<300).map(String.init).joined(separator: ", ")
    let buttons = Array(repeating: #"{"type": "UIButton"}"#, count: 3).joined(separator: ", ")
    try withFiles([
      "s.css": "UIButton:not(\(classes)) { alpha: 0.5; tags: \(values); }\n",
      "t.json": #"{"root": {"type": "UIView", "children": ["# + buttons + "]}}",
    ]) { directory in
      let sheet = directory.appendingPathComponent("s.css").path
      let tree = directory.appendingPathComponent("t.json").path
      let text = runStylec(["explain", sheet, tree, "UIButton"])
      #expect(text.status == .success)
      let selectorLength = "UIButton:not(\(classes))".unicodeScalars.count
      let valueLength = values.unicodeScalars.count
      #expect(text.output.components(separatedBy: "… (\(selectorLength) characters)").count == 7)
      #expect(text.output.components(separatedBy: "… (\(valueLength) characters)").count == 7)
      #expect(text.output.utf8.count < 3 * 2 * 2 * 600)
      let json = runStylec(["explain", "--format", "json", sheet, tree, "UIButton"])
      #expect(!json.output.contains(classes))
      #expect(json.output.components(separatedBy: "… (\(selectorLength) characters)").count == 7)
      #expect(json.output.components(separatedBy: "… (\(valueLength) characters)").count == 7)
      #expect(json.output.utf8.count < 3 * 2 * 2 * 1_500, "\(json.output.utf8.count)")
    }
  }

  /// The JSON output escapes a tree's C1 controls as `apply` does (Foundation's encoder left
  /// U+009B, a terminal's escape, raw).
  @Test func theJSONEscapesC1Controls() throws {
    try withFiles([
      "s.css": "UILabel { alpha: 0.5; }\n", "t.json": #"{"root": {"type": "UILabel", "id": "l\u009b31m"}}"#,
    ]) { directory in
      let result = runStylec([
        "explain", "--format", "json", directory.appendingPathComponent("s.css").path,
        directory.appendingPathComponent("t.json").path, "UILabel",
      ])
      #expect(result.output.contains(#""id" : "l\u009b31m""#), "\(result.output)")
      #expect(!result.output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    }
  }

  /// A configuration path of 100,000 characters is quoted shortened, as every other path is.
  @Test func aHugeConfigurationPathIsQuotedShortened() {
    let result = runStylec([
      "lint", "--config", String(repeating: "x", count: 100_000), "Fixtures/media/sheet.cas",
    ])
    #expect(result.status == .usage)
    #expect(result.errors.utf8.count < 5_000)
    #expect(result.errors.contains("(100000 characters)"))
  }

  @Test(arguments: ["text", "json"])
  func everyReasonADeclarationLosesIsShown(format: String) throws {
    let result = runStylec(Self.arguments + ["--format", format])
    // The sheet's misfit value is reported as `apply` reports it, and fails the run as it does.
    #expect(result.status == .failure)
    #expect(
      result.errors.hasPrefix(
        "Fixtures/explain/sheet.css:6:8: error: 'bogus' is not a number [invalid-value]\n"),
      "\(result.errors)")
    let file = repositoryRoot.appendingPathComponent(
      "Fixtures/explain/explain.\(format == "text" ? "txt" : "json")")
    if ProcessInfo.processInfo.environment["STYLEC_RECORD"] == "1" {
      try result.output.write(to: file, atomically: false, encoding: .utf8)
      return
    }
    #expect(result.output == (try String(contentsOf: file, encoding: .utf8)), "rerun with STYLEC_RECORD=1")
  }

  @Test func oneNodeAndOnePropertyByIdAndTheJSONReadsBack() throws {
    let result = runStylec(
      [
        "explain", "--format", "json", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json", "#buy",
        "tintColor",
      ])
    struct Node: Decodable {
      var node: Int
      var properties: [PropertyExplanationRecord]
    }
    struct PropertyExplanationRecord: Decodable {
      var property: String
      var candidates: [Candidate]
    }
    struct Candidate: Decodable { var selector: String }
    let nodes = try JSONDecoder().decode([Node].self, from: Data(result.output.utf8))
    #expect(nodes.map(\.node) == [1])
    #expect(nodes.first?.properties.map(\.property) == ["tint-color"])
    #expect(nodes.first?.properties.first?.candidates.map(\.selector) == ["UIView > UIButton", "UIButton"])
  }

  /// `'*'` explains every node with the sheet prepared once for them all: each node's part is
  /// what naming that node alone prints.
  @Test func everyNodeAtOnceIsEachNodeAlone() throws {
    let children = (0..<12).map { index in
      let classes = index % 3 == 0 ? "\"primary\", \"round\"" : "\"round\""
      return "{\"type\": \"UIButton\", \"id\": \"b\(index)\", \"classes\": [\(classes)]}"
    }
    let tree =
      "{\"root\": {\"type\": \"UIView\", \"children\": [" + children.joined(separator: ", ")
      + "]}, \"environment\": {\"device\": \"pad\"}}"
    try withFiles(["tree.json": tree]) { directory in
      let treePath = directory.appendingPathComponent("tree.json").path
      let leading = [
        "explain", "--schema", "uikit", "--precedence", "specificity", "Fixtures/explain/sheet.css",
      ]
      let all = runStylec(leading + [treePath, "*"])
      #expect(all.status == .success)
      #expect(all.errors == "")
      let alone = (["UIView"] + (0..<12).map { "#b\($0)" }).map {
        runStylec(leading + [treePath, $0]).output
      }
      #expect(all.output == alone.joined())
      #expect(all.output.components(separatedBy: "[node ").count == 14)
    }
  }

  @Test(arguments: [
    (
      ["explain", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json"],
      "stylec: error: expected a stylesheet, a tree and a node (stylec explain SHEET TREE NODE [PROPERTY]), got 2 argument(s)\nsee 'stylec help explain'\n"
    ),
    (
      ["explain", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json", "#nope"],
      "stylec: error: no node of 'Fixtures/explain/tree.json' matches '#nope'\nthe tree's ids: #buy; types: UIButton, UIView; classes: .primary, .round\n"
    ),
    (
      ["explain", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json", "a { b"],
      "stylec: error: NODE 'a { b' is not a selector\nname the node as a selector: #id, a type, .class, or any selector stylec reads\n"
    ),
    (
      ["explain", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json", "UIButton["],
      "stylec: error: NODE 'UIButton[' is not a selector at column 9: expected ']' to close the arguments opened here\nname the node as a selector: #id, a type, .class, or any selector stylec reads\n"
    ),
    // A tree named where the stylesheet goes, and the stylesheet where the tree goes.
    (
      ["explain", "Fixtures/explain/tree.json", "Fixtures/explain/sheet.css", "#buy"],
      "stylec: error: 'Fixtures/explain/tree.json' looks like the tree and 'Fixtures/explain/sheet.css' like the stylesheet: the stylesheet comes first; expected a stylesheet, a tree and a node (stylec explain SHEET TREE NODE [PROPERTY])\nsee 'stylec help explain'\n"
    ),
    // What is wrong with it first, not that a sheet would drop a rule of it.
    (
      ["explain", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json", "UIButton,"],
      "stylec: error: NODE 'UIButton,' is not a selector at column 9: expected a selector between commas\nname the node as a selector: #id, a type, .class, or any selector stylec reads\n"
    ),
    (
      ["explain", "Fixtures/explain/sheet.css", "Fixtures/explain/tree.json", "#buy\u{1B}"],
      "stylec: error: NODE '#buy\\u{1B}' is not a selector at column 5: unexpected control character U+001B\nname the node as a selector: #id, a type, .class, or any selector stylec reads\n"
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    let result = runStylec(arguments)
    #expect(result.status == .usage)
    #expect(result.errors == message)
    #expect(result.output == "")
  }
}
