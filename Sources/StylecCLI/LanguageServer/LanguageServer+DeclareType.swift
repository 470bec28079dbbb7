import Foundation
import Stylec

/// The quick fix for a type the schema lacks: declare it in the project's `.stylec.json`
/// (`"types": {"ProfileHeader": "UIView"}`), creating the file beside the sheet when the project
/// has none and the client can create files.
extension LanguageServer {
  /// The action declaring the type an `unknown-type` diagnostic names, as a `UIView` (the
  /// author changes the superclass where it is written); nil when the name is no class name or
  /// the configuration cannot be edited (unreadable, not a JSON object).
  func declareTypeAction(for diagnostic: JSONValue, in document: TextDocument) -> JSONValue? {
    guard let range = diagnostic["range"], let (start, end) = try? Self.range(range),
      let path = DocumentURI.path(of: document.uri)
    else { return nil }
    let name = String(
      decoding: document.text[
        document.offset(of: start, encoding: encoding)..<document.offset(of: end, encoding: encoding)],
      as: UTF8.self)
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
      name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
    else { return nil }
    let entry = "\"\(name)\": \"UIView\""
    let title = "Declare '\(name)' in .stylec.json (as a UIView)"
    let configuration =
      options.configurationPath ?? ProjectConfiguration.find(for: path)
    guard let configuration else {
      // No configuration yet: one beside the sheet, which the search finds first; none where
      // the search would pass it over (a directory others may write in) or one stands that it
      // passes over already (written over, it would be no JSON, and still not read).
      let directory = directoryPart(of: path)
      let beside = directory + "/" + ProjectConfiguration.fileName
      var status = stat()
      guard clientCreatesFiles, ProjectConfiguration.isTrusted(directory), lstat(beside, &status) != 0 else {
        return nil
      }
      let uri = DocumentURI.uri(ofPath: beside)
      let origin: JSONValue = ["line": 0, "character": 0]
      return action(
        title, diagnostic,
        edit: [
          "documentChanges": [
            ["kind": "create", "uri": .string(uri), "options": ["ignoreIfExists": true]],
            [
              "textDocument": ["uri": .string(uri), "version": nil],
              "edits": [
                [
                  "range": ["start": origin, "end": origin],
                  "newText": .string("{\n  \"types\": { \(entry) }\n}\n"),
                ]
              ],
            ],
          ]
        ])
    }
    guard
      case .success(let bytes) = readFileBytes(
        atPath: configuration, limit: ProjectConfiguration.maximumSize, regularFileOnly: true),
      let place = Self.typesInsertion(in: bytes)
    else { return nil }
    let uri = DocumentURI.uri(ofPath: configuration)
    let file = TextDocument(uri: uri, version: 0, text: bytes)
    let newText: String
    switch place {
    case .intoTypes(let offset, let isEmpty):
      // A space after the comma unless the text has one.
      let spaced = offset < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset])
      newText = isEmpty ? " \(entry) " : spaced ? " \(entry)," : " \(entry), "
    case .beforeClosingBrace(_, let isEmpty):
      newText = isEmpty ? "\n  \"types\": { \(entry) }\n" : ",\n  \"types\": { \(entry) }\n"
    }
    return action(
      title, diagnostic,
      edit: [
        "changes": .object([
          uri: [["range": protocolRange(place.offset..<place.offset, in: file), "newText": .string(newText)]]
        ])
      ])
  }

  private func action(_ title: String, _ diagnostic: JSONValue, edit: JSONValue) -> JSONValue {
    ["title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic], "edit": edit]
  }

  /// Where a configuration's text takes a new type: right after the `{` of its top-level
  /// `"types"` object, or else before the top-level object's closing `}`; each says whether
  /// the object is empty. Nil for text that is not one JSON object.
  enum TypesInsertion: Equatable {
    case intoTypes(offset: Int, isEmpty: Bool)
    case beforeClosingBrace(offset: Int, isEmpty: Bool)

    var offset: Int {
      switch self {
      case .intoTypes(let offset, _), .beforeClosingBrace(let offset, _): offset
      }
    }
  }

  static func typesInsertion(in bytes: [UInt8]) -> TypesInsertion? {
    guard (try? JSONValue.parse(bytes))?.isObject == true else { return nil }
    var depth = 0
    var index = 0
    var lastKey: [UInt8]?
    var topLevelMembers = 0
    var closing: Int?
    func isEmptyObject(from open: Int) -> Bool {
      var next = open + 1
      while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
      return next < bytes.count && bytes[next] == UInt8(ascii: "}")
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        // Decoded, as the configuration's reader decodes it (`"typ\u0065s"` is "types").
        if depth == 1 {
          lastKey = (try? JSONValue.parse(Array(bytes[index..<min(end + 1, bytes.count)])))?.string.map {
            Array($0.utf8)
          }
        }
        index = end + 1
        continue
      case UInt8(ascii: ":") where depth == 1:
        topLevelMembers += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if depth == 1, byte == UInt8(ascii: "{"), lastKey == Array("types".utf8) {
          return .intoTypes(offset: index + 1, isEmpty: isEmptyObject(from: index))
        }
        depth += 1
        if depth > 1 { lastKey = nil }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { closing = index }
      default:
        break
      }
      index += 1
    }
    guard let closing else { return nil }
    // Before the closing brace, after the last member's text (its white space stays after).
    var offset = closing
    while offset > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset - 1]) { offset -= 1 }
    return .beforeClosingBrace(offset: offset, isEmpty: topLevelMembers == 0)
  }
}
