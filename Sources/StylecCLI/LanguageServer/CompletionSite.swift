/// Where a completion is asked for, read from the text before the cursor: the word being typed,
/// the mark right before it (`@`, `$`, `.`, `#`, `:`), how deep in blocks it stands, and the
/// statement so far. The text may be half-written: nothing here needs it to parse.
struct CompletionSite: Equatable {
  /// The word being typed (letters, digits, `-`, `_`), which a completion replaces.
  var word: Range<Int>
  /// The byte right before the word, when it is one of `@ $ . # :`.
  var mark: UInt8?
  /// How many blocks enclose the cursor.
  var depth: Int
  /// The statement before the word, from the end of the last `{`, `}`, `;` or line break
  /// outside parentheses, without its leading white space.
  var statement: String
  /// The types the innermost block's selectors name last (`UIButton` in `.bar > UIButton {`,
  /// both in `UIButton, UILabel {`), as written: what a half-written rule, which does not load
  /// yet, styles.
  var enclosingTypes: [String] = []
  /// The type the statement before the word names last, as a selector being written
  /// (`UIButton` in `UIButton:hi…`), whose states a pseudo-class may be.
  var statementType: String?
  /// The nested properties the cursor stands in, outermost first (`["layer"]` in `UIView {
  /// layer @{ … } }`): the properties completed there are those of what they name.
  var propertyPrefix: [String] = []

