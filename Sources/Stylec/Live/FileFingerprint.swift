import Foundation

/// What tells a file's contents apart without reading them: its device and inode (a file
/// replaced by a rename, as editors save, is another), its size and its modification time to
/// the nanosecond. Polling compares these, so watching needs no package and works on Linux and
/// Apple platforms alike.
package struct FileFingerprint: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int

  /// The file's fingerprint now; nil when it cannot be examined (missing, or not allowed).
  package init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      seconds = Int(status.st_mtimespec.tv_sec)
      nanoseconds = Int(status.st_mtimespec.tv_nsec)
    #else
      seconds = Int(status.st_mtim.tv_sec)
      nanoseconds = Int(status.st_mtim.tv_nsec)
    #endif
  }

  /// Whether both are of one file (its device and inode), whatever its contents.
  package func isSameFile(as other: FileFingerprint) -> Bool {
    device == other.device && inode == other.inode
  }
}
