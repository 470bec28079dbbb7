import Foundation
import Testing

@testable import StylecCLI

/// Where `.stylec.json` is looked for, what a found one may make lint read, and how its
/// mistakes are reported.
@Suite("Lint configuration files", .serialized)
struct ProjectConfigurationTests {
  private func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-config-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  private func write(_ text: String, _ directory: URL, _ name: String) throws {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A configuration is at most a sheet's default size: its variables cost about 70 times their
  /// text (800,000 of them, 11 MB, took 905 MB), and at the tree's 256 MiB that was gigabytes.
  @Test func aConfigurationLargerThanASheetIsRefused() throws {
    let padding = String(repeating: " ", count: ProjectConfiguration.maximumSize)
    try withFiles([".stylec.json": "{\"variables\": {}}" + padding, "s.css": "UIView { alpha: 1; }\n"]) {
      directory in
      let result = runStylec(["lint", directory.appendingPathComponent("s.css").path])
      #expect(result.status == .usage)
      #expect(result.errors.contains("is larger than the 16777216-byte limit"), "\(result.errors)")
    }
    try withFiles([
      ".stylec.json": "{\"variables\": {}}" + padding.dropFirst(20), "s.css": "UIView { alpha: 1; }\n",
    ]) {
      directory in
      #expect(runStylec(["lint", directory.appendingPathComponent("s.css").path]).status == .success)
    }
  }

  @Test func theSearchStopsAtTheProjectRoot() throws {
    try withDirectory { directory in
      try write(#"{"rules": {"unused-variable": "error"}}"#, directory, ".stylec.json")
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("project/.git"), withIntermediateDirectories: true)
      try write("$unused = 1\nUIView { alpha 1 }\n", directory, "project/styles/a.cas")
      let sheet = directory.appendingPathComponent("project/styles/a.cas").path
      #expect(ProjectConfiguration.find(for: sheet) == nil)
      #expect(runStylec(["lint", sheet]).status == .success)
    }
  }

  /// A sheet has one configuration however its path is spelt: through a link, or with `..`
  /// after one, the search starts where the sheet is.
  @Test func aSheetHasOneConfigurationHoweverItsPathIsSpelt() throws {
    try withDirectory { directory in
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
      try write("{}", directory, "A/.stylec.json")
      try write("{}", directory, "B/.stylec.json")
      try write("UIView { alpha 1 }\n", directory, "B/sub/s.cas")
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("A/l").path, withDestinationPath: "../B/sub")
      let own = ProjectConfiguration.find(for: directory.appendingPathComponent("B/sub/s.cas").path)
      #expect(own?.hasSuffix("/B/.stylec.json") == true)
      for spelling in ["A/l/s.cas", "A/l/../sub/s.cas"] {
        #expect(ProjectConfiguration.find(for: directory.path + "/" + spelling) == own, "\(spelling)")
      }
    }
  }

  /// A pattern no path found under the directory can match is an error where it is written.
  @Test func aPatternThatCouldMatchNothingIsAnError() throws {
    for pattern in ["styles//generated", "styles/./generated", "styles/generated/../generated"] {
      try withDirectory { directory in
        try write(#"{"exclude": ["\#(pattern)"]}"#, directory, ".stylec.json")
        try write("UIView { alpha 1 }\n", directory, "a.cas")
        let lint = runStylec(["lint", directory.appendingPathComponent("a.cas").path])
        #expect(lint.status == .usage)
        #expect(
          lint.errors.contains(".stylec.json:1:13: a pattern matches paths as they are found"),
          "\(lint.errors)")
        #expect(lint.errors.contains("would match nothing"))
      }
    }
  }

