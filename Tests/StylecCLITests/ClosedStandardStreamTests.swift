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

  /// A file redirected to standard input is a file the run reads: `-o` onto it is refused, as
  /// onto the file named (`apply -o t.json s.cas - < t.json` replaced the tree with the output).
  @Test func aFileRedirectedToStandardInputIsNeverTheOutput() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-stdin-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let tree = directory.appendingPathComponent("t.json").path
    let sheetCopy = directory.appendingPathComponent("s.cas").path
    let treeText = #"{"type": "UIView"}"#
    try treeText.write(toFile: tree, atomically: false, encoding: .utf8)
    try "UIView\n  alpha 0.5\n".write(toFile: sheetCopy, atomically: false, encoding: .utf8)
    for (arguments, input) in [
      (["apply", "-o", tree, sheetCopy, "-"], tree), (["apply", "-o", sheetCopy, "-", tree], sheetCopy),
      (["convert", "--force", "--to", "css", "-o", sheetCopy, "-"], sheetCopy),
    ] {
      let errors = directory.appendingPathComponent("errors").path
      let status = try ChildProcess.start(arguments, input: input, errors: errors).wait()
      let message = try String(contentsOfFile: errors, encoding: .utf8)
      #expect(status == 2, "\(arguments)")
      #expect(message.contains("it is a file this command reads"), "\(arguments): \(message)")
    }
    #expect(try String(contentsOfFile: tree, encoding: .utf8) == treeText)
    #expect(try String(contentsOfFile: sheetCopy, encoding: .utf8) == "UIView\n  alpha 0.5\n")
  }

  /// `watch` ends, as every command does, once its changes cannot be written (it went on
  /// forever writing to a full disk or a closed pipe).
  @Test(.timeLimit(.minutes(1)))
  func watchEndsWhenItsChangesCannotBeWritten() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-watch-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let sheetPath = directory.appendingPathComponent("s.css").path
    let treePath = directory.appendingPathComponent("t.json").path
    try "UIView { alpha: 1; }".write(toFile: sheetPath, atomically: true, encoding: .utf8)
    try #"{"type": "UIView"}"#.write(toFile: treePath, atomically: true, encoding: .utf8)
    let errors = directory.appendingPathComponent("errors").path
    let watch = try ChildProcess.start(
      ["watch", "--interval", "20", sheetPath, treePath], output: "/dev/full", errors: errors)
    // The change comes once watch has read the sheet: written before (a slow start, under a
    // sanitizer on a busy machine), it was the sheet's first state, no change came, and the
    // test waited forever.
    #expect(waitFor(errors) { $0.contains("watching ") }.contains("watching "))
    try "UIView { alpha: 0.5; }".write(toFile: sheetPath, atomically: true, encoding: .utf8)
    #expect(watch.wait() == 2)
    let message = try String(contentsOfFile: errors, encoding: .utf8)
    #expect(message.hasSuffix("stylec: error: cannot write standard output: No space left on device\n"))
  }
}
