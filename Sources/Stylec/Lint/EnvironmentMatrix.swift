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

  /// The most environments one sheet is tested in.
  static let maximumEnvironments = 4096

  /// One fact the sheet tests and the values that tell its tests apart.
  private struct Fact {
    var name: String
    var values: [(text: String, set: (inout StyleEnvironment) -> Void)]
  }

  /// Every environment the sheet's tests tell apart, as the value each fact takes in it; nil
  /// when there are more than `limit` (the facts are returned either way).
  private func matrix(limit: Int) -> (
    facts: [Fact], environments: [(values: [Int], environment: StyleEnvironment)]?
  ) {
    let facts = self.facts()
    let (count, overflow) = facts.reduce((1, false)) { partial, fact in
      let product = partial.0.multipliedReportingOverflow(by: fact.values.count)
      return (product.partialValue, partial.1 || product.overflow)
    }
    guard !overflow, count <= limit else { return (facts, nil) }
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
    let (facts, environments) = matrix(limit: limit)
    return environments?.map { values, environment in
      (zip(facts, values).map { fact, value in "\(fact.name) is \(fact.values[value].text)" }, environment)
    }
  }

  func findings() -> [Diagnostic] {
    let (facts, matrix) = self.matrix(limit: Self.maximumEnvironments)
    guard !facts.isEmpty else { return [] }
    guard let environments = matrix else {
      let first = sheet.entries.first { $0.condition != nil }
      return [
        Diagnostic(
          .environmentMatrixTooLarge,
          message:
            "the sheet tests \(facts.count) facts with \(facts.map { String($0.values.count) }.joined(separator: " × ")) values: more than \(Self.maximumEnvironments) environments, so none is checked",
          location: first.map { sheet.files[$0.file].location($0.range) })
      ]
    }
    let truth = sheet.conditions.map { condition in
      environments.map { condition.isSatisfied(by: $0.environment) }
    }
    var findings: [Diagnostic] = []
    // Each condition once, at the first rule written under it.
    var reported: Set<Int> = []
    for entry in sheet.entries {
      guard let condition = entry.condition, reported.insert(condition).inserted else { continue }
      let location = sheet.files[entry.file].location(entry.range)
      let text = sheet.conditions[condition].text
      if !truth[condition].contains(true) {
        findings.append(
          Diagnostic(
            .conditionNeverTrue, message: "'\(text)' is true in no environment: its rules never apply",
            location: location))
      } else if !truth[condition].contains(false) {
        findings.append(
          Diagnostic(
            .conditionAlwaysTrue,
            message: "'\(text)' is true in every environment: the condition says nothing",
            location: location))
      }
    }
    findings += gaps(facts: facts, environments: environments.map(\.values), truth: truth)
    return findings
  }

  /// Each selector's property that conditional rules set in some environments and no rule sets
  /// in another differing in one fact.
  private func gaps(facts: [Fact], environments: [[Int]], truth: [[Bool]]) -> [Diagnostic] {
    struct Key: Hashable {
      var selector: String
      var property: PropertyKey
    }
    // Where each (selector, property) is set: every environment for an unconditional rule.
    var setIn: [Key: [Bool]] = [:]
    var firstConditional: [Key: CompiledDeclaration] = [:]
    var order: [Key] = []
    for entry in sheet.entries {
      for declaration in sheet.declarations[entry.declarations] {
        let key = Key(selector: entry.selector.text, property: declaration.key)
        if setIn[key] == nil {
          setIn[key] = [Bool](repeating: false, count: environments.count)
          order.append(key)
        }
        if let condition = entry.condition {
          if firstConditional[key] == nil { firstConditional[key] = declaration }
          for index in environments.indices where truth[condition][index] { setIn[key]![index] = true }
        } else {
          setIn[key] = [Bool](repeating: true, count: environments.count)
        }
      }
    }
    var findings: [Diagnostic] = []
    for key in order {
      guard let declaration = firstConditional[key], let set = setIn[key], set.contains(true),
        set.contains(false)
      else { continue }
      // The first fact with a value under which it is set somewhere and another under which it
      // is set nowhere.
      for (position, fact) in facts.enumerated() {
        var seen = [Bool](repeating: false, count: fact.values.count)
        for (index, values) in environments.enumerated() where set[index] { seen[values[position]] = true }
        guard let present = seen.firstIndex(of: true), let absent = seen.firstIndex(of: false) else {
          continue
        }
        findings.append(
          Diagnostic(
            .environmentGap,
            message:
              "'\(key.property)' of '\(key.selector)' is set when \(fact.name) is \(fact.values[present].text), never when it is \(fact.values[absent].text)",
            location: sheet.files[declaration.file].location(declaration.range)))
        break
      }
    }
    return findings
  }

  /// The facts the sheet's conditions and environment pseudo-classes test, in a fixed order.
  private func facts() -> [Fact] {
    var features: [MediaFeature] = sheet.conditions.flatMap { $0.alternatives.joined() }
    for entry in sheet.entries {
      for compound in entry.selector.compounds {
        for case .environment(let feature) in compound.pseudoClasses.map(\.kind) { features.append(feature) }
      }
    }
    var facts: [Fact] = []
    func add(_ name: String, _ values: [(String, (inout StyleEnvironment) -> Void)]) {
      facts.append(Fact(name: name, values: values.map { (text: $0.0, set: $0.1) }))
    }
    if features.contains(where: { if case .device = $0 { true } else { false } }) {
      add(
        "device", StyleEnvironment.Device.allCases.map { device in (device.rawValue, { $0.device = device }) }
      )
    }
    if features.contains(where: { if case .orientation = $0 { true } else { false } }) {
      add(
        "orientation",
        StyleEnvironment.Orientation.allCases.map { orientation in
          (orientation.rawValue, { $0.orientation = orientation })
        })
    }
    if features.contains(where: { if case .horizontalSizeClass = $0 { true } else { false } }) {
      add(
        "the horizontal size class",
        StyleEnvironment.SizeClass.allCases.map { size in (size.rawValue, { $0.horizontalSizeClass = size }) }
      )
    }
    if features.contains(where: { if case .verticalSizeClass = $0 { true } else { false } }) {
      add(
        "the vertical size class",
        StyleEnvironment.SizeClass.allCases.map { size in (size.rawValue, { $0.verticalSizeClass = size }) })
    }
    let versions = Set(features.compactMap { if case .version(_, let version) = $0 { version } else { nil } })
    if !versions.isEmpty {
      var values: [OSVersion] = [OSVersion("0")!]
      for version in versions.sorted() {
        values.append(version)
        var past = version
        past.components.append(1)
        values.append(past)
      }
      add("the version", values.map { version in (version.description, { $0.osVersion = version }) })
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
      let sorted = thresholds.sorted()
      var values = [max(0, sorted[0] - 1)]
      for threshold in sorted { values += [threshold, threshold + 0.5] }
      add(name, values.map { value in (formatNumber(value), { $0[keyPath: path] = value }) })
    }
    var custom: [String: Set<String>] = [:]
    for case .custom(let name, let value) in features { custom[name, default: []].insert(value.lowercased()) }
    for (name, tested) in custom.sorted(by: { $0.key < $1.key }) {
      add(
        name,
        [("unset", { _ in })] + tested.sorted().map { value in (value, { $0.custom[name] = value }) })
    }
    return facts
  }
}
