/// Reads a stylesheet and everything it imports into flat rules, in one pass in source order:
/// imports are inserted where they stand, variables are evaluated where they are defined,
/// nested rules are joined to their parents, and `@media` conditions are combined.
struct StylesheetCompiler {
  var files: [SourceFile] = []
  /// The files opened for imports, with the paths they were read by (see `Stylesheet.readFiles`).
  var readFiles: [FileIdentity: String] = [:]
  /// The load's diagnostics in the order they were found, kept up to `limits.maximumDiagnostics`.
  var diagnostics: DiagnosticList
  var rules: [RuleEntry] = []
  var declarations: [CompiledDeclaration] = []
  var conditions: [MediaCondition] = []
  /// By condition: the `@container` queries its rules are under besides (empty for most),
  /// outermost first, each of which must hold for its own query container.
  var containerQueries: [[ContainerQuery]] = []
  /// The cascade layers declared so far, in the order they first appear.
  var layers = LayerOrder()
  /// Where the sheet first names a layer as stylec prints an anonymous one
  /// (`-stylec-anonymous-1`), to report when it also has anonymous layers.
  var reservedLayerSite: (file: Int, range: Range<Int>)?
  /// The layer the file being imported goes into (`@import … layer(name)`), which its
  /// statements' scope starts in.
  var importLayer = LayerOrder.unlayered
  /// Where each of `conditions` is written: its `@media` prelude (the inner one, when nested).
  var conditionSites: [(file: Int, range: Range<Int>, end: Int)] = []
  /// Where each `@layer` block is written (its at-rule up to its body) and where its body ends:
  /// the outline an editor shows.
  var layerSites: [(file: Int, range: Range<Int>, end: Int)] = []
  /// Every rule block with selectors, in the order the blocks end (a nested block before its parent).
  var blocks: [BlockRecord] = []
  var variableDefinitions: [NamedDefinition] = []
  var mixinDefinitions: [NamedDefinition] = []
  var mixinScopes: [MixinScope] = []
  /// Where a variable defined without a sigil is used as a bare word, as the load read it.
  var bareWordUses: [NamedDefinition] = []
  /// The `@import`s that read a file, and the `@extend`s, in every file: where an editor
  /// follows them from.
  var importSites: [ImportSite] = []
  var unreadImports: [UnreadImport] = []
  var extendSites: [ExtendSite] = []
  /// The injected variables' values, before any sheet defines one again.
  var injectedVariableValues: [String: StyleValue] = [:]
  /// The names of the mixins some `@include` expanded.
  var usedMixins: Set<String> = []
  /// The names of the variables some value used.
  var usedVariables: Set<String> = []
  /// The values calling `var()`, by the text their declarations stand as until substituted.
  var substitutedValues: [String: Expression] = [:]
  /// Where a declaration of each custom property was dropped for an error, the first: a
  /// `var()` naming one no rule sets says so.
  var droppedCustomProperties: [String: SourceLocation] = [:]

