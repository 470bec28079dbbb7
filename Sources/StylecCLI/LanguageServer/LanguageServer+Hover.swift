import Stylec

/// Hover: on a property, its type for the types its rule styles and how a value of it is
/// written; on a value, the value as the sheet works it out; on a rule's selectors, how each
/// ranks.
extension LanguageServer {
  func hover(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let (document, offset) = try documentPosition(params)
    guard case .success(let loaded) = load(document) else { return .null }
    // A mixin's declaration stands once for each include, with that include's value and types;
    // a partial's mixin, included only by the sheets importing it, as they include it.
    var sites = loaded.sheet.declarationSites().filter { $0.range.contains(offset) }
    if sites.isEmpty, loaded.sheet.isInMixinBody(offset) {
      sites = declarationSitesInImporters(at: offset, for: document)
    }
    guard var site = sites.last else {
      return variableHover(at: offset, in: document, loaded: loaded)
        ?? unloadedPropertyHover(at: offset, in: document, loaded: loaded)
        ?? selectorHover(at: offset, in: document, sheet: loaded.sheet)
    }
    var types: [String] = []
    for type in sites.flatMap(\.subjectTypes) where !types.contains(type) { types.append(type) }
    site.subjectTypes = types
    let name = Stylesheet.propertyName(atStartOf: site.range, in: document.text)
    let text: String
    let range: Range<Int>
    if name.contains(offset) {
      text = Self.propertyHover(site.property, of: site.subjectTypes, schema: loaded.schema)
      range = name
    } else {
      text = Self.valueHover(of: sites)
      range = Self.valueRange(of: site, in: document.text)
    }
    return [
      "contents": ["kind": "markdown", "value": .string(text)], "range": protocolRange(range, in: document),
    ]
  }

