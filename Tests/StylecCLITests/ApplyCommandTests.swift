import Foundation
import Testing

@testable import StylecCLI

@Suite("stylec apply", .serialized)
struct ApplyCommandTests {
  private let sheet = "Fixtures/precedence/sheet.cas"
  private let tree = "Fixtures/precedence/tree.json"

  @Test func readsTheTreeFromStandardInput() {
    let result = runStylec(["apply", sheet, "-"], input: #"{"type": "UIButton"}"#)
    #expect(result.status == .success)
    #expect(
      result.output
        == "{\n  \"type\": \"UIButton\",\n  \"style\": {\n    \"background-image\": \"bg_button_red\",\n    \"title-color\": \"#ff0000\"\n  }\n}\n"
    )
    #expect(result.errors == "")
  }

  @Test func precedenceAndEnvironmentOptionsAreApplied() {
    let result = runStylec(
      ["apply", "--precedence=last-wins", sheet, "-"],
      input: #"{"type": "UIView", "children": [{"type": "UIButton"}]}"#)
    #expect(result.output.contains("\"title-color\": \"#ff0000\""))
  }

  @Test(arguments: [
    (
      ["apply"],
      "stylec: error: expected a stylesheet and a tree (stylec apply SHEET TREE), got 0 file(s)\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--format", "yaml", "a", "b"],
      "stylec: error: 'yaml' is not a valid --format; expected one of json, text\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--precedance", "classy", "a", "b"],
      "stylec: error: unknown option '--precedance'; did you mean '--precedence'?\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--env", "device", "a", "b"],
      "stylec: error: --env takes KEY=VALUE, not 'device'\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--env", "device=watch", "a", "b"],
      "stylec: error: --env device=watch: device must be phone, pad or tv, not 'watch'\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--max-depth", "0", "a", "b"],
      "stylec: error: --max-depth takes a positive whole number, not '0'\nsee 'stylec help apply'\n"
    ),
    (["apply", "--format"], "stylec: error: option '--format' needs a value\nsee 'stylec help apply'\n"),
    (
      ["apply", "missing.cas", "Fixtures/precedence/tree.json"],
      "stylec: error: cannot read 'missing.cas': no such file\nsee 'stylec help'\n"
    ),
    (
      ["apply", "Fixtures/precedence/sheet.cas", "missing.json"],
      "stylec: error: cannot read 'missing.json': no such file\nsee 'stylec help'\n"
    ),
    (
      ["apply", "Fixtures", "Fixtures/precedence/tree.json"],
      "stylec: error: cannot read 'Fixtures': it is a directory\nsee 'stylec help'\n"
    ),
    (["aply"], "stylec: error: unknown command 'aply'; did you mean 'apply'?\nsee 'stylec help'\n"),
  ])
  func usageErrorsExitWithStatusTwo(arguments: [String], message: String) {
    let result = runStylec(arguments)
    #expect(result.status == .usage)
    #expect(result.errors == message)
    #expect(result.output == "")
  }

  @Test func aMalformedTreeIsAnErrorWithItsSourceLine() {
    let result = runStylec(["apply", sheet, "-"], input: "{\"type\": \"UIView\",\n \"children\": [{}]}")
    #expect(result.status == .failure)
    #expect(result.output == "")
    #expect(
      result.errors == """
        <stdin>:2:15: error: this node has no "type"; every node names its class, e.g. "type": "UIView" [invalid-tree]
          1 | {"type": "UIView",
          2 |  "children": [{}]}
            |               ^
        1 error

        """)
  }

  @Test func outputGoesToAFileWhenAsked() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylec-\(UUID().uuidString).json"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = runStylec(["apply", "-o", path, sheet, tree])
    #expect(result.status == .success)
    #expect(result.output == "")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == runStylec(["apply", sheet, tree]).output)
  }

  @Test func helpAndVersion() {
    #expect(runStylec(["help", "apply"]).output.contains("USAGE: stylec apply [options] SHEET TREE"))
    #expect(runStylec(["--help"]).output.contains("COMMANDS:"))
    #expect(runStylec(["--version"]).output == "stylec \(StylecCommand.version)\n")
    #expect(runStylec([]).status == .usage)
    #expect(runStylec(["help", "nope"]).status == .usage)
  }

  @Test func compactOutputIsTheSameDocumentWithoutWhiteSpace() throws {
    let arguments = ["apply", "Fixtures/interfacss/sheet.css", "Fixtures/interfacss/tree.json"]
    let pretty = runStylec(arguments).output
    let compact = runStylec(arguments + ["--compact"]).output
    #expect(compact.split(separator: "\n").count == 1)
    #expect(compact.count < pretty.count / 2)
    let a = try JSONSerialization.jsonObject(with: Data(pretty.utf8)) as? NSDictionary
    let b = try JSONSerialization.jsonObject(with: Data(compact.utf8)) as? NSDictionary
    #expect(a != nil && a == b)
    #expect(runStylec(arguments + ["--compact", "--format", "text"]).status == .usage)
  }
}
