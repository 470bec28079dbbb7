import Foundation
import Stylec

/// The stylesheets `stylec lint DIR` finds: every `.cas` and `.css` file under the directory, at
/// any depth, in sorted order, leaving out hidden files and directories (`.git`, `.build`) and
/// not following links to directories (which could loop).
enum StylesheetDiscovery {
  static let extensions: Set<String> = ["cas", "css"]

  /// A directory or entry under the directory that could not be read, and why.
  struct Unread {
    var path: String
    var reason: String
    /// What stands in the way, for the remedy the error suggests.
    var obstacle = Obstacle.access

    enum Obstacle {
      /// It cannot be read (permissions, or the system's error): make it readable.
      case access
      /// Its name, which is not UTF-8: rename it.
      case name
      /// Its path, longer than the system opens: run stylec nearer it.
      case pathLength
    }

    /// The entry that `errno` kept from being read, and why.
    static func failed(_ path: String, errno failure: Int32) -> Unread {
      guard failure == ENAMETOOLONG else {
        return Unread(path: path, reason: String(cString: strerror(failure)))
      }
      return Unread(
        path: path, reason: "its path is longer than the \(PATH_MAX) bytes the system opens",
        obstacle: .pathLength)
    }

    /// What to do about it, for a command that would `verb` the stylesheets.
    func remedy(verb: String) -> String {
      switch obstacle {
      case .access:
        "the stylesheets in it would be missed: make it readable, or name the stylesheets to \(verb)"
      case .name: "rename it, or name the stylesheets to \(verb)"
      case .pathLength:
        "the stylesheets in it would be missed: run stylec from a directory nearer them, or name them by shorter paths"
      }
    }
  }

  /// The stylesheets under `directory`, each as `directory/relative/path`, and the first
  /// directory or entry that could not be read, with why: its stylesheets would be missed.
  /// Past `mostDirectories` directories listed the search stops, said so as the unread entry
  /// (`stylec lsp` opened at a home directory does not walk it whole).
  static func stylesheets(under directory: String, mostDirectories: Int = .max) -> (
    sheets: [String], unread: Unread?
  ) {
    var found: [String] = []
    var unread: Unread?
    var pending = [""]
    var listed = 0
    while let relative = pending.popLast() {
      guard listed < mostDirectories else {
        unread = Unread(
          path: directory,
          reason: "it holds more than \(mostDirectories) directories; the rest are not searched")
        break
      }
      listed += 1
      let absolute = relative.isEmpty ? directory : directory + "/" + relative
      let listing = entries(of: absolute)
      if let failure = listing.unread { unread = unread ?? failure }
      for entry in listing.entries {
        let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
        let path = directory.hasSuffix("/") ? directory + child : directory + "/" + child
        if entry.isDirectory {
          pending.append(child)
        } else if isStylesheetName(entry.name) {
          found.append(path)
        }
      }
    }
    return (found.sorted(), unread)
  }

  /// A directory's entries but hidden ones, each named and told apart as a directory or not
  /// (links are not followed), and the first entry that could not be looked at, with why.
  ///
  /// Names are read as the system's bytes: a name that is not UTF-8 (`caf\xE9.cas` written in
  /// Latin-1) cannot be a path the rest of the command opens, so a directory or stylesheet of
  /// such a name is reported, never passed over; another file of such a name is no stylesheet.
  private static func entries(of directory: String) -> (
    entries: [(name: String, isDirectory: Bool)], unread: Unread?
  ) {
    guard let stream = opendir(directory) else {
      return ([], Unread.failed(directory, errno: errno))
    }
    defer { closedir(stream) }
    var entries: [(name: String, isDirectory: Bool)] = []
    var unread: Unread?
    while let entry = readdir(stream) {
      let bytes = directoryEntryName(entry)
      guard bytes.first != UInt8(ascii: ".") else { continue }
      var status = stat()
      let looked = fstatat(
        dirfd(stream), bytes.map { CChar(bitPattern: $0) } + [0], &status, AT_SYMLINK_NOFOLLOW)
      let failure = looked == 0 ? 0 : errno
      let isDirectory = looked == 0 && status.st_mode & S_IFMT == S_IFDIR
      guard let name = String(validating: bytes, as: UTF8.self) else {
        let shown = shownNonUTF8Name(bytes)
        if isDirectory || isStylesheetName(String(decoding: bytes, as: UTF8.self)) {
          unread =
            unread
            ?? Unread(
              path: directory + "/" + shown,
              reason: "its name is not UTF-8 (stylec reads file names as UTF-8)",
              obstacle: .name)
        }
        continue
      }
      guard looked == 0 else {
        unread = unread ?? Unread.failed(directory + "/" + name, errno: failure)
        continue
      }
      entries.append((name, isDirectory))
    }
    return (entries, unread)
  }

  /// Whether a file of that name is a stylesheet (`.cas` or `.css`, in any case).
  private static func isStylesheetName(_ name: String) -> Bool {
    extensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased())
  }

  /// Whether `path`, found in a directory, is a symbolic link, which a command given the
  /// directory skips, saying so on standard error (unless quiet): it may lead out of the
  /// directory, where the command was not asked to look (`fmt` would rewrite a file elsewhere,
  /// `lint` quote a secret file's lines in its report). A link named itself is read through.
  static func skipsLink(_ path: String, foundIn directory: String?, verb: String, console: Console) -> Bool {
    var status = stat()
    guard directory != nil, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
      return false
    }
    if !console.isQuiet {
      console.writeError(
        "stylec: \(quoted(path, limit: pathLimit)) is skipped: it is a symbolic link, which may lead out of the directory; name it to \(verb) the file it leads to\n"
      )
    }
    return true
  }

  /// The files a command names (`verb`, what it does to them, for the error): each path given,
  /// and for a directory the stylesheets under it, each with the directory as the system
  /// resolves it (`foundIn`: subject to the configuration's `include` and `exclude`, and read
  /// only while it lies there).
  /// - Throws: a usage error for a directory that holds no stylesheet.
  static func expand(_ paths: [String], verb: String, topic: String) throws(UsageError) -> [(
    path: String, foundIn: String?
  )] {
    var expanded: [(path: String, foundIn: String?)] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue, let resolved = realPath(path)
      else {
        expanded.append((path, nil))
        continue
      }
      let (found, unread) = stylesheets(under: path)
      if let unread {
        // Lint passing over a directory it could not read would pass what it never saw.
        throw UsageError(
          message:
            "cannot read \(quoted(unread.path, limit: 200)) under \(quoted(path, limit: 200)): \(unread.reason)",
          topic: topic,
          nextStep: unread.remedy(verb: verb))
      }
      guard !found.isEmpty else {
        throw UsageError(
          message: "no stylesheet (.cas or .css file) under '\(path)'", topic: topic,
          nextStep: "name the stylesheets to \(verb), or a directory that holds some")
      }
      expanded += found.map { ($0, resolved) }
    }
    return expanded
  }
}
