import Testing

@testable import StylecCLI

@Suite("Command-line arguments")
struct CommandLineArgumentTests {
  @Test func anArgumentThatIsNotUTF8IsNamedAsSuch() {
    // Decoded with repairs, an existing file named in Latin-1 was reported as "no such file".
    var errors = ""
    let console = Console(
      readStandardInput: { _ in .success([]) }, writeOutput: { _ in }, writeOutputBytes: { _ in },
      writeError: { errors += $0 })
    let name = Array("caf".utf8) + [0xE9] + Array(".cas".utf8)
    #expect(StylecCommand.run(rawArguments: [Array("rules".utf8), name], console: console) == .usage)
    #expect(
      errors
        == "stylec: error: argument 2 ('caf\\xE9.cas') is not valid UTF-8; stylec takes file names and options in UTF-8\nsee 'stylec help'\n"
    )
  }

  @Test func validArgumentsAreDecoded() throws {
    #expect(try decodeArguments([Array("--version".utf8), Array("é".utf8)]).get() == ["--version", "é"])
  }
}
