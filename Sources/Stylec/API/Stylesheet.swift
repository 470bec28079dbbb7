import Foundation

/// A loaded stylesheet: its imports inserted, variables and arithmetic evaluated, nested
/// rules flattened, and rules indexed for matching. Loading never throws for content
/// problems: they are `diagnostics`, and every rule that could be read still applies.
///
///     let sheet = try Stylesheet(contentsOfFile: "Styles/main.cas")
///     let styles = sheet.resolve(tree)
public struct Stylesheet: Sendable {
  /// Every problem found, in the order the files were read.
  public let diagnostics: [Diagnostic]
  let files: [SourceFile]
  /// Every file an `@import` tried to read, read or not (`StylesheetCache` watches them all).
  package let attemptedImports: [String]
  /// The files the load opened, the sheet's own and each import's, as opened, with the path each
  /// was read by: the command line writes over none of them.
  package let readFiles: [FileIdentity: String]
  /// Flattened rules, in source order.
  private(set) var entries: [RuleEntry]
  private(set) var declarations: [CompiledDeclaration]
  let conditions: [MediaCondition]
  /// By condition: the `@container` queries its rules are under besides, outermost first.
  let containerQueries: [[ContainerQuery]]
  /// Whether any rule is under an `@container` query: the cascade tests them node by node.
  let hasContainerQueries: Bool
  /// Where each of `conditions` is written: its `@media` prelude (the inner one, when nested).
  let conditionSites: [(file: Int, range: Range<Int>, end: Int)]
  /// Where each `@layer` block is written and where its body ends (`StylesheetCompiler.layerSites`).
  let layerSites: [(file: Int, range: Range<Int>, end: Int)]
  /// Its cascade layers, and each one's rank (by the layer numbers rules carry).
  let layers: LayerOrder
  let layerRanks: [Int32]
  /// The values that call `var()` or `light-dark()`, by the text their declarations stand as
  /// (`CompiledDeclaration.isWorkedOutPerNode`): the cascade substitutes each node's custom
  /// properties, and picks a `light-dark()`'s color by the environment's.
  let substitutedValues: [String: Expression]
  /// The custom properties its `var()`s name, fallbacks' included: as `usedVariables`, for
  /// `stylec lint` to count a partial's custom properties as used where a sheet importing it
  /// uses them.
  package let usedCustomProperties: Set<String>
  /// Where a declaration of each custom property was dropped for an error, the first: what a
  /// `var()` naming one no rule sets says.
  let droppedCustomProperties: [String: SourceLocation]
  private(set) var ruleSet: RuleSet
  /// The UIKit shorthand type names the rules' selectors use (`button`), which an exact type
  /// of that name overrides.
  let shorthandTypeNames: Set<String>
  /// What lint needs beyond the rules: blocks as written, variable definitions and uses.
  let blocks: [BlockRecord]
  let variableDefinitions: [NamedDefinition]
  /// The injected variables' values, by name with sigil, before the sheet defines any again.
  let injectedVariableValues: [String: StyleValue]
  let mixinDefinitions: [NamedDefinition]
  /// The `@mixin`s with parameters, with where those stand for them (an editor's navigation).
  let mixinScopes: [MixinScope]
  /// Where variables without a sigil are used as bare words (an editor's navigation).
  let bareWordUses: [NamedDefinition]
  /// The `@import`s that read a file and the `@extend`s, in every file: an editor follows them.
  let importSites: [ImportSite]
  /// The `@import`s of files found but not read as sheets (not UTF-8).
  let unreadImports: [UnreadImport]
  let extendSites: [ExtendSite]
  /// The mixins its files include, by name: as `usedVariables`, for a partial's mixins.
  package let usedMixins: Set<String>
  /// The variables its files use, by name: `stylec lint` counts a partial's variables as used
  /// where a sheet importing the partial uses them.
  package let usedVariables: Set<String>
  /// Whose meanings it was read with: how its rules rank by default, what its color names and
  /// `hsl()` mean.
  public let dialect: Dialect
  /// The limits it was loaded with: lint and typing keep as many diagnostics as the load may.
  let limits: StylesheetLimits

  /// The variable an injected name stands for: `accent` is `$accent`; `$accent` and `@accent`
  /// are themselves. Tools that merge variables from several places key them by it.
  package static func injectedVariableName(_ written: String) -> String {
    written.hasPrefix("$") || written.hasPrefix("@") ? written : "$" + written
  }

