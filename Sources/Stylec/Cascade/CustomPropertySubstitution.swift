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

  /// A declaration whose value could not be made on a node, and why.
  struct Failure: Error {
    var declaration: DeclarationID
    var code: DiagnosticCode
    var message: String
  }

  /// Whether each custom property's value keeps what its `var()`s found (`CustomPropertyValue.uses`),
  /// for `explain`.
  let recordsUses: Bool

  init(sheet: Stylesheet, recordsUses: Bool = false) {
    self.sheet = sheet
    self.recordsUses = recordsUses
    evaluator = ValueEvaluator(
      variables: [:], maximumSize: sheet.limits.maximumValueSize,
      maximumDepth: sheet.limits.maximumNestingDepth, dialect: sheet.dialect)
  }

  /// Whether the sheet has anything to substitute: custom properties or `var()`s.
  static func isNeeded(by sheet: Stylesheet) -> Bool {
    !sheet.substitutedValues.isEmpty || !sheet.ruleSet.customProperties.isEmpty
  }

  /// The custom properties of a node that declares `declared` (property and declaration, as the
  /// cascade chose them) under a parent whose are `inherited`.
  /// - Complexity: O(declared properties × their values' size), plus a copy of `inherited` when
  ///   the node declares any.
  mutating func customProperties(
    of node: NodeIndex, declaring declared: [DeclaredCustomProperty],
    inheriting inherited: CustomPropertyMap
  ) -> CustomPropertyMap {
    guard !declared.isEmpty else { return inherited }
    var map = inherited
    var pending: [PropertyID: DeclarationID] = [:]
    var rules: [PropertyID: RuleID] = [:]
    for (property, declaration, rule) in declared {
      let written = sheet.declarations[declaration]
      if written.callsVar {
        pending[property] = declaration
        rules[property] = rule
      } else {
        map.values[property] = CustomPropertyValue(
          value: ValueEvaluator.SizedValue(value: written.value, size: written.value.itemCount),
          declaration: declaration, rule: rule, node: node)
      }
    }
    guard !pending.isEmpty else { return map }
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
          let declaration = pending[top]!
          var made = CustomPropertyValue(value: nil, declaration: declaration, rule: rules[top]!, node: node)
          if cycleMembers.contains(top) {
            made.invalidity = "it is part of a cycle of custom properties that use one another"
          } else {
            switch substitute(declaration, in: map) {
            case .success(let value): made.value = value
            case .failure(let failure): made.invalidity = failure.message
            }
            if recordsUses { made.uses = uses(of: declaration, in: map) }
          }
          map.values[top] = made
        case nil:
          state[top] = .visiting
          path.append(top)
          for name in expression(of: pending[top]!).customPropertyReferences {
            guard let used = sheet.ruleSet.property(named: name), pending[used] != nil else { continue }
            switch state[used] {
            case .visiting: cycleMembers.formUnion(path[path.lastIndex(of: used)!...])
            case nil: stack.append(used)
            case .done: break
            }
          }
        }
      }
    }
    return map
  }

  private enum VisitState { case visiting, done }

  /// Each custom property a declaration's `var()`s name, fallbacks' included, once, with its
  /// value in `map` (nil for none).
  mutating func uses(of declaration: DeclarationID, in map: CustomPropertyMap) -> [CustomPropertyUse] {
    expression(of: declaration).customPropertyReferences.map { name in
      CustomPropertyUse(name: name, value: sheet.ruleSet.property(named: name).flatMap { map.values[$0] })
    }
  }

  /// The value of a declaration calling `var()` on a node whose custom properties are `map`, or
  /// why it has none there.
  mutating func substitute(_ declaration: DeclarationID, in map: CustomPropertyMap) -> Result<
    ValueEvaluator.SizedValue, Failure
  > {
    var missing: String?
    let ruleSet = sheet.ruleSet
    let substituted = expression(of: declaration).substitutingCustomProperties(
      { name in ruleSet.property(named: name).flatMap { map.values[$0]?.value } }, missing: &missing)
    guard let substituted else {
      let name = missing ?? "?"
      let reason =
        ruleSet.property(named: name).flatMap { map.values[$0]?.invalidity }
        .map { "\(name) is invalid there: \($0)" } ?? "no rule sets \(name) on the node or an ancestor"
      return .failure(
        Failure(
          declaration: declaration, code: .undefinedCustomProperty,
          message: "var(\(name)) has no value and no fallback: \(reason)"))
    }
    var copies = CopyBudget(limit: sheet.limits.maximumCopiedItems)
    do {
      return .success(try evaluator.evaluate(substituted, copies: &copies))
    } catch {
      return .failure(
        Failure(
          declaration: declaration, code: error.code,
          message:
            "with its var()s substituted (\(shortened(substituted.writtenText, limit: 80))): \(error.message)"
        ))
    }
  }

  /// Records that `declaration` is unset on `node` for `failure`'s reason, once per declaration.
  mutating func report(_ failure: Failure, node: NodeIndex, tree: StyleTree) {
    guard reported.insert(failure.declaration).inserted else { return }
    var located = failure
    let property = sheet.declarations[failure.declaration].key
    located.message =
      "\(property) is unset on \(tree.label(of: tree.identities[node])) (and nodes like it): \(failure.message)"
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
    for (declaration, failure) in first.sorted(by: { $0.key < $1.key }) {
      let written = sheet.declarations[declaration]
      list.append(failure.code) {
        Diagnostic(
          failure.code, message: failure.message, location: sheet.files[written.file].location(written.range))
      }
    }
    return list.all
  }
}

/// A node's computed custom properties, by property.
struct CustomPropertyMap: Sendable {
  var values: [PropertyID: CustomPropertyValue] = [:]
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
  /// Why it is invalid, when it is.
  var invalidity: String?
  /// When its value calls `var()` and uses are recorded (`explain`): what each found.
  var uses: [CustomPropertyUse] = []
}

/// A custom property one `var()` names, and its value where the `var()` was substituted.
struct CustomPropertyUse: Sendable {
  var name: String
  var value: CustomPropertyValue?
}

extension StyleValue {
  /// How many items the value counts as against the value size limit: a list's items, else one.
  var itemCount: Int {
    if case .list(let items, _) = self { max(1, items.count) } else { 1 }
  }
}
