/// Decides whether a matching declaration may set its property on a node, and the value it
/// sets. The cascade is generic over it so that each kind is compiled into a walk of its own:
/// the walk without a schema does no per-declaration test at all.
protocol DeclarationAdmission {
  /// Whether `declaration` may set `property` on `node`; when it may, its value is remembered
  /// for `value(of:)`. Not `mutating`: policies go to the cascade by value (one with state is a
  /// class); passed `inout`, the policy with no storage made every walk write to one shared
  /// address as the thread sanitizer saw it.
  func admits(_ declaration: DeclarationID, property: PropertyID, node: NodeIndex) -> Bool
  /// The value the last admitted declaration of `property` sets (see `ResolvedStyles.Entry.value`).
  func value(of property: PropertyID) -> Int32
}

/// Without a schema every declaration sets its property, with its value as written.
struct AdmitEveryDeclaration: DeclarationAdmission {
  @inline(__always)
  func admits(_ declaration: DeclarationID, property: PropertyID, node: NodeIndex) -> Bool { true }

  @inline(__always)
  func value(of property: PropertyID) -> Int32 { ValueTyping.untyped }
}

/// With a schema, a declaration whose value does not fit its property's type as the node's type
/// has it is passed over, as CSS drops an invalid declaration; the others set their typed value.
///
/// A class, owned by one walk: handed to the cascade for each node, a struct holding the typing
/// tables was copied whole three times a node.
final class AdmitFittingDeclarations: DeclarationAdmission {
  /// Not checked for exclusive access at run time (the checks were a tenth of a resolve's time
  /// with a schema): one walk owns the object, on one thread, and no access overlaps another.
  @exclusivity(unchecked) private(set) var typing: ValueTyping
  /// Each property's typed value, as the last admitted declaration set it.
  @exclusivity(unchecked) private var values: [Int32]

  init(typing: ValueTyping, propertyCount: Int) {
    self.typing = typing
    values = [Int32](repeating: ValueTyping.untyped, count: propertyCount)
  }

  func admits(_ declaration: DeclarationID, property: PropertyID, node: NodeIndex) -> Bool {
    guard let value = typing.value(of: declaration, property: property, node: node) else { return false }
    values[property] = value
    return true
  }

  func value(of property: PropertyID) -> Int32 { values[property] }

  /// A value given at resolve time (a code style's, or one with its `var()`s substituted) for
  /// `property` on `node`, as its type has it (see
  /// `ValueTyping.value(ofGiven:property:node:)`).
  func givenValue(_ value: StyleValue, property: PropertyID, node: NodeIndex) -> Result<
    Int32, ConversionFailure
  > {
    typing.value(ofGiven: value, property: property, node: node)
  }

  /// A parent's value as `node`'s type has it (see
  /// `ValueTyping.inheritedValue(_:declaration:property:from:to:)`).
  func inheritedValue(
    _ value: Int32, declaration: DeclarationID?, property: PropertyID, from parent: NodeIndex,
    to node: NodeIndex
  ) -> Int32? {
    typing.inheritedValue(value, declaration: declaration, property: property, from: parent, to: node)
  }

  /// Adds a value already typed (a restyled node's ancestor's) to the walk's values.
  /// - Returns: its index.
  func add(_ value: StyleValue) -> Int32 { typing.add(value) }

  /// Whether the sheet writes a name that is an alias on some type.
  var hasAliases: Bool { typing.hasAliases }

  /// The property `property` stands for on `node`, when its first name is an alias there.
  func aliasTarget(of property: PropertyID, node: NodeIndex) -> PropertyID? {
    typing.aliasTarget(of: property, node: node)
  }

  /// The alias that stands for `property` on `node`, when one was found there.
  func aliasSource(of property: PropertyID, node: NodeIndex) -> PropertyID? {
    typing.aliasSource(of: property, node: node)
  }
}
