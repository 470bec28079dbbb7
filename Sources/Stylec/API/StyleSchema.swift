/// What views exist, what each one's superclass is, which properties each owns (with their
/// value types and the arguments they accept) and which states it can be in. Properties are
/// inherited along the superclass chain, as UIKitStyles models them.
///
/// `StyleSchema.uikit` is built in; a schema file (JSON, see the README) extends it or replaces it.
public struct StyleSchema: Sendable {
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
    /// Other names this type and its subclasses give properties (`corner-radius` for
    /// `layer.corner-radius`, as InterfaCSS and Nimbus spell it), by alias: a declaration of
    /// either name sets the one property, so both compete in one cascade. A subclass's own
    /// property of an alias's name stands in its place (`UILabel`'s `shadow-color`).
    public var aliases: [String: String] = [:]
  }

  /// One property of a type.
  public struct PropertyInfo: Hashable, Sendable {
    /// The canonical kebab-case name.
    public var name: String
    /// Its value type.
    public var type: ValueType
    /// The arguments it accepts (`state`, `bar-metrics`, …), each with its allowed values.
    public var arguments: [String: [String]]
    /// Whether it is inherited, as CSS's `color` is: in the dialects that read today's CSS, a
    /// view that no rule gives it takes its parent's value. Inheritance belongs to the name:
    /// marked on one type, the name inherits on every type (`inheritedProperties`).
    public var isInherited = false
  }

  /// Every type, by name.
  public private(set) var types: [String: TypeInfo]
  /// The superclass links numbered, for the questions that span many types.
  let hierarchy: SchemaHierarchy
  /// An app's classes known only by their superclass (`.stylec.json`'s `types`), whose own
  /// properties the schema cannot know: lint does not call a property they may add unknown.
  private(set) var openTypes: Set<String> = []

  /// Every property and alias name of every type by its `spellingKey`, for reading names
  /// written in any case and with dashes anywhere (see `canonicalSpelling(of:)`).
  let spellings: [String: String]
  /// The paths each alias name stands for on the types that have it.
  let aliasesByName: [String: [String]]
  /// The names of the properties some type marks inherited, and of the aliases that stand for
  /// one (`text-align`, UILabel's `text-alignment`) where no type has a property of that name
  /// that does not inherit: CSS's name inherits as what it names does, so a container's
  /// `text-align` reaches its labels.
  public let inheritedProperties: Set<String>

  init(types: [String: TypeInfo], openTypes: Set<String> = []) {
    self.types = types
    self.openTypes = openTypes
    hierarchy = SchemaHierarchy(types: types, openTypes: openTypes)
    spellings = Self.spellings(of: types)
    aliasesByName = Self.aliasesByName(of: types)
    let properties = types.values.lazy.flatMap(\.properties.values)
    let inherited = Set(properties.filter(\.isInherited).map(\.name))
    let notInherited = Set(properties.filter { !$0.isInherited }.map(\.name))
    inheritedProperties = inherited.union(
      aliasesByName.lazy.filter {
        !notInherited.contains($0.key) && $0.value.contains(where: inherited.contains)
      }
      .map(\.key))
  }

  /// Whether `type` or a class it descends from is an app's class known only by its superclass,
  /// so that it may have properties the schema does not list.
  /// - Complexity: O(1).
  func mayHaveUnlistedProperties(_ type: String) -> Bool {
    guard !openTypes.isEmpty, let number = hierarchy.numbers[type] else { return false }
    return hierarchy.descendsFromOpenType[Int(number)]
  }

  /// A schema with no types, for toolkits that share nothing with UIKit.
  public static let empty = StyleSchema(types: [:])

  /// Each type's superclass, for the types that have one.
  var superclasses: [String: String] { types.compactMapValues(\.superclass) }

  /// The type and its superclasses that the schema knows, nearest first.
  /// - Complexity: O(length of the chain).
  public func chain(of type: String) -> [TypeInfo] {
    chain(of: type, next: hierarchy.superclasses)
  }

  /// The types on `type`'s chain that declare a property, an alias or a state, nearest first:
  /// all that a lookup of one needs, without the classes between that add nothing.
  /// - Complexity: O(declaring types on the chain).
  func declaringChain(of type: String) -> [TypeInfo] {
    guard let number = hierarchy.numbers[type] else { return [] }
    let own = types[type]!
    let declares = !own.properties.isEmpty || !own.aliases.isEmpty || !own.states.isEmpty
    let above = chain(
      from: hierarchy.declaringSuperclasses[Int(number)], next: hierarchy.declaringSuperclasses)
    return declares ? [own] + above : above
  }

  /// The chain from `type` following `next`, nearest first.
  private func chain(of type: String, next: [Int32]) -> [TypeInfo] {
    guard let number = hierarchy.numbers[type] else { return [] }
    return chain(from: number, next: next)
  }

  /// The types from `start` (-1: none) following `next`; a walk from a type on or below a loop
  /// (a schema merged without validation) stops where it meets itself.
  private func chain(from start: Int32, next: [Int32]) -> [TypeInfo] {
    guard start >= 0 else { return [] }
    let mayLoop = hierarchy.tree.order[Int(start)] < 0
    var seen: Set<Int32> = []
    var result: [TypeInfo] = []
    var current = start
    while current >= 0, !mayLoop || seen.insert(current).inserted {
      result.append(types[hierarchy.names[Int(current)]]!)
      current = next[Int(current)]
    }
    return result
  }

  /// The nearest type on `type`'s chain (itself first) that `declares` `name`, found in
  /// `index`; for a type on or below a loop (a schema merged without validation), by a walk.
  /// - Complexity: O(log declarers of the name).
  func nearestOwner(
    of name: String, from type: String, in index: NearestDeclarers, declares: (TypeInfo) -> Bool
  ) -> TypeInfo? {
    guard let number = hierarchy.numbers[type] else { return nil }
    let position = hierarchy.tree.order[Int(number)]
    guard position >= 0 else { return declaringChain(of: type).first(where: declares) }
    let owner = index.nearest(name, at: position)
    return owner < 0 ? nil : types[hierarchy.names[Int(owner)]]
  }

  /// The property as `type` has it, declared there or inherited, or the one an alias of that
  /// name stands for.
  /// - Complexity: O(log types declaring the name).
  public func property(_ name: String, of type: String) -> PropertyInfo? {
    let owner = nearestOwner(of: name, from: type, in: hierarchy.propertyOrAliasOwners) {
      $0.properties[name] != nil || $0.aliases[name] != nil
    }
    guard let owner else { return nil }
    if let property = owner.properties[name] { return property }
    return owner.aliases[name].flatMap { declaredProperty(path: $0, of: type) }
  }

  /// The property a dotted path names through properties alone: an alias's target, which
  /// names no alias (validation sees to that for a schema read from a file; a merged one is
  /// not followed round a loop).
  func declaredProperty(path: String, of type: String) -> PropertyInfo? {
    var owner = type
    let segments = path.split(separator: ".").map(String.init)
    for (position, segment) in segments.enumerated() {
      let declaring = nearestOwner(of: segment, from: owner, in: hierarchy.propertyOwners) {
        $0.properties[segment] != nil
      }
      guard let property = declaring?.properties[segment] else { return nil }
      if position == segments.count - 1 { return property }
      guard case .object(let nested) = property.type else { return nil }
      owner = nested
    }
    return nil
  }

  /// Every property `type` has, declared or inherited, by name.
  public func allProperties(of type: String) -> [String: PropertyInfo] {
    var result: [String: PropertyInfo] = [:]
    for info in declaringChain(of: type).reversed() {
      result.merge(info.properties) { _, nearer in nearer }
    }
    return result
  }

  /// The type that declares the property `name` for `type`: the type itself or the nearest
  /// superclass declaring it (`stylec lsp`'s hover says where a property comes from).
  package func declaringType(ofProperty name: String, on type: String) -> String? {
    declaringChain(of: type).first { $0.properties[name] != nil }?.name
  }

  /// Every alias `type` has, declared or inherited, with the property path it stands for
  /// (`stylec lsp` completes them, shown as such).
  package func allAliases(of type: String) -> [String: String] {
    var result: [String: String] = [:]
    for info in declaringChain(of: type).reversed() {
      result.merge(info.aliases) { _, nearer in nearer }
    }
    return result
  }

  /// Every name a property of `type` goes by, declared or inherited: the properties' own and
  /// their aliases (`corner-radius` for `layer.corner-radius` on a view), sorted: what a
  /// misspelt name is compared with for the name meant.
  func allPropertyNames(of type: String) -> [String] {
    var names: Set<String> = []
    for info in declaringChain(of: type) {
      names.formUnion(info.properties.keys)
      names.formUnion(info.aliases.keys)
    }
    return names.sorted()
  }

  /// Every state `type` can be in, declared or inherited.
  public func allStates(of type: String) -> [String] {
    Array(Set(declaringChain(of: type).flatMap(\.states))).sorted()
  }

  /// The types whose chain includes `type` (itself and every known subclass).
  /// - Complexity: O(k log k) for k subtypes.
  public func subtypes(of type: String) -> [String] {
    guard let number = hierarchy.numbers[type] else { return [] }
    if hierarchy.tree.order[Int(number)] >= 0 {
      return hierarchy.subtree(of: number).map { hierarchy.names[Int($0)] }.sorted()
    }
    // A type on or below a loop (a schema merged without validation): only such types reach it.
    return hierarchy.unplaced.map { hierarchy.names[Int($0)] }.filter { name in
      chain(of: name).contains { $0.name == type }
    }
  }

  /// Whether `type` (or, `includingSubtypes`, one of its subclasses) can be in the state of
  /// this key (`PseudoClass.stateKey`).
  /// - Complexity: O(log types declaring the state).
  func hasState(key: String, type: String, includingSubtypes: Bool) -> Bool {
    guard let number = hierarchy.numbers[type] else { return false }
    let position = hierarchy.tree.order[Int(number)]
    guard position >= 0 else {
      let states = includingSubtypes ? statesOfAnySubtype(of: type) : Set(allStates(of: type))
      return states.contains { PseudoClass.stateKey($0) == key }
    }
    if hierarchy.stateOwners.nearest(key, at: position) >= 0 { return true }
    return includingSubtypes
      && hierarchy.stateOwners.isDeclared(key, within: position..<hierarchy.tree.end[Int(number)])
  }

  /// Every state that `type` or any of its subclasses can be in.
  /// - Complexity: O(subclasses + chain + states).
  func statesOfAnySubtype(of type: String) -> Set<String> {
    var states = Set(allStates(of: type))
    for name in subtypes(of: type) { states.formUnion(types[name]?.states ?? []) }
    return states
  }

  /// The types, in ascending order, for which `property(path:of:)` finds a property: every type
  /// of the schema, or with `root` only it and its subclasses.
  /// - Complexity: O(types considered), plus one nested lookup per declaring type: each type's
  ///   nearest declaration of the path's first segment is handed down the preorder, not
  ///   looked up along its chain.
  func typesHaving(path: String, under root: String? = nil) -> [String] {
    let segments = path.split(separator: ".")
    guard let first = segments.first.map(String.init) else { return [] }
    let rest = segments.dropFirst().joined(separator: ".")
    let placed: ArraySlice<Int32>
    if let root {
      guard let number = hierarchy.numbers[root] else { return [] }
      guard hierarchy.tree.order[Int(number)] >= 0 else {
        return subtypes(of: root).filter { property(path: path, of: $0) != nil }
      }
      placed = hierarchy.subtree(of: number)
    } else {
      placed = hierarchy.tree.preorder[...]
    }
    // The root's own nearest declaration may sit above it.
    let inherited = root.flatMap { root in
      declaringChain(of: root).first { $0.properties[first] != nil || $0.aliases[first] != nil }
    }?.name
    /// Whether a type declaring the first segment carries the rest of the path.
    var resolves: [String: Bool] = [:]
    func resolvesRest(from owner: String) -> Bool {
      guard !rest.isEmpty else { return true }
      if let known = resolves[owner] { return known }
      let found = property(path: path, of: owner) != nil
      resolves[owner] = found
      return found
    }
    var result: [String] = []
    // Declaring types enclosing the current position: (end of subtree, name).
    var declarers: [(end: Int32, name: String)] = []
    for type in placed {
      let order = hierarchy.tree.order[Int(type)]
      while let last = declarers.last, last.end <= order { declarers.removeLast() }
      let name = hierarchy.names[Int(type)]
      if types[name]?.properties[first] != nil || types[name]?.aliases[first] != nil {
        declarers.append((hierarchy.tree.end[Int(type)], name))
      }
      if let owner = declarers.last?.name ?? inherited, resolvesRest(from: owner) { result.append(name) }
    }
    if root == nil {
      // Types on or below a loop (a schema merged without validation) are looked up one by one.
      for type in hierarchy.unplaced where property(path: path, of: hierarchy.names[Int(type)]) != nil {
        result.append(hierarchy.names[Int(type)])
      }
    }
    return result.sorted()
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

  /// This schema with an app's own classes added, each by its superclass (`"Button": "UIButton"`),
  /// as `.stylec.json`'s `types` declares them: a class the schema knows takes the superclass
  /// given; one it does not is added with no properties of its own, inheriting its superclass's.
  package func addingSubclasses(_ superclasses: [String: String]) -> StyleSchema {
    guard !superclasses.isEmpty else { return self }
    return merging(
      StyleSchema(
        types: superclasses.reduce(into: [:]) { types, entry in
          types[entry.key] = TypeInfo(name: entry.key, superclass: entry.value, properties: [:], states: [])
        },
        openTypes: Set(superclasses.keys.filter { types[$0] == nil })))
  }

  /// This schema with properties added to types it has (`"properties"` in `.stylec.json`: an
  /// add-on's, such as ClassyLiveLayout's `cas-margin-top` on `UIView`). A class declared only
  /// by its superclass stays open: its other properties are still warnings, not errors. Names are
  /// read as a schema file's are (`casMarginTop` is `cas-margin-top`).
  package func addingProperties(_ properties: [String: [String: ValueType]]) -> StyleSchema {
    guard !properties.isEmpty else { return self }
    var extended = types
    for (type, added) in properties {
      for (written, valueType) in added {
        let name = kebabCase(written)
        extended[type, default: TypeInfo(name: type, superclass: nil, properties: [:], states: [])]
          .properties[name] = PropertyInfo(name: name, type: valueType, arguments: [:])
      }
    }
    return StyleSchema(types: extended, openTypes: openTypes)
  }

  /// This schema with `other`'s types added; a type both have gets both's properties and
  /// states (`other`'s win) and `other`'s superclass when it names one.
  public func merging(_ other: StyleSchema) -> StyleSchema {
    var merged = types
    for (name, type) in other.types {
      guard var existing = merged[name] else {
        merged[name] = type
        continue
      }
      existing.superclass = type.superclass ?? existing.superclass
      existing.properties.merge(type.properties) { _, new in new }
      existing.aliases.merge(type.aliases) { _, new in new }
      existing.states = Array(Set(existing.states + type.states)).sorted()
      merged[name] = existing
    }
    // A class stays open only while no schema lists properties of its own for it.
    let open = openTypes.union(other.openTypes).filter { merged[$0]?.properties.isEmpty ?? false }
    return StyleSchema(types: merged, openTypes: open)
  }
}