  /// Whether `written`, given `$` when it has no sigil, is a name a sheet can write as a variable:
  /// `$` or `@` and a name, read whole as one token by the lexer that reads sheets (`$accent`,
  /// `$é`), written without escapes, and no at-rule's keyword (`@media`). A configuration or an app
  /// naming another gives a variable no sheet can use, and an editor would offer it.
  package static func isInjectableVariableName(_ written: String) -> Bool {
    let name = injectedVariableName(written)
    let bytes = Array(name.utf8)
    let tokens = Lexer.tokenize(
      SourceFile(path: "<variable>", bytes: bytes), syntax: .css, diagnosticLimit: 1
    ).tokens
    // After the sigil, a letter or `_` (or beyond ASCII), as the rule says: `--x` is a custom
    // property's name, whose `$--x` no `var(--x)` reads.
    guard tokens.count == 2, tokens[0].kind == .dollarVariable || tokens[0].kind == .atKeyword,
      tokens[0].range == 0..<bytes.count, !name.contains("\\"),
      let first = name.unicodeScalars.dropFirst().first,
      first == "_" || !first.isASCII || (first.properties.isAlphabetic && first.isASCII)
    else { return false }
    return !name.hasPrefix("@") || !SheetVocabulary.atRules.contains(String(name.dropFirst()).lowercased())
  }

  /// What `isInjectableVariableName(_:)` asks of a name, for messages.
  package static let injectableVariableNameRule =
    "'$' or '@', then a letter or '_', then letters, digits, '-' and '_', and no at-rule's keyword"

  /// Loads a stylesheet file and the files it imports.
  /// - Parameters:
  ///   - path: the file; imports are read relative to it, inside its directory unless `limits`
  ///     names another import root.
  ///   - limits: the bounds on what the load may read and make.
  ///   - syntax: the punctuation to read; by default `.css` for `.css` files, else Classy's.
  ///   - dialect: whose meanings to read it with, unless the file names its own with `@dialect`;
  ///     by default `.classy` for `.cas` files, else `.stylec`.
  ///   - variables: variables the app injects, by name (`$accent`, or `accent` for `$accent`:
  ///     giving both is an error), each value written as in the sheet (`"#007aff"`,
  ///     `"20, 15, 12, 10"`, `"$base * 2"`: one may use another, in any order); a sheet that
  ///     defines the same name replaces it from there on, as in Classy.
  /// - Throws: `StylecError` only when the file itself cannot be read; problems in its content,
  ///   or in imported files, are `diagnostics`.
  public init(
    contentsOfFile path: String, syntax: StylesheetSyntax? = nil, dialect: Dialect? = nil,
    variables: [String: String] = [:], limits: StylesheetLimits = StylesheetLimits()
  )
    throws(StylecError)
  {
    switch FileSystemSource().contents(of: path, limit: limits.maximumFileSize) {
    case .success(let file):
      // Imported files are checked against the root as opened; the loader checks their paths
      // against the same root first, for its diagnostic.
      let source = FileSystemSource(rootedAt: limits.importRoot ?? directoryOf(path))
      self.init(
        path: path, bytes: file.bytes, identity: file.identity, source: source, syntax: syntax,
        dialect: dialect,
        variables: variables, limits: limits)
    case .failure(let failure):
      throw StylecError(
        [
          Diagnostic(
            .unreadableFile, message: "cannot read \(quoted(path, limit: pathLimit)): \(failure.message)",
            location: nil)
        ],
        kind: .unreadable)
    }
  }

  /// Reads a stylesheet from text. It imports nothing unless `limits.importRoot` is given (each
  /// `@import` is then an error diagnostic): text that came from no file must not make the app
  /// read its files, whatever its working directory. With a root, imports are resolved relative
  /// to `fileName`'s directory, a relative `fileName` and relative imports read from the root,
  /// and may not leave the root.
  public init(
    source text: String, fileName: String = "<input>", syntax: StylesheetSyntax? = nil,
    dialect: Dialect? = nil,
    variables: [String: String] = [:], limits: StylesheetLimits = StylesheetLimits()
  ) {
    self.init(
      bytes: Array(text.utf8), fileName: fileName, syntax: syntax, dialect: dialect, variables: variables,
      limits: limits)
  }

