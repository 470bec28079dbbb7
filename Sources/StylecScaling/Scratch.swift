import Foundation

/// A temporary directory for one case's input files, removed when the process ends.
enum Scratch {
  /// The directory holding every case's files for this run.
  static let root: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylec-scaling-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: Scratch.root.path) }
    return url
  }()

  /// Writes `contents` to `name` under the scratch directory and returns its path.
  @discardableResult
  static func write(_ contents: String, to name: String) throws -> String {
    let url = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
    return url.path
  }
}
