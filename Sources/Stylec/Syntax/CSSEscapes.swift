/// CSS escapes, read in strings and names alike: `\` and one to six hex digits (with one space
/// or tab after them taken as part of the escape) is the character of that code point; `\` and
/// any other character is that character; in a string, `\` and a line break continues the line.
enum CSSEscapes {
  /// The bytes from `start` to `end` with every escape decoded. An escape of no Unicode scalar
  /// value (zero, a surrogate, past U+10FFFF) gives U+FFFD, and its range goes to `invalid`.
  static func decode(
    _ bytes: [UInt8], from start: Int, to end: Int, invalid: (Range<Int>) -> Void = { _ in }
  ) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(end - start)
    var position = start
    while position < end {
      let byte = bytes[position]
      guard byte == UInt8(ascii: "\\"), position + 1 < end else {
        result.append(byte)
        position += 1
        continue
      }
      let escapeStart = position
      position += 1
      let (value, digitsEnd) = hexDigits(bytes, from: position, to: end)
      guard digitsEnd > position else {
        let next = bytes[position]
        position += 1
        if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") {
          if next == UInt8(ascii: "\r"), position < end, bytes[position] == UInt8(ascii: "\n") {
            position += 1
          }
        } else {
          result.append(next)
        }
        continue
      }
      position = digitsEnd
      if position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
        position += 1
      }
      if value != 0, let scalar = Unicode.Scalar(value) {
        result.append(contentsOf: Array(String(Character(scalar)).utf8))
      } else {
        result.append(contentsOf: [0xEF, 0xBF, 0xBD])
        invalid(escapeStart..<position)
      }
    }
    return result
  }

  /// The value of up to six hex digits from `start`, and where they end (`start` for none).
  static func hexDigits(_ bytes: [UInt8], from start: Int, to end: Int) -> (value: UInt32, end: Int) {
    var value: UInt32 = 0
    var position = start
    while position - start < 6, position < end, let digit = hexValue(bytes[position]) {
      value = value * 16 + digit
      position += 1
    }
    return (value, position)
  }

  /// The value of one hex digit, or nil for any other byte.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
