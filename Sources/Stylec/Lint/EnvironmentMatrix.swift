/// `stylec lint --env-matrix`: the sheet's `@media` conditions tested under every combination of
/// the environment facts the sheet tests, as a simulator per device would show them, reporting
/// a condition no environment makes true, one every environment makes true, and a property a
/// rule sets in some environments but never in others that differ in one fact (set for phone,
/// never for pad).
///
/// Each fact takes the values that tell its tests apart: every device, both orientations and
/// size classes, each threshold a version, screen size or scale test names and a value just
/// past it (and one below them all), each value a custom fact is tested against and none.
struct EnvironmentMatrix {
  let sheet: Stylesheet
  /// Facts the matrix does not vary (`apply --env-matrix --env device=phone`, or the tree's own
  /// environment): a fact set here is left out, so every environment keeps its value.
  var fixed = StyleEnvironment()

  /// The most environments one sheet is tested in.
  static let maximumEnvironments = 4096
  /// The most characters of a condition, selector, fact or value a finding or an
  /// environment's label quotes.
  private static let quotedLength = 200

  /// One fact the sheet tests and the values that tell its tests apart.
  private struct Fact {
    /// What part of an environment the fact is.
    var key: FactKey
    var name: String
    var values: [(text: String, set: (inout StyleEnvironment) -> Void)]
  }

  /// What part of an environment a fact sets: each media feature tests one, and reads nothing
  /// else of an environment.
  enum FactKey: Hashable {
    case device
    case orientation
    case horizontalSizeClass
    case verticalSizeClass
    case version
    case screenWidth
    case screenHeight
    case scale
    case userInterfaceStyle
    case contentSizeCategory
    case layoutDirection
    case accessibility(StyleEnvironment.AccessibilitySetting)
    case custom(String)
    /// A container's shape, which no environment gives (container queries only).
    case aspectRatio

    /// The fact `feature` tests.
    init(testedBy feature: MediaFeature) {
      switch feature {
      case .not(let inner): self.init(testedBy: inner)
      case .device: self = .device
      case .orientation: self = .orientation
      case .horizontalSizeClass: self = .horizontalSizeClass
      case .verticalSizeClass: self = .verticalSizeClass
      case .version: self = .version
      case .screenWidth: self = .screenWidth
      case .screenHeight: self = .screenHeight
      case .scale: self = .scale
      case .userInterfaceStyle: self = .userInterfaceStyle
      case .contentSizeCategory: self = .contentSizeCategory
      case .layoutDirection: self = .layoutDirection
      case .accessibility(let setting, _): self = .accessibility(setting)
      case .custom(let name, _): self = .custom(name)
      case .aspectRatio: self = .aspectRatio
      }
    }

    /// Whether `environment` gives this fact a value: `value(in:) != nil`, answered without
    /// making the value's text (a `not` asks it each time it is evaluated).
    func isSet(in environment: StyleEnvironment) -> Bool {
      switch self {
      case .device: environment.device != nil
      case .orientation: environment.screenOrientation != nil
      case .horizontalSizeClass: environment.horizontalSizeClass != nil
      case .verticalSizeClass: environment.verticalSizeClass != nil
      case .version: environment.osVersion != nil
      case .screenWidth: environment.screenWidth != nil
      case .screenHeight: environment.screenHeight != nil
      case .scale: environment.scale != nil
      case .userInterfaceStyle: environment.userInterfaceStyle != nil
      case .contentSizeCategory: environment.contentSizeCategory != nil
      case .layoutDirection: environment.layoutDirection != nil
      case .accessibility(let setting): environment[setting] != nil
      case .custom(let name): environment.customFact(named: name) != nil
      case .aspectRatio: false
      }
    }

