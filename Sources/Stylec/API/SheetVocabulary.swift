/// The words a sheet may write where an editor completes them (`stylec lsp`): at-rules,
/// pseudo-classes, `@media` features and colour names, each list checked by a test against what
/// the parser reads.
package enum SheetVocabulary {
  /// The at-rules the parser reads, without their `@`.
  package static let atRules = [
    "media", "container", "layer", "import", "mixin", "include", "extend", "extends", "dialect", "device",
  ]

  /// The pseudo-classes that are not a view's states, by their canonical names.
  package static var pseudoClasses: [String] { Set(Parser.knownNames).sorted() }

  /// The `@media` features stylec answers, by the names CSS and stylec write them.
  package static let mediaFeatures = [
    "width", "min-width", "max-width", "height", "min-height", "max-height", "orientation",
    "prefers-color-scheme",
    "prefers-reduced-motion", "prefers-reduced-transparency", "prefers-contrast", "device", "scale",
    "version",
    "layout-direction", "content-size-category", "horizontal-size-class", "vertical-size-class",
    "screen-width",
    "screen-height",
  ]

  /// The values the `@media` features that take names take, by feature.
  package static let mediaFeatureValues: [String: [String]] = [
    "orientation": ["landscape", "portrait"], "prefers-color-scheme": ["dark", "light"],
    "prefers-reduced-motion": ["no-preference", "reduce"],
    "prefers-reduced-transparency": ["no-preference", "reduce"],
    "prefers-contrast": ["more", "no-preference"],
    "device": ["pad", "phone", "tv"], "horizontal-size-class": ["compact", "regular"],
    "vertical-size-class": ["compact", "regular"], "layout-direction": ["ltr", "rtl"],
    "content-size-category": StyleEnvironment.ContentSizeCategory.allCases.map(\.rawValue),
  ]

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

  /// The variables, defined by the sheet or injected, whose value a property of `type` takes
  /// (a colour for a colour): an editor offers these, not every variable, for its value.
  package func variables(fitting type: ValueType) -> [String: StyleValue] {
    variableValues.filter { if case .success = type.convert($0.value) { true } else { false } }
  }

  /// The variables a value at `offset` of the loaded file may use: those its imports define,
  /// those it defines before there, and those injected (which come before the first line).
  package func variableNames(inScopeAt offset: Int) -> Set<String> {
    var names = Set(variableValues.keys).subtracting(variableDefinitions.lazy.map(\.name))
    for definition in variableDefinitions where definition.file != 0 || definition.range.upperBound <= offset
    {
      names.insert(definition.name)
    }
    return names
  }

  /// The mixins the loaded file and its imports define.
  package var mixinNames: Set<String> { Set(mixinDefinitions.map(\.name)) }
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

  /// The rules, in the sheet and the files it read, with a selector written as `selector`
  /// (`.card`, what an `@extend` names), in the order written, each with its file's bytes.
  package func rules(withSelector selector: String) -> [(location: SourceLocation, bytes: [UInt8])] {
    blocks.filter { block in
      !block.restatesEnclosingRule && block.selectors.contains { $0.writtenText == selector }
    }.map { (files[$0.file].location($0.range), files[$0.file].bytes) }
  }
}
