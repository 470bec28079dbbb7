/// Reads a stylesheet and everything it imports into flat rules, in one pass in source order:
/// imports are inserted where they stand, variables are evaluated where they are defined,
/// nested rules are joined to their parents, and `@media` conditions are combined.
struct StylesheetCompiler {
  private(set) var files: [SourceFile] = []
  private(set) var diagnostics: [Diagnostic] = []
  private(set) var rules: [RuleEntry] = []
  private(set) var declarations: [CompiledDeclaration] = []
  private(set) var conditions: [MediaCondition] = []
  /// Every rule block with selectors, in the order the blocks end (a nested block before its parent).
  private(set) var blocks: [BlockRecord] = []
  private(set) var variableDefinitions: [VariableRecord] = []
  /// The names of the variables some value used.
  private(set) var usedVariables: Set<String> = []

  private let source: any SourceProvider
  private let syntaxOverride: Syntax?
  private let limits: StylesheetLimits
  private var evaluator: ValueEvaluator
  /// Suggests near names for undefined variables, within one budget for the whole load.
  private var suggester = Suggester()
  private var nextOrder = 0
  private var nextBlock = 0
  /// The `@extend`s of each block that has some.
  private var extends: [Int: [ExtendRequest]] = [:]
  private var importCount = 0
  /// Selectors produced so far by expanding groups and nesting, against the load's budget.
  private var expandedSelectors = 0
  /// Items copied so far by variable arithmetic, nesting and `@extend`, against the load's budget.
  private var copies: CopyBudget
  /// Bytes read so far, the main file's and every import's, against the load's budget.
  private var bytesRead = 0
  /// Set once a budget of the whole load is spent (and reported): nothing more is read.
  private var isStopped = false
  /// The files being read, outermost first, with where each was imported from.
  private var importChain: [(path: String, importedAt: SourceLocation?)] = []
  /// The directory imports may not leave, as given and canonical; set by `compileMain`.
  private var importRoot = (given: ".", canonical: "/")

  init(source: any SourceProvider, syntax: Syntax?, limits: StylesheetLimits) {
    var limits = limits
    limits.maximumNestingDepth = min(limits.maximumNestingDepth, StylesheetLimits.deepestNesting)
    self.source = source
    self.syntaxOverride = syntax
    self.limits = limits
    self.evaluator = ValueEvaluator(
      variables: [:], maximumSize: limits.maximumValueSize, maximumDepth: limits.maximumNestingDepth)
    self.copies = CopyBudget(limit: limits.maximumCopiedItems)
  }

  /// What surrounds the statements being compiled.
  private struct Scope {
    /// The enclosing rule's selectors, flattened; empty at the top level.
    var selectors: [Selector] = []
    var condition: Int?
    /// `layer.` inside `layer @{ … }`.
    var propertyPrefix = ""
    /// Inside a rule whose selectors could not be read: values are still checked, but the
    /// declarations go nowhere and are not reported again.
    var isDiscarded = false
  }

  // MARK: Files

  /// Compiles the top-level file from its bytes.
  mutating func compileMain(path: String, bytes: [UInt8]) {
    let root = limits.importRoot ?? directoryOf(path)
    importRoot = (root, source.canonicalPath(root))
    compileFile(path: path, bytes: bytes, importedAt: nil)
    if !extends.isEmpty {
      var resolver = ExtendResolver(
        rules: rules, declarations: declarations, limit: limits.maximumValueSize, copies: copies)
      resolver.resolve(extends)
      rules = resolver.rules
      declarations = resolver.declarations
      copies = resolver.copies
      for failure in resolver.failures {
        report(
          failure.code, failure.message, file: failure.request.file, failure.request.range,
          notes: failure.notes)
      }
    }
    diagnostics = diagnostics.sortedBySource(fileOrder: files.map(\.path))
    rules = rules.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(
      \.element)
  }

