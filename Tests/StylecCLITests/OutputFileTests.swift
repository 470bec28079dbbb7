import Foundation
import SpawnedProcess
import Stylec
import Testing

@testable import StylecCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `apply -o FILE`: written whole or not at all, keeping what the target is.
@Suite("Output files", .serialized)
struct OutputFileTests {
  private let sheet = "Fixtures/precedence/sheet.cas"
  private let tree = "Fixtures/precedence/tree.json"

  private func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-out-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  /// Writes `text` to `path` and gives the file this mode and owner (user and group).
  private static func write(_ text: String, to path: String, mode: mode_t, owner: uid_t) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, mode)
    chown(path, owner, owner)
  }

  private func mode(_ path: String) -> mode_t {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode : 0
  }

  /// `fmt` replaces the sheet it read only as it read it: a save while it worked is kept.
  @Test func aFileChangedSinceItWasReadIsLeftAsItIs() throws {
    try withDirectory { directory in
      let path = directory.appendingPathComponent("f.cas").path
      try Data("UIView\n  alpha 1\n".utf8).write(to: URL(fileURLWithPath: path))
      let read = try #require(FileFingerprint(path: path))
      // Saved by an editor before the output is opened: refused at once.
      try Data("UIView\n  alpha 0.3\n".utf8).write(to: URL(fileURLWithPath: path))
      #expect(throws: UsageError.self) { _ = try OutputFile(path: path, replacing: read) }
      // Saved while the output is written: refused at the rename, the save kept.
      let current = try #require(FileFingerprint(path: path))
      var file = try OutputFile(path: path, replacing: current)
      Array("formatted".utf8).withUnsafeBufferPointer { file.write($0) }
      try Data("UIView\n  alpha 0.25\n".utf8).write(to: URL(fileURLWithPath: path + ".new"))
      #expect(rename(path + ".new", path) == 0)
      do throws(UsageError) {
        try file.commit()
        Issue.record("a file replaced since it was read was written over")
      } catch {
        #expect(error.message == "'\(path)' changed while stylec worked on it; it is left as it is")
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "UIView\n  alpha 0.25\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["f.cas"])
    }
  }

  /// A save in place of the same size that puts the modification time back (`touch -r`, an
  /// editor keeping it) still changes the file's inode change time: refused, the save kept.
  @Test func aSameSizeSaveKeepingTheModificationTimeIsSeen() throws {
    try withDirectory { directory in
      let path = directory.appendingPathComponent("f.cas").path
      try Data("UIView\n  alpha 1\n".utf8).write(to: URL(fileURLWithPath: path))
      var before = stat()
      #expect(stat(path, &before) == 0)
      let read = try #require(FileFingerprint(path: path))
      usleep(20_000)
      let handle = try #require(FileHandle(forWritingAtPath: path))
      handle.write(Data("UIView\n  alpha 2\n".utf8))
      handle.closeFile()
      var times = [before.st_atim, before.st_mtim]
      #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
      #expect(throws: UsageError.self) { _ = try OutputFile(path: path, replacing: read) }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "UIView\n  alpha 2\n")
    }
  }

  @Test func theTargetKeepsItsPermissionBits() throws {
    try withDirectory { directory in
      let target = directory.appendingPathComponent("out.json").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: target))
      chmod(target, 0o600)
      #expect(runStylec(["apply", sheet, tree, "-o", target]).status == .success)
      #expect(mode(target) & 0o777 == 0o600)
      // Set-user-ID, set-group-ID and sticky bits are not carried over to the new file.
      chmod(target, 0o6750 | S_ISVTX)
      #expect(runStylec(["apply", sheet, tree, "-o", target]).status == .success)
      #expect(mode(target) & 0o7777 == 0o750)
      let fresh = directory.appendingPathComponent("new.json").path
      let mask = umask(0o022)
      umask(mask)
      #expect(runStylec(["apply", sheet, tree, "-o", fresh]).status == .success)
      #expect(mode(fresh) & 0o777 == 0o666 & ~mask)
    }
  }

  /// The new file keeps the old one's owner and group where the user may give them: root
  /// formatting another user's sheet left it root's, and its owner could no longer write it.
  @Test func theTargetKeepsItsOwner() throws {
    guard geteuid() == 0 else { return }
    try withDirectory { directory in
      let path = directory.appendingPathComponent("u.css").path
      try Data("UIView{alpha:1}\n".utf8).write(to: URL(fileURLWithPath: path))
      chown(path, 65534, 65534)
      #expect(runStylec(["fmt", path]).status == .success)
      var status = stat()
      stat(path, &status)
      #expect(status.st_uid == 65534 && status.st_gid == 65534)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "UIView {\n  alpha: 1;\n}\n")
    }
  }

  /// `convert` puts its sheets in place all or none: when one cannot be placed (someone
  /// else's file in a sticky directory, found only at the rename), those placed before it are
  /// taken back and what they replaced put back (one was left converted).
  @Test(.enabled(if: ChildProcess.setpriv != nil))
  func convertTakesBackWhatItPlacedWhenALaterSheetCannotBe() throws {
    try withDirectory { directory in
      chmod(directory.path, 0o755)
      let folder = directory.appendingPathComponent("sticky").path
      mkdir(folder, 0o1777)
      chmod(folder, 0o1777)
      func write(_ name: String, _ text: String, mode: mode_t, owner: uid_t) throws {
        try Self.write(text, to: folder + "/" + name, mode: mode, owner: owner)
      }
      try write("a.css", "UIView { alpha: 1; }\n", mode: 0o644, owner: 0)
      try write("b.css", "UILabel { alpha: 2; }\n", mode: 0o644, owner: 0)
      try write("a.cas", "nobody's own\n", mode: 0o644, owner: 65534)
      try write("b.cas", "root's\n", mode: 0o666, owner: 0)
      let result = try ChildProcess.runAsNobody([
        "convert", "-q", "--to", "cas", "--force", folder + "/a.css", folder + "/b.css",
      ])
      #expect(result.status == 2, "\(result.errors)")
      #expect(result.errors.contains("b.cas"), "\(result.errors)")
      #expect(try String(contentsOfFile: folder + "/a.cas", encoding: .utf8) == "nobody's own\n")
      #expect(try String(contentsOfFile: folder + "/b.cas", encoding: .utf8) == "root's\n")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
          "a.cas", "a.css", "b.cas", "b.css",
        ])
      // With nothing at a.cas before, the a.cas it placed is taken away again.
      unlink(folder + "/a.cas")
      #expect(
        try ChildProcess.runAsNobody([
          "convert", "-q", "--to", "cas", "--force", folder + "/a.css", folder + "/b.css",
        ]).status == 2)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.css", "b.cas", "b.css"])
    }
  }

  /// A file `convert --force` could not keep aside (the system lets no hard link to a file the
  /// user may not read be made) is not replaced when other sheets are placed with it: were a
  /// later one to fail, it could not be put back (it was replaced, and lost).
  @Test(
    .enabled(
      if: ChildProcess.setpriv != nil
        && (try? String(contentsOfFile: "/proc/sys/fs/protected_hardlinks", encoding: .utf8)) == "1\n"))
  func aFileThatCannotBeKeptAsideIsNotReplacedWithOthers() throws {
    try withDirectory { directory in
      chmod(directory.path, 0o755)
      let folder = directory.appendingPathComponent("mine").path
      mkdir(folder, 0o755)
      chown(folder, 65534, 65534)
      func write(_ name: String, _ text: String, mode: mode_t, owner: uid_t) throws {
        try Self.write(text, to: folder + "/" + name, mode: mode, owner: owner)
      }
      try write("a.css", "UIView { alpha: 1; }\n", mode: 0o644, owner: 65534)
      try write("b.css", "UILabel { alpha: 2; }\n", mode: 0o644, owner: 65534)
      try write("a.cas", "OLD\n", mode: 0o622, owner: 0)
      try write("b.cas", "OLDB\n", mode: 0o644, owner: 65534)
      let result = try ChildProcess.runAsNobody(
        ["convert", "-q", "--to", "cas", "--force", folder + "/a.css", folder + "/b.css"])
      #expect(result.status == 2)
      #expect(
        result.errors.contains("so that it could be put back if another sheet failed"), "\(result.errors)")
      #expect(try String(contentsOfFile: folder + "/a.cas", encoding: .utf8) == "OLD\n")
      #expect(try String(contentsOfFile: folder + "/b.cas", encoding: .utf8) == "OLDB\n")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
          "a.cas", "a.css", "b.cas", "b.css",
        ])
      // On its own it is replaced: there is nothing else to take back.
      let alone = try ChildProcess.runAsNobody(["convert", "-q", "--to", "cas", "--force", folder + "/a.css"])
      #expect(alone.status == 0, "\(alone.errors)")
    }
  }

  /// When an output cannot be placed (here a directory came to its path after it was written),
  /// the outputs placed before it are taken back: a file they replaced is put back, one they
  /// created removed, and nothing of the run is left.
  @Test(arguments: [false, true])
  func outputsPlacedTogetherAreTakenBackWhenOneCannotBe(replacing: Bool) throws {
    try withDirectory { directory in
      let path = { (name: String) in directory.appendingPathComponent(name).path }
      if replacing { try Data("old a\n".utf8).write(to: URL(fileURLWithPath: path("a.cas"))) }
      var staged: [OutputFile.Closed] = []
      for name in ["a.cas", "new.cas", "b.cas"] {
        var file = try OutputFile(path: path(name))
        Array("converted \(name)\n".utf8).withUnsafeBufferPointer { file.write($0) }
        staged.append(try file.closeUnplaced())
      }
      mkdir(path("b.cas"), 0o755)
      #expect(throws: UsageError.self) { try OutputFile.placeAll(staged, replacing: replacing) }
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      #expect(left == (replacing ? ["a.cas", "b.cas"] : ["b.cas"]), "\(left)")
      if replacing { #expect(try String(contentsOfFile: path("a.cas"), encoding: .utf8) == "old a\n") }
    }
  }

  /// Without `--force`, a file that comes to a converted sheet's path while the sheets are
  /// written is left as it is, and the output refused (the rename replaced it).
  @Test func aFileThatCameToThePathWhileWritingIsNotReplaced() throws {
    try withDirectory { directory in
      let path = directory.appendingPathComponent("s.cas").path
      var file = try OutputFile(path: path)
      Array("converted\n".utf8).withUnsafeBufferPointer { file.write($0) }
      let staged = try file.closeUnplaced()
      try Data("the user's work\n".utf8).write(to: URL(fileURLWithPath: path))
      #expect(throws: UsageError.self) { _ = try staged.place(replacing: false) }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "the user's work\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["s.cas"])
    }
  }

  /// A file with no write bits is left as it is, as `>` would leave it (even for root, whom
  /// its bits do not bind): renaming a new file over it would succeed where writing it fails.
  @Test func aReadOnlyTargetIsRefused() throws {
    try withDirectory { directory in
      let target = directory.appendingPathComponent("out.json").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: target))
      chmod(target, 0o444)
      let result = runStylec(["apply", sheet, tree, "-o", target])
      #expect(
        result.errors
          == "stylec: error: cannot write '\(target)': it is read-only (mode 0444)\n"
          + "make it writable first (chmod u+w) if it is meant to change, or write the output elsewhere\n")
      #expect(result.status == .usage)
      #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
      let sheetPath = directory.appendingPathComponent("s.cas").path
      try Data("UIView{alpha:0.5}".utf8).write(to: URL(fileURLWithPath: sheetPath))
      chmod(sheetPath, 0o444)
      // fmt writes the sheet in place: no other output file is the way round.
      #expect(
        runStylec(["fmt", sheetPath]).errors
          == "stylec: error: cannot write '\(sheetPath)': it is read-only (mode 0444)\n"
          + "make it writable first (chmod u+w) if it is meant to change, or format a copy ('stylec fmt -' formats standard input to standard output)\n"
      )
      #expect(try String(contentsOfFile: sheetPath, encoding: .utf8) == "UIView{alpha:0.5}")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["out.json", "s.cas"])
    }
  }

  /// A path whose directory cannot be had says what stands in the way: it said "no directory
  /// to write in" for a path ending in '/', a file where a directory is named, and `/proc/self`.
  @Test func whatStandsWhereTheDirectoryShouldIsNamed() throws {
    try withDirectory { directory in
      let file = directory.appendingPathComponent("file").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: file))
      var cases = [
        ("out.json/", "a path ending in '/' names a directory: name a file"),
        (file + "/out.json", "'\(file)' is not a directory: name a file in a directory"),
        (file + "/deeper/out.json", "'\(file)' is not a directory: name a file in a directory"),
        (
          directory.path + "/none/out.json",
          "no directory '\(directory.path)/none' to write in: create it, or name a file in one that exists"
        ),
      ]
      if FileManager.default.fileExists(atPath: "/proc/self/status") {
        cases.append(
          ("/proc/self/out.json", "'/proc/self' makes no new files: name a file in another directory"))
      }
      for (target, advice) in cases {
        let result = runStylec(["apply", sheet, tree, "-o", target])
        #expect(result.status == .usage)
        #expect(result.errors.hasSuffix("\n" + advice + "\n"), "\(result.errors)")
      }
      #expect(try String(contentsOfFile: file, encoding: .utf8) == "old")
    }
  }

  /// As another user: a file they may not write, a writable file in a directory they may not
  /// write in (the new file is made beside it), and someone else's file in a sticky directory
  /// such as /tmp are each refused with the reason, and left as they were.
  @Test(.enabled(if: ChildProcess.setpriv != nil))
  func permissionsAreExplainedToAnotherUser() throws {
    try withDirectory { directory in
      chmod(directory.path, 0o755)
      func file(_ name: String, in folder: String, folderMode: mode_t, mode: mode_t, owner: uid_t) throws
        -> String
      {
        let folderPath = directory.appendingPathComponent(folder).path
        mkdir(folderPath, folderMode)
        chmod(folderPath, folderMode)
        let path = folderPath + "/" + name
        try Self.write("old", to: path, mode: mode, owner: owner)
        return path
      }
      let notTheirs = try file("out.json", in: "open", folderMode: 0o777, mode: 0o644, owner: 0)
      let inLockedFolder = try file("out.json", in: "locked", folderMode: 0o755, mode: 0o666, owner: 65534)
      let inStickyFolder = try file("out.json", in: "sticky", folderMode: 0o1777, mode: 0o666, owner: 0)
      let cases = [
        (notTheirs, "Permission denied (mode 0644, owner user 0)"),
        (inLockedFolder, "the file is replaced by a new one made beside it: make the directory writable"),
        (inStickyFolder, "is sticky: only the file's owner (user 0) may replace it"),
      ]
      for (target, reason) in cases {
        let result = try ChildProcess.runAsNobody(["apply", sheet, tree, "-o", target])
        #expect(result.status == 2)
        #expect(result.errors.contains(reason), "\(result.errors)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.json"])
      }
    }
  }

  /// `-o` through a link to a pipe (`/dev/stdout`, a link to `/proc/self/fd/1`, which the kernel
  /// reads as `pipe:[N]`) writes into the pipe, and the link stays, even under `convert --force`
  /// (which had replaced it with a regular file: as root, the system's own `/dev/stdout`).
  @Test(
    .enabled(if: EndToEndTests.binary != nil && FileManager.default.fileExists(atPath: "/proc/self/fd/1")))
  func aLinkToAPipeIsWrittenThrough() throws {
    try withDirectory { directory in
      let link = directory.appendingPathComponent("stdout").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
      for arguments in [
        ["apply", "-o", link, sheet, tree], ["convert", "--to", "css", "--force", "-o", link, sheet],
      ] {
        let (status, written) = try ChildProcess.runPiped(EndToEndTests.binary!, arguments, piping: .output)
        #expect(status == 0, "\(arguments)")
        #expect(written.count > 20, "\(arguments)")
        let kept = try FileManager.default.destinationOfSymbolicLink(atPath: link)
        #expect(kept == "/proc/self/fd/1")
      }
    }
  }

  @Test func aTargetThatIsNotARegularFileIsWrittenInPlace() throws {
    try withDirectory { directory in
      let fifo = directory.appendingPathComponent("fifo").path
      #expect(mkfifo(fifo, 0o600) == 0)
      // A reader that does not wait, so that the writer's open goes through.
      let reader = open(fifo, O_RDONLY | O_NONBLOCK)
      defer { close(reader) }
      #expect(runStylec(["apply", sheet, tree, "-o", fifo]).status == .success)
      #expect(mode(fifo) & S_IFMT == S_IFIFO)
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      #expect(read(reader, &buffer, buffer.count) > 0)
      #expect(runStylec(["apply", sheet, tree, "-o", "/dev/null"]).status == .success)
      #expect(mode("/dev/null") & S_IFMT == S_IFCHR)
    }
  }

  @Test func aSymbolicLinkIsFollowedAndStays() throws {
    try withDirectory { directory in
      let target = directory.appendingPathComponent("styles.json").path
      let link = directory.appendingPathComponent("link.json").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: target))
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "styles.json")
      #expect(runStylec(["apply", sheet, tree, "-o", link]).status == .success)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "styles.json")
      #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("{"))
      // A link that leads nowhere yet creates the file it names.
      try FileManager.default.removeItem(atPath: target)
      #expect(runStylec(["apply", sheet, tree, "-o", link]).status == .success)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "styles.json")
      #expect(FileManager.default.fileExists(atPath: target))
      // Through a chain of links that ends nowhere: every link stays, the end is created.
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("a").path, withDestinationPath: "b")
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("b").path, withDestinationPath: "end.json")
      #expect(
        runStylec(["apply", sheet, tree, "-o", directory.appendingPathComponent("a").path]).status == .success
      )
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("b").path)
          == "end.json")
      #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("end.json").path))
      // A loop is refused, and no link replaced.
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("loop1").path, withDestinationPath: "loop2")
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("loop2").path, withDestinationPath: "loop1")
      let loop = runStylec(["apply", sheet, tree, "-o", directory.appendingPathComponent("loop1").path])
      #expect(loop.status == .usage)
      #expect(loop.errors.contains("its symbolic links loop or run past 40 links"))
      #expect(
        try FileManager.default.destinationOfSymbolicLink(
          atPath: directory.appendingPathComponent("loop2").path) == "loop1")
    }
  }

  /// An empty or very long path is said to be what it is, in a message of bounded length (an
  /// empty `-o` named the working directory's parent as missing; a 120 KB one was echoed whole).
  @Test func anEmptyOrHugePathGetsAShortClearMessage() {
    let empty = runStylec(["apply", sheet, tree, "-o", ""])
    #expect(
      empty
        == CommandResult(
          status: .usage, output: "",
          errors: "stylec: error: an empty path names no file to write\nname the output file\n"))
    let huge = runStylec(["apply", sheet, tree, "-o", String(repeating: "a", count: 120_000) + "/x.json"])
    #expect(huge.status == .usage)
    #expect(huge.errors.count < 10_000)
    #expect(huge.errors.contains("(120007 characters)"))
    let format = runStylec(["fmt", ""])
    #expect(format.errors == "stylec: error: cannot read '': no such file\nthe path is empty: name a file\n")
  }

  @Test func aDashIsStandardOutput() {
    let result = runStylec(["apply", sheet, tree, "-o", "-"])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("{"))
    #expect(!FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("-").path))
  }

  /// The signals a user, a script, a limit or the system sends that end stylec by default, each
  /// with the status it ends with; on Linux also power failure, a coprocessor's stack fault and
  /// the first real-time signal.
  static var endingSignals: [(Int32, Int32)] {
    let common: [Int32] = [
      SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGALRM,
      // A reader gone, and the limits a CI job sets (CPU time, profiling timers).
      SIGPIPE, SIGXCPU, SIGVTALRM, SIGPROF,
    ]
    var rare: [Int32] = [SIGSYS]
    #if os(Linux)
      rare += [SIGPWR, SIGSTKFLT, __libc_current_sigrtmin()]
    #endif
    // The thread sanitizer takes SIGPIPE for a failed write's own and runs the handler at
    // once, inside its runtime, which a SIGPIPE sent by `kill` can crash (exit 139, seen in
    // CI); one of the rare signals left the instrumented binary waiting in its runtime for
    // ever (seen in CI). The uninstrumented run checks them all.
    let signals = isThreadSanitized ? common.filter { $0 != SIGPIPE } : common + rare
    return signals.map { ($0, 128 + $0) }
  }

  @Test(.enabled(if: EndToEndTests.binary != nil), arguments: OutputFileTests.endingSignals)
  func aSignalMidWriteRemovesTheTemporaryFile(signal: Int32, status: Int32) throws {
    // Ctrl-\ quits with no core file left among the outputs.
    #if canImport(Glibc)
      let core = __rlimit_resource_t(RLIMIT_CORE.rawValue)
    #else
      let core = RLIMIT_CORE
    #endif
    var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
    getrlimit(core, &noCore)
    noCore.rlim_cur = 0
    setrlimit(core, &noCore)
    try withDirectory { directory in
      let (child, target) = try startLargeWrite(
        in: directory,
        resetting: Self.endingSignals.map(\.0))
      kill(child.pid, signal)
      let ended = child.wait()
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      #expect(left == ["out.json", "tree.json"])
      #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
      #expect(ended == status)
    }
  }

  @Test func aLongNameAndAFIFOWithNoReaderAreWrittenOrRefusedAtOnce() throws {
    try withDirectory { directory in
      // The temporary file beside a 250-byte name still fits in a name's 255 bytes.
      let long = directory.appendingPathComponent(String(repeating: "o", count: 245) + ".json").path
      #expect(runStylec(["apply", sheet, tree, "-o", long]).status == .success)
      let written = try String(contentsOfFile: long, encoding: .utf8)
      #expect(written.hasPrefix("{"))
      let fifo = directory.appendingPathComponent("fifo").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let unread = runStylec(["apply", sheet, tree, "-o", fifo])
      #expect(unread.status == .usage)
      #expect(
        unread.errors.contains("no program is reading '\(fifo)': start its reader first"), "\(unread.errors)")
    }
  }

  @Test func aSignalIgnoredAtStartStaysIgnored() throws {
    // As under `nohup`: SIGHUP ignored when stylec starts must not end it mid-write.
    let previous = Foundation.signal(SIGHUP, SIG_IGN)
    defer { Foundation.signal(SIGHUP, previous) }
    try withDirectory { directory in
      let (child, target) = try startLargeWrite(in: directory, resetting: [SIGINT, SIGTERM, SIGPIPE])
      kill(child.pid, SIGHUP)
      #expect(child.wait() == 0)
      #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("{"))
    }
  }

  /// Whether this process, and so the `stylec` built beside it, runs under a sanitizer: their
  /// runtimes map files of their own, which a file-size limit breaks before stylec starts.
  static let isSanitized = isThreadSanitized || links("__asan_init")

  /// Whether this process runs under the thread sanitizer.
  static let isThreadSanitized = links("__tsan_init")

  /// Whether this process has the runtime function `symbol`.
  private static func links(_ symbol: String) -> Bool {
    dlsym(dlopen(nil, RTLD_NOW), symbol) != nil
  }

  @Test(.enabled(if: EndToEndTests.binary != nil && !isSanitized))
  func aFileSizeLimitIsAFailedWriteNotASignal() throws {
    try withDirectory { directory in
      let (tree, target) = try writeLargeTreeAndOldTarget(in: directory, children: 5_000)
      // `ulimit -f 64`: files of at most 64 blocks; the output is larger.
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [
        "-c", #"ulimit -f 64; exec "$0" "$@""#, EndToEndTests.binary!.path, "apply",
        repositoryRoot.appendingPathComponent(sheet).path, tree, "-o", target,
      ]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationReason == .exit && process.terminationStatus == 2)
      #expect(message.contains("File too large"), "\(message)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "out.json", "tree.json",
        ])
      #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
    }
  }

  /// fmt goes on past a file it cannot write, as past one it cannot read: the next is formatted,
  /// the one that failed left as it was, and the run ends with status 2.
  @Test(.enabled(if: EndToEndTests.binary != nil && !isSanitized))
  func fmtGoesOnPastAFileItCannotWrite() throws {
    try withDirectory { directory in
      // Formatted, the large sheet is past `ulimit -f 64` (64 blocks); the small one is not.
      let large = directory.appendingPathComponent("large.css").path
      let small = directory.appendingPathComponent("small.css").path
      let written = String(repeating: ".a{b:1;c:2}", count: 5_000)
      try written.write(toFile: large, atomically: false, encoding: .utf8)
      try ".s{b:1}".write(toFile: small, atomically: false, encoding: .utf8)
      let result = try ChildProcess.runPiped(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", #"ulimit -f 64; exec "$0" "$@""#, EndToEndTests.binary!.path, "fmt", large, small],
        piping: .errors)
      #expect(result.status == 2)
      #expect(result.text.contains("File too large"), "\(result.text)")
      #expect(try String(contentsOfFile: large, encoding: .utf8) == written)
      #expect(try String(contentsOfFile: small, encoding: .utf8) == ".s {\n  b: 1;\n}\n")
    }
  }

  /// Starts `stylec apply -o` writing a large output over an old `out.json` in `directory`, and
  /// returns once the temporary file exists: the child is then mid-write.
  private func startLargeWrite(in directory: URL, resetting: [Int32]) throws -> (SpawnedProcess, String) {
    let (bigTree, target) = try writeLargeTreeAndOldTarget(in: directory, children: 40_000)
    let child = try ChildProcess.start(["apply", sheet, bigTree, "-o", target], resetting: resetting)
    var sawTemporary = false
    while !sawTemporary, !child.hasEnded {
      sawTemporary = try FileManager.default.contentsOfDirectory(atPath: directory.path).contains {
        $0.hasPrefix(".out.json.stylec-")
      }
      if !sawTemporary { usleep(200) }
    }
    return (child, target)
  }

  /// Writes `tree.json`, a view with `children` buttons, and `out.json` holding "old" in
  /// `directory`, and returns their paths.
  private func writeLargeTreeAndOldTarget(in directory: URL, children: Int) throws -> (
    tree: String, target: String
  ) {
    let buttons = Array(repeating: #"{"type": "UIButton", "classes": ["main"]}"#, count: children)
    let tree = directory.appendingPathComponent("tree.json").path
    try Data((#"{"type": "UIView", "children": ["# + buttons.joined(separator: ", ") + "]}").utf8)
      .write(to: URL(fileURLWithPath: tree))
    let target = directory.appendingPathComponent("out.json").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    return (tree, target)
  }
}
