import Stylec

/// The options every command that reads a stylesheet shares: its syntax, its limits, its schema.
struct StylesheetOptions {
  static let valued: Set<String> = [
    "syntax", "schema", "import-root", "max-nesting", "max-imports", "max-file-size", "max-value-size",
    "max-selectors", "max-selector-length",
  ]

  var syntax: Syntax?
  var limits = StylesheetLimits()
  /// The `--schema` file, if one was given.
  var schemaPath: String?

  init(_ arguments: ParsedArguments, topic: String) throws(UsageError) {
    if arguments.has("syntax") {
      syntax = try arguments.choice("syntax", default: Syntax.classy, topic: topic)
    }
    limits.maximumNestingDepth = try arguments.positiveInteger(
      "max-nesting", default: limits.maximumNestingDepth, topic: topic)
    limits.maximumImports = try arguments.positiveInteger(
      "max-imports", default: limits.maximumImports, topic: topic)
    limits.maximumFileSize = try arguments.positiveInteger(
      "max-file-size", default: limits.maximumFileSize, topic: topic)
    limits.maximumValueSize = try arguments.positiveInteger(
      "max-value-size", default: limits.maximumValueSize, topic: topic)
    limits.maximumSelectorExpansion = try arguments.positiveInteger(
      "max-selectors", default: limits.maximumSelectorExpansion, topic: topic)
    limits.maximumSelectorLength = try arguments.positiveInteger(
      "max-selector-length", default: limits.maximumSelectorLength, topic: topic)
    limits.importRoot = arguments.value("import-root")
    schemaPath = arguments.value("schema")
  }

  /// The `--schema` file's schema, or nil when none was given.
  /// - Throws: a usage error for an unreadable file; the schema's problems are printed and
  ///   make the result a failure.
  func loadSchema(console: Console) throws(UsageError) -> Result<Schema, SchemaFailure>? {
    guard let schemaPath else { return nil }
    return try loadSchemaFile(schemaPath, console: console)
  }

  /// Loads the stylesheet, printing its diagnostics.
  func load(_ path: String, console: Console) throws(UsageError) -> Stylesheet {
    guard path != "-" else { throw UsageError(message: "the stylesheet must be a file, not '-'", topic: nil) }
    do {
      return try Stylesheet(contentsOfFile: path, syntax: syntax, limits: limits)
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
