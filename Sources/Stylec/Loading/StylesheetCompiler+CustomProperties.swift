extension StylesheetCompiler {
  /// Records where a custom property's declaration was dropped for an error, if it is one.
  mutating func noteDropped(_ declaration: Declaration, file: Int) {
    let name = declaration.key.path
    guard isCustomPropertyName(name), droppedCustomProperties[name] == nil else { return }
    droppedCustomProperties[name] = files[file].location(declaration.range)
  }

  /// A declaration's value: evaluated, or, for one calling `var()` or `light-dark()`, kept as an
  /// expression for the cascade to work out on each node (`Stylesheet.substitutedValues`),
  /// standing as its text until then. Nil, after reporting why, when it has none.
  mutating func value(of declaration: Declaration, file: Int) -> ValueEvaluator.SizedValue? {
    guard calculatesAsCSS(declaration, file: file), keepsWideKeywordsWhole(declaration, file: file) else {
      return nil
    }
    guard declaration.isWorkedOutPerNode else { return evaluate(declaration.value, file: file) }
    // A custom property's own `light-dark()` is worked out where it is declared, before any
    // view's color is known.
    return keptForSubstitution(
      declaration.value, file: file, readsCurrentColor: !isCustomPropertyName(declaration.key.path))
  }

  /// The values of a shorthand's longhands, each as `value(of:file:)` gives it; nil, after
  /// reporting why, at the first that has none: CSS drops a shorthand with an invalid part
  /// whole, so it sets no longhand then.
  mutating func values(ofEvery longhands: [Declaration], file: Int) -> [StyleValue]? {
    var values: [StyleValue] = []
    for longhand in longhands {
      guard let value = value(of: longhand, file: file) else {
        noteDropped(longhand, file: file)
        return nil
      }
      values.append(value.value)
    }
    return values
  }

  /// Whether the declaration's value calculates only as CSS does, in the css dialect
  /// (`Expression.cssCalculationProblem`); else reports where it does not: a `/` outside a
  /// calculation, which CSS reads as a separator stylec has no value of (`border-radius: 10px /
  /// 20px` divided to 0.5), `calc(1px-2px)`, `calc(-(3))`, `2 ** 3`. A custom property keeps its
  /// tokens as CSS keeps them.
  @inline(never)
  private mutating func calculatesAsCSS(_ declaration: Declaration, file: Int) -> Bool {
    guard dialect.typesCalculationsAsCSS, !isCustomPropertyName(declaration.key.path),
      let problem = declaration.value.cssCalculationProblem(in: files[file].bytes)
    else { return true }
    report(.invalidArithmetic, problem.message, file: file, problem.range)
    return false
  }

  /// Whether the declaration's value holds no CSS-wide keyword as a part of it, in the dialects
  /// that read them (`Expression.wideKeywordAmongParts`); else reports it. A custom property
  /// keeps its tokens.
  @inline(never)
  private mutating func keepsWideKeywordsWhole(_ declaration: Declaration, file: Int) -> Bool {
    guard dialect.readsCurrentCSS, !isCustomPropertyName(declaration.key.path),
      let part = declaration.value.wideKeywordAmongParts
    else { return true }
    report(
      .invalidValue,
      "a CSS-wide keyword (inherit, initial, unset, revert) is a declaration's whole value, not a part of it (font-family: inherit)",
      file: file, part)
    return false
  }

  /// The value kept for substitution: its variables evaluated (they are the sheet's, known now),
  /// its `var()`s and `light-dark()`s left for the cascade. Nil, after reporting why, when the
  /// dialect has no `var()`, a `var()` names no custom property, or the value nests too deeply
  /// to substitute. In the seeds' dialects a value calling only `light-dark()` is evaluated,
  /// which refuses it as not in the dialect.
  @inline(never)
  private mutating func keptForSubstitution(_ expression: Expression, file: Int, readsCurrentColor: Bool)
    -> ValueEvaluator.SizedValue?
  {
    guard dialect.readsCurrentCSS else {
      if expression.customPropertyReferences.isEmpty { return evaluate(expression, file: file) }
      report(
        .notInDialect,
        "var() is not in the \(dialect.rawValue) dialect, which reads the sheet as \(dialect.systemName) did",
        file: file, expression.range,
        notes: [
          "CSS's custom properties and var() are read in the stylec and css dialects ('@dialect stylec;')"
        ])
      return nil
    }
    if let malformed = expression.malformedVarCall {
      report(.invalidFunction, malformed.message, file: file, malformed.range)
      return nil
    }
    guard expression.nestingDepth <= Expression.deepestSubstitutedNesting else {
      report(
        .nestingTooDeep,
        "a value that calls var() may nest \(Expression.deepestSubstitutedNesting) levels deep; this one nests deeper",
        file: file, expression.range)
      return nil
    }
    markUsedVariables(in: expression, file: file)
    let kept: Expression
    do {
      kept = try evaluator.evaluatingVariables(in: expression)
    } catch {
      guard !error.isFollowOn else { return nil }
      report(error.code, error.message, file: file, error.range, notes: error.notes)
      return nil
    }
    guard picksColorsAsWritten(kept, file: file, readsCurrentColor: readsCurrentColor) else { return nil }
    let text = kept.writtenText
    substitutedValues[text] = kept
    return ValueEvaluator.SizedValue(value: .identifier(text), size: 1)
  }

  /// Whether each `light-dark()` in the value has two arguments, each a color where no `var()`
  /// (nor, where `readsCurrentColor`, a declaration's, `currentColor`) stands in it (the others are
  /// known per node; a call with a `var()` among its arguments is counted there too, since one
  /// `var()` may stand for both); else the first that does not is reported. A malformed call is
  /// invalid where it is written, as CSS drops the declaration when it parses it, so that a lower
  /// one applies; not only on the nodes the value reaches.
  @inline(never)
  private mutating func picksColorsAsWritten(_ expression: Expression, file: Int, readsCurrentColor: Bool)
    -> Bool
  {
    for call in expression.lightDarkCalls {
      guard
        call.arguments.count == 2 || call.arguments.contains(where: { !$0.customPropertyReferences.isEmpty })
      else {
        report(
          .invalidFunction,
          "light-dark() takes two colors, the light scheme's then the dark's, e.g. light-dark(black, white); this has \(call.arguments.count) argument\(call.arguments.count == 1 ? "" : "s")",
          file: file, call.range)
        return false
      }
      // `currentColor` is the view's color, known per node as a `var()` is.
      for argument in call.arguments
      where argument.customPropertyReferences.isEmpty && argument.lightDarkCalls.isEmpty
        && !(readsCurrentColor && argument.usesCurrentColor)
      {
        guard let value = evaluate(argument, file: file) else { return false }
        guard case .color = value.value else {
          report(
            .invalidFunction,
            "light-dark() takes two colors, the light scheme's then the dark's, not \(quoted(value.value.description))",
            file: file, argument.range)
          return false
        }
      }
    }
    return true
  }

  /// Warns of a custom property whose value is arithmetic outside `calc()` (`--raw: 2 + 3`):
  /// stylec works it out where it is declared (5), where CSS keeps its tokens and substitutes
  /// them where a `var()` stands, so that `calc(var(--raw) * 2)` is 10 here and 8 in a browser.
  @inline(never)
  mutating func noteArithmetic(of declaration: Declaration, value: StyleValue, file: Int) {
    let written = String(decoding: files[file].bytes[declaration.value.range], as: UTF8.self)
    let shown = written.count > 40 ? String(written.prefix(39)) + "…" : written
    report(
      .customPropertyArithmetic,
      "\(declaration.key.path)'s value '\(shown)' is worked out where it is declared (\(value)); CSS substitutes its tokens where a var() stands, so a var() of it inside other arithmetic reads differently in a browser",
      file: file, declaration.value.range,
      notes: ["write calc() around it (\(declaration.key.path): calc(\(shown))) to mean the same in both"])
  }

  /// Whether a custom property's declaration (or nested properties named as one), `key` as
  /// nested where it stands, may be added: the dialect has custom properties, the name is one
  /// (`--` alone is reserved), and the key is the name alone (no arguments, in no nested
  /// properties, none nested in it); else the reason is reported.
  @inline(never)
  mutating func acceptsCustomProperty(_ key: PropertyKey, nested: Bool, file: Int, range: Range<Int>) -> Bool
  {
    guard dialect.readsCurrentCSS else {
      report(
        .notInDialect,
        "custom properties are not in the \(dialect.rawValue) dialect, which reads the sheet as \(dialect.systemName) did",
        file: file, range,
        notes: [
          "CSS's custom properties and var() are read in the stylec and css dialects ('@dialect stylec;')"
        ])
      return false
    }
    guard key.path != "--" else {
      report(
        .expectedProperty, "'--' alone is reserved by CSS: a custom property is '--' and a name (--accent)",
        file: file, range)
      return false
    }
    guard key.arguments.isEmpty, !nested, isCustomPropertyName(key.path) else {
      report(
        .invalidArgument,
        "a custom property is its name alone: it takes no arguments, and nests in no properties",
        file: file, range)
      return false
    }
    return true
  }
}

