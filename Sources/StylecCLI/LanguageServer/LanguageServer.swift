import Stylec

/// `stylec lsp`: a Language Server Protocol server reading messages from one descriptor
/// (standard input) and writing its own through the console's output, nothing else on it.
///
/// It handles one message at a time. Document changes are cheap (the text is edited in place);
/// the diagnostics they call for are worked out once the client has sent all it had, so that a
/// burst of typing costs one lint of the last version, and work on a version already replaced
/// is never done.
final class LanguageServer {
  /// Where the server stands in the protocol's lifecycle.
  enum State: Equatable {
    /// Before `initialize`: requests are refused with `serverNotInitialized`.
    case uninitialized
    /// Between `initialize` and `shutdown`.
    case running
    /// After `shutdown`: only `exit` is expected.
    case shutDown
  }

  private(set) var state = State.uninitialized
  /// Where the client's messages are read from.
  private(set) var reader: MessageReader
  private let console: Console
  let options: StylesheetOptions
  /// The unit positions count in, agreed at `initialize`.
  private(set) var encoding = PositionEncoding.utf16
  /// The open documents, by URI.
  var documents: [String: TextDocument] = [:]
  /// Open documents whose diagnostics are out of date, by URI.
  var staleDiagnostics: Set<String> = []
  /// Whether the lint being made may stop for input the client sent (`publishStaleDiagnostics`
  /// but with `all`), and whether it did: a partial's lint loads each sheet importing it, and a
  /// keystroke in a partial of a hundred importers waited for a hundred loads made stale by it.
  var lintStopsForInput = false
  var lintStoppedForInput = false
  /// The syntax of each open document whose name says none, as its language says (`css`).
  var languageSyntaxes: [String: StylesheetSyntax] = [:]
  /// The document the client changed last: its diagnostics are published first.
  var lastEditedDocument: String?
  /// The documents last given diagnostics that were not empty, to clear when they close.
  var documentsWithDiagnostics: Set<String> = []
  /// The canonical path (`canonicalFilePath`) of each open document that is a file, by URI,
  /// worked out once when it is opened.
  var canonicalPaths: [String: String] = [:]
  /// The open document of each canonical path (the last opened, if two names lead to one file).
  var urisByCanonicalPath: [String: String] = [:]
  /// Each open document as last read, for its version.
  var loadedDocuments: [String: LoadedDocument] = [:]
  /// The open documents whose last read failed (a configuration that cannot be read), each
  /// with why: their diagnostics say it, and are published again once a read succeeds or fails
  /// for another reason, whatever asked for it.
  var unreadableDocuments: [String: String] = [:]
  /// The schemas last read from files, by path, with the fingerprint each was read at: the 16
  /// met last, as `lint` keeps them (a session opening documents of hundreds of projects kept
  /// every schema it read).
  var schemaFiles = RecentlyUsed<String, (fingerprint: FileFingerprint?, schema: StyleSchema)>(capacity: 16)
  /// Whether the client applies edits that create files (`workspaceEdit.resourceOperations`).
  var clientCreatesFiles = false
  /// Whether the client watches files for the server when asked to
  /// (`workspace.didChangeWatchedFiles.dynamicRegistration`).
  var clientWatchesFiles = false
  /// Whether the client was asked to watch files (`watchFiles()`).
  var askedToWatchFiles = false
  /// Whether the client shows document symbols nested
  /// (`textDocument.documentSymbol.hierarchicalDocumentSymbolSupport`).
  var clientNestsSymbols = false
  /// The workspace's folders, by canonical path.
  var workspaceFolders: [String] = []
  /// The path the client names each workspace folder by, by canonical path, where they differ
  /// (a folder opened through a link): a file found under the folder is named to the client
  /// under the client's path, as the documents it opens are.
  var workspaceFolderNames: [String: String] = [:]
  /// The sheets under the workspace's folders, once found (`workspaceSheets()`), and why they
  /// are not all of them, when they are not (more sheets or directories than are searched).
  var foundWorkspaceSheets: [String]?
  var workspaceSearchCut: String?
  /// The symbols of each workspace sheet and open document as last read, with what they were
  /// read from.
  var workspaceSymbolsRead: [String: (stamp: SymbolStamp, symbols: [(name: String, json: JSONValue)])] = [:]
  /// The classes and ids of each workspace sheet and open document as last read, with what
  /// they were read from (completion after `.` and `#`).
  var selectorNamesRead: [String: (stamp: SymbolStamp, classes: Set<String>, ids: Set<String>)] = [:]
  /// What each sheet of the workspace and open documents imports and uses, by canonical path
  /// (see `namesUsedByImporters(of:)`).
  var importerReadings: [String: ImporterReading] = [:]
  /// What the sheets importing each file use, by the imported file's canonical path, until a
  /// document or a file on disk changes (see `namesUsedByImporters(of:)`).
  var importerUses: [String: Set<String>]?
  /// The last few importers loaded for a partial's requests (hover, completion, navigation),
  /// each kept for the reading it was loaded at: completion in a partial loaded every sheet
  /// importing it again at each request.
  var importerLoads = RecentlyUsed<ImporterLoadKey, Stylesheet>(capacity: 4)

