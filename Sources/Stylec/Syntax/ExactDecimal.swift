/// The value of a plain decimal numeral (`12`, `-0.58`, `+3.25`) without calling the C library:
/// the fast path of number parsing, since stylesheets are full of short numbers.
///
/// It answers only when the answer is exact: at most 15 significant digits make an integer
/// mantissa below 2^53, and dividing it by a power of ten up to 10^15 (itself exact) rounds
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
