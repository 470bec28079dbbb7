import Foundation
import Stylec

/// A file written whole or not at all, a piece at a time: the pieces go to a new temporary
/// file beside it, which is renamed over the path once every piece is written. If anything
/// fails, or the file is dropped before `commit()`, the temporary file is removed and the path
/// is left as it was; SIGINT, SIGTERM and SIGHUP remove it too (see `InterruptCleanup`). The
/// new file keeps the old one's permission bits (a new path gets 0666 less the umask). Like a
/// compiler's output, the file is not forced to disk (no `fsync`, which cost more than writing
/// 50 MB): a crash of the machine itself may lose the new contents; a failed or interrupted
/// run never leaves them half-written.
///
/// A path that exists and is not a regular file (`/dev/null`, a FIFO, a terminal) is written in
/// place: replacing it with a regular file would break what it is. A symbolic link is followed,
/// as `>` follows it: the file it names is replaced and the link stays; unless the caller asks
/// to replace links (`convert --force`), when the link itself is replaced and its target kept.
///
/// A file the run has read (`ReadFiles`), reached by any name or link, is never written: the
/// write is refused before anything is created, and checked again just before the rename.
struct OutputFile: ~Copyable {
  private let path: String
  /// The temporary file renamed over the path; nil when the path is written in place.
  private let temporaryPath: String?
  private var descriptor: Int32
  /// The first failure of a write (its `errno`), reported by `commit()`.
  private var failure: Int32?

  /// The one file the run read that this output may replace (`fmt` rewriting a sheet in place).
  private let replaceable: FileFingerprint?
  /// Whether a link at the path is replaced itself rather than followed.
  private let replacesLinks: Bool