    /// The value `environment` gives this fact, as `--env` writes it; nil where it gives none.
    func value(in environment: StyleEnvironment) -> String? {
      switch self {
      case .device: environment.device?.rawValue
      case .orientation: environment.screenOrientation?.rawValue
      case .horizontalSizeClass: environment.horizontalSizeClass?.rawValue
      case .verticalSizeClass: environment.verticalSizeClass?.rawValue
      case .version: environment.osVersion?.description
      case .screenWidth: environment.screenWidth.map(formatNumber)
      case .screenHeight: environment.screenHeight.map(formatNumber)
      case .scale: environment.scale.map(formatNumber)
      case .userInterfaceStyle: environment.userInterfaceStyle?.rawValue
      case .contentSizeCategory: environment.contentSizeCategory?.rawValue
      case .layoutDirection: environment.layoutDirection?.rawValue
      case .accessibility(let setting): environment[setting].map { $0 ? "true" : "false" }
      case .custom(let name): environment.customFact(named: name)
      case .aspectRatio: nil
      }
    }
  }

  /// How many environments the facts' values make; nil when more than `limit`.
  private static func environmentCount(of facts: [Fact], limit: Int) -> Int? {
    let (count, overflow) = facts.reduce((1, false)) { partial, fact in
      let product = partial.0.multipliedReportingOverflow(by: fact.values.count)
      return (product.partialValue, partial.1 || product.overflow)
    }
    return !overflow && count <= limit ? count : nil
  }

  /// Every environment the sheet's tests tell apart, as the value each fact takes in it; nil
  /// when there are more than `limit` (the facts are returned either way).
  private func matrix(limit: Int) -> (
    facts: [Fact], environments: [(values: [Int], environment: StyleEnvironment)]?
  ) {
    let facts = testedFacts().varied
    guard let count = Self.environmentCount(of: facts, limit: limit) else { return (facts, nil) }
    var environments: [(values: [Int], environment: StyleEnvironment)] = []
    for number in 0..<count {
      var rest = number
      var environment = StyleEnvironment()
      var values: [Int] = []
      for fact in facts {
        let value = rest % fact.values.count
        rest /= fact.values.count
        fact.values[value].set(&environment)
        values.append(value)
      }
      environments.append((values, environment))
    }
    return (facts, environments)
  }

  /// The environments the sheet's tests tell apart, each with its facts as `name is value`;
  /// one environment with no fact for a sheet that tests none; nil for more than `limit`.
  func labelledEnvironments(limit: Int) -> [(facts: [String], environment: StyleEnvironment)]? {
    try? labelledEnvironmentsOrCount(limit: limit).get()
  }

  /// `labelledEnvironments(limit:)`, or, for more than `limit`, which facts make so many.
  func labelledEnvironmentsOrCount(limit: Int) -> Result<
    [(facts: [String], environment: StyleEnvironment)], TooManyEnvironments
  > {
    let (facts, environments) = matrix(limit: limit)
    guard let environments else {
      return .failure(TooManyEnvironments(facts: facts.map { ($0.name, $0.values.count) }, limit: limit))
    }
    return .success(
      environments.map { values, environment in
        (
          zip(facts, values).map { fact, value in
            "\(shortened(fact.name, limit: Self.quotedLength)) is \(shortened(fact.values[value].text, limit: Self.quotedLength))"
          }, environment
        )
      })
  }

