/// CSS custom properties on the tree: each node's computed custom properties (its parent's,
/// with those the cascade gave the node over them, their own `var()`s substituted), and the
/// values of the node's declarations that call `var()`, substituted with them and evaluated.
///
/// A custom property in a cycle, or with a `var()` that has neither a value nor a fallback, is
/// invalid on the node (CSS's guaranteed-invalid value): a `var()` naming it takes its fallback.
/// A property whose value cannot be made is unset on the node, as CSS has a declaration invalid
/// at computed-value time, and reported once at its declaration.
///
/// One walk of the cascade owns one, as it owns its typing.
struct CustomPropertySubstitution {
  let sheet: Stylesheet
  private let evaluator: ValueEvaluator
  /// The kept expression of each declaration calling `var()`, found once.
  private var expressions: [DeclarationID: Expression] = [:]
  /// The declarations already reported, each once.
  private var reported: Set<DeclarationID> = []
  /// The values that could not be made, in the order met.
  private(set) var failures: [Failure] = []
  /// Whether every node a value could not be made on is kept in `failingNodes` (`LiveStyles`
  /// keeps its diagnostics by node).
  var logsFailingNodes = false
  /// With `logsFailingNodes`, each node and declaration whose value could not be made there.
  private(set) var failingNodes: [(node: NodeIndex, declaration: DeclarationID)] = []
  /// Each value's origin, numbered: the declaration, then the origin of what each custom
  /// property its `var()`s name had (`absentOrigin` for none). Values of one origin are equal,
  /// so each is made once: a `*` rule's custom properties, made on every node, were substituted
  /// and evaluated on every node.
  private var origins: [[Int32]: Int32] = [:]
  /// By origin number, the value made from it, once made.
  private var madeByOrigin: [Result<ValueEvaluator.SizedValue, Failure>?] = []
  /// The items the values kept by origin hold, which `rememberedItems` bounds.
  private var rememberedItemCount = 0
  /// Each declaration's `var()`s' custom properties (`references(of:)`).
  private var references: [DeclarationID: [(name: String, property: PropertyID?)]] = [:]

  /// The origin of no value.
  static let absentOrigin: Int32 = -1
  /// The origin of a value made without one (past `rememberedItems`, or in a cycle): values
  /// made from it are not remembered.
  static let unknownOrigin: Int32 = -2
  /// How many items the values kept by origin may hold in all.
  static let rememberedItems = 1 << 20

  /// A declaration whose value could not be made on a node, and why.
  struct Failure: Error {
    var declaration: DeclarationID
    var code: DiagnosticCode
    var message: String
    var notes: [String] = []
    /// The node it was met on, as messages name one (`StyleTree.label(of:)`), once reported.
    var unsetOn: String?
    /// The custom property a `var()` names that no rule of the sheet sets anywhere: the
    /// diagnostic suggests the one likely meant (`--acent` for `--accent`).
    var unsetAnywhere: String?

    init(declaration: DeclarationID, code: DiagnosticCode, message: String, notes: [String] = []) {
      self.declaration = declaration
      self.code = code
      self.message = message
      self.notes = notes
    }

    /// A substituted value that does not fit its property's type, as `reason` says.
    init(unfit value: StyleValue, declaration: DeclarationID, reason: ConversionFailure) {
      self.init(
        declaration: declaration, code: reason.code,
        message: "with its var()s substituted, \(shortened(value.description, limit: 80)): \(reason.message)",
        notes: ["expected " + reason.type.expectation])
    }
  }

  /// Whether each custom property's value keeps what its `var()`s found (`CustomPropertyValue.uses`),
  /// for `explain`.
  let recordsUses: Bool

  /// What `currentColor` stands for on the node being resolved: its `color` (nil for none), and
  /// that color's number among those met (`Self.absentOrigin` for none), which values made with
  /// it are remembered by. Nil when the sheet never names `currentColor`.
  var currentColor: (value: ValueEvaluator.SizedValue?, origin: Int32)?

