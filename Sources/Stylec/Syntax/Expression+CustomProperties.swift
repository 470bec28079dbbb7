/// CSS custom properties in values: `var(--name)` and `var(--name, fallback)` stand for the value
/// the node inherits or sets for `--name`, so a value that calls `var()` is known per node only.
/// The loader keeps such a value as an expression (`Stylesheet.substitutedValues`), and the
/// cascade substitutes each node's custom values into it, then evaluates and types the result.
extension Expression {
  /// The custom properties the expression's `var()`s name, fallbacks included, each once, in the
  /// order written.
  var customPropertyReferences: [String] {
    var names: [String] = []
    var seen: Set<String> = []
    forEachCall { name, arguments, _ in
      guard name == "var", let reference = CustomPropertyReference(arguments),
        seen.insert(reference.name).inserted
      else { return }
      names.append(reference.name)
    }
    return names
  }

  /// The name `substitutingCustomProperties(_:missing:)` looks `currentColor` up by: no custom
  /// property's, which start with `--`.
  static let currentColorName = "currentColor"

  /// Whether the expression names `currentColor` (in any case), the view's `color`.
  var usesCurrentColor: Bool {
    var pending = [self]
    while let next = pending.popLast() {
      if case .identifier(let name) = next.kind, isCurrentColor(name) { return true }
      pending += next.children
    }
    return false
  }

  /// Whether the expression calls `light-dark()`, whose color the environment's color scheme
  /// picks.
  var callsLightDark: Bool { !lightDarkCalls.isEmpty }

  /// Each `light-dark()` call's arguments and where it is written, outermost first.
  var lightDarkCalls: [(arguments: [Expression], range: Range<Int>)] {
    var calls: [(arguments: [Expression], range: Range<Int>)] = []
    forEachCall { name, arguments, range in
      if name.lowercased() == "light-dark" { calls.append((arguments, range)) }
    }
    return calls
  }

  /// What is wrong with the expression's first malformed `var()`, if one is: a `var()` takes a
  /// custom property's name, then an optional fallback.
  var malformedVarCall: (message: String, range: Range<Int>)? {
    var found: (String, Range<Int>)?
    forEachCall { name, arguments, range in
      guard found == nil, name == "var", CustomPropertyReference(arguments) == nil else { return }
      found = (
        "var() takes a custom property's name ('--' and a name), then an optional fallback: var(--accent, blue)",
        range
      )
    }
    return found
  }

  /// How deeply the expression nests: 0 for a literal, one more for each call, list, group or
  /// arithmetic around it.
  var nestingDepth: Int {
    var deepest = 0
    var pending = [(self, 0)]
    while let (next, depth) = pending.popLast() {
      deepest = max(deepest, depth)
      pending += next.children.map { ($0, depth + 1) }
    }
    return deepest
  }

  /// The expressions directly inside this one.
  var children: [Expression] {
    switch kind {
    case .function(_, let arguments): arguments
    case .list(let items, _): items
    case .arithmetic(let operands, _): operands
    case .negate(let inner), .group(let inner): [inner]
    case .comparison(let left, _, let right): [left, right]
    case .attributes(let attributes): attributes.map(\.value)
    case .number, .color, .string, .identifier, .variable, .evaluated: []
    }
  }

  /// How many expressions the value is made of, itself and every one inside it; nil past
  /// `limit`, counted no further (a value pasted into itself level after level is a small tree of
  /// shared parts that reads as an exponential one).
  func nodeCount(upTo limit: Int) -> Int? {
    var count = 0
    var pending = [self]
    while let next = pending.popLast() {
      count += 1
      guard count <= limit else { return nil }
      pending += next.children
    }
    return count
  }

  /// Calls `body` with every function call's name, arguments and range, in the order written,
  /// however deeply nested (without recursion).
  private func forEachCall(_ body: (_ name: String, _ arguments: [Expression], _ range: Range<Int>) -> Void) {
    var pending = [self]
    while let next = pending.popLast() {
      if case .function(let name, let arguments) = next.kind { body(name, arguments, next.range) }
      pending += next.children.reversed()
    }
  }

