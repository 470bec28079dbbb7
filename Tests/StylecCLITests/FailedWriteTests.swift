import Foundation
import Testing

@testable import StylecCLI

/// A write to standard output or error that fails ends the command with status 2 and a one-line
/// message, never a trap (every command once died with SIGILL under `> /dev/full`).
@Suite("Failed writes")
struct FailedWriteTests {
  @Test(
    .enabled(if: EndToEndTests.binary != nil),
    arguments: [
      ["--version"], ["help"], ["schema"], ["rules", "Fixtures/precedence/sheet.cas"],
      ["apply", "Fixtures/precedence/sheet.cas", "Fixtures/precedence/tree.json"],
      ["lint", "Fixtures/lint/mistakes.cas"],
    ])
  func everyCommandReportsAFullDisk(arguments: [String]) throws {
    let result = try ChildProcess.run(arguments, output: "/dev/full")
    #expect(result.status == 2)
    #expect(result.errors.hasSuffix("stylec: error: cannot write standard output: No space left on device\n"))
  }

  @Test func aFailedWriteTurnsSuccessIntoStatusTwo() {
    var errors = ""
    let console = Console(
      readStandardInput: { _ in .success([]) }, writeOutput: { _ in }, writeOutputBytes: { _ in },
      writeError: { errors += $0 }, writeFailure: { "cannot write standard output: Broken pipe" })
    #expect(StylecCommand.run(["--version"], console: console) == .usage)
    #expect(errors == "stylec: error: cannot write standard output: Broken pipe\n")
  }

  @Test func aStreamStopsAtItsFirstFailure() {
    let stream = StandardStream(descriptor: -1, name: "standard output")
    stream.write("one")
    #expect(stream.failure == "cannot write standard output: Bad file descriptor")
    stream.write("two")
    #expect(stream.failure == "cannot write standard output: Bad file descriptor")
  }

  @Test func aReaderThatClosedEarlyIsAFailureWhenSIGPIPEIsIgnored() {
    // As under a parent that ignores SIGPIPE (many do): the write fails with EPIPE instead of
    // the signal ending the process, and must not trap.
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    close(descriptors[0])
    defer { close(descriptors[1]) }
    let stream = StandardStream(descriptor: descriptors[1], name: "standard output")
    stream.write("more than nobody reads")
    #expect(stream.failure == "cannot write standard output: Broken pipe")
  }

  /// `rules` and `explain` make their output as they write it: once a write fails, they stop
  /// making the rest (they went on listing millions of rules nobody would receive).
  @Test func commandsThatWriteAsTheyGoStopAtTheFirstFailedWrite() throws {
    // Ten groups of ten selectors around 400 declarations: 1.3 MB of rules, 4,000 nodes to explain.
    let declarations = (0..<400).map { "  p\($0): \($0);\n" }.joined()
    let groups = (0..<10).map { "A\($0)" }.joined(separator: ", ")
    let sheet =
      "\(groups) {\n  \((0..<10).map { "B\($0)" }.joined(separator: ", ")) {\n\(declarations)  }\n}\n"
    let nodes = (0..<4000).map { _ in #"{"type": "UIView"}"# }.joined(separator: ", ")
    let tree = #"{"type": "UIView", "children": [\#(nodes)]}"#
    try withFiles(["s.css": sheet, "t.json": tree, "e.css": "UIView { alpha: 1; }\n"]) { directory in
      func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
      for arguments in [
        ["rules", path("s.css")], ["rules", "--format", "css", path("s.css")],
        ["explain", path("e.css"), path("t.json"), "*"],
      ] {
        var writes = 0
        var bytes = 0
        let console = Console(
          readStandardInput: { _ in .success([]) },
          writeOutput: {
            writes += 1; bytes += $0.utf8.count
          },
          writeOutputBytes: {
            writes += 1; bytes += $0.count
          }, writeError: { _ in },
          writeFailure: { writes > 0 ? "cannot write standard output: Broken pipe" : nil })
        #expect(StylecCommand.run(arguments, console: console) == .usage, "\(arguments)")
        #expect(writes <= 2, "\(arguments): \(writes) writes after the first failed")
        #expect(bytes < 200_000, "\(arguments)")
      }
    }
  }
}
