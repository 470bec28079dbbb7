import Foundation
import Stylec

/// A project's configuration's problems in the editor: an open `.stylec.json` is checked as it
/// is typed, its first problem shown where it stands, and a sheet its problem keeps from being
/// read points there too.
extension LanguageServer {
  /// Whether the document is a project's configuration file (`.stylec.json`).
  static func isConfiguration(_ document: TextDocument) -> Bool {
    DocumentURI.path(of: document.uri).map { URL(fileURLWithPath: $0).lastPathComponent }
      == ProjectConfiguration.fileName
  }

  /// The open configuration's diagnostics: none when the buffer reads as a configuration whose
  /// classes fit its schema, else its first problem at its line and column.
  func configurationDiagnostics(of document: TextDocument) -> [JSONValue] {
    guard let path = DocumentURI.path(of: document.uri) else { return [] }
    do throws(UsageError) {
      let configuration = try ProjectConfiguration(buffer: document.text, path: path)
      _ = try configuration.extending(schemaFile(for: configuration).schema)
      return []
    } catch {
      let place = Self.place(in: error.message, path: path)
      var counter = TextDocument.PositionCounter(document, encoding: encoding)
      let start = counter.position(line: place?.line ?? 1, column: place?.column ?? 1)
      let position: JSONValue = ["line": JSONValue(start.line), "character": JSONValue(start.character)]
      return [
        [
          "range": ["start": position, "end": position], "severity": 1, "source": "stylec",
          "code": "invalid-configuration", "message": .string(place?.message ?? error.message),
        ]
      ]
    }
  }

  /// Where in its configuration file the problem `message` reports stands, for a sheet that
  /// configuration keeps from being read: the file (as read from disk, as the sheet's load read
  /// it) and the range there, or nil when the message names no place in it.
  func configurationLocation(ofProblem message: String, forSheet uri: String) -> JSONValue? {
    guard let sheetPath = DocumentURI.path(of: uri),
      let path = options.configurationPath ?? ProjectConfiguration.find(for: sheetPath),
      let place = Self.place(in: message, path: path)
    else { return nil }
    guard let (uri, file) = configurationFile(at: path) else { return nil }
    var counter = TextDocument.PositionCounter(file, encoding: encoding)
    let start = counter.position(line: place.line, column: place.column)
    let position: JSONValue = ["line": JSONValue(start.line), "character": JSONValue(start.character)]
    return ["uri": .string(uri), "range": ["start": position, "end": position]]
  }

  /// The line, column and message of a configuration problem reported as `PATH:LINE:COLUMN:
  /// message`, or nil for one that names no place in the file at `path`.
  static func place(in message: String, path: String) -> (line: Int, column: Int, message: String)? {
    guard message.hasPrefix(path + ":") else { return nil }
    let rest = message.dropFirst(path.count + 1)
    let parts = rest.split(separator: ":", maxSplits: 2)
    guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
    return (line, column, String(parts[2].drop { $0 == " " }))
  }
}
