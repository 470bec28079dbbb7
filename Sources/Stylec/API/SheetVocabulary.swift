/// The words a sheet may write where an editor completes them (`stylec lsp`): at-rules,
/// pseudo-classes, `@media` features and colour names, each list checked by a test against what
/// the parser reads.
package enum SheetVocabulary {
  /// The at-rules the parser reads, without their `@`.
  package static let atRules = [
    "media", "container", "layer", "import", "mixin", "include", "extend", "extends", "dialect", "device",
    "charset",
  ]

  /// The at-rules a rule's block may hold: none that stands only at a sheet's top level
  /// (`@import`, `@mixin`, `@dialect`, `@charset`).
  package static let atRulesInARule = atRules.filter {
    !["import", "mixin", "dialect", "charset"].contains($0)
  }

  /// The at-rules a sheet's top level may hold: none that stands only inside a rule
  /// (`@include`, `@extend`).
  package static let atRulesAtTheTopLevel = atRules.filter {
    !["include", "extend", "extends"].contains($0)
  }

  /// The pseudo-classes only the dialects reading today's CSS have (`Dialect.readsCurrentCSS`).
  package static let currentCSSPseudoClasses: Set<String> = ["is", "where", "has"]

  /// The pseudo-classes that are not a view's states, by their canonical names.
  package static var pseudoClasses: [String] { Set(Parser.knownNames).sorted() }

  /// The `@media` features stylec answers, by the names CSS and stylec write them: every name a
  /// condition reads (`user-interface-style` and `bold-text` were left out).
  package static let mediaFeatures = Parser.featureNames

  /// The values the `@media` features that take names take, by feature.
  package static let mediaFeatureValues: [String: [String]] = [
    "orientation": ["landscape", "portrait"], "prefers-color-scheme": ["dark", "light"],
    "prefers-reduced-motion": ["no-preference", "reduce"],
    "prefers-reduced-transparency": ["no-preference", "reduce"],
    "prefers-contrast": ["more", "no-preference"],
    "device": ["pad", "phone", "tv"], "horizontal-size-class": ["compact", "regular"],
    "vertical-size-class": ["compact", "regular"], "layout-direction": ["ltr", "rtl"],
    "content-size-category": StyleEnvironment.ContentSizeCategory.allCases.map(\.rawValue),
    "user-interface-style": ["dark", "light"],
  ].merging(StyleEnvironment.AccessibilitySetting.allCases.map { ($0.rawValue, ["false", "true"]) }) { $1 }

  /// CSS's named colours, and the seeds' few others.
  package static var colorNames: [String] { namedColors.keys.sorted() }
}

/// The names a sheet's selectors use, for completing the project's own classes and ids.
extension Stylesheet {
  /// The types, classes and ids its selectors name (inside `:is()`, `:not()`, `:has()` too), in
  /// every file it read.
  package func selectorNames() -> (types: Set<String>, classes: Set<String>, ids: Set<String>) {
    var names: (types: Set<String>, classes: Set<String>, ids: Set<String>) = ([], [], [])
    var pending = blocks.flatMap(\.selectors)
    while let selector = pending.popLast() {
      for compound in selector.compounds {
        if let type = compound.type { names.types.insert(type) }
        names.classes.formUnion(compound.classes)
        if let id = compound.id { names.ids.insert(id) }
        for pseudoClass in compound.pseudoClasses { pending += pseudoClass.argumentSelectors }
      }
    }
    return names
  }

  /// The custom properties (`--accent`) the loaded file and its imports declare.
  package var customPropertyNames: Set<String> {
    Set(declarations.lazy.map(\.key.path).filter { $0.hasPrefix("--") })
  }

  /// The variables the loaded file and its imports define, with their sigils.
  package var variableNames: Set<String> { Set(variableDefinitions.map(\.name)) }

