/// The values code styles give nodes (`StyleTree.codeStyles`), numbered as the cascade numbers
/// properties, which the cascade lays over what the sheet's rules set: code outranks every
/// rule but an `!important` one, as a style attribute outranks selectors in CSS.
///
/// A resolved entry from code names no declaration (its `declaration` is its order among the
/// node's code values); its rule is `firstRule` plus the index of its origin in the tree's code
/// styles, past every rule of the sheet.
struct CodeEntries: Sendable {
  /// One property a node's code sets.
  struct Entry: Sendable {
    var property: PropertyID
    var value: StyleValue
    /// Index into the tree's code style origins.
    var origin: Int32
    /// Its place among the node's values in the order they apply.
    var order: Int32
    /// The Swift code that set it, where a value that does not fit is reported.
    var setAt: SourceLocation?
  }

  /// Each styled node's entries, sorted by property.
  let byNode: [NodeIndex: [Entry]]
  /// The rule number of the first origin: the sheet's rule count.
  let firstRule: Int32

  /// - Parameters:
  ///   - table: the tree's code styles.
  ///   - rules: the sheet's rule set, which numbers every property the table sets
  ///     (`Stylesheet.addingCodeProperties`).
  ///   - ruleCount: how many rules the sheet has.
  ///   - schema: the schema whose spelling of property names the sheet was read with.
  init(table: CodeStyleTable, rules: RuleSet, ruleCount: Int, schema: StyleSchema?) {
    firstRule = Int32(ruleCount)
    var byNode: [NodeIndex: [Entry]] = [:]
    for (node, declarations) in table.declarations {
      var entries: [PropertyID: Entry] = [:]
      // In the order they apply: two names the schema spells alike set one property, the later.
      for declaration in declarations.sorted(by: { $0.order < $1.order }) {
        let key = schema?.canonicalSpelling(of: declaration.key) ?? declaration.key
        guard let property = rules.property(named: key.description) else { continue }
        entries[property] = Entry(
          property: property, value: declaration.value, origin: declaration.origin, order: declaration.order,
          setAt: declaration.setAt)
      }
      byNode[node] = entries.values.sorted { $0.property < $1.property }
    }
    self.byNode = byNode
  }

  /// No code styles.
  static let none = CodeEntries()

  private init() {
    byNode = [:]
    firstRule = 0
  }

  /// Whether a resolved entry's rule is code's.
  func isCode(_ rule: RuleID) -> Bool { rule.rawValue >= firstRule && !byNode.isEmpty }

  /// Lays `node`'s code values over its entries from `start` (sorted by property): each
  /// replaces the sheet's entry of its property or joins in order. `values` has, for each of
  /// the node's code entries in order, its index among the resolve's values, or nil when it
  /// does not fit its property (the sheet's value then stays). A sheet's entry whose rule
  /// `outranksCode` (an `!important` one) stays too.
  func lay(
    over entries: inout [ResolvedStyles.Entry], from start: Int, node: NodeIndex, values: [Int32?],
    outranksCode: (RuleID) -> Bool
  ) {
    guard let code = byNode[node] else { return }
    var merged: [ResolvedStyles.Entry] = []
    merged.reserveCapacity(entries.count - start + code.count)
    var position = start
    for (entry, value) in zip(code, values) {
      while position < entries.count, entries[position].property < entry.property {
        merged.append(entries[position])
        position += 1
      }
      guard let value else { continue }
      if position < entries.count, entries[position].property == entry.property,
        outranksCode(entries[position].rule)
      {
        continue
      }
      // A code entry names no declaration: its `declaration` holds its order among the node's
      // code values, which ranks it against another that an alias makes set the same property.
      merged.append(
        ResolvedStyles.Entry(
          property: entry.property, declaration: DeclarationID(rawValue: entry.order),
          rule: RuleID(rawValue: firstRule + entry.origin), value: value))
      if position < entries.count, entries[position].property == entry.property { position += 1 }
    }
    merged += entries[position...]
    entries.replaceSubrange(start..., with: merged)
  }
}
