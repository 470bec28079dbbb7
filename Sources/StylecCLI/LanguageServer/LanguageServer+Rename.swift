import Stylec

/// The uses of a variable, a custom property or a mixin across the project (references and
/// rename): the files the document reads, and every sheet of the workspace or open document
/// that reads one of the name's definitions (or, for a variable the configuration gives, that
/// the same configuration gives it to), with the partials such a sheet imports that write the
/// name without defining it (they read it from their importer); a custom property's, every
/// sheet that writes it (the
/// view tree, not imports, carries it from sheet to sheet).
extension LanguageServer {
  /// The name at `offset` of `document` that navigation follows, where the project writes
  /// it, by file, the files (by canonical path) holding the definitions the document reads, and
  /// the sheets read whole to tell (by URI), which a rename asks again, and a sheet among them
  /// that reads another definition of the name besides (said for a message: a rename would
  /// change which one it reads); nil where no such name stands.
  func uses(at offset: Int, in document: TextDocument) -> (
    name: String, range: Range<Int>, files: [(uri: String, text: [UInt8], ranges: [Range<Int>])],
    defining: Set<String>, read: [String: LoadedDocument], alsoReadsAnother: String?
  )? {
    let loaded = try? load(document).get()
    guard let (name, nameRange) = writtenName(at: offset, in: document, loaded: loaded) else { return nil }
    let bareWords = loaded?.sheet.variableNames.contains(name) ?? false
    // A mixin's parameter: its uses are in that mixin alone.
    if let loaded, let parameter = loaded.sheet.parameter(named: name, at: offset) {
      let ranges = Stylesheet.occurrences(
        of: name, in: document.text, syntax: syntax(of: DocumentURI.path(of: document.uri) ?? document.uri),
        bareWords: bareWords
      ).filter { use in parameter.scope.contains { $0.contains(use.lowerBound) } }
      return (name, nameRange, [(document.uri, document.text, ranges)], [], [document.uri: loaded], nil)
    }
    var files: [(uri: String, text: [UInt8], ranges: [Range<Int>])] = []
    var seen: Set<String> = []
    // By canonical path (a document with no file by its URI), as the loads read them: where a
    // mixin's parameter of the name stands for it (no use of the variable), and, for a
    // variable without a sigil, where it stands as one (a word of its spelling elsewhere, in a
    // selector or a condition, is none).
    var shadowed: [String: [Range<Int>]] = [:]
    var bareSites: [String: Set<Int>] = [:]
    let isBareWord = bareWords && Self.sigil(of: name).isEmpty
    func key(_ file: String) -> String { file == document.uri ? file : canonicalFilePath(file) }
    func noteSites(of sheet: Stylesheet) {
      for (file, range) in sheet.parameterScopes(of: name) { shadowed[key(file), default: []].append(range) }
      if isBareWord {
        for (file, offset) in sheet.bareWordSites(of: name) {
          bareSites[key(file), default: []].insert(offset)
        }
      }
    }
    func occurrences(in text: [UInt8], of file: String) -> [Range<Int>] {
      let scopes = shadowed[file] ?? []
      let sites = bareSites[file] ?? []
      return Stylesheet.occurrences(of: name, in: text, syntax: syntax(of: file), bareWords: bareWords).filter
      {
        use in
        !scopes.contains { $0.contains(use.lowerBound) } && (!isBareWord || sites.contains(use.lowerBound))
      }
    }
    if let loaded { noteSites(of: loaded.sheet) }
    // By canonical path: a file reached by two names is one file, edited once.
    func add(uri: String, text: [UInt8], path: String?) {
      guard seen.insert(path ?? uri).inserted else { return }
      let ranges = occurrences(in: text, of: path ?? uri)
      if !ranges.isEmpty { files.append((uri, text, ranges)) }
    }
    add(uri: document.uri, text: document.text, path: canonicalPaths[document.uri])
    guard let loaded, canonicalPaths[document.uri] != nil else {
      return (name, nameRange, files, [], [:], nil)
    }
    let open = openDocumentsByPath()
    for path in loaded.sheet.filePaths.dropFirst().map(canonicalFilePath) {
      if let (uri, text) = sheetText(at: path, open: open) { add(uri: uri, text: text, path: path) }
    }
    // The files holding the definitions the document reads (a partial defining it nowhere,
    // those its importers read where they import it): another sheet reading one of them uses
    // the same name.
    let isCustomProperty = name.hasPrefix("--")
    var definitionsRead = loaded.sheet.definitions(of: name)
    if definitionsRead.isEmpty, !isCustomProperty {
      definitionsRead = definitionsInImporters(of: name, for: document)
    }
    let defining = Set(definitionsRead.map { canonicalFilePath($0.location.file) })
    // Given by the configuration (or `--var`), not by a sheet: read by every sheet it is given to.
    let isInjected = defining.isEmpty && loaded.injectedVariables.contains(name)
    var read = [document.uri: loaded]
    guard isCustomProperty || !defining.isEmpty || isInjected else {
      return (name, nameRange, files, defining, read, nil)
    }
    var alsoReadsAnother: String?
    func noteAnother(in definitions: [(location: SourceLocation, bytes: [UInt8])], readBy path: String) {
      guard alsoReadsAnother == nil,
        let other = definitions.first(where: { !defining.contains(canonicalFilePath($0.location.file)) })
      else { return }
      alsoReadsAnother = "\(quotedForMessage(path)) reads it from \(other.location) too"
    }
    // Sheets that write the name but read no definition of it themselves: a partial, which
    // gets its names from whoever imports it.
    var partials: [String: (uri: String, text: [UInt8])] = [:]
    for path in projectSheetsAndImports(open: open) where !seen.contains(path) {
      guard let (uri, text) = sheetText(at: path, open: open) else { continue }
      if isCustomProperty {
        add(uri: uri, text: text, path: path)
        continue
      }
      // Only a sheet writing the name can use it: the others are not read whole.
      guard !occurrences(in: text, of: path).isEmpty else { continue }
      guard case .success(let other) = load(text, path: path, version: 0) else {
        partials[path] = (uri, text)
        continue
      }
      read[uri] = other
      noteSites(of: other.sheet)
      let definitions = other.sheet.definitions(of: name)
      if definitions.isEmpty, !isInjected { partials[path] = (uri, text) }
      let readsTheSame =
        isInjected
        ? definitions.isEmpty && other.injectedVariables.contains(name)
          && other.configuration?.path == loaded.configuration?.path
        : definitions.contains { defining.contains(canonicalFilePath($0.location.file)) }
      guard readsTheSame else { continue }
      noteAnother(in: definitions, readBy: path)
      add(uri: uri, text: text, path: path)
    }
    // The partials the rename edits already: files the document imports that write the name
    // but define it nowhere.
    var editedPartials = Set(
      loaded.sheet.filePaths.dropFirst().map(canonicalFilePath).filter { path in
        !defining.contains(path)
          && files.contains { DocumentURI.path(of: $0.uri).map(canonicalFilePath) == path }
      })
    // A partial uses the renamed definition where a sheet that reads that definition imports
    // it; every other sheet importing a partial the rename edits must read that definition too,
    // or the rename breaks it. Only sheets that may import are read whole to tell, and only
    // when there is a partial.
    guard !isCustomProperty, !isInjected, !partials.isEmpty || !editedPartials.isEmpty else {
      return (name, nameRange, files, defining, read, alsoReadsAnother)
    }
    var importers:
      [(
        path: String, partials: Set<String>, readsRenamed: Bool,
        definitions: [(location: SourceLocation, bytes: [UInt8])]
      )] = []
    for path in projectSheetsAndImports(open: open) {
      guard let (uri, text) = sheetText(at: path, open: open), Self.mayWrite("import", in: text) else {
        continue
      }
      guard let importer = read[uri] ?? (try? load(text, path: path, version: 0).get()) else { continue }
      read[uri] = importer
      noteSites(of: importer.sheet)
      let imported = Set(
        importer.sheet.filePaths.dropFirst().map(canonicalFilePath).filter {
          partials[$0] != nil || editedPartials.contains($0)
        })
      guard !imported.isEmpty else { continue }
      let definitions = importer.sheet.definitions(of: name)
      let readsRenamed = definitions.contains { defining.contains(canonicalFilePath($0.location.file)) }
      importers.append((path, imported, readsRenamed, definitions))
      guard readsRenamed else { continue }
      for partial in imported {
        if let (uri, text) = partials.removeValue(forKey: partial) {
          add(uri: uri, text: text, path: partial)
          editedPartials.insert(partial)
        }
      }
    }
    for importer in importers where alsoReadsAnother == nil {
      guard let partial = importer.partials.intersection(editedPartials).sorted().first else { continue }
      if importer.readsRenamed {
        noteAnother(in: importer.definitions, readBy: importer.path)
      } else {
        let source = importer.definitions.first.map { "reads it from \($0.location)" } ?? "defines it nowhere"
        alsoReadsAnother =
          "\(quotedForMessage(importer.path)) imports \(quotedForMessage(partial)), which the rename edits, and \(source)"
      }
    }
    return (name, nameRange, files, defining, read, alsoReadsAnother)
  }

