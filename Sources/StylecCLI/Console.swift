import Foundation
import Stylec

/// Where a command reads standard input and writes its output and messages. Tests use a
/// console that collects the text instead of writing it.
struct Console {
  /// Reads all of standard input, refusing more than the given number of bytes.
  var readStandardInput: (Int) -> Result<[UInt8], SourceReadError>
  /// As `readStandardInput`, but past the limit it writes standard input to standard output
  /// unchanged, what it read and the rest: `fmt -` passes a sheet too large to read through, so
  /// that an editor's filter keeps its text. Nil where standard input is not the process's
  /// (in-process tests): `readStandardInput` is used.
  var echoStandardInput: ((Int) -> Result<[UInt8], SourceReadError>)? = nil
  var writeOutput: (String) -> Void
  /// Writes bytes to standard output, a piece at a time (large outputs skip a String).
  var writeOutputBytes: (UnsafeBufferPointer<UInt8>) -> Void
  var writeError: (String) -> Void
  /// Why writing standard output or error failed, if it did: the command then ends with exit
  /// status 2 whatever it found.
  var writeFailure: () -> String? = { nil }
  /// Whether standard output is a terminal (colour is used only there).
  var outputIsTerminal = false
  /// Whether standard error is a terminal.
  var errorIsTerminal = false
  /// The process environment (`NO_COLOR`).
  var environment: [String: String] = [:]
  /// `--color`, `--quiet` and `--help`, as the command line gave them.
  var options = GlobalOptions()
  /// Keeps what a command made, when it is done with it, until the process exits
  /// (`KeptUntilExit`); lets it go by default, for commands run in-process.
  var keepUntilExit: (any Sendable) -> Void = { _ in }

  /// The process's standard streams.
  static var standard: Console {
    let output = StandardStream(descriptor: STDOUT_FILENO, name: "standard output")
    let error = StandardStream(descriptor: STDERR_FILENO, name: "standard error")
    return Console(
      readStandardInput: readAllStandardInput(limit:),
      echoStandardInput: { echoStandardInputPastItsLimit(limit: $0, to: output) },
      writeOutput: output.write, writeOutputBytes: output.write, writeError: error.write,
      writeFailure: { output.failure ?? error.failure },
      outputIsTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
      environment: ProcessInfo.processInfo.environment, keepUntilExit: KeptUntilExit.keep)
  }

  /// Whether to colour what goes to standard output (`--color`, by default on a terminal unless
  /// `NO_COLOR` is set to a non-empty value).
  var usesColor: Bool { options.colors(terminal: outputIsTerminal, environment: environment) }
  /// Whether to colour what goes to standard error.
  var errorUsesColor: Bool { options.colors(terminal: errorIsTerminal, environment: environment) }
  /// Whether `--quiet` asked for errors only.
  var isQuiet: Bool { options.isQuiet }
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
  /// What to do about it, in place of pointing at the help: for a file that cannot be read, the
  /// file meant or where the path was looked for.
  var nextStep: String? = nil

  /// The error as stylec prints it: `stylec: error: message`, then the next step (or, with
  /// `pointingAtHelp`, the help topic to read), each line with its control characters escaped,
  /// since file names and arguments reach both.
  func report(pointingAtHelp: Bool = true) -> String {
    let hint =
      nextStep
      ?? (pointingAtHelp ? topic.map { "see 'stylec help \($0)'" } ?? "see 'stylec help'" : nil)
    return "stylec: error: \(escapingControlCharacters(message))\n"
      + (hint.map { escapingControlCharacters($0) + "\n" } ?? "")
  }
}