  /// - Parameter environment: the resolve's, whose color scheme picks `light-dark()`'s colors.
  init(sheet: Stylesheet, environment: StyleEnvironment, recordsUses: Bool = false) {
    self.sheet = sheet
    self.recordsUses = recordsUses
    evaluator = ValueEvaluator(
      variables: [:], maximumSize: sheet.limits.maximumValueSize,
      maximumDepth: sheet.limits.maximumNestingDepth, dialect: sheet.dialect, environment: environment)
    if sheet.substitutedValues.values.contains(where: \.usesCurrentColor) {
      currentColor = (nil, Self.absentOrigin)
    }
  }

  /// Whether the sheet has anything to substitute: custom properties, `var()`s or
  /// `light-dark()`s.
  static func isNeeded(by sheet: Stylesheet) -> Bool {
    !sheet.substitutedValues.isEmpty || !sheet.ruleSet.customProperties.isEmpty
  }

  /// Makes `map`, the custom properties of a node's parent, the node's: it declares `declared`
  /// (property and declaration, as the cascade chose them). Each change is one the map can take
  /// back (`CustomPropertyMap.rollBack(to:)`), so that one map serves a whole walk: a copy for
  /// each node on the path held the square of a deep tree's custom properties (3.5 GB for a
  /// 392 KB sheet).
  /// - Complexity: O(declared properties × their values' size).
  ///
  /// The values substitution makes along one path from the root hold at most
  /// `StylesheetLimits.maximumCopiedItems` items (and those for one node's own properties as many
  /// again, `Cascade`): a value that would pass it is invalid on the node, reported. Each value may
  /// hold `maximumValueSize` items, and one that uses its parent's can grow by a few at each level:
  /// a chain 8,000 deep held 2.4 GB, and printed 320 MB.
  mutating func apply(
    _ declared: [DeclaredCustomProperty], of node: NodeIndex, in tree: StyleTree,
    to map: inout CustomPropertyMap
  ) {
    guard !declared.isEmpty else { return }
    /// The node's own custom properties whose values call `var()`, with their declaration and rule.
    var pending: [PropertyID: (declaration: DeclarationID, rule: RuleID)] = [:]
    for (property, declaration, rule) in declared {
      let written = sheet.declarations[declaration]
      if let keyword = written.wideKeyword {
        // Custom properties are inherited: only `initial` (the guaranteed-invalid value) differs
        // from the parent's. It is kept as an invalid value, with where it was set, so that
        // explain says why a `var()` of it took its fallback; a `var()` reads it as no value.
        if !keyword.takesParentValue(isInherited: true) {
          var made = CustomPropertyValue(
            value: nil, declaration: declaration, rule: rule, node: node, origin: Self.absentOrigin)
          made.invalidity = "it is set to 'initial', the guaranteed-invalid value"
          map.set(property, made)
        }
      } else if written.isWorkedOutPerNode {
        pending[property] = (declaration, rule)
      } else {
        map.set(
          property,
          CustomPropertyValue(
            value: ValueEvaluator.SizedValue(value: written.value, size: written.value.itemCount),
            declaration: declaration, rule: rule, node: node, origin: origin(of: [declaration.rawValue])))
      }
    }
    guard !pending.isEmpty else { return }
    // The node's own custom properties that use others of its own are made after those, found
    // depth first without recursion; those on the path when one is met again form a cycle.
    var state: [PropertyID: VisitState] = [:]
    var path: [PropertyID] = []
    var cycleMembers: Set<PropertyID> = []
    for (property, _, _) in declared where pending[property] != nil && state[property] == nil {
      var stack = [property]
      while let top = stack.last {
        switch state[top] {
        case .done:
          stack.removeLast()
        case .visiting:
          stack.removeLast()
          path.removeLast()
          state[top] = .done
          let (declaration, rule) = pending[top]!
          var made = CustomPropertyValue(
            value: nil, declaration: declaration, rule: rule, node: node, origin: Self.unknownOrigin)
          if cycleMembers.contains(top) {
            made.invalidity = "it is part of a cycle of custom properties that use one another"
          } else {
            let substituted = substitute(declaration, in: map, keepingCurrentColor: true)
            made.origin = substituted.origin
            switch substituted.value {
            case .success(let value) where value.size > sheet.limits.maximumCopiedItems - map.madeItems:
              let failure = Failure(
                declaration: declaration, code: .tooManyCopies,
                message: pathBudgetExceeded(by: value.size, held: map.madeItems))
              made.invalidate(failure)
              report(failure, node: node, tree: tree)
            case .success(let value): made.value = value
            case .failure(let failure):
              made.invalidate(failure)
              // A value that cannot be made (too large, not a value at all) is an error where it
              // is written; one whose var()s find nothing is reported where it is used.
              if failure.code != .undefinedCustomProperty { report(failure, node: node, tree: tree) }
            }
            if recordsUses { made.uses = uses(of: declaration, in: map) }
          }
          map.set(top, made, made: made.value?.size ?? 0)
        case nil:
          state[top] = .visiting
          path.append(top)
          for reference in references(of: pending[top]!.declaration) {
            guard let used = reference.property, pending[used] != nil else { continue }
            switch state[used] {
            case .visiting: cycleMembers.formUnion(path[path.lastIndex(of: used)!...])
            case nil: stack.append(used)
            case .done: break
            }
          }
        }
      }
    }
  }