  /// Reads a stylesheet from bytes, as fetched from a server or a bundle: bytes that are not
  /// UTF-8 are a diagnostic rather than silently replaced. It imports nothing unless
  /// `limits.importRoot` is given (each `@import` is then an error diagnostic); with a root,
  /// imports are resolved relative to `fileName`'s directory (a relative `fileName` read from the
  /// root, never from the working directory) and may not leave the root.
  public init(
    bytes: [UInt8], fileName: String = "<input>", syntax: StylesheetSyntax? = nil, dialect: Dialect? = nil,
    variables: [String: String] = [:], limits: StylesheetLimits = StylesheetLimits()
  ) {
    guard let importRoot = limits.importRoot else {
      self.init(
        path: fileName, bytes: bytes, source: NoFileSource(), syntax: syntax, dialect: dialect,
        variables: variables, limits: limits)
      return
    }
    self.init(
      bytes: bytes, fileName: fileName, syntax: syntax, dialect: dialect, variables: variables,
      limits: limits,
      importRoot: importRoot, relativeNamesFromWorkingDirectory: false)
  }

  /// Reads a stylesheet from bytes that stand for a file (`stylec lint --stdin-filename
  /// Styles/main.cas -`): imports are read inside `importRoot`, and a relative `fileName` from
  /// the working directory, as the command line names files. An import of a file for which
  /// `openBuffer` (given its `canonicalFilePath`) has bytes reads them instead of the file's
  /// (`stylec lsp`'s open buffers).
  package init(
    bytes: [UInt8], fileName: String, syntax: StylesheetSyntax?, dialect: Dialect?,
    variables: [String: String],
    limits: StylesheetLimits, importRoot: String, relativeNamesFromWorkingDirectory: Bool,
    openBuffer: (@Sendable (String) -> [UInt8]?)? = nil
  ) {
    // The root is taken as it stands now (a relative one from the working directory), and
    // relative names are read from it (or from the working directory as it stands now), so that
    // the working directory cannot change later what such a sheet imports.
    var rooted = limits
    rooted.importRoot = FileSystemSource().canonicalPath(importRoot)
    let base =
      relativeNamesFromWorkingDirectory
      ? currentDirectory() : rooted.importRoot ?? importRoot
    let disk = FileSystemSource(rootedAt: importRoot, base: base)
    let source: any SourceProvider =
      openBuffer.map { BufferedFileSource(disk: disk, buffer: $0) } ?? disk
    self.init(
      path: fileName, bytes: bytes, source: source, syntax: syntax, dialect: dialect, variables: variables,
      limits: rooted)
  }

  init(
    path: String, bytes: [UInt8], identity: FileIdentity? = nil, source: any SourceProvider,
    syntax: StylesheetSyntax?, dialect: Dialect? = nil,
    variables: [String: String] = [:], limits: StylesheetLimits
  ) {
    var compiler = StylesheetCompiler(source: source, syntax: syntax, dialect: dialect, limits: limits)
    compiler.compileMain(path: path, bytes: bytes, variables: variables)
    diagnostics = compiler.diagnostics.sortedBySource(fileOrder: compiler.files.map(\.path))
    self.limits = limits
    self.dialect = compiler.dialect
    files = compiler.files
    attemptedImports = compiler.attemptedImports
    var readFiles = compiler.readFiles
    if let identity { readFiles[identity] = path }
    self.readFiles = readFiles
    entries = compiler.rules
    declarations = compiler.declarations
    conditions = compiler.conditions
    containerQueries = compiler.containerQueries
    hasContainerQueries = compiler.rules.contains {
      $0.condition.map { !compiler.containerQueries[$0].isEmpty } ?? false
    }
    conditionSites = compiler.conditionSites
    layerSites = compiler.layerSites
    injectedVariableValues = compiler.injectedVariableValues
    importSites = compiler.importSites
    unreadImports = compiler.unreadImports
    extendSites = compiler.extendSites
    layers = compiler.layers
    layerRanks = compiler.layers.ranks()
    substitutedValues = compiler.substitutedValues
    usedCustomProperties = Set(compiler.substitutedValues.values.flatMap(\.customPropertyReferences))
    droppedCustomProperties = compiler.droppedCustomProperties
    blocks = compiler.blocks
    variableDefinitions = compiler.variableDefinitions
    usedVariables = compiler.usedVariables
    mixinDefinitions = compiler.mixinDefinitions
    mixinScopes = compiler.mixinScopes
    bareWordUses = compiler.bareWordUses
    usedMixins = compiler.usedMixins
    ruleSet = RuleSet(entries: entries, declarations: declarations)
    var shorthands: Set<String> = []
    for entry in entries { entry.selector.collectShorthandTypeNames(into: &shorthands) }
    shorthandTypeNames = shorthands
  }

