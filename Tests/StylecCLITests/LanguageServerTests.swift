import Foundation
import Stylec
import Testing

@testable import StylecCLI

/// `stylec lsp` spoken to in-process: the messages a client sends, from a file standing for
/// standard input, and what the server answers.
@Suite("Language server")
struct LanguageServerTests {
  /// What a session printed and how it ended.
  struct Session {
    var status: CommandStatus
    var messages: [JSONValue]
    var errors: String

    /// The answer to the request of `id`.
    func response(_ id: Int) -> JSONValue? { messages.first { $0["id"] == JSONValue(id) } }

    /// The diagnostics published, in order.
    var published: [JSONValue] {
      messages.filter { $0["method"] == "textDocument/publishDiagnostics" }.compactMap { $0["params"] }
    }
  }

  /// What a server under test writes: its output and its errors.
  final class Written: @unchecked Sendable {
    var output: [UInt8] = []
    var errors = ""
  }

  /// A server reading the descriptor `input`, with the given options, and what it writes.
  static func server(input: Int32, arguments: [String] = []) throws -> (LanguageServer, Written) {
    let written = Written()
    let console = Console(
      readStandardInput: { _ in .success([]) }, writeOutput: { written.output += $0.utf8 },
      writeOutputBytes: { written.output += $0 }, writeError: { written.errors += $0 })
    let parsed = try ParsedArguments(
      arguments, specification: LanguageServerCommand.specification, topic: "lsp")
    let server = LanguageServer(
      input: input, console: console, options: try StylesheetOptions(parsed, topic: "lsp"))
    return (server, written)
  }

