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
package func readFileBytes(atPath path: String, limit: Int) -> Result<[UInt8], SourceReadError> {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else {
    switch errno {
    case ENOENT, ENOTDIR: return .failure(.notFound)
    case EACCES, EPERM: return .failure(.unreadable("permission denied"))
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
  // A regular file says how large it is; devices and pipes are read in growing steps.
  let expected = kind == S_IFREG ? Int(status.st_size) : 0
  if expected > limit { return .failure(.tooLarge(limit: limit)) }
  var bytes = [UInt8](repeating: 0, count: min(limit, max(expected, 1 << 16)) + 1)
  var count = 0
  while true {
    if count == bytes.count {
      guard bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
      bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count))
    }
    let received = bytes.withUnsafeMutableBytes { buffer in
      read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
    }
    if received < 0 {
      if errno == EINTR { continue }
      return .failure(.unreadable(String(cString: strerror(errno))))
    }
    if received == 0 { break }
    count += received
  }
  if count > limit { return .failure(.tooLarge(limit: limit)) }
  bytes.removeSubrange(count...)
  return .success(bytes)
}
