import Foundation
import Stylec
import Synchronization

/// The search for a stylesheet's `.stylec.json` (`ProjectConfiguration.find(for:home:)`), and for
/// one it stops short of (`ProjectConfiguration.unreached(for:home:)`), remembering what it found
/// above each directory: `lint DIR` of directories nested 500 deep, a sheet in each, looked at
/// every directory above each sheet, each by its whole path (24 s, cubic); now each once.
///
/// What it remembers is the file system as it was when it looked: a command that reads many
/// sheets once keeps one search; one that lives on while files change (`stylec lsp`, `watch`)
/// searches afresh each time.
final class ConfigurationSearch: Sendable {
  /// What lies above a trusted directory, as far as the search goes.
  private enum Above: Sendable {
    /// A directory on the way may be changed by others: the search stops short of it.
    case untrusted
    /// No project root or home directory is reached: only a sheet's own directory is searched.
    case unrooted
    /// A project root or the home directory ends the way, all of it trusted; the nearest
    /// configuration on it, if any.
    case rooted(String?)
  }

  /// The configuration found past the first directory others may change, before a project root
  /// or the home directory, if any.
  private enum PastABlocker: Sendable {
    case found(String)
    case none
  }

  private let home: String?
  private let above = Mutex<[String: Above]>([:])
  private let pastABlocker = Mutex<[String: PastABlocker]>([:])
  private let unreached = Mutex<[String: (configuration: String, directory: String, who: String)?]>([:])

  /// A search that takes `home` (as given; resolved here) for the home directory, where it ends.
  /// An empty or relative `HOME` names none: read from the working directory, it made the
  /// search of a sheet named by its full path depend on where the command ran.
  init(home: String? = ProcessInfo.processInfo.environment["HOME"]) {
    self.home = home.flatMap {
      $0.hasPrefix("/") ? realPath($0) ?? URL(fileURLWithPath: $0).standardizedFileURL.path : nil
    }
  }

  /// The configuration file for a stylesheet: in its directory or the nearest above, up to the
  /// project's root (a directory holding `.git` or `Package.swift`) or the home directory. A
  /// sheet in neither (under `/tmp`, say) looks only in its own directory, so that a file
  /// planted in a shared directory above it is never taken for its configuration. The search
  /// never enters a directory others may write in or that belongs to another user
  /// (`ProjectConfiguration.isTrusted`): there anyone could have planted the configuration, or
  /// the project marker that would end the search there.
  func find(for path: String) -> String? {
    let start = ProjectConfiguration.directory(holding: path)
    // A relative path in a working directory that was deleted stays relative: its parents
    // never reach a root (the search went on for ever), and no file can be there.
    guard start.path.hasPrefix("/"), ProjectConfiguration.isTrusted(start.path) else { return nil }
    if case .rooted(let found) = way(above: start) { return found }
    return Self.configuration(in: start.path)
  }

  /// A configuration above `path` that `find(for:)` stops short of, because a directory on the
  /// way may be changed by others, with that directory and who may: the project's own settings
  /// would otherwise be dropped without a word. A configuration in such a directory itself is
  /// named only if the directory is a project's root and not sticky (a shared one such as /tmp
  /// may hold a planted one).
  func unreachedConfiguration(for path: String) -> (configuration: String, directory: String, who: String)? {
    let start = ProjectConfiguration.directory(holding: path)
    guard start.path.hasPrefix("/") else { return nil }
    // The directories walked to the first answer known or found, each of which has that answer.
    var walked: [String] = []
    var directory = start
    var answer: (configuration: String, directory: String, who: String)?
    walk: while true {
      if let known = unreached.withLock({ $0[directory.path] }) {
        answer = known
        break
      }
      walked.append(directory.path)
      var status = stat()
      guard stat(directory.path, &status) == 0 else { break }
      if let who = ProjectConfiguration.whoElseMayChange(status) {
        // A project's own root (it has a marker, and is no sticky shared directory such as
        // /tmp, where anyone may plant both) holds the project's configuration: named too.
        if status.st_mode & S_ISVTX == 0, let own = Self.configuration(in: directory.path),
          Self.isProjectRoot(directory.path)
        {
          answer = (own, directory.path, who)
        } else if case .found(let configuration) = past(directory) {
          answer = (configuration, directory.path, who)
        }
        break walk
      }
      if Self.isProjectRoot(directory.path) || directory.path == home { break }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { break }
      directory = parent
    }
    unreached.withLock { memo in
      for path in walked { memo[path] = answer }
    }
    return answer
  }

  /// What lies above `start` (trusted), worked out for each directory on the way not yet known.
  private func way(above start: URL) -> Above {
    var walked: [String] = []
    var directory = start
    var outcome: Above
    while true {
      if let known = above.withLock({ $0[directory.path] }) {
        outcome = known
        break
      }
      guard ProjectConfiguration.isTrusted(directory.path) else {
        outcome = .untrusted
        break
      }
      if Self.isProjectRoot(directory.path) || directory.path == home {
        outcome = .rooted(Self.configuration(in: directory.path))
        above.withLock { $0[directory.path] = outcome }
        break
      }
      walked.append(directory.path)
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path {
        outcome = .unrooted
        break
      }
      directory = parent
    }
    // Down again: each directory's own configuration is nearer than any above it.
    var memo: [(String, Above)] = []
    for path in walked.reversed() {
      if case .rooted(let nearer) = outcome { outcome = .rooted(Self.configuration(in: path) ?? nearer) }
      memo.append((path, outcome))
    }
    above.withLock { known in
      for (path, outcome) in memo { known[path] = outcome }
    }
    // Filled down to `start` itself, the first walked: its outcome.
    return outcome
  }

  /// The configuration found from the parent of `blocker` up, before a project root or the home
  /// directory, as `unreachedConfiguration(for:)` looks past the first directory others may change.
  private func past(_ blocker: URL) -> PastABlocker {
    var walked: [String] = []
    var directory = blocker
    var outcome = PastABlocker.none
    while true {
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { break }
      directory = parent
      if let known = pastABlocker.withLock({ $0[directory.path] }) {
        outcome = known
        break
      }
      walked.append(directory.path)
      if let found = Self.configuration(in: directory.path) {
        outcome = .found(found)
        break
      }
      if Self.isProjectRoot(directory.path) || directory.path == home { break }
    }
    pastABlocker.withLock { memo in
      for path in walked { memo[path] = outcome }
    }
    return outcome
  }

  /// The configuration file in `directory`, if there is one (of any kind: one that is no
  /// regular file is refused when read, not passed over).
  private static func configuration(in directory: String) -> String? {
    let candidate = directory + (directory.hasSuffix("/") ? "" : "/") + ProjectConfiguration.fileName
    var status = stat()
    return lstat(candidate, &status) == 0 ? candidate : nil
  }

  /// Whether `directory` holds a project marker (`.git`, `Package.swift`).
  private static func isProjectRoot(_ directory: String) -> Bool {
    ProjectConfiguration.projectMarkers.contains {
      FileManager.default.fileExists(atPath: directory + (directory.hasSuffix("/") ? "" : "/") + $0)
    }
  }
}
