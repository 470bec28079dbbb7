import Foundation
import Testing

@testable import Stylec

/// Inputs of kilobytes that made reports, memory or time of gigabytes and minutes: each is
/// bounded where it was found (the fourteenth attack on the commands).
@Suite("Amplification bounded")
struct HostileAmplificationTests {
  /// An import cycle's message listed the whole chain: 10,000 reports through 250 files of
  /// 200-character names printed 274 MB.
  @Test func anImportCycleIsListedShortened() {
    let chain = (0..<40).map { String(repeating: "f\($0)", count: 400) + ".css" }
    let text = StylesheetCompiler.cycleText(chain)
    #expect(text.unicodeScalars.count < 5 * 300 + 100)
    #expect(text.contains("… (35 more)"))
    #expect(StylesheetCompiler.cycleText(["a.css", "b.css", "a.css"]) == "a.css → b.css → a.css")
  }

  /// A value read through a variable was echoed whole in each finding about it.
  @Test func aMisfitValueIsQuotedShortened() {
    let source = "$v: \(String(repeating: "b", count: 100_000));\nUILabel { alpha: $v; }\n"
    let findings = Linter().lint(sheet(source, path: "main.css"))
    #expect(findings.map(\.code) == [.invalidValue])
    #expect(findings[0].message.utf8.count < 200, "\(findings[0].message.prefix(200))")
    #expect(findings[0].message.contains("(100000 characters)"))
  }

  /// Notes listed every state and argument value a schema allows: 20,000 states in each of
  /// 4,000 findings printed a gigabyte.
  @Test func notesListAtMostFortyNames() throws {
    let states = (0..<100).map { "\"s\($0)\"" }.joined(separator: ", ")
    let schema = try StyleSchema(
      json: Array(#"{"types": {"Badge": {"superclass": "UILabel", "states": [\#(states)]}}}"#.utf8))
    let findings = Linter(schema: schema).lint(sheet("Badge:nope { alpha: 1; }", path: "main.css"))
    let notes = try #require(findings.first { $0.code == .unknownState }?.notes)
    // Its own hundred and those UIKit's label has: forty listed, then how many in all.
    let listed = try #require(notes.first { $0.hasPrefix("its states: ") })
    #expect(listed.split(separator: ",").count == 41 && listed.hasSuffix(" names)"), "\(listed)")
  }

  /// An `:is()` copied into each selector of its parent group, or into each nested rule, is
  /// counted against the load's copies: 190 KB took 3.5 GB.
  @Test func anIsCopiedByNestingSpendsTheCopyBudget() {
    let arguments = (0..<2_000).map { ".a\($0)" }.joined(separator: ",")
    let parents = (0..<200).map { ".p\($0)" }.joined(separator: ",")
    let grouped = sheet("\(parents) { :is(\(arguments)) { alpha: 1; } }", path: "main.css")
    #expect(grouped.diagnostics.map(\.code) == [.tooManyCopies])
    let children = (0..<200).map { ".c\($0) { alpha: 1; }" }.joined(separator: " ")
    let nested = sheet(":is(\(arguments)) { \(children) }", path: "main.css")
    #expect(nested.diagnostics.map(\.code) == [.tooManyCopies])
    // Copied fewer times, it is read.
    #expect(sheet(".p0, .p1 { :is(\(arguments)) { alpha: 1; } }", path: "main.css").diagnostics.isEmpty)
  }

  /// A long argument list is indexed by what each argument's subject requires: whatever the
  /// index finds, the matches are those of the same selectors written as a group.
  @Test func indexedArgumentListsMatchAsAGroupDoes() throws {
    let arguments = [
      "#main", ".a", ".b.c", "UILabel", "^UIControl", "*", "UIView > .c", ".a + UIButton", "Card",
      ":selected", "UIButton:highlighted", "#side.b", ".c ~ *", "UIImageView", "^UIView.a", "MyButton",
      ".b UILabel", "UIControl:disabled",
    ]
    #expect(arguments.count >= ArgumentSelectors.indexedCount)
    for seed in UInt64(1)...60 {
      var generator = CaseGenerator(seed: seed)
      let tree = try generator.makeCase().tree()
      func matched(_ source: String) -> [Int] {
        let styles = sheet(source, path: "main.css").resolve(tree, parallel: false)
        return tree.nodes.indices.filter { styles.property("x", of: tree.nodes[$0]) != nil }
      }
      let group = matched(arguments.joined(separator: ", ") + " { x: 1; }")
      #expect(matched(":is(\(arguments.joined(separator: ", "))) { x: 1; }") == group, "seed \(seed)")
      let all = matched("* { x: 1; }")
      let negated = matched("*:not(\(arguments.joined(separator: ", "))) { x: 1; }")
      #expect(negated == all.filter { !group.contains($0) }, "seed \(seed)")
    }
  }

  /// An explanation names a false condition shortened: a condition of thousands of features
  /// was printed for every candidate of every node.
  @Test func aFalseConditionIsNamedShortened() throws {
    let condition = (0..<2_000).map { "(a: v\($0))" }.joined(separator: ", ")
    let loaded = sheet("@media \(condition) { UILabel { alpha: 1; } }", path: "main.css")
    let tree = try StyleTree(root: ViewNode("UILabel"))
    let explained = try #require(loaded.explain(tree.root, in: tree, property: "alpha").first)
    guard case .conditionFalse(let text) = explained.candidates.first?.lostBecause else {
      Issue.record("\(explained)")
      return
    }
    #expect(text.hasSuffix(" (\(condition.unicodeScalars.count) characters)"))
    #expect(text.unicodeScalars.count < 560)
  }

  /// An import refused as outside the root is still watched: replaced by a file inside, it is
  /// read on the next reload.
  @Test func anImportOutsideTheRootIsStillWatched() throws {
    let directory = try makeScratchDirectory("outside-root")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "@import \"i.css\";\nUILabel { alpha: 0.5; }\n".write(
      toFile: directory + "/s.css", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/i.css", withDestinationPath: "/etc/hostname")
    let loaded = try Stylesheet(contentsOfFile: directory + "/s.css")
    #expect(loaded.diagnostics.map(\.code) == [.importOutsideRoot])
    #expect(loaded.attemptedImports.contains { $0.hasSuffix("/i.css") })
  }
}