  /// Where a rule's layer ranks in the cascade: later layers above earlier, the unlayered
  /// rules above every layer; for `!important` declarations the other way round, as CSS has
  /// them.
  func cascadeLayerRank(of entry: RuleEntry) -> Int32 {
    let rank = layerRanks[Int(entry.layer)]
    return entry.isImportant ? -rank : rank
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.containsErrors }

  /// The paths of the stylesheet and every file it imported, in the order they were read.
  public var filePaths: [String] { files.map(\.path) }

  /// The text of a line of one of the stylesheet's files, for showing a diagnostic in context.
  public func sourceLine(_ line: Int, inFile path: String) -> String? {
    files.first { $0.path == path }.map { $0.lineText(line) }
  }

  /// Resolves every node's properties.
  /// - Parameters:
  ///   - tree: the views to style.
  ///   - precedence: how competing rules are ranked; by default as the sheet's dialect ranks them.
  ///   - environment: facts that override the tree's own environment for `@media` conditions.
  ///   - schema: when given, each value is converted to its property's type (as the node's type
  ///     has it) and printed in the type's normal form, and property names are read as the
  ///     schema spells them. A value that does not fit drops out of the cascade (the next
  ///     declaration sets the property) and is one of the result's `diagnostics`.
  ///   - checksValues: without a schema, whether values are still checked against the built-in
  ///     UIKit schema, as written: one that cannot be its property's (`text-color: 12`) drops out
  ///     with a diagnostic rather than win silently. `false` takes every value as written.
  ///   - parallel: whether a large tree (20,000 nodes or more) is resolved on every core; the
  ///     result is the same either way.
  /// - Complexity: about O(nodes × rules that could match each node).
  public func resolve(
    _ tree: StyleTree, precedence: Precedence? = nil, environment: StyleEnvironment = StyleEnvironment(),
    schema: StyleSchema? = nil, checksValues: Bool = true, parallel: Bool = true
  ) -> ResolvedStyles {
    resolve(
      tree, precedence: precedence, environment: environment,
      reading: ValueReading(schema: schema, checksValues: checksValues), parallel: parallel)
  }

  /// Resolves every node's properties, reading values as `reading` says.
  func resolve(
    _ tree: StyleTree, precedence: Precedence?, environment: StyleEnvironment, reading: ValueReading,
    parallel: Bool = true
  ) -> ResolvedStyles {
    cascade(tree, precedence: precedence, environment: environment, reading: reading, parallel: parallel)
      .run()
  }

  /// `resolve(_:precedence:environment:reading:parallel:)`, with what could not set a property
  /// and every node that met it (for `LiveStyles`, which keeps its diagnostics by node).
  func resolveLoggingFailingNodes(
    _ tree: StyleTree, precedence: Precedence?, environment: StyleEnvironment, reading: ValueReading
  ) -> (styles: ResolvedStyles, failures: ResolveFailures) {
    var cascade = cascade(
      tree, precedence: precedence, environment: environment, reading: reading, parallel: true)
    cascade.logsFailingNodes = true
    return cascade.runKeepingFailures()
  }

  private func cascade(
    _ tree: StyleTree, precedence: Precedence?, environment: StyleEnvironment, reading: ValueReading,
    parallel: Bool
  ) -> Cascade {
    Cascade(
      sheet: prepared(for: tree, schema: reading.namingSchema), tree: tree,
      precedence: precedence ?? dialect.precedence,
      environment: tree.environment.overridden(by: environment), reading: reading, parallel: parallel)
  }
}

extension Stylesheet {
  /// The sheet as it styles `tree`: its property names read as `schema` spells them, its
  /// shorthand type names as the tree's types, and the properties the tree's code styles set
  /// numbered among its own.
  func prepared(for tree: StyleTree, schema: StyleSchema?) -> Stylesheet {
    let named = schema.map { readingPropertyNames(by: $0) } ?? self
    return named.readingShorthands(for: tree, schema: schema).addingCodeProperties(of: tree, schema: schema)
  }