  /// Opens the path in place, or creates the temporary file in the path's directory.
  /// - Parameters:
  ///   - replacingLinks: a symbolic link at the path is replaced itself, not the file it names.
  ///   - writingThroughLinksToDevices: a link at the path to a pipe, terminal or device is written
  ///     through (`-o /dev/stdout`), even when links are replaced; else (a file named after a
  ///     sheet, never by the user) it is a link like any other.
  ///   - replaceable: a file the run read that this output is meant to replace, as it was read:
  ///     if it changed since (an editor saved it), it is left as it is and the write refused.
  /// - Throws: a usage error naming the path when it cannot be created, or when it leads to a
  ///   file the run reads.
  init(
    path given: String, replacingLinks: Bool = false, writingThroughLinksToDevices: Bool = true,
    replacing replaceable: FileFingerprint? = nil
  ) throws(UsageError) {
    guard !given.isEmpty else {
      throw UsageError(
        message: "an empty path names no file to write", topic: nil, nextStep: "name the output file")
    }
    var link = stat()
    let isLink = lstat(given, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
    let writesThrough = Self.writesThrough(given) && (writingThroughLinksToDevices || !isLink)
    let replacesLinks = replacingLinks && !writesThrough
    let path = replacesLinks || writesThrough ? given : try Self.file(namedBy: given)
    try Self.refuseInput(at: path, given: given, followingLinks: !replacesLinks, replaceable: replaceable)
    try Self.refuseUnwritable(at: path, followingLinks: !replacesLinks, inPlace: replaceable != nil)
    try self.init(checkedPath: path, replacingLinks: replacesLinks, replacing: replaceable)
  }

  /// Whether `path` leads to a pipe, terminal or device (`/dev/stdout`, whose link the kernel
  /// reads as `pipe:[N]`), which is written through, as `>` writes it: its links are neither read
  /// as text nor replaced, even by `--force`.
  static func writesThrough(_ path: String) -> Bool {
    var target = stat()
    guard stat(path, &target) == 0 else { return false }
    return ![S_IFREG, S_IFDIR].contains(target.st_mode & S_IFMT)
  }

  /// Opens `path`, already resolved and checked, in place or through a temporary file.
  private init(checkedPath path: String, replacingLinks: Bool, replacing replaceable: FileFingerprint?)
    throws(UsageError)
  {
    var existing = stat()
    let exists = (replacingLinks ? lstat(path, &existing) : stat(path, &existing)) == 0
    let kind = existing.st_mode & S_IFMT
    // A link being replaced gives the new file no permission bits of its own.
    let keptMode = exists && kind == S_IFREG ? existing.st_mode & 0o777 : nil
    self.path = path
    self.replaceable = replaceable
    replacesLinks = replacingLinks
    if exists && kind != S_IFREG && kind != S_IFLNK {
      temporaryPath = nil
      // Without waiting: a FIFO no program reads would block the open forever.
      repeat {
        descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
      } while descriptor < 0 && errno == EINTR
      if descriptor < 0 { throw Self.error(path, errno, inPlace: replaceable != nil) }
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      return
    }
    let url = URL(fileURLWithPath: path)
    // The file's own name, cut so that the temporary one fits the 255 bytes a name may have.
    var stem = String.UnicodeScalarView()
    var bytes = 0
    for scalar in url.lastPathComponent.unicodeScalars {
      bytes += String(scalar).utf8.count
      guard bytes <= 200 else { break }
      stem.append(scalar)
    }
    let name = ".\(String(stem)).stylec-\(UUID().uuidString.prefix(8))"
    let temporaryPath = url.deletingLastPathComponent().appendingPathComponent(name).path
    self.temporaryPath = temporaryPath
    descriptor = InterruptCleanup.create(temporaryPath)
    if descriptor < 0 { throw Self.error(path, errno, inPlace: replaceable != nil) }
    if let keptMode, fchmod(descriptor, keptMode) != 0 {
      let code = errno
      close(descriptor)
      descriptor = -1
      InterruptCleanup.remove(temporaryPath)
      throw Self.error(path, code, inPlace: replaceable != nil)
    }
    // The new file keeps the old one's owner and group where the user may give them (root
    // formatting another user's sheet); otherwise it is the user's, as any file they write is.
    if keptMode != nil, existing.st_uid != geteuid() || existing.st_gid != getegid() {
      _ = fchown(descriptor, existing.st_uid, existing.st_gid)
    }
  }

  /// Throws when `path` (links followed unless told not to) is a regular file made read-only,
  /// or one the user may not write: renaming a new file over it would succeed where `>` fails.
  private static func refuseUnwritable(at path: String, followingLinks: Bool, inPlace: Bool)
    throws(UsageError)
  {
    var existing = stat()
    guard (followingLinks ? stat(path, &existing) : lstat(path, &existing)) == 0,
      existing.st_mode & S_IFMT == S_IFREG
    else { return }
    let mode = octal(existing.st_mode & 0o777)
    if existing.st_mode & 0o222 == 0 {
      throw UsageError(
        message: "cannot write \(quoted(path, limit: pathLimit)): it is read-only (mode \(mode))", topic: nil,
        nextStep:
          "make it writable first (chmod u+w) if it is meant to change, or \(alternative(inPlace: inPlace))")
    }
    if access(path, W_OK) != 0 {
      throw UsageError(
        message:
          "cannot write \(quoted(path, limit: pathLimit)): \(String(cString: strerror(errno))) "
          + "(mode \(mode), owner user \(existing.st_uid))",
        topic: nil, nextStep: "run as a user who may write the file, or \(alternative(inPlace: inPlace))")
    }
    // In a sticky directory (such as /tmp) only the file's owner may replace it, whatever its
    // bits say: found here, before anything is written, not at the rename.
    var parent = stat()
    let user = geteuid()
    if user != 0, existing.st_uid != user,
      stat(URL(fileURLWithPath: path).deletingLastPathComponent().path, &parent) == 0,
      parent.st_mode & S_ISVTX != 0, parent.st_uid != user
    {
      let directory = quoted(URL(fileURLWithPath: path).deletingLastPathComponent().path, limit: pathLimit)
      throw UsageError(
        message: "cannot write \(quoted(path, limit: pathLimit)): \(String(cString: strerror(EPERM)))",
        topic: nil,
        nextStep: permissionAdvice(path, directory: directory, inPlace: inPlace))
    }
  }

  /// Throws when the file at `path` (links followed unless told not to) is one the run read,
  /// other than `replaceable`: writing it would destroy an input, or feed the output back in;
  /// and when `replaceable` is no longer what the path leads to, or has changed.
  static func refuseInput(
    at path: String, given: String, followingLinks: Bool, replaceable: FileFingerprint?
  ) throws(UsageError) {
    if let replaceable, FileFingerprint(path: path) != replaceable {
      throw UsageError(
        message: "'\(given)' changed while stylec worked on it; it is left as it is", topic: nil,
        nextStep: "run the command again on the file as it is now")
    }
    guard let identity = FileIdentity(path: path, followingLinks: followingLinks),
      identity != replaceable?.identity,
      let reader = ReadFiles.reader(of: identity)
    else { return }
    let sameName =
      URL(fileURLWithPath: reader.name).standardizedFileURL == URL(fileURLWithPath: given).standardizedFileURL
    let which = [sameName ? nil : "it is \(quoted(reader.name, limit: pathLimit))", reader.note].compactMap {
      $0
    }
    let detail = which.isEmpty ? "" : " (" + which.joined(separator: "; ") + ")"
    throw UsageError(
      message:
        "cannot write \(quoted(given, limit: pathLimit)): it is a file this command reads\(detail); writing it would replace its input",
      topic: nil, nextStep: "name another output file")
  }

  /// The file `path` names: itself, or the file a chain of symbolic links there leads to
  /// (where a chain that ends nowhere would create it).
  /// - Throws: a usage error for a chain that loops or runs past 40 links.
  private static func file(namedBy path: String) throws(UsageError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = buffer.withUnsafeMutableBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { readlink(current, $0.baseAddress!, Int(PATH_MAX)) }
      }
      guard count > 0 else { return current }
      let target = String(decoding: buffer[..<count], as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? target
        : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
    }
    throw UsageError(
      message: "cannot write \(quoted(path, limit: pathLimit)): its symbolic links loop or run past 40 links",
      topic: nil,
      nextStep: "name the file itself, or a link that leads to one")
  }

