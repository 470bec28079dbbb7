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
}
