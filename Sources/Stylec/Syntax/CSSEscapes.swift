/// CSS escapes, read in strings and names alike: `\` and one to six hex digits (with one space
/// or tab after them taken as part of the escape) is the character of that code point; `\` and
/// any other character is that character; in a string, `\` and a line break continues the line.
enum CSSEscapes {
  /// The bytes from `start` to `end` with every escape decoded. An escape of no Unicode scalar
  /// value (zero, a surrogate, past U+10FFFF) gives U+FFFD, and its range goes to `invalid`.
  static func decode(
    _ bytes: [UInt8], from start: Int, to end: Int, invalid: (Range<Int>) -> Void = { _ in }
  ) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(end - start)
    var position = start
    while position < end {
      let byte = bytes[position]
      guard byte == UInt8(ascii: "\\"), position + 1 < end else {
        result.append(byte)
        position += 1
        continue
      }
      let escapeStart = position
      position += 1
      let (value, digitsEnd) = hexDigits(bytes, from: position, to: end)
      guard digitsEnd > position else {
        let next = bytes[position]
        position += 1
        if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") {
          if next == UInt8(ascii: "\r"), position < end, bytes[position] == UInt8(ascii: "\n") {
            position += 1
          }
        } else {
          result.append(next)
        }
        continue
      }
      position = digitsEnd
      if position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
        position += 1
      }
      if value != 0, let scalar = Unicode.Scalar(value) {
        result.append(contentsOf: Array(String(Character(scalar)).utf8))
      } else {
        result.append(contentsOf: [0xEF, 0xBF, 0xBD])
        invalid(escapeStart..<position)
      }
    }
    return result
  }

  /// The value of up to six hex digits from `start`, and where they end (`start` for none).
  static func hexDigits(_ bytes: [UInt8], from start: Int, to end: Int) -> (value: UInt32, end: Int) {
    var value: UInt32 = 0
    var position = start
    while position - start < 6, position < end, let digit = hexValue(bytes[position]) {
      value = value * 16 + digit
      position += 1
    }
    return (value, position)
  }

  /// The value of one hex digit, or nil for any other byte.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}

extension CSSEscapes {
  /// A name as CSS writes it back, escaped where its text would read as something else: a
  /// leading digit (`\31 0` for the class `10`), punctuation (`a\:b`), spaces and control
  /// characters (as hex, so that none reaches a terminal raw). A name that needs none is itself.
  static func escapedName(_ name: String) -> String {
    // A dash alone is no name in CSS (`.-` does not read).
    if name == "-" { return "\\-" }
    if readsAsItself(name.utf8), !mayHoldTerminalControls(name.utf8) { return name }
    var result = ""
    for (index, scalar) in name.unicodeScalars.enumerated() {
      let value = scalar.value
      let leadsWithDigit =
        isDigit(value) && (index == 0 || (index == 1 && name.unicodeScalars.first == "-"))
      if value < 0x20 || isTerminalControlBeyondASCIIControls(scalar) || leadsWithDigit {
        result += "\\" + String(value, radix: 16) + " "
      } else if value < 0x80, !isPlainNameByte(UInt8(value)) {
        result += "\\" + String(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A word of a value (`aspect-fill`, a custom property's text as written) as a sheet writes it
  /// back: its control characters (but tab and line breaks, which a value's text may hold as
  /// white space) escaped as hex, so that none reaches a terminal raw and the word reads back the
  /// same: `x\1b y`, read as `x` ESC `y`, printed a raw ESC that read back as no word at all.
  static func escapedWord(_ word: String) -> String {
    guard
      word.utf8.contains(where: { $0 < 0x20 && !isWhiteSpaceControl($0) })
        || mayHoldTerminalControls(word.utf8)
    else {
      return word
    }
    var result = ""
    for scalar in word.unicodeScalars {
      let value = scalar.value
      if (value < 0x20 && !isWhiteSpaceControl(UInt8(value))) || isTerminalControlBeyondASCIIControls(scalar)
      {
        result += "\\" + String(value, radix: 16) + " "
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether UTF-8 `bytes` may hold DEL, a C1 control or a bidirectional override or isolate
  /// (`isTerminalControlBeyondASCIIControls`): 0xC2 leads U+0080 to U+00BF, 0xE2 U+2000 to
  /// U+2FFF. A quick test; the scalars say which.
  private static func mayHoldTerminalControls(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.contains { $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
  }

  /// Tab, line feed and carriage return: control characters a value's text holds as white space.
  private static func isWhiteSpaceControl(_ byte: UInt8) -> Bool {
    byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A dotted path of names (`title-label.font`, a layer's `base.buttons`) as CSS writes it
  /// back: each name escaped as `escapedName` escapes it.
  static func escapedPath(_ path: String) -> String {
    let names = path.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard !names.allSatisfy(readsAsItself) else { return path }
    return path.split(separator: ".", omittingEmptySubsequences: false).map { escapedName(String($0)) }
      .joined(separator: ".")
  }

  /// Whether a name's bytes read back as the same name unescaped: ASCII letters, digits, `_`
  /// and `-` only, and no digit first or after a leading `-`;
  /// an empty name is nothing to escape.
  private static func readsAsItself<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    guard let first = bytes.first else { return true }
    if isDigit(first) { return false }
    if first == UInt8(ascii: "-"), bytes.dropFirst().first.map(isDigit) == true { return false }
    return bytes.allSatisfy(isPlainNameByte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
  private static func isDigit(_ value: UInt32) -> Bool { value >= 0x30 && value <= 0x39 }

  /// A byte a name holds as itself in ASCII: a letter, a digit, `_` or `-`.
  private static func isPlainNameByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || isDigit(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
  }
}