  private enum VisitState { case visiting, done }

  /// Why a value of `size` items is not kept where the path's values hold `held`.
  private func pathBudgetExceeded(by size: Int, held: Int) -> String {
    budgetExceeded(by: size, held: "the custom properties substituted on the way from the root hold \(held)")
  }

  /// Why a value of `size` items is not kept where `held` says what others hold.
  func budgetExceeded(by size: Int, held: String) -> String {
    let limit = sheet.limits.maximumCopiedItems
    return
      "with its var()s substituted it holds \(size) items, and \(held): together more than \(limit) (--max-copies, StylesheetLimits.maximumCopiedItems)"
  }

  /// Each custom property a declaration's `var()`s name, fallbacks' included, once, with its
  /// value in `map` (nil for none), and what their own `var()`s found as far as `explain` shows
  /// it (`PropertyExplanation.deepestSubstitution` levels, `mostSubstitutions` entries): each
  /// value keeping all of its chain, a chain of 100,000 custom properties nested as deep, and
  /// releasing it overflowed the stack.
  mutating func uses(of declaration: DeclarationID, in map: CustomPropertyMap) -> [CustomPropertyUse] {
    var budget = PropertyExplanation.mostSubstitutions
    return references(of: declaration).map { reference in
      CustomPropertyUse(
        name: reference.name,
        value: reference.property.flatMap { map[$0] }.map {
          $0.keptAsUse(levels: PropertyExplanation.deepestSubstitution - 1, budget: &budget)
        })
    }
  }

  /// The custom properties a declaration's `var()`s name, fallbacks' included, once each in the
  /// order written, with their numbers in the sheet (nil for one no rule sets): found once per
  /// declaration, not once per node.
  private mutating func references(of declaration: DeclarationID) -> [(name: String, property: PropertyID?)] {
    if let known = references[declaration] { return known }
    let found = expression(of: declaration).customPropertyReferences.map {
      ($0, sheet.ruleSet.customProperty(named: $0))
    }
    references[declaration] = found
    return found
  }

