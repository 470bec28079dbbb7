#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the Language Server Protocol's messages from a stream (standard input): each a block
/// of `Name: value` header lines ending in an empty line, `Content-Length` giving the size of
/// the JSON content that follows. A header block is bounded, and so is a message's content.
struct MessageReader {
  /// What the stream holds next.
  enum Next: Equatable {
    /// A message's content, not yet parsed.
    case content([UInt8])
    /// A message whose content the server cannot take (too large), skipped whole: the stream
    /// reads on from the next message.
    case refused(String)
    /// A header block the server cannot read: the stream has no next message it can find.
    case broken(String)
    /// The stream ended (the client closed it or went away), cut short after `partial` bytes of
    /// a message when that is not 0.
    case end(partial: Int)
  }

  /// How long a header block may be: the protocol's two headers take under a hundred bytes.
  static let maximumHeaderBytes = 8_192

  private let descriptor: Int32
  /// The largest content a message may have.
  let maximumContentBytes: Int
  private var buffer: [UInt8] = []
  /// How much of `buffer` was read already.
  private var consumed = 0
  private var reachedEnd = false

  /// A reader of `descriptor`, refusing content larger than `maximumContentBytes`.
  init(descriptor: Int32, maximumContentBytes: Int) {
    self.descriptor = descriptor
    self.maximumContentBytes = maximumContentBytes
  }

  /// Whether a next message is already here or on its way (bytes wait to be read), so that the
  /// server can take it before slower work.
  func hasWaitingInput() -> Bool {
    if consumed < buffer.count { return true }
    if reachedEnd { return false }
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) > 0
  }

  /// The next message, waiting for it.
  mutating func next() -> Next {
    let headerEnd: Int
    switch readHeaderBlock() {
    case .success(let end): headerEnd = end
    case .failure(let failure): return failure.next
    }
    let header = buffer[consumed..<headerEnd]
    consumed = headerEnd + 4
    let length: Int
    switch Self.contentLength(in: header) {
    case .success(let found): length = found
    case .failure(let error): return .broken(error.message)
    }
    guard length <= maximumContentBytes else {
      let skipped = skip(length)
      guard skipped == length else { return .end(partial: skipped) }
      return .refused(
        "a message of \(length) bytes is larger than the server's \(maximumContentBytes)-byte limit")
    }
    // Room for the whole content at once: growing by a read at a time copied the buffer for
    // every read (a 63 MB message took 15 s).
    if buffer.capacity < consumed + length { buffer.reserveCapacity(consumed + length) }
    while buffer.count - consumed < length {
      guard fill() else { return .end(partial: buffer.count - consumed) }
    }
    let content = Array(buffer[consumed..<(consumed + length)])
    consumed += length
    compact()
    return .content(content)
  }

  /// The offset of the `\r\n\r\n` ending the header block at `consumed`, reading until it
  /// comes; or what to return instead.
  private mutating func readHeaderBlock() -> Result<Int, HeaderFailure> {
    var searched = consumed
    while true {
      if let end = Self.blankLine(in: buffer, from: searched) { return .success(end) }
      guard buffer.count - consumed <= Self.maximumHeaderBytes else {
        return .failure(
          HeaderFailure(
            next: .broken(
              "a message's header block runs past \(Self.maximumHeaderBytes) bytes without an empty line")))
      }
      searched = max(consumed, buffer.count - 3)
      guard fill() else { return .failure(HeaderFailure(next: .end(partial: buffer.count - consumed))) }
    }
  }

  private struct HeaderFailure: Error {
    var next: Next
  }

  private static func blankLine(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + 3 < bytes.count {
      if bytes[index] == 0x0D, bytes[index + 1] == 0x0A, bytes[index + 2] == 0x0D, bytes[index + 3] == 0x0A {
        return index
      }
      index += 1
    }
    return nil
  }

  /// `Content-Length`'s value among the header lines (names are case-insensitive; other
  /// headers, such as `Content-Type`, are allowed and ignored).
  static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, HeaderError> {
    var length: Int?
    for line in header.split(separator: 0x0A, omittingEmptySubsequences: false) {
      var line = line
      if line.last == 0x0D { line = line.dropLast() }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        return .failure(HeaderError("a header line without ':' (\(printable(line)))"))
      }
      let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
      guard name.lowercased() == "content-length" else { continue }
      let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
      let digits = value.prefix { $0 != 0x20 && $0 != 0x09 }
      guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        value.dropFirst(digits.count).allSatisfy({ $0 == 0x20 || $0 == 0x09 })
      else {
        return .failure(HeaderError("Content-Length is not a number of bytes (\(printable(value)))"))
      }
      guard length == nil else { return .failure(HeaderError("a message has Content-Length twice")) }
      length = Int(String(decoding: digits, as: UTF8.self))
    }
    guard let length else { return .failure(HeaderError("a message has no Content-Length header")) }
    return .success(length)
  }

  /// A header the reader cannot take, as a message for standard error.
  struct HeaderError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
  }

  /// At most 60 bytes of a header, control characters escaped, for a message.
  private static func printable(_ bytes: ArraySlice<UInt8>) -> String {
    let shown = bytes.prefix(60).map { byte in
      byte < 0x20 || byte >= 0x7F ? "\\x" + String(byte, radix: 16) : String(UnicodeScalar(byte))
    }
    return "'" + shown.joined() + (bytes.count > 60 ? "…" : "") + "'"
  }

  /// Reads and drops `count` bytes of content; how many it dropped, fewer when the stream ended
  /// first.
  private mutating func skip(_ count: Int) -> Int {
    var remaining = count
    while true {
      let available = min(remaining, buffer.count - consumed)
      consumed += available
      remaining -= available
      compact()
      guard remaining > 0, fill() else { return count - remaining }
    }
  }

  /// Drops what was read, once it is most of the buffer, so that a long session's buffer does
  /// not grow with everything it ever read.
  private mutating func compact() {
    if consumed == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
      consumed = 0
    } else if consumed > 1 << 16, consumed * 2 > buffer.count {
      buffer.removeFirst(consumed)
      consumed = 0
    }
  }

  /// Reads what the stream has (waiting for at least one byte); false at its end or on an error.
  private mutating func fill() -> Bool {
    guard !reachedEnd else { return false }
    let chunk = 1 << 16
    let oldCount = buffer.count
    // Grown by doubling: reserving just one more read copied the whole buffer each time.
    if buffer.capacity < oldCount + chunk {
      buffer.reserveCapacity(max(oldCount + chunk, buffer.capacity * 2))
    }
    var received = 0
    buffer.append(contentsOf: repeatElement(0, count: chunk))
    while true {
      received = buffer.withUnsafeMutableBufferPointer { pointer in
        read(descriptor, pointer.baseAddress! + oldCount, chunk)
      }
      guard received < 0 else { break }
      if errno == EINTR { continue }
      // Standard input left non-blocking by whoever started the server: wait for bytes.
      guard errno == EAGAIN || errno == EWOULDBLOCK else { break }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&poller, 1, -1)
    }
    buffer.removeLast(chunk - max(received, 0))
    if received <= 0 { reachedEnd = true }
    return received > 0
  }
}
