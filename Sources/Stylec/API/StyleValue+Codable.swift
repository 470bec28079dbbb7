/// Values and colors as JSON for tools, logs and caches: each value a one-case object that says
/// what it is (`{"color": …}`, `{"number": 12, "unit": "px"}`), so decoding gives back exactly
/// the value encoded; a color its four channels, so no precision is lost to hex.
extension StyleValue: Codable {
  private enum Key: String, CodingKey {
    case number, unit, color, boolean, string, identifier, list, separator, current, record, array
    case function, arguments, relation, element, attribute, multiplier, constant, attributes
  }

  /// Encodes the value as a one-case object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    switch self {
    case .number(let number, let unit):
      try container.encode(number, forKey: .number)
      if unit != .none { try container.encode(unit.rawValue, forKey: .unit) }
    case .color(let color): try container.encode(color, forKey: .color)
    case .boolean(let flag): try container.encode(flag, forKey: .boolean)
    case .string(let text): try container.encode(text, forKey: .string)
    case .identifier(let name): try container.encode(name, forKey: .identifier)
    case .list(let items, let separator):
      try container.encode(items, forKey: .list)
      try container.encode(separator.rawValue, forKey: .separator)
    case .current: try container.encode(true, forKey: .current)
    case .record(let fields): try container.encode(fields, forKey: .record)
    case .array(let items): try container.encode(items, forKey: .array)
    case .function(let name, let arguments):
      try container.encode(name, forKey: .function)
      try container.encode(arguments, forKey: .arguments)
    case .relation(let element, let attribute, let multiplier, let constant):
      try container.encode(element, forKey: .relation)
      try container.encodeIfPresent(attribute, forKey: .attribute)
      try container.encode(multiplier, forKey: .multiplier)
      try container.encode(constant, forKey: .constant)
    case .attributes(let fields): try container.encode(fields, forKey: .attributes)
    }
  }

  /// Decodes a value encoded by `encode(to:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    if let number = try container.decodeIfPresent(Double.self, forKey: .number) {
      let unitText = try container.decodeIfPresent(String.self, forKey: .unit) ?? ""
      guard let unit = NumericUnit(rawValue: unitText) else {
        throw DecodingError.dataCorruptedError(
          forKey: .unit, in: container, debugDescription: "'\(unitText)' is not a unit stylec knows")
      }
      self = .number(number, unit: unit)
    } else if let color = try container.decodeIfPresent(StyleColor.self, forKey: .color) {
      self = .color(color)
    } else if let flag = try container.decodeIfPresent(Bool.self, forKey: .boolean) {
      self = .boolean(flag)
    } else if let text = try container.decodeIfPresent(String.self, forKey: .string) {
      self = .string(text)
    } else if let name = try container.decodeIfPresent(String.self, forKey: .identifier) {
      self = .identifier(name)
    } else if let items = try container.decodeIfPresent([StyleValue].self, forKey: .list) {
      let separatorText = try container.decode(String.self, forKey: .separator)
      guard let separator = ListSeparator(rawValue: separatorText) else {
        throw DecodingError.dataCorruptedError(
          forKey: .separator, in: container, debugDescription: "a list separator is \" \" or \", \"")
      }
      self = .list(items, separator: separator)
    } else if container.contains(.current) {
      self = .current
    } else if let fields = try container.decodeIfPresent([String: StyleValue].self, forKey: .record) {
      self = .record(fields)
    } else if let items = try container.decodeIfPresent([StyleValue].self, forKey: .array) {
      self = .array(items)
    } else if let name = try container.decodeIfPresent(String.self, forKey: .function) {
      self = .function(name, try container.decode([StyleValue].self, forKey: .arguments))
    } else if let element = try container.decodeIfPresent(String.self, forKey: .relation) {
      self = .relation(
        element: element, attribute: try container.decodeIfPresent(String.self, forKey: .attribute),
        multiplier: try container.decode(Double.self, forKey: .multiplier),
        constant: try container.decode(Double.self, forKey: .constant))
    } else if let fields = try container.decodeIfPresent([String: StyleValue].self, forKey: .attributes) {
      self = .attributes(fields)
    } else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "expected an object naming what the value is"))
    }
  }
}

extension StyleColor: Codable {
  private enum Key: String, CodingKey {
    case red, green, blue, alpha
  }

  /// Encodes the color's channels, 0 to 1: `{"red": 1, "green": 0, "blue": 0, "alpha": 1}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(red, forKey: .red)
    try container.encode(green, forKey: .green)
    try container.encode(blue, forKey: .blue)
    try container.encode(alpha, forKey: .alpha)
  }

  /// Decodes the channels `encode(to:)` writes, or a hex string (`"#ff000080"`), each channel
  /// from 0 to 1 (alpha 1 when left out).
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let hex = try? single.decode(String.self) {
      guard hex.hasPrefix("#"), let color = StyleColor(hexDigits: hex.utf8.dropFirst()) else {
        throw DecodingError.dataCorruptedError(
          in: single, debugDescription: "'\(hex)' is not a color; expected #rgb, #rgba, #rrggbb or #rrggbbaa")
      }
      self = color
      return
    }
    let container = try decoder.container(keyedBy: Key.self)
    let channels = try [Key.red, .green, .blue].map { try container.decode(Double.self, forKey: $0) }
    let alpha = try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
    guard (channels + [alpha]).allSatisfy({ $0 >= 0 && $0 <= 1 }) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "color channels are from 0 to 1"))
    }
    self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
  }
}
