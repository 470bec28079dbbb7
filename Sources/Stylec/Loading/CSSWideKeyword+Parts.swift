/// A CSS-wide keyword written as a part of a value (`font-family: Avenir inherit`, `font: 12px
/// unset`): CSS reads one only as a declaration's whole value, and drops such a declaration;
/// read as a word, it was a family called "Avenir inherit", or obeyed for the part.
extension Expression {
  /// Where the value holds a CSS-wide keyword as one of its parts; nil where it holds none, or
  /// is one itself. A `var()`'s fallback is its own value, not looked into.
  var wideKeywordAmongParts: Range<Int>? {
    switch kind {
    // Most values are a literal, a word, or a list of such: looked at without a stack.
    case .number, .color, .string, .identifier, .variable, .evaluated: return nil
    case .list(let items, _) where items.allSatisfy(\.isLeaf):
      return items.first(where: \.isWideKeyword)?.range
    default: break
    }
    var pending = [self]
    while let next = pending.popLast() {
      if next.isWideKeyword { return next.range }
      if case .function("var", _) = next.kind { continue }
      pending += next.children
    }
    return nil
  }

  /// Whether the expression holds no other: a literal, a word or a variable.
  private var isLeaf: Bool {
    switch kind {
    case .number, .color, .string, .identifier, .variable, .evaluated: true
    default: false
    }
  }

  /// Whether the expression is a word that is a CSS-wide keyword.
  private var isWideKeyword: Bool {
    guard case .identifier(let word) = kind else { return false }
    return CSSWideKeyword(.identifier(word)) != nil
  }
}
