/// What views exist, what each one's superclass is, which properties each owns (with their
/// value types and the arguments they accept) and which states it can be in. Properties are
/// inherited along the superclass chain, as UIKitStyles models them.
///
/// `Schema.uikit` is built in; a schema file (JSON, see the README) extends it or replaces it.
public struct Schema: Sendable {
  /// One view type.
  public struct TypeInfo: Hashable, Sendable {
    /// The class name.
    public var name: String
    /// The superclass name, if any.
    public var superclass: String?
    /// The properties this type declares itself (not inherited ones), by canonical name.
    public var properties: [String: PropertyInfo]
    /// The states this type declares itself (`selected`, `highlighted`, …).
    public var states: [String]
  }

  /// One property of a type.
  public struct PropertyInfo: Hashable, Sendable {
    /// The canonical kebab-case name.
    public var name: String
    /// Its value type.
    public var type: ValueType
    /// The arguments it accepts (`state`, `bar-metrics`, …), each with its allowed values.
    public var arguments: [String: [String]]
  }

  /// Every type, by name.
  public private(set) var types: [String: TypeInfo]

  init(types: [String: TypeInfo]) {
    self.types = types
  }

  /// A schema with no types, for toolkits that share nothing with UIKit.
  public static let empty = Schema(types: [:])

  /// Each type's superclass, for the types that have one.
  var superclasses: [String: String] { types.compactMapValues(\.superclass) }

  /// The type and its superclasses that the schema knows, nearest first.
  public func chain(of type: String) -> [TypeInfo] {
    var result: [TypeInfo] = []
    var current: String? = type
    while let name = current, let info = types[name], !result.contains(where: { $0.name == name }) {
      result.append(info)
      current = info.superclass
    }
    return result
  }

  /// The property as `type` has it, declared there or inherited.
  public func property(_ name: String, of type: String) -> PropertyInfo? {
    for info in chain(of: type) {
      if let property = info.properties[name] { return property }
    }
    return nil
  }

  /// Every property `type` has, declared or inherited, by name.
  public func allProperties(of type: String) -> [String: PropertyInfo] {
    var result: [String: PropertyInfo] = [:]
    for info in chain(of: type).reversed() {
      result.merge(info.properties) { _, nearer in nearer }
    }
    return result
  }

  /// Every state `type` can be in, declared or inherited.
  public func allStates(of type: String) -> [String] {
    Array(Set(chain(of: type).flatMap(\.states))).sorted()
  }

  /// The types whose chain includes `type` (itself and every known subclass).
  public func subtypes(of type: String) -> [String] {
    types.keys.filter { name in chain(of: name).contains { $0.name == type } }.sorted()
  }

  /// The property a possibly dotted key names for `type`: `layer.corner-radius` follows the
  /// `layer` property's object type; arguments (`[state:…]`) are not part of `path`.
  public func property(path: String, of type: String) -> PropertyInfo? {
    var owner = type
    let segments = path.split(separator: ".").map(String.init)
    for (position, segment) in segments.enumerated() {
      guard let property = property(segment, of: owner) else { return nil }
      if position == segments.count - 1 { return property }
      guard case .object(let nested) = property.type else { return nil }
      owner = nested
    }
    return nil
  }

  /// This schema with `other`'s types added; a type both have gets both's properties and
  /// states (`other`'s win) and `other`'s superclass when it names one.
  public func merging(_ other: Schema) -> Schema {
    var merged = types
    for (name, type) in other.types {
      guard var existing = merged[name] else {
        merged[name] = type
        continue
      }
      existing.superclass = type.superclass ?? existing.superclass
      existing.properties.merge(type.properties) { _, new in new }
      existing.states = Array(Set(existing.states + type.states)).sorted()
      merged[name] = existing
    }
    return Schema(types: merged)
  }
}
