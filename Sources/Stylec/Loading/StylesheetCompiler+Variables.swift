/// Evaluating values, with the variables defined so far, and recording which variables are used.
extension StylesheetCompiler {
  /// Defines the variables an app injects, once, before the sheet's first statement (after its
  /// `@dialect`), as Classy apps did: a sheet that defines the same name replaces the value
  /// from its definition on. Each value is text in the sheet's syntax; a name without `$` or
  /// `@` is given `$`, so `c` and `$c` are one variable, and giving both is an error. One value
  /// may use another injected variable, whatever the order they are given in: each is defined
  /// after those its value uses (a cycle among them is an error). A value that cannot be read is
  /// reported at a location in a pseudo-file named for the variable. The same variables, read
  /// and evaluated the same way as the last load's, are defined as that load defined them
  /// (`InjectedDefinitions`), not read again.
  mutating func definePendingVariables() {
    guard let (injected, syntax) = pendingVariables else { return }
    pendingVariables = nil
    guard !injected.isEmpty else { return }
    // Only a load that has defined nothing yet gives what the injected variables alone give.
    let key =
      evaluator.variables.isEmpty && evaluator.failedVariables.isEmpty
      ? InjectedDefinitions.Key(
        injected: injected, syntax: syntax, dialect: evaluator.dialect, environment: evaluator.environment,
        typesArithmetic: evaluator.typesArithmetic, limits: limits)
      : nil
    if let key, let kept = InjectedDefinitions.kept(for: key), copies.spend(kept.copiesSpent) {
      evaluator.variables = kept.values
      evaluator.failedVariables = kept.failed
      diagnostics.append(contentsOf: kept.diagnostics)
      injectedVariableValues = evaluator.variables.mapValues(\.value)
      return
    }
    let earlier = diagnostics
    diagnostics = diagnostics.emptied
    let spentBefore = copies.spent
    define(injected, syntax: syntax)
    let made = diagnostics
    diagnostics = earlier
    diagnostics.append(contentsOf: made)
    // A set that stopped the load is not kept: its replay would not stop the next.
    if let key, !isStopped {
      InjectedDefinitions.keep(
        InjectedDefinitions(
          values: evaluator.variables, failed: evaluator.failedVariables, diagnostics: made,
          copiesSpent: copies.spent - spentBefore),
        for: key)
    }
  }

  /// Reads and defines each of `injected`, after those its value uses.
  private mutating func define(_ injected: [String: String], syntax: StylesheetSyntax) {
    var values: [String: InjectedVariable] = [:]
    var spellings: [String: String] = [:]
    values.reserveCapacity(injected.count)
    spellings.reserveCapacity(injected.count)
    var givenTwice: Set<String> = []
    for (written, text) in injected.sorted(by: { $0.key < $1.key }) {
      let name = Stylesheet.injectedVariableName(written)
      let file = SourceFile(path: "<variable \(name)>", bytes: Array(text.utf8))
      guard Stylesheet.isInjectableVariableName(written) else {
        diagnostics.append(
          Diagnostic(
            .invalidVariable,
            message:
              "\(quoted(written)) is not a variable name (\(Stylesheet.injectableVariableNameRule))",
            location: file.location(0..<0)))
        continue
      }
      if let other = spellings[name] {
        diagnostics.append(
          Diagnostic(
            .invalidVariable,
            message:
              "\(quoted(other)) and \(quoted(written)) name one variable, \(name), with two values: give it once",
            location: file.location(0..<0)))
        givenTwice.insert(name)
        evaluator.failedVariables.insert(name)
        continue
      }
      spellings[name] = written
      var parser = Parser(file, syntax: syntax, limits: limits)
      let expression = parser.parseWholeValue()
      let problems = parser.takeDiagnostics()
      values[name] = InjectedVariable(
        name: name, text: text, expression: expression, problems: problems.count == 0 ? nil : problems)
    }
    for name in givenTwice { values[name] = nil }
    for name in injectionOrder(of: values) { defineInjected(name, values[name]!) }
    injectedVariableValues = evaluator.variables.mapValues(\.value)
  }

  /// One injected variable's text, read.
  struct InjectedVariable {
    var name: String
    var text: String
    var expression: Expression?
    /// What reading it found, nil for nothing (a list holds a box of its own).
    var problems: DiagnosticList?

    /// The pseudo-file its diagnostics are located in, made when one is reported: an app
    /// injecting 800,000 variables kept 800,000 copies of their text and line tables.
    var file: SourceFile { SourceFile(path: "<variable \(name)>", bytes: Array(text.utf8)) }

    /// The other variables its value uses.
    var uses: Set<String> {
      var names: Set<String> = []
      expression?.forEachName { name, isVariable, _ in if isVariable { names.insert(name) } }
      return names
    }
  }

