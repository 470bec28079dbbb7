extension Expression {
  /// The expression as stylesheet text that reads back as the same expression: what a value
  /// kept as an expression (one calling `var()`) prints as, in `rules`, `explain` and the
  /// canonical text. Evaluated parts print as their value's canonical text.
  var writtenText: String {
    switch kind {
    case .number(let number, let unit): formatNumber(number) + unit.rawValue
    case .color(let color): color.hex
    case .string(let text): quoteString(text)
    // A name escaped where its text would read as something else (`var(--a\,1)`, not
    // `var(--a,1)`, a fallback of 1).
    case .identifier(let name): CSSEscapes.escapedName(name)
    case .variable(let name): name
    case .evaluated(let sized):
      if case .list = sized.value {
        "(\(sized.value.textReadingBackInCSS))"
      } else {
        sized.value.textReadingBackInCSS
      }
    case .function(let name, let arguments):
      name + "(" + arguments.map(\.writtenText).joined(separator: ", ") + ")"
    case .list(let items, let separator):
      items.map { item in
        if case .list = item.kind { "(\(item.writtenText))" } else { item.writtenText }
      }.joined(separator: separator.rawValue)
    case .arithmetic(let operands, let operators):
      operands.enumerated().map { position, operand in
        (position == 0 ? "" : " \(operators[position - 1].symbol) ") + operand.operandText
      }.joined()
    case .negate(let operand): "-" + operand.operandText
    case .group(let inner): "(\(inner.writtenText))"
    case .comparison(let left, let comparison, let right):
      "\(left.operandText) \(comparison.rawValue) \(right.operandText)"
    case .attributes(let attributes):
      "(" + attributes.map { "\($0.name): \($0.value.writtenText)" }.joined(separator: ", ") + ")"
    }
  }

  /// The expression's text as an operand of arithmetic: parenthesised unless it is one term.
  private var operandText: String {
    switch kind {
    case .list, .arithmetic, .comparison, .negate: "(\(writtenText))"
    default: writtenText
    }
  }
}
