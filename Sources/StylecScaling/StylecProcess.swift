import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the `stylec` executable built beside this one, for the paths that only the command
/// line takes (reporters, diagnostics, output files) and for measuring a whole run's memory.
enum StylecProcess {
  /// What one run left behind.
  struct Outcome {
    /// The exit status, or 128 + the signal that ended the process.
    var status: Int32
    /// The peak resident memory of the process, in bytes.
    var peakMemory: Int
    /// How many bytes it wrote to standard output and to standard error.
    var outputBytes: Int
    var errorBytes: Int
  }

  /// The `stylec` executable in this executable's directory.
  static var executable: String {
    let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return own.deletingLastPathComponent().appendingPathComponent("stylec").path
  }

  /// Runs `stylec` with `arguments` (paths in them absolute), its standard output and error
  /// counted into temporary files and its standard input empty.
  static func run(_ arguments: [String]) throws -> Outcome {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylec-scaling-\(getpid())-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputPath = scratch.appendingPathComponent("stdout").path
    let errorPath = scratch.appendingPathComponent("stderr").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw ScalingError("cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    var waitStatus: Int32 = 0
    var usage = rusage()
    while wait4(pid, &waitStatus, 0, &usage) < 0 {
      guard errno == EINTR else { throw ScalingError("wait4 failed: \(String(cString: strerror(errno)))") }
    }
    let signal = waitStatus & 0x7f
    let status = signal == 0 ? (waitStatus >> 8) & 0xff : 128 + signal
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    return Outcome(
      status: status, peakMemory: peak, outputBytes: fileSize(outputPath), errorBytes: fileSize(errorPath))
  }

  private static func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
  }
}

/// A case that could not be set up or run.
struct ScalingError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
