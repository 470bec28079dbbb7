import Foundation
import Testing

/// A command started with standard input, output or error closed (`<&-`, `>&-`) says so when it
/// needs the stream, and never lets a file it opens take the stream's place: standard input
/// once read the runtime's own descriptors, and standard output once went into `-o`'s file.
@Suite("Closed standard streams", .enabled(if: EndToEndTests.binary != nil))
struct ClosedStandardStreamTests {
  private let sheet = "Fixtures/precedence/sheet.cas"
  private let tree = "Fixtures/precedence/tree.json"

  @Test func aClosedStandardInputIsSaidToBeClosedWhicheverOperandReadsIt() throws {
    for arguments in [
      ["apply", sheet, "-"], ["apply", "-", tree], ["lint", "-"], ["fmt", "-"],
      ["convert", "--to", "css", "-"], ["rules", "-"], ["explain", "-", tree, "UIView"],
    ] {
      let result = try ChildProcess.run(arguments, closing: [STDIN_FILENO])
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.errors
          == "stylec: error: cannot read standard input: standard input is closed or not open for reading\n"
          + "pipe the input to stylec, or name a file instead of '-'\n", "\(arguments)")
    }
  }

  @Test func aClosedStandardOutputIsAFailedWriteAndNeverTheOutputFile() throws {
    let closed = try ChildProcess.run(["apply", sheet, tree], closing: [STDOUT_FILENO])
    #expect(closed.status == 2)
    #expect(closed.errors == "stylec: error: cannot write standard output: Bad file descriptor\n")

    let file = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-out-\(UUID()).json").path
    defer { unlink(file) }
    let written = try ChildProcess.run(["apply", sheet, tree, "-o", file], closing: [STDOUT_FILENO])
    #expect(written.status == 0)
    let expected = try ChildProcess.run(["apply", sheet, tree, "-o", file + ".expected"])
    defer { unlink(file + ".expected") }
    #expect(expected.status == 0)
    #expect(
      FileManager.default.contents(atPath: file) == FileManager.default.contents(atPath: file + ".expected"))
  }
}