  /// Runs a server over `input` (raw bytes) with the given options.
  static func serve(raw input: [UInt8], arguments: [String] = []) throws -> Session {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylec-lsp-\(UUID().uuidString)"
    ).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(input)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forReadingAtPath: path))
    defer { try? handle.close() }
    let (server, written) = try Self.server(input: handle.fileDescriptor, arguments: arguments)
    let status = server.run()
    return Session(status: status, messages: try frames(written.output), errors: written.errors)
  }

  /// Runs a server over the framed messages.
  static func serve(_ messages: [JSONValue], arguments: [String] = []) throws -> Session {
    try serve(raw: messages.flatMap(frame), arguments: arguments)
  }

  static func frame(_ message: JSONValue) -> [UInt8] {
    let body = message.text
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }

  /// The messages of a framed stream, checking each frame's header.
  static func frames(_ output: [UInt8]) throws -> [JSONValue] {
    var messages: [JSONValue] = []
    var rest = output[...]
    while !rest.isEmpty {
      let prefix = Array("Content-Length: ".utf8)
      #expect(rest.starts(with: prefix))
      let digits = rest.dropFirst(prefix.count).prefix { $0 != 0x0D }
      let length = try #require(Int(String(decoding: digits, as: UTF8.self)))
      let body = rest.dropFirst(prefix.count + digits.count + 4).prefix(length)
      #expect(body.count == length)
      messages.append(try JSONValue.parse(Array(body)))
      rest = rest.dropFirst(prefix.count + digits.count + 4 + length)
    }
    return messages
  }

  static let initialize: JSONValue = [
    "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]],
  ]
  static let shutdown: [JSONValue] = [
    ["jsonrpc": "2.0", "id": 99, "method": "shutdown"], ["jsonrpc": "2.0", "method": "exit"],
  ]

  static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }

  static func open(_ uri: String, _ text: String, version: Int = 1) -> JSONValue {
    notification(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "css", "version": JSONValue(version), "text": .string(text),
        ]
      ])
  }

  static func change(_ uri: String, version: Int, _ changes: [JSONValue]) -> JSONValue {
    notification(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": JSONValue(version)],
        "contentChanges": .array(changes),
      ])
  }

  static func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> JSONValue
  {
    [
      "start": ["line": JSONValue(startLine), "character": JSONValue(startCharacter)],
      "end": ["line": JSONValue(endLine), "character": JSONValue(endCharacter)],
    ]
  }

  // MARK: Lifecycle

  @Test func initializeAnswersWithTheServersCapabilitiesAndExitAfterShutdownSucceeds() throws {
    let session = try Self.serve([Self.initialize] + Self.shutdown)
    #expect(session.status == .success)
    #expect(session.errors == "")
    let capabilities = try #require(session.response(1)?["result"]?["capabilities"])
    #expect(capabilities["positionEncoding"] == "utf-16")
    #expect(
      capabilities["textDocumentSync"] == ["openClose": true, "change": 2, "save": ["includeText": false]])
    #expect(session.response(1)?["result"]?["serverInfo"]?["name"] == "stylec")
    #expect(session.response(99) == ["jsonrpc": "2.0", "id": 99, "result": nil])
  }

  @Test func theCommandTakesNoFiles() {
    let result = runStylec(["lsp", "main.css"])
    #expect(result.status == .usage)
    #expect(
      result.errors
        == "stylec: error: stylec lsp takes no files: the editor sends the documents it opens\nsee 'stylec help lsp'\n"
    )
    #expect(runStylec(["lsp", "--dialect", "nope"]).status == .usage)
  }

  @Test func aClientOfferingUTF8GetsIt() throws {
    let initialize: JSONValue = [
      "jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": ["capabilities": ["general": ["positionEncodings": ["utf-16", "utf-8"]]]],
    ]
    let session = try Self.serve([initialize] + Self.shutdown)
    #expect(session.response(1)?["result"]?["capabilities"]?["positionEncoding"] == "utf-8")
  }

  /// An editor that closes the server's output has gone away: the failed write ends the server
  /// with status 2 and a line on standard error, never killed by SIGPIPE.
  @Test(.enabled(if: EndToEndTests.binary != nil))
  func anEditorClosingTheServersOutputEndsItWithoutASignal() throws {
    try withFiles(["input": String(decoding: Self.frame(Self.initialize), as: UTF8.self)]) { directory in
      // The reader is gone before the server reads its first message and answers it.
      let script = #"(sleep 0.3; cat "$1") | "$0" lsp 2>"$1.errors" | true; echo "${PIPESTATUS[1]}""#
      let result = try ChildProcess.runPiped(
        URL(fileURLWithPath: "/bin/bash"),
        ["-c", script, EndToEndTests.binary!.path, directory.appendingPathComponent("input").path],
        piping: .output)
      #expect(result.text == "2\n")
      let errors = try String(
        contentsOfFile: directory.appendingPathComponent("input.errors").path, encoding: .utf8)
      #expect(errors == "stylec: error: cannot write standard output: Broken pipe\n")
    }
  }

  @Test func theLifecycleIsKept() throws {
    let session = try Self.serve([
      ["jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": [:]],
      ["jsonrpc": "2.0", "id": 2, "method": "initialize", "params": ["capabilities": [:]]],
      ["jsonrpc": "2.0", "id": 3, "method": "initialize", "params": ["capabilities": [:]]],
      ["jsonrpc": "2.0", "id": "four", "method": "no/such/method"],
      ["jsonrpc": "2.0", "id": 5, "method": "shutdown"],
      ["jsonrpc": "2.0", "id": 6, "method": "shutdown"],
      ["jsonrpc": "2.0", "method": "exit"],
    ])
    #expect(session.response(1)?["error"]?["code"] == -32002)
    #expect(session.response(2)?["result"]?["capabilities"] != nil)
    #expect(
      session.response(3)?["error"] == ["code": -32600, "message": "the server is initialized already"])
    #expect(
      session.messages.first { $0["id"] == "four" }?["error"]
        == ["code": -32601, "message": "the server has no method 'no/such/method'"])
    #expect(session.response(5)?["result"] == .null)
    #expect(session.response(6)?["error"]?["code"] == -32600)
    #expect(session.status == .success)
  }

  @Test func exitWithoutShutdownAndAnInputThatEndsAreFailures() throws {
    #expect(try Self.serve([Self.initialize, Self.notification("exit", nil)]).status == .failure)
    let ended = try Self.serve([Self.initialize])
    #expect(ended.status == .failure)
    #expect(ended.errors == "")
    let cut = try Self.serve(
      raw: Self.frame(Self.initialize) + Array("Content-Length: 50\r\n\r\n{\"id\"".utf8))
    #expect(cut.status == .failure)
    #expect(cut.errors == "stylec lsp: the input ended inside a message (5 bytes of it came)\n")
  }

  @Test(arguments: [
    ("{", "-32700", "the message is not JSON: expected a string, found the end of the input at byte 1"),
    ("[1, 2]", "-32600", "a message must be a JSON object"),
    (
      "{\"jsonrpc\": \"2.0\", \"id\": [1], \"method\": \"x\"}", "-32600",
      "a request's id must be a string or a whole number of at most 64 bits"
    ),
    (
      "{\"jsonrpc\": \"2.0\", \"id\": 12345678901234567890, \"method\": \"x\"}", "-32600",
      "a request's id must be a string or a whole number of at most 64 bits"
    ),
    ("{\"jsonrpc\": \"2.0\", \"id\": 7}", "-32600", "a message must have a method, or be a response"),
    (
      "{\"a\": 1,}", "-32700",
      "the message is not JSON: a ',' before '}': JSON allows none after the last one at byte 7"
    ),
  ])
  func messagesThatAreNotRequestsAreAnsweredWithAnError(content: String, code: String, message: String) throws
  {
    let body = Array(content.utf8)
    let session = try Self.serve(
      raw: Self.frame(Self.initialize) + Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        + Self.shutdown.flatMap(Self.frame))
    let error = try #require(session.messages.first { $0["error"] != nil })
    #expect(error["id"] == (content.contains("\"id\": 7") ? 7 : .null))
    #expect(error["error"] == ["code": .number(Double(code)!), "message": .string(message)])
    #expect(session.status == .success)
  }

  @Test func headersAreReadAsTheProtocolWritesThem() throws {
    // Names in any case, a Content-Type beside the length.
    let body = Self.initialize.text
    let raw =
      Array(
        "content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH: \(body.count)\r\n\r\n"
          .utf8)
      + body + Self.shutdown.flatMap(Self.frame)
    #expect(try Self.serve(raw: raw).status == .success)
  }

  @Test(arguments: [
    (
      "Content-Type: x\r\n\r\n{}",
      "stylec lsp: a message has no Content-Length header; the stream cannot be read further\n"
    ),
    (
      "Content-Length: ten\r\n\r\n",
      "stylec lsp: Content-Length is not a number of bytes ('ten'); the stream cannot be read further\n"
    ),
    (
      "Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}",
      "stylec lsp: a message has Content-Length twice; the stream cannot be read further\n"
    ),
    (
      "garbage\r\n\r\n",
      "stylec lsp: a header line without ':' ('garbage'); the stream cannot be read further\n"
    ),
  ])
  func aHeaderTheServerCannotReadEndsItWithAMessage(header: String, message: String) throws {
    let session = try Self.serve(raw: Array(header.utf8))
    #expect(session.status == .failure)
    #expect(session.errors == message)
    #expect(session.messages.isEmpty)
  }

  @Test func aHeaderBlockWithoutEndIsRefusedOnceItPassesItsBound() throws {
    let session = try Self.serve(raw: Array(repeating: UInt8(ascii: "x"), count: 100_000))
    #expect(session.status == .failure)
    #expect(
      session.errors
        == "stylec lsp: a message's header block runs past 8192 bytes without an empty line; the stream cannot be read further\n"
    )
  }

  @Test func aMessageOverTheLimitIsSkippedAndTheNextRead() throws {
    let huge = LanguageServer.maximumContentBytes + 1
    var raw = Self.frame(Self.initialize) + Array("Content-Length: \(huge)\r\n\r\n".utf8)
    raw += [UInt8](repeating: UInt8(ascii: " "), count: huge)
    raw += Self.shutdown.flatMap(Self.frame)
    let session = try Self.serve(raw: raw)
    #expect(
      session.messages.first { $0["error"] != nil }?["error"]?["message"]
        == .string("a message of \(huge) bytes is larger than the server's \(huge - 1)-byte limit"))
    #expect(session.status == .success)
  }

  // MARK: Documents and diagnostics

  @Test func anOpenDocumentGetsLintsFindingsAndAFixClearsThem() throws {
    try withFiles([".stylec.json": "{}"]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.css").path)
      let session = try Self.serve(
        [Self.initialize, Self.open(uri, "UILabel {\n  colr: red;\n}\n")]
          + [
            // A request between: diagnostics are published once the input is drained, or
            // before shutdown.
            Self.change(uri, version: 2, [["range": Self.range(1, 2, 1, 6), "text": "color"]])
          ] + Self.shutdown)
      // The pipe-like file is read whole first: only the last version is linted.
      #expect(session.published.count == 1)
      #expect(session.published.first?["version"] == 2)
      #expect(session.published.first?["diagnostics"] == [])
    }
  }

  @Test func aFindingCarriesItsRangeCodeNotesAndReplacement() throws {
    try withFiles([:]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.css").path)
      let session = try Self.serve(
        [Self.initialize, Self.open(uri, "/* é😀 */ UILabel { colr: red; }\n")] + Self.shutdown)
      let diagnostic = try #require(session.published.first?["diagnostics"]?.array?.first)
      // UTF-16: é is one unit, 😀 two; the name starts after "/* é😀 */ UILabel { ".
      let range = Self.range(0, 20, 0, 24)
      #expect(
        diagnostic == [
          "range": range, "severity": 1, "source": "stylec", "code": "unknown-property",
          "message": "'UILabel' has no property 'colr'",
          "relatedInformation": [
            ["location": ["uri": .string(uri), "range": range], "message": "did you mean 'color'?"]
          ],
          "data": ["replacement": "color", "range": range],
        ])
    }
  }

  @Test func theProjectsConfigurationApplies() throws {
    let configuration = #"{"types": {"BadgeView": "UIView"}, "rules": {"unknown-property": "warning"}}"#
    try withFiles([".stylec.json": configuration]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.css").path)
      let session = try Self.serve(
        [Self.initialize, Self.open(uri, "BadgeView { alpha: 0.5; }\nUILabel { colr: red; }\n")]
          + Self.shutdown)
      let diagnostics = try #require(session.published.first?["diagnostics"]?.array)
      #expect(diagnostics.map { $0["code"] } == ["unknown-property"])
      #expect(diagnostics.first?["severity"] == 2)
    }
  }

  @Test func aBrokenConfigurationIsOneDiagnosticAtTheStart() throws {
    try withFiles([".stylec.json": "{\"types\": 3}"]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.css").path)
      let session = try Self.serve(
        [Self.initialize, Self.open(uri, "UILabel { color: red; }\n")] + Self.shutdown)
      let diagnostics = try #require(session.published.first?["diagnostics"]?.array)
      #expect(diagnostics.count == 1)
      #expect(diagnostics.first?["range"] == Self.range(0, 0, 0, 0))
      #expect(diagnostics.first?["message"]?.string?.contains(".stylec.json") == true)
    }
  }

  @Test func importsAreReadAndFindingsInThemStayThere() throws {
    try withFiles(["colors.css": "$accent = #ff0000;\nUIView { bogus: 1; }\n"]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.css").path)
      let session = try Self.serve(
        [
          Self.initialize,
          Self.open(uri, "@dialect stylec;\n@import \"colors.css\";\nUILabel { color: $accent; }\n"),
        ]
          + Self.shutdown)
      #expect(session.published.first?["diagnostics"] == [])
    }
  }

  @Test func closingADocumentClearsItsDiagnostics() throws {
    let uri = "untitled:Untitled-1"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, "UILabel { colr: red; }"),
        ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
      ]
        + [
          Self.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]),
          Self.notification("exit", nil),
        ])
    // Closing after shutdown does nothing: the server only waits for exit.
    #expect(session.published.count == 1)
    let closing = try Self.serve(
      [
        Self.initialize, Self.open(uri, "UILabel { colr: red; }"),
        ["jsonrpc": "2.0", "id": 2, "method": "no/such"],
      ] + [Self.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])]
        + Self.shutdown)
    #expect(closing.published.map { $0["diagnostics"]?.array?.count } == [])
  }

  static func request(_ id: Int, _ method: String, _ params: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "id": JSONValue(id), "method": .string(method), "params": params]
  }

  static func hover(_ id: Int, _ uri: String, _ line: Int, _ character: Int) -> JSONValue {
    request(
      id, "textDocument/hover",
      [
        "textDocument": ["uri": .string(uri)],
        "position": ["line": JSONValue(line), "character": JSONValue(character)],
      ])
  }

  /// A finding in a mixin's body, which the load reads at each include, is published once, as
  /// `stylec lint` reports it (it was published once for each include).
  @Test func aFindingInAMixinIncludedTwiceIsPublishedOnce() throws {
    let uri = "untitled:twice"
    let session = try Self.serve(
      [
        Self.initialize,
        Self.open(uri, "@mixin m($r: 2) { alpha: $b; }\nUIView { @include m; @include m; }\n"),
      ]
        + Self.shutdown, arguments: ["--syntax", "css"])
    let codes = session.published.last?["diagnostics"]?.array?.map { $0["code"] } ?? []
    #expect(codes == ["undefined-variable"], "\(session.published)")
  }

  @Test func hoverShowsAPropertysTypeAndAValueAsWorkedOut() throws {
    let uri = "untitled:hover"
    let text =
      ":root { --accent: #ff0000; }\nUILabel, UIButton {\n  text-color: rgb(255 0 0 / 50%);\n  alpha: var(--a);\n}\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text), Self.hover(2, uri, 2, 4), Self.hover(3, uri, 2, 20),
        Self.hover(4, uri, 3, 12), Self.hover(5, uri, 4, 0), Self.hover(6, "untitled:other", 0, 0),
        Self.hover(7, uri, 0, 10),
      ] + Self.shutdown)
    let expectation =
      "expects a color: #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%), hsla(h, s%, l%, a) or a name (in the stylec and css dialects also rgb(r g b / a), hsl(h s% l% / a), color-mix() and light-dark())"
    #expect(
      session.response(2)?["result"]
        == [
          "contents": [
            "kind": "markdown",
            "value": .string(
              "**text-color** on UILabel: `color`\n\n**text-color** on UIButton: `color`\n\n" + expectation),
          ],
          "range": Self.range(2, 2, 2, 12),
        ])
    #expect(
      session.response(3)?["result"]
        == ["contents": ["kind": "markdown", "value": "`#ff000080`"], "range": Self.range(2, 14, 2, 32)])
    #expect(
      session.response(4)?["result"]?["contents"]?["value"]
        == "`var(--a)`: worked out on each view, from what it has there (its custom properties, colour scheme or colour)"
    )
    #expect(session.response(5)?["result"] == .null)
    #expect(session.response(6)?["error"] == ["code": -32602, "message": "'untitled:other' is not open"])
    // A custom property is no view's own: not "UIView has no such property".
    #expect(
      session.response(7)?["result"]?["contents"]?["value"]
        == "**--accent**: a custom property, which the views the rule styles and their descendants read with var(--accent)"
    )
  }

  /// A client that nests symbols gets a block's symbols inside it, each spanning its block and
  /// selecting its name; another, a flat list of the same spans.
  @Test func documentSymbolsOutlineRulesVariablesMixinsAndMediaBlocks() throws {
    let uri = "untitled:outline"
    let text =
      "$accent = red\n@mixin card {\n  alpha 1\n}\nUILabel.title,\n  UIButton {\n  text-color $accent\n}\n@media pad {\n  UIView { alpha 0.5 }\n}\n"
    func outline(nested: Bool) throws -> [JSONValue] {
      let session = try Self.serve(
        [
          Self.request(
            1, "initialize",
            [
              "capabilities": [
                "textDocument": ["documentSymbol": ["hierarchicalDocumentSymbolSupport": .bool(nested)]]
              ]
            ]),
          Self.open(uri, text),
          Self.request(2, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]),
        ] + Self.shutdown)
      return try #require(session.response(2)?["result"]?.array)
    }
    let flat = try outline(nested: false)
    #expect(
      flat.map { [$0["name"]!, $0["kind"]!] } == [
        ["$accent", 13], ["card", 12], ["UILabel.title, UIButton", 5], ["@media pad", 3], ["UIView", 5],
      ])
    #expect(flat[2]["location"] == ["uri": .string(uri), "range": Self.range(4, 0, 7, 1)])
    let nested = try outline(nested: true)
    #expect(nested.map { $0["name"]! } == ["$accent", "card", "UILabel.title, UIButton", "@media pad"])
    #expect(nested[2]["range"] == Self.range(4, 0, 7, 1))
    #expect(nested[2]["selectionRange"] == Self.range(4, 0, 5, 10))
    #expect(nested[3]["range"] == Self.range(8, 0, 10, 1))
    #expect(
      nested[3]["children"] == [
        [
          "name": "UIView", "kind": 5, "range": Self.range(9, 2, 9, 22),
          "selectionRange": Self.range(9, 2, 9, 8),
        ]
      ])
  }

  /// A document larger than `--max-file-size` is not read, as `stylec lint` does not read its
  /// file (a 60 MB buffer was linted, 422 MB at its peak): one diagnostic says why.
  @Test func aDocumentLargerThanTheFileSizeLimitIsNotRead() throws {
    let uri = "untitled:big.css"
    let text = String(repeating: "UILabel { colr: red; }\n", count: 100)
    let session = try Self.serve(
      [Self.initialize, Self.open(uri, text)] + Self.shutdown, arguments: ["--max-file-size", "1000"])
    let diagnostics = try #require(session.published.last?["diagnostics"]?.array)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?["code"] == "file-too-large")
    #expect(
      diagnostics.first?["message"]?.string?.hasPrefix("the document is larger than the 1000-byte limit")
        == true)
  }

  /// `@layer` and `@container` blocks are in the outline too, their rules inside them.
  @Test func documentSymbolsOutlineLayerAndContainerBlocks() throws {
    let uri = "untitled:layers.css"
    let text =
      "@layer base {\n  UIView { alpha: 1; }\n}\n@container (width > 300px) {\n  UILabel { alpha: 0.5; }\n}\n"
    let session = try Self.serve(
      [
        Self.request(
          1, "initialize",
          ["capabilities": ["textDocument": ["documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]]]),
        Self.open(uri, text),
        Self.request(2, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]),
      ] + Self.shutdown)
    let outline = try #require(session.response(2)?["result"]?.array)
    #expect(
      outline.map { [$0["name"]!, $0["kind"]!] } == [["@layer base", 3], ["@container (width > 300px)", 3]])
    #expect(outline[0]["range"] == Self.range(0, 0, 2, 1))
    #expect(outline[0]["children"]?.array?.map { $0["name"]! } == ["UIView"])
    #expect(outline[1]["children"]?.array?.map { $0["name"]! } == ["UILabel"])
  }

  /// An indented rule ends with its last line: the blank lines and the comment that come
  /// before the next rule belong to that rule, not to this one.
  @Test func anIndentedRulesSymbolEndsWithItsLastLine() throws {
    let uri = "untitled:indented.cas"
    let text = "UIView\n  alpha 1\n  // last\n  tint-color red  \n\n// The label:\nUILabel\n  alpha 0.5\n"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.request(2, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]),
      ] + Self.shutdown)
    let symbols = try #require(session.response(2)?["result"]?.array)
    #expect(symbols.first?["location"]?["range"] == Self.range(0, 0, 3, 16))
  }

  /// Completion at the place marked `‸` in the text: the labels offered, and the range they
  /// replace.
  static func completions(_ marked: String, uri: String = "untitled:complete") throws -> (
    labels: [String], range: JSONValue?
  ) {
    let cursor = try #require(marked.range(of: "‸"))
    let text = marked.replacingCharacters(in: cursor, with: "")
    let before = text[..<cursor.lowerBound]
    let line = before.filter { $0 == "\n" }.count
    let character = before.split(separator: "\n", omittingEmptySubsequences: false).last!.utf16.count
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, text),
        Self.request(
          2, "textDocument/completion",
          [
            "textDocument": ["uri": .string(uri)],
            "position": ["line": JSONValue(line), "character": JSONValue(character)],
          ]),
      ] + Self.shutdown)
    let items = try #require(session.response(2)?["result"]?["items"]?.array)
    return (items.compactMap { $0["label"]?.string }, items.first?["textEdit"]?["range"])
  }

  @Test(arguments: [
    // A property's values by its type, whatever the rule's selector names.
    ("UILabel { text-alignment: ce‸ }", ["center"]),
    ("UILabel { text-color: blu‸ }", ["blue", "blueviolet"]),
    // Only the variables whose values fit (`$pad` is a number).
    ("UILabel { hidden: ‸ }", ["NO", "YES", "false", "true"]),
    ("UILabel { corner-radius: $‸ }", ["$pad"]),
    // After `$` in a value too; never a variable defined later, where it is not yet defined.
    ("UILabel { tint-color: $‸ }", []),
    ("UILabel { number-of-lines: ‸ }\n$late = 2;", ["$pad"]),
    // An alpha takes 0 to 1: `$pad`, 4, does not fit it.
    ("UILabel { alpha: $‸ }", []),
    // A comment before the property leaves it the property.
    ("UILabel { /* round */ corner-radius: $‸ }", ["$pad"]),
    // The properties of the types the rule styles, even before it loads.
    ("UIButton { title-col‸ }", ["title-color"]),
    ("UIButton { title-col‸", ["title-color"]),
    // A rule of several types sets what every one of them has.
    ("UIButton, UILabel { number-of‸", []), ("UIButton, UILabel { alph‸", ["alpha"]),
    // Custom properties and variables in scope.
    ("UILabel { alpha: var(--‸) }", ["--accent"]),
    ("UILabel { number-of-lines: $‸ }", ["$pad"]),
    // At-rules, @media features, classes and ids the sheets use, pseudo-classes, types.
    ("@me‸", ["media"]),
    ("@media (prefers-co‸) {}", ["prefers-color-scheme", "prefers-contrast"]),
    ("@media (orientation: ‸) {}", ["landscape", "portrait"]),
    // stylec's own names too, and their values.
    ("@media (user-interface-style: ‸) {}", ["dark", "light"]), ("@media (bold-‸) {}", ["bold-text"]),
    ("@media (reduce-motion: ‸) {}", ["false", "true"]),
    // After a feature closed, `and (` opens another.
    ("@media (orientation: landscape) and (ori‸) {}", ["orientation"]),
    ("@media screen and (prefers-color-scheme: d‸) {}", ["dark"]),
    (".ca‸ {}", ["card"]),
    ("#ti‸ {}", ["title"]),
    ("UILabel:first-‸ {}", ["first-child", "first-of-type"]),
    // A selector being written: its type's states, before the rule loads.
    ("UIButton:highl‸", ["highlighted"]),
    // A `}` in a line comment closes nothing.
    ("UIButton { // }\n  title-col‸ }", ["title-color"]),
    ("UISwitc‸ {}", ["UISwitch"]),
  ])
  func completionOffersWhatMayStandThere(marked: String, expected: [String]) throws {
    let prelude = ":root { --accent: red; }\n$pad = 4;\n.card UILabel#title { alpha: 1; }\n"
    let (labels, range) = try Self.completions(prelude + marked)
    #expect(labels == expected)
    // Each item says what it replaces (none to say it of when nothing fits).
    #expect(range != nil || expected.isEmpty)
  }

  /// What would then be an error is not offered: today's pseudo-classes in a seed's dialect,
  /// an at-rule that stands only at the top level inside a rule.
  @Test func completionOffersNothingThatWouldBeAnError() throws {
    #expect(try Self.completions("@dialect classy;\nUIView:ha‸ {}").labels == [])
    #expect(try Self.completions("UIView:ha‸ {}").labels == ["has"])
    #expect(try Self.completions("@im‸").labels == ["import"])
    #expect(try Self.completions("UIView { @im‸ }").labels == [])
    #expect(try Self.completions("UIView { @inc‸ }").labels == ["include"])
    // And one that stands only inside a rule at the top level.
    #expect(try Self.completions("@inc‸").labels == [])
    #expect(try Self.completions("@ext‸").labels == [])
  }

  @Test func aCompletionReplacesTheWordTypedAndAVariablesSigil() throws {
    let (_, range) = try Self.completions("UILabel { text-alignment: ce‸ }")
    #expect(range == Self.range(0, 26, 0, 28))
    let (_, variable) = try Self.completions("$pad = 1;\nUILabel { alpha: $p‸ }")
    #expect(variable == Self.range(1, 17, 1, 19))
  }

  /// In Classy's indented syntax a line indented under a heading is in that heading's rule,
  /// the innermost one when headings nest.
  @Test func completionInAnIndentedBlockOffersItsTypesProperties() throws {
    #expect(try Self.completions("UIButton\n  title-col‸\n").labels == ["title-color"])
    #expect(try Self.completions("UIView\n  alpha 1\n\n  UIButton\n    title-col‸").labels == ["title-color"])
    #expect(try Self.completions("UIView\n  UIButton\n    alpha 1\n  title-col‸").labels == [])
  }

  /// Go to definition follows a variable, a custom property or a mixin to where it is defined,
  /// in the document or a file it imports; references list its uses there.
  @Test func definitionsAndReferencesFollowNames() throws {
    try withFiles(["colors.cas": "$accent = red\n"]) { directory in
      let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("main.cas").path)
      let text =
        "@dialect stylec\n@import \"colors.cas\"\n@mixin card {\n  alpha 1\n}\nUILabel {\n  text-color $accent\n  @include card\n  --ink: blue\n  tint-color var(--ink)\n  background-color $accent\n}\n"
      func at(_ id: Int, _ method: String, _ line: Int, _ character: Int) -> JSONValue {
        Self.request(
          id, method,
          [
            "textDocument": ["uri": .string(uri)],
            "position": ["line": JSONValue(line), "character": JSONValue(character)],
            "context": ["includeDeclaration": true],
          ])
      }
      let session = try Self.serve(
        [
          Self.initialize,
          Self.notification(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(uri), "languageId": "cas", "version": 1, "text": .string(text)]]),
          at(2, "textDocument/definition", 6, 16), at(3, "textDocument/definition", 7, 13),
          at(4, "textDocument/definition", 9, 19), at(5, "textDocument/references", 6, 16),
          at(6, "textDocument/definition", 5, 2),
        ] + Self.shutdown)
      let colors = DocumentURI.uri(ofPath: directory.appendingPathComponent("colors.cas").path)
      #expect(session.response(2)?["result"] == [["uri": .string(colors), "range": Self.range(0, 0, 0, 13)]])
      #expect(
        session.response(3)?["result"]?.array?.first?["range"]?["start"] == ["line": 2, "character": 0])
      #expect(
        session.response(4)?["result"]?.array?.first?["range"]?["start"] == ["line": 8, "character": 2])
      // In the document, then in the file it imports.
      #expect(
        session.response(5)?["result"] == [
          ["uri": .string(uri), "range": Self.range(6, 13, 6, 20)],
          ["uri": .string(uri), "range": Self.range(10, 19, 10, 26)],
          ["uri": .string(colors), "range": Self.range(0, 0, 0, 7)],
        ])
      #expect(session.response(6)?["result"] == [])
    }
  }

  /// The fix replaces the range published with the diagnostic, which its data carries: a
  /// client may send the diagnostic's range back counted in other units (Neovim 0.7 in bytes).
  @Test func aDiagnosticsReplacementIsAQuickFix() throws {
    let uri = "untitled:fix"
    let diagnostic: JSONValue = [
      "range": Self.range(1, 5, 1, 9), "source": "stylec", "code": "unknown-property", "message": "m",
      "data": ["replacement": "color", "range": Self.range(1, 2, 1, 6)],
    ]
    let other: JSONValue = ["range": Self.range(0, 0, 0, 1), "source": "other", "message": "n"]
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, "UILabel {\n  colr: red;\n}\n"),
        Self.request(
          2, "textDocument/codeAction",
          [
            "textDocument": ["uri": .string(uri)], "range": Self.range(1, 2, 1, 2),
            "context": ["diagnostics": [diagnostic, other]],
          ]),
        Self.request(
          3, "textDocument/codeAction",
          ["textDocument": ["uri": .string(uri)], "range": Self.range(0, 0, 0, 0)]),
      ] + Self.shutdown)
    #expect(
      session.response(2)?["result"]
        == [
          [
            "title": "Replace with 'color'", "kind": "quickfix", "isPreferred": true,
            "diagnostics": [diagnostic],
            "edit": ["changes": .object([uri: [["range": Self.range(1, 2, 1, 6), "newText": "color"]]])],
          ]
        ])
    #expect(
      session.response(3)?["error"] == ["code": -32602, "message": "context.diagnostics must be an array"])
  }

  @Test func aFindingOnALineAfterALoneCarriageReturnIsWhereTheParserPutsIt() throws {
    let session = try Self.serve(
      [Self.initialize, Self.open("untitled:cr", "UILabel {\r  colr: red;\r}\r")] + Self.shutdown)
    #expect(session.published.first?["diagnostics"]?.array?.first?["range"] == Self.range(1, 2, 1, 6))
  }

  /// Each finding's notes repeat the document's URI: a URI is bounded, and so are the findings
  /// one document publishes, the rest counted in one more.
  @Test func theURIAndTheFindingsPublishedAreBounded() throws {
    let long = "untitled:" + String(repeating: "x", count: LanguageServer.longestURI)
    let refused = try Self.serve(
      [Self.initialize, Self.open(long, "UILabel { colr: red; }")] + Self.shutdown)
    #expect(refused.published.isEmpty)
    #expect(
      refused.messages.first { $0["method"] == "window/logMessage" }?["params"]?["message"]
        == .string(
          "stylec: textDocument/didOpen: a document's URI may be at most \(LanguageServer.longestURI) bytes, not \(long.utf8.count)"
        ))
    let many = (0..<1_005).map { "UILabel.c\($0) { colr: red; }\n" }.joined()
    let session = try Self.serve([Self.initialize, Self.open("untitled:many", many)] + Self.shutdown)
    let diagnostics = try #require(session.published.first?["diagnostics"]?.array)
    #expect(diagnostics.count == LanguageServer.mostPublishedDiagnostics + 1)
    #expect(
      diagnostics.last
        == [
          "range": Self.range(1_000, 16, 1_000, 16), "severity": 3, "source": "stylec",
          "message": "5 more findings are not shown here; stylec lint lists them all",
        ])
  }

  /// A message of megabytes is read whole, and standard input left non-blocking is waited for.
  @Test func aLargeMessageIsReadAndANonBlockingInputWaitedFor() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    #expect(fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK) == 0)
    defer { close(ends[0]) }
    let text = String(repeating: "UILabel { alpha: 1; }\n", count: 200_000)
    let input = ([Self.initialize, Self.open("untitled:big", text)] + Self.shutdown).flatMap(Self.frame)
    let writer = ends[1]
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
      var offset = 0
      while offset < input.count {
        let count = input[offset...].withUnsafeBytes { write(writer, $0.baseAddress!, $0.count) }
        if count <= 0 { break }
        offset += count
      }
      close(writer)
    }
    let (server, written) = try Self.server(input: ends[0])
    #expect(server.run() == .success)
    let published = try Self.frames(written.output).filter {
      $0["method"] == "textDocument/publishDiagnostics"
    }
    #expect(published.count == 1)
    #expect(published.first?["params"]?["uri"] == "untitled:big")
  }

  @Test func aBadNotificationIsLoggedAndChangesNothing() throws {
    let uri = "untitled:a"
    let session = try Self.serve(
      [
        Self.initialize, Self.open(uri, "UILabel { color: red; }"),
        Self.change(
          uri, version: 2,
          [["range": Self.range(0, 10, 0, 15), "text": "colr"], ["range": "x", "text": ""]]),
        Self.change("untitled:b", version: 2, [["text": ""]]),
      ] + Self.shutdown)
    let logged = session.messages.filter { $0["method"] == "window/logMessage" }.compactMap {
      $0["params"]?["message"]
    }
    #expect(
      logged == [
        "stylec: textDocument/didChange: a range must have a start and an end, each a line and a character (integers, 0 or more)",
        "stylec: textDocument/didChange: 'untitled:b' is not open",
      ])
    // The first change was not applied: the document is as it was opened.
    #expect(session.published.first?["version"] == 1)
    #expect(session.published.first?["diagnostics"] == [])
  }
}

