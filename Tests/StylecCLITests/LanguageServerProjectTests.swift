import Foundation
import Stylec
import Testing

@testable import StylecCLI

/// `stylec lsp` and the project around a document: the workspace's folders as import roots,
/// the configuration as it changes on disk, the variables it gives, and renames checked across
/// the files they would edit.
extension LanguageServerTests {
  /// The folders at `paths`, as `initialize` and `didChangeWorkspaceFolders` name them.
  static func folders(_ paths: [String]) -> JSONValue {
    .array(paths.map { ["uri": .string(DocumentURI.uri(ofPath: $0)), "name": "f"] })
  }

  /// The URI of the file `name` under `directory`.
  static func uri(of name: String, in directory: URL) -> String {
    DocumentURI.uri(ofPath: directory.appendingPathComponent(name).path)
  }

  /// A session over a workspace folder of `files`, opening `opened` as it stands there, then
  /// making `requests` (made with the URI of each file by its name), with that naming.
  static func serveProject(
    _ files: [String: String], opening opened: String, arguments: [String] = [],
    _ requests: (_ uri: (String) -> String) -> [JSONValue]
  ) throws -> (session: Session, uri: (String) -> String) {
    var result: (Session, (String) -> String)?
    try withFiles(files) { directory in
      let uri = { (name: String) in Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [Self.initialize(root: directory), Self.open(uri(opened), files[opened] ?? "")] + requests(uri)
          + Self.shutdown, arguments: arguments)
      result = (session, uri)
    }
    return result!
  }