  /// The variables a value at `offset` of the loaded file may use, each with its value there
  /// (nil where that definition failed, or for a mixin's parameter, which each include gives):
  /// those injected (which come before the first line), those it defines before `offset`, and
  /// those of the files it imports before `offset`; a name defined again takes the value of its
  /// last definition before `offset`; in a mixin, its parameters. An editor offers the
  /// variables whose value a property takes.
  package func variables(inScopeAt offset: Int) -> [String: StyleValue?] {
    var values = injectedVariableValues.mapValues { Optional($0) }
    let importEnds = importEndsInLoadedFile()
    // In the order the load read them, so the last in scope is the value there.
    for definition in variableDefinitions {
      let end = definition.file == 0 ? definition.range.upperBound : importEnds[definition.file]
      if let end, end <= offset { values[definition.name] = .some(definition.value) }
    }
    // In a mixin, its parameters where they are bound, whose values each include gives.
    for scope in mixinScopes where scope.file == 0 && scope.header.lowerBound <= offset && offset <= scope.end
    {
      for parameter in scope.parameters
      where parameterRanges(of: parameter, in: scope).last.map({ $0.lowerBound <= offset }) ?? false {
        values.updateValue(nil, forKey: parameter)
      }
    }
    return values
  }

  /// The variables the file at `path` reads where the loaded file imports it (by its own
  /// `@import` that reaches it, directly or through another file), each with its value there:
  /// a partial's, which it takes from its importer. Empty where the load does not import it.
  package func variables(readWhereImporting path: String) -> [String: StyleValue?] {
    let sites = importsInLoadedFile()
    guard let file = files.indices.dropFirst().first(where: { files[$0].path == path }),
      let site = sites[file]
    else { return [:] }
    return variables(inScopeAt: site.range.lowerBound)
  }

  /// The value of the variable `name` written at `offset` of the loaded file: on a definition's
  /// name, the value it defines; elsewhere (an `@include`'s argument, the right side of
  /// `$a = $a + 1`), the one in scope there. Nil where none is known: a mixin's parameter, which
  /// each include gives, or a definition that failed.
  package func variableValue(_ name: String, at offset: Int) -> StyleValue? {
    if let own = variableDefinitions.last(where: {
      $0.file == 0 && $0.name == name && $0.range.lowerBound <= offset
        && offset <= $0.range.lowerBound + name.utf8.count
    }) {
      return own.value
    }
    return variables(inScopeAt: offset)[name] ?? nil
  }

  /// Where, in the loaded file, the `@import` that brought in each imported file (directly, or
  /// by a file it imports) ends, by file index.
  private func importEndsInLoadedFile() -> [Int: Int] {
    importsInLoadedFile().mapValues(\.range.upperBound)
  }

  /// The loaded file's own `@import` that brought in each imported file (directly, or by a file
  /// it imports), by file index.
  private func importsInLoadedFile() -> [Int: ImportSite] {
    var importedBy: [Int: ImportSite] = [:]
    for site in importSites { importedBy[site.imported] = site }
    var found: [Int: ImportSite] = [:]
    for file in importedBy.keys {
      // Up the chain of importers to the loaded file's own `@import`.
      var site = importedBy[file]
      while let step = site, step.importer != 0 { site = importedBy[step.importer] }
      if let site { found[file] = site }
    }
    return found
  }

  /// Where, in the loaded file, the `@import` stands that read the file at `path` (directly, or
  /// through a file it imports), by the path the load gave it: an editor shows there the errors
  /// of the files the loaded file reads. Nil for the loaded file, or a file it did not import.
  package func importLocation(reaching path: String) -> SourceLocation? {
    let imports = importsInLoadedFile()
    guard let file = files.indices.dropFirst().first(where: { files[$0].path == path && imports[$0] != nil })
    else {
      // A file found but not read (not UTF-8): where the file that imports it is reached.
      guard let unread = unreadImports.first(where: { $0.path == path }) else { return nil }
      return unread.importer == 0
        ? files[0].location(unread.range) : importLocation(reaching: files[unread.importer].path)
    }
    return imports[file].map { files[0].location($0.range) }
  }

