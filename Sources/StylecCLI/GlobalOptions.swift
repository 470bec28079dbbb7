import Stylec

/// The options every command takes, wherever they stand before `--`: `--help` (`-h`),
/// `--color WHEN` and `--quiet` (`-q`). They are taken out before the command reads its own.
struct GlobalOptions {
  /// When to colour diagnostics.
  enum ColorChoice: String, CaseIterable {
    /// On a terminal, unless `NO_COLOR` is set to a non-empty value (no-color.org).
    case auto
    case always
    case never
  }

  var wantsHelp = false
  var color = ColorChoice.auto
  /// Print errors only: no warnings, and no summary line when there is no error.
  var isQuiet = false

  /// The global options among `arguments`, and the arguments left for the command.
  static func extract(from arguments: [String], topic: String?) throws(UsageError) -> (
    GlobalOptions, [String]
  ) {
    var options = GlobalOptions()
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        rest += arguments[(index - 1)...]
        break
      }
      switch argument {
      case "--help", "-h": options.wantsHelp = true
      case "--quiet", "-q": options.isQuiet = true
      case "--color", "--colour":
        guard index < arguments.count else {
          throw UsageError(message: "option '--color' needs a value: auto, always or never", topic: topic)
        }
        options.color = try choice(arguments[index], topic: topic)
        index += 1
      case _ where argument.hasPrefix("--color=") || argument.hasPrefix("--colour="):
        options.color = try choice(
          String(argument[argument.index(after: argument.firstIndex(of: "=")!)...]), topic: topic)
      default: rest.append(argument)
      }
    }
    return (options, rest)
  }

  private static func choice(_ text: String, topic: String?) throws(UsageError) -> ColorChoice {
    guard let choice = ColorChoice(rawValue: text) else {
      throw UsageError(
        message: "\(quoted(text)) is not a valid --color; expected one of auto, always, never", topic: topic)
    }
    return choice
  }

  /// Whether to colour a stream, given whether it is a terminal and the process environment.
  func colors(terminal: Bool, environment: [String: String]) -> Bool {
    switch color {
    case .always: true
    case .never: false
    case .auto: terminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }
}
