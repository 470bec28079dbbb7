import Stylec

/// Document symbols: the outline of a document's rules, variables, mixins and `@media`,
/// `@container` and `@layer` blocks.
extension LanguageServer {
  /// One entry of a document's outline.
  struct Symbol {
    var name: String
    /// Its kind, as the protocol numbers symbol kinds.
    var kind: Int
    /// Where it is named: a rule's selectors, a definition, a condition.
    var range: Range<Int>
    /// The whole of it, a block's body included.
    var extent: Range<Int>
  }

  /// `textDocument/documentSymbol`: a client that nests symbols gets each block's symbols
  /// inside it (a rule in an `@media` block, a nested rule in its parent), each spanning its
  /// whole block and selecting its name; another, a flat list spanning the same.
  func documentSymbols(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let uri = try Self.uri(of: try Self.member("textDocument", of: params))
    guard let document = documents[uri] else { throw .invalidParams("\(quotedForMessage(uri)) is not open") }
    guard case .success(let loaded) = load(document) else { return [] }
    let symbols = Self.symbols(of: loaded.sheet, in: document)
    let extents = protocolRanges(symbols.map(\.extent), in: document)
    guard clientNestsSymbols else {
      return .array(
        zip(symbols, extents).map { symbol, extent in
          [
            "name": .string(symbol.name), "kind": JSONValue(symbol.kind),
            "location": ["uri": .string(uri), "range": extent],
          ]
        })
    }
    let names = protocolRanges(symbols.map(\.range), in: document)
    // Each symbol's children, by index; -1 for the top level. Symbols come by start, the
    // longer first, so a symbol's parent is the nearest one before it whose extent holds it.
    var children: [Int: [Int]] = [:]
    var enclosing: [Int] = []
    for (index, symbol) in symbols.enumerated() {
      while let last = enclosing.last, !(symbols[last].extent.upperBound >= symbol.extent.upperBound) {
        enclosing.removeLast()
      }
      children[enclosing.last ?? -1, default: []].append(index)
      enclosing.append(index)
    }
    func nested(_ index: Int) -> JSONValue {
      let symbol = symbols[index]
      var json: [String: JSONValue] = [
        "name": .string(symbol.name), "kind": JSONValue(symbol.kind),
        "range": extents[index], "selectionRange": names[index],
      ]
      if let inside = children[index] { json["children"] = .array(inside.map(nested)) }
      return .object(json)
    }
    return .array((children[-1] ?? []).map(nested))
  }

  /// The outline of the sheet's own file, `file`, by start (the longer first where two start
  /// together).
  static func symbols(of sheet: Stylesheet, in file: TextDocument) -> [Symbol] {
    var symbols: [Symbol] = []
    var seen: Set<Range<Int>> = []
    for entry in sheet.outline() where seen.insert(entry.range).inserted {
      let name: String
      let kind: Int
      switch entry.kind {
      case .rule:
        name = heading(of: entry.range, in: file.text)
        kind = 5  // Class
      case .variable:
        name = entry.name ?? ""
        kind = 13  // Variable
      case .mixin:
        name = entry.name ?? ""
        kind = 12  // Function
      case .media:
        let heading = heading(of: entry.range, in: file.text)
        name = heading.hasPrefix("@") ? heading : "@media " + heading
        kind = 3  // Namespace
      case .layer:
        name = heading(of: entry.range, in: file.text)
        kind = 3  // Namespace
      }
      symbols.append(
        Symbol(name: name.isEmpty ? "(unnamed)" : name, kind: kind, range: entry.range, extent: entry.extent))
    }
    return symbols.sorted {
      ($0.extent.lowerBound, -$0.extent.count) < ($1.extent.lowerBound, -$1.extent.count)
    }
  }

  /// What a block's text says before its body (`UILabel.title, UIButton`), on one line and
  /// at most 100 characters: up to its `{`, or the end of the first line that does not end in
  /// a comma (Classy's indented blocks).
  static func heading(of range: Range<Int>, in text: [UInt8]) -> String {
    let bounded = range.clamped(to: 0..<text.count)
    let end = headingEnd(of: bounded, in: text)
    let words = String(decoding: text[bounded.lowerBound..<end], as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return words.count > 100 ? String(words.prefix(99)) + "…" : words
  }

  /// Where a block's heading ends (see `heading(of:in:)`).
  static func headingEnd(of range: Range<Int>, in text: [UInt8]) -> Int {
    let bounded = range.clamped(to: 0..<text.count)
    var end = bounded.lowerBound
    var lastWritten: UInt8 = 0
    while end < bounded.upperBound, text[end] != UInt8(ascii: "{") {
      if text[end] == UInt8(ascii: "\n"), lastWritten != UInt8(ascii: ",") { break }
      if text[end] != UInt8(ascii: " "), text[end] != UInt8(ascii: "\t"), text[end] != UInt8(ascii: "\r") {
        lastWritten = text[end]
      }
      end += 1
    }
    return end
  }
}
