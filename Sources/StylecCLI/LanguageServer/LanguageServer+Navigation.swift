import Stylec

/// Navigation: go to the definition of a variable, a custom property or a mixin (in the
/// document or a file it imports), to the file an `@import` names and to the rules an
/// `@extend` names; find a name's uses.
extension LanguageServer {
  func definition(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let (document, offset) = try documentPosition(params)
    guard case .success(let loaded) = load(document) else { return [] }
    // The statements as the load read them: over lines, with escapes, `@Extend` for `@extend`;
    // on the variable in `@import $theme`, the variable's definition.
    let onVariable = writtenName(at: offset, in: document, loaded: loaded).map {
      !Self.sigil(of: $0.name).isEmpty
    }
    if onVariable != true, let imported = loaded.sheet.importedFile(at: offset) {
      let start: JSONValue = ["line": 0, "character": 0]
      return [["uri": .string(DocumentURI.uri(ofPath: imported)), "range": ["start": start, "end": start]]]
    }
    let sites: [(location: SourceLocation, bytes: [UInt8])]
    if let statement = loaded.sheet.extendStatement(at: offset) {
      sites = loaded.sheet.rules(
        withSelector: Self.extendedSelector(of: statement, in: document.text, at: offset))
    } else if let (name, _) = writtenName(at: offset, in: document, loaded: loaded),
      let parameter = loaded.sheet.parameter(named: name, at: offset)
    {
      // A mixin's parameter, not a variable of its name.
      sites = [(parameter.location, parameter.bytes)]
    } else if let (name, _) = writtenName(at: offset, in: document, loaded: loaded) {
      // A variable defined again: the definition the value there reads; in a partial that
      // defines it nowhere, those its importers read where they import it; before any, or
      // where no sheet defines it, the configuration's.
      var read = loaded.sheet.definitions(of: name, readAt: offset)
      if read?.isEmpty ?? true, !name.hasPrefix("--") {
        let imported = definitionsInImporters(
          of: name, for: document, inMixinBody: loaded.sheet.isInMixinBody(offset))
        if !imported.isEmpty { read = imported }
      }
      if read?.isEmpty ?? true, let given = configurationDefinition(of: name, for: loaded) { return [given] }
      sites = read ?? loaded.sheet.definitions(of: name)
    } else {
      sites = []
    }
    return locations(of: sites, from: document, sheet: loaded.sheet)
  }

  /// Which of an `@extend`'s selectors `offset` stands in: the one whose place in the list,
  /// counted by the commas outside parentheses, quotes, comments and escapes, holds it; the first when `offset` is
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
      if byte == UInt8(ascii: "/"), position < statement.range.upperBound, text[position] == UInt8(ascii: "*")
      {
        position += 1
        while position + 1 < statement.range.upperBound,
          !(text[position] == UInt8(ascii: "*") && text[position + 1] == UInt8(ascii: "/"))
        {
          position += 1
        }
        position += 2
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
        // A file open in the editor by the URI it has there, and its positions as it counts them.
        let uri =
          path == ownPath
          ? document.uri : urisByCanonicalPath[canonicalFilePath(path)] ?? DocumentURI.uri(ofPath: path)
        let file = path == ownPath ? document : positionedText(uri: uri, text: site.bytes)
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
    searchWorkspaceAgain()
    let withDeclaration = params["context"]?["includeDeclaration"] != false
    if case .success(let loaded) = load(document) {
      if let imported = loaded.sheet.importedFile(at: offset) {
        return importReferences(
          of: imported, from: document, loaded: loaded, withDeclaration: withDeclaration)
      }
      if let statement = loaded.sheet.extendStatement(at: offset) {
        let selector = Self.extendedSelector(of: statement, in: document.text, at: offset)
        return extendReferences(
          of: selector, from: document, loaded: loaded, withDeclaration: withDeclaration)
      }
    }
    guard let uses = uses(at: offset, in: document) else { return [] }
    var definitionStarts: [String: [Int]] = [:]
    var locations: [JSONValue] = []
    if case .success(let loaded) = load(document) {
      if !withDeclaration, let parameter = loaded.sheet.parameter(named: uses.name, at: offset) {
        // A mixin's parameter: its name in the header is its declaration.
        let key = DocumentURI.path(of: document.uri).map(canonicalFilePath) ?? document.uri
        definitionStarts[key] = [parameter.location.offset]
      } else if !withDeclaration {
        for site in loaded.sheet.definitions(of: uses.name) {
          // By canonical path: the load may name a file through a link the workspace does not.
          definitionStarts[canonicalFilePath(site.location.file), default: []].append(site.location.offset)
        }
      } else if let given = configurationDefinition(of: uses.name, for: loaded) {
        // The configuration's key is its declaration.
        locations.append(given)
      }
    }
    for file in uses.files {
      // An open document by its own text: the positions of its first line count a mark it starts with.
      let text = positionedText(uri: file.uri, text: file.text)
      let starts = definitionStarts[DocumentURI.path(of: file.uri).map(canonicalFilePath) ?? file.uri] ?? []
      let definitions = Set(starts.compactMap { start in file.ranges.first { $0.lowerBound >= start } })
      for range in protocolRanges(file.ranges.filter { !definitions.contains($0) }, in: text) {
        locations.append(["uri": .string(file.uri), "range": range])
      }
    }
    return .array(locations)
  }

