import Foundation
import Stylec

/// Diagnostics: what `stylec lint` reports for a document, read from the client's buffer with
/// its project's configuration, schema, dialect and variables, published as
/// `textDocument/publishDiagnostics`.
extension LanguageServer {
  /// Publishes the diagnostics of every document whose text, or whose files on disk, changed
  /// since its last; unless `all`, it stops after a document when the client has sent more
  /// (a save marks every open document stale: the client's next request waits for one lint,
  /// not for all of them), and the rest follow once that is answered. The document edited last
  /// goes first, the one the author is looking at; a document that came to import an open one
  /// marks that one stale, which is published in the same pass.
  func publishStaleDiagnostics(all: Bool = false) {
    while !staleDiagnostics.isEmpty {
      var pending = staleDiagnostics.sorted()
      if let edited = lastEditedDocument, let place = pending.firstIndex(of: edited) {
        pending.insert(pending.remove(at: place), at: 0)
      }
      guard publish(pending, all: all) else { return }
    }
  }

  /// Publishes the diagnostics of the stale documents among `uris`, in order; false when it
  /// stopped for input the client sent.
  private func publish(_ uris: [String], all: Bool) -> Bool {
    for uri in uris where staleDiagnostics.contains(uri) {
      staleDiagnostics.remove(uri)
      guard let document = documents[uri] else { continue }
      lintStopsForInput = !all
      defer { lintStopsForInput = false }
      let findings = diagnostics(of: document)
      if lintStoppedForInput {
        // Made again once the input is handled: the input may well change it.
        lintStoppedForInput = false
        staleDiagnostics.insert(uri)
        return false
      }
      if findings.isEmpty {
        documentsWithDiagnostics.remove(uri)
      } else {
        documentsWithDiagnostics.insert(uri)
      }
      notify(
        "textDocument/publishDiagnostics",
        ["uri": .string(uri), "version": JSONValue(document.version), "diagnostics": .array(findings)])
      if !all, reader.hasWaitingInput() { return false }
    }
    return true
  }

  /// The document's diagnostics in the protocol's form: its own findings, and any problem with
  /// its configuration or schema at its start (and, as related information, where it stands in
  /// the configuration); an open configuration's own problem where it stands.
  func diagnostics(of document: TextDocument) -> [JSONValue] {
    if Self.isConfiguration(document) { return configurationDiagnostics(of: document) }
    switch lint(document) {
    case .success(let findings):
      // Findings come in order of their starts; their ends, each after its start, nearly so.
      var starts = TextDocument.PositionCounter(document, encoding: encoding)
      var ends = TextDocument.PositionCounter(document, encoding: encoding)
      var published = findings.prefix(Self.mostPublishedDiagnostics).map {
        protocolDiagnostic($0, in: document, starts: &starts, ends: &ends)
      }
      // An editor shows the first; the rest are counted where the first left out stands.
      if findings.count > Self.mostPublishedDiagnostics {
        let first = findings[Self.mostPublishedDiagnostics].location
        let start = starts.position(line: first?.line ?? 1, column: first?.column ?? 1)
        let position: JSONValue = ["line": JSONValue(start.line), "character": JSONValue(start.character)]
        published.append([
          "range": ["start": position, "end": position], "severity": 3, "source": "stylec",
          "message": .string(
            "\(findings.count - Self.mostPublishedDiagnostics) more findings are not shown here; stylec lint lists them all"
          ),
        ])
      }
      return published
    case .failure(let problem):
      let start: JSONValue = ["line": 0, "character": 0]
      var diagnostic: [String: JSONValue] = [
        "range": ["start": start, "end": start], "severity": 1, "source": "stylec",
        // The configuration or its schema, which keeps every sheet it governs from being read;
        // or the document's size.
        "code": .string(
          problem.isDocumentTooLarge ? DiagnosticCode.fileTooLarge.rawValue : "invalid-configuration"),
        "message": .string(problem.message),
      ]
      if let location = configurationLocation(ofProblem: problem.message, forSheet: document.uri) {
        diagnostic["relatedInformation"] = [
          ["location": location, "message": "the configuration's problem is here"]
        ]
      }
      return [.object(diagnostic)]
    }
  }

  /// How many findings one document's diagnostics list: an editor shows no more usefully, and
  /// each repeats the document's URI in its notes.
  static let mostPublishedDiagnostics = 1_000

  /// A problem that keeps the document from being linted at all.
  struct LintProblem: Error {
    var message: String
    /// Whether it is the document's size (`file-too-large`), not the configuration's or its
    /// schema's problem (`invalid-configuration`).
    var isDocumentTooLarge = false
  }

