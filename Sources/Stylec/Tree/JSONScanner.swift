/// Reads JSON tokens straight from UTF-8 bytes (RFC 8259), without building intermediate
/// values: the tree decoder asks for exactly what it expects next.
package struct JSONScanner {
  let bytes: [UInt8]
  package var position = 0

  /// A syntax error at a byte offset. Its message is bounded as a diagnostic's is
  /// (`Diagnostic.maximumTextLength`): a document's errors quote its keys and values, which may
  /// be of any length (a configuration's rule named with 200 KB printed a 200 KB line).
  package struct Failure: Error {
    package var message: String
    package var offset: Int

    package init(message: String, offset: Int) {
      self.message = bounded(message, limit: Diagnostic.maximumTextLength)
      self.offset = offset
    }
  }

  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  package var atEnd: Bool { position >= bytes.count }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  package mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position += 1
      default: return
      }
    }
  }

  /// Skips white space, then returns the next byte without consuming it.
  package mutating func peek() -> UInt8? {
    skipWhitespace()
    return current
  }

  /// What stands at the position, for a message: a number or a word whole (`'1e400'`, `'true'`,
  /// at most 24 bytes of it), a string as a string (`the string "3"`, at most 24 bytes of it),
  /// else the one character or byte.
  package func describeCurrent() -> String {
    guard let byte = current else { return "the end of the input" }
    if byte == UInt8(ascii: "\"") {
      let body = bytes[(position + 1)...].prefix { $0 != UInt8(ascii: "\"") && $0 >= 0x20 }
      let shown = String(decoding: body.prefix(24), as: UTF8.self)
      return "the string \"\(shown)\(body.count > 24 ? "…" : "")\""
    }
    let isTokenByte = { (byte: UInt8) in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: ".")].contains(byte)
    }
    if isTokenByte(byte) {
      let token = bytes[position...].prefix(while: isTokenByte).prefix(24)
      return "'\(String(decoding: token, as: UTF8.self))'"
    }
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// Consumes `byte`, or fails saying `what` was expected (built only then: it is often
  /// interpolated, and this runs for every node).
  mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(Failure) {
    skipWhitespace()
    guard current == byte else {
      throw Failure(message: "expected \(what()), found \(describeCurrent())", offset: position)
    }
    position += 1
  }

  /// Reads `{` at the start of an object.
  package mutating func beginObject(_ what: String) throws(Failure) {
    try expect(UInt8(ascii: "{"), what)
  }

  /// The next member's key (and its offset), with the scanner left at the member's value; nil
  /// after the closing `}`. Duplicate keys are an error.
  package mutating func nextKey(first: inout Bool, seen: inout Set<String>) throws(Failure) -> (
    key: String, offset: Int
  )? {
    switch peek() {
    case UInt8(ascii: "}"):
      position += 1
      return nil
    case UInt8(ascii: ","):
      guard !first else { throw Failure(message: "expected a key or '}', found ','", offset: position) }
      try consumeComma(closedBy: UInt8(ascii: "}"))
      skipWhitespace()
    default:
      guard first else {
        throw Failure(message: "expected ',' or '}', found \(describeCurrent())", offset: position)
      }
    }
    first = false
    let offset = position
    let key = try readString()
    guard seen.insert(key).inserted else {
      throw Failure(message: "duplicate key \"\(key)\"", offset: offset)
    }
    try expect(UInt8(ascii: ":"), "':' after the key")
    return (key, offset)
  }

  /// Takes the `,` at the current position, refusing one that the object's or array's `closer`
  /// follows: JSON allows no comma after the last member, and "expected a string, found '}'"
  /// did not say so.
  package mutating func consumeComma(closedBy closer: UInt8) throws(Failure) {
    let comma = position
    position += 1
    var next = position
    while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
    if next < bytes.count, bytes[next] == closer {
      let what = closer == UInt8(ascii: "}") ? "'}'" : "']'"
      throw Failure(message: "a ',' before \(what): JSON allows none after the last one", offset: comma)
    }
  }

  /// Reads an array of strings.
  package mutating func readStringArray(_ what: String) throws(Failure) -> [String] {
    try expect(UInt8(ascii: "["), "an array of strings for \(what)")
    var strings: [String] = []
    if peek() == UInt8(ascii: "]") {
      position += 1
      return strings
    }
    while true {
      guard peek() == UInt8(ascii: "\"") else {
        throw Failure(message: "\(what) holds strings, found \(describeCurrent())", offset: position)
      }
      strings.append(try readString())
      switch peek() {
      case UInt8(ascii: ","): try consumeComma(closedBy: UInt8(ascii: "]"))
      case UInt8(ascii: "]"):
        position += 1
        return strings
      default:
        throw Failure(message: "expected ',' or ']' in \(what), found \(describeCurrent())", offset: position)
      }
    }
  }

  /// Reads a string that has no escapes and returns where its bytes are, between the quotes;
  /// nil, with nothing consumed, for a string `readString()` must decode.
  mutating func readPlainString() throws(Failure) -> Range<Int>? {
    skipWhitespace()
    guard current == UInt8(ascii: "\"") else {
      throw Failure(message: "expected a string, found \(describeCurrent())", offset: position)
    }
    var end = position + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
      bytes[end] >= 0x20
    {
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
    defer { position = end + 1 }
    return (position + 1)..<end
  }

  /// Reads a string, decoding escapes (including UTF-16 surrogate pairs).
  package mutating func readString() throws(Failure) -> String {
    if let plain = try readPlainString() { return String(decoding: bytes[plain], as: UTF8.self) }
    let start = position
    position += 1
    var result: [UInt8] = []
    while true {
      guard position < bytes.count else {
        throw Failure(message: "this string is never closed", offset: start)
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: result, as: UTF8.self)
      }
      if byte < 0x20 {
        throw Failure(message: "control character in a string; escape it", offset: position)
      }
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        position += 1
        continue
      }
      position += 1
      guard position < bytes.count else {
        throw Failure(message: "this string is never closed", offset: start)
      }
      let escape = bytes[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try readHex4()
        if (0xD800...0xDBFF).contains(scalar) {
          guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
          else {
            throw Failure(
              message: "lone UTF-16 surrogate \\u\(hex4(scalar)) in a string", offset: position - 6)
          }
          position += 2
          let low = try readHex4()
          guard (0xDC00...0xDFFF).contains(low) else {
            throw Failure(
              message: "lone UTF-16 surrogate \\u\(hex4(scalar)) in a string", offset: position - 12)
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
          throw Failure(message: "lone UTF-16 surrogate \\u\(hex4(scalar)) in a string", offset: position - 6)
        }
        result.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
      default:
        throw Failure(
          message: "invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", offset: position - 2
        )
      }
    }
  }

  private mutating func readHex4() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else {
        throw Failure(message: "expected 4 hex digits after \\u", offset: position)
      }
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw Failure(message: "expected 4 hex digits after \\u", offset: position)
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  /// Reads a number's text as JSON writes it.
  package mutating func readNumberText() throws(Failure) -> String {
    skipWhitespace()
    let start = position
    if current == UInt8(ascii: "-") { position += 1 }
    func digits(_ scanner: inout JSONScanner) -> Int {
      let begin = scanner.position
      while let byte = scanner.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        scanner.position += 1
      }
      return scanner.position - begin
    }
    guard digits(&self) > 0 else {
      throw Failure(message: "expected a value, found \(describeCurrent())", offset: start)
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits(&self) > 0 else { throw Failure(message: "expected digits after '.'", offset: position) }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits(&self) > 0 else {
        throw Failure(message: "expected digits in the exponent", offset: position)
      }
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Reads `true`, `false` or `null`.
  package mutating func readLiteral() throws(Failure) -> String {
    skipWhitespace()
    for word in ["true", "false", "null"] where bytes[position...].starts(with: word.utf8) {
      position += word.utf8.count
      return word
    }
    throw Failure(message: "expected a value, found \(describeCurrent())", offset: position)
  }

  /// Reads a string, number or literal as text (for environment values); nil for objects and arrays.
  mutating func readScalarText() throws(Failure) -> String? {
    switch peek() {
    case UInt8(ascii: "\""): return try readString()
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return try readLiteral()
    case UInt8(ascii: "{"), UInt8(ascii: "["): return nil
    default: return try readNumberText()
    }
  }

  /// Skips one value of any kind, without recursion.
  mutating func skipValue() throws(Failure) {
    var open: [UInt8] = []
    repeat {
      switch peek() {
      case UInt8(ascii: "{"):
        position += 1
        if peek() == UInt8(ascii: "}") {
          position += 1
        } else {
          open.append(UInt8(ascii: "}"))
          _ = try readString()
          try expect(UInt8(ascii: ":"), "':'")
          continue
        }
      case UInt8(ascii: "["):
        position += 1
        if peek() == UInt8(ascii: "]") {
          position += 1
        } else {
          open.append(UInt8(ascii: "]"))
          continue
        }
      case UInt8(ascii: "\""): _ = try readString()
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): _ = try readLiteral()
      default: _ = try readNumberText()
      }
      // After a complete value: close containers or move to the next element.
      while let closer = open.last {
        let next = peek()
        if next == closer {
          position += 1
          open.removeLast()
        } else if next == UInt8(ascii: ",") {
          position += 1
          if closer == UInt8(ascii: "}") {
            _ = try readString()
            try expect(UInt8(ascii: ":"), "':'")
          }
          break
        } else {
          throw Failure(
            message: "expected ',' or '\(Character(Unicode.Scalar(closer)))', found \(describeCurrent())",
            offset: position)
        }
      }
    } while !open.isEmpty
  }
}
