import Stylec

/// `stylec rules SHEET`: prints the flattened rules with their conditions, scores and
/// declarations, so a user can see why one rule beats another.
struct RulesCommand {
  private static let topic = "rules"
  private let sheetPath: String
  /// `--precedence`; nil ranks as the sheet's dialect does.
  private let precedence: Precedence?
  private let stylesheetOptions: StylesheetOptions
  private let format: Format

  enum Format: String, CaseIterable {
    /// Each rule with its condition, score, source location and declarations.
    case text
    /// The canonical printout: flat CSS that reads back as the same rules.
    case css
  }

  static let specification = ParsedArguments.Specification(
    valued: StylesheetOptions.valued.union(["precedence", "format"]), flags: [],
    choices: StylesheetOptions.choices.merging([
      "format": Format.allCases.map(\.rawValue), "precedence": Precedence.allCases.map(\.rawValue),
    ]) { $1 })

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try ParsedArguments(
      arguments,
      specification: Self.specification,
      topic: Self.topic)
    guard parsed.operands.count == 1 else {
      throw UsageError(
        message: "expected one stylesheet (stylec rules SHEET), got \(parsed.operands.count) file(s)",
        topic: Self.topic)
    }
    sheetPath = parsed.operands[0]
    precedence = try parsed.choice("precedence", topic: Self.topic)
    stylesheetOptions = try StylesheetOptions(parsed, topic: Self.topic)
    format = try parsed.choice("format", default: .text, topic: Self.topic)
  }

  func run(_ console: Console) throws(UsageError) -> CommandStatus {
    let configuration = try stylesheetOptions.configuration(for: sheetPath)
    let loaded = try stylesheetOptions.load(
      sheetPath, configuration: configuration,
      standardInput: sheetPath == "-" ? try stylesheetOptions.readStandardInput(console) : nil)
    let schema: StyleSchema?
    switch try stylesheetOptions.loadSchema(console: console) {
    case .failure?: return .failure
    case .success(let loaded)?:
      schema = try configuration.extending(loaded, checkingSuperclasses: configuration.schemaPath == nil)
    case nil: schema = nil
    }
    // The app's own classes are what their names mean, never UIKit's shorthand.
    var knownTypes = Set(configuration.types.keys)
    if let schema { knownTypes.formUnion(schema.types.keys) }
    let sheet = loaded.readingShorthands(asExact: knownTypes)
    report(sheet.diagnostics, sourceLine: { sheet.sourceLine($1, inFile: $0) }, console: console)
    // A rule's declarations are listed for each selector of its group: a sheet of a few kilobytes
    // can list millions of them. The value items listed again are copies, and count as the
    // load's do.
    let limit = stylesheetOptions.limits.maximumCopiedItems
    let repeated = sheet.itemsListedAgain
    guard repeated <= limit else {
      throw UsageError(
        message:
          "listing the rules would print a rule's declarations again for each selector of its group, an @media condition again for each rule under it, an outer selector again in each nested one, and a variable's items again in each declaration that uses it: \(repeated) copied items, more than the limit of \(limit); nothing is printed",
        topic: Self.topic,
        nextStep: "the limit can be raised with --max-copies (StylesheetLimits.maximumCopiedItems)")
    }
    // Each rule is written as it is made, a piece of the output at a time.
    if format == .css {
      writeInPieces(to: console.writeOutputBytes, failed: { console.writeFailure() != nil }) {
        (write) throws(OutputFailed) in try sheet.writeCanonicalText(to: write)
      }
      return sheet.hasErrors ? .failure : .success
    }
    let precedence = precedence ?? sheet.dialect.precedence
    writeInPieces(to: console.writeOutputBytes, failed: { console.writeFailure() != nil }) {
      (write) throws(OutputFailed) in
      try sheet.forEachRule(typedWith: schema) { (rule) throws(OutputFailed) in
        var output = rule.selector
        if let condition = rule.condition { output += "  @media \(shortened(condition, limit: 500))" }
        for query in rule.containerQueries { output += "  @container \(shortened(query, limit: 500))" }
        output +=
          "  [\(precedence.rawValue) \(precedence.text(ofScore: rule.scores[precedence] ?? 0))\(rule.isImportant ? " !important" : ""), "
          + (rule.layer.map { "layer \($0), " } ?? "") + "order \(rule.order), \(rule.location)]\n"
        for declaration in rule.declarations {
          // A line break in a value's word is shown, not broken: it would forge a line.
          output += "  \(escapingControlCharacters(declaration.text, keepingTabs: true))\n"
        }
        // Selectors and values are the sheet's text: shown, not acted on by the terminal.
        try write(escapingControlCharacters(output, keepingLines: true))
      }
    }
    return sheet.hasErrors ? .failure : .success
  }
}
