import Foundation
import Testing

@testable import Stylec

@Suite("@import")
struct ImportTests {
  @Test func allThreeImportFormsInsertTheFileWhereTheImportStands() {
    let files = [
      "dir/a.cas": "UIView.a { x 1 }", "dir/b.cas": "UIView.b { x 2 }", "dir/c.css": "UIView.c { x: 3; }",
    ]
    let source =
      "UIView.first { x 0 }\n@import \"a.cas\"\n@import b.cas;\nUIView.middle { x 9 }\n@import url('c.css')\n"
    let parsed = sheet(source, path: "dir/main.cas", files: files)
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.rules.map(\.selector) == ["UIView.first", "UIView.a", "UIView.b", "UIView.middle", "UIView.c"])
    #expect(parsed.filePaths == ["dir/main.cas", "dir/a.cas", "dir/b.cas", "dir/c.css"])
  }

  @Test func importsAreRelativeToTheImportingFile() {
    let files = ["x/y/one.cas": "@import ../two.cas", "x/two.cas": "UIView { a 2 }"]
    let parsed = sheet("@import y/one.cas", path: "x/main.cas", files: files)
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.rules.map(\.location.file) == ["x/two.cas"])
  }

  @Test func variablesFlowIntoAndOutOfImports() {
    let files = ["colors.cas": "$accent = $base\n$other = blue"]
    let parsed = sheet("$base = red\n@import colors.cas\nUIView { a $accent; b $other }", files: files)
    #expect(ruleLines(parsed) == ["UIView { a: #ff0000; b: #0000ff }"])
  }

  @Test func interfacssVariablesAreVisibleToStylesheetsImportedAfterThem() {
    let files = ["theme.css": "@accent: blue;\nUILabel { text-color: @font-color; }"]
    let parsed = sheet(
      "@font-color: #333;\n@import \"theme.css\";\nUIView { tint-color: @accent; }", path: "main.css",
      files: files)
    #expect(parsed.diagnostics.isEmpty)
    #expect(ruleLines(parsed) == ["UILabel { text-color: #333333 }", "UIView { tint-color: #0000ff }"])
  }

  @Test func aCycleIsAnErrorNamingTheChain() {
    let files = ["a.cas": "@import b.cas", "b.cas": "@import a.cas\nUIView { x 1 }"]
    let parsed = sheet("@import a.cas", files: files)
    #expect(locatedCodes(parsed.diagnostics) == ["1:1 import-cycle"])
    #expect(parsed.diagnostics[0].message == "import cycle: main.cas → a.cas → b.cas → a.cas")
    #expect(parsed.diagnostics[0].location?.file == "b.cas")
    #expect(parsed.rules.count == 1)
  }

  @Test func aMissingFileIsAnErrorWithTheImportChain() {
    let files = ["a.cas": "\n@import gone.cas"]
    let parsed = sheet("@import a.cas", files: files)
    #expect(locatedCodes(parsed.diagnostics) == ["2:1 import-failed"])
    #expect(parsed.diagnostics[0].message == "cannot import 'gone.cas': no such file")
    #expect(parsed.diagnostics[0].notes == ["'a.cas' is imported from main.cas:1:1"])
  }

  /// A missing import names the file beside it that it probably meant: one typo away, or the
  /// same name with the extension the import left out. On disk as in memory.
  @Test func aMissingFileSuggestsTheNeighbourItProbablyMeant() throws {
    let files = ["theme/colours.cas": "", "theme/fonts.cas": "", "base.css": "", "unrelated.cas": ""]
    let parsed = sheet(
      "@import theme/colors.cas\n@import base\n@import nothing.cas\n@import theme/fonts.cas", files: files)
    #expect(
      parsed.diagnostics.map { ([$0.message] + $0.notes).joined(separator: " | ") } == [
        "cannot import 'theme/colors.cas': no such file | did you mean 'theme/colours.cas'?",
        "cannot import 'base': no such file | did you mean 'base.css'?",
        "cannot import 'nothing.cas': no such file",
      ])
    let directory = try makeScratchDirectory("stylec-import")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory + "/theme", withIntermediateDirectories: true)
    for name in ["theme/colours.cas", "theme/.colors.cas", "main.cas"] {
      try Data("@import theme/colors.cas".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
    }
    let onDisk = try Stylesheet(contentsOfFile: directory + "/main.cas")
    #expect(onDisk.diagnostics.map(\.notes) == [["did you mean 'theme/colours.cas'?"]])
    // Never the importing sheet itself, whose import would be a cycle.
    let selfish = sheet("@import mian.cas", path: "main.cas", files: ["main.cas": ""])
    #expect(selfish.diagnostics.map(\.notes) == [[]])
  }

  /// CSS lets an import carry a media condition; stylec imports a file whole, so such an import
  /// is an error where the condition is written, saying so, never a complaint about the name.
  @Test(arguments: [
    ("@import \"a.css\" (min-width: 3px);", 17),
    ("@import url(a.css) screen and (orientation: portrait);", 20),
    ("@import url('a.css') print;", 22), ("@import \"a.css\" layer(x) (min-width: 3px);", 26),
  ])
  func anImportWithAConditionIsRefusedAtTheCondition(source: String, column: Int) throws {
    let parsed = sheet(source, path: "main.css", files: ["a.css": "UIView { a: 1; }"])
    let found = try #require(parsed.diagnostics.first)
    #expect(parsed.diagnostics.count == 1)
    #expect(found.code == .expectedImportPath)
    #expect(found.message == "'@import' takes no condition in stylec, so the file is not imported")
    #expect(found.location?.column == column)
    #expect(found.notes == ["put the condition in the imported file, around its rules: @media … { … }"])
    #expect(parsed.rules.isEmpty)
  }

  /// An import names one layer; a second is an error over both, never read as a condition.
  @Test func anImportOfTwoLayersIsRefused() throws {
    let parsed = sheet(
      "@import \"a.css\" layer(x) layer(y);", path: "main.css", files: ["a.css": "a { b: 1; }"])
    let found = try #require(parsed.diagnostics.first)
    #expect(parsed.diagnostics.count == 1)
    #expect(found.message == "an '@import' puts its file in one layer, named once")
    #expect(found.location?.column == 17)
    #expect(parsed.rules.isEmpty)
  }

  /// In the css dialect an import after a rule or another at-rule is ignored, as CSS ignores
  /// it, with a warning (it was read where it stood); `@layer a, b;`, `@dialect` and variables
  /// before it are no rules. The other dialects read it where it stands, as Nimbus did.
  @Test func aLateImportIsIgnoredInTheCSSDialect() {
    let files = ["a.css": "UILabel { alpha: 0.1; }"]
    let late = sheet(
      "@dialect css;\nUILabel { alpha: 0.9; }\n@import \"a.css\";", path: "main.css", files: files)
    #expect(locatedCodes(late.diagnostics) == ["3:1 import-after-rules"])
    #expect(late.diagnostics.first?.severity == .warning)
    #expect(late.rules.count == 1)
    let inMedia = sheet(
      "@dialect css;\n@media phone { UILabel { alpha: 0.9; } }\n@import \"a.css\";", path: "main.css",
      files: files)
    #expect(locatedCodes(inMedia.diagnostics) == ["3:1 import-after-rules"])
    let early = sheet(
      "@dialect css;\n$x: 1;\n@layer a, b;\n@import \"a.css\";\nUILabel { alpha: 0.9; }", path: "main.css",
      files: files)
    #expect(early.diagnostics.isEmpty, "\(early.diagnostics.map(\.message))")
    #expect(early.rules.count == 2)
    let stylec = sheet("UILabel { alpha: 0.9; }\n@import \"a.css\";", path: "main.css", files: files)
    #expect(stylec.diagnostics.isEmpty)
    #expect(stylec.rules.count == 2)
  }

  @Test func importsAreOnlyAllowedAtTheTopLevel() {
    let parsed = sheet("UIView {\n  @import a.cas\n}", files: ["a.cas": ""])
    #expect(locatedCodes(parsed.diagnostics) == ["2:3 import-in-rule"])
  }

  @Test func theImportCountIsBounded() {
    let files = ["a.cas": "@import b.cas\n@import b.cas", "b.cas": "UIView { x 1 }"]
    let parsed = sheet(
      "@import a.cas\n@import a.cas", files: files, limits: StylesheetLimits(maximumImports: 4))
    #expect(locatedCodes(parsed.diagnostics) == ["1:1 too-many-imports", "2:1 too-many-imports"])
    #expect(parsed.diagnostics.map(\.location?.file) == ["a.cas", "a.cas"])
    #expect(parsed.rules.count == 2)
  }

  @Test func aFileThatIsNotUTF8IsRefusedWithItsPosition() {
    let parsed = Stylesheet(
      path: "bad.cas", bytes: Array("UIView {\n  a \"".utf8) + [0xFF, 0x22, 0x7D],
      source: InMemorySource(files: [:]),
      syntax: nil, limits: StylesheetLimits())
    #expect(locatedCodes(parsed.diagnostics) == ["2:6 invalid-utf8"])
  }

  @Test func importsMayNotLeaveTheStylesheetsDirectory() {
    let files = ["app/styles/theme.cas": "UIView { a 1 }", "app/secrets.cas": "UIView { b 2 }"]
    let source =
      "@import theme.cas\n@import ../secrets.cas\n@import /app/secrets.cas\n@import ./../styles/theme.cas"
    let parsed = sheet(source, path: "app/styles/main.cas", files: files)
    #expect(locatedCodes(parsed.diagnostics) == ["2:1 import-outside-root", "3:1 import-outside-root"])
    #expect(parsed.diagnostics[0].message.contains("'../secrets.cas' is outside"))
    #expect(
      parsed.diagnostics[0].notes == [
        "imports may not leave 'app/styles'; another root can be allowed with --import-root (StylesheetLimits.importRoot)"
      ])
    #expect(parsed.rules.map(\.location.file) == ["app/styles/theme.cas", "app/styles/theme.cas"])
  }

  @Test func anImportRootAllowsTheDirectoriesBelowIt() {
    let files = ["app/styles/theme.cas": "UIView { a 1 }", "app/secrets.cas": "UIView { b 2 }"]
    let parsed = sheet(
      "@import theme.cas\n@import ../secrets.cas", path: "app/styles/main.cas", files: files,
      limits: StylesheetLimits(importRoot: "app"))
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.rules.count == 2)
    let narrower = sheet(
      "@import theme.cas", path: "app/styles/main.cas", files: files,
      limits: StylesheetLimits(importRoot: "app/other"))
    #expect(locatedCodes(narrower.diagnostics) == ["1:1 import-outside-root"])
  }

  @Test func aSymbolicLinkCannotLeadOutOfTheRoot() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylec-root-\(UInt32.random(in: 0...UInt32.max))")
    let styles = base.appendingPathComponent("styles")
    try FileManager.default.createDirectory(at: styles, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: base) }
    try "UIView { secret 1 }".write(
      to: base.appendingPathComponent("secret.cas"), atomically: false, encoding: .utf8)
    try "UIView { shared 1 }".write(
      to: styles.appendingPathComponent("shared.cas"), atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: styles.appendingPathComponent("link.cas").path, withDestinationPath: "../secret.cas")
    let main = styles.appendingPathComponent("main.cas")
    try "@import shared.cas\n@import link.cas".write(to: main, atomically: false, encoding: .utf8)
    let parsed = try Stylesheet(contentsOfFile: main.path)
    #expect(locatedCodes(parsed.diagnostics) == ["2:1 import-outside-root"])
    #expect(parsed.rules.flatMap(\.declarations).map(\.property) == ["shared"])
    let allowed = try Stylesheet(contentsOfFile: main.path, limits: StylesheetLimits(importRoot: base.path))
    #expect(allowed.diagnostics.isEmpty)
    #expect(allowed.rules.count == 2)
  }
}

