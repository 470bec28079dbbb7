/// Some of the environments of `stylec lint --env-matrix`'s matrix, known by the few facts that
/// decide them: which combinations of those facts' values are in. A condition that tests one fact
/// is a table of that fact's values, however many environments the other facts make, so testing
/// it costs nothing per environment.
struct FactTable: Hashable, Sendable {
  /// The most combinations a table is made of: a set that more decide is kept as bits over every
  /// environment instead (`EnvironmentSet`).
  static let maximumCombinations = 64

  /// The facts that decide it, as positions in the matrix's list of facts, ascending.
  let facts: [Int]
  /// How many values each of `facts` takes.
  let valueCounts: [Int]
  /// Combination `i` gives `facts[k]` the value `i / strides[k] % valueCounts[k]`: the first
  /// fact's value moves fastest.
  let strides: [Int]
  /// Whether each combination is in.
  let members: [Bool]

  /// The combinations of `facts`' values (`valueCounts[k]` values for `facts[k]`) that `holds`
  /// admits, given their values in the order of `facts`; nil when they make more than
  /// `maximumCombinations`.
  init?(facts: [Int], valueCounts: [Int], holds: ([Int]) -> Bool) {
    var strides: [Int] = []
    var combinations = 1
    for count in valueCounts {
      strides.append(combinations)
      combinations *= count
      if combinations > Self.maximumCombinations { return nil }
    }
    self.facts = facts
    self.valueCounts = valueCounts
    self.strides = strides
    var members: [Bool] = []
    members.reserveCapacity(combinations)
    var values = [Int](repeating: 0, count: valueCounts.count)
    for _ in 0..<combinations {
      members.append(holds(values))
      for position in values.indices {
        values[position] += 1
        if values[position] < valueCounts[position] { break }
        values[position] = 0
      }
    }
    self.members = members
  }

  /// Whether no combination is in: nor is any environment.
  var isEmpty: Bool { !members.contains(true) }

  /// Whether every combination is in: and so every environment.
  var isFull: Bool { !members.contains(false) }

  /// Whether the combination is in that gives `facts[k]` the value `values[placements[k]]`:
  /// `values` are those of a list of facts that includes this table's, `placements` where each
  /// of this table's facts is in it.
  func contains(_ values: [Int], placements: [Int]) -> Bool {
    var index = 0
    for position in facts.indices { index += values[placements[position]] * strides[position] }
    return members[index]
  }

  /// For each value of `facts[position]`, whether a combination that is in gives it that value.
  func valuesTaken(byFactAt position: Int) -> [Bool] {
    var taken = [Bool](repeating: false, count: valueCounts[position])
    for (index, isMember) in members.enumerated() where isMember {
      taken[index / strides[position] % valueCounts[position]] = true
    }
    return taken
  }
}