  /// `textDocument/prepareRename`: the name at the position and its range, or an error saying
  /// why nothing there can be renamed.
  func prepareRename(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let (document, offset) = try documentPosition(params)
    searchWorkspaceAgain()
    let (name, range) = try renamableName(at: offset, in: document)
    return ["range": protocolRange(range, in: document), "placeholder": .string(name)]
  }

  /// `textDocument/rename`: every use of the name in the project (see `uses(at:in:)`) rewritten
  /// to the new name, which must be a name of the same kind.
  func rename(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let (document, offset) = try documentPosition(params)
    guard let newName = params["newName"]?.string else { throw .invalidParams("newName must be a string") }
    searchWorkspaceAgain()
    // Written once for each use: a megabyte's name made an answer of a hundred megabytes.
    guard newName.utf8.count <= Self.longestNewName else {
      throw .requestFailed(
        "a new name may be at most \(Self.longestNewName) bytes, not \(newName.utf8.count)")
    }
    let (name, _) = try renamableName(at: offset, in: document)
    let sigil = Self.sigil(of: name)
    // Read where such a name is used (after `@include` for a bare word), so that the scan
    // counts it whole: a bare word alone starts a statement, which is no use of a name.
    let prefix = sigil.isEmpty ? "@include " : ""
    let written = Array((prefix + newName).utf8)
    // An at-rule's keyword is no variable's name (`@media`); an escape could spell one
    // (`@m\65 dia`), and no name needs one.
    let isKeyword =
      sigil == "@" && SheetVocabulary.atRules.contains { "@" + $0 == newName.lowercased() }
    if isKeyword {
      throw .requestFailed(
        "\(quotedForMessage(newName)) is an at-rule's keyword, which no variable may be named: choose another name"
      )
    }
    guard Self.sigil(of: newName) == sigil, newName.count > sigil.count, !newName.contains("\\"),
      Stylesheet.occurrences(
        of: newName, in: written, syntax: .css, bareWords: sigil.isEmpty) == [
          prefix.utf8.count..<written.count
        ]
    else {
      let kind = sigil.isEmpty ? "a name" : "\(sigil) and a name"
      throw .requestFailed(
        "\(quotedForMessage(newName)) cannot replace \(quotedForMessage(name)): write \(kind)")
    }
    // Onto a name in use, the two would become one, silently.
    if newName != name, case .success(let loaded) = load(document) {
      let taken =
        loaded.sheet.definitions(of: newName).first.map { "defined at \($0.location)" }
        ?? (loaded.injectedVariables.contains(newName) ? "given by the configuration or --var" : nil)
        ?? (loaded.sheet.customPropertyNames.contains(newName) ? "set in the sheet" : nil)
      if let taken {
        throw .requestFailed(
          "\(quotedForMessage(newName)) is \(taken): renaming \(quotedForMessage(name)) to it would make the two one"
        )
      }
    }
    guard let uses = uses(at: offset, in: document) else { return .null }
    // Renamed there, it would read the definition left unrenamed (or the renamed one instead).
    if let another = uses.alsoReadsAnother {
      throw .requestFailed(
        "\(quotedForMessage(name)) cannot be renamed from here: \(another), which the rename would leave, so that sheet's meaning would change; rename from a sheet that reads both"
      )
    }
    // A custom property is no imported definition: `use` looked in every sheet already.
    if newName != name,
      let taken = use(of: newName, besides: uses.files, read: uses.read, everywhere: sigil == "--")
        ?? (sigil == "--" ? nil : definition(of: newName, readWith: uses.defining, besides: uses.files))
    {
      throw .requestFailed(
        "\(quotedForMessage(newName)) is \(taken) already: renaming \(quotedForMessage(name)) to it would make the two one"
      )
    }
    // A use in a sheet the search did not reach would be left under the old name, now undefined.
    if let cut = workspaceSearchCut {
      throw .requestFailed(
        "\(quotedForMessage(name)) is not renamed: \(cut), and a use in one not searched would be left behind; open a narrower folder"
      )
    }
    var changes: [String: JSONValue] = [:]
    for file in uses.files {
      // An open document by its own text: the positions of its first line count a mark it starts with.
      let text = positionedText(uri: file.uri, text: file.text)
      changes[file.uri] = .array(
        protocolRanges(file.ranges, in: text).map { ["range": $0, "newText": .string(newName)] })
    }
    return ["changes": .object(changes)]
  }

