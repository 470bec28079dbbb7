#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `stylec lsp`: serves the Language Server Protocol over standard input and output, for an
/// editor to start; the stylesheet options (`--config`, `--schema`, `--dialect`, `--var`, the
/// limits) apply to every document as they apply to `stylec lint`'s sheets.
struct LanguageServerCommand {
  private static let topic = "lsp"
  private let stylesheetOptions: StylesheetOptions

  static let specification = ParsedArguments.Specification(
    valued: StylesheetOptions.valued.subtracting(["stdin-filename"]), flags: [],
    choices: StylesheetOptions.choices)

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try ParsedArguments(arguments, specification: Self.specification, topic: Self.topic)
    guard parsed.operands.isEmpty else {
      throw UsageError(
        message: "stylec lsp takes no files: the editor sends the documents it opens", topic: Self.topic)
    }
    // The server lives on while configurations are added and removed.
    stylesheetOptions = try StylesheetOptions(parsed, topic: Self.topic).searchingAfreshEachTime()
  }

  func run(_ console: Console) -> CommandStatus {
    // An editor that closes the server's output has gone away, as one that closes its input
    // has: the failed write ends the server with status 1, never a SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    return LanguageServer(input: STDIN_FILENO, console: console, options: stylesheetOptions).run()
  }
}