  /// The value of a declaration calling `var()` on a node whose custom properties are `map`, or
  /// why it has none there, and its origin: made once per origin.
  /// - Parameter keepingCurrentColor: whether `currentColor` stays a word, as in a custom
  ///   property's value (the properties that use it take their own view's color); otherwise it
  ///   is the node's color (`currentColor`), which the origin then includes.
  mutating func substitute(
    _ declaration: DeclarationID, in map: CustomPropertyMap, keepingCurrentColor: Bool = false
  ) -> (value: Result<ValueEvaluator.SizedValue, Failure>, origin: Int32) {
    var key = [declaration.rawValue]
    for reference in references(of: declaration) {
      key.append(reference.property.flatMap { map[$0]?.origin } ?? Self.absentOrigin)
    }
    // A custom property's value keeping the word is one value whatever the node's color.
    if let currentColor, !keepingCurrentColor { key.append(currentColor.origin) }
    guard !key.contains(Self.unknownOrigin) else {
      return (make(declaration, in: map, keepingCurrentColor: keepingCurrentColor), Self.unknownOrigin)
    }
    let origin = origin(of: key)
    if origin != Self.unknownOrigin, let known = madeByOrigin[Int(origin)] { return (known, origin) }
    let made = make(declaration, in: map, keepingCurrentColor: keepingCurrentColor)
    let size = (try? made.get().size) ?? 1
    guard origin != Self.unknownOrigin, rememberedItemCount + size <= Self.rememberedItems else {
      return (made, Self.unknownOrigin)
    }
    rememberedItemCount += size
    madeByOrigin[Int(origin)] = made
    return (made, origin)
  }

  /// The number of an origin, numbered when first met (while values may be remembered).
  private mutating func origin(of key: [Int32]) -> Int32 {
    if let known = origins[key] { return known }
    guard rememberedItemCount < Self.rememberedItems else { return Self.unknownOrigin }
    let number = Int32(origins.count)
    origins[key] = number
    madeByOrigin.append(nil)
    return number
  }

  /// How much of a custom property's own invalidity the reason of a `var()` naming it quotes.
  static let shownReasonLength = 240

  /// The value substituting `map` (and, unless kept, the node's color for `currentColor`) into
  /// a declaration makes, or why it has none.
  private mutating func make(
    _ declaration: DeclarationID, in map: CustomPropertyMap, keepingCurrentColor: Bool
  )
    -> Result<ValueEvaluator.SizedValue, Failure>
  {
    var missing: String?
    let ruleSet = sheet.ruleSet
    let color = currentColor?.value
    let keptWord = ValueEvaluator.SizedValue(value: .identifier(Expression.currentColorName), size: 1)
    let substituted = expression(of: declaration).substitutingCustomProperties(
      { name in
        guard name != Expression.currentColorName else { return keepingCurrentColor ? keptWord : color }
        return ruleSet.customProperty(named: name).flatMap { map[$0]?.value }
      }, missing: &missing)
    guard let substituted else {
      let name = missing ?? "?"
      let invalid = ruleSet.customProperty(named: name).flatMap { map[$0] }
      if name == Expression.currentColorName {
        return .failure(
          Failure(
            declaration: declaration, code: .undefinedCustomProperty,
            message:
              "currentColor stands for the view's color, and no rule or code gives it or an ancestor a 'color'"
          ))
      }
      // The reason of the property's own invalidity, shortened: along a chain of custom
      // properties each would hold all those below it, quadratic in the chain's length.
      let reason =
        invalid?.invalidity
        .map { "\(name) is invalid there: \(shortened($0, limit: Self.shownReasonLength))" }
        ?? "no rule sets \(name) on the node or an ancestor"
        + (sheet.droppedCustomProperties[name].map { " (its declaration at \($0) was dropped for an error)" }
          ?? "")
      // A custom property that could not be made passes its error on.
      var failure = Failure(
        declaration: declaration, code: invalid?.invalidityCode ?? .undefinedCustomProperty,
        message: "var(\(name)) has no value and no fallback: \(reason)")
      if ruleSet.customProperty(named: name) == nil { failure.unsetAnywhere = name }
      return .failure(failure)
    }
    var copies = CopyBudget(limit: sheet.limits.maximumCopiedItems)
    do {
      return .success(try evaluator.evaluate(substituted, copies: &copies))
    } catch {
      return .failure(
        Failure(
          declaration: declaration, code: error.code,
          message:
            "as worked out on the node (\(shortened(substituted.writtenText, limit: 80))): \(error.message)"
        ))
    }
  }

