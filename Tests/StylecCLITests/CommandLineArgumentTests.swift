import Testing

@testable import StylecCLI

@Suite("Command-line arguments")
struct CommandLineArgumentTests {
  /// A file name or argument that would retitle or recolour the terminal reaches no error line,
  /// next step or help message raw.
  @Test func controlCharactersInNamesAreEscapedInEveryLineOfAnError() throws {
    let evil = "evil\u{1B}]0;PWNED\u{7}\u{1B}[31mRED"
    try withFiles(["\(evil)/keep": "", "t.json": #"{"type": "UIView"}"#]) { directory in
      let named = directory.appendingPathComponent(evil).path
      for arguments in [
        ["apply", named, directory.appendingPathComponent("t.json").path], ["help", evil], [evil],
        ["apply", "--schema", named, "Fixtures/precedence/sheet.cas", "Fixtures/precedence/tree.json"],
      ] {
        let result = runStylec(arguments)
        #expect(result.status == .usage)
        #expect(
          !result.errors.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(arguments)")
        #expect(result.errors.contains("\\u{1B}"), "\(arguments)")
      }
    }
  }

  /// A bad argument of 100,000 characters is quoted shortened, in an error of one short line.
  @Test func aHugeBadArgumentIsQuotedShortened() {
    let huge = String(repeating: "a", count: 100_000)
    let sheet = "Fixtures/precedence/sheet.cas"
    let tree = "Fixtures/precedence/tree.json"
    for arguments in [
      ["apply", "--env", "device=" + huge, sheet, tree], ["apply", "--env", huge, sheet, tree],
      ["apply", "--var", huge, sheet, tree], ["apply", "--" + huge, sheet, tree],
      ["apply", "--precedence", huge, sheet, tree], ["apply", "--color", huge, sheet, tree],
      ["explain", sheet, tree, "#" + huge], [huge], ["schema", "--format", "swift", "--prefix", "-" + huge],
      ["convert", "--to", huge, sheet],
    ] {
      let result = runStylec(arguments)
      #expect(result.status == .usage)
      #expect(result.errors.utf8.count < 400, "\(result.errors.prefix(200))")
      #expect(result.errors.contains(#/…' \(10000[0-2] characters\)/#), "\(result.errors.prefix(200))")
    }
  }

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

  /// A one-value option given twice with different values is a usage error, never the last
  /// taken over the first (`-o a.json -o b.json` left a.json unwritten); the same value twice,
  /// and the repeatable `--var` and `--env`, are read.
  @Test func aOneValueOptionGivenTwiceIsRefused() throws {
    let sheet = "Fixtures/precedence/sheet.cas"
    let tree = "Fixtures/precedence/tree.json"
    for (arguments, name, first, second) in [
      (
        ["apply", sheet, tree, "-o", "/tmp/a.json", "-o", "/tmp/b.json"], "output", "/tmp/a.json",
        "/tmp/b.json"
      ),
      (["apply", "--format", "text", "--format=json", sheet, tree], "format", "text", "json"),
      (["convert", "--to", "css", "--to", "cas", sheet], "to", "css", "cas"),
    ] {
      let result = runStylec(arguments)
      #expect(result.status == .usage)
      #expect(
        result.errors.hasPrefix(
          "stylec: error: option '--\(name)' is given twice, '\(first)' and '\(second)'; it takes one value\n"
        ),
        "\(result.errors)")
    }
    #expect(runStylec(["apply", "--format", "json", "--format", "json", sheet, tree]).status == .success)
    #expect(
      runStylec([
        "apply", "--env", "device=pad", "--env", "orientation=landscape", "--var", "a=1", "--var", "b=2",
        sheet, tree,
      ])
      .status == .success)
  }

  @Test func validArgumentsAreDecoded() throws {
    #expect(try decodeArguments([Array("--version".utf8), Array("é".utf8)]).get() == ["--version", "é"])
  }
}
