/// Evaluating values, with the variables defined so far, and recording which variables are used.
extension StylesheetCompiler {
  /// Defines the variables an app injects, once, before the sheet's first statement (after its
  /// `@dialect`), as Classy apps did: a sheet that defines the same name replaces the value
  /// from its definition on. Each value is text in the sheet's syntax; a name without `$` or
  /// `@` is given `$`. A value that cannot be read is reported at a location in a pseudo-file
  /// named for the variable.
  mutating func definePendingVariables() {
    guard let (injected, syntax) = pendingVariables else { return }
    pendingVariables = nil
    for (written, text) in injected.sorted(by: { $0.key < $1.key }) {
      let name = written.hasPrefix("$") || written.hasPrefix("@") ? written : "$" + written
      let file = SourceFile(path: "<variable \(name)>", bytes: Array(text.utf8))
      guard isVariableName(name) else {
        diagnostics.append(
          Diagnostic(
            .invalidVariable, message: "'\(written)' is not a variable name (letters, digits, '-' and '_')",
            location: file.location(0..<0)))
        continue
      }
      var parser = Parser(file, syntax: syntax, limits: limits)
      let expression = parser.parseWholeValue()
      let problems = parser.takeDiagnostics()
      // A file's path that reads as no value (`themes/dark.cas`, a division of names) is its
      // text, for `@import $theme`; `16/9` still divides.
      func takePath() -> Bool {
        guard Self.isPath(text) else { return false }
        evaluator.variables[name] = ValueEvaluator.SizedValue(value: .string(text), size: 1)
        return true
      }
      // A use of a variable whose value failed is not reported again.
      guard let expression, !problems.containsErrors else {
        if takePath() { continue }
        diagnostics.append(contentsOf: problems)
        evaluator.failedVariables.insert(name)
        continue
      }
      diagnostics.append(contentsOf: problems)
      do {
        evaluator.variables[name] = try evaluator.evaluate(expression, copies: &copies)
      } catch {
        if takePath() { continue }
        evaluator.failedVariables.insert(name)
        if copies.isExhausted { isStopped = true }
        guard !error.isFollowOn else { continue }
        diagnostics.append(
          Diagnostic(
            error.code, message: error.message, location: file.location(error.range), notes: error.notes))
      }
    }
  }

  /// Whether an injected value is shaped as a relative file path: names of letters, digits,
  /// `-`, `_` and `.`, joined by `/` or with an extension (`themes/dark.cas`, `dark.css`).
  private static func isPath(_ text: String) -> Bool {
    text.contains { $0 == "/" || $0 == "." } && !text.hasPrefix("/")
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./".contains($0)) }
  }

  /// Whether a variable's name is `$` or `@` followed by a letter or `_`, then letters, digits,
  /// `-` and `_`.
  private func isVariableName(_ name: String) -> Bool {
    let body = name.utf8.dropFirst()
    guard let first = body.first,
      first == UInt8(ascii: "_") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")
    else { return false }
    return body.allSatisfy { byte in
      byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }
  }

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
      case .comparison(let left, _, let right): pending += [left, right]
      case .attributes(let attributes): pending += attributes.map(\.value)
      case .number, .color, .string, .identifier: break
      }
    }
  }
}