  /// The site at `offset`; in CSS's syntax (`cssSyntax`) an at-rule's prelude runs on over
  /// line breaks to its `{` or `;` (`@media (a) and` on one line, `(b)` on the next).
  init(text: [UInt8], offset: Int, cssSyntax: Bool = false) {
    let offset = min(max(offset, 0), text.count)
    var start = offset
    while start > 0, Self.isWordByte(text[start - 1]) { start -= 1 }
    word = start..<offset
    let before = start > 0 ? text[start - 1] : nil
    mark = before.flatMap { "@$.#:".utf8.contains($0) ? $0 : nil }
    let statementEnd = mark == nil ? start : start - 1
    // One pass from the start: comments and strings skipped, braces counted, the statement's
    // start moved past each boundary.
    var depth = 0
    var parentheses = 0
    var statementStart = 0
    var selectors: [Range<Int>] = []
    var index = 0
    while index < statementEnd {
      let byte = text[index]
      if byte == UInt8(ascii: "/"), index + 1 < statementEnd, text[index + 1] == UInt8(ascii: "*") {
        let opening = index
        index += 2
        while index + 1 < statementEnd,
          !(text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index += 2
        // A comment before anything of the statement is no part of it (`/* x */ alpha: …`).
        if text[statementStart..<opening].allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
          statementStart = min(index, statementEnd)
        }
        continue
      }
      // A line comment (`// }`) to its line's end, but `//` in an unquoted `url(…)`'s address.
      if byte == UInt8(ascii: "/"), index + 1 < statementEnd, text[index + 1] == UInt8(ascii: "/"),
        !(parentheses > 0 && index > 0 && text[index - 1] == UInt8(ascii: ":"))
      {
        while index < statementEnd, text[index] != 0x0A, text[index] != 0x0D { index += 1 }
        continue
      }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index += 1
        while index < statementEnd, text[index] != byte, text[index] != 0x0A, text[index] != 0x0D {
          index += 1
        }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "{"):
        depth += 1
        selectors.append(statementStart..<index)
        parentheses = 0
        statementStart = index + 1
      case UInt8(ascii: "}"):
        depth = max(0, depth - 1)
        if !selectors.isEmpty { selectors.removeLast() }
        parentheses = 0
        statementStart = index + 1
      case UInt8(ascii: ";") where parentheses == 0: statementStart = index + 1
      // A line ends at a line feed, a carriage return, or both, as the lexer reads them.
      case 0x0A where parentheses == 0, 0x0D where parentheses == 0:
        let prelude = text[statementStart..<index].drop { Self.isSpaceByte($0) }
        if !(cssSyntax && Self.conditionRules.contains(where: { prelude.starts(with: $0) })) {
          statementStart = index + 1
        }
      case UInt8(ascii: "("): parentheses += 1
      case UInt8(ascii: ")"): parentheses = max(0, parentheses - 1)
      default: break
      }
      index += 1
    }
    self.depth = depth
    // Blocks of nested properties (`layer @{`) inside the rule, innermost last.
    while let opener = selectors.last.map({ Self.nestedPropertyName(text[$0]) }), let name = opener {
      propertyPrefix.insert(name, at: 0)
      selectors.removeLast()
    }
    enclosingTypes = selectors.last.map { Self.lastTypes(in: text[$0]) } ?? []
    // Classy's indented blocks have no braces: a line indented under a heading is inside the
    // heading's rule.
    if depth == 0, let heading = Self.heading(above: statementEnd, in: text) {
      self.depth = 1
      enclosingTypes = Self.lastTypes(in: text[heading])
    }
    let from = min(statementStart, statementEnd)
    statementType = Self.lastType(in: text[from..<statementEnd])
    statement = String(decoding: text[from..<statementEnd], as: UTF8.self)
    statement = String(statement.drop { $0 == " " || $0 == "\t" || $0 == "\r" })
  }

  /// The property a declaration names before its value (`text-color: re…`, Classy's
  /// `text-color re…`, `text-color:re…` with the colon as the mark): its first word, when
  /// something follows it.
  var declaredProperty: String? {
    let name = statement.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
    var rest = statement.dropFirst(name.count)
    guard !name.isEmpty else { return nil }
    // A state or other arguments after the name: `title-color[state:highlighted]`, InterfaCSS's
    // `titleColor(highlighted)`.
    if let open = rest.first, open == "[" || open == "(" {
      guard let close = rest.firstIndex(of: open == "[" ? "]" : ")") else { return nil }
      rest = rest[rest.index(after: close)...]
    }
    if rest.isEmpty, mark == UInt8(ascii: ":") { return String(name) }
    guard let first = rest.first, first == ":" || first == " " || first == "\t" else { return nil }
    return String(name)
  }

  /// The property a block of nested properties opens (`layer` for `layer @`); nil for any other
  /// block.
  private static func nestedPropertyName(_ opener: ArraySlice<UInt8>) -> String? {
    let trimmed = opener.drop { isSpaceByte($0) }.reversed().drop { isSpaceByte($0) }.reversed()
    guard trimmed.last == UInt8(ascii: "@") else { return nil }
    let name = trimmed.dropLast().reversed().drop { isSpaceByte($0) }.reversed()
    guard !name.isEmpty, name.allSatisfy({ isWordByte($0) || $0 == UInt8(ascii: ".") }) else { return nil }
    return String(decoding: name, as: UTF8.self)
  }

  private static func isSpaceByte(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }

  /// The at-rules whose condition may run over several lines to its `{` (an `@import` or
  /// `@dialect` without its `;` ends at its line, as the parser reads it).
  private static let conditionRules = ["@media", "@container"].map { Array($0.utf8) }

  /// The line a line indented at `offset` stands under: the nearest line above it indented
  /// less, which is not blank; nil when the line at `offset` is not indented.
  private static func heading(above offset: Int, in text: [UInt8]) -> Range<Int>? {
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    func lineStart(before offset: Int) -> Int {
      var start = offset
      while start > 0, text[start - 1] != 0x0A, text[start - 1] != 0x0D { start -= 1 }
      return start
    }
    func indentation(from start: Int) -> Int {
      var end = start
      while end < text.count, isBlank(text[end]) { end += 1 }
      return end - start
    }
    var start = lineStart(before: offset)
    let indented = indentation(from: start)
    guard indented > 0 else { return nil }
    while start > 0 {
      let above = lineStart(before: start - 1)
      var end = start - 1
      if end > above, text[end - 1] == 0x0D { end -= 1 }
      let width = indentation(from: above)
      if above + width < end, width < indented { return (above + width)..<end }
      start = above
    }
    return nil
  }

  /// The type names the last compounds of a selector list's selectors start with, those that
  /// name one (`UIButton, UILabel` styles both).
  private static func lastTypes(in selectors: ArraySlice<UInt8>) -> [String] {
    var types: [String] = []
    var depth = 0
    var start = selectors.startIndex
    for index in selectors.indices {
      switch selectors[index] {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"): depth = max(0, depth - 1)
      case UInt8(ascii: ",") where depth == 0:
        if let type = lastType(in: selectors[start..<index]) { types.append(type) }
        start = index + 1
      default: break
      }
    }
    if let type = lastType(in: selectors[start...]) { types.append(type) }
    return types
  }

  /// The type name the last compound of a selector starts with, if it names one.
  private static func lastType(in selector: ArraySlice<UInt8>) -> String? {
    let last = selector.split {
      $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: ">")
        || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: ",")
    }.last.map { $0.first == UInt8(ascii: "^") ? $0.dropFirst() : $0 }
    // `^UIButton`: the type and its subclasses, whose properties are the type's at least.
    guard let last, let first = last.first, first | 0x20 >= UInt8(ascii: "a"),
      first | 0x20 <= UInt8(ascii: "z")
    else {
      return nil
    }
    return String(decoding: last.prefix(while: isWordByte), as: UTF8.self)
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_")
  }
}
