/// Converts declarations' values to their property's type as a node's type has it, once per
/// declaration and type, for one walk of the cascade: a value that does not fit drops out, so
/// the next matching declaration sets the property (as CSS drops an invalid declaration), and
/// is remembered once, at its declaration, for the resolve's diagnostics. With
/// `keepsWrittenValues`, a value that fits keeps its written form: the schema only checks.
struct ValueTyping {
  let schema: StyleSchema
  let keepsWrittenValues: Bool
  let sheet: Stylesheet
  let tree: StyleTree
  /// The converted values, indexed by the entries' `value`.
  private(set) var values: [StyleValue] = []
  /// Each declaration whose value did not fit a type, in the order met, once.
  private(set) var failures: [Failure] = []
  /// Whether every node that meets a declaration not fitting is kept in `failingNodes`
  /// (`LiveStyles` keeps its diagnostics by node).
  var logsFailingNodes = false
  /// With `logsFailingNodes`, each node and declaration that did not fit there, as met.
  private(set) var failingNodes: [(node: NodeIndex, declaration: DeclarationID)] = []
  /// Each declaration's conversion to the first value type it met, as that type's index and
  /// the conversion's (`noConversion` for none yet): nearly every declaration meets one type,
  /// and reading an array costs no hashing (hashing here was a tenth of a resolve's time).
  private var firstConversionType: [Int32] = []
  private var firstConversion: [Int32] = []
  /// Conversions to any later type a declaration meets.
  private var converted: [Key: Int32] = [:]
  /// Each (node type, property)'s value type as rows of a table, one row per node type met
  /// (`typeRowOfNodeType`), indexed by property; `unknownType` where not yet found. Kept only
  /// while the rows stay small: past `maximumTypeCells` the dictionary `types` takes over.
  private var typeRows: [[Int32]] = []
  private var typeRowOfNodeType: [TreeSymbol: Int] = [:]
  /// The node type of the last lookup and its row, for the nodes in a row that share a type.
  private var lastNodeType = TreeSymbol.absent
  private var lastTypeRow = -1
  private static let maximumTypeCells = 4_000_000
  private static let unknownType: Int32 = -2
  private static let noConversion: Int32 = -3
  /// Each (node type, property)'s value type, as an index into `valueTypes`: a type is hashed
  /// once, and conversions are remembered by its index (an enumeration of thousands of names
  /// hashed at every lookup made each lookup cost them all).
  private var types: [TypeKey: Int32] = [:]
  private var valueTypes: [ValueType] = []
  private var valueTypeIndex: [ValueType: Int32] = [:]
  private var reported: Set<DeclarationID> = []
  /// Each tree type's nearest type (itself or a superclass) that the schema knows, `absent` for
  /// none: found once per type, so a long chain of custom types is walked once, not per type.
  private var schemaOwners: [TreeSymbol: TreeSymbol] = [:]

  /// A declaration whose value does not fit its property's type, and why.
  struct Failure {
    var declaration: DeclarationID
    var reason: ConversionFailure
  }

  private struct Key: Hashable {
    var declaration: DeclarationID
    var type: Int32
  }

  /// An inherited value converted to a node's type: the parent's value's index and the type's.
  private struct InheritedKey: Hashable {
    var value: Int32
    var type: Int32
  }
  /// Each inherited value converted to another value type, or nil where it does not fit.
  private var inheritedConversions: [InheritedKey: Int32?] = [:]

  private struct TypeKey: Hashable {
    var nodeType: TreeSymbol
    var property: PropertyID
  }

  /// The index a value kept as written has.
  static let untyped: Int32 = -1
  /// Marks a conversion that failed among the remembered ones.
  private static let unfit: Int32 = -2
  /// A value type at or below this marks a property whose arguments the node's type does not
  /// take: `refusedArguments[refusedArgumentsBase - type]` says why.
  private static let refusedArgumentsBase: Int32 = -4
  private var refusedArguments: [ConversionFailure] = []

  /// Each alias target's number by (node type, property), -1 for a property that is no alias
  /// on the type.
  private var aliasTargets: [TypeKey: PropertyID] = [:]
  /// Each alias found by `aliasTarget(of:node:)`, by (node type, the property it stands for):
  /// the name a node passes an inherited value down by.
  private var aliasSources: [TypeKey: PropertyID] = [:]
  /// Whether the sheet writes any property whose first name is an alias on some type.
  let hasAliases: Bool

