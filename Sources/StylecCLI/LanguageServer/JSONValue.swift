/// A JSON value as the language server's messages carry it: what a client sends is parsed into
/// one (`JSONValue.parse`), and what the server sends is built as one and written out
/// (`JSONValue.text`). Hand-written, as the rest of stylec's readers are.
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The member `key` of an object; nil for a missing member or a value that is no object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The text of a string.
  var string: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// A number that is a whole number a Swift `Int` holds, as the protocol's integers are.
  var integer: Int? {
    guard case .number(let number) = self, number.rounded() == number, abs(number) <= 9_007_199_254_740_991
    else { return nil }
    return Int(number)
  }

  /// A number's value.
  var number: Double? {
    guard case .number(let number) = self else { return nil }
    return number
  }

  /// The items of an array.
  var array: [JSONValue]? {
    guard case .array(let items) = self else { return nil }
    return items
  }

  /// A boolean's value.
  var bool: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }

  /// Whether this is an object (of any members).
  var isObject: Bool {
    if case .object = self { return true }
    return false
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .number(Double(value)) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  init(nilLiteral: ()) { self = .null }
  init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements) { _, last in last })
  }

  /// A whole number.
  init(_ integer: Int) { self = .number(Double(integer)) }
}
