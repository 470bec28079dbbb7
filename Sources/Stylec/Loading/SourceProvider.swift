import Foundation

/// Where stylesheet files come from: the file system, or (in tests and for bundled sheets)
/// a dictionary of paths to contents.
protocol SourceProvider: Sendable {
  /// The bytes of the file at `path` (and which file it was), refusing anything larger than
  /// `limit` bytes.
  func contents(of path: String, limit: Int) -> Result<ReadFile, SourceReadError>
  /// `path` made absolute, with `.`, `..` and (where the provider has them) symbolic links
  /// resolved, for deciding whether it lies inside the import root.
  func canonicalPath(_ path: String) -> String
  /// Up to `limit` names of the files beside `path` (in its directory), for a "did you mean"
  /// when it cannot be read.
  func neighbours(of path: String, limit: Int) -> [String]
}

/// Why a file could not be read.
package enum SourceReadError: Error, Hashable {
  case notFound
  case isDirectory
  case notRegularFile
  case tooLarge(limit: Int)
  case unreadable(String)
  /// The file opened lies outside the import root (a symbolic link on the way leads out).
  case outsideRoot
  /// The stylesheet was not read from a file and was given no import root.
  case noImportRoot

  /// The reason, as diagnostics say it.
  package var message: String {
    switch self {
    case .notFound: "no such file"
    case .isDirectory: "it is a directory"
    case .notRegularFile: "it is not a regular file"
    case .tooLarge(let limit): "it is larger than the \(limit)-byte limit (raised with --max-file-size)"
    case .unreadable(let reason): reason
    case .outsideRoot: "it lies outside the stylesheet's root directory (the import root)"
    case .noImportRoot:
      "the stylesheet was not read from a file, so it imports nothing unless given an import root (--stdin-filename NAME or --import-root DIR; StylesheetLimits.importRoot)"
    }
  }
}

/// Reads regular files from disk, each opened once and checked as opened: a FIFO or device is
/// refused without waiting for it, and with a root, a file reached through a symbolic link that
/// leads out of the root is refused even if the link changed after the path was checked.
struct FileSystemSource: SourceProvider {
  /// The directory (as `realPath` gives it) that every file read must lie in; nil reads files
  /// anywhere.
  var root: String?
  /// The absolute directory relative paths are read from: the working directory for sheets
  /// read from files, the import root for sheets that came from no file.
  var base = currentDirectory()

  /// A source that reads files anywhere.
  init() {}

  /// A source that reads only files inside `directory` (when it does not exist, the files
  /// inside it as its path reads), with relative paths read from `base` (absolute).
  init(rootedAt directory: String, base: String = currentDirectory()) {
    self.base = base
    root = realPath(directory) ?? canonicalPath(directory)
  }

  func contents(of path: String, limit: Int) -> Result<ReadFile, SourceReadError> {
    readFile(atPath: absolute(path), limit: limit, regularFileOnly: true, inside: root)
  }

  /// `path`, or `path` read from `base` when it is relative.
  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : base + "/" + path
  }
}

extension FileSystemSource {
  func canonicalPath(_ path: String) -> String {
    let normalized = normalizePath(absolute(path))
    // The system's resolution where the file is there (Foundation's asks for each component
    // in turn, by the path so far: quadratic in the depth), Foundation's where it is not.
    return realPath(normalized) ?? URL(fileURLWithPath: normalized).resolvingSymlinksInPath().path
  }

  func neighbours(of path: String, limit: Int) -> [String] {
    visibleFileNames(in: directoryOf(absolute(path)), limit: limit)
  }
}

/// The files of a stylesheet that came from no file (a string, fetched bytes) and was given no
/// import root: there are none, so it imports nothing, whatever the working directory.
struct NoFileSource: SourceProvider {
  func contents(of path: String, limit: Int) -> Result<ReadFile, SourceReadError> { .failure(.noImportRoot) }

  func canonicalPath(_ path: String) -> String { normalizePath("/" + path) }

  func neighbours(of path: String, limit: Int) -> [String] { [] }
}

/// Files held in memory, keyed by normalised path.
struct InMemorySource: SourceProvider {
  var files: [String: String]

  func contents(of path: String, limit: Int) -> Result<ReadFile, SourceReadError> {
    guard let text = files[normalizePath(path)] else { return .failure(.notFound) }
    let bytes = Array(text.utf8)
    return bytes.count > limit
      ? .failure(.tooLarge(limit: limit)) : .success(ReadFile(bytes: bytes, fingerprint: nil))
  }

  func canonicalPath(_ path: String) -> String { normalizePath(path.hasPrefix("/") ? path : "/" + path) }

  func neighbours(of path: String, limit: Int) -> [String] {
    let directory = directoryOf(normalizePath(path))
    return files.keys.filter { directoryOf($0) == directory }.sorted().prefix(limit).map(fileNameOf)
  }
}

/// Whether the canonical `path` is `directory` or lies under it.
func isPath(_ path: String, inside directory: String) -> Bool {
  directory == "/" || path == directory || path.hasPrefix(directory + "/")
}

/// `path` with `.` segments and `x/..` pairs removed, lexically (no file-system access).
func normalizePath(_ path: String) -> String {
  let absolute = path.hasPrefix("/")
  var segments: [Substring] = []
  for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
    if segment == "." { continue }
    if segment == "..", let last = segments.last, last != ".." {
      segments.removeLast()
    } else if segment == "..", absolute {
      continue
    } else {
      segments.append(segment)
    }
  }
  let joined = segments.joined(separator: "/")
  return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
}

/// The last component of `path`: the name of the file it leads to.
func fileNameOf(_ path: String) -> String {
  path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
}

/// The directory part of a path (`.` for a bare file name).
func directoryOf(_ path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}
