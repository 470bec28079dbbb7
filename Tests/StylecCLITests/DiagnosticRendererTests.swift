import Foundation
import Stylec
import Testing

@testable import StylecCLI

@Suite("Diagnostic rendering")
struct DiagnosticRendererTests {
  private func render(_ line: String, column: Int, endColumn: Int, message: String = "m") -> [Substring] {
    let diagnostic = Diagnostic(
      .malformedValue, message: message,
      location: SourceLocation(file: "f.cas", line: 1, column: column, endColumn: endColumn))
    var renderer = DiagnosticRenderer(sourceLine: { _, _ in line })
    return renderer.render(diagnostic).split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test func aLongLineShowsAWindowAroundTheColumn() {
    // Minified CSS is one line: each diagnostic once printed all of it, and a caret line as long.
    let line = String(repeating: "abcdefghij", count: 10_000)
    let rendered = render(line, column: 50_001, endColumn: 50_004)
    #expect(rendered[1].count <= DiagnosticRenderer.windowWidth + 10)
    #expect(rendered[1].hasPrefix("  1 | …abcdefghij"))
    #expect(rendered[1].hasSuffix("…"))
    // The caret stands under the located bytes, "abc" at a multiple of ten.
    let caret = rendered[2].distance(from: rendered[2].startIndex, to: rendered[2].firstIndex(of: "^")!)
    #expect(rendered[1].dropFirst(caret).hasPrefix("abc"))
    #expect(rendered[2].dropFirst(caret) == "^~~")
  }

  @Test func theEndsOfALongLineAreShownWithoutAMarkerOnTheirSide() {
    let line = String(repeating: "x", count: 500)
    #expect(render(line, column: 1, endColumn: 2)[1] == "  1 | " + String(repeating: "x", count: 120) + "…")
    #expect(render(line, column: 500, endColumn: 501)[1] == "  1 | …" + String(repeating: "x", count: 120))
    #expect(
      render(line, column: 500, endColumn: 501)[2] == "    | " + String(repeating: " ", count: 120) + "^")
  }

  @Test func aWindowNeverSplitsACharacter() {
    let line = String(repeating: "é", count: 400)
    let rendered = render(line, column: 401, endColumn: 403)
    #expect(!rendered[1].contains("\u{FFFD}"))
    #expect(rendered[2].hasSuffix("^"))
  }

  @Test func controlCharactersFromTheSheetAreEscaped() {
    // An escape sequence in a sheet once reached the terminal as it was, and could recolour or clear it.
    let rendered = render(
      "a\u{1B}[2Jb\tc\u{202E}d", column: 6, endColumn: 7, message: "bad '\u{1B}[31m' and \u{7}")
    #expect(rendered[0] == #"f.cas:1:6: error: bad '\u{1B}[31m' and \u{7} [malformed-value]"#)
    #expect(rendered[1] == #"  1 | a\u{1B}[2Jb"# + "\t" + #"c\u{202E}d"#)
    #expect(rendered[2] == "    |" + String(repeating: " ", count: 11) + "^")
    #expect(!rendered.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
  }

  @Test func aOneLineSheetWithManyErrorsPrintsLittlePerError() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-oneline-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let sheet = directory.appendingPathComponent("min.cas").path
    let count = 2000
    let declarations = (0..<count).map { "a\($0) $missing\($0)" }.joined(separator: "; ")
    try Data("UIView { \(declarations) }".utf8).write(to: URL(fileURLWithPath: sheet))
    let tree = directory.appendingPathComponent("tree.json").path
    try Data(#"{"type": "UIView"}"#.utf8).write(to: URL(fileURLWithPath: tree))
    let applied = runStylec(["apply", sheet, tree])
    #expect(applied.status == .failure)
    #expect(applied.errors.components(separatedBy: "[undefined-variable]").count == count + 1)
    // Each diagnostic prints a window of the line, not the line (about 40 KB here).
    #expect(applied.errors.utf8.count < count * 600)
    let linted = runStylec(["lint", sheet])
    #expect(linted.output.utf8.count < count * 600)
  }

  @Test func everyReportShowsTheSheetsControlCharactersEscaped() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-escape-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let sheet = directory.appendingPathComponent("escape.cas").path
    try Data("UIView { a \u{1B}[31mred }\n".utf8).write(to: URL(fileURLWithPath: sheet))
    for result in [runStylec(["lint", sheet]), runStylec(["rules", sheet])] {
      #expect(result.errors.contains(#"\u{1B}[31mred"#) || result.output.contains(#"\u{1B}[31mred"#))
      #expect(!(result.output + result.errors).contains("\u{1B}"))
    }
    let finding = Diagnostic(
      .malformedValue, message: "bad \u{1B}[2J",
      location: SourceLocation(file: "a\u{7}.cas", line: 1, column: 1))
    let github = LintReport(findings: [finding], fileCount: 1, sourceLine: { _, _ in nil }).render(
      .github, color: false)
    // A name a workflow command cannot carry is named in the message.
    #expect(github == #"::error title=stylec malformed-value::a\u{7}.cas:1:1: bad \u{1B}[2J"# + "\n")
  }
}