  init(schema: StyleSchema, sheet: Stylesheet, tree: StyleTree, keepsWrittenValues: Bool = false) {
    self.schema = schema
    self.keepsWrittenValues = keepsWrittenValues
    self.sheet = sheet
    self.tree = tree
    hasAliases = !sheet.ruleSet.aliasTargets.isEmpty
  }

  /// The property an alias stands for on `node`'s type, when the node's type (or the nearest
  /// the schema knows) has `property`'s first name as an alias.
  mutating func aliasTarget(of property: PropertyID, node: NodeIndex) -> PropertyID? {
    let key = TypeKey(nodeType: tree.types[node], property: property)
    if let known = aliasTargets[key] { return known.rawValue < 0 ? nil : known }
    var target = PropertyID(rawValue: -1)
    let written = sheet.ruleSet.propertyKeys[property]
    let owner = schemaOwner(of: key.nodeType)
    if owner.isPresent,
      let path = schema.aliasTarget(String(written.path.prefix { $0 != "." }), of: tree.symbols[owner]),
      let aliased = written.renamingSegments({ position, _ in position == 0 ? path : nil }),
      let number = sheet.ruleSet.property(named: aliased.description)
    {
      target = number
    }
    aliasTargets[key] = target
    guard target.rawValue >= 0 else { return nil }
    let reverse = TypeKey(nodeType: key.nodeType, property: target)
    if aliasSources[reverse] == nil { aliasSources[reverse] = property }
    return target
  }

  /// The alias that stands for `property` on `node`'s type, as `aliasTarget(of:node:)` has
  /// found it there (for the node's own entries or those it inherits); nil for none.
  func aliasSource(of property: PropertyID, node: NodeIndex) -> PropertyID? {
    aliasSources[TypeKey(nodeType: tree.types[node], property: property)]
  }

  /// The declaration's value for `property` on `node`: the index of its typed value,
  /// `untyped` to keep it as written (the schema does not know the property for the node's
  /// type), or nil when it does not fit the type.
  mutating func value(of declaration: DeclarationID, property: PropertyID, node: NodeIndex) -> Int32? {
    let index = typedValue(of: declaration, property: property, node: node)
    if index == nil, logsFailingNodes { failingNodes.append((node, declaration)) }
    return index
  }

  /// `value(of:property:node:)`, unlogged.
  private mutating func typedValue(of declaration: DeclarationID, property: PropertyID, node: NodeIndex)
    -> Int32?
  {
    let type = valueType(property: property, nodeType: tree.types[node])
    guard type >= 0 else {
      if type <= Self.refusedArgumentsBase {
        if reported.insert(declaration).inserted {
          failures.append(Failure(declaration: declaration, reason: refusal(type, of: declaration)))
        }
        return nil
      }
      return Self.untyped
    }
    if firstConversionType.isEmpty {
      firstConversionType = [Int32](repeating: Self.noConversion, count: sheet.declarations.count)
      firstConversion = firstConversionType
    }
    let position = declaration.position
    if firstConversionType[position] == type {
      let index = firstConversion[position]
      return index == Self.unfit ? nil : index
    }
    let isFirst = firstConversionType[position] == Self.noConversion
    let key = Key(declaration: declaration, type: type)
    var index = isFirst ? nil : converted[key]
    if index == nil {
      // A value calling `var()` is known per node: the cascade types it once substituted; a
      // CSS-wide keyword names no value, but where the node takes one from.
      if sheet.declarations[declaration].isWorkedOutPerNode
        || sheet.declarations[declaration].wideKeyword != nil
      {
        index = Self.untyped
      } else {
        index = convert(declaration, type: type)
      }
      if isFirst {
        firstConversionType[position] = type
        firstConversion[position] = index!
      } else {
        converted[key] = index
      }
    }
    return index == Self.unfit ? nil : index
  }

  /// The index of the declaration's value converted to `valueTypes[type]`, `untyped` for the
  /// written value, or `unfit`, reported once.
  private mutating func convert(_ declaration: DeclarationID, type: Int32) -> Int32 {
    var index: Int32
    switch valueTypes[Int(type)].convert(
      sheet.declarations[declaration].value, in: sheet.dialect)
    {
    case .success where keepsWrittenValues:
      index = Self.untyped
    case .success(let value):
      index = Int32(values.count)
      values.append(value)
    case .failure(let reason):
      index = Self.unfit
      if reported.insert(declaration).inserted {
        failures.append(Failure(declaration: declaration, reason: reason))
      }
    }
    return index
  }