  /// The expression with each variable `bound` names replaced by the expression it is bound to
  /// (a mixin's parameter bound to an argument known per node only); nil when it reads none, or
  /// nests deeper than a value that calls `var()` may (then it is evaluated as written).
  func replacingVariables(_ bound: [String: Expression]) -> Expression? {
    guard nestingDepth <= Self.deepestSubstitutedNesting else { return nil }
    var replaced = false
    let result = replacing(bound, replaced: &replaced)
    return replaced ? result : nil
  }

  /// - Complexity: recursive in the expression's nesting, which `replacingVariables` bounds.
  private func replacing(_ bound: [String: Expression], replaced: inout Bool) -> Expression {
    var result = self
    func each(_ expressions: [Expression]) -> [Expression] {
      expressions.map { $0.replacing(bound, replaced: &replaced) }
    }
    switch kind {
    case .variable(let name), .identifier(let name):
      guard let written = bound[name] else { return self }
      replaced = true
      return written
    case .function(let name, let arguments): result.kind = .function(name: name, arguments: each(arguments))
    case .list(let items, let separator): result.kind = .list(each(items), separator)
    case .arithmetic(let operands, let operators):
      result.kind = .arithmetic(operands: each(operands), operators: operators)
    case .negate(let inner): result.kind = .negate(inner.replacing(bound, replaced: &replaced))
    case .group(let inner): result.kind = .group(inner.replacing(bound, replaced: &replaced))
    case .comparison(let left, let comparison, let right):
      result.kind = .comparison(
        left.replacing(bound, replaced: &replaced), comparison, right.replacing(bound, replaced: &replaced))
    case .attributes(var attributes):
      for index in attributes.indices {
        attributes[index].value = attributes[index].value.replacing(bound, replaced: &replaced)
      }
      result.kind = .attributes(attributes)
    case .number, .color, .string, .evaluated: break
    }
    return result
  }

  /// The expression with each `var()` replaced by the value `lookup` gives its custom property,
  /// or by its fallback where the property has none; nil, with the name in `missing`, when a
  /// `var()` has neither. Each `currentColor`, written or in a custom property's value, is
  /// replaced by what `lookup` gives `currentColorName` (nil, with that name in `missing`, when
  /// it gives none).
  ///
  /// Substitution stands for CSS's, which splices tokens: a list value in a list of the same
  /// separator joins it (`--pad: 1px 2px` in `var(--pad) 3px 4px` makes four items), and a comma
  /// list in a call's arguments adds arguments (`--rgb: 255, 0, 0` in `rgba(var(--rgb), 0.5)`).
  /// - Complexity: recursive in the expression's nesting, which the loader bounds for values
  ///   that call `var()` (`Expression.deepestSubstitutedNesting`).
  func substitutingCustomProperties(
    _ lookup: (String) -> ValueEvaluator.SizedValue?, missing: inout String?
  ) -> Expression? {
    switch kind {
    case .function("var", let arguments):
      guard let reference = CustomPropertyReference(arguments) else { return nil }
      if let value = lookup(reference.name) {
        guard let value = Self.replacingCurrentColor(in: value, lookup, missing: &missing) else { return nil }
        return Expression(kind: .evaluated(value), range: range)
      }
      guard let fallback = reference.fallback else {
        missing = reference.name
        return nil
      }
      return fallback.substitutingCustomProperties(lookup, missing: &missing)
    case .function("light-dark", let arguments) where arguments.count == 2:
      // Only the branch the scheme picks is the value: one that needs a `currentColor` the view
      // does not have is kept as the word, an error only where it is picked.
      var substituted: [Expression] = []
      for argument in arguments {
        var argumentMissing: String?
        if let done = argument.substitutingCustomProperties(lookup, missing: &argumentMissing) {
          substituted.append(done)
        } else if argumentMissing == Self.currentColorName {
          substituted.append(Expression(kind: .identifier(Self.currentColorName), range: argument.range))
        } else {
          missing = argumentMissing
          return nil
        }
      }
      return Expression(kind: .function(name: "light-dark", arguments: substituted), range: range)
    case .function(let name, let arguments):
      guard let spliced = Self.substituting(arguments, splicing: .comma, lookup, missing: &missing) else {
        return nil
      }
      return Expression(kind: .function(name: name, arguments: spliced), range: range)
    case .list(let items, .space):
      guard let groups = Self.substitutingSpaceList(items, lookup, missing: &missing) else { return nil }
      // An empty value a `var()` gave leaves one word a word, not a list of one.
      guard groups.count > 1 else {
        return groups[0].count == 1 ? groups[0][0] : Expression(kind: .list(groups[0], .space), range: range)
      }
      return Expression(
        kind: .list(
          groups.map { $0.count == 1 ? $0[0] : Expression(kind: .list($0, .space), range: range) }, .comma),
        range: range)
    case .list(let items, let separator):
      guard let spliced = Self.substituting(items, splicing: separator, lookup, missing: &missing) else {
        return nil
      }
      return Expression(kind: .list(spliced, separator), range: range)
    case .arithmetic(let operands, let operators):
      var substituted: [Expression] = []
      for operand in operands {
        guard let operand = operand.substitutingCustomProperties(lookup, missing: &missing) else {
          return nil
        }
        substituted.append(operand)
      }
      return Expression(kind: .arithmetic(operands: substituted, operators: operators), range: range)
    case .negate(let inner):
      return inner.substitutingCustomProperties(lookup, missing: &missing).map {
        Expression(kind: .negate($0), range: range)
      }
    case .group(let inner):
      return inner.substitutingCustomProperties(lookup, missing: &missing).map {
        Expression(kind: .group($0), range: range)
      }
    case .comparison(let left, let comparison, let right):
      guard let left = left.substitutingCustomProperties(lookup, missing: &missing),
        let right = right.substitutingCustomProperties(lookup, missing: &missing)
      else { return nil }
      return Expression(kind: .comparison(left, comparison, right), range: range)
    case .attributes(var attributes):
      for index in attributes.indices {
        guard let value = attributes[index].value.substitutingCustomProperties(lookup, missing: &missing)
        else { return nil }
        attributes[index].value = value
      }
      return Expression(kind: .attributes(attributes), range: range)
    case .identifier(let name) where isCurrentColor(name):
      guard let color = lookup(Self.currentColorName) else {
        missing = Self.currentColorName
        return nil
      }
      return Expression(kind: .evaluated(color), range: range)
    case .number, .color, .string, .identifier, .variable, .evaluated:
      return self
    }
  }

