import Foundation

/// Where a command reads standard input and writes its output and messages. Tests use a
/// console that collects the text instead of writing it.
struct Console {
  /// Reads standard input, at most the given number of bytes.
  var readStandardInput: (Int) -> [UInt8]
  var writeOutput: (String) -> Void
  /// Writes bytes to standard output, a piece at a time (large outputs skip a String).
  var writeOutputBytes: (UnsafeBufferPointer<UInt8>) -> Void
  var writeError: (String) -> Void
  /// Whether standard output is a terminal (colour is used only there).
  var outputIsTerminal = false
  /// The process environment (`NO_COLOR`).
  var environment: [String: String] = [:]

  /// The process's standard streams.
  static var standard: Console {
    Console(
      readStandardInput: { limit in
        [UInt8]((try? FileHandle.standardInput.read(upToCount: limit)) ?? nil ?? Data())
      },
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeOutputBytes: { bytes in FileHandle.standardOutput.write(borrowedData(bytes)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      outputIsTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
  }

  /// Whether to colour output: only on a terminal, and never when `NO_COLOR` is set.
  var usesColor: Bool { outputIsTerminal && environment["NO_COLOR"] == nil }
}

/// How a command ended, as the process exit status.
enum CommandStatus: Int32 {
  /// Success; warnings may have been printed.
  case success = 0
  /// The stylesheet or the tree has errors.
  case failure = 1
  /// Bad usage, or a file could not be read or written.
  case usage = 2
}

/// A problem with the command line or files that ends the command with exit status 2.
struct UsageError: Error {
  var message: String
  /// The help topic that explains the right usage.
  var topic: String?
}

/// `bytes` seen as `Data` without copying them: outputs run to tens of megabytes. The `Data`
/// must not outlive the bytes.
func borrowedData(_ bytes: UnsafeBufferPointer<UInt8>) -> Data {
  guard let base = bytes.baseAddress else { return Data() }
  return Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
}