  /// The findings: each condition true in no environment or in all, and each gap.
  ///
  /// A media feature reads only the fact it tests, so it is tried once per value of that fact,
  /// and where a condition holds (or a property is set) is worked out over the few facts that
  /// decide it (`FactTable`), or, when those make too many combinations, as bits over every
  /// environment (`EnvironmentSet`), numbered as `matrix(limit:)` numbers them. Testing each
  /// condition in each of up to 4,096 `StyleEnvironment`s, and scanning them all again for each
  /// property, cost every `@media` block thousands of tests (8,000 blocks took 12.7 s).
  func findings() -> [Diagnostic] {
    // A sheet whose conditions test no fact (`@media print`) has one environment to try them in.
    let facts = testedFacts().varied
    guard let count = Self.environmentCount(of: facts, limit: Self.maximumEnvironments) else {
      let first = sheet.entries.first { $0.condition != nil }
      return [
        Diagnostic(
          .environmentMatrixTooLarge,
          message: TooManyEnvironments(
            facts: facts.map { ($0.name, $0.values.count) }, limit: Self.maximumEnvironments
          ).message + ", so none is checked",
          location: first.map { sheet.files[$0.file].location($0.range) })
      ]
    }
    var positions: [FactKey: Int] = [:]
    for (position, fact) in facts.enumerated() where positions[fact.key] == nil {
      positions[fact.key] = position
    }
    // A custom fact's values by text, made once: looking each test's value up among 4,000
    // values, one test per value, was quadratic.
    var valueNumbers: [Int: [String: Int]] = [:]
    for (position, fact) in facts.enumerated() {
      guard case .custom = fact.key else { continue }
      var numbers: [String: Int] = [:]
      for (number, value) in fact.values.enumerated().dropFirst() { numbers[value.text] = number }
      valueNumbers[position] = numbers
    }
    var truths: [MediaFeature: FeatureTruth] = [:]
    for condition in sheet.conditions {
      for feature in condition.alternatives.joined() where truths[feature] == nil {
        truths[feature] = Self.truth(
          of: feature, facts: facts, positions: positions, valueNumbers: valueNumbers)
      }
    }
    let tables = sheet.conditions.map { Self.table(of: $0, facts: facts, truths: truths) }
    var bits = MatrixBits(facts: facts, count: count)
    var findings: [Diagnostic] = []
    // Each condition with rules under it once, at its `@media` prelude; not one an `@container`
    // block made, whose truth is the container's, node by node (its `@media` part, if any, is
    // reported where that is written).
    var reported: Set<Int> = []
    for entry in sheet.entries {
      guard let condition = entry.condition, sheet.containerQueries[condition].isEmpty,
        reported.insert(condition).inserted
      else { continue }
      let site = sheet.conditionSites[condition]
      let location = sheet.files[site.file].location(site.range)
      let text = shortened(sheet.conditions[condition].text, limit: Self.quotedLength)
      let isNeverTrue: Bool
      let isAlwaysTrue: Bool
      if let table = tables[condition] {
        isNeverTrue = table.isEmpty
        isAlwaysTrue = table.isFull
      } else {
        let holds = bits.environments(of: sheet.conditions[condition], number: condition, truths: truths)
        isNeverTrue = holds.isEmpty
        isAlwaysTrue = holds == bits.every
      }
      if isNeverTrue {
        findings.append(
          Diagnostic(
            .conditionNeverTrue, message: "'\(text)' is true in no environment: its rules never apply",
            location: location))
      } else if isAlwaysTrue {
        findings.append(
          Diagnostic(
            .conditionAlwaysTrue,
            message: "'\(text)' is true in every environment: the condition says nothing",
            location: location))
      }
    }
    findings += gaps(facts: facts, tables: tables, truths: truths, bits: &bits)
    return findings
  }

  /// The fact a media feature tests, as its position in the matrix's list (nil when no fact of
  /// the matrix sets what it reads), and whether it holds under each of that fact's values (with
  /// no fact, the one answer of an environment that knows nothing).
  private struct FeatureTruth {
    var position: Int?
    /// Whether it holds under each value; nil for a test that holds under `onlyValue` alone.
    private var everyValue: [Bool]?
    /// The one value it holds under, when `everyValue` is nil (nil: under none).
    private var onlyValue: Int?

    init(position: Int?, holds: [Bool]) {
      self.position = position
      everyValue = holds
    }

    init(position: Int, onlyValue: Int?) {
      self.position = position
      self.onlyValue = onlyValue
    }

    /// Whether it holds under the fact's value `value` (for no fact, 0).
    func holds(at value: Int) -> Bool { everyValue.map { $0[value] } ?? (value == onlyValue) }

    /// The values it holds under, ascending.
    var valuesHeld: [Int] {
      if let everyValue { return everyValue.indices.filter { everyValue[$0] } }
      return onlyValue.map { [$0] } ?? []
    }
  }

