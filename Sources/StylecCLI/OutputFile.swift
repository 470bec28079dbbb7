import Foundation

/// A file written whole or not at all, a piece at a time: the pieces go to a new temporary
/// file beside it, which is renamed over the path once every piece is written. If anything
/// fails, or the file is dropped before `commit()`, the temporary file is removed and the path
/// is left as it was. Like a compiler's output, the file is not forced to disk (no `fsync`,
/// which cost more than writing 50 MB): a crash of the machine itself may lose the new
/// contents; a failed or interrupted run never leaves them half-written.
struct OutputFile: ~Copyable {
  private let path: String
  private let temporaryPath: String
  private var descriptor: Int32
  /// The first failure of a write, reported by `commit()`.
  private var failure: String?

  /// Creates the temporary file in the path's directory.
  /// - Throws: a usage error naming the path when it cannot be created.
  init(path: String) throws(UsageError) {
    self.path = path
    let url = URL(fileURLWithPath: path)
    let name = ".\(url.lastPathComponent).stylec-\(UUID().uuidString.prefix(8))"
    temporaryPath = url.deletingLastPathComponent().appendingPathComponent(name).path
    descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    if descriptor < 0 { throw Self.error(path, errno) }
  }

  deinit {
    guard descriptor >= 0 else { return }
    close(descriptor)
    unlink(temporaryPath)
  }

  /// Appends bytes; a failure is kept for `commit()` to report, and later writes are skipped.
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil, var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Foundation.write(descriptor, next, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        failure = String(cString: strerror(errno))
        return
      }
      next += written
      remaining -= written
    }
  }

  /// Puts the file in place.
  /// - Throws: a usage error naming the path, for the first failure of any step.
  consuming func commit() throws(UsageError) {
    if let failure { throw UsageError(message: "cannot write '\(path)': \(failure)", topic: nil) }
    let closed = close(descriptor)
    let closeErrno = errno
    descriptor = -1
    guard closed == 0, rename(temporaryPath, path) == 0 else {
      let code = closed == 0 ? errno : closeErrno
      unlink(temporaryPath)
      throw Self.error(path, code)
    }
  }

  private static func error(_ path: String, _ code: Int32) -> UsageError {
    UsageError(message: "cannot write '\(path)': \(String(cString: strerror(code)))", topic: nil)
  }
}
