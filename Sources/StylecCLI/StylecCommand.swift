import Stylec

/// The `stylec` command: picks the subcommand, runs it, and turns usage errors into a message
/// and exit status 2. Everything here can be called from tests without spawning a process.
enum StylecCommand {
  static let version = "0.1.0"

  /// Runs the command given as the bytes of the process's arguments (see `decodeArguments`).
  static func run(rawArguments: [[UInt8]], console: Console) -> CommandStatus {
    switch decodeArguments(rawArguments) {
    case .success(let arguments): return run(arguments, console: console)
    case .failure(let error): return run(failure: error, console: console)
    }
  }

  /// Runs the command; a failed write to standard output or error turns any status into 2, with
  /// a one-line message on standard error if that still works.
  static func run(_ arguments: [String], console: Console) -> CommandStatus {
    ReadFiles.reset()
    let status = runCommand(arguments, console: console)
    guard let failure = console.writeFailure() else { return status }
    console.writeError("stylec: error: \(failure)\n")
    return .usage
  }

  private static func runCommand(_ arguments: [String], console: Console) -> CommandStatus {
    var console = console
    let command = arguments.first { !$0.hasPrefix("-") }
    let topic = command.flatMap { Help.topics[$0] != nil ? $0 : nil }
    let remaining: [String]
    do throws(UsageError) {
      (console.options, remaining) = try GlobalOptions.extract(from: arguments, topic: topic)
    } catch {
      return run(failure: error, console: console)
    }
    if console.options.wantsHelp {
      return showHelp(
        topic: topic ?? (command == "help" ? remaining.dropFirst().first : nil), console: console)
    }
    guard let first = remaining.first else {
      console.writeError(Help.overview)
      return .usage
    }
    let rest = Array(remaining.dropFirst())
    do throws(UsageError) {
      switch first {
      case "apply": return try ApplyCommand(rest).run(console)
      case "rules": return try RulesCommand(rest).run(console)
      case "lint": return try LintCommand(rest).run(console)
      case "schema": return try SchemaCommand(rest).run(console)
      case "watch": return try WatchCommand(rest).run(console)
      case "explain": return try ExplainCommand(rest).run(console)
      case "fmt": return try FormatCommand(rest).run(console)
      case "convert": return try ConvertCommand(rest).run(console)
      case "lsp": return try LanguageServerCommand(rest).run(console)
      case "completion":
        guard rest.count == 1 else {
          throw UsageError(
            message: "expected one shell: stylec completion bash|zsh|fish", topic: "completion")
        }
        guard let shell = CompletionScript.Shell(rawValue: rest[0]) else {
          throw UsageError(
            message: "unknown shell \(quoted(rest[0])): stylec writes completion for bash, zsh and fish",
            topic: "completion")
        }
        console.writeOutput(CompletionScript(shell: shell).text)
        return .success
      case "help", "--help", "-h":
        return showHelp(topic: rest.first, console: console)
      case "--version", "version":
        console.writeOutput("stylec \(version)\n")
        return .success
      default:
        var message = "unknown command \(quoted(first))"
        if let suggestion = closestMatch(to: first, among: Help.commands) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw UsageError(message: message, topic: nil)
      }
    } catch {
      return run(failure: error, console: console)
    }
  }

  /// Prints a usage error and the help topic to read; exit status 2.
  private static func run(failure error: UsageError, console: Console) -> CommandStatus {
    console.writeError(error.report())
    return .usage
  }

  private static func showHelp(topic: String?, console: Console) -> CommandStatus {
    guard let topic else {
      console.writeOutput(Help.overview)
      return .success
    }
    guard let text = Help.topics[topic] else {
      let topics = Help.commands + Help.guides
      let meant = closestMatch(to: topic, among: topics).map { " did you mean '\($0)'?" } ?? ""
      console.writeError(
        "stylec: error: no help for \(escapingControlCharacters(quoted(topic)));\(meant) topics: \(topics.joined(separator: ", "))\n"
      )
      return .usage
    }
    console.writeOutput(text)
    return .success
  }
}