extension StyleSchema {
  /// Reads a schema file's JSON; unless it says `"base": "none"`, its types are added to the
  /// built-in UIKit schema.
  /// - Parameters:
  ///   - json: the schema file's bytes.
  ///   - fileName: the name its problems are located in.
  ///   - maximumDiagnostics: the most problems of the schema's types reported, the others
  ///     counted in a last `too-many-diagnostics` (as `StylesheetLimits.maximumDiagnostics`
  ///     bounds a load's).
  /// - Throws: `StylecError` locating the first problem of the JSON (malformed, an unknown key, a
  ///   value type that does not exist), or every problem of its types: a superclass or object
  ///   type the schema does not define, a cycle.
  public init(json: [UInt8], fileName: String = "<schema>", maximumDiagnostics: Int = 10_000)
    throws(StylecError)
  {
    let file = SourceFile(path: fileName, bytes: json)
    let (schema, replacesBase, sites) = try SchemaDecoder.decode(file)
    let merged = replacesBase ? schema : StyleSchema.uikit.merging(schema)
    try merged.validate(file, sites: sites, maximumDiagnostics: maximumDiagnostics)
    self = merged
  }
}

extension StyleSchema {
  /// The built-in schema of UIKit's views and their properties.
  public static let uikit: StyleSchema = {
    do {
      return try StyleSchema(json: Array(uikitSchemaJSON.utf8), fileName: "<built-in UIKit schema>")
    } catch {
      preconditionFailure("the built-in UIKit schema is invalid: \(error)")
    }
  }()
}