  /// The mixins an `@include` at `offset` of the loaded file can include: those defined before
  /// it there, or in a file imported before it (a mixin must be defined before its include).
  package func mixinNames(definedBefore offset: Int) -> Set<String> {
    let importEnds = importEndsInLoadedFile()
    return Set(
      mixinDefinitions.filter { definition in
        let end = definition.file == 0 ? definition.range.upperBound : importEnds[definition.file]
        return end.map { $0 <= offset } ?? false
      }.map(\.name))
  }
}

/// Where a sheet defines a name, for an editor's "go to definition".
extension Stylesheet {
  /// Where `name` is defined in the sheet and the files it read: a variable (`$accent`, with its
  /// sigil), a mixin, or a custom property (`--accent`, each declaration of it), in the order
  /// written, each with its file's bytes (to count positions in).
  package func definitions(of name: String) -> [(location: SourceLocation, bytes: [UInt8])] {
    var found: [(file: Int, range: Range<Int>)] = []
    if name.hasPrefix("--") {
      for declaration in declarations where declaration.key.path == name {
        found.append((declaration.file, declaration.range))
      }
    } else {
      for definition in variableDefinitions + mixinDefinitions where definition.name == name {
        found.append((definition.file, definition.range))
      }
    }
    var seen: Set<[Int]> = []
    return found.filter { seen.insert([$0.file, $0.range.lowerBound]).inserted }.map {
      (files[$0.file].location($0.range), files[$0.file].bytes)
    }
  }

  /// Where the variable `name` that a value at `offset` of the loaded file reads (or the mixin
  /// an `@include` there includes) is defined: the
  /// definition whose name stands at `offset` itself, else the last one before it (in the file,
  /// or in a file it imports before `offset`: in `$a = $a + 1`, the value's `$a` reads an
  /// earlier one); all of them (`definitions(of:)`) where `name` is no variable the sheet
  /// defines; nil where the sheet defines it, but not before `offset` (the value reads what
  /// the configuration gives, or nothing).
  package func definitions(of name: String, readAt offset: Int) -> [(
    location: SourceLocation, bytes: [UInt8]
  )]? {
    let named = (variableDefinitions + mixinDefinitions).filter { $0.name == name }
    guard !named.isEmpty else { return definitions(of: name) }
    // A mixin's body is worked out where it is included, reading at each include the
    // definition before that: every definition may be the one read.
    if isInMixinBody(offset) { return definitions(of: name) }
    if let own = named.first(where: {
      $0.file == 0 && $0.range.lowerBound <= offset && offset <= $0.range.lowerBound + name.utf8.count
    }) {
      return [(files[0].location(own.range), files[0].bytes)]
    }
    let importEnds = importEndsInLoadedFile()
    let before = named.last { definition in
      let end = definition.file == 0 ? definition.range.upperBound : importEnds[definition.file]
      return end.map { $0 <= offset } ?? false
    }
    guard let before else { return nil }
    return [(files[before.file].location(before.range), files[before.file].bytes)]
  }

  /// Where the variable or mixin `name` that the file at `path` reads, wherever the load imports
  /// it (directly or through another file; each time, when twice), is defined: at each import,
  /// the last definition read before it, in the load's order. A partial that defines a name
  /// nowhere reads its importers' so.
  package func definitions(of name: String, readWhereImporting path: String) -> [(
    location: SourceLocation, bytes: [UInt8]
  )] {
    definitionsRead(of: name, whereImporting: path).map {
      (files[$0.file].location($0.range), files[$0.file].bytes)
    }
  }

  /// The values of the variable `name` that the file at `path` reads wherever the load imports
  /// it (see `definitions(of:readWhereImporting:)`), each definition's once; nil for one whose
  /// definition failed. An editor shows a partial's variables as its importers give them.
  package func variableValues(of name: String, readWhereImporting path: String) -> [StyleValue?] {
    definitionsRead(of: name, whereImporting: path).filter { variableDefinitions.contains($0) }.map(\.value)
  }