  let source: any SourceProvider
  let syntaxOverride: StylesheetSyntax?
  /// The dialect the caller asked for, if any: the main file's `@dialect` overrides it.
  let requestedDialect: Dialect?
  /// Whose meanings the load takes; set by `compileMain`, and by the main file's `@dialect`.
  var dialect = Dialect.stylec
  /// Statements begun so far, in every file and block: only the first (the main file's first)
  /// may be `@dialect`.
  var statementsBegun = 0
  /// The variables the app injects, with the syntax their text is in, until they are defined:
  /// after the main file's `@dialect`, whose meanings they take, and before anything else.
  var pendingVariables: (values: [String: String], syntax: StylesheetSyntax)?
  let limits: StylesheetLimits
  var evaluator: ValueEvaluator
  /// Suggests near names for undefined variables, within one budget for the whole load.
  var suggester = Suggester()
  var nextOrder = 0
  /// The mixins defined so far, by name: a later definition of a name replaces the earlier.
  var mixins: [String: MixinDefinition] = [:]
  /// The `@include`s being expanded, outermost first: where each stands, and the mixin's name.
  var includeSites: [(name: String, file: Int, range: Range<Int>)] = []
  /// The parameters each mixin being expanded has bound, outermost first, each with the value
  /// it hid (see `include`); and the variables that failed before the outermost was included.
  var parameterFrames: [[(name: String, hidden: ValueEvaluator.SizedValue?)]] = []
  /// The parameters of the mixin being expanded innermost that are bound to an argument known
  /// per node only (`@include tint(var(--accent))`), by name: written into the declarations
  /// that read them, which are then worked out per node as their arguments are.
  var perNodeArguments: [[String: Expression]] = []
  var failuresBeforeIncludes: Set<String> = []
  /// The `@extend`s of each block that has some.
  var extends: [Int: [ExtendRequest]] = [:]
  var importCount = 0
  /// The files a rule or an at-rule other than `@import` and `@layer a, b;` has been read in,
  /// at their top level: an `@import` after one is ignored in the css dialect, as CSS ignores it.
  var filesPastImports: Set<Int> = []
  /// Every file an `@import` asked for and the loader tried to read, read or not: what a reload
  /// must watch, so an import missing now is read once it appears.
  var attemptedImports: [String] = []
  /// Selectors produced so far by expanding groups and nesting, against the load's budget.
  var expandedSelectors = 0
  /// Items copied so far by variable arithmetic, nesting and `@extend`, against the load's budget.
  var copies: CopyBudget
  /// Bytes read so far, the main file's and every import's, against the load's budget.
  var bytesRead = 0
  /// Set once a budget of the whole load is spent (and reported): nothing more is read.
  var isStopped = false
  /// The files being read, outermost first, with where each was imported from.
  var importChain: [(path: String, canonical: String, importedAt: SourceLocation?)] = []
  /// How many entries of `importChain` each path and canonical path stands in: whether an import
  /// closes a cycle is one lookup, not a walk of the chain (256 deep, each of a chain of sheets
  /// walked it at each import).
  var importChainNames: [String: Int] = [:]
  /// The directory imports may not leave, as given and canonical; set by `compileMain`.
  var importRoot = (given: ".", canonical: "/")

  init(source: any SourceProvider, syntax: StylesheetSyntax?, dialect: Dialect?, limits: StylesheetLimits) {
    var limits = limits
    limits.maximumNestingDepth = min(limits.maximumNestingDepth, StylesheetLimits.deepestNesting)
    self.source = source
    self.syntaxOverride = syntax
    self.requestedDialect = dialect
    self.limits = limits
    self.evaluator = ValueEvaluator(
      variables: [:], maximumSize: limits.maximumValueSize, maximumDepth: limits.maximumNestingDepth,
      dialect: .stylec)
    self.copies = CopyBudget(limit: limits.maximumCopiedItems)
    self.diagnostics = DiagnosticList(limit: limits.maximumDiagnostics)
  }

  /// What surrounds the statements being compiled.
  struct Scope {
    /// The enclosing rule's selectors, flattened; empty at the top level.
    var selectors: [Selector] = []
    var condition: Int?
    /// The key of the nested properties the statements stand in: `layer` inside `layer @{ … }`.
    var propertyPrefix: PropertyKey?
    /// Inside a rule whose selectors could not be read: values are still checked, but the
    /// declarations go nowhere and are not reported again.
    var isDiscarded = false
    /// The cascade layer its rules go into (`LayerOrder.unlayered` outside any).
    var layer = LayerOrder.unlayered
  }

  // MARK: Files

