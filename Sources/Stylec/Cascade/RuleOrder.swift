/// Where a rule of the sheet stands in the cascade, lowest first: without `!important` below
/// with it, then by layer (reversed for important rules), by score as the precedence mode ranks
/// selectors, and by place in the sheet. The cascade ranks its rules by it; a reader of
/// resolved styles compares two declarations with it (a shorthand and its longhand).
struct RuleOrder: Comparable {
  var importance: Int
  var layer: Int32
  var score: Int
  var position: Int

  static func < (left: RuleOrder, right: RuleOrder) -> Bool {
    (left.importance, left.layer, left.score, left.position)
      < (right.importance, right.layer, right.score, right.position)
  }
}

extension Stylesheet {
  /// The rule's place in the cascade under `precedence`.
  func order(ofRule rule: Int, precedence: Precedence) -> RuleOrder {
    let entry = entries[rule]
    return RuleOrder(
      importance: entry.isImportant ? 1 : 0, layer: cascadeLayerRank(of: entry),
      score: entry.selector.score(precedence), position: rule)
  }
}
