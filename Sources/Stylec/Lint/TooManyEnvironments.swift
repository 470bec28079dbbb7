/// A sheet that tells apart more environments than a matrix may hold, and the facts to blame:
/// what `stylec lint --env-matrix` and `apply --env-matrix` say instead of trying them all.
package struct TooManyEnvironments: Error {
  /// Each fact the sheet tests, with how many values tell its tests apart.
  package var facts: [(name: String, values: Int)]
  /// The most environments allowed.
  package var limit: Int

  /// `the sheet tests 2 facts, device (3 values) × orientation (2): more than 4 environments`;
  /// past the first twelve facts (4,096 environments at two values each) the rest are counted,
  /// and each name is shortened: 20,000 facts, or one fact named in a megabyte, make one line.
  package var message: String {
    var named = facts.prefix(Self.factsNamed).enumerated().map { index, fact in
      let name = shortened(fact.name, limit: 60)
      return index == 0 ? "\(name) (\(fact.values) values)" : "\(name) (\(fact.values))"
    }
    if facts.count > Self.factsNamed { named.append("\(facts.count - Self.factsNamed) more") }
    return
      "the sheet tests \(facts.count) fact\(facts.count == 1 ? "" : "s"), \(named.joined(separator: " × ")): more than \(limit) environments"
  }

  /// How many facts the message names.
  private static let factsNamed = 12
}