  /// The largest message content the server takes: a document of many megabytes fits.
  static let maximumContentBytes = 64 << 20

  /// A server reading `input` and writing to `console`'s output.
  init(input: Int32, console: Console, options: StylesheetOptions) {
    reader = MessageReader(descriptor: input, maximumContentBytes: Self.maximumContentBytes)
    self.console = console
    self.options = options
  }

  /// Serves until `exit` or the end of the input: success after `shutdown` then `exit`, failure
  /// when the client goes away without them (as the protocol asks) or the output fails.
  func run() -> CommandStatus {
    while true {
      switch reader.next() {
      case .content(let content):
        if let status = handle(content) { return status }
      case .refused(let message):
        // The id is in the content skipped: an error for no request, as JSON-RPC answers what it
        // cannot read.
        respond(to: .null, error: .invalidRequest(message))
      case .broken(let message):
        console.writeError("stylec lsp: \(message); the stream cannot be read further\n")
        return .failure
      case .end(let partial):
        if partial > 0 {
          console.writeError("stylec lsp: the input ended inside a message (\(partial) bytes of it came)\n")
        }
        return .failure
      }
      if console.writeFailure() != nil { return .failure }
      if !staleDiagnostics.isEmpty, !reader.hasWaitingInput() { publishStaleDiagnostics() }
    }
  }

  /// Handles one message's content; the exit status when it was `exit`.
  func handle(_ content: [UInt8]) -> CommandStatus? {
    let message: JSONValue
    do {
      message = try JSONValue.parse(content)
    } catch {
      respond(
        to: .null, error: .parseError("the message is not JSON: \(error.message) at byte \(error.offset)"))
      return nil
    }
    guard message.isObject else {
      respond(to: .null, error: .invalidRequest("a message must be a JSON object"))
      return nil
    }
    let id = message["id"]
    if let id, id.string == nil, id.integer == nil, id != .null {
      respond(
        to: .null,
        error: .invalidRequest("a request's id must be a string or a whole number of at most 64 bits"))
      return nil
    }
    guard let method = message["method"]?.string else {
      // A response to a request of the server's (a registration, which it does not wait for:
      // refused, the configuration's fingerprint is still checked): nothing to do.
      if id != nil, message["result"] != nil || message["error"] != nil { return nil }
      respond(to: id ?? .null, error: .invalidRequest("a message must have a method, or be a response"))
      return nil
    }
    let params = message["params"] ?? .null
    if let id {
      handleRequest(method, params: params, id: id)
      return nil
    }
    return handleNotification(method, params: params)
  }

