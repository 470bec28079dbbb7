import Foundation
import Testing

@testable import Stylec

@Suite("Reading files")
struct FileReadingTests {
  @Test func aFileIsReadWholeAndExactly() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-read-\(UUID()).bin").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try readFileBytes(atPath: path, limit: 300_000).get() == bytes)
    #expect(readFileBytes(atPath: path, limit: 299_999) == .failure(.tooLarge(limit: 299_999)))
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(try readFileBytes(atPath: path, limit: 10).get() == [])
  }

  @Test func aDeviceIsReadInGrowingStepsUpToTheLimit() throws {
    // No size to go by: the reader grows past its first 64 KB and stops one byte past the limit.
    #expect(readFileBytes(atPath: "/dev/zero", limit: 200_000) == .failure(.tooLarge(limit: 200_000)))
    #expect(try readFileBytes(atPath: "/dev/null", limit: 10).get() == [])
  }

  @Test func missingFilesAndDirectoriesAreRefused() {
    #expect(readFileBytes(atPath: "/no/such/file", limit: 10) == .failure(.notFound))
    #expect(readFileBytes(atPath: "/tmp", limit: 10) == .failure(.isDirectory))
  }

  @Test func aFIFOIsRefusedWithoutWaitingWhenARegularFileIsAsked() throws {
    let directory = try makeScratchDirectory("stylec-read")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(mkfifo(directory + "/fifo", 0o600) == 0)
    // Opened blocking, this waited for a writer that never comes.
    #expect(
      readFileBytes(atPath: directory + "/fifo", limit: 10, regularFileOnly: true)
        == .failure(.notRegularFile))
    #expect(readFileBytes(atPath: "/dev/zero", limit: 10, regularFileOnly: true) == .failure(.notRegularFile))
  }

  @Test func theFileOpenedIsWhatIsCheckedAgainstTheRoot() throws {
    let directory = try makeScratchDirectory("stylec-read")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory + "/root", withIntermediateDirectories: true)
    try Data("inside".utf8).write(to: URL(fileURLWithPath: directory + "/root/inside.cas"))
    try Data("secret".utf8).write(to: URL(fileURLWithPath: directory + "/secret.cas"))
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/root/link.cas", withDestinationPath: "../secret.cas")
    let root = directory + "/root"
    #expect(
      try readFileBytes(atPath: root + "/inside.cas", limit: 100, inside: root).get() == Array("inside".utf8))
    // The link leads out: whatever a check of its path said before, the file opened is outside.
    #expect(readFileBytes(atPath: root + "/link.cas", limit: 100, inside: root) == .failure(.outsideRoot))
    #expect(
      FileSystemSource(rootedAt: root).contents(of: root + "/link.cas", limit: 100) == .failure(.outsideRoot))
    let descriptor = open(root + "/link.cas", O_RDONLY)
    defer { close(descriptor) }
    #expect(openedFilePath(descriptor) == directory + "/secret.cas")
  }

  @Test func aPipeLongerThanOneBufferIsReadUnderTheLargestLimit() throws {
    // `limit + 1` overflowed once the first 64 KB were read.
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let writer = ends[1]
    DispatchQueue.global().async {
      let bytes = [UInt8](repeating: 7, count: 100_000)
      var offset = 0
      while offset < bytes.count {
        let count = bytes[offset...].withUnsafeBytes { write(writer, $0.baseAddress!, $0.count) }
        if count <= 0 { break }
        offset += count
      }
      close(writer)
    }
    defer { close(ends[0]) }
    #expect(try readAllBytes(from: ends[0], limit: Int.max).get().count == 100_000)
    #expect(readAllBytes(from: ends[0], limit: -1) == .success([]))
  }

  /// Standard input left non-blocking by the program that started stylec is waited for, not
  /// an error ("Resource temporarily unavailable"); a file read as itself is not waited for.
  @Test func aNonBlockingPipeIsWaitedForWhereAsked() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    #expect(fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK) == 0)
    defer { close(ends[0]) }
    #expect(readAllBytes(from: ends[0], limit: 100).map(\.count) != .success(5))
    let writer = ends[1]
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
      _ = [UInt8]("hello".utf8).withUnsafeBytes { write(writer, $0.baseAddress!, $0.count) }
      close(writer)
    }
    #expect(try readAllBytes(from: ends[0], limit: 100, waitingForInput: true).get() == Array("hello".utf8))
  }
}
