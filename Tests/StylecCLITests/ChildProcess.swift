import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `stylec` binary running as a child process with chosen standard streams, for what
/// only a real process shows: failed writes, signals, the working directory.
final class ChildProcess {
  let pid: pid_t
  /// How the process ended, once it has.
  private var status: Int32?

  /// Starts `stylec` with standard input empty; relative paths in `arguments` are taken from
  /// the repository root. The signals in `resetting` start with their default actions; others
  /// keep this process's disposition if it ignores them (as a shell's `nohup` or `trap '' HUP`).
  init(
    _ arguments: [String], output: String = "/dev/null", errors: String = "/dev/null",
    resetting: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]
  ) throws {
    guard let binary = EndToEndTests.binary?.path else { throw ChildProcessError.notBuilt }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let absolute = arguments.map { argument in
      FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(argument).path)
        ? repositoryRoot.appendingPathComponent(argument).path : argument
    }
    let argv = ([binary] + absolute).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    // The test's thread may block or ignore signals (worker threads do); the child starts as a
    // shell would start it, with none blocked and the default actions.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in resetting { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    guard posix_spawn(&pid, binary, &actions, &attributes, argv, environ) == 0 else {
      throw ChildProcessError.notBuilt
    }
    self.pid = pid
  }

  /// Waits for the process to end: its exit status, or 128 + the signal that ended it, as a
  /// shell reports it.
  func wait() -> Int32 {
    while status == nil { reap(blocking: true) }
    return status!
  }

  /// Whether the process has ended, without waiting.
  var hasEnded: Bool {
    if status == nil { reap(blocking: false) }
    return status != nil
  }

  private func reap(blocking: Bool) {
    var raw: Int32 = 0
    guard waitpid(pid, &raw, blocking ? 0 : WNOHANG) == pid else { return }
    let signal = raw & 0x7f
    status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
  }

  /// Runs `stylec` to its end: the status and what it wrote to standard error.
  static func run(_ arguments: [String], output: String = "/dev/null") throws -> (
    status: Int32, errors: String
  ) {
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-err-\(UUID())").path
    defer { unlink(errors) }
    let status = try ChildProcess(arguments, output: output, errors: errors).wait()
    return (status, (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
  }
}

/// The binary is not built beside the tests (`swift build` first).
enum ChildProcessError: Error {
  case notBuilt
}
