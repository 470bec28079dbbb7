import Foundation
import Testing

@testable import StylecCLI

/// What a command printed and how it ended.
struct CommandResult: Equatable {
  var status: CommandStatus
  var output: String
  var errors: String
}

/// Runs `stylec` in-process with the given arguments (paths relative to the repository root).
func runStylec(_ arguments: [String], input: String = "") -> CommandResult {
  final class Buffer: @unchecked Sendable {
    var output: [UInt8] = []
    var errors = ""
  }
  let buffer = Buffer()
  workingDirectoryLock.lock()
  defer { workingDirectoryLock.unlock() }
  let previous = FileManager.default.currentDirectoryPath
  _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
  defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
  let console = Console(
    readStandardInput: { limit in
      input.utf8.count > limit ? .failure(.tooLarge(limit: limit)) : .success(Array(input.utf8))
    }, writeOutput: { buffer.output += $0.utf8 },
    writeOutputBytes: { buffer.output += $0 },
    writeError: { buffer.errors += $0 })
  let status = StylecCommand.run(arguments, console: console)
  return CommandResult(
    status: status, output: String(decoding: buffer.output, as: UTF8.self), errors: buffer.errors)
}

/// The repository's root directory, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Serialises commands, which run in the repository root as the current directory.
let workingDirectoryLock = NSLock()

/// Runs `body` with a new temporary directory holding the given files (paths relative to it),
/// and removes the directory afterwards. The files are written in place, not atomically:
/// Foundation's atomic write on Linux leaves an empty `TemporaryDirectory.*` behind in `/tmp`.
func withFiles(_ files: [String: String], _ body: (URL) throws -> Void) throws {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "stylec-files-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  for (name, text) in files {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: false, encoding: .utf8)
  }
  try body(directory)
}

/// A new temporary directory (links resolved) for files a watching process reads, each saved as
/// editors save one, whole: a new file renamed over the old. Removed after `body`.
struct SavedFiles {
  let directory: String

  /// Saves `text` as `name` in the directory.
  func save(_ text: String, _ name: String) throws {
    try text.write(toFile: directory + "/" + name + ".new", atomically: false, encoding: .utf8)
    guard rename(directory + "/" + name + ".new", directory + "/" + name) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// Runs `body` with a new directory, removed afterwards.
  static func with(_ body: (SavedFiles) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-watch-\(UUID())")
      .resolvingSymlinksInPath().path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try body(SavedFiles(directory: directory))
  }
}

/// Waits up to 10 s for `path`'s text to satisfy `condition`, and returns the text last read.
@discardableResult
func waitFor(_ path: String, _ condition: (String) -> Bool) -> String {
  var text = ""
  for _ in 0..<500 {
    text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    if condition(text) { return text }
    usleep(20_000)
  }
  return text
}

/// The text of the file `name` under `directory`.
func text(_ directory: URL, _ name: String) throws -> String {
  try String(contentsOfFile: directory.appendingPathComponent(name).path, encoding: .utf8)
}
