extension NumericUnit {
  /// The unit a number's suffix spells, in any letter case (`px`, `PT`, `%`, `deg`, none): read
  /// from the stylesheet's bytes, without a lower-cased copy of every number's unit.
  init?(spelling: ArraySlice<UInt8>) {
    let unit = Self.allCases.first { unit in
      unit.rawValue.utf8.elementsEqual(spelling) { expected, written in
        written == expected
          || (expected >= UInt8(ascii: "a") && expected <= UInt8(ascii: "z") && written == expected - 0x20)
      }
    }
    guard let unit else { return nil }
    self = unit
  }
}

/// A number in its shortest exact form: integers without a fraction (`4`, not `4.0`), `-0` as `0`.
func formatNumber(_ number: Double) -> String {
  if number == number.rounded(), abs(number) < 1e15 {
    return String(Int64(number))
  }
  return number.description
}

/// A string in double quotes with CSS escapes for quotes, backslashes and the characters a
/// terminal acts on (C0 and C1 controls, DEL, bidirectional overrides), so that a printed sheet
/// shows them, never sends them.
func quoteString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case _ where scalar.value < 0x20 || isTerminalControlBeyondASCIIControls(scalar):
      result += "\\" + String(scalar.value, radix: 16) + " "
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
