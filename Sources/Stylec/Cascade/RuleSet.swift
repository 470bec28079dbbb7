/// A stylesheet's rules prepared for matching: interned names, compiled selectors, the rule
/// index, and property keys numbered in sorted order so resolved properties come out sorted.
struct RuleSet: Sendable {
  var symbols = SymbolTable()
  /// Parallel to the stylesheet's rule entries.
  var selectors: [MatchSelector] = []
  var index: RuleIndex
  /// Property keys, sorted by their UTF-8 bytes; a property's number is its position here.
  var propertyNames: [String]
  /// The property number of each declaration.
  var declarationProperties: [Int32]

  init(entries: [RuleEntry], declarations: [CompiledDeclaration]) {
    var symbols = SymbolTable()
    selectors = entries.map { MatchSelector($0.selector, symbols: &symbols) }
    self.symbols = symbols
    index = RuleIndex(selectors)
    propertyNames = Set(declarations.map(\.key)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var numbers: [String: Int32] = [:]
    for (number, name) in propertyNames.enumerated() { numbers[name] = Int32(number) }
    declarationProperties = declarations.map { numbers[$0.key]! }
  }
}
