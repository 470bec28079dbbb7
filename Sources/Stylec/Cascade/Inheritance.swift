/// What a node takes from its parent, in the dialects that read today's CSS: a property the
/// schema marks inherited (`color`, `font`, `tint-color`) that no rule or code sets on the node
/// takes the parent's value, as CSS inherits computed values; a declaration that wins with a
/// CSS-wide keyword (`inherit`, `initial`, `unset`, `revert`) takes the parent's value or leaves
/// the property unset. The seeds' dialects inherit nothing, as their systems did not.
///
/// The cascade settles each node after its own rules, code and custom properties, from its
/// parent's settled values, so a value set high in the tree reaches down a chain of nodes.
struct Inheritance: Sendable {
  /// By property: whether it inherits: the schema marks its name inherited, or it is what such
  /// a name stands for on some type (a UIButton's `title-label.font-size`).
  let isInherited: [Bool]
  /// By property: whether the schema marks its name itself inherited, the names values pass
  /// down by (`font-size`, never `title-label.font-size`).
  let inheritsByName: [Bool]
  /// By property: whether a node's children may read it (it is inherited, or some declaration
  /// sets it to `inherit`), so that the cascade keeps each node's value for them.
  let isReadByChildren: [Bool]
  /// By declaration: the CSS-wide keyword its value is, if any.
  let keywords: [CSSWideKeyword?]
  /// Whether any declaration is a CSS-wide keyword: settling a node looks for none otherwise.
  let writesKeywords: Bool
  /// UIKit's whole-font property (`font: 12px Avenir`, in the `stylec` dialect), when the sheet
  /// sets it: a node's own font is all of its font, so it takes none of the parts of one
  /// (`WholeFont.parts`) from its parent, as CSS's shorthand sets each of them.
  let wholeFont: WholeFont?

  /// The whole-font property and, by property, whether it is a part of a font.
  struct WholeFont: Sendable {
    static let partNames: Set<String> = ["font-family", "font-size", "font-style", "font-weight"]
    let property: PropertyID
    let isPart: [Bool]
  }

  /// Nil when nothing is inherited: the dialect is a seed's, or the sheet sets no inherited
  /// property (nor does code) and writes no CSS-wide keyword.
  /// - Parameter schema: the schema whose inherited properties inherit; UIKit's without one,
  ///   whose aliases then stand for nothing (values are kept as written, under the names written).
  init?(sheet: Stylesheet, schema given: StyleSchema?) {
    guard sheet.dialect.readsCurrentCSS else { return nil }
    let rules = sheet.ruleSet
    let schema = given ?? .uikit
    // Only a schema makes an alias its target (a UIButton's `font-size` its
    // `title-label.font-size`): without one, the two names are two properties, and the target's
    // inherits no more than its name does.
    let aliases = given == nil ? [:] : schema.aliasesByName
    let inheritedNames = schema.inheritedProperties
    // What an inherited name stands for on a type where it is an alias (a UIButton's
    // `title-label.font-size`) inherits too: a node of the type takes its parent's value as it.
    var inheritedTargets: Set<String> = []
    for (alias, targets) in aliases where inheritedNames.contains(alias) {
      inheritedTargets.formUnion(targets)
    }
    // Each property's name as the schema spells it, found once.
    let paths = rules.propertyKeys.map { (schema.canonicalSpelling(of: $0) ?? $0).path }
    let byName = paths.map(inheritedNames.contains)
    let inherited = zip(paths, byName).map { $1 || inheritedTargets.contains($0) }
    // An alias of an inherited property (`text-align`, UILabel's `text-alignment`) sets what
    // children read: the cascade settles entries once aliases have become their targets.
    var read = zip(paths, inherited).map { path, isInherited in
      isInherited || (aliases[path] ?? []).contains(where: inheritedNames.contains)
    }
    let keywords = sheet.declarations.map(\.wideKeyword)
    var writesKeyword = false
    for (declaration, keyword) in keywords.enumerated() where keyword != nil {
      writesKeyword = true
      let property = rules.declarationProperties[declaration]
      read[property] = true
      // Written through an alias (`opacity: inherit`), it takes the parent's value of what the
      // alias stands for (`alpha`), under which the parent keeps it.
      for target in aliases[paths[property]] ?? [] {
        if let id = rules.property(named: target) { read[id] = true }
      }
    }
    guard writesKeyword || inherited.contains(true) else { return nil }
    if !sheet.dialect.readsFontAsCSSShorthand, let font = rules.property(named: "font") {
      wholeFont = WholeFont(property: font, isPart: paths.map(WholeFont.partNames.contains))
    } else {
      wholeFont = nil
    }
    isInherited = inherited
    inheritsByName = byName
    isReadByChildren = read
    self.keywords = keywords
    writesKeywords = writesKeyword
  }

