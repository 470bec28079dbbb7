import Stylec

/// Completion: what may stand where the cursor is, read from the text before it and the
/// document as last loaded: at-rules, variables and custom properties in scope, the project's
/// types, classes and ids, pseudo-classes and the states of the rule's types, the properties of
/// the types a rule styles, and the values its property takes.
extension LanguageServer {
  /// The protocol's kinds of completion item.
  private enum ItemKind: Int {
    case property = 10, value = 12, color = 16, variable = 6, `class` = 7, keyword = 14, enumMember = 20,
      function = 3

    /// Where items of the kind come in the list, lowest first.
    var rank: Int {
      switch self {
      case .property, .value, .enumMember, .keyword, .function: 0
      case .color: 1
      case .variable: 3
      case .class: 4
      }
    }
  }

  func completion(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let (document, offset) = try documentPosition(params)
    let site = CompletionSite(
      text: document.text, offset: offset, cssSyntax: syntax(of: document.uri) == .css)
    let loaded = try? load(document).get()
    let schema = loaded?.schema ?? .uikit
    let types =
      typesStyled(at: offset, site: site, in: document, sheet: loaded?.sheet, schema: schema) ?? ["UIView"]
    // In a block of nested properties (`layer @{`), the properties of the object they name.
    let propertyTypes =
      site.propertyPrefix.isEmpty
      ? types
      : types.compactMap { type in
        site.propertyPrefix.reduce(Optional(type)) { owner, name in
          guard let owner, case .object(let objectType)? = schema.property(path: name, of: owner)?.type else {
            return nil
          }
          return objectType
        }
      }
    var items: [String: ItemKind] = [:]
    // What an item is, shown beside it: a property's type, what an alias stands for.
    var details: [String: String] = [:]
    // Where an item comes in the list, when not where its kind does.
    var ranks: [String: Int] = [:]
    var replaced = site.word
    func add(_ labels: some Sequence<String>, _ kind: ItemKind) {
      for label in labels where items[label] == nil { items[label] = kind }
    }
    // The property whose value is being written, when the schema knows it.
    let valueProperty =
      site.depth > 0
      ? site.declaredProperty.map({
        (site.propertyPrefix + [ResolvedStyles.canonicalName($0)]).joined(separator: ".")
      })
      .flatMap { property in
        types.lazy.compactMap({ schema.property(path: property, of: $0) }).first
          ?? schema.types.keys.sorted().lazy.compactMap({ schema.property(path: property, of: $0) }).first
      } : nil
    // The variables in scope here (defined before, imported before or given), each with its
    // value here; in a partial, also those its importers give it where they import it.
    var inScope = loaded?.sheet.variables(inScopeAt: offset) ?? [:]
    // (Only where variables are offered: the importers are loaded for it.)
    if site.mark == UInt8(ascii: "$") || site.mark == UInt8(ascii: "@") || valueProperty != nil
      || site.statement.lowercased().hasPrefix("@include")
    {
      inScope.merge(variablesInImporters(for: document)) { own, _ in own }
    }
    // Those whose values fit the property, listed first with their values: a colour
    // property's `$brand` before the 148 colour names.
    func addFittingVariables(of type: ValueType, sigil: String) {
      for (name, value) in inScope where name.hasPrefix(sigil) {
        // A mixin's parameter (or a definition that failed) has no value here to judge.
        guard let value else {
          items[name] = .variable
          continue
        }
        guard type.takes(value, in: loaded?.sheet.dialect ?? .stylec) else { continue }
        let shown = value.description
        items[name] = .variable
        details[name] = "= " + (shown.count > 60 ? String(shown.prefix(59)) + "…" : shown)
        ranks[name] = 0
      }
    }
    let statement = site.statement.lowercased()
    if site.mark == UInt8(ascii: "@"), site.statement.isEmpty {
      // Inside a rule, only what a rule may hold (`@import` there is an error).
      add(site.depth > 0 ? SheetVocabulary.atRulesInARule : SheetVocabulary.atRulesAtTheTopLevel, .keyword)
    } else if let mark = site.mark, mark == UInt8(ascii: "$") || mark == UInt8(ascii: "@") {
      // A variable's sigil is part of its name (`$tone`, InterfaCSS's `@tone`).
      let sigil = String(UnicodeScalar(mark))
      replaced = (site.word.lowerBound - 1)..<site.word.upperBound
      if let valueProperty {
        addFittingVariables(of: valueProperty.type, sigil: sigil)
      } else {
        add(inScope.keys.filter { $0.hasPrefix(sigil) }, .variable)
      }
    } else if site.statement.hasSuffix("var(") || document.text[site.word].starts(with: "--".utf8) {
      add(loaded?.sheet.customPropertyNames ?? [], .variable)
    } else if statement.hasPrefix("@include"), statement.contains("(") {
      // An argument: the variables in scope, whatever the parameter takes.
      add(inScope.keys, .variable)
    } else if statement.hasPrefix("@include") {
      add(loaded?.sheet.mixinNames(definedBefore: offset) ?? [], .function)
    } else if statement.hasPrefix("@media") || statement.hasPrefix("@container") {
      // After `feature:` in the parenthesis being written, its values; else the features
      // (`and (` after a feature closed opens another).
      // The colon right before the word is the mark, not part of the statement.
      let written = site.mark == UInt8(ascii: ":") ? statement + ":" : statement
      let condition =
        written.split(separator: "(", omittingEmptySubsequences: false).last.map(String.init) ?? ""
      if !condition.contains(")"), let colon = condition.firstIndex(of: ":") {
        let feature = condition[..<colon].trimmingCharacters(in: .whitespaces)
        add(SheetVocabulary.mediaFeatureValues[feature] ?? [], .enumMember)
      } else {
        add(SheetVocabulary.mediaFeatures, .keyword)
      }
    } else if valueProperty != nil, site.mark == UInt8(ascii: "#") {
      // A hex colour is being typed: no name completes it.
    } else if let valueProperty {
      addFittingVariables(of: valueProperty.type, sigil: "")
      addValues(of: valueProperty.type, to: &items)
    } else if let written = Self.argumentBeingWritten(
      in: site.mark == UInt8(ascii: ":") ? site.statement + ":" : site.statement)
    {
      // A property's argument (`title-color[state:`, `titleColor[state: `): the values the
      // property takes for it.
      for type in propertyTypes {
        add(schema.property(path: written.property, of: type)?.arguments[written.argument] ?? [], .enumMember)
      }
    } else {
      let names = loaded?.sheet.selectorNames()
      switch site.mark {
      case UInt8(ascii: "."):
        add(names?.classes ?? [], .class)
        add(projectSelectorNames().classes, .class)
      case UInt8(ascii: "#"):
        add(names?.ids ?? [], .class)
        add(projectSelectorNames().ids, .class)
      case UInt8(ascii: ":"):
        // A seed's dialect refuses today's pseudo-classes by name: they are not offered there.
        let readsCurrentCSS = loaded?.sheet.dialect.readsCurrentCSS ?? true
        add(
          SheetVocabulary.pseudoClasses.filter {
            readsCurrentCSS || !SheetVocabulary.currentCSSPseudoClasses.contains($0)
          }, .keyword)
        // A selector being written (`UIButton:`) names its type before the mark.
        let stated = site.statementType.flatMap { schema.types[$0] == nil ? nil : [$0] }
        for type in stated ?? types { add(schema.allStates(of: type), .enumMember) }
      default:
        if site.depth > 0 {
          // A rule of several types (`UIButton, UILabel`) sets what every one of them has, as
          // lint checks it on each.
          let everyType = propertyTypes.dropFirst().reduce(
            into: Set(
              propertyTypes.first.map {
                schema.allProperties(of: $0).map(\.0) + schema.allAliases(of: $0).map(\.0)
              }
                ?? [])
          ) { names, type in
            names.formIntersection(
              schema.allProperties(of: type).map(\.0) + schema.allAliases(of: type).map(\.0))
          }
          for type in propertyTypes {
            for (name, info) in schema.allProperties(of: type)
            where items[name] == nil && everyType.contains(name) {
              items[name] = .property
              details[name] = info.type.name
            }
            for (alias, target) in schema.allAliases(of: type)
            where items[alias] == nil && everyType.contains(alias) {
              items[alias] = .property
              details[alias] = "alias of \(target)"
              ranks[alias] = 2
            }
          }
        }
        add(schema.types.keys, .class)
        add(names?.types ?? [], .class)
      }
    }
    let range = protocolRange(replaced, in: document)
    let typed = String(decoding: document.text[replaced], as: UTF8.self).lowercased()
    // What is typed already is no completion of itself.
    let listed = items.keys.filter {
      typed.isEmpty || ($0.lowercased().hasPrefix(typed) && $0.lowercased() != typed)
    }
    .sorted()
    .prefix(Self.mostCompletionItems)
    return [
      "isIncomplete": .bool(listed.count == Self.mostCompletionItems),
      "items": .array(
        listed.map { label in
          var item: [String: JSONValue] = [
            "label": .string(label), "kind": JSONValue(items[label]!.rawValue),
            "textEdit": ["range": range, "newText": .string(label)],
          ]
          if let detail = details[label] { item["detail"] = .string(detail) }
          // An editor lists by this: the rule's own properties, the variables that fit the
          // property (their values shown) and its values first, then colour names, aliases,
          // type names.
          item["sortText"] = .string("\(ranks[label] ?? items[label]!.rank)" + label)
          return .object(item)
        }),
    ]
  }

