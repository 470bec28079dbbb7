/// Quick fixes: each stylec diagnostic that carries a replacement ("did you mean") offers it,
/// replacing the diagnostic's range, which is the misspelt name; a type the schema lacks may
/// be declared in the project's `.stylec.json`.
extension LanguageServer {
  func codeActions(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let uri = try Self.uri(of: try Self.member("textDocument", of: params))
    guard let document = documents[uri] else { throw .invalidParams("\(quotedForMessage(uri)) is not open") }
    guard let diagnostics = params["context"]?["diagnostics"]?.array else {
      throw .invalidParams("context.diagnostics must be an array")
    }
    var actions: [JSONValue] = []
    for diagnostic in diagnostics where diagnostic["source"] == "stylec" {
      if diagnostic["code"] == "unknown-type", let declare = declareTypeAction(for: diagnostic, in: document)
      {
        actions.append(declare)
      }
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
