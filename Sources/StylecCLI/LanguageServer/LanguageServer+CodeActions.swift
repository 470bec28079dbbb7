import Stylec

/// Quick fixes: each stylec diagnostic that carries a replacement ("did you mean") offers it,
/// replacing the misspelt name its data names (the range as published, whatever the client sends
/// back as the diagnostic's range);
/// a type the schema lacks may be declared in the project's `.stylec.json`.
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
      guard let replacement = diagnostic["data"]?["replacement"]?.string,
        let range = diagnostic["data"]?["range"] ?? diagnostic["range"], (try? Self.range(range)) != nil
      else { continue }
      actions.append([
        "title": .string("Replace with '\(replacement)'"), "kind": "quickfix", "isPreferred": true,
        "diagnostics": [diagnostic],
        "edit": ["changes": .object([uri: [["range": range, "newText": .string(replacement)]]])],
      ])
    }
    return .array(actions)
  }

  /// For a finding whose note asks "did you mean 'X'?" but that carries no replacement (an
  /// unknown mixin, function, state, pseudo-class, `@extend` target, argument or value, located
  /// at its statement or declaration): the word within its range that X is meant for, and X.
  /// That word is one the message quotes (the unknown name; a custom property's, which it does
  /// not quote, starts with `--` as X does), never a variable's (after `$` or `@`), and stands
  /// where such a name does: a state's, pseudo-class's or argument's after `:`, a function's
  /// before `(`, an `@extend` target's after `.` or `#`; of several, the nearest X. So a
  /// declaration's property, which its message may quote too, is never rewritten for its
  /// argument's or value's name. Nil when no such word is found: no fix is better than a wrong
  /// one.
  static func suggestedReplacement(of finding: Diagnostic, in document: TextDocument) -> (
    range: Range<Int>, text: String
  )? {
    guard finding.replacement == nil, let location = finding.location,
      let meant = finding.notes.lazy.compactMap(meantName).first,
      location.endLine >= 1, location.endLine <= document.lineStarts.count
    else { return nil }
    let end = min(document.lineStarts[location.endLine - 1] + location.endColumn - 1, document.text.count)
    guard location.offset < end else { return nil }
    let text = document.text
    // A quoted text may be a statement (`'@extend .rouned'`) or a name with its mark
    // (`':frist-child'`): each of its words, as the scan below reads words.
    let quoted = Set(
      quotedNames(in: finding.message).flatMap { $0.split(separator: " ") }.map {
        String($0.drop { ":.#".contains($0) })
      })
    let isCustomProperty = meant.hasPrefix("--")
    var words: [Range<Int>] = []
    var start: Int?
    for position in location.offset...end {
      let byte = position < end ? text[position] : 0x20
      let inWord = CompletionSite.isWordByte(byte)
      if inWord, start == nil { start = position }
      if !inWord, let begun = start {
        words.append(begun..<position)
        start = nil
      }
    }
    let named = words.filter { word in
      let before = word.lowerBound > 0 ? text[word.lowerBound - 1] : 0
      let after = word.upperBound < text.count ? text[word.upperBound] : 0
      let written = String(decoding: text[word], as: UTF8.self)
      guard before != UInt8(ascii: "$"), before != UInt8(ascii: "@"),
        isCustomProperty ? written.hasPrefix("--") : quoted.contains(written)
      else { return false }
      switch finding.code {
      case .unknownState, .unknownPseudoClass, .invalidArgument: return before == UInt8(ascii: ":")
      case .unknownFunction: return after == UInt8(ascii: "(")
      case .unknownExtend: return before == UInt8(ascii: ".") || before == UInt8(ascii: "#")
      default: return true
      }
    }
    // An `@extend`'s target is meant with its mark (`.rounded`), which stays written.
    let replacement = finding.code == .unknownExtend ? String(meant.drop { ".#".contains($0) }) : meant
    let texts = named.map { String(decoding: text[$0], as: UTF8.self) }
    guard let nearest = closestMatch(to: replacement, among: texts) ?? (texts.count == 1 ? texts.first : nil),
      nearest != replacement, let word = named.first(where: { text[$0].elementsEqual(nearest.utf8) })
    else { return nil }
    return (word, replacement)
  }

  /// The names a message quotes (`'flor()'` as `flor`).
  private static func quotedNames(in message: String) -> [String] {
    message.split(separator: "'", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
      guard index % 2 == 1, !part.isEmpty else { return nil }
      return String(part.hasSuffix("()") ? part.dropLast(2) : part)
    }
  }

  /// The name a note "did you mean 'X'?" offers (a pseudo-class's without its `:` and `()`).
  private static func meantName(_ note: String) -> String? {
    guard note.hasPrefix("did you mean '"), note.hasSuffix("'?") else { return nil }
    var name = note.dropFirst("did you mean '".count).dropLast(2)
    if name.hasPrefix(":") { name = name.dropFirst() }
    if name.hasSuffix("()") { name = name.dropLast(2) }
    guard !name.isEmpty, !name.contains("'") else { return nil }
    return String(name)
  }
}
