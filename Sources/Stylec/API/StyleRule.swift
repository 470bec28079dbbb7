/// A rule as stylec reads it, for inspection (`stylec rules`): one selector (groups split,
/// nesting resolved), its condition, its scores, and its declarations.
public struct StyleRule: Hashable, Sendable {
  /// The selector with nesting resolved, e.g. `UICollectionView > UICollectionViewCell UILabel.title`.
  public var selector: String
  /// The `@media` condition, if any, e.g. `phone and (version: >= 7)`.
  public var condition: String?
  /// The `@container` queries it is under, outermost first, each with the name of the
  /// container it asks for, e.g. `card (width >= 400px)`; each must hold for its own container.
  public var containerQueries: [String] = []
  /// Where the selector is written.
  public var location: SourceLocation
  /// Position in source order; among equal scores the higher wins.
  public var order: Int
  /// The score under each precedence mode.
  public var scores: [Precedence: Int]
  /// The declarations, in the order written.
  public var declarations: [StyleDeclaration]
  /// Whether these are a rule's `!important` declarations, listed as a rule of their own right
  /// after the rest of them: they rank above every rule's declarations without.
  public var isImportant = false
  /// The cascade layer it is in (`base.buttons`), nil outside any: a later layer's rules
  /// outrank an earlier's whatever their scores, and the rules of none outrank every layer's
  /// (their `!important` declarations the other way round).
  public var layer: String?
}

/// One declaration of a `StyleRule`.
public struct StyleDeclaration: Hashable, Sendable {
  /// The canonical property key.
  public var property: String
  /// The evaluated value.
  public var value: StyleValue
  /// Where it is written.
  public var location: SourceLocation
  /// Whether it is written `!important`. A rule's important declarations are listed as a rule
  /// of their own, right after the rest of its declarations, as the cascade ranks them.
  public var isImportant = false

  /// The declaration as a sheet writes it, without the `;`: `color: #ff0000 !important`.
  public var text: String { "\(property): \(value)" + (isImportant ? " !important" : "") }
}

extension Stylesheet {
  /// The flattened rules in source order.
  public var rules: [StyleRule] { rules(typedWith: nil) }

  /// The flattened rules in source order; with a schema, each value is in its type's normal form
  /// as the rule's subject type has the property (values that do not fit stay as written; lint
  /// reports them).
  public func rules(typedWith schema: StyleSchema?) -> [StyleRule] {
    entries.map { rule($0, typedWith: schema) }
  }

  /// Each of `rules(typedWith:)`, made and handed to `body` one at a time: a rule's declarations
  /// are listed for each selector of its group, so a sheet of a few kilobytes can list millions
  /// of them, which `stylec rules` writes as they come instead of holding them all.
  /// An error `body` throws ends the listing.
  package func forEachRule<Failure: Error>(
    typedWith schema: StyleSchema?, _ body: (StyleRule) throws(Failure) -> Void
  ) throws(Failure) {
    for entry in entries { try body(rule(entry, typedWith: schema)) }
  }

