import Stylec

/// Document symbols: the outline of a document's rules, variables, mixins and `@media` blocks.
extension LanguageServer {
  func documentSymbols(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let uri = try Self.uri(of: try Self.member("textDocument", of: params))
    guard let document = documents[uri] else { throw .invalidParams("\(quotedForMessage(uri)) is not open") }
    guard case .success(let loaded) = load(document) else { return [] }
    return .array(
      Self.symbols(of: loaded.sheet, in: document).map { symbol in
        let range = protocolRange(symbol.range, in: document)
        return [
          "name": .string(symbol.name), "kind": JSONValue(symbol.kind), "range": range,
          "selectionRange": range,
        ]
      })
  }

  /// The outline of the sheet's own file, `file`: each entry's name, its kind as the protocol
  /// numbers symbol kinds, and where it is written.
  static func symbols(of sheet: Stylesheet, in file: TextDocument) -> [(
    name: String, kind: Int, range: Range<Int>
  )] {
    var symbols: [(name: String, kind: Int, range: Range<Int>)] = []
    var seen: Set<Range<Int>> = []
    for entry in sheet.outline() where seen.insert(entry.range).inserted {
      let name: String
      let kind: Int
      switch entry.kind {
      case .rule:
        name = heading(of: entry.range, in: file.text)
        kind = 5  // Class
      case .variable:
        name = entry.name ?? ""
        kind = 13  // Variable
      case .mixin:
        name = entry.name ?? ""
        kind = 12  // Function
      case .media:
        let heading = heading(of: entry.range, in: file.text)
        name = heading.hasPrefix("@") ? heading : "@media " + heading
        kind = 3  // Namespace
      }
      symbols.append((name.isEmpty ? "(unnamed)" : name, kind, entry.range))
    }
    return symbols
  }

  /// What a block's text says before its body (`UILabel.title, UIButton`), on one line and
  /// at most 100 characters: up to its `{`, or the end of the first line that does not end in
  /// a comma (Classy's indented blocks).
  static func heading(of range: Range<Int>, in text: [UInt8]) -> String {
    let bounded = range.clamped(to: 0..<text.count)
    let end = headingEnd(of: bounded, in: text)
    let words = String(decoding: text[bounded.lowerBound..<end], as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return words.count > 100 ? String(words.prefix(99)) + "…" : words
  }

  /// Where a block's heading ends (see `heading(of:in:)`).
  static func headingEnd(of range: Range<Int>, in text: [UInt8]) -> Int {
    let bounded = range.clamped(to: 0..<text.count)
    var end = bounded.lowerBound
    var lastWritten: UInt8 = 0
    while end < bounded.upperBound, text[end] != UInt8(ascii: "{") {
      if text[end] == UInt8(ascii: "\n"), lastWritten != UInt8(ascii: ",") { break }
      if text[end] != UInt8(ascii: " "), text[end] != UInt8(ascii: "\t"), text[end] != UInt8(ascii: "\r") {
        lastWritten = text[end]
      }
      end += 1
    }
    return end
  }
}
