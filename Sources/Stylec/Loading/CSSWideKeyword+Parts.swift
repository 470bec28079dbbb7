/// A CSS-wide keyword written as a part of a value (`font-family: Avenir inherit`, `font: 12px
/// unset`): CSS reads one only as a declaration's whole value, and drops such a declaration;
/// read as a word, it was a family called "Avenir inherit", or obeyed for the part.
extension Expression {
  /// Where the value holds a CSS-wide keyword as one of its parts; nil where it holds none, or
  /// is one itself. A `var()`'s fallback is its own value, not looked into.
  var wideKeywordAmongParts: Range<Int>? {
    if case .identifier(let word) = kind, CSSWideKeyword(.identifier(word)) != nil { return nil }
    var pending = [self]
    while let next = pending.popLast() {
      switch next.kind {
      case .identifier(let word) where CSSWideKeyword(.identifier(word)) != nil: return next.range
      case .function("var", _): continue
      default: pending += next.children
      }
    }
    return nil
  }
}