  /// A sheet's imports may reach anywhere in the outermost workspace folder holding it, whether
  /// the folders are named through a link or with `/./`; folders changed re-read the
  /// documents.
  @Test func theImportRootIsTheOutermostFolderHoldingTheSheetByItsCanonicalPath() throws {
    try withFiles([
      "shared/colors.cas": "$accent = red\n",
      "app/screens/main.cas": "@import \"../../shared/colors.cas\"\nUILabel\n  tint-color $accent\n",
    ]) { directory in
      let sheet = directory.appendingPathComponent("app/screens/main.cas")
      let uri = DocumentURI.uri(ofPath: sheet.path)
      let text = try String(contentsOf: sheet, encoding: .utf8)
      let link = directory.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: directory.path)
      defer { try? FileManager.default.removeItem(at: link) }
      for roots in [
        [directory.path, directory.appendingPathComponent("app").path],
        [directory.appendingPathComponent("app").path, directory.path],
        [link.path], [directory.path + "/./"],
      ] {
        let session = try Self.serve(
          [
            Self.request(1, "initialize", ["capabilities": [:], "workspaceFolders": Self.folders(roots)]),
            Self.open(uri, text),
          ] + Self.shutdown)
        #expect(session.published.last?["diagnostics"] == [], "folders \(roots)")
      }
      // The folder holding the imports removed: the document is read again, and the import
      // is outside its root now.
      let (server, written) = try Self.server(input: -1)
      let app = directory.appendingPathComponent("app").path
      _ = server.handle(
        Self.request(
          1, "initialize", ["capabilities": [:], "workspaceFolders": Self.folders([directory.path, app])]
        )
        .text)
      _ = server.handle(Self.open(uri, text).text)
      server.publishStaleDiagnostics(all: true)
      _ = server.handle(
        Self.notification(
          "workspace/didChangeWorkspaceFolders",
          ["event": ["added": [], "removed": Self.folders([directory.path + "/."])]]
        ).text)
      server.publishStaleDiagnostics(all: true)
      let published = try Self.frames(written.output).filter {
        $0["method"] == "textDocument/publishDiagnostics"
      }
      #expect(published.count == 2)
      #expect(published.first?["params"]?["diagnostics"] == [])
      #expect(published.last?["params"]?["diagnostics"]?.array?.first?["code"] == "import-outside-root")
    }
  }

  /// A configuration changed on disk, or created where there was none, is seen at the next
  /// request about a document, without the client saying so; a client that watches files for
  /// the server is asked to.
  @Test(arguments: [true, false])
  func aConfigurationChangedOnDiskIsReadAgain(existedBefore: Bool) throws {
    let before = existedBefore ? [".stylec.json": "{}"] : [:]
    try withFiles(before.merging(["main.cas": "MyButton\n  alpha 1\n"]) { $1 }) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.cas").path)
      let (server, written) = try Self.server(input: -1)
      _ = server.handle(Self.initialize.text)
      _ = server.handle(Self.open(uri, "MyButton\n  alpha 1\n").text)
      server.publishStaleDiagnostics(all: true)
      // The file's time may not move within the clock's grain: its size does.
      try "{ \"types\": { \"MyButton\": \"UIButton\" } }".write(
        to: directory.appendingPathComponent(".stylec.json"), atomically: false, encoding: .utf8)
      _ = server.handle(
        Self.at(2, "textDocument/hover", uri, 1, 3).text)
      server.publishStaleDiagnostics(all: true)
      let published = try Self.frames(written.output).filter {
        $0["method"] == "textDocument/publishDiagnostics"
      }
      #expect(published.first?["params"]?["diagnostics"]?.array?.first?["code"] == "unknown-type")
      #expect(published.count == 2)
      #expect(published.last?["params"]?["diagnostics"] == [])
      #expect(
        try Self.frames(written.output).contains { $0["method"] == "client/registerCapability" } == false)
    }
    let watching = try Self.serve(
      [
        Self.request(
          1, "initialize",
          ["capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]]),
        Self.notification("initialized", [:]),
      ] + Self.shutdown)
    let registration = try #require(watching.messages.first { $0["method"] == "client/registerCapability" })
    #expect(
      registration["params"]?["registrations"]?.array?.first?["registerOptions"]?["watchers"] == [
        ["globPattern": "**/.stylec.json"], ["globPattern": "**/*.cas"], ["globPattern": "**/*.css"],
        ["globPattern": "**/*.json"],
      ])
  }

  /// A configuration broken and then mended on disk: the next request after each publishes the
  /// document's diagnostics again, the mended one's no longer saying the configuration is broken.
  @Test func aConfigurationMendedOnDiskClearsItsError() throws {
    try withFiles([".stylec.json": "{}", "main.cas": "UIView\n  alpha 1\n"]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.cas").path)
      let configuration = directory.appendingPathComponent(".stylec.json")
      let (server, written) = try Self.server(input: -1)
      _ = server.handle(Self.initialize.text)
      _ = server.handle(Self.open(uri, "UIView\n  alpha 1\n").text)
      server.publishStaleDiagnostics(all: true)
      // The file's time may not move within the clock's grain: its size does.
      try "{ \"types\": 3 }".write(to: configuration, atomically: false, encoding: .utf8)
      _ = server.handle(Self.at(2, "textDocument/hover", uri, 1, 3).text)
      server.publishStaleDiagnostics(all: true)
      // Broken another way: its new mistake is shown.
      try "{ \"dialect\": 3 }".write(to: configuration, atomically: false, encoding: .utf8)
      _ = server.handle(Self.at(3, "textDocument/hover", uri, 1, 3).text)
      server.publishStaleDiagnostics(all: true)
      try "{ }".write(to: configuration, atomically: false, encoding: .utf8)
      _ = server.handle(Self.at(4, "textDocument/hover", uri, 1, 3).text)
      server.publishStaleDiagnostics(all: true)
      let frames = try Self.frames(written.output).filter {
        $0["method"] == "textDocument/publishDiagnostics"
      }
      let published = frames.map {
        $0["params"]?["diagnostics"]?.array?.first?["message"]?.string.map { $0.contains("dialect") }
      }
      #expect(published == [nil, false, true, nil])
      // With a code of its own, as every diagnostic has.
      #expect(frames[1]["params"]?["diagnostics"]?.array?.first?["code"] == "invalid-configuration")
    }
  }

  /// A configuration's problem points from each sheet it keeps from being read to its line and
  /// column in the file, and an open `.stylec.json` is checked as it is typed, its problem shown
  /// where it stands (it was shown only at each sheet's start).
  @Test func aConfigurationsProblemIsShownWhereItStands() throws {
    try withFiles([".stylec.json": "{\n  \"types\": 3\n}\n", "main.cas": "UIView\n  alpha 1\n"]) {
      directory in
      let sheet = Self.uri(of: "main.cas", in: directory)
      let configuration = Self.uri(of: ".stylec.json", in: directory)
      let (server, written) = try Self.server(input: -1)
      _ = server.handle(Self.initialize.text)
      _ = server.handle(Self.open(sheet, "UIView\n  alpha 1\n").text)
      server.publishStaleDiagnostics(all: true)
      // The buffer is broken another way than the file, then mended.
      _ = server.handle(Self.open(configuration, "{\n  \"dialect\": 3\n}\n").text)
      server.publishStaleDiagnostics(all: true)
      _ = server.handle(
        Self.change(configuration, version: 2, [["range": Self.range(1, 13, 1, 14), "text": "\"css\""]]).text)
      server.publishStaleDiagnostics(all: true)
      let frames = try Self.frames(written.output).filter {
        $0["method"] == "textDocument/publishDiagnostics"
      }
      let ofSheet = try #require(frames.first { $0["params"]?["uri"]?.string == sheet })
      let problem = try #require(ofSheet["params"]?["diagnostics"]?.array?.first)
      #expect(problem["code"] == "invalid-configuration")
      let related = try #require(problem["relatedInformation"]?.array?.first?["location"])
      #expect(related["uri"]?.string == configuration)
      #expect(related["range"]?["start"] == ["line": 1, "character": 11])
      let ofConfiguration = frames.filter { $0["params"]?["uri"]?.string == configuration }
      #expect(ofConfiguration.count == 2)
      let own = try #require(ofConfiguration.first?["params"]?["diagnostics"]?.array?.first)
      #expect(own["range"]?["start"] == ["line": 1, "character": 13])
      #expect(own["message"]?.string?.hasPrefix("\"dialect\" is ") == true, "\(own)")
      #expect(ofConfiguration.last?["params"]?["diagnostics"]?.array?.isEmpty == true)
    }
  }

  /// An imported file changed on disk, or one missing created, is seen at the next request
  /// about the importer, without the client saying so.
  @Test func anImportChangedOnDiskIsReadAgain() throws {
    let main = "@import \"colors.cas\"\n@import \"late.cas\"\nUILabel\n  tint-color $accent\n"
    try withFiles(["colors.cas": "$accent = red\n", "main.cas": main]) { directory in
      let uri = Self.uri(of: "main.cas", in: directory)
      let (server, written) = try Self.server(input: -1)
      _ = server.handle(Self.initialize(root: directory).text)
      _ = server.handle(Self.open(uri, main).text)
      _ = server.handle(Self.at(2, "textDocument/hover", uri, 3, 15).text)
      // The file's time may not move within the clock's grain: its size does.
      try "$accent = #0000ff\n".write(
        to: directory.appendingPathComponent("colors.cas"), atomically: false, encoding: .utf8)
      _ = server.handle(Self.at(3, "textDocument/hover", uri, 3, 15).text)
      try "$accent = green\n".write(
        to: directory.appendingPathComponent("late.cas"), atomically: false, encoding: .utf8)
      _ = server.handle(Self.at(4, "textDocument/hover", uri, 3, 15).text)
      let hovers = try Self.frames(written.output).filter { [2, 3, 4].contains($0["id"]) }.map {
        $0["result"]?["contents"]?["value"]?.string ?? ""
      }
      #expect(hovers.count == 3)
      #expect(hovers.first?.contains("#ff0000") == true, "\(hovers)")
      #expect(hovers.dropFirst().first?.contains("#0000ff") == true, "\(hovers)")
      #expect(hovers.last?.contains("#00ff00") == true, "\(hovers)")
    }
  }

  /// The schema the configuration names, changed on disk, is seen at the next request about a
  /// document read with it, without the client saying so.
  @Test func aSchemaChangedOnDiskIsReadAgain() throws {
    let sheet = "Badge\n  halo-color red\n"
    try withFiles([
      ".stylec.json": #"{"schema": "schema.json"}"#,
      "schema.json":
        #"{"types": {"Badge": {"superclass": "UILabel", "properties": {"glow-color": "color"}}}}"#,
      "s.cas": sheet,
    ]) { directory in
      let uri = Self.uri(of: "s.cas", in: directory)
      let (server, written) = try Self.server(input: -1)
      _ = server.handle(Self.initialize(root: directory).text)
      _ = server.handle(Self.open(uri, sheet).text)
      _ = server.handle(Self.at(2, "textDocument/hover", uri, 1, 4).text)
      try
        #"{"types": {"Badge": {"superclass": "UILabel", "properties": {"halo-color": "color", "glow-color": "color"}}}}"#
        .write(to: directory.appendingPathComponent("schema.json"), atomically: false, encoding: .utf8)
      _ = server.handle(Self.at(3, "textDocument/hover", uri, 1, 4).text)
      let hovers = try Self.frames(written.output).filter { [2, 3].contains($0["id"]) }.map {
        $0["result"]?["contents"]?["value"]?.string ?? ""
      }
      #expect(hovers.first?.contains("no such property") == true, "\(hovers)")
      #expect(hovers.last?.contains("**halo-color** on Badge: `color`") == true, "\(hovers)")
    }
  }

  /// The configuration's variables: go to definition and references lead to the key that
  /// gives one, workspace symbols list them, and references find every sheet it is given to.
  @Test func aVariableTheConfigurationGivesIsNavigatedToItsKey() throws {
    try withFiles([
      ".stylec.json": "{\n  \"variables\": { \"$gutter\": 8, \"pad\": 4 }\n}\n",
      "a.cas": "UILabel\n  alpha $gutter\n",
      "b.cas": "UIView\n  corner-radius $gutter\n",
      "c.cas": "$gutter = 2\nUIView\n  alpha $gutter\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("a.cas"), try text(directory, "a.cas")),
          Self.at(2, "textDocument/definition", uri("a.cas"), 1, 9),
          Self.at(
            3, "textDocument/references", uri("a.cas"), 1, 9, ["context": ["includeDeclaration": true]]),
          Self.request(4, "workspace/symbol", ["query": "pad"]),
        ] + Self.shutdown)
      let key: JSONValue = ["uri": .string(uri(".stylec.json")), "range": Self.range(1, 17, 1, 26)]
      #expect(session.response(2)?["result"] == [key])
      // c.cas defines its own.
      #expect(
        session.response(3)?["result"] == [
          key, ["uri": .string(uri("a.cas")), "range": Self.range(1, 8, 1, 15)],
          ["uri": .string(uri("b.cas")), "range": Self.range(1, 16, 1, 23)],
        ])
      #expect(
        session.response(4)?["result"] == [
          [
            "name": "$pad", "kind": 13,
            "location": ["uri": .string(uri(".stylec.json")), "range": Self.range(1, 31, 1, 36)],
          ]
        ])
    }
  }

  /// A configuration's variable names are names a sheet can write: another is an error where
  /// it is written (`--var`'s, a usage error: see the apply command's tests).
  @Test(arguments: ["", "a b", "$", "@media", "$a\\u0000", "m\\\\65 dia", "--x", "$-x"])
  func aConfigurationVariableNeedsANameASheetCanWrite(name: String) throws {
    try withFiles([".stylec.json": "{\n  \"variables\": { \"\(name)\": 1 }\n}\n"]) { directory in
      let path = directory.appendingPathComponent(".stylec.json").path
      #expect {
        try ProjectConfiguration(contentsOf: path, discovered: false)
      } throws: { error in
        let message = (error as? UsageError)?.message ?? ""
        return message.contains(":2:") && message.contains("has no name a sheet can write")
      }
    }
  }

  /// Completion after `.` and `#` offers the classes and ids every sheet of the project uses,
  /// open or not.
  @Test func classesAndIdsComeFromEveryProjectSheet() throws {
    try withFiles([
      "a.css": "UILabel.title { alpha: 1; }\n.s {}\n#h {}\n",
      "b.css": "UILabel.subtitle { alpha: 1; }\n#header { alpha: 1; }\n",
    ]) { directory in
      let a = Self.uri(of: "a.css", in: directory)
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(a, try text(directory, "a.css")),
          Self.at(2, "textDocument/completion", a, 1, 2), Self.at(3, "textDocument/completion", a, 2, 2),
        ] + Self.shutdown)
      #expect(session.response(2)?["result"]?["items"]?.array?.map { $0["label"] } == ["subtitle"])
      #expect(session.response(3)?["result"]?["items"]?.array?.map { $0["label"] } == ["header"])
    }
  }

  /// `@extend` is followed wherever on its line it is written.
  @Test func definitionFollowsAnExtendInsideAOneLineRule() throws {
    let uri = "untitled:extend"
    let text =
      "UIView.card { alpha: 1; }\nUIButton.hero { @extend UIView.card; alpha: 0.5; }\nUISwitch { @Extend: UIView.card; }\n/* @extend UIView.card */ UILabel { alpha: 1 }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.at(2, "textDocument/definition", uri, 1, 28),
        Self.at(3, "textDocument/definition", uri, 1, 40),
        Self.at(4, "textDocument/definition", uri, 2, 25),
        Self.at(5, "textDocument/definition", uri, 3, 40),
      ] + Self.shutdown, arguments: ["--syntax", "css", "--dialect", "classy"])
    let card: JSONValue = [["uri": .string(uri), "range": Self.range(0, 0, 0, 11)]]
    #expect(session.response(2)?["result"] == card)
    #expect(session.response(3)?["result"] == [])
    // As the parser reads it: in any case, with a `:`; a comment holds none.
    #expect(session.response(4)?["result"] == card)
    #expect(session.response(5)?["result"] == [])
  }

  /// A rename's new name must be free in every file the rename edits, and, for a custom
  /// property, in every sheet; it is written without escapes.
  @Test func aRenameOntoANameAnotherFileWritesIsRefused() throws {
    try withFiles([
      "colors.cas": "$accent = red\n",
      "main.cas": "@import \"colors.cas\"\nUILabel\n  tint-color $accent\n",
      "other.cas": "@import \"colors.cas\"\n$brand = blue\nUIButton\n  tint-color $accent\n",
      "a.css": "UILabel { color: var(--ink); }\n",
      "b.css": "UIView { --pad: 4; }\n",
      "brand.cas": "$tone = blue\n",
      "third.cas": "@import \"colors.cas\"\n@import \"brand.cas\"\nUIView\n  tint-color $accent\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("main.cas"), try text(directory, "main.cas")),
          Self.open(uri("a.css"), try text(directory, "a.css")),
          Self.at(2, "textDocument/rename", uri("main.cas"), 2, 14, ["newName": "$brand"]),
          Self.at(3, "textDocument/rename", uri("a.css"), 0, 23, ["newName": "--pad"]),
          Self.at(4, "textDocument/rename", uri("main.cas"), 2, 14, ["newName": "$br\\61 nd"]),
          Self.at(5, "textDocument/rename", uri("main.cas"), 2, 14, ["newName": "$tint"]),
          // Defined by another file that a file the rename edits reads.
          Self.at(6, "textDocument/rename", uri("main.cas"), 2, 14, ["newName": "$tone"]),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      #expect(
        session.response(2)?["error"]?["message"]?.string?.hasPrefix("'$brand' is written in '") == true)
      #expect(session.response(2)?["error"]?["message"]?.string?.contains("other.cas' already") == true)
      #expect(session.response(3)?["error"]?["message"]?.string?.contains("b.css' already") == true)
      #expect(session.response(4)?["error"]?["code"] == -32803)
      #expect(
        session.response(6)?["error"]?["message"]?.string?.contains("brand.cas:1:1, which '") == true,
        "\(session.response(6)?["error"] ?? nil)")
      for name in ["colors.cas", "main.cas", "other.cas", "third.cas"] {
        #expect(session.response(5)?["result"]?["changes"]?[uri(name)] != nil)
      }
    }
  }

  /// A sheet the rename does not edit, but that reads the renamed definition beside another
  /// of the new name (a variable's or a mixin's), would read the two as one: refused.
  @Test func aRenameOntoANameASheetReadsBesideTheRenamedDefinitionIsRefused() throws {
    try withFiles([
      "brand.cas": "$accent = red\n@mixin round\n  corner-radius 4\n",
      "colors.cas": "$brand = blue\n@mixin card\n  alpha 1\n",
      "main.cas": "@import \"brand.cas\"\nUILabel\n  tint-color $accent\n  @include round\n",
      // Writes neither old nor new name: it reads both definitions all the same.
      "x.cas": "@i\\6dport \"colors.cas\"\n@import \"brand.cas\"\n",
      "free.cas": "$brand = green\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("main.cas"), try text(directory, "main.cas")),
          Self.at(2, "textDocument/rename", uri("main.cas"), 2, 14, ["newName": "$brand"]),
          Self.at(3, "textDocument/rename", uri("main.cas"), 3, 13, ["newName": "card"]),
          Self.at(4, "textDocument/rename", uri("main.cas"), 2, 14, ["newName": "$tone"]),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      for id in [2, 3] {
        let message = session.response(id)?["error"]?["message"]?.string ?? ""
        #expect(message.contains("colors.cas:"), "\(message)")
        #expect(message.contains("x.cas' reads beside the renamed definition"), "\(message)")
      }
      #expect(session.response(4)?["result"]?["changes"]?[uri("brand.cas")] != nil)
    }
    // Given by the configuration of a sheet that reads the renamed definition, and written in
    // no sheet.
    try withFiles([
      "brand.cas": "$accent = red\n",
      "main.cas": "@import \"brand.cas\"\nUILabel\n  tint-color $accent\n",
      "sub/.stylec.json": "{ \"variables\": { \"brand\": \"blue\" } }",
      "sub/x.cas": "@import \"../brand.cas\"\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("main.cas"), try text(directory, "main.cas")),
          Self.at(2, "textDocument/rename", uri("main.cas"), 2, 14, ["newName": "$brand"]),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      let message = session.response(2)?["error"]?["message"]?.string ?? ""
      #expect(message.contains("given by the configuration (or --var) of '"), "\(message)")
      #expect(message.contains("x.cas', which reads the renamed definition"), "\(message)")
    }
  }

  /// Go to definition follows an `@import` from anywhere in it, over lines and through
  /// escapes, and an `@extend` to the rules written with the selector it names, escaped or not.
  @Test func definitionFollowsImportsAndExtendsHoweverWritten() throws {
    try withFiles(["colors.css": ".card { alpha: 1 }\n"]) { directory in
      let uri = Self.uri(of: "main.css", in: directory)
      let text = "@import\n  \"c\\6flors.css\";\nUILabel { @extend .c\\61rd, /* , */ .x; }\n.x { alpha: 1 }\n"
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri, text),
          Self.at(2, "textDocument/definition", uri, 0, 3), Self.at(3, "textDocument/definition", uri, 1, 6),
          Self.at(4, "textDocument/definition", uri, 2, 20),
          // A comma in a comment separates nothing.
          Self.at(5, "textDocument/definition", uri, 2, 36),
        ] + Self.shutdown)
      let colors = Self.uri(of: "colors.css", in: directory)
      for id in [2, 3, 4] {
        #expect(session.response(id)?["result"]?.array?.first?["uri"] == .string(colors), "\(id)")
      }
      #expect(session.response(5)?["result"]?.array?.first?["uri"] == .string(uri))
      #expect(
        session.response(5)?["result"]?.array?.first?["range"]?["start"] == ["line": 3, "character": 0])
    }
  }

  /// Completion offers the variables in scope at the cursor with their values there: none from
  /// a file imported further down, a name defined again by its value before the cursor.
  @Test func completedVariablesAreThoseInScopeWithTheirValuesThere() throws {
    try withFiles(["late.css": "$late = blue;\n"]) { directory in
      let uri = Self.uri(of: "main.css", in: directory)
      let text = "$tone = red;\nUILabel {\n  text-color: \n}\n@import \"late.css\";\n$tone = 4;\n"
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri, text),
          Self.at(2, "textDocument/completion", uri, 2, 14),
        ]
          + Self.shutdown, arguments: ["--dialect", "stylec"])
      let items = session.response(2)?["result"]?["items"]?.array ?? []
      #expect(items.first { $0["label"] == "$tone" }?["detail"] == "= #ff0000")
      #expect(!items.contains { $0["label"] == "$late" })
    }
  }

  /// A rename from a sheet reading one definition is refused where another sheet it would edit
  /// reads that definition and another too (which one wins there would change); a definition
  /// read twice (a file imported twice) is one location.
  @Test func aRenameThatWouldChangeWhichDefinitionASheetReadsIsRefused() throws {
    try withFiles([
      "def.cas": "$x = red\n", "z.cas": "$x = blue\n",
      "s.cas": "@import \"def.cas\"\n@import \"z.cas\"\nUIView\n  background-color $x\n",
      "a.cas": "@import \"def.cas\"\n@import \"mid.cas\"\nUILabel\n  text-color $x\n",
      "mid.cas": "@import \"def.cas\"\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("a.cas"), try text(directory, "a.cas")),
          Self.at(2, "textDocument/rename", uri("a.cas"), 3, 14, ["newName": "$y"]),
          Self.at(3, "textDocument/definition", uri("a.cas"), 3, 14),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      let message = session.response(2)?["error"]?["message"]?.string ?? ""
      #expect(message.contains("s.cas' reads it from"), "\(message)")
      #expect(message.contains("z.cas:1:1 too"), "\(message)")
      #expect(session.response(3)?["result"]?.array?.map { $0["uri"] } == [.string(uri("def.cas"))])
    }
    // A sheet on disk that starts with a byte-order mark is read as the loader reads it.
    try withFiles([
      "def.css": "\u{FEFF}$ab: 0.5;\n.d { alpha: $ab; }\n",
      "a.css": "@import \"def.css\";\nUIView { alpha: $ab; }\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("a.css"), try text(directory, "a.css")),
          Self.at(2, "textDocument/rename", uri("a.css"), 1, 18, ["newName": "$zz"]),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      let edits = session.response(2)?["result"]?["changes"]?[uri("def.css")]?.array ?? []
      #expect(
        edits.map { $0["range"]?["start"] } == [["line": 0, "character": 0], ["line": 1, "character": 12]])
    }
  }

  /// A partial a sheet of the project imports is diagnosed as `stylec lint DIR` lints it: as its
  /// importer reads it, so what the importer imports before it is defined (read alone it is
  /// not), and its own mistakes are still shown.
  @Test func aPartialIsDiagnosedAsItsImporterReadsIt() throws {
    try withFiles([
      "colors.cas": "$accent = red\n",
      "buttons.cas": "UIButton\n  tint-color $accent\nUILabel\n  txt-color red\n",
      "main.cas": "@import \"colors.cas\"\n@import \"buttons.cas\"\n",
    ]) { directory in
      let uri = Self.uri(of: "buttons.cas", in: directory)
      let session = try Self.serve(
        [Self.initialize(root: directory), Self.open(uri, try text(directory, "buttons.cas"))] + Self.shutdown
      )
      let diagnostics = session.published.last?["diagnostics"]?.array ?? []
      #expect(diagnostics.map { $0["code"] } == ["unknown-property"], "\(diagnostics)")
      #expect(diagnostics.first?["range"]?["start"] == ["line": 3, "character": 2])
      let lint = runStylec(["lint", directory.path])
      #expect(!lint.output.contains("is not defined"), "\(lint.output)")
    }
  }

  /// From the partial itself, its importers' definitions are the ones it reads: go to
  /// definition reaches them, references list every use, a rename edits them all.
  @Test func aPartialNavigatesToTheDefinitionsItsImportersRead() throws {
    let (session, uri) = try Self.serveProject(
      [
        "def.cas": "$x = red\n@mixin m\n  alpha 1\n",
        "o.cas": "UILabel\n  text-color $x\n  @include m\n",
        "main.cas": "@import \"def.cas\"\n@import \"o.cas\"\nUIView\n  tint-color $x\n",
        "lone.cas": "UIView\n  tint-color $x\n",
      ], opening: "o.cas", arguments: ["--dialect", "stylec"]
    ) { uri in
      [
        Self.at(2, "textDocument/definition", uri("o.cas"), 1, 14),
        Self.at(3, "textDocument/definition", uri("o.cas"), 2, 12),
        Self.at(4, "textDocument/references", uri("o.cas"), 1, 14, ["context": ["includeDeclaration": true]]),
        Self.at(5, "textDocument/rename", uri("o.cas"), 1, 14, ["newName": "$y"]),
      ]
    }
    #expect(
      session.response(2)?["result"] == [["uri": .string(uri("def.cas")), "range": Self.range(0, 0, 0, 8)]])
    #expect(session.response(3)?["result"]?.array?.first?["uri"] == .string(uri("def.cas")))
    let referenced = Set(session.response(4)?["result"]?.array?.compactMap { $0["uri"]?.string } ?? [])
    #expect(referenced == [uri("def.cas"), uri("o.cas"), uri("main.cas")])
    let changes = session.response(5)?["result"]?["changes"]
    #expect(changes?[uri("o.cas")] == [["range": Self.range(1, 13, 1, 15), "newText": "$y"]])
    #expect(changes?[uri("def.cas")] == [["range": Self.range(0, 0, 0, 2), "newText": "$y"]])
    #expect(changes?[uri("lone.cas")] == nil)
    // Through another sheet, the definition read last before the partial, in the load's order;
    // imported twice, the one read at each import; never one written after the import (here
    // after an indented mixin, whose body runs on to the import's line).
    try withFiles([
      "main.cas": "$a = red\n@mixin m\n  alpha 1\n@import \"mid.cas\"\n$a = blue\n@import \"card.cas\"\n",
      "mid.cas": "$a = orange\n@import \"card.cas\"\n",
      "card.cas": "UILabel\n  text-color $a\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("card.cas"), try text(directory, "card.cas")),
          Self.at(2, "textDocument/definition", uri("card.cas"), 1, 14),
        ] + Self.shutdown)
      let found = session.response(2)?["result"]?.array?.map {
        [
          $0["uri"]?.string.map { String($0.split(separator: "/").last!) },
          $0["range"]?["start"]?["line"]?.integer.map(String.init),
        ]
      }
      #expect(found == [["mid.cas", "0"], ["main.cas", "4"]], "\(String(describing: found))")
    }
  }

  /// Completion after `$` in a partial offered only the configuration's variables: those its
  /// importers give it where they import it come too, with their values.
  @Test func aPartialCompletesTheVariablesItsImportersGiveIt() throws {
    try withFiles([
      "main.cas": "$accent = red\n@import \"card.cas\"\n$late = blue\n",
      "card.cas": "UILabel\n  text-color $\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("card.cas"), try text(directory, "card.cas")),
          Self.at(2, "textDocument/completion", uri("card.cas"), 1, 14),
        ] + Self.shutdown)
      let items =
        session.response(2)?["result"]?["items"]?.array ?? session.response(2)?["result"]?.array ?? []
      let labels = items.compactMap { $0["label"]?.string }
      #expect(labels.contains("$accent"), "\(labels)")
      #expect(!labels.contains("$late"))
    }
  }

  /// In a workspace opened through a link, the files the client has not opened are named
  /// through the link, as the documents it opens are (references named them by their real
  /// paths, which an editor took for other files).
  @Test func aWorkspaceOpenedThroughALinkNamesItsFilesThroughIt() throws {
    try withFiles([
      "def.cas": "$x = red\n", "use.cas": "@import \"def.cas\"\nUIView\n  tint-color $x\n",
    ]) { directory in
      let link = directory.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: directory.path)
      defer { try? FileManager.default.removeItem(at: link) }
      let uri = DocumentURI.uri(ofPath: link.appendingPathComponent("def.cas").path)
      let session = try Self.serve(
        [
          Self.request(
            1, "initialize", ["capabilities": [:], "workspaceFolders": Self.folders([link.path])]),
          Self.open(uri, try text(directory, "def.cas")),
          Self.at(2, "textDocument/references", uri, 0, 1, ["context": ["includeDeclaration": true]]),
        ] + Self.shutdown)
      let named = Set(session.response(2)?["result"]?.array?.compactMap { $0["uri"]?.string } ?? [])
      #expect(named == [uri, DocumentURI.uri(ofPath: link.appendingPathComponent("use.cas").path)])
    }
  }

  /// Hover on a variable a partial reads from its importers showed nothing (read alone, the
  /// partial has no such variable): each importer's value where it imports the partial.
  @Test func aPartialsVariableHoversWithItsImportersValues() throws {
    try withFiles([
      "main.cas": "$a = red\n@import \"card.cas\"\n",
      "card.cas": "UILabel\n  text-color $a\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("card.cas"), try text(directory, "card.cas")),
          Self.at(2, "textDocument/hover", uri("card.cas"), 1, 14),
          // The importer edited in the editor: the next hover reads it anew, not as last loaded.
          Self.open(uri("main.cas"), try text(directory, "main.cas")),
          Self.change(uri("main.cas"), version: 2, [["text": "$a = blue\n@import \"card.cas\"\n"]]),
          Self.at(3, "textDocument/hover", uri("card.cas"), 1, 14),
        ] + Self.shutdown)
      #expect(
        session.response(2)?["result"]?["contents"]?["value"]
          == "**$a**: `#ff0000` (as main.cas gives it where it imports this file)")
      #expect(
        session.response(3)?["result"]?["contents"]?["value"]
          == "**$a**: `#0000ff` (as main.cas gives it where it imports this file)")
    }
  }

  /// A partial's mixin is worked out where its importer includes it: hover in its body shows
  /// each include's value, and go to definition on a variable there leads to the importer's
  /// definitions, even one after the import (both showed nothing).
  @Test func aPartialsMixinBodyHoversAndNavigatesAsItsImportersIncludeIt() throws {
    let (session, uri) = try Self.serveProject(
      [
        "main.cas": "@import \"_m.cas\"\n$base = 4\nUIView\n  @include pad(2)\nUILabel\n  @include pad(3)\n",
        "_m.cas": "@mixin pad($x) {\n  padding $x + $base\n}\n",
      ], opening: "_m.cas"
    ) { uri in
      [
        Self.at(2, "textDocument/hover", uri("_m.cas"), 1, 16),
        Self.at(3, "textDocument/definition", uri("_m.cas"), 1, 16),
      ]
    }
    let hover = try #require(session.response(2)?["result"]?["contents"]?["value"]?.string)
    #expect(hover.contains("`6`") && hover.contains("`7`"), "\(hover)")
    let targets = session.response(3)?["result"]?.array ?? []
    #expect(targets.map { $0["uri"]?.string } == [uri("main.cas")])
    #expect(targets.first?["range"]?["start"] == ["line": 1, "character": 0])
  }

  /// A partial that uses a variable without defining it, imported by a sheet that reads the
  /// definition first, is one of the definition's uses: references list it and a rename
  /// edits it; a sheet that reads another definition beside it refuses the rename.
  @Test func aPartialUsingItsImportersDefinitionIsAUse() throws {
    try withFiles([
      "def.cas": "$x = red\n",
      "o.cas": "UILabel\n  text-color $x\n",
      "main.cas": "@import \"def.cas\"\n@import \"o.cas\"\n",
      "lone.cas": "UIView\n  tint-color $x\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("def.cas"), try text(directory, "def.cas")),
          Self.at(
            2, "textDocument/references", uri("def.cas"), 0, 1, ["context": ["includeDeclaration": true]]),
          Self.at(3, "textDocument/rename", uri("def.cas"), 0, 1, ["newName": "$y"]),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      let referenced = session.response(2)?["result"]?.array?.compactMap { $0["uri"]?.string } ?? []
      #expect(referenced == [uri("def.cas"), uri("o.cas")])
      let changes = session.response(3)?["result"]?["changes"]
      #expect(changes?[uri("o.cas")] == [["range": Self.range(1, 13, 1, 15), "newText": "$y"]])
      // A sheet that imports no definition of it is another's.
      #expect(changes?[uri("lone.cas")] == nil)
    }
    try withFiles([
      "def.cas": "$x = red\n", "z.cas": "$x = blue\n",
      "o.cas": "UILabel\n  text-color $x\n",
      "main.cas": "@import \"def.cas\"\n@import \"z.cas\"\n@import \"o.cas\"\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("def.cas"), try text(directory, "def.cas")),
          Self.at(2, "textDocument/rename", uri("def.cas"), 0, 1, ["newName": "$y"]),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      let message = session.response(2)?["error"]?["message"]?.string ?? ""
      #expect(message.contains("main.cas' reads it from"), "\(message)")
    }
  }

  /// References on an `@import` list every statement of the project that imports the same
  /// file (the file first, with the declaration); on an `@extend`, the rules it names and every
  /// `@extend` of them.
  @Test func referencesFollowImportsAndExtends() throws {
    try withFiles([
      "colors.css": ".card { alpha: 1 }\n",
      "main.css": "@import \"colors.css\";\nUILabel { @extend .card; }\n",
      "other.css": "@imp\\6frt \"colors.css\";\nUIView { @extend .card; }\n",
      "own.css": ".card { alpha: 0 }\nUISwitch { @extend .card; }\n",
      "none.css": "UIView { alpha: 1 }\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("main.css"), try text(directory, "main.css")),
          Self.at(
            2, "textDocument/references", uri("main.css"), 0, 10, ["context": ["includeDeclaration": true]]),
          Self.at(
            3, "textDocument/references", uri("main.css"), 0, 2, ["context": ["includeDeclaration": false]]),
          Self.at(
            4, "textDocument/references", uri("main.css"), 1, 20, ["context": ["includeDeclaration": true]]),
        ] + Self.shutdown)
      func places(_ id: Int) -> [String] {
        (session.response(id)?["result"]?.array ?? []).map {
          "\($0["uri"]?.string?.split(separator: "/").last ?? "?") \($0["range"]?["start"]?["line"]?.integer ?? -1)"
        }
      }
      #expect(places(2) == ["colors.css 0", "main.css 0", "other.css 0"])
      #expect(places(3) == ["main.css 0", "other.css 0"])
      // `own.css` extends a rule of its own.
      #expect(places(4) == ["colors.css 0", "main.css 1", "other.css 1"])
    }
  }

  /// A class is no mixin of its name, and a word in a comment no variable: nothing to go to.
  @Test func navigationFollowsOnlyNamesWrittenAsNames() throws {
    let uri = "untitled:mixins.cas"
    let text = "@mixin rounded\n  corner-radius 4\n.rounded\n  @include rounded\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.at(2, "textDocument/definition", uri, 2, 3),
        Self.at(3, "textDocument/references", uri, 2, 3, ["context": ["includeDeclaration": true]]),
        Self.at(4, "textDocument/definition", uri, 3, 13),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    #expect(session.response(2)?["result"] == [])
    #expect(session.response(3)?["result"] == [])
    #expect(session.response(4)?["result"]?.array?.first?["range"] == Self.range(0, 0, 0, 14))
  }

  /// InterfaCSS's `@` variables complete with their sigil, typed or not.
  @Test func atVariablesCompleteWithTheirSigil() throws {
    let uri = "untitled:vars.css"
    let text = "@ab: red;\n@other: blue;\nUILabel { text-color: @; tint-color: @a; }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.at(2, "textDocument/completion", uri, 2, 23),
        Self.at(3, "textDocument/completion", uri, 2, 39),
      ] + Self.shutdown, arguments: ["--dialect", "interfacss"])
    let all = session.response(2)?["result"]?["items"]?.array ?? []
    #expect(all.compactMap { $0["label"]?.string } == ["@ab", "@other"])
    #expect(all.first?["textEdit"]?["range"] == Self.range(2, 22, 2, 23))
    let typed = session.response(3)?["result"]?["items"]?.array ?? []
    #expect(typed.compactMap { $0["label"]?.string } == ["@ab"])
    #expect(typed.first?["textEdit"]?["range"] == Self.range(2, 37, 2, 39))
  }

  /// A document whose text starts with a byte-order mark: positions count the mark, as the
  /// client's do, on every request and through edits, and the sheet is read without it.
  @Test func aDocumentStartingWithAByteOrderMarkIsReadWithoutIt() throws {
    let uri = "untitled:mark.css"
    let text = "\u{FEFF}$ab: 0.5;\n.d { alpha: $ab; }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.at(2, "textDocument/definition", uri, 1, 14),
        Self.at(3, "textDocument/references", uri, 0, 2, ["context": ["includeDeclaration": true]]),
        // `$ab` becomes `$abc` on the first line, and the mark is deleted.
        Self.change(uri, version: 2, [["range": Self.range(0, 4, 0, 4), "text": "c"]]),
        Self.at(4, "textDocument/references", uri, 0, 2, ["context": ["includeDeclaration": true]]),
        Self.change(uri, version: 3, [["range": Self.range(0, 0, 0, 1), "text": ""]]),
        Self.at(5, "textDocument/references", uri, 0, 1, ["context": ["includeDeclaration": true]]),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    #expect(
      session.response(2)?["result"]?.array?.first?["range"]?["start"] == ["line": 0, "character": 1])
    #expect(
      session.response(3)?["result"]?.array?.map { $0["range"] } == [
        Self.range(0, 1, 0, 4), Self.range(1, 12, 1, 15),
      ])
    #expect(session.response(4)?["result"]?.array?.map { $0["range"] } == [Self.range(0, 1, 0, 5)])
    #expect(session.response(5)?["result"]?.array?.map { $0["range"] } == [Self.range(0, 0, 0, 4)])
  }

  /// A partial's definitions are judged as `stylec lint DIR` judges them: one a sheet
  /// importing it uses (an open buffer's text counting) is not unused.
  @Test func aPartialsDefinitionsUsedByItsImportersAreNotUnused() throws {
    try withFiles([
      "colors.cas": "$x = red\n$spare = 1\n@mixin card\n  alpha 1\n",
      "main.cas": "@import \"colors.cas\"\nUILabel\n  text-color $x\n",
      "other.cas": "@import \"colors.cas\"\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      func published(opening others: [JSONValue]) throws -> [String] {
        let session = try Self.serve(
          [Self.initialize(root: directory)] + others
            + [
              Self.open(uri("colors.cas"), try text(directory, "colors.cas")),
              Self.at(2, "textDocument/hover", uri("colors.cas"), 0, 1),
            ] + Self.shutdown, arguments: ["--dialect", "stylec"])
        let colors = session.published.last { $0["uri"] == .string(uri("colors.cas")) }
        return colors?["diagnostics"]?.array?.compactMap { $0["message"]?.string } ?? []
      }
      let alone = try published(opening: [])
      #expect(
        alone == [
          "variable '$spare' is never used", "mixin 'card' is never included, so its body is never checked",
        ])
      // An importer open in the editor, including the mixin, counts by its buffer.
      let including = Self.open(uri("other.cas"), "@import \"colors.cas\"\nUIView\n  @include card\n")
      let withImporter = try published(opening: [including])
      #expect(withImporter == ["variable '$spare' is never used"])
    }
  }

  /// Go to definition on a variable defined again goes to the definition the value there
  /// reads: the last before it; on a definition, to itself.
  @Test func definitionGoesToTheDefinitionAValueReads() throws {
    let uri = "untitled:again.css"
    let text = "$tone = red;\nUILabel { text-color: $tone; }\n$tone = blue;\nUIView { tint-color: $tone; }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.at(2, "textDocument/definition", uri, 1, 24),
        Self.at(3, "textDocument/definition", uri, 3, 23),
        Self.at(4, "textDocument/definition", uri, 2, 2),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    func lines(_ id: Int) -> [Int] {
      session.response(id)?["result"]?.array?.compactMap { $0["range"]?["start"]?["line"]?.integer } ?? []
    }
    #expect(lines(2) == [0])
    #expect(lines(3) == [2])
    #expect(lines(4) == [2])
  }

  /// In a mixin's body, which each include works out with the definition before it, a
  /// variable defined more than once goes to every definition.
  @Test func definitionInAMixinsBodyGoesToEveryDefinition() throws {
    let uri = "untitled:body.css"
    let text = "$a: 1;\n@mixin m { alpha: $a; }\n$a: 5;\nUIView { @include m; }\n"
    let session = try Self.serve(
      [Self.initialize, Self.open(uri, text), Self.at(2, "textDocument/definition", uri, 1, 19)]
        + Self.shutdown, arguments: ["--dialect", "stylec"])
    let lines = session.response(2)?["result"]?.array?.compactMap { $0["range"]?["start"]?["line"]?.integer }
    #expect(lines == [0, 2])
  }

  /// A mixin defined again: an `@include` goes to the definition it includes, the last before it.
  @Test func definitionGoesToTheMixinAnIncludeIncludes() throws {
    let uri = "untitled:mixins.css"
    let text =
      "@mixin card { alpha: 0.5; }\nUILabel { @include card; }\n@mixin card { alpha: 0.9; }\nUIView { @include card; }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.at(2, "textDocument/definition", uri, 1, 20),
        Self.at(3, "textDocument/definition", uri, 3, 20),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    func lines(_ id: Int) -> [Int] {
      session.response(id)?["result"]?.array?.compactMap { $0["range"]?["start"]?["line"]?.integer } ?? []
    }
    #expect(lines(2) == [0])
    #expect(lines(3) == [2])
  }
}
