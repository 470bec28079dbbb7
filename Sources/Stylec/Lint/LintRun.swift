import Foundation

/// The lint of many sheets, each checked as it is added and let go (`stylec lint DIR`): what
/// the run keeps of a sheet is its findings and the names it uses, small beside the loaded
/// sheet, and each unused definition once however many sheets import it.
///
/// A partial's variables and mixins (`colors.cas`) are used by the sheets importing it, which
/// the run may add after the partial: unused definitions are judged when the findings are
/// asked for.
package struct LintRun {
  /// What the run keeps of a sheet.
  private struct CheckedSheet {
    var findings: DiagnosticList
    /// Its pending findings (unused definitions, unset custom properties), as indices in
    /// `unusedFindings`.
    var unusedDefinitions: [Int]
    /// Its files, the sheet's own first, in the order they were read.
    var fileOrder: [String]
    /// The variables, mixins and custom properties it and its imports use, and the custom
    /// properties they set (`settingKey(_:)`).
    var used: Set<String>
  }

  private var sheets: [CheckedSheet] = []
  /// The pending findings of every sheet, each once: sixteen sheets importing one theme share
  /// its findings.
  private var unusedFindings: [PendingFinding] = []
  private var unusedFindingIndex: [DefinitionKey: Int] = [:]
  /// The findings kept so far, every sheet's.
  private var keptCount = 0

  /// Where an unused definition stands, and whether it is a variable's or a mixin's.
  private struct DefinitionKey: Hashable {
    var file: String?
    var offset: Int?
    var code: DiagnosticCode
  }

  /// How a sheet that sets the custom property `name` names it among what it uses: a partial's
  /// `var(--accent)` without a fallback needs `--accent` set, and a sheet importing the partial
  /// may set it.
  static func settingKey(_ name: String) -> String { "set " + name }

  /// An empty run.
  package init() {}

  /// How many sheets were added.
  package var sheetCount: Int { sheets.count }

  /// Checks a sheet with `linter` and keeps its findings.
  /// - Returns: the location of each finding the sheet may contribute that no sheet added before
  ///   it had (of its pending ones, ten times a load's findings): the lines a report quotes, to
  ///   be read from the sheet before it is let go.
  package mutating func add(_ sheet: Stylesheet, linter: Linter) -> [SourceLocation] {
    let checked = linter.check(sheet)
    // A run keeps ten times a load's findings in all, the rest counted: 400 sheets of 10,000
    // findings each held 4 GB.
    var findings = checked.findings
    let room = max(
      0, sheet.limits.maximumDiagnostics.multipliedReportingOverflow(by: 10).partialValue - keptCount)
    if findings.kept.count > room {
      findings = DiagnosticList(
        limit: room,
        raisedBy:
          "--max-diagnostics (StylesheetLimits.maximumDiagnostics; a lint run keeps ten times as many)")
      findings.append(contentsOf: checked.findings)
    }
    keptCount += findings.kept.count
    var unused: [Int] = []
    var locations = findings.all.compactMap(\.location)
    // A report shows at most a load's findings of a sheet's pending ones: the places of that
    // many, ten times over (some may not stand), are enough to quote.
    let quotedPending = sheet.limits.maximumDiagnostics.multipliedReportingOverflow(by: 10).partialValue
    for finding in checked.unusedDefinitions {
      // A definition is one name at one place: its place and rule say which it is.
      let key = DefinitionKey(
        file: finding.location.file, offset: finding.location.offset, code: finding.code)
      if let known = unusedFindingIndex[key] {
        unused.append(known)
        continue
      }
      unusedFindings.append(finding)
      unusedFindingIndex[key] = unusedFindings.count - 1
      unused.append(unusedFindings.count - 1)
      if unused.count <= quotedPending { locations.append(finding.location) }
    }
    sheets.append(
      CheckedSheet(
        findings: findings, unusedDefinitions: unused,
        fileOrder: sheet.filePaths, used: Self.namesUsed(by: sheet)))
    return locations
  }

  /// What a sheet, with its imports, uses of what a file it imports may define: variables,
  /// mixins and custom properties, and the custom properties it sets (`settingKey(_:)`). A
  /// definition in an imported file that its importer uses is not unused (`Linter.lint(_:usedElsewhere:)`).
  package static func namesUsed(by sheet: Stylesheet) -> Set<String> {
    sheet.usedVariables.union(sheet.usedMixins).union(sheet.usedCustomProperties)
      .union(sheet.customPropertyDeclarations.map { settingKey($0.name) })
  }

  /// Every sheet's findings, by file in the order the files were first met (the sheets' in the
  /// order they were added, each followed by its imports), each file's in source order; a file
  /// imported by several sheets reports each finding once. A partial that another sheet of the
  /// run imports is judged as its importers read it, not alone: read alone, `buttons.cas` lacks
  /// the `$accent` that `main.cas` imports `colors.cas` for before it.
  package func findings() -> [Diagnostic] {
    // The sheets reading each file (the file itself, or any sheet importing it): a partial's
    // definition that one of its importers uses is used, whichever sheet's load found it unused
    // (a partial imported by two screens, one using its mixin). Each definition asks its
    // readers; a union of their names for each file cost files x readers x names (a chain of
    // 500 sheets each importing the next, 256 deep: 9 of 10 s).
    var standardizedPaths: [String: String] = [:]
    func standardized(_ path: String) -> String {
      if let known = standardizedPaths[path] { return known }
      let made = Self.standardized(path)
      standardizedPaths[path] = made
      return made
    }
    var readers: [String: [Int]] = [:]
    for (index, sheet) in sheets.enumerated() {
      for path in sheet.fileOrder { readers[standardized(path), default: []].append(index) }
    }
    func isUsedByAReader(_ finding: PendingFinding) -> Bool {
      readers[standardized(finding.location.file)]?.contains { sheets[$0].used.contains(finding.name) }
        ?? false
    }
    // The sheets importing each file, by their own files: a sheet imported by one it does not
    // import in turn (an import cycle reads each both ways) is read by an importer.
    let ownFiles = sheets.map { standardized($0.fileOrder.first ?? "") }
    var importers: [String: Set<String>] = [:]
    for (index, sheet) in sheets.enumerated() {
      for path in sheet.fileOrder.dropFirst() {
        importers[standardized(path), default: []].insert(ownFiles[index])
      }
    }
    func isReadByAnImporter(_ own: String) -> Bool {
      importers[own]?.contains { $0 != own && importers[$0]?.contains(own) != true } ?? false
    }
    // The sheets reported: those no importer reads; then, in order, each that no sheet reported
    // so far reads (a ring of sheets each importing the next, each load cut at --max-imports,
    // is read by importers all round: none was reported, and the run passed).
    var reported = Set(sheets.indices.filter { !isReadByAnImporter(ownFiles[$0]) })
    var readByReported = Set(reported.lazy.flatMap { self.sheets[$0].fileOrder }.map(standardized))
    for index in sheets.indices where !reported.contains(index) && !readByReported.contains(ownFiles[index]) {
      reported.insert(index)
      readByReported.formUnion(sheets[index].fileOrder.map(standardized))
    }
    var findings: [Diagnostic] = []
    var seen: Set<String> = []
    for (index, sheet) in sheets.enumerated() where reported.contains(index) {
      let unused = sheet.unusedDefinitions.lazy.map { self.unusedFindings[$0] }.filter {
        !isUsedByAReader($0)
      }
      for finding in sheet.findings.completed(with: unused, fileOrder: sheet.fileOrder)
      where seen.insert(Self.identity(of: finding, standardizing: standardized)).inserted {
        findings.append(finding)
      }
    }
    // Each file's together, where it was first met, in source order.
    var fileRanks: [String: Int] = [:]
    let ranked = findings.enumerated().map { position, finding in
      let file = finding.location.map { standardized($0.file) } ?? ""
      let rank = fileRanks[file] ?? fileRanks.count
      fileRanks[file] = rank
      return (rank: rank, offset: finding.location?.offset ?? 0, position: position, finding: finding)
    }
    return ranked.sorted { ($0.rank, $0.offset, $0.position) < ($1.rank, $1.offset, $1.position) }.map(
      \.finding)
  }

  /// A path with `.` and `..` resolved, so that a file named on the command line and the same
  /// file reached by an import compare equal.
  private static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// What makes two findings the same: place (its file however named: `./a.cas` is `a.cas`),
  /// rule and message.
  private static func identity(of finding: Diagnostic, standardizing standardized: (String) -> String)
    -> String
  {
    let place = finding.location.map { "\(standardized($0.file)):\($0.line):\($0.column)" } ?? ""
    return "\(place):\(finding.code):\(finding.message)"
  }
}