  /// A custom property's value with each `currentColor` in it (kept as a word, as CSS keeps it
  /// until a property uses it) replaced by what `lookup` gives `currentColorName`; nil, with
  /// that name in `missing`, when it gives none.
  private static func replacingCurrentColor(
    in sized: ValueEvaluator.SizedValue, _ lookup: (String) -> ValueEvaluator.SizedValue?,
    missing: inout String?
  ) -> ValueEvaluator.SizedValue? {
    func replaced(_ value: StyleValue) -> StyleValue? {
      switch value {
      case .identifier(let name) where isCurrentColor(name):
        return lookup(currentColorName)?.value
      case .list(let items, let separator):
        var result: [StyleValue] = []
        result.reserveCapacity(items.count)
        for item in items {
          guard let item = replaced(item) else { return nil }
          result.append(item)
        }
        return .list(result, separator: separator)
      default:
        return value
      }
    }
    guard sized.value.mentionsCurrentColor else { return sized }
    guard let value = replaced(sized.value) else {
      missing = currentColorName
      return nil
    }
    return ValueEvaluator.SizedValue(value: value, size: sized.size)
  }

  /// Substitutes each of `items`, a `var()` among them whose value is a list separated by
  /// `separator` giving its items in its place.
  private static func substituting(
    _ items: [Expression], splicing separator: ListSeparator,
    _ lookup: (String) -> ValueEvaluator.SizedValue?,
    missing: inout String?
  ) -> [Expression]? {
    var result: [Expression] = []
    result.reserveCapacity(items.count)
    for item in items {
      guard let substituted = item.substitutingCustomProperties(lookup, missing: &missing) else { return nil }
      guard case .function("var", _) = item.kind else {
        // A space list a `var()` split at its commas (`substitutingSpaceList`) joins this one.
        if separator == .comma, case .list(let split, .comma) = substituted.kind {
          result += split
        } else {
          result.append(substituted)
        }
        continue
      }
      // A custom property's list value, or a fallback written as a list, joins the list.
      if case .evaluated(let sized) = substituted.kind, case .list(let values, separator) = sized.value {
        // Each item with its own size: one that is a list itself (a comma list in a space list)
        // holds its items, which the value size limit counts.
        result += values.map {
          Expression(
            kind: .evaluated(ValueEvaluator.SizedValue(value: $0, size: $0.itemCount)), range: item.range)
        }
      } else if case .list(let items, separator) = substituted.kind {
        result += items
      } else {
        result.append(substituted)
      }
    }
    return result
  }

