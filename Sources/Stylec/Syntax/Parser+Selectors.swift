extension Parser {
  /// selector-list := complex-selector (',' complex-selector)*
  ///
  /// A selector that cannot be read is reported and left out; the others still apply, but for
  /// a list read `wholeOrNone` (a rule's, in the dialects that read today's CSS, which drop it
  /// whole as Selectors 4 has it), which is then none.
  mutating func parseSelectorList(_ range: Range<Int>, depth: Int = 0, wholeOrNone: Bool = false)
    -> [Selector]
  {
    var selectors: [Selector] = []
    var unreadable = false
    var pieceStart = range.lowerBound
    var grouping = 0
    for position in range.lowerBound...range.upperBound {
      if position < range.upperBound {
        let token = tokens[position]
        if token.isDelimiter(UInt8(ascii: "(")) || token.isDelimiter(UInt8(ascii: "[")) { grouping += 1 }
        if token.isDelimiter(UInt8(ascii: ")")) || token.isDelimiter(UInt8(ascii: "]")) {
          grouping = max(0, grouping - 1)
        }
        guard grouping == 0, token.isDelimiter(UInt8(ascii: ",")) else { continue }
      }
      let piece = pieceStart..<position
      if selectorsRead >= limits.maximumTotalSelectors {
        if !isStopped {
          error(
            .tooManySelectors,
            "the stylesheet has more than \(limits.maximumTotalSelectors) selectors; this rule and the rest are not read",
            at: tokens[range.lowerBound].range,
            notes: [
              "the limit can be raised with --max-total-selectors (StylesheetLimits.maximumTotalSelectors)"
            ])
          isStopped = true
        }
        return []
      }
      if piece.isEmpty {
        let at = tokens[min(position, range.upperBound - 1)].range
        error(.expectedSelector, "expected a selector between commas", at: at)
        unreadable = true
      } else if let selector = parseComplexSelector(piece, depth: depth) {
        selectors.append(selector)
        selectorsRead += 1
      } else {
        unreadable = true
      }
      pieceStart = position + 1
    }
    if wholeOrNone, unreadable, !selectors.isEmpty {
      dropWhole(range)
      return []
    }
    return selectors
  }

  /// Reports a rule's list dropped whole for a selector that cannot be read. Out of the
  /// recursive selector parser's frame: its message would enlarge every level's.
  @inline(never)
  private mutating func dropWhole(_ range: Range<Int>) {
    error(
      .invalidSelector,
      Self.unreadableSelectorInList
        + ", so the rule is dropped whole, as CSS drops it (the seeds' dialects keep the others)",
      at: byteRange(range))
  }

  /// How the message that a rule is dropped for one unreadable selector of its list begins.
  static let unreadableSelectorInList = "a selector of this list cannot be read"

  /// complex-selector := combinator? compound (combinator? compound)*
  /// combinator := '>' | '+' | '~' | white space
  mutating func parseComplexSelector(_ range: Range<Int>, depth: Int) -> Selector? {
    var cursor = range.lowerBound
    var selector = Selector(compounds: [], combinators: [], leadingCombinator: nil)
    if let combinator = combinator(at: cursor) {
      selector.leadingCombinator = combinator
      cursor += 1
    }
    while true {
      guard cursor < range.upperBound else {
        error(
          .expectedSelector, "expected a selector after '\(text(tokens[cursor - 1]))'",
          at: tokens[cursor - 1].range)
        return nil
      }
      guard let compound = parseCompound(&cursor, end: range.upperBound, depth: depth) else { return nil }
      selector.compounds.append(compound)
      // Nesting only adds compounds: one written longer than the limit is too long resolved,
      // and is not read on (a selector of a million compounds held them all, 170 times its bytes).
      guard selector.compounds.count <= limits.maximumSelectorLength else {
        reportSelectorTooLong(range)
        return nil
      }
      if cursor == range.upperBound { return selector }
      if let combinator = combinator(at: cursor) {
        selector.combinators.append(combinator)
        cursor += 1
      } else if tokens[cursor].spaceBefore {
        selector.combinators.append(.descendant)
      } else {
        error(
          .invalidSelector, "unexpected \(describe(tokens[cursor])) in a selector",
          at: tokens[cursor].range,
          notes: ["a selector is made of types, .classes, #ids, :pseudo-classes and the combinators > + ~"])
        return nil
      }
    }
  }

  /// Reports a selector written longer than the limit: a function of its own, so that the
  /// frame of `parseComplexSelector`, which `:not()` nests 256 deep, holds none of the message's
  /// temporaries (it overflowed a secondary thread's stack under the address sanitizer).
  @inline(never)
  private mutating func reportSelectorTooLong(_ range: Range<Int>) {
    error(
      .selectorTooLong,
      "this selector chains more compound selectors than the limit of \(limits.maximumSelectorLength); it is not read further",
      at: byteRange(range),
      notes: ["the limit can be raised with --max-selector-length (StylesheetLimits.maximumSelectorLength)"])
  }

  private func combinator(at position: Int) -> Combinator? {
    switch tokens[position].kind {
    case .delimiter(UInt8(ascii: ">")): .child
    case .delimiter(UInt8(ascii: "+")): .adjacentSibling
    case .delimiter(UInt8(ascii: "~")): .generalSibling
    default: nil
    }
  }

  /// compound := '^'? (type | '*' | '&' type?)? ('.' class | '#' id | ':' pseudo-class | '[' arguments ']' | '&')*
  /// with nothing but the first part preceded by white space. `&` may stand anywhere in it, even
  /// before a type, as CSS Nesting allows (`.x&`, `&UILabel`): it is the enclosing rule's
  /// selector, whose compound takes the rest.
  mutating func parseCompound(_ cursor: inout Int, end: Int, depth: Int) -> CompoundSelector? {
    var compound = CompoundSelector()
    let start = cursor
    if tokens[cursor].isDelimiter(UInt8(ascii: "^")) {
      compound.matchesSubclasses = true
      cursor += 1
      guard cursor < end, tokens[cursor].kind == .identifier else {
        error(.invalidSelector, "expected a type name after '^'", at: tokens[cursor - 1].range)
        return nil
      }
    }
    switch tokens[cursor].kind {
    case .identifier:
      readType(tokens[cursor], into: &compound)
      cursor += 1
    case .delimiter(UInt8(ascii: "*")):
      compound.isUniversal = true
      cursor += 1
    case .delimiter(UInt8(ascii: "&")):
      compound.parentReferences += 1
      cursor += 1
      if cursor < end, tokens[cursor].kind == .identifier, !tokens[cursor].spaceBefore {
        // A type's name never begins with '-'; a private one may with '_', but not '__' (BEM's).
        if file.bytes[tokens[cursor].start...].starts(with: [UInt8(ascii: "-")])
          || file.bytes[tokens[cursor].start...].starts(with: [UInt8(ascii: "_"), UInt8(ascii: "_")])
        {
          refuseJoinedSuffix(after: tokens[cursor - 1], tokens[cursor])
          return nil
        }
        readType(tokens[cursor], into: &compound)
        cursor += 1
      }
    default:
      break
    }
    while cursor < end, cursor == start || !tokens[cursor].spaceBefore {
      let token = tokens[cursor]
      switch token.kind {
      case .delimiter(UInt8(ascii: ".")):
        guard cursor + 1 < end, tokens[cursor + 1].kind == .identifier, !tokens[cursor + 1].spaceBefore else {
          error(.invalidSelector, "expected a class name after '.'", at: token.range)
          return nil
        }
        warnOfInvisibleCharacters(in: tokens[cursor + 1])
        compound.classes.append(text(tokens[cursor + 1]))
        cursor += 2
      case .hash:
        warnOfInvisibleCharacters(in: token)
        let id = String(text(token).dropFirst())
        if compound.id == nil { compound.id = id } else { compound.repeatedIDs.append(id) }
        cursor += 1
      case .delimiter(UInt8(ascii: ":")):
        guard let pseudoClass = parsePseudoClass(&cursor, end: end, depth: depth) else { return nil }
        compound.pseudoClasses.append(pseudoClass)
      case .delimiter(UInt8(ascii: "&")):
        compound.parentReferences += 1
        cursor += 1
      case .delimiter(UInt8(ascii: "[")):
        let open = token.range
        guard let arguments = parseBracketArguments(&cursor, end: end, what: "selector") else { return nil }
        compound.arguments += arguments
        warning(
          .selectorArgumentsIgnored, "selector arguments have no effect on matching",
          at: open.lowerBound..<tokens[cursor - 1].end,
          notes: [
            "to style a control state, put the argument on the property: title-color[state:selected] red"
          ])
      default:
        guard cursor == start else { return compound }
        error(
          .expectedSelector, "expected a type, .class, #id, :pseudo-class or '&', found \(describe(token))",
          at: token.range)
        return nil
      }
    }
    return compound
  }

  /// The type a compound names. Classy resolves a class by its exact name; the UIKit shorthand
  /// (`button`, `Label`) is a CSS-syntax convenience, which an exact name the tree or schema
  /// knows overrides.
  private mutating func readType(_ token: Token, into compound: inout CompoundSelector) {
    warnOfInvisibleCharacters(in: token)
    let name = text(token)
    // A name written with an escape is the type of that exact name (`\4c abel` is `Label`, not
    // UIKit's shorthand for `UILabel`): how a selector's text writes an app's class so.
    compound.type = syntax == .classy || token.hasEscape ? name : canonicalTypeName(name)
    if compound.type != name { compound.shorthand = name }
  }
}