  private mutating func compileFile(path: String, bytes: [UInt8], importedAt: SourceLocation?) {
    guard bytes.count <= limits.maximumTotalBytes - bytesRead else {
      let message =
        importedAt == nil
        ? "'\(path)' has \(bytes.count) bytes, more than the limit of \(limits.maximumTotalBytes) bytes for a whole load, so it is not read"
        : "importing '\(path)' would read more than \(limits.maximumTotalBytes) bytes in all; it and the rest of the stylesheet are not read"
      diagnostics.append(
        Diagnostic(
          .tooManyBytes, message: message,
          location: importedAt ?? SourceLocation(file: path, line: 1, column: 1, offset: 0),
          notes: [
            "every file a load reads counts, each time it is imported",
            "the limit can be raised with --max-total-bytes (StylesheetLimits.maximumTotalBytes)",
          ]))
      isStopped = true
      return
    }
    bytesRead += bytes.count
    guard bytes.count < Token.maximumFileSize else {
      diagnostics.append(
        Diagnostic(
          .fileTooLarge,
          message: "'\(path)' has \(bytes.count) bytes; a stylesheet file must be smaller than 4 GiB",
          location: importedAt))
      return
    }
    if let invalid = invalidUTF8Diagnostic(bytes, path: path, what: "the file") {
      diagnostics.append(invalid)
      return
    }
    let file = SourceFile(path: path, bytes: bytes)
    let fileIndex = files.count
    files.append(file)
    let syntax = syntaxOverride ?? Syntax(path: path)
    // One statement at a time, each block's read as it is compiled: the load keeps no more
    // than the statement at hand, and reads no further once a budget of the whole load is spent.
    var parser = Parser(file, syntax: syntax, limits: limits)
    importChain.append((path, importedAt))
    var none = BlockContents()
    compile(.topLevel, from: &parser, file: fileIndex, scope: Scope(), into: &none)
    diagnostics += parser.takeDiagnostics()
    importChain.removeLast()
  }

  private mutating func importFile(_ requested: String, from fileIndex: Int, range: Range<Int>) {
    guard !isStopped else { return }
    let importer = files[fileIndex]
    let location = importer.location(range)
    let path = normalizePath(
      requested.hasPrefix("/") ? requested : directoryOf(importer.path) + "/" + requested)
    guard isPath(source.canonicalPath(path), inside: importRoot.canonical) else {
      diagnostics.append(
        Diagnostic(
          .importOutsideRoot,
          message: "'\(requested)' is outside the stylesheet's root directory, so it is not read",
          location: location,
          notes: [
            "imports may not leave '\(importRoot.given)'; another root can be allowed with --import-root (StylesheetLimits.importRoot)"
          ]))
      return
    }
    let chain = importChain.map(\.path) + [path]
    if importChain.contains(where: { $0.path == path }) {
      diagnostics.append(
        Diagnostic(
          .importCycle, message: "import cycle: \(chain.joined(separator: " → "))",
          location: location))
      return
    }
    guard importCount < limits.maximumImports else {
      diagnostics.append(
        Diagnostic(
          .tooManyImports,
          message: "more than \(limits.maximumImports) imports; '\(requested)' is not read",
          location: location,
          notes: ["the limit can be raised with --max-imports (StylesheetLimits.maximumImports)"]))
      return
    }
    importCount += 1
    switch source.contents(of: path, limit: limits.maximumFileSize) {
    case .success(let bytes):
      compileFile(path: path, bytes: bytes, importedAt: location)
    case .failure(let failure):
      let notes = importChain.dropFirst().reversed().compactMap { entry in
        entry.importedAt.map { "'\(entry.path)' is imported from \($0)" }
      }
      diagnostics.append(
        Diagnostic(
          .importFailed, message: "cannot import '\(path)': \(failure.message)",
          location: location,
          notes: notes))
    }
  }

  // MARK: Statements

  private mutating func report(
    _ code: DiagnosticCode, _ message: String, file: Int, _ range: Range<Int>, notes: [String] = []
  ) {
    diagnostics.append(
      Diagnostic(code, message: message, location: files[file].location(range), notes: notes))
  }

  /// What a rule's block contributes besides nested rules. Its declarations go straight to the
  /// end of the stylesheet's array, so a block of any length is stored once; a nested block's
  /// declarations would land in the middle, so the run written before it is parked and put back
  /// when the block ends (each declaration moves at most twice).
  private struct BlockContents {
    /// How many declarations at the end of the stylesheet's array the block wrote since its
    /// latest nested block.
    var run = 0
    /// The block's declarations written before its latest nested block, in order.
    var parked: [CompiledDeclaration] = []
    var extends: [ExtendRequest] = []
  }