  /// A space list's items with their `var()`s substituted, in groups: one, unless a `var()`
  /// gives a comma list, which splits the list at its commas as CSS's tokens would be split
  /// (`X var(--p) Y` with `--p: a, b` is `X a, b Y`, the groups `X a` and `b Y`). A comma list
  /// the split makes joins the comma list around it (`substituting(_:splicing:_:missing:)`: the
  /// parser nests no comma list directly in another).
  private static func substitutingSpaceList(
    _ items: [Expression], _ lookup: (String) -> ValueEvaluator.SizedValue?, missing: inout String?
  ) -> [[Expression]]? {
    var groups: [[Expression]] = [[]]
    groups[0].reserveCapacity(items.count)
    for item in items {
      guard let substituted = item.substitutingCustomProperties(lookup, missing: &missing) else { return nil }
      guard case .function("var", _) = item.kind else {
        groups[groups.count - 1].append(substituted)
        continue
      }
      // The value's comma items, each the space list's words it brings.
      var commaItems: [[Expression]]
      switch substituted.kind {
      case .evaluated(let sized):
        let evaluated = { (value: StyleValue) in
          Expression(
            kind: .evaluated(ValueEvaluator.SizedValue(value: value, size: value.itemCount)),
            range: item.range)
        }
        let words = { (value: StyleValue) -> [Expression] in
          if case .list(let words, .space) = value { words.map(evaluated) } else { [evaluated(value)] }
        }
        if case .list(let values, .comma) = sized.value, !values.isEmpty {
          commaItems = values.map(words)
        } else {
          commaItems = [words(sized.value)]
        }
      case .list(let written, .comma) where !written.isEmpty:
        commaItems = written.map { if case .list(let words, .space) = $0.kind { words } else { [$0] } }
      case .list(let words, .space): commaItems = [words]
      default: commaItems = [[substituted]]
      }
      groups[groups.count - 1] += commaItems.removeFirst()
      groups += commaItems
    }
    return groups
  }

  /// How deeply a value that calls `var()` may nest: it is substituted and evaluated on the
  /// cascade's threads, whose stacks are smaller than the loader's.
  static let deepestSubstitutedNesting = 32
}

/// One `var()`'s arguments: the custom property it names and its fallback, if any (the rest of
/// its arguments, commas included: `var(--fonts, Avenir, Helvetica)`).
struct CustomPropertyReference {
  var name: String
  var fallback: Expression?

  /// The reference `var()`'s arguments make, or nil when the first is no custom property's name.
  init?(_ arguments: [Expression]) {
    guard let first = arguments.first, case .identifier(let name) = first.kind, isCustomPropertyName(name)
    else { return nil }
    self.name = name
    switch arguments.count {
    case 1: fallback = nil
    case 2: fallback = arguments[1]
    default:
      let rest = Array(arguments.dropFirst())
      fallback = Expression(
        kind: .list(rest, .comma), range: rest[0].range.lowerBound..<rest[rest.count - 1].range.upperBound)
    }
  }
}

/// Whether `name` is `currentColor`, in any case.
func isCurrentColor(_ name: String) -> Bool {
  name.utf8.count == 12 && name.lowercased() == "currentcolor"
}

extension StyleValue {
  /// Whether the value is, or lists, the word `currentColor`: a custom property's value that
  /// keeps it for the properties that use it.
  var mentionsCurrentColor: Bool {
    switch self {
    case .identifier(let name): isCurrentColor(name)
    case .list(let items, _): items.contains { $0.mentionsCurrentColor }
    default: false
    }
  }
}

/// Whether `name` is a custom property's (`--accent`): two dashes and at least one more character.
func isCustomPropertyName(_ name: String) -> Bool {
  name.utf8.count > 2 && name.utf8.starts(with: "--".utf8)
}