  /// The definitions of `name` the file at `path` reads wherever the load imports it, in the
  /// order of its imports.
  private func definitionsRead(of name: String, whereImporting path: String) -> [NamedDefinition] {
    let named = (variableDefinitions + mixinDefinitions).filter { $0.name == name }
    guard !named.isEmpty else { return [] }
    var importedBy: [Int: ImportSite] = [:]
    for site in importSites { importedBy[site.imported] = site }
    // Where a file's contents stand in the load's order: the offsets of the imports that lead
    // to it, from the loaded file's down; a place in it follows them.
    func place(of file: Int) -> [Int] {
      var offsets: [Int] = []
      var current = file
      while current != 0, let site = importedBy[current] {
        offsets.append(site.range.lowerBound)
        current = site.importer
      }
      return offsets.reversed()
    }
    // Each definition's place, worked out once, in the load's order.
    let placed = named.map { (definition: $0, place: place(of: $0.file) + [$0.range.lowerBound]) }
      .sorted { $0.place.lexicographicallyPrecedes($1.place) }
    var found: [NamedDefinition] = []
    for file in files.indices.dropFirst() where files[file].path == path {
      let target = place(of: file)
      if let read = placed.last(where: { $0.place.lexicographicallyPrecedes(target) })?.definition,
        !found.contains(read)
      {
        found.append(read)
      }
    }
    return found
  }

  /// Where, in the files the load read (by path), the variable `name` written without a sigil
  /// stands as the load read it: its definitions and its uses as a bare word. An editor counts
  /// a word of its spelling only there, never in a selector (`UIButton:selected`), a media
  /// condition or an `@device`.
  package func bareWordSites(of name: String) -> [(file: String, offset: Int)] {
    (variableDefinitions + bareWordUses).filter { $0.name == name }.map {
      (files[$0.file].path, $0.range.lowerBound)
    }
  }

  /// Where, in the files the load read (by path), a `@mixin`'s parameter `name` stands for the
  /// parameter rather than a variable of that name (`parameterRanges(of:in:)`). An editor
  /// leaves uses there out of the variable's.
  package func parameterScopes(of name: String) -> [(file: String, range: Range<Int>)] {
    mixinScopes.filter { $0.parameters.contains(name) }.flatMap { scope in
      parameterRanges(of: name, in: scope).map { (files[scope.file].path, $0) }
    }
  }

  /// Where the parameter `name` of a mixin stands for the parameter: its name in the header,
  /// and from the end of its entry (`$r: $r * 2`, whose default reads the sheet's `$r`, as the
  /// defaults before it do) to the body's end. The whole header and body when the header
  /// cannot be read so.
  private func parameterRanges(of name: String, in scope: MixinScope) -> [Range<Int>] {
    let bytes = files[scope.file].bytes
    let entries = Self.parameterEntries(in: bytes, header: scope.header)
    guard let entry = entries.first(where: { bytes[$0.name].elementsEqual(name.utf8) }) else {
      return [scope.header.lowerBound..<scope.end]
    }
    return [entry.name, entry.end..<scope.end]
  }

