/// Rules bucketed by the most selective part of their rightmost compound (id, then first
/// class, then type, else universal), the way browser engines do it: a view only tries the
/// rules of its own id, classes and type (and, for `^Type` rules, its superclasses), so most
/// rules are never tested against it. Buckets are arrays indexed by symbol.
///
/// A subject that names no id or class but has an `:is()` or `:where()` whose arguments all
/// name one (`:is(.a, #b)`) is filed under each argument's key instead (`BucketKey`), so a rule
/// may stand in several buckets a node draws from: the cascade and explain take it once.
struct RuleIndex: Sendable {
  private(set) var byID: [[RuleID]]
  private(set) var byClass: [[RuleID]]
  /// Rules whose subject names an exact type.
  private(set) var byType: [[RuleID]]
  /// Rules whose subject is `^Type`: tried for every type in a view's superclass chain.
  private(set) var bySupertype: [[RuleID]]
  /// Rules whose subject's `:has()` files them, by relative selector: tried on the nodes it
  /// matches from.
  private(set) var byRelative: [[RuleID]]
  private(set) var universal: [RuleID] = []
  /// Rules whose subject names no id, class or type but requires `:root`: tried on the root
  /// alone (in the universal bucket, 16,000 `:root { --token: … }` rules were tried on every
  /// node).
  private(set) var rootOnly: [RuleID] = []
  /// The rules indexed.
  let rules: Range<RuleID>

  /// Indexes each rule by its selector's subject compound.
  /// - Parameter ruleSelectors: each rule's selector in `table`.
  init(_ table: SelectorTable, ruleSelectors: [SelectorID]) {
    let empty = [[RuleID]](repeating: [], count: table.symbols.count)
    (byID, byClass, byType, bySupertype) = (empty, empty, empty, empty)
    byRelative = [[RuleID]](repeating: [], count: table.relativeSelectors.count)
    rules = RuleID(0)..<RuleID(ruleSelectors.count)
    for value in rules {
      let subject = table.firstCompound[ruleSelectors[value]]
      guard let keys = table.argumentKeys(of: subject) ?? table.bucketKey(of: subject).map({ [$0] }) else {
        if table.requiresRoot(subject) { rootOnly.append(value) } else { universal.append(value) }
        continue
      }
      for key in keys {
        switch key {
        case .id(let symbol): byID[symbol].append(value)
        case .aClass(let symbol): byClass[symbol].append(value)
        case .type(let symbol): byType[symbol].append(value)
        case .supertype(let symbol): bySupertype[symbol].append(value)
        case .relative(let relative): byRelative[relative].append(value)
        }
      }
    }
  }
}