  /// Records that `declaration` is unset on `node` for `failure`'s reason, once per declaration.
  mutating func report(_ failure: Failure, node: NodeIndex, tree: StyleTree) {
    if logsFailingNodes { failingNodes.append((node, failure.declaration)) }
    guard reported.insert(failure.declaration).inserted else { return }
    var located = failure
    located.unsetOn = tree.label(of: tree.identities[node])
    failures.append(located)
  }

  private mutating func expression(of declaration: DeclarationID) -> Expression {
    if let known = expressions[declaration] { return known }
    guard let expression = sheet.expression(of: sheet.declarations[declaration]) else {
      preconditionFailure("a declaration calling var() has no kept expression")
    }
    expressions[declaration] = expression
    return expression
  }

  /// The failures of several walks as diagnostics, in source order, each declaration once.
  static func diagnostics(of failures: [Failure], sheet: Stylesheet) -> [Diagnostic] {
    var first: [DeclarationID: Failure] = [:]
    for failure in failures where first[failure.declaration] == nil { first[failure.declaration] = failure }
    var list = DiagnosticList(limit: sheet.limits.maximumDiagnostics)
    var suggester = Suggester()
    let customProperties = sheet.ruleSet.customProperties.map { sheet.ruleSet.propertyNames[$0] }
    for (declaration, var failure) in first.sorted(by: { $0.key < $1.key }) {
      if let name = failure.unsetAnywhere, failure.notes.isEmpty,
        let meant = suggester.closestMatch(to: name, among: customProperties)
      {
        failure.notes = ["did you mean '\(meant)'?"]
      }
      let written = sheet.declarations[declaration]
      let message =
        failure.unsetOn.map { "\(written.key) is unset on \($0) (and nodes like it): \(failure.message)" }
        ?? failure.message
      list.append(failure.code) {
        Diagnostic(
          failure.code, message: message, location: sheet.files[written.file].location(written.range),
          notes: failure.notes)
      }
    }
    return list.all
  }
}

/// A node's computed custom properties, by property: one map for a whole walk, each node's
/// changes taken back when the walk leaves it.
struct CustomPropertyMap: Sendable {
  /// By property, its value; grown to the highest property set (an array, not a dictionary:
  /// a sheet of 400,000 custom properties took twice the memory in hashed storage).
  private var values: [CustomPropertyValue?] = []
  /// Each change's property, where the value it replaced stands in `replaced` (-1 for none),
  /// and the items it made (`madeItems`): a few bytes a change, the values replaced kept apart
  /// (a node's own custom properties replace none, and 199,000 of them kept a value-sized slot
  /// each, 53 MB).
  private var changes: [(property: PropertyID, replaced: Int32, made: Int)] = []
  private var replaced: [CustomPropertyValue] = []
  /// The items of the values substitution made that the map holds, current or replaced: those of
  /// the node's path from the root, whichever walk reached it.
  private(set) var madeItems = 0

  /// Makes room for the values of `count` properties at once: grown as they come, the table of
  /// 199,000 custom properties held its old storage and its new at each doubling.
  mutating func reserve(properties count: Int) { values.reserveCapacity(count) }

  /// Where the changes stand: what `rollBack(to:)` returns to.
  var mark: Int { changes.count }

  /// The value `property` has, if any.
  subscript(property: PropertyID) -> CustomPropertyValue? {
    property.position < values.count ? values[property.position] : nil
  }