  /// The types whose properties a declaration at `offset` (whose site is `site`) sets: the
  /// loaded rule's; in a mixin's body, those of the rules including it; a rule being written,
  /// which does not load yet, by the types its selectors name; nil where none is named.
  func typesStyled(
    at offset: Int, site: CompletionSite, in document: TextDocument, sheet: Stylesheet?, schema: StyleSchema
  ) -> [String]? {
    if let sheet {
      if let types = sheet.subjectTypes(enclosing: offset), !types.isEmpty { return types }
      if let types = sheet.typesIncludingMixin(around: offset) { return types }
      if let types = typesOfIncludes(ofMixinAround: offset, in: document, sheet: sheet) { return types }
    }
    let named = site.enclosingTypes.filter { schema.types[$0] != nil }
    return named.isEmpty ? nil : named
  }

  /// The types of the rules of the document that write an `@include` of the mixin whose body
  /// holds `offset`, by where the includes are written: a body with no declaration that loads
  /// yet (empty, or only the word being typed) is included all the same.
  private func typesOfIncludes(ofMixinAround offset: Int, in document: TextDocument, sheet: Stylesheet)
    -> [String]?
  {
    guard let name = sheet.mixinName(around: offset) else { return nil }
    var types: [String] = []
    for use in Stylesheet.occurrences(
      of: name, in: document.text, syntax: syntax(of: document.uri), bareWords: false)
    {
      for type in sheet.subjectTypes(enclosing: use.lowerBound) ?? [] where !types.contains(type) {
        types.append(type)
      }
    }
    return types.isEmpty ? nil : types
  }

