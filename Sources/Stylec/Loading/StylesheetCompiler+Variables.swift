/// Evaluating values, with the variables defined so far, and recording which variables are used.
extension StylesheetCompiler {
  /// The value of `expression`, or nil after reporting why it has none.
  mutating func evaluate(_ expression: Expression, file: Int) -> ValueEvaluator.SizedValue? {
    markUsedVariables(in: expression)
    do {
      return try evaluator.evaluate(expression, copies: &copies)
    } catch {
      if copies.isExhausted { isStopped = true }
      guard !error.isFollowOn else { return nil }
      var notes = error.notes
      if let name = error.undefinedVariable,
        let suggestion = suggester.closestMatch(to: name, among: evaluator.variables.keys)
      {
        notes.append("did you mean '\(suggestion)'?")
      }
      report(error.code, error.message, file: file, error.range, notes: notes)
      return nil
    }
  }

  /// Records the variables an expression refers to (bare words count when such a variable exists).
  mutating func markUsedVariables(in expression: Expression) {
    var pending = [expression]
    while let next = pending.popLast() {
      switch next.kind {
      case .variable(let name): usedVariables.insert(name)
      case .identifier(let name) where evaluator.variables[name] != nil: usedVariables.insert(name)
      case .function(_, let arguments): pending += arguments
      case .list(let items, _): pending += items
      case .arithmetic(let operands, _): pending += operands
      case .negate(let inner), .group(let inner): pending.append(inner)
      default: break
      }
    }
  }
}
