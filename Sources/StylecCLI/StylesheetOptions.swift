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
    ["syntax", "dialect", "var", "schema", "import-root", "config"] + limitOptions.map(\.name))

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

  init(_ arguments: ParsedArguments, topic: String) throws(UsageError) {
    if arguments.has("syntax") {
      syntax = try arguments.choice("syntax", default: StylesheetSyntax.classy, topic: topic)
    }
    dialect = try arguments.choice("dialect", topic: topic)
    for assignment in arguments.values("var") {
      guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
        throw UsageError(message: "--var takes NAME=VALUE, not '\(assignment)'", topic: topic)
      }
      variables[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
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
        throw UsageError(message: "--import-root '\(root)' is not a directory", topic: topic)
      }
      limits.importRoot = root
    }
    schemaPath = arguments.value("schema")
    configurationPath = arguments.value("config")
  }

  /// The configuration for a stylesheet: `--config`, or the `.stylec.json` found for it, or none.
  func configuration(for path: String) throws(UsageError) -> ProjectConfiguration {
    if let configurationPath {
      return try ProjectConfiguration(contentsOf: configurationPath, discovered: false)
    }
    guard let found = ProjectConfiguration.find(for: path) else { return ProjectConfiguration() }
    return try ProjectConfiguration(contentsOf: found, discovered: true)
  }

  /// The `--schema` file's schema, or nil when none was given.
  /// - Throws: a usage error for an unreadable file; the schema's problems are printed and
  ///   make the result a failure.
  func loadSchema(console: Console) throws(UsageError) -> Result<StyleSchema, SchemaFailure>? {
    guard let schemaPath else { return nil }
    return try loadSchemaFile(schemaPath, console: console)
  }

  /// `--dialect`, or else the configuration's.
  func dialect(given configuration: ProjectConfiguration) -> Dialect? { dialect ?? configuration.dialect }

  /// The configuration's variables, with `--var`'s in place of any of the same name.
  func variables(given configuration: ProjectConfiguration) -> [String: String] {
    configuration.variables.merging(variables) { _, given in given }
  }

  /// Loads the stylesheet with the configuration's dialect and variables, unless `--dialect` and
  /// `--var` say otherwise; its diagnostics are the caller's to print.
  func load(_ path: String, configuration: ProjectConfiguration) throws(UsageError) -> Stylesheet {
    guard path != "-" else { throw UsageError(message: "the stylesheet must be a file, not '-'", topic: nil) }
    do {
      return try Stylesheet(
        contentsOfFile: path, syntax: syntax, dialect: dialect(given: configuration),
        variables: variables(given: configuration), limits: limits)
    } catch {
      throw UsageError(message: error.diagnostics.first?.message ?? "cannot read '\(path)'", topic: nil)
    }
  }
}

/// Prints diagnostics with their source lines, and a summary line.
func report(_ diagnostics: [Diagnostic], sourceLine: @escaping (String, Int) -> String?, console: Console) {
  guard !diagnostics.isEmpty else { return }
  let renderer = DiagnosticRenderer(sourceLine: sourceLine)
  for diagnostic in diagnostics { console.writeError(renderer.render(diagnostic)) }
  if let summary = DiagnosticRenderer.summary(diagnostics) { console.writeError(summary + "\n") }
}
