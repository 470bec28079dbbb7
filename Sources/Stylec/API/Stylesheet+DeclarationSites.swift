/// The declarations of a sheet's own file as an editor points at them (`stylec lsp`'s hover):
/// where each is written, what it sets, its value, and the types its rule's selectors style.
extension Stylesheet {
  /// One declaration written in the loaded file.
  package struct DeclarationSite: Sendable {
    /// Where it is written, in bytes of the file.
    package var range: Range<Int>
    /// The property's path (`layer.corner-radius`), dotted for nested properties.
    package var property: String
    /// The value as the sheet worked it out; a value using `var()` is its text, worked out on
    /// each view.
    package var value: StyleValue
    /// Whether the value is known only on a view (it uses `var()` or `light-dark()`).
    package var isWorkedOutPerNode: Bool
    /// The types the subjects of its rule's selectors name, in order, each once; empty when
    /// some selector names none (`.card`, `*`).
    package var subjectTypes: [String]
  }

  /// The declarations written in the file the sheet was loaded from (not its imports), in the
  /// order of their blocks; a mixin's declarations count where the mixin is written.
  package func declarationSites() -> [DeclarationSite] {
    declarationSites(writtenIn: 0, inBlocksOf: 0)
  }

  /// The declarations written in the imported file at `path` that the load's rules hold, its
  /// own and those of its mixins the load includes anywhere (a partial's mixin, included by its
  /// importer, is known only there), in the order of their blocks; none where the load does not
  /// read that file.
  package func declarationSites(writtenInImported path: String) -> [DeclarationSite] {
    guard let file = files.indices.dropFirst().first(where: { files[$0].path == path }) else { return [] }
    return declarationSites(writtenIn: file, inBlocksOf: nil)
  }

  /// The declarations written in file `file`, in the blocks of file `blockFile` (nil: of any).
  private func declarationSites(writtenIn file: Int, inBlocksOf blockFile: Int?) -> [DeclarationSite] {
    var sites: [DeclarationSite] = []
    var seen: Set<Int> = []
    for block in blocks where blockFile.map({ block.file == $0 }) ?? true {
      let types = block.subjectTypes
      for index in block.declarations where seen.insert(index).inserted {
        let declaration = declarations[index]
        guard declaration.file == file else { continue }
        sites.append(
          DeclarationSite(
            range: declaration.range, property: declaration.key.path, value: declaration.value,
            isWorkedOutPerNode: declaration.isWorkedOutPerNode, subjectTypes: types))
      }
    }
    return sites
  }

  /// The types the innermost rule around `offset` of the loaded file styles (empty when one of
  /// its selectors names none); nil outside every rule.
  package func subjectTypes(enclosing offset: Int) -> [String]? {
    let enclosing = blocks.filter { $0.file == 0 && !$0.selectors.isEmpty && $0.extent.contains(offset) }
    return enclosing.min { $0.extent.count < $1.extent.count }?.subjectTypes
  }

  /// The types the rules that include the loaded file's mixin around `offset` style, in order,
  /// each once, as a mixin's declarations become theirs; nil outside every mixin's body, or when
  /// no rule that names a type includes one of its declarations.
  package func typesIncludingMixin(around offset: Int) -> [String]? {
    guard let scope = mixinScope(around: offset) else { return nil }
    let body = scope.header.upperBound..<scope.end
    var types: [String] = []
    for block in blocks where block.file == 0 {
      let included = block.declarations.contains {
        declarations[$0].file == 0 && body.contains(declarations[$0].range.lowerBound)
      }
      guard included else { continue }
      for type in block.subjectTypes where !types.contains(type) { types.append(type) }
    }
    return types.isEmpty ? nil : types
  }

  /// The name of the loaded file's mixin whose body holds `offset`, if any.
  package func mixinName(around offset: Int) -> String? {
    guard let scope = mixinScope(around: offset) else { return nil }
    return mixinDefinitions.last { $0.file == 0 && scope.header.contains($0.range.lowerBound) }?.name
  }
}

extension Stylesheet {
  /// Whether `offset` of the loaded file is in a mixin's body, which is worked out where the
  /// mixin is included.
  package func isInMixinBody(_ offset: Int) -> Bool { mixinScope(around: offset) != nil }

  /// The loaded file's innermost mixin whose body holds `offset`, if any.
  fileprivate func mixinScope(around offset: Int) -> MixinScope? {
    mixinScopes.filter { $0.file == 0 && $0.header.upperBound <= offset && offset <= $0.end }
      .max { $0.header.lowerBound < $1.header.lowerBound }
  }
}

extension BlockRecord {
  /// From its selectors to its end: a block's range is its selectors', its body runs on after.
  fileprivate var extent: Range<Int> { range.lowerBound..<max(end, range.upperBound) }

