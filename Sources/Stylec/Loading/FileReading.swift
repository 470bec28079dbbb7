#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of the file at `path`, read straight into the array that holds them (through
/// Foundation they were copied twice: a tree of megabytes costs milliseconds per copy). Reads
/// at most `limit + 1` bytes, so that `/dev/zero` or a file growing while it is read is
/// refused as too large instead of exhausting memory. Shared by stylesheet loading and the
/// command line's other inputs.
///
/// The path is opened once and every check is made on what was opened, never on the path
/// again: a symbolic link or a FIFO swapped in between a check and the open cannot slip past.
/// - Parameters:
///   - regularFileOnly: refuse anything but a regular file (a FIFO, a device): the path is
///     opened without blocking, then checked with `fstat`. Any path is opened without blocking,
///     so a FIFO with no writer is refused at once (nothing was written) rather than hanging
///     the open.
///   - root: when given (canonical: absolute, symbolic links resolved), the file actually
///     opened must lie inside this directory.
package func readFileBytes(
  atPath path: String, limit: Int, regularFileOnly: Bool = false, inside root: String? = nil
) -> Result<[UInt8], SourceReadError> {
  readFile(atPath: path, limit: limit, regularFileOnly: regularFileOnly, inside: root).map(\.bytes)
}

/// A file's bytes with the fingerprint of the file they were read from.
package struct ReadFile: Equatable, Sendable {
  package var bytes: [UInt8]
  /// The file opened as it was when read (nil for files held in memory): what a command compares
  /// the files it writes with, so that it never writes over one it reads, whatever name or link
  /// leads there, and never over one changed since it read it.
  package var fingerprint: FileFingerprint?

  /// Which file was read.
  package var identity: FileIdentity? { fingerprint?.identity }
}

/// `readFileBytes`, with the identity of the file opened, taken from the open descriptor.
/// - Parameter followsLinks: whether a symbolic link that the path names is followed; one is
///   refused where it is not (a file found in a directory that a link has since replaced).
package func readFile(
  atPath path: String, limit: Int, regularFileOnly: Bool = false, inside root: String? = nil,
  followsLinks: Bool = true
) -> Result<ReadFile, SourceReadError> {
  // Opened without waiting: a FIFO no program writes to would block the open forever. A FIFO
  // named on purpose is then read as ever (its writer's bytes; an error if it has no writer).
  let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followsLinks ? 0 : O_NOFOLLOW)
  var descriptor: Int32
  repeat { descriptor = open(path, flags) } while descriptor < 0 && errno == EINTR
  guard descriptor >= 0 else {
    switch errno {
    case ELOOP where !followsLinks: return .failure(.unreadable("it is a symbolic link"))
    case ENOENT, ENOTDIR: return .failure(.notFound)
    case EACCES, EPERM: return .failure(.unreadable("permission denied"))
    case ENXIO:
      // What open says of a socket (or a device with nothing behind it).
      var status = stat()
      let isSocket = stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
      return .failure(
        isSocket ? .unreadable("it is a socket, not a file") : .unreadable(String(cString: strerror(ENXIO))))
    default: return .failure(.unreadable(String(cString: strerror(errno))))
    }
  }
  defer { close(descriptor) }
  var status = stat()
  guard fstat(descriptor, &status) == 0 else {
    return .failure(.unreadable(String(cString: strerror(errno))))
  }
  let kind = status.st_mode & S_IFMT
  if kind == S_IFDIR { return .failure(.isDirectory) }
  if regularFileOnly, kind != S_IFREG { return .failure(.notRegularFile) }
  // The flag only kept the open from waiting: reads wait for a pipe's writer as usual.
  _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
  if let root {
    guard let opened = openedFilePath(descriptor) else {
      return .failure(.unreadable("cannot tell which file was opened"))
    }
    guard isPath(opened, inside: root) else { return .failure(.outsideRoot) }
  }
  // A regular file says how large it is; devices and pipes are read in growing steps.
  let read = readAllBytes(
    from: descriptor, limit: limit, expectedSize: kind == S_IFREG ? Int(status.st_size) : 0)
  // A FIFO read while no program has it open for writing reads as empty at once: said so,
  // rather than reported as an empty tree.
  if kind == S_IFIFO, case .success(let bytes) = read, bytes.isEmpty {
    return .failure(.unreadable("it is a FIFO and no program wrote to it; start its writer first"))
  }
  return read.map { ReadFile(bytes: $0, fingerprint: FileFingerprint(status)) }
}

/// Every byte that can be read from `descriptor` up to its end, refusing more than `limit`
/// bytes (at most `limit + 1` are read). Standard input is read with it too.
/// - Parameters:
///   - expectedSize: the size to allocate at first, when known (a regular file's).
///   - waitingForInput: whether a descriptor that has nothing yet but is non-blocking (standard
///     input, as some programs leave it) is waited for, rather than an error.
///   - whenTooLarge: given the bytes read, when there are more than `limit` (the rest not yet
///     read): what `fmt -` writes back, with the rest, so that an editor's filter keeps its text.
package func readAllBytes(
  from descriptor: Int32, limit: Int, expectedSize: Int = 0, waitingForInput: Bool = false,
  whenTooLarge: (ArraySlice<UInt8>) -> Void = { _ in }
) -> Result<
  [UInt8], SourceReadError