  /// Whether `feature` holds under each value of the fact it tests. It reads nothing else of an
  /// environment, so an environment that knows only that fact answers as every environment in
  /// which the fact takes that value does.
  private static func truth(
    of feature: MediaFeature, facts: [Fact], positions: [FactKey: Int], valueNumbers: [Int: [String: Int]]
  ) -> FeatureTruth {
    guard let position = positions[FactKey(testedBy: feature)] else {
      return FeatureTruth(position: nil, holds: [feature.isSatisfied(by: StyleEnvironment())])
    }
    // A custom fact's test holds at the one value it names (the fact's values are the values its
    // tests name, lowercased, and unset).
    if case .custom(_, let value) = feature {  // a negated one is tested at each value, below
      return FeatureTruth(
        position: position, onlyValue: valueNumbers[position]?[Self.shownCustomValue(value.lowercased())])
    }
    var holds: [Bool] = []
    for choice in facts[position].values {
      var environment = StyleEnvironment()
      choice.set(&environment)
      holds.append(feature.isSatisfied(by: environment))
    }
    return FeatureTruth(position: position, holds: holds)
  }

  /// Where `condition` holds, over the facts its features test; nil when those make more than
  /// `FactTable.maximumCombinations` combinations.
  private static func table(
    of condition: MediaCondition, facts: [Fact], truths: [MediaFeature: FeatureTruth]
  ) -> FactTable? {
    var tested: Set<Int> = []
    for feature in condition.alternatives.joined() {
      if let position = truths[feature]?.position { tested.insert(position) }
    }
    let decisive = tested.sorted()
    var place: [Int: Int] = [:]
    for (index, position) in decisive.enumerated() { place[position] = index }
    return FactTable(
      facts: decisive, valueCounts: decisive.map { facts[$0].values.count },
      holds: { values in
        condition.alternatives.contains { alternative in
          alternative.allSatisfy { feature in
            guard let truth = truths[feature] else { return false }
            guard let position = truth.position, let index = place[position] else {
              return truth.holds(at: 0)
            }
            return truth.holds(at: values[index])
          }
        }
      })
  }

  /// Where any of `conditions` holds, over the facts their tables are over; nil when one of
  /// them has no table, or those facts make more than `FactTable.maximumCombinations`.
  private static func union(of conditions: [Int], tables: [FactTable?], facts: [Fact]) -> FactTable? {
    var parts: [FactTable] = []
    var tested: Set<Int> = []
    for condition in conditions {
      guard let table = tables[condition] else { return nil }
      parts.append(table)
      tested.formUnion(table.facts)
    }
    let decisive = tested.sorted()
    var place: [Int: Int] = [:]
    for (index, position) in decisive.enumerated() { place[position] = index }
    let placements = parts.map { part in part.facts.map { place[$0] ?? 0 } }
    return FactTable(
      facts: decisive, valueCounts: decisive.map { facts[$0].values.count },
      holds: { values in
        parts.indices.contains { index in parts[index].contains(values, placements: placements[index]) }
      })
  }

  /// Where features and conditions hold, as bits over every environment of the matrix, for
  /// those whose facts make too many combinations for a table; each made once, when first asked.
  private struct MatrixBits {
    /// Every environment.
    let every: EnvironmentSet
    /// No environment.
    let nowhere: EnvironmentSet
    /// For each fact (by position) and each of its values, the environments in which the fact
    /// takes that value.
    private let valueSets: [[EnvironmentSet]]
    /// Environment `n` gives fact `i` the value `n / strides[i] % valueSets[i].count`, as
    /// `matrix(limit:)` numbers them: the first fact's value moves fastest.
    private let strides: [Int]
    private var features: [MediaFeature: EnvironmentSet] = [:]
    private var conditions: [Int: EnvironmentSet] = [:]

    /// A fact with more values than this is looked up environment by environment: one word of
    /// bits per value would cost more than the environments.
    private static let valuesLookedUpBySet = 64

