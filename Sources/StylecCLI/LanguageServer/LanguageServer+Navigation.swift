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

  /// The uses of the name at the position across the project (see `uses(at:in:)`); with
  /// `context.includeDeclaration` false, less the definitions the document reads (each the
  /// first use of the name where a definition starts: `$accent =`, `@mixin card`).
  func references(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let (document, offset) = try documentPosition(params)
    guard let uses = uses(at: offset, in: document) else { return [] }
    var definitionStarts: [String: [Int]] = [:]
    if params["context"]?["includeDeclaration"] == false, case .success(let loaded) = load(document) {
      for site in loaded.sheet.definitions(of: uses.name) {
        definitionStarts[site.location.file, default: []].append(site.location.offset)
      }
    }
    var locations: [JSONValue] = []
    for file in uses.files {
      let text = TextDocument(uri: file.uri, version: 0, text: file.text)
      let starts = definitionStarts[DocumentURI.path(of: file.uri) ?? file.uri] ?? []
      let definitions = Set(starts.compactMap { start in file.ranges.first { $0.lowerBound >= start } })
      for range in file.ranges where !definitions.contains(range) {
        locations.append(["uri": .string(file.uri), "range": protocolRange(range, in: text)])
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