/// An import cycle through a symbolic link is caught at the link, by the file it leads to
/// (by name, the linked file was read once more before its own import closed the cycle).
@Test func aCycleThroughALinkIsCaughtAtTheLink() throws {
  let directory = try makeScratchDirectory("stylec-cycle")
  defer { try? FileManager.default.removeItem(atPath: directory) }
  try Data("@import b.cas\nUIView { x 1 }\n".utf8).write(to: URL(fileURLWithPath: directory + "/a.cas"))
  try FileManager.default.createSymbolicLink(atPath: directory + "/b.cas", withDestinationPath: "a.cas")
  let parsed = try Stylesheet(contentsOfFile: directory + "/a.cas")
  #expect(
    parsed.diagnostics.map(\.message) == [
      "import cycle: \(directory)/a.cas → \(directory)/b.cas (the same file as '\(directory)/a.cas')"
    ])
  #expect(parsed.diagnostics.first?.location?.file == directory + "/a.cas")
  #expect(parsed.rules.count == 1)
}

/// Imports read from disk: only regular files, only inside the root as opened, and nothing for
/// a sheet that came from no file.
@Suite("@import from files", .serialized)
struct FileImportTests {
  @Test func aSheetFromNoFileImportsNothingWithoutARoot() throws {
    let directory = try makeScratchDirectory("stylec-import")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data("UIView.theme { x 1 }".utf8).write(to: URL(fileURLWithPath: directory + "/theme.cas"))
    // Imports of a sheet from no file once resolved against the working directory: with it at
    // `/`, `@import "/etc/hostname"` was read. Now no file is read, wherever it is.
    for source in ["@import theme.cas", "@import \(directory)/theme.cas", "@import /etc/hostname"] {
      for sheet in [
        Stylesheet(source: source, fileName: directory + "/main.cas"),
        Stylesheet(bytes: Array(source.utf8)), Stylesheet(source: source, fileName: "<input>"),
      ] {
        #expect(
          sheet.diagnostics.map(\.code.rawValue) == ["import-failed"]
            || sheet.diagnostics.map(\.code.rawValue) == ["import-outside-root"])
        #expect(sheet.filePaths.count == 1)
      }
    }
    let refused = Stylesheet(source: "@import theme.cas", fileName: directory + "/main.cas")
    #expect(
      refused.diagnostics.first?.message
        == "cannot import '\(directory)/theme.cas': the stylesheet was not read from a file, so it imports nothing unless given an import root (--stdin-filename NAME or --import-root DIR; StylesheetLimits.importRoot)"
    )
    let rooted = Stylesheet(
      source: "@import theme.cas", fileName: directory + "/main.cas",
      limits: StylesheetLimits(importRoot: directory))
    #expect(rooted.diagnostics.isEmpty)
    #expect(rooted.filePaths == [directory + "/main.cas", directory + "/theme.cas"])
  }

  @Test func aSheetFromNoFileWithARootReadsRelativeNamesFromTheRootNotTheWorkingDirectory() throws {
    let directory = try makeScratchDirectory("stylec-import")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory + "/styles", withIntermediateDirectories: true)
    try Data("UIView.theme { x 1 }".utf8).write(to: URL(fileURLWithPath: directory + "/styles/theme.cas"))
    // The tests' working directory is the package, which has no styles/theme.cas.
    for fileName in ["<input>", "main.cas"] {
      let sheet = Stylesheet(
        source: "@import \"styles/theme.cas\"", fileName: fileName,
        limits: StylesheetLimits(importRoot: directory))
      #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
      #expect(sheet.rules.count == 1)
    }
  }

  /// Set in the copy of the test process that `fetchedSheetsReadNothingWithTheWorkingDirectoryAtRoot`
  /// runs in `/`: the working directory is the whole process's, so no test here may change it.
  private static let inRootCopy = ProcessInfo.processInfo.environment["STYLEC_TEST_IN_ROOT"] == "1"

  @Test func fetchedSheetsReadNothingWithTheWorkingDirectoryAtRoot() throws {
    guard Self.inRootCopy else {
      // This process's tests run with the package as the working directory: run this test
      // again in a copy of the process whose working directory is `/`.
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = [
        "--testing-library", "swift-testing", "--filter",
        "fetchedSheetsReadNothingWithTheWorkingDirectoryAtRoot",
      ]
      process.currentDirectoryURL = URL(fileURLWithPath: "/")
      process.environment = ProcessInfo.processInfo.environment.merging(["STYLEC_TEST_IN_ROOT": "1"]) { $1 }
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(printed)")
      #expect(printed.contains("1 test"))
      return
    }
    #expect(FileManager.default.currentDirectoryPath == "/")
    // With the working directory at `/` (an app, a daemon), this read /etc/hostname.
    for sheet in [
      Stylesheet(source: "@import \"/etc/hostname\"\n@import \"etc/hostname\""),
      Stylesheet(bytes: Array("@import \"/etc/hostname\"".utf8), fileName: "fetched.cas"),
    ] {
      #expect(sheet.filePaths.count == 1)
      #expect(!sheet.diagnostics.isEmpty && sheet.diagnostics.allSatisfy { $0.code == .importFailed })
    }
  }

  @Test func anImportOfAFIFOIsRefusedWithoutWaiting() throws {
    let directory = try makeScratchDirectory("stylec-import")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(mkfifo(directory + "/pipe.cas", 0o600) == 0)
    try Data("@import pipe.cas".utf8).write(to: URL(fileURLWithPath: directory + "/main.cas"))
    let sheet = try Stylesheet(contentsOfFile: directory + "/main.cas")
    #expect(
      sheet.diagnostics.map(\.message) == ["cannot import '\(directory)/pipe.cas': it is not a regular file"])
  }

  @Test func aLinkSwappedWhileImportsAreReadNeverReadsOutsideTheRoot() throws {
    // The root was checked on the path, then the path opened again: swapping the link between
    // the two read the file outside in 340 of 344 runs, and a FIFO swapped in hung the load.
    let directory = try makeScratchDirectory("stylec-import")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory + "/root", withIntermediateDirectories: true)
    try Data("UIView.inside { x 1 }".utf8).write(to: URL(fileURLWithPath: directory + "/root/inside.cas"))
    try Data("UIView.secret { x 1 }".utf8).write(to: URL(fileURLWithPath: directory + "/secret.cas"))
    #expect(mkfifo(directory + "/root/fifo.cas", 0o600) == 0)
    try Data("@import theme.cas".utf8).write(to: URL(fileURLWithPath: directory + "/root/main.cas"))
    final class Stop: @unchecked Sendable {
      private let lock = NSLock()
      private var stopped = false
      var isSet: Bool { lock.withLock { stopped } }
      func set() { lock.withLock { stopped = true } }
    }
    let stop = Stop()
    let swapped = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let targets = ["inside.cas", "../secret.cas", "fifo.cas"]
      var turn = 0
      while !stop.isSet {
        let temporary = directory + "/root/.link"
        unlink(temporary)
        symlink(targets[turn % targets.count], temporary)
        rename(temporary, directory + "/root/theme.cas")
        turn += 1
      }
      swapped.signal()
    }
    defer {
      stop.set()
      swapped.wait()
    }
    for _ in 0..<300 {
      let sheet = try Stylesheet(contentsOfFile: directory + "/root/main.cas")
      #expect(!sheet.canonicalText.contains("secret"))
    }
  }
}