  /// The types the subjects of its selectors name, in order, each once; empty when some
  /// selector names none (`.card`, `*`).
  fileprivate var subjectTypes: [String] {
    var types: [String] = []
    for selector in selectors {
      guard let type = selector.subject.type else { return [] }
      if !types.contains(type) { types.append(type) }
    }
    return types
  }
}

/// The outline of a sheet's own file (`stylec lsp`'s document symbols): its rules, variables,
/// mixins and `@media`, `@container` and `@layer` blocks, where each is written.
extension Stylesheet {
  /// One entry of the outline.
  package struct OutlineEntry: Sendable, Equatable {
    /// What it is.
    package enum Kind: Sendable, Equatable {
      case rule, variable, mixin, media, layer
    }
    package var kind: Kind
    /// A variable's or mixin's name; nil for a rule or `@media` block, named by its text.
    package var name: String?
    /// Where it is named, in bytes of the file: a rule's selectors, a definition, a condition.
    package var range: Range<Int>
    /// The whole of it: a rule's or `@media` block's body too; else `range`.
    package var extent: Range<Int>
  }

  /// The loaded file's rules, variables, mixins and `@media` conditions, in the order written.
  package func outline() -> [OutlineEntry] {
    var entries: [OutlineEntry] = []
    for block in blocks where block.file == 0 && !block.restatesEnclosingRule {
      entries.append(
        OutlineEntry(
          kind: .rule, name: nil, range: block.range,
          extent: block.range.lowerBound..<max(contentEnd(before: block.end), block.range.upperBound)))
    }
    for definition in variableDefinitions where definition.file == 0 {
      entries.append(
        OutlineEntry(
          kind: .variable, name: definition.name, range: definition.range, extent: definition.range))
    }
    for definition in mixinDefinitions where definition.file == 0 {
      entries.append(
        OutlineEntry(kind: .mixin, name: definition.name, range: definition.range, extent: definition.range))
    }
    for (kind, sites) in [(OutlineEntry.Kind.media, conditionSites), (.layer, layerSites)] {
      for site in sites where site.file == 0 {
        entries.append(
          OutlineEntry(
            kind: kind, name: nil, range: site.range,
            extent: site.range.lowerBound..<max(contentEnd(before: site.end), site.range.upperBound)))
      }
    }
    return entries.sorted {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
  }

  /// Where a block of the loaded file that ends at `end` ends in what it holds: an indented
  /// block ends where the next statement starts, after the blank lines and the `//` comment
  /// lines that come before that statement and belong to it.
  private func contentEnd(before end: Int) -> Int {
    let bytes = files[0].bytes
    var end = min(end, bytes.count)
    // A block that ends with what it holds (`}`, a value) ends there: its line is not read back,
    // which for a sheet of one line would read the whole line again for each rule.
    guard end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) else { return end }
    while end > 0 {
      // The line before `end`, without its line break.
      var lineEnd = end
      while lineEnd > 0, bytes[lineEnd - 1] == 0x0A || bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      var lineStart = lineEnd
      while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
      let content = bytes[lineStart..<lineEnd].drop { $0 == 0x20 || $0 == 0x09 }
      guard content.isEmpty || content.starts(with: "//".utf8), lineStart < end else {
        // Its trailing spaces and line break are no part of it either.
        var trimmed = lineEnd
        while trimmed > lineStart, bytes[trimmed - 1] == 0x20 || bytes[trimmed - 1] == 0x09 { trimmed -= 1 }
        return trimmed
      }
      end = lineStart
    }
    return end
  }
}

/// How a rule's selectors rank (`stylec lsp`'s hover on a selector): each selector's score
/// under the sheet's precedence, and its specificity.
extension Stylesheet {
  /// One selector of a rule, ranked.
  package struct SelectorRank: Sendable, Equatable {
    /// The selector as the sheet reads it (a nested rule's joined to its parent's).
    package var text: String
    /// Its rank under the sheet's precedence; higher wins.
    package var score: Int
    /// W3C specificity: ids, classes and pseudo-classes, types.
    package var specificity: [Int]
  }

  /// The innermost rule of the loaded file whose block holds `offset`: where its block is
  /// written, the precedence the sheet ranks by, and its selectors ranked; nil outside every
  /// rule.
  package func selectorRanks(enclosing offset: Int) -> (
    block: Range<Int>, precedence: Precedence, selectors: [SelectorRank]
  )? {
    let enclosing = blocks.filter { $0.file == 0 && $0.range.contains(offset) && !$0.selectors.isEmpty }
    guard let block = enclosing.min(by: { $0.range.count < $1.range.count }) else { return nil }
    let precedence = dialect.precedence
    return (
      block.range, precedence,
      block.selectors.map { selector in
        let parts = selector.specificityParts
        return SelectorRank(
          text: selector.writtenText, score: selector.score(precedence),
          specificity: [parts.ids, parts.classes, parts.types])
      }
    )
  }
}
