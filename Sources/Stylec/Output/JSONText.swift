/// The JSON string literal of `text`, as stylec writes it: quotes, backslashes and control
/// characters escaped (C1 controls, DEL and the bidirectional overrides too, which JSON allows
/// raw but a terminal showing the output would act on), everything else as UTF-8. Shared with
/// the CLI so that it quotes the same way.
package func jsonString(_ text: String) -> String {
  // Most names and values hold nothing to escape: they are quoted as they are.
  let mayNeedEscape = text.utf8.contains { byte in
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2
      || byte == 0xE2
  }
  guard mayNeedEscape else { return "\"" + text + "\"" }
  var bytes: [UInt8] = []
  bytes.reserveCapacity(text.utf8.count + 2)
  bytes.append(UInt8(ascii: "\""))
  let hexDigits = Array("0123456789abcdef".utf8)
  func escape(_ value: UInt32) {
    bytes += Array("\\u".utf8)
    for shift in [12, 8, 4, 0] { bytes.append(hexDigits[Int(value >> UInt32(shift) & 0xF)]) }
  }
  var text = text
  text.withUTF8 { source in
    var index = 0
    while index < source.count {
      let byte = source[index]
      let next = index + 1 < source.count ? source[index + 1] : 0
      let third = index + 2 < source.count ? source[index + 2] : 0
      switch byte {
      case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20, 0x7F: escape(UInt32(byte))
      // U+0080 to U+009F.
      case 0xC2 where (0x80...0x9F).contains(next):
        escape(UInt32(next))
        index += 1
      // U+202A to U+202E and U+2066 to U+2069.
      case 0xE2
      where (next == 0x80 && (0xAA...0xAE).contains(third))
        || (next == 0x81 && (0xA6...0xA9).contains(third)):
        escape(0x2000 | UInt32(next & 0x3F) << 6 | UInt32(third & 0x3F))
        index += 2
      default: bytes.append(byte)
      }
      index += 1
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

/// JSON text from another encoder (Foundation's `JSONEncoder`, which leaves them raw) with the C1
/// controls, DEL and bidirectional overrides escaped as `jsonString` escapes them. Outside
/// strings JSON has none of them, so each one found is in a string, where `\uXXXX` means it.
package func escapingTerminalControls(inJSON text: String) -> String {
  guard text.unicodeScalars.contains(where: isTerminalControlBeyondASCIIControls) else { return text }
  var escaped = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    if isTerminalControlBeyondASCIIControls(scalar) {
      let hex = String(scalar.value, radix: 16)
      escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
    } else {
      escaped.append(scalar)
    }
  }
  return String(escaped)
}