> {
  // A limit of Int.max stays one below it, so that `limit + 1` cannot overflow.
  let limit = max(0, min(limit, Int.max - 1))
  if expectedSize > limit {
    whenTooLarge([])
    return .failure(.tooLarge(limit: limit))
  }
  // Room for the size the file says it has and one byte more, which tells that it grew; a
  // file that says nothing (a pipe, a file of /proc) starts at 64 KiB.
  var bytes = [UInt8](repeating: 0, count: min(limit, expectedSize > 0 ? expectedSize : 1 << 16) + 1)
  var count = 0
  while true {
    if count == bytes.count {
      guard bytes.count <= limit else {
        whenTooLarge(bytes[..<count])
        return .failure(.tooLarge(limit: limit))
      }
      bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count))
    }
    let received = bytes.withUnsafeMutableBytes { buffer in
      readRetrying(
        descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]),
        waitingForInput: waitingForInput)
    }
    if received < 0 { return .failure(.unreadable(String(cString: strerror(errno)))) }
    if received == 0 { break }
    count += received
  }
  if count > limit {
    whenTooLarge(bytes[..<count])
    return .failure(.tooLarge(limit: limit))
  }
  // The bytes are kept as long as their sheet: a small one read into a large buffer is copied
  // out of it (thousands of small sheets held 64 KiB each).
  if bytes.count - count > max(count, 4096) { return .success(Array(bytes[..<count])) }
  bytes.removeSubrange(count...)
  return .success(bytes)
}

/// What `descriptor` has, read into `buffer` as `read` reads it, again after an interruption
/// and, given `waitingForInput`, after waiting for the writer of a pipe left non-blocking by the
/// program that started stylec: the number of bytes, 0 at the end, or -1 with `errno` set.
package func readRetrying(
  _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, waitingForInput: Bool
) -> Int {
  while true {
    let received = read(descriptor, buffer.baseAddress, buffer.count)
    if received >= 0 || errno != EINTR && !(waitingForInput && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      return received
    }
    if errno != EINTR {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&poller, 1, -1)
    }
  }
}

/// The absolute path, symbolic links resolved, of the file `descriptor` has open, as the
/// kernel knows it: what was opened, whatever the path that opened it points to now.
package func openedFilePath(_ descriptor: Int32) -> String? {
  #if canImport(Darwin)
    var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
    guard fcntl(descriptor, F_GETPATH, &buffer) == 0 else { return nil }
    return String(cString: buffer)
  #else
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count)
    guard length > 0, length < buffer.count, buffer[0] == UInt8(ascii: "/") else { return nil }
    return String(decoding: buffer[..<length], as: UTF8.self)
  #endif
}

/// The directory part of `path` as written: what comes before its last component (`a/b` for
/// `a/b/c`, `/` for `/c`, empty for `c`), trailing slashes aside. Worked out on the bytes:
/// Foundation's `NSString.deletingLastPathComponent` traps on a path of one character on Linux.
package func directoryPart(of path: String) -> String {
  let slash = UInt8(ascii: "/")
  var bytes = Array(path.utf8)
  while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
  guard var end = bytes.lastIndex(of: slash) else { return "" }
  while end > 0, bytes[end - 1] == slash { end -= 1 }
  return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
}

/// The working directory, however long its path: Foundation's `currentDirectoryPath` asks with
/// a buffer of about 1 KB and, past it, gives `/` on Linux, where relative names were then read
/// from the root (another sheet, silently). `.` where there is none (it was deleted), so that
/// relative names stay relative.
package func currentDirectory() -> String {
  guard let path = getcwd(nil, 0) else { return "." }
  defer { free(path) }
  return String(cString: path)
}

/// `path` absolute with every symbolic link, `.` and `..` resolved by the system (`realpath`),
/// as `openedFilePath` reports paths: what a root is compared in. Nil when it does not exist.
/// On Linux the kernel resolves it in one opening (`O_PATH`): `realpath` asks for each component
/// in turn, by the path so far, which made a sheet 500 directories deep cost 125,000 steps.
package func realPath(_ path: String) -> String? {
  #if os(Linux)
    // O_PATH (010000000 on every architecture Swift runs on; Glibc's module does not export it)
    // opens nothing for reading: a FIFO or device is not waited for or touched.
    let pathOnly: Int32 = 0o10000000
    let descriptor = open(path, pathOnly | O_CLOEXEC)
    if descriptor >= 0 {
      defer { close(descriptor) }
      if let opened = openedFilePath(descriptor), !opened.hasSuffix(" (deleted)") { return opened }
    }
  #endif
  guard let resolved = realpath(path, nil) else { return nil }
  defer { free(resolved) }
  return String(cString: resolved)
}