  /// Why the declaration's value does not fit `property`'s type on `node`, or nil when it fits
  /// (or the schema does not know the property there): for explaining why it lost.
  mutating func failure(of declaration: DeclarationID, property: PropertyID, node: NodeIndex)
    -> ConversionFailure?
  {
    let type = valueType(property: property, nodeType: tree.types[node])
    if type <= Self.refusedArgumentsBase { return refusal(type, of: declaration) }
    guard type >= 0, !sheet.declarations[declaration].isWorkedOutPerNode,
      sheet.declarations[declaration].wideKeyword == nil,
      case .failure(let reason) = valueTypes[Int(type)].convert(
        sheet.declarations[declaration].value, in: sheet.dialect)
    else { return nil }
    return reason
  }

  /// A value given at resolve time for `property` on `node` (a code style's, or a declaration's
  /// with its `var()`s substituted): the index of the value converted to the property's type
  /// (kept as given when the schema does not know the property for the node's type, or the
  /// typing keeps written values), or why it does not fit.
  mutating func value(ofGiven value: StyleValue, property: PropertyID, node: NodeIndex)
    -> Result<Int32, ConversionFailure>
  {
    let type = valueType(property: property, nodeType: tree.types[node])
    if type <= Self.refusedArgumentsBase {
      return .failure(refusedArguments[Int(Self.refusedArgumentsBase - type)])
    }
    var converted = value
    if type >= 0 {
      switch valueTypes[Int(type)].convert(value, in: sheet.dialect) {
      case .success(let typed): if !keepsWrittenValues { converted = typed }
      case .failure(let reason): return .failure(reason)
      }
    }
    values.append(converted)
    return .success(Int32(values.count - 1))
  }

  /// Adds a value already typed (as the node it was typed for has it).
  /// - Returns: its index in `values`.
  mutating func add(_ value: StyleValue) -> Int32 {
    values.append(value)
    return Int32(values.count - 1)
  }

  /// The value `node` inherits of a property from `parent`, whose resolved entry gives it
  /// `value` (an index of `values`, or `untyped` for `declaration`'s value as written), as the
  /// node's type has the property: the parent's own when both types have one value type (or
  /// the node's has none), else converted, once per value and type. Nil when it does not fit,
  /// reported at the declaration (nil for a value code set, which is reported where code set
  /// it on the parent when it does not fit there, and not again).
  mutating func inheritedValue(
    _ value: Int32, declaration: DeclarationID?, property: PropertyID, from parent: NodeIndex,
    to node: NodeIndex
  ) -> Int32? {
    guard value >= 0 else {
      return declaration.flatMap { self.value(of: $0, property: property, node: node) }
    }
    let type = valueType(property: property, nodeType: tree.types[node])
    guard type >= 0, type != valueType(property: property, nodeType: tree.types[parent]) else { return value }
    let key = InheritedKey(value: value, type: type)
    if let known = inheritedConversions[key] {
      if known == nil, logsFailingNodes, let declaration { failingNodes.append((node, declaration)) }
      return known
    }
    var index: Int32? = nil
    switch valueTypes[Int(type)].convert(values[Int(value)], in: sheet.dialect) {
    case .success(let typed):
      values.append(keepsWrittenValues ? values[Int(value)] : typed)
      index = Int32(values.count - 1)
    case .failure(let reason):
      if let declaration, reported.insert(declaration).inserted {
        failures.append(Failure(declaration: declaration, reason: reason))
      }
      if logsFailingNodes, let declaration { failingNodes.append((node, declaration)) }
    }
    inheritedConversions[key] = index
    return index
  }

  /// The index in `valueTypes` of the property's type as the nearest type in the node's chain
  /// that the schema knows has it, or -1 for none.
  private mutating func valueType(property: PropertyID, nodeType: TreeSymbol) -> Int32 {
    if nodeType != lastNodeType {
      lastNodeType = nodeType
      lastTypeRow = typeRowOfNodeType[nodeType] ?? newTypeRow(for: nodeType)
    }
    if lastTypeRow >= 0 {
      let known = typeRows[lastTypeRow][property.position]
      if known != Self.unknownType { return known }
      let found = findValueType(property: property, nodeType: nodeType)
      typeRows[lastTypeRow][property.position] = found
      return found
    }
    let key = TypeKey(nodeType: nodeType, property: property)
    if let known = types[key] { return known }
    let found = findValueType(property: property, nodeType: nodeType)
    types[key] = found
    return found
  }

