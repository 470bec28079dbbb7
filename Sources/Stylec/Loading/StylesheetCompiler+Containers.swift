/// What the compiler reads of CSS's container queries besides their `@container` blocks: the
/// dialects that have them, and the `container` shorthand.
extension StylesheetCompiler {
  /// The key of CSS's `container: name / type` shorthand.
  static let containerShorthand = PropertyKey(path: "container")

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
    if case .arithmetic(let operands, let operators) = value.kind, operators == [.divide], operands.count == 2
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