    init(facts: [Fact], count: Int) {
      let empty = EnvironmentSet(count: count)
      every = EnvironmentSet.all(count: count)
      nowhere = empty
      var sets = facts.map { fact in [EnvironmentSet](repeating: empty, count: fact.values.count) }
      var factStrides: [Int] = []
      var product = 1
      for fact in facts {
        factStrides.append(product)
        product *= fact.values.count
      }
      for number in 0..<count {
        var rest = number
        for (position, fact) in facts.enumerated() {
          sets[position][rest % fact.values.count].insert(number)
          rest /= fact.values.count
        }
      }
      valueSets = sets
      strides = factStrides
    }

    /// Where the sheet's condition `number` holds.
    mutating func environments(
      of condition: MediaCondition, number: Int, truths: [MediaFeature: FeatureTruth]
    ) -> EnvironmentSet {
      if let known = conditions[number] { return known }
      var holds = nowhere
      for alternative in condition.alternatives {
        var all = every
        for feature in alternative { all.formIntersection(environments(of: feature, truths: truths)) }
        holds.formUnion(all)
      }
      conditions[number] = holds
      return holds
    }

    /// Where `feature` holds.
    private mutating func environments(of feature: MediaFeature, truths: [MediaFeature: FeatureTruth])
      -> EnvironmentSet
    {
      if let known = features[feature] { return known }
      var holds = nowhere
      if let truth = truths[feature] {
        if let position = truth.position {
          let valueCount = valueSets[position].count
          for value in truth.valuesHeld {
            if valueCount <= Self.valuesLookedUpBySet {
              holds.formUnion(valueSets[position][value])
            } else {
              // The environments giving the fact that value: runs of `stride` numbers, one
              // every `stride × valueCount`.
              let stride = strides[position]
              for start in Swift.stride(from: value * stride, to: every.count, by: stride * valueCount) {
                for number in start..<min(start + stride, every.count) { holds.insert(number) }
              }
            }
          }
        } else if truth.holds(at: 0) {
          holds = every
        }
      }
      features[feature] = holds
      return holds
    }

    /// For each value of the fact at `position`, whether it takes that value in an environment
    /// of `set`.
    func valuesTaken(in set: EnvironmentSet, byFactAt position: Int) -> [Bool] {
      let valueCount = valueSets[position].count
      guard valueCount > Self.valuesLookedUpBySet else {
        return valueSets[position].map { set.intersects($0) }
      }
      var taken = [Bool](repeating: false, count: valueCount)
      for (index, word) in set.words.enumerated() {
        var bits = word
        while bits != 0 {
          taken[(index * 64 + bits.trailingZeroBitCount) / strides[position] % valueCount] = true
          bits &= bits - 1
        }
      }
      return taken
    }
  }

