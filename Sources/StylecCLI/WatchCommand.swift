import Foundation
import Stylec

/// `stylec watch SHEET TREE`: Chameleon's live reload on the command line. Applies the sheet to
/// the tree, then again whenever the sheet, a file it imports or the tree changes, printing
/// each changed property (`node property: old → new`) and the diagnostics, and writing the
/// styled tree to `-o FILE` each time (never half-written, and never over the sheet, an import
/// or the tree). It runs until stopped: Ctrl-C ends
/// it as it ends any command.
struct WatchCommand {
  /// The stylesheet, precedence, environment and tree options.
  private let options: ResolveOptions
  private static let topic = "watch"
  private let sheetPath: String
  private let treePath: String
  private let outputPath: String?
  private let interval: Int

  static let specification = ParsedArguments.Specification(
    valued: ResolveOptions.valued.union(["output", "interval"]), flags: [], shortNames: ["o": "output"],
    choices: ResolveOptions.choices)

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try ParsedArguments(arguments, specification: Self.specification, topic: Self.topic)
    options = try ResolveOptions(parsed, topic: Self.topic)
    guard parsed.operands.count == 2, !parsed.operands.contains("-") else {
      throw UsageError(
        message: "expected a stylesheet file and a tree file (stylec watch SHEET TREE)", topic: Self.topic)
    }
    try ParsedArguments.checkOrder(
      sheet: parsed.operands[0], tree: parsed.operands[1],
      usage: "a stylesheet file and a tree file (stylec watch SHEET TREE)", topic: Self.topic
    )
    sheetPath = parsed.operands[0]
    treePath = parsed.operands[1]
    outputPath = parsed.value("output")
    // Standard output carries the change lines: a tree written there too would be lost among
    // them (it was written nowhere).
    if outputPath == "-" {
      throw UsageError(
        message: "-o - is not taken: watch prints the changes on standard output", topic: Self.topic,
        nextStep: "name a file for the styled tree, or run 'stylec apply' for it on standard output")
    }
    // Milliseconds, 1 to 60000 (a minute): one range, said whole in the one message.
    interval = try parsed.positiveInteger("interval", default: 500, topic: Self.topic, most: 60_000)
  }

  /// Runs until the process is stopped; returns only when the first load cannot be used.
  func run(_ console: Console) throws(UsageError) -> CommandStatus {
    let configuration = try options.stylesheet.configuration(for: sheetPath)
    let cache = StylesheetCache(
      syntax: options.stylesheet.syntax, dialect: options.stylesheet.dialect(given: configuration),
      variables: options.stylesheet.variables(given: configuration),
      limits: options.stylesheet.limits)
    let schema: StyleSchema?
    switch try options.stylesheet.loadSchema(console: console) {
    case .failure?: return .failure
    case .success(let loaded)?:
      schema = try configuration.extending(loaded, checkingSuperclasses: configuration.schemaPath == nil)
    case nil: schema = nil
    }
    // As `apply` reads them: the app's classes the configuration declares join the hierarchy the
    // tree is read with, and are what their names mean in the sheet, never UIKit's shorthand.
    let project = ProjectTypes(
      hierarchy: try options.stylesheet.hierarchy(schema: schema, configuration: configuration),
      exactNames: Set(configuration.types.keys))
    var treeFingerprint = FileFingerprint(path: treePath)
    guard
      var (document, lastRead) = try applyAtStart(
        cache: cache, schema: schema, project: project, console: console)
    else {
      return .failure
    }
    say("watching \(sheetPath), its imports and \(treePath) (Ctrl-C to stop)", console)
    while true {
      // Nobody receives the changes any more (a full disk, a closed pipe): watching ends, and
      // the failed write is reported as every command reports one.
      if console.writeFailure() != nil { return .usage }
      usleep(useconds_t(interval * 1000))
      for change in cache.reloadChanged() {
        guard let reloaded = change.stylesheet else {
          if let rejected = change.rejected {
            // A save with errors: they are shown, and the last good sheet stays applied.
            say("\(change.changedFiles.joined(separator: ", ")) changed", console)
            reportDiagnostics(rejected.diagnostics, sheet: rejected, console: console)
            say("the sheet has errors; keeping the last version", console)
            // What the sheet on disk reads is protected, applied or not: an output it imports
            // would be read back at once. What it no longer reads is not.
            lastRead = ReadFiles.replace(lastRead, with: rejected, keeping: [treePath])
            continue
          }
          say(
            "stylec: error: \(change.error?.diagnostics.first?.message ?? "cannot read '\(change.path)'"); keeping the last version",
            console)
          continue
        }
        // An output the sheet now imports is refused while it imports it (see OutputFile).
        lastRead = ReadFiles.replace(lastRead, with: reloaded, keeping: [treePath])
        let changes = document.replaceStylesheet(reloaded.readingShorthands(asExact: project.exactNames))
        say("\(change.changedFiles.joined(separator: ", ")) changed", console)
        reportDiagnostics(
          reloaded.diagnostics + document.styles.diagnostics, sheet: reloaded, console: console)
        show(changes, of: document, console: console)
      }
      let fingerprint = FileFingerprint(path: treePath)
      guard fingerprint != treeFingerprint else { continue }
      treeFingerprint = fingerprint
      say("\(treePath) changed", console)
      guard let tree = try readTree(hierarchy: project.hierarchy, console: console) else {
        console.writeError("keeping the last tree\n")
        continue
      }
      // A tree file read anew has no identity with the last: nodes are matched by type and id
      // under matched parents; one the new tree lacks is listed as removed, by its number in
      // the last tree.
      let before = document.styles.tree
      let (changes, removed) = document.replaceTreeMatchingNodes(tree)
      reportDiagnostics(tree.diagnostics, sheet: document.stylesheet, console: console)
      let removedLines = removed.map {
        "[\(before.preorderNumber(of: $0))] \(Self.name(of: $0, in: before)) removed"
      }
      show(changes, of: document, console: console, removedLines: removedLines)
    }
  }

  /// The sheet loaded and applied to the tree, its findings shown and the output written: the
  /// document, and the files the load read by name (the run's inputs); nil when the tree
  /// cannot be read (reported). The load is held by the document alone: a reload keeps no
  /// earlier load beside the one applied (each held another whole sheet's memory).
  private func applyAtStart(
    cache: StylesheetCache, schema: StyleSchema?, project: ProjectTypes, console: Console
  ) throws(UsageError) -> (document: LiveStyles, read: Set<String>)? {
    let sheet: Stylesheet
    do throws(StylecError) {
      sheet = try cache.stylesheet(atPath: sheetPath).readingShorthands(asExact: project.exactNames)
      ReadFiles.record(sheet)
    } catch {
      throw UsageError(
        message: error.diagnostics.first?.message ?? "cannot read '\(sheetPath)'", topic: nil,
        nextStep: nextStep(reading: sheetPath, readingAdvice))
    }
    guard let tree = try readTree(hierarchy: project.hierarchy, console: console, atStart: true) else {
      return nil
    }
    let document = LiveStyles(
      stylesheet: sheet, tree: tree, precedence: options.precedence, environment: options.environment,
      schema: schema)
    reportDiagnostics(
      sheet.diagnostics + tree.diagnostics + document.styles.diagnostics, sheet: sheet, console: console)
    try write(document)
    let propertyCount = tree.nodes.reduce(0) { $0 + document.styles.propertyCount(of: $1) }
    say(
      "applied \(sheetPath) to \(treePath): \(tree.count) node\(tree.count == 1 ? "" : "s"), \(propertyCount) propert\(propertyCount == 1 ? "y" : "ies") set",
      console)
    return (document, Set(sheet.readFiles.values))
  }

  /// The project's own classes, as `apply` reads them: the schema the tree is read with (the
  /// schema given, or UIKit's, with the configuration's `types`), and the names the sheet reads
  /// as those classes rather than as UIKit's shorthand.
  private struct ProjectTypes {
    var hierarchy: StyleSchema
    var exactNames: Set<String>
  }

  /// What to suggest for a sheet or tree that cannot be read: never standard input, which
  /// cannot be followed, nor the output file.
  private var readingAdvice: ReadingAdvice {
    ReadingAdvice(
      pipeAdvice: "this command follows a regular file as it changes: name one",
      outputs: outputPath.map { [$0] } ?? [])
  }

  /// The tree document, or nil (reported) when it cannot be read or is not valid.
  /// - Parameter atStart: a tree that cannot be read is a usage error (exit 2, with a next step),
  ///   as `apply` reports it; while watching, it is reported and the last tree kept.
  /// - Parameter hierarchy: the schema the tree's classes are read with (`ProjectTypes`).
  private func readTree(hierarchy: StyleSchema, console: Console, atStart: Bool = false)
    throws(UsageError) -> StyleTree?
  {
    let bytes: [UInt8]
    do throws(UsageError) {
      // A FIFO put in the tree's place is refused, never waited on.
      bytes = try readInputFile(
        treePath, description: "tree", limit: options.maximumTreeSize, limitOption: "--max-tree-size",
        regularFileOnly: true, advice: readingAdvice
      ).bytes
    } catch {
      if atStart { throw error }
      console.writeError(error.report(pointingAtHelp: false))
      return nil
    }
    do throws(StylecError) {
      return try StyleTree(
        json: bytes, fileName: treePath, maximumDepth: options.maximumDepth,
        maximumDiagnostics: options.stylesheet.limits.maximumDiagnostics, schema: hierarchy)
    } catch {
      let file = SourceFile(path: treePath, bytes: bytes)
      report(error.diagnostics, sourceLine: { file.lineText($1) }, console: console)
      return nil
    }
  }

  /// Prints each changed property on standard output, a line each (`[3] UIButton#buy
  /// title-color: #ffffff → #000000`); what happened (a file changed, nothing changed) goes to
  /// standard error, so that standard output holds the changes alone.
  /// - Parameter removedLines: the nodes a reread tree lost, a line each, printed first.
  private func show(
    _ changes: [StyleChange], of document: LiveStyles, console: Console, removedLines: [String] = []
  ) {
    for line in removedLines { console.writeOutput(escapingControlCharacters(line) + "\n") }
    let tree = document.styles.tree
    // Values and names shortened, each long one once: one save of a 100 KB value over 100
    // labels printed 20 MB of lines.
    var shown = ShownTexts()
    // Each node's name made once, shortened: a 2 MB id was printed whole for each of 600
    // properties one save changed (1.2 GB).
    var names: [StyleTree.NodeID: String] = [:]
    for change in changes {
      let node = names[change.node] ?? Self.name(of: change.node, in: tree)
      names[change.node] = node
      let old = change.old.map { shown.shown($0) } ?? "unset"
      let new = change.new.map { shown.shown($0) } ?? "unset"
      // Names and values come from the tree and the sheet: a terminal shows their controls escaped.
      console.writeOutput(
        escapingControlCharacters(
          "[\(tree.preorderNumber(of: change.node))] \(node) \(shown.shown(change.property)): \(old) → \(new)"
        )
          + "\n"
      )
    }
    if changes.isEmpty && removedLines.isEmpty { console.writeError("no property changed\n") }
    rewrite(document, console: console)
  }

  /// A node as a change line names it: `UIButton#buy`, each name past
  /// `ExplainCommand.shownLength` characters shortened.
  private static func name(of node: StyleTree.NodeID, in tree: StyleTree) -> String {
    let shown = { (name: String) in shortened(name, limit: ExplainCommand.shownLength) }
    return shown(tree.type(of: node)) + (tree.id(of: node).map { "#" + shown($0) } ?? "")
  }

  /// Writes the styled tree to the output file, replaced only once complete.
  private func write(_ document: LiveStyles) throws(UsageError) {
    guard let outputPath else { return }
    var file = try OutputFile(path: outputPath)
    document.styles.writeJSON { file.write($0) }
    try file.commit()
  }

  /// Writes the output after a change; a failure is reported, and watching goes on (the next
  /// change tries again), as a file that cannot be read keeps its last version.
  private func rewrite(_ document: LiveStyles, console: Console) {
    do throws(UsageError) {
      try write(document)
    } catch {
      console.writeError(error.report(pointingAtHelp: false))
    }
  }

  /// Prints one line of what happened on standard error; the file names in it are the user's,
  /// so their control characters are shown escaped.
  private func say(_ line: String, _ console: Console) {
    console.writeError(escapingControlCharacters(line) + "\n")
  }

  /// Prints diagnostics with the source lines of the sheet's files.
  private func reportDiagnostics(_ diagnostics: [Diagnostic], sheet: Stylesheet, console: Console) {
    report(diagnostics, sourceLine: { sheet.sourceLine($1, inFile: $0) }, console: console)
  }
}
