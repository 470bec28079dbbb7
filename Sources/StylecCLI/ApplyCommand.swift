import Dispatch
import Foundation
import Stylec

/// `stylec apply SHEET TREE`: resolves every node's styles and prints the styled tree.
struct ApplyCommand {
  /// The stylesheet, precedence, environment and tree options.
  private let options: ResolveOptions
  private static let topic = "apply"
  private let sheetPath: String
  private let treePath: String
  private let format: Format
  private let outputPath: String?
  private let compact: Bool
  /// `--env-matrix`: report what differs across the environments the sheet tells apart.
  private let acrossEnvironments: Bool

  enum Format: String, CaseIterable {
    case json
    case text
  }

  static let specification = ParsedArguments.Specification(
    valued: ResolveOptions.valued.union(["format", "output"]), flags: ["compact", "env-matrix"],
    shortNames: ["o": "output"],
    choices: ResolveOptions.choices.merging(["format": Format.allCases.map(\.rawValue)]) { $1 })

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try ParsedArguments(arguments, specification: Self.specification, topic: Self.topic)
    options = try ResolveOptions(parsed, topic: Self.topic)
    (sheetPath, treePath) = try parsed.sheetAndTree(
      usage: "a stylesheet and a tree (stylec apply SHEET TREE)", topic: Self.topic)
    guard parsed.operands.count == 2 else {
      throw UsageError(
        message:
          "expected a stylesheet and a tree (stylec apply SHEET TREE), got \(parsed.operands.count) argument(s)",
        topic: Self.topic)
    }
    format = try parsed.choice("format", default: .json, topic: Self.topic)
    outputPath = parsed.value("output")
    compact = parsed.has("compact")
    if compact && format == .text {
      throw UsageError(message: "--compact applies to JSON output, not --format text", topic: Self.topic)
    }
    acrossEnvironments = parsed.has("env-matrix")
    if acrossEnvironments && (compact || (parsed.has("format") && format != .text)) {
      throw UsageError(
        message: "--env-matrix prints a text report for people; it takes no --format json or --compact",
        topic: Self.topic)
    }
  }

  func run(_ console: Console) throws(UsageError) -> CommandStatus {
    // The sheet loads on another core while this one reads the tree and, unless a schema file
    // must be read first, decodes it. Errors are reported in the same order as one after the
    // other: the sheet's first.
    let configuration = try options.stylesheet.configuration(for: sheetPath)
    let standardInput = sheetPath == "-" ? try options.stylesheet.readStandardInput(console) : nil
    let sheetLoad = OrderedResults<Result<Stylesheet, UsageError>>(count: 1)
    DispatchQueue.global(qos: .userInitiated).async { [options, sheetPath] in
      sheetLoad.store(
        Result { () throws(UsageError) in
          try options.stylesheet.load(sheetPath, configuration: configuration, standardInput: standardInput)
        },
        at: 0)
    }
    // The app's own classes from the configuration join the hierarchy `^Type` matches with.
    // Its superclasses are checked against the schema later read, if any (a schema file the
    // configuration names, which `apply` does not read, may declare them).
    let hierarchy = try options.stylesheet.hierarchy(schema: nil, configuration: configuration)
    let treeName = treePath == "-" ? "<stdin>" : treePath
    let treeRead = Result { () throws(UsageError) in try readTree(console) }
    // The tree's lines are indexed only if a diagnostic shows one.
    var treeFile: SourceFile?
    let decodeTree = { (bytes: [UInt8], schema: StyleSchema) in
      Result { () throws(StylecError) in
        try StyleTree(
          json: bytes, fileName: treeName, maximumDepth: options.maximumDepth,
          maximumDiagnostics: options.stylesheet.limits.maximumDiagnostics, schema: schema)
      }
    }
    let earlyTree: Result<StyleTree, StylecError>? =
      if options.stylesheet.schemaPath == nil, case .success(let bytes) = treeRead {
        decodeTree(bytes, hierarchy)
      } else {
        nil
      }
    guard let loaded = sheetLoad.take(0) else { return .failure }
    // The app's own classes the configuration declares are what their names mean, never UIKit's
    // shorthand (the tree's own `types`, and the schema's, are read so by `resolve`).
    let sheet = try loaded.get().readingShorthands(asExact: Set(configuration.types.keys))
    let schema: StyleSchema?
    switch try options.stylesheet.loadSchema(console: console) {
    case .failure?: return .failure
    case .success(let loaded)?:
      schema = try configuration.extending(loaded, checkingSuperclasses: configuration.schemaPath == nil)
    case nil: schema = nil
    }
    let treeBytes = try treeRead.get()
    let sourceLine = { (path: String, line: Int) -> String? in
      guard path == treeName else { return sheet.sourceLine(line, inFile: path) }
      if treeFile == nil { treeFile = SourceFile(path: treeName, bytes: treeBytes) }
      return treeFile?.lineText(line)
    }
    let tree: StyleTree
    switch earlyTree ?? decodeTree(treeBytes, schema ?? hierarchy) {
    case .success(let decoded): tree = decoded
    case .failure(let error):
      report(sheet.diagnostics + error.diagnostics, sourceLine: sourceLine, console: console)
      return .failure
    }
    if acrossEnvironments {
      report(sheet.diagnostics + tree.diagnostics, sourceLine: sourceLine, console: console)
      let differences: EnvironmentVariations
      switch sheet.variationsAcrossEnvironments(
        in: tree, precedence: options.precedence, environment: options.environment, schema: schema)
      {
      case .success(let variations): differences = variations
      case .failure(let tooMany):
        throw UsageError(
          message: "\(tooMany.message): too many to style the tree in each", topic: Self.topic,
          nextStep: "fix some of these facts with --env, or run 'stylec lint --env-matrix' on the sheet")
      }
      report(differences.diagnostics, sourceLine: sourceLine, console: console)
      try emit(
        { sink in
          writeInPieces(to: sink) { (write) throws(OutputFailed) in
            try writeEnvironmentReport(differences, tree: tree, to: write)
          }
        },
        console: console)
      return sheet.hasErrors || differences.diagnostics.containsErrors ? .failure : .success
    }
    let styles = sheet.resolve(
      tree, precedence: options.precedence, environment: options.environment, schema: schema)
    report(
      sheet.diagnostics + tree.diagnostics + styles.diagnostics, sourceLine: sourceLine, console: console)
    // The output goes out a piece at a time: held whole, a large tree's JSON would double the
    // memory used.
    let write = { (sink: (UnsafeBufferPointer<UInt8>) -> Void) in
      if format == .json {
        styles.writeJSON(compact: compact, to: sink)
      } else {
        styles.writeOutline(to: sink)
      }
    }
    try emit(write, console: console)
    // The process ends once this command returns: the styles, the tree and the sheet are not
    // taken apart first.
    console.keepUntilExit((sheet, tree, styles))
    return sheet.hasErrors || styles.diagnostics.containsErrors ? .failure : .success
  }

  /// Hands what `write` writes to `-o FILE` (replaced only once complete) or standard output.
  private func emit(
    _ write: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void, console: Console
  ) throws(UsageError) {
    if let outputPath, outputPath != "-" {
      var file = try OutputFile(path: outputPath)
      write { file.write($0) }
      try file.commit()
    } else {
      write(console.writeOutputBytes)
    }
  }

  /// Writes each node with a property that differs across environments, and each such
  /// property's values: by the one fact that decides it when there is one (`17 when device is
  /// phone; 14 when device is pad or tv`), else each value with how many environments give it and
  /// the first. A difference at a time: the report of a large tree is never held whole.
  private func writeEnvironmentReport(
    _ differences: EnvironmentVariations, tree: StyleTree, to write: (String) throws(OutputFailed) -> Void
  ) throws(OutputFailed) {
    // Said first of the facts held, with their values: the tree's environment may fix some or
    // all of those the sheet tests (a tree's Dark Mode left the dark rules out, unsaid).
    let held = differences.heldFacts
    if !held.isEmpty {
      try write(
        escapingControlCharacters(
          "not varied, as the tree's environment or --env gives \(held.count == 1 ? "it" : "them"): \(held.joined(separator: ", "))"
        ) + "\n")
    }
    guard !differences.isEmpty else {
      return try write("every node is styled alike in every environment the sheet tells apart\n")
    }
    var previous: StyleTree.NodeID?
    // Values and names shortened, each long one once: a report for people printed a 500 KB
    // string whole for each of 500 nodes (250 MB).
    var shown = ShownTexts()
    try differences.forEachDifference { (difference) throws(OutputFailed) in
      var output = ""
      if difference.node != previous {
        output +=
          "\(tree.shownLabel(of: difference.node, limit: ExplainCommand.shownLength)) [node \(tree.preorderNumber(of: difference.node))]\n"
        previous = difference.node
      }
      output +=
        "  \(shown.shown(difference.property)): " + describe(difference.variants, shown: &shown) + "\n"
      // Labels and values are the sheet's and the tree's text: shown, not acted on by the terminal.
      try write(escapingControlCharacters(output, keepingLines: true))
    }
  }

  private func describe(_ variants: [EnvironmentDifference.Variant], shown: inout ShownTexts) -> String {
    let texts = variants.map { $0.value.map { shown.shown($0) } ?? "unset" }
    // A fact whose every value gives one variant decides the property alone.
    let factCount = variants.first?.descriptions.first?.count ?? 0
    for fact in 0..<factCount {
      var byValue: [(value: String, variant: Int)] = []
      var decides = true
      for (index, variant) in variants.enumerated() {
        for environment in variant.descriptions {
          let value = environment[fact]
          if let known = byValue.first(where: { $0.value == value }) {
            if known.variant != index { decides = false }
          } else {
            byValue.append((value, index))
          }
        }
      }
      guard decides else { continue }
      let name = variants[0].descriptions[0][fact].components(separatedBy: " is ").first ?? ""
      return variants.indices.map { index in
        let values = byValue.filter { $0.variant == index }.map {
          $0.value.components(separatedBy: " is ").last ?? ""
        }
        return "\(texts[index]) when \(name) is \(values.joined(separator: " or "))"
      }.joined(separator: "; ")
    }
    let total = variants.reduce(0) { $0 + $1.descriptions.count }
    return zip(variants, texts).map { variant, text in
      "\(text) in \(variant.descriptions.count) of \(total) environments (first: \(variant.descriptions[0].joined(separator: ", ")))"
    }.joined(separator: "; ")
  }

  private func readTree(_ console: Console) throws(UsageError) -> [UInt8] {
    try readTreeBytes(treePath, limit: options.maximumTreeSize, console: console)
  }

}
