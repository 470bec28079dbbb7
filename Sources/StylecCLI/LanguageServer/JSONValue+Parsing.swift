import Stylec

/// Reading JSON text (RFC 8259) into a `JSONValue`: strict (no trailing commas, comments or
/// bare words), UTF-8 checked, and bounded in nesting so that hostile input cannot exhaust the
/// stack. Strings, numbers and literals are read by the scanner the tree reader uses.
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
    if let invalid = firstInvalidUTF8Offset(bytes) {
      throw ParseError(message: "the text is not UTF-8", offset: invalid)
    }
    var reader = JSONReader(scanner: JSONScanner(bytes: bytes))
    do throws(JSONScanner.Failure) {
      let value = try reader.value(depth: 0)
      reader.scanner.skipWhitespace()
      guard reader.scanner.atEnd else {
        throw JSONScanner.Failure(message: "unexpected text after the value", offset: reader.scanner.position)
      }
      return value
    } catch {
      throw ParseError(message: error.message, offset: error.offset)
    }
  }
}

/// Arrays and objects, read with a bound on their nesting; the rest is the scanner's.
private struct JSONReader {
  var scanner: JSONScanner

  mutating func value(depth: Int) throws(JSONScanner.Failure) -> JSONValue {
    switch scanner.peek() {
    case UInt8(ascii: "{")?: return try object(depth: depth + 1)
    case UInt8(ascii: "[")?: return try array(depth: depth + 1)
    case UInt8(ascii: "\"")?: return .string(try scanner.readString())
    case UInt8(ascii: "t")?, UInt8(ascii: "f")?, UInt8(ascii: "n")?:
      switch try scanner.readLiteral() {
      case "true": return .bool(true)
      case "false": return .bool(false)
      default: return .null
      }
    case nil:
      throw JSONScanner.Failure(
        message: "expected a value, found the end of the text", offset: scanner.position)
    default:
      let start = scanner.position
      let text = try scanner.readNumberText()
      guard let number = Double(text), number.isFinite else {
        throw JSONScanner.Failure(message: "the number \(text.prefix(40)) is out of range", offset: start)
      }
      return .number(number)
    }
  }

  private mutating func tooDeep(_ depth: Int) throws(JSONScanner.Failure) {
    guard depth > JSONValue.maximumDepth else { return }
    throw JSONScanner.Failure(
      message: "arrays and objects nest more than \(JSONValue.maximumDepth) levels deep",
      offset: scanner.position)
  }

  private mutating func object(depth: Int) throws(JSONScanner.Failure) -> JSONValue {
    try tooDeep(depth)
    try scanner.beginObject("an object")
    var members: [String: JSONValue] = [:]
    var first = true
    var seen: Set<String> = []
    while let (name, _) = try scanner.nextKey(first: &first, seen: &seen) {
      members[name] = try value(depth: depth)
    }
    return .object(members)
  }

  private mutating func array(depth: Int) throws(JSONScanner.Failure) -> JSONValue {
    try tooDeep(depth)
    scanner.position += 1
    var items: [JSONValue] = []
    if scanner.peek() == UInt8(ascii: "]") {
      scanner.position += 1
      return .array(items)
    }
    while true {
      items.append(try value(depth: depth))
      switch scanner.peek() {
      case UInt8(ascii: "]")?:
        scanner.position += 1
        return .array(items)
      case UInt8(ascii: ",")?: try scanner.consumeComma(closedBy: UInt8(ascii: "]"))
      default:
        throw JSONScanner.Failure(
          message: "expected ',' or ']', found \(scanner.describeCurrent())", offset: scanner.position)
      }
    }
  }
}
