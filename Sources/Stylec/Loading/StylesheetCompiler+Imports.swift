/// Reading files: the byte budget, UTF-8, imports and the import root.
extension StylesheetCompiler {
  /// Compiles the file at `path` (`canonical` as the source resolves it, for finding cycles).
  mutating func compileFile(path: String, canonical: String, bytes: [UInt8], importedAt: SourceLocation?) {
    guard bytes.count <= limits.maximumTotalBytes - bytesRead else {
      let message =
        importedAt == nil
        ? "\(quoted(path, limit: pathLimit)) has \(bytes.count) bytes, more than the limit of \(limits.maximumTotalBytes) bytes for a whole load, so it is not read"
        : "importing \(quoted(path, limit: pathLimit)) would read more than \(limits.maximumTotalBytes) bytes in all; it and the rest of the stylesheet are not read"
      diagnostics.append(
        Diagnostic(
          .tooManyBytes, message: message,
          location: importedAt ?? SourceLocation(file: path, line: 1, column: 1, offset: 0),
          notes: [
            "every file a load reads counts, each time it is imported",
            "the limit can be raised with --max-total-bytes (StylesheetLimits.maximumTotalBytes)",
          ]))
      isStopped = true
      return
    }
    bytesRead += bytes.count
    guard bytes.count < Token.maximumFileSize else {
      diagnostics.append(
        Diagnostic(
          .fileTooLarge,
          message:
            "\(quoted(path, limit: pathLimit)) has \(bytes.count) bytes; a stylesheet file must be smaller than 4 GiB",
          location: importedAt))
      return
    }
    if let invalid = invalidUTF8Diagnostic(bytes, path: path, what: "the file") {
      diagnostics.append(invalid)
      return
    }
    let file = SourceFile(path: path, bytes: bytes)
    let fileIndex = files.count
    files.append(file)
    let syntax = syntaxOverride ?? StylesheetSyntax(path: path)
    // One statement at a time, each block's read as it is compiled: the load keeps no more
    // than the statement at hand, and reads no further once a budget of the whole load is spent.
    var parser = Parser(file, syntax: syntax, limits: limits)
    parser.dropsRulesWithAnUnreadableSelector = dialect.readsCurrentCSS
    reserveRoom(for: bytes, syntax: syntax)
    importChain.append((path, canonical, importedAt))
    for name in [path, canonical] { importChainNames[name, default: 0] += 1 }
    var none = BlockContents()
    compile(.topLevel, from: &parser, file: fileIndex, scope: Scope(layer: importLayer), into: &none)
    diagnostics.append(contentsOf: parser.takeDiagnostics())
    importChain.removeLast()
    for name in [path, canonical] {
      importChainNames[name]! -= 1
      if importChainNames[name] == 0 { importChainNames[name] = nil }
    }
  }

  /// Makes room for as many blocks and rules as the file can hold (one a `{`, or one a line in
  /// Classy's syntax) and as many declarations (one a `;` or a `}`, or one a line), so the
  /// tables are not copied as they grow: a copy holds the old and the new table at once, and a
  /// million rules' tables peaked at three times their size. Room never filled takes address
  /// space, not memory.
  private mutating func reserveRoom(for bytes: [UInt8], syntax: StylesheetSyntax) {
    var blockCount = 1
    var declarationCount = 1
    if syntax == .css {
      for byte in bytes {
        if byte == UInt8(ascii: "{") { blockCount += 1 }
        if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") { declarationCount += 1 }
      }
    } else {
      blockCount += bytes.count(where: { $0 == UInt8(ascii: "\n") })
      declarationCount = blockCount
    }
    blocks.reserveCapacity(blocks.count + blockCount)
    rules.reserveCapacity(rules.count + blockCount)
    declarations.reserveCapacity(declarations.count + declarationCount)
  }

  /// Imports the file a variable's value names, a string or a bare name.
  mutating func importFile(named variable: String, from fileIndex: Int, range: Range<Int>) {
    markUsedVariables(in: Expression(kind: .variable(variable), range: range), file: fileIndex)
    switch evaluator.variables[variable]?.value {
    case .string(let path)?, .identifier(let path)?:
      importFile(path, from: fileIndex, range: range)
    case let other?:
      report(
        .expectedImportPath, "\(quoted(variable)) is \(other), not a file name, so nothing is imported",
        file: fileIndex,
        range, notes: ["a variable '@import' reads is a string such as \"theme.cas\""])
    case nil:
      guard !evaluator.failedVariables.contains(variable) else { return }
      report(
        .undefinedVariable,
        "variable \(quoted(variable)) is not defined (before this point), so nothing is imported",
        file: fileIndex, range)
    }
  }