  /// The property and the argument whose value a declaration's arguments are being written
  /// with, as a declaration reads their names (`title-color[state:`, `titleColor[state: `,
  /// `title-color[state:selected, traits:`); nil unless the text before the value ends so.
  private static func argumentBeingWritten(in text: String) -> (property: String, argument: String)? {
    var text = Substring(text)
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    guard text.hasSuffix(":"), let open = text.firstIndex(of: "["), !text.contains("]") else { return nil }
    let property = text[..<open]
    let argument =
      text[text.index(after: open)..<text.index(before: text.endIndex)]
      .split(separator: ",", omittingEmptySubsequences: false)
      .last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    guard !property.isEmpty, !argument.isEmpty, !property.contains(" "), !argument.contains(":") else {
      return nil
    }
    return (
      Stylesheet.propertyName(asWritten: String(property)), Stylesheet.propertyName(asWritten: argument)
    )
  }

  /// The classes and ids the project's sheets use (those of the workspace's folders and every
  /// open document), each sheet's read again only when it changed (its stamp, as workspace
  /// symbols keep theirs).
  private func projectSelectorNames() -> (classes: Set<String>, ids: Set<String>) {
    let open = openDocumentsByPath()
    var names: (classes: Set<String>, ids: Set<String>) = ([], [])
    var kept: [String: (stamp: SymbolStamp, classes: Set<String>, ids: Set<String>)] = [:]
    defer { selectorNamesRead = kept }
    for path in projectSheets(open: open) {
      guard let stamp = stamp(of: path, open: open) else { continue }
      var read = selectorNamesRead[path]
      if read?.stamp != stamp, let (_, text) = sheetText(at: path, open: open) {
        let dialect =
          (try? options.configuration(for: path)).flatMap(options.dialect(given:)) ?? options.dialect
        let sheet = Stylesheet(
          bytes: text, fileName: path, syntax: options.syntax, dialect: dialect, limits: options.limits)
        let selectors = sheet.selectorNames()
        read = (stamp, selectors.classes, selectors.ids)
      }
      guard let read else { continue }
      kept[path] = read
      names.classes.formUnion(read.classes)
      names.ids.formUnion(read.ids)
    }
    return names
  }

  /// How many items one completion lists: the first, in order, of those that fit what is typed.
  static let mostCompletionItems = 500

  /// The values a property's type takes by name: an enumeration's, booleans, colours.
  private func addValues(of type: ValueType, to items: inout [String: ItemKind]) {
    switch type {
    case .enumeration(let names, _): for name in names where items[name] == nil { items[name] = .enumMember }
    case .boolean: for name in ["YES", "NO", "true", "false"] { items[name] = .value }
    case .color: for name in SheetVocabulary.colorNames + ["currentColor"] { items[name] = .color }
    case .list(let item): addValues(of: item, to: &items)
    default: break
    }
  }
}