  /// The document's lint findings in its own file, as `stylec lint DIR` would find them were
  /// the buffer saved: a definition that a sheet importing the document uses is not unused.
  private func lint(_ document: TextDocument) -> Result<[Diagnostic], LintProblem> {
    // A JSON buffer an editor sends (a `.stylec.json` opened) is no sheet.
    guard !document.uri.lowercased().hasSuffix(".json") else { return .success([]) }
    return load(document).map { loaded in
      let used = canonicalPaths[document.uri].map(namesUsedByImporters(of:)) ?? []
      let findings = Linter(schema: loaded.schema, settings: loaded.settings).lint(
        loaded.sheet, usedElsewhere: used)
      let own = loaded.sheet.filePaths.first
      // An error that arises in a file it imports only in this load (a cycle back to it, a
      // dialect it names that the document's forbids, a value of this sheet's that a partial's
      // rule or mixin cannot take) fails `stylec lint` of the document: shown at the `@import`
      // that reads that file, the first of its errors said, as the project's rules set them
      // (off, or a warning). One in a value the configuration or `--var` gives (read as a file
      // of its own) is shown at the document's start. A file's own findings, which it has read
      // alone, are its own, shown when it is opened; but while it is not, its own load errors
      // are shown at the `@import` too (an import that was no UTF-8, or left a block open,
      // showed nowhere), as `stylec lint` of the document reports them.
      let key = { (finding: Diagnostic) -> String in
        "\(finding.code.rawValue) \(finding.location?.file ?? "") \(finding.location?.offset ?? 0)"
      }
      let loadErrors = Set(loaded.sheet.diagnostics.filter { $0.severity == .error }.map(key))
      var ownErrors: [String: Set<String>] = [:]
      let openPaths = Set(openDocumentsByPath().keys)
      let start = SourceLocation(file: own ?? document.uri, line: 1, column: 1)
      // At each import, the finding said first (one that arises only in this load, where there
      // is one: `firstIsOwn` false), and how many there are.
      var importErrors:
        [SourceLocation: (first: Diagnostic, firstIsOwn: Bool, count: Int, severity: Diagnostic.Severity)] =
          [:]
      for finding in findings {
        guard let location = finding.location, location.file != own,
          finding.severity == .error || loadErrors.contains(key(finding))
        else { continue }
        // The file's own, which it has read alone too (a file it fails to import).
        if ownErrors[location.file] == nil {
          ownErrors[location.file] = Set(errorsOfFileAlone(location.file).map(key))
        }
        let isOwn = ownErrors[location.file]!.contains(key(finding))
        if isOwn, finding.code.isLintOnly || openPaths.contains(canonicalFilePath(location.file)) { continue }
        let at = loaded.sheet.importLocation(reaching: location.file) ?? start
        importErrors[at, default: (finding, isOwn, 0, finding.severity)].count += 1
        if !isOwn, importErrors[at]!.firstIsOwn {
          importErrors[at]!.first = finding
          importErrors[at]!.firstIsOwn = false
        }
        if finding.severity == .error { importErrors[at]!.severity = .error }
      }
      // Each once, as `stylec lint` reports them: a mixin's body is read at every include.
      var seen: Set<String> = []
      let found = findings.filter { $0.location?.file == own && seen.insert(Self.sameness(of: $0)).inserted }
      let ownFindings = own.map { asItsImportersReadIt(found, file: $0, of: document) } ?? found
      guard !importErrors.isEmpty else { return ownFindings }
      let shown = importErrors.sorted { $0.key < $1.key }.map { at, errors in
        var shown = Diagnostic(
          errors.first.code,
          message:
            "\(errors.count == 1 ? (errors.severity == .error ? "an" : "a") : "\(errors.count)") \(errors.severity == .error ? "error" : "warning")\(errors.count == 1 ? "" : "s") \(at == start ? "in a value the configuration gives" : "reading a file this imports"): \(errors.first.location.map { "\($0): " } ?? "")\(errors.first.message)",
          location: at, notes: errors.first.notes)
        shown.severity = errors.severity
        return shown
      }
      return (ownFindings + shown).sorted {
        ($0.location?.offset ?? 0) < ($1.location?.offset ?? 0)
      }
    }
  }

