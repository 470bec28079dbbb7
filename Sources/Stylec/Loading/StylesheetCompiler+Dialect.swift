/// Whose meanings the load takes: the caller's choice or the main file's extension, unless the
/// main file names its own with `@dialect` as its first statement.
extension StylesheetCompiler {
  mutating func setDialect(_ chosen: Dialect) {
    dialect = chosen
    evaluator.dialect = chosen
  }

  /// Takes `@dialect name`: the load's dialect when it is the main file's first statement; in an
  /// imported file, only a reminder that the importer's dialect holds, when it names another.
  mutating func nameDialect(_ name: String, file: Int, range: Range<Int>) {
    guard let named = Dialect(rawValue: name.lowercased()) else {
      let unknown = Dialect.unknownName(name)
      report(.invalidDialect, unknown.message, file: file, range, notes: unknown.notes)
      return
    }
    if statementsBegun == 1 {
      setDialect(named)
    } else if file != 0 {
      guard named != dialect else { return }
      report(
        .invalidDialect,
        "this file names the dialect \(quoted(named.rawValue)), but it is imported by a sheet read as \(quoted(dialect.rawValue)); an imported file is read in its importer's dialect",
        file: file, range)
    } else {
      report(
        .invalidDialect,
        "'@dialect' must be the stylesheet's first statement, before anything it could change",
        file: file, range)
    }
  }
}

/// Nimbus's pseudo-classes on a rule, which say what it sets rather than when it matches
/// (`Selector.unbindingPseudoClass()`, `CompiledDeclaration.bound(to:)`).
extension StylesheetCompiler {
  /// Rewrites a rule whose subject carries one of Nimbus's pseudo-classes: the pseudo-class
  /// leaves the selector, and the rule sets copies of its declarations bound to that state (or,
  /// for `:empty`, the placeholder; anything else there is reported and dropped, as Nimbus
  /// ignored it). The copies count against the load's copy budget.
  mutating func bindPseudoClass(of rule: inout RuleEntry) {
    guard let (selector, bound) = rule.selector.unbindingPseudoClass() else { return }
    guard let state = bound else {
      report(
        .ignoredDeclaration,
        "Nimbus applies a rule with one of :selected, :highlighted, :disabled and :empty, and \(quoted(rule.selector.text)) has more; it has no effect",
        file: rule.file, rule.range)
      rule.declarations = rule.declarations.lowerBound..<rule.declarations.lowerBound
      return
    }
    rule.selector = selector
    // Once the load is stopped (the budget reported once), the group's other rules set nothing.
    guard !isStopped else {
      rule.declarations = rule.declarations.lowerBound..<rule.declarations.lowerBound
      return
    }
    guard copies.spend(rule.declarations.count) else {
      report(.tooManyCopies, copies.exhaustedMessage, file: rule.file, rule.range, notes: copies.notes)
      isStopped = true
      rule.declarations = rule.declarations.lowerBound..<rule.declarations.lowerBound
      return
    }
    let start = declarations.count
    for index in rule.declarations {
      guard let bound = declarations[index].bound(to: state) else {
        report(
          .ignoredDeclaration,
          "Nimbus applies only '-mobile-text-key' (the placeholder) in an ':empty' rule; \(quoted(declarations[index].key.description)) has no effect here",
          file: declarations[index].file, declarations[index].range)
        continue
      }
      declarations.append(bound)
    }
    rule.declarations = start..<declarations.count
  }
}
