import Foundation
import Stylec
import Testing

/// Runs the built `stylec` binary as a separate process, as a user or CI would.
@Suite("The stylec binary")
struct EndToEndTests {
  /// `stylec` is built beside the test bundle.
  static let binary: URL? = {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidate = directory.appendingPathComponent("stylec")
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
  }()

  private func run(_ arguments: [String], input: String) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  /// A working directory and a sheet whose paths are longer than a kilobyte: Foundation's working
  /// directory (asked with a 1 KB buffer) was `/` there, so relative names were read from the
  /// root (another sheet, silently), and its resolution of links made a sheet's sibling import
  /// the same file as the sheet (an import cycle).
  @Test(.enabled(if: binary != nil)) func pathsLongerThanAKilobyteAreReadWhereTheyAre() throws {
    try withFiles([:]) { directory in
      let deep = directory.path + "/" + Array(repeating: "a", count: 540).joined(separator: "/")
      try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
      try "@import \"inc.css\";\nUIView { alpha: 1; }\n".write(
        toFile: deep + "/s.css", atomically: false, encoding: .utf8)
      try "UIView { tag: 5; }\n".write(toFile: deep + "/inc.css", atomically: false, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "cd \"$1\" && exec \"$2\" rules s.css", "sh", deep, Self.binary!.path]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(printed)")
      #expect(printed.contains("tag: 5") && printed.contains("alpha: 1"), "\(printed)")
    }
  }

  @Test(.enabled(if: binary != nil)) func appliesASheetToATreeOnStandardInput() throws {
    let result = try run(
      ["apply", "--format", "text", "Fixtures/precedence/sheet.cas", "-"], input: #"{"type": "UIButton"}"#)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("UIButton\n  background-image: bg_button_red"))
    #expect(result.errors == "")
  }

  @Test(.enabled(if: binary != nil)) func readsAWholeLargeTreeFromStandardInput() throws {
    // Far more than one pipe buffer: the whole document must be read, not its first chunk.
    let children = Array(repeating: #"{"type": "UIButton", "classes": ["main"]}"#, count: 5000)
    let tree = #"{"type": "UIView", "children": ["# + children.joined(separator: ", ") + "]}"
    let result = try run(["apply", "--format", "text", "Fixtures/precedence/sheet.cas", "-"], input: tree)
    #expect(result.status == 0)
    #expect(result.output.components(separatedBy: "\n  UIButton.main\n").count == 5001)
  }

  /// A sheet named by one character, in the working directory, is read as any other (its
  /// directory's part of the path is empty): every command that reads a sheet crashed on it.
  @Test(.enabled(if: binary != nil)) func aSheetNamedByOneCharacterIsRead() throws {
    try withFiles(["y": "UILabel { alpha: 1; }\n", "t.json": #"{"type": "UILabel"}"#]) { directory in
      for arguments in [
        ["lint", "y"], ["apply", "--format", "text", "y", "t.json"], ["rules", "y"], ["fmt", "--check", "y"],
        ["explain", "y", "t.json", "UILabel"], ["convert", "--to", "cas", "-o", "-", "y"],
        ["lint", "--stdin-filename", ".", "-"],
      ] {
        let result = try ChildProcess.runPiped(
          URL(fileURLWithPath: "/bin/sh"),
          ["-c", "cd \"$1\" && shift && exec \"$0\" \"$@\" < y", Self.binary!.path, directory.path]
            + arguments,
          piping: .output)
        #expect(
          result.status == 0 || (arguments[0] == "fmt" && result.status == 1),
          "\(arguments): \(result.status)")
      }
    }
    #expect(directoryPart(of: "y") == "" && directoryPart(of: "y/") == "" && directoryPart(of: "/y") == "/")
    #expect(directoryPart(of: "a//b/") == "a" && directoryPart(of: "/a/b/c") == "/a/b")
  }

  @Test(.enabled(if: binary != nil)) func exitStatusesDistinguishErrorsFromUsage() throws {
    #expect(
      try run(["apply", "Fixtures/errors/sheet.cas", "Fixtures/errors/tree.json"], input: "").status == 1)
    #expect(try run(["apply", "--bogus"], input: "").status == 2)
    #expect(try run(["apply", "Fixtures/precedence/sheet.cas", "-"], input: "not json").status == 1)
  }
}
