/// A stylesheet's rules prepared for matching: the selector table, the rule index, each rule's
/// declarations, and property keys numbered in sorted order so resolved properties come out
/// sorted.
struct RuleSet: Sendable {
  var table = SelectorTable()
  /// By rule: each rule's selector in the table (negated selectors have entries of their own).
  var ruleSelectors: [SelectorID]
  var index: RuleIndex
  /// Each rule's declarations, as indices into the stylesheet's declarations.
  var ruleDeclarations: [Range<DeclarationID>]
  /// The properties the declarations set, sorted by the UTF-8 bytes of their text; a
  /// property's number is its position here.
  var propertyKeys: [PropertyKey]
  /// Each property's text, as output formats name it.
  var propertyNames: [String]
  /// The custom properties (`--accent`), as positions of `propertyKeys`: their names, sorted,
  /// stand together.
  var customProperties: Range<Int>
  /// How many properties the declarations set: the others are only alias targets
  /// (`Stylesheet.readingPropertyNames(by:)`), set by the declarations of their aliases.
  var declaredPropertyCount: Int
  /// The paths the schema's aliases of the declared properties stand for (empty without a
  /// schema, or when the sheet writes no alias).
  var aliasTargets: Set<PropertyKey>
  /// The property of each declaration.
  var declarationProperties: [PropertyID]
  /// Each rule's properties as bits (see `propertyBit(_:)`): once the cascade has decided
  /// every property a lower-ranked rule could set, that rule is skipped without matching it.
  var rulePropertyBits: [UInt64]

  /// The number of the property named `name` (as output formats name it), if the rule set has it.
  /// - Complexity: O(log properties).
  func property(named name: String) -> PropertyID? {
    var low = 0
    var high = propertyNames.count
    while low < high {
      let middle = (low + high) / 2
      if propertyNames[middle].utf8.lexicographicallyPrecedes(name.utf8) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < propertyNames.count && propertyNames[low] == name ? PropertyID(low) : nil
  }

  var symbols: SymbolTable<SheetSymbol> { table.symbols }

  /// Whether the rule (by its place among the sheet's entries) sets a custom property, which
  /// the descendants of the nodes it matches inherit.
  func setsCustomProperties(_ rule: Int) -> Bool {
    !customProperties.isEmpty
      && ruleDeclarations[rule].contains { customProperties.contains(declarationProperties[$0].position) }
  }

  /// Properties no declaration sets that code styles set (`Stylesheet.addingCodeProperties`).
  var codeProperties: Set<PropertyKey>

  /// - Parameters:
  ///   - aliasTargets: properties no declaration sets under their own name, which a schema's
  ///     aliases may set.
  ///   - codeProperties: properties code styles set, which the cascade numbers beside the
  ///     declarations' so that they sort among them.
  init(
    entries: [RuleEntry], declarations: [CompiledDeclaration], aliasTargets: Set<PropertyKey> = [],
    codeProperties: Set<PropertyKey> = []
  ) {
    var table = SelectorTable()
    ruleSelectors = entries.map { table.add($0.selector) }
    self.table = table
    index = RuleIndex(table, ruleSelectors: ruleSelectors)
    ruleDeclarations = entries.map {
      DeclarationID($0.declarations.lowerBound)..<DeclarationID($0.declarations.upperBound)
    }
    let declared = Set(declarations.map(\.key))
    declaredPropertyCount = declared.count
    self.aliasTargets = aliasTargets
    self.codeProperties = codeProperties
    let named = declared.union(aliasTargets).union(codeProperties).map { (key: $0, name: $0.description) }
      .sorted {
        $0.name.utf8.lexicographicallyPrecedes($1.name.utf8)
      }
    propertyKeys = named.map(\.key)
    propertyNames = named.map(\.name)
    let firstCustom = propertyNames.firstIndex(where: isCustomPropertyName) ?? 0
    customProperties =
      firstCustom..<(propertyNames[firstCustom...].firstIndex { !isCustomPropertyName($0) }
      ?? propertyNames.count)
    var numbers: [PropertyKey: PropertyID] = [:]
    for (number, key) in propertyKeys.enumerated() { numbers[key] = PropertyID(number) }
    let properties = declarations.map { numbers[$0.key]! }
    declarationProperties = properties
    // The rules of one comma group share their block's declarations: each range is read once, not
    // once per rule (10,000 selectors expanded from nested groups around 20,000 declarations were
    // 200 million reads).
    var bitsOfRange: [Range<DeclarationID>: UInt64] = [:]
    var ruleBits: [UInt64] = []
    ruleBits.reserveCapacity(ruleDeclarations.count)
    for declarations in ruleDeclarations {
      if let known = bitsOfRange[declarations] {
        ruleBits.append(known)
        continue
      }
      var bits: UInt64 = 0
      for declaration in declarations { bits |= Self.propertyBit(properties[declaration]) }
      bitsOfRange[declarations] = bits
      ruleBits.append(bits)
    }
    rulePropertyBits = ruleBits
  }

  /// Properties numbered below 63 have a bit each, which the cascade marks when it decides them;
  /// bit 63 stands for all the others and is never marked, so a rule setting any of them is
  /// always tried.
  static func propertyBit(_ property: PropertyID) -> UInt64 {
    1 << UInt64(min(property, firstSharedProperty).rawValue)
  }

  /// The first of the properties that share bit 63.
  static let firstSharedProperty = PropertyID(rawValue: 63)
}
