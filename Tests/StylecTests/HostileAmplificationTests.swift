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
    // In today's CSS the group is one `:is()` of its selectors, which the nested rule copies
    // once; in Classy's syntax it is still a rule per parent, each a copy.
    let grouped = sheet("\(parents) { :is(\(arguments)) { alpha: 1; } }", path: "main.css")
    #expect(grouped.diagnostics.isEmpty && grouped.rules.count == 1)
    let classyGrouped = sheet(
      "@dialect classy;\n\(parents.replacingOccurrences(of: ".", with: "UIView.")) { UILabel.x { alpha: 1; } }",
      path: "main.cas")
    #expect(classyGrouped.rules.count == 200)
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

/// Bounded where the fifteenth attack found them.
@Suite("Amplification bounded, fifteenth attack")
struct HostileAmplificationFifteenthTests {
  /// `@media` conditions whose `or`s work out to 8,192 alternatives each were charged to no
  /// whole-load budget: 512 such blocks (352 KB) took 2.8 GB.
  @Test func mediaConditionsSpendTheLoadsCopyBudget() {
    let condition = Array(repeating: "((screen-width: > 0) or (screen-height: > 0))", count: 13)
      .joined(separator: " and ")
    let block = "@media \(condition) { UILabel { alpha: 0.5; } }\n"
    #expect(sheet(block, path: "main.css").diagnostics.isEmpty)
    let many = sheet(String(repeating: block, count: 8), path: "main.css")
    #expect(many.diagnostics.map(\.code) == [.tooManyCopies])
    #expect(many.diagnostics.first?.message.contains("@media conditions") == true)
  }

