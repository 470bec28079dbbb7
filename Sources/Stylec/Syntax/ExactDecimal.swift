/// The value of a plain decimal numeral (`12`, `-0.58`, `+3.25`) without calling the C library:
/// the fast path of number parsing, since stylesheets are full of short numbers.
///
/// It answers only when the answer is exact: at most 15 significant digits make an integer
/// mantissa below 2^53, and dividing it by a power of ten up to 10^22 (itself exact) rounds
/// once, correctly, as `strtod` does. Anything else (exponents, long numerals, a leading `.`)
/// gives nil, for `Double(String)` to read.
func exactDecimal(_ digits: ArraySlice<UInt8>) -> Double? {
  var position = digits.startIndex
  var negative = false
  if position < digits.endIndex,
    digits[position] == UInt8(ascii: "-") || digits[position] == UInt8(ascii: "+")
  {
    negative = digits[position] == UInt8(ascii: "-")
    position += 1
  }
  var mantissa: UInt64 = 0
  var digitCount = 0
  var fractionDigits = 0
  var seenPoint = false
  guard position < digits.endIndex, digits[position] != UInt8(ascii: ".") else { return nil }
  while position < digits.endIndex {
    let byte = digits[position]
    if byte == UInt8(ascii: "."), !seenPoint, position + 1 < digits.endIndex {
      seenPoint = true
    } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
      digitCount += 1
      if seenPoint { fractionDigits += 1 }
      guard digitCount <= 15 else { return nil }
    } else {
      return nil
    }
    position += 1
  }
  guard digitCount > 0 else { return nil }
  let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
  return negative ? -magnitude : magnitude
}

/// 10^0 … 10^15, each exactly representable as a `Double`.
private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
]

extension NumericUnit {
  /// The unit a number's suffix spells, in any letter case (`px`, `PT`, `%`, `deg`, none).
  init?(spelling: ArraySlice<UInt8>) {
    var lowered: (UInt8, UInt8, UInt8) = (0, 0, 0)
    switch spelling.count {
    case 0:
      self = .none
      return
    case 1:
      guard spelling.first == UInt8(ascii: "%") else { return nil }
      self = .percent
      return
    case 2:
      lowered = (spelling[spelling.startIndex] | 0x20, spelling[spelling.startIndex + 1] | 0x20, 0)
    case 3:
      lowered = (
        spelling[spelling.startIndex] | 0x20, spelling[spelling.startIndex + 1] | 0x20,
        spelling[spelling.startIndex + 2] | 0x20
      )
    default: return nil
    }
    switch lowered {
    case (UInt8(ascii: "p"), UInt8(ascii: "x"), 0): self = .px
    case (UInt8(ascii: "p"), UInt8(ascii: "t"), 0): self = .pt
    case (UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "g")): self = .deg
    default: return nil
    }
  }
}