  /// Where `name` is in use already, said for a message (`written in 'a.cas'`): written in
  /// one of `files`, which the rename edits, or defined or given by what one of them reads
  /// (another import); `everywhere` (a custom property, which the view tree carries from sheet
  /// to sheet), written in any sheet of the workspace or open document. Nil where it is free.
  private func use(
    of name: String, besides files: [(uri: String, text: [UInt8], ranges: [Range<Int>])],
    read: [String: LoadedDocument], everywhere: Bool
  ) -> String? {
    func writes(_ text: [UInt8], _ file: String) -> Bool {
      !Stylesheet.occurrences(of: name, in: text, syntax: syntax(of: file), bareWords: true).isEmpty
    }
    for file in files {
      let path = DocumentURI.path(of: file.uri)
      if writes(file.text, path ?? file.uri) { return "written in \(quotedForMessage(path ?? file.uri))" }
      // Each sheet read whole once: finding the uses read most of them already.
      guard let path,
        let loaded = read[file.uri] ?? (try? load(file.text, path: path, version: 0).get())
      else { continue }
      if let site = loaded.sheet.definitions(of: name).first {
        return "defined at \(site.location), which \(quotedForMessage(path)) reads"
      }
      if loaded.injectedVariables.contains(name) {
        return "given by the configuration (or --var) of \(quotedForMessage(path))"
      }
    }
    guard everywhere, let path = sheetWriting(name) else { return nil }
    return "written in \(quotedForMessage(path))"
  }

