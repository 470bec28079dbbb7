/// Where a finding's name is written, so that its replacement ("did you mean") replaces just
/// that name: a property's at the start of its declaration, a type's among its block's
/// selectors.
extension LintChecker {
  /// The property name written at the start of a declaration's `range`: letters, digits, `-`,
  /// `_` and the `.` of a nested path.
  func leadingName(in range: Range<Int>, file: Int) -> Range<Int>? {
    let name = Stylesheet.propertyName(atStartOf: range, in: sheet.files[file].bytes)
    return name.isEmpty ? nil : name
  }

  /// The end of the suggested property path that stands where `written` is written, the
  /// misspelt `path`'s end: inside a nested block (`layer @{ corner-radus 4 }`) the name is the
  /// path's last segment alone, and so is its replacement. Nil when the correction lies outside
  /// what is written there (`layr @{ cornerRadius 2 }`, whose `layr` the block names).
  func replacement(_ suggestion: String, for path: String, writtenAt written: Range<Int>, file: Int)
    -> String?
  {
    let segments = sheet.files[file].bytes[written].split(
      separator: UInt8(ascii: "."), omittingEmptySubsequences: false
    )
    .count
    let suggested = suggestion.split(separator: ".", omittingEmptySubsequences: false).suffix(segments)
    let misspelt = path.split(separator: ".", omittingEmptySubsequences: false).suffix(segments)
    return suggested.elementsEqual(misspelt) ? nil : suggested.joined(separator: ".")
  }

  /// The first place `name` is written as a whole type name in `range`: not part of a longer
  /// name, a class (`.name`), an id (`#name`) or a pseudo-class (`:name`).
  func typeName(_ name: String, in range: Range<Int>, file: Int) -> Range<Int>? {
    wholeName(name, in: range, file: file, unmarked: true)
  }

  /// The first place `name` is written whole in `range`, not part of a longer name; when
  /// `unmarked`, not as a class, an id or a pseudo-class either.
  func wholeName(_ name: String, in range: Range<Int>, file: Int, unmarked: Bool = false) -> Range<Int>? {
    let bytes = sheet.files[file].bytes
    let written = Array(name.utf8)
    guard !written.isEmpty, range.count >= written.count else { return nil }
    var start = range.lowerBound
    while start + written.count <= range.upperBound {
      let end = start + written.count
      if bytes[start] == written[0], bytes[start..<end].elementsEqual(written),
        start == 0 || !(Self.isNameByte(bytes[start - 1]) || (unmarked && Self.marksAName(bytes[start - 1]))),
        end == bytes.count || !Self.isNameByte(bytes[end])
      {
        return start..<end
      }
      start += 1
    }
    return nil
  }

  fileprivate static func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\\")
  }

  /// The bytes before a name that make it something other than a type.
  private static func marksAName(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ".") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: ":")
  }
}

extension Stylesheet {
  /// The property name a declaration written at `range` of `bytes` starts with: letters,
  /// digits, `-`, `_`, escapes and the `.` of a nested path; empty when it starts with none.
  /// Lint locates a misspelt name by it, and `stylec lsp` what a hover points at.
  package static func propertyName(atStartOf range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    var end = range.lowerBound
    while end < min(range.upperBound, bytes.count),
      LintChecker.isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: ".")
    {
      end += 1
    }
    return range.lowerBound..<end
  }
}
