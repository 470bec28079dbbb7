import Stylec

/// What the sheets importing a document use, for its diagnostics: `stylec lint DIR` judges a
/// partial's definitions (`colors.cas`) by what the sheets importing it use, and so does the
/// editor, with the sheets of the workspace's folders and the open documents.
extension LanguageServer {
  /// What an importer's load is kept by: the sheet, and its reading's stamps.
  struct ImporterLoadKey: Equatable {
    var path: String
    var stamp: SymbolStamp
    var fingerprints: [String: FileFingerprint?]
  }

  /// One sheet's read, kept until a file it read changes on disk or its buffer changes.
  struct ImporterReading {
    /// Its own text's stamp: the open buffer's version, or the file's fingerprint.
    var stamp: SymbolStamp
    /// The files it read or tried to import, with their fingerprints when read.
    var fingerprints: [String: FileFingerprint?]
    /// The files it imports, by canonical path.
    var imported: Set<String>
    /// What it and its imports use (`LintRun.namesUsed(by:)`).
    var used: Set<String>
  }

  /// What the sheets of the workspace and open documents that import the file at the canonical
  /// `path` use. Worked out for every file at once, and again only after a document opens,
  /// changes or closes, or a file on disk changes (a save marking every open document stale
  /// reads the project once, not once a document); each sheet is read again only when its text
  /// or a file it read changed, and only a sheet that may import (it writes `import` in any
  /// case, or an escape) is read whole.
  func namesUsedByImporters(of path: String) -> Set<String> {
    if let known = importerUses { return known[path] ?? [] }
    let open = openDocumentsByPath()
    var uses: [String: Set<String>] = [:]
    var kept: [String: ImporterReading] = [:]
    defer { importerReadings = kept }
    for sheetPath in projectSheets(open: open) {
      guard let stamp = stamp(of: sheetPath, open: open) else { continue }
      var reading = importerReadings[sheetPath]
      // Its own file is stamped already (an open buffer's version, not the file on disk).
      let unchanged =
        reading.map {
          $0.stamp == stamp
            && FileFingerprint.changedPaths(in: $0.fingerprints.filter { $0.key != sheetPath }).isEmpty
        } ?? false
      if !unchanged, let (_, text) = sheetText(at: sheetPath, open: open) {
        reading = readImports(of: text, at: sheetPath, stamp: stamp, before: reading?.fingerprints ?? [:])
      }
      guard let reading else { continue }
      kept[sheetPath] = reading
      for imported in reading.imported where imported != sheetPath {
        uses[imported, default: []].formUnion(reading.used)
      }
    }
    importerUses = uses
    return uses[path] ?? []
  }

  /// The definitions of `name` that the sheets importing the document read where they import
  /// it, importer by importer: a partial uses what its importer defines before importing it
  /// (`main.cas` imports `colors.cas`, then `card.cas`, which uses `$accent`); in a mixin's
  /// body, which is worked out where the importer includes it, each definition the importer
  /// reads, any of which an include may come after. None for a document with no file.
  func definitionsInImporters(of name: String, for document: TextDocument, inMixinBody: Bool = false) -> [(
    location: SourceLocation, bytes: [UInt8]
  )] {
    guard let own = canonicalPaths[document.uri] else { return [] }
    var found: [(location: SourceLocation, bytes: [UInt8])] = []
    forEachImporter(of: own) { _, importer, file in
      let read =
        inMixinBody
        ? importer.definitions(of: name) : importer.definitions(of: name, readWhereImporting: file)
      found += read.filter { canonicalFilePath($0.location.file) != own }
    }
    return found
  }

  /// The values of the variable `name` the sheets importing the document give it where they
  /// import it, each with the importer's path (`definitionsInImporters`' values).
  func variableValuesInImporters(of name: String, for document: TextDocument) -> [(
    importer: String, value: StyleValue
  )] {
    guard let own = canonicalPaths[document.uri] else { return [] }
    var found: [(importer: String, value: StyleValue)] = []
    forEachImporter(of: own) { path, importer, file in
      for case let value? in importer.variableValues(of: name, readWhereImporting: file) {
        found.append((path, value))
      }
    }
    return found
  }

  /// The declarations at `offset` of the document as the sheets importing it read them: a
  /// partial's mixin, which its own load never includes, with each include's value and types.
  func declarationSitesInImporters(at offset: Int, for document: TextDocument) -> [Stylesheet.DeclarationSite]
  {
    guard let own = canonicalPaths[document.uri] else { return [] }
    var found: [Stylesheet.DeclarationSite] = []
    forEachImporter(of: own) { _, importer, file in
      found += importer.declarationSites(writtenInImported: file).filter { $0.range.contains(offset) }
    }
    return found
  }

  /// The variables the sheets importing the document give it where they import it, each with
  /// its value there (the first importer's, where several give one): those a partial may use.
  func variablesInImporters(for document: TextDocument) -> [String: StyleValue?] {
    guard let own = canonicalPaths[document.uri] else { return [:] }
    var found: [String: StyleValue?] = [:]
    forEachImporter(of: own) { _, importer, file in
      found.merge(importer.variables(readWhereImporting: file)) { first, _ in first }
    }
    return found
  }

  /// Calls `body` with each sheet importing the file at the canonical path `own`, loaded, and
  /// the path its load reads that file by.
  private func forEachImporter(
    of own: String, _ body: (_ path: String, _ importer: Stylesheet, _ file: String) -> Void
  ) {
    let open = openDocumentsByPath()
    for path in importers(of: own) {
      guard let importer = importerLoad(at: path, open: open),
        let file = importer.filePaths.dropFirst().first(where: { canonicalFilePath($0) == own })
      else { continue }
      body(path, importer, file)
    }
  }

  /// The importer at `path` loaded: kept while its reading (its text's stamp and the
  /// fingerprints of the files it read) stays as it was.
  private func importerLoad(at path: String, open: [String: TextDocument]) -> Stylesheet? {
    let reading = importerReadings[path]
    let key = reading.map { ImporterLoadKey(path: path, stamp: $0.stamp, fingerprints: $0.fingerprints) }
    if let key, let known = importerLoads.value(for: key) { return known }
    guard let (_, text) = sheetText(at: path, open: open),
      case .success(let importer) = load(text, path: path, version: 0)
    else { return nil }
    if let key { importerLoads.keep(importer.sheet, for: key) }
    return importer.sheet
  }

  /// The sheets of the workspace and open documents that import the file at the canonical
  /// `path`, directly or not, by canonical path, in order (`namesUsedByImporters`' readings).
  func importers(of path: String) -> [String] {
    _ = namesUsedByImporters(of: path)
    return importerReadings.filter { $0.key != path && $0.value.imported.contains(path) }.keys.sorted()
  }

  /// The sheet `text` of the file at `path` read for what it imports and uses; a sheet that
  /// cannot import is not read.
  private func readImports(
    of text: [UInt8], at path: String, stamp: SymbolStamp, before: [String: FileFingerprint?]
  ) -> ImporterReading {
    guard Self.mayWrite("import", in: text), case .success(let loaded) = load(text, path: path, version: 0)
    else {
      return ImporterReading(stamp: stamp, fingerprints: [:], imported: [], used: [])
    }
    // Taken before this read where known: a change while it reads shows at the next look.
    let fingerprints = loaded.sheet.fingerprintsOfWatchedFiles(takenBefore: before)
    return ImporterReading(
      stamp: stamp, fingerprints: fingerprints, imported: loaded.imports,
      used: LintRun.namesUsed(by: loaded.sheet))
  }
}
