import Foundation
import Stylec

/// The options every command that reads a stylesheet shares: its syntax, its limits, its schema.
struct StylesheetOptions {
  /// Each numeric limit's option and the field it sets.
  private static let limitOptions:
    [(name: String, field: WritableKeyPath<StylesheetLimits, Int> & Sendable)] = [
      ("max-nesting", \.maximumNestingDepth), ("max-imports", \.maximumImports),
      ("max-file-size", \.maximumFileSize), ("max-value-size", \.maximumValueSize),
      ("max-selectors", \.maximumSelectorExpansion), ("max-selector-length", \.maximumSelectorLength),
      ("max-total-selectors", \.maximumTotalSelectors), ("max-total-bytes", \.maximumTotalBytes),
      ("max-copies", \.maximumCopiedItems), ("max-diagnostics", \.maximumDiagnostics),
    ]

  static let valued = Set(
    ["syntax", "dialect", "var", "schema", "import-root", "config", "stdin-filename"]
      + limitOptions.map(\.name))

  /// The values of the options that take one of a few.
  static let choices = [
    "syntax": StylesheetSyntax.allCases.map(\.rawValue), "dialect": Dialect.allCases.map(\.rawValue),
  ]

  var syntax: StylesheetSyntax?
  /// `--dialect`: whose meanings a sheet that names none is read with.
  var dialect: Dialect?
  /// `--var NAME=VALUE`: variables injected as an app injects them.
  var variables: [String: String] = [:]
  var limits = StylesheetLimits()
  /// The `--schema` file, if one was given.
  var schemaPath: String?
  /// The `--config` file, if one was given; otherwise each sheet's `.stylec.json` is looked for.
  var configurationPath: String?
  /// `--stdin-filename`: the name a sheet read from standard input (`-`) goes by, for its
  /// diagnostics, its syntax, the configuration found for it and the directory its imports are
  /// read from.
  var standardInputName: String?
  /// The configurations read so far, shared by the copies of these options.
  private let configurations = ConfigurationCache()
  /// The search for each sheet's `.stylec.json`, remembering what it found above each directory,
  /// for a command that reads its sheets once; nil searches afresh each time, as a command that
  /// lives on while files change must (`lsp`, `watch`: `searchingAfreshEachTime()`).
  private var configurationSearch: ConfigurationSearch? = ConfigurationSearch()

  /// These options, searching for each sheet's configuration afresh each time it is asked for.
  func searchingAfreshEachTime() -> StylesheetOptions {
    var options = self
    options.configurationSearch = nil
    return options
  }