  deinit {
    guard descriptor >= 0 else { return }
    close(descriptor)
    if let temporaryPath { InterruptCleanup.remove(temporaryPath) }
  }

  /// Appends bytes; a failure is kept for `commit()` to report, and later writes are skipped.
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil, var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = writeRetryingInterrupts(descriptor, next, remaining)
      guard written > 0 else {
        failure = written < 0 ? errno : EIO
        return
      }
      next += written
      remaining -= written
    }
  }

  /// Puts the file in place.
  /// - Throws: a usage error naming the path, for the first failure of any step.
  consuming func commit() throws(UsageError) {
    try closeUnplaced().commit()
  }

  /// Closes the file, written whole, without putting it in place yet: a command writing many
  /// files (`convert`) holds no descriptor per file while it writes the rest.
  /// - Throws: a usage error naming the path, for a failed write or close; the temporary file
  ///   is removed.
  consuming func closeUnplaced() throws(UsageError) -> Closed {
    let closed = close(descriptor)
    let code = failure ?? (closed == 0 ? nil : errno)
    descriptor = -1
    let staged = Closed(
      path: path, temporaryPath: temporaryPath, replaceable: replaceable, replacesLinks: replacesLinks)
    if let code {
      staged.discard()
      throw Self.error(path, code, inPlace: replaceable != nil)
    }
    return staged
  }

  /// An output written whole and closed, waiting to be put in place.
  struct Closed {
    fileprivate let path: String
    fileprivate let temporaryPath: String?
    fileprivate let replaceable: FileFingerprint?
    fileprivate let replacesLinks: Bool

    /// Renames the temporary file into place, after checking that the path still leads where
    /// it did (what it leads to may have changed while the output was written).
    /// - Throws: a usage error naming the path; the temporary file is removed.
    func commit() throws(UsageError) {
      guard let temporaryPath else { return }
      try recheck(removing: temporaryPath)
      let renamed = rename(temporaryPath, path) == 0
      let code = errno
      InterruptCleanup.remove(temporaryPath, unlinking: !renamed)
      if !renamed { throw OutputFile.error(path, code, inPlace: replaceable != nil) }
    }

    /// Checks that the path still leads where it did (what it leads to may have changed while
    /// the output was written); if not, removes the temporary file and throws.
    private func recheck(removing temporaryPath: String) throws(UsageError) {
      do throws(UsageError) {
        try OutputFile.refuseInput(
          at: path, given: path, followingLinks: !replacesLinks, replaceable: replaceable)
      } catch {
        InterruptCleanup.remove(temporaryPath)
        throw error
      }
    }

    /// Removes the temporary file: the output is not put in place.
    func discard() {
      if let temporaryPath { InterruptCleanup.remove(temporaryPath) }
    }

    /// Puts the file in place as one of several that go in together or not at all (`convert`),
    /// keeping what it replaces until `Placed.keep()` or `Placed.undo()`. Without `replacing`,
    /// a file that came to the path while the output was written is left as it is and the
    /// output refused (the new file is linked in, which fails where a file already is); with
    /// it, the file in the way is kept under a temporary name (a hard link, the link itself
    /// for a symbolic one) and replaced.
    /// - Throws: a usage error naming the path; the temporary file is removed and the path is
    ///   as it was.
    /// - Parameter keepingAside: whether what it replaces must be kept to be put back (more
    ///   outputs follow): a file that cannot be kept (no hard link to it may be made, on a file
    ///   system without them or one the user may not read) is then not replaced.
    func place(replacing: Bool, keepingAside: Bool = true) throws(UsageError) -> Placed {
      guard let temporaryPath else { return Placed(path: path, kept: nil, created: false) }
      try recheck(removing: temporaryPath)
      // The caller holds the cleanup signals back: the kept file needs no watching for them.
      var kept: String?
      var existed = true
      if replacing {
        let backup = temporaryPath + ".kept"
        if linkat(AT_FDCWD, path, AT_FDCWD, backup, 0) == 0 {
          kept = backup
        } else if errno == ENOENT {
          existed = false
        } else if keepingAside {
          let code = errno
          InterruptCleanup.remove(temporaryPath)
          throw UsageError(
            message:
              "cannot replace \(quoted(path, limit: pathLimit)) so that it could be put back if another sheet failed: \(String(cString: strerror(code)))",
            topic: nil, nextStep: "convert that sheet on its own, or move the file away first")
        }
      }
      var placed = replacing ? rename(temporaryPath, path) == 0 : link(temporaryPath, path) == 0
      var code = errno
      if !placed, !replacing, [EPERM, ENOTSUP, EOPNOTSUPP, EMLINK].contains(code), access(path, F_OK) != 0 {
        // A file system without hard links: renamed, if still nothing is at the path.
        placed = rename(temporaryPath, path) == 0
        code = errno
        existed = false
      } else if !replacing {
        existed = false
      }
      // Gone when renamed; a second name of the placed file when linked.
      InterruptCleanup.remove(temporaryPath)
      guard placed else {
        if let kept { unlink(kept) }
        if code == EEXIST {
          throw UsageError(
            message:
              "cannot write \(quoted(path, limit: pathLimit)): a file came to that path while stylec wrote",
            topic: nil, nextStep: "run again (with --force to replace it)")
        }
        throw OutputFile.error(path, code, inPlace: false)
      }
      return Placed(path: path, kept: kept, created: !existed)
    }
  }

  /// Puts every staged output in place, or none: when one cannot be placed, the ones placed
  /// before it are taken back and what they replaced put back, and the rest are discarded. The
  /// cleanup signals are held back meanwhile, so that a Ctrl-C leaves all or none.
  /// - Throws: the first output's failure.
  static func placeAll(_ staged: [Closed], replacing: Bool) throws(UsageError) {
    var failure: UsageError?
    InterruptCleanup.withSignalsBlocked {
      var placed: [Placed] = []
      for (index, file) in staged.enumerated() {
        do throws(UsageError) {
          placed.append(try file.place(replacing: replacing, keepingAside: staged.count > 1))
        } catch {
          failure = error
          for rest in staged[(index + 1)...] { rest.discard() }
          for done in placed.reversed() { done.undo() }
          return
        }
      }
      for done in placed { done.keep() }
    }
    if let failure { throw failure }
  }

  /// An output put in place by `Closed.place(replacing:)`, and what it replaced, kept until
  /// the others it goes in with are placed.
  struct Placed {
    fileprivate let path: String
    /// The file it replaced, under a temporary name.
    fileprivate let kept: String?
    /// Whether no file was at the path before.
    fileprivate let created: Bool

    /// Lets what it replaced go: every output is in place.
    func keep() {
      if let kept { unlink(kept) }
    }

    /// Puts back what was at the path: another output could not be placed.
    func undo() {
      if let kept {
        rename(kept, path)
      } else if created {
        unlink(path)
      }
    }
  }

  /// The error for a failed step, with what to do about the usual causes.
  /// - Parameter inPlace: whether the file is a sheet rewritten in place (`fmt`), for which
  ///   the way round is not another output file.
  fileprivate static func error(_ path: String, _ code: Int32, inPlace: Bool) -> UsageError {
    let directory = quoted(URL(fileURLWithPath: path).deletingLastPathComponent().path, limit: pathLimit)
    let name = quoted(path, limit: pathLimit)
    var status = stat()
    if code == ENXIO, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK {
      // Opening a socket says only "No such device or address", listener or none.
      return UsageError(
        message: "cannot write \(name): it is a socket, not a file", topic: nil,
        nextStep: "name a file, or send standard output to a program that writes to the socket")
    }
    let nextStep: String? =
      switch code {
      case ENOENT, ENOTDIR: missingDirectoryAdvice(path, directory: directory)
      case EISDIR: "\(name) is a directory: name a file in it"
      case EROFS: "\(directory) is on a read-only file system: \(alternative(inPlace: inPlace))"
      case EACCES, EPERM: permissionAdvice(path, directory: directory, inPlace: inPlace)
      case ENOSPC, EDQUOT: "free some space, or \(alternative(inPlace: inPlace))"
      case EFBIG: "the file-size limit (ulimit -f) is smaller: raise it, or \(alternative(inPlace: inPlace))"
      case ENXIO: "no program is reading \(name): start its reader first"
      default: nil
      }
    return UsageError(
      message: "cannot write \(name): \(String(cString: strerror(code)))", topic: nil, nextStep: nextStep)
  }

  /// The way round a file that cannot be written: another output file, or, for a sheet
  /// rewritten in place, its formatted text printed instead.
  private static func alternative(inPlace: Bool) -> String {
    inPlace
      ? "format a copy ('stylec fmt -' formats standard input to standard output)"
      : "write the output elsewhere"
  }

  /// What stands where the path's directory should: a path ending in '/' names a directory, a
  /// file may stand where a directory is named, and a directory may exist that the system makes
  /// no new files in (`/proc/self`).
  /// The directories on the way are looked at as written, each in turn (`nosuch/../out.json`
  /// passes through `nosuch`, which a path with `..` taken out as text never names).
  private static func missingDirectoryAdvice(_ path: String, directory: String) -> String {
    if path.hasSuffix("/") { return "a path ending in '/' names a directory: name a file" }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    var walked = ""
    for (index, part) in parts.enumerated() {
      walked += (index == 0 ? "" : "/") + part
      guard !walked.isEmpty else { continue }
      var status = stat()
      guard stat(walked, &status) == 0 else {
        if errno == ENOTDIR {
          return
            "\(quoted(String(walked.dropLast(part.count + 1)), limit: pathLimit)) is not a directory: name a file in a directory"
        }
        // The whole directory to create, unless a `..` after the missing one climbs out of it.
        let missing = parts.dropFirst(index + 1).contains("..") ? quoted(walked, limit: pathLimit) : directory
        return "no directory \(missing) to write in: create it, or name a file in one that exists"
      }
      guard status.st_mode & S_IFMT == S_IFDIR else {
        return "\(quoted(walked, limit: pathLimit)) is not a directory: name a file in a directory"
      }
    }
    return "\(directory) makes no new files: name a file in another directory"
  }

  /// A mode's permission bits as `ls` and `chmod` spell them: 0444.
  private static func octal(_ mode: mode_t) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Why the user may not put a file at `path`, which stylec creates beside it and renames over
  /// it: a directory they cannot write in, or a sticky one (such as /tmp) where only a file's
  /// owner may replace it.
  private static func permissionAdvice(_ path: String, directory: String, inPlace: Bool) -> String {
    var file = stat()
    var parent = stat()
    let user = geteuid()
    guard lstat(path, &file) == 0 else {
      return "\(directory) cannot be written in: name a file in a directory you can write"
    }
    if stat(URL(fileURLWithPath: path).deletingLastPathComponent().path, &parent) == 0,
      parent.st_mode & S_ISVTX != 0, file.st_uid != user, parent.st_uid != user
    {
      return
        "\(directory) is sticky: only the file's owner (user \(file.st_uid)) may replace it; "
        + "run as that user, or \(alternative(inPlace: inPlace))"
    }
    return
      "\(directory) cannot be written in, and the file is replaced by a new one made beside it: "
      + "make the directory writable, or \(alternative(inPlace: inPlace))"
  }
}