  /// How many more value items listing every rule (`rules`, `canonicalText`) prints than the
  /// sheet holds: the declarations of a group's rule, held once, are listed again for each
  /// selector after the first (four nested groups of 10 around 5,000 declarations list 50
  /// million), each as many items as its value has, a long string one for each 64 bytes (an
  /// 840-byte sheet of 9,000 selectors around 27 declarations of an 8,192-item variable would
  /// print 24 GB); and an `@media` condition, written once, is listed again with each rule
  /// after the first under it, one item for each 64 bytes (a 9,000-feature condition around
  /// 64,000 rules printed gigabytes); and the selectors, one item for each 64 bytes, as far as
  /// they print more than the sheet's files hold (nesting prints each outer selector again in
  /// every inner one: four nested groups of 10 names of 16,000 bytes, 640 KB, printed 641 MB).
  /// A declaration's value counts as held only as far as its own text could write it (a byte an
  /// item): one written `p $big` prints a variable's items copied there (2,000 rules of a
  /// variable of 8,192 items printed 147 MB past any budget).
  /// A declaration's property, with its arguments, is listed with its value, one item for each
  /// 64 bytes (a 60 KB name in 10,000 selectors printed 600 MB).
  /// `stylec rules` counts them against `StylesheetLimits.maximumCopiedItems`.
  package var itemsListedAgain: Int {
    let items = declarations.map { itemCount(of: $0.value) + ($0.key.description.utf8.count + 63) / 64 }
    let held = zip(declarations, items).map { declaration, items in min(items, declaration.range.count) }
    var conditionUses = [Int](repeating: 0, count: conditions.count)
    var listed = 0
    var selectorBytes = 0
    for entry in entries {
      selectorBytes = selectorBytes.addingReportingOverflow(entry.selector.textLengthEstimate).partialValue
      if selectorBytes < 0 { return .max }
      for index in entry.declarations { listed = listed.addingReportingOverflow(items[index]).partialValue }
      if listed < 0 { return .max }
      if let condition = entry.condition { conditionUses[condition] += 1 }
    }
    for (condition, uses) in conditionUses.enumerated() where uses > 1 {
      let repeated = (uses - 1).multipliedReportingOverflow(
        by: (conditionText(condition).utf8.count + 63) / 64)
      listed = listed.addingReportingOverflow(repeated.partialValue).partialValue
      if repeated.overflow || listed < 0 { return .max }
    }
    let heldBytes = files.reduce(0) { $0 + $1.bytes.count }
    listed = listed.addingReportingOverflow(max(0, selectorBytes - heldBytes) / 64).partialValue
    if listed < 0 { return .max }
    return max(0, listed - held.reduce(0, +))
  }

  /// The items a value prints: each scalar of it (the items of a list, array, record or
  /// function's arguments, however deeply they nest), one for each 64 bytes of its text begun,
  /// so that a long string counts as what it prints. A string's or a word's text is measured by
  /// its bytes, without writing it out (a variable's 60 KB string in 8,000 declarations was
  /// written out for each: 37 s to refuse a 477 KB sheet); its escapes are not counted.
  private func itemCount(of value: StyleValue) -> Int {
    var count = 0
    var pending = [value]
    while let next = pending.popLast() {
      switch next {
      case .list(let items, _), .array(let items), .function(_, let items): pending += items
      case .record(let fields), .attributes(let fields): pending += fields.values
      case .string(let text): count += max(1, (text.utf8.count + 2 + 63) / 64)
      case .identifier(let word): count += max(1, (word.utf8.count + 63) / 64)
      default: count += max(1, (next.description.utf8.count + 63) / 64)
      }
    }
    return max(count, 1)
  }

  /// The rule of `entry`, its values typed with `schema`; its selector written as
  /// `Selector.text(readingBackInCSS:)` writes it.
  func rule(_ entry: RuleEntry, typedWith schema: StyleSchema?, readingBackInCSS: Bool = false) -> StyleRule {
    StyleRule(
      selector: entry.selector.text(readingBackInCSS: readingBackInCSS),
      condition: entry.condition.flatMap(mediaText(ofCondition:)),
      containerQueries: entry.condition.map { containerQueries[$0].map(\.text) } ?? [],
      location: files[entry.file].location(entry.range), order: entry.order,
      scores: Dictionary(uniqueKeysWithValues: Precedence.allCases.map { ($0, entry.selector.score($0)) }),
      declarations: declarations[entry.declarations].map { declaration in
        var value = declaration.value
        if let schema, let type = entry.selector.subject.type {
          if case .success(let typed)? = schema.property(path: declaration.key.path, of: type)?.type
            .convert(value, in: dialect)
          {
            value = typed
          }
        }
        return StyleDeclaration(
          property: declaration.key.description, value: value,
          location: files[declaration.file].location(declaration.range), isImportant: declaration.isImportant)
      }, isImportant: entry.isImportant, layer: layers.name(of: Int(entry.layer)))
  }
}
