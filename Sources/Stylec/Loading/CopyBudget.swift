/// What one load may copy while it expands what a stylesheet writes once: the items of a list
/// that arithmetic maps (`$list * 2`), the compound selectors a nested rule takes from its
/// parents, the features of every `@media` condition as its `not`s and `or`s work out (and those a
/// nested one pairs with its enclosing one's), and the declarations
/// `@extend` gives a rule. Each copied item counts one. Without
/// it a 100 KB sheet that stays inside every other limit could make gigabytes of copies.
struct CopyBudget {
  /// `StylesheetLimits.maximumCopiedItems`.
  let limit: Int
  /// Items copied so far.
  private(set) var spent = 0
  /// Whether a copy was refused: the load stops there.
  private(set) var isExhausted = false

  init(limit: Int) {
    self.limit = limit
  }

  /// Counts `count` more copied items; false, counting nothing, when they would pass the limit.
  mutating func spend(_ count: Int) -> Bool {
    guard count <= limit - spent else {
      isExhausted = true
      return false
    }
    spent += count
    return true
  }

  /// The error message when the budget is spent.
  var exhaustedMessage: String {
    "expanding variables, nesting, mixins, '@extend' and @media conditions would copy more than \(limit) items in this load; nothing from here on is read or extended"
  }

  /// The notes of that error.
  var notes: [String] {
    [
      "a list used in arithmetic, a rule nested in many selectors, mixins that include others several times, a large rule extended many times and @media conditions whose 'not's and 'or's work out to many alternatives each copy",
      "the limit can be raised with --max-copies (StylesheetLimits.maximumCopiedItems)",
    ]
  }
}
