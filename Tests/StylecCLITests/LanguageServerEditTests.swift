import Foundation
import Stylec
import Testing

@testable import StylecCLI

/// `stylec lsp`'s edits and project-wide requests: formatting, colours, rename, references and
/// symbols across the workspace, selector hover, and imports read from open buffers.
extension LanguageServerTests {
  /// A request naming a document and a position in it.
  static func at(
    _ id: Int, _ method: String, _ uri: String, _ line: Int, _ character: Int,
    _ more: [String: JSONValue] = [:]
  ) -> JSONValue {
    var params: [String: JSONValue] = [
      "textDocument": ["uri": .string(uri)],
      "position": ["line": JSONValue(line), "character": JSONValue(character)],
    ]
    params.merge(more) { _, new in new }
    return request(id, method, .object(params))
  }

  /// `text` with the protocol's text edits applied (ASCII text: characters are bytes).
  static func applying(_ edits: [JSONValue], to text: String) throws -> String {
    // Split as bytes: a CRLF is one Character to Swift, and would hide its line feed.
    var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    func offset(_ position: JSONValue) throws -> Int {
      let line = try #require(position["line"]?.integer)
      let character = try #require(position["character"]?.integer)
      return lines.prefix(line).reduce(0) { $0 + $1.count + 1 } + character
    }
    var result = Array(text.utf8)
    // From the last, so that earlier offsets stand.
    let sorted = try edits.map { edit in
      (try offset(edit["range"]!["start"]!), try offset(edit["range"]!["end"]!), edit["newText"]!.string!)
    }.sorted { $0.0 > $1.0 }
    for (start, end, newText) in sorted { result.replaceSubrange(start..<end, with: Array(newText.utf8)) }
    lines = []
    return String(decoding: result, as: UTF8.self)
  }

  // MARK: Formatting

