import Stylec

/// Navigation: go to the definition of a variable, a custom property or a mixin (in the
/// document or a file it imports), to the file an `@import` names and to the rules an
/// `@extend` names; find a name's uses.
extension LanguageServer {
  func definition(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let (document, offset) = try documentPosition(params)
    guard case .success(let loaded) = load(document) else { return [] }
    // The statements as the load read them: over lines, with escapes, `@Extend` for `@extend`.
    if let imported = loaded.sheet.importedFile(at: offset) {
      let start: JSONValue = ["line": 0, "character": 0]
      return [["uri": .string(DocumentURI.uri(ofPath: imported)), "range": ["start": start, "end": start]]]
    }
    let sites: [(location: SourceLocation, bytes: [UInt8])]
    if let statement = loaded.sheet.extendStatement(at: offset) {
      sites = loaded.sheet.rules(
        withSelector: Self.extendedSelector(of: statement, in: document.text, at: offset))
    } else if let range = Self.name(at: offset, in: document.text) {
      let name = String(decoding: document.text[range], as: UTF8.self)
      sites = loaded.sheet.definitions(of: name)
      // A variable no sheet defines may be the configuration's.
      if sites.isEmpty, let given = configurationDefinition(of: name, for: loaded) { return [given] }
    } else {
      sites = []
    }
    return locations(of: sites, from: document, sheet: loaded.sheet)
  }

  /// Which of an `@extend`'s selectors `offset` stands in: the one whose place in the list,
  /// counted by the commas outside parentheses, quotes and escapes, holds it; the first when `offset` is
  /// on the keyword, or the list cannot be counted so.
  private static func extendedSelector(
    of statement: (range: Range<Int>, selectors: [String]), in text: [UInt8], at offset: Int
  ) -> String {
    var index = 0
    var depth = 0
    var quote: UInt8?
    var position = statement.range.lowerBound
    while position < min(offset, statement.range.upperBound) {
      let byte = text[position]
      position += 1
      // An escaped byte (`.a\,b`) is part of a name.
      if byte == UInt8(ascii: "\\") {
        position += 1
        continue
      }
      if let open = quote {
        if byte == open { quote = nil }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"): depth = max(0, depth - 1)
      case UInt8(ascii: ","): if depth == 0 { index += 1 }
      default: break
      }
    }
    return statement.selectors.indices.contains(index) ? statement.selectors[index] : statement.selectors[0]
  }

  /// Places in the sheet's files as the protocol's locations, those in the document by its
  /// own URI and text.
  private func locations(
    of sites: [(location: SourceLocation, bytes: [UInt8])], from document: TextDocument, sheet: Stylesheet
  ) -> JSONValue {
    let ownPath = sheet.filePaths.first
    // A file imported twice is read twice: its definition is one place.
    var seen: Set<[String]> = []
    let distinct = sites.filter {
      seen.insert([$0.location.file, String($0.location.line), String($0.location.column)]).inserted
    }
    return .array(
      distinct.map { site in
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
    var locations: [JSONValue] = []
    if case .success(let loaded) = load(document) {
      if params["context"]?["includeDeclaration"] == false {
        for site in loaded.sheet.definitions(of: uses.name) {
          definitionStarts[site.location.file, default: []].append(site.location.offset)
        }
      } else if loaded.sheet.definitions(of: uses.name).isEmpty,
        let given = configurationDefinition(of: uses.name, for: loaded)
      {
        // The configuration's key is its declaration.
        locations.append(given)
      }
    }
    for file in uses.files {
      let text = TextDocument(uri: file.uri, version: 0, text: file.text)
      let starts = definitionStarts[DocumentURI.path(of: file.uri) ?? file.uri] ?? []
      let definitions = Set(starts.compactMap { start in file.ranges.first { $0.lowerBound >= start } })
      for range in protocolRanges(file.ranges.filter { !definitions.contains($0) }, in: text) {
        locations.append(["uri": .string(file.uri), "range": range])
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