/// Positions in the protocol's units, and edits made with them.
@Suite("Language server documents")
struct TextDocumentTests {
  @Test func incrementalEditsCountUTF16UnitsByDefault() {
    var document = TextDocument(uri: "u", version: 1, text: Array("a😀b\nsecond\r\nthird".utf8))
    let position = { (line: Int, character: Int) in TextDocument.Position(line: line, character: character) }
    // After the emoji (two UTF-16 units): before "b".
    document.apply(Array("X".utf8), in: (position(0, 3), position(0, 4)), version: 2, encoding: .utf16)
    #expect(String(decoding: document.text, as: UTF8.self) == "a😀X\nsecond\r\nthird")
    // A character past the line's end is its end, before the \r\n.
    document.apply(Array("!".utf8), in: (position(1, 99), position(1, 99)), version: 3, encoding: .utf16)
    #expect(String(decoding: document.text, as: UTF8.self) == "a😀X\nsecond!\r\nthird")
    // A line past the end is the end of the text.
    document.apply(Array("\nfourth".utf8), in: (position(9, 0), position(9, 0)), version: 4, encoding: .utf16)
    #expect(String(decoding: document.text, as: UTF8.self) == "a😀X\nsecond!\r\nthird\nfourth")
    #expect(document.lineStarts == [0, 7, 16, 22])
    #expect(document.version == 4)
    // Joining lines.
    document.apply([], in: (position(0, 4), position(2, 0)), version: 5, encoding: .utf16)
    #expect(String(decoding: document.text, as: UTF8.self) == "a😀Xthird\nfourth")
    #expect(document.lineStarts == [0, 12])
  }