  /// Gives `property` a value (nil for none), which `rollBack(to:)` can take back.
  /// - Parameter made: the items of a value substitution made (0 for one the sheet writes).
  mutating func set(_ property: PropertyID, _ value: CustomPropertyValue?, made: Int = 0) {
    if property.position >= values.count {
      values += repeatElement(nil, count: property.position + 1 - values.count)
    }
    var replacedAt: Int32 = -1
    if let old = values[property.position] {
      replacedAt = Int32(replaced.count)
      replaced.append(old)
    }
    changes.append((property, replacedAt, made))
    values[property.position] = value
    madeItems += made
  }

  /// Takes back every change made since `mark`.
  mutating func rollBack(to mark: Int) {
    while changes.count > mark {
      let change = changes.removeLast()
      values[change.property.position] = change.replaced >= 0 ? replaced.removeLast() : nil
      madeItems -= change.made
    }
  }
}

/// What a substituted value, typed, depends on: its origin
/// (`CustomPropertySubstitution.substitute(_:in:)`), and the node's type and property that
/// type it.
struct SubstitutedValueKey: Hashable {
  var origin: Int32
  var nodeType: TreeSymbol
  var property: PropertyID
}

/// A custom property the cascade chose for a node: the declaration that sets it, and its rule.
typealias DeclaredCustomProperty = (property: PropertyID, declaration: DeclarationID, rule: RuleID)

/// One custom property's computed value on a node, and where it comes from.
struct CustomPropertyValue: Sendable {
  /// The value; nil when it is invalid on the node (CSS's guaranteed-invalid value).
  var value: ValueEvaluator.SizedValue?
  /// The declaration that set it, its rule, and the node it was set on (an ancestor's, when
  /// inherited).
  var declaration: DeclarationID
  var rule: RuleID
  var node: NodeIndex
  /// What it was made from, numbered (`CustomPropertySubstitution.substitute(_:in:)`).
  var origin: Int32
  /// Why it is invalid, when it is.
  var invalidity: String?
  /// The code of an invalidity that is an error where it is written (a value too large, or
  /// past the path's budget); nil for none, or for one whose `var()`s found nothing.
  var invalidityCode: DiagnosticCode?
  /// When its value calls `var()` and uses are recorded (`explain`): what each found.
  var uses: [CustomPropertyUse] = []
  /// How many of its `var()`s `uses` leaves out, past the levels or entries kept
  /// (`keptAsUse(levels:budget:)`), so that explain can say the chain goes on.
  var usesLeftOut = 0
}

extension CustomPropertyValue {
  /// Makes the value invalid for `failure`'s reason.
  mutating func invalidate(_ failure: CustomPropertySubstitution.Failure) {
    value = nil
    invalidity = failure.message
    invalidityCode = failure.code == .undefinedCustomProperty ? nil : failure.code
  }

  /// The value with what its `var()`s found kept to `levels` more levels and within `budget`
  /// entries, depth first, as `explain` reads them.
  func keptAsUse(levels: Int, budget: inout Int) -> CustomPropertyValue {
    var kept = self
    kept.uses = []
    for use in uses where levels > 0 && budget > 0 {
      budget -= 1
      kept.uses.append(
        CustomPropertyUse(name: use.name, value: use.value?.keptAsUse(levels: levels - 1, budget: &budget)))
    }
    kept.usesLeftOut = uses.count - kept.uses.count
    return kept
  }
}

/// A custom property one `var()` names, and its value where the `var()` was substituted.
struct CustomPropertyUse: Sendable {
  var name: String
  var value: CustomPropertyValue?
}

extension StyleValue {
  /// How many items the value counts as against the value size limit: the items of its lists,
  /// however deeply they nest (a comma list spliced into a space list brings all of its items),
  /// else one. Counted as the evaluator counts them, so a value carried whole keeps its size.
  var itemCount: Int {
    guard case .list = self else { return 1 }
    var count = 0
    var pending = [self]
    while let next = pending.popLast() {
      if case .list(let items, _) = next, !items.isEmpty { pending += items } else { count += 1 }
    }
    return max(1, count)
  }
}