  /// A partial's findings as `stylec lint DIR` finds them when a sheet of the project imports it
  /// (one it does not import in turn): what its importers' loads find in it, where read alone it
  /// would lack what they import before it (`$accent` from `colors.cas`); its unused
  /// definitions are still judged by what every importer uses. `findings` as they are where no
  /// sheet imports it.
  private func asItsImportersReadIt(_ findings: [Diagnostic], file path: String, of document: TextDocument)
    -> [Diagnostic]
  {
    guard let own = canonicalPaths[document.uri] else { return findings }
    // One it imports in turn (an import cycle) reads it no more than it reads that one.
    let importers = importers(of: own).filter { importerReadings[own]?.imported.contains($0) != true }
    guard !importers.isEmpty else { return findings }
    let pendingCodes: Set<DiagnosticCode> = [.unusedVariable, .unusedMixin, .unusedCustomProperty]
    var kept = findings.filter { pendingCodes.contains($0.code) }
    var seen = Set(kept.map(Self.sameness))
    let open = openDocumentsByPath()
    // Each file a finding names worked out once: an importer's load finds many in few files.
    var canonical: [String: String] = [:]
    func isOwn(_ finding: Diagnostic) -> Bool {
      guard let file = finding.location?.file else { return false }
      if canonical[file] == nil { canonical[file] = canonicalFilePath(file) }
      return canonical[file] == own
    }
    for importer in importers {
      if lintStopsForInput, reader.hasWaitingInput() {
        lintStoppedForInput = true
        return findings
      }
      guard let (_, text) = sheetText(at: importer, open: open),
        case .success(let loaded) = load(text, path: importer, version: 0)
      else { continue }
      for var finding in Linter(schema: loaded.schema, settings: loaded.settings).lint(loaded.sheet)
      where !pendingCodes.contains(finding.code) && isOwn(finding) {
        guard seen.insert(Self.sameness(of: finding)).inserted else { continue }
        finding.location?.file = path
        kept.append(finding)
      }
    }
    return kept.sorted { ($0.location?.offset ?? 0) < ($1.location?.offset ?? 0) }
  }

  /// What makes two findings of one file the same, as `stylec lint` tells them apart: rule,
  /// place and message (not the notes, which name the include that read a mixin's body).
  private static func sameness(of finding: Diagnostic) -> String {
    "\(finding.code.rawValue) \(finding.location?.offset ?? 0) \(finding.message)"
  }

  /// The errors `stylec lint` finds in the file at `path` read alone (its own buffer when open),
  /// and those of its load whatever the project's rules make them; none for a value the
  /// configuration gives (`<variable $x>`), which is no file.
  private func errorsOfFileAlone(_ path: String) -> [Diagnostic] {
    guard path.hasPrefix("/"),
      let (_, text) = sheetText(at: canonicalFilePath(path), open: openDocumentsByPath()),
      case .success(let alone) = load(text, path: path, version: 0)
    else { return [] }
    let findings = Linter(schema: alone.schema, settings: alone.settings).lint(alone.sheet)
    return (findings + alone.sheet.diagnostics).filter { $0.severity == .error && $0.location?.file == path }
  }

  /// A document read as `stylec lint` reads its file: with its project's configuration and
  /// schema, its imports from disk. Kept for its version, so that hover and completion on an
  /// unchanged document read it once.
  struct LoadedDocument {
    var version: Int
    var sheet: Stylesheet
    var schema: StyleSchema
    var settings: [DiagnosticCode: Linter.Setting]
    /// The files it imports, by canonical path: an edit of one of them as an open buffer makes
    /// this read stale.
    var imports: Set<String> = []
    /// The variables the configuration and `--var` give it, by name with sigil.
    var injectedVariables: Set<String> = []
    /// The configuration file it was read with and that file's fingerprint, to tell when it
    /// changed.
    var configuration: (path: String, fingerprint: FileFingerprint?)?
    /// Where the configuration writes each variable it gives (and `--var` does not), by name.
    var configurationVariables: [String: Int] = [:]
    /// The schema file it was read with (`--schema` or the configuration's) and that file's
    /// fingerprint, to tell when it changed.
    var schemaFile: (path: String, fingerprint: FileFingerprint?)?
    /// The files it read or tried to import, each with its fingerprint (nil: missing): one
    /// changed on disk makes this read stale, whether or not the client watches files.
    var fingerprints: [String: FileFingerprint?] = [:]
  }