  /// The injected variables' names, each after the injected variables its value uses, else in
  /// name order. The variables of a cycle are reported, once per cycle, and left out.
  private mutating func injectionOrder(of values: [String: InjectedVariable]) -> [String] {
    let uses = values.mapValues { $0.uses.filter { values[$0] != nil }.sorted() }
    var order: [String] = []
    var state: [String: Bool] = [:]  // false: being visited; true: done.
    for root in values.keys.sorted() where state[root] == nil {
      // Depth first, without recursion: a chain of thousands of variables is a long path.
      var path: [(name: String, next: Int)] = [(root, 0)]
      state[root] = false
      while let (name, next) = path.last {
        let dependencies = uses[name]!
        guard next < dependencies.count else {
          path.removeLast()
          state[name] = true
          order.append(name)
          continue
        }
        path[path.count - 1].next += 1
        let dependency = dependencies[next]
        switch state[dependency] {
        case nil:
          state[dependency] = false
          path.append((dependency, 0))
        case false?:
          let cycle = path.map(\.name).drop { $0 != dependency } + [dependency]
          diagnostics.append(
            Diagnostic(
              .invalidVariable,
              message: "injected variables use one another in a cycle: \(cycle.joined(separator: " → "))",
              location: values[dependency]!.file.location(0..<0)))
          for member in cycle { evaluator.failedVariables.insert(member) }
        case true?: break
        }
      }
    }
    return order.filter { !evaluator.failedVariables.contains($0) }
  }

  /// Defines one injected variable from its text.
  private mutating func defineInjected(_ name: String, _ variable: InjectedVariable) {
    let text = variable.text
    // A file's path that reads as no value (`themes/dark.cas`, a division of names) is its
    // text, for `@import $theme`; `16/9` still divides.
    func takePath() -> Bool {
      guard Self.isPath(text) else { return false }
      evaluator.variables[name] = ValueEvaluator.SizedValue(value: .string(text), size: 1)
      return true
    }
    // A use of a variable whose value failed is not reported again.
    guard let expression = variable.expression, variable.problems?.containsErrors != true else {
      if takePath() { return }
      if let problems = variable.problems { diagnostics.append(contentsOf: problems) }
      evaluator.failedVariables.insert(name)
      return
    }
    if let problems = variable.problems { diagnostics.append(contentsOf: problems) }
    do {
      evaluator.variables[name] = try evaluator.evaluate(expression, copies: &copies)
    } catch {
      if takePath() { return }
      evaluator.failedVariables.insert(name)
      if copies.isExhausted { isStopped = true }
      guard !error.isFollowOn else { return }
      diagnostics.append(
        Diagnostic(
          error.code, message: error.message, location: variable.file.location(error.range),
          notes: error.notes))
    }
  }

  /// Whether an injected value is shaped as a file path: names of letters, digits, `-`, `_` and
  /// `.`, joined by `/` or with an extension (`themes/dark.cas`, `dark.css`,
  /// `/app/themes/dark.css`; the import root still decides whether it may be read).
  private static func isPath(_ text: String) -> Bool {
    text.contains { $0 == "/" || $0 == "." }
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./".contains($0)) }
  }

  /// The value of `expression`, or nil after reporting why it has none.
  mutating func evaluate(_ expression: Expression, file: Int) -> ValueEvaluator.SizedValue? {
    markUsedVariables(in: expression, file: file)
    do {
      return try evaluator.evaluate(expression, copies: &copies)
    } catch {
      if copies.isExhausted { isStopped = true }
      guard !error.isFollowOn else { return nil }
      var notes = error.notes
      var replacement: String?
      if let name = error.undefinedVariable,
        let suggestion = suggester.closestMatch(to: name, among: evaluator.variables.keys)
      {
        notes.append("did you mean \(quoted(suggestion))?")
        // The name meant replaces the name written, where the finding stands on it alone.
        if files[file].bytes[error.range.clamped(to: 0..<files[file].bytes.count)].elementsEqual(name.utf8) {
          replacement = suggestion
        }
      }
      report(error.code, error.message, file: file, error.range, notes: notes, replacement: replacement)
      return nil
    }
  }

  /// Records the variables an expression of `file` refers to (bare words count when such a
  /// variable exists, each where it stands: an editor tells them from words of the same
  /// spelling in selectors and conditions).
  mutating func markUsedVariables(in expression: Expression, file: Int) {
    let hasVariables = !evaluator.variables.isEmpty
    expression.forEachName { name, isVariable, range in
      guard isVariable || (hasVariables && evaluator.variables[name] != nil) else { return }
      usedVariables.insert(name)
      if !isVariable { bareWordUses.append(NamedDefinition(name: name, file: file, range: range)) }
    }
  }
}
