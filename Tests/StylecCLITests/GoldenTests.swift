import Foundation
import Testing

@testable import StylecCLI

/// Every folder under `Fixtures/` with a `tree.json` is a bundled example: `stylec apply` on
/// its `sheet.cas` or `sheet.css` (with the extra arguments listed one per line in `args`)
/// must print `expected.json`, with `--format text` `expected.txt`, on standard error
/// `expected.stderr` (nothing when absent), and exit with `expected.status` (0 when absent).
///
/// Run with `STYLEC_RECORD=1` to write the golden files anew; review the diff before committing.
@Suite("Golden outputs of the bundled examples", .serialized)
struct GoldenTests {
  static let examples: [String] = {
    let fixtures = repositoryRoot.appendingPathComponent("Fixtures")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\($0)/tree.json").path)
    }
    .sorted()
  }()

  @Test func everyFeatureHasAnExample() {
    #expect(Self.examples.count >= 7)
  }

  @Test(arguments: examples)
  func exampleMatchesItsGoldenFiles(name: String) throws {
    let folder = repositoryRoot.appendingPathComponent("Fixtures/\(name)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let sheet = try #require(files.first { $0 == "sheet.cas" || $0 == "sheet.css" })
    let extra =
      (try? String(contentsOf: folder.appendingPathComponent("args"), encoding: .utf8))?
      .split(separator: "\n").map(String.init) ?? []
    let arguments = ["apply"] + extra + ["Fixtures/\(name)/\(sheet)", "Fixtures/\(name)/tree.json"]
    let json = runStylec(arguments)
    let text = runStylec(arguments + ["--format", "text"])
    try check(json.output, against: folder.appendingPathComponent("expected.json"))
    try check(text.output, against: folder.appendingPathComponent("expected.txt"))
    try check(json.errors, against: folder.appendingPathComponent("expected.stderr"), optional: true)
    try check(
      "\(json.status.rawValue)\n", against: folder.appendingPathComponent("expected.status"), optional: true,
      absentMeans: "0\n")
    #expect(text.status == json.status)
  }

  private func check(_ actual: String, against file: URL, optional: Bool = false, absentMeans: String = "")
    throws
  {
    if ProcessInfo.processInfo.environment["STYLEC_RECORD"] == "1" {
      if optional && actual == absentMeans {
        try? FileManager.default.removeItem(at: file)
      } else {
        try actual.write(to: file, atomically: false, encoding: .utf8)
      }
      return
    }
    let expected =
      (try? String(contentsOf: file, encoding: .utf8))
      ?? (optional ? absentMeans : "<missing \(file.lastPathComponent)>")
    #expect(actual == expected, "\(file.path) differs; rerun with STYLEC_RECORD=1 to update")
  }
}

/// `Fixtures/lint/` holds sheets with mistakes of every kind (and the `.stylec.json` and schema
/// they are checked with); each reporter's output is pinned in `expected.<format>`.
@Suite("Golden outputs of stylec lint", .serialized)
struct LintGoldenTests {
  @Test(arguments: ["text", "json", "github", "sarif"])
  func reporterMatchesItsGoldenFile(format: String) throws {
    let folder = repositoryRoot.appendingPathComponent("Fixtures/lint")
    let result = runStylec([
      "lint", "--format", format, "--import-root", "Fixtures", "Fixtures/lint/mistakes.cas",
      "Fixtures/lint/clean.css",
    ])
    #expect(result.status == .failure)
    #expect(result.errors == "")
    let golden = folder.appendingPathComponent("expected.\(format)")
    if ProcessInfo.processInfo.environment["STYLEC_RECORD"] == "1" {
      try result.output.write(to: golden, atomically: false, encoding: .utf8)
      return
    }
    #expect(result.output == (try String(contentsOf: golden, encoding: .utf8)), "\(golden.path) differs")
  }
}
