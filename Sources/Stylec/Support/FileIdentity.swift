#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file a path or descriptor leads to: its device and inode. Two names, a symbolic link
/// and its target, or two hard links of one file have one identity; a file replaced by a rename
/// has another. Commands compare what they write with what they read by identity, never by name.
package struct FileIdentity: Hashable, Sendable {
  package var device: UInt64
  package var inode: UInt64

  /// The identity `stat` or `fstat` reported.
  package init(_ status: stat) {
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
  }

  /// The identity of the file at `path` now, following symbolic links (`followingLinks`) or of
  /// the link itself; nil when there is nothing there (or it cannot be examined).
  package init?(path: String, followingLinks: Bool = true) {
    var status = stat()
    guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
    self.init(status)
  }
}
