/// Converts resolved values to their property's type for each node's type, once per
/// declaration and type, and reports each declaration whose value does not fit once.
struct ValueTyping {
  let schema: Schema
  let sheet: Stylesheet
  let tree: StyleTree
  private(set) var values: [Value] = []
  /// Values that do not fit, kept up to the sheet's diagnostic limit.
  private(set) var diagnostics: DiagnosticList
  private var converted: [Key: Int32] = [:]
  private var types: [TypeKey: ValueType?] = [:]
  private var reported: Set<DeclarationID> = []
  /// Each tree type's nearest type (itself or a superclass) that the schema knows, `absent` for
  /// none: found once per type, so a long chain of custom types is walked once, not per type.
  private var schemaOwners: [TreeSymbol: TreeSymbol] = [:]

  private struct Key: Hashable {
    var declaration: DeclarationID
    var type: ValueType
  }

  private struct TypeKey: Hashable {
    var nodeType: TreeSymbol
    var property: PropertyID
  }

  init(schema: Schema, sheet: Stylesheet, tree: StyleTree) {
    self.schema = schema
    self.sheet = sheet
    self.tree = tree
    self.diagnostics = DiagnosticList(limit: sheet.limits.maximumDiagnostics)
  }

  /// The index of the entry's typed value, or -1 to keep the value as written (the property is
  /// unknown for the node's type, or the value does not fit).
  mutating func typedValue(_ entry: ResolvedStyles.Entry, node: NodeIndex) -> Int32 {
    guard let type = valueType(property: entry.property, nodeType: tree.types[node]) else { return -1 }
    let key = Key(declaration: entry.declaration, type: type)
    if let known = converted[key] { return known }
    let declaration = sheet.declarations[entry.declaration]
    var index: Int32 = -1
    switch type.convert(declaration.value) {
    case .success(let value):
      index = Int32(values.count)
      values.append(value)
    case .failure(let failure):
      if reported.insert(entry.declaration).inserted {
        diagnostics.append(failure.code) {
          Diagnostic(
            failure.code, message: failure.message,
            location: sheet.files[declaration.file].location(declaration.range), notes: failure.notes)
        }
      }
    }
    converted[key] = index
    return index
  }

  /// The property's type as the nearest type in the node's chain that the schema knows has it.
  private mutating func valueType(property: PropertyID, nodeType: TreeSymbol) -> ValueType? {
    let key = TypeKey(nodeType: nodeType, property: property)
    if let known = types[key] { return known }
    let path = sheet.ruleSet.propertyKeys[property].path
    let owner = schemaOwner(of: nodeType)
    let type = owner.isPresent ? schema.property(path: path, of: tree.symbols[owner])?.type : nil
    types[key] = type
    return type
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
