/// Resolves every node's properties: finds the rules that match it through the rule index,
/// orders them by precedence then source order, and lets each property take its value from
/// the highest-ranked rule that sets it (within one rule, the last declaration).
struct Cascade {
  let sheet: Stylesheet
  let tree: StyleTree
  let precedence: Precedence
  let environment: Environment
  /// With a schema, each resolved value is converted to its property's type.
  let schema: Schema?

  /// - Complexity: O(nodes × candidate rules × selector cost), plus sorting each node's matches.
  func run() -> ResolvedStyles {
    let rules = sheet.ruleSet
    let matcher = Matcher(tree: tree, sheetSymbols: rules.symbols, environment: environment)
    let treeToSheet = Matcher.treeToSheet(tree: tree, sheetSymbols: rules.symbols)
    let activeConditions = sheet.conditions.map { $0.isSatisfied(by: environment) }
    let active = sheet.entries.map { entry in entry.condition.map { activeConditions[$0] } ?? true }
    let scores = sheet.entries.map { $0.selector.score(precedence) }

    var offsets: [Int32] = [0]
    offsets.reserveCapacity(tree.count + 1)
    var entries: [ResolvedStyles.Entry] = []
    let propertyCount = rules.propertyNames.count
    var slotDeclaration = [Int32](repeating: -1, count: propertyCount)
    var slotRule = [Int32](repeating: -1, count: propertyCount)
    var touched: [Int32] = []
    var matched: [Int32] = []

    func consider(_ bucket: [Int32]?, node: Int32) {
      guard let bucket else { return }
      for rule in bucket where active[Int(rule)] && matcher.matches(rules.selectors[Int(rule)], node: node) {
        matched.append(rule)
      }
    }
    func sheetSymbol(_ symbol: Int32) -> Int32 { symbol < 0 ? -1 : treeToSheet[Int(symbol)] }

    for node in 0..<Int32(tree.count) {
      matched.removeAll(keepingCapacity: true)
      let index = Int(node)
      let id = sheetSymbol(tree.ids[index])
      if id >= 0 { consider(rules.index.byID[id], node: node) }
      for name in tree.classes[index] {
        let symbol = sheetSymbol(name)
        if symbol >= 0 { consider(rules.index.byClass[symbol], node: node) }
      }
      let type = sheetSymbol(tree.types[index])
      if type >= 0 { consider(rules.index.byType[type], node: node) }
      for ancestor in tree.typeChains[tree.types[index]] ?? [] {
        let symbol = sheetSymbol(ancestor)
        if symbol >= 0 { consider(rules.index.bySupertype[symbol], node: node) }
      }
      consider(rules.index.universal, node: node)

      matched.sort { (scores[Int($0)], $0) < (scores[Int($1)], $1) }
      for rule in matched {
        for declaration in sheet.entries[Int(rule)].declarations {
          let property = Int(rules.declarationProperties[declaration])
          if slotDeclaration[property] < 0 { touched.append(Int32(property)) }
          slotDeclaration[property] = Int32(declaration)
          slotRule[property] = rule
        }
      }
      touched.sort()
      for property in touched {
        entries.append(
          ResolvedStyles.Entry(
            property: property, declaration: slotDeclaration[Int(property)], rule: slotRule[Int(property)]))
        slotDeclaration[Int(property)] = -1
      }
      touched.removeAll(keepingCapacity: true)
      offsets.append(Int32(entries.count))
    }
    var typing = schema.map { ValueTyping(schema: $0, sheet: sheet, tree: tree) }
    if var converter = typing {
      for node in 0..<tree.count {
        for position in Int(offsets[node])..<Int(offsets[node + 1]) {
          entries[position].value = converter.typedValue(entries[position], node: node)
        }
      }
      typing = converter
    }
    return ResolvedStyles(
      sheet: sheet, tree: tree, precedence: precedence, offsets: offsets, entries: entries,
      typedValues: typing?.values ?? [],
      diagnostics: typing?.diagnostics ?? [])
  }
}
