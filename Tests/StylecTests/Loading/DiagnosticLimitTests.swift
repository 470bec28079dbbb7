import Testing

@testable import Stylec

/// How many diagnostics one load keeps: a megabyte of stray `}` is a million errors, which took
/// 415 MB and 7 s to keep. Past `StylesheetLimits.maximumDiagnostics` they are only counted, and
/// one `too-many-diagnostics`, located where the first one left out stands, says how many more.
@Suite("Diagnostic limits")
struct DiagnosticLimitTests {
  @Test func theDefaultIsTenThousand() {
    let parsed = sheet(String(repeating: "}", count: 10_001))
    #expect(parsed.diagnostics.count == 10_001)
    #expect(parsed.diagnostics.last?.code == .tooManyDiagnostics)
    #expect(parsed.diagnostics.last?.message.contains("the first 10000 are listed, 1 more") == true)
  }

  @Test func aLoadKeepsTheFirstDiagnosticsAndCountsTheRest() throws {
    let parsed = sheet(String(repeating: "}\n", count: 50), limits: StylesheetLimits(maximumDiagnostics: 10))
    #expect(parsed.diagnostics.count == 11)
    #expect(parsed.diagnostics.prefix(10).allSatisfy { $0.code == .unexpectedBrace })
    let summary = try #require(parsed.diagnostics.last)
    #expect(summary.code == .tooManyDiagnostics)
    #expect(summary.severity == .error)
    #expect(
      summary.message
        == "too many diagnostics: the first 10 are listed, 40 more from here on are not (40 errors)")
    #expect(
      summary.notes == [
        "the limit can be raised with --max-diagnostics (StylesheetLimits.maximumDiagnostics)"
      ])
    // Located at the first brace left out, the eleventh line.
    #expect(locatedCodes([summary]) == ["11:1 too-many-diagnostics"])
  }

  @Test func nothingIsCountedUnderTheLimit() {
    let parsed = sheet(String(repeating: "}\n", count: 10), limits: StylesheetLimits(maximumDiagnostics: 10))
    #expect(parsed.diagnostics.map(\.code) == Array(repeating: .unexpectedBrace, count: 10))
  }

  @Test func warningsLeftOutMakeAWarning() throws {
    // Ten rules with a zero-width space in a class name: warnings only.
    let source = (0..<10).map { "A.b\u{200B}\($0) { a 1 }" }.joined(separator: "\n")
    let parsed = sheet(source, limits: StylesheetLimits(maximumDiagnostics: 4))
    let summary = try #require(parsed.diagnostics.last)
    #expect(summary.code == .tooManyDiagnostics)
    #expect(summary.severity == .warning)
    #expect(summary.message.hasSuffix("6 more from here on are not (6 warnings)"))
    #expect(!parsed.hasErrors)
  }

  @Test func errorsAndWarningsLeftOutAreCountedApart() throws {
    let source = "}\n}\nA.b\u{200B} { a 1 }\n}\n"
    let parsed = sheet(source, limits: StylesheetLimits(maximumDiagnostics: 1))
    let summary = try #require(parsed.diagnostics.last)
    #expect(summary.message.hasSuffix("3 more from here on are not (2 errors, 1 warning)"))
    #expect(summary.severity == .error)
  }

  @Test func everyStageOfALoadSharesOneLimit() throws {
    // Errors from the lexer (a control character), the parser (stray braces), the compiler
    // (undefined variables) and an imported file's parser count against the same limit.
    let imported = String(repeating: "}\n", count: 5)
    let source = "A { a \u{1} }\n}\nB { b $none }\n@import other.cas\n" + String(repeating: "}\n", count: 5)
    let parsed = sheet(
      source, files: ["other.cas": imported], limits: StylesheetLimits(maximumDiagnostics: 4))
    #expect(parsed.diagnostics.count == 5)
    let summary = try #require(parsed.diagnostics.last)
    // 2 (a missing value, the character) + 1 + 1 + 5 + 5 = 14 found, 4 kept.
    #expect(summary.message.contains("the first 4 are listed, 10 more"))
  }

  @Test func typingAValueKeepsTheSheetsLimit() throws {
    // Each of twenty views is styled by a rule of its own whose value is no number.
    let rules = (0..<20).map { "#v\($0) { alpha: red; }" }.joined(separator: "\n")
    let parsed = sheet(rules, path: "t.css", limits: StylesheetLimits(maximumDiagnostics: 3))
    #expect(parsed.diagnostics.isEmpty)
    let tree = try StyleTree(
      root: ViewNode("UIView", children: (0..<20).map { ViewNode("UIView", id: "v\($0)") }))
    let styles = parsed.resolve(tree, schema: .uikit)
    #expect(styles.diagnostics.count == 4)
    let summary = try #require(styles.diagnostics.last)
    #expect(summary.code == .tooManyDiagnostics)
    #expect(summary.message.contains("the first 3 are listed, 17 more"))
  }

  @Test func lintKeepsTheSheetsLimit() throws {
    let rules = (0..<20).map { "#v\($0) { unknown\($0): 1; }" }.joined(separator: "\n")
    let parsed = sheet(rules, path: "t.css", limits: StylesheetLimits(maximumDiagnostics: 5))
    let findings = Linter().lint(parsed)
    #expect(findings.count == 6)
    #expect(findings.prefix(5).allSatisfy { $0.code == .unknownProperty })
    let summary = try #require(findings.last)
    #expect(summary.code == .tooManyDiagnostics)
    #expect(summary.message.contains("the first 5 are listed, 15 more"))
  }

  @Test func lintSettingsApplyBeforeTheLimit() {
    // Rules a configuration turns off take no room; severities are the configured ones.
    let rules = (0..<20).map { "#v\($0) { unknown\($0): 1; }" }.joined(separator: "\n") + "\n#w {}"
    let parsed = sheet(rules, path: "t.css", limits: StylesheetLimits(maximumDiagnostics: 5))
    let findings = Linter(settings: [.unknownProperty: .off, .emptyRule: .error]).lint(parsed)
    #expect(findings.map(\.code) == [.emptyRule])
    #expect(findings.first?.severity == .error)
  }

  @Test func aTreesWarningsHaveALimit() throws {
    let keys = (0..<30).map { #""k\#($0)": 1"# }.joined(separator: ", ")
    let tree = try StyleTree(json: #"{"type": "UIView", \#(keys)}"#.utf8.map { $0 }, maximumDiagnostics: 10)
    #expect(tree.diagnostics.count == 11)
    let summary = try #require(tree.diagnostics.last)
    #expect(summary.severity == .warning)
    #expect(
      summary.message
        == "too many diagnostics: the first 10 are listed, 20 more from here on are not (20 warnings)")
    #expect(
      summary.notes == [
        "the limit can be raised with --max-diagnostics (StyleTree(json:maximumDiagnostics:))"
      ])
  }
}

