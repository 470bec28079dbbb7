import Foundation
import Testing

@testable import StylecCLI

/// The command-line reference (`Sources/Stylec/Stylec.docc/CommandLine.md`) keeps its promises:
/// every option of every command and every configuration key is documented, and the CI workflow
/// and Xcode build phase it shows work as written.
@Suite("The command-line reference", .serialized)
struct CommandLineReferenceTests {
  static let article =
    (try? String(
      contentsOf: repositoryRoot.appendingPathComponent("Sources/Stylec/Stylec.docc/CommandLine.md"),
      encoding: .utf8)) ?? ""

  /// The article's section on one command, up to the next section.
  private func section(_ command: String) -> Substring {
    guard let start = Self.article.range(of: "## stylec \(command)\n") else { return "" }
    let rest = Self.article[start.upperBound...]
    return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
  }

  @Test func everyOptionOfEveryCommandIsDocumented() throws {
    let shared = Self.article[
      ..<(Self.article.range(of: "## stylec apply")?.lowerBound ?? Self.article.endIndex)]
    for (command, specification) in CompletionScript.commands {
      let documented = section(command)
      #expect(!documented.isEmpty, "no section for \(command)")
      for option in specification.valued.union(specification.flags).sorted() {
        #expect(
          documented.contains("`--\(option)") || shared.contains("`--\(option)")
            || documented.contains("--\(option)"),
          "--\(option) of \(command) is not in the reference")
      }
    }
    for flag in ["--help", "--color", "--quiet", "--version"] { #expect(shared.contains(flag)) }
  }

  @Test func everyConfigurationKeyIsDocumented() {
    let configuration = Self.article[
      (Self.article.range(of: "## Configuration")?.lowerBound ?? Self.article.endIndex)...]
    for key in [
      "rules", "max-warnings", "schema", "dialect", "variables", "types", "properties", "include", "exclude",
    ] {
      #expect(configuration.contains("`\"\(key)\"`"), "\(key)")
    }
  }

  @Test func theArticleShowsTheIntegrationFilesAsTheyAre() throws {
    for name in ["github-workflow.yml", "xcode-build-phase.sh"] {
      let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent("Fixtures/integrations/\(name)"), encoding: .utf8)
      #expect(Self.article.contains(text), "\(name) differs from the article's")
    }
  }

  @Test func theWorkflowsLintStepAnnotatesTheFindings() throws {
    let workflow = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Fixtures/integrations/github-workflow.yml"),
      encoding: .utf8)
    let lint = try #require(workflow.split(separator: "\n").first { $0.contains("stylec lint") })
    // The step's command with its arguments, the sheets' directory read from the fixture.
    let words = lint.split(separator: " ").map(String.init)
    let arguments = Array(words.drop { !$0.hasSuffix("stylec") }.dropFirst()).map {
      $0 == "Styles" ? "Fixtures/integrations/Styles" : $0
    }
    #expect(arguments == ["lint", "--format", "github", "Fixtures/integrations/Styles"])
    let result = runStylec(arguments)
    #expect(result.status == .failure)
    #expect(
      result.output.split(separator: "\n") == [
        "::warning file=Fixtures/integrations/Styles/buttons.cas,line=3,col=3,endLine=3,endColumn=22,title=stylec duplicate-declaration::'title-color' is declared twice with the same value in this block",
        "::error file=Fixtures/integrations/Styles/labels.css,line=1,col=38,endLine=1,endColumn=46,title=stylec undefined-variable::variable '$missing' is not defined (before this point)",
      ])
  }

  /// Runs the build phase's script with `sh`, with `SRCROOT` set and `path` for `PATH`.
  private func runBuildPhase(path: String) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      repositoryRoot.appendingPathComponent("Fixtures/integrations/xcode-build-phase.sh").path
    ]
    process.currentDirectoryURL = repositoryRoot
    var environment = ProcessInfo.processInfo.environment
    environment["SRCROOT"] = repositoryRoot.appendingPathComponent("Fixtures/integrations").path
    environment["PATH"] = path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (output, process.terminationStatus)
  }

  @Test func theBuildPhasesFindingsAreInTheFormXcodeReads() throws {
    let binary = try #require(EndToEndTests.binary, "the stylec binary is built beside the tests")
    let result = try runBuildPhase(path: binary.deletingLastPathComponent().path + ":/usr/bin:/bin")
    // An error fails the build; each finding's first line is `path:line:column: severity: message`.
    #expect(result.status == 1)
    let findings = result.output.split(separator: "\n").filter { $0.hasPrefix("/") }
    #expect(findings.count == 2)
    for finding in findings {
      #expect(finding.wholeMatch(of: #/[^:]+:\d+:\d+: (error|warning): .+ \[[a-z-]+\]/#) != nil, "\(finding)")
    }
    #expect(!result.output.contains("\u{1B}["))
    // Without stylec on the path, a warning, and the build goes on.
    let missing = try runBuildPhase(path: "/usr/bin:/bin")
    #expect(missing.status == 0)
    #expect(missing.output.hasPrefix("warning: stylec is not installed"))
  }
}
