import Foundation
import Stylec
import Testing

@testable import StylecCLI

/// The habits of the command-line tools developers live in: help from every command, colour and
/// quiet as they expect, one clear error with a next step for a file that cannot be read, sheets
/// from standard input, directories linted, the built-in schema by name.
@Suite("Command-line conventions", .serialized)
struct ConventionsTests {
  @Test(arguments: ["apply", "lint", "rules", "schema", "watch", "help"])
  func everyCommandsHelpFlagPrintsItsHelpAndSucceeds(command: String) throws {
    let topic = try #require(Help.topics[command])
    for flag in ["--help", "-h"] {
      let result = runStylec([command, flag])
      #expect(result.status == .success)
      #expect(result.output == topic)
      #expect(result.errors == "")
    }
    // Wherever it stands among the other arguments, before `--`.
    #expect(runStylec([command, "x", "--format", "json", "-h"]).output == topic)
    #expect(runStylec(["--help", command]).output == topic)
  }

  /// The configuration file has a help topic of its own, which lists every key and dialect the
  /// file takes, and a mistake in the file points at it (it pointed at lint's help, which does
  /// not describe the file).
  @Test func theConfigurationHasAHelpTopicItsMistakesPointAt() throws {
    let topic = try #require(Help.topics["config"])
    #expect(runStylec(["help", "config"]) == CommandResult(status: .success, output: topic, errors: ""))
    #expect(runStylec(["--help"]).output.contains("'stylec help config'"))
    for key in [
      "rules", "max-warnings", "schema", "dialect", "variables", "types", "properties", "include", "exclude",
    ] {
      #expect(topic.contains("\"\(key)\""), "\(key)")
    }
    // The "dialect" entry, its lines joined, names each dialect.
    let entry = try #require(topic.range(of: "\"dialect\"").map { topic[$0.lowerBound...] })
    let dialectEntry = entry[..<(entry.range(of: "\"variables\"")?.lowerBound ?? entry.endIndex)]
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let dialects = Dialect.allCases.map(\.rawValue)
    #expect(dialectEntry.contains(dialects.dropLast().joined(separator: ", ") + " or \(dialects.last ?? "")"))
    try withFiles([".stylec.json": "{\"rule\": {}}", "s.css": "UIView { alpha: 1; }\n"]) { directory in
      let result = runStylec(["lint", directory.appendingPathComponent("s.css").path])
      #expect(result.status == .usage)
      #expect(result.errors.hasSuffix("see 'stylec help config'\n"), "\(result.errors)")
    }
    #expect(
      runStylec(["help", "nope"]).errors.contains(
        "topics: apply, explain, lint, fmt, convert, rules, schema, watch, lsp, completion, help, config\n"))
  }

  /// An input past its size limit names the option that raises it, whether named or piped
  /// (standard input said to pipe the input, which it was).
  @Test func anInputPastItsLimitNamesTheOptionThatRaisesIt() {
    let piped = runStylec(["fmt", "--max-file-size", "4", "-"], input: "UIView {}\n")
    #expect(piped.status == .usage)
    #expect(
      piped.errors
        == "stylec: error: cannot read standard input: it is larger than the 4-byte limit\nraise the limit with --max-file-size\n"
    )
    let tree = runStylec(
      ["apply", "--max-tree-size", "4", "Fixtures/precedence/sheet.cas", "-"], input: "{}        ")
    #expect(tree.errors.hasSuffix("raise the limit with --max-tree-size\n"))
  }

  @Test func theOverviewListsTheOptionsOfEveryCommand() {
    let overview = runStylec(["--help"])
    #expect(overview.status == .success)
    #expect(overview.output.contains("  --version                 print stylec's version\n"))
    #expect(overview.output.contains("  -q, --quiet "))
    #expect(overview.output.contains("  --color auto|always|never "))
    #expect(
      runStylec(["--color", "sometimes", "lint", "x"]).errors.hasPrefix(
        "stylec: error: 'sometimes' is not a valid --color; expected one of auto, always, never\n"))
  }

  @Test func colorAlwaysAndNeverOverrideTheTerminalAndQuietLeavesOutWarnings() throws {
    try withFiles([
      "warnings.css": "UIView { alpha: 1; alpha: 0.5; }\n",
      "errors.css": "UIView { alpha: $missing; }\n",
    ]) { directory in
      let warnings = directory.appendingPathComponent("warnings.css").path
      let errors = directory.appendingPathComponent("errors.css").path
      let always = runStylec(["lint", "--color", "always", warnings])
      #expect(always.output.contains("\u{1B}[1;33mwarning:"))
      let never = runStylec(["lint", "--color=never", warnings])
      #expect(!never.output.contains("\u{1B}["))
      #expect(never.output.hasSuffix("1 warning in 1 file\n"))
      let quiet = runStylec(["lint", "-q", warnings])
      #expect(quiet.output == "")
      #expect(quiet.status == never.status)
      // Warnings still fail a strict run, printed or not.
      #expect(runStylec(["lint", "-q", "--strict", warnings]).status == .failure)
      let quietError = runStylec(["lint", "--quiet", warnings, errors])
      #expect(!quietError.output.contains("warning:"))
      #expect(quietError.output.contains("error:"))
      #expect(quietError.output.hasSuffix("1 error in 2 files\n"))
    }
  }

  @Test func applysDiagnosticsAreColouredOnATerminalAsLintsAre() {
    var console = Console.standard
    console.errorIsTerminal = true
    console.environment = [:]
    #expect(console.errorUsesColor)
    console.environment = ["NO_COLOR": "yes"]
    #expect(!console.errorUsesColor)
    let result = runStylec(
      ["apply", "--color", "always", "Fixtures/errors/sheet.cas", "Fixtures/errors/tree.json"])
    #expect(result.errors.contains("\u{1B}[1;31merror:"))
  }

  @Test func aFileThatCannotBeReadIsOneErrorWithANextStep() {
    let missing = runStylec(["lint", "Fixtures/precedence/shet.cas"])
    #expect(missing.status == .usage)
    #expect(missing.output == "")
    #expect(
      missing.errors
        == "stylec: error: cannot read 'Fixtures/precedence/shet.cas': no such file\ndid you mean 'Fixtures/precedence/sheet.cas'?\n"
    )
    let directory = runStylec(["apply", "Fixtures", "Fixtures/precedence/tree.json"])
    #expect(
      directory.errors
        == "stylec: error: cannot read 'Fixtures': it is a directory\n'Fixtures' is a directory: name a file in it\n"
    )
    let tree = runStylec(["apply", "Fixtures/precedence/sheet.cas", "Fixtures/precedence/tre.json"])
    #expect(tree.errors.hasSuffix("\ndid you mean 'Fixtures/precedence/tree.json'?\n"))
  }

  @Test func aSheetFromStandardInputTakesItsNameSyntaxAndImportsFromStdinFilename() throws {
    try withFiles([
      "Styles/colors.cas": "$accent = #00ff00\n",
      "tree.json": #"{"type": "UIButton"}"#,
    ]) { directory in
      let name = directory.appendingPathComponent("Styles/main.cas").path
      let tree = directory.appendingPathComponent("tree.json").path
      let applied = runStylec(
        ["apply", "--compact", "--stdin-filename", name, "-", tree],
        input: "@import colors.cas\nUIButton\n  tint-color $accent\n")
      #expect(applied.output == ##"{"type":"UIButton","style":{"tint-color":"#00ff00"}}"## + "\n")
      #expect(applied.errors == "")
      // Without a name it imports nothing, and its diagnostics name standard input.
      let unnamed = runStylec(["lint", "-"], input: "@import colors.cas\nUIButton\n  tint-color red\n")
      #expect(unnamed.status == .failure)
      #expect(unnamed.output.hasPrefix("<stdin>:1:1: error: "))
      let css = runStylec(["lint", "--stdin-filename", "x.css", "-"], input: "UIButton { tint-color: red; }")
      #expect(css.output == "no problems in 1 file\n")
      // A relative name is read from the working directory, as an editor passes it: read from
      // its own directory, `Styles/main.cas` was `Styles/Styles/main.cas`, its import missing.
      let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
      let relative = String(repeating: "../", count: depth) + name.drop { $0 == "/" }
      for root in [[], ["--import-root", directory.appendingPathComponent("Styles").path]] {
        let named = runStylec(
          ["lint", "--stdin-filename", relative] + root + ["-"],
          input: "@import colors.cas\nUIButton\n  tint-color $accent\n")
        #expect(named.output == "no problems in 1 file\n", "\(root): \(named.output)")
      }
    }
    #expect(
      runStylec(["apply", "-", "-"]).errors.hasPrefix(
        "stylec: error: only one of SHEET and TREE can be standard input ('-')\n"))
    #expect(
      runStylec(["lint", "-", "-"]).errors.hasPrefix(
        "stylec: error: standard input ('-') can be linted once\n"))
  }

  @Test func aDirectoryIsLintedWholeLessWhatTheConfigurationLeavesOut() throws {
    try withFiles([
      ".git/HEAD": "",
      "Styles/a.css": "UIView { alpha: 1 }\n",
      "Styles/sub/b.cas": "UIView\n  alpha 1\n  alpha 2\n",
      "Styles/Vendor/v.css": "UIView { alpha: 1; alpha: 2 }\n",
      "Styles/x.generated.css": "UIView { alpha: 1; alpha: 1 }\n",
      ".hidden/h.css": "{{{",
      "notes.txt": "{{{",
    ]) { directory in
      let root = directory.path
      let all = runStylec(["lint", root])
      #expect(all.output.hasSuffix(" in 4 files\n"))
      #expect(!all.output.contains(".hidden"))
      try #"{"exclude": ["Styles/Vendor", "**/*.generated.css"]}"#.write(
        to: directory.appendingPathComponent(".stylec.json"), atomically: false, encoding: .utf8)
      let excluded = runStylec(["lint", root])
      #expect(excluded.output.hasSuffix("1 warning in 2 files\n"))
      #expect(excluded.output.contains("Styles/sub/b.cas:2:3: warning: "))
      // A file named on the command line is linted whatever the patterns say.
      #expect(runStylec(["lint", root, root + "/Styles/Vendor/v.css"]).output.hasSuffix(" in 3 files\n"))
      try #"{"include": ["Styles/*.css"]}"#.write(
        to: directory.appendingPathComponent(".stylec.json"), atomically: false, encoding: .utf8)
      #expect(runStylec(["lint", root]).output.hasSuffix("1 warning in 2 files\n"))
      // A directory whose every sheet is left out is no pass: nothing was checked.
      let none = runStylec(["lint", root + "/Styles/sub"])
      #expect(none.status == .usage)
      #expect(none.output.isEmpty)
      #expect(
        none.errors.contains(
          "no stylesheet to lint: each one found is left out by its configuration's include or exclude"))
      // A link to a directory is no way around the patterns: its sheets are matched as the
      // files they are, and as the paths they are reached by.
      try #"{"exclude": ["Styles/Vendor"]}"#.write(
        to: directory.appendingPathComponent(".stylec.json"), atomically: false, encoding: .utf8)
      try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: "Styles")
      let linked = runStylec(["lint", root + "/Linked"])
      #expect(linked.output.hasSuffix(" in 3 files\n"), "\(linked.output)")
      #expect(!linked.output.contains("Vendor"))
      #expect(runStylec(["fmt", "--check", root + "/Linked/Vendor"]).status == .usage)
    }
  }

  @Test func globPatternsMatchAsDocumented() {
    let cases: [(String, String, Bool)] = [
      ("**/*.cas", "main.cas", true), ("**/*.cas", "a/b/main.cas", true), ("*.cas", "a/main.cas", false),
      ("Styles/*", "Styles/a.css", true), ("Styles/*", "Styles/sub/a.css", true),
      ("Styles", "Styles/x/y.css", true),
      ("Styles/", "Styles/x.css", true), ("Sty?es/a.css", "Styles/a.css", true),
      ("Sty?es/a.css", "Sty/es/a.css", false),
      ("a/**/b.css", "a/b.css", true), ("a/**/b.css", "a/x/y/b.css", true), ("a/**", "a/x/y", true),
      ("./x.css", "x.css", true), ("x.css", "xx.css", false), ("*", "", true), ("?", "", false),
      // A pattern's literal start is checked first; one with no wildcard names a file or a
      // directory, never a longer name.
      ("Styles/**/*.css", "Style/a.css", false), ("Styles/**/*.css", "Styles/a.css", true),
      ("Styles", "StylesX/a.css", false), ("Styles/a.css", "Styles/a.css", true),
      ("a/**/", "a/b/c.css", true), ("**", "x/y", true), ("a*b", "a/b", false),
    ]
    for (pattern, path, expected) in cases {
      #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) against \(path)")
    }
    // A list files each pattern under a segment it requires, and matches as its patterns do.
    let list = GlobPatternList(cases.map { GlobPattern($0.0) })
    for path in Set(cases.map(\.1)) {
      #expect(
        list.matchesAny(Array(path.utf8)) == cases.contains { GlobPattern($0.0).matches(path) }, "\(path)")
    }
    #expect(GlobPattern("**/Vendor/*.css").requiredLiterals == [Array("Vendor".utf8), Array(".css".utf8)])
    #expect(GlobPattern("**/q*10.css").requiredLiterals == [Array("10.css".utf8), Array("q".utf8)])
    #expect(GlobPattern("**/*/?").requiredLiterals.isEmpty)
    // Filed under the rarest run: `Styles`, which every path holds, is tried for none of these.
    let shared = GlobPatternList(
      (0..<1_000).map { GlobPattern("Styles/**/q\($0)*.css") } + [GlobPattern("Styles/**/q7*.css")])
    #expect(shared.matchesAny(Array("Styles/a/q999x.css".utf8)))
    #expect(shared.matchesAny(Array("Styles/q7.css".utf8)))
    #expect(!shared.matchesAny(Array("Styles/a/r999x.css".utf8)))
    let many = GlobPatternList((0..<1_000).map { GlobPattern("**/nomatch\($0)/*.css") })
    #expect(many.matchesAny(Array("a/nomatch999/x.css".utf8)))
    #expect(!many.matchesAny(Array("a/nomatch1000/x.css".utf8)))
    // Runs inside a segment, at its end, shared by several patterns, or held by a path more
    // than once.
    let wild = GlobPatternList(
      ["**/q*7.css", "**/*x*/*.css", "a*/b?", "**/r*7.css", "*/?/*"].map(GlobPattern.init))
    #expect(wild.matchesAny(Array("d/q17.css".utf8)))
    #expect(wild.matchesAny(Array("d/r7.css".utf8)))
    #expect(wild.matchesAny(Array("xx/axb/q.css".utf8)))
    #expect(!wild.matchesAny(Array("d/s7.css".utf8)))
    #expect(GlobPatternList([GlobPattern("**/*.css")]).matchesAny(Array("main.css".utf8)))
    #expect(!GlobPatternList([GlobPattern("a*/b?")]).matchesAny(Array("ab/bcd".utf8)))
    #expect(wild.matchesAny(Array("d/e/f.cas".utf8)))
  }

  /// The finder reports every string at every place it occurs, including strings that end
  /// inside others and share their starts.
  @Test func theSubstringFinderFindsOverlappingStrings() {
    let strings = ["he", "she", "his", "hers", "s", "e"].map { Array($0.utf8) }
    let finder = SubstringFinder(strings)
    var found: [Int] = []
    _ = finder.firstOccurrence(in: Array("ushers".utf8)) {
      found.append($0)
      return false
    }
    // u-s-h-e-r-s: `s` at 1; `she`, `he`, `e` at 3; `hers` and `s` at 5.
    #expect(found == [4, 1, 0, 5, 3, 4])
    #expect(finder.firstOccurrence(in: Array("this".utf8)) { $0 == 2 })
    #expect(!finder.firstOccurrence(in: Array("xyz".utf8)) { _ in true })
  }

  @Test func theBuiltInSchemaHasANameAndTypesTheirShorthand() throws {
    try withFiles(["sheet.css": "UIButton { cornerRadius: 4; }", "tree.json": #"{"type": "UIButton"}"#]) {
      directory in
      let sheet = directory.appendingPathComponent("sheet.css").path
      let tree = directory.appendingPathComponent("tree.json").path
      #expect(runStylec(["apply", "--compact", sheet, tree]).output.contains(#""corner-radius":4"#))
      // With the schema, the alias sets the layer's property it stands for.
      let typed = runStylec(["apply", "--compact", "--schema", "uikit", sheet, tree])
      #expect(typed.output.contains(#""layer.corner-radius":4"#), "\(typed.output)\(typed.errors)")
    }
    let shorthand = runStylec(["schema", "button"])
    #expect(shorthand.status == .success)
    #expect(shorthand.output == runStylec(["schema", "UIButton"]).output)
    #expect(runStylec(["schema", "buton"]).errors.hasPrefix("stylec: error: the schema has no type 'buton'"))
  }

  @Test func applyAcrossEnvironmentsReportsWhatDiffersByTheFactThatDecidesIt() throws {
    try withFiles([
      "sheet.css": """
      UILabel { font-size: 14; }
      @media phone { UILabel.title { font-size: 17; } }
      @media (appearance: dark) { UILabel { text-color: white; } }
      """,
      "tree.json":
        #"{"type": "UIView", "children": [{"type": "UILabel", "id": "title", "classes": ["title"]}]}"#,
    ]) { directory in
      let sheet = directory.appendingPathComponent("sheet.css").path
      let tree = directory.appendingPathComponent("tree.json").path
      let result = runStylec(["apply", "--env-matrix", sheet, tree])
      #expect(result.status == .success)
      #expect(
        result.output == """
          UILabel#title.title [node 1]
            font-size: 17 when device is phone; 14 when device is pad or tv
            text-color: unset when appearance is unset; #ffffff when appearance is dark

          """)
      #expect(runStylec(["apply", "--env-matrix", "--format", "json", sheet, tree]).status == .usage)
    }
  }
}
