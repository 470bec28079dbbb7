/// Rules bucketed by the most selective part of their rightmost compound (id, then first
/// class, then type, else universal), the way browser engines do it: a view only tries the
/// rules of its own id, classes and type, so most rules are never tested against it.
struct RuleIndex: Hashable, Sendable {
  var byID: [Int32: [Int32]] = [:]
  var byClass: [Int32: [Int32]] = [:]
  /// Rules whose subject names an exact type.
  var byType: [Int32: [Int32]] = [:]
  /// Rules whose subject is `^Type`: tried for every type in a view's superclass chain.
  var bySupertype: [Int32: [Int32]] = [:]
  var universal: [Int32] = []

  init(_ selectors: [MatchSelector]) {
    for (rule, selector) in selectors.enumerated() {
      let subject = selector.compounds[0]
      let rule = Int32(rule)
      if subject.id >= 0 {
        byID[subject.id, default: []].append(rule)
      } else if let first = subject.classes.first {
        byClass[first, default: []].append(rule)
      } else if subject.type >= 0 {
        if subject.matchesSubclasses {
          bySupertype[subject.type, default: []].append(rule)
        } else {
          byType[subject.type, default: []].append(rule)
        }
      } else {
        universal.append(rule)
      }
    }
  }
}