/// The list itself: what it keeps, what it counts, and how lists combine.
@Suite("DiagnosticList")
struct DiagnosticListTests {
  private func brace(_ line: Int, _ code: DiagnosticCode = .unexpectedBrace) -> Diagnostic {
    Diagnostic(code, message: "m", location: SourceLocation(file: "f", line: line, column: 1, offset: line))
  }

  @Test func aDiagnosticPastTheLimitIsNotMade() {
    var list = DiagnosticList(limit: 1)
    var made = 0
    for line in 1...5 {
      list.append(.unexpectedBrace) {
        made += 1
        return brace(line)
      }
    }
    // The kept one, and the first one left out, whose location the summary names.
    #expect(made == 2)
    #expect(list.all.count == 2)
    #expect(list.omitted == 4)
  }

  @Test func combiningListsAddsTheirCounts() {
    var first = DiagnosticList(limit: 3)
    var second = DiagnosticList(limit: 3)
    for line in 1...2 { first.append(brace(line)) }
    for line in 10...14 { second.append(brace(line, .invisibleCharacter)) }
    first.append(contentsOf: second)
    #expect(first.kept.map { $0.location?.line } == [1, 2, 10])
    // Two of the second list's kept ones had no room, and it had left out two of its own.
    #expect(first.omitted == 4)
    #expect(first.omittedErrors == 0)
    #expect(first.all.last?.severity == .warning)
    // The first one left out: the second list's second.
    #expect(first.all.last?.location?.line == 11)
  }

  @Test func theSummaryComesAfterTheSortedDiagnostics() {
    var list = DiagnosticList(limit: 2)
    for line in [5, 3, 9] { list.append(brace(line)) }
    #expect(list.sortedBySource(fileOrder: ["f"]).map { $0.location?.line } == [3, 5, 9])
    #expect(list.sortedBySource(fileOrder: ["f"]).last?.code == .tooManyDiagnostics)
  }

  @Test func aLimitOfZeroListsOnlyTheCount() {
    var list = DiagnosticList(limit: 0)
    list.append(brace(1))
    #expect(list.all.map(\.code) == [.tooManyDiagnostics])
    #expect(list.containsErrors)
  }
}
