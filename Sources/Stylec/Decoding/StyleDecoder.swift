import Foundation

/// The `Decoder` behind `ResolvedStyles.decode(_:of:)`: a keyed container reads a node's
/// properties under a dotted prefix, and a value decodes into the Swift type asked for through
/// the typed accessors of `StyleValue`.
struct StyleDecoder: Decoder {
  /// A node's properties by canonical name, shared by the containers of one decode.
  final class Properties {
    let values: [String: StyleValue]
    /// The names in order, to find whether any begins with a prefix in O(log n).
    private let sorted: [String]

    init(_ values: [String: StyleValue]) {
      self.values = values
      sorted = values.keys.sorted()
    }

    /// Whether some property's name begins with `prefix` (`layer.` for `layer.corner-radius`).
    func hasName(beginningWith prefix: String) -> Bool {
      let low = sorted.countLeading { $0 < prefix }
      return low < sorted.count && sorted[low].hasPrefix(prefix)
    }
  }

  let properties: Properties
  /// The dotted path of the properties this decoder reads (`layer.`), or `""` for the node's own.
  let prefix: String
  /// The value a single-value decode reads, when this decoder stands for one property.
  var value: StyleValue?
  /// The property `value` is, for messages.
  var propertyName = ""
  /// The type whose `init(from:)` is reading this decoder's value, if any.
  var constructing: ObjectIdentifier?
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(properties: Properties, prefix: String, codingPath: [any CodingKey]) {
    self.properties = properties
    self.prefix = prefix
    self.codingPath = codingPath
  }

  /// A decoder for one property's value.
  init(value: StyleValue, property: String, properties: Properties, codingPath: [any CodingKey]) {
    self.init(properties: properties, prefix: property + ".", codingPath: codingPath)
    self.value = value
    self.propertyName = property
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(KeyedContainer<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let value else { throw mismatch([StyleValue].self, "a list") }
    return UnkeyedContainer(decoder: self, items: value.items)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(decoder: self)
  }

  /// The property a key names under this decoder's prefix: `titleColor` is `title-color`.
  func propertyName(for key: some CodingKey) -> String { prefix + kebabCase(key.stringValue) }

  /// Reads this decoder's value as `T`, through the accessor of the Swift type asked for.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    guard let value else { throw mismatch(type, "a value") }
    func read<V>(_ accessor: (StyleValue) -> V?, _ what: String) throws -> T {
      guard let read = accessor(value) else { throw mismatch(type, what) }
      return read as! T
    }
    switch type {
    case is StyleValue.Type: return value as! T
    case is Bool.Type: return try read(\.boolean, "a boolean")
    case is String.Type: return try read(\.string, "a string")
    case is Double.Type: return try read(\.number, "a number")
    case is Float.Type:
      return try read(
        { $0.number.map(Float.init).flatMap { $0.isFinite ? $0 : nil } }, "a number a Float holds")
    case let integer as any FixedWidthInteger.Type:
      return try read({ $0.number.flatMap { integer.init(exactly: $0) } }, "a whole number \(integer) holds")
    case is StyleColor.Type: return try read(\.color, "a color")
    case is StyleFont.Type: return try read(\.font, "a font")
    case is StyleInsets.Type: return try read(\.insets, "insets")
    case is StyleSize.Type: return try read(\.size, "a size")
    case is StylePoint.Type: return try read(\.point, "a point")
    case is StyleRect.Type: return try read(\.rect, "a rectangle")
    case is StyleImage.Type: return try read(\.image, "an image")
    default:
      // A type of its own reads this value through its containers; one that asks for itself
      // again (`Int64`, `Data`, a type stylec has no reading for) would never end.
      guard constructing != ObjectIdentifier(type) else {
        throw mismatch(type, "a type stylec can read a value as")
      }
      guard codingPath.count < Self.maximumDepth else { throw tooDeep(type) }
      var inner = self
      inner.constructing = ObjectIdentifier(type)
      return try T(from: inner)
    }
  }

  /// How deeply nested types may go, as `JSONDecoder` bounds it: a sheet's dotted names (or a
  /// schema's cycle of object types) could nest them until the stack runs out.
  static let maximumDepth = 512

  /// The error for a type nested past `maximumDepth`.
  func tooDeep(_ type: Any.Type) -> DecodingError {
    .dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "'\(propertyName)' nests more than \(Self.maximumDepth) types deep"))
  }

  /// `typeMismatch`, naming the property and what its value is.
  func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
    let written = value.map { "\($0)" } ?? "unset"
    return .typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "'\(propertyName)' is \(written), not \(expected)"))
  }
}

/// Reads the properties under a decoder's prefix by key.
private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: StyleDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }
  var allKeys: [Key] { [] }

  /// The value set for the key, unless it is `current`, which leaves the view's value alone.
  private func value(for key: Key) -> StyleValue? {
    guard let value = decoder.properties.values[decoder.propertyName(for: key)], value != .current else {
      return nil
    }
    return value
  }

  /// Whether properties are set under the key as a prefix (`layer.` for a nested type).
  private func hasNested(_ key: Key) -> Bool {
    decoder.properties.hasName(beginningWith: decoder.propertyName(for: key) + ".")
  }

  func contains(_ key: Key) -> Bool { value(for: key) != nil || hasNested(key) }

  func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let name = decoder.propertyName(for: key)
    let path = codingPath + [key]
    if let value = value(for: key) {
      return try StyleDecoder(value: value, property: name, properties: decoder.properties, codingPath: path)
        .decodeValue(type)
    }
    if hasNested(key) {
      guard path.count < StyleDecoder.maximumDepth else { throw decoder.tooDeep(type) }
      return try T(from: StyleDecoder(properties: decoder.properties, prefix: name + ".", codingPath: path))
    }
    throw DecodingError.keyNotFound(
      key, DecodingError.Context(codingPath: path, debugDescription: "no rule sets '\(name)'"))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let nested = StyleDecoder(
      properties: decoder.properties, prefix: decoder.propertyName(for: key) + ".",
      codingPath: codingPath + [key])
    return KeyedDecodingContainer(KeyedContainer<NestedKey>(decoder: nested))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let name = decoder.propertyName(for: key)
    guard let value = value(for: key) else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath + [key], debugDescription: "no rule sets '\(name)'")
      )
    }
    return UnkeyedContainer(
      decoder: StyleDecoder(
        value: value, property: name, properties: decoder.properties, codingPath: codingPath + [key]),
      items: value.items)
  }

  func superDecoder() throws -> any Decoder { decoder }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    StyleDecoder(
      properties: decoder.properties, prefix: decoder.propertyName(for: key) + ".",
      codingPath: codingPath + [key])
  }
}

/// Reads a list property's items in order.
private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: StyleDecoder
  let items: [StyleValue]
  var currentIndex = 0
  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  init(decoder: StyleDecoder, items: [StyleValue]) {
    self.decoder = decoder
    self.items = items
  }

  mutating func decodeNil() throws -> Bool { false }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "'\(decoder.propertyName)' has only \(items.count) items")
      )
    }
    defer { currentIndex += 1 }
    let item = StyleDecoder(
      value: items[currentIndex], property: "\(decoder.propertyName)[\(currentIndex)]",
      properties: decoder.properties,
      codingPath: codingPath)
    return try item.decodeValue(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    throw decoder.mismatch(type, "a list of values")
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw decoder.mismatch([StyleValue].self, "a list of values")
  }

  mutating func superDecoder() throws -> any Decoder { decoder }
}

/// Reads one property's value.
private struct SingleValueContainer: SingleValueDecodingContainer {
  let decoder: StyleDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.value == nil || decoder.value == .current }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
}
