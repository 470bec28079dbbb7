import Foundation
import Stylec

/// `stylec fmt FILE...`: rewrites stylesheets in place in their syntax's house style; with
/// `--check`, lists those that would change instead and exits 1 if any would.
struct FormatCommand {
  private static let topic = "fmt"
  private let operands: [String]
  private let checks: Bool
  private let rewriter: SheetRewriter

  static let specification = ParsedArguments.Specification(
    valued: SheetRewriter.valuedOptions,
    flags: ["check"], choices: ["syntax": StylesheetOptions.choices["syntax"]!])

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try ParsedArguments(arguments, specification: Self.specification, topic: Self.topic)
    operands = try parsed.stylesheetOperands(
      usage: "stylec fmt FILE...", verb: "formatted", topic: Self.topic)
    checks = parsed.has("check")
    rewriter = SheetRewriter(target: nil, options: try StylesheetOptions(parsed, topic: Self.topic))
  }

  func run(_ console: Console) throws(UsageError) -> CommandStatus {
    var unformatted: [String] = []
    var failed = false
    // A file that could not be read or written: the run ends as a usage error.
    var unreadable = false
    for (path, directory) in try rewriter.paths(operands, verb: "format", topic: Self.topic, console: console)
    {
      let sheet: SheetRewriter.Sheet
      do {
        // Standard input too large to read is passed through, as one that cannot be rewritten is.
        sheet = try rewriter.read(path, console: console, foundIn: directory, echoing: !checks)
      } catch {
        console.writeError(error.report(pointingAtHelp: false))
        unreadable = true
        continue
      }
      guard let text = try rewriter.rewrite(sheet, console: console) else {
        failed = true
        // Standard input is left as it is by passing it through: an editor's filter keeps its text.
        if path == "-", !checks { sheet.bytes.withUnsafeBufferPointer(console.writeOutputBytes) }
        continue
      }
      let changes = !text.utf8.elementsEqual(sheet.bytes)
      if checks {
        if changes { unformatted.append(rewriter.options.displayName(of: path)) }
      } else if path == "-" {
        console.writeOutput(text)
      } else if changes {
        // A file that cannot be written is said and left as it was; the others are still tried,
        // as a file that cannot be read is passed over.
        do {
          try rewriter.write(text, to: path, replacing: sheet.fingerprint)
          // Each file rewritten is named (unless quiet), as it is written: a run that changed
          // files said nothing of them.
          if !console.isQuiet {
            console.writeError(
              "stylec: formatted \(escapingControlCharacters(rewriter.options.displayName(of: path)))\n")
          }
        } catch {
          console.writeError(error.report(pointingAtHelp: false))
          unreadable = true
        }
      }
    }
    for name in unformatted { console.writeOutput(escapingControlCharacters(name) + "\n") }
    if !unformatted.isEmpty, !console.isQuiet {
      let files = unformatted.count == 1 ? "1 file is" : "\(unformatted.count) files are"
      console.writeError("stylec: \(files) not formatted; 'stylec fmt' without --check formats them\n")
    }
    if unreadable { return .usage }
    return failed || !unformatted.isEmpty ? .failure : .success
  }
}
