import Stylec

/// The workspace: the folders the client opened, the sheets under them (found as `stylec lint
/// DIR` finds them) and the files those import, and the symbols they define.
extension LanguageServer {
  /// The folders `initialize` names, as named and by canonical path: `workspaceFolders`, else
  /// `rootUri`, else `rootPath`; those that are no `file:` URI are left out (their sheets cannot
  /// be read).
  static func workspaceFolders(initializing params: JSONValue) -> [(given: String, canonical: String)] {
    let paths: [String]
    if let folders = params["workspaceFolders"]?.array {
      paths = folders.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }
    } else if let root = params["rootUri"]?.string {
      paths = DocumentURI.path(of: root).map { [$0] } ?? []
    } else if let root = params["rootPath"]?.string, root.hasPrefix("/") {
      paths = [root]
    } else {
      paths = []
    }
    return paths.map { ($0, canonicalFilePath($0)) }
  }

  /// Keeps the path the client names a workspace folder by, where it is not the canonical one.
  func noteName(of folder: (given: String, canonical: String)) {
    var given = folder.given
    while given.count > 1, given.hasSuffix("/") { given.removeLast() }
    if given != folder.canonical, workspaceFolderNames[folder.canonical] == nil {
      workspaceFolderNames[folder.canonical] = given
    }
  }

  /// `workspace/didChangeWorkspaceFolders`: folders added and removed.
  func changeWorkspaceFolders(_ params: JSONValue) throws(ProtocolError) {
    guard let event = params["event"], let added = event["added"]?.array,
      let removed = event["removed"]?.array
    else {
      throw .invalidParams("event must have 'added' and 'removed', each an array of workspace folders")
    }
    // By canonical path, as `initialize` keeps them: a folder named through a link, or with
    // `/./` in it, is the folder.
    let removedPaths = removed.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }.map(
      canonicalFilePath)
    workspaceFolders.removeAll(where: removedPaths.contains)
    for given in added.compactMap({ $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }) {
      let path = canonicalFilePath(given)
      noteName(of: (given, path))
      if !workspaceFolders.contains(path) { workspaceFolders.append(path) }
    }
    // Each document's import root may have changed with them.
    filesOnDiskChanged()
  }

  /// The sheets under the workspace's folders, by canonical path, in order, each once (a link
  /// to a sheet is the sheet), found again only after the folders or the files on disk
  /// changed. At most `mostWorkspaceSheets`: a workspace
  /// opened at a home directory is not read whole on each request.
  func workspaceSheets() -> [String] {
    if let found = foundWorkspaceSheets { return found }
    var sheets: [String] = []
    var seen: Set<String> = []
    workspaceSearchCut = nil
    for folder in workspaceFolders {
      let found = StylesheetDiscovery.stylesheets(
        under: folder, mostDirectories: Self.mostWorkspaceDirectories)
      if let unread = found.unread {
        workspaceSearchCut = "\(quotedForMessage(unread.path)) is not searched whole: \(unread.reason)"
        logMessage(workspaceSearchCut!)
      }
      for path in found.sheets.lazy.map(canonicalFilePath) where seen.insert(path).inserted {
        sheets.append(path)
      }
    }
    if sheets.count > Self.mostWorkspaceSheets {
      workspaceSearchCut =
        "the workspace holds \(sheets.count) stylesheets; only the first \(Self.mostWorkspaceSheets) are searched for symbols, references and renames"
      logMessage(workspaceSearchCut!)
      sheets.removeSubrange(Self.mostWorkspaceSheets...)
    }
    foundWorkspaceSheets = sheets
    return sheets
  }

  /// The most sheets of a workspace searched.
  static let mostWorkspaceSheets = 5_000
  /// The most directories of one workspace folder searched for sheets.
  static let mostWorkspaceDirectories = 20_000

  /// The open documents that are files, by canonical path.
  func openDocumentsByPath() -> [String: TextDocument] {
    var byPath: [String: TextDocument] = [:]
    for (uri, path) in canonicalPaths { byPath[path] = documents[uri] }
    return byPath
  }

  /// The syntax a sheet of that path or URI is read in.
  func syntax(of name: String) -> StylesheetSyntax {
    options.syntax ?? languageSyntaxes[name] ?? StylesheetSyntax(path: name)
  }

  /// The text of the sheet at the canonical `path`: the open document's (`open`, by canonical
  /// path), else the file's (nil when it cannot be read or is larger than `--max-file-size`),
  /// with the URI to name it by. A file's byte-order mark is left out, as editors show the
  /// file and as the loader reads it: positions count from the first character after it.
  func sheetText(at path: String, open: [String: TextDocument]) -> (uri: String, text: [UInt8])? {
    if let document = open[path] { return (document.uri, document.text) }
    guard
      case .success(let bytes) = readFileBytes(
        atPath: path, limit: options.limits.maximumFileSize, regularFileOnly: true)
    else { return nil }
    let markLength = SourceFile.byteOrderMarkLength(of: bytes)
    let text = markLength == 0 ? bytes : Array(bytes.dropFirst(markLength))
    return (DocumentURI.uri(ofPath: clientPath(of: path)), text)
  }

  /// The canonical `path` as the client names it: under the workspace folder it lies in, by the
  /// folder's own path (a folder opened through a link names its files through the link, as
  /// the documents the client opens and the imports read from them do).
  func clientPath(of path: String) -> String {
    for (canonical, given) in workspaceFolderNames where path.hasPrefix(canonical + "/") {
      return given + path.dropFirst(canonical.count)
    }
    return path
  }

  /// A sheet's text to count positions in: the open document's of that URI (whose first line's
  /// positions count a byte-order mark the client's text starts with), else `text` as read.
  func positionedText(uri: String, text: [UInt8]) -> TextDocument {
    documents[uri] ?? TextDocument(uri: uri, version: 0, text: text)
  }

  /// `workspace/symbol`: the variables each workspace folder's configuration gives, and the
  /// variables, mixins and rules of every sheet in the workspace (and every open document) whose
  /// name holds the query's letters in order, ignoring case.
  func workspaceSymbols(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    guard let query = params["query"]?.string else { throw .invalidParams("query must be a string") }
    let wanted = Array(query.lowercased().unicodeScalars)
    let open = openDocumentsByPath()
    let paths = projectSheets(open: open)
    var symbols = Array(
      configurationSymbols().lazy.filter { Self.holdsInOrder(wanted, $0.name.lowercased()) }.map(\.json)
        .prefix(Self.mostWorkspaceSymbols))
    var kept: [String: (stamp: SymbolStamp, symbols: [(name: String, json: JSONValue)])] = [:]
    defer { workspaceSymbolsRead = kept }
    for path in paths {
      // Each sheet's symbols are kept with the stamp they were read at (a file's fingerprint,
      // looked at before it is read, or an open document's version) and read again only when
      // it changed: a client asks on each key typed in its symbol search.
      guard let stamp = stamp(of: path, open: open) else { continue }
      let fileSymbols: [(name: String, json: JSONValue)]
      if let known = workspaceSymbolsRead[path], known.stamp == stamp {
        fileSymbols = known.symbols
      } else if symbols.count < Self.mostWorkspaceSymbols, let (uri, text) = sheetText(at: path, open: open) {
        fileSymbols = self.symbols(ofSheet: text, at: path, uri: uri)
      } else {
        // Past the answer's bound, a sheet not read is not read now.
        continue
      }
      kept[path] = (stamp, fileSymbols)
      for symbol in fileSymbols
      where symbols.count < Self.mostWorkspaceSymbols && Self.holdsInOrder(wanted, symbol.name.lowercased()) {
        symbols.append(symbol.json)
      }
    }
    return .array(symbols)
  }

  /// What a sheet's symbols were read from: a file as it stood, or an open document's version.
  enum SymbolStamp: Equatable {
    case file(FileFingerprint)
    case buffer(uri: String, version: Int)
  }

  /// The sheet at the canonical `path` as it stands now: the open document's version (`open`,
  /// by canonical path), else the file's fingerprint, taken before it is read; nil when it
  /// cannot be examined.
  func stamp(of path: String, open: [String: TextDocument]) -> SymbolStamp? {
    if let document = open[path] { return .buffer(uri: document.uri, version: document.version) }
    return FileFingerprint(path: path).map(SymbolStamp.file)
  }

  /// The sheets of the project, by canonical path: those under the workspace's folders, then
  /// the open documents not among them.
  func projectSheets(open: [String: TextDocument]) -> [String] {
    let found = workspaceSheets()
    let foundSet = Set(found)
    return found + open.keys.sorted().filter { !foundSet.contains($0) }
  }

  /// The project's sheets (`projectSheets(open:)`), then the files they import that are none of
  /// them (a partial in a hidden directory, or outside the workspace's folders): the files whose
  /// definitions and uses a rename or a search for references must reach.
  func projectSheetsAndImports(open: [String: TextDocument]) -> [String] {
    let sheets = projectSheets(open: open)
    // Reads each project sheet's imports, kept until a document or a file on disk changes.
    _ = namesUsedByImporters(of: "")
    let listed = Set(sheets)
    let imported = Set(importerReadings.values.flatMap(\.imported)).subtracting(listed)
    return sheets + imported.sorted()
  }

  /// Searches the workspace's folders again, for a request whose answer must hold every sheet
  /// (references, rename): a sheet made on disk since the last search is found even when the
  /// client reports no changes of files. Readings of importers are made again when the sheets
  /// found differ.
  func searchWorkspaceAgain() {
    let before = foundWorkspaceSheets
    foundWorkspaceSheets = nil
    if before != nil, workspaceSheets() != before { importerUses = nil }
  }

  /// The symbols of the sheet `text` of the file at `path`, read alone (its symbols are its
  /// own, whatever it imports), each as the protocol's `SymbolInformation`.
  private func symbols(ofSheet text: [UInt8], at path: String, uri: String) -> [(
    name: String, json: JSONValue
  )] {
    let dialect = (try? options.configuration(for: path)).flatMap(options.dialect(given:)) ?? options.dialect
    let sheet = Stylesheet(
      bytes: text, fileName: path, syntax: options.syntax, dialect: dialect, limits: options.limits)
    let file = TextDocument(uri: uri, version: 0, text: text)
    let symbols = Self.symbols(of: sheet, in: file)
    return zip(symbols, protocolRanges(symbols.map(\.range), in: file)).map { symbol, range in
      let json: JSONValue = [
        "name": .string(symbol.name), "kind": JSONValue(symbol.kind),
        "location": ["uri": .string(uri), "range": range],
      ]
      return (symbol.name, json)
    }
  }

  /// The most symbols one `workspace/symbol` answer lists: a client asks again as the query
  /// grows.
  static let mostWorkspaceSymbols = 1_000

  /// Whether `text` holds `wanted`'s characters in order (`lbl` in `UILabel`).
  private static func holdsInOrder(_ wanted: [Unicode.Scalar], _ text: String) -> Bool {
    var next = wanted.startIndex
    for scalar in text.unicodeScalars where next < wanted.endIndex && scalar == wanted[next] { next += 1 }
    return next == wanted.endIndex
  }
}