  /// Compiles a block's statements as the parser reads them, and gives how many there were.
  @discardableResult
  private mutating func compile(
    _ block: Block, from parser: inout Parser, file: Int, scope: Scope, into contents: inout BlockContents
  ) -> Int {
    var count = 0
    while !isStopped, let statement = parser.nextStatement(in: block) {
      count += 1
      if block == .topLevel { diagnostics += parser.takeDiagnostics() }
      compile(statement, from: &parser, file: file, scope: scope, into: &contents)
    }
    return count
  }

  private mutating func compile(
    _ statement: Statement, from parser: inout Parser, file: Int, scope: Scope,
    into contents: inout BlockContents
  ) {
    switch statement {
    case .variable(let name, let expression, let range):
      variableDefinitions.append(VariableRecord(name: name, file: file, range: range))
      if let value = evaluate(expression, file: file) {
        evaluator.variables[name] = value
        evaluator.failedVariables.remove(name)
      } else {
        evaluator.failedVariables.insert(name)
      }
    case .importFile(let path, let range):
      importFile(path, from: file, range: range)
    case .declaration(let declaration):
      guard !scope.selectors.isEmpty || scope.isDiscarded else {
        report(
          .declarationOutsideRule, "a declaration must be inside a rule with a selector", file: file,
          declaration.range)
        return
      }
      guard let value = evaluate(declaration.value, file: file), !scope.isDiscarded else { return }
      declarations.append(
        CompiledDeclaration(
          key: declaration.key.nested(under: scope.propertyPrefix), value: value.value, file: file,
          range: declaration.range))
      contents.run += 1
    case .nestedProperties(let name, let body, _):
      var inner = scope
      inner.propertyPrefix += name + "."
      compile(body, from: &parser, file: file, scope: inner, into: &contents)
    case .extend(let selectors, let range):
      guard !scope.selectors.isEmpty || scope.isDiscarded, scope.propertyPrefix.isEmpty else {
        report(.extendOutsideRule, "'@extend' must stand directly inside a rule", file: file, range)
        return
      }
      for selector in selectors {
        contents.extends.append(ExtendRequest(selector: selector.text, file: file, range: range))
      }
    case .rule(let selectors, let body, let range):
      guard scope.propertyPrefix.isEmpty else {
        report(.ruleInProperties, "a rule cannot be nested inside nested properties", file: file, range)
        parser.skipStatements(of: body)
        return
      }
      let flattened =
        scope.isDiscarded ? [] : flatten(selectors, in: scope.selectors, file: file, range: range)
      compileBlock(
        body, from: &parser, selectors: flattened, condition: scope.condition, file: file, range: range,
        discarded: flattened.isEmpty, inside: &contents)
    case .media(let condition, let body, let range):
      guard let combined = combine(scope.condition, condition, file: file, range: range) else {
        parser.skipStatements(of: body)
        return
      }
      if scope.selectors.isEmpty && !scope.isDiscarded {
        var inner = scope
        inner.condition = combined
        var stray = BlockContents()
        compile(body, from: &parser, file: file, scope: inner, into: &stray)
      } else {
        compileBlock(
          body, from: &parser, selectors: scope.selectors, condition: combined, file: file, range: range,
          discarded: scope.isDiscarded, inside: &contents)
      }
    }
  }

  /// Compiles a rule's block: its own declarations become one rule entry per selector, placed in
  /// source order before the rules nested inside it.
  private mutating func compileBlock(
    _ body: Block, from parser: inout Parser, selectors: [Selector], condition: Int?, file: Int,
    range: Range<Int>, discarded: Bool, inside enclosing: inout BlockContents
  ) {
    enclosing.parked += declarations.suffix(enclosing.run)
    declarations.removeLast(enclosing.run)
    enclosing.run = 0
    let order = nextOrder
    nextOrder += 1
    var own = BlockContents()
    let scope = Scope(selectors: selectors, condition: condition, isDiscarded: discarded)
    let statements = compile(body, from: &parser, file: file, scope: scope, into: &own)
    guard !discarded else { return }
    declarations.insert(contentsOf: own.parked, at: declarations.count - own.run)
    let start = declarations.count - own.run - own.parked.count
    blocks.append(
      BlockRecord(
        selectors: selectors, condition: condition, file: file, range: range,
        declarations: start..<declarations.count, isEmpty: statements == 0))
    guard start < declarations.count || !own.extends.isEmpty else { return }
    let block = nextBlock
    nextBlock += 1
    if !own.extends.isEmpty { extends[block] = own.extends }
    for selector in selectors {
      rules.append(
        RuleEntry(
          selector: selector, declarations: start..<declarations.count, condition: condition, order: order,
          file: file, range: range, block: block))
    }
  }

