/// The JSON string literal of `text`, as stylec writes it: quotes, backslashes and control
/// characters escaped, everything else as UTF-8. Public so that front ends quote the same way.
public func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// The JSON text of a resolved value: numbers (without unit, or in px or pt) as JSON numbers,
/// booleans as booleans, colors as `"#rrggbb"`, strings and names as their text, records as
/// objects, arrays as arrays, anything else as its canonical text.
func jsonValue(_ value: Value, compact: Bool = false) -> String {
  let separator = compact ? "," : ", "
  let colon = compact ? ":" : ": "
  switch value {
  case .number(let number, let unit) where unit == .none || unit == .px || unit == .pt:
    let text = Value.number(number, unit: .none).description
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
