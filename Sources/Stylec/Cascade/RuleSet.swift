/// A stylesheet's rules prepared for matching: the selector table, the rule index, each rule's
/// declarations, and property keys numbered in sorted order so resolved properties come out
/// sorted.
struct RuleSet: Sendable {
  var table = SelectorTable()
  /// Each rule's selector in the table (negated selectors have entries of their own).
  var ruleSelectors: [Int32]
  var index: RuleIndex
  /// Each rule's declarations, as indices into the stylesheet's declarations.
  var ruleDeclarations: [Range<Int32>]
  /// Property keys, sorted by their UTF-8 bytes; a property's number is its position here.
  var propertyNames: [String]
  /// The property number of each declaration.
  var declarationProperties: [Int32]
  /// Each rule's properties numbered below 64, as bits: once the cascade has decided all of
  /// them, a lower-ranked rule that sets nothing else is skipped without reading its
  /// declarations.
  var rulePropertyBits: [UInt64]
  /// Whether each rule sets a property numbered 64 or more, which the bits do not cover.
  var ruleSetsHighProperties: [Bool]

  var symbols: SymbolTable { table.symbols }

  init(entries: [RuleEntry], declarations: [CompiledDeclaration]) {
    var table = SelectorTable()
    ruleSelectors = entries.map { table.add($0.selector) }
    self.table = table
    index = RuleIndex(table, ruleSelectors: ruleSelectors)
    ruleDeclarations = entries.map { Int32($0.declarations.lowerBound)..<Int32($0.declarations.upperBound) }
    propertyNames = Set(declarations.map(\.key)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var numbers: [String: Int32] = [:]
    for (number, name) in propertyNames.enumerated() { numbers[name] = Int32(number) }
    declarationProperties = declarations.map { numbers[$0.key]! }
    rulePropertyBits = []
    ruleSetsHighProperties = []
    for declarations in ruleDeclarations {
      var bits: UInt64 = 0
      var high = false
      for declaration in declarations {
        let property = declarationProperties[Int(declaration)]
        if property < 64 { bits |= 1 << UInt64(property) } else { high = true }
      }
      rulePropertyBits.append(bits)
      ruleSetsHighProperties.append(high)
    }
  }
}
