import Foundation
import Stylec
import Testing

@testable import StylecCLI

@Suite("stylec lint and stylec schema", .serialized)
struct LintCommandTests {
  /// A run keeps ten times a load's findings in all and counts the rest: 400 sheets of 10,000
  /// findings each held 4 GB before a byte was printed.
  @Test func aRunKeepsTenTimesALoadsFindingsAndCountsTheRest() throws {
    var files: [String: String] = [:]
    for index in 0..<12 {
      files[String(format: "s%02d.css", index)] = String(repeating: "}", count: 20) + "\n"
    }
    try withFiles(files) { directory in
      let result = runStylec(["lint", "--format", "json", "--max-diagnostics", "5", directory.path])
      #expect(result.status == .failure)
      // Each sheet's load stops after 6 errors, 5 of them kept; the run keeps the first 50.
      #expect(result.output.contains(#""summary": {"files": 12, "errors": 72, "warnings": 0}"#))
      #expect(result.output.components(separatedBy: #""rule": "unexpected-brace""#).count - 1 == 50)
      #expect(result.output.components(separatedBy: #""rule": "too-many-diagnostics""#).count - 1 == 12)
      #expect(result.output.contains("a lint run keeps ten times as many"))
    }
  }

  /// A link found in a directory was linted as a sheet, wherever it led: a link to a secret
  /// file had its lines quoted in the report. It is skipped, and said to be; named, it is read.
  @Test func lintOfADirectorySkipsTheLinksInIt() throws {
    try withFiles(["proj/a.cas": "UILabel\n  alpha 0.5\n", "secret": "password: hunter2\n"]) { directory in
      let link = directory.appendingPathComponent("proj/p.cas").path
      #expect(symlink("../secret", link) == 0)
      let result = runStylec(["lint", directory.appendingPathComponent("proj").path])
      #expect(result.status == .success)
      #expect(result.output == "no problems in 1 file\n")
      #expect(
        result.errors
          == "stylec: '\(link)' is skipped: it is a symbolic link, which may lead out of the directory; name it to lint the file it leads to\n"
      )
      #expect(runStylec(["lint", link]).status == .failure)
      // Only links: nothing is linted, which is no pass.
      try FileManager.default.removeItem(atPath: directory.appendingPathComponent("proj/a.cas").path)
      let none = runStylec(["lint", "-q", directory.appendingPathComponent("proj").path])
      #expect(none.status == .usage)
      #expect(
        none.errors.hasPrefix("stylec: error: no stylesheet to lint: each one found is a symbolic link"))
    }
  }

  @Test func aCleanSheetExitsZero() {
    let result = runStylec(["lint", "Fixtures/precedence/sheet.cas"])
    #expect(result.status == .success)
    #expect(result.output == "no problems in 1 file\n")
  }

  /// GitHub and SARIF count columns in UTF-16 code units: a finding after `😀é` (six bytes,
  /// three units) is marked where it is; the text and JSON forms count bytes, as compilers do.
  @Test func githubAndSarifColumnsCountUTF16CodeUnits() throws {
    try withFiles(["x.css": "UILabel { text: \"😀é\"; font-size: $nope; }\n"]) { directory in
      let path = directory.appendingPathComponent("x.css").path
      let github = runStylec(["lint", "--format", "github", path])
      #expect(github.output.hasPrefix("::error file=\(path),line=1,col=35,endLine=1,endColumn=40,"))
      let sarif = runStylec(["lint", "--format", "sarif", path])
      #expect(sarif.output.contains(#""columnKind": "utf16CodeUnits""#))
      #expect(sarif.output.contains(#""startLine": 1, "startColumn": 35, "endLine": 1, "endColumn": 40"#))
      let json = runStylec(["lint", "--format", "json", path])
      #expect(json.output.contains(#""line": 1, "column": 38, "endLine": 1, "endColumn": 43"#))
    }
  }

  @Test func warningsPassUnlessStrictOrPastTheLimit() throws {
    try withFiles(["a.cas": "$unused = 1\nUIView { alpha 1 }\n"]) { directory in
      let path = directory.appendingPathComponent("a.cas").path
      #expect(runStylec(["lint", path]).status == .success)
      let strict = runStylec(["lint", "--strict", path])
      #expect(strict.status == .failure)
      #expect(strict.errors == "stylec: warnings fail the run (--strict)\n")
      #expect(runStylec(["lint", "--max-warnings", "0", path]).status == .failure)
      #expect(runStylec(["lint", "--max-warnings", "1", path]).status == .success)
    }
  }

  /// Findings left out past `--max-diagnostics` still count: in the summary, the JSON report's
  /// counts and `--max-warnings` (the summary had counted the listed ones and the count line).
  @Test func findingsPastTheDiagnosticsLimitStillCount() throws {
    let warnings = (0..<30).map { "UIView.a\($0) { alpha: 1; alpha: 2 }" }.joined(separator: "\n")
    try withFiles(["w.cas": warnings]) { directory in
      let path = directory.appendingPathComponent("w.cas").path
      let text = runStylec(["lint", "--max-diagnostics", "5", "--max-warnings", "10", path])
      #expect(text.status == .failure)
      #expect(text.output.hasSuffix("\n30 warnings in 1 file\n"))
      #expect(text.errors == "stylec: more than 10 warnings (--max-warnings)\n")
      let json = runStylec(["lint", "--max-diagnostics", "5", "--format", "json", path])
      #expect(json.output.contains(#""summary": {"files": 1, "errors": 0, "warnings": 30}"#))
    }
  }

  /// A directory under DIR that cannot be read (too deep for the system to open by path, or
  /// locked to the user) is an error naming it: passing over it, lint passed what it never saw.
  /// A directory whose path is longer than the system opens is an error saying so, with what to
  /// do (the advice was to make it readable, which it is).
  @Test func aDirectoryThatCannotBeReadIsAnErrorNotSkipped() throws {
    try withFiles(["a.css": "UIView { alpha: 1 }\n"]) { directory in
      var deep = directory.path
      for _ in 0..<18 {
        deep += "/" + String(repeating: "d", count: 250)
        // Each level made from its parent's descriptor: the path itself grows past PATH_MAX.
        let parent = open(URL(fileURLWithPath: deep).deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        if parent >= 0 {
          mkdirat(parent, String(repeating: "d", count: 250), 0o755)
          close(parent)
        } else {
          break
        }
      }
      defer {
        // FileManager cannot remove what it cannot name; rm works down by descriptor.
        let remove = Process()
        remove.executableURL = URL(fileURLWithPath: "/bin/rm")
        remove.arguments = ["-rf", directory.appendingPathComponent(String(repeating: "d", count: 250)).path]
        try? remove.run()
        remove.waitUntilExit()
      }
      for arguments in [["lint", directory.path], ["fmt", "--check", directory.path]] {
        let result = runStylec(arguments)
        #expect(result.status == .usage, "\(arguments)")
        #expect(
          result.errors.contains(
            "': its path is longer than the 4096 bytes the system opens\nthe stylesheets in it would be missed: run stylec from a directory nearer them, or name them by shorter paths\n"
          ),
          "\(result.errors)")
        #expect(result.errors.count < 1_000)
      }
    }
  }

  /// A name that is not UTF-8 cannot be a path the command opens: the walk stopped there with a
  /// false "No such file or directory" and missed the rest.
  @Test func aStylesheetOrDirectoryNamedInAnotherEncodingIsReportedAndOtherFilesAreNot() throws {
    try withFiles(["a.cas": "UIView\n  alpha 1\n"]) { directory in
      func path(_ name: [UInt8]) -> [CChar] {
        (Array(directory.path.utf8) + [UInt8(ascii: "/")] + name).map { CChar(bitPattern: $0) } + [0]
      }
      func create(_ name: [UInt8], directory isDirectory: Bool = false) {
        let path = path(name)
        if isDirectory {
          mkdir(path, 0o755)
        } else {
          close(open(path, O_CREAT | O_WRONLY, 0o644))
        }
      }
      create(Array("notes".utf8) + [0xE9] + Array(".txt".utf8))
      #expect(runStylec(["lint", directory.path]).output == "no problems in 1 file\n")
      for (name, isDirectory) in [(Array("caf".utf8) + [0xE9] + Array(".cas".utf8), false), ([0xE9], true)] {
        create(name, directory: isDirectory)
        // Each byte that is not UTF-8 as `\xE9` (as U+FFFD every such name looked alike).
        let shown = String(decoding: name, as: UTF8.self).replacingOccurrences(of: "\u{FFFD}", with: #"\xE9"#)
        for (arguments, verb) in [(["lint"], "lint"), (["fmt", "--check"], "format")] {
          let result = runStylec(arguments + [directory.path])
          #expect(result.status == .usage)
          #expect(
            result.errors
              == "stylec: error: cannot read '\(directory.path)/\(shown)' under '\(directory.path)': its name is not UTF-8 (stylec reads file names as UTF-8)\n"
              + "rename it, or name the stylesheets to \(verb)\n")
        }
        if isDirectory { rmdir(path(name)) } else { unlink(path(name)) }
      }
    }
  }

  @Test(.enabled(if: ChildProcess.setpriv != nil))
  func aDirectoryLockedToTheUserIsAnError() throws {
    try withFiles(["a.css": "UIView { alpha: 1 }\n", "locked/b.css": "UIView { alpha: 1 }\n"]) { directory in
      chmod(directory.path, 0o755)
      chmod(directory.appendingPathComponent("locked").path, 0o700)
      let result = try ChildProcess.runAsNobody(["lint", directory.path])
      #expect(result.status == 2)
      #expect(
        result.errors
          == "stylec: error: cannot read '\(directory.path)/locked' under '\(directory.path)': Permission denied\n"
          + "the stylesheets in it would be missed: make it readable, or name the stylesheets to lint\n")
    }
  }

  @Test func theConfigurationIsFoundUpwardFromTheSheetWithinItsProject() throws {
    let files = [
      "Package.swift": "// swift-tools-version: 6.0\n",
      ".stylec.json": #"{"rules": {"unused-variable": "error"}, "max-warnings": 5}"#,
      "styles/deep/a.cas": "$unused = 1\nUIView { alpha 1 }\n",
    ]
    try withFiles(files) { directory in
      let result = runStylec(["lint", directory.appendingPathComponent("styles/deep/a.cas").path])
      #expect(result.status == .failure)
      #expect(result.output.contains("error: variable '$unused' is never used [unused-variable]"))
      // Its limit on warnings is named as the configuration's, not as an option never given.
      let warned = runStylec(
        ["lint", "--config", directory.appendingPathComponent(".stylec.json").path, "-"],
        input: String(repeating: "UIView { alpha 1 }\n", count: 12))
      #expect(warned.status == .failure)
      #expect(warned.errors == "stylec: more than 5 warnings (\"max-warnings\" in the configuration)\n")
    }
  }

  @Test func anExplicitConfigurationWinsAndBadOnesAreUsageErrors() throws {
    let files = [
      "off.json": #"{"rules": {"unused-variable": "off"}}"#,
      "typo.json": #"{"rules": {"unused-variabel": "off"}}"#,
      "bad.json": #"{"rules": {"unused-variable": "loud"}}"#, "key.json": #"{"colour": 1}"#,
      "tree.json": #"{"rules": {"invalid-tree": "off"}}"#,
      "a.cas": "$unused = 1\n",
    ]
    try withFiles(files) { directory in
      let sheet = directory.appendingPathComponent("a.cas").path
      func lint(_ config: String) -> CommandResult {
        runStylec(["lint", "--config", directory.appendingPathComponent(config).path, sheet])
      }
      #expect(lint("off.json").output == "no problems in 1 file\n")
      #expect(lint("typo.json").status == .usage)
      #expect(
        lint("typo.json").errors.contains("unknown rule 'unused-variabel'; did you mean 'unused-variable'?"))
      #expect(
        lint("bad.json").errors.contains(
          "rule 'unused-variable' is \"error\", \"warning\" or \"off\", not \"loud\""))
      #expect(lint("key.json").errors.contains("unknown key \"colour\""))
      // A tree's codes are diagnostic codes but no lint rule: lint reads no tree.
      #expect(lint("tree.json").errors.contains("unknown rule 'invalid-tree'"))
    }
  }

  @Test func aGitHubAnnotationNamesAFileWithALineBreakAsItIs() throws {
    try withFiles(["a\nb.cas": "$unused = 1\n", "c\rd.cas": "$unused = 1\n"]) { directory in
      let result = runStylec([
        "lint", "--format", "github", directory.appendingPathComponent("a\nb.cas").path,
        directory.appendingPathComponent("c\rd.cas").path,
      ])
      // GitHub reads %0A and %0D back as the line breaks the files' names have (a CR was \u{D}).
      #expect(result.output.contains("file=\(directory.path)/a%0Ab.cas,"), "\(result.output)")
      #expect(result.output.contains("file=\(directory.path)/c%0Dd.cas,"), "\(result.output)")
    }
  }

  /// A workflow command has no encoding for an escape character: such a name would attach the
  /// annotation to a file of another name, or a raw one reach the log. It is named in the message.
  @Test func aGitHubAnnotationNamesAFileWithAnEscapeInItsMessage() throws {
    try withFiles(["a\u{1B}b.cas": "$unused = 1\n"]) { directory in
      let result = runStylec([
        "lint", "--format", "github", directory.appendingPathComponent("a\u{1B}b.cas").path,
      ])
      #expect(!result.output.contains("file="), "\(result.output)")
      #expect(!result.output.contains("\u{1B}"))
      #expect(
        result.output.contains(
          "title=stylec unused-variable::\(directory.path)/a\\u{1B}b.cas:1:1: variable '$unused' is"),
        "\(result.output)")
    }
  }

  @Test func sarifURIsArePercentEncoded() throws {
    try withFiles(["a b%0A#c.cas": "$unused = 1\n"]) { directory in
      let result = runStylec([
        "lint", "--format", "sarif", directory.appendingPathComponent("a b%0A#c.cas").path,
      ])
      #expect(result.status == .success)
      let uri = "file://" + directory.path.replacingOccurrences(of: " ", with: "%20") + "/a%20b%250A%23c.cas"
      #expect(result.output.contains(#""uri": "\#(uri)""#), "\(result.output)")
    }
    #expect(LintReport.uri("Styles/main.cas") == "Styles/main.cas")
    #expect(LintReport.uri("é?.cas") == "%C3%A9%3F.cas")
  }

  /// `stylec lint Styles/*.cas` lints partials on their own too: a variable a partial defines
  /// and a sheet importing it uses is not unused, whichever order the files come in.
  @Test func aPartialsVariablesUsedByItsImporterAreNotUnused() throws {
    let files = [
      "styles/colors.cas": "$accent = #ff0000\n$unused = 2\n",
      "styles/main.cas": "@import colors.cas\nUIView { tint-color $accent }\n",
    ]
    try withFiles(files) { directory in
      let colors = directory.appendingPathComponent("styles/colors.cas").path
      let main = directory.appendingPathComponent("styles/./main.cas").path
      for order in [[colors, main], [main, colors]] {
        let result = runStylec(["lint", "--format", "json"] + order)
        #expect(!result.output.contains("'$accent' is never used"), "\(result.output)")
        #expect(result.output.contains("'$unused' is never used"))
      }
      #expect(runStylec(["lint", colors]).output.contains("'$accent' is never used"))
    }
  }

  /// A partial that a sheet of the run imports is judged as that sheet reads it: the variables
  /// the importer imports before it are defined there (read alone, `buttons.cas` lacks them),
  /// and its findings print in source order, whichever load found each.
  @Test func aPartialIsLintedAsItsImporterReadsItInSourceOrder() throws {
    let files = [
      "Styles/parts/colors.cas": "$accent = #ff0000\n",
      "Styles/parts/buttons.cas": "UIButton\n  tint-color $accent\n  alpha $size\nUILabel\n  txt-color red\n",
      "Styles/main.cas": "$size = red\n@import parts/colors.cas\n@import parts/buttons.cas\n",
    ]
    try withFiles(files) { directory in
      let result = runStylec(["lint", "--format", "text", directory.appendingPathComponent("Styles").path])
      let located = result.output.split(separator: "\n").filter { $0.contains(": error: ") }.map {
        String($0.split(separator: "/").last ?? "")
      }
      #expect(
        located == [
          "buttons.cas:3:3: error: '#ff0000' is not a number [invalid-value]",
          "buttons.cas:5:3: error: 'UILabel' has no property 'txt-color' [unknown-property]",
        ], "\(result.output)")
      // Alone, the partial has no importer: its variables are undefined.
      let alone = runStylec(["lint", directory.appendingPathComponent("Styles/parts/buttons.cas").path])
      #expect(alone.output.contains("variable '$accent' is not defined"))
    }
  }

  /// A ring of sheets each importing the next, longer than `--max-imports`, is read by importers
  /// all round: each sheet's load is cut short, none is a root, and the run passed with "no
  /// problems". A sheet no reported sheet reads is reported itself.
  @Test func aRingOfImportsPastTheLimitFailsTheRun() throws {
    var files: [String: String] = [:]
    for index in 0..<6 {
      files["ring/s\(index).cas"] = "@import \"s\((index + 1) % 6).cas\";\nUILabel\n  alpha 0.5\n"
    }
    try withFiles(files) { directory in
      let result = runStylec(["lint", "--max-imports", "4", directory.appendingPathComponent("ring").path])
      #expect(result.status == .failure, "\(result.output)")
      #expect(result.output.contains("[too-many-imports]"), "\(result.output)")
      #expect(result.output.hasSuffix("2 errors in 6 files\n"), "\(result.output)")
    }
  }

  /// A partial imported by two sheets, one of which uses its variable and mixin: they are
  /// used, whichever sheets come first; the directory named as `.` reports each finding once.
  @Test func aPartialsDefinitionsUsedByOneOfItsImportersAreNotUnused() throws {
    let files = [
      "styles/partial.cas": "$onlyB = 1\n$spare = 2\n@mixin onlyB\n  alpha 1\n",
      "styles/a.cas": "@import partial.cas\nUIView\n  alpha 0.5\n",
      "styles/b.cas": "@import partial.cas\nUILabel\n  alpha $onlyB\n  @include onlyB\n",
    ]
    try withFiles(files) { directory in
      let a = directory.appendingPathComponent("styles/a.cas").path
      let b = directory.appendingPathComponent("styles/b.cas").path
      for arguments in [[a, b], [b, a], [directory.appendingPathComponent("styles").path]] {
        let result = runStylec(["lint"] + arguments)
        #expect(!result.output.contains("'$onlyB' is never used"), "\(arguments): \(result.output)")
        #expect(!result.output.contains("mixin 'onlyB'"), "\(arguments): \(result.output)")
        #expect(result.output.contains("'$spare' is never used"), "\(arguments): \(result.output)")
      }
      let dot = try ChildProcess.runPiped(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "cd \"$1\" && exec \"$0\" lint .", EndToEndTests.binary!.path, directory.path], piping: .output
      )
      #expect(dot.text.components(separatedBy: "'$spare' is never used").count == 2, "\(dot.text)")
    }
  }

  @Test func filesAreReportedInTheOrderGiven() throws {
    try withFiles(["b.cas": "UILabl { alpha 1 }\n", "a.cas": "UIViw { alpha 1 }\n"]) { directory in
      let result = runStylec([
        "lint", "--format", "json", directory.appendingPathComponent("b.cas").path,
        directory.appendingPathComponent("a.cas").path,
      ])
      let b = try #require(result.output.range(of: "b.cas"))
      let a = try #require(result.output.range(of: "a.cas"))
      #expect(b.lowerBound < a.lowerBound)
    }
  }

  /// In a working directory that was deleted, a relative name is refused at once, said why
  /// (the search for its configuration climbed for ever); `.` too, which was called a directory
  /// to name a file in.
  @Test(.enabled(if: EndToEndTests.binary != nil))
  func aRelativeNameInADeletedWorkingDirectoryIsRefused() throws {
    for (command, name) in [("lint", "main.cas"), ("fmt", "main.cas"), ("lint", ".")] {
      let script = "d=$(mktemp -d) && cd \"$d\" && rmdir \"$d\" && exec timeout 20 \"$0\" \"$1\" \"$2\""
      let result = try ChildProcess.runPiped(
        URL(fileURLWithPath: "/bin/sh"), ["-c", script, EndToEndTests.binary!.path, command, name],
        piping: .errors)
      #expect(result.status == 2)
      #expect(
        result.text.hasSuffix(
          "\nthe path is relative to the current directory, which no longer exists; name it by its full path\n"
        ),
        "\(result.text)")
    }
  }

  @Test func anUnreadableFileIsAUsageErrorAfterTheOthersAreLinted() {
    let result = runStylec(["lint", "Fixtures/precedence/sheet.cas", "missing.cas"])
    #expect(result.status == .usage)
    #expect(result.output == "no problems in 1 file; 1 file could not be read\n")
    #expect(
      result.errors
        == "stylec: error: cannot read 'missing.cas': no such file\nthe path is relative to the current directory, \(repositoryRoot.path)\n"
    )
  }

  @Test func colourOnlyOnATerminalAndNeverWithNoColor() {
    var renderer = DiagnosticRenderer(sourceLine: { _, _ in nil }, color: true)
    let diagnostic = Diagnostic(.malformedValue, message: "m", location: nil)
    #expect(
      renderer.render(diagnostic) == "\u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mm\u{1B}[0m [malformed-value]\n")
    var console = Console.standard
    console.outputIsTerminal = true
    console.environment = [:]
    #expect(console.usesColor)
    console.environment = ["NO_COLOR": "1"]
    #expect(!console.usesColor)
    // no-color.org: set, but empty, it asks for nothing.
    console.environment = ["NO_COLOR": ""]
    #expect(console.usesColor)
    console.outputIsTerminal = false
    console.environment = [:]
    #expect(!console.usesColor)
  }

  /// The listing of every type shows a chain longer than 12 by its ends and how many types it
  /// leaves out (each type printed its whole chain: output the square of a chain's length);
  /// one type asked for shows its whole chain.
  @Test func aLongChainIsListedByItsEnds() throws {
    let types = (0..<20).map { #""T\#($0)": {"superclass": "\#($0 == 0 ? "UIView" : "T\($0 - 1)")"}"# }
    try withFiles(["s.json": #"{"types": {"# + types.joined(separator: ", ") + "}}"]) { directory in
      let schema = directory.appendingPathComponent("s.json").path
      let listing = runStylec(["schema", "--schema", schema]).output
      #expect(
        listing.contains(
          "\nT19 : T18 : T17 : T16 : T15 : T14 : … (11 more) : T2 : T1 : T0 : UIView : UIResponder : NSObject  (61 properties)\n"
        ))
      #expect(
        listing.contains("\nT5 : T4 : T3 : T2 : T1 : T0 : UIView : UIResponder : NSObject  (61 properties)\n")
      )
      let one = runStylec(["schema", "--schema", schema, "T19"]).output
      #expect(
        one.hasPrefix(
          (0..<20).reversed().map { "T\($0)" }.joined(separator: " : ")
            + " : UIView : UIResponder : NSObject\n"))
    }
  }

  @Test func schemaPrintsTypesAndOneTypesProperties() {
    let all = runStylec(["schema"])
    #expect(all.status == .success)
    #expect(all.output.contains("UIButton : UIControl : UIView : UIResponder : NSObject  ("))
    let button = runStylec(["schema", "UIButton"])
    #expect(button.output.hasPrefix("UIButton : UIControl : UIView : UIResponder : NSObject\nstates: "))
    #expect(button.output.contains("  title-color: color  [state: application|disabled|"))
    #expect(button.output.contains("  from UIView:\n"))
    #expect(button.output.contains("aliases:\n  font-family = title-label.font-family\n"))
    #expect(button.output.contains("  anchor-point = layer.anchor-point\n"))
    // UILabel's own shadow-color is its text's: the layer's alias is not UILabel's.
    let label = runStylec(["schema", "UILabel"]).output
    #expect(label.contains("  opacity = alpha\n"))
    #expect(!label.contains("shadow-color = layer.shadow-color"))
    #expect(label.contains("\n  color: color  (inherited)\n"))
    #expect(label.contains("\n  text-color: color\n"))
    // Inheritance belongs to the name: marked on UILabel, font inherits on every type.
    #expect(runStylec(["schema", "UITextField"]).output.contains("\n  font: font  (inherited)\n"))
    let custom = runStylec(["schema", "--schema", "Fixtures/lint/schema.json", "--format", "json", "Badge"])
    #expect(
      custom.output == """
        {
          "base": "none",
          "types": {
            "Badge": {
              "superclass": "UILabel",
              "states": ["animating"],
              "properties": {
                "glow-color": "color"
              }
            }
          }
        }

        """)
    #expect(
      runStylec(["schema", "UIButon"]).errors.contains(
        "the schema has no type 'UIButon'; did you mean 'UIButton'?"))
    // A long name is quoted shortened, and the advice shows a name of its own (it echoed
    // 100,000 characters whole).
    let long = runStylec(["schema", String(repeating: "x", count: 100_000)])
    #expect(long.status == .usage)
    #expect(long.errors.utf8.count < 2_000, "\(long.errors.utf8.count) bytes")
    #expect(long.errors.contains(#"("types": {"MyView": "UITableViewCell"},"#))
  }

  @Test func theSchemaInJSONIsASchemaFileThatReadsBack() throws {
    let printed = runStylec(["schema", "--format", "json"]).output
    let reread = try StyleSchema(json: Array(printed.utf8))
    #expect(reread.types.keys.sorted() == StyleSchema.uikit.types.keys.sorted())
    #expect(reread.allProperties(of: "UIButton") == StyleSchema.uikit.allProperties(of: "UIButton"))
    // Aliases too: the printout is the schema apply and lint use.
    #expect(reread.types["UIView"]?.aliases["border-radius"] == "layer.corner-radius")
    #expect(reread.types.mapValues(\.aliases) == StyleSchema.uikit.types.mapValues(\.aliases))
    #expect(reread.inheritedProperties == StyleSchema.uikit.inheritedProperties)
    #expect(printed.contains(#""tint-color": {"type": "color", "inherited": true}"#))
  }

  @Test func applyWithASchemaConvertsValuesAndFailsOnMisfits() throws {
    try withFiles(["s.cas": "UIButton { content-edge-insets 4 8; title-color blu }\n"]) { directory in
      let result = runStylec(
        [
          "apply", "--schema", "Fixtures/lint/schema.json", directory.appendingPathComponent("s.cas").path,
          "-",
        ],
        input: #"{"type": "UIButton"}"#)
      #expect(result.status == .failure)
      #expect(
        result.output.contains(#""content-edge-insets": {"bottom": 4, "left": 8, "right": 8, "top": 4}"#))
      #expect(result.errors.contains("error: 'blu' is not a color [invalid-value]"))
    }
  }

  /// The summary counts the sheets that could not be read beside those linted (it said "no
  /// problems" above their errors).
  @Test func theSummaryCountsTheSheetsThatCouldNotBeRead() throws {
    try withFiles(["ok.css": "UIView { alpha: 1; }\n"]) { directory in
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("dangling.css").path, withDestinationPath: "nowhere.css")
      // Named (a directory's lint skips a link).
      let dangling = directory.appendingPathComponent("dangling.css").path
      let both = [directory.appendingPathComponent("ok.css").path, dangling]
      let result = runStylec(["lint"] + both)
      #expect(result.status == .usage)
      #expect(result.output == "no problems in 1 file; 1 file could not be read\n")
      // The machine-readable reports carry them too, and a run that read none says so.
      let json = runStylec(["lint", "--format", "json"] + both).output
      #expect(
        json.contains(#""summary": {"files": 1, "errors": 0, "warnings": 0, "unreadable": 1}"#), "\(json)")
      #expect(json.contains("\"unreadable\": [\"cannot read '\(dangling)': no such file\"]"), "\(json)")
      let github = runStylec(["lint", "--format", "github"] + both).output
      #expect(github == "::error title=stylec::cannot read '\(dangling)': no such file\n")
      let sarif = runStylec(["lint", "--format", "sarif"] + both).output
      #expect(
        sarif.contains(
          #""invocations": [{"executionSuccessful": false, "toolExecutionNotifications": [{"level": "error""#)
      )
      // With no sheet read, text says only why; JSON is still a document.
      #expect(runStylec(["lint", dangling]).output == "")
      #expect(runStylec(["lint", "--format", "json", dangling]).output.contains(#""files": 0"#))
    }
  }
}