  /// The document read, or why it cannot be.
  func load(_ document: TextDocument) -> Result<LoadedDocument, LintProblem> {
    let known = loadedDocuments[document.uri]
    if let known, known.version == document.version {
      guard
        configurationChanged(since: known, for: document) || filesChanged(since: known)
          || known.schemaFile.map({ FileFingerprint(path: $0.path) != $0.fingerprint }) == true
      else {
        return .success(known)
      }
      // The configuration or a file read changed and no client said so: every document is
      // read again, and its diagnostics published again.
      filesOnDiskChanged()
    }
    // As `stylec lint` refuses the file (a 60 MB buffer was read, 422 MB at its peak).
    let limit = options.limits.maximumFileSize
    guard document.text.count <= limit else {
      return .failure(
        LintProblem(
          message:
            "the document is larger than the \(limit)-byte limit (raised with --max-file-size): it is not read, as stylec lint does not read its file",
          isDocumentTooLarge: true))
    }
    guard let path = DocumentURI.path(of: document.uri) else {
      // A document with no file (an unsaved buffer) has no project, and imports nothing.
      let sheet = Stylesheet(
        bytes: document.text, fileName: document.uri,
        syntax: options.syntax ?? languageSyntaxes[document.uri],
        dialect: options.dialect, variables: options.variables, limits: options.limits)
      return .success(
        keep(
          LoadedDocument(
            version: document.version, sheet: sheet, schema: .uikit, settings: [:],
            injectedVariables: Set(options.variables.keys)),
          for: document))
    }
    // The files the last read read, fingerprinted before this one.
    let before = FileFingerprint.taken(of: known.map { Array($0.fingerprints.keys) } ?? [])
    let read = load(document.text, path: path, version: document.version)
    // The diagnostics still say why the last read failed (a hover read the configuration
    // mended, or broken another way).
    guard case .success = read else {
      if case .failure(let problem) = read,
        unreadableDocuments.updateValue(problem.message, forKey: document.uri) != problem.message
      {
        staleDiagnostics.insert(document.uri)
      }
      return read
    }
    if unreadableDocuments.removeValue(forKey: document.uri) != nil { staleDiagnostics.insert(document.uri) }
    return read.map { loaded in
      var loaded = loaded
      // Its own file is read from the buffer, not from disk.
      loaded.fingerprints = loaded.sheet.fingerprintsOfWatchedFiles(takenBefore: before).filter {
        $0.key != path
      }
      // An open document it came to import, or no longer imports, judges its definitions by
      // what its importers use: its diagnostics are published again.
      for changed in loaded.imports.symmetricDifference(known?.imports ?? []) {
        if let other = urisByCanonicalPath[changed], other != document.uri, documents[other] != nil {
          staleDiagnostics.insert(other)
        }
      }
      return keep(loaded, for: document)
    }
  }

  /// Whether a file the document's sheet read, or tried to import, changed on disk since.
  private func filesChanged(since known: LoadedDocument) -> Bool {
    !FileFingerprint.changedPaths(in: known.fingerprints).isEmpty
  }

  /// Whether the configuration a document was read with changed on disk since, or another
  /// now stands in its place (one created nearer the sheet, or where there was none): the
  /// search runs again, a few directories' look-ups.
  private func configurationChanged(since known: LoadedDocument, for document: TextDocument) -> Bool {
    guard let path = DocumentURI.path(of: document.uri) else { return false }
    let current = options.configurationPath ?? ProjectConfiguration.find(for: path)
    guard current == known.configuration?.path else { return true }
    guard let current else { return false }
    return FileFingerprint(path: current) != known.configuration?.fingerprint
  }

  /// The sheet `bytes` of the file at `path` hold, read as `stylec lint` reads that file, its
  /// imports from the open documents first, then from disk.
  func load(_ bytes: [UInt8], path: String, version: Int) -> Result<LoadedDocument, LintProblem> {
    let configuration: ProjectConfiguration
    let schema: StyleSchema
    var schemaFile: (path: String, fingerprint: FileFingerprint?)?
    do throws(UsageError) {
      configuration = try options.configuration(for: path)
      let read = try self.schemaFile(for: configuration)
      schemaFile = read.file
      schema = try configuration.extending(read.schema)
    } catch {
      return .failure(LintProblem(message: error.message))
    }
    // The other open documents, by the canonical paths worked out when each was opened, looked
    // up only for the files the sheet imports.
    let own = canonicalFilePath(path)
    let (uris, open) = (urisByCanonicalPath, documents)
    let openBuffer: @Sendable (String) -> [UInt8]? = { canonical in
      canonical == own ? nil : uris[canonical].flatMap { open[$0]?.text }
    }
    let variables = options.variables(given: configuration)
    let sheet = Stylesheet(
      bytes: bytes, fileName: path, syntax: options.syntax,
      dialect: options.dialect(given: configuration), variables: variables,
      limits: options.limits,
      importRoot: options.limits.importRoot ?? importRoot(of: path, canonical: own),
      relativeNamesFromWorkingDirectory: false, openBuffer: openBuffer)
    return .success(
      LoadedDocument(
        version: version, sheet: sheet, schema: schema, settings: configuration.settings,
        imports: Set(sheet.filePaths.dropFirst().map(canonicalFilePath)),
        injectedVariables: Set(variables.keys), configuration: configuration.readFrom,
        configurationVariables: configuration.variableKeyOffsets.filter { options.variables[$0.key] == nil },
        schemaFile: schemaFile))
  }