  /// The first sheet of the workspace or open document that writes `name`, by canonical path.
  private func sheetWriting(_ name: String) -> String? {
    let open = openDocumentsByPath()
    return projectSheetsAndImports(open: open).first { path in
      guard let (_, text) = sheetText(at: path, open: open) else { return false }
      return !Stylesheet.occurrences(of: name, in: text, syntax: syntax(of: path), bareWords: true).isEmpty
    }
  }

  /// Where `name` is defined, given or written for a sheet of the workspace or an open document
  /// that the rename does not edit (it writes no use of the renamed name) but that reads one of
  /// `defining`, the files holding the definitions renamed: after the rename that sheet would read
  /// two definitions of one name, one silently winning, or a word of its spelling would become the
  /// variable. Said for a message; nil where there is none. Only a sheet that may import (it writes
  /// `import` in any case, or an escape) is read whole.
  private func definition(
    of name: String, readWith defining: Set<String>,
    besides edited: [(uri: String, text: [UInt8], ranges: [Range<Int>])]
  ) -> String? {
    // Where no sheet writes the new name and no configuration gives it, none reads it, and no
    // sheet is read whole to tell: a sheet a thousand sheets import was compiled a thousand
    // times.
    guard !defining.isEmpty, isWrittenOrGiven(name) else { return nil }
    let editedPaths = Set(edited.compactMap { DocumentURI.path(of: $0.uri).map(canonicalFilePath) })
    let open = openDocumentsByPath()
    for path in projectSheetsAndImports(open: open) where !editedPaths.contains(path) {
      guard let (_, text) = sheetText(at: path, open: open), Self.mayWrite("import", in: text),
        case .success(let reader) = load(text, path: path, version: 0),
        !reader.imports.isDisjoint(with: defining)
      else { continue }
      if let site = reader.sheet.definitions(of: name).first {
        return
          "defined at \(site.location), which \(quotedForMessage(path)) reads beside the renamed definition"
      }
      if reader.injectedVariables.contains(name) {
        return
          "given by the configuration (or --var) of \(quotedForMessage(path)), which reads the renamed definition"
      }
      // Written there, it would become a use of the renamed variable (a word `center` that a
      // variable renamed `center` would take over).
      if !Stylesheet.occurrences(of: name, in: text, syntax: syntax(of: path), bareWords: true).isEmpty {
        return "written in \(quotedForMessage(path)), which reads the renamed definition"
      }
    }
    return nil
  }