extension ValueEvaluator {
  /// The expression with each variable replaced by its value, and all else as written: for a
  /// value whose `var()`s only the cascade can substitute.
  /// - Complexity: recursive in the expression's nesting, which the caller bounds.
  func evaluatingVariables(in expression: Expression) throws(Failure) -> Expression {
    var result = expression
    switch expression.kind {
    case .variable, .identifier:
      // A `var()`'s custom property name is never a variable.
      if case .identifier(let name) = expression.kind, isCustomPropertyName(name) || variables[name] == nil {
        return expression
      }
      var copies = CopyBudget(limit: 1)
      result.kind = .evaluated(try evaluate(expression, copies: &copies))
    case .function(let name, let arguments):
      result.kind = .function(name: name, arguments: try evaluatingVariables(in: arguments))
    case .list(let items, let separator):
      result.kind = .list(try evaluatingVariables(in: items), separator)
    case .arithmetic(let operands, let operators):
      result.kind = .arithmetic(operands: try evaluatingVariables(in: operands), operators: operators)
    case .negate(let inner): result.kind = .negate(try evaluatingVariables(in: inner))
    case .group(let inner): result.kind = .group(try evaluatingVariables(in: inner))
    case .comparison(let left, let comparison, let right):
      result.kind = .comparison(
        try evaluatingVariables(in: left), comparison, try evaluatingVariables(in: right))
    case .attributes(var attributes):
      for index in attributes.indices {
        attributes[index].value = try evaluatingVariables(in: attributes[index].value)
      }
      result.kind = .attributes(attributes)
    case .number, .color, .string, .evaluated: break
    }
    return result
  }

  private func evaluatingVariables(in expressions: [Expression]) throws(Failure) -> [Expression] {
    var result: [Expression] = []
    result.reserveCapacity(expressions.count)
    for expression in expressions { result.append(try evaluatingVariables(in: expression)) }
    return result
  }
}
