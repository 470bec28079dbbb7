/// The styles code gave the tree's nodes (`ViewNode.styles` and `style`,
/// `StyleTree.applyStyles(_:style:to:)`), each node's read into the one value of each property
/// they set and the style that set it: its styles in the order given, each style's parents where
/// its body inherits them, then the view's own block, a later value winning.
struct CodeStyleTable: Sendable {
  /// What set a value: a named style, or a view's own block.
  struct Origin: Hashable, Sendable {
    var name: String
    var location: SourceLocation
    var isViewStyle: Bool
  }

  /// One property a node's code sets, and the value that won.
  struct Declaration: Hashable, Sendable {
    var key: PropertyKey
    var value: StyleValue
    /// Index into `origins`.
    var origin: Int32
    /// Its place among the node's values in the order they apply: of two that come to name one
    /// property (an alias and its target, two spellings), the later wins.
    var order: Int32
    /// The Swift code that set it (nil for a dictionary literal's value).
    var setAt: SourceLocation?
  }

  /// What is wrong with a node's code styles, said with the node as it stands when asked.
  struct Problem: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      /// A style for another type, left out.
      case typeMismatch(style: String, type: String)
      /// A name in a style's body that is no property.
      case notAProperty(String, style: String)
      /// A property the node's type does not have, by the schema, and the nearest one it has.
      case unknownProperty(String, style: String, type: String, suggestion: String?)
      /// A value holding a number that is not finite, which no output can write.
      case notFinite(String, style: String)
      /// A value nesting deeper than a sheet's values may (`StylesheetLimits.deepestNesting`),
      /// which the output and comparisons would recurse through.
      case nestedTooDeep(String, style: String)
      /// The styles name more values and parents than the limit.
      case tooLarge
    }
    var kind: Kind
    var location: SourceLocation?

    /// The diagnostic, the node named by `label` (`UIButton#ok, node 3`).
    func diagnostic(label: String) -> Diagnostic {
      switch kind {
      case .typeMismatch(let style, let type):
        Diagnostic(
          .codeStyleTypeMismatch,
          message: "code style '\(style)' is for \(type); \(label) is not one, so it is left out",
          location: location)
      case .notAProperty(let property, let style):
        Diagnostic(
          .expectedProperty,
          message: "'\(property)' in code style '\(style)' is not a property name (on \(label))",
          location: location)
      case .unknownProperty(let property, let style, let type, let suggestion):
        Diagnostic(
          .unknownProperty,
          message:
            "'\(property)' in code style '\(style)' is not a property of \(type) (on \(label))"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
          location: location)
      case .notFinite(let property, let style):
        Diagnostic(
          .invalidNumber,
          message:
            "'\(property)' in code style '\(style)' is not a finite number (on \(label)), so it is left out",
          location: location)
      case .nestedTooDeep(let property, let style):
        Diagnostic(
          .nestingTooDeep,
          message:
            "'\(property)' in code style '\(style)' nests more than \(StylesheetLimits.deepestNesting) levels deep (on \(label)), so it is left out",
          location: location)
      case .tooLarge:
        Diagnostic(
          .codeStyleTooLarge,
          message:
            "the code styles of \(label) name more than \(CodeStyleTable.maximumSteps) values and parents; the rest are left out",
          location: location)
      }
    }
  }

  /// What set each value, by the number its declaration names (`Declaration.origin`); those no
  /// declaration names any more are dropped now and then (`compactOriginsIfSparse()`).
  private(set) var origins: [Origin] = []
  /// What is wrong with each node's styles.
  private(set) var problems: [NodeIndex: [Problem]] = [:]
  private var originNumbers: [Origin: Int32] = [:]
  /// Each styled node's declarations, one per property, sorted by key.
  private(set) var declarations: [NodeIndex: [Declaration]] = [:]
  /// Every property name code wrote, read as a key once.
  private var keys: [String: PropertyKey?] = [:]
  /// How many origins the table may hold before `set` compacts them to those in use; 0 until
  /// it is first compacted.
  private var originLimit = 0
  /// The last unknown property's suggestion, by the known type and path it was made for: the
  /// nodes of one type naming one unknown property each listed the type's whole chain of names
  /// and compared them again (8,000 such nodes on a chain 8,000 long: 20 s).
  private var lastSuggestion: (type: String, path: String, suggestion: String?)?
  /// The last answer of `isKind(_:of:superclass:)`.
  private var lastKindCheck: (type: String, ancestor: String, isKind: Bool)?

  /// How many values and parents one node's styles may take in all: a style that inherits
  /// another twice, many levels deep, names exponentially many.
  static let maximumSteps = 10_000

  var isEmpty: Bool { declarations.isEmpty }

  /// Every property some node's code sets.
  var propertyKeys: Set<PropertyKey> { Set(declarations.values.joined().map(\.key)) }

  /// Whether `type` is `ancestor` or one of its subclasses, found once for the same two in a
  /// row: a chain of styles for one type, on nodes of one deep type, walked the chain for each.
  private mutating func isKind(_ type: String, of ancestor: String, superclass: (String) -> String?) -> Bool {
    if let last = lastKindCheck, last.type == type, last.ancestor == ancestor { return last.isKind }
    var current: String? = type
    while let name = current, name != ancestor { current = superclass(name) }
    let isKind = current != nil
    lastKindCheck = (type, ancestor, isKind)
    return isKind
  }

  /// The property of `type` nearest `path`, found once for the same type and path in a row.
  private mutating func suggestedProperty(for path: String, of type: String, in schema: StyleSchema)
    -> String?
  {
    if let last = lastSuggestion, last.type == type, last.path == path { return last.suggestion }
    let suggestion = closestMatch(to: path, among: schema.allPropertyNames(of: type))
    lastSuggestion = (type, path, suggestion)
    return suggestion
  }

  /// Gives `node` these styles and this block, in place of what it had, and records what is
  /// wrong with them (the styles left out, the names that are no property, a body cut short).
  /// - Parameters:
  ///   - type: the node's type; a style for another type than it or one of its superclasses is
  ///     left out.
  ///   - superclass: the superclass of a type, nil at the top: the chain is walked only as far
  ///     as a question needs (a chain thousands long was listed for every node).
  ///   - viewStyleLocation: where the block is written.
  ///   - schema: when given, a property the nearest type it knows in the chain lacks is a
  ///     problem (`unknown-property`, with the nearest name it has): when the node's own type is
  ///     known, or the name is near one (a type of the app's may add properties of its own).
  /// - Complexity: O(values and parents the styles name, all levels), at most `maximumSteps`,
  ///   amortised over the origins compacted away.
  mutating func set(
    _ node: NodeIndex, styles: [CodeStyle], block: StyleBody, viewStyleLocation: SourceLocation,
    type nodeType: String, superclass: (String) -> String?, schema: StyleSchema?
  ) {
    var knownType: String?
    if let schema {
      var current: String? = nodeType
      while let type = current, knownType == nil {
        if schema.types[type] != nil { knownType = type }
        current = superclass(type)
      }
    }
    var found: [Problem] = []
    var values: [PropertyKey: Declaration] = [:]
    var steps = 0
    // Each body being read: its items, the next position, its origin. An explicit stack, so
    // that parents nested thousands deep cost no call stack.
    var stack: [(items: [StyleBody.Item], position: Int, origin: Int32)] = []
    func enter(_ style: CodeStyle) {
      if let type = style.type, !isKind(nodeType, of: type, superclass: superclass) {
        found.append(Problem(kind: .typeMismatch(style: style.name, type: type), location: style.location))
        return
      }
      let origin = number(Origin(name: style.name, location: style.location, isViewStyle: false))
      stack.append((style.declarations.items, 0, origin))
    }
    var pending = styles.reversed().map { Optional($0) }
    if !block.isEmpty { pending.insert(nil, at: 0) }
    // A value that would take the count past the limit (its items count, all levels).
    var valueCutShort = false
    reading: while steps < Self.maximumSteps {
      guard var frame = stack.popLast() else {
        guard let next = pending.popLast() else { break }
        if let style = next {
          enter(style)
        } else {
          let origin = number(Origin(name: "style", location: viewStyleLocation, isViewStyle: true))
          stack.append((block.items, 0, origin))
        }
        continue
      }
      guard frame.position < frame.items.count else { continue }
      let item = frame.items[frame.position]
      frame.position += 1
      steps += 1
      stack.append(frame)
      switch item {
      case .parent(let parent): enter(parent)
      case .value(let property, let value, let setAt):
        // Where the value was set, else (a dictionary literal's) where its style is.
        let origin = origins[Int(frame.origin)]
        let location = setAt ?? origin.location
        guard let key = key(property) else {
          found.append(Problem(kind: .notAProperty(property, style: origin.name), location: location))
          continue
        }
        if let schema, let knownType, schema.property(path: key.path, of: knownType) == nil {
          let suggestion = suggestedProperty(for: key.path, of: knownType, in: schema)
          if knownType == nodeType || suggestion != nil {
            found.append(
              Problem(
                kind: .unknownProperty(property, style: origin.name, type: knownType, suggestion: suggestion),
                location: location))
          }
        }
        // The value's own items count too: a list nested 60,000 deep, made in code, passed as
        // one value and overflowed the stack where the output wrote it.
        let measured = value.measure(upTo: Self.maximumSteps - steps + 1)
        steps += measured.items - 1
        guard steps <= Self.maximumSteps else {
          valueCutShort = true
          break reading
        }
        guard measured.depth <= StylesheetLimits.deepestNesting else {
          found.append(Problem(kind: .nestedTooDeep(property, style: origin.name), location: location))
          continue
        }
        guard value.isFinite else {
          found.append(Problem(kind: .notFinite(property, style: origin.name), location: location))
          continue
        }
        values[key] = Declaration(
          key: key, value: value, origin: frame.origin, order: Int32(steps), setAt: setAt)
      }
    }
    // Cut short only if something is left to read: a frame read to its end stays on the stack.
    if valueCutShort
      || (steps >= Self.maximumSteps
        && (stack.contains(where: { $0.position < $0.items.count }) || !pending.isEmpty))
    {
      found.append(Problem(kind: .tooLarge, location: stack.first.map { origins[Int($0.origin)].location }))
    }
    let sorted = values.values.sorted {
      $0.key.description.utf8.lexicographicallyPrecedes($1.key.description.utf8)
    }
    declarations[node] = sorted.isEmpty ? nil : sorted
    problems[node] = found.isEmpty ? nil : found
    compactOriginsIfSparse()
  }

  /// The table is compacted no sooner than at this many origins.
  static let originCompactionFloor = 64

  /// Drops the origins no declaration names any more, when they may outnumber the rest: a node
  /// given a new style again and again (`LiveStyles.applyStyles`) left each one before in
  /// `origins`, and each change copied them all, so that the 25,000th change cost five times the
  /// first. At least as many origins as the table had origins and declarations when it was last
  /// compacted have come since, so that the compaction's work is paid for by them, O(1) each.
  /// Origins kept keep their order; no declaration names one that is dropped.
  /// - Complexity: O(origins + declarations) when it compacts; O(1) otherwise.
  private mutating func compactOriginsIfSparse() {
    guard origins.count > max(originLimit, Self.originCompactionFloor) else { return }
    var used = [Bool](repeating: false, count: origins.count)
    var entries = 0
    for list in declarations.values {
      entries += list.count
      for declaration in list { used[Int(declaration.origin)] = true }
    }
    var renumbered = [Int32](repeating: -1, count: origins.count)
    var kept: [Origin] = []
    var numbers: [Origin: Int32] = [:]
    for (position, origin) in origins.enumerated() where used[position] {
      renumbered[position] = Int32(kept.count)
      numbers[origin] = Int32(kept.count)
      kept.append(origin)
    }
    declarations = declarations.mapValues { list in
      list.map { (declaration: Declaration) -> Declaration in
        var moved = declaration
        moved.origin = renumbered[Int(declaration.origin)]
        return moved
      }
    }
    origins = kept
    originNumbers = numbers
    originLimit = 2 * (kept.count + entries)
  }

  /// The table with each node's declarations at its new place (`places[node]`), a node
  /// whose place is `absent` left out.
  func moved(to places: [NodeIndex]) -> CodeStyleTable {
    var moved = CodeStyleTable()
    for (node, list) in declarations where places[node].isPresent {
      // Origins renumbered: those of removed nodes go with them.
      moved.declarations[places[node]] = list.map { declaration in
        var kept = declaration
        kept.origin = moved.number(origins[Int(declaration.origin)])
        return kept
      }
    }
    for (node, list) in problems where places[node].isPresent { moved.problems[places[node]] = list }
    moved.keys = keys
    return moved
  }

  /// The origin's number, if the table has it.
  func number(of origin: Origin) -> Int32? { originNumbers[origin] }

  /// The origin's number, made if new.
  private mutating func number(_ origin: Origin) -> Int32 {
    if let known = originNumbers[origin] { return known }
    let new = Int32(origins.count)
    origins.append(origin)
    originNumbers[origin] = new
    return new
  }

  /// A property name read as a stylesheet declaration reads it, once per name (the names
  /// remembered are bounded: an app that makes names without end does not grow the table).
  private mutating func key(_ property: String) -> PropertyKey? {
    if let known = keys[property] { return known }
    if keys.count >= 4096 { keys.removeAll(keepingCapacity: true) }
    let key = Parser.propertyKey(property)
    keys[property] = key
    return key
  }
}
