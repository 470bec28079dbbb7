/// A `@mixin` as read: its parameters and its body, compiled anew at each `@include` with the
/// parameters bound to that include's arguments.
struct MixinDefinition {
  var parameters: [MixinParameter]
  var items: [MixinItem]
  /// The file the mixin is written in, which its declarations' locations name.
  var file: Int
}

/// A statement of a mixin's body.
indirect enum MixinItem {
  case declaration(Declaration)
  /// A parent: another mixin, included where it stands.
  case include(name: String, arguments: [Expression], range: Range<Int>)
  case nested(key: PropertyKey, items: [MixinItem], range: Range<Int>)

  /// Where the last of `items` ends, `start` where none ends later.
  static func end(of items: [MixinItem], after start: Int) -> Int {
    items.reduce(start) { end, item in
      switch item {
      case .declaration(let declaration): max(end, declaration.range.upperBound)
      case .include(_, _, let range): max(end, range.upperBound)
      case .nested(_, let inner, let range): Self.end(of: inner, after: max(end, range.upperBound))
      }
    }
  }
}

/// What an include's argument binds its parameter to.
enum IncludeArgument {
  /// A value worked out where the include stands.
  case evaluated(ValueEvaluator.SizedValue)
  /// A value known per node only (it calls `var()` or `light-dark()`), as written, with its
  /// variables worked out.
  case perNode(Expression)
}

extension StylesheetCompiler {
  /// How many includes may stand inside one another.
  static let maximumMixinDepth = 64

  /// Reads a mixin's body: declarations, nested properties and `@include`s; anything else is
  /// reported and skipped.
  mutating func readMixinBody(_ body: Block, from parser: inout Parser, file: Int) -> [MixinItem] {
    var items: [MixinItem] = []
    while !isStopped, let statement = parser.nextStatement(in: body) {
      switch statement {
      case .declaration(let declaration): items.append(.declaration(declaration))
      case .include(let name, let arguments, let range):
        items.append(.include(name: name, arguments: arguments, range: range))
      case .nestedProperties(let key, let inner, let range):
        items.append(.nested(key: key, items: readMixinBody(inner, from: &parser, file: file), range: range))
      case .rule(_, _, let range), .media(_, _, let range), .container(_, _, let range),
        .variable(_, _, let range),
        .importFile(_, _, let range), .layer(_, _, let range),
        .importVariable(_, let range), .dialect(_, let range), .extend(_, let range),
        .mixin(_, _, _, let range), .charset(let range):
        report(
          .invalidMixin, "a mixin holds declarations, nested properties and '@include's, nothing else",
          file: file, range)
        if let inner = statement.body { parser.skipStatements(of: inner) }
      }
    }
    return items
  }

  /// Marks every mixin `items` include, and those they include in turn, as used (each once,
  /// without recursion): an include past the depth limit is refused, but what it names is no
  /// mixin "never included" (a chain of 100 said so of the 36 past the limit).
  private mutating func markIncludesUsed(from items: [MixinItem]) {
    var pending = items
    while let item = pending.popLast() {
      switch item {
      case .declaration: continue
      case .nested(_, let inner, _): pending += inner
      case .include(let name, _, _):
        guard let included = mixins[name], usedMixins.insert(name).inserted else { continue }
        pending += included.items
      }
    }
  }