  /// The sheet with every property the tree's code styles set (as `schema` spells it, with the
  /// paths its aliases stand for) among its properties; the sheet itself when it has them all.
  /// - Complexity: O(code declarations), and O(rules) to re-index when one is new.
  func addingCodeProperties(of tree: StyleTree, schema: StyleSchema?) -> Stylesheet {
    guard !tree.codeStyles.isEmpty else { return self }
    var keys: Set<PropertyKey> = []
    var targets: Set<PropertyKey> = []
    for key in tree.codeStyles.propertyKeys {
      let read = schema?.canonicalSpelling(of: key) ?? key
      keys.insert(read)
      for target in schema?.aliasTargets(of: String(read.path.prefix { $0 != "." })) ?? [] {
        if let aliased = read.renamingSegments({ position, _ in position == 0 ? target : nil }) {
          targets.insert(aliased)
        }
      }
    }
    let isKnown = { (key: PropertyKey) in self.ruleSet.property(named: key.description) != nil }
    guard !keys.allSatisfy(isKnown) || !targets.isSubset(of: ruleSet.aliasTargets) else { return self }
    var read = self
    read.ruleSet = RuleSet(
      entries: entries, declarations: declarations, aliasTargets: ruleSet.aliasTargets.union(targets),
      codeProperties: ruleSet.codeProperties.union(keys.filter { !isKnown($0) }))
    return read
  }

  /// The sheet as it styles `tree`: a shorthand type selector (`Button`, in CSS syntax) names
  /// the tree's or the schema's own type of that exact name when there is one, else UIKit's.
  /// - Complexity: O(shorthand names) when the tree uses none of them (the usual case), else
  ///   O(nodes + types) to find the tree's types, and O(rules) to re-index if one is shadowed.
  func readingShorthands(for tree: StyleTree, schema: StyleSchema?) -> Stylesheet {
    guard !shorthandTypeNames.isEmpty else { return self }
    return readingShorthands(
      asExact: shorthandTypeNames.filter { schema?.types[$0] != nil }.union(
        tree.typeNames(among: shorthandTypeNames)))
  }

  /// The sheet with each shorthand type name in `names` read as the exact type of that name
  /// (for `stylec rules`, the app's classes a project declares); the sheet itself when its
  /// selectors use none of them.
  /// - Complexity: O(rules) to re-index them when a shorthand is shadowed.
  package func readingShorthands(asExact names: Set<String>) -> Stylesheet {
    let exact = shorthandTypeNames.intersection(names)
    guard !exact.isEmpty else { return self }
    var read = self
    for index in read.entries.indices {
      if let selector = read.entries[index].selector.readingShorthands(asExact: exact.contains) {
        read.entries[index].selector = selector
      }
    }
    read.ruleSet = RuleSet(
      entries: read.entries, declarations: declarations, aliasTargets: ruleSet.aliasTargets,
      codeProperties: ruleSet.codeProperties)
    return read
  }

  /// The sheet with its property names read as `schema` reads them: a name the schema knows
  /// written in another case or with other dashes (`BACKGROUNDCOLOR`) takes the schema's
  /// spelling, and each path an alias the sheet writes stands for (`layer.corner-radius` for
  /// `corner-radius`) joins the properties, for the cascade to set from either name. The sheet
  /// itself when there is nothing to change.
  /// - Complexity: O(properties) when nothing changes, else O(rules + declarations) to re-index.
  func readingPropertyNames(by schema: StyleSchema) -> Stylesheet {
    var renamed: [PropertyKey: PropertyKey] = [:]
    var targets: Set<PropertyKey> = []
    // A custom property's name is its own, case and dashes included.
    for key in ruleSet.propertyKeys where !isCustomPropertyName(key.path) {
      let spelled = schema.canonicalSpelling(of: key)
      if let spelled { renamed[key] = spelled }
      let read = spelled ?? key
      for target in schema.aliasTargets(of: String(read.path.prefix { $0 != "." })) {
        if let aliased = read.renamingSegments({ position, _ in position == 0 ? target : nil }) {
          targets.insert(aliased)
        }
      }
    }
    guard !renamed.isEmpty || !targets.isEmpty else { return self }
    var read = self
    if !renamed.isEmpty {
      for index in read.declarations.indices {
        if let new = renamed[read.declarations[index].key] { read.declarations[index].key = new }
      }
    }
    read.ruleSet = RuleSet(
      entries: read.entries, declarations: read.declarations, aliasTargets: targets,
      codeProperties: ruleSet.codeProperties)
    return read
  }
}

