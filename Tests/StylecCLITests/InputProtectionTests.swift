import Foundation
import Testing

@testable import StylecCLI

/// No command writes to a file it reads, whichever name, symbolic link or hard link leads there
/// (compared by device and inode, never by name); `convert --force` replaces a link in its way,
/// never the file the link leads to; and a FIFO among the sheets `fmt` and `convert` read is
/// refused at once, never waited on.
@Suite("no command writes to a file it reads", .serialized)
struct InputProtectionTests {
  private func isLink(_ directory: URL, _ name: String) -> Bool {
    var status = stat()
    return lstat(directory.appendingPathComponent(name).path, &status) == 0
      && status.st_mode & S_IFMT == S_IFLNK
  }

  private func symlink(_ directory: URL, _ name: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent(name).path, withDestinationPath: target)
  }

  @Test func convertForceReplacesALinkInTheWayAndKeepsTheOriginal() throws {
    let sheet = "UIView\n  alpha 1\n"
    try withFiles(["m.cas": sheet]) { directory in
      try symlink(directory, "m.css", to: "m.cas")
      let result = runStylec([
        "convert", "-q", "--to", "css", "--force", directory.appendingPathComponent("m.cas").path,
      ])
      #expect(result == CommandResult(status: .success, output: "", errors: ""))
      #expect(try text(directory, "m.cas") == sheet)
      #expect(!isLink(directory, "m.css"))
      #expect(try text(directory, "m.css").hasSuffix("UIView {\n  alpha: 1;\n}\n"))
    }
  }

  /// A link beside a sheet that leads to a device or a FIFO is a link like any other: --force
  /// replaces it, never writing through it (nor waiting on the FIFO's reader).
  @Test(arguments: ["/dev/null", "fifo"])
  func convertForceReplacesALinkToADeviceOrFIFO(target: String) throws {
    let sheet = "UIView\n  alpha 1\n"
    try withFiles(["m.cas": sheet]) { directory in
      let fifo = directory.appendingPathComponent("fifo").path
      #expect(mkfifo(fifo, 0o644) == 0)
      try symlink(directory, "m.css", to: target)
      let result = runStylec([
        "convert", "-q", "--to", "css", "--force", directory.appendingPathComponent("m.cas").path,
      ])
      #expect(result == CommandResult(status: .success, output: "", errors: ""))
      #expect(!isLink(directory, "m.css"))
      #expect(try text(directory, "m.css").hasSuffix("UIView {\n  alpha: 1;\n}\n"))
      var status = stat()
      #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }
  }

  /// A link found in a directory is left as it is, as fmt leaves it: converting a directory
  /// writes nothing outside it, nor converts a sheet twice.
  @Test func convertingADirectoryLeavesTheLinksInItAsTheyAre() throws {
    try withFiles(["outside.cas": "UIView\n  alpha 1\n", "d/own.cas": "UILabel\n  alpha 1\n"]) { directory in
      try symlink(directory, "d/out.cas", to: "../outside.cas")
      try symlink(directory, "d/again.cas", to: "own.cas")
      let result = runStylec(["convert", "--to", "css", directory.appendingPathComponent("d").path])
      #expect(result.status == .success, "\(result.errors)")
      #expect(result.errors.contains("out.cas' is skipped: it is a symbolic link"))
      #expect(result.errors.contains("name it to convert the file it leads to"))
      let made = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/d").sorted()
      #expect(made == ["again.cas", "out.cas", "own.cas", "own.css"])
      #expect(!FileManager.default.fileExists(atPath: directory.path + "/outside.css"))
      // A link skipped as a sheet is still in the way of one converted (said "skipped", not
      // "left as it is"): --force replaces the link, never what it leads to.
      try FileManager.default.removeItem(atPath: directory.path + "/d/own.css")
      try symlink(directory, "d/own.css", to: "../outside.cas")
      let inTheWay = runStylec(["convert", "--to", "css", directory.appendingPathComponent("d").path])
      #expect(inTheWay.status == .usage)
      #expect(inTheWay.errors.contains("own.css' is skipped: it is a symbolic link"), "\(inTheWay.errors)")
      let forced = runStylec([
        "convert", "--to", "css", "--force", "-q", directory.appendingPathComponent("d").path,
      ])
      #expect(forced.status == .success, "\(forced.errors)")
      #expect(!isLink(directory, "d/own.css"))
      #expect(try text(directory, "outside.cas") == "UIView\n  alpha 1\n")
      #expect(try text(directory, "d/own.css").contains("UILabel {\n  alpha: 1;\n}"))
      // Every sheet found a link: nothing converted is a failure, said so.
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("e"), withIntermediateDirectories: false)
      try symlink(directory, "e/l.cas", to: "../outside.cas")
      let onlyLinks = runStylec(["convert", "--to", "css", "-q", directory.appendingPathComponent("e").path])
      #expect(onlyLinks.status == .usage)
      #expect(onlyLinks.errors.contains("every stylesheet found is a symbolic link"), "\(onlyLinks.errors)")
    }
  }

  @Test func convertingADirectoryReplacesNoSheetALinkLeadsTo() throws {
    let sheet = "UIView\n  alpha 1\n"
    try withFiles(["sub/x.cas": sheet]) { directory in
      try symlink(directory, "x.css", to: "sub/x.cas")
      let result = runStylec(["convert", "--to", "css", "--force", directory.path])
      #expect(result.status == .success, "\(result.errors)")
      #expect(try text(directory, "sub/x.cas") == sheet)
      #expect(try text(directory, "sub/x.css").hasSuffix("UIView {\n  alpha: 1;\n}\n"))
    }
  }

  @Test func convertOutputThroughALinkOrAHardLinkNeverReplacesTheInput() throws {
    let sheet = "UIView { alpha: 1; }\n"
    try withFiles(["d.cas": sheet]) { directory in
      let input = directory.appendingPathComponent("d.cas").path
      try symlink(directory, "out.css", to: "d.cas")
      let forced = runStylec([
        "convert", "--to", "css", "--force", "-o", directory.appendingPathComponent("out.css").path, input,
      ])
      #expect(forced.status == .success, "\(forced.errors)")
      #expect(try text(directory, "d.cas") == sheet)
      #expect(!isLink(directory, "out.css"))

      let hard = directory.appendingPathComponent("hard.css").path
      #expect(link(input, hard) == 0)
      let refused = runStylec(["convert", "--to", "css", "--force", "-o", hard, input])
      #expect(refused.status == .usage)
      #expect(
        refused.errors.hasPrefix(
          "stylec: error: cannot write '\(hard)': it is a file this command reads (it is '\(input)')"),
        "\(refused.errors)")
      #expect(try text(directory, "d.cas") == sheet)
      // A long name for it is quoted shortened, as every path a message names (it was whole).
      var deep = directory.path
      for level in 0..<8 {
        deep += "/" + String(repeating: Character(String(level)), count: 200)
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: false)
      }
      let far = deep + "/hard.css"
      #expect(link(input, far) == 0)
      let long = runStylec(["convert", "--to", "css", "--force", "-o", far, input])
      #expect(long.status == .usage)
      #expect(long.errors.utf8.count < 1_600, "\(long.errors.utf8.count)")
      #expect(long.errors.contains("characters): it is a file this command reads"))
    }
  }

  @Test func convertForceReplacesADirectorysEarlierConversionsButNoImport() throws {
    try withFiles([
      "d/main.cas": "@import \"parts/buttons.cas\";\nUIView\n  alpha 1\n",
      "d/parts/buttons.cas": "UIButton\n  alpha 0.5\n",
      "e/main.cas": "@import \"main.css\"\nUIView\n  alpha 1\n",
      "e/main.css": "UILabel { text-color: red; }\n",
    ]) { directory in
      let d = directory.appendingPathComponent("d").path
      #expect(runStylec(["convert", "--to", "css", d]).status == .success)
      // The converted files are read again, for their imports only: --force replaces them.
      #expect(runStylec(["convert", "--to", "css", d]).status == .usage)
      let again = runStylec(["convert", "--to", "css", "--force", d])
      #expect(again.status == .success, "\(again.errors)")
      // A sheet's own import is never replaced by its conversion: it would import itself.
      let main = directory.appendingPathComponent("e/main.cas").path
      // Without --force too: "already exists, --force replaces it" was advice that fails.
      for force in [["--force"], []] {
        let refused = runStylec(["convert", "--to", "css"] + force + [main])
        #expect(refused.status == .usage)
        #expect(
          refused.errors.hasPrefix(
            "stylec: error: cannot write '\(directory.path)/e/main.css': it is a file this command reads (imported by '\(main)')"
          ), "\(refused.errors)")
      }
      let kept = try text(directory, "e/main.css")
      #expect(kept == "UILabel { text-color: red; }\n")
    }
  }

  /// `convert --to cas y.css y.cas`: the sheet already in the syntax asked for is what is wrong,
  /// not a clash of two conversions.
  @Test func convertNamesASheetAlreadyInTheSyntaxAskedFor() throws {
    try withFiles(["y.css": "A { b: 1; }\n", "y.cas": "A\n  b 1\n"]) { directory in
      let y = directory.appendingPathComponent("y.cas").path
      let already = runStylec(["convert", "--to", "cas", directory.appendingPathComponent("y.css").path, y])
      #expect(already.status == .usage)
      #expect(
        already.errors.hasPrefix("stylec: error: '\(y)' would be converted onto itself\n"),
        "\(already.errors)")
      let kept = try text(directory, "y.cas")
      #expect(kept == "A\n  b 1\n")
    }
  }

  @Test func convertRefusesTwoSheetsOfOneDestinationAndAFIFOBesideASheet() throws {
    try withFiles(["x.cas": "UIView\n  alpha 1\n", "x.CAS": "UIView\n  alpha 0.5\n", "y.cas": "A\n  b 1\n"]) {
      directory in
      let clash = runStylec(["convert", "--to", "css", directory.path])
      #expect(clash.status == .usage)
      #expect(
        clash.errors.contains("would both be converted to '\(directory.path)/x.css'"), "\(clash.errors)")
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.css").path))
      // The same clash reached through a link to the directory.
      try symlink(directory, "lnk", to: ".")
      let linked = runStylec([
        "convert", "--to", "css", directory.appendingPathComponent("x.cas").path,
        directory.appendingPathComponent("lnk/x.CAS").path,
      ])
      #expect(linked.status == .usage)
      #expect(linked.errors.contains("would both be converted to"), "\(linked.errors)")
      // One sheet named twice is not two sheets: converting them "in separate runs" was no help.
      let x = directory.appendingPathComponent("x.cas").path
      let twice = runStylec(["convert", "--to", "css", x, x])
      #expect(twice.errors == "stylec: error: '\(x)' is named twice\nname each sheet once\n")
      let throughLink = runStylec([
        "convert", "--to", "css", x, directory.appendingPathComponent("lnk/x.cas").path,
      ])
      #expect(
        throughLink.errors
          == "stylec: error: '\(x)' and '\(directory.path)/lnk/x.cas' are the same sheet\nname each sheet once\n"
      )
      #expect(mkfifo(directory.appendingPathComponent("y.css").path, 0o600) == 0)
      let fifo = runStylec([
        "convert", "--to", "css", "--force", directory.appendingPathComponent("y.cas").path,
      ])
      #expect(fifo.status == .usage)
      #expect(fifo.errors.contains("y.css' is not a regular file"), "\(fifo.errors)")
    }
  }

  /// Every converted sheet is written before any is renamed into place: one the system refuses
  /// (a name past 255 bytes) leaves none written.
  /// Thousands of sheets convert with one file open at a time and no call nested per sheet
  /// (each temporary file was held open in a call of its own: 12,000 sheets overflowed the
  /// stack and left their temporary files, and past the descriptor limit none converted).
  @Test func manySheetsConvertWithOneFileOpenAtATime() throws {
    let count = 3_000
    var files: [String: String] = [:]
    for index in 0..<count { files["s\(index).cas"] = "UIView.c\(index)\n  alpha 0.5\n" }
    try withFiles(files) { directory in
      #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
      #else
        let resource = RLIMIT_NOFILE
      #endif
      var limit = rlimit()
      getrlimit(resource, &limit)
      var saved = limit
      defer { setrlimit(resource, &saved) }
      // Fewer descriptors than sheets, and some to spare for the rest of the test process.
      limit.rlim_cur = min(limit.rlim_cur, 2_048)
      setrlimit(resource, &limit)
      let result = runStylec(["convert", "-q", "--to", "css", directory.path])
      #expect(result == CommandResult(status: .success, output: "", errors: ""))
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(names.filter { $0.hasSuffix(".css") }.count == count)
      #expect(!names.contains { $0.hasPrefix(".") })
    }
  }

  @Test func convertWritesNoSheetWhenOneCannotBeWritten() throws {
    let long = String(repeating: "b", count: 254)
    try withFiles(["a.cas": "UIButton\n  alpha 1\n", long: "UIButton\n  alpha 2\n"]) { directory in
      let result = runStylec([
        "convert", "--to", "css", directory.appendingPathComponent("a.cas").path,
        directory.appendingPathComponent(long).path,
      ])
      #expect(result.status == .usage)
      #expect(result.errors.contains("File name too long"), "\(result.errors)")
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      #expect(left == ["a.cas", long])
    }
  }

  @Test func aLinkLeadingNowhereIsNamedAsSuchNotSuggestedAsItself() throws {
    try withFiles(["d/ok.css": "UIView { alpha: 1; }\n"]) { directory in
      try symlink(directory, "d/dangling.css", to: "nowhere.css")
      let dangling = directory.appendingPathComponent("d/dangling.css").path
      // Found in a directory, it is skipped as every link is, and said to be.
      let found = runStylec(["lint", directory.appendingPathComponent("d").path])
      #expect(found.status == .success)
      #expect(found.errors.contains("'\(dangling)' is skipped: it is a symbolic link"), "\(found.errors)")
      let result = runStylec(["lint", dangling])
      #expect(result.status == .usage)
      #expect(
        result.errors.contains("'\(dangling)' is a symbolic link that leads nowhere"), "\(result.errors)")
      #expect(!result.errors.contains("did you mean"))
      // A loop of links is named as one (it said "leads nowhere").
      try symlink(directory, "loop-a.css", to: "loop-b.css")
      try symlink(directory, "loop-b.css", to: "loop-a.css")
      let loop = directory.appendingPathComponent("loop-a.css").path
      let looped = runStylec(["lint", loop])
      #expect(looped.status == .usage)
      #expect(
        looped.errors.contains(
          "'\(loop)' is a symbolic link whose links lead back round: name the file itself"),
        "\(looped.errors)")
    }
  }

  /// An import reached through a link counts as the link and as the file it leads to.
  @Test func convertWritesOverNoFileAnImportLinksTo() throws {
    try withFiles([
      "main.cas": "@import \"theme.css\"\nUIView\n  alpha 1\n", "real.css": "UILabel { alpha: 1; }\n",
    ]) {
      directory in
      try symlink(directory, "theme.css", to: "real.css")
      let real = directory.appendingPathComponent("real.css").path
      let result = runStylec([
        "convert", "--to", "css", "--force", "-o", real, directory.appendingPathComponent("main.cas").path,
      ])
      #expect(result.status == .usage)
      #expect(result.errors.contains("it is a file this command reads"), "\(result.errors)")
      let kept = try text(directory, "real.css")
      #expect(kept == "UILabel { alpha: 1; }\n")
    }
  }

  @Test func convertOutputIsNeverADirectoryAndADeviceIsWrittenInPlace() throws {
    try withFiles(["a.cas": "UIView\n  alpha 1\n", "out/keep": ""]) { directory in
      let sheet = directory.appendingPathComponent("a.cas").path
      let intoDirectory = runStylec([
        "convert", "--to", "css", "-o", directory.appendingPathComponent("out").path, sheet,
      ])
      #expect(intoDirectory.status == .usage)
      #expect(
        intoDirectory.errors.contains("out' is a directory\nname a file for the converted sheet with -o"))
      #expect(runStylec(["convert", "--to", "css", "-o", "/dev/null", sheet]).status == .success)
    }
  }

  @Test func applyWritesOverNeitherAnImportNorTheTree() throws {
    let imported = "UILabel\n  alpha 0.5\n"
    let tree = #"{"root": {"type": "UIView"}}"#
    try withFiles(["s.cas": "@import \"p.cas\";\nUIView\n  alpha 1\n", "p.cas": imported, "t.json": tree]) {
      directory in
      let sheet = directory.appendingPathComponent("s.cas").path
      let treePath = directory.appendingPathComponent("t.json").path
      let intoImport = runStylec([
        "apply", sheet, treePath, "-o", directory.appendingPathComponent("p.cas").path,
      ])
      #expect(intoImport.status == .usage)
      #expect(intoImport.errors.contains("it is a file this command reads"), "\(intoImport.errors)")
      #expect(try text(directory, "p.cas") == imported)
      // A sheet read from standard input imports from its named directory: its imports count too.
      let fromInput = runStylec(
        [
          "apply", "--stdin-filename", sheet, "-", treePath, "-o",
          directory.appendingPathComponent("p.cas").path,
        ],
        input: "@import \"p.cas\";\nUIView\n  alpha 1\n")
      #expect(fromInput.status == .usage)
      #expect(fromInput.errors.contains("it is a file this command reads"), "\(fromInput.errors)")
      #expect(try text(directory, "p.cas") == imported)
      try symlink(directory, "out.json", to: "t.json")
      let throughLink = runStylec([
        "apply", sheet, treePath, "-o", directory.appendingPathComponent("out.json").path,
      ])
      #expect(throughLink.status == .usage)
      #expect(try text(directory, "t.json") == tree)
      // Another output is written as ever.
      #expect(
        runStylec(["apply", sheet, treePath, "-o", directory.appendingPathComponent("new.json").path]).status
          == .success)
    }
  }

  @Test func fmtStillRewritesTheSheetItReadsInPlace() throws {
    try withFiles(["a.cas": "UIView\n    alpha   1\n"]) { directory in
      try symlink(directory, "b.cas", to: "a.cas")
      #expect(runStylec(["fmt", directory.appendingPathComponent("b.cas").path]).status == .success)
      #expect(try text(directory, "a.cas") == "UIView {\n  alpha: 1\n}\n")
    }
  }

  /// A FIFO named as the tree, schema or configuration is read as it comes: with no program
  /// writing to it, refused at once as one nothing was written to (it had read as empty and
  /// been reported as an empty tree), never waited on.
  @Test(.timeLimit(.minutes(1)))
  func aFIFOWithNoWriterInAnyOtherPlaceIsSaidToHaveNone() throws {
    try withFiles(["s.cas": "UIView\n  alpha 1\n", "t.json": #"{"type": "UIView"}"#]) { directory in
      let fifo = directory.appendingPathComponent("f").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let sheet = directory.appendingPathComponent("s.cas").path
      let tree = directory.appendingPathComponent("t.json").path
      let message = "'\(fifo)': it is a FIFO and no program wrote to it; start its writer first\n"
      for arguments in [
        ["apply", sheet, fifo], ["explain", sheet, fifo, "UIView"], ["apply", "--schema", fifo, sheet, tree],
        ["apply", "--config", fifo, sheet, tree], ["lint", "--config", fifo, sheet],
        ["schema", "--schema", fifo],
      ] {
        let result = runStylec(arguments)
        #expect(result.status == .usage, "\(arguments)")
        #expect(result.errors.contains(message), "\(arguments): \(result.errors)")
      }
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aFIFOAmongTheSheetsIsRefusedAtOnce() throws {
    try withFiles(["ok.cas": "UIView\n  alpha 1\n"]) { directory in
      let fifo = directory.appendingPathComponent("b.cas").path
      #expect(mkfifo(fifo, 0o600) == 0)
      for arguments in [
        ["fmt", fifo], ["fmt", directory.path], ["fmt", "--check", directory.path],
        ["convert", "--to", "css", directory.path], ["convert", "--to", "css", fifo],
        ["apply", fifo, directory.appendingPathComponent("ok.cas").path], ["lint", fifo],
      ] {
        let result = runStylec(arguments)
        #expect(result.status == .usage, "\(arguments)")
        #expect(result.errors.contains("cannot read '\(fifo)': it is not a regular file"), "\(result.errors)")
        #expect(result.errors.contains(Self.pipeAdvice), "\(result.errors)")
      }
    }
  }

  /// `watch` follows files as they change, so it takes no standard input and says so; its
  /// tree is called its tree; and its own output is no near miss of a sheet it cannot find.
  @Test(.timeLimit(.minutes(1)))
  func watchAdvisesOnlyWhatItTakes() throws {
    try withFiles(["s.cas": "UIView\n  alpha 1\n", "t.json": #"{"type": "UIView"}"#, "sheet.css": ""]) {
      directory in
      let path = { (name: String) in directory.appendingPathComponent(name).path }
      #expect(mkfifo(path("fifo"), 0o600) == 0)
      let advice = "this command follows a regular file as it changes: name one\n"
      let fifoSheet = runStylec(["watch", path("fifo"), path("t.json")])
      #expect(fifoSheet.status == .usage)
      #expect(fifoSheet.errors.hasSuffix(advice), "\(fifoSheet.errors)")
      let fifoTree = runStylec(["watch", path("s.cas"), path("fifo")])
      #expect(
        fifoTree.errors == "stylec: error: cannot read tree '\(path("fifo"))': it is not a regular file\n"
          + advice)
      let missing = runStylec(["watch", path("sheet.cas"), path("t.json"), "-o", path("sheet.css")])
      #expect(missing.errors.hasPrefix("stylec: error: cannot read '\(path("sheet.cas"))': no such file\n"))
      #expect(!missing.errors.contains("did you mean"), "\(missing.errors)")
    }
  }

  /// The project's configuration is read by every command and named as what it is when an
  /// output would replace it.
  @Test func theConfigurationIsNoOutput() throws {
    try withFiles([".stylec.json": #"{"dialect": "classy"}"#, "s.css": "UIView { alpha: 1 }\n"]) {
      directory in
      let configuration = directory.appendingPathComponent(".stylec.json").path
      let result = runStylec([
        "convert", "--to", "cas", "--force", directory.appendingPathComponent("s.css").path, "-o",
        configuration,
      ])
      let expected =
        "stylec: error: cannot write '\(configuration)': it is a file this command reads (the project's configuration); "
        + "writing it would replace its input\n"
        + "name another destination with -o, or leave out of the run the sheet that would be converted onto it\n"
      #expect(result.errors == expected)
      let kept = try String(contentsOfFile: configuration, encoding: .utf8)
      #expect(kept == #"{"dialect": "classy"}"#)
    }
  }

  /// A schema is read from its path: a FIFO that sent nothing is not met with the advice to
  /// name `-` (which named a file `-`, "did you mean 'f'?"), and `-` there says where it reads
  /// standard input.
  @Test func aSchemaIsNotAdvisedToComeFromStandardInput() throws {
    try withFiles(["s.css": "UIView { alpha: 1; }\n", "t.json": #"{"type": "UIView"}"#]) { directory in
      let fifo = directory.appendingPathComponent("f").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let sheet = directory.appendingPathComponent("s.css").path
      let tree = directory.appendingPathComponent("t.json").path
      let fromFIFO = runStylec(["apply", "--schema", fifo, sheet, tree])
      #expect(fromFIFO.status == .usage)
      #expect(!fromFIFO.errors.contains(Self.pipeAdvice), "\(fromFIFO.errors)")
      let dash = runStylec(["apply", "--schema", "-", sheet, tree], input: "{}")
      #expect(
        dash.errors
          == "stylec: error: cannot read schema '-': no such file\n"
          + "'-' reads standard input in place of a stylesheet or a tree, not here: name a file\n")
    }
  }

  private static let pipeAdvice =
    "to read from a pipe or another program, send it to standard input and name '-'"

  /// A socket cannot be opened as a file: it is said to be one, with what to do instead, not
  /// "No such device or address".
  @Test func aSocketInPlaceOfAFileIsNamedAsOne() throws {
    try withFiles(["s.cas": "UIView\n  alpha 1\n", "t.json": #"{"type": "UIView"}"#]) { directory in
      let socketPath = directory.appendingPathComponent("sock").path
      let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(listener) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      #expect(bound == 0)
      let sheet = directory.appendingPathComponent("s.cas").path
      for arguments in [["apply", sheet, socketPath], ["apply", socketPath, sheet], ["fmt", socketPath]] {
        let result = runStylec(arguments)
        #expect(result.status == .usage, "\(arguments)")
        #expect(result.errors.contains("'\(socketPath)': it is a socket, not a file"), "\(result.errors)")
        #expect(result.errors.contains(Self.pipeAdvice), "\(result.errors)")
      }
      // Listened on, as an output: a socket too, not "No such device or address".
      #expect(listen(listener, 1) == 0)
      let output = runStylec([
        "apply", sheet, directory.appendingPathComponent("t.json").path, "-o", socketPath,
      ])
      #expect(
        output.errors
          == "stylec: error: cannot write '\(socketPath)': it is a socket, not a file\n"
          + "name a file, or send standard output to a program that writes to the socket\n")
    }
  }

  @Test func watchRefusesAnOutputTheSheetComesToImport() throws {
    try SavedFiles.with { files in
      let directory = files.directory
      try files.save("UIView\n  alpha 1\n", "s.cas")
      try files.save(#"{"root": {"type": "UIView"}}"#, "t.json")
      let output = directory + "/p.cas"
      let errors = directory + "/errors.txt"
      let child = try ChildProcess.start(
        ["watch", "--interval", "20", "-o", output, directory + "/s.cas", directory + "/t.json"],
        errors: errors
      )
      defer {
        kill(child.pid, SIGINT)
        _ = child.wait()
      }
      #expect(waitFor(output) { !$0.isEmpty }.contains("UIView"))
      // The sheet comes to import the output: it reads as no sheet, so the last one is kept, and
      // the next restyle (the tree changes) writes nothing over the file the sheet now reads.
      try files.save("@import \"p.cas\";\nUIView\n  alpha 0.5\n", "s.cas")
      #expect(
        waitFor(errors) { $0.contains("keeping the last version") }.contains("keeping the last version"))
      try files.save(#"{"root": {"type": "UIView", "id": "changed"}}"#, "t.json")
      #expect(
        waitFor(errors) { $0.contains("cannot write '\(output)': it is a file this command reads") }.contains(
          "cannot write '\(output)': it is a file this command reads"))
      // The output is written no more: not rewritten and read back, again and again.
      let written = fileStamp(output)
      usleep(300_000)
      #expect(fileStamp(output) == written)
    }
  }
}

/// A file's inode and modification time, to tell whether it was replaced or written.
private func fileStamp(_ path: String) -> [Int] {
  var status = stat()
  guard stat(path, &status) == 0 else { return [] }
  return [Int(status.st_ino), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
}

/// Standard output (or error) redirected to a file the command reads is refused as `-o` onto
/// it is: `stylec apply s.css t.json >> t.json` appended the styles to the tree.
@Suite("standard streams onto an input", .serialized, .enabled(if: EndToEndTests.binary != nil))
struct StandardStreamOntoInputTests {
  @Test func standardOutputAppendedToAnInputIsRefused() throws {
    let tree = #"{"type": "UIView", "children": [{"type": "UIButton"}]}"#
    try withFiles(["s.css": "UIButton { alpha: 0.5; }\n", "t.json": tree]) { directory in
      let sheet = directory.appendingPathComponent("s.css").path
      let treePath = directory.appendingPathComponent("t.json").path
      for (arguments, input) in [
        (["apply", sheet, treePath], treePath), (["apply", sheet, treePath, "-o", "-"], treePath),
        (["lint", sheet], sheet), (["fmt", "-"], sheet), (["rules", sheet], sheet),
      ] {
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let result = try ChildProcess.run(
          arguments, input: arguments.contains("fmt") ? sheet : "/dev/null", output: input,
          appending: true)
        #expect(result.status == 2, "\(arguments)")
        #expect(
          result.errors.contains("cannot write standard output: it is "), "\(arguments): \(result.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before, "\(arguments)")
      }
      // A usage error, found before any file is read, is not appended to a sheet the command
      // line names either.
      let before = try Data(contentsOf: URL(fileURLWithPath: sheet))
      let refused = try ChildProcess.start(
        ["apply", sheet, treePath, "--env", "bogus"], errors: sheet, appending: true
      ).wait()
      #expect(refused == 2)
      #expect(try Data(contentsOf: URL(fileURLWithPath: sheet)) == before)
      // Another file takes the output.
      let output = directory.appendingPathComponent("out.json").path
      #expect(try ChildProcess.run(["apply", sheet, treePath], output: output).status == 0)
    }
  }
}
