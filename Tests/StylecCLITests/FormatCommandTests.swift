import Foundation
import Testing

@testable import StylecCLI

/// `stylec fmt` and `stylec convert`: the golden outputs of the messy sheets in
/// `Fixtures/formatting`, files rewritten in place only when they change, `--check`, standard
/// input, sheets with errors left alone, and converted sheets written beside the originals
/// without replacing a file unless told to.
@Suite("stylec fmt and stylec convert", .serialized)
struct FormatCommandTests {
  private static let folder = repositoryRoot.appendingPathComponent("Fixtures/formatting")

  /// Compares with a golden file, or writes it with `STYLEC_RECORD=1`.
  private func check(_ actual: String, against name: String) throws {
    let file = Self.folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["STYLEC_RECORD"] == "1" {
      try actual.write(to: file, atomically: false, encoding: .utf8)
      return
    }
    #expect(actual == (try String(contentsOf: file, encoding: .utf8)), "\(name)")
  }

  @Test func messySheetsFormatAndConvertAsTheGoldenFilesSay() throws {
    for (source, formatted, target, converted) in [
      ("messy.cas", "formatted.cas", "css", "converted.css"),
      ("messy.css", "formatted.css", "cas", "converted.cas"),
    ] {
      let path = "Fixtures/formatting/\(source)"
      let format = runStylec(
        ["fmt", "-", "--stdin-filename", path],
        input: try String(contentsOfFile: repositoryRoot.appendingPathComponent(path).path, encoding: .utf8))
      #expect(format.status == .success && format.errors.isEmpty, "\(format.errors)")
      try check(format.output, against: formatted)
      let convert = runStylec(["convert", "--to", target, "-o", "-", path])
      #expect(convert.status == .success && convert.errors.isEmpty, "\(convert.errors)")
      try check(convert.output, against: converted)
      // The golden files are formatted already.
      #expect(
        runStylec(["fmt", "--check", "Fixtures/formatting/\(formatted)", "Fixtures/formatting/\(converted)"])
          .status == .success)
    }
  }

  @Test func fmtRewritesOnlyTheFilesThatChange() throws {
    try withFiles([
      "a.cas": "UIView\n  alpha 1\n", "sub/b.css": "UIView { alpha: 1; }\n",
      "sub/c.css": "UIView {\n  alpha: 1;\n}\n",
    ]) { directory in
      let untouched = directory.appendingPathComponent("sub/c.css").path
      let before = try FileManager.default.attributesOfItem(atPath: untouched)[.systemFileNumber] as? Int
      let check = runStylec(["fmt", "--check", directory.path])
      #expect(check.status == .failure)
      #expect(check.output == "\(directory.path)/a.cas\n\(directory.path)/sub/b.css\n")
      #expect(
        check.errors == "stylec: 2 files are not formatted; 'stylec fmt' without --check formats them\n")
      #expect(
        try String(contentsOfFile: directory.appendingPathComponent("a.cas").path, encoding: .utf8)
          == "UIView\n  alpha 1\n")

      // Each file rewritten is named, the one left as it was not; quietly, none.
      let result = runStylec(["fmt", directory.path])
      #expect(
        result
          == CommandResult(
            status: .success, output: "",
            errors:
              "stylec: formatted \(directory.path)/a.cas\nstylec: formatted \(directory.path)/sub/b.css\n"))
      try "UIView\n  alpha 2\n".write(
        to: directory.appendingPathComponent("a.cas"), atomically: false, encoding: .utf8)
      #expect(
        runStylec(["fmt", "-q", directory.path]) == CommandResult(status: .success, output: "", errors: ""))
      #expect(
        try String(contentsOfFile: directory.appendingPathComponent("a.cas").path, encoding: .utf8)
          == "UIView {\n  alpha: 2\n}\n")
      #expect(
        try String(contentsOfFile: directory.appendingPathComponent("sub/b.css").path, encoding: .utf8)
          == "UIView {\n  alpha: 1;\n}\n")
      // The file already formatted was not replaced (a replacement is a new file).
      #expect(
        try FileManager.default.attributesOfItem(atPath: untouched)[.systemFileNumber] as? Int == before)
      #expect(runStylec(["fmt", "--check", directory.path]).status == .success)
    }
  }

  /// fmt and convert check syntax, not meaning: what only evaluating would find wrong is
  /// written as it stands, to mean the same in the result (lint reports it).
  @Test func statementsAreCheckedForSyntaxNotEvaluated() {
    let sheet = "UILabel { alpha: $nope; width: 1 / 0; height: frob(2); }\n"
    let converted = runStylec(["convert", "--to", "cas", "--stdin-filename", "s.css", "-"], input: sheet)
    #expect(converted.status == .success)
    #expect(converted.errors == "")
    #expect(converted.output.contains("alpha: $nope\n") && converted.output.contains("height: frob(2)\n"))
    let formatted = runStylec(["fmt", "--stdin-filename", "s.css", "-"], input: sheet)
    #expect(formatted.status == .success)
    #expect(formatted.output.contains("alpha: $nope;"))
  }

  /// A sheet read in the `stylec` dialect for its name (standard input, `h.txt`) and written as
  /// `.cas`, which would be read in `classy` (where `hsl()` is HSB), names its dialect.
  @Test func convertingKeepsTheDialectANameImplied() throws {
    let sheet = "UILabel { color: hsl(0, 100%, 50%); }\n"
    let converted = runStylec(["convert", "--to", "cas", "-"], input: sheet)
    #expect(converted.status == .success)
    #expect(converted.output.hasPrefix("@dialect stylec\n\nUILabel"), "\(converted.output)")
    try withFiles(["h.txt": sheet]) { directory in
      let output = directory.appendingPathComponent("h.cas").path
      let result = runStylec([
        "convert", "--to", "cas", "-o", output, directory.appendingPathComponent("h.txt").path,
      ])
      #expect(result.status == .success)
      let written = try String(contentsOfFile: output, encoding: .utf8)
      #expect(written.hasPrefix("@dialect stylec\n"))
      #expect(runStylec(["rules", output]).output.contains("color: #ff0000"))
    }
    // A dialect given for the run alone (--dialect), which no project keeps, is named too: read
    // later without it, the .cas was classy, refusing every feature of today's CSS.
    let given = runStylec(
      ["convert", "--to", "cas", "--dialect", "css", "-"], input: "UILabel { alpha: calc(1 / 2); }\n")
    #expect(given.output.hasPrefix("@dialect css\n\nUILabel"), "\(given.output)")
    // fmt writes a sheet under its own name: it adds no dialect.
    let formatted = runStylec(["fmt", "-"], input: sheet)
    #expect(formatted.status == .success)
    #expect(!formatted.output.contains("@dialect"))
  }

  @Test func fmtLeavesASheetWithErrorsAsItIs() throws {
    let broken = "UIView {\n  color rgb(1, 2\n}\n"
    try withFiles(["broken.cas": broken, "fine.cas": "UIView\n  alpha 1\n"]) { directory in
      let result = runStylec([
        "fmt", directory.appendingPathComponent("broken.cas").path,
        directory.appendingPathComponent("fine.cas").path,
      ])
      #expect(result.status == .failure)
      #expect(result.errors.contains("broken.cas:2:12: error: expected ')'"))
      let brokenAfter = try String(
        contentsOfFile: directory.appendingPathComponent("broken.cas").path, encoding: .utf8)
      #expect(brokenAfter == broken)
      // The other file is formatted all the same.
      let fineAfter = try String(
        contentsOfFile: directory.appendingPathComponent("fine.cas").path, encoding: .utf8)
      #expect(fineAfter == "UIView {\n  alpha: 1\n}\n")
    }
  }

  /// A sheet only warnings stop (stray content, an unclosed comment) was left as it is with
  /// nothing said of it under -q, and none named by --check.
  @Test func aSheetLeftAsItIsIsSaidToBeEvenQuietly() throws {
    let stray = ".a { b: 1 }\nbad bad bad\n.c { d: 2 }\n"
    try withFiles(["s.css": stray]) { directory in
      let path = directory.appendingPathComponent("s.css").path
      for arguments in [["fmt", "-q"], ["fmt", "--check"], ["convert", "--to", "cas", "-q"]] {
        let result = runStylec(arguments + [path])
        #expect(result.status == .failure)
        let verb = arguments[0] == "fmt" ? "formatted" : "converted"
        #expect(
          result.errors.hasSuffix(
            "stylec: '\(path)' cannot be \(verb): rewriting it would drop what its warnings say is not read\n"
          ),
          "\(arguments): \(result.errors)")
      }
      let after = try String(contentsOfFile: path, encoding: .utf8)
      #expect(after == stray)
    }
  }

  /// The limits a sheet's statements meet are options of fmt and convert, as their diagnostics
  /// advise (the advice named options both refused).
  @Test func theLimitsTheAdviceNamesAreOptions() throws {
    let long = Array(repeating: "UIView", count: 300).joined(separator: " ") + " { x: 1; }\n"
    try withFiles(["long.css": long]) { directory in
      let path = directory.appendingPathComponent("long.css").path
      let refused = runStylec(["fmt", "--check", path])
      #expect(refused.errors.contains("the limit can be raised with --max-selector-length"))
      #expect(runStylec(["fmt", "--check", "--max-selector-length", "400", path]).status == .failure)
      #expect(runStylec(["fmt", "--max-selector-length", "400", path]).status == .success)
      #expect(
        runStylec([
          "convert", "--to", "cas", "--max-selector-length", "400", "--max-total-selectors", "9", path,
        ])
        .status == .success)
    }
  }

  /// A sheet found in a directory is read only while it still lies there through no link: a
  /// link put in its place, or in a directory's place on its way, after the directory was
  /// searched (fmt rewrote the file outside) is refused.
  @Test func aSheetFoundInADirectoryIsNotReadThroughALinkPutInItsPlaceSince() throws {
    try withFiles(["proj/sub/a.css": ".a{b:1}\n", "outside/sub/a.css": ".o{b:1}\n"]) { directory in
      let proj = directory.appendingPathComponent("proj").path
      let found = try #require(StylesheetDiscovery.expand([proj], verb: "format", topic: "fmt").first)
      let root = try #require(found.foundIn)
      #expect(try readInputFile(found.path, foundIn: root).bytes == Array(".a{b:1}\n".utf8))
      // The directory on its way replaced by a link out.
      try FileManager.default.removeItem(atPath: proj + "/sub")
      #expect(symlink("../outside/sub", proj + "/sub") == 0)
      #expect(throws: UsageError.self) { try readInputFile(found.path, foundIn: root) }
      // The file itself replaced by a link, even to a file inside.
      try FileManager.default.removeItem(atPath: proj + "/sub")
      try FileManager.default.createDirectory(atPath: proj + "/sub", withIntermediateDirectories: true)
      try ".c{b:1}\n".write(toFile: proj + "/c.css", atomically: false, encoding: .utf8)
      #expect(symlink("../c.css", found.path) == 0)
      do throws(UsageError) {
        _ = try readInputFile(found.path, foundIn: root)
        Issue.record("a link was read")
      } catch {
        #expect(error.message.hasSuffix("it is a symbolic link"), "\(error.message)")
      }
    }
  }

  /// A link found in a directory may lead out of it: fmt rewrote the file outside.
  @Test func fmtOfADirectoryLeavesTheLinksInItAlone() throws {
    try withFiles(["proj/a.css": ".a{b:1}\n", "outside/o.css": ".o{b:1}\n"]) { directory in
      let link = directory.appendingPathComponent("proj/link.css").path
      #expect(symlink("../outside/o.css", link) == 0)
      let result = runStylec(["fmt", directory.appendingPathComponent("proj").path])
      #expect(result.status == .success)
      #expect(
        result.errors
          == "stylec: '\(link)' is skipped: it is a symbolic link, which may lead out of the directory; name it to format the file it leads to\nstylec: formatted \(directory.path)/proj/a.css\n"
      )
      let outside = try text(directory, "outside/o.css")
      let inside = try text(directory, "proj/a.css")
      #expect(outside == ".o{b:1}\n")
      #expect(inside == ".a {\n  b: 1;\n}\n")
      // Named, it is formatted as `>` would write it: through the link.
      #expect(runStylec(["fmt", link]).status == .success)
      let formatted = try text(directory, "outside/o.css")
      #expect(formatted == ".o {\n  b: 1;\n}\n")
    }
  }

  @Test func fmtFormatsStandardInputToStandardOutput() {
    #expect(
      runStylec(["fmt", "-", "--stdin-filename", "x.css"], input: "a{b:c}")
        == CommandResult(status: .success, output: "a {\n  b: c;\n}\n", errors: ""))
    #expect(
      runStylec(["fmt", "-"], input: "a\n  b c")
        == CommandResult(status: .success, output: "a {\n  b: c\n}\n", errors: ""))
    #expect(runStylec(["fmt", "--check", "-"], input: "a {\n  b: c\n}\n").status == .success)
    let unreadable = runStylec(["fmt", "Fixtures/formatting/missing.cas"])
    #expect(unreadable.status == .usage)
    #expect(unreadable.errors.hasPrefix("stylec: error: cannot read 'Fixtures/formatting/missing.cas'"))
    #expect(runStylec(["fmt"]).status == .usage)
  }

  /// Standard input too large to read is written back unchanged by `fmt -`, what it read and the
  /// rest, as every other sheet it cannot rewrite is: an editor's filter (`:%!stylec fmt -`) kept
  /// nothing. `--check` writes nothing back.
  @Test(.enabled(if: EndToEndTests.binary != nil))
  func fmtPassesStandardInputTooLargeToReadThrough() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-fmt-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("big.css").path
    let output = directory.appendingPathComponent("out.css").path
    // Past the limit, and past the first read's 64 KiB, so that the rest comes as it is read.
    let sheet = String(repeating: "a{b:c}\n", count: 30_000)
    try sheet.write(toFile: input, atomically: true, encoding: .utf8)
    let result = try ChildProcess.run(["fmt", "-", "--max-file-size", "1000"], input: input, output: output)
    #expect(result.status == 2)
    #expect(result.errors.contains("larger than the 1000-byte limit; it is written back unchanged"))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == sheet)
    let checked = try ChildProcess.run(
      ["fmt", "--check", "-", "--max-file-size", "1000"], input: input, output: output)
    #expect(checked.status == 2)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "")
  }

  @Test func fmtOfStandardInputWithErrorsWritesItBackUnchanged() {
    let broken = "UIView {\n  alpha: 1\n  UILabel { \n"
    let result = runStylec(["fmt", "-", "--stdin-filename", "a.css"], input: broken)
    #expect(result.status == .failure)
    #expect(result.output == broken)
    #expect(result.errors.contains("error:"))
  }

  /// A class the project declares keeps its name when CSS syntax is converted to Classy's: in
  /// CSS syntax `Label` then names the app's class, not UIKit's shorthand for UILabel, and the
  /// converted sheet must style the same nodes (it wrote `UILabel`).
  @Test func convertKeepsTheNamesOfTheProjectsDeclaredClasses() throws {
    try withFiles([
      "s.css": "button { alpha: 0.5; }\nLabel { alpha: 0.7; }\nlabel { alpha: 0.9; }\n",
      ".stylec.json": #"{"types": {"Label": "UIView", "button": "UIView"}}"#,
      "tree.json":
        #"{"type": "UIView", "children": [{"type": "button"}, {"type": "UIButton"}, {"type": "Label"}, {"type": "UILabel"}]}"#,
    ]) { directory in
      let sheet = directory.appendingPathComponent("s.css").path
      let converted = runStylec(["convert", "-q", "--to", "cas", sheet])
      #expect(converted.status == .success, "\(converted.errors)")
      let written = try text(directory, "s.cas")
      #expect(
        written.contains("\nbutton {") && written.contains("\nLabel {") && written.contains("\nUILabel {"),
        "\(written)")
      let tree = directory.appendingPathComponent("tree.json").path
      let original = runStylec(["apply", "--compact", sheet, tree])
      let rewritten = runStylec(["apply", "--compact", String(sheet.dropLast(3)) + "cas", tree])
      #expect(original.output.contains(#"{"type":"Label","style":{"alpha":0.7}}"#))
      #expect(original.output == rewritten.output, "\(original.output)\n---\n\(rewritten.output)")
    }
  }

  /// fmt formats the rules of a class the project declares under a UIKit short name's
  /// spelling (`Button`, `label`): the formatted text reads them as the project's classes too.
  @Test func fmtFormatsTheRulesOfTheProjectsClassesNamedLikeShortNames() throws {
    try withFiles([
      "s.css": "Button { alpha: 1; }\nlabel{font-size:15;}\n",
      ".stylec.json": #"{"dialect": "interfacss", "types": {"Button": "UIView", "label": "UIView"}}"#,
    ]) { directory in
      let formatted = runStylec(["fmt", directory.appendingPathComponent("s.css").path])
      #expect(formatted.status == .success, "\(formatted.errors)")
      let written = try text(directory, "s.css")
      #expect(written == "Button {\n  alpha: 1;\n}\nlabel {\n  font-size: 15;\n}\n")
    }
  }

  /// `@extend Label` in CSS syntax extends the rules written `Label`; written `@extend UILabel`
  /// in Classy's it would extend the rules written `UILabel` too: convert refuses it, unless
  /// the project declares `Label`, which then keeps its name in both.
  @Test func convertRefusesAnExtendThatWouldExtendOtherRules() throws {
    let source = "UILabel { tag: 1; }\nLabel { alpha: 0.5; }\nUIButton { @extend Label; }\n"
    try withFiles(["s.css": source]) { directory in
      let sheet = directory.appendingPathComponent("s.css").path
      let refused = runStylec(["convert", "-q", "--to", "cas", sheet])
      #expect(refused.status == .failure)
      #expect(
        refused.errors.contains("s.css:3:12: error: this statement cannot be written in Classy's syntax"),
        "\(refused.errors)")
      #expect(refused.errors.contains("which would extend the rules written 'UILabel' too"))
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("s.cas").path))
    }
    try withFiles(["s.css": source, ".stylec.json": #"{"types": {"Label": "UIView"}}"#]) { directory in
      let sheet = directory.appendingPathComponent("s.css").path
      let converted = runStylec(["convert", "-q", "--to", "cas", sheet])
      #expect(converted.status == .success, "\(converted.errors)")
      let written = try text(directory, "s.cas")
      #expect(written.contains("@extend Label"), "\(written)")
    }
  }

  /// A path's control characters are shown as escapes in every line fmt and convert write
  /// about it (three wrote them raw: a file's name could recolour the terminal, or write a
  /// line of its own into a CI log), and a --stdin-filename no path can be is refused.
  @Test func pathsAreQuotedWithTheirControlCharactersEscaped() throws {
    let name = "c\u{1B}[31m\n::error file=x::y.css"
    try withFiles([name: "UIView { alpha: 1;\n"]) { directory in
      for arguments in [["fmt", directory.path], ["convert", "--to", "cas", directory.path]] {
        let result = runStylec(arguments)
        #expect(result.status == .failure)
        #expect(!result.errors.contains("\u{1B}") && !result.errors.contains("\n::error"), "\(result.errors)")
        #expect(result.errors.contains(#"c\u{1B}[31m\u{A}::error"#), "\(result.errors)")
      }
    }
    let long = runStylec(
      ["fmt", "--stdin-filename", String(repeating: "p", count: 5_000) + ".css", "-"], input: "a{}")
    #expect(long.status == .usage)
    #expect(
      long.errors.contains("--stdin-filename takes a file name of at most 4096 bytes"), "\(long.errors)")
    #expect(long.errors.count < 300)
  }

  @Test func convertWritesBesideTheOriginalAndReplacesNothingUnlessForced() throws {
    try withFiles(["a.cas": "UIView\n  alpha 1\n", "b.css": "UIView { alpha: 1; }\n"]) { directory in
      let a = directory.appendingPathComponent("a.cas").path
      let result = runStylec(["convert", "--to", "css", a])
      // The file written is named, its name made from the sheet's; -q leaves that out.
      #expect(
        result
          == CommandResult(
            status: .success, output: "", errors: "stylec: converted \(a) to \(a.dropLast(3))css\n"))
      try FileManager.default.removeItem(atPath: String(a.dropLast(3)) + "css")
      #expect(
        runStylec(["convert", "-q", "--to", "css", a])
          == CommandResult(status: .success, output: "", errors: ""))
      #expect(
        try String(contentsOfFile: directory.appendingPathComponent("a.css").path, encoding: .utf8)
          == "@dialect classy;\n\nUIView {\n  alpha: 1;\n}\n")
      #expect(try String(contentsOfFile: a, encoding: .utf8) == "UIView\n  alpha 1\n")

      // a.css exists now: nothing is written, the other file included.
      let again = runStylec(["convert", "--to", "css", directory.appendingPathComponent("b.css").path, a])
      #expect(again.status == .usage)
      #expect(again.errors.contains("b.css' would be converted onto itself"))
      let exists = runStylec(["convert", "--to", "css", a])
      #expect(exists.status == .usage)
      #expect(exists.errors.contains("a.css' already exists\n--force replaces it"))
      // A link in the way, even one leading nowhere, is not written through.
      let linked = directory.appendingPathComponent("c.cas").path
      try "UIView\n  alpha 1\n".write(toFile: linked, atomically: false, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("c.css").path, withDestinationPath: "nowhere.css")
      #expect(runStylec(["convert", "--to", "css", linked]).status == .usage)
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("nowhere.css").path))
      try "changed".write(
        toFile: directory.appendingPathComponent("a.css").path, atomically: false, encoding: .utf8)
      #expect(runStylec(["convert", "--to", "css", "--force", a]).status == .success)
      #expect(
        try String(contentsOfFile: directory.appendingPathComponent("a.css").path, encoding: .utf8).hasPrefix(
          "@dialect classy;"))
    }
  }

  @Test func convertNeedsATargetAndOneSheetForOutput() {
    #expect(
      runStylec(["convert", "Fixtures/variables/sheet.cas"]).errors.hasPrefix(
        "stylec: error: expected --to css or --to cas"))
    #expect(runStylec(["convert", "--to", "xml", "Fixtures/variables/sheet.cas"]).status == .usage)
    let two = runStylec([
      "convert", "--to", "css", "-o", "-", "Fixtures/variables/sheet.cas", "Fixtures/media/sheet.cas",
    ])
    #expect(two.status == .usage)
    #expect(two.errors.hasPrefix("stylec: error: -o names the file for one converted sheet, and 2 are given"))
    let unconvertible = runStylec(["convert", "--to", "css", "-o", "-", "-"], input: "button\n  alpha 1\n")
    #expect(unconvertible.status == .failure)
    #expect(
      unconvertible.errors.contains(
        "<stdin>:1:1: error: this statement cannot be written in CSS syntax so that it reads the same"))
  }

  @Test func convertingADirectoryPointsImportsAtTheSheetsConvertedWithThem() throws {
    let files = [
      "main.cas": "@import \"parts/buttons.cas\"\n@import \"labels.css\"\nUIView\n  alpha 0.5\n",
      "parts/buttons.cas": "UIButton\n  title-color red\n", "labels.css": "UILabel { text-color: blue; }\n",
      "tree.json": #"{"type": "UIView", "children": [{"type": "UIButton"}, {"type": "UILabel"}]}"#,
    ]
    try withFiles(files) { directory in
      let before = runStylec([
        "apply", directory.appendingPathComponent("main.cas").path,
        directory.appendingPathComponent("tree.json").path,
      ])
      let result = runStylec(["convert", "--to", "css", directory.path])
      #expect(result.status == .success && result.output.isEmpty)
      #expect(
        result.errors.components(separatedBy: "\n").allSatisfy {
          $0.isEmpty || $0.hasPrefix("stylec: converted ")
        })
      let main = try String(
        contentsOfFile: directory.appendingPathComponent("main.css").path, encoding: .utf8)
      // labels.css is in CSS syntax already: not converted, and still imported as it was.
      #expect(main.hasPrefix("@dialect classy;\n\n@import \"parts/buttons.css\";\n@import \"labels.css\";\n"))
      #expect(
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("parts/buttons.css").path))
      let after = runStylec([
        "apply", directory.appendingPathComponent("main.css").path,
        directory.appendingPathComponent("tree.json").path,
      ])
      #expect(after.status == .success && after.output == before.output)
    }
  }

  /// Which sheets are converted together is decided by where they are, not how they are named:
  /// sheets named through a link to their directory kept their imports of each other unrenamed,
  /// so the converted sheet imported the old one.
  @Test func importsAreRenamedWhicheverWayTheSheetsDirectoryIsReached() throws {
    try withFiles([
      "real/a.cas": "@import \"b.cas\"\n@import \"../real/c.cas\"\nUIView\n  alpha 1\n",
      "real/b.cas": "UILabel\n  alpha 1\n", "real/c.cas": "UIButton\n  alpha 1\n",
    ]) { directory in
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("link").path, withDestinationPath: "real")
      let linked = directory.appendingPathComponent("link")
      let result = runStylec(
        ["convert", "--to", "css"]
          + ["a.cas", "b.cas", "c.cas"].map { linked.appendingPathComponent($0).path })
      #expect(result.status == .success && result.output.isEmpty)
      #expect(
        result.errors.components(separatedBy: "\n").filter { $0.hasPrefix("stylec: converted ") }.count == 3)
      let converted = try String(
        contentsOfFile: directory.appendingPathComponent("real/a.css").path, encoding: .utf8)
      #expect(converted.contains("@import \"b.css\";\n@import \"../real/c.css\";\n"), "\(converted)")
    }
  }

  /// A sheet that grows past the size stylec reads when rewritten (deep nesting on one line,
  /// each level a line of its own) is left as it is: `fmt` wrote files stylec then refused.
  /// Printing stops at the limit: a 4 MB sheet nested 250 deep was printed whole, gigabytes,
  /// before it was measured.
  @Test func aSheetRewrittenPastTheReadLimitIsLeftAsItIs() throws {
    let nested = String(
      repeating: String(repeating: "a{", count: 20) + String(repeating: "}", count: 20), count: 10)
    try withFiles(["deep.css": nested]) { directory in
      let path = directory.appendingPathComponent("deep.css").path
      for command in [["fmt"], ["convert", "--to", "cas"]] {
        let result = runStylec(command + ["--max-file-size", "2000", path])
        #expect(result.status == .failure, "\(command)")
        #expect(
          result.errors.contains(
            "rewritten, the sheet would be more than the 2000-byte limit stylec reads; it is left as it is [file-too-large]"
          ), "\(result.errors)")
        #expect(result.errors.contains("note: the limit can be raised with --max-file-size"))
      }
      let kept = try String(contentsOfFile: path, encoding: .utf8)
      #expect(kept == nested)
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("deep.cas").path))
    }
  }

  @Test func convertWritesNothingWhenASheetCannotBeConverted() throws {
    try withFiles(["a.cas": "@import \"b.cas\"\n", "b.cas": "button\n  alpha 1\n"]) { directory in
      let result = runStylec(["convert", "--to", "css", directory.path])
      #expect(result.status == .failure)
      #expect(result.errors.hasSuffix("stylec: no sheet was converted\n"))
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("a.css").path))
    }
  }

  @Test func aSheetAnotherImportsGetsNoDialectAndAppliesWithoutErrors() throws {
    // labels.css is imported by a Classy sheet, so it is read as Classy's; converted alone it
    // would be stylec's, and an imported sheet naming another dialect than its importer's is an
    // error in the importer's load.
    let files = [
      "main.cas": "@import \"labels.css\"\nUIView\n  alpha 0.5\n",
      "labels.css": "UILabel { text-color: blue; }\n",
      "tree.json": #"{"type": "UIView", "children": [{"type": "UILabel"}]}"#,
    ]
    try withFiles(files) { directory in
      let main = directory.appendingPathComponent("main.cas").path
      let tree = directory.appendingPathComponent("tree.json").path
      let before = runStylec(["apply", main, tree])
      #expect(runStylec(["convert", "--to", "cas", directory.path]).status == .success)
      let labels = try String(
        contentsOfFile: directory.appendingPathComponent("labels.cas").path, encoding: .utf8)
      #expect(labels == "UILabel {\n  text-color: blue\n}\n")
      try "@import \"labels.cas\"\nUIView\n  alpha 0.5\n".write(
        toFile: main, atomically: false, encoding: .utf8)
      #expect(runStylec(["apply", main, tree]) == before)
    }
  }

  @Test func everyFileInTheWayIsNamedAndNothingIsWritten() throws {
    try withFiles(["a.cas": "UIView\n  alpha 1\n", "b.cas": "UIView\n  alpha 2\n", "a.css": "", "b.css": ""])
    {
      directory in
      let result = runStylec(["convert", "--to", "css", directory.path])
      #expect(result.status == .usage)
      #expect(
        result.errors.contains("a.css' and '\(directory.path)/b.css' already exist\n--force replaces them"))
    }
  }

  @Test func aDirectoryWhoseSheetsAreAllLeftOutSaysSo() throws {
    try withFiles([
      ".git/HEAD": "", ".stylec.json": #"{"exclude": ["vendor"]}"#, "vendor/v.cas": "UIView\n  alpha 1\n",
    ]) { directory in
      for command in [["fmt"], ["convert", "--to", "css"]] {
        let result = runStylec(command + [directory.appendingPathComponent("vendor").path])
        #expect(result.status == .usage)
        #expect(
          result.errors.contains("each one found is left out by its configuration's include or exclude"))
      }
    }
  }

  @Test func fmtWritesLineFeedsWithoutAByteOrderMarkAndANewFileInPlaceOfTheOld() throws {
    let original = "\u{FEFF}UIView {\r\n  alpha: 1;\r\n}\r\n"
    try withFiles(["a.css": original]) { directory in
      let path = directory.appendingPathComponent("a.css").path
      let link = directory.appendingPathComponent("b.css").path
      try FileManager.default.linkItem(atPath: path, toPath: link)
      #expect(runStylec(["fmt", path]).status == .success)
      let formatted = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(formatted == Data("UIView {\n  alpha: 1;\n}\n".utf8))
      // The hard link still names the old file, with the old text.
      #expect(try Data(contentsOf: URL(fileURLWithPath: link)) == Data(original.utf8))
    }
    // Inside comments and a string's continued lines too (they kept `\r\n` and lone `\r`).
    let mixed = runStylec(
      ["fmt", "--stdin-filename", "x.css", "-"],
      input: "/* a\r\nb\rc */\r\nUILabel {\r\n  text: \"x\\\r\ny\";\r\n}\r\n")
    #expect(mixed.output == "/* a\nb\nc */\nUILabel {\n  text: \"x\\\ny\";\n}\n", "\(mixed.output)")
  }
}
