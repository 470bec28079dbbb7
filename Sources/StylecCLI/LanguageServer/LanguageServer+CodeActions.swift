/// Quick fixes: each stylec diagnostic that carries a replacement ("did you mean") offers it,
/// replacing the diagnostic's range, which is the misspelt name.
extension LanguageServer {
  func codeActions(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let uri = try Self.uri(of: try Self.member("textDocument", of: params))
    guard documents[uri] != nil else { throw .invalidParams("\(quotedForMessage(uri)) is not open") }
    guard let diagnostics = params["context"]?["diagnostics"]?.array else {
      throw .invalidParams("context.diagnostics must be an array")
    }
    var actions: [JSONValue] = []
    for diagnostic in diagnostics where diagnostic["source"] == "stylec" {
      guard let replacement = diagnostic["data"]?["replacement"]?.string, let range = diagnostic["range"],
        (try? Self.range(range)) != nil
      else { continue }
      actions.append([
        "title": .string("Replace with '\(replacement)'"), "kind": "quickfix", "isPreferred": true,
        "diagnostics": [diagnostic],
        "edit": ["changes": .object([uri: [["range": range, "newText": .string(replacement)]]])],
      ])
    }
    return .array(actions)
  }
}