  init(_ arguments: ParsedArguments, topic: String) throws(UsageError) {
    if arguments.has("syntax") {
      syntax = try arguments.choice("syntax", default: StylesheetSyntax.classy, topic: topic)
    }
    dialect = try arguments.choice("dialect", topic: topic)
    for assignment in arguments.values("var") {
      guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
        throw UsageError(message: "--var takes NAME=VALUE, not \(quoted(assignment))", topic: topic)
      }
      let name = String(assignment[..<equals])
      // `--x=…` would give the variable `$--x`, which no `var(--x)` reads.
      if name.hasPrefix("--") {
        throw UsageError(
          message:
            "--var gives variables, not custom properties: \(quoted(name)) is set in a rule (:root { \(name): … })",
          topic: topic)
      }
      guard Stylesheet.isInjectableVariableName(name) else {
        throw UsageError(
          message:
            "--var \(quoted(name)) is no name a sheet can write (\(Stylesheet.injectableVariableNameRule))",
          topic: topic)
      }
      // `c` and `$c` are one variable: a later `--var` replaces an earlier, whichever spelling.
      variables[Stylesheet.injectedVariableName(String(assignment[..<equals]))] = String(
        assignment[assignment.index(after: equals)...])
    }
    for (name, field) in Self.limitOptions {
      limits[keyPath: field] = try arguments.positiveInteger(
        name, default: limits[keyPath: field], topic: topic,
        most: field == \.maximumNestingDepth ? StylesheetLimits.deepestNesting : ParsedArguments.largestNumber
      )
    }
    if let root = arguments.value("import-root") {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw UsageError(message: "--import-root \(quoted(root)) is not a directory", topic: topic)
      }
      limits.importRoot = root
    }
    schemaPath = arguments.value("schema")
    configurationPath = arguments.value("config")
    standardInputName = arguments.value("stdin-filename")
    if let name = standardInputName, name.isEmpty || name == "-" {
      throw UsageError(message: "--stdin-filename takes a file name, not \(quoted(name))", topic: topic)
    }
    // Every diagnostic repeats the name: one no path can be would multiply the output.
    if let name = standardInputName, name.utf8.count > Int(PATH_MAX) {
      throw UsageError(
        message:
          "--stdin-filename takes a file name of at most \(PATH_MAX) bytes, the longest path the system opens, not \(quoted(name))",
        topic: topic)
    }
  }

  /// A stylesheet's bytes from standard input, up to the file size limit.
  func readStandardInput(_ console: Console, echoing: Bool = false) throws(UsageError) -> [UInt8] {
    try StylecCLI.readStandardInput(
      console, limit: limits.maximumFileSize, limitOption: "--max-file-size", echoing: echoing)
  }

  /// The name a sheet path goes by: `--stdin-filename` (or `<stdin>`) for `-`.
  func displayName(of path: String) -> String { path == "-" ? standardInputName ?? "<stdin>" : path }

  /// The configuration for a stylesheet: `--config`, or the `.stylec.json` found for it (for
  /// standard input, for `--stdin-filename`, else from the current directory), or none.
  func configuration(for path: String) throws(UsageError) -> ProjectConfiguration {
    if let configurationPath {
      return try configurations.configuration(at: configurationPath, discovered: false)
    }
    let searched = path == "-" ? standardInputName ?? "<stdin>" : path
    let search = configurationSearch ?? ConfigurationSearch()
    guard let found = search.find(for: searched) else {
      if let (configuration, directory, who) = search.unreachedConfiguration(for: searched) {
        throw UsageError(
          message:
            "the project's configuration \(quoted(configuration, limit: pathLimit)) is not taken: \(quoted(directory, limit: pathLimit)) on the way to it is open to others (\(who)), so anyone could plant one nearer the sheet",
          topic: "config",
          nextStep:
            "make that directory its owner's alone (chmod o-w), or name the configuration with --config")
      }
      return ProjectConfiguration()
    }
    return try configurations.configuration(at: found, discovered: true)
  }

  /// The `--schema` file's schema, or nil when none was given.
  /// - Throws: a usage error for an unreadable file; the schema's problems are printed and
  ///   make the result a failure.
  func loadSchema(console: Console) throws(UsageError) -> Result<StyleSchema, SchemaFailure>? {
    guard let schemaPath else { return nil }
    return try loadSchemaFile(schemaPath, maximumDiagnostics: limits.maximumDiagnostics, console: console)
  }

  /// The schema a tree's classes are read with: `schema` (the `--schema` file's), or UIKit's with
  /// the app classes `configuration` declares, whose superclasses are checked against UIKit's
  /// unless a schema file (`--schema`, or the configuration's, which a command may not read)
  /// may declare them.
  func hierarchy(schema: StyleSchema?, configuration: ProjectConfiguration) throws(UsageError) -> StyleSchema
  {
    if let schema { return schema }
    return try configuration.extending(
      .uikit, checkingSuperclasses: schemaPath == nil && configuration.schemaPath == nil)
  }

  /// `--dialect`, or else the configuration's.
  func dialect(given configuration: ProjectConfiguration) -> Dialect? { dialect ?? configuration.dialect }

  /// The configuration's variables, with `--var`'s in place of any of the same name.
  func variables(given configuration: ProjectConfiguration) -> [String: String] {
    configuration.variables.merging(variables) { _, given in given }
  }

  /// Loads the stylesheet with the configuration's dialect and variables, unless `--dialect` and
  /// `--var` say otherwise; its diagnostics are the caller's to print.
  /// A sheet from standard input (`-`) is read from `standardInput` (see
  /// `readStandardInput(_:)`); it imports from the directory of `--stdin-filename` (or
  /// `--import-root`), and nothing without either.
  func load(_ path: String, configuration: ProjectConfiguration, standardInput: [UInt8]? = nil)
    throws(UsageError) -> Stylesheet
  {
    guard path != "-" else {
      let root =
        limits.importRoot
        ?? standardInputName.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
      // A relative --stdin-filename names a file from the working directory, as every path
      // on the command line does (read from the root, `Styles/main.cas` under `Styles` was
      // `Styles/Styles/main.cas`, and its imports missing).
      let sheet =
        root.map {
          Stylesheet(
            bytes: standardInput ?? [], fileName: displayName(of: path), syntax: syntax,
            dialect: dialect(given: configuration), variables: variables(given: configuration),
            limits: limits,
            importRoot: $0, relativeNamesFromWorkingDirectory: true)
        }
        ?? Stylesheet(
          bytes: standardInput ?? [], fileName: displayName(of: path), syntax: syntax,
          dialect: dialect(given: configuration), variables: variables(given: configuration), limits: limits)
      // What it imports counts among the files the run reads.
      ReadFiles.record(sheet)
      return sheet
    }
    do {
      let sheet = try Stylesheet(
        contentsOfFile: path, syntax: syntax, dialect: dialect(given: configuration),
        variables: variables(given: configuration), limits: limits)
      ReadFiles.record(sheet)
      return sheet
    } catch {
      throw UsageError(
        message: error.diagnostics.first?.message ?? "cannot read '\(path)'", topic: nil,
        nextStep: nextStep(reading: path))
    }
  }
}

/// Prints diagnostics with their source lines, and a summary line.
func report(_ diagnostics: [Diagnostic], sourceLine: @escaping (String, Int) -> String?, console: Console) {
  let shown = console.isQuiet ? diagnostics.filter { $0.severity == .error } : diagnostics
  guard !shown.isEmpty else { return }
  var renderer = DiagnosticRenderer(sourceLine: sourceLine, color: console.errorUsesColor)
  for diagnostic in shown { console.writeError(renderer.render(diagnostic)) }
  if let summary = DiagnosticRenderer.summary(shown) { console.writeError(summary + "\n") }
}
