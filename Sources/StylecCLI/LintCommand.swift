import Foundation
import Stylec

/// `stylec lint FILE...`: checks stylesheets against a schema and for mistakes that load
/// without error; exits 1 when findings fail the run.
struct LintCommand {
  private static let topic = "lint"
  private let paths: [String]
  private let format: LintFormat
  private let strict: Bool
  /// `--env-matrix`: test the sheets' conditions under every combination of the facts they test.
  private let checksEnvironments: Bool
  private let maximumWarnings: Int?
  private let stylesheetOptions: StylesheetOptions

  static let specification = ParsedArguments.Specification(
    valued: StylesheetOptions.valued.union(["format", "max-warnings"]), flags: ["strict", "env-matrix"],
    choices: StylesheetOptions.choices.merging(["format": LintFormat.allCases.map(\.rawValue)]) { $1 })

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try ParsedArguments(arguments, specification: Self.specification, topic: Self.topic)
    paths = try parsed.stylesheetOperands(usage: "stylec lint FILE...", verb: "linted", topic: Self.topic)
    format = try parsed.choice("format", default: .text, topic: Self.topic)
    strict = parsed.has("strict")
    checksEnvironments = parsed.has("env-matrix")
    maximumWarnings =
      parsed.has("max-warnings")
      ? try parsed.positiveInteger("max-warnings", default: 0, topic: Self.topic, allowZero: true) : nil
    stylesheetOptions = try StylesheetOptions(parsed, topic: Self.topic)
  }

  func run(_ console: Console) throws(UsageError) -> CommandStatus {
    // Each sheet is linted as it loads and let go (see `LintRun`), with the lines its
    // findings quote.
    var run = LintRun()
    var unreadable: [UsageError] = []
    // The schema files' schemas, and those with each configuration's classes added: the few
    // met last, as the sheets of one directory come together.
    var schemas = RecentlyUsed<String, StyleSchema>(capacity: Self.keptSchemas)
    var extendedSchemas = RecentlyUsed<ExtendedSchemaKey, StyleSchema>(capacity: Self.keptSchemas)
    var firstConfiguration: ProjectConfiguration?
    var quotedLines: [QuotedLine: String] = [:]
    var skipsLinks = false
    for (path, directory) in try StylesheetDiscovery.expand(paths, verb: "lint", topic: Self.topic) {
      let configuration = try stylesheetOptions.configuration(for: path)
      if directory != nil && !configuration.admits(path) { continue }
      if StylesheetDiscovery.skipsLink(path, foundIn: directory, verb: "lint", console: console) {
        skipsLinks = true
        continue
      }
      if firstConfiguration == nil { firstConfiguration = configuration }
      let schemaFile =
        stylesheetOptions.schemaPath.map { (path: $0, root: String?.none, namedAt: String?.none) }
        ?? configuration.schemaPath.map {
          (path: $0, root: configuration.schemaRoot, namedAt: configuration.schemaNamedAt)
        }
      let extendedKey = ExtendedSchemaKey(
        configuration: configuration.reading, schemaFile: schemaFile.map { "\($0.root ?? ""):\($0.path)" }
      )
      let extended: StyleSchema
      if let known = extendedSchemas.value(for: extendedKey) {
        extended = known
      } else {
        guard let fileSchema = try schema(schemaFile, cache: &schemas, console: console) else {
          return .failure
        }
        extended = try configuration.extending(fileSchema)
        extendedSchemas.keep(extended, for: extendedKey)
      }
      let linter = Linter(
        schema: extended, settings: configuration.settings, checksEnvironments: checksEnvironments)
      let sheet: Stylesheet
      do {
        sheet = try stylesheetOptions.load(
          path, configuration: configuration,
          standardInput: path == "-" ? try stylesheetOptions.readStandardInput(console) : nil)
      } catch {
        unreadable.append(error)
        continue
      }
      // Each file's lines come from the first sheet that read it: a finding's own line and
      // the one before, which a text report shows above it, and the line it ends on, whose
      // column GitHub and SARIF count in UTF-16.
      for location in run.add(sheet, linter: linter) {
        for line in Set([max(location.line - 1, 1), location.line, location.endLine]) {
          let key = QuotedLine(file: location.file, line: line)
          if quotedLines[key] == nil { quotedLines[key] = sheet.sourceLine(line, inFile: location.file) }
        }
      }
    }
    // Every sheet found left out by the configuration, and none named: nothing was checked,
    // which no gate should take for a pass (a typo in `include` would turn it green).
    if firstConfiguration == nil {
      throw UsageError(
        message: skipsLinks
          ? "no stylesheet to lint: each one found is a symbolic link, which a directory's lint skips, or left out by its configuration's include or exclude"
          : "no stylesheet to lint: each one found is left out by its configuration's include or exclude",
        topic: Self.topic, nextStep: "name the files, or change the configuration's patterns")
    }
    let report = LintReport(
      findings: run.findings(), fileCount: run.sheetCount,
      sourceLine: { path, line in quotedLines[QuotedLine(file: path, line: line)] },
      unreadable: unreadable.map(\.message))
    // A run that read no file has nothing to say in text but why (one error for one missing
    // file); a machine-readable report is a document even then, with the files it could not read.
    if run.sheetCount > 0 || (format != .text && !unreadable.isEmpty) {
      report.write(format, color: console.usesColor, quiet: console.isQuiet) { console.writeOutput($0) }
    }
    for failure in unreadable {
      console.writeError(failure.report(pointingAtHelp: false))
    }
    if !unreadable.isEmpty { return .usage }
    let limit = maximumWarnings ?? firstConfiguration?.maximumWarnings
    let tooManyWarnings =
      (strict && report.warningCount > 0) || limit.map { report.warningCount > $0 } ?? false
    if tooManyWarnings, format == .text, report.errorCount == 0 {
      console.writeError(
        strict
          ? "stylec: warnings fail the run (--strict)\n"
          : "stylec: more than \(limit!) warnings (\(maximumWarnings == nil ? "\"max-warnings\" in the configuration" : "--max-warnings"))\n"
      )
    }
    return report.errorCount > 0 || tooManyWarnings ? .failure : .success
  }

  /// How many schemas a run keeps of each kind (`RecentlyUsed`): as many as nested
  /// configurations are likely to interleave their sheets.
  private static let keptSchemas = 16

  /// A configuration (by its reading) and the schema file its classes extend.
  private struct ExtendedSchemaKey: Equatable {
    var configuration: UUID?
    var schemaFile: String?
  }

  /// A line a finding quotes.
  private struct QuotedLine: Hashable {
    var file: String
    var line: Int
  }

  /// The schema file's schema (cached), or the built-in one without a file; nil after printing a
  /// bad schema's problems.
  /// - Parameter file: the path, and the directory it must lie in (see `loadSchemaFile`).
  private func schema(
    _ file: (path: String, root: String?, namedAt: String?)?, cache: inout RecentlyUsed<String, StyleSchema>,
    console: Console
  )
    throws(UsageError) -> StyleSchema?
  {
    guard let file else { return .uikit }
    let key = "\(file.root ?? ""):\(file.path)"
    if let known = cache.value(for: key) { return known }
    switch try loadSchemaFile(
      file.path, inside: file.root, maximumDiagnostics: stylesheetOptions.limits.maximumDiagnostics,
      namedAt: file.namedAt, console: console)
    {
    case .success(let schema):
      cache.keep(schema, for: key)
      return schema
    case .failure: return nil
    }
  }
}