  /// A carriage return is a line break of its own, as the protocol and stylec's parser have it;
  /// an edit that joins or parts one counts the lines again.
  @Test func aLoneCarriageReturnBreaksALine() {
    var document = TextDocument(uri: "u", version: 1, text: Array("a\rb\r\nc".utf8))
    #expect(document.lineStarts == [0, 2, 5])
    document.apply(
      Array("\n".utf8), in: (.init(line: 1, character: 0), .init(line: 1, character: 0)), version: 2,
      encoding: .utf16)
    #expect(String(decoding: document.text, as: UTF8.self) == "a\r\nb\r\nc")
    #expect(document.lineStarts == [0, 3, 6])
    document.apply(
      Array("X".utf8), in: (.init(line: 1, character: 1), .init(line: 2, character: 0)), version: 3,
      encoding: .utf16)
    #expect(String(decoding: document.text, as: UTF8.self) == "a\r\nbXc")
    #expect(document.lineStarts == [0, 3])
  }

  @Test func positionsInsideACharacterGoToItsStart() {
    let document = TextDocument(uri: "u", version: 1, text: Array("😀é".utf8))
    #expect(document.offset(of: .init(line: 0, character: 1), encoding: .utf16) == 0)
    #expect(document.offset(of: .init(line: 0, character: 2), encoding: .utf8) == 0)
    #expect(document.offset(of: .init(line: 0, character: 5), encoding: .utf8) == 4)
    #expect(document.offset(of: .init(line: 0, character: 1), encoding: .utf32) == 4)
    #expect(document.position(ofOffset: 6, encoding: .utf16) == .init(line: 0, character: 3))
    #expect(document.position(ofOffset: 6, encoding: .utf32) == .init(line: 0, character: 2))
  }
}