  /// Each selector's property that conditional rules set in some environments and no rule sets
  /// in another differing in one fact.
  private func gaps(
    facts: [Fact], tables: [FactTable?], truths: [MediaFeature: FeatureTruth], bits: inout MatrixBits
  ) -> [Diagnostic] {
    struct Key: Hashable {
      var selector: String
      var property: PropertyKey
    }
    /// Where a (selector, property) is set: everywhere once an unconditional rule sets it, else
    /// wherever one of the conditions of the rules that set it holds.
    struct Setting {
      var isEverywhere = false
      var conditions: [Int] = []
      var knownConditions: Set<Int> = []
      /// The first declaration under each of `conditions`, in the same order.
      var conditionals: [CompiledDeclaration] = []
    }
    var settings: [Key: Setting] = [:]
    var order: [Key] = []
    for entry in sheet.entries {
      let selector = entry.selector.text
      for declaration in sheet.declarations[entry.declarations] {
        let key = Key(selector: selector, property: declaration.key)
        if settings[key] == nil {
          settings[key] = Setting()
          order.append(key)
        }
        if let condition = entry.condition {
          if settings[key]!.knownConditions.insert(condition).inserted {
            settings[key]!.conditions.append(condition)
            settings[key]!.conditionals.append(declaration)
          }
        } else {
          settings[key]!.isEverywhere = true
        }
      }
    }
    var findings: [Diagnostic] = []
    for key in order {
      guard let setting = settings[key], !setting.conditions.isEmpty, !setting.isEverywhere else { continue }
      // The first fact with a value under which it is set somewhere and another under which it
      // is set nowhere, and the values the fact takes where each condition holds.
      var gap: (fact: Fact, position: Int, present: Int, absent: Int)?
      let table = Self.union(of: setting.conditions, tables: tables, facts: facts)
      if let table {
        guard !table.isEmpty, !table.isFull else { continue }
        // A fact the table is not over takes each of its values wherever the property is set.
        for (position, fact) in facts.enumerated() {
          guard let index = table.facts.firstIndex(of: position) else { continue }
          let seen = table.valuesTaken(byFactAt: index)
          guard let present = seen.firstIndex(of: true), let absent = seen.firstIndex(of: false) else {
            continue
          }
          gap = (fact, position, present, absent)
          break
        }
      } else {
        var set = bits.nowhere
        for condition in setting.conditions {
          set.formUnion(bits.environments(of: sheet.conditions[condition], number: condition, truths: truths))
        }
        guard !set.isEmpty, set != bits.every else { continue }
        for (position, fact) in facts.enumerated() {
          let seen = bits.valuesTaken(in: set, byFactAt: position)
          guard let present = seen.firstIndex(of: true), let absent = seen.firstIndex(of: false) else {
            continue
          }
          gap = (fact, position, present, absent)
          break
        }
      }
      guard let gap else { continue }
      /// Whether the fact can take the value named where `condition` holds.
      func allowsPresentValue(_ condition: Int) -> Bool {
        let taken: [Bool]
        if table != nil {
          guard let own = Self.union(of: [condition], tables: tables, facts: facts) else { return false }
          // A condition that does not test the fact holds with each of its values.
          guard let index = own.facts.firstIndex(of: gap.position) else { return !own.isEmpty }
          taken = own.valuesTaken(byFactAt: index)
        } else {
          let set = bits.environments(of: sheet.conditions[condition], number: condition, truths: truths)
          taken = bits.valuesTaken(in: set, byFactAt: gap.position)
        }
        return gap.present < taken.count && taken[gap.present]
      }
      // Located at a declaration set under the value named (the first one's may be under another).
      let declaration =
        zip(setting.conditions, setting.conditionals).first { allowsPresentValue($0.0) }?.1
        ?? setting.conditionals[0]
      findings.append(
        Diagnostic(
          .environmentGap,
          message:
            "'\(shortened("\(key.property)", limit: Self.quotedLength))' of '\(shortened(key.selector, limit: Self.quotedLength))' is set when \(shortened(gap.fact.name, limit: Self.quotedLength)) is \(shortened(gap.fact.values[gap.present].text, limit: Self.quotedLength)), never when it is \(shortened(gap.fact.values[gap.absent].text, limit: Self.quotedLength))",
          location: sheet.files[declaration.file].location(declaration.range)))
    }
    return findings
  }

  /// The facts the sheet's conditions and environment pseudo-classes test that `fixed` holds,
  /// each with its value (`device is phone`): they are not varied.
  var heldFacts: [String] { testedFacts().held }

