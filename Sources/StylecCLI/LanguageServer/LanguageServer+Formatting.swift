import Stylec

/// Formatting: the document in `stylec fmt`'s house style, refused as fmt refuses (a sheet that
/// cannot be read whole is not rewritten).
extension LanguageServer {
  /// `textDocument/formatting`: one edit replacing the part of the document that formatting
  /// changes (none when it is formatted), so that the editor keeps the cursor and the marks
  /// outside it. The client's tab size and spaces are not asked: the house style is fmt's.
  func formatting(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let uri = try Self.uri(of: try Self.member("textDocument", of: params))
    guard let document = documents[uri] else { throw .invalidParams("\(quotedForMessage(uri)) is not open") }
    let path = DocumentURI.path(of: uri)
    let configuration: ProjectConfiguration?
    do throws(UsageError) {
      configuration = try path.map(options.configuration(for:))
    } catch {
      throw .requestFailed(error.message)
    }
    let formatted: [UInt8]
    do throws(StylecError) {
      let text = try StylesheetFormatter.format(
        document.text, fileName: path ?? uri, syntax: options.syntax ?? languageSyntaxes[uri],
        dialect: configuration.flatMap(options.dialect(given:)) ?? options.dialect, limits: options.limits,
        exactTypeNames: Set(configuration?.types.keys.map { $0 } ?? []))
      formatted = Array(text.utf8)
    } catch {
      throw .requestFailed(Self.refusal(error))
    }
    guard formatted.count <= options.limits.maximumFileSize else {
      throw .requestFailed(
        "formatted, the document would have \(formatted.count) bytes, more than the \(options.limits.maximumFileSize)-byte limit stylec reads (--max-file-size); it is left as it is"
      )
    }
    let text = document.text
    var prefix = 0
    while prefix < text.count, prefix < formatted.count, text[prefix] == formatted[prefix] { prefix += 1 }
    guard prefix < text.count || prefix < formatted.count else { return [] }
    var suffix = 0
    while suffix < text.count - prefix, suffix < formatted.count - prefix,
      text[text.count - 1 - suffix] == formatted[formatted.count - 1 - suffix]
    {
      suffix += 1
    }
    // Whole characters only: a range may not split a character the client counts in UTF-16.
    func continues(_ bytes: [UInt8], at offset: Int) -> Bool {
      offset < bytes.count && bytes[offset] & 0xC0 == 0x80
    }
    while prefix > 0, continues(text, at: prefix) || continues(formatted, at: prefix) { prefix -= 1 }
    while suffix > 0, text[text.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
    // Nor between the two bytes of a CRLF, which is one line break to the client.
    func splitsBreak(_ offset: Int) -> Bool {
      offset > 0 && offset < text.count && text[offset - 1] == 0x0D && text[offset] == 0x0A
    }
    if splitsBreak(prefix) { prefix -= 1 }
    if suffix > 0, splitsBreak(text.count - suffix) { suffix -= 1 }
    let replaced = String(decoding: formatted[prefix..<(formatted.count - suffix)], as: UTF8.self)
    return [
      ["range": protocolRange(prefix..<(text.count - suffix), in: document), "newText": .string(replaced)]
    ]
  }

  /// Why fmt refuses the document: the first problem, where it stands.
  private static func refusal(_ error: StylecError) -> String {
    guard let first = error.diagnostics.first else { return "the document cannot be formatted" }
    let place = first.location.map { "line \($0.line), column \($0.column): " } ?? ""
    let others = error.diagnostics.count - 1
    let more = others == 0 ? "" : others == 1 ? " (and 1 more problem)" : " (and \(others) more problems)"
    return "the document is not formatted, as stylec fmt would not: \(place)\(first.message)\(more)"
  }
}
