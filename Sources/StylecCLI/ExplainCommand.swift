import Foundation
import Stylec

/// `stylec explain SHEET TREE NODE [PROPERTY]`: for each node NODE names (`#id` or a selector),
/// each property's winning declaration and every matching one it beat, with why it lost.
struct ExplainCommand {
  /// The stylesheet, precedence, environment and tree options.
  private let options: ResolveOptions
  private static let topic = "explain"
  private let sheetPath: String
  private let treePath: String
  private let nodeSelector: String
  private let property: String?
  private let format: Format

  enum Format: String, CaseIterable {
    case text
    case json
  }

  static let specification = ParsedArguments.Specification(
    valued: ResolveOptions.valued.union(["format"]), flags: [],
    choices: ResolveOptions.choices.merging(["format": Format.allCases.map(\.rawValue)]) { $1 })

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try ParsedArguments(arguments, specification: Self.specification, topic: Self.topic)
    options = try ResolveOptions(parsed, topic: Self.topic)
    let usage = "a stylesheet, a tree and a node (stylec explain SHEET TREE NODE [PROPERTY])"
    (sheetPath, treePath) = try parsed.sheetAndTree(usage: usage, topic: Self.topic)
    guard (3...4).contains(parsed.operands.count) else {
      throw UsageError(
        message: "expected \(usage), got \(parsed.operands.count) argument(s)", topic: Self.topic)
    }
    nodeSelector = parsed.operands[2]
    property = parsed.operands.count == 4 ? parsed.operands[3] : nil
    // An empty PROPERTY names none: it would explain every node as setting nothing.
    if property?.trimmingCharacters(in: .whitespaces).isEmpty == true {
      throw UsageError(
        message: "an empty PROPERTY names no property", topic: Self.topic,
        nextStep: "name one (stylec explain SHEET TREE NODE alpha), or leave it out to explain every property"
      )
    }
    format = try parsed.choice("format", default: .text, topic: Self.topic)
  }

  func run(_ console: Console) throws(UsageError) -> CommandStatus {
    let configuration = try options.stylesheet.configuration(for: sheetPath)
    let standardInput = sheetPath == "-" ? try options.stylesheet.readStandardInput(console) : nil
    let sheet = try options.stylesheet.load(
      sheetPath, configuration: configuration, standardInput: standardInput
    )
    .readingShorthands(asExact: Set(configuration.types.keys))
    let schema: StyleSchema?
    switch try options.stylesheet.loadSchema(console: console) {
    case .failure?: return .failure
    case .success(let loaded)?:
      schema = try configuration.extending(loaded, checkingSuperclasses: configuration.schemaPath == nil)
    case nil: schema = nil
    }
    let treeName = treePath == "-" ? "<stdin>" : treePath
    let bytes = try readTreeBytes(treePath, limit: options.maximumTreeSize, console: console)
    let tree: StyleTree
    let hierarchy = try options.stylesheet.hierarchy(schema: schema, configuration: configuration)
    do throws(StylecError) {
      tree = try StyleTree(
        json: bytes, fileName: treeName, maximumDepth: options.maximumDepth,
        maximumDiagnostics: options.stylesheet.limits.maximumDiagnostics, schema: hierarchy)
    } catch {
      let file = SourceFile(path: treeName, bytes: bytes)
      report(error.diagnostics, sourceLine: { file.lineText($1) }, console: console)
      return .failure
    }
    report(
      sheet.diagnostics + tree.diagnostics, sourceLine: { sheet.sourceLine($1, inFile: $0) }, console: console
    )
    let nodes: [StyleTree.NodeID]
    do throws(StylecError) {
      nodes = try tree.nodes(matching: nodeSelector, dialect: sheet.dialect)
    } catch {
      throw UsageError(
        message: "NODE \(error.diagnostics.first?.message ?? "is not a selector")", topic: Self.topic,
        nextStep: "name the node as a selector: #id, a type, .class, or any selector stylec reads")
    }
    guard !nodes.isEmpty else {
      throw UsageError(
        message: "no node of '\(treeName)' matches \(quoted(nodeSelector))", topic: Self.topic,
        nextStep: Self.idsHint(tree))
    }
    if let property,
      sheet.namesNoProperty(property, ofAnyOf: Set(nodes.lazy.map(tree.type(of:))), schema: hierarchy)
    {
      throw UsageError(
        message:
          "no declaration sets \(quoted(property)), and no node matching \(quoted(nodeSelector)) has such a property",
        topic: Self.topic,
        nextStep: sheet.propertyMeant(by: property).map { "did you mean '\($0)'?" }
          ?? "stylec schema TYPE lists the properties of a type")
    }
    // All the nodes at once: the sheet is prepared for the tree once, not once per node. Each
    // node's explanation is printed as it is made, never the whole output held.
    var first = true
    var shownSelectors = ShownTexts()
    if format == .json { console.writeOutput("[\n") }
    // A misspelled PROPERTY is set by no declaration of any node: the one meant is named.
    let propertyMeant = property.flatMap { sheet.propertyMeant(by: $0) }
    // One encoder for every node: making one a node was a third of the JSON's cost.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // In text, the nodes of many that PROPERTY is not set on are counted, not listed one by one
    // (a line for each of 100,000 nodes said the same thing).
    let countsUnset = format == .text && property != nil && nodes.count > 1
    var unset = 0
    // Once the output fails, the rest is not made.
    let found = try? sheet.forEachExplanation(
      of: nodes, in: tree, property: property, precedence: options.precedence,
      environment: options.environment,
      schema: schema
    ) { (node, properties) throws(OutputFailed) in
      if console.writeFailure() != nil { throw OutputFailed() }
      if countsUnset && properties.isEmpty {
        unset += 1
        return
      }
      switch format {
      case .text:
        console.writeOutput(
          escapingControlCharacters(
            text(
              [(node, properties)], tree: tree, sheetDialectPrecedence: sheet.dialect.precedence,
              propertyMeant: propertyMeant, selectors: &shownSelectors),
            keepingLines: true))
      case .json:
        if !first { console.writeOutput(",\n") }
        writeJSON(node, properties, tree: tree, encoder: encoder, shown: &shownSelectors, console: console)
      }
      first = false
    }
    if format == .json { console.writeOutput("\n]\n") }
    if unset > 0, let property, console.writeFailure() == nil {
      let nodesText =
        unset == nodes.count ? "any of the \(unset) nodes" : "\(unset) of the \(nodes.count) nodes"
      console.writeOutput(
        escapingControlCharacters(
          "no declaration sets \(property.unicodeScalars.count > 60 ? quoted(property) : property) on \(nodesText)"
            + (propertyMeant.map { " (the sheet sets '\($0)')" } ?? "") + "\n", keepingLines: true))
    }
    // As `apply` reports them for the whole tree: values that do not fit, on the nodes explained.
    report(found ?? [], sourceLine: { sheet.sourceLine($1, inFile: $0) }, console: console)
    return sheet.hasErrors || (found ?? []).containsErrors ? .failure : .success
  }

  /// What the tree's nodes can be named by: some of its ids, types and classes (up to 20 of
  /// each, sorted, each shortened).
  private static func idsHint(_ tree: StyleTree) -> String {
    var ids: Set<String> = []
    var types: Set<String> = []
    var classes: Set<String> = []
    for node in tree.nodes {
      if let id = tree.id(of: node) { ids.insert("#" + id) }
      types.insert(tree.type(of: node))
      for name in tree.classes(of: node) { classes.insert("." + name) }
    }
    let listed = { (names: Set<String>) in
      names.sorted().prefix(20).map { shortened($0, limit: 40) }.joined(separator: ", ")
        + (names.count > 20 ? ", … (\(names.count) in all)" : "")
    }
    return "the tree's "
      + [("ids", ids), ("types", types), ("classes", classes)].filter { !$0.1.isEmpty }.map {
        "\($0.0): \(listed($0.1))"
      }.joined(separator: "; ")
  }

  /// Each node, each property with its value, and its candidates: `✓` the winner, `✗` each
  /// loser with why it lost.
  private func text(
    _ explained: [(StyleTree.NodeID, [PropertyExplanation])], tree: StyleTree,
    sheetDialectPrecedence: Precedence, propertyMeant: String?, selectors: inout ShownTexts
  ) -> String {
    let precedence = options.precedence ?? sheetDialectPrecedence
    let scoreText = { (score: Int) in precedence.text(ofScore: score) }
    var output = ""
    for (node, properties) in explained {
      output +=
        tree.shownLabel(of: node, limit: Self.shownLength) + " [node \(tree.preorderNumber(of: node))]\n"
      if properties.isEmpty {
        // The property is the user's argument, shown shortened when long.
        output +=
          property.map {
            "  no declaration sets \($0.unicodeScalars.count > 60 ? quoted($0) : $0)"
              + (propertyMeant.map { " (the sheet sets '\($0)')" } ?? "") + "\n"
          }
          ?? "  no declaration matches it\n"
      }
      for explanation in properties {
        let winner = explanation.candidates.first { $0.lostBecause == nil }
        let value = explanation.value.map { value in
          winner.map { selectors.value(value, at: $0.location) } ?? selectors.shown(value)
        }
        output += "  \(selectors.shown(explanation.property)): \(value ?? "unset")\n"
        for candidate in explanation.candidates {
          let mark = candidate.lostBecause == nil ? "✓" : "✗"
          // Shortened: a long selector or value is printed for every node it reaches.
          let selector = selectors.shown(candidate.selector)
          let source =
            candidate.origin == .stylesheet
            ? "\(selector) (score \(scoreText(candidate.score)), \(candidate.location))"
            : "\(candidate.origin == .codeStyle ? "code style " + selector : "the view's own style") (\(candidate.location))"
          output +=
            "    \(mark) \(selectors.value(candidate.value, at: candidate.location))"
            + "\(candidate.isImportant ? " !important" : "") ← \(source)"
            + (candidate.inheritedFrom.map { ", inherited from \(shortened($0, limit: Self.shownLength))" }
              ?? "")
          let why =
            if case .lowerScore(let winner) = candidate.lostBecause {
              "a lower score than the winner's \(scoreText(winner))"
            } else {
              // The reason may quote names and values at length: bounded, as a diagnostic's
              // message is, once for each declaration.
              candidate.lostBecause.map { selectors.reason($0, at: candidate.location) }
            }
          output += why.map { ": \($0)\n" } ?? "\n"
          output += substitutionLines(candidate.substitutions, indent: "      ", selectors: &selectors)
        }
      }
    }
    return output
  }

  /// A line for each custom property a winner's `var()`s name: its value and where it was set,
  /// then, indented below it, what its own `var()`s gave.
  private func substitutionLines(
    _ substitutions: [PropertyExplanation.Substitution], indent: String, selectors: inout ShownTexts
  ) -> String {
    var lines = ""
    for substitution in substitutions {
      let value = substitution.value.map { selectors.shown($0) } ?? "no value"
      lines += "\(indent)var(\(shortened(substitution.name, limit: Self.shownLength))) = \(value)"
      if let selector = substitution.selector, let location = substitution.location {
        lines += " ← \(selectors.shown(selector)) (\(location))"
        lines +=
          substitution.inheritedFrom.map { ", inherited from \(shortened($0, limit: Self.shownLength))" }
          ?? ""
      } else {
        lines += ": no rule sets it on the node or an ancestor"
      }
      lines += substitution.invalidity.map { ": \(bounded($0, limit: Self.shownLength * 2))" } ?? ""
      lines += "\n" + substitutionLines(substitution.uses, indent: indent + "  ", selectors: &selectors)
      if let notShown = substitution.usesNotShown {
        lines += "\(indent)  … \(notShown) var() \(notShown == 1 ? "use" : "uses") of its value not shown"
        lines += ", nor what \(notShown == 1 ? "it uses" : "they use")"
        lines += " (explain lists \(PropertyExplanation.deepestSubstitution) levels"
        lines += " and \(PropertyExplanation.mostSubstitutions) in all)\n"
      }
    }
    return lines
  }

  /// The longest selector, value or node label either output shows whole: each is printed for
  /// every node it reaches.
  static let shownLength = 500

  /// Each substitution's value, selector and node, at every level, shortened as the text shows
  /// them.
  /// - Complexity: recursive in the substitutions' levels, which the explainer cuts at
  ///   `PropertyExplanation.deepestSubstitution`.
  private static func shorten(
    _ substitutions: inout [PropertyExplanation.Substitution], shown: inout ShownTexts
  ) {
    for index in substitutions.indices {
      if let value = substitutions[index].value {
        substitutions[index].value = shown.jsonValue(value, at: substitutions[index].location)
      }
      substitutions[index].selector = substitutions[index].selector.map { shown.shown($0) }
      substitutions[index].inheritedFrom = substitutions[index].inheritedFrom.map { shown.shown($0) }
      shorten(&substitutions[index].uses, shown: &shown)
    }
  }

  /// Writes one node as an element of the JSON output's array (indented as the array's
  /// element): the node with its properties and their candidates, values in `StyleValue`'s
  /// tagged JSON form; sorted keys, so the same inputs give the same bytes. Each candidate is
  /// encoded and written on its own, the node's and each property's other members around
  /// them: a node's whole explanation encoded at once held it five times over (a mixin that set
  /// one property 131,000 times: 82 MB printed, a 467 MB peak).
  private func writeJSON(
    _ node: StyleTree.NodeID, _ properties: [PropertyExplanation], tree: StyleTree, encoder: JSONEncoder,
    shown texts: inout ShownTexts, console: Console
  ) {
    struct ExplainedNode: Encodable {
      var node: Int
      var type: String
      var id: String?
      var classes: [String]
      var properties: [PropertyExplanation]
    }
    let write = { (encoded: String, indentation: Int) in
      console.writeOutput(escapingTerminalControls(inJSON: Self.indented(encoded, by: indentation)))
    }
    // The node's names shortened as its selectors and values are.
    let shown = { (name: String) in shortened(name, limit: Self.shownLength) }
    let outline = ExplainedNode(
      node: tree.preorderNumber(of: node), type: shown(tree.type(of: node)), id: tree.id(of: node).map(shown),
      classes: tree.classes(of: node).map(shown), properties: [])
    let (nodeStart, nodeEnd) = Self.split(Self.encoded(outline, encoder), atEmpty: "properties", depth: 1)
    write(nodeStart, 2)
    for (propertyIndex, explanation) in properties.enumerated() {
      // Each value, selector and node label, and those of the custom properties `var()`s used,
      // shortened as the text shows them, each once for its declaration: printed for every
      // node and every candidate, a chain of values each twice the last wrote each whole at
      // every level (200 properties over one node: 336 MB, a 2.26 GB peak), a 9,000-item
      // value of 10 rules 6.6 MB a node, and a 60 KB selector a mixin set one property with
      // 16,000 times, 1 GB.
      let winnerPlace = explanation.candidates.first { $0.lostBecause == nil }?.location
      var shown = explanation
      shown.candidates = []
      shown.value = explanation.value.map { texts.jsonValue($0, at: winnerPlace) }
      let (propertyStart, propertyEnd) = Self.split(
        Self.encoded(shown, encoder), atEmpty: "candidates", depth: 1)
      console.writeOutput(propertyIndex == 0 ? "\n" : ",\n")
      write(propertyStart, 6)
      for (candidateIndex, original) in explanation.candidates.enumerated() {
        var candidate = original
        candidate.value = texts.jsonValue(candidate.value, at: candidate.location)
        candidate.selector = texts.shown(candidate.selector)
        candidate.inheritedFrom = candidate.inheritedFrom.map { texts.shown($0) }
        Self.shorten(&candidate.substitutions, shown: &texts)
        console.writeOutput(candidateIndex == 0 ? "\n" : ",\n")
        write(Self.encoded(candidate, encoder), 10)
      }
      write(explanation.candidates.isEmpty ? "\n" + propertyEnd : propertyEnd, 6)
    }
    write(properties.isEmpty ? "\n" + nodeEnd : nodeEnd, 2)
  }

  /// A value encoded as pretty-printed JSON text.
  private static func encoded(_ value: some Encodable, _ encoder: JSONEncoder) -> String {
    (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// An encoded object split where its member `key`, an empty array `depth` levels in, has its
  /// elements: the text up to its `[`, and from the line that closes it (an empty array is
  /// written `[`, a blank line and `]`).
  private static func split(_ encoded: String, atEmpty key: String, depth: Int) -> (String, String) {
    let indentation = String(repeating: "  ", count: depth)
    let opening = "\n\(indentation)\"\(key)\" : ["
    guard let range = encoded.range(of: opening + "\n\n\(indentation)]") else { return (encoded, "") }
    let closing = encoded.index(range.lowerBound, offsetBy: opening.count + 1)
    return (String(encoded[..<closing].dropLast()), String(encoded[closing...]))
  }

  /// `text` with `count` spaces before each of its lines but blank ones, in one pass over the
  /// bytes: splitting the text into lines and joining them again cost as much as encoding it.
  private static func indented(_ text: String, by count: Int) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + text.utf8.count / 4)
    var atLineStart = true
    for byte in text.utf8 {
      if atLineStart && byte != UInt8(ascii: "\n") { bytes += repeatElement(UInt8(ascii: " "), count: count) }
      bytes.append(byte)
      atLineStart = byte == UInt8(ascii: "\n")
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
