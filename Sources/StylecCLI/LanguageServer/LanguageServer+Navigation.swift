import Stylec

/// Navigation: go to the definition of a variable, a custom property or a mixin (in the
/// document or a file it imports), and find its uses in the document.
extension LanguageServer {
  func definition(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let (document, offset) = try documentPosition(params)
    guard case .success(let loaded) = load(document), let name = Self.name(at: offset, in: document.text)
    else {
      return []
    }
    let ownPath = loaded.sheet.filePaths.first
    return .array(
      loaded.sheet.definitions(of: String(decoding: document.text[name], as: UTF8.self)).map { site in
        let path = site.location.file
        let uri = path == ownPath ? document.uri : DocumentURI.uri(ofPath: path)
        let file = path == ownPath ? document : TextDocument(uri: uri, version: 0, text: site.bytes)
        var starts = TextDocument.PositionCounter(file, encoding: encoding)
        var ends = TextDocument.PositionCounter(file, encoding: encoding)
        let start = starts.position(line: site.location.line, column: site.location.column)
        let end = ends.position(line: site.location.endLine, column: site.location.endColumn)
        return [
          "uri": .string(uri),
          "range": [
            "start": ["line": JSONValue(start.line), "character": JSONValue(start.character)],
            "end": ["line": JSONValue(end.line), "character": JSONValue(end.character)],
          ],
        ]
      })
  }

  func references(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let (document, offset) = try documentPosition(params)
    guard let name = Self.name(at: offset, in: document.text) else { return [] }
    let written = Array(document.text[name])
    var locations: [JSONValue] = []
    var start = 0
    let text = document.text
    while start + written.count <= text.count {
      let end = start + written.count
      if text[start] == written[0], text[start..<end].elementsEqual(written),
        start == 0 || !CompletionSite.isWordByte(text[start - 1]),
        end == text.count || !CompletionSite.isWordByte(text[end])
      {
        locations.append(["uri": .string(document.uri), "range": protocolRange(start..<end, in: document)])
        start = end
      } else {
        start += 1
      }
    }
    return .array(locations)
  }

  /// The name at `offset` that navigation follows: `$name` or `@name` (a variable), `--name` (a
  /// custom property), or a bare word (a mixin, or a variable a dialect writes without sigil).
  static func name(at offset: Int, in text: [UInt8]) -> Range<Int>? {
    var start = min(max(offset, 0), text.count)
    var end = start
    while start > 0, CompletionSite.isWordByte(text[start - 1]) { start -= 1 }
    while end < text.count, CompletionSite.isWordByte(text[end]) { end += 1 }
    if start > 0, text[start - 1] == UInt8(ascii: "$") || text[start - 1] == UInt8(ascii: "@") { start -= 1 }
    return start < end ? start..<end : nil
  }
}
