import Foundation
import Stylec

/// `stylec convert --to css|cas FILE...`: writes each stylesheet in the other syntax beside it,
/// under the other extension (`main.cas` → `main.css`), leaving the original as it is.
struct ConvertCommand {
  private static let topic = "convert"
  private let operands: [String]
  private let target: StylesheetSyntax
  /// `-o`: where the one sheet converted goes instead (`-` is standard output).
  private let output: String?
  /// `--force`: replace a file already at a converted sheet's path.
  private let replaces: Bool
  private let rewriter: SheetRewriter

  /// The extension each syntax is written under.
  private static let extensions: [StylesheetSyntax: String] = [.css: "css", .classy: "cas"]

  static let specification = ParsedArguments.Specification(
    valued: [
      "to", "output", "syntax", "dialect", "config", "stdin-filename", "max-nesting", "max-file-size",
      "max-diagnostics",
    ],
    flags: ["force"], shortNames: ["o": "output"],
    choices: [
      "to": ["css", "cas"], "syntax": StylesheetOptions.choices["syntax"]!,
      "dialect": StylesheetOptions.choices["dialect"]!,
    ])

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try ParsedArguments(arguments, specification: Self.specification, topic: Self.topic)
    switch parsed.value("to") {
    case "css"?: target = .css
    case "cas"?, "classy"?: target = .classy
    case let other?:
      throw UsageError(message: "'\(other)' is not a valid --to; expected css or cas", topic: Self.topic)
    case nil:
      throw UsageError(message: "expected --to css or --to cas: the syntax to write", topic: Self.topic)
    }
    guard !parsed.operands.isEmpty else {
      throw UsageError(
        message: "expected one or more stylesheets (stylec convert --to css FILE...)", topic: Self.topic)
    }
    guard parsed.operands.filter({ $0 == "-" }).count <= 1 else {
      throw UsageError(message: "standard input ('-') can be converted once", topic: Self.topic)
    }
    operands = parsed.operands
    output = parsed.value("output")
    replaces = parsed.has("force")
    rewriter = SheetRewriter(target: target, options: try StylesheetOptions(parsed, topic: Self.topic))
  }

  func run(_ console: Console) throws(UsageError) -> CommandStatus {
    let paths = try rewriter.paths(operands, verb: "convert", topic: Self.topic)
    if output != nil, paths.count != 1 {
      throw UsageError(
        message: "-o names the file for one converted sheet, and \(paths.count) are given", topic: Self.topic,
        nextStep: "without -o, each sheet is written beside it under the new extension")
    }
    // Every destination is checked before anything is written: a run refused halfway would
    // leave some sheets converted and others not.
    var destinations: [String] = []
    for path in paths {
      let destination = output ?? (path == "-" ? "-" : Self.convertedPath(of: path, to: target))
      if destination != "-" {
        if standardized(destination) == standardized(path) {
          throw UsageError(
            message: "'\(path)' would be converted onto itself", topic: Self.topic,
            nextStep:
              "name where the converted sheet goes with -o, or use 'stylec fmt' to format it in its syntax")
        }
        if !replaces, FileManager.default.fileExists(atPath: destination) {
          throw UsageError(
            message: "'\(destination)' already exists", topic: Self.topic,
            nextStep: "--force replaces it; -o writes the converted sheet elsewhere")
        }
      }
      destinations.append(destination)
    }
    var failed = false
    for (path, destination) in zip(paths, destinations) {
      let sheet = try rewriter.read(path, console: console)
      guard let text = try rewriter.rewrite(sheet, console: console) else {
        failed = true
        continue
      }
      if destination == "-" {
        console.writeOutput(text)
      } else {
        try rewriter.write(text, to: destination)
      }
    }
    return failed ? .failure : .success
  }

  /// `path` under the target syntax's extension: its own replaced when it is `.cas` or `.css`,
  /// else added.
  static func convertedPath(of path: String, to target: StylesheetSyntax) -> String {
    let url = URL(fileURLWithPath: path)
    let known = extensions.values.contains(url.pathExtension.lowercased())
    let stem = known ? String(path.dropLast(url.pathExtension.utf8.count + 1)) : path
    return stem + "." + extensions[target]!
  }

  private func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
