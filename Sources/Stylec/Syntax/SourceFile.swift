#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One stylesheet or tree file's bytes, with the line table that turns byte offsets into
/// line:column positions when a diagnostic is reported.
package struct SourceFile: Sendable {
  /// The path (or a name such as `<stdin>`) that diagnostics print.
  let path: String
  /// The file's UTF-8 bytes, without a byte-order mark.
  let bytes: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  let lineStarts: [Int]

  /// How many bytes a UTF-8 byte-order mark at the start of `bytes` takes: 3, or 0 without one.
  /// A file's text is read without it, and editors show it without it.
  package static func byteOrderMarkLength(of bytes: [UInt8]) -> Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  package init(path: String, bytes: [UInt8]) {
    self.path = path
    let markLength = Self.byteOrderMarkLength(of: bytes)
    let body = markLength == 0 ? bytes : Array(bytes.dropFirst(markLength))
    self.bytes = body
    var starts = [0]
    body.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      if memchr(base, Int32(UInt8(ascii: "\r")), buffer.count) == nil {
        var offset = 0
        while offset < buffer.count,
          let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
        {
          offset = base.distance(to: found) + 1
          starts.append(offset)
        }
      } else {
        // A lone carriage return ends a line as a line feed does (and `\r\n` is one break).
        for offset in 0..<buffer.count {
          let byte = buffer[offset]
          if byte == UInt8(ascii: "\n")
            || (byte == UInt8(ascii: "\r")
              && (offset + 1 == buffer.count || buffer[offset + 1] != UInt8(ascii: "\n")))
          {
            starts.append(offset + 1)
          }
        }
      }
    }
    self.lineStarts = starts
  }

  /// The 1-based line and UTF-8 byte column of `offset`.
  /// - Complexity: O(log lines).
  func position(of offset: Int) -> (line: Int, column: Int) {
    let clamped = max(0, min(offset, bytes.count))
    // The last line starting at or before it (the first starts at 0).
    let line = lineStarts.countLeading { $0 <= clamped } - 1
    return (line + 1, clamped - lineStarts[line] + 1)
  }

  /// A location for a byte range of this file.
  func location(_ range: Range<Int>) -> SourceLocation {
    let (line, column) = position(of: range.lowerBound)
    let (endLine, endColumn) = position(of: max(range.lowerBound, range.upperBound))
    return SourceLocation(
      file: path, line: line, column: column, offset: range.lowerBound,
      endLine: endLine, endColumn: endColumn)
  }

  /// The text of the 1-based `line`, without its line break.
  package func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// The text of a byte range, decoded leniently.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
