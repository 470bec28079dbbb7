import Stylec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, written with `write(2)` so that a failure (a full disk,
/// a reader gone away while SIGPIPE is ignored, an I/O error) is an error the command reports,
/// not a trap. After the first failure later writes are skipped: nothing more can arrive, and
/// the command's output is already incomplete.
final class StandardStream {
  private let descriptor: Int32
  private let name: String
  /// What went wrong with the first write that failed, as `cannot write standard output: …`.
  private(set) var failure: String?
  /// Whether the stream was checked, at its first write, for a file the command reads.
  private var isChecked = false

  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
  }

  /// Writes all of `bytes`, retrying after signals and short writes.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    if !isChecked {
      isChecked = true
      failure = inputRefusal()
    }
    guard failure == nil, var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = writeRetryingInterrupts(descriptor, next, remaining)
      guard written > 0 else {
        failure = "cannot write \(name): \(String(cString: strerror(written < 0 ? errno : EIO)))"
        return
      }
      next += written
      remaining -= written
    }
  }

  /// Why the stream must not be written, when it is a file the command read (`stylec apply
  /// s.css t.json >> t.json` appended the styles to the tree), as `-o` onto an input is refused.
  /// Checked at the first write, when the command has read what it reads.
  /// A file named on the command line counts too, read or not yet: a usage error, found before
  /// any file is opened, is no reason to append to the sheet it names (`stylec apply s.css
  /// t.json --env bogus 2>> s.css`).
  private func inputRefusal() -> String? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let identity = FileIdentity(status)
    let name: String
    if let reader = ReadFiles.reader(of: identity) {
      name = reader.name == "/dev/stdin" ? "standard input" : "'\(reader.name)'"
    } else if let named = CommandLine.arguments.dropFirst().first(where: {
      FileIdentity(path: $0) == identity
    }) {
      name = "\(quoted(named, limit: 80)), named on the command line"
    } else {
      return nil
    }
    return
      "cannot write \(self.name): it is \(name), a file this command reads; writing it would change its input"
  }

  /// Writes the UTF-8 bytes of `text`.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }
}

/// `write(2)` of at most `count` bytes, repeated when a signal interrupts it before it wrote
/// anything: how many bytes it wrote, or -1 with `errno` set.
func writeRetryingInterrupts(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  while true {
    let written = write(descriptor, bytes, count)
    if written >= 0 || errno != EINTR { return written }
  }
}
