import Stylec

/// Text synchronisation: the documents the client opens, edits (whole or in ranges) and closes.
extension LanguageServer {
  func openDocument(_ params: JSONValue) throws(ProtocolError) {
    let item = try Self.member("textDocument", of: params)
    let uri = try Self.uri(of: item)
    guard let text = item["text"]?.string else {
      throw .invalidParams("textDocument.text must be a string")
    }
    guard let version = item["version"]?.integer else {
      throw .invalidParams("textDocument.version must be an integer")
    }
    documents[uri] = TextDocument(uri: uri, version: version, clientText: Array(text.utf8))
    loadedDocuments[uri] = nil
    // A document whose name says no syntax (an untitled buffer) is read in the one its
    // language says: CSS's for `css`.
    let named = uri.lowercased()
    languageSyntaxes[uri] =
      !named.hasSuffix(".cas") && !named.hasSuffix(".css") && item["languageId"]?.string == "css" ? .css : nil
    if let path = DocumentURI.path(of: uri).map(canonicalFilePath) {
      canonicalPaths[uri] = path
      urisByCanonicalPath[path] = uri
      // A document opened again starts its versions again (VS Code's at 1): what was read of
      // an earlier opening, stamped with its version, is no reading of this one.
      workspaceSymbolsRead[path] = nil
      selectorNamesRead[path] = nil
      importerReadings[path] = nil
    }
    staleDiagnostics.insert(uri)
    readAgainWhatDependsOn(uri)
  }

  func changeDocument(_ params: JSONValue) throws(ProtocolError) {
    let identifier = try Self.member("textDocument", of: params)
    let uri = try Self.uri(of: identifier)
    guard documents[uri] != nil else {
      throw .invalidParams("\(quotedForMessage(uri)) is not open")
    }
    guard let version = identifier["version"]?.integer else {
      throw .invalidParams("textDocument.version must be an integer")
    }
    guard let changes = params["contentChanges"]?.array else {
      throw .invalidParams("contentChanges must be an array")
    }
    // Checked whole before any is applied: a change that cannot be read leaves the document as
    // it was, not half-edited.
    var edits: [(text: [UInt8], range: (start: TextDocument.Position, end: TextDocument.Position)?)] = []
    for change in changes {
      guard let text = change["text"]?.string else {
        throw .invalidParams("each content change must have a text")
      }
      edits.append((Array(text.utf8), try change["range"].map(Self.range)))
    }
    // Taken out of the table while it is edited, so that its text is edited in place, not
    // copied for each edit.
    var document = documents.removeValue(forKey: uri)!
    for edit in edits {
      document.apply(edit.text, in: edit.range, version: version, encoding: encoding)
    }
    documents[uri] = document
    staleDiagnostics.insert(uri)
    lastEditedDocument = uri
    readAgainWhatDependsOn(uri)
  }

  func closeDocument(_ params: JSONValue) throws(ProtocolError) {
    let uri = try Self.uri(of: try Self.member("textDocument", of: params))
    // Importers read the file on disk again.
    readAgainWhatDependsOn(uri)
    documents[uri] = nil
    loadedDocuments[uri] = nil
    unreadableDocuments[uri] = nil
    languageSyntaxes[uri] = nil
    staleDiagnostics.remove(uri)
    if let path = canonicalPaths.removeValue(forKey: uri), urisByCanonicalPath[path] == uri {
      urisByCanonicalPath[path] = nil
    }
    // Its diagnostics were of the buffer, which is gone.
    if documentsWithDiagnostics.remove(uri) != nil {
      notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
    }
  }

  /// The open documents that read `uri`'s file as an import read the buffer, which changed:
  /// they are read again and their diagnostics published again. So are those of the open
  /// documents it imports (as last read): whether their definitions are used depends on it.
  private func readAgainWhatDependsOn(_ uri: String) {
    importerUses = nil
    guard let path = canonicalPaths[uri] else { return }
    // A sheet's reading of what it imports holds this buffer no longer, and what the sheet
    // uses may have changed for each open document it imports (a partial beside this one).
    for reading in importerReadings.values where reading.imported.contains(path) {
      for imported in reading.imported where imported != path {
        if let other = urisByCanonicalPath[imported], documents[other] != nil {
          staleDiagnostics.insert(other)
        }
      }
    }
    importerReadings = importerReadings.filter { !$0.value.imported.contains(path) }
    for (other, loaded) in loadedDocuments where other != uri && loaded.imports.contains(path) {
      loadedDocuments[other] = nil
      if documents[other] != nil { staleDiagnostics.insert(other) }
    }
    for imported in loadedDocuments[uri]?.imports ?? [] {
      if let other = urisByCanonicalPath[imported], other != uri, documents[other] != nil {
        staleDiagnostics.insert(other)
      }
    }
  }

  static func member(_ name: String, of params: JSONValue) throws(ProtocolError) -> JSONValue {
    guard let value = params[name], value.isObject else {
      throw .invalidParams("\(name) must be an object")
    }
    return value
  }

  static func uri(of identifier: JSONValue) throws(ProtocolError) -> String {
    guard let uri = identifier["uri"]?.string, !uri.isEmpty else {
      throw .invalidParams("textDocument.uri must be a non-empty string")
    }
    // Every diagnostic's notes repeat it: a megabyte's URI made gigabytes of diagnostics.
    guard uri.utf8.count <= Self.longestURI else {
      throw .invalidParams("a document's URI may be at most \(Self.longestURI) bytes, not \(uri.utf8.count)")
    }
    return uri
  }

  /// The longest URI a document may have: a path as long as the system opens, percent-encoded.
  static let longestURI = 3 * 4096

  static func range(_ value: JSONValue) throws(ProtocolError) -> (
    start: TextDocument.Position, end: TextDocument.Position
  ) {
    guard let start = value["start"].flatMap(position), let end = value["end"].flatMap(position) else {
      throw .invalidParams(
        "a range must have a start and an end, each a line and a character (integers, 0 or more)")
    }
    guard (start.line, start.character) <= (end.line, end.character) else {
      throw .invalidParams("a range's start must not come after its end")
    }
    return (start, end)
  }

  static func position(_ value: JSONValue) -> TextDocument.Position? {
    guard let line = value["line"]?.integer, let character = value["character"]?.integer, line >= 0,
      character >= 0
    else { return nil }
    return TextDocument.Position(line: line, character: character)
  }
}
