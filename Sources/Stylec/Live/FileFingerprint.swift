import Foundation

/// What tells a file's contents apart without reading them: its device and inode (a file
/// replaced by a rename, as editors save, is another), its size, its modification time to the
/// nanosecond and its inode's change time. Polling compares these, so watching needs no package and works on Linux and
/// Apple platforms alike.
package struct FileFingerprint: Hashable, Sendable {
  /// Which file it is.
  package var identity: FileIdentity
  var size: Int64
  var seconds: Int
  var nanoseconds: Int
  /// When the file's inode last changed (`st_ctime`): a write that restores the modification
  /// time (`touch -r`, an editor keeping it) and the size still changes it, and no program can
  /// set it back.
  var changeSeconds: Int
  var changeNanoseconds: Int

  /// The file's fingerprint now; nil when it cannot be examined (missing, or not allowed).
  package init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The fingerprint `stat` or `fstat` reported.
  package init(_ status: stat) {
    identity = FileIdentity(status)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      seconds = Int(status.st_mtimespec.tv_sec)
      nanoseconds = Int(status.st_mtimespec.tv_nsec)
      changeSeconds = Int(status.st_ctimespec.tv_sec)
      changeNanoseconds = Int(status.st_ctimespec.tv_nsec)
    #else
      seconds = Int(status.st_mtim.tv_sec)
      nanoseconds = Int(status.st_mtim.tv_nsec)
      changeSeconds = Int(status.st_ctim.tv_sec)
      changeNanoseconds = Int(status.st_ctim.tv_nsec)
    #endif
  }
}
