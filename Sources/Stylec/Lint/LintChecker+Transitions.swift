extension LintChecker {
  // MARK: Transitions

  /// Reports each property a `transition` or `transition-property` names that the views its
  /// rule styles do not have (`transition: backgound-color 0.3s`): CSS passes over such a
  /// name, so the author's transition never runs, and nothing said why.
  mutating func checkTransitionedProperties(of declaration: CompiledDeclaration, subject: CompoundSelector) {
    guard !declaration.isWorkedOutPerNode, declaration.wideKeyword == nil else { return }
    let names: [String]
    switch declaration.key.path {
    case "transition":
      guard
        case .success(.array(let records)) = ValueType.transition.convert(
          declaration.value, in: sheet.dialect)
      else { return }
      names = records.compactMap { StyleTransition(record: $0)?.property }
    case "transition-property":
      let items = if case .list(let items, .comma) = declaration.value { items } else { [declaration.value] }
      names = items.compactMap {
        switch $0 {
        case .identifier(let name), .string(let name): name
        default: nil
        }
      }
    default: return
    }
    let afterName =
      leadingName(in: declaration.range, file: declaration.file)?.upperBound ?? declaration.range.lowerBound
    for name in names where !["all", "none"].contains(name.lowercased()) {
      guard let problem = problem(transitioning: name, on: subject) else { continue }
      // At the name as written, which the suggestion replaces.
      let written = wholeName(name, in: afterName..<declaration.range.upperBound, file: declaration.file)
      report(
        .unknownProperty, problem.message, file: declaration.file, written ?? declaration.range,
        notes: problem.suggestion.map { ["did you mean \(quoted($0))?"] } ?? [])
    }
  }

  /// Why `name` is no property a view `subject` matches could transition, with the name meant
  /// where one is near; nil when such a view may have it (or the schema cannot say). Any view
  /// carries a custom property, and an inherited one it passes down (a card's `color`).
  private mutating func problem(transitioning name: String, on subject: CompoundSelector) -> (
    message: String, suggestion: String?
  )? {
    guard !isCustomPropertyName(name), !schema.inheritedProperties.contains(name) else { return nil }
    guard let type = subject.type else {
      guard schema.typesHaving(path: name).isEmpty, schema.aliasTargets(of: name).isEmpty else { return nil }
      return (
        "\(quoted(name)), which the transition names, is no view's property",
        suggester.closestMatch(to: name, among: schema.types.values.lazy.flatMap(\.properties.keys))
      )
    }
    guard schema.types[type] != nil, !schema.mayHaveUnlistedProperties(type),
      schema.property(path: name, of: type) == nil, schema.aliasTarget(name, of: type) == nil,
      !subject.matchesSubclasses || schema.typesHaving(path: name, under: type).isEmpty
    else { return nil }
    return (
      "\(quoted(type)) has no property \(quoted(name)), which the transition names",
      suggester.closestMatch(to: name, among: schema.allPropertyNames(of: type))
    )
  }
}