  /// The facts the sheet's conditions and environment pseudo-classes test, in a fixed order:
  /// those varied, and those `fixed` holds, each with its value.
  private func testedFacts() -> (varied: [Fact], held: [String]) {
    // What each feature tests, a negation's as its feature's.
    let written = sheet.conditions.flatMap { $0.alternatives.joined() }
    var features: [MediaFeature] = written.map(\.tested)
    // A custom fact a negation tests (`not (theme: ocean)`) also takes a value no test names,
    // where the negation holds and every test of a named value fails.
    var negatedCustom: Set<String> = []
    for case .not(.custom(let name, _)) in written { negatedCustom.insert(name) }
    for entry in sheet.entries {
      for compound in entry.selector.compounds {
        for case .environment(let feature) in compound.pseudoClasses.map(\.kind) {
          features.append(feature.tested)
        }
      }
    }
    var facts: [Fact] = []
    var held: [String] = []
    func add(_ key: FactKey, _ name: String, _ values: [(String, (inout StyleEnvironment) -> Void)]) {
      if let value = key.value(in: fixed) {
        held.append("\(name) is \(shortened(value, limit: 60))")
        return
      }
      facts.append(Fact(key: key, name: name, values: values.map { (text: $0.0, set: $0.1) }))
    }
    if features.contains(where: { if case .device = $0 { true } else { false } }) {
      add(
        .device, "device",
        StyleEnvironment.Device.allCases.map { device in (device.rawValue, { $0.device = device }) })
    }
    if features.contains(where: { if case .orientation = $0 { true } else { false } }) {
      add(
        .orientation, "orientation",
        StyleEnvironment.Orientation.allCases.map { orientation in
          (orientation.rawValue, { $0.orientation = orientation })
        })
    }
    if features.contains(where: { if case .horizontalSizeClass = $0 { true } else { false } }) {
      add(
        .horizontalSizeClass, "the horizontal size class",
        StyleEnvironment.SizeClass.allCases.map { size in (size.rawValue, { $0.horizontalSizeClass = size }) }
      )
    }
    if features.contains(where: { if case .verticalSizeClass = $0 { true } else { false } }) {
      add(
        .verticalSizeClass, "the vertical size class",
        StyleEnvironment.SizeClass.allCases.map { size in (size.rawValue, { $0.verticalSizeClass = size }) })
    }
    let versions = Set(features.compactMap { if case .version(_, let version) = $0 { version } else { nil } })
    if !versions.isEmpty {
      let sorted = versions.sorted()
      // One version just before the first the sheet names (17 for 18.0, 16.9 for 17.0 would be
      // no clearer), so that the matrix never reports a version 0 no device runs.
      var values: [OSVersion] = sorted[0].previous.map { [$0] } ?? []
      // Each version, and one just past it that comes before the next (17.1 past 17; 17.0.1
      // when the next is 17.1): a range between two close versions is tried, never skipped.
      for (index, version) in sorted.enumerated() {
        values.append(version)
        var past = version
        past.components.append(1)
        if index + 1 < sorted.count, !(past < sorted[index + 1]) {
          past = version
          let length = max(version.components.count, sorted[index + 1].components.count)
          past.components += [Int](repeating: 0, count: length - version.components.count) + [1]
        }
        // Only a version an environment can give (`--env version=…` takes at most 8 components
        // of 9 digits): past one of 8 components, its last one more; past the greatest, none.
        if past.components.count > OSVersion.mostComponents {
          past = version
          past.components[past.components.count - 1] += 1
        }
        if past.isWithinLimits { values.append(past) }
      }
      add(
        .version, "the version", values.map { version in (version.description, { $0.osVersion = version }) })
    }
    for (name, path) in [
      ("the screen width", \StyleEnvironment.screenWidth), ("the screen height", \.screenHeight),
      ("the scale", \.scale),
    ] {
      let thresholds = Set(
        features.compactMap { feature -> Double? in
          switch (feature, name) {
          case (.screenWidth(_, let value), "the screen width"),
            (.screenHeight(_, let value), "the screen height"),
            (.scale(_, let value), "the scale"):
            value
          default: nil
          }
        })
      guard !thresholds.isEmpty else { continue }
      let key: FactKey
      switch name {
      case "the screen width": key = .screenWidth
      case "the screen height": key = .screenHeight
      default: key = .scale
      }
      let sorted = thresholds.sorted()
      var values = [max(0, Self.before(sorted[0]))]
      // Each threshold, and a value just past it that comes before the next (half-way to it,
      // when that is closer than 0.5): a range between two close thresholds is tried.
      for (index, threshold) in sorted.enumerated() {
        let next = index + 1 < sorted.count ? sorted[index + 1] : .infinity
        values += [threshold, Self.past(threshold, before: next)]
      }
      // Only what a screen can have: lengths not negative, a scale above 0 (a threshold the
      // sheet writes outside them is tried from inside, where the condition holds or not alike).
      var possible: [Double] = []
      var seen: Set<Double> = []
      // A threshold at the largest number has no finite value past it (one tried at infinity
      // stopped the run).
      for value in values
      where value.isFinite && (key == .scale ? value > 0 : value >= 0) && seen.insert(value).inserted {
        possible.append(value)
      }
      if possible.isEmpty { possible = [1] }
      add(key, name, possible.map { value in (formatNumber(value), { $0[keyPath: path] = value }) })
    }
    // `light-dark()` tests the user interface style too, in values rather than conditions.
    if features.contains(where: { if case .userInterfaceStyle = $0 { true } else { false } })
      || !sheet.rulesCallingLightDark.isEmpty
    {
      add(
        .userInterfaceStyle, "the user interface style",
        StyleEnvironment.UserInterfaceStyle.allCases.map { style in
          (style.rawValue, { $0.userInterfaceStyle = style })
        })
    }
    let categories = Set(
      features.compactMap { if case .contentSizeCategory(_, let category) = $0 { category } else { nil } })
    if !categories.isEmpty {
      // The smallest size, each size a condition names and the one past it.
      let all = StyleEnvironment.ContentSizeCategory.allCases
      var values: Set<StyleEnvironment.ContentSizeCategory> = [all[0]]
      for category in categories {
        values.insert(category)
        if let next = all.firstIndex(of: category).map({ $0 + 1 }), next < all.count {
          values.insert(all[next])
        }
      }
      add(
        .contentSizeCategory, "the content size category",
        values.sorted().map { category in (category.rawValue, { $0.contentSizeCategory = category }) })
    }
    if features.contains(where: { if case .layoutDirection = $0 { true } else { false } }) {
      add(
        .layoutDirection, "the layout direction",
        StyleEnvironment.LayoutDirection.allCases.map { direction in
          (direction.rawValue, { $0.layoutDirection = direction })
        })
    }
    for setting in StyleEnvironment.AccessibilitySetting.allCases
    where features.contains(where: { if case .accessibility(setting, _) = $0 { true } else { false } }) {
      add(
        .accessibility(setting), setting.rawValue,
        [false, true].map { on in (on ? "on" : "off", { $0[setting] = on }) })
    }
    var custom: [String: Set<String>] = [:]
    for case .custom(let name, let value) in features { custom[name, default: []].insert(value.lowercased()) }
    for (name, tested) in custom.sorted(by: { $0.key < $1.key }) {
      // A name with a space, which no test can name (a custom fact is compared by one name).
      let another = "another value"
      add(
        .custom(name), name,
        [("unset", { _ in })]
          + tested.sorted().map { value in (Self.shownCustomValue(value), { $0.custom[name] = value }) }
          + (negatedCustom.contains(name) ? [(another, { $0.custom[name] = another })] : []))
    }
    return (facts, held)
  }

  /// A value 1 below `threshold`, or the nearest below where 1 is lost in a number that large.
  static func before(_ threshold: Double) -> Double {
    threshold - 1 < threshold ? threshold - 1 : threshold.nextDown
  }

  /// A custom fact's value as the reports write it: a plain word as it is, anything else (`a, b`,
  /// an empty value, and the word `unset`, which a report says of no value) quoted, so that it
  /// is told from the reports' own words and separators.
  static func shownCustomValue(_ value: String) -> String {
    let isPlainWord =
      !value.isEmpty && value != "unset"
      && value.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
      }
    return isPlainWord ? value : quoteString(value)
  }

  /// A value just past `threshold` and short of `next` (0.5 past, or half-way to `next` when
  /// that is closer): the nearest number past it where 0.5 is lost in a number that large
  /// (`width > 1e16px` was tried at 1e16 alone, and said never to hold).
  static func past(_ threshold: Double, before next: Double) -> Double {
    var past = min(threshold + 0.5, (threshold + next) / 2)
    if past <= threshold { past = min(threshold.nextUp, next) }
    return past
  }
}
