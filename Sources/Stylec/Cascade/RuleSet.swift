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
  /// Each rule's properties as bits (see `propertyBit(_:)`): once the cascade has decided
  /// every property a lower-ranked rule could set, that rule is skipped without matching it.
  var rulePropertyBits: [UInt64]

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
    let properties = declarations.map { numbers[$0.key]! }
    declarationProperties = properties
    rulePropertyBits = ruleDeclarations.map { declarations in
      declarations.reduce(0) { bits, declaration in bits | Self.propertyBit(properties[Int(declaration)]) }
    }
  }

  /// Properties numbered below 63 have a bit each, which the cascade marks when it decides them;
  /// bit 63 stands for all the others and is never marked, so a rule setting any of them is
  /// always tried.
  static func propertyBit(_ property: Int32) -> UInt64 {
    1 << UInt64(min(property, sharedPropertyBit))
  }

  /// The bit of the properties numbered 63 and up.
  static let sharedPropertyBit: Int32 = 63
}
