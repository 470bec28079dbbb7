/// Reading JSON text (RFC 8259) into a `JSONValue`: strict (no trailing commas, comments or
/// bare words), UTF-8 checked, and bounded in nesting so that hostile input cannot exhaust the
/// stack.
extension JSONValue {
  /// Why a text is not JSON, and at which byte.
  struct ParseError: Error, Equatable {
    /// What was wrong, as a protocol error's message says it.
    var message: String
    /// The 0-based byte offset where it was found.
    var offset: Int
  }

  /// How deep arrays and objects may nest: far deeper than any protocol message, shallow enough
  /// for any thread's stack.
  static let maximumDepth = 256

  /// The value `bytes` hold, with nothing but white space around it.
  static func parse(_ bytes: [UInt8]) throws(ParseError) -> JSONValue {
    var reader = JSONReader(bytes: bytes)
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.position == bytes.count else { throw reader.failure("unexpected text after the value") }
    return value
  }
}

/// The position in a JSON text being read.
private struct JSONReader {
  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  func failure(_ message: String) -> JSONValue.ParseError {
    JSONValue.ParseError(message: message, offset: position)
  }

  mutating func skipSpace() {
    while position < bytes.count,
      bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x09
    {
      position += 1
    }
  }

  mutating func value(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
    guard position < bytes.count else { throw failure("expected a value, found the end of the text") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try word("true", .bool(true))
    case UInt8(ascii: "f"): return try word("false", .bool(false))
    case UInt8(ascii: "n"): return try word("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("expected a value")
    }
  }

  private mutating func word(_ text: String, _ value: JSONValue) throws(JSONValue.ParseError) -> JSONValue {
    let count = text.utf8.count
    guard position + count <= bytes.count, bytes[position..<(position + count)].elementsEqual(text.utf8)
    else { throw failure("expected a value") }
    position += count
    return value
  }

  private mutating func object(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
    guard depth <= JSONValue.maximumDepth else {
      throw failure("arrays and objects nest more than \(JSONValue.maximumDepth) levels deep")
    }
    position += 1
    var members: [String: JSONValue] = [:]
    skipSpace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw failure("expected a member name in quotes")
      }
      let name = try string()
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw failure("expected ':' after a member name")
      }
      position += 1
      skipSpace()
      members[name] = try value(depth: depth)
      skipSpace()
      guard position < bytes.count else { throw failure("expected ',' or '}', found the end of the text") }
      if bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      guard bytes[position] == UInt8(ascii: ",") else { throw failure("expected ',' or '}'") }
      position += 1
    }
  }

  private mutating func array(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
    guard depth <= JSONValue.maximumDepth else {
      throw failure("arrays and objects nest more than \(JSONValue.maximumDepth) levels deep")
    }
    position += 1
    var items: [JSONValue] = []
    skipSpace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value(depth: depth))
      skipSpace()
      guard position < bytes.count else { throw failure("expected ',' or ']', found the end of the text") }
      if bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(items)
      }
      guard bytes[position] == UInt8(ascii: ",") else { throw failure("expected ',' or ']'") }
      position += 1
    }
  }

  private mutating func number() throws(JSONValue.ParseError) -> JSONValue {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count, isDigit(bytes[position]) else { throw failure("expected a digit") }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      skipDigits()
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw failure("expected a digit after '.'")
      }
      skipDigits()
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw failure("expected a digit in the exponent")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      position = start
      throw failure("the number \(text.prefix(40)) is out of range")
    }
    return .number(number)
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private mutating func skipDigits() {
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
  }

  /// A string from its opening quote to past its closing one, escapes read and UTF-8 checked.
  private mutating func string() throws(JSONValue.ParseError) -> String {
    position += 1
    var text: [UInt8] = []
    var runStart = position
    while true {
      guard position < bytes.count else {
        throw failure("a string is not closed before the end of the text")
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        text += bytes[runStart..<position]
        position += 1
        break
      }
      if byte < 0x20 { throw failure("a control character must be escaped inside a string") }
      if byte != UInt8(ascii: "\\") {
        position += 1
        continue
      }
      text += bytes[runStart..<position]
      try escape(into: &text)
      runStart = position
    }
    guard let decoded = String(validating: text, as: UTF8.self) else {
      throw failure("a string holds bytes that are not UTF-8")
    }
    return decoded
  }

  /// An escape from its backslash, its character appended as UTF-8.
  private mutating func escape(into text: inout [UInt8]) throws(JSONValue.ParseError) {
    position += 1
    guard position < bytes.count else { throw failure("an escape is cut off by the end of the text") }
    let letter = bytes[position]
    position += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try hexQuad()
      if (0xD800...0xDBFF).contains(scalar) {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw failure("a high surrogate escape must be followed by a low one") }
        position += 2
        let low = try hexQuad()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw failure("a high surrogate escape must be followed by a low one")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw failure("a low surrogate escape without a high one before it")
      }
      text += Array(String(Character(Unicode.Scalar(scalar)!)).utf8)
    default:
      position -= 1
      throw failure("unknown escape '\\\(Character(Unicode.Scalar(letter)))'")
    }
  }

  private mutating func hexQuad() throws(JSONValue.ParseError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw failure("expected four hexadecimal digits after '\\u'") }
    var scalar: UInt32 = 0
    for byte in bytes[position..<(position + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("expected four hexadecimal digits after '\\u'")
      }
      scalar = scalar << 4 | UInt32(digit)
    }
    position += 4
    return scalar
  }
}
