/// How a position's `character` counts within its line: UTF-16 code units unless client and
/// server agree on another (LSP 3.17's `positionEncoding`); stylec prefers UTF-8, its own
/// columns' unit, when the client offers it.
enum PositionEncoding: String, Sendable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"
  case utf32 = "utf-32"

  /// The encoding to use given the client's `general.positionEncodings`, in its order of
  /// preference: UTF-8 where offered, else UTF-16, which every client must support.
  static func chosen(from offered: [JSONValue]?) -> PositionEncoding {
    let names = Set((offered ?? []).compactMap(\.string))
    return names.contains(Self.utf8.rawValue) ? .utf8 : .utf16
  }

  /// How many units the UTF-8 `bytes` make (which are whole characters).
  func units(in bytes: ArraySlice<UInt8>) -> Int {
    switch self {
    case .utf8: return bytes.count
    case .utf16, .utf32:
      var count = 0
      for byte in bytes where byte & 0xC0 != 0x80 {
        count += self == .utf16 && byte >= 0xF0 ? 2 : 1
      }
      return count
    }
  }

  /// The byte offset, within `line`, of the position `units` into it; a position past the
  /// line's end, or inside a character, is taken to the line's end or that character's start, as
  /// the protocol asks of positions out of range.
  func byteOffset(ofUnits units: Int, in line: ArraySlice<UInt8>) -> Int {
    guard self != .utf8 else {
      var offset = min(max(units, 0), line.count)
      while offset > 0, offset < line.count, line[line.startIndex + offset] & 0xC0 == 0x80 { offset -= 1 }
      return offset
    }
    var counted = 0
    var index = line.startIndex
    while index < line.endIndex {
      let byte = line[index]
      let width = self == .utf16 && byte >= 0xF0 ? 2 : 1
      if counted + width > units { break }
      counted += width
      index += 1
      while index < line.endIndex, line[index] & 0xC0 == 0x80 { index += 1 }
    }
    return index - line.startIndex
  }
}
