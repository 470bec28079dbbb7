import Foundation
import Testing

@testable import StylecCLI

/// `stylec completion bash|zsh|fish`: each script pinned byte for byte in
/// `Fixtures/completion/` (rerun with `STYLEC_RECORD=1` after changing an option), and the bash
/// one run in bash, as the shell runs it on Tab.
@Suite("Shell completion", .serialized)
struct CompletionTests {
  @Test(arguments: CompletionScript.Shell.allCases)
  func eachScriptMatchesItsGoldenFile(shell: CompletionScript.Shell) throws {
    let result = runStylec(["completion", shell.rawValue])
    #expect(result.status == .success)
    let file = repositoryRoot.appendingPathComponent("Fixtures/completion/stylec.\(shell.rawValue)")
    if ProcessInfo.processInfo.environment["STYLEC_RECORD"] == "1" {
      try result.output.write(to: file, atomically: false, encoding: .utf8)
      return
    }
    #expect(result.output == (try String(contentsOf: file, encoding: .utf8)), "rerun with STYLEC_RECORD=1")
  }

  @Test func aShellThatIsNotOneIsAUsageError() {
    let result = runStylec(["completion", "powershell"])
    #expect(result.status == .usage)
    #expect(
      result.errors
        == "stylec: error: unknown shell 'powershell': stylec writes completion for bash, zsh and fish\nsee 'stylec help completion'\n"
    )
    let none = runStylec(["completion"])
    #expect(
      none.errors
        == "stylec: error: expected one shell: stylec completion bash|zsh|fish\nsee 'stylec help completion'\n"
    )
  }

  /// Runs a shell with arguments and returns its standard output and status.
  private func run(_ shell: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.currentDirectoryURL = repositoryRoot.appendingPathComponent("Fixtures/precedence")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: output, as: UTF8.self), process.terminationStatus)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishCompletesCommandsOptionsChoicesAndFiles() throws {
    let script = repositoryRoot.appendingPathComponent("Fixtures/completion/stylec.fish").path
    let result = try run(
      "/usr/bin/fish",
      [
        "--no-config", "-c",
        "source '\(script)'; complete -C 'stylec li'; complete -C 'stylec apply --for'; complete -C 'stylec lint --format s'; complete -C 'stylec apply sh'",
      ])
    #expect(result.status == 0)
    #expect(
      result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == [
        "lint", "--format", "sarif", "sheet.cas",
      ])
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
  func theZshScriptIsValidZsh() throws {
    let script = repositoryRoot.appendingPathComponent("Fixtures/completion/stylec.zsh").path
    #expect(try run("/usr/bin/zsh", ["-n", script]).status == 0)
  }

  /// What bash offers for the words typed so far (the last one being completed).
  private func bashCompletions(_ words: [String], in directory: String) throws -> [String] {
    let script = repositoryRoot.appendingPathComponent("Fixtures/completion/stylec.bash").path
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.arguments = [
      "--norc", "-c",
      "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _stylec; printf '%s\\n' \"${COMPREPLY[@]}\"",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func bashCompletesCommandsOptionsChoicesAndFiles() throws {
    let directory = repositoryRoot.appendingPathComponent("Fixtures/precedence").path
    #expect(try bashCompletions(["stylec", "li"], in: directory) == ["lint"])
    #expect(try bashCompletions(["stylec", "apply", "--for"], in: directory) == ["--format"])
    #expect(try bashCompletions(["stylec", "apply", "--format", ""], in: directory) == ["json", "text"])
    #expect(try bashCompletions(["stylec", "lint", "--format", "s"], in: directory) == ["sarif"])
    #expect(try bashCompletions(["stylec", "lint", "--color", "a"], in: directory) == ["always", "auto"])
    #expect(try bashCompletions(["stylec", "apply", "sh"], in: directory) == ["sheet.cas"])
    #expect(try bashCompletions(["stylec", "apply", "--var", ""], in: directory) == [])
    #expect(try bashCompletions(["stylec", "completion", "z"], in: directory) == ["zsh"])
  }
}
