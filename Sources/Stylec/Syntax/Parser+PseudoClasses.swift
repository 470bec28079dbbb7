extension Parser {
  /// The pseudo-classes that take no argument and are not states, by their key (lower case,
  /// no dashes).
  private static let simplePseudoClasses: [String: (name: String, kind: PseudoClass.Kind)] = [
    "enabled": ("enabled", .enabled),
    "root": ("root", .root),
    // CSS's `:scope` outside an `@scope` is the root (it was read as a state no view is in).
    "scope": ("root", .root),
    "empty": ("empty", .empty),
    "firstchild": ("first-child", .nth(NthPattern("1")!, ofType: false, fromEnd: false)),
    "lastchild": ("last-child", .nth(NthPattern("1")!, ofType: false, fromEnd: true)),
    "onlychild": ("only-child", .only(ofType: false)),
    "firstoftype": ("first-of-type", .nth(NthPattern("1")!, ofType: true, fromEnd: false)),
    "lastoftype": ("last-of-type", .nth(NthPattern("1")!, ofType: true, fromEnd: true)),
    "onlyoftype": ("only-of-type", .only(ofType: true)),
    "phone": ("phone", .environment(.device(.phone))),
    "pad": ("pad", .environment(.device(.pad))),
    "tv": ("tv", .environment(.device(.tv))),
    "landscape": ("landscape", .environment(.orientation(.landscape))),
    "portrait": ("portrait", .environment(.orientation(.portrait))),
    // InterfaCSS's sides of an orientation: the environment knows the orientation, not the side.
    "landscapeleft": ("landscape", .environment(.orientation(.landscape))),
    "landscaperight": ("landscape", .environment(.orientation(.landscape))),
    "portraitupright": ("portrait", .environment(.orientation(.portrait))),
    "portraitupsidedown": ("portrait", .environment(.orientation(.portrait))),
    "regularwidth": ("regular-width", .environment(.horizontalSizeClass(.regular))),
    "compactwidth": ("compact-width", .environment(.horizontalSizeClass(.compact))),
    "regularheight": ("regular-height", .environment(.verticalSizeClass(.regular))),
    "compactheight": ("compact-height", .environment(.verticalSizeClass(.compact))),
  ]

  /// The pseudo-classes that take an argument, by key.
  private static let functionalPseudoClasses: [String: String] = [
    "nthchild": "nth-child", "nthlastchild": "nth-last-child", "nthoftype": "nth-of-type",
    "nthlastoftype": "nth-last-of-type", "not": "not", "is": "is", "where": "where", "has": "has",
    "minosversion": "min-os-version",
    "maxosversion": "max-os-version", "screenwidth": "screen-width",
    "screenwidthlessthan": "screen-width-less-than",
    "screenwidthgreaterthan": "screen-width-greater-than", "screenheight": "screen-height",
    "screenheightlessthan": "screen-height-less-than",
    "screenheightgreaterthan": "screen-height-greater-than",
  ]

  /// The canonical names of every pseudo-class that is not a state, for suggestions.
  static var knownNames: [String] {
    simplePseudoClasses.values.map(\.name) + functionalPseudoClasses.values
  }

  /// pseudo-class := ':' name ('(' argument ')')?
  ///
  /// A name that is neither a known pseudo-class nor close to one is a state (`:pressed`
  /// matches a node whose `state` list holds `pressed`).
  ///
  /// Selectors nest through `:not()`, `:is()` and `:where()` by recursion, through this frame:
  /// it only finds such a call and recurses, and reads every other pseudo-class (and reports
  /// every problem) in a function of its own, so that the recursion's frames stay small (256
  /// levels of them overflowed a thread's stack under the address sanitizer).
  mutating func parsePseudoClass(_ cursor: inout Int, end: Int, depth: Int) -> PseudoClass? {
    guard let call = selectorArgumentCall(at: cursor, end: end), depth < limits.maximumNestingDepth else {
      return parseOtherPseudoClass(&cursor, end: end, depth: depth)
    }
    cursor = call.next
    return parseSelectorArgument(call.name, call.argument, whole: call.whole, depth: depth)
  }

  /// The `:not(…)`, `:is(…)`, `:where(…)` or `:has(…)` at `cursor`, well formed (its name right after the
  /// colon, its parenthesis right after the name, closed, with something inside), or nil.
  @inline(never)
  private func selectorArgumentCall(at cursor: Int, end: Int) -> (
    name: String, argument: Range<Int>, whole: Range<Int>, next: Int
  )? {
    guard cursor + 2 < end, tokens[cursor + 1].kind == .identifier, !tokens[cursor + 1].spaceBefore,
      tokens[cursor + 2].isDelimiter(UInt8(ascii: "(")), !tokens[cursor + 2].spaceBefore,
      let name = Self.functionalPseudoClasses[PseudoClass.stateKey(text(tokens[cursor + 1]))],
      name == "not" || name == "is" || name == "where" || name == "has",
      let close = closingParenthesis(after: cursor + 2, end: end), close > cursor + 3
    else { return nil }
    return (name, (cursor + 3)..<close, tokens[cursor].start..<tokens[close].end, close + 1)
  }

  /// Every pseudo-class but a well-formed `:not()`, `:is()`, `:where()` or `:has()` within the nesting
  /// limit (`parsePseudoClass`), and every problem of one.
  @inline(never)
  private mutating func parseOtherPseudoClass(_ cursor: inout Int, end: Int, depth: Int) -> PseudoClass? {
    let colon = tokens[cursor]
    guard cursor + 1 < end, tokens[cursor + 1].kind == .identifier, !tokens[cursor + 1].spaceBefore else {
      if cursor + 1 < end, tokens[cursor + 1].isDelimiter(UInt8(ascii: ":")), !tokens[cursor + 1].spaceBefore
      {
        error(
          .invalidSelector,
          "a pseudo-element ('::') is not read: a view has no generated content or parts to style",
          at: colon.start..<tokens[min(cursor + 2, end - 1)].end,
          notes: ["style a subview by its type or class ('UILabel .badge')"])
        return nil
      }
      error(.invalidSelector, "expected a pseudo-class name after ':'", at: colon.range)
      return nil
    }
    let nameToken = tokens[cursor + 1]
    warnOfInvisibleCharacters(in: nameToken)
    let written = text(nameToken)
    let key = PseudoClass.stateKey(written)
    cursor += 2
    guard cursor < end, tokens[cursor].isDelimiter(UInt8(ascii: "(")), !tokens[cursor].spaceBefore else {
      if let known = Self.simplePseudoClasses[key] { return PseudoClass(kind: known.kind, name: known.name) }
      if let name = Self.functionalPseudoClasses[key] {
        error(.invalidSelector, "':\(name)' needs an argument in parentheses", at: nameToken.range)
        return nil
      }
      let near = closestMatch(to: kebabCase(written), among: Self.knownNames)
      if let near, PseudoClass.stateKey(near) != key, written.count > 3 {
        error(
          .unknownPseudoClass, "unknown pseudo-class ':\(written)'", at: colon.start..<nameToken.end,
          notes: [
            "did you mean ':\(near)'?",
            "any other name is a state; a state name must not look like a pseudo-class",
          ])
        return nil
      }
      return PseudoClass(kind: .state(key), name: kebabCase(written))
    }
    let open = cursor
    guard let close = closingParenthesis(after: open, end: end) else {
      error(
        .unclosedParenthesis, "expected ')' to close the argument of ':\(written)('", at: tokens[open].range
      )
      return nil
    }
    cursor = close + 1
    let argument = (open + 1)..<close
    let whole = colon.start..<tokens[close].end
    guard let name = Self.functionalPseudoClasses[key] else {
      if let simple = Self.simplePseudoClasses[key] {
        error(.invalidSelector, "':\(simple.name)' takes no argument", at: whole)
      } else {
        let near = closestMatch(to: kebabCase(written), among: Self.functionalPseudoClasses.values)
        error(
          .unknownPseudoClass, "unknown pseudo-class ':\(written)()'", at: whole,
          notes: near.map { ["did you mean ':\($0)()'?"] } ?? [])
      }
      return nil
    }
    guard !argument.isEmpty else {
      // A forgiving list may be empty (CSS Selectors 4): it matches nothing.
      if name == "is" || name == "where" {
        return PseudoClass(kind: .isAny([], countsSpecificity: name == "is"), name: name)
      }
      error(.invalidSelector, "':\(name)()' needs an argument", at: whole)
      return nil
    }
    let argumentText = text(of: argument)
    switch name {
    case "not", "is", "where", "has":
      guard depth < limits.maximumNestingDepth else { return selectorArgumentTooDeep(name, at: whole) }
      return parseSelectorArgument(name, argument, whole: whole, depth: depth)
    case "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type":
      guard let pattern = NthPattern(argumentText) else {
        error(
          .invalidNth,
          "'\(argumentText)' is not an An+B pattern; expected odd, even, 3, 2n, 2n+1 or -n+3 (numbers up to 9 digits)",
          at: byteRange(argument))
        return nil
      }
      return PseudoClass(
        kind: .nth(pattern, ofType: name.hasSuffix("of-type"), fromEnd: name.contains("last")), name: name)
    case "min-os-version", "max-os-version":
      guard let version = OSVersion(argumentText) else {
        error(
          .invalidSelector, "expected a version such as 8.0 in ':\(name)()', found '\(argumentText)'",
          at: byteRange(argument))
        return nil
      }
      return PseudoClass(
        kind: .environment(.version(name == "min-os-version" ? .greaterOrEqual : .lessOrEqual, version)),
        name: name)
    default:
      guard let size = Self.decimal(argumentText) else {
        error(
          .invalidSelector, "expected a number of points in ':\(name)()', found '\(argumentText)'",
          at: byteRange(argument))
        return nil
      }
      let relation: Relation =
        name.hasSuffix("less-than") ? .less : name.hasSuffix("greater-than") ? .greater : .equal
      let feature: MediaFeature =
        name.hasPrefix("screen-width") ? .screenWidth(relation, size) : .screenHeight(relation, size)
      return PseudoClass(kind: .environment(feature), name: name)
    }
  }

  /// How many selectors a comma-separated list holds at its top level.
  private func selectorCount(_ range: Range<Int>) -> Int {
    var count = 1
    var depth = 0
    for position in range {
      let token = tokens[position]
      if token.isDelimiter(UInt8(ascii: "(")) { depth += 1 }
      if token.isDelimiter(UInt8(ascii: ")")) { depth -= 1 }
      if depth == 0 && token.isDelimiter(UInt8(ascii: ",")) { count += 1 }
    }
    return count
  }

  // The selector lists of `:not()`, `:is()` and `:where()` recurse through the functions below
  // once per nesting level: every message is built in a function of its own, never inlined,
  // so that no recursive frame holds its temporaries (a message built in `parsePseudoClass`
  // overflowed a secondary thread's stack at 256 levels under the address sanitizer).

  /// The pseudo-class of a selector list: `:not()` and `:has()` strict, `:is()` and `:where()`
  /// forgiving, as CSS has them (a selector they cannot read matches nothing, and is a
  /// warning). `:has()` takes relative selectors (`> UILabel`), and no `:has()` inside.
  @inline(never)
  private mutating func parseSelectorArgument(
    _ name: String, _ argument: Range<Int>, whole: Range<Int>, depth: Int
  ) -> PseudoClass? {
    let forgives = name == "is" || name == "where"
    let mark = diagnostics.mark
    var selectors = parseSelectorList(argument, depth: depth + 1)
    // A combinator before the first compound has nothing to start from: in a forgiving list,
    // that selector matches nothing, and the rest stand.
    if forgives, selectors.contains(where: { $0.leadingCombinator != nil }) {
      selectors.removeAll { $0.leadingCombinator != nil }
      _ = plainSelectorsOnly(name, at: whole)
    }
    if forgives { forgiveSelectors(of: name, since: mark) }
    guard forgives || selectors.count == selectorCount(argument) else { return nil }
    if name == "has" {
      if selectors.contains(where: \.hasParentReference) { return plainSelectorsOnly(name, at: whole) }
      if selectors.contains(where: \.holdsHas) { return hasInsideHas(at: whole) }
      return PseudoClass(kind: .has(selectors), name: name)
    }
    // `&` stands for the enclosing rule's selector here too (CSS Nesting); a combinator before
    // the first compound has nothing to start from.
    if selectors.contains(where: { $0.leadingCombinator != nil }) {
      return plainSelectorsOnly(name, at: whole)
    }
    return PseudoClass(
      kind: forgives ? .isAny(selectors, countsSpecificity: name == "is") : .not(selectors), name: name)
  }

  @inline(never)
  private mutating func hasInsideHas(at whole: Range<Int>) -> PseudoClass? {
    error(
      .invalidSelector,
      "':has()' cannot hold another ':has()', itself or inside ':is()', ':where()' or ':not()'",
      at: whole)
    return nil
  }

  @inline(never)
  private mutating func forgiveSelectors(of name: String, since mark: (kept: Int, omittedErrors: Int)) {
    diagnostics.forgive(
      since: mark, note: "':\(name)()' forgives a selector it cannot read: that one matches nothing")
  }

  @inline(never)
  private mutating func selectorArgumentTooDeep(_ name: String, at whole: Range<Int>) -> PseudoClass? {
    error(
      .nestingTooDeep, "':\(name)()' nests more than \(limits.maximumNestingDepth) levels deep", at: whole,
      notes: ["the limit can be raised with --max-nesting (StylesheetLimits.maximumNestingDepth)"])
    return nil
  }

  @inline(never)
  private mutating func plainSelectorsOnly(_ name: String, at whole: Range<Int>) -> PseudoClass? {
    error(
      .invalidSelector,
      name == "has"
        ? "':has()' takes relative selectors, without '&'"
        : "':\(name)()' takes selectors without a leading combinator", at: whole)
    return nil
  }
}
