import Foundation
import SpawnedProcess

/// The built `stylec` binary running as a child process, for what only a real process shows:
/// failed writes, signals, the working directory.
enum ChildProcess {
  /// Starts `stylec`; relative paths in `arguments` are taken from the repository root. See
  /// `SpawnedProcess.init` for `resetting` and `closing`.
  static func start(
    _ arguments: [String], input: String = "/dev/null", output: String = "/dev/null",
    errors: String = "/dev/null", resetting: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE],
    closing: [Int32] = [], appending: Bool = false
  ) throws -> SpawnedProcess {
    guard let binary = EndToEndTests.binary?.path else { throw ChildProcessError.notBuilt }
    let absolute = arguments.map { argument in
      FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(argument).path)
        ? repositoryRoot.appendingPathComponent(argument).path : argument
    }
    return try SpawnedProcess(
      binary, absolute, input: input, output: output, errors: errors, resetting: resetting, closing: closing,
      appending: appending)
  }

  /// Runs `stylec` to its end: the status and what it wrote to standard error.
  static func run(
    _ arguments: [String], input: String = "/dev/null", output: String = "/dev/null", closing: [Int32] = [],
    appending: Bool = false
  ) throws -> (
    status: Int32, errors: String
  ) {
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-err-\(UUID())").path
    defer { unlink(errors) }
    let status = try start(
      arguments, input: input, output: output, errors: errors, closing: closing,
      appending: appending
    ).wait()
    return (status, (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
  }

  /// `setpriv`, which runs a program as another user, where the tests run as root (whom
  /// permissions do not bind) and the binary is built.
  static let setpriv: String? = {
    let path = "/usr/bin/setpriv"
    return getuid() == 0 && EndToEndTests.binary != nil && FileManager.default.isExecutableFile(atPath: path)
      ? path : nil
  }()

  /// Runs `stylec` as user and group 65534 (nobody), for what permissions say to a user other
  /// than root: the status and what it wrote to standard error.
  static func runAsNobody(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let result = try runPiped(
      URL(fileURLWithPath: setpriv!),
      ["--reuid=65534", "--regid=65534", "--clear-groups", EndToEndTests.binary!.path] + arguments,
      piping: .errors)
    return (result.status, result.text)
  }

  /// Which stream `runPiped` reads.
  enum Stream { case output, errors }

  /// Runs `executable` from the repository root with one of its streams on a pipe (the other
  /// to /dev/null): the status and what came through the pipe.
  static func runPiped(_ executable: URL, _ arguments: [String], piping stream: Stream) throws -> (
    status: Int32, text: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
    let pipe = Pipe()
    process.standardOutput = stream == .output ? pipe : FileHandle.nullDevice
    process.standardError = stream == .errors ? pipe : FileHandle.nullDevice
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}

/// The binary is not built beside the tests (`swift build` first).
enum ChildProcessError: Error {
  case notBuilt
}
