import Foundation
import Stylec

/// The files this run of a command has read, each by the name it was read by, with the file
/// that name led to as opened (its device and inode): no output is written over one of them,
/// whichever name, symbolic link or hard link leads there. `watch` notes the files each reload
/// reads, so an output that becomes an import later is refused while the sheet imports it
/// (`replace(_:with:keeping:)`).
///
/// A file counts while its name still leads to it: one replaced since (as editors save, by a
/// rename) is no input any more, and the system may give its inode number to a new file.
enum ReadFiles {
  private final class Ledger: @unchecked Sendable {
    let lock = NSLock()
    var files: [String: (identity: FileIdentity, note: String?)] = [:]
  }

  private static let ledger = Ledger()

  /// Forgets every file: a new command starts (the tests run many in one process).
  static func reset() {
    ledger.lock.withLock { ledger.files.removeAll() }
  }

  /// Notes a file read under `name`; `note` says why, where the name alone does not
  /// ("imported by 'main.cas'": a file the run will read).
  static func record(_ identity: FileIdentity?, name: String, note: String? = nil) {
    guard let identity else { return }
    ledger.lock.withLock { ledger.files[name] = (identity, note) }
  }

  /// Notes every file a stylesheet's load opened: the sheet's own and its imports.
  static func record(_ sheet: Stylesheet) {
    for (identity, name) in sheet.readFiles { record(identity, name: name) }
  }

  /// Notes the files a new load of a sheet opened in place of those an earlier load of it
  /// opened (`earlier`, by the names they were read by), but for `kept` (files the run reads
  /// otherwise, such as the tree): an import the sheet no longer makes is no input any more.
  /// - Returns: the names the new load read by, which the next load replaces.
  static func replace(_ earlier: Set<String>, with later: Stylesheet, keeping kept: Set<String>) -> Set<
    String
  > {
    let now = Set(later.readFiles.values)
    defer { record(later) }
    return ledger.lock.withLock {
      for name in earlier where !now.contains(name) && !kept.contains(name) {
        ledger.files[name] = nil
      }
      return now
    }
  }

  /// The name a file was read by and why, when the run has read it and that name still leads
  /// to it (followed, or the link itself).
  static func reader(of identity: FileIdentity) -> (name: String, note: String?)? {
    let readers = ledger.lock.withLock {
      ledger.files.filter { $0.value.identity == identity }.map { (name: $0.key, note: $0.value.note) }
    }
    return readers.sorted { $0.name < $1.name }.first { reader in
      FileIdentity(path: reader.name) == identity
        || FileIdentity(path: reader.name, followingLinks: false) == identity
    }
  }
}