  /// The entries of a `@mixin` header's parameter list: each one's name and where it ends (its
  /// comma, or the closing parenthesis), read over quotes, comments and nested parentheses.
  private static func parameterEntries(in bytes: [UInt8], header: Range<Int>) -> [(
    name: Range<Int>, end: Int
  )] {
    guard let open = bytes[header].firstIndex(of: UInt8(ascii: "(")) else { return [] }
    var entries: [(name: Range<Int>, end: Int)] = []
    var entryStart = open + 1
    var depth = 0
    var position = open + 1
    func isSpace(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    }
    func endEntry(at end: Int) {
      defer { entryStart = end + 1 }
      var start = entryStart
      // White space and comments before the name.
      while start < end {
        if isSpace(bytes[start]) {
          start += 1
        } else if bytes[start] == UInt8(ascii: "/"), start + 1 < end, bytes[start + 1] == UInt8(ascii: "*") {
          start += 2
          while start + 1 < end, !(bytes[start] == UInt8(ascii: "*") && bytes[start + 1] == UInt8(ascii: "/"))
          {
            start += 1
          }
          start += 2
        } else {
          break
        }
      }
      var nameEnd = start
      while nameEnd < end, !isSpace(bytes[nameEnd]), bytes[nameEnd] != UInt8(ascii: ":") { nameEnd += 1 }
      if nameEnd > start { entries.append((start..<nameEnd, end)) }
    }
    while position < header.upperBound {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        position += 1
        while position < header.upperBound, bytes[position] != byte {
          if bytes[position] == UInt8(ascii: "\\") { position += 1 }
          position += 1
        }
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        if depth == 0 {
          endEntry(at: position)
          return entries
        }
        depth -= 1
      case UInt8(ascii: ","): if depth == 0 { endEntry(at: position) }
      default: break
      }
      position += 1
    }
    return entries
  }

  /// Where the parameter `name` is declared, when `offset` of the loaded file stands in a
  /// `@mixin` of the loaded file that has it: the parameter in the mixin's header, and where
  /// the mixin spans (its uses there are the parameter's).
  package func parameter(named name: String, at offset: Int) -> (
    location: SourceLocation, bytes: [UInt8], scope: [Range<Int>]
  )? {
    for scope in mixinScopes where scope.file == 0 && scope.parameters.contains(name) {
      let ranges = parameterRanges(of: name, in: scope)
      guard ranges.contains(where: { $0.lowerBound <= offset && offset <= $0.upperBound }) else { continue }
      let written = ranges.count == 2 ? ranges[0] : scope.header
      return (files[0].location(written), files[0].bytes, ranges)
    }
    return nil
  }

  /// The path of the file the loaded file's `@import` around `offset` read (anywhere in the
  /// statement, however it is written: over lines, with escapes, through a variable); nil where
  /// no `@import` stands, or it read no file.
  package func importedFile(at offset: Int) -> String? {
    importSites.first { $0.importer == 0 && $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
      .map { files[$0.imported].path }
  }

  /// Every `@import` the load read that brought in a file, in the loaded file or a file it
  /// imports: the path of the file it read, and the statement (an editor lists the statements
  /// that import a file as its references).
  package var importStatements: [(importedPath: String, location: SourceLocation, bytes: [UInt8])] {
    importSites.map {
      (files[$0.imported].path, files[$0.importer].location($0.range), files[$0.importer].bytes)
    }
  }

  /// Every `@extend` the load read, in the loaded file or a file it imports: the selectors it
  /// names and the statement (an editor lists the statements that extend a rule).
  package var extendStatements: [(selectors: [String], location: SourceLocation, bytes: [UInt8])] {
    extendSites.map { ($0.selectors, files[$0.file].location($0.range), files[$0.file].bytes) }
  }

  /// The loaded file's `@extend` around `offset`: where the statement stands, and the
  /// selectors it names as the load read them (`rules(withSelector:)` finds their rules).
  package func extendStatement(at offset: Int) -> (range: Range<Int>, selectors: [String])? {
    extendSites.first { $0.file == 0 && $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
      .map { ($0.range, $0.selectors) }
  }

  /// The rules, in the sheet and the files it read, with a selector written as `selector`
  /// (`.card`, what an `@extend` names), in the order written, each with its file's bytes.
  package func rules(withSelector selector: String) -> [(location: SourceLocation, bytes: [UInt8])] {
    blocks.filter { block in
      !block.restatesEnclosingRule && block.selectors.contains { $0.writtenText == selector }
    }.map { (files[$0.file].location($0.range), files[$0.file].bytes) }
  }
}