extension Stylesheet {
  /// The `@media` part of a condition as its text: nil for a condition only `@container`
  /// blocks made (its media part is always true).
  func mediaText(ofCondition condition: Int) -> String? {
    containerQueries[condition].isEmpty || conditions[condition] != .always ? conditions[condition].text : nil
  }

  /// A whole condition as its text: the `@media` part, then each `@container` query.
  func conditionText(_ condition: Int) -> String {
    ([mediaText(ofCondition: condition)].compactMap { $0 }
      + containerQueries[condition].map { "@container " + $0.text }).joined(separator: " ")
  }

  /// The stylesheet as flat CSS: one rule per selector in source order, with imports inserted,
  /// variables and arithmetic evaluated, nesting, `&` and `@extend` resolved, and each rule's
  /// `@media` condition written around it. Reading this text back (as CSS) gives the same rules
  /// with the same scores and the same ranking, so it can stand in for the sheet it came from.
  ///
  /// A sheet read in another dialect than `stylec` begins with `@dialect NAME;`, so that the
  /// text read back ranks as the original did.
  public var canonicalText: String {
    var text = ""
    writeCanonicalText { text += $0 }
    return text
  }

  /// `canonicalText` handed to `write` a rule at a time (the `@dialect` line first, then the
  /// cascade layers' order, each rule in a layer inside its `@layer` block), so that
  /// `stylec rules --format css` writes it as it comes: listed for each selector of its group, a
  /// rule's declarations can make the text many times the size of the sheet.
  /// An error `write` throws ends the text.
  package func writeCanonicalText<Failure: Error>(to write: (String) throws(Failure) -> Void) throws(Failure)
  {
    if dialect != .stylec { try write("@dialect \(dialect);\n") }
    if layers.count > 1 {
      try write("@layer \((1..<layers.count).map { layers.name(of: $0)! }.joined(separator: ", "));\n")
    }
    for entry in entries {
      let rule = writtenAsItReadsBack(entry)
      let declarations = zip(rule.declarations, self.declarations[entry.declarations]).map {
        written, compiled in
        // A custom property's value, and one worked out on each node, stands as its text.
        let value =
          compiled.isWorkedOutPerNode || isCustomPropertyName(compiled.key.path)
          ? written.value.description : written.value.textReadingBackInCSS
        return "\(written.property): \(value)\(written.isImportant ? " !important" : "");"
      }.joined(separator: " ")
      let body = declarations.isEmpty ? "\(rule.selector) {}\n" : "\(rule.selector) { \(declarations) }\n"
      // Its layer, its condition and its container queries, outermost first, each block
      // indented inside the one around it.
      let blocks =
        (rule.layer.map { ["@layer \($0)"] } ?? []) + (rule.condition.map { ["@media \($0)"] } ?? [])
        + rule.containerQueries.map { "@container \($0)" }
      let indent = { (depth: Int) in String(repeating: "  ", count: depth) }
      var text = ""
      for (depth, block) in blocks.enumerated() { text += indent(depth) + block + " {\n" }
      text += indent(blocks.count) + body
      for depth in blocks.indices.reversed() { text += indent(depth) + "}\n" }
      try write(text)
    }
  }

  /// The rule of `entry` as `canonicalText` writes it: a rule Nimbus's pseudo-class bound to a
  /// control state (`UIButton:highlighted { background-color: red; }`) is written so again, not
  /// with the state on each property, which a property that takes none refuses read back (an
  /// error, where Nimbus's rule was a declaration without effect, a warning).
  private func writtenAsItReadsBack(_ entry: RuleEntry) -> StyleRule {
    var rule = rule(entry, typedWith: nil, readingBackInCSS: true)
    let compiled = declarations[entry.declarations]
    let states = Set(
      compiled.map { $0.isBoundToState ? $0.key.arguments.last { $0.name == "state" }?.value : nil })
    guard !compiled.isEmpty, states.count == 1, let state = states.first ?? nil else { return rule }
    rule.selector += ":" + state
    for (index, declaration) in compiled.enumerated() {
      var arguments = declaration.key.arguments
      if let bound = arguments.lastIndex(where: { $0.name == "state" }) { arguments.remove(at: bound) }
      rule.declarations[index].property =
        PropertyKey(path: declaration.key.path, arguments: arguments).description
    }
    return rule
  }
}