  mutating func importFile(_ requested: String, from fileIndex: Int, range: Range<Int>) {
    guard !isStopped else { return }
    let importer = files[fileIndex]
    let location = importer.location(range)
    let path = normalizePath(
      requested.hasPrefix("/") ? requested : directoryOf(importer.path) + "/" + requested)
    let canonical = source.canonicalPath(path)
    guard isPath(canonical, inside: importRoot.canonical) else {
      // Watched all the same: the name may lead inside the root again (a link replaced by a file).
      attemptedImports.append(path)
      diagnostics.append(
        Diagnostic(
          .importOutsideRoot,
          message:
            "\(quoted(requested, limit: pathLimit)) is outside the stylesheet's root directory, so it is not read",
          location: location,
          notes: [
            "imports may not leave \(quoted(importRoot.given, limit: pathLimit)); another root can be allowed with --import-root (StylesheetLimits.importRoot)"
          ]))
      return
    }
    // By the file a name leads to: a link back to an importer is a cycle at its first step.
    if importChainNames[path] != nil || importChainNames[canonical] != nil,
      let importer = importChain.first(where: { $0.path == path || $0.canonical == canonical })
    {
      // Watched all the same: a link back to an importer may be replaced by a file of its own.
      if importer.path != path { attemptedImports.append(path) }
      let same = importer.path == path ? "" : " (the same file as \(quoted(importer.path, limit: 256)))"
      diagnostics.append(
        Diagnostic(
          .importCycle, message: "import cycle: \(Self.cycleText(importChain.map(\.path) + [path]) + same)",
          location: location))
      return
    }
    guard importCount < limits.maximumImports else {
      diagnostics.append(
        Diagnostic(
          .tooManyImports,
          message:
            "more than \(limits.maximumImports) imports; \(quoted(requested, limit: pathLimit)) is not read",
          location: location,
          notes: ["the limit can be raised with --max-imports (StylesheetLimits.maximumImports)"]))
      return
    }
    importCount += 1
    attemptedImports.append(path)
    switch source.contents(of: path, limit: limits.maximumFileSize) {
    case .success(let file):
      if let identity = file.identity, readFiles[identity] == nil { readFiles[identity] = path }
      let imported = files.count
      compileFile(path: path, canonical: canonical, bytes: file.bytes, importedAt: location)
      if files.count > imported {
        importSites.append(ImportSite(importer: fileIndex, range: range, imported: imported))
      } else {
        unreadImports.append(UnreadImport(path: path, importer: fileIndex, range: range))
      }
    case .failure(let failure):
      var notes = importChain.dropFirst().reversed().compactMap { entry in
        entry.importedAt.map { "\(quoted(entry.path, limit: pathLimit)) is imported from \($0)" }
      }
      if failure == .notFound, let suggestion = neighbourSuggestion(for: path, requested: requested) {
        notes.insert("did you mean \(quoted(suggestion, limit: pathLimit))?", at: 0)
      }
      diagnostics.append(
        Diagnostic(
          .importFailed, message: "cannot import \(quoted(path, limit: pathLimit)): \(failure.message)",
          location: location,
          notes: notes))
    }
  }

  /// A file beside a missing import whose name is the name asked for with an extension, or one
  /// typo from it, written as the import wrote its path (`theme/colours.cas` for
  /// `theme/colors.cas`). Only the first 1,000 neighbours are looked at: a typo in a huge
  /// directory goes without a suggestion.
  private mutating func neighbourSuggestion(for path: String, requested: String) -> String? {
    let name = fileNameOf(path)
    // Never a sheet on the import chain (the importer itself): importing it is a cycle.
    let directory = directoryOf(path)
    let neighbours = source.neighbours(of: path, limit: 1_000).filter { neighbour in
      let candidate = normalizePath(directory + "/" + neighbour)
      return !importChain.contains { $0.path == candidate }
    }
    // An import written without its extension (`@import "theme"` for `theme.cas`).
    let withExtension = ["cas", "css"].map { name + "." + $0 }.first(where: neighbours.contains)
    guard let match = withExtension ?? suggester.closestMatch(to: name, among: neighbours) else { return nil }
    let written = requested.lastIndex(of: "/").map { String(requested[...$0]) } ?? ""
    return written + match
  }

  /// An import chain as a message shows it, `a.cas → b.cas → a.cas`: the first two files and
  /// the last three of a longer one, each path shortened, so that thousands of cycle reports
  /// through a long chain of long paths stay small.
  static func cycleText(_ chain: [String]) -> String {
    let shown = chain.map { shortened($0, limit: 256) }
    guard shown.count > 5 else { return shown.joined(separator: " → ") }
    return (shown.prefix(2) + ["… (\(shown.count - 5) more)"] + shown.suffix(3)).joined(separator: " → ")
  }
}