  /// The `@import`s that read the file at `path` (the file itself first, as its declaration,
  /// when asked for): in the document's load, and in every sheet of the workspace or open
  /// document that may import (it writes `import` in any case, or an escape), each read whole.
  private func importReferences(
    of path: String, from document: TextDocument, loaded: LoadedDocument, withDeclaration: Bool
  ) -> JSONValue {
    let target = canonicalFilePath(path)
    var sites: [(location: SourceLocation, bytes: [UInt8])] = []
    if withDeclaration, let (_, text) = sheetText(at: target, open: openDocumentsByPath()) {
      sites.append((SourceLocation(file: path, line: 1, column: 1), text))
    }
    for sheet in [loaded.sheet] + sheetsWriting("import", besides: document) {
      for statement in sheet.importStatements where canonicalFilePath(statement.importedPath) == target {
        sites.append((statement.location, statement.bytes))
      }
    }
    return locations(of: sites, from: document, sheet: loaded.sheet)
  }

  /// The `@extend`s that name `selector` and read the rules the document's do (those rules
  /// first, as its declarations, when asked for): in the document's load, and in every sheet of
  /// the workspace or open document that writes `extend` in any case, or an escape, each read
  /// whole.
  private func extendReferences(
    of selector: String, from document: TextDocument, loaded: LoadedDocument, withDeclaration: Bool
  ) -> JSONValue {
    let rules = loaded.sheet.rules(withSelector: selector)
    let ruleFiles = Set(rules.map { canonicalFilePath($0.location.file) })
    var sites = withDeclaration ? rules : []
    for sheet in [loaded.sheet] + sheetsWriting("extend", besides: document) {
      // Another sheet's `@extend` of a rule of that selector of its own is another rule's.
      let readsTheRules = sheet.rules(withSelector: selector).contains {
        ruleFiles.contains(canonicalFilePath($0.location.file))
      }
      guard readsTheRules || sheet.filePaths.first == loaded.sheet.filePaths.first else { continue }
      for statement in sheet.extendStatements where statement.selectors.contains(selector) {
        sites.append((statement.location, statement.bytes))
      }
    }
    return locations(of: sites, from: document, sheet: loaded.sheet)
  }

  /// The sheets of the workspace and open documents, but the document, whose text may write
  /// `word` (in any case, or through an escape), as loaded.
  private func sheetsWriting(_ word: String, besides document: TextDocument) -> [Stylesheet] {
    let open = openDocumentsByPath()
    var seen: Set<String> = [canonicalPaths[document.uri] ?? document.uri]
    return projectSheetsAndImports(open: open).compactMap { path in
      guard seen.insert(path).inserted, let (_, text) = sheetText(at: path, open: open),
        Self.mayWrite(word, in: text), case .success(let loaded) = load(text, path: path, version: 0)
      else { return nil }
      return loaded.sheet
    }
  }

  /// Whether a sheet's text may write `word` (lower-case ASCII letters): in any case, or
  /// through an escape that could spell it.
  static func mayWrite(_ word: String, in text: [UInt8]) -> Bool {
    if text.contains(UInt8(ascii: "\\")) { return true }
    let letters = Array(word.utf8)
    guard text.count >= letters.count else { return false }
    // `| 0x20` makes an ASCII letter lower case.
    return (0...(text.count - letters.count)).contains { start in
      zip(letters, text[start..<(start + letters.count)]).allSatisfy { $0 == $1 | 0x20 }
    }
  }

  /// The name at `offset` that navigation follows and its range (`Stylesheet.name(at:in:syntax:)`:
  /// from its sigil on, however it is spelt), where the document writes it as a name, as
  /// `Stylesheet.occurrences` counts them: a class `.rounded` is no use of a mixin `rounded`,
  /// nor a word in a comment or a string a variable's; nil elsewhere.
  func writtenName(at offset: Int, in document: TextDocument, loaded: LoadedDocument?) -> (
    name: String, range: Range<Int>
  )? {
    let syntax = syntax(of: DocumentURI.path(of: document.uri) ?? document.uri)
    guard let (name, range) = Stylesheet.name(at: offset, in: document.text, syntax: syntax) else {
      return nil
    }
    let bareWords = loaded?.sheet.variableNames.contains(name) ?? false
    let written = Stylesheet.occurrences(of: name, in: document.text, syntax: syntax, bareWords: bareWords)
    guard written.contains(range) else { return nil }
    // A word of a bare-word variable's spelling is its use only where the load read it so.
    if bareWords, Self.sigil(of: name).isEmpty, let loaded,
      !loaded.sheet.bareWordSites(of: name).contains(where: {
        $0.file == loaded.sheet.filePaths.first && $0.offset == range.lowerBound
      })
    {
      return nil
    }
    return (name, range)
  }
}
