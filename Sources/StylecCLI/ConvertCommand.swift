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
    valued: SheetRewriter.valuedOptions.union(["to", "output", "dialect"]),
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
      throw UsageError(
        message: "\(quoted(other)) is not a valid --to; expected css or cas", topic: Self.topic)
    case nil:
      throw UsageError(message: "expected --to css or --to cas: the syntax to write", topic: Self.topic)
    }
    operands = try parsed.stylesheetOperands(
      usage: "stylec convert --to css FILE...", verb: "converted", topic: Self.topic)
    output = parsed.value("output")
    replaces = parsed.has("force")
    rewriter = SheetRewriter(target: target, options: try StylesheetOptions(parsed, topic: Self.topic))
  }

  func run(_ console: Console) throws(UsageError) -> CommandStatus {
    // A directory's sheets already in the syntax to write are not the run's to convert, but
    // what they import counts.
    let named = try rewriter.paths(operands, verb: "convert", topic: Self.topic, console: console)
    // Each found a link, left as it is (said already): nothing to convert, which is no success.
    guard !named.isEmpty else {
      throw UsageError(
        message: "every stylesheet found is a symbolic link, which a directory's conversion skips",
        topic: Self.topic, nextStep: "name a link to convert the file it leads to")
    }
    let inTarget = { (path: String) in (rewriter.options.syntax ?? StylesheetSyntax(path: path)) == target }
    let paths = named.filter { $0.foundIn == nil || !inTarget($0.path) }.map(\.path)
    let directories = Dictionary(named.compactMap { named in named.foundIn.map { (named.path, $0) } }) { $1 }
    guard !paths.isEmpty else {
      throw UsageError(
        message: "every stylesheet found is in \(target == .css ? "CSS" : "Classy's") syntax already",
        topic: Self.topic, nextStep: "'stylec fmt' formats sheets in their own syntax")
    }
    if output != nil, paths.count != 1 {
      throw UsageError(
        message: "-o names the file for one converted sheet, and \(paths.count) are given", topic: Self.topic,
        nextStep: "without -o, each sheet is written beside it under the new extension")
    }
    let (destinations, inTheWay) = try destinations(of: paths)
    let sheets = try paths.map { path throws(UsageError) in
      try rewriter.read(path, console: console, foundIn: directories[path])
    }
    // The sheets already in the syntax to write are read for their imports only: --force may
    // replace them.
    let importers = importers(
      of: sheets
        + named.filter { $0.foundIn != nil && inTarget($0.path) }.compactMap {
          try? rewriter.read($0.path, console: console, isInput: false, foundIn: $0.foundIn)
        })
    // A sheet's imports of a sheet converted beside it in this run name the converted file.
    let converted = Set(output == nil ? paths.filter { $0 != "-" }.map(canonicalLocation) : [])
    noteImports(of: sheets, exceptConverted: converted)
    var texts: [String] = []
    var failed = false
    for sheet in sheets {
      let text = try rewriter.rewrite(
        sheet, console: console, importedBy: importers[canonicalLocation(sheet.path)],
        renamingImport: { imported in
          let path = canonicalLocation(resolved(imported, from: sheet))
          return converted.contains(path) ? Self.convertedPath(of: imported, to: target) : nil
        })
      guard let text else {
        failed = true
        continue
      }
      texts.append(text)
    }
    // Nothing is written unless every sheet converts: a converted sheet may import another.
    guard !failed else {
      if paths.count > 1 { console.writeError("stylec: no sheet was converted\n") }
      return .failure
    }
    // A destination that leads to a sheet read or one a converted sheet imports (by a link, or a
    // hard link) stops the run before anything is written; --force replaces a link itself.
    for destination in destinations where destination != "-" {
      do throws(UsageError) {
        try OutputFile.refuseInput(
          at: destination, given: destination, followingLinks: !replaces, replaceable: nil)
      } catch {
        throw UsageError(
          message: error.message, topic: Self.topic,
          nextStep:
            "name another destination with -o, or leave out of the run the sheet that would be converted onto it"
        )
      }
    }
    // Files in the way are named last: --force replaces them, but not an input.
    guard inTheWay.isEmpty else {
      let files = inTheWay.count == 1 ? "\(inTheWay[0]) already exists" : "\(list(inTheWay)) already exist"
      throw UsageError(
        message: files, topic: Self.topic,
        nextStep: (inTheWay.count == 1 ? "--force replaces it" : "--force replaces them")
          + (output == nil && paths.count == 1 ? "; -o writes the converted sheet elsewhere" : ""))
    }
    try writeAll(Array(zip(texts, destinations)), console: console)
    // Each file written is named, since its name was made from the sheet's (quiet with -q).
    if !console.isQuiet {
      for (path, destination) in zip(paths, destinations) where destination != "-" {
        let from = escapingControlCharacters(rewriter.options.displayName(of: path))
        console.writeError("stylec: converted \(from) to \(escapingControlCharacters(destination))\n")
      }
    }
    return .success
  }

  /// Writes every converted sheet to a temporary file beside its destination, closing each,
  /// before renaming any into place, so that a failure (a full disk, a name the system refuses)
  /// leaves no destination written; the renames happen with the cleanup signals held back, so
  /// that a Ctrl-C leaves every sheet converted or none. One file is open at a time, and no
  /// call nests in another, however many sheets there are.
  private func writeAll(_ outputs: [(String, String)], console: Console) throws(UsageError) {
    var staged: [OutputFile.Closed] = []
    do throws(UsageError) {
      for (text, destination) in outputs {
        if destination == "-" {
          console.writeOutput(text)
          continue
        }
        // --force replaces a link in the way itself, never the file it leads to: a link beside
        // a sheet to a device or FIFO too (one named with -o is written through).
        var file = try OutputFile(
          path: destination, replacingLinks: replaces, writingThroughLinksToDevices: output != nil)
        var bytes = text
        bytes.withUTF8 { file.write($0) }
        staged.append(try file.closeUnplaced())
      }
    } catch {
      for file in staged { file.discard() }
      throw error
    }
    try OutputFile.placeAll(staged, replacing: replaces)
  }

  /// Where each sheet goes: `-o`, standard output for standard input, else beside it, and the
  /// files in the way (which --force replaces), each quoted. Every destination is checked
  /// before anything is written.
  /// - Throws: a usage error for a destination that is the sheet itself, one two sheets share,
  ///   or one that cannot be a file.
  private func destinations(of paths: [String]) throws(UsageError) -> (
    destinations: [String], inTheWay: [String]
  ) {
    var destinations: [String] = []
    var inTheWay: [String] = []
    var sources: [String: String] = [:]
    for path in paths {
      let destination = output ?? (path == "-" ? "-" : Self.convertedPath(of: path, to: target))
      destinations.append(destination)
      guard destination != "-" else { continue }
      // A sheet already in the syntax asked for is named so, not as a clash with another.
      if standardized(destination) == standardized(path) {
        throw UsageError(
          message: "'\(path)' would be converted onto itself", topic: Self.topic,
          nextStep: output == nil
            ? "name where the converted sheet goes with -o, or use 'stylec fmt' to format it in its syntax"
            : "name another file with -o, or use 'stylec fmt' to format it in its syntax")
      }
      // `x.cas`, `x.CAS` and `x` all convert to `x.css`: one would be lost.
      if let other = sources.updateValue(path, forKey: canonicalLocation(destination)) {
        if canonicalLocation(other) == canonicalLocation(path) {
          throw UsageError(
            message: other == path
              ? "'\(path)' is named twice" : "'\(other)' and '\(path)' are the same sheet",
            topic: Self.topic, nextStep: "name each sheet once")
        }
        throw UsageError(
          message: "'\(other)' and '\(path)' would both be converted to '\(destination)'", topic: Self.topic,
          nextStep: "convert them in separate runs, with -o for one of them")
      }
      // A name the file system cannot hold is found before anything is written: the renames
      // come last, and one failing there would leave the sheets before it converted.
      let url = URL(fileURLWithPath: destination)
      let longest = pathconf(url.deletingLastPathComponent().path, Int32(_PC_NAME_MAX))
      if url.lastPathComponent.utf8.count > (longest > 0 ? longest : 255) {
        throw UsageError(
          message:
            "cannot write \(quoted(destination, limit: pathLimit)): \(String(cString: strerror(ENAMETOOLONG)))",
          topic: Self.topic, nextStep: "rename the sheet, or name a shorter file with -o")
      }
      var status = stat()
      guard lstat(destination, &status) == 0 else { continue }
      // A link with -o to a pipe, terminal or device (`-o /dev/stdout`) is written through.
      if output != nil, status.st_mode & S_IFMT == S_IFLNK, OutputFile.writesThrough(destination) { continue }
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        throw UsageError(
          message: "'\(destination)' is a directory", topic: Self.topic,
          nextStep: "name a file for the converted sheet with -o")
      // A link is in the way too, even one that leads nowhere (writing would create its target).
      case S_IFREG, S_IFLNK: if !replaces { inTheWay.append("'\(destination)'") }
      // A device or FIFO named with -o is written in place, as apply -o writes it; beside a
      // sheet, it is no place for one (and a FIFO would wait for a reader).
      default:
        if output == nil {
          throw UsageError(
            message: "'\(destination)' is not a regular file", topic: Self.topic,
            nextStep: "remove it, or write the converted sheet elsewhere with -o")
        }
      }
    }
    return (destinations, inTheWay)
  }

  /// Notes the files the sheets import, other than those converted in this run (whose imports
  /// are renamed), among the files the run reads: each is read when its converted importer is
  /// applied, so no converted sheet may replace it (`main.cas` importing `main.css`).
  private func noteImports(of sheets: [SheetRewriter.Sheet], exceptConverted converted: Set<String>) {
    for sheet in sheets where sheet.path != "-" {
      for imported in rewriter.imports(of: sheet) {
        let path = resolved(imported, from: sheet)
        guard !converted.contains(canonicalLocation(path)) else { continue }
        let note = "imported by '\(sheet.path)'"
        // The import as named (a link itself, where it is one) and the file it leads to, each by
        // a name of its own: the ledger keeps one file a name.
        ReadFiles.record(FileIdentity(path: path, followingLinks: false), name: path, note: note)
        if let target = realPath(path) {
          ReadFiles.record(FileIdentity(path: target), name: target, note: note)
        }
      }
    }
  }

  /// For each sheet another of `sheets` imports, that importer's path: an imported sheet is read in
  /// its importer's dialect, so converting adds no `@dialect` to it.
  private func importers(of sheets: [SheetRewriter.Sheet]) -> [String: String] {
    var importers: [String: String] = [:]
    for sheet in sheets where sheet.path != "-" {
      for imported in rewriter.imports(of: sheet) {
        let path = canonicalLocation(resolved(imported, from: sheet))
        if importers[path] == nil { importers[path] = sheet.path }
      }
    }
    return importers
  }

  /// An import's path as written, resolved against the importing sheet's directory.
  private func resolved(_ imported: String, from sheet: SheetRewriter.Sheet) -> String {
    let directory = URL(fileURLWithPath: rewriter.options.displayName(of: sheet.path))
      .deletingLastPathComponent()
    return standardized(imported.hasPrefix("/") ? imported : directory.appendingPathComponent(imported).path)
  }

  /// `'a', 'b' and 'c'`.
  private func list(_ names: [String]) -> String {
    names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }

  /// `path` under the target syntax's extension: its own replaced when it is `.cas` or `.css`,
  /// else added.
  static func convertedPath(of path: String, to target: StylesheetSyntax) -> String {
    let url = URL(fileURLWithPath: path)
    let known = extensions.values.contains(url.pathExtension.lowercased())
    let stem = known ? String(path.dropLast(url.pathExtension.utf8.count + 1)) : path
    return stem + "." + extensions[target]!
  }

  /// Which name in which directory `path` is, whichever way its directory is reached (a symbolic
  /// link, `..`, `/proc/self/cwd`): its directory's real path and its name. A file that is itself
  /// a link keeps its own name: converting `b.cas` renames an import of `b.cas`, not of a link to it.
  private func canonicalLocation(_ path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    return (realPath(directory) ?? standardized(directory)) + "/" + url.lastPathComponent
  }

  private func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
