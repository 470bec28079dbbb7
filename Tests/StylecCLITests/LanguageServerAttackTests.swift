import Foundation
import Stylec
import Testing

@testable import StylecCLI

/// `stylec lsp` against what the forty-first attack and a fresh user's trial found: renames that
/// would break a partial's other importers, uses the configuration's value reads, names as the
/// tokens read them (from the sigil on, escaped, never an at-rule's keyword, a class or an
/// unquoted `url()`'s text), errors that arise reading an import, edits that leave a byte-order
/// mark first, completion right after a colon, and a partial's diagnostics following its open
/// importers.
extension LanguageServerTests {
  /// A partial two sheets import, each reading another definition of the name it uses: a rename
  /// from either definition would break the other sheet, and is refused naming it.
  @Test func aRenameThatWouldBreakAPartialsOtherImporterIsRefused() throws {
    try withFiles([
      "colors1.cas": "$accent = red\n",
      "card.cas": "UILabel\n  text-color $accent\n",
      "main1.cas": "@import \"colors1.cas\"\n@import \"card.cas\"\n",
      "main2.cas": "$accent = blue\n@import \"card.cas\"\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("colors1.cas"), try text(directory, "colors1.cas")),
          Self.open(uri("main2.cas"), try text(directory, "main2.cas")),
          Self.at(2, "textDocument/rename", uri("colors1.cas"), 0, 2, ["newName": "$brand"]),
          Self.at(3, "textDocument/rename", uri("main2.cas"), 0, 2, ["newName": "$brand"]),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      let fromColors = session.response(2)?["error"]?["message"]?.string ?? ""
      #expect(fromColors.contains("main2.cas' imports '"), "\(fromColors)")
      #expect(fromColors.contains("card.cas', which the rename edits, and reads it from"), "\(fromColors)")
      let fromMain2 = session.response(3)?["error"]?["message"]?.string ?? ""
      #expect(fromMain2.contains("main1.cas' imports '"), "\(fromMain2)")
    }
  }

  /// A variable the configuration gives and a sheet defines again: the uses before the sheet's
  /// definition read the configuration's value, where go to definition goes; a rename is
  /// refused.
  @Test func aVariableGivenAndDefinedAgainIsNotRenamedAndItsEarlyUsesReadTheConfiguration() throws {
    try withFiles([
      ".stylec.json": "{ \"variables\": { \"accent\": \"#ff0000\" } }",
      "main.cas": "UILabel\n  text-color $accent\n$accent = blue\nUIView\n  tint-color $accent\n",
    ]) { directory in
      let uri = Self.uri(of: "main.cas", in: directory)
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri, try text(directory, "main.cas")),
          Self.at(2, "textDocument/definition", uri, 1, 14),
          Self.at(3, "textDocument/definition", uri, 4, 14),
          Self.at(4, "textDocument/rename", uri, 2, 2, ["newName": "$brand"]),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      #expect(
        session.response(2)?["result"]?.array?.first?["uri"]
          == .string(Self.uri(of: ".stylec.json", in: directory)))
      #expect(session.response(3)?["result"]?.array?.first?["range"]?["start"]?["line"] == 2)
      let message = session.response(4)?["error"]?["message"]?.string ?? ""
      #expect(message.contains("as well as defined in a sheet"), "\(message)")
    }
  }

  /// Names as the sheet's tokens read them: from the sigil on, escaped or not; an at-rule's
  /// keyword, a class of a bare word's name and an unquoted `url()`'s text are no names.
  @Test func navigationReadsNamesAsTheTokensReadThem() throws {
    let uri = "untitled:names.css"
    let text =
      "$accent: red;\n$img: \"a.png\";\nUILabel { color: $\\61 ccent; image: url($img); }\n@media (orientation: portrait) { UIView { tint-color: $accent; } }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        // On the sigil.
        Self.at(2, "textDocument/definition", uri, 3, 54),
        // From the escaped spelling.
        Self.at(3, "textDocument/references", uri, 2, 20, ["context": ["includeDeclaration": true]]),
        // `url($img)` is the path "$img".
        Self.at(4, "textDocument/references", uri, 1, 2, ["context": ["includeDeclaration": true]]),
        // `@media` names nothing.
        Self.at(5, "textDocument/references", uri, 3, 2, ["context": ["includeDeclaration": true]]),
        // In `$a = $a + 1`, the value's `$a` reads the definition before.
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    #expect(session.response(2)?["result"]?.array?.first?["range"]?["start"] == ["line": 0, "character": 0])
    #expect(session.response(3)?["result"]?.array?.count == 3)
    #expect(session.response(4)?["result"]?.array?.count == 1)
    #expect(session.response(5)?["result"] == [])
    let again = "untitled:again.css"
    let redefined = try Self.serve(
      [
        Self.initialize, Self.open(again, "$a: 1;\n$a: $a + 1;\nUIView { alpha: $a; }\n"),
        Self.at(2, "textDocument/definition", again, 1, 6),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    #expect(redefined.response(2)?["result"]?.array?.first?["range"]?["start"]?["line"] == 0)
  }

  /// A Classy variable written as a bare word is no class of its name.
  @Test func aBareWordVariableIsNoClassOfItsName() throws {
    let uri = "untitled:bare.cas"
    let text =
      "primary = #ff0000\nselected = 0.5\nUIButton.primary:selected\n  tint-color primary\n  alpha selected\n@media (orientation: landscape) and (selected: yes)\n  UILabel[state:selected]\n    alpha selected\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.at(2, "textDocument/references", uri, 0, 2, ["context": ["includeDeclaration": true]]),
        Self.at(3, "textDocument/definition", uri, 2, 12),
        // The variable `selected`, as the load reads it: its definition and two uses, never the
        // pseudo-class, the state or the media feature of its spelling.
        Self.at(4, "textDocument/rename", uri, 1, 2, ["newName": "dim"]),
        Self.at(5, "textDocument/definition", uri, 2, 20),
      ] + Self.shutdown, arguments: ["--dialect", "classy"])
    let lines = session.response(2)?["result"]?.array?.compactMap { $0["range"]?["start"]?["line"]?.integer }
    #expect(lines == [0, 3])
    #expect(session.response(3)?["result"] == [])
    let edits = session.response(4)?["result"]?["changes"]?[uri]?.array ?? []
    #expect(edits.compactMap { $0["range"]?["start"]?["line"]?.integer } == [1, 4, 7])
    #expect(session.response(5)?["result"] == [])
  }

  /// An import cycle, an error that arises only reading the document's imports, is shown at
  /// the `@import` that reads the file it stands in.
  @Test func anErrorReadingAnImportIsShownAtTheImport() throws {
    try withFiles(["a.css": "@import \"b.css\";\n", "b.css": "@import \"a.css\";\n"]) { directory in
      let uri = Self.uri(of: "a.css", in: directory)
      let session = try Self.serve(
        [Self.initialize(root: directory), Self.open(uri, try text(directory, "a.css"))] + Self.shutdown)
      let diagnostics = session.published.last?["diagnostics"]?.array ?? []
      #expect(diagnostics.map { $0["code"] } == ["import-cycle"])
      #expect(diagnostics.first?["range"]?["start"] == ["line": 0, "character": 0])
      #expect(
        diagnostics.first?["message"]?.string?.hasPrefix("an error reading a file this imports: ") == true)
    }
    // The imported file's own load error (a file it cannot import), which it has read alone
    // too, is counted at the import while that file is not open, after the cycle, which is
    // said, with its code; open, it is shown there alone.
    let files = ["a.css": "@import \"b.css\";\n", "b.css": "@import \"nope.css\";\n@import \"a.css\";\n"]
    try withFiles(files) { directory in
      let uri = Self.uri(of: "a.css", in: directory)
      let session = try Self.serve(
        [Self.initialize(root: directory), Self.open(uri, try text(directory, "a.css"))] + Self.shutdown)
      let diagnostics = session.published.last?["diagnostics"]?.array ?? []
      #expect(diagnostics.map { $0["code"] } == ["import-cycle"])
      let message = try #require(diagnostics.first?["message"]?.string)
      #expect(message.hasPrefix("2 errors reading a file this imports: "), "\(message)")
      #expect(message.contains("b.css:2:1: import cycle"))
      let both = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(Self.uri(of: "b.css", in: directory), files["b.css"]!),
          Self.open(uri, try text(directory, "a.css")),
        ] + Self.shutdown)
      let shown = both.published.last { $0["uri"]?.string == uri }?["diagnostics"]?.array ?? []
      #expect(shown.first?["message"]?.string?.hasPrefix("an error reading a file this imports: ") == true)
    }
    // An import that is no UTF-8, or leaves a block open, showed nowhere while it was not open.
    let broken = ["a.css": "@import \"b.css\";\n", "b.css": "UIView { alpha: 1;\n"]
    try withFiles(broken) { directory in
      let uri = Self.uri(of: "a.css", in: directory)
      let session = try Self.serve(
        [Self.initialize(root: directory), Self.open(uri, try text(directory, "a.css"))] + Self.shutdown)
      let diagnostics = session.published.last?["diagnostics"]?.array ?? []
      #expect(diagnostics.map { $0["code"] } == ["unclosed-block"], "\(diagnostics)")
    }
    // One that is no UTF-8 is shown at its import, as one (it stood at the start, as an error
    // in a value the configuration gives).
    try withFiles(["a.css": "@import \"b.css\";\nUIView { alpha: 1; }\n"]) { directory in
      try Data("UILabel { text: \"caf".utf8 + [0xE9] + "\"; }\n".utf8).write(
        to: directory.appendingPathComponent("b.css"))
      let uri = Self.uri(of: "a.css", in: directory)
      let session = try Self.serve(
        [Self.initialize(root: directory), Self.open(uri, try text(directory, "a.css"))] + Self.shutdown)
      let diagnostics = session.published.last?["diagnostics"]?.array ?? []
      #expect(diagnostics.map { $0["code"] } == ["invalid-utf8"], "\(diagnostics)")
      #expect(diagnostics.first?["range"]?["end"] == ["line": 0, "character": 15])
      #expect(
        diagnostics.first?["message"]?.string?.hasPrefix("an error reading a file this imports: ") == true)
    }
  }

  /// An edit that leaves the text starting with a byte-order mark (the character before it
  /// deleted) is read as one opened so.
  @Test func anEditLeavingAByteOrderMarkFirstIsReadWithoutIt() throws {
    let uri = "untitled:mark.css"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, "x\u{FEFF}$ab: 0.5;\n.d { alpha: $ab; }\n"),
        Self.change(uri, version: 2, [["range": Self.range(0, 0, 0, 1), "text": ""]]),
        Self.at(2, "textDocument/definition", uri, 1, 14),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    #expect(session.response(2)?["result"]?.array?.first?["range"]?["start"] == ["line": 0, "character": 1])
  }

  /// Right after a colon, a declaration's value is completed, and a media feature's.
  @Test(arguments: [
    ("UILabel { text-alignment:ce‸ }", ["center"]), ("@media (orientation:‸) {}", ["landscape", "portrait"]),
    // A condition written over two lines, in CSS's syntax.
    ("@media (min-width: 100px) and\n  (orientation:‸) {}", ["landscape", "portrait"]),
    // An `@import` without its `;` ends at its line.
    ("@import url(theme.css)\n@media (orientation:‸) {}", ["landscape", "portrait"]),
    // A camelCase name, and a state's argument, name the property too.
    ("UILabel { textAlignment: ce‸ }", ["center"]),
    ("UIButton { content-horizontal-alignment[state:highlighted]: ce‸ }", ["center"]),
    ("UIButton { contentHorizontalAlignment(highlighted): ce‸ }", ["center"]),
  ])
  func aValueRightAfterTheColonIsCompleted(marked: String, expected: [String]) throws {
    #expect(try Self.completions(marked).labels == expected)
  }

  /// References and rename reach a sheet made on disk since the workspace was last searched,
  /// with a client that reports no changes of files, and a partial the search passes over (in
  /// a hidden directory) that a project sheet imports.
  @Test func referencesAndRenameReachNewSheetsAndImportedPartials() throws {
    try withFiles([
      "colors.cas": "$accent = #ff0000\n", "main.cas": "@import \".shared/card.cas\"\n",
      ".shared/card.cas": "@import \"../colors.cas\"\nUIView.card\n  tint-color $accent\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let (server, written) = try Self.server(input: -1)
      _ = server.handle(Self.initialize(root: directory).text)
      _ = server.handle(Self.open(uri("colors.cas"), try text(directory, "colors.cas")).text)
      let references: [String: JSONValue] = ["context": ["includeDeclaration": true]]
      _ = server.handle(Self.at(2, "textDocument/references", uri("colors.cas"), 0, 2, references).text)
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("feature"), withIntermediateDirectories: true)
      try "@import \"../colors.cas\"\nUIView\n  tint-color $accent\n".write(
        to: directory.appendingPathComponent("feature/new.cas"), atomically: false, encoding: .utf8)
      _ = server.handle(Self.at(3, "textDocument/references", uri("colors.cas"), 0, 2, references).text)
      _ = server.handle(
        Self.at(4, "textDocument/rename", uri("colors.cas"), 0, 2, ["newName": "$brand"]).text)
      let messages = try Self.frames(written.output)
      func files(_ id: Int) -> [String] {
        let answer = messages.first { $0["id"] == JSONValue(id) }?["result"]
        var uris = answer?.array?.compactMap { $0["uri"]?.string } ?? []
        if case .object(let changes)? = answer?["changes"] { uris += changes.keys }
        return Set(uris).map { String($0.dropFirst(uri("").count)) }.sorted()
      }
      #expect(files(2) == [".shared/card.cas", "colors.cas"])
      #expect(files(3) == [".shared/card.cas", "colors.cas", "feature/new.cas"])
      #expect(files(4) == [".shared/card.cas", "colors.cas", "feature/new.cas"])
    }
  }

  /// An error reading an imported file, shown at the `@import`, is as the project's rules set
  /// it: off, or a warning, as `stylec lint` reports it.
  @Test func anImportsErrorFollowsTheProjectsRules() throws {
    try withFiles([
      ".stylec.json": #"{"rules": {"invalid-dialect": "off", "import-cycle": "warning"}}"#,
      "d.cas": "@import \"e.css\"\nUIView\n  alpha 1\n", "e.css": "@dialect nimbus;\n.x { color: red; }\n",
      "a.cas": "@import \"b.cas\"\n", "b.cas": "@import \"a.cas\"\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let (server, written) = try Self.server(input: -1)
      _ = server.handle(Self.initialize(root: directory).text)
      _ = server.handle(Self.open(uri("d.cas"), try text(directory, "d.cas")).text)
      _ = server.handle(Self.open(uri("a.cas"), try text(directory, "a.cas")).text)
      server.publishStaleDiagnostics(all: true)
      let published = try Self.frames(written.output).filter {
        $0["method"] == "textDocument/publishDiagnostics"
      }
      func severities(_ name: String) -> [Int] {
        published.last { $0["params"]?["uri"] == .string(uri(name)) }?["params"]?["diagnostics"]?.array?
          .compactMap { $0["severity"]?.integer } ?? [-1]
      }
      #expect(severities("d.cas") == [])
      #expect(severities("a.cas") == [2])
    }
  }

  /// A document closed and opened again with other text starts its versions again: what the
  /// server read of the earlier opening is not taken for this one.
  @Test func aDocumentOpenedAgainAtTheSameVersionIsReadAgain() throws {
    try withFiles(["a.cas": "$alpha = 1\n"]) { directory in
      let a = Self.uri(of: "a.cas", in: directory)
      let (server, written) = try Self.server(input: -1)
      _ = server.handle(Self.initialize(root: directory).text)
      _ = server.handle(Self.open(a, "$alpha = 1\n").text)
      _ = server.handle(Self.request(2, "workspace/symbol", ["query": ""]).text)
      _ = server.handle(
        Self.notification("textDocument/didClose", ["textDocument": ["uri": .string(a)]]).text)
      _ = server.handle(Self.open(a, "$omega = 2\n").text)
      _ = server.handle(Self.request(3, "workspace/symbol", ["query": ""]).text)
      let messages = try Self.frames(written.output)
      func names(_ id: Int) -> [String] {
        messages.first { $0["id"] == JSONValue(id) }?["result"]?.array?.compactMap { $0["name"]?.string }
          ?? []
      }
      #expect(names(2) == ["$alpha"])
      #expect(names(3) == ["$omega"])
    }
  }

  /// A partial's diagnostics follow the sheets reading it: an open document that comes to
  /// import it, and the open buffer of another file its importer imports, clear its warning.
  @Test func aPartialsWarningsFollowNewImportersAndImportedBuffers() throws {
    try withFiles([
      "colors.cas": "$accent = red\n", "other.cas": "UIView\n  alpha 1\n",
      "main.cas": "@import \"colors.cas\"\n@import \"card.cas\"\n", "card.cas": "UIView\n  alpha 1\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      for (edited, range) in [("other.cas", Self.range(0, 0, 0, 0)), ("card.cas", Self.range(1, 8, 1, 9))] {
        let (server, written) = try Self.server(input: -1)
        _ = server.handle(Self.initialize(root: directory).text)
        _ = server.handle(Self.open(uri("colors.cas"), try text(directory, "colors.cas")).text)
        _ = server.handle(Self.open(uri(edited), try text(directory, edited)).text)
        server.publishStaleDiagnostics(all: true)
        let use =
          edited == "other.cas"
          ? "@import \"colors.cas\"\nUILabel\n  tint-color $accent\n" : "0.5\n  tint-color $accent"
        _ = server.handle(
          Self.change(uri(edited), version: 2, [["range": range, "text": .string(use)]]).text)
        server.publishStaleDiagnostics(all: true)
        let colors = try Self.frames(written.output).filter {
          $0["method"] == "textDocument/publishDiagnostics"
            && $0["params"]?["uri"] == .string(uri("colors.cas"))
        }
        #expect(colors.first?["params"]?["diagnostics"]?.array?.count == 1, "\(edited)")
        #expect(colors.last?["params"]?["diagnostics"] == [], "\(edited)")
      }
    }
  }

  /// After a save marks every open document stale, the document being edited is published
  /// first.
  @Test func theDocumentEditedLastIsPublishedFirst() throws {
    try withFiles(["a.cas": "UIView\n  alpha 1\n", "z.cas": "UIView\n  alpha 1\n"]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let (server, written) = try Self.server(input: -1)
      _ = server.handle(Self.initialize(root: directory).text)
      _ = server.handle(Self.open(uri("a.cas"), try text(directory, "a.cas")).text)
      _ = server.handle(Self.open(uri("z.cas"), try text(directory, "z.cas")).text)
      server.publishStaleDiagnostics(all: true)
      let before = try Self.frames(written.output).count
      _ = server.handle(
        Self.notification("textDocument/didSave", ["textDocument": ["uri": .string(uri("a.cas"))]]).text)
      _ = server.handle(
        Self.change(uri("z.cas"), version: 2, [["range": Self.range(1, 8, 1, 9), "text": "0.5"]]).text)
      server.publishStaleDiagnostics(all: true)
      let order = try Self.frames(written.output).dropFirst(before).compactMap {
        $0["params"]?["uri"]?.string
      }
      #expect(order == [uri("z.cas"), uri("a.cas")])
    }
  }

  /// A partial's diagnostics follow its open importers' buffers: a use typed there clears its
  /// warning without a save.
  @Test func aPartialsWarningsFollowAnOpenImportersBuffer() throws {
    try withFiles([
      "colors.cas": "$danger = red\n",
      "login.cas": "@import \"colors.cas\"\nUILabel\n  text-color red\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let (server, written) = try Self.server(input: -1, arguments: ["--dialect", "stylec"])
      _ = server.handle(Self.initialize(root: directory).text)
      _ = server.handle(Self.open(uri("colors.cas"), try text(directory, "colors.cas")).text)
      _ = server.handle(Self.open(uri("login.cas"), try text(directory, "login.cas")).text)
      server.publishStaleDiagnostics(all: true)
      _ = server.handle(
        Self.change(uri("login.cas"), version: 2, [["range": Self.range(2, 13, 2, 16), "text": "$danger"]])
          .text)
      server.publishStaleDiagnostics(all: true)
      let colors = try Self.frames(written.output).filter {
        $0["method"] == "textDocument/publishDiagnostics"
          && $0["params"]?["uri"] == .string(uri("colors.cas"))
      }
      // Published when opened, again when its importer opened (which uses nothing of it yet),
      // and once the importer's buffer uses it.
      #expect(colors.map { $0["params"]?["diagnostics"]?.array?.count } == [1, 1, 0])
    }
  }

  /// A mixin's parameter is not the variable of its name: definition goes to the parameter,
  /// references and rename stay in the mixin, and the variable's leave the mixin out.
  @Test func aMixinsParameterIsNotTheVariableOfItsName() throws {
    let uri = "untitled:params.css"
    let text =
      "$radius: 4;\n@mixin rounded($radius: 8) {\n  corner-radius: $radius;\n}\nUIView {\n  @include rounded(2);\n  border-width: $radius;\n}\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.at(2, "textDocument/definition", uri, 2, 18),
        Self.at(3, "textDocument/references", uri, 2, 18, ["context": ["includeDeclaration": true]]),
        Self.at(4, "textDocument/references", uri, 6, 17, ["context": ["includeDeclaration": true]]),
        Self.at(5, "textDocument/rename", uri, 2, 18, ["newName": "$r"]),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    #expect(session.response(2)?["result"]?.array?.first?["range"] == Self.range(1, 15, 1, 22))
    func lines(_ id: Int) -> [Int] {
      session.response(id)?["result"]?.array?.compactMap { $0["range"]?["start"]?["line"]?.integer } ?? []
    }
    #expect(lines(3) == [1, 2])
    #expect(lines(4) == [0, 6])
    let edits = session.response(5)?["result"]?["changes"]?[uri]?.array ?? []
    #expect(edits.compactMap { $0["range"]?["start"]?["line"]?.integer } == [1, 2])
  }

  /// A parameter's default reads the sheet's variable of its name (and the defaults before it
  /// do), as the load binds it only after: those are the variable's uses, the later ones the
  /// parameter's.
  @Test func aParametersOwnDefaultReadsTheSheetsVariable() throws {
    let uri = "untitled:defaults.css"
    let text =
      "$r: 4;\n@mixin rounded($k: $r, $r: $r * 2, $j: $r) {\n  corner-radius: $r;\n}\nUIView { @include rounded; }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.at(2, "textDocument/definition", uri, 1, 27),
        Self.at(3, "textDocument/references", uri, 0, 1, ["context": ["includeDeclaration": true]]),
        Self.at(4, "textDocument/rename", uri, 0, 1, ["newName": "$radius"]),
        Self.at(5, "textDocument/rename", uri, 2, 18, ["newName": "$q"]),
        Self.at(6, "textDocument/definition", uri, 1, 40),
        Self.at(7, "textDocument/references", uri, 2, 18, ["context": ["includeDeclaration": false]]),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    #expect(session.response(2)?["result"]?.array?.first?["range"] == Self.range(0, 0, 0, 5))
    func starts(_ found: [JSONValue]?) -> [[Int]] {
      (found ?? []).compactMap {
        guard let start = $0["range"]?["start"], let line = start["line"]?.integer,
          let character = start["character"]?.integer
        else { return nil }
        return [line, character]
      }
    }
    // The sheet's `$r`: its definition, `$k`'s default and `$r`'s own.
    #expect(starts(session.response(3)?["result"]?.array) == [[0, 0], [1, 19], [1, 27]])
    #expect(starts(session.response(4)?["result"]?["changes"]?[uri]?.array) == [[0, 0], [1, 19], [1, 27]])
    // The parameter: its name, `$j`'s default and the body.
    #expect(
      starts(session.response(5)?["result"]?["changes"]?[uri]?.array) == [[1, 23], [1, 39], [2, 17]])
    #expect(session.response(6)?["result"]?.array?.first?["range"] == Self.range(1, 23, 1, 25))
    // Without its declaration, the parameter's uses alone.
    #expect(starts(session.response(7)?["result"]?.array) == [[1, 39], [2, 17]])
  }

  /// A colour's swatch spans its value alone: a property's arguments and `!important` stay
  /// when a colour is picked.
  @Test func aColourSwatchSpansTheValueAlone() throws {
    let uri = "untitled:colours.css"
    let text =
      "UIButton { title-color[state:selected]: red; tint-color: blue !important; }\nUIView { tint-color: /* brand */ #ff0000; }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.request(2, "textDocument/documentColor", ["textDocument": ["uri": .string(uri)]]),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    let ranges = session.response(2)?["result"]?.array?.map { $0["range"] }
    #expect(ranges == [Self.range(0, 40, 0, 43), Self.range(0, 57, 0, 61), Self.range(1, 33, 1, 40)])
  }

  /// A finding that asks "did you mean" of a name within its statement (a mixin, a function,
  /// a state, a pseudo-class, an `@extend`'s target, a property's argument, a custom property,
  /// a value) offers the name it means as a quick fix for the misspelt word alone: never the
  /// declaration's property, which an argument's message quotes too.
  @Test func everyDidYouMeanIsAQuickFixOfItsWord() throws {
    let uri = "untitled:meant.css"
    let text = """
      @mixin rounded { alpha: 1; }
      @mixin shadow($x) { alpha: $x; }
      $shadows: 0.5;
      UIImageView { content-mode: scale-to-fil; }
      UIView { @include rounde; alpha: flor(1.5); }
      UIButton.highlightd:hihglighted { alpha: 1; }
      UILabel { @include shadw($shadows); }
      UIButton { title-color[state:hilighted]: red; --accent: red; tint-color: var(--acent); }
      .rounded { alpha: 1; }
      .card { @extend .rouned; }
      UIView:frist-child { alpha: 1; }

      """
    let (server, written) = try Self.server(input: -1, arguments: ["--dialect", "stylec"])
    _ = server.handle(Self.initialize.text)
    _ = server.handle(Self.open(uri, text).text)
    server.publishStaleDiagnostics(all: true)
    let published = try Self.frames(written.output).last { $0["method"] == "textDocument/publishDiagnostics" }
    let fixable = published?["params"]?["diagnostics"]?.array?.filter { $0["data"] != nil } ?? []
    #expect(
      fixable.compactMap { $0["code"]?.string }.sorted() == [
        "invalid-argument", "invalid-enum-value", "undefined-custom-property", "unknown-extend",
        "unknown-function", "unknown-mixin", "unknown-mixin", "unknown-pseudo-class", "unknown-state",
      ])
    for (id, diagnostic) in fixable.enumerated() {
      _ = server.handle(
        Self.request(
          10 + id, "textDocument/codeAction",
          [
            "textDocument": ["uri": .string(uri)], "range": diagnostic["range"] ?? .null,
            "context": ["diagnostics": [diagnostic]],
          ]
        ).text)
    }
    var edits: [JSONValue] = []
    for id in fixable.indices {
      let answer = try Self.frames(written.output).first { $0["id"] == JSONValue(10 + id) }
      let fixes = answer?["result"]?.array?.first?["edit"]?["changes"]?[uri]?.array ?? []
      #expect(fixes.count == 1)
      edits += fixes
    }
    let fixed = try Self.applying(edits, to: text)
    #expect(
      fixed == """
        @mixin rounded { alpha: 1; }
        @mixin shadow($x) { alpha: $x; }
        $shadows: 0.5;
        UIImageView { content-mode: scale-to-fill; }
        UIView { @include rounded; alpha: floor(1.5); }
        UIButton.highlightd:highlighted { alpha: 1; }
        UILabel { @include shadow($shadows); }
        UIButton { title-color[state:highlighted]: red; --accent: red; tint-color: var(--accent); }
        .rounded { alpha: 1; }
        .card { @extend .rounded; }
        UIView:first-child { alpha: 1; }

        """)
  }

  /// Hover in a mixin's body shows each include's value and the types each styles, where the
  /// includes differ; after `#` in a colour's value nothing is completed.
  @Test func hoverInAMixinsBodyShowsEachIncludesValue() throws {
    let uri = "untitled:tint.css"
    let text =
      "@mixin tint($c: #00ff00) { tint-color: $c; }\nUIButton { @include tint(#0000ff); }\nUISwitch { @include tint; }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text), Self.at(2, "textDocument/hover", uri, 0, 40),
        Self.at(3, "textDocument/hover", uri, 0, 30),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    #expect(
      session.response(2)?["result"]?["contents"]?["value"]?.string
        == "depends on the include:\n\n- `#0000ff` on UIButton\n- `#00ff00` on UISwitch")
    let property = session.response(3)?["result"]?["contents"]?["value"]?.string ?? ""
    #expect(property.contains("on UIButton") && property.contains("on UISwitch"), "\(property)")
    #expect(try Self.completions("UIView { background-color: #f‸ }").labels == [])
  }

  /// An error that arises in an imported file only from the importer's values (a mixin's
  /// argument, a variable a partial's rule reads) fails `stylec lint` of the importer: shown at
  /// its `@import`; one in a value the configuration gives, at the document's start; a JSON
  /// buffer is no sheet.
  @Test func errorsArisingOnlyInTheImportersLoadAreShownThere() throws {
    try withFiles([
      ".git/HEAD": "", ".stylec.json": #"{"variables": {"$pad": "1 +"}}"#,
      "mixins.cas": "@mixin tint($c)\n  tint-color $c\n", "p.cas": "UIView\n  background-color $accent\n",
      "own.cas": "UIView\n  bogus 1\n",
      "main.cas":
        "$accent = 12px\n@import \"mixins.cas\"\n@import \"p.cas\"\n@import \"own.cas\"\nUIButton\n  @include tint(12px)\n",
      "pad.cas": "UIView\n  alpha $pad\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let (server, written) = try Self.server(input: -1)
      _ = server.handle(Self.initialize(root: directory).text)
      for name in ["main.cas", "pad.cas"] {
        _ = server.handle(Self.open(uri(name), try text(directory, name)).text)
      }
      _ = server.handle(Self.open(uri(".stylec.json"), try text(directory, ".stylec.json")).text)
      server.publishStaleDiagnostics(all: true)
      let published = try Self.frames(written.output).filter {
        $0["method"] == "textDocument/publishDiagnostics"
      }
      func shown(_ name: String) -> [String] {
        published.last { $0["params"]?["uri"] == .string(uri(name)) }?["params"]?["diagnostics"]?.array?.map {
          "\($0["range"]?["start"]?["line"]?.integer ?? -1) \($0["message"]?.string?.prefix(24) ?? "")"
        } ?? ["none"]
      }
      // mixins.cas and p.cas take 12px only from main.cas; own.cas's finding is its own; the
      // configuration's `$pad` fails in every sheet's load.
      #expect(
        shown("main.cas") == [
          "0 an error in a value the ", "1 an error reading a file ", "2 an error reading a file ",
        ])
      #expect(shown("pad.cas") == ["0 an error in a value the "])
      #expect(shown(".stylec.json") == [])
    }
  }

  /// A colour in a mixin's body has one swatch, however many rules include it.
  @Test func aColourInAMixinHasOneSwatch() throws {
    let uri = "untitled:mixed.css"
    let text = "@mixin m { tint-color: red; }\nUIView.a { @include m; }\nUIView.b { @include m; }\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.request(2, "textDocument/documentColor", ["textDocument": ["uri": .string(uri)]]),
      ] + Self.shutdown, arguments: ["--dialect", "stylec"])
    #expect(session.response(2)?["result"]?.array?.map { $0["range"] } == [Self.range(0, 23, 0, 26)])
  }

  /// Another open document whose text starts with a byte-order mark is counted as the editor
  /// counts it, in references and renames asked from elsewhere.
  @Test func anotherOpenDocumentStartingWithAMarkIsCountedWithIt() throws {
    try withFiles(["a.css": "$a: 1;\n", "b.css": "@import \"a.css\";\nUIView { alpha: $a; }\n"]) {
      directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("a.css"), "\u{FEFF}$a: 1;\n"),
          Self.open(uri("b.css"), try text(directory, "b.css")),
          Self.at(
            2, "textDocument/references", uri("b.css"), 1, 17, ["context": ["includeDeclaration": true]]),
          Self.at(3, "textDocument/rename", uri("b.css"), 1, 17, ["newName": "$bb"]),
          Self.at(4, "textDocument/definition", uri("b.css"), 1, 17),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      let inA = session.response(2)?["result"]?.array?.filter { $0["uri"] == .string(uri("a.css")) }
      #expect(inA?.map { $0["range"] } == [Self.range(0, 1, 0, 3)])
      #expect(
        session.response(3)?["result"]?["changes"]?[uri("a.css")]?.array?.first?["range"]
          == Self.range(0, 1, 0, 3))
      #expect(
        session.response(4)?["result"]?.array?.first?["range"]?["start"] == ["line": 0, "character": 1])
    }
  }

  /// A rename onto a word a sheet reading the definition writes (a bare-word variable renamed
  /// `center`, where a sheet writes `text-alignment center`) is refused, and onto `--` alone.
  @Test func aRenameOntoAWordAReaderWritesIsRefused() throws {
    try withFiles([
      "colors.cas": "accent = #ff0000\n",
      "main.cas": "@import colors.cas\nUILabel\n  text-color accent\n",
      "theme.cas": "@import colors.cas\nUILabel\n  text-alignment center\n",
      "a.css": "UIView { --pad: 4; alpha: var(--pad); }\n",
    ]) { directory in
      func uri(_ name: String) -> String { Self.uri(of: name, in: directory) }
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri("main.cas"), try text(directory, "main.cas")),
          Self.open(uri("a.css"), try text(directory, "a.css")),
          Self.at(2, "textDocument/rename", uri("main.cas"), 2, 14, ["newName": "center"]),
          Self.at(3, "textDocument/rename", uri("a.css"), 0, 10, ["newName": "--"]),
        ] + Self.shutdown, arguments: ["--dialect", "classy"])
      let message = session.response(2)?["error"]?["message"]?.string ?? ""
      #expect(message.contains("theme.cas', which reads the renamed definition"), "\(message)")
      #expect(session.response(3)?["error"]?["message"]?.string?.contains("write -- and a name") == true)
    }
  }

  /// On the variable of `@import $theme`, go to definition goes to the variable; elsewhere on
  /// the statement, to the file.
  @Test func definitionOnAnImportsVariableGoesToTheVariable() throws {
    try withFiles(["colors.css": "$accent: red;\n"]) { directory in
      let uri = Self.uri(of: "main.css", in: directory)
      let session = try Self.serve(
        [
          Self.initialize(root: directory), Self.open(uri, "$theme: \"colors.css\";\n@import $theme;\n"),
          Self.at(2, "textDocument/definition", uri, 1, 10), Self.at(3, "textDocument/definition", uri, 1, 2),
        ] + Self.shutdown, arguments: ["--dialect", "stylec"])
      #expect(session.response(2)?["result"]?.array?.first?["uri"] == .string(uri))
      #expect(
        session.response(3)?["result"]?.array?.first?["uri"]
          == .string(Self.uri(of: "colors.css", in: directory)))
    }
  }
}
