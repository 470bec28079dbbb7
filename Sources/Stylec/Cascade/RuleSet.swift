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
    let low = propertyNames.countLeading { $0.utf8.lexicographicallyPrecedes(name.utf8) }
    return low < propertyNames.count && propertyNames[low] == name ? PropertyID(low) : nil
  }

  /// The number of the custom property a `var()` names (`--a:b`, its escapes decoded), if the
  /// rule set has it: output formats name it escaped (`--a\:b`), as its declaration is written.
  func customProperty(named name: String) -> PropertyID? { property(named: CSSEscapes.escapedPath(name)) }

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
    // Each declaration's key numbered in the order first met (one hash a declaration), then the
    // numbers mapped to the keys' places in sorted order.
    var firstMet: [PropertyKey: Int32] = [:]
    var keys: [PropertyKey] = []
    var metNumbers: [Int32] = []
    metNumbers.reserveCapacity(declarations.count)
    for position in declarations.indices {
      let key = declarations[position].key
      if let number = firstMet[key] {
        metNumbers.append(number)
      } else {
        firstMet[key] = Int32(keys.count)
        metNumbers.append(Int32(keys.count))
        keys.append(key)
      }
    }
    declaredPropertyCount = keys.count
    self.aliasTargets = aliasTargets
    self.codeProperties = codeProperties
    for key in aliasTargets.union(codeProperties) where firstMet[key] == nil {
      firstMet[key] = Int32(keys.count)
      keys.append(key)
    }
    let named = keys.enumerated().map { (met: $0.offset, key: $0.element, name: $0.element.description) }
      .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    propertyKeys = named.map(\.key)
    propertyNames = named.map(\.name)
    let firstCustom = propertyNames.firstIndex(where: isCustomPropertyName) ?? 0
    customProperties =
      firstCustom..<(propertyNames[firstCustom...].firstIndex { !isCustomPropertyName($0) }
      ?? propertyNames.count)
    var sortedPlace = [PropertyID](repeating: PropertyID(0), count: named.count)
    for (place, property) in named.enumerated() { sortedPlace[property.met] = PropertyID(place) }
    let properties = metNumbers.map { sortedPlace[Int($0)] }
    declarationProperties = properties
    // The rules of one comma group share their block's declarations: a long range is read once,
    // not once per rule (10,000 selectors expanded from nested groups around 20,000 declarations
    // were 200 million reads); a short one is read again, cheaper than remembering it.
    var bitsOfRange: [Range<DeclarationID>: UInt64] = [:]
    var ruleBits: [UInt64] = []
    ruleBits.reserveCapacity(ruleDeclarations.count)
    for declarations in ruleDeclarations {
      let isLong = declarations.count > Self.rereadRangeLength
      if isLong, let known = bitsOfRange[declarations] {
        ruleBits.append(known)
        continue
      }
      var bits: UInt64 = 0
      for declaration in declarations { bits |= Self.propertyBit(properties[declaration]) }
      if isLong { bitsOfRange[declarations] = bits }
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

  /// The longest range of declarations whose property bits are worked out again for each rule
  /// sharing it.
  private static let rereadRangeLength = 32

  /// The first of the properties that share bit 63.
  static let firstSharedProperty = PropertyID(rawValue: 63)
}