  /// Compiles the mixin `name`'s declarations where an `@include` stands: its parameters bound
  /// to `arguments` (evaluated where the include is written) or their defaults, its parents
  /// included where its body includes them.
  /// - Parameters:
  ///   - prefix: the nested properties the include stands in.
  ///   - discarded: whether the declarations go nowhere (the rule's selectors could not be read).
  ///   - chain: the mixins being included around this one, to catch one that includes itself.
  mutating func include(
    _ name: String, arguments: [Expression], file: Int, range: Range<Int>, prefix: PropertyKey?,
    discarded: Bool, chain: [String], into contents: inout BlockContents
  ) {
    guard let mixin = mixins[name] else {
      let suggestion = suggester.closestMatch(to: name, among: mixins.keys)
      report(
        .unknownMixin, "no mixin \(quoted(name)) is defined before this '@include'", file: file, range,
        notes: suggestion.map { ["did you mean \(quoted($0))?"] } ?? [])
      return
    }
    usedMixins.insert(name)
    guard !chain.contains(name) else {
      report(
        .invalidMixin, "mixins include each other: \((chain + [name]).joined(separator: " → "))", file: file,
        range)
      return
    }
    guard chain.count < Self.maximumMixinDepth else {
      report(
        .invalidMixin, "mixins included more than \(Self.maximumMixinDepth) deep", file: file, range)
      // The mixins its body would include are included, past the depth: none is unused.
      markIncludesUsed(from: mixin.items)
      return
    }
    // Each include costs its parameters' bindings against the copy budget, whatever its body
    // copies: mixins that include each other twice at every level, with empty bodies, would
    // otherwise expand for ever.
    guard spendCopies(1 + mixin.parameters.count, file: file, range: range) else { return }
    guard arguments.count <= mixin.parameters.count else {
      report(
        .invalidMixin,
        "mixin \(quoted(name)) takes \(mixin.parameters.count) argument\(mixin.parameters.count == 1 ? "" : "s"), given \(arguments.count)",
        file: file, range)
      return
    }
    // An argument that calls `var()` or `light-dark()` is known per node only: it stands
    // written (its variables, the includer's, worked out) where the body reads its parameter.
    var values: [ValueEvaluator.SizedValue?] = []
    var perNode: [String: Expression] = [:]
    for (position, argument) in arguments.enumerated() {
      switch includeArgument(argument, file: file) {
      case .evaluated(let value)?: values.append(value)
      case .perNode(let written)?:
        perNode[mixin.parameters[position].name] = written
        values.append(nil)
      case nil: return
      }
    }
    // The body reads its own parameters and the sheet's variables, never the parameters of a
    // mixin that includes it (scoped by where it is written, as Sass scopes them): those are
    // put back for the body's time, and the caller's bindings restored after it. No variable is
    // defined while mixins expand, so the sheet's are as they were at the outermost include.
    let callerFailures = evaluator.failedVariables
    if parameterFrames.isEmpty { failuresBeforeIncludes = callerFailures }
    var callerBindings: [(name: String, value: ValueEvaluator.SizedValue?)] = []
    for frame in parameterFrames.reversed() {
      for parameter in frame {
        callerBindings.append((parameter.name, evaluator.variables[parameter.name]))
        evaluator.variables[parameter.name] = parameter.hidden
      }
    }
    evaluator.failedVariables = failuresBeforeIncludes
    parameterFrames.append([])
    perNodeArguments.append([:])
    includeSites.append((name, file, range))
    defer {
      perNodeArguments.removeLast()
      for parameter in parameterFrames.removeLast().reversed() {
        evaluator.variables[parameter.name] = parameter.hidden
      }
      for binding in callerBindings.reversed() { evaluator.variables[binding.name] = binding.value }
      evaluator.failedVariables = callerFailures
      includeSites.removeLast()
    }
    for (position, parameter) in mixin.parameters.enumerated() {
      let hidden = evaluator.variables[parameter.name]
      if position < values.count {
        evaluator.variables[parameter.name] = values[position]
        perNodeArguments[perNodeArguments.count - 1][parameter.name] = perNode[parameter.name]
      } else if let defaultValue = parameter.defaultValue {
        switch includeArgument(defaultValue, file: mixin.file) {
        case .evaluated(let value)?: evaluator.variables[parameter.name] = value
        case .perNode(let written)?:
          evaluator.variables[parameter.name] = nil
          perNodeArguments[perNodeArguments.count - 1][parameter.name] = written
        case nil: return
        }
      } else {
        report(
          .invalidMixin,
          "mixin \(quoted(name)) needs a value for \(quoted(parameter.name)), which has no default",
          file: file, range)
        return
      }
      parameterFrames[parameterFrames.count - 1].append((parameter.name, hidden))
      evaluator.failedVariables.remove(parameter.name)
    }
    expand(
      mixin.items, file: mixin.file, prefix: prefix, discarded: discarded, chain: chain + [name],
      into: &contents)
  }

