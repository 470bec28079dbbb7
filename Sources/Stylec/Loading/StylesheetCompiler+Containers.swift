/// What the compiler reads of CSS's container queries besides their `@container` blocks: the
/// dialects that have them, and the `container` shorthand.
extension StylesheetCompiler {
  /// The key of CSS's `container: name / type` shorthand.
  static let containerShorthand = PropertyKey(path: "container")

  /// The key of `container-name`.
  static let containerNameKey = PropertyKey(path: "container-name")

  /// Whether `value` is what `container-name` takes: names (words, not `and`, `or`, `not`,
  /// `default` or a CSS-wide keyword), or `none` alone, or a CSS-wide keyword alone; reports, at
  /// the declaration, what else it is (`none card`, `card, other`, `initial inherit` and `5`
  /// named containers no query could mean).
  @inline(never)
  mutating func acceptsContainerNames(_ value: StyleValue, file: Int, range: Range<Int>) -> Bool {
    if CSSWideKeyword(value) != nil { return true }
    let words: [StyleValue]
    if case .list(let items, .space) = value { words = items } else { words = [value] }
    let reserved = ValueType.wordsNamingNoProperty.union(["and", "or", "not"])
    let names = words.compactMap { word -> String? in
      guard case .identifier(let name) = word, !reserved.contains(name.lowercased()) else { return nil }
      return name
    }
    guard names.count != words.count || (words.count > 1 && names.contains { $0.lowercased() == "none" })
    else {
      return true
    }
    report(
      .invalidValue,
      "container-name takes names (words such as card, separated by spaces), or none alone, not \(quoted(shortened(value.description, limit: 60)))",
      file: file, range)
    return false
  }

  /// Whether the value is a container type (`normal`, `size`, `inline-size`), as the `container`
  /// shorthand's part after its `/` must be for the shorthand to set either longhand; reports
  /// what it is not.
  private mutating func acceptsContainerType(_ value: StyleValue, file: Int, range: Range<Int>) -> Bool {
    if case .identifier(let word) = value, ["normal", "size", "inline-size"].contains(word.lowercased()) {
      return true
    }
    if CSSWideKeyword(value) != nil { return true }
    report(
      .invalidEnumValue,
      "a container's type is normal, size or inline-size, not \(quoted(shortened(value.description, limit: 60))); the container shorthand sets neither its name nor its type",
      file: file, range)
    return false
  }

  /// Whether the dialect reads container queries; reports, at the statement, that it does not.
  @inline(never)
  mutating func acceptsContainerQueries(file: Int, range: Range<Int>) -> Bool {
    guard !dialect.readsCurrentCSS else { return true }
    report(
      .notInDialect,
      "container queries are not in the \(dialect.rawValue) dialect, which reads the sheet as \(dialect.systemName) did",
      file: file, range,
      notes: ["CSS's '@container' is read in the stylec and css dialects ('@dialect stylec;')"])
    return false
  }

  /// Compiles `container: NAME / TYPE` as its two longhands, both or (reported) neither, as CSS
  /// drops a shorthand with an invalid part whole.
  @inline(never)
  mutating func compileContainerShorthand(
    _ declaration: Declaration, in scope: Scope, file: Int, into contents: inout BlockContents
  ) {
    let longhands = containerLonghands(of: declaration)
    // A `/` left among the names is one the split could not place (`a / size inline-size`).
    if Self.divides(longhands[0].value) {
      report(
        .invalidValue,
        "the container shorthand takes one '/', between its names and one type (container: card / inline-size)",
        file: file, declaration.value.range)
      return
    }
    guard let values = values(ofEvery: longhands, file: file), !scope.isDiscarded else { return }
    // Split at its `/` where it is written, the shorthand cannot take a `var()`, whose value
    // would be split per node.
    guard !declaration.isWorkedOutPerNode else {
      report(
        .invalidValue,
        "the container shorthand takes no var(): set container-name and container-type, each of which may take one",
        file: file, declaration.range)
      return
    }
    // A CSS-wide keyword is the whole value or no part of it (`container: card / inherit`).
    if CSSWideKeyword(values[0]) == nil || CSSWideKeyword(values[1]) == nil,
      let keyword = values.first(where: { CSSWideKeyword($0) != nil })
    {
      report(
        .invalidValue,
        "\(quoted(keyword.description)) is a CSS-wide keyword, which is the container shorthand's whole value (container: \(keyword)) or none of it; the shorthand sets neither its name nor its type",
        file: file, declaration.range)
      return
    }
    guard acceptsContainerNames(values[0], file: file, range: declaration.range),
      acceptsContainerType(values[1], file: file, range: longhands[1].value.range)
    else { return }
    for (longhand, value) in zip(longhands, values) {
      add(longhand, value: value, in: scope, file: file, to: &contents)
    }
  }

  /// Whether `value`, or an item of its lists, divides.
  private static func divides(_ value: Expression) -> Bool {
    var pending = [value]
    while let next = pending.popLast() {
      switch next.kind {
      case .arithmetic(_, let operators) where operators.contains(.divide): return true
      case .list(let items, _): pending += items
      default: continue
      }
    }
    return false
  }

  /// `container: sidebar / size` as the declarations it stands for, `container-name: sidebar`
  /// and `container-type: size`, each where the shorthand is written; without a `/`, the type
  /// is `normal`, as CSS's shorthand resets it.
  func containerLonghands(of declaration: Declaration) -> [Declaration] {
    var names = declaration
    names.key = PropertyKey(path: "container-name")
    var type = declaration
    type.key = PropertyKey(path: "container-type")
    type.value = Expression(kind: .identifier("normal"), range: declaration.value.range)
    // `/` reads as a division of the words beside it: `a / size`, or the last of several names
    // (`a b / size` is the list `a`, `b / size`).
    let value = declaration.value
    // A CSS-wide keyword is both longhands' value (`container: inherit`).
    if case .identifier(let word) = value.kind, CSSWideKeyword(.identifier(word)) != nil {
      type.value = value
    } else if case .arithmetic(let operands, let operators) = value.kind, operators == [.divide],
      operands.count == 2
    {
      names.value = operands[0]
      type.value = operands[1]
    } else if case .list(let items, .space) = value.kind, let last = items.last,
      case .arithmetic(let operands, let operators) = last.kind, operators == [.divide], operands.count == 2
    {
      names.value = Expression(
        kind: .list(items.dropLast() + [operands[0]], .space),
        range: value.range.lowerBound..<operands[0].range.upperBound)
      type.value = operands[1]
    }
    return [names, type]
  }
}
