/// A sheet that tells apart more environments than a matrix may hold, and the facts to blame:
/// what `stylec lint --env-matrix` and `apply --env-matrix` say instead of trying them all.
package struct TooManyEnvironments: Error {
  /// Each fact the sheet tests, with how many values tell its tests apart.
  package var facts: [(name: String, values: Int)]
  /// The most environments allowed.
  package var limit: Int

  /// `the sheet tests 2 facts, device (3 values) × orientation (2): more than 4 environments`.
  package var message: String {
    let named = facts.enumerated().map { index, fact in
      index == 0 ? "\(fact.name) (\(fact.values) values)" : "\(fact.name) (\(fact.values))"
    }
    return
      "the sheet tests \(facts.count) facts, \(named.joined(separator: " × ")): more than \(limit) environments"
  }
}