  /// Whether a sheet of the workspace or an open document writes `name`, or the configuration
  /// of one (or `--var`) gives it: else no sheet can read it.
  private func isWrittenOrGiven(_ name: String) -> Bool {
    guard sheetWriting(name) == nil else { return true }
    return projectSheetsAndImports(open: openDocumentsByPath()).contains { path in
      guard let configuration = try? options.configuration(for: path) else { return false }
      return options.variables(given: configuration).keys.contains {
        Stylesheet.injectedVariableName($0) == name
      }
    }
  }

  /// The name at `offset` and its range, when it is a variable, custom property or mixin the
  /// document's sheet defines or uses.
  private func renamableName(at offset: Int, in document: TextDocument) throws(ProtocolError) -> (
    String, Range<Int>
  ) {
    let syntax = syntax(of: DocumentURI.path(of: document.uri) ?? document.uri)
    guard let (name, range) = Stylesheet.name(at: offset, in: document.text, syntax: syntax) else {
      throw .requestFailed("there is no name here: rename a variable, a custom property or a mixin")
    }
    guard case .success(let loaded) = load(document) else {
      throw .requestFailed("the document cannot be read, so its names cannot be renamed")
    }
    if loaded.injectedVariables.contains(name) {
      // Defined in a sheet too, its uses before the definition read the configuration's value.
      let defined = !loaded.sheet.definitions(of: name).isEmpty
      throw .requestFailed(
        defined
          ? "\(quotedForMessage(name)) is given by the project's configuration (or --var) as well as defined in a sheet: the uses before the sheet's definition read the configuration's value, which a rename would change; give the sheet's variable another name by hand"
          : "\(quotedForMessage(name)) is given by the project's configuration (or --var): rename it there and in the sheets that use it"
      )
    }
    // Written as a name there (not inside a string or a comment), and a custom property or
    // a name the sheet defines, or, in a partial, its importers do.
    guard writtenName(at: offset, in: document, loaded: loaded) != nil,
      name.hasPrefix("--") || !loaded.sheet.definitions(of: name).isEmpty
        || loaded.sheet.parameter(named: name, at: offset) != nil
        || !definitionsInImporters(of: name, for: document).isEmpty
    else {
      throw .requestFailed(
        "\(quotedForMessage(name)) is not a variable, custom property or mixin this sheet defines or reads")
    }
    return (name, range)
  }

  /// The longest name a rename writes.
  static let longestNewName = 1_024

  /// What a name starts with that says what it is: `$`, `@`, `--`, or nothing (a mixin).
  static func sigil(of name: String) -> String {
    name.hasPrefix("--") ? "--" : name.hasPrefix("$") ? "$" : name.hasPrefix("@") ? "@" : ""
  }
}
