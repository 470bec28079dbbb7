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
}
