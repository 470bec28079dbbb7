import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An executable running as a child process, its standard input empty and its standard output
/// and error written to files, for what only a real process shows: exit statuses, failed writes,
/// signals, peak memory. The tests and `stylec-scaling` both start `stylec` this way.
public final class SpawnedProcess {
  /// The process's id, to send it signals.
  public let pid: pid_t
  /// How the process ended, once it has: its exit status, or 128 + the signal that ended it.
  private var status: Int32?
  /// The peak resident memory of the process in bytes, once it has ended.
  public private(set) var peakMemory = 0

  /// Why a process could not be started.
  public struct StartError: Error, CustomStringConvertible {
    /// The executable and the system's reason.
    public let description: String
  }

  /// Starts `executable` with `arguments`. The signals in `resetting` start with their default
  /// actions; others keep this process's disposition if it ignores them (as a shell's `nohup`
  /// or `trap '' HUP` leaves them), and none starts blocked, whatever the calling thread blocks.
  /// The descriptors in `closing` (0, 1 or 2) start closed, as a shell's `<&-` leaves them;
  /// standard input reads `input`; with `appending`, standard output and error are appended to
  /// their files, as a shell's `>>` and `2>>` do, instead of emptying them first.
  public init(
    _ executable: String, _ arguments: [String], input: String = "/dev/null", output: String = "/dev/null",
    errors: String = "/dev/null", resetting: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE],
    closing: [Int32] = [], appending: Bool = false
  ) throws(StartError) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, output, O_WRONLY | O_CREAT | (appending ? O_APPEND : O_TRUNC), 0o600)
    posix_spawn_file_actions_addopen(
      &actions, 2, errors, O_WRONLY | O_CREAT | (appending ? O_APPEND : O_TRUNC), 0o600)
    for descriptor in closing { posix_spawn_file_actions_addclose(&actions, descriptor) }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
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
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    guard spawned == 0 else {
      throw StartError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    self.pid = pid
  }

  /// Waits for the process to end: its exit status, or 128 + the signal that ended it, as a
  /// shell reports it; -1 when it cannot be waited for.
  public func wait() -> Int32 {
    while status == nil { reap(blocking: true) }
    return status!
  }

  /// Whether the process has ended, without waiting.
  public var hasEnded: Bool {
    if status == nil { reap(blocking: false) }
    return status != nil
  }

  private func reap(blocking: Bool) {
    var raw: Int32 = 0
    var usage = rusage()
    let reaped = wait4(pid, &raw, blocking ? 0 : WNOHANG, &usage)
    guard reaped == pid else {
      // Interrupted by a signal: wait again; any other failure means no such child is left.
      if reaped < 0 && errno != EINTR { status = -1 }
      return
    }
    let signal = raw & 0x7f
    status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    #if canImport(Darwin)
      peakMemory = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      peakMemory = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
  }
}