  /// Names, numbers and words a sheet writes were quoted whole in their errors: a 100 KB name
  /// in a mixin included 8,000 times printed 800 MB.
  @Test func namesInErrorsAreQuotedShortened() {
    let long = String(repeating: "q", count: 100_000)
    for source in [
      "UILabel { alpha: $\(long); }", "@\(long) x;", "UILabel { alpha: 1\(long); }",
      "UILabel { color: #\(long); }", "UILabel { alpha: \(long)(1); }", "@include \(long);",
      "UILabel { alpha: 1\(String(repeating: "0", count: 100_000)); }",
      "@mixin m() { alpha: $\(long); }\n"
        + (0..<50).map { "UILabel.c\($0) { @include m; }" }.joined(separator: "\n"),
    ] {
      let loaded = sheet(source, path: "main.css")
      #expect(!loaded.diagnostics.isEmpty)
      // The name is quoted shortened; what else the message says is its own length.
      for diagnostic in loaded.diagnostics {
        #expect(
          !diagnostic.message.contains(String(repeating: "q", count: 100)),
          "\(diagnostic.message.prefix(120))")
        #expect(
          !diagnostic.message.contains(String(repeating: "0", count: 100)),
          "\(diagnostic.message.prefix(120))")
        #expect(diagnostic.message.utf8.count < 900)
        #expect(diagnostic.notes.allSatisfy { $0.utf8.count < 400 })
      }
    }
  }

  /// Whatever a message quotes whole, it is bounded, its beginning and end kept.
  @Test func everyDiagnosticsTextIsBounded() {
    let diagnostic = Diagnostic(
      .invalidValue, message: "a" + String(repeating: "b", count: 5_000) + "z", location: nil,
      notes: [String(repeating: "n", count: 3_000)])
    #expect(diagnostic.message.unicodeScalars.count <= Diagnostic.maximumTextLength + 40)
    #expect(diagnostic.message.hasPrefix("abbb") && diagnostic.message.hasSuffix("bbbz"))
    #expect(diagnostic.message.contains("(4170 characters left out)"))
    #expect(diagnostic.notes[0].unicodeScalars.count <= Diagnostic.maximumTextLength + 40)
    let short = Diagnostic(.invalidValue, message: "as written", location: nil)
    #expect(short.message == "as written")
  }

  /// A schema file's problems were all reported, past any limit: 100,000 aliases naming no
  /// property printed 75 MB.
  @Test func aSchemasProblemsAreCountedPastTheLimit() {
    let aliases = (0..<50).map { "\"a\($0)\": \"nope\($0)\"" }.joined(separator: ", ")
    let json = #"{"types": {"Badge": {"superclass": "UILabel", "aliases": {\#(aliases)}}}}"#
    do {
      _ = try StyleSchema(json: Array(json.utf8), maximumDiagnostics: 10)
      Issue.record("a schema with 50 problems was read")
    } catch {
      #expect(error.diagnostics.count == 11)
      #expect(error.diagnostics.last?.code == .tooManyDiagnostics)
      #expect(error.diagnostics.last?.message.contains("40") == true)
    }
  }

  /// The outline indented each level two spaces more: a chain 16,000 deep was 512 MB of them.
  @Test func theOutlineStopsIndentingPastSixtyFourLevels() throws {
    var node = ViewNode("UILabel")
    for _ in 0..<200 { node = ViewNode("UIView", children: [node]) }
    let tree = try StyleTree(root: node)
    let outline = sheet("UILabel { alpha: 0.5; }", path: "main.css").resolve(tree).outline()
    let lines = outline.split(separator: "\n")
    #expect(lines.count == 202)
    #expect(lines[64] == String(repeating: "  ", count: 64) + "UIView")
    #expect(lines[65] == String(repeating: "  ", count: 64) + "[depth 65] UIView")
    #expect(lines[200] == String(repeating: "  ", count: 64) + "[depth 200] UILabel")
    #expect(lines[201].hasPrefix(String(repeating: "  ", count: 65) + "alpha: 0.5  ← UILabel"))
    #expect(outline.utf8.count < 202 * 150)
  }

  /// The JSON output indented each level two spaces more: a chain 8,000 deep printed 320 MB.
  @Test func theJSONOutputStopsIndentingPastSixtyFourLevels() throws {
    var node = ViewNode("UILabel")
    for _ in 0..<200 { node = ViewNode("UIView", children: [node]) }
    let tree = try StyleTree(root: node)
    let json = sheet("UILabel { alpha: 0.5; }", path: "main.css").resolve(tree).json()
    let indents = json.split(separator: "\n").map { (line: Substring) in line.prefix { $0 == " " }.count }
    #expect(indents.max() == 2 * 64 + 4)
    #expect(json.utf8.count < 201 * 800)
    // Still the tree, in JSON.
    #expect(try StyleTree(json: Array(json.utf8)).count == 201)
  }

  /// A node selector that is not one was quoted shortened, then again whole in the reason.
  @Test func aBadNodeSelectorIsQuotedShortenedThroughout() throws {
    let tree = try StyleTree(root: ViewNode("UIView"))
    do {
      _ = try tree.nodes(matching: "UILabel:nth-child(\(String(repeating: "1", count: 100_000)))")
      Issue.record("a bad selector matched")
    } catch {
      #expect(error.diagnostics.allSatisfy { $0.message.utf8.count < 400 })
    }
  }
}

/// Library values the fifteenth attack found taken silently.
@Suite("Library values checked")
struct LibraryValueTests {
  /// A negative limit was read differently as -1 and as Int.min: each is 0 now.
  @Test func aNegativeLimitIsZero() {
    var limits = StylesheetLimits(maximumValueSize: Int.min, maximumDiagnostics: -1)
    #expect(limits.maximumValueSize == 0 && limits.maximumDiagnostics == 0)
    limits.maximumCopiedItems = Int.min
    #expect(limits.maximumCopiedItems == 0)
    #expect(StylesheetLimits(maximumValueSize: -1) == StylesheetLimits(maximumValueSize: Int.min))
  }

  /// The environment matrix tries only lengths a screen can have, and a scale above 0, whatever
  /// thresholds the sheet writes (the environment now traps on others, as `set(_:to:)` refuses them).
  @Test func theMatrixTriesOnlyPossibleScreens() {
    let loaded = sheet(
      "@media (screen-width: > -5) { UILabel { alpha: 0.5; } }\n@media (scale: <= 0) { UILabel { tag: 1; } }",
      path: "main.css")
    let environments = EnvironmentMatrix(sheet: loaded).labelledEnvironments(limit: 256) ?? []
    #expect(environments.count == 1)
    #expect(
      environments.allSatisfy { ($0.environment.screenWidth ?? 0) >= 0 && ($0.environment.scale ?? 1) > 0 })
  }
}