extension Parser {
  /// Warns of each invisible character in a selector's name (the lexer takes every non-ASCII
  /// byte as a name byte, so one pasted in with the text around it becomes part of the name):
  /// format characters such as U+FEFF (byte-order mark), U+200B (zero-width space), U+00AD
  /// (soft hyphen) or U+202E (right-to-left override), and spaces other than the ASCII one
  /// (U+00A0 no-break space, U+3000 ideographic space). The name is then not the one it looks
  /// like: the selector silently misses every view named as it reads (it matches only a view
  /// whose name has the same invisible character).
  mutating func warnOfInvisibleCharacters(in token: Token) {
    let bytes = file.bytes
    var position = token.start
    while position < token.end {
      let lead = bytes[position]
      // ASCII names, the bulk of every sheet, skip the decoding.
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 1
      guard length > 1, position + length <= token.end,
        let scalar = String(validating: bytes[position..<(position + length)], as: UTF8.self)?.unicodeScalars
          .first,
        [.format, .spaceSeparator].contains(scalar.properties.generalCategory)
      else {
        position += length
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      let name = scalar.properties.name.map { " (\($0.lowercased()))" } ?? ""
      warning(
        .invisibleCharacter,
        "the invisible character \(code)\(name) is part of the name '\(text(token))', so it is not the name it looks like",
        at: position..<(position + length),
        notes: ["delete it; it is usually pasted in with the text around it"])
      position += length
    }
  }
}

extension Parser {
  /// Reports `&-title` or `&__body` (BEM's suffixes): Sass joins the text to the parent's selector (`.card-title`);
  /// CSS Nesting reads a type selector after `&`, which no type is named.
  @inline(never)
  mutating func refuseJoinedSuffix(after ampersand: Token, _ suffix: Token) {
    let written = shortened(text(suffix), limit: 40)
    error(
      .invalidNesting,
      "'&\(written)' joins text to the parent selector, as Sass does; CSS Nesting reads '&' followed by a type",
      at: ampersand.start..<suffix.end,
      notes: ["write the class in full ('.card\(written)'), nested or not"])
  }
}