  /// Compiles the top-level file from its bytes, with the variables an app injects defined first.
  mutating func compileMain(path: String, bytes: [UInt8], variables: [String: String] = [:]) {
    let root = limits.importRoot ?? directoryOf(path)
    importRoot = (root, source.canonicalPath(root))
    setDialect(requestedDialect ?? Dialect(path: path))
    pendingVariables = (variables, syntaxOverride ?? StylesheetSyntax(path: path))
    compileFile(path: path, canonical: source.canonicalPath(path), bytes: bytes, importedAt: nil)
    definePendingVariables()
    if !extends.isEmpty {
      var resolver = ExtendResolver(
        rules: rules, blocks: blocks, declarations: declarations, limit: limits.maximumValueSize,
        copies: copies)
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
    separateImportantDeclarations()
    if layers.hasAnonymousLayers, let site = reservedLayerSite {
      report(
        .invalidLayer,
        "a layer named '\(LayerOrder.anonymousPrefix)…' is named as stylec prints anonymous layers, and the sheet has anonymous layers: rename it",
        file: site.file, site.range)
    }
    // Rules are made in order but where blocks nest: a sheet without nesting needs no sort.
    // Their orders are read in place: zipped, each rule was copied, its references retained.
    if rules.indices.dropFirst().contains(where: { rules[$0 - 1].order > rules[$0].order }) {
      rules = rules.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        .map(\.element)
    }
  }

  /// Gives each rule with `!important` declarations a second entry for them, right after its
  /// own, so that the cascade ranks them as rules of their own above every other: the block's
  /// declarations are reordered, each kind keeping its order, the important ones last.
  ///
  /// The rules of a comma group share one range of declarations, and the ranges of different
  /// blocks (and of what `@extend` gave a block) never overlap: each range is split once.
  mutating func separateImportantDeclarations() {
    guard declarations.contains(where: \.isImportant) else { return }
    var splits: [Range<Int>: Int] = [:]
    var separated: [RuleEntry] = []
    separated.reserveCapacity(rules.count)
    for var rule in rules {
      let range = rule.declarations
      guard !range.isEmpty else {
        separated.append(rule)
        continue
      }
      let split: Int
      if let known = splits[range] {
        split = known
      } else {
        let normal = declarations[range].filter { !$0.isImportant }
        let important = declarations[range].filter(\.isImportant)
        declarations.replaceSubrange(range, with: normal + important)
        split = range.lowerBound + normal.count
        splits[range] = split
      }
      if split > range.lowerBound {
        rule.declarations = range.lowerBound..<split
        separated.append(rule)
      }
      if split < range.upperBound {
        rule.declarations = split..<range.upperBound
        rule.isImportant = true
        separated.append(rule)
      }
    }
    rules = separated
  }

  // MARK: Statements

  /// Reports a problem; one found while a mixin is expanded says, innermost first, which
  /// `@include`s it was expanded for.
  mutating func report(
    _ code: DiagnosticCode, _ message: String, file: Int, _ range: Range<Int>, notes: [String] = [],
    replacement: String? = nil
  ) {
    let sites = includeSites
    diagnostics.append(code) {
      Diagnostic(
        code, message: message, location: files[file].location(range),
        notes: notes
          + sites.reversed().map { site in
            let location = files[site.file].location(site.range)
            return "in mixin \(quoted(site.name)), included at \(location)"
          }, replacement: replacement)
    }
  }

  /// What a rule's block contributes besides nested rules. Its declarations go straight to the
  /// end of the stylesheet's array, so a block of any length is stored once; a nested block's
  /// declarations would land in the middle, so the run written before it is parked and put back
  /// when the block ends (each declaration moves at most twice).
  struct BlockContents {
    /// How many declarations at the end of the stylesheet's array the block wrote since its
    /// latest nested block.
    var run = 0
    /// The block's declarations written before its latest nested block, in order.
    var parked: [CompiledDeclaration] = []
    var extends: [ExtendRequest] = []
    /// In the dialects that read today's CSS, the declarations written after a nested block
    /// keep their place after it (CSS Nesting's nested declarations rules): how many each run
    /// before a nested block holds, and the order of each run after one, taken when its first
    /// declaration is written (nil until then).
    var runLengths: [Int] = []
    var runOrders: [Int?] = []
  }

  /// Compiles a block's statements as the parser reads them, and gives how many there were.
  @discardableResult
  mutating func compile(
    _ block: Block, from parser: inout Parser, file: Int, scope: Scope, into contents: inout BlockContents
  ) -> Int {
    var count = 0
    while !isStopped, let statement = parser.nextStatement(in: block) {
      count += 1
      if block == .topLevel { diagnostics.append(contentsOf: parser.takeDiagnostics()) }
      // `@charset "UTF-8";` comes before everything, `@dialect` too.
      if statement.isCharset { continue }
      statementsBegun += 1
      // Injected variables take the dialect the main file's first statement may name.
      let namesDialect = if case .dialect = statement, statementsBegun == 1 { true } else { false }
      if !namesDialect { definePendingVariables() }
      compile(statement, from: &parser, file: file, scope: scope, into: &contents)
      if block == .topLevel, statement.endsImports { filesPastImports.insert(file) }
    }
    return count
  }

  mutating func compile(
    _ statement: Statement, from parser: inout Parser, file: Int, scope: Scope,
    into contents: inout BlockContents
  ) {
    switch statement {
    case .variable(let name, let expression, let range):
      guard !(dialect.readsCurrentCSS && name.hasPrefix("--")) else {
        report(
          .declarationOutsideRule,
          "\(quoted(shortened(name, limit: 60))) is a custom property, which is set in a rule, not defined as a variable",
          file: file, range, notes: ["set it in a rule: ':root { \(shortened(name, limit: 60)): … }'"])
        return
      }
      let value = evaluate(expression, file: file)
      variableDefinitions.append(NamedDefinition(name: name, file: file, range: range, value: value?.value))
      if let value {
        evaluator.variables[name] = value
        evaluator.failedVariables.remove(name)
      } else {
        evaluator.failedVariables.insert(name)
      }
    case .importFile(let path, let layer, let range):
      // CSS reads an `@import` only before every rule and other at-rule (but `@layer a, b;`).
      guard !dialect.ignoresLateImports || !filesPastImports.contains(file) else {
        report(
          .importAfterRules,
          "'@import' after a rule is ignored, as CSS ignores it: the imported sheet is not read",
          file: file, range, notes: ["move it above the file's rules"])
        return
      }
      importFile(path, into: layer, from: file, range: range, scope: scope)
    case .layer(let names, let body, let range):
      compileLayer(names, body: body, from: &parser, file: file, range: range, scope: scope, into: &contents)
    case .importVariable(let name, let range):
      importFile(named: name, from: file, range: range)
    case .dialect(let name, let range):
      nameDialect(name, file: file, range: range)
      parser.dropsRulesWithAnUnreadableSelector = dialect.readsCurrentCSS
    case .charset:
      // The encoding a sheet is read in, UTF-8, said again: nothing to do.
      break
    case .declaration(let declaration):
      guard !scope.selectors.isEmpty || scope.isDiscarded else {
        report(
          .declarationOutsideRule, "a declaration must be inside a rule with a selector", file: file,
          declaration.range)
        return
      }
      if dialect.readsCurrentCSS, declaration.key == Self.containerShorthand {
        compileContainerShorthand(declaration, in: scope, file: file, into: &contents)
      } else if dialect.readsFontAsCSSShorthand, declaration.key == Self.fontShorthand {
        compileFontShorthand(declaration, in: scope, file: file, into: &contents)
      } else if dialect.readsCurrentCSS, declaration.key == Self.fontFamily,
        refusesFontFallbacks(declaration, file: file)
      {
        return
      } else if dialect == .stylec, declaration.key == Self.fontShorthand {
        noteDividedFontSize(declaration, file: file)
        compileDeclaration(declaration, in: scope, file: file, into: &contents)
      } else {
        compileDeclaration(declaration, in: scope, file: file, into: &contents)
      }
    case .nestedProperties(let key, let body, let range):
      guard
        !isCustomPropertyName(key.path) || acceptsCustomProperty(key, nested: true, file: file, range: range),
        let nested = nestedKey(key, in: scope, file: file, range: range)
      else {
        parser.skipStatements(of: body)
        return
      }
      var inner = scope
      inner.propertyPrefix = nested
      compile(body, from: &parser, file: file, scope: inner, into: &contents)
    case .extend(let selectors, let range):
      guard !scope.selectors.isEmpty || scope.isDiscarded, scope.propertyPrefix == nil else {
        report(.extendOutsideRule, "'@extend' must stand directly inside a rule", file: file, range)
        return
      }
      let written = selectors.map { $0.read(in: dialect).writtenText }
      extendSites.append(ExtendSite(file: file, range: range, selectors: written))
      for selector in written {
        contents.extends.append(ExtendRequest(selector: selector, file: file, range: range))
      }
    case .mixin(let name, let parameters, let body, let range):
      guard scope.selectors.isEmpty, !scope.isDiscarded, scope.propertyPrefix == nil, scope.condition == nil
      else {
        report(.invalidMixin, "'@mixin' is only allowed at the top level of a stylesheet", file: file, range)
        parser.skipStatements(of: body)
        return
      }
      let items = readMixinBody(body, from: &parser, file: file)
      mixins[name] = MixinDefinition(parameters: parameters, items: items, file: file)
      mixinDefinitions.append(NamedDefinition(name: name, file: file, range: range))
      mixinScopes.append(
        MixinScope(
          file: file, header: range,
          // The body's end, past its last item: where a parameter is typed in is its own.
          end: max(MixinItem.end(of: items, after: range.upperBound), parser.endOfLastToken),
          parameters: parameters.map(\.name)))
    case .include(let name, let arguments, let range):
      guard !scope.selectors.isEmpty || scope.isDiscarded else {
        report(.invalidMixin, "'@include' must stand inside a rule or a mixin", file: file, range)
        return
      }
      include(
        name, arguments: arguments, file: file, range: range, prefix: scope.propertyPrefix,
        discarded: scope.isDiscarded, chain: [], into: &contents)
    case .rule(let selectors, let body, let range):
      guard scope.propertyPrefix == nil else {
        report(.ruleInProperties, "a rule cannot be nested inside nested properties", file: file, range)
        parser.skipStatements(of: body)
        return
      }
      let selectors =
        dialect.readsCurrentCSS ? selectors : selectorsOfDialect(selectors, file: file, range: range)
      let flattened =
        scope.isDiscarded || selectors.isEmpty
        ? [] : flatten(selectors.map { $0.read(in: dialect) }, in: scope.selectors, file: file, range: range)
      compileBlock(
        body, from: &parser, selectors: flattened, condition: scope.condition, propertyPrefix: nil,
        layer: scope.layer, file: file, range: range, discarded: flattened.isEmpty,
        restatesEnclosingRule: false,
        inside: &contents)
    case .media(let condition, let body, let range):
      guard let combined = combine(scope.condition, condition, file: file, range: range) else {
        parser.skipStatements(of: body)
        return
      }
      compileConditioned(
        body, from: &parser, condition: combined, file: file, range: range, scope: scope, into: &contents)
    case .container(let query, let body, let range):
      guard acceptsContainerQueries(file: file, range: range),
        let combined = combine(scope.condition, query, file: file, range: range)
      else {
        parser.skipStatements(of: body)
        return
      }
      compileConditioned(
        body, from: &parser, condition: combined, file: file, range: range, scope: scope, into: &contents)
    }
  }

  /// The body of an `@media` or `@container` block, under its combined `condition`: at the top
  /// level (or in a layer) its statements, inside a rule the rule's selectors again.
  @inline(never)
  mutating func compileConditioned(
    _ body: Block, from parser: inout Parser, condition combined: Int, file: Int, range: Range<Int>,
    scope: Scope, into contents: inout BlockContents
  ) {
    // The site `combine` recorded for the condition just now, which ends with the body.
    let site = conditionSites.count - 1
    defer { conditionSites[site].end = parser.endOfLastToken }
    if scope.selectors.isEmpty && !scope.isDiscarded {
      var inner = scope
      inner.condition = combined
      var stray = BlockContents()
      compile(body, from: &parser, file: file, scope: inner, into: &stray)
    } else {
      // The rule's selectors again, under the condition: counted like selectors nesting makes.
      guard scope.isDiscarded || spendSelectors(scope.selectors.count, file: file, range: range) else {
        parser.skipStatements(of: body)
        return
      }
      compileBlock(
        body, from: &parser, selectors: scope.selectors, condition: combined,
        propertyPrefix: scope.propertyPrefix, layer: scope.layer, file: file, range: range,
        discarded: scope.isDiscarded, restatesEnclosingRule: true, inside: &contents)
    }
  }

  // `compile(_:from:file:scope:into:)` recurses once per nested block: what only some
  // statements need is done in functions of their own, never inlined, so that its frame stays
  // as small as it was (a larger one overflows a secondary thread's stack at 256 nested blocks
  // under the address sanitizer).

  /// The selectors a seed's dialect reads: without those using today's CSS (`:is()`,
  /// `:where()`), which are reported.
  @inline(never)
  mutating func selectorsOfDialect(_ selectors: [Selector], file: Int, range: Range<Int>) -> [Selector] {
    guard selectors.contains(where: \.usesCurrentCSS) else { return selectors }
    report(
      .notInDialect,
      "':is()', ':where()' and ':has()' are not in the \(dialect.rawValue) dialect, which reads the sheet as \(dialect.systemName) did",
      file: file, range,
      notes: [
        "CSS's ':is()', ':where()' and ':has()' are read in the stylec and css dialects ('@dialect stylec;')"
      ])
    return selectors.filter { !$0.usesCurrentCSS }
  }

  /// `@import path`, or `@import path layer(name)`: the imported sheet's rules in that layer.
  @inline(never)
  mutating func importFile(
    _ path: String, into layer: [String]?, from file: Int, range: Range<Int>, scope: Scope
  ) {
    noteReservedLayerNames(layer.map { [$0] } ?? [], file: file, range: range)
    guard let layer else {
      importFile(path, from: file, range: range)
      return
    }
    guard acceptsLayers(file: file, range: range),
      let declared = declareLayer(layer.isEmpty ? nil : layer, under: scope.layer, file: file, range: range)
    else { return }
    let saved = importLayer
    importLayer = declared
    importFile(path, from: file, range: range)
    importLayer = saved
  }

  /// The layer `path` names under `parent` (see `LayerOrder.declare`), or a new anonymous one
  /// for no path; nil, reported, when its dotted name is longer than a layer's may be.
  mutating func declareLayer(_ path: [String]?, under parent: Int, file: Int, range: Range<Int>) -> Int? {
    guard
      let layer = path.map({ layers.declare($0, under: parent) }) ?? layers.declareAnonymous(under: parent)
    else {
      report(
        .invalidLayer,
        "a layer's dotted name, with its enclosing layers', may be \(LayerOrder.longestName) bytes long; \(quoted(path?.joined(separator: ".") ?? "this anonymous layer")) is longer, and not read",
        file: file, range)
      return nil
    }
    return layer
  }

  /// `@layer a, b;` (the order) or `@layer name { body }` (its statements in that layer); inside
  /// a rule, as CSS Nesting has it, a block's declarations and rules are the rule's in that layer.
  @inline(never)
  mutating func compileLayer(
    _ names: [[String]], body: Block?, from parser: inout Parser, file: Int, range: Range<Int>, scope: Scope,
    into contents: inout BlockContents
  ) {
    noteReservedLayerNames(names, file: file, range: range)
    let insideRule = !scope.selectors.isEmpty || scope.isDiscarded
    guard scope.propertyPrefix == nil, !insideRule || body != nil else {
      report(
        .invalidLayer,
        insideRule
          ? "'@layer' inside a rule takes a block of the rule's declarations in that layer, not a list of names"
          : "'@layer' stands at the top level, inside a rule, or inside '@media', '@container' or another '@layer'",
        file: file, range)
      if let body { parser.skipStatements(of: body) }
      return
    }
    guard acceptsLayers(file: file, range: range) else {
      if let body { parser.skipStatements(of: body) }
      return
    }
    guard let body else {
      for name in names { _ = declareLayer(name, under: scope.layer, file: file, range: range) }
      return
    }
    guard let layer = declareLayer(names.first, under: scope.layer, file: file, range: range) else {
      parser.skipStatements(of: body)
      return
    }
    let site = layerSites.count
    layerSites.append((file, range, range.upperBound))
    defer { layerSites[site].end = parser.endOfLastToken }
    guard insideRule else {
      var inner = scope
      inner.layer = layer
      var stray = BlockContents()
      compile(body, from: &parser, file: file, scope: inner, into: &stray)
      return
    }
    // The rule's selectors again, in the layer: counted like selectors nesting makes.
    guard scope.isDiscarded || spendSelectors(scope.selectors.count, file: file, range: range) else {
      parser.skipStatements(of: body)
      return
    }
    compileBlock(
      body, from: &parser, selectors: scope.selectors, condition: scope.condition, propertyPrefix: nil,
      layer: layer, file: file, range: range, discarded: scope.isDiscarded, restatesEnclosingRule: true,
      inside: &contents)
  }

  /// Remembers where the sheet first writes a layer name as stylec prints an anonymous layer.
  mutating func noteReservedLayerNames(_ names: [[String]], file: Int, range: Range<Int>) {
    guard reservedLayerSite == nil,
      names.contains(where: { $0.contains { $0.hasPrefix(LayerOrder.anonymousPrefix) } })
    else { return }
    reservedLayerSite = (file, range)
  }

  /// Whether the dialect reads cascade layers; reports, at the statement, that it does not.
  mutating func acceptsLayers(file: Int, range: Range<Int>) -> Bool {
    guard !dialect.readsCurrentCSS else { return true }
    report(
      .notInDialect,
      "cascade layers are not in the \(dialect.rawValue) dialect, which reads the sheet as \(dialect.systemName) did",
      file: file, range, notes: ["CSS's '@layer' is read in the stylec and css dialects ('@dialect stylec;')"]
    )
    return false
  }

  /// Compiles one declaration: its value evaluated (or kept for substitution) and added to the
  /// block, or reported and dropped.
  @inline(never)
  mutating func compileDeclaration(
    _ declaration: Declaration, in scope: Scope, file: Int, into contents: inout BlockContents
  ) {
    guard let value = value(of: declaration, file: file) else {
      noteDropped(declaration, file: file)
      return
    }
    guard !scope.isDiscarded else { return }
    add(declaration, value: value.value, in: scope, file: file, to: &contents)
  }

  /// Adds a declaration with its evaluated value to the block being compiled, keyed under the
  /// scope's nested properties (nothing, reported, when both have arguments).
  mutating func add(
    _ declaration: Declaration, value: StyleValue, in scope: Scope, file: Int,
    to contents: inout BlockContents
  ) {
    guard let key = nestedKey(declaration.key, in: scope, file: file, range: declaration.range) else {
      return
    }
    if declaration.isImportant, !dialect.readsCurrentCSS {
      report(
        .notInDialect,
        "'!important' is not in the \(dialect.rawValue) dialect, which reads the sheet as \(dialect.systemName) did",
        file: file, declaration.range,
        notes: ["CSS's '!important' is read in the stylec and css dialects ('@dialect stylec;')"])
      return
    }
    if declaration.key.path.hasPrefix("--"),
      !acceptsCustomProperty(key, nested: scope.propertyPrefix != nil, file: file, range: declaration.range)
    {
      return
    }
    if declaration.key.path.hasPrefix("--"), case .arithmetic = declaration.value.kind {
      noteArithmetic(of: declaration, value: value, file: file)
    }
    if dialect.readsCurrentCSS, key == Self.containerNameKey, !declaration.isWorkedOutPerNode,
      !acceptsContainerNames(value, file: file, range: declaration.range)
    {
      return
    }
    if dialect.readsCurrentCSS, !declaration.isWorkedOutPerNode,
      !acceptsTransitionLonghand(key, value: value, file: file, range: declaration.range)
    {
      return
    }
    if dialect.readsCurrentCSS, key.path == "all", key.arguments.isEmpty {
      refuseAllShorthand(file: file, range: declaration.range)
      return
    }
    // Read as a word, it would become the value of a property that takes names (a font family).
    if dialect.readsCurrentCSS, case .identifier(let word) = value, word.utf8.count == 12,
      word.lowercased() == "revert-layer"
    {
      report(
        .invalidValue,
        "'revert-layer' is not read: stylec does not roll a declaration back to an earlier layer",
        file: file, declaration.range,
        notes: [
          "'revert' rolls the property back to no value from the sheet (inherited where the property is)"
        ])
      return
    }
    var compiled = CompiledDeclaration(
      key: key, value: value, file: file, range: declaration.range, isImportant: declaration.isImportant)
    // The seeds' dialects refuse `var()` and `light-dark()`, and read `currentColor` as a word.
    compiled.isWorkedOutPerNode = declaration.isWorkedOutPerNode && dialect.readsCurrentCSS
    if dialect.readsCurrentCSS {
      compiled.wideKeyword = CSSWideKeyword(value)
      // `color: currentColor` is the parent's color, as CSS Color 4 has it.
      if key.path == "color", case .identifier(let text) = value, isCurrentColor(text) {
        compiled.wideKeyword = .inherit
        compiled.isWorkedOutPerNode = false
      }
    }
    declarations.append(compiled)
    contents.run += 1
    if contents.run == 1, contents.runOrders.last == .some(nil) {
      contents.runOrders[contents.runOrders.count - 1] = nextOrder
      nextOrder += 1
    }
  }

  /// Reports CSS's `all` shorthand, which stylec does not read: it would reset every property
  /// but custom ones, and set as a property of its own it silently changed nothing.
  @inline(never)
  private mutating func refuseAllShorthand(file: Int, range: Range<Int>) {
    report(
      .invalidValue, "CSS's 'all' shorthand, which resets every property, is not read", file: file, range,
      notes: ["set each property to reset to 'unset' (or 'initial', 'inherit')"])
  }

  /// The key written inside the scope's nested properties, or nil, reported, when both have
  /// arguments (`a[state:selected] @{ b[state:normal] 1 }`).
  mutating func nestedKey(_ key: PropertyKey, in scope: Scope, file: Int, range: Range<Int>) -> PropertyKey? {
    guard let nested = key.nested(under: scope.propertyPrefix) else {
      report(
        .invalidArgument,
        "\(quoted(key.description)) has arguments, and so do the nested properties around it; only one of them can",
        file: file, range)
      return nil
    }
    return nested
  }

  /// Compiles a rule's block: its own declarations become one rule entry per selector, placed in
  /// source order before the rules nested inside it.
  mutating func compileBlock(
    _ body: Block, from parser: inout Parser, selectors: [Selector], condition: Int?,
    propertyPrefix: PropertyKey?, layer: Int,
    file: Int, range: Range<Int>, discarded: Bool, restatesEnclosingRule: Bool,
    inside enclosing: inout BlockContents
  ) {
    // An index range, not `suffix(_:)`: on an array that resolves to the sequence version,
    // which walks the whole array and made each nested `@media` cost the sheet's length.
    enclosing.parked += declarations[(declarations.count - enclosing.run)...]
    declarations.removeLast(enclosing.run)
    if dialect.readsCurrentCSS {
      // The enclosing block's declarations from here on follow this block's rules.
      enclosing.runLengths.append(enclosing.run)
      enclosing.runOrders.append(nil)
    }
    enclosing.run = 0
    let order = nextOrder
    nextOrder += 1
    var own = BlockContents()
    let scope = Scope(
      selectors: selectors, condition: condition, propertyPrefix: propertyPrefix, isDiscarded: discarded,
      layer: layer)
    let reportedBefore = parser.diagnostics.count
    let statements = compile(body, from: &parser, file: file, scope: scope, into: &own)
    // A block whose statements could not be read is not empty: its errors say what is wrong.
    let isEmpty = statements == 0 && parser.diagnostics.count == reportedBefore
    guard !discarded else { return }
    declarations.insert(contentsOf: own.parked, at: declarations.count - own.run)
    let start = declarations.count - own.run - own.parked.count
    blocks.append(
      BlockRecord(
        selectors: selectors, condition: condition, file: file, range: range, end: parser.endOfLastToken,
        declarations: start..<declarations.count, isEmpty: isEmpty,
        restatesEnclosingRule: restatesEnclosingRule, layer: layer))
    let block = blocks.count - 1
    guard start < declarations.count || !own.extends.isEmpty else { return }
    if !own.extends.isEmpty { extends[block] = own.extends }
    var runStart = start
    let lastRun = declarations.count - start - own.runLengths.reduce(0, +)
    for (length, runOrder) in zip(own.runLengths + [lastRun], [order] + own.runOrders.map { $0 ?? order }) {
      let written = runStart..<(runStart + length)
      runStart += length
      // A run after a nested block is the rule's selectors again, counted as nesting's are.
      // A block of `@extend`s alone has a rule of no declarations for them to extend.
      let extendsAlone = runOrder == order && written.isEmpty && !own.extends.isEmpty
      guard !written.isEmpty || extendsAlone,
        runOrder == order || spendSelectors(selectors.count, file: file, range: range)
      else { continue }
      for selector in selectors {
        var rule = RuleEntry(
          selector: selector, declarations: written, condition: condition, order: runOrder, file: file,
          range: range, block: block, layer: Int32(layer))
        if dialect.bindsPseudoClassesToProperties { bindPseudoClass(of: &rule) }
        rules.append(rule)
      }
    }
  }

}