/// The server's own JSON reader and writer.
@Suite("Language server JSON")
struct JSONValueTests {
  @Test func valuesRoundTrip() throws {
    let text = #"{"a":[1,-2.5,1e+300,true,false,null],"b":"é\"\\\n\u0001😀","c":{}}"#
    let value = try JSONValue.parse(Array(text.utf8))
    #expect(value["a"] == [1, .number(-2.5), .number(1e300), true, false, nil])
    #expect(value["b"] == "é\"\\\n\u{1}😀")
    #expect(
      String(decoding: value.text, as: UTF8.self)
        == #"{"a":[1,-2.5,1e+300,true,false,null],"b":"é\"\\\n\u0001😀","c":{}}"#)
    #expect(try JSONValue.parse(Array(#""\ud83d\ude00""#.utf8)) == "😀")
  }

  @Test(arguments: [
    ("", "expected a value, found the end of the text", 0),
    ("[1,]", "a ',' before ']': JSON allows none after the last one", 2),
    ("1 2", "unexpected text after the value", 2), ("\"\\x\"", "invalid escape '\\x' in a string", 1),
    ("\"\\ud83d\"", "lone UTF-16 surrogate \\uD83D in a string", 1),
    ("\"\\ude00\"", "lone UTF-16 surrogate \\uDE00 in a string", 1),
    ("\"a\nb\"", "control character in a string; escape it", 2),
    ("1e999", "the number 1e999 is out of range", 0),
    ("tru", "expected a value, found 'tru'", 0), ("{\"a\" 1}", "expected ':' after the key, found '1'", 5),
    ("{\"a\": 1, \"a\": 2}", "duplicate key \"a\"", 9),
  ])
  func malformedTextIsAnErrorWithItsOffset(text: String, message: String, offset: Int) {
    #expect(throws: JSONValue.ParseError(message: message, offset: offset)) {
      try JSONValue.parse(Array(text.utf8))
    }
  }

  @Test func textThatIsNotUTF8IsRefusedWhereItStops() {
    #expect(throws: JSONValue.ParseError(message: "the text is not UTF-8", offset: 1)) {
      try JSONValue.parse([0x22, 0xFF, 0x22])
    }
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(Array(deep.utf8)) }
    let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect(throws: Never.self) { try JSONValue.parse(Array(fine.utf8)) }
  }
}

