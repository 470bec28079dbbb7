/// The JSON string literal of `text`, as stylec writes it: quotes, backslashes and control
/// characters escaped, everything else as UTF-8. Shared with the CLI so that it quotes the same
/// way.
package func jsonString(_ text: String) -> String {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(text.utf8.count + 2)
  bytes.append(UInt8(ascii: "\""))
  for byte in text.utf8 {
    switch byte {
    case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
    case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
    case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
    case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
    case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
    case 0..<0x20:
      let hexDigits = Array("0123456789abcdef".utf8)
      bytes += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
    default: bytes.append(byte)
    }
  }
  bytes.append(UInt8(ascii: "\""))
  return String(decoding: bytes, as: UTF8.self)
}

/// The JSON text of a resolved value: numbers (without unit, or in px or pt) as JSON numbers,
/// booleans as booleans, colors as `"#rrggbb"`, strings and names as their text, records as
/// objects, arrays as arrays, anything else as its canonical text.
func jsonValue(_ value: StyleValue, compact: Bool = false) -> String {
  let separator = compact ? "," : ", "
  let colon = compact ? ":" : ": "
  switch value {
  case .number(let number, let unit) where unit == .none || unit == .px || unit == .pt:
    let text = StyleValue.number(number, unit: .none).description
    return text
  case .boolean(let flag): return flag ? "true" : "false"
  case .string(let text), .identifier(let text): return jsonString(text)
  case .record(let fields):
    let keys = fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return "{"
      + keys.map { jsonString($0) + colon + jsonValue(fields[$0]!, compact: compact) }
      .joined(separator: separator) + "}"
  case .array(let items):
    return "[" + items.map { jsonValue($0, compact: compact) }.joined(separator: separator) + "]"
  default: return jsonString(value.description)
  }
}