  private func handleRequest(_ method: String, params: JSONValue, id: JSONValue) {
    switch (state, method) {
    case (.uninitialized, "initialize"):
      state = .running
      encoding = PositionEncoding.chosen(
        from: params["capabilities"]?["general"]?["positionEncodings"]?.array)
      let folders = Self.workspaceFolders(initializing: params)
      workspaceFolders = folders.map(\.canonical)
      for folder in folders { noteName(of: folder) }
      let edits = params["capabilities"]?["workspace"]?["workspaceEdit"]
      // Resource operations come in document changes: a client naming them takes both
      // (Neovim 0.7 names the operations and not the document changes).
      clientCreatesFiles = edits?["resourceOperations"]?.array?.contains("create") == true
      clientWatchesFiles =
        params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == true
      clientNestsSymbols =
        params["capabilities"]?["textDocument"]?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]
        == true
      respond(to: id, result: capabilities)
    case (_, "initialize"):
      respond(to: id, error: .invalidRequest("the server is initialized already"))
    case (.uninitialized, _):
      respond(to: id, error: .serverNotInitialized)
    case (.shutDown, _):
      respond(to: id, error: .invalidRequest("the server is shut down: only 'exit' is expected"))
    case (.running, "shutdown"):
      publishStaleDiagnostics(all: true)
      state = .shutDown
      respond(to: id, result: .null)
    case (.running, _):
      guard let handler = Self.requestHandlers[method] else {
        respond(to: id, error: .methodNotFound(method))
        return
      }
      do throws(ProtocolError) {
        respond(to: id, result: try handler(self, params))
      } catch {
        respond(to: id, error: error)
      }
    }
  }

  /// The requests about documents, by method, each answering with its result.
  private static let requestHandlers:
    [String: @Sendable (LanguageServer, JSONValue) throws(ProtocolError) -> JSONValue] = [
      "textDocument/hover": { server, params throws(ProtocolError) in try server.hover(params) },
      "textDocument/codeAction": { server, params throws(ProtocolError) in try server.codeActions(params) },
      "textDocument/documentSymbol": { server, params throws(ProtocolError) in
        try server.documentSymbols(params)
      },
      "textDocument/completion": { server, params throws(ProtocolError) in try server.completion(params) },
      "textDocument/definition": { server, params throws(ProtocolError) in try server.definition(params) },
      "textDocument/references": { server, params throws(ProtocolError) in try server.references(params) },
      "textDocument/prepareRename": { server, params throws(ProtocolError) in try server.prepareRename(params)
      },
      "textDocument/rename": { server, params throws(ProtocolError) in try server.rename(params) },
      "textDocument/formatting": { server, params throws(ProtocolError) in try server.formatting(params) },
      "textDocument/documentColor": { server, params throws(ProtocolError) in
        try server.documentColors(params)
      },
      "textDocument/colorPresentation": { server, params throws(ProtocolError) in
        try server.colorPresentations(params)
      },
      "workspace/symbol": { server, params throws(ProtocolError) in try server.workspaceSymbols(params) },
    ]

  private func handleNotification(_ method: String, params: JSONValue) -> CommandStatus? {
    if method == "exit" { return state == .shutDown ? .success : .failure }
    guard state == .running else { return nil }
    do throws(ProtocolError) {
      switch method {
      case "textDocument/didOpen": try openDocument(params)
      case "textDocument/didChange": try changeDocument(params)
      case "textDocument/didClose": try closeDocument(params)
      case "textDocument/didSave", "workspace/didChangeWatchedFiles": filesOnDiskChanged()
      case "workspace/didChangeWorkspaceFolders": try changeWorkspaceFolders(params)
      case "initialized": watchFiles()
      default:
        // Unknown notifications are ignored, as the protocol asks ($/cancelRequest,
        // $/setTrace, initialized and any a client adds).
        break
      }
    } catch {
      logMessage("\(method): \(error.message)")
    }
    return nil
  }

  /// A file on disk changed (an import, or the configuration, of any open document, or the
  /// sheets the workspace holds), or the folders did: every open document is read again, and
  /// its diagnostics published again.
  func filesOnDiskChanged() {
    staleDiagnostics.formUnion(documents.keys)
    loadedDocuments.removeAll()
    foundWorkspaceSheets = nil
    importerUses = nil
  }

  /// Asks a client that can watch files for the server to report changes to configurations
  /// and sheets on disk: an edit of `.stylec.json` saved in another editor, or in the client
  /// itself (which reports saves of the server's own documents only), changes what every
  /// sheet under it means. Other clients' changes are seen at the next request about a
  /// document (its configuration's fingerprint is checked).
  private func watchFiles() {
    // Once: a second `initialized` would register the same watchers again.
    guard clientWatchesFiles, !askedToWatchFiles else { return }
    askedToWatchFiles = true
    // JSON files for the schemas configurations name, whatever their names.
    let patterns =
      ["**/\(ProjectConfiguration.fileName)"] + StylesheetDiscovery.extensions.sorted().map { "**/*.\($0)" }
      + ["**/*.json"]
    send([
      "jsonrpc": "2.0", "id": "stylec/watch-files", "method": "client/registerCapability",
      "params": [
        "registrations": [
          [
            "id": "stylec/watch-files", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": ["watchers": .array(patterns.map { ["globPattern": .string($0)] })],
          ]
        ]
      ],
    ])
  }

  /// What the server can do, answering `initialize`.
  private var capabilities: JSONValue {
    [
      "capabilities": [
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
        "hoverProvider": true, "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        "documentSymbolProvider": true,
        "completionProvider": ["triggerCharacters": ["@", "$", ".", "#", ":", "-"]],
        "definitionProvider": true, "referencesProvider": true,
        "renameProvider": ["prepareProvider": true], "documentFormattingProvider": true,
        "colorProvider": true, "workspaceSymbolProvider": true,
        "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
      ],
      "serverInfo": ["name": "stylec", "version": .string(StylecCommand.version)],
    ]
  }

  // MARK: Writing

  /// Answers a request with its result.
  func respond(to id: JSONValue, result: JSONValue) {
    send(["jsonrpc": "2.0", "id": id, "result": result])
  }

  /// Answers a request with an error.
  func respond(to id: JSONValue, error: ProtocolError) {
    send(["jsonrpc": "2.0", "id": id, "error": error.json])
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: JSONValue) {
    send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// Tells the client of a problem with a notification it sent, which has no answer of its own.
  func logMessage(_ text: String) {
    notify("window/logMessage", ["type": 1, "message": .string("stylec: " + text)])
  }

  private func send(_ message: JSONValue) {
    let body = message.text
    let header = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    (header + body).withUnsafeBufferPointer { console.writeOutputBytes($0) }
  }
}