  /// Where a declaration's value is written: after its name, its arguments
  /// (`title-color[state:selected]`, `title-color(selected)`), the ':' and the space around it
  /// (Classy's sheets have no ':'), and before a trailing `!important`. A colour picked
  /// replaces just that.
  static func valueRange(of site: Stylesheet.DeclarationSite, in text: [UInt8]) -> Range<Int> {
    let end = site.range.upperBound
    var start = Stylesheet.propertyName(atStartOf: site.range, in: text).upperBound
    // Arguments written right after the name, brackets or parentheses counted.
    if start < end,
      let closing = [UInt8(ascii: "["): UInt8(ascii: "]"), UInt8(ascii: "("): UInt8(ascii: ")")][text[start]]
    {
      let opening = text[start]
      var depth = 0
      while start < end {
        if text[start] == opening { depth += 1 }
        if text[start] == closing { depth -= 1 }
        start += 1
        if depth == 0 { break }
      }
    }
    // The ':' and what stands between it and the value: spaces, and comments (`/* brand */`),
    // which a colour picked keeps.
    while start < end {
      if [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ":")].contains(text[start]) {
        start += 1
      } else if text[start] == UInt8(ascii: "/"), start + 1 < end, text[start + 1] == UInt8(ascii: "*") {
        start += 2
        while start + 1 < end, !(text[start] == UInt8(ascii: "*") && text[start + 1] == UInt8(ascii: "/")) {
          start += 1
        }
        start = min(start + 2, end)
      } else {
        break
      }
    }
    var valueEnd = end
    while valueEnd > start, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ";")].contains(text[valueEnd - 1]) {
      valueEnd -= 1
    }
    // `!important` (in any case, spaced or not) belongs to the declaration, not its value.
    let important = Array("important".utf8)
    if valueEnd - start > important.count,
      zip(important, text[(valueEnd - important.count)..<valueEnd]).allSatisfy({ $0 == $1 | 0x20 })
    {
      var bang = valueEnd - important.count
      while bang > start, [0x20, 0x09].contains(text[bang - 1]) { bang -= 1 }
      if bang > start, text[bang - 1] == UInt8(ascii: "!") {
        valueEnd = bang - 1
        while valueEnd > start, [0x20, 0x09].contains(text[valueEnd - 1]) { valueEnd -= 1 }
      }
    }
    return start..<valueEnd
  }

  /// The document and byte offset a request's `textDocument` and `position` name.
  func documentPosition(_ params: JSONValue) throws(ProtocolError) -> (TextDocument, Int) {
    let uri = try Self.uri(of: try Self.member("textDocument", of: params))
    guard let document = documents[uri] else { throw .invalidParams("\(quotedForMessage(uri)) is not open") }
    guard let position = params["position"].flatMap(Self.position) else {
      throw .invalidParams("position must have a line and a character (integers, 0 or more)")
    }
    return (document, document.offset(of: position, encoding: encoding))
  }

  /// A byte range of the document as the protocol's range.
  func protocolRange(_ range: Range<Int>, in document: TextDocument) -> JSONValue {
    protocolRanges([range], in: document)[0]
  }

  /// Byte ranges of the document as the protocol's ranges, in order, their positions counted
  /// in one pass (see `TextDocument.positions(ofOffsets:encoding:)`).
  func protocolRanges(_ ranges: [Range<Int>], in document: TextDocument) -> [JSONValue] {
    let positions = document.positions(
      ofOffsets: ranges.lazy.flatMap { [$0.lowerBound, $0.upperBound] }, encoding: encoding)
    return ranges.map { range in
      let start = positions[range.lowerBound]!
      let end = positions[range.upperBound]!
      return [
        "start": ["line": JSONValue(start.line), "character": JSONValue(start.character)],
        "end": ["line": JSONValue(end.line), "character": JSONValue(end.character)],
      ]
    }
  }

  /// On the selectors of a rule (before its body), each selector's score under the sheet's
  /// precedence and its specificity; a nested rule's selectors as joined to its parent's.
  private func selectorHover(at offset: Int, in document: TextDocument, sheet: Stylesheet) -> JSONValue {
    guard let (block, precedence, selectors) = sheet.selectorRanks(enclosing: offset) else { return .null }
    let end = Self.headingEnd(of: block, in: document.text)
    guard offset < end else { return .null }
    let lines = selectors.prefix(Self.mostSelectorsShown).map { selector in
      let specificity = selector.specificity.map(String.init).joined(separator: ", ")
      let score = precedence == .specificity ? "" : "score \(selector.score) (\(precedence.rawValue)), "
      return "`\(selector.text)`: \(score)specificity (\(specificity))"
    }
    let more = selectors.count - lines.count
    let shown = lines + (more > 0 ? ["and \(more) more \(more == 1 ? "selector" : "selectors")"] : [])
    return [
      "contents": ["kind": "markdown", "value": .string(shown.joined(separator: "\n\n"))],
      "range": protocolRange(block.lowerBound..<end, in: document),
    ]
  }

  /// The most selectors of one rule a hover lists: a rule of thousands is counted, not listed.
  static let mostSelectorsShown = 50

  /// `**text-color** on UILabel: color`, and how such a value is written; each type the rule
  /// styles that lacks it said so.
  private static func propertyHover(_ name: String, of types: [String], schema: StyleSchema) -> String {
    // A custom property is no view's: every view may carry one for its descendants' `var()`s.
    if name.hasPrefix("--") {
      return
        "**\(name)**: a custom property, which the views the rule styles and their descendants read with var(\(name))"
    }
    guard !types.isEmpty else {
      return "**\(name)**: the rule names no type; each view it styles takes it as its own type has it"
    }
    var lines: [String] = []
    var expectations: [String] = []
    for type in types {
      guard let property = schema.property(path: name, of: type) else {
        lines.append("**\(name)**: \(type) has no such property")
        continue
      }
      let inherited = property.isInherited ? ", inherited" : ""
      // Where a top-level property comes from, when a superclass declares it.
      let owner = name.contains(".") ? nil : schema.declaringType(ofProperty: name, on: type)
      let declared = owner.map { $0 == type ? "" : " (declared by \($0))" } ?? ""
      lines.append("**\(name)** on \(type)\(declared): `\(property.type.name)`\(inherited)")
      if !expectations.contains(property.type.expectation) { expectations.append(property.type.expectation) }
    }
    return (lines + expectations.map { "expects " + $0 }).joined(separator: "\n\n")
  }

  /// A variable written at `offset` outside a declaration (its definition, an `@include`'s
  /// argument), or in one that did not load: its value there, as a value in a declaration shows
  /// it; in a partial that does not define it, the value each sheet importing it gives it.
  private func variableHover(at offset: Int, in document: TextDocument, loaded: LoadedDocument) -> JSONValue?
  {
    guard let (name, range) = writtenName(at: offset, in: document, loaded: loaded) else { return nil }
    let text: String
    if let value = loaded.sheet.variableValue(name, at: offset) {
      text = "**\(name)**: `\(value)`"
    } else if loaded.sheet.parameter(named: name, at: offset) != nil {
      text = "**\(name)**: a parameter of the mixin, whose value each include gives"
    } else {
      let given = variableValuesInImporters(of: name, for: document)
      guard !given.isEmpty else { return nil }
      text = given.map {
        "**\(name)**: `\($0.value)` (as \($0.importer.split(separator: "/").last ?? "") gives it where it imports this file)"
      }
      .joined(separator: "\n\n")
    }
    return [
      "contents": ["kind": "markdown", "value": .string(text)], "range": protocolRange(range, in: document),
    ]
  }

  /// A property named at `offset` in a declaration that did not load (its value has an error:
  /// an undefined variable, a division by zero): its type on the types the rule styles, as for
  /// one that loaded, when the property is what the author needs to know about. Nil when the
  /// word there is no declaration's property.
  private func unloadedPropertyHover(at offset: Int, in document: TextDocument, loaded: LoadedDocument)
    -> JSONValue?
  {
    let text = document.text
    var (start, end) = (min(offset, text.count), min(offset, text.count))
    while start > 0, CompletionSite.isWordByte(text[start - 1]) { start -= 1 }
    while end < text.count, CompletionSite.isWordByte(text[end]) { end += 1 }
    let site = CompletionSite(text: text, offset: start, cssSyntax: syntax(of: document.uri) == .css)
    guard start < end, site.depth > 0, site.mark == nil, site.statement.isEmpty, site.propertyPrefix.isEmpty
    else { return nil }
    // A value follows the name on its line (`text-color $acent`, `alpha: 2 / 0`), not a block.
    var next = end
    while next < text.count, text[next] == UInt8(ascii: " ") || text[next] == UInt8(ascii: "\t") { next += 1 }
    guard next < text.count, next > end || text[next] == UInt8(ascii: ":"),
      ![UInt8(ascii: "{"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";")].contains(text[next])
    else { return nil }
    let types =
      typesStyled(at: offset, site: site, in: document, sheet: loaded.sheet, schema: loaded.schema) ?? []
    let name = String(decoding: text[start..<end], as: UTF8.self)
    guard types.contains(where: { loaded.schema.property(path: name, of: $0) != nil }) else { return nil }
    return [
      "contents": [
        "kind": "markdown", "value": .string(Self.propertyHover(name, of: types, schema: loaded.schema)),
      ],
      "range": protocolRange(start..<end, in: document),
    ]
  }

  /// The value as the sheet works it out: a colour as hex, a value using `var()` as its text;
  /// in a mixin's body, each include's, with the types it styles, where they differ.
  private static func valueHover(of sites: [Stylesheet.DeclarationSite]) -> String {
    let site = sites[sites.count - 1]
    guard !site.isWorkedOutPerNode else {
      return
        "`\(site.value)`: worked out on each view, from what it has there (its custom properties, colour scheme or colour)"
    }
    var values: [(value: StyleValue, types: [String])] = []
    for each in sites {
      if let known = values.firstIndex(where: { $0.value == each.value }) {
        values[known].types += each.subjectTypes.filter { !values[known].types.contains($0) }
      } else {
        values.append((each.value, each.subjectTypes))
      }
    }
    guard values.count > 1 else { return "`\(site.value)`" }
    return "depends on the include:\n\n"
      + values.map { "- `\($0.value)`" + ($0.types.isEmpty ? "" : " on " + $0.types.joined(separator: ", ")) }
      .joined(separator: "\n")
  }
}