/// The words completion offers are the words the parser reads.
@Suite("Language server vocabulary")
struct SheetVocabularyTests {
  @Test func everyAtRuleAndMediaFeatureOfferedIsRead() {
    for rule in SheetVocabulary.atRules {
      let sheet = Stylesheet(source: "@\(rule) x;\n", fileName: "main.css")
      #expect(!sheet.diagnostics.contains { $0.message.hasPrefix("unknown at-rule") }, "\(rule)")
    }
    for feature in SheetVocabulary.mediaFeatures {
      let written =
        feature.hasSuffix("-resolution")
        ? "(\(feature): 2dppx)"
        : feature.hasPrefix("min-") || feature.hasPrefix("max-") ? "(\(feature): 10px)" : "(\(feature))"
      let sheet = Stylesheet(source: "@media \(written) { UIView { alpha: 1; } }\n", fileName: "main.css")
      #expect(sheet.diagnostics.isEmpty, "\(feature): \(sheet.diagnostics.map(\.message))")
    }
    for (feature, values) in SheetVocabulary.mediaFeatureValues {
      #expect(SheetVocabulary.mediaFeatures.contains(feature), "\(feature)")
      for value in values {
        let sheet = Stylesheet(
          source: "@media (\(feature): \(value)) { UIView { alpha: 1; } }\n", fileName: "main.css")
        #expect(sheet.diagnostics.isEmpty, "\(feature): \(value): \(sheet.diagnostics.map(\.message))")
      }
    }
    #expect(SheetVocabulary.colorNames.contains("rebeccapurple"))
    #expect(
      SheetVocabulary.pseudoClasses.contains("first-child") && SheetVocabulary.pseudoClasses.contains("has"))
  }
}