  /// Settles a node's entries from `start` (sorted by property) against its parent's values:
  /// an entry whose declaration is a CSS-wide keyword takes the parent's value or leaves; an
  /// inherited property the node lacks takes the parent's value.
  /// - Parameters:
  ///   - parentValues: the parent's values its children may read, sorted by property; empty for
  ///     the root.
  ///   - node: the node settled, the source of the values its own entries give.
  ///   - values: set to the node's values its children may read, sorted by property.
  ///   - scratch: room for the settled entries, kept from node to node so that settling
  ///     allocates nothing.
  ///   - isCode: whether an entry's rule is code's (its `declaration` then names none).
  ///   - valueOnNode: a parent's value as the node's type has it (see
  ///     `ValueTyping.inheritedValue(_:declaration:property:from:to:)`); nil when it does not fit.
  func settle(
    _ entries: inout [ResolvedStyles.Entry], from start: Int, node: NodeIndex,
    parentValues: ArraySlice<InheritedValue>, values: inout [InheritedValue],
    scratch: inout [ResolvedStyles.Entry], isCode: (RuleID) -> Bool, valueOnNode: (InheritedValue) -> Int32?
  ) {
    values.removeAll(keepingCapacity: true)
    // Most nodes take nothing: their entries stand, and those their children read are listed.
    if parentValues.isEmpty, !writesKeywords {
      for entry in entries[start...] where isReadByChildren[entry.property] {
        values.append(InheritedValue(entry: entry, source: node))
      }
      return
    }
    scratch.removeAll(keepingCapacity: true)
    var changed = false
    var own = start
    var fromParent = parentValues.startIndex
    let end = entries.count
    let none = PropertyID(rawValue: .max)
    // By property, whether it is a part of a font the node's own whole font keeps from its parent.
    let keptFontParts = wholeFont.flatMap {
      setsOwnFont(entries[start..<end], $0.property, isCode: isCode) ? $0.isPart : nil
    }
    func take(_ parentValue: InheritedValue) {
      guard let value = valueOnNode(parentValue) else { return }
      var entry = parentValue.entry
      entry.value = value
      scratch.append(entry)
      if isReadByChildren[entry.property] {
        values.append(InheritedValue(entry: entry, source: parentValue.source))
      }
    }
    while own < end || fromParent < parentValues.endIndex {
      let ownProperty = own < end ? entries[own].property : none
      let parentProperty = fromParent < parentValues.endIndex ? parentValues[fromParent].entry.property : none
      if parentProperty < ownProperty {
        if isInherited[parentProperty], keptFontParts?[parentProperty] != true {
          take(parentValues[fromParent])
          changed = true
        }
        fromParent += 1
        continue
      }
      let entry = entries[own]
      let parentValue = parentProperty == ownProperty ? parentValues[fromParent] : nil
      own += 1
      if parentValue != nil { fromParent += 1 }
      if writesKeywords, !isCode(entry.rule), let keyword = keywords[entry.declaration.position] {
        changed = true
        if let parentValue, keyword.takesParentValue(isInherited: isInherited[ownProperty]) {
          take(parentValue)
        }
        continue
      }
      scratch.append(entry)
      if isReadByChildren[ownProperty] { values.append(InheritedValue(entry: entry, source: node)) }
    }
    guard changed else { return }
    entries.removeSubrange(start...)
    entries.append(contentsOf: scratch)
  }

  /// Whether the node's own entries (sorted by property) set the whole font to a value, not a
  /// CSS-wide keyword (`font: inherit` takes the parent's font, and its parts with it).
  private func setsOwnFont(
    _ entries: ArraySlice<ResolvedStyles.Entry>, _ font: PropertyID, isCode: (RuleID) -> Bool
  ) -> Bool {
    let low = entries.startIndex + entries.countLeading { $0.property < font }
    guard low < entries.endIndex, entries[low].property == font else { return false }
    let entry = entries[low]
    return isCode(entry.rule) || keywords[entry.declaration.position] == nil
  }
}

/// A node's value of a property its children may read: its resolved entry, and the node whose
/// rule or code set it (the node itself, or the ancestor it inherited the value from).
struct InheritedValue: Sendable {
  var entry: ResolvedStyles.Entry
  var source: NodeIndex
}