  private mutating func flatten(
    _ selectors: [Selector], in parents: [Selector], file: Int, range: Range<Int>
  ) -> [Selector] {
    var result: [Selector] = []
    do throws(Selector.NestingError) {
      if parents.isEmpty {
        for selector in selectors { result.append(try selector.checkedAtTopLevel()) }
      } else if parents.count * selectors.count > limits.maximumSelectorExpansion {
        report(
          .selectorExpansion,
          "nesting expands this rule to \(parents.count * selectors.count) selectors, more than the limit of \(limits.maximumSelectorExpansion)",
          file: file, range,
          notes: ["the limit can be raised with --max-selectors (StylesheetLimits.maximumSelectorExpansion)"])
        return []
      } else {
        // Each nested selector copies its parent's compounds: counted before they are made.
        let parentCompounds = parents.reduce(0) { $0 + $1.compounds.count }
        guard copies.spend(parentCompounds * selectors.count) else {
          report(.tooManyCopies, copies.exhaustedMessage, file: file, range, notes: copies.notes)
          isStopped = true
          return []
        }
        for parent in parents {
          for selector in selectors { result.append(try selector.nested(in: parent)) }
        }
      }
    } catch {
      report(.invalidNesting, error.message, file: file, range)
      return []
    }
    expandedSelectors += result.count
    if expandedSelectors > limits.maximumTotalSelectors {
      report(
        .tooManySelectors,
        "the stylesheet expands to more than \(limits.maximumTotalSelectors) selectors in all; this rule and the rest are not read",
        file: file, range,
        notes: ["the limit can be raised with --max-total-selectors (StylesheetLimits.maximumTotalSelectors)"]
      )
      isStopped = true
      return []
    }
    if let long = result.first(where: { $0.compounds.count > limits.maximumSelectorLength }) {
      report(
        .selectorTooLong,
        "a selector here chains \(long.compounds.count) compound selectors, more than the limit of \(limits.maximumSelectorLength)",
        file: file, range,
        notes: ["the limit can be raised with --max-selector-length (StylesheetLimits.maximumSelectorLength)"]
      )
      return []
    }
    return result
  }

  private mutating func combine(
    _ outer: Int?, _ inner: MediaCondition, file: Int, range: Range<Int>
  ) -> Int? {
    // Checked before the pairs are made: 10,000 alternatives inside 10,000 would be 10^8.
    let enclosing = outer.map { conditions[$0] }
    let alternatives = (enclosing?.alternatives.count ?? 1) * inner.alternatives.count
    guard alternatives <= limits.maximumSelectorExpansion else {
      report(
        .selectorExpansion,
        "nested @media conditions expand to more than \(limits.maximumSelectorExpansion) alternatives",
        file: file, range,
        notes: ["the limit can be raised with --max-selectors (StylesheetLimits.maximumSelectorExpansion)"])
      return nil
    }
    guard let enclosing else {
      conditions.append(inner)
      return conditions.count - 1
    }
    // Every pairing copies the features of both its sides.
    let features = { (condition: MediaCondition) in condition.alternatives.reduce(0) { $0 + $1.count } }
    let copied =
      features(enclosing) * inner.alternatives.count + features(inner) * enclosing.alternatives.count
    guard copies.spend(copied) else {
      report(.tooManyCopies, copies.exhaustedMessage, file: file, range, notes: copies.notes)
      isStopped = true
      return nil
    }
    conditions.append(enclosing.and(inner))
    return conditions.count - 1
  }

  private mutating func evaluate(_ expression: Expression, file: Int) -> ValueEvaluator.SizedValue? {
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
  private mutating func markUsedVariables(in expression: Expression) {
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
