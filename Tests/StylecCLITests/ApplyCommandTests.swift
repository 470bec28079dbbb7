import Foundation
import Stylec
import Testing

@testable import StylecCLI

@Suite("stylec apply", .serialized)
struct ApplyCommandTests {
  private let sheet = "Fixtures/precedence/sheet.cas"
  private let tree = "Fixtures/precedence/tree.json"

  @Test func theOutlineShowsATreesControlCharactersEscaped() throws {
    // An id that would retitle the terminal, and a value that would clear it.
    try withFiles(["s.cas": "UIButton\n  title \"a\\1b[2J\"\n"]) { directory in
      let result = runStylec(
        ["apply", "--format", "text", directory.appendingPathComponent("s.cas").path, "-"],
        input: #"{"type": "UIButton", "id": "x\u001b]0;pwned\u0007"}"#)
      #expect(result.status == .success, "\(result.errors)")
      #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
      #expect(result.output.hasPrefix("UIButton#x\\u{1B}]0;pwned\\u{7}\n  title: "), "\(result.output)")
    }
  }

  /// The outline shows a long selector shortened, as explain does: it is printed for every
  /// property it sets on every node (an 11 MB `:is()` over 10 labels printed 111 MB).
  @Test func theOutlineShortensALongSelector() throws {
    let classes = (0..<300).map { ".c\($0)" }.joined(separator: ", ")
    try withFiles(["s.css": "UILabel:not(\(classes)) { alpha: 0.5; tag: 2; }\n"]) { directory in
      let result = runStylec(
        ["apply", "--format", "text", directory.appendingPathComponent("s.css").path, "-"],
        input: #"{"type": "UIView", "children": [{"type": "UILabel"}, {"type": "UILabel"}]}"#)
      #expect(result.status == .success, "\(result.errors)")
      #expect(result.output.components(separatedBy: "… (2001 characters) (").count - 1 == 4)
      #expect(!result.output.contains(classes))
      #expect(result.output.utf8.count < 3_000, "\(result.output.utf8.count)")
    }
  }

  /// JSON may hold C1 controls and bidirectional overrides raw, but a terminal showing the
  /// output acts on them (U+009B starts a control sequence on some): they are escaped as `\u`.
  @Test func theJSONOutputEscapesC1ControlsAndOverrides() throws {
    try withFiles(["s.css": "UILabel { text: \"a\u{9B}b\u{202E}c\u{7F}\"; }\n"]) { directory in
      let result = runStylec(
        ["apply", directory.appendingPathComponent("s.css").path, "-"],
        input: "{\"type\": \"UILabel\", \"id\": \"x\u{9B}y\u{2066}\"}")
      #expect(result.status == .success, "\(result.errors)")
      #expect(
        !result.output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value > 0x2000 })
      #expect(result.output.contains(#""id": "x\u009by\u2066""#), "\(result.output)")
      #expect(result.output.contains(#""text": "a\u009bb\u202ec\u007f""#), "\(result.output)")
    }
  }

  /// `apply` hands its sheet, tree and styles to the console to keep until the process exits
  /// (the process's own console keeps them, so that they are not taken apart just before it
  /// ends); what is kept so stays alive.
  @Test func applyKeepsWhatItMadeUntilTheProcessExits() throws {
    final class Kept: @unchecked Sendable { var values: [any Sendable] = [] }
    let kept = Kept()
    var output: [UInt8] = []
    var console = Console(
      readStandardInput: { _ in .success([]) }, writeOutput: { output += $0.utf8 },
      writeOutputBytes: { output += $0 }, writeError: { _ in })
    console.keepUntilExit = { kept.values.append($0) }
    workingDirectoryLock.lock()
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
    let status = StylecCommand.run(
      ["apply", "Fixtures/precedence/sheet.cas", "Fixtures/precedence/tree.json"], console: console)
    _ = FileManager.default.changeCurrentDirectoryPath(previous)
    workingDirectoryLock.unlock()
    #expect(status == .success)
    #expect(!output.isEmpty)
    let handed = try #require(kept.values.first as? (Stylesheet, StyleTree, ResolvedStyles))
    #expect(handed.2.tree.count == handed.1.count)
    // What the process's console keeps stays alive with no other reference to it (told by its
    // deinitializer, not a weak reference, whose side table the leak checker cannot follow).
    final class Released: @unchecked Sendable { var value = false }
    final class Marker: @unchecked Sendable {
      let released: Released
      init(_ released: Released) { self.released = released }
      deinit { released.value = true }
    }
    let released = Released()
    do { KeptUntilExit.keep(Marker(released)) }
    #expect(!released.value)
    // The same marker let go is released: the check above tells the two apart.
    let control = Released()
    do { _ = Marker(control) }
    #expect(control.value)
  }

