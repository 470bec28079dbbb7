/// The offset of the first byte that is not part of well-formed UTF-8, if any.
/// - Complexity: O(n).
package func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
  var position = 0
  let count = bytes.count
  while position < count {
    // Runs of ASCII, the bulk of any stylesheet or tree, are checked eight bytes at a time.
    while position + 8 <= count,
      bytes.withUnsafeBytes({ $0.loadUnaligned(fromByteOffset: position, as: UInt64.self) })
        & 0x8080_8080_8080_8080 == 0
    {
      position += 8
    }
    guard position < count else { break }
    let lead = bytes[position]
    if lead < 0x80 {
      position += 1
      continue
    }
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      upper = 0x9F
    case 0xF0:
      length = 4
      lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      upper = 0x8F
    default: return position
    }
    guard position + length <= count else { return position }
    if bytes[position + 1] < lower || bytes[position + 1] > upper { return position }
    for offset in 2..<max(2, length) where bytes[position + offset] < 0x80 || bytes[position + offset] > 0xBF
    {
      return position
    }
    position += length
  }
  return nil
}

/// The `invalid-utf8` error for `bytes` read from `path`, located at the first byte that is not
/// UTF-8, or nil when they are all UTF-8: stylesheets and trees report it alike.
/// - Parameter what: what the bytes are, for the message ("the file", "the tree").
func invalidUTF8Diagnostic(_ bytes: [UInt8], path: String, what: String) -> Diagnostic? {
  guard let offset = firstInvalidUTF8Offset(bytes) else { return nil }
  let (line, column) = SourceFile(path: path, bytes: Array(bytes[..<offset])).position(of: offset)
  let byte = String(bytes[offset], radix: 16, uppercase: true)
  return Diagnostic(
    .invalidUTF8,
    message:
      "\(what) is not valid UTF-8 (byte 0x\(byte) at line \(line), column \(column)); stylec reads UTF-8",
    location: SourceLocation(file: path, line: line, column: column, offset: offset))
}