  @Test func theSearchStopsAtTheHomeDirectory() throws {
    try withDirectory { directory in
      try write("{}", directory, ".stylec.json")
      let sheet = directory.appendingPathComponent("home/a.cas").path
      #expect(
        ProjectConfiguration.find(for: sheet, home: directory.appendingPathComponent("home").path) == nil)
      // An empty or relative HOME names no home, wherever the command runs: read from the
      // working directory, it made the search depend on it.
      workingDirectoryLock.lock()
      defer { workingDirectoryLock.unlock() }
      let previous = FileManager.default.currentDirectoryPath
      defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
      _ = FileManager.default.changeCurrentDirectoryPath(directory.path)
      for home in ["", ".", "home"] {
        #expect(ProjectConfiguration.find(for: sheet, home: home) == nil, "\(home)")
      }
    }
  }

  @Test func outsideAnyProjectOrHomeOnlyTheSheetsOwnDirectoryIsSearched() throws {
    try withDirectory { directory in
      // As if planted in /tmp above a sheet that belongs to no project.
      try write(#"{"rules": {"unused-variable": "error"}}"#, directory, ".stylec.json")
      try write("$unused = 1\nUIView { alpha 1 }\n", directory, "shared/a.cas")
      let sheet = directory.appendingPathComponent("shared/a.cas").path
      #expect(ProjectConfiguration.find(for: sheet, home: nil) == nil)
      try write("{}", directory, "shared/.stylec.json")
      #expect(
        ProjectConfiguration.find(for: sheet, home: nil)
          == directory.appendingPathComponent("shared/.stylec.json").path)
    }
  }

  @Test func aConfigurationThatIsAFIFOIsRefusedWithoutWaiting() throws {
    try withDirectory { directory in
      #expect(mkfifo(directory.appendingPathComponent(".stylec.json").path, 0o600) == 0)
      try write("UIView { alpha 1 }\n", directory, "a.cas")
      let result = runStylec(["lint", directory.appendingPathComponent("a.cas").path])
      #expect(result.status == .usage)
      #expect(result.errors.contains("it is not a regular file"))
    }
  }

  @Test func aFoundConfigurationCannotNameASchemaOutsideItsDirectory() throws {
    try withDirectory { directory in
      try write("root:SECRET:0:0\n", directory, "shadow")
      try write(#"{"schema": "../shadow"}"#, directory, "project/.stylec.json")
      try write("UIView { alpha 1 }\n", directory, "project/a.cas")
      let sheet = directory.appendingPathComponent("project/a.cas").path
      let found = runStylec(["lint", sheet])
      #expect(found.status == .usage)
      #expect(found.errors.contains("it is outside the directory of the configuration that names it"))
      #expect(!(found.errors + found.output).contains("SECRET"))
      // Named on the command line, the same configuration may: the file is read, and its
      // problems are reported without echoing its text.
      let given = runStylec([
        "lint", "--config", directory.appendingPathComponent("project/.stylec.json").path, sheet,
      ])
      #expect(given.status == .failure)
      #expect(given.errors.contains("shadow:1:"))
      #expect(!(given.errors + given.output).contains("SECRET"))
    }
  }

  /// `"dialect"` chooses for sheets that name none; `--dialect` overrides it. What shows it: an
  /// import that names the `css` dialect is an error only in a sheet read in another.
  @Test func theConfigurationNamesADialect() throws {
    try withDirectory { directory in
      try write(#"{"dialect": "css"}"#, directory, "css.json")
      try write(#"{"dialect": "web"}"#, directory, "bad.json")
      try write("@import b.css\nUIView { alpha 1 }\n", directory, "a.cas")
      try write("@dialect css;\nUILabel { alpha: 1; }\n", directory, "b.css")
      func lint(_ arguments: [String]) -> CommandResult {
        runStylec(["lint"] + arguments + [directory.appendingPathComponent("a.cas").path])
      }
      let css = directory.appendingPathComponent("css.json").path
      #expect(lint([]).status == .failure)
      #expect(lint([]).output.contains("imported by a sheet read as 'classy'"))
      #expect(lint(["--config", css]).status == .success)
      #expect(lint(["--config", css, "--dialect", "classy"]).status == .failure)
      #expect(lint(["--dialect", "css"]).status == .success)
      #expect(
        lint(["--config", directory.appendingPathComponent("bad.json").path]).errors.contains(
          #"bad.json:1:13: "dialect" is one of "stylec", "classy", "css", "interfacss", "nimbus", not "web""#)
      )
      #expect(
        lint(["--dialect", "web"]).errors.contains(
          "'web' is not a valid --dialect; expected one of stylec, classy, css, interfacss, nimbus"))
    }
  }

  /// `"variables"` injects variables as an app does; `--var` overrides each.
  @Test func theConfigurationInjectsVariables() throws {
    try withDirectory { directory in
      try write(##"{"variables": {"$accent": "#007aff", "pad": 8, "$on": true}}"##, directory, "vars.json")
      try write(#"{"variables": {"$a": null}}"#, directory, "null.json")
      try write("UILabel { text-color $accent; alpha $pad / 10; hidden $on }\n", directory, "a.cas")
      func lint(_ arguments: [String]) -> CommandResult {
        runStylec(["lint"] + arguments + [directory.appendingPathComponent("a.cas").path])
      }
      let vars = directory.appendingPathComponent("vars.json").path
      #expect(lint([]).status == .failure)
      #expect(lint(["--config", vars]).status == .success)
      // A color fits text-color; a number does not.
      #expect(lint(["--config", vars, "--var", "accent=12"]).output.contains("[invalid-value]"))
      #expect(
        lint(["--config", directory.appendingPathComponent("null.json").path]).errors.contains(
          "null.json:1:22: variable '$a' is a string, a number or a boolean, not null"))
    }
  }

  /// `"types"` declares an app's own classes by their superclass: lint checks their properties
  /// as the superclass's, and apply and rules read the configuration found for the sheet too
  /// (its types join the hierarchy `^Type` matches with; its dialect and variables apply).
  @Test func theConfigurationDeclaresAppClassesForEveryCommand() throws {
    try withDirectory { directory in
      try write(
        ##"{"types": {"Button": "UIButton", "Avatar": "UIImageView"}, "variables": {"accent": "#ff0000"}, "dialect": "css"}"##,
        directory, ".stylec.json")
      try write(
        "Button { title-color: $accent }\n^UIButton { alpha: 0.5 }\nAvatar { content-mode: center }\n",
        directory, "a.cas")
      let sheet = directory.appendingPathComponent("a.cas").path
      #expect(runStylec(["lint", sheet]).output == "no problems in 1 file\n")
      let applied = runStylec(["apply", "--compact", sheet, "-"], input: #"{"type": "Button"}"#)
      #expect(applied.errors == "")
      #expect(applied.output == ##"{"type":"Button","style":{"alpha":0.5,"title-color":"#ff0000"}}"## + "\n")
      let rules = runStylec(["rules", sheet])
      #expect(rules.output.hasPrefix("Button  [specificity (0,0,1), order 0"))
      // `schema` lists the app's classes as lint checks with them: named with --config, or
      // the configuration found for the working directory.
      let configuration = directory.appendingPathComponent(".stylec.json").path
      let listed = runStylec(["schema", "--config", configuration, "Button"])
      #expect(
        listed.status == .success && listed.output.hasPrefix("Button : UIButton : UIControl"), "\(listed)")
      #expect(
        runStylec(["schema", "--config", configuration]).output.contains("Avatar : UIImageView : UIView"))
      if let binary = EndToEndTests.binary {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["schema", "Avatar"]
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let found = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && found.hasPrefix("Avatar : UIImageView"), "\(found)")
      }
      try write(#"{"types": {"Button": 3}}"#, directory, ".stylec.json")
      #expect(
        runStylec(["apply", sheet, "-"], input: "{}").errors.contains(".stylec.json:1:22: expected a string"))
    }
  }

  /// In CSS syntax `Button` is UIKit's shorthand for UIButton unless the project declares a class
  /// `Button`: then `apply` and `rules` mean the app's class, whether or not a node has it.
  @Test func aDeclaredClassIsNeverReadAsUIKitShorthand() throws {
    try withDirectory { directory in
      try write(#"{"types": {"Button": "UIButton"}}"#, directory, ".stylec.json")
      try write("Button.x { alpha: 0.5 }\nbutton { tint-color: red }\n", directory, "a.css")
      let sheet = directory.appendingPathComponent("a.css").path
      let applied = runStylec(
        ["apply", "--compact", sheet, "-"], input: #"{"type": "UIButton", "classes": ["x"]}"#)
      #expect(
        applied.output == ##"{"type":"UIButton","classes":["x"],"style":{"tint-color":"#ff0000"}}"## + "\n")
      #expect(runStylec(["rules", sheet]).output.hasPrefix("Button.x  [classy 3004, order 0"))
      // Declared in the tree document instead, and with no node of that class, the same.
      try write("{}", directory, ".stylec.json")
      let declaredInTree = runStylec(
        ["apply", "--compact", sheet, "-"],
        input: #"{"types": {"Button": "UIButton"}, "root": {"type": "UIButton", "classes": ["x"]}}"#)
      #expect(declaredInTree.output == applied.output)
    }
  }

  @Test func mistakesAreReportedWithLineAndColumn() throws {
    try withDirectory { directory in
      try write("{\n  \"rules\": {\"empty-rule\": \"off\",}\n}\n", directory, "comma.json")
      try write("{\n  \"colour\": 1\n}", directory, "key.json")
      try write(#"{"rules": {"empty-rule": "loud"}}"#, directory, "setting.json")
      try write("UIView { alpha 1 }\n", directory, "a.cas")
      func lint(_ config: String) -> CommandResult {
        runStylec([
          "lint", "--config", directory.appendingPathComponent(config).path,
          directory.appendingPathComponent("a.cas").path,
        ])
      }
      // A trailing comma was accepted, and no mistake had a position; then it was "expected a
      // string, found '}'", which did not say what was wrong.
      #expect(lint("comma.json").status == .usage)
      #expect(
        lint("comma.json").errors.contains(
          "comma.json:2:32: a ',' before '}': JSON allows none after the last one"))
      // A value of the wrong kind is named by its key.
      try write(#"{"max-warnings": "3", "rules": {}}"#, directory, "kind.json")
      #expect(
        lint("kind.json").errors.contains(
          #"kind.json:1:18: "max-warnings" is a whole number (such as 10), found the string "3""#))
      try write(#"{"max-warnings": -3}"#, directory, "negative.json")
      #expect(
        lint("negative.json").errors.contains(
          #"negative.json:1:18: "max-warnings" is a whole number (such as 10), not -3"#))
      try write(#"{"dialect": 3}"#, directory, "dialect.json")
      #expect(
        lint("dialect.json").errors.contains(
          #"dialect.json:1:13: "dialect" is a string, one of "stylec", "classy", "css", "interfacss", "nimbus", found '3'"#
        ))
      try write(#"{"variables": {"a": [1]}}"#, directory, "variable.json")
      #expect(
        lint("variable.json").errors.contains(
          "variable.json:1:21: variable 'a' is a string, a number or a boolean, found '['"))
      #expect(lint("key.json").errors.contains("key.json:2:3: unknown key \"colour\""))
      #expect(lint("setting.json").errors.contains("setting.json:1:26: rule 'empty-rule' is"))
    }
  }

  /// Superclasses declared in a cycle are the configuration's mistake, located there for every
  /// command: lint did not notice it, and `apply` blamed the tree document.
  @Test func aCycleOfDeclaredSuperclassesIsReportedInTheConfiguration() throws {
    try withDirectory { directory in
      try write(#"{"types": {"Card": "UIView", "A": "B",\#n"B": "C", "C": "A"}}"#, directory, "cycle.json")
      try write("UIView { alpha 1 }\n", directory, "a.cas")
      let config = directory.appendingPathComponent("cycle.json").path
      let sheet = directory.appendingPathComponent("a.cas").path
      let expected = "cycle.json:1:30: the superclasses of 'A' form a cycle through 'A'"
      for command in [["lint", "--config", config, sheet], ["apply", "--config", config, sheet, "-"]] {
        let result = runStylec(command, input: #"{"type": "UIView"}"#)
        #expect(result.status == .usage, "\(command[0])")
        #expect(result.errors.contains(expected), "\(command[0]): \(result.errors)")
      }
      // A cycle through UIKit's own classes: lint passed it, apply blamed the tree.
      try write(#"{"types": {"UIView": "UIButton"}}"#, directory, "uikit.json")
      let throughUIKit = runStylec([
        "lint", "--config", directory.appendingPathComponent("uikit.json").path, sheet,
      ])
      #expect(throughUIKit.status == .usage)
      #expect(
        throughUIKit.errors.contains(
          "uikit.json:1:12: the superclasses of 'UIView' form a cycle through 'UIView'"),
        "\(throughUIKit.errors)")
    }
  }

  /// A misspelled superclass gave the class none: lint then checked nothing on it, silently.
  /// One the app declares, or one near no known name (an app's own base), stands.
  @Test func aMisspelledSuperclassIsReportedAndAnAppsOwnBaseIsNot() throws {
    try withDirectory { directory in
      try write(#"{"types": {"Foo": "UIButon"}}"#, directory, "typo.json")
      try write(
        #"{"types": {"Foo": "AppBase", "AppBase": "UIView", "Bar": "SomethingElse"}}"#, directory, "own.json")
      try write("Foo { alpha 1 }\n", directory, "a.cas")
      let sheet = directory.appendingPathComponent("a.cas").path
      let typo = runStylec(["lint", "--config", directory.appendingPathComponent("typo.json").path, sheet])
      #expect(typo.status == .usage)
      #expect(
        typo.errors.contains(
          "typo.json:1:19: 'Foo' has the superclass 'UIButon', which no class is; did you mean 'UIButton'?"),
        "\(typo.errors)")
      let own = runStylec(["lint", "--config", directory.appendingPathComponent("own.json").path, sheet])
      #expect(own.status == .success, "\(own.errors)")
    }
  }

  /// Each directory's sheets are linted against their own configuration's classes over their
  /// own schema file, however many directories come before and between (lint keeps only the
  /// schemas met last).
  @Test func eachDirectorysSheetsMeetTheirOwnConfigurationsSchema() throws {
    try withDirectory { directory in
      for index in 0..<20 {
        let type = index % 2 == 0 ? "number" : "color"
        try write(
          #"{"schema": "schema.json", "types": {"Card": "Base"}}"#, directory, "d\(index)/.stylec.json")
        try write(
          #"{"types": {"Base": {"superclass": "UIView", "properties": {"glow": "\#(type)"}}}}"#,
          directory, "d\(index)/schema.json")
        try write("Card { glow: 1; }\n", directory, "d\(index)/a.css")
      }
      let result = runStylec(["lint", "--format", "github", directory.path])
      let flagged = result.output.split(separator: "\n").filter { $0.contains("invalid-value") }
      #expect(flagged.count == 10, "\(result.output)")
      #expect(
        flagged.allSatisfy { line in
          [1, 3, 5, 7, 9].contains { line.contains("/d\($0)/") || line.contains("/d1\($0)/") }
        })
    }
  }

  /// The configuration's classes extend its schema file's: a superclass that file declares is
  /// no misspelling (`"PrimaryButtons": "PrimaryButton"` was refused, "did you mean
  /// 'PrimaryButtons'?"), and a cycle closed through that file's classes is the configuration's
  /// error (`schema --format swift` crashed on it, `lint` found no properties).
  @Test func theConfigurationsClassesAreCheckedAgainstItsSchemaFile() throws {
    try withDirectory { directory in
      try write(
        #"{"types": {"PrimaryButton": {"superclass": "UIButton", "properties": {"glow": "color"}}, "Foo": {"superclass": "Bar"}, "Bar": {"superclass": "UIView"}}}"#,
        directory, "schema.json")
      try write(
        #"{"schema": "schema.json", "types": {"PrimaryButtons": "PrimaryButton"}}"#, directory, "ok.json")
      try write(#"{"schema": "schema.json", "types": {"Bar": "Foo"}}"#, directory, "cycle.json")
      try write("PrimaryButtons { glow: blue; }\n", directory, "a.css")
      let sheet = directory.appendingPathComponent("a.css").path
      let ok = directory.appendingPathComponent("ok.json").path
      #expect(runStylec(["lint", "--config", ok, sheet]).status == .success)
      #expect(runStylec(["schema", "--config", ok, "PrimaryButtons"]).status == .success)
      // `apply` reads no configuration's schema: it neither checks against UIKit in its stead.
      let applied = runStylec(["apply", "--config", ok, sheet, "-"], input: #"{"type": "UIView"}"#)
      #expect(applied.status == .success, "\(applied.errors)")
      let cycle = directory.appendingPathComponent("cycle.json").path
      for command in [
        ["schema", "--config", cycle, "--format", "swift"], ["lint", "--config", cycle, sheet],
      ] {
        let result = runStylec(command)
        #expect(result.status == .usage, "\(command)")
        #expect(
          result.errors.contains("cycle.json:1:44: the superclasses of 'Bar' form a cycle through 'Bar'"),
          "\(command): \(result.errors)")
      }
    }
  }

  /// A configuration saved with a byte order mark was "not a JSON object", where a tree with one reads.
  @Test func aByteOrderMarkBeforeTheConfigurationIsSkipped() throws {
    try withDirectory { directory in
      let config = directory.appendingPathComponent("bom.json")
      try Data([0xEF, 0xBB, 0xBF] + Array(#"{"rules": {"unused-variable": "error"}}"#.utf8)).write(to: config)
      try write("$unused = 1\nUIView { alpha 1 }\n", directory, "a.cas")
      let result = runStylec([
        "lint", "--config", config.path, directory.appendingPathComponent("a.cas").path,
      ])
      #expect(result.status == .failure, "\(result.errors)")
      #expect(result.output.contains("error: variable '$unused' is never used"))
    }
  }

  @Test func aFoundConfigurationThatLinksOutOfItsDirectoryIsNotRead() throws {
    try withDirectory { directory in
      try write(#"{"secret-token-123": 1}"#, directory, "secret.json")
      try write("{}", directory, "project/Package.swift")
      try write("UIView { alpha 1 }\n", directory, "project/a.cas")
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("project/.stylec.json").path,
        withDestinationPath: directory.appendingPathComponent("secret.json").path)
      let result = runStylec(["lint", directory.appendingPathComponent("project/a.cas").path])
      #expect(result.status == .usage)
      #expect(result.errors.contains("it links to a file outside its own directory"))
      #expect(!result.errors.contains("secret-token-123") && !result.output.contains("secret-token-123"))
    }
  }

  @Test func aDirectoryOthersMayWriteInIsNeverSearched() throws {
    try withDirectory { directory in
      // As in /tmp: anyone may plant a project marker and a configuration there.
      let shared = directory.appendingPathComponent("shared")
      try write("{}", shared, "Package.swift")
      try write(#"{"rules": {"unused-variable": "error"}}"#, shared, ".stylec.json")
      try write("$unused = 1\nUIView { alpha 1 }\n", shared, "mine/a.cas")
      #expect(chmod(shared.path, 0o1777) == 0)
      let sheet = shared.appendingPathComponent("mine/a.cas").path
      #expect(ProjectConfiguration.find(for: sheet, home: nil) == nil)
      #expect(runStylec(["lint", sheet]).status == .success)
      #expect(chmod(shared.path, 0o755) == 0)
      #expect(
        ProjectConfiguration.find(for: sheet, home: nil) == shared.appendingPathComponent(".stylec.json").path
      )
    }
  }

  /// A configuration found in a trusted directory is still refused when the file itself may be
  /// changed by others (every user, a group the user's files are not made in, another owner):
  /// what it says could be anyone's. Named with --config, it is taken as it is.
  @Test func aConfigurationOthersMayChangeIsRefusedWithWhy() throws {
    try withDirectory { directory in
      let project = directory.appendingPathComponent("project")
      try write("{}", project, "Package.swift")
      try write(#"{"rules": {"unused-variable": "error"}}"#, project, ".stylec.json")
      try write("$unused = 1\nUIView { alpha 1 }\n", project, "a.cas")
      let configuration = project.appendingPathComponent(".stylec.json").path
      let sheet = project.appendingPathComponent("a.cas").path
      #expect(runStylec(["lint", sheet]).status == .failure)
      #expect(chmod(configuration, 0o666) == 0)
      let open = runStylec(["lint", sheet])
      #expect(open.status == .usage)
      #expect(open.errors.contains("is not taken: every user may write it (mode 666)"), "\(open.errors)")
      #expect(runStylec(["lint", "--config", configuration, sheet]).status == .failure)
      if geteuid() == 0 {
        #expect(chmod(configuration, 0o664) == 0 && chown(configuration, 0, 65534) == 0)
        #expect(runStylec(["lint", sheet]).errors.contains("the users of group 65534 may write it"))
        #expect(chmod(configuration, 0o644) == 0 && chown(configuration, 65534, 65534) == 0)
        #expect(runStylec(["lint", sheet]).errors.contains("it belongs to user 65534"))
      }
    }
  }

  /// A directory open to others between a sheet and its project's configuration stops the
  /// search, and the configuration it did not reach is named, not dropped without a word (its
  /// rules silently no longer applied). One in the open directory itself is taken as planted.
  @Test func aConfigurationBeyondADirectoryOpenToOthersIsNamedNotDropped() throws {
    try withDirectory { directory in
      let project = directory.appendingPathComponent("p")
      try write("", project, ".git/HEAD")
      try write(#"{"rules": {"empty-rule": "off"}}"#, project, ".stylec.json")
      try write("UIView {}\n", project, "mid/leaf/s.css")
      let sheet = project.appendingPathComponent("mid/leaf/s.css").path
      #expect(runStylec(["lint", sheet]).output == "no problems in 1 file\n")
      let middle = project.appendingPathComponent("mid").path
      #expect(chmod(middle, 0o777) == 0)
      let stopped = runStylec(["lint", sheet])
      #expect(stopped.status == .usage)
      #expect(
        stopped.errors.contains("is not taken: '\(middle)' on the way to it is open to others"),
        "\(stopped.errors)")
      #expect(chmod(middle, 0o755) == 0)
      // The project's root itself open to others: its configuration is named too.
      #expect(chmod(project.path, 0o777) == 0)
      #expect(runStylec(["lint", sheet]).errors.contains("is not taken: '\(project.path)' on the way to it"))
      #expect(chmod(project.path, 0o755) == 0)
    }
  }

  /// A class name in `types` with a line break or a control character is refused where it
  /// stands: it split `stylec schema`'s listing across lines.
  @Test func aClassNameWithControlCharactersIsRefused() throws {
    try withDirectory { directory in
      try write(#"{"types": {"B\nimport Foundation": "UIView"}}"#, directory, "c.json")
      let result = runStylec(["schema", "--config", directory.appendingPathComponent("c.json").path])
      #expect(result.status == .usage)
      #expect(
        result.errors.contains(#"c.json:1:12: 'B\u{A}import Foundation' is no class name: it holds U+000A"#),
        "\(result.errors)")
    }
  }

  /// `"properties"` declares what an add-on registers, which lint then checks; mistakes in it
  /// are located.
  @Test func propertiesDeclareWhatAnAddOnRegisters() throws {
    try withFiles([
      "s.cas": "UIView { cas_marginTop: 10; cas-size: 10 20; }\nUILabel { cas_marginTop: red; }\n",
      ".stylec.json": #"{"properties": {"UIView": {"cas_marginTop": "number", "casSize": "size"}}}"#,
    ]) { directory in
      let result = runStylec(["lint", directory.appendingPathComponent("s.cas").path])
      #expect(result.status == .failure)
      // The declared properties are known (inherited by UILabel), and their values checked.
      #expect(!result.output.contains("unknown-property"))
      #expect(result.output.contains("2:11: error: '#ff0000' is not a number [invalid-value]"))
    }
    for (configuration, message) in [
      (
        #"{"properties": {"Nope": {"a": "number"}}}"#,
        "1:17: \"properties\" names 'Nope', which is no UIKit class"
      ),
      (#"{"properties": {"UIView": {"a": "numbr"}}}"#, "1:33: \"numbr\" is not a value type"),
      (
        #"{"properties": {"UIView": {"casMarginTop": "number", "cas-margin-top": "number"}}}"#,
        "1:54: \"casMarginTop\" and \"cas-margin-top\" name one property of 'UIView': give it once"
      ),
      (#"{"properties": {"Card": {"a": "number"}}, "types": {"Card": "UIView"}}"#, nil),
    ] {
      try withFiles(["s.cas": "UIView { alpha: 1; }\n", ".stylec.json": configuration]) { directory in
        let result = runStylec(["lint", directory.appendingPathComponent("s.cas").path])
        if let message {
          #expect(result.status == .usage)
          #expect(result.errors.contains(".stylec.json:" + message), "\(result.errors)")
        } else {
          #expect(result.status == .success, "\(result.errors)")
        }
      }
    }
  }

  /// A configuration's errors quote its keys and values: a rule named with 200 KB printed a
  /// 200 KB line (eighteenth attack). Each is bounded as a diagnostic is.
  @Test func aConfigurationsErrorsStayShortWhateverTheyQuote() throws {
    let long = String(repeating: "x", count: 200_000)
    for configuration in [
      #"{"rules": {"\#(long)": "error"}}"#, #"{"dialect": "\#(long)"}"#, #"{"\#(long)": 1}"#,
      #"{"properties": {"UIView": {"a": "\#(long)"}}}"#,
    ] {
      try withFiles(["c.json": configuration, "s.css": "UIView { alpha: 1; }\n"]) { directory in
        let result = runStylec([
          "lint", "--config", directory.appendingPathComponent("c.json").path,
          directory.appendingPathComponent("s.css").path,
        ])
        #expect(result.status != .success)
        #expect(result.errors.utf8.count < 1_200, "\(result.errors.prefix(200))")
      }
    }
  }

  /// A schema the configuration names that cannot be read is reported at the configuration's
  /// line and column, as each mistake in the file is ("cannot read schema" named no place).
  @Test func anUnreadableSchemaIsReportedWhereTheConfigurationNamesIt() throws {
    try withFiles([
      "c.json": "{\n  \"dialect\": \"stylec\",\n  \"schema\": \"nope/missing.json\"\n}\n",
      "a.css": "UIView { alpha: 1; }\n",
    ]) {
      directory in
      let config = directory.appendingPathComponent("c.json").path
      for arguments in [
        ["lint", "--config", config, directory.appendingPathComponent("a.css").path],
        ["schema", "--config", config],
      ] {
        let result = runStylec(arguments)
        #expect(result.status == .usage)
        #expect(
          result.errors.hasPrefix("stylec: error: \(config):3:13: cannot read schema"), "\(result.errors)")
      }
    }
  }

}