  @Test func formattingRewritesTheDocumentInFmtsHouseStyleWithOneEdit() throws {
    let uri = "untitled:format"
    let messy = "UILabel{color:red;alpha : 0.5}\n\n\nUIButton  { tint-color:blue }\n"
    let formatted = "UILabel {\n  color: red;\n  alpha: 0.5;\n}\n\nUIButton {\n  tint-color: blue;\n}\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, messy), Self.open("untitled:done", formatted),
        Self.open("untitled:broken", "UILabel {\n  color: red;\n"),
        Self.request(2, "textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": [:]]),
        Self.request(
          3, "textDocument/formatting", ["textDocument": ["uri": "untitled:done"], "options": [:]]),
        Self.request(
          4, "textDocument/formatting", ["textDocument": ["uri": "untitled:broken"], "options": [:]]),
      ] + Self.shutdown, arguments: ["--syntax", "css"])
    let edits = try #require(session.response(2)?["result"]?.array)
    #expect(edits.count == 1)
    #expect(try Self.applying(edits, to: messy) == formatted)
    // The same text `stylec fmt` writes.
    #expect(runStylec(["fmt", "--syntax", "css", "-"], input: messy).output == formatted)
    #expect(session.response(3)?["result"] == [])
    let refusal = try #require(session.response(4)?["error"])
    #expect(refusal["code"] == -32803)
    #expect(
      refusal["message"]?.string?.hasPrefix("the document is not formatted, as stylec fmt would not: line ")
        == true)
  }

  /// An untitled buffer is read, and formatted, in the syntax its language says: CSS's for
  /// `css`, Classy's for any other.
  @Test func anUntitledBufferTakesItsLanguagesSyntax() throws {
    let text = "UIView.a { alpha: 0.5; tint-color: red; }\n"
    func opened(_ uri: String, language: String) -> JSONValue {
      Self.notification(
        "textDocument/didOpen",
        [
          "textDocument": [
            "uri": .string(uri), "languageId": .string(language), "version": 1, "text": .string(text),
          ]
        ])
    }
    let session = try Self.serve(
      [
        Self.initialize, opened("untitled:one", language: "css"), opened("untitled:two", language: "stylec"),
        Self.request(
          2, "textDocument/formatting", ["textDocument": ["uri": "untitled:one"], "options": [:]]),
        Self.request(
          3, "textDocument/formatting", ["textDocument": ["uri": "untitled:two"], "options": [:]]),
      ] + Self.shutdown)
    let css = try Self.applying(try #require(session.response(2)?["result"]?.array), to: text)
    #expect(css == "UIView.a {\n  alpha: 0.5;\n  tint-color: red;\n}\n")
    let classy = try Self.applying(try #require(session.response(3)?["result"]?.array), to: text)
    #expect(classy == "UIView.a {\n  alpha: 0.5\n  tint-color: red\n}\n")
  }

  @Test func formattingKeepsWhatItDoesNotChangeOutsideItsEdit() throws {
    let uri = "untitled:tail"
    let text = "UILabel {\n  color: red;\n}\n\nUIButton {\n  alpha:0.5;\n}\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.request(2, "textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": [:]]),
      ] + Self.shutdown, arguments: ["--syntax", "css"])
    #expect(session.response(2)?["result"] == [["range": Self.range(5, 8, 5, 8), "newText": " "]])
  }

  // MARK: Colours

  @Test func colourValuesShowAsSwatchesAndAPickedColourIsWrittenAsHexOrRGB() throws {
    let uri = "untitled:colours"
    let text =
      ":root { --x: red; }\nUILabel {\n  color: #ff0000;\n  background-color: rgb(0 0 255 / 50%);\n  tint-color: var(--x);\n  alpha: 1;\n}\n$brand = blue;\nUIView { tint-color: $brand; }\n"
    func presentation(_ id: Int, _ red: Double, _ alpha: Double) -> JSONValue {
      Self.request(
        id, "textDocument/colorPresentation",
        [
          "textDocument": ["uri": .string(uri)], "range": Self.range(2, 9, 2, 16),
          "color": ["red": .number(red), "green": 0, "blue": 0, "alpha": .number(alpha)],
        ])
    }
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.request(2, "textDocument/documentColor", ["textDocument": ["uri": .string(uri)]]),
        presentation(3, 1, 1), presentation(4, 1, 0.5), presentation(5, 2, 1),
      ] + Self.shutdown, arguments: ["--dialect", "css"])
    #expect(
      session.response(2)?["result"] == [
        ["range": Self.range(0, 13, 0, 16), "color": ["red": 1, "green": 0, "blue": 0, "alpha": 1]],
        ["range": Self.range(2, 9, 2, 16), "color": ["red": 1, "green": 0, "blue": 0, "alpha": 1]],
        [
          "range": Self.range(3, 20, 3, 38),
          "color": ["red": 0, "green": 0, "blue": 1, "alpha": .number(0.5)],
        ],
        // None on `$brand`: a colour picked would replace the variable.
      ])
    func labels(_ id: Int) -> [String?]? {
      session.response(id)?["result"]?.array?.map { $0["label"]?.string }
    }
    #expect(labels(3) == ["#ff0000", "rgb(255, 0, 0)"])
    #expect(labels(4) == ["#ff000080", "rgba(255, 0, 0, 0.5)"])
    #expect(
      session.response(3)?["result"]?.array?.first?["textEdit"]
        == ["range": Self.range(2, 9, 2, 16), "newText": "#ff0000"])
    #expect(session.response(5)?["error"]?["code"] == -32602)
  }

  // MARK: Hover on selectors

  @Test func hoverOnASelectorShowsItsScoreAndSpecificity() throws {
    let uri = "untitled:selectors"
    let text = "UILabel.title > UIButton#go, UIView {\n  alpha: 1;\n}\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text), Self.hover(2, uri, 0, 3), Self.hover(3, uri, 1, 3),
      ] + Self.shutdown, arguments: ["--syntax", "css"])
    #expect(
      session.response(2)?["result"]?["contents"]?["value"]
        == "`UILabel.title > UIButton#go`: score 302007 (classy), specificity (1, 1, 2)\n\n`UIView`: score 4 (classy), specificity (0, 0, 1)"
    )
    #expect(session.response(2)?["result"]?["range"] == Self.range(0, 0, 0, 35))
    #expect(session.response(3)?["result"]?["contents"]?["value"]?.string?.hasPrefix("**alpha**") == true)
  }

  // MARK: The project's files

  /// A project of sheets: `colors.cas` defines `$accent`, `main.cas` and `other.cas` import
  /// it, `own.cas` defines an `$accent` of its own.
  static let project = [
    "colors.cas": "$accent = red\n",
    "main.cas":
      "@import \"colors.cas\"\n/* $accent in a comment */\nUILabel {\n  text-color $accent\n  background-color $accent\n}\n",
    "other.cas": "@import \"colors.cas\"\nUIButton {\n  tint-color $accent\n}\n",
    "own.cas": "$accent = blue\nUIView {\n  tint-color $accent\n}\n",
  ]

  static func initialize(root directory: URL) -> JSONValue {
    request(
      1, "initialize",
      ["capabilities": [:], "rootUri": .string(DocumentURI.uri(ofPath: directory.path))])
  }

  @Test func renameRewritesAVariableInEveryFileThatReadsItsDefinition() throws {
    try withFiles(Self.project) { directory in
      func uri(_ name: String) -> String {
        DocumentURI.uri(ofPath: directory.appendingPathComponent(name).path)
      }
      let main = uri("main.cas")
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(main, Self.project["main.cas"]!),
          Self.at(2, "textDocument/prepareRename", main, 3, 15),
          Self.at(3, "textDocument/rename", main, 3, 15, ["newName": "$brand"]),
          Self.at(4, "textDocument/rename", main, 3, 15, ["newName": "brand"]),
          Self.at(5, "textDocument/prepareRename", main, 2, 3),
          Self.at(6, "textDocument/prepareRename", main, 1, 6),
        ] + Self.shutdown)
      #expect(
        session.response(2)?["result"] == ["range": Self.range(3, 13, 3, 20), "placeholder": "$accent"])
      let changes = try #require(session.response(3)?["result"]?["changes"])
      #expect(
        changes == [
          uri("main.cas"): [
            ["range": Self.range(3, 13, 3, 20), "newText": "$brand"],
            ["range": Self.range(4, 19, 4, 26), "newText": "$brand"],
          ],
          uri("colors.cas"): [["range": Self.range(0, 0, 0, 7), "newText": "$brand"]],
          uri("other.cas"): [["range": Self.range(2, 13, 2, 20), "newText": "$brand"]],
        ])
      #expect(session.response(4)?["error"]?["code"] == -32803)
      #expect(
        session.response(4)?["error"]?["message"] == "'brand' cannot replace '$accent': write $ and a name")
      #expect(
        session.response(5)?["error"]?["message"]
          == "'UILabel' is not a variable, custom property or mixin this sheet defines or reads")
      // In a comment: no use of the name.
      #expect(session.response(6)?["error"]?["code"] == -32803)
    }
  }

  @Test func renameAndReferencesOfACustomPropertyAndAMixinCoverTheWorkspace() throws {
    try withFiles([
      "a.css":
        ":root { --ink: red; }\n@mixin card { alpha: 1; }\nUILabel { color: var(--ink); @include card; }\n",
      "b.css": "UIButton { tint-color: var(--ink); card: 1; }\n",
    ]) { directory in
      let a = DocumentURI.uri(ofPath: directory.appendingPathComponent("a.css").path)
      let b = DocumentURI.uri(ofPath: directory.appendingPathComponent("b.css").path)
      let text = try String(contentsOf: directory.appendingPathComponent("a.css"), encoding: .utf8)
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(a, text),
          Self.at(2, "textDocument/rename", a, 0, 9, ["newName": "--pen"]),
          Self.at(3, "textDocument/references", a, 2, 40, ["context": ["includeDeclaration": false]]),
          Self.at(4, "textDocument/references", a, 2, 40, ["context": ["includeDeclaration": true]]),
          Self.at(5, "textDocument/rename", a, 1, 8, ["newName": "$card"]),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      #expect(
        session.response(2)?["result"]?["changes"] == [
          a: [
            ["range": Self.range(0, 8, 0, 13), "newText": "--pen"],
            ["range": Self.range(2, 21, 2, 26), "newText": "--pen"],
          ],
          b: [["range": Self.range(0, 27, 0, 32), "newText": "--pen"]],
        ])
      // The mixin's uses: its name after @include, never the property of that name.
      #expect(session.response(3)?["result"] == [["uri": .string(a), "range": Self.range(2, 38, 2, 42)]])
      #expect(
        session.response(4)?["result"] == [
          ["uri": .string(a), "range": Self.range(1, 7, 1, 11)],
          ["uri": .string(a), "range": Self.range(2, 38, 2, 42)],
        ])
      #expect(session.response(5)?["error"]?["code"] == -32803)
    }
  }

  @Test func workspaceSymbolsListTheDefinitionsOfEverySheetInTheFolders() throws {
    try withFiles(Self.project) { directory in
      try withFiles(["dark.cas": "$accent-dark = black\n"]) { extra in
        let added = DocumentURI.uri(ofPath: extra.path)
        let session = try Self.serve(
          [
            Self.request(
              1, "initialize",
              [
                "capabilities": [:],
                "workspaceFolders": [["uri": .string(DocumentURI.uri(ofPath: directory.path)), "name": "p"]],
              ]),
            Self.request(2, "workspace/symbol", ["query": "acnt"]),
            Self.notification(
              "workspace/didChangeWorkspaceFolders",
              ["event": ["added": [["uri": .string(added), "name": "x"]], "removed": []]]),
            Self.request(3, "workspace/symbol", ["query": "dark"]),
            Self.request(4, "workspace/symbol", [:]),
          ] + Self.shutdown)
        let found = try #require(session.response(2)?["result"]?.array)
        #expect(
          found.map { $0["location"]!["uri"]!.string!.split(separator: "/").last!.description } == [
            "colors.cas", "own.cas",
          ])
        #expect(found.allSatisfy { $0["name"] == "$accent" && $0["kind"] == 13 })
        // After the folders changed, the one added is searched too.
        let dark = try #require(session.response(3)?["result"]?.array)
        #expect(dark.map { $0["name"] } == ["$accent-dark"])
        #expect(
          dark.first?["location"]?["uri"]
            == .string(DocumentURI.uri(ofPath: extra.appendingPathComponent("dark.cas").path)))
        #expect(session.response(4)?["error"]?["code"] == -32602)
      }
    }
  }

  @Test func importsAreReadFromOpenBuffersAndImportersFollowTheirChanges() throws {
    try withFiles(Self.project) { directory in
      func uri(_ name: String) -> String {
        DocumentURI.uri(ofPath: directory.appendingPathComponent(name).path)
      }
      let main = "@import \"colors.cas\"\nUILabel {\n  text-color $extra\n}\n"
      let opening: [JSONValue] = [
        Self.initialize(root: directory),
        Self.open(uri("colors.cas"), "$accent = red\n$extra = blue\n"),
        Self.open(uri("main.cas"), main),
        // Read once here, with the buffer as it stands.
        Self.request(2, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri("main.cas"))]]),
      ]
      func mainsDiagnostics(_ session: Session) -> [JSONValue?]? {
        session.published.last { $0["uri"] == .string(uri("main.cas")) }?["diagnostics"]?.array?.map {
          $0["code"]
        }
      }
      // The file on disk has no $extra; the buffer has.
      #expect(mainsDiagnostics(try Self.serve(opening + Self.shutdown)) == [])
      // Edited away in the buffer: main is read again.
      let edited = try Self.serve(
        opening + [Self.change(uri("colors.cas"), version: 2, [["text": "$accent = red\n"]])] + Self.shutdown)
      #expect(mainsDiagnostics(edited) == ["undefined-variable"])
    }
  }

  /// A sheet changed on disk between two searches shows its new symbols, with no notice from
  /// the client (the symbols of a file unchanged are kept, not read again).
  @Test func workspaceSymbolsFollowAFileChangedOnDisk() throws {
    try withFiles(["a.cas": "$first = 1\n"]) { directory in
      let (server, written) = try Self.server(input: -1)
      func names(_ id: Int) throws -> [JSONValue?]? {
        _ = server.handle(Self.request(id, "workspace/symbol", ["query": ""]).text)
        return try Self.frames(written.output).last?["result"]?.array?.map { $0["name"] }
      }
      _ = server.handle(Self.initialize(root: directory).text)
      #expect(try names(2) == ["$first"])
      #expect(try names(3) == ["$first"])
      try "$second = 2\n$third = 3\n".write(
        toFile: directory.appendingPathComponent("a.cas").path, atomically: true, encoding: .utf8)
      #expect(try names(4) == ["$second", "$third"])
    }
  }

  /// The search for a workspace's sheets stops after as many directories as it may list, and
  /// says so.
  @Test func theSearchForAWorkspacesSheetsIsBounded() throws {
    try withFiles(["a/x.cas": "", "a/b/y.cas": "", "a/b/c/z.cas": ""]) { directory in
      let whole = StylesheetDiscovery.stylesheets(under: directory.path)
      #expect(whole.sheets.count == 3)
      #expect(whole.unread == nil)
      let bounded = StylesheetDiscovery.stylesheets(under: directory.path, mostDirectories: 2)
      #expect(bounded.sheets.map { URL(fileURLWithPath: $0).lastPathComponent } == ["x.cas"])
      #expect(bounded.unread?.reason == "it holds more than 2 directories; the rest are not searched")
    }
  }

  // MARK: Declaring a type

  @Test(arguments: [
    ("{}", LanguageServer.TypesInsertion.beforeClosingBrace(offset: 1, isEmpty: true)),
    ("{\n  \"rules\": {}\n}\n", .beforeClosingBrace(offset: 15, isEmpty: false)),
    ("{\"types\": {}}", .intoTypes(offset: 11, isEmpty: true)),
    ("{\"types\": { \"A\": \"UIView\" }}", .intoTypes(offset: 11, isEmpty: false)),
    ("{\"types\":{\"A\":\"UIView\"}}", .intoTypes(offset: 10, isEmpty: false)),
    // A key written with an escape is the key it decodes to.
    ("{\"typ\\u0065s\": {}}", .intoTypes(offset: 16, isEmpty: true)),
    ("{\"x\": \"{\\\"types\", \"y\": {\"types\": {}}, \"types\": {}}", .intoTypes(offset: 48, isEmpty: true)),
  ])
  func aTypeIsDeclaredInTheTypesObjectOrANewOne(text: String, expected: LanguageServer.TypesInsertion) {
    #expect(LanguageServer.typesInsertion(in: Array(text.utf8)) == expected)
  }

  @Test func aConfigurationThatIsNoObjectTakesNoType() {
    #expect(LanguageServer.typesInsertion(in: Array("[1]".utf8)) == nil)
    #expect(LanguageServer.typesInsertion(in: Array("{\"types\": ".utf8)) == nil)
  }

  /// The quick fix for an unknown type edits the project's configuration so that lint then
  /// knows it; without one, a client that creates files is offered a new one.
  @Test func anUnknownTypeCanBeDeclaredInTheConfiguration() throws {
    let sheet = "ProfileHeader {\n  alpha: 1;\n}\n"
    let diagnostic: JSONValue = [
      "range": Self.range(0, 0, 0, 13), "source": "stylec", "code": "unknown-type", "message": "m",
    ]
    func actions(in directory: URL, creatingFiles: Bool) throws -> [JSONValue] {
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.css").path)
      let capabilities: JSONValue =
        creatingFiles
        ? ["workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["create"]]]] : [:]
      let session = try Self.serve(
        [
          Self.request(1, "initialize", ["capabilities": capabilities]), Self.open(uri, sheet),
          Self.request(
            2, "textDocument/codeAction",
            [
              "textDocument": ["uri": .string(uri)], "range": Self.range(0, 0, 0, 0),
              "context": ["diagnostics": [diagnostic]],
            ]),
        ] + Self.shutdown)
      return try #require(session.response(2)?["result"]?.array)
    }
    try withFiles(["main.css": sheet, ".stylec.json": "{\n  \"types\": { \"Card\": \"UIView\" }\n}\n"]) {
      directory in
      let configuration = directory.appendingPathComponent(".stylec.json")
      #expect(runStylec(["lint", directory.appendingPathComponent("main.css").path]).status == .failure)
      let found = try actions(in: directory, creatingFiles: false)
      #expect(found.map { $0["title"] } == ["Declare 'ProfileHeader' in .stylec.json (as a UIView)"])
      let edits = try #require(
        found.first?["edit"]?["changes"]?[DocumentURI.uri(ofPath: configuration.path)]?.array)
      let edited = try Self.applying(edits, to: String(contentsOf: configuration, encoding: .utf8))
      #expect(edited == "{\n  \"types\": { \"ProfileHeader\": \"UIView\", \"Card\": \"UIView\" }\n}\n")
      try edited.write(to: configuration, atomically: true, encoding: .utf8)
      #expect(runStylec(["lint", directory.appendingPathComponent("main.css").path]).status == .success)
    }
    try withFiles(["main.css": sheet]) { directory in
      #expect(try actions(in: directory, creatingFiles: false) == [])
      let created = try #require(
        try actions(in: directory, creatingFiles: true).first?["edit"]?["documentChanges"])
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent(".stylec.json").path)
      #expect(
        created.array?.first == ["kind": "create", "uri": .string(uri), "options": ["ignoreIfExists": true]])
      #expect(
        created.array?.last?["edits"]?.array?.first?["newText"]
          == "{\n  \"types\": { \"ProfileHeader\": \"UIView\" }\n}\n")
    }
    // A directory others may write in: its configuration is passed over, and none made there
    // would be read; one standing there is never written over (it would be no JSON).
    for standing in [false, true] {
      try withFiles(standing ? ["main.css": sheet, ".stylec.json": "{}\n"] : ["main.css": sheet]) {
        directory in
        #expect(chmod(directory.path, 0o777) == 0)
        let offered = try actions(in: directory, creatingFiles: true)
        #expect(offered == [], "\(standing)")
      }
    }
  }

  /// A property offered says its type; an alias, the property it stands for.
  @Test func completedPropertiesSayTheirTypeAndAliasesWhatTheyStandFor() throws {
    let uri = "untitled:details"
    let text = "UIView {\n  corner-r\n}\nUIButton {\n  title-col\n}\n"
    func completion(_ id: Int, _ line: Int, _ character: Int) -> JSONValue {
      Self.at(id, "textDocument/completion", uri, line, character)
    }
    let session = try Self.serve(
      [Self.initialize, Self.open(uri, text), completion(2, 1, 10), completion(3, 4, 11)] + Self.shutdown,
      arguments: ["--syntax", "css"])
    func items(_ id: Int) -> [JSONValue]? { session.response(id)?["result"]?["items"]?.array }
    #expect(items(2)?.map { $0["label"] } == ["corner-radius"])
    #expect(items(2)?.first?["detail"] == "alias of layer.corner-radius")
    #expect(items(3)?.map { $0["label"] } == ["title-color"])
    #expect(items(3)?.first?["detail"] == "color")
  }

  /// In a block of nested properties, the properties of the object it names are completed,
  /// and their values.
  @Test func aNestedPropertyBlockCompletesItsObjectsProperties() throws {
    let labels = try Self.completions("UIView {\n  layer @{\n    corner-r‸\n  }\n}\n").labels
    #expect(labels == ["corner-radius"])
    #expect(try Self.completions("UIView {\n  layer @{\n    alph‸\n  }\n}\n").labels == [])
    #expect(
      try Self.completions("UIView {\n  layer @{\n    masks-to-bounds: ‸\n  }\n}\n").labels.contains("true"))
  }

  /// A mixin's declarations become those of the rules including it: its body completes their
  /// types' properties; a rule of `^Type` completes the type's.
  @Test func aMixinsBodyAndASubclassRuleCompleteTheirTypesProperties() throws {
    let mixin = "@mixin m {\n  alpha: 1;\n  title-c‸\n}\nUIButton { @include m; }\n"
    #expect(try Self.completions(mixin).labels == ["title-color"])
    // A body with nothing loaded yet but the word being typed: by where the includes stand.
    let empty = "@mixin m {\n  title-c‸\n}\nUIButton { @include m; }\n"
    #expect(try Self.completions(empty).labels == ["title-color"])
    #expect(try Self.completions("^UIButton {\n  alpha: 1;\n  title-c‸\n}\n").labels == ["title-color"])
    #expect(try Self.completions("^UIButton {\n  title-c‸").labels == ["title-color"])
  }

  /// A property's argument completes with the values the property takes for it, not the
  /// selectors' pseudo-classes.
  @Test func aPropertysArgumentCompletesItsValues() throws {
    let states = try Self.completions("UIButton {\n  title-color[state:‸]: red;\n}\n").labels
    #expect(states.contains("highlighted") && states.contains("selected"))
    #expect(!states.contains("nth-child"))
    let typed = try Self.completions("UIButton {\n  title-color[state:hi‸]: red;\n}\n").labels
    #expect(typed == ["highlighted", "highlighted-focused"], "\(typed)")
    // With a space after the colon, and a property written in camelCase, as lint reads them.
    let spaced = try Self.completions("UIButton {\n  titleColor[state: hi‸]: red;\n}\n").labels
    #expect(spaced == ["highlighted", "highlighted-focused"], "\(spaced)")
  }

  /// Lines that end with a carriage return alone are lines, as the lexer reads them.
  @Test func linesEndingInACarriageReturnAloneAreLines() throws {
    let uri = "untitled:cr.cas"
    let text = "UIButton\r  alpha 1\r  content-horizontal-alignment \r  title-col\r"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text), Self.at(2, "textDocument/completion", uri, 2, 31),
        Self.at(3, "textDocument/completion", uri, 3, 11),
      ] + Self.shutdown)
    func labels(_ id: Int) -> [String] {
      session.response(id)?["result"]?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    }
    #expect(labels(2).contains("center"))
    #expect(labels(3) == ["title-color"])
  }

  /// In a mixin's body its parameters are variables in scope, whatever the property.
  @Test func aMixinsParametersAreCompletedInItsBody() throws {
    let mixin = "$pad: 4;\n@mixin m($radius, $tint: red) {\n  corner-radius: $‸;\n}\n"
    #expect(try Self.completions(mixin).labels.sorted() == ["$pad", "$radius", "$tint"])
    #expect(try Self.completions("@mixin m($radius) { }\nUIView { corner-radius: $‸; }\n").labels == [])
  }

  @Test func anIncludeIsCompletedWithTheMixinsInScope() throws {
    let prelude = "@mixin card { alpha: 1; }\n@mixin cardHeader { alpha: 0.5; }\n@mixin plain { alpha: 1; }\n"
    #expect(
      try Self.completions(prelude + "UILabel {\n  @include ca‸\n}\n").labels == ["card", "cardHeader"])
    // An argument is a value: the variables in scope, not mixins.
    #expect(
      try Self.completions("$tone: red;\n" + prelude + "UILabel {\n  @include card(‸\n}\n").labels == [
        "$tone"
      ])
    // Not one defined after the include, which cannot use it.
    #expect(
      try Self.completions("UILabel {\n  @include ca‸\n}\n" + prelude).labels == [])
  }

  /// A property a superclass declares says which one.
  @Test func hoverOnAnInheritedPropertySaysWhichTypeDeclaresIt() throws {
    let uri = "untitled:owner"
    let session = try Self.serve(
      [Self.initialize, Self.open(uri, "UILabel {\n  tint-color: red;\n}\n"), Self.hover(2, uri, 1, 4)]
        + Self.shutdown, arguments: ["--syntax", "css"])
    let value = try #require(session.response(2)?["result"]?["contents"]?["value"]?.string)
    #expect(
      value.hasPrefix("**tint-color** on UILabel (declared by UIView): `color`, inherited\n\nexpects a color")
    )
  }

  /// A property whose value has an error (the declaration does not load) still shows its type:
  /// what the author needs just then. A selector's word in a rule is no property.
  @Test func hoverOnAPropertyWhoseValueHasAnErrorShowsItsType() throws {
    let uri = "untitled:broken"
    let text = "UILabel {\n  text-color: $acent;\n  alpha: 2 / 0;\n  UIButton { alpha: 1; }\n}\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text), Self.hover(2, uri, 1, 4), Self.hover(3, uri, 2, 3),
        Self.hover(4, uri, 3, 4),
      ] + Self.shutdown, arguments: ["--syntax", "css"])
    func value(_ id: Int) -> String? { session.response(id)?["result"]?["contents"]?["value"]?.string }
    #expect(value(2)?.hasPrefix("**text-color** on UILabel: `color`") == true)
    #expect(session.response(2)?["result"]?["range"] == Self.range(1, 2, 1, 12))
    #expect(value(3)?.hasPrefix("**alpha** on UILabel (declared by UIView): `number(0...1)`") == true)
    #expect(value(4)?.hasPrefix("**alpha**") != true)
  }

  /// A variable outside a declaration shows its value there: on its definition, the value it
  /// defines; on the right of a redefinition or in an include's argument, the one in scope; a
  /// mixin's parameter says each include gives it.
  @Test func hoverOnAVariableOutsideADeclarationShowsItsValueThere() throws {
    let uri = "untitled:variables"
    let text = "$a = 2\n$a = $a + 1\n@mixin m($p) { alpha: $p; }\nUIView { @include m($a); }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text), Self.hover(2, uri, 0, 1), Self.hover(3, uri, 1, 1),
        Self.hover(4, uri, 1, 7), Self.hover(5, uri, 3, 21), Self.hover(6, uri, 2, 10),
      ] + Self.shutdown, arguments: ["--syntax", "css"])
    func value(_ id: Int) -> String? { session.response(id)?["result"]?["contents"]?["value"]?.string }
    #expect(value(2) == "**$a**: `2`")
    #expect(value(3) == "**$a**: `3`")
    #expect(value(4) == "**$a**: `2`")
    #expect(value(5) == "**$a**: `3`")
    #expect(value(6) == "**$p**: a parameter of the mixin, whose value each include gives")
  }

  /// Go to definition on an `@import` opens the file; on an `@extend`, the rules it names.
  @Test func definitionsOfAnImportAndAnExtend() throws {
    try withFiles(["colors.cas": "$accent = red\n"]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.cas").path)
      let text =
        "@import \"colors.cas\"\n.card {\n  alpha 1\n}\nUILabel {\n  @extend .card\n}\n@import \"gone.cas\"\n"
      let session = try Self.serve(
        [
          Self.initialize, Self.open(uri, text), Self.at(2, "textDocument/definition", uri, 0, 10),
          Self.at(3, "textDocument/definition", uri, 5, 12),
          Self.at(4, "textDocument/definition", uri, 7, 10),
        ] + Self.shutdown)
      let colors = DocumentURI.uri(ofPath: directory.appendingPathComponent("colors.cas").path)
      #expect(session.response(2)?["result"] == [["uri": .string(colors), "range": Self.range(0, 0, 0, 0)]])
      #expect(session.response(3)?["result"]?.array?.map { $0["uri"] } == [.string(uri)])
      #expect(
        session.response(3)?["result"]?.array?.first?["range"]?["start"] == ["line": 1, "character": 0])
      #expect(session.response(4)?["result"] == [])
    }
  }

  /// A CRLF is one line break: formatting's edit never ends between its two bytes, so that
  /// applying it gives fmt's text and formatting again changes nothing.
  @Test func formattingACRLFDocumentConverges() throws {
    let uri = "untitled:crlf"
    let text = "UILabel {\r\n  text-color: red;\r\n}\r\nUIButton {\r\n    tint-color:blue;\r\n}\r\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.request(2, "textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": [:]]),
      ] + Self.shutdown, arguments: ["--syntax", "css"])
    let edits = try #require(session.response(2)?["result"]?.array)
    for edit in edits {
      let end = try #require(edit["range"]?["end"]?["character"]?.integer)
      let line = try #require(edit["range"]?["end"]?["line"]?.integer)
      let lineLength = text.components(separatedBy: "\r\n")[line].count
      #expect(end <= lineLength)
    }
    let expected = "UILabel {\n  text-color: red;\n}\nUIButton {\n  tint-color: blue;\n}\n"
    // No position stands past a line's text, so lines split at LF (the CR kept at their ends)
    // give the same offsets as a client's.
    #expect(try Self.applying(edits, to: text) == expected)
  }

  /// A name renamed at a position of a sheet: a new name of its kind taken, others refused.
  struct RenameCase: Sendable {
    var text: String
    var line: Int
    var character: Int
    var dialect: String
    var accepted: String
    var refused: [String]
  }

  /// An `@` variable takes no at-rule's keyword; a mixin takes another bare name, never one
  /// that is no single word.
  @Test(arguments: [
    RenameCase(
      text: "@corner: 4;\nUIView {\n  corner-radius: @corner;\n}\n", line: 2, character: 18,
      dialect: "interfacss", accepted: "@radius", refused: ["@media", "@Extends", "@charset"]),
    RenameCase(
      text: "@mixin card { alpha: 1; }\nUILabel { @include card; }\n", line: 1, character: 20,
      dialect: "stylec", accepted: "panel", refused: ["pa nel"]),
  ])
  func aNameIsRenamedOnlyToANameOfItsKind(_ rename: RenameCase) throws {
    let uri = "untitled:rename"
    let requests = ([rename.accepted] + rename.refused).enumerated().map { index, name in
      Self.at(
        index + 2, "textDocument/rename", uri, rename.line, rename.character, ["newName": .string(name)])
    }
    let session = try Self.serve(
      [Self.initialize, Self.open(uri, rename.text)] + requests + Self.shutdown,
      arguments: ["--syntax", "css", "--dialect", rename.dialect])
    #expect(
      session.response(2)?["result"]?["changes"]?[uri]?.array?.map { $0["newText"] }
        == [.string(rename.accepted), .string(rename.accepted)])
    for index in rename.refused.indices {
      #expect(session.response(index + 3)?["error"]?["code"] == -32803, "\(rename.refused[index])")
    }
    // A keyword is refused as what it is.
    #expect(
      session.response(3)?["error"]?["message"]?.string?.contains("an at-rule's keyword")
        == rename.refused[0].hasPrefix("@"))
  }

  /// A workspace of more sheets than are searched refuses a rename, which could leave a use in a
  /// sheet it did not reach under the old name (6,000 sheets: 1,001 uses were left, undefined).
  @Test func aRenameInAWorkspaceSearchedInPartIsRefused() throws {
    var files = ["colors.css": "$accent = red;\n"]
    for index in 0...LanguageServer.mostWorkspaceSheets {
      files["s\(index).css"] = "@import \"colors.css\";\nUILabel { text-color: $accent; }\n"
    }
    try withFiles(files) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("colors.css").path)
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri, "$accent = red;\n"),
          Self.at(2, "textDocument/rename", uri, 0, 2, ["newName": "$b"]),
        ] + Self.shutdown)
      let message = session.response(2)?["error"]?["message"]?.string ?? ""
      #expect(message.contains("only the first 5000 are searched"), "\(message)")
      #expect(session.response(2)?["result"] == nil)
    }
  }

  /// A sheet reached by two names (a link to it, a folder named through a link) is one file:
  /// renamed once, under one URI.
  @Test func aFileReachedByTwoNamesIsRenamedOnce() throws {
    try withFiles(Self.project) { directory in
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("legacy.cas").path, withDestinationPath: "other.cas")
      let link = directory.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: directory.path)
      defer { try? FileManager.default.removeItem(at: link) }
      let main = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.cas").path)
      let session = try Self.serve(
        [
          Self.request(
            1, "initialize", ["capabilities": [:], "rootUri": .string(DocumentURI.uri(ofPath: link.path))]),
          Self.open(main, Self.project["main.cas"]!),
          Self.at(2, "textDocument/rename", main, 3, 15, ["newName": "$brand"]),
        ] + Self.shutdown)
      let changes = try #require(session.response(2)?["result"]?["changes"])
      guard case .object(let files) = changes else {
        Issue.record("no changes: \(changes)")
        return
      }
      #expect(
        files.keys.map { URL(string: $0)!.lastPathComponent }.sorted() == [
          "colors.cas", "main.cas", "other.cas",
        ])
    }
  }

  /// With messages waiting, stale diagnostics are published one document at a time, so that a
  /// request after a save waits for one lint, not one per open document.
  @Test func staleDiagnosticsGiveWayToWaitingMessages() throws {
    try Self.withWaitingInput { server, written in
      _ = server.handle(Self.initialize.text)
      for name in ["a", "b", "c"] {
        _ = server.handle(Self.open("untitled:\(name)", "UILabel { colr: red; }\n").text)
      }
      server.publishStaleDiagnostics()
      #expect(server.staleDiagnostics == ["untitled:b", "untitled:c"])
      server.publishStaleDiagnostics(all: true)
      #expect(server.staleDiagnostics.isEmpty)
      let published = try Self.frames(written.output).filter {
        $0["method"] == "textDocument/publishDiagnostics"
      }
      #expect(published.map { $0["params"]?["uri"] } == ["untitled:a", "untitled:b", "untitled:c"])
    }
  }

  /// Runs `body` with a server whose input holds a message it has not read, so that messages
  /// wait for it while it works.
  static func withWaitingInput(_ body: (LanguageServer, Written) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-lsp-\(UUID())").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.frame(Self.initialize))))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forReadingAtPath: path))
    defer { try? handle.close() }
    let (server, written) = try Self.server(input: handle.fileDescriptor)
    try body(server, written)
  }

  /// A partial's lint, which loads each sheet importing it, stops for a message the client sent
  /// (a keystroke in a partial of a hundred importers waited for a hundred loads its edit made
  /// stale), and is made again once the messages are handled.
  @Test func aPartialsLintStopsForWaitingMessages() throws {
    try withFiles([
      "colors.cas": "UILabel\n  tint-color $accent\n", "main.cas": "$accent = red\n@import colors.cas\n",
      "other.cas": "$accent = blue\n@import colors.cas\n",
    ]) { directory in
      try Self.withWaitingInput { server, written in
        _ = server.handle(Self.initialize(root: directory).text)
        let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("colors.cas").path)
        _ = server.handle(Self.open(uri, "UILabel\n  tint-color $accent\n").text)
        server.publishStaleDiagnostics()
        #expect(server.staleDiagnostics == [uri])
        let published = {
          try Self.frames(written.output).filter { $0["method"] == "textDocument/publishDiagnostics" }
        }
        let before = try published()
        #expect(before.isEmpty)
        server.publishStaleDiagnostics(all: true)
        #expect(server.staleDiagnostics.isEmpty)
        let after = try published()
        #expect(after.map { $0["params"]?["diagnostics"] } == [[]])
      }
    }
  }

  /// Symbols past the answer's bound are not read, and those read before are kept.
  @Test func workspaceSymbolsKeepWhatTheyReadPastTheirBound() throws {
    let many = (0..<LanguageServer.mostWorkspaceSymbols).map { "$v\($0) = 1\n" }.joined()
    try withFiles(["a.cas": many, "b.cas": "$last = 1\n"]) { directory in
      let (server, _) = try Self.server(input: -1)
      _ = server.handle(Self.initialize(root: directory).text)
      _ = server.handle(Self.request(2, "workspace/symbol", ["query": "last"]).text)
      #expect(server.workspaceSymbolsRead.count == 2)
      _ = server.handle(Self.request(3, "workspace/symbol", ["query": ""]).text)
      #expect(server.workspaceSymbolsRead.count == 2)
    }
  }

  /// A rename onto a name in use is refused (the two would become one); a variable the
  /// configuration gives is completed, and renamed there, not here.
  @Test func renamesThatWouldMergeOrReachTheConfigurationAreRefused() throws {
    try withFiles([
      ".stylec.json": "{\"variables\": {\"$gutter\": 8}}",
      "main.cas": "$accent = red\n$danger = blue\nUILabel\n  tint-color $accent\n  alpha $gutter\n",
    ]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.cas").path)
      let text = try String(contentsOf: directory.appendingPathComponent("main.cas"), encoding: .utf8)
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri, text),
          Self.at(2, "textDocument/rename", uri, 3, 15, ["newName": "$danger"]),
          Self.at(3, "textDocument/rename", uri, 3, 15, ["newName": "$gutter"]),
          Self.at(4, "textDocument/rename", uri, 4, 10, ["newName": "$margin"]),
          Self.at(5, "textDocument/completion", uri, 4, 10),
        ] + Self.shutdown)
      #expect(
        session.response(2)?["error"]?["message"]?.string?.hasPrefix("'$danger' is defined at ") == true)
      #expect(
        session.response(3)?["error"]?["message"]
          == "'$gutter' is given by the configuration or --var: renaming '$accent' to it would make the two one"
      )
      #expect(
        session.response(4)?["error"]?["message"]
          == "'$gutter' is given by the project's configuration (or --var): rename it there and in the sheets that use it"
      )
      #expect(session.response(5)?["result"]?["items"]?.array?.map { $0["label"] } == ["$gutter"])
    }
  }

  /// In an editor a sheet's imports may come from anywhere in the workspace folder that holds
  /// it (`../shared`), not only its own directory.
  @Test func importsReachAcrossTheWorkspaceFolder() throws {
    try withFiles([
      "shared/colors.cas": "$accent = red\n",
      "screens/main.cas": "@import \"../shared/colors.cas\"\nUILabel\n  tint-color $accent\n",
    ]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("screens/main.cas").path)
      let text = try String(contentsOf: directory.appendingPathComponent("screens/main.cas"), encoding: .utf8)
      let inFolder = try Self.serve([Self.initialize(root: directory), Self.open(uri, text)] + Self.shutdown)
      #expect(inFolder.published.last?["diagnostics"] == [])
      // Outside every folder, the sheet's own directory, as for lint.
      let alone = try Self.serve([Self.initialize, Self.open(uri, text)] + Self.shutdown)
      #expect(alone.published.last?["diagnostics"]?.array?.first?["code"] == "import-outside-root")
    }
  }

  /// Neovim 0.7 names the resource operations it applies and not the document changes that
  /// carry them: it is offered a new configuration all the same.
  @Test func aClientNamingFileCreationIsOfferedANewConfiguration() throws {
    try withFiles(["main.css": "ProfileHeader {\n  alpha: 1;\n}\n"]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.css").path)
      let session = try Self.serve(
        [
          Self.request(
            1, "initialize",
            [
              "capabilities": [
                "workspace": ["workspaceEdit": ["resourceOperations": ["rename", "create", "delete"]]]
              ]
            ]),
          Self.open(uri, "ProfileHeader {\n  alpha: 1;\n}\n"),
          Self.request(
            2, "textDocument/codeAction",
            [
              "textDocument": ["uri": .string(uri)], "range": Self.range(0, 0, 0, 0),
              "context": [
                "diagnostics": [
                  [
                    "range": Self.range(0, 0, 0, 13), "source": "stylec", "code": "unknown-type",
                    "message": "m",
                  ]
                ]
              ],
            ]),
        ] + Self.shutdown)
      #expect(session.response(2)?["result"]?.array?.first?["edit"]?["documentChanges"] != nil)
    }
  }

  /// An editor lists items by their sort text: the rule's properties before aliases and type
  /// names; the variables whose values fit a property first, then its values; no variable
  /// that does not fit.
  @Test func completionRanksPropertiesAndValuesFirst() throws {
    let uri = "untitled:rank"
    let text = "$align = center;\n$pad = 4;\nUIView {\n  \n}\nUILabel {\n  text-alignment: \n}\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text), Self.at(2, "textDocument/completion", uri, 3, 2),
        Self.at(3, "textDocument/completion", uri, 6, 18),
      ] + Self.shutdown, arguments: ["--syntax", "css"])
    func ranked(_ id: Int) -> [(sort: String, label: String, detail: String?)] {
      (session.response(id)?["result"]?["items"]?.array ?? []).map {
        ($0["sortText"]?.string ?? "", $0["label"]?.string ?? "", $0["detail"]?.string)
      }.sorted { $0.sort < $1.sort }
    }
    let properties = ranked(2)
    let firstAlias = try #require(properties.firstIndex { $0.detail?.hasPrefix("alias of") == true })
    let firstType = try #require(properties.firstIndex { $0.label == "UIView" })
    #expect(
      properties[..<firstAlias].allSatisfy { $0.detail != nil && $0.detail?.hasPrefix("alias") == false })
    #expect(firstAlias < firstType)
    let values = ranked(3)
    #expect(values.first?.label == "$align")
    #expect(values.first?.detail == "= center")
    #expect(!values.contains { $0.label == "$pad" })
  }

  /// What a rename writes and a selector's hover lists are bounded: a name of at most 1,024
  /// bytes (written once for each use), at most 50 selectors of a rule.
  @Test func aRenamesNameAndASelectorsHoverAreBounded() throws {
    let uri = "untitled:bounds"
    let selectors = (0..<60).map { ".s\($0)" }.joined(separator: ", ")
    let text = "$a = 1;\n\(selectors) {\n  alpha: $a;\n}\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.at(
          2, "textDocument/rename", uri, 2, 10,
          ["newName": .string("$" + String(repeating: "b", count: 1_024))]),
        Self.at(
          3, "textDocument/rename", uri, 2, 10,
          ["newName": .string("$" + String(repeating: "b", count: 1_023))]),
        Self.hover(4, uri, 1, 1),
      ] + Self.shutdown, arguments: ["--syntax", "css"])
    #expect(session.response(2)?["error"]?["message"] == "a new name may be at most 1024 bytes, not 1025")
    #expect(session.response(3)?["result"]?["changes"]?[uri]?.array?.count == 2)
    let hover = try #require(session.response(4)?["result"]?["contents"]?["value"]?.string)
    #expect(hover.components(separatedBy: "\n\n").count == 51)
    #expect(hover.hasSuffix("\n\nand 10 more selectors"))
  }

}