  @Test func readsTheTreeFromStandardInput() {
    let result = runStylec(["apply", sheet, "-"], input: #"{"type": "UIButton"}"#)
    #expect(result.status == .success)
    #expect(
      result.output
        == "{\n  \"type\": \"UIButton\",\n  \"style\": {\n    \"background-image\": \"bg_button_red\",\n    \"title-color\": \"#ff0000\"\n  }\n}\n"
    )
    #expect(result.errors == "")
  }

  @Test func aTreeDecodedWhileTheSheetLoadsReportsItsErrorAfterTheSheets() throws {
    let result = runStylec(["apply", "Fixtures/errors/sheet.cas", "-"], input: #"{"type": 3}"#)
    #expect(result.status == .failure)
    let sheetError = try #require(result.errors.range(of: "Fixtures/errors/sheet.cas:5:15: error"))
    let treeError = try #require(result.errors.range(of: #"<stdin>:1:10: error: "type" must be a string"#))
    #expect(sheetError.lowerBound < treeError.lowerBound)
    #expect(result.errors.hasSuffix("6 errors\n"))
  }

  @Test func precedenceAndEnvironmentOptionsAreApplied() {
    let result = runStylec(
      ["apply", "--precedence=last-wins", sheet, "-"],
      input: #"{"type": "UIView", "children": [{"type": "UIButton"}]}"#)
    #expect(result.output.contains("\"title-color\": \"#ff0000\""))
  }

  @Test func aCustomEnvironmentFactFromEnvOverridesTheTreesForMedia() throws {
    try withFiles([
      "dark.css": "UILabel { alpha: 1 } @media (appearance: dark) { UILabel { alpha: 0.5 } }",
      "tree.json": #"{"root": {"type": "UILabel"}, "environment": {"appearance": "light"}}"#,
    ]) { directory in
      let sheet = directory.appendingPathComponent("dark.css").path
      let tree = directory.appendingPathComponent("tree.json").path
      let light = runStylec(["apply", "--compact", sheet, tree])
      #expect(light.output == #"{"type":"UILabel","style":{"alpha":1}}"# + "\n")
      let dark = runStylec(["apply", "--compact", "--env", "appearance=dark", sheet, tree])
      #expect(dark.output == #"{"type":"UILabel","style":{"alpha":0.5}}"# + "\n")
      let typo = runStylec(["apply", "--env", "orientaton=landscape", sheet, tree])
      #expect(typo.status == .usage)
      #expect(
        typo.errors.hasPrefix(
          "stylec: error: --env 'orientaton=landscape': unknown environment key 'orientaton'; did you mean 'orientation'?"
        ))
    }
  }

  @Test(arguments: [
    (
      ["apply"],
      "stylec: error: expected a stylesheet and a tree (stylec apply SHEET TREE), got 0 argument(s)\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--format", "yaml", "a", "b"],
      "stylec: error: 'yaml' is not a valid --format; expected one of json, text\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--precedance", "classy", "a", "b"],
      "stylec: error: unknown option '--precedance'; did you mean '--precedence'?\nsee 'stylec help apply'\n"
    ),
    // One dash where two were meant.
    (
      ["apply", "-format", "text", "a", "b"],
      "stylec: error: unknown option '-format'; did you mean '--format'?\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--env", "device", "a", "b"],
      "stylec: error: --env takes KEY=VALUE, not 'device'\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--env", "device=watch", "a", "b"],
      "stylec: error: --env 'device=watch': device must be phone, pad or tv, not 'watch'\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--max-depth", "0", "a", "b"],
      "stylec: error: --max-depth takes a positive whole number up to 1099511627776, not '0'\nsee 'stylec help apply'\n"
    ),
    (["apply", "--format"], "stylec: error: option '--format' needs a value\nsee 'stylec help apply'\n"),
    (
      ["apply", "missing.cas", "Fixtures/precedence/tree.json"],
      "stylec: error: cannot read 'missing.cas': no such file\nthe path is relative to the current directory, \(repositoryRoot.path)\n"
    ),
    (
      // The sheet loads while the tree is read: when both fail, the sheet's error still comes alone.
      ["apply", "missing.cas", "missing.json"],
      "stylec: error: cannot read 'missing.cas': no such file\nthe path is relative to the current directory, \(repositoryRoot.path)\n"
    ),
    (
      ["apply", "--schema", "missing-schema.json", "missing.cas", "missing.json"],
      "stylec: error: cannot read 'missing.cas': no such file\nthe path is relative to the current directory, \(repositoryRoot.path)\n"
    ),
    (
      ["apply", "--schema", "missing-schema.json", "Fixtures/precedence/sheet.cas", "missing.json"],
      "stylec: error: cannot read schema 'missing-schema.json': no such file\nthe path is relative to the current directory, \(repositoryRoot.path)\n"
    ),
    (
      ["apply", "Fixtures/precedence/sheet.cas", "missing.json"],
      "stylec: error: cannot read 'missing.json': no such file\nthe path is relative to the current directory, \(repositoryRoot.path)\n"
    ),
    (
      ["apply", "Fixtures", "Fixtures/precedence/tree.json"],
      "stylec: error: cannot read 'Fixtures': it is a directory\n'Fixtures' is a directory: name a file in it\n"
    ),
    (
      ["apply", "--max-tree-size", "10", "Fixtures/precedence/sheet.cas", "Fixtures/precedence/tree.json"],
      "stylec: error: cannot read 'Fixtures/precedence/tree.json': it is larger than the 10-byte limit\nraise the limit with --max-tree-size\n"
    ),
    (
      ["apply", "--max-tree-size", "10", "Fixtures/precedence/sheet.cas", "/dev/zero"],
      "stylec: error: cannot read '/dev/zero': it is larger than the 10-byte limit\nraise the limit with --max-tree-size\n"
    ),
    (
      ["apply", "--max-value-size", "-1", "a", "b"],
      "stylec: error: --max-value-size takes a positive whole number up to 1099511627776, not '-1'\nsee 'stylec help apply'\n"
    ),
    (
      // Once a trap: the tree read from standard input asked for one byte more than the limit.
      ["apply", "--max-tree-size", "9223372036854775807", "a", "-"],
      "stylec: error: --max-tree-size takes a positive whole number up to 1099511627776, not '9223372036854775807'\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--max-file-size", "1099511627777", "a", "b"],
      "stylec: error: --max-file-size takes a positive whole number up to 1099511627776, not '1099511627777'\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--var", "a", "a", "b"],
      "stylec: error: --var takes NAME=VALUE, not 'a'\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--var", "=1", "a", "b"],
      "stylec: error: --var takes NAME=VALUE, not '=1'\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--var", "--x=0.5", "a", "b"],
      "stylec: error: --var gives variables, not custom properties: '--x' is set in a rule (:root { --x: … })\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--var", "a b=1", "a", "b"],
      "stylec: error: --var 'a b' is no name a sheet can write (\(Stylesheet.injectableVariableNameRule))\nsee 'stylec help apply'\n"
    ),
    (
      ["apply", "--max-diagnostics", "0", "a", "b"],
      "stylec: error: --max-diagnostics takes a positive whole number up to 1099511627776, not '0'\nsee 'stylec help apply'\n"
    ),
    (["aply"], "stylec: error: unknown command 'aply'; did you mean 'apply'?\nsee 'stylec help'\n"),
    // A help topic misspelt is answered as a command is.
    (
      ["help", "frmt"],
      "stylec: error: no help for 'frmt'; did you mean 'fmt'? topics: apply, explain, lint, fmt, convert, rules, schema, watch, lsp, completion, help, config\n"
    ),
  ])
  func usageErrorsExitWithStatusTwo(arguments: [String], message: String) {
    let result = runStylec(arguments)
    #expect(result.status == .usage)
    #expect(result.errors == message)
    #expect(result.output == "")
  }

  /// `--dialect` chooses the meaning of color names and the default ranking; `--precedence`
  /// still overrides the ranking.
  @Test func theDialectOptionChoosesMeanings() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-dialect-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let sheet = directory.appendingPathComponent("s.cas").path
    try
      "UIView.a UIButton { p 1 }\nUIButton.b { p 2 }\nUIView UIView UIButton { p 3 }\nUIButton { tint-color green }\n"
      .write(toFile: sheet, atomically: false, encoding: .utf8)
    let tree =
      #"{"type": "UIView", "classes": ["a"], "children": [{"type": "UIView", "children": [{"type": "UIButton", "classes": ["b"]}]}]}"#
    func button(_ options: [String]) -> String {
      let output = runStylec(["apply", "--format", "text"] + options + [sheet, "-"], input: tree).output
      return output.split(separator: "\n").filter { $0.hasPrefix("      p:") || $0.hasPrefix("      tint") }
        .map { $0.split(separator: " ").prefix(2).joined(separator: " ") }.joined(separator: "; ")
    }
    #expect(button([]) == "p: 2; tint-color: #00ff00")
    #expect(button(["--dialect", "css"]) == "p: 1; tint-color: #008000")
    #expect(button(["--dialect", "css", "--precedence", "last-wins"]) == "p: 3; tint-color: #008000")
  }

  /// A stray line in a CSS sheet is a located warning in `apply` as in `lint`; the rules around
  /// it apply as written, and the exit status stays 0.
  /// Without --schema a value is checked against the built-in schema all the same: a number
  /// never wins as a colour (it did, silently), and the values that fit print as written.
  @Test func withoutASchemaAMisfitIsReportedAndTheNextDeclarationWins() throws {
    try withFiles(["s.css": "UILabel { text-color: red; alpha: .5; }\nUILabel.x { text-color: 12; }\n"]) {
      directory in
      let sheet = directory.appendingPathComponent("s.css").path
      let result = runStylec(
        ["apply", "--compact", sheet, "-"], input: #"{"type": "UILabel", "classes": ["x"]}"#)
      #expect(result.status == .failure)
      #expect(
        result.output
          == ##"{"type":"UILabel","classes":["x"],"style":{"alpha":0.5,"text-color":"#ff0000"}}"## + "\n")
      #expect(result.errors.contains("s.css:2:13: error: "), "\(result.errors)")
      #expect(result.errors.contains("[invalid-value]"))
    }
  }

  @Test func strayLinesInACSSSheetAreWarningsThatChangeNoRule() throws {
    try withFiles(["s.css": "bad bad bad\n.a { alpha: 1; bad bad }\n"]) { directory in
      let sheet = directory.appendingPathComponent("s.css").path
      let result = runStylec(
        ["apply", "--compact", sheet, "-"], input: #"{"type": "UIView", "classes": ["a"]}"#)
      #expect(result.status == .success)
      #expect(result.output == #"{"type":"UIView","classes":["a"],"style":{"alpha":1}}"# + "\n")
      #expect(
        result.errors.contains(
          "s.css:1:1: warning: 'bad bad bad' is not part of the selector on the line after it, and is skipped [stray-content]"
        ))
      #expect(
        result.errors.contains(
          "s.css:2:16: warning: expected ':' after 'bad'; 'bad bad' is not a declaration, and is skipped [stray-content]"
        ))
      #expect(result.errors.hasSuffix("2 warnings\n"))
      let linted = runStylec(["lint", sheet])
      #expect(linted.output.contains("[stray-content]"))
    }
  }

  @Test func varInjectsVariablesBeforeTheSheet() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-var-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let sheet = directory.appendingPathComponent("s.cas").path
    try "UIView { alpha $a; insets $b }\n".write(toFile: sheet, atomically: false, encoding: .utf8)
    let result = runStylec(
      ["apply", "--compact", "--var", "a=0.5", "--var", "$b=1, 2, 3, 4", "--var", "a=0.25", sheet, "-"],
      input: #"{"type": "UIView"}"#)
    #expect(result.errors == "")
    #expect(result.output == #"{"type":"UIView","style":{"alpha":0.25,"insets":"1, 2, 3, 4"}}"# + "\n")
    let undefined = runStylec(["apply", sheet, "-"], input: #"{"type": "UIView"}"#)
    #expect(undefined.status == .failure)
    #expect(undefined.errors.contains("variable '$a' is not defined"))
  }

  /// `c` and `$c` are one variable: the last `--var` wins whichever spelling, `--var` wins over
  /// the configuration, and a value may use a variable given after it.
  @Test func varSpellingsAreOneVariableAndTheLastGivenWins() throws {
    try withFiles([
      "s.cas": "UIView { alpha $c; width $a }\n",
      ".stylec.json": #"{"variables": {"c": 0.1}}"#,
    ]) { directory in
      let sheet = directory.appendingPathComponent("s.cas").path
      for (given, alpha) in [(["c=0.2", "$c=0.3"], "0.3"), (["$c=0.3", "c=0.2"], "0.2"), ([], "0.1")] {
        let result = runStylec(
          ["apply", "--compact"] + given.flatMap { ["--var", $0] } + [
            "--var", "a=$z * 2", "--var", "z=3", sheet, "-",
          ],
          input: #"{"type": "UIView"}"#)
        #expect(result.errors == "")
        #expect(result.output == #"{"type":"UIView","style":{"alpha":\#(alpha),"width":6}}"# + "\n")
      }
    }
  }

  @Test func aConfigurationGivingOneVariableInTwoSpellingsIsRefused() throws {
    try withFiles([
      "s.cas": "UIView { alpha $c }\n",
      ".stylec.json": #"{"variables": {"c": 0.1, "$c": 0.2}}"#,
    ]) { directory in
      let result = runStylec(
        ["apply", directory.appendingPathComponent("s.cas").path, "-"], input: #"{"type": "UIView"}"#)
      #expect(result.status == .usage)
      #expect(result.errors.contains(".stylec.json:1:26: 'c' and '$c' name one variable, $c: give it once"))
    }
  }

  @Test func maxDiagnosticsBoundsTheSheetsAndTheTreesLists() {
    let result = runStylec(
      ["apply", "--max-diagnostics", "2", "Fixtures/errors/sheet.cas", "-"],
      input: #"{"type": "UIView", "a": 1, "b": 2, "c": 3, "d": 4}"#)
    #expect(result.status == .failure)
    let counts = result.errors.split(separator: "\n").filter { $0.contains("[too-many-diagnostics]") }
    #expect(
      counts == [
        "Fixtures/errors/sheet.cas:7:17: error: too many diagnostics: the first 2 are listed, 3 more from here on are not (3 errors) [too-many-diagnostics]",
        "<stdin>:1:36: warning: too many diagnostics: the first 2 are listed, 2 more from here on are not (2 warnings) [too-many-diagnostics]",
      ])
    #expect(
      result.errors.contains(
        "note: the limit can be raised with --max-diagnostics (StyleTree(json:maximumDiagnostics:))"))
  }

  @Test func standardInputIsBoundedByTheTreeSizeLimit() {
    let result = runStylec(
      ["apply", "--max-tree-size", "8", "Fixtures/precedence/sheet.cas", "-"], input: "{\"type\": \"UIView\"}"
    )
    #expect(result.status == .usage)
    #expect(result.errors.contains("cannot read standard input: it is larger than the 8-byte limit"))
  }

  @Test(arguments: [
    (["--max-file-size", "20"], "larger than the 20-byte limit (raised with --max-file-size)"),
    (["--max-value-size", "1"], "this value expands to more than 1 items"),
    (["--max-selectors", "1"], "nesting expands this rule to 2 selectors, more than the limit of 1"),
    (["--max-selector-length", "1"], "chains more compound selectors than the limit of 1"),
    (["--max-total-selectors", "1"], "expands to more than 1 selectors in all"),
    (["--max-nesting", "1"], "nested more than 1"),
    (["--max-imports", "1"], "more than 1 imports"),
    (["--max-total-bytes", "80"], "would read more than 80 bytes in all"),
    (["--max-copies", "1"], "would copy more than 1 items in this load"),
  ])
  func everyStylesheetLimitCanBeSetFromTheCommandLine(options: [String], message: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylec-limits-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "UIView { a 1 }".write(
      to: directory.appendingPathComponent("a.cas"), atomically: false, encoding: .utf8)
    let sheet = directory.appendingPathComponent("main.cas")
    try "@import a.cas\n@import a.cas\nUIView, UILabel {\n  & UIButton { b 1 2 }\n}\n".write(
      to: sheet, atomically: false, encoding: .utf8)
    let plain = runStylec(["apply", sheet.path, "Fixtures/precedence/tree.json"])
    #expect(plain.status == .success)
    let limited = runStylec(["apply"] + options + [sheet.path, "Fixtures/precedence/tree.json"])
    #expect(limited.status != .success)
    #expect(limited.errors.contains(message), "\(limited.errors)")
  }

  @Test func nestingCanBeRaisedOnlyAsFarAsTheStackAllows() {
    let result = runStylec([
      "apply", "--max-nesting", "257", "Fixtures/precedence/sheet.cas", "Fixtures/precedence/tree.json",
    ])
    #expect(result.status == .usage)
    #expect(result.errors.contains("--max-nesting takes a positive whole number up to 256, not '257'"))
  }

  @Test(arguments: ["/nonexistent-stylec-root", "Fixtures/precedence/sheet.cas"])
  func anImportRootThatIsNotADirectoryIsAUsageError(root: String) {
    let result = runStylec([
      "apply", "--import-root", root, "Fixtures/precedence/sheet.cas", "Fixtures/precedence/tree.json",
    ])
    #expect(result.status == .usage)
    #expect(result.errors.contains("--import-root '\(root)' is not a directory"))
  }

  @Test func anImportRootLetsAStylesheetImportFromAboveItsDirectory() {
    let refused = runStylec([
      "apply", "Fixtures/precedence-last-wins/sheet.cas", "Fixtures/precedence/tree.json",
    ])
    #expect(refused.status == .failure)
    #expect(refused.errors.contains("[import-outside-root]"))
    let allowed = runStylec([
      "apply", "--import-root", "Fixtures", "Fixtures/precedence-last-wins/sheet.cas",
      "Fixtures/precedence/tree.json",
    ])
    #expect(allowed.status == .success)
    #expect(allowed.errors == "")
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

  @Test func theEnvironmentReportOfALargeTreeIsWrittenAsItIsMade() throws {
    // 3,000 labels each set apart by the device: the report runs to several pieces, to standard
    // output or to a file.
    let labels = Array(repeating: #"{"type": "UILabel", "classes": ["title"]}"#, count: 3_000)
    try withFiles([
      "sheet.css": "@media phone { UILabel.title { font-size: 17; } }\n",
      "tree.json": #"{"type": "UIView", "children": ["# + labels.joined(separator: ", ") + "]}",
    ]) { directory in
      let sheet = directory.appendingPathComponent("sheet.css").path
      let tree = directory.appendingPathComponent("tree.json").path
      let expected = (1...3_000).map {
        "UILabel.title [node \($0)]\n  font-size: 17 when device is phone; unset when device is pad or tv\n"
      }.joined()
      let result = runStylec(["apply", "--env-matrix", sheet, tree])
      #expect(result.status == .success)
      #expect(result.output == expected)
      let report = directory.appendingPathComponent("report.txt")
      #expect(runStylec(["apply", "--env-matrix", "-o", report.path, sheet, tree]).status == .success)
      let written = try String(contentsOf: report, encoding: .utf8)
      #expect(written == expected)
    }
  }

  /// A long value and a long property name are shown shortened, as explain shows them: the
  /// report printed a 500 KB string whole for each node (250 MB over 500 labels).
  @Test func theEnvironmentReportShortensLongValuesAndNames() throws {
    let long = String(repeating: "x", count: 100_000)
    try withFiles([
      "sheet.css": "@media phone { UILabel { text: \"\(long)\"; p\(long): 1; } }\n",
      "tree.json": #"{"type": "UIView", "children": ["#
        + Array(repeating: #"{"type": "UILabel"}"#, count: 50)
        .joined(separator: ", ") + "]}",
    ]) { directory in
      let result = runStylec([
        "apply", "--env-matrix", directory.appendingPathComponent("sheet.css").path,
        directory.appendingPathComponent("tree.json").path,
      ])
      #expect(result.status == .success)
      #expect(result.output.utf8.count < 50 * 3_000, "\(result.output.utf8.count)")
      #expect(
        result.output.contains("(100002 characters) when device is phone"), "\(result.output.prefix(2_000))")
      #expect(result.output.contains("(100001 characters): 1 when device is phone"))
    }
  }

  @Test func theEnvironmentMatrixVariesNoFactGivenWithEnvOrByTheTree() throws {
    let customs = (0..<10).map { "@media (f\($0): on) { UIView { p\($0): 1; } }\n" }.joined()
    try withFiles([
      "device.css": "@media pad { UIView { alpha: 1; } }\n", "customs.css": customs,
      "tree.json": #"{"type": "UIView"}"#,
      "phone.json": #"{"root": {"type": "UIView"}, "environment": {"device": "pad"}}"#,
    ]) { directory in
      func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
      let varied = runStylec(["apply", "--env-matrix", path("device.css"), path("tree.json")])
      #expect(
        varied.output == "UIView [node 0]\n  alpha: unset when device is phone or tv; 1 when device is pad\n")
      // The report says first which facts the sheet tests were held, with their values, and so
      // not varied, whether or not anything differs across the rest.
      let everyNode = "every node is styled alike in every environment the sheet tells apart\n"
      let deviceHeld = "not varied, as the tree's environment or --env gives it: device is pad\n" + everyNode
      #expect(
        runStylec(["apply", "--env-matrix", "--env", "device=pad", path("device.css"), path("tree.json")])
          .output
          == deviceHeld)
      #expect(
        runStylec(["apply", "--env-matrix", path("device.css"), path("phone.json")]).output == deviceHeld)
      // The report is text: --format text is what it prints.
      #expect(
        runStylec(["apply", "--env-matrix", "--format", "text", path("device.css"), path("phone.json")])
          .output
          == deviceHeld)
      #expect(
        runStylec(["apply", "--env-matrix", "--format", "json", path("device.css"), path("phone.json")])
          .status
          == .usage)
      // 2^10 environments are too many; fixing the facts leaves none to vary.
      let tooMany = runStylec(["apply", "--env-matrix", path("customs.css"), path("tree.json")])
      #expect(tooMany.status == .usage)
      #expect(
        tooMany.errors
          == "stylec: error: the sheet tests 10 facts, f0 (2 values) × f1 (2) × f2 (2) × f3 (2) × f4 (2) × f5 (2) × f6 (2) × f7 (2) × f8 (2) × f9 (2): more than 256 environments: too many to style the tree in each\n"
          + "fix some of these facts with --env, or run 'stylec lint --env-matrix' on the sheet\n")
      let fixed = runStylec(
        ["apply", "--env-matrix"] + (0..<10).flatMap { ["--env", "f\($0)=on"] } + [
          path("customs.css"), path("tree.json"),
        ])
      #expect(fixed.status == .success, "\(fixed.errors)")
      #expect(
        fixed.output
          == "not varied, as the tree's environment or --env gives them: "
          + (0..<10).map { "f\($0) is on" }.joined(separator: ", ") + "\n" + everyNode)
      // Held facts are said when the others differ too.
      let both = runStylec([
        "apply", "--env-matrix", "--env", "f0=on", path("device.css"), path("tree.json"),
      ])
      #expect(both.output == varied.output)
      try "@media pad { UIView { alpha: 1; } }\n@media (f0: on) { UIView { tag: 2; } }\n".write(
        toFile: path("two.css"), atomically: true, encoding: .utf8)
      let heldAndVaried = runStylec([
        "apply", "--env-matrix", "--env", "f0=on", path("two.css"), path("tree.json"),
      ])
      #expect(
        heldAndVaried.output
          == "not varied, as the tree's environment or --env gives it: f0 is on\n"
          + "UIView [node 0]\n  alpha: unset when device is phone or tv; 1 when device is pad\n")
    }
  }

  /// A value that does not fit, met in any environment, is reported and fails the run, as
  /// `apply` without the matrix does; one fact is "1 fact".
  @Test func theEnvironmentReportSaysWhatTheResolvesFound() throws {
    let values = (0..<300).map { "@media (theme: t\($0)) { UIView { alpha: 0.\($0 % 9 + 1); } }" }.joined(
      separator: "\n")
    try withFiles([
      "bogus.css": "UILabel { alpha: bogus; }\n@media pad { UILabel { alpha: 0.5; } }\n",
      "one.css": values,
      "tree.json": #"{"type": "UIView", "children": [{"type": "UILabel"}]}"#,
    ]) { directory in
      func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
      let bogus = runStylec([
        "apply", "--env-matrix", "--schema", "uikit", path("bogus.css"), path("tree.json"),
      ])
      #expect(bogus.status == .failure)
      #expect(
        bogus.errors.contains("bogus.css:1:11: error: 'bogus' is not a number [invalid-value]"),
        "\(bogus.errors)")
      let one = runStylec(["apply", "--env-matrix", path("one.css"), path("tree.json")])
      #expect(one.status == .usage)
      #expect(
        one.errors.hasPrefix("stylec: error: the sheet tests 1 fact, theme (301 values): "), "\(one.errors)")
    }
  }

  @Test func theEnvironmentReportIsAsItWasForEveryWayOfDescribingADifference() throws {
    // Values decided by one fact, by none, unset in some environments: the report is what it was
    // byte for byte, now that each environment is compared with the first as it is styled.
    try withFiles([
      "sheet.css": """
      UILabel { font-size: 14; }
      @media phone { UILabel.title { font-size: 17; } }
      @media pad { UILabel.title { font-size: 20; } }
      @media (appearance: dark) { UILabel { text-color: white; } }
      @media (appearance: dark) and phone { UILabel.title { text-color: red; } }
      @media (version: >= 17) { UIButton { tint-color: red; } }
      @media landscape { UIButton { tint-color: blue; } }
      UIButton:landscape { alpha: 0.5; }
      @media (version: < 17) { UIButton { alpha: 1; } }
      """,
      "tree.json":
        #"{"type": "UIView", "children": [{"type": "UILabel", "classes": ["title"]}, {"type": "UILabel"}, "#
        + #"{"type": "UIButton", "children": [{"type": "UILabel", "classes": ["title"]}]}]}"#,
    ]) { directory in
      let result = runStylec([
        "apply", "--env-matrix", directory.appendingPathComponent("sheet.css").path,
        directory.appendingPathComponent("tree.json").path,
      ])
      #expect(result.status == .success)
      #expect(
        result.output == """
          UILabel.title [node 1]
            font-size: 17 when device is phone; 20 when device is pad; 14 when device is tv
            text-color: unset in 18 of 36 environments (first: device is phone, orientation is portrait, the version is 16, appearance is unset); #ff0000 in 6 of 36 environments (first: device is phone, orientation is portrait, the version is 16, appearance is dark); #ffffff in 12 of 36 environments (first: device is pad, orientation is portrait, the version is 16, appearance is dark)
          UILabel [node 2]
            text-color: unset when appearance is unset; #ffffff when appearance is dark
          UIButton [node 3]
            alpha: 1 in 6 of 36 environments (first: device is phone, orientation is portrait, the version is 16, appearance is unset); 0.5 in 18 of 36 environments (first: device is phone, orientation is landscape, the version is 16, appearance is unset); unset in 12 of 36 environments (first: device is phone, orientation is portrait, the version is 17, appearance is unset)
            tint-color: unset in 6 of 36 environments (first: device is phone, orientation is portrait, the version is 16, appearance is unset); #0000ff in 18 of 36 environments (first: device is phone, orientation is landscape, the version is 16, appearance is unset); #ff0000 in 12 of 36 environments (first: device is phone, orientation is portrait, the version is 17, appearance is unset)
          UILabel.title [node 4]
            font-size: 17 when device is phone; 20 when device is pad; 14 when device is tv
            text-color: unset in 18 of 36 environments (first: device is phone, orientation is portrait, the version is 16, appearance is unset); #ff0000 in 6 of 36 environments (first: device is phone, orientation is portrait, the version is 16, appearance is dark); #ffffff in 12 of 36 environments (first: device is pad, orientation is portrait, the version is 16, appearance is dark)
            tint-color: unset in 6 of 36 environments (first: device is phone, orientation is portrait, the version is 16, appearance is unset); #0000ff in 18 of 36 environments (first: device is phone, orientation is landscape, the version is 16, appearance is unset); #ff0000 in 12 of 36 environments (first: device is phone, orientation is portrait, the version is 17, appearance is unset)

          """)
    }
  }

  @Test func aFailedWriteLeavesNothingBehindAndTheOldFileAsItWas() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("no/such/dir/out.json").path
    let intoMissing = runStylec(["apply", "-o", missing, sheet, tree])
    #expect(intoMissing.status == .usage)
    #expect(
      intoMissing.errors.contains(
        "cannot write '\(missing)': No such file or directory\nno directory '\(directory.path)/no/such/dir' to write in"
      ))
    // Through a missing directory and out again by `..`: the missing one is named (the advice
    // said the writable directory the path comes back to made no new files).
    let climbing = directory.appendingPathComponent("nosuch").path + "/../out.json"
    #expect(
      runStylec(["apply", "-o", climbing, sheet, tree]).errors.contains(
        "no directory '\(directory.path)/nosuch' to write in"))
    try "x".write(toFile: directory.appendingPathComponent("file").path, atomically: false, encoding: .utf8)
    #expect(
      runStylec(["apply", "-o", directory.appendingPathComponent("file").path + "/../out.json", sheet, tree])
        .errors.contains("'\(directory.path)/file' is not a directory"))
    try FileManager.default.removeItem(at: directory.appendingPathComponent("file"))
    // A directory in the way: the temporary file is made, the rename fails, nothing is left.
    let occupied = directory.appendingPathComponent("out.json")
    try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
    let overDirectory = runStylec(["apply", "-o", occupied.path, sheet, tree])
    #expect(overDirectory.status == .usage)
    #expect(
      overDirectory.errors.contains(
        "cannot write '\(occupied.path)': Is a directory\n'\(occupied.path)' is a directory: name a file in it"
      ))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.json"])
    // An existing file is replaced whole.
    let existing = directory.appendingPathComponent("old.json")
    try Data("old".utf8).write(to: existing)
    #expect(runStylec(["apply", "-o", existing.path, sheet, tree]).status == .success)
    #expect(try String(contentsOf: existing, encoding: .utf8) == runStylec(["apply", sheet, tree]).output)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "old.json", "out.json",
      ])
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
    #expect(compact.count < pretty.count * 2 / 3)
    let a = try JSONSerialization.jsonObject(with: Data(pretty.utf8)) as? NSDictionary
    let b = try JSONSerialization.jsonObject(with: Data(compact.utf8)) as? NSDictionary
    #expect(a != nil && a == b)
    #expect(runStylec(arguments + ["--compact", "--format", "text"]).status == .usage)
  }
}