  /// An include's argument (or a parameter's default): its value, worked out where it stands,
  /// or, when it calls `var()` or `light-dark()` in a dialect that reads them (a parameter of
  /// the includer bound to such an argument counts too), its expression with its variables
  /// worked out, known per node only. Nil, reported, when it cannot be worked out.
  private mutating func includeArgument(_ argument: Expression, file: Int) -> IncludeArgument? {
    let replaced = perNodeArguments.last.flatMap { argument.replacingVariables($0) }
    if let replaced, !isWithinBounds(replaced, file: file, range: argument.range) { return nil }
    let written = replaced ?? argument
    guard dialect.readsCurrentCSS,
      !written.customPropertyReferences.isEmpty || !written.lightDarkCalls.isEmpty
    else {
      return evaluate(argument, file: file).map(IncludeArgument.evaluated)
    }
    markUsedVariables(in: written, file: file)
    do {
      return .perNode(try evaluator.evaluatingVariables(in: written))
    } catch {
      if !error.isFollowOn { report(error.code, error.message, file: file, error.range, notes: error.notes) }
      return nil
    }
  }

  /// Whether a value with the arguments known per node written in (`replacingVariables`) is
  /// within a value's size, each of its parts counted against the load's copy budget; else it
  /// is reported. Each use pastes an argument whole: arguments that each use the one before
  /// twice double with each level (a 600-byte sheet ran for minutes).
  private mutating func isWithinBounds(_ written: Expression, file: Int, range: Range<Int>) -> Bool {
    guard let count = written.nodeCount(upTo: limits.maximumValueSize) else {
      report(
        .valueTooLarge,
        "with the mixin's arguments written in, this value is more than \(limits.maximumValueSize) items",
        file: file, range,
        notes: [
          "arguments that repeat other arguments multiply a value's size",
          "the limit can be raised with --max-value-size (StylesheetLimits.maximumValueSize)",
        ])
      return false
    }
    return spendCopies(count, file: file, range: range)
  }

  /// Counts `count` items against the load's copy budget; false, reporting it and stopping the
  /// load, once the budget is spent.
  private mutating func spendCopies(_ count: Int, file: Int, range: Range<Int>) -> Bool {
    guard !isStopped else { return false }
    guard copies.spend(count) else {
      report(.tooManyCopies, copies.exhaustedMessage, file: file, range, notes: copies.notes)
      isStopped = true
      return false
    }
    return true
  }

  /// Compiles a mixin's items with its parameters bound.
  private mutating func expand(
    _ items: [MixinItem], file: Int, prefix: PropertyKey?, discarded: Bool, chain: [String],
    into contents: inout BlockContents
  ) {
    for item in items where !isStopped {
      switch item {
      case .declaration(var declaration):
        // A parameter bound to an argument known per node stands written where it is read.
        if let bound = perNodeArguments.last, !bound.isEmpty,
          let written = declaration.value.replacingVariables(bound)
        {
          guard isWithinBounds(written, file: file, range: declaration.range) else { continue }
          declaration.value = written
          declaration.isWorkedOutPerNode = true
        }
        // Every declaration read counts, its value's items too: one that fails to evaluate, or
        // goes nowhere, costs its reading all the same.
        guard let value = value(of: declaration, file: file) else {
          noteDropped(declaration, file: file)
          guard spendCopies(1, file: file, range: declaration.range) else { return }
          continue
        }
        guard spendCopies(max(1, value.size), file: file, range: declaration.range), !discarded else {
          continue
        }
        add(declaration, value: value.value, in: Scope(propertyPrefix: prefix), file: file, to: &contents)
      case .include(let name, let arguments, let range):
        include(
          name, arguments: arguments, file: file, range: range, prefix: prefix, discarded: discarded,
          chain: chain, into: &contents)
      case .nested(let key, let inner, let range):
        guard let nested = nestedKey(key, in: Scope(propertyPrefix: prefix), file: file, range: range) else {
          continue
        }
        expand(inner, file: file, prefix: nested, discarded: discarded, chain: chain, into: &contents)
      }
    }
  }
}
