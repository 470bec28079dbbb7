import Foundation
import Stylec

/// Navigation: go to the definition of a variable, a custom property or a mixin (in the
/// document or a file it imports), to the file an `@import` names and to the rules an
/// `@extend` names; find a name's uses.
extension LanguageServer {
  func definition(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let (document, offset) = try documentPosition(params)
    guard case .success(let loaded) = load(document) else { return [] }
    // The statement as the parser reads it: `@Extend` is `@extend`, a comment holds none.
    let statement = Stylesheet.atRuleStatement(
      around: offset, in: document.text,
      syntax: syntax(of: DocumentURI.path(of: document.uri) ?? document.uri))
    if let statement, statement.keyword == "import" {
      return importedFile(
        named: Substring(String(decoding: document.text[statement.arguments], as: UTF8.self)),
        by: loaded.sheet)
    }
    let sites: [(location: SourceLocation, bytes: [UInt8])]
    if let statement, ["extend", "extends"].contains(statement.keyword) {
      sites =
        Self.extendedSelector(in: document.text, arguments: statement.arguments, at: offset).map(
          loaded.sheet.rules(withSelector:)) ?? []
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

  /// The file an `@import` names (its text after the keyword), as the sheet read it: one
  /// location at its start, none when it was not read (missing, outside the import root).
  private func importedFile(named text: Substring, by sheet: Stylesheet) -> JSONValue {
    var requested = text.trimmingCharacters(in: .whitespaces)
    if requested.hasSuffix(";") { requested.removeLast() }
    if requested.hasPrefix("url(") && requested.hasSuffix(")") {
      requested = String(requested.dropFirst(4).dropLast())
    }
    requested = requested.trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
    guard !requested.isEmpty, let main = sheet.filePaths.first else { return [] }
    let directory = URL(fileURLWithPath: main).deletingLastPathComponent()
    let path = URL(fileURLWithPath: requested, relativeTo: directory).standardizedFileURL.path
    guard sheet.filePaths.dropFirst().contains(path) else { return [] }
    let start: JSONValue = ["line": 0, "character": 0]
    return [["uri": .string(DocumentURI.uri(ofPath: path)), "range": ["start": start, "end": start]]]
  }

  /// The selector of an `@extend` whose text after the keyword is `arguments` that `offset`
  /// stands in (one of a list; the first when `offset` is on the keyword); a `:` after the
  /// keyword, which the parser allows, is no part of it.
  private static func extendedSelector(in text: [UInt8], arguments: Range<Int>, at offset: Int) -> String? {
    var start = arguments.lowerBound
    var selectors: [(range: Range<Int>, text: String)] = []
    for index in start...arguments.upperBound
    where index == arguments.upperBound || text[index] == UInt8(ascii: ",") {
      var selector = String(decoding: text[start..<index], as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      if selectors.isEmpty, selector.hasPrefix(":") {
        selector = selector.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
      }
      if !selector.isEmpty { selectors.append((start..<index, selector)) }
      start = index + 1
    }
    return
      (selectors.first { $0.range.contains(offset) || $0.range.upperBound == offset } ?? selectors.first)?
      .text
  }

  /// Places in the sheet's files as the protocol's locations, those in the document by its
  /// own URI and text.
  private func locations(
    of sites: [(location: SourceLocation, bytes: [UInt8])], from document: TextDocument, sheet: Stylesheet
  ) -> JSONValue {
    let ownPath = sheet.filePaths.first
    return .array(
      sites.map { site in
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
