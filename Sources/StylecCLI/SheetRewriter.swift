import Foundation
import Stylec

/// What `stylec fmt` and `stylec convert` share: the sheets named (a directory's found as lint
/// finds them), each read and rewritten by `StylesheetFormatter`, the problems that stop a sheet
/// being rewritten printed as the compiler prints them.
struct SheetRewriter {
  /// The syntax to write; nil keeps each sheet's own.
  let target: StylesheetSyntax?
  let options: StylesheetOptions

  /// The options both commands take: how sheets are read and found, and their limits.
  static let valuedOptions: Set<String> = [
    "syntax", "config", "stdin-filename", "max-nesting", "max-file-size", "max-diagnostics",
    // The limits reading a sheet's statements meets, which its diagnostics advise raising.
    "max-total-selectors", "max-selector-length", "max-value-size",
  ]

  /// One sheet to rewrite: its path (`-` for standard input), its bytes and the file they were
  /// read from.
  struct Sheet {
    var path: String
    var bytes: [UInt8]
    var fingerprint: FileFingerprint? = nil
  }

  /// The paths the operands name, directories expanded (`found`) and their files filtered by the
  /// configuration that governs each. A symbolic link found in a directory is left out, with a
  /// note (unless quiet): it may lead out of the directory, and a command given a directory
  /// rewrites only the files it holds; a link named is the file it leads to.
  /// - Returns: each path, with the directory it was found in (as the system resolves it) when
  ///   it was found in one, which it must still lie in when it is read (`read`).
  func paths(_ operands: [String], verb: String, topic: String, console: Console) throws(UsageError) -> [(
    path: String, foundIn: String?
  )] {
    var paths: [(path: String, foundIn: String?)] = []
    for (path, directory) in try StylesheetDiscovery.expand(operands, verb: verb, topic: topic) {
      if directory != nil, !(try options.configuration(for: path).admits(path)) { continue }
      paths.append((path, directory))
    }
    guard !paths.isEmpty else {
      throw UsageError(
        message:
          "no stylesheet to \(verb): each one found is left out by its configuration's include or exclude",
        topic: topic, nextStep: "name the files, or change the configuration's patterns")
    }
    return paths.filter { path, directory in
      !StylesheetDiscovery.skipsLink(path, foundIn: directory, verb: verb, console: console)
    }
  }

  /// The sheet at `path`, or standard input's for `-` (see `readInputFile` for `isInput` and
  /// `directory`: a sheet found in a directory is read through no link, and only while it
  /// still lies there).
  /// `echoing`: standard input too large to read is written to standard output unchanged, as
  /// `fmt -` leaves a sheet it cannot rewrite.
  func read(
    _ path: String, console: Console, isInput: Bool = true, foundIn directory: String? = nil,
    echoing: Bool = false
  ) throws(UsageError) -> Sheet {
    if path == "-" {
      return Sheet(path: path, bytes: try options.readStandardInput(console, echoing: echoing))
    }
    // A FIFO or device among the sheets is refused at once, never waited on, as lint refuses it.
    let file = try readInputFile(
      path, limit: options.limits.maximumFileSize, limitOption: "--max-file-size", regularFileOnly: true,
      isInput: isInput, foundIn: directory)
    return Sheet(path: path, bytes: file.bytes, fingerprint: file.fingerprint)
  }

  /// The sheet in the target syntax's house style, or nil after printing why it cannot be
  /// rewritten. The dialect the sheet's project gives it (`--dialect`, `.stylec.json`), or else
  /// its importer's, keeps convert from adding one.
  /// - Parameters:
  ///   - importer: the path of a sheet that imports this one, whose dialect it is read in.
  ///   - renamingImport: the path to write for an `@import` (see `StylesheetFormatter`).
  func rewrite(
    _ sheet: Sheet, console: Console, importedBy importer: String? = nil,
    renamingImport: (String) -> String? = { _ in nil }
  ) throws(UsageError) -> String? {
    let name = options.displayName(of: sheet.path)
    let configuration = try options.configuration(for: sheet.path)
    do {
      let text = try StylesheetFormatter.format(
        sheet.bytes, fileName: name, syntax: options.syntax, as: target,
        dialect: options.dialect(given: configuration) ?? importer.map(Dialect.init(path:)),
        namingDialect: options.dialect != nil, limits: options.limits,
        exactTypeNames: Set(configuration.types.keys),
        renamingImport: renamingImport)
      // A sheet nested deeply on few lines grows as each level takes a line of its own: one
      // stylec then refuses to read is not written (a 1 MiB sheet became 45 MB).
      let limit = options.limits.maximumFileSize
      guard text.utf8.count <= limit else {
        report(
          [
            Diagnostic(
              .fileTooLarge,
              message:
                "rewritten, the sheet would be \(text.utf8.count) bytes, more than the \(limit)-byte limit stylec reads; it is left as it is",
              location: SourceLocation(file: name, line: 1, column: 1),
              notes: ["the limit can be raised with --max-file-size (StylesheetLimits.maximumFileSize)"])
          ], sourceLine: { _, _ in nil }, console: console)
        return nil
      }
      return text
    } catch {
      let file = SourceFile(path: name, bytes: sheet.bytes)
      report(
        error.diagnostics, sourceLine: { path, line in path == name ? file.lineText(line) : nil },
        console: console)
      // Said even with -q, and when only warnings stand in the way (stray content, an unclosed
      // comment): the file was left as it is.
      let reason =
        error.diagnostics.containsErrors
        ? "it has errors" : "rewriting it would drop what its warnings say is not read"
      console.writeError(
        "stylec: \(quoted(name, limit: pathLimit)) cannot be \(target == nil ? "formatted" : "converted"): \(reason)\n"
      )
      return nil
    }
  }

  /// The paths the sheet's `@import`s name, as written.
  func imports(of sheet: Sheet) -> [String] {
    StylesheetFormatter.importPaths(
      in: sheet.bytes, fileName: options.displayName(of: sheet.path), syntax: options.syntax,
      limits: options.limits)
  }

  /// Writes `text` to `path` whole or not at all, in place of the sheet as it was read
  /// (`replaceable`, see `OutputFile`).
  func write(_ text: String, to path: String, replacing replaceable: FileFingerprint?) throws(UsageError) {
    var file = try OutputFile(path: path, replacing: replaceable)
    var text = text
    text.withUTF8 { file.write($0) }
    try file.commit()
  }
}
