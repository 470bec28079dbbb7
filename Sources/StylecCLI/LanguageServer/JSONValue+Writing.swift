/// Writing a `JSONValue` as compact JSON text: members in sorted order so that the same value
/// is always the same bytes, whole numbers without a fraction, and every control character
/// escaped.
extension JSONValue {
  /// The value as UTF-8 JSON text.
  var text: [UInt8] {
    var output: [UInt8] = []
    write(to: &output)
    return output
  }

  private func write(to output: inout [UInt8]) {
    switch self {
    case .null: output += "null".utf8
    case .bool(let value): output += (value ? "true" : "false").utf8
    case .number(let number):
      if number.rounded() == number, abs(number) < 1e15 {
        output += String(Int64(number)).utf8
      } else {
        output += String(number).utf8
      }
    case .string(let text): Self.writeString(text, to: &output)
    case .array(let items):
      output.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        item.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, name) in members.keys.sorted().enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(name, to: &output)
        output.append(UInt8(ascii: ":"))
        members[name]!.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func writeString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output += "\\\"".utf8
      case UInt8(ascii: "\\"): output += "\\\\".utf8
      case 0x0A: output += "\\n".utf8
      case 0x0D: output += "\\r".utf8
      case 0x09: output += "\\t".utf8
      case 0..<0x20, 0x7F:
        let hex = Array("0123456789abcdef".utf8)
        output += "\\u00".utf8
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0xF)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
