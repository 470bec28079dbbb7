extension Stylesheet {
  /// The stylesheet as flat CSS: one rule per selector in source order, with imports inserted,
  /// variables and arithmetic evaluated, nesting, `&` and `@extend` resolved, and each rule's
  /// `@media` condition written around it. Reading this text back (as CSS) gives the same rules
  /// with the same scores and the same ranking, so it can stand in for the sheet it came from.
  public var canonicalText: String {
    var text = ""
    for rule in rules {
      let declarations = rule.declarations.map { "\($0.property): \($0.value);" }.joined(separator: " ")
      let body = "\(rule.selector) { \(declarations) }\n"
      text += rule.condition.map { "@media \($0) {\n  \(body)}\n" } ?? body
    }
    return text
  }
}