  /// Where a sheet's imports may come from: the outermost workspace folder that holds it (the
  /// project the editor opened, so that `../shared/colors.cas` is read; a folder opened inside
  /// another is part of it), else its own directory, as for `stylec lint`. Folders and sheet
  /// are compared by canonical path: a folder named through a link holds the sheets under it.
  private func importRoot(of path: String, canonical: String) -> String {
    let holding = workspaceFolders.filter { canonical.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    return holding.min { $0.count < $1.count } ?? directoryPart(of: path)
  }

  private func keep(_ loaded: LoadedDocument, for document: TextDocument) -> LoadedDocument {
    loadedDocuments[document.uri] = loaded
    return loaded
  }

  /// The schema `--schema` or the configuration names (the built-in one without either), read
  /// again only when its file changed, with the file and its fingerprint (taken before it was
  /// read) when it is one.
  func schemaFile(for configuration: ProjectConfiguration) throws(UsageError) -> (
    schema: StyleSchema, file: (path: String, fingerprint: FileFingerprint?)?
  ) {
    let named =
      options.schemaPath.map { (path: $0, root: String?.none) }
      ?? configuration.schemaPath.map { (path: $0, root: configuration.schemaRoot) }
    guard let named, named.path != "uikit" else { return (.uikit, nil) }
    let fingerprint = FileFingerprint(path: named.path)
    if let known = schemaFiles.value(for: named.path), let fingerprint, known.fingerprint == fingerprint {
      return (known.schema, (named.path, fingerprint))
    }
    let bytes = try readInputFile(
      named.path, description: "schema", regularFileOnly: true, inside: named.root,
      advice: ReadingAdvice(pipeAdvice: nil)
    ).bytes
    do {
      let schema = try StyleSchema(
        json: bytes, fileName: named.path, maximumDiagnostics: options.limits.maximumDiagnostics)
      schemaFiles.keep((fingerprint, schema), for: named.path)
      return (schema, (named.path, fingerprint))
    } catch {
      let first =
        error.diagnostics.first.map { ": \($0.location.map { "\($0): " } ?? "")\($0.message)" } ?? ""
      throw UsageError(message: "the schema \(quoted(named.path)) cannot be used\(first)", topic: nil)
    }
  }

  /// A finding as the protocol's `Diagnostic`: its range in the client's units, its code, its
  /// notes as related information at the same place, and its replacement (for a quick fix).
  private func protocolDiagnostic(
    _ finding: Diagnostic, in document: TextDocument, starts: inout TextDocument.PositionCounter,
    ends: inout TextDocument.PositionCounter
  ) -> JSONValue {
    let location = finding.location
    let start = starts.position(line: location?.line ?? 1, column: location?.column ?? 1)
    let end = ends.position(line: location?.endLine ?? 1, column: location?.endColumn ?? 1)
    let range: JSONValue = [
      "start": ["line": JSONValue(start.line), "character": JSONValue(start.character)],
      "end": ["line": JSONValue(end.line), "character": JSONValue(end.character)],
    ]
    var members: [String: JSONValue] = [
      "range": range, "severity": finding.severity == .error ? 1 : 2, "source": "stylec",
      "code": .string(finding.code.rawValue), "message": .string(finding.message),
    ]
    if !finding.notes.isEmpty {
      members["relatedInformation"] = .array(
        finding.notes.map { note in
          ["location": ["uri": .string(document.uri), "range": range], "message": .string(note)]
        })
    }
    if let replacement = finding.replacement {
      // The range goes with it: a client may send the diagnostic back with its range counted in
      // other units (Neovim 0.7 counts bytes), and the fix must replace what was published.
      members["data"] = ["replacement": .string(replacement), "range": range]
    } else if let suggested = Self.suggestedReplacement(of: finding, in: document) {
      members["data"] = [
        "replacement": .string(suggested.text), "range": protocolRange(suggested.range, in: document),
      ]
    }
    return .object(members)
  }
}
