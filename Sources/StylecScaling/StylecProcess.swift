import Foundation
import SpawnedProcess

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
    /// What it wrote to standard output, when asked for.
    var output = ""
  }

  /// The `stylec` executable in this executable's directory.
  static var executable: String {
    URL(fileURLWithPath: ownExecutable).deletingLastPathComponent().appendingPathComponent("stylec").path
  }

  /// This executable, for running a case's command from a small process (see `peakMemory`).
  static var ownExecutable: String {
    URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
      .path
  }

  /// The flag that makes this executable run `stylec` with the arguments after it and print
  /// the outcome's status and peak memory.
  static let relayFlag = "--peak-memory-of"
  /// The relay's flag, before the arguments, for saving a file while `stylec` runs: the file
  /// and how many times (see `peakMemory(of:saving:)`).
  static let savingFlag = "--saving"

  /// Runs `stylec` with `arguments` and returns its exit status and peak memory, measured from
  /// a process started afresh for it. A child's peak as the kernel reports it is at least its
  /// parent's resident memory when it was started (the parent's pages are the child's until
  /// it execs), so a `stylec` started straight from this process, grown by the cases before,
  /// would report this process's size. The relay is this executable exec'd anew: small.
  /// With `saving`, the file is saved (a line added) that many times while `stylec` runs, a
  /// second and a half apart, and `stylec` then interrupted (SIGINT): a follower's reloads.
  static func peakMemory(of arguments: [String], saving: (file: String, count: Int)? = nil) throws -> (
    status: Int32, peakMemory: Int
  ) {
    let saves = saving.map { [savingFlag, $0.file, String($0.count)] } ?? []
    let relay = try run([relayFlag] + saves + arguments, executable: ownExecutable, capturingOutput: true)
    let fields = relay.output.split(separator: " ").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard relay.status == 0, fields.count == 2 else {
      throw ScalingError("the memory relay ended with \(relay.status): \(relay.output)")
    }
    return (Int32(fields[0]), fields[1])
  }

  /// Runs `stylec` (or another executable) with `arguments` (paths in them absolute), its
  /// standard output and error counted into temporary files and its standard input `input`
  /// (empty by default).
  static func run(
    _ arguments: [String], executable: String = executable, capturingOutput: Bool = false,
    input: String = "/dev/null", saving: (file: String, count: Int)? = nil
  ) throws -> Outcome {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylec-scaling-\(getpid())-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputPath = scratch.appendingPathComponent("stdout").path
    let errorPath = scratch.appendingPathComponent("stderr").path

    let process: SpawnedProcess
    do {
      process = try SpawnedProcess(executable, arguments, input: input, output: outputPath, errors: errorPath)
    } catch {
      throw ScalingError(error.description)
    }
    if let saving {
      for _ in 0..<saving.count {
        usleep(1_500_000)
        guard let file = FileHandle(forWritingAtPath: saving.file) else { break }
        file.seekToEndOfFile()
        file.write(Data("\n".utf8))
        file.closeFile()
      }
      usleep(1_500_000)
      kill(process.pid, SIGINT)
    }
    let status = process.wait()
    guard status >= 0 else { throw ScalingError("cannot wait for \(executable)") }
    return Outcome(
      status: status, peakMemory: process.peakMemory, outputBytes: fileSize(outputPath),
      errorBytes: fileSize(errorPath),
      output: capturingOutput ? (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" : "")
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
