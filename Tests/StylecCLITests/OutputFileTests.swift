import Foundation
import Testing

@testable import StylecCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `apply -o FILE`: written whole or not at all, keeping what the target is.
@Suite("Output files", .serialized)
struct OutputFileTests {
  private let sheet = "Fixtures/precedence/sheet.cas"
  private let tree = "Fixtures/precedence/tree.json"

  private func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-out-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  private func mode(_ path: String) -> mode_t {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode : 0
  }

  @Test func theTargetKeepsItsPermissionBits() throws {
    try withDirectory { directory in
      let target = directory.appendingPathComponent("out.json").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: target))
      chmod(target, 0o600)
      #expect(runStylec(["apply", sheet, tree, "-o", target]).status == .success)
      #expect(mode(target) & 0o777 == 0o600)
      let fresh = directory.appendingPathComponent("new.json").path
      let mask = umask(0o022)
      umask(mask)
      #expect(runStylec(["apply", sheet, tree, "-o", fresh]).status == .success)
      #expect(mode(fresh) & 0o777 == 0o666 & ~mask)
    }
  }

  @Test func aTargetThatIsNotARegularFileIsWrittenInPlace() throws {
    try withDirectory { directory in
      let fifo = directory.appendingPathComponent("fifo").path
      #expect(mkfifo(fifo, 0o600) == 0)
      // A reader that does not wait, so that the writer's open goes through.
      let reader = open(fifo, O_RDONLY | O_NONBLOCK)
      defer { close(reader) }
      #expect(runStylec(["apply", sheet, tree, "-o", fifo]).status == .success)
      #expect(mode(fifo) & S_IFMT == S_IFIFO)
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      #expect(read(reader, &buffer, buffer.count) > 0)
      #expect(runStylec(["apply", sheet, tree, "-o", "/dev/null"]).status == .success)
      #expect(mode("/dev/null") & S_IFMT == S_IFCHR)
    }
  }

  @Test func aDashIsStandardOutput() {
    let result = runStylec(["apply", sheet, tree, "-o", "-"])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("{"))
    #expect(!FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("-").path))
  }

  @Test(
    .enabled(if: EndToEndTests.binary != nil),
    arguments: [(SIGTERM, Int32(143)), (SIGINT, 130), (SIGHUP, 129)] as [(Int32, Int32)])
  func aSignalMidWriteRemovesTheTemporaryFile(signal: Int32, status: Int32) throws {
    try withDirectory { directory in
      let children = Array(repeating: #"{"type": "UIButton", "classes": ["main"]}"#, count: 40_000)
      let bigTree = directory.appendingPathComponent("tree.json").path
      try Data((#"{"type": "UIView", "children": ["# + children.joined(separator: ", ") + "]}").utf8)
        .write(to: URL(fileURLWithPath: bigTree))
      let target = directory.appendingPathComponent("out.json").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: target))
      let child = try ChildProcess(["apply", sheet, bigTree, "-o", target])
      // Signalled once the temporary file exists, the child is mid-write.
      var sawTemporary = false
      while !sawTemporary, !child.hasEnded {
        sawTemporary = try FileManager.default.contentsOfDirectory(atPath: directory.path).contains {
          $0.hasPrefix(".out.json.stylec-")
        }
        if !sawTemporary { usleep(200) }
      }
      kill(child.pid, signal)
      let ended = child.wait()
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      #expect(left == ["out.json", "tree.json"])
      #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
      #expect(ended == status)
    }
  }
}
