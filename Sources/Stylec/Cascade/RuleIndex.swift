/// Rules bucketed by the most selective part of their rightmost compound (id, then first
/// class, then type, else universal), the way browser engines do it: a view only tries the
/// rules of its own id, classes and type (and, for `^Type` rules, its superclasses), so most
/// rules are never tested against it. Buckets are arrays indexed by symbol.
struct RuleIndex: Sendable {
  private(set) var byID: [[RuleID]]
  private(set) var byClass: [[RuleID]]
  /// Rules whose subject names an exact type.
  private(set) var byType: [[RuleID]]
  /// Rules whose subject is `^Type`: tried for every type in a view's superclass chain.
  private(set) var bySupertype: [[RuleID]]
  private(set) var universal: [RuleID] = []
  /// The rules indexed.
  let rules: Range<RuleID>

  /// Indexes each rule by its selector's subject compound.
  /// - Parameter ruleSelectors: each rule's selector in `table`.
  init(_ table: SelectorTable, ruleSelectors: [SelectorID]) {
    let empty = [[RuleID]](repeating: [], count: table.symbols.count)
    (byID, byClass, byType, bySupertype) = (empty, empty, empty, empty)
    rules = RuleID(0)..<RuleID(ruleSelectors.count)
    for value in rules {
      let subject = table.firstCompound[ruleSelectors[value]]
      if table.id[subject].isPresent {
        byID[table.id[subject]].append(value)
      } else if let firstClass = table.classes(of: subject).first {
        byClass[table.classPool[firstClass]].append(value)
      } else if table.type[subject].isPresent {
        if table.matchesSubclasses[subject] {
          bySupertype[table.type[subject]].append(value)
        } else {
          byType[table.type[subject]].append(value)
        }
      } else {
        universal.append(value)
      }
    }
  }
}