  /// A row of `typeRows` for `nodeType`, or -1 once the rows would pass `maximumTypeCells`.
  private mutating func newTypeRow(for nodeType: TreeSymbol) -> Int {
    let width = sheet.ruleSet.propertyKeys.count
    guard (typeRows.count + 1) * width <= Self.maximumTypeCells else { return -1 }
    typeRows.append([Int32](repeating: Self.unknownType, count: width))
    typeRowOfNodeType[nodeType] = typeRows.count - 1
    return typeRows.count - 1
  }

  /// The property's value type as `valueType` gives it, found in the schema.
  private mutating func findValueType(property: PropertyID, nodeType: TreeSymbol) -> Int32 {
    let key = sheet.ruleSet.propertyKeys[property]
    let owner = schemaOwner(of: nodeType)
    var found = owner.isPresent ? schema.property(path: key.path, of: tree.symbols[owner])?.type : nil
    // An inherited property a view does not have still passes down from it (a container's
    // `color`): its value is typed as the types that have it take it, so that one none of them
    // could take drops out there too.
    if found == nil, sheet.dialect.readsCurrentCSS {
      let path = (schema.canonicalSpelling(of: key) ?? key).path
      if schema.inheritedProperties.contains(path), let first = schema.typesHaving(path: path).min() {
        found = schema.property(path: path, of: first)?.type
      }
    }
    guard let type = found else { return -1 }
    if owner.isPresent, let refused = refusedArgument(of: key, on: tree.symbols[owner]) {
      refusedArguments.append(refused)
      return Self.refusedArgumentsBase - Int32(refusedArguments.count - 1)
    }
    if let known = valueTypeIndex[type] { return known }
    valueTypes.append(type)
    valueTypeIndex[type] = Int32(valueTypes.count - 1)
    return Int32(valueTypes.count - 1)
  }

  /// Why `key`'s arguments do not fit its property as `type` has it (`title-color[state:bogus]`),
  /// or nil when they fit, the key has none, or an app's class known only by its superclass may
  /// take them its own way: as lint checks them, so that `apply` sets no value lint refuses.
  private func refusedArgument(of key: PropertyKey, on type: String) -> ConversionFailure? {
    guard !key.arguments.isEmpty, !schema.mayHaveUnlistedProperties(type),
      let property = schema.property(path: key.argumentOwner, of: type)
    else { return nil }
    for argument in key.arguments {
      if let refusal = property.refusal(of: argument) {
        return ConversionFailure(
          code: .invalidArgument, message: refusal.message, type: .any, fixedNotes: refusal.notes)
      }
    }
    return nil
  }

  /// The refusal a value type marks, for `declaration`: a state Nimbus's pseudo-class gave a
  /// property that takes none has no effect, as Nimbus ignored it (lint says so too).
  private func refusal(_ type: Int32, of declaration: DeclarationID) -> ConversionFailure {
    var reason = refusedArguments[Int(Self.refusedArgumentsBase - type)]
    if sheet.declarations[declaration].isBoundToState {
      reason.code = .ignoredDeclaration
      reason.message =
        "Nimbus applies a state's rule only to what takes a control state (a button's color, text shadow and images): \(reason.message), so it has no effect here"
      reason.fixedNotes = []
    }
    return reason
  }

  /// The nearest type in the chain from `type` up that the schema knows, or `absent`.
  private mutating func schemaOwner(of type: TreeSymbol) -> TreeSymbol {
    var walked: [TreeSymbol] = []
    var current = type
    var owner = TreeSymbol.absent
    while current.isPresent {
      if let known = schemaOwners[current] {
        owner = known
        break
      }
      walked.append(current)
      if schema.types[tree.symbols[current]] != nil {
        owner = current
        break
      }
      current = tree.superclasses[current]
    }
    for type in walked { schemaOwners[type] = owner }
    return owner
  }
}

extension ValueTyping {
  /// Failures (of one walk or several) as diagnostics, in source order: each declaration once,
  /// the first reason given for it, at most as many as the sheet's limit keeps.
  static func diagnostics(of failures: [Failure], sheet: Stylesheet) -> [Diagnostic] {
    var reasons: [DeclarationID: ConversionFailure] = [:]
    for failure in failures where reasons[failure.declaration] == nil {
      reasons[failure.declaration] = failure.reason
    }
    var list = DiagnosticList(limit: sheet.limits.maximumDiagnostics)
    var suggester = Suggester()
    for (declaration, reason) in reasons.sorted(by: { $0.key < $1.key }) {
      let written = sheet.declarations[declaration]
      list.append(reason.code) {
        Diagnostic(
          reason.code, message: reason.message, location: sheet.files[written.file].location(written.range),
          notes: reason.notes(suggesting: &suggester))
      }
    }
    return list.all
  }
}
