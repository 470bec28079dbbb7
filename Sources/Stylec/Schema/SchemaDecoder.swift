/// Reads a schema file:
///
///     {
///       "base": "uikit",
///       "types": {
///         "GradientView": {
///           "superclass": "UIView",
///           "states": ["animating"],
///           "properties": {
///             "start-color": "color",
///             "direction": "enum(horizontal|vertical)",
///             "title-color": { "type": "color", "states": "control" },
///             "accent-color": { "type": "color", "inherited": true },
///             "background-image": { "type": "image", "arguments": { "bar-metrics": ["default", "compact"] } }
///           },
///           "aliases": { "start": "start-color" }
///         }
///       }
///     }
///
/// `base` is `uikit` (the default: add to the built-in schema) or `none` (replace it). A
/// property's type is a `ValueType` name; `states` lists the control states its `[state:…]`
/// argument accepts (`"control"` for UIKit's); `arguments` lists any other arguments;
/// `inherited` makes the name an inherited property, which a view takes from its parent in the
/// dialects that read today's CSS when no rule sets it on the view. `aliases` gives properties
/// other names, each the path of a property the type has.
struct SchemaDecoder {
  private let file: SourceFile
  private var scanner: JSONScanner
  /// Where the file writes what validation may find wrong, as byte offsets.
  private var sites: [SchemaSite: Int] = [:]

  /// A part of a type that validation checks against the rest of the schema.
  enum SchemaSite: Hashable {
    /// The value of a type's `superclass`.
    case superclass(of: String)
    /// The name of an alias, in its type's `aliases`.
    case alias(String, of: String)
    /// The name of a property, in its type's `properties`.
    case property(String, of: String)
  }

  static func decode(_ file: SourceFile) throws(StylecError) -> (
    schema: StyleSchema, replacesBase: Bool, sites: [SchemaSite: Int]
  ) {
    var decoder = SchemaDecoder(file: file, scanner: JSONScanner(bytes: file.bytes))
    do {
      let (schema, replacesBase) = try decoder.decodeDocument()
      return (schema, replacesBase, decoder.sites)
    } catch {
      throw StylecError([
        Diagnostic(
          .invalidSchema, message: error.message,
          location: file.location(error.offset..<min(error.offset + 1, max(error.offset, file.bytes.count))))
      ])
    }
  }

  private init(file: SourceFile, scanner: JSONScanner) {
    self.file = file
    self.scanner = scanner
  }

  private mutating func decodeDocument() throws(JSONScanner.Failure) -> (
    schema: StyleSchema, replacesBase: Bool
  ) {
    var replacesBase = false
    var types: [String: StyleSchema.TypeInfo] = [:]
    try scanner.beginObject("the schema, an object '{…}'")
    var first = true
    var seen: Set<String> = []
    while let (key, offset) = try scanner.nextKey(first: &first, seen: &seen) {
      switch key {
      case "base":
        scanner.skipWhitespace()
        let valueOffset = scanner.position
        switch try scanner.readString() {
        case "uikit": replacesBase = false
        case "none": replacesBase = true
        case let other:
          throw .init(message: "\"base\" is \"uikit\" or \"none\", not \"\(other)\"", offset: valueOffset)
        }
      case "types":
        types = try readTypes()
      default:
        throw unknownKey(key, at: offset, known: ["base", "types"])
      }
    }
    scanner.skipWhitespace()
    guard scanner.atEnd else {
      throw .init(
        message: "unexpected \(scanner.describeCurrent()) after the schema", offset: scanner.position)
    }
    return (StyleSchema(types: types), replacesBase)
  }

  private func unknownKey(_ key: String, at offset: Int, known: [String]) -> JSONScanner.Failure {
    let suggestion = closestMatch(to: key, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
    return .init(
      message:
        "unknown key \"\(key)\"\(suggestion) (expected \(known.map { "\"\($0)\"" }.joined(separator: ", ")))",
      offset: offset)
  }

  private mutating func readTypes() throws(JSONScanner.Failure) -> [String: StyleSchema.TypeInfo] {
    var types: [String: StyleSchema.TypeInfo] = [:]
    try scanner.beginObject("\"types\", an object of type names")
    var first = true
    var seen: Set<String> = []
    while let (name, offset) = try scanner.nextKey(first: &first, seen: &seen) {
      // A name no selector can write, and one that would forge a line where it is listed.
      guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
      else {
        throw .init(
          message:
            "a type's name must be a non-empty name without spaces or control characters, not \(quoted(name))",
          offset: offset)
      }
      types[name] = try readType(name)
    }
    return types
  }

  private mutating func readType(_ name: String) throws(JSONScanner.Failure) -> StyleSchema.TypeInfo {
    var type = StyleSchema.TypeInfo(name: name, superclass: nil, properties: [:], states: [])
    try scanner.beginObject("the description of \"\(name)\", an object")
    var first = true
    var seen: Set<String> = []
    // A type's property and alias names, by the key every spelling of a name shares: two of
    // them with one key would be one name to a sheet, and which one it set would depend on
    // how it was spelled.
    var names: [String: String] = [:]
    while let (key, offset) = try scanner.nextKey(first: &first, seen: &seen) {
      switch key {
      case "superclass":
        scanner.skipWhitespace()
        sites[.superclass(of: name)] = scanner.position
        type.superclass = try scanner.readString()
      case "states": type.states = try readDistinctNames("\"states\"", of: "state")
      case "properties":
        try scanner.beginObject("\"properties\", an object of property names")
        var firstProperty = true
        var seenProperties: Set<String> = []
        while let (property, propertyOffset) = try scanner.nextKey(
          first: &firstProperty, seen: &seenProperties)
        {
          try checkOneSpelling(property, of: "property", in: &names, at: propertyOffset)
          let info = try readProperty(kebabCase(property))
          type.properties[info.name] = info
          sites[.property(info.name, of: name)] = propertyOffset
        }
      case "aliases":
        try scanner.beginObject("\"aliases\", an object of alias names")
        var firstAlias = true
        var seenAliases: Set<String> = []
        while let (alias, aliasOffset) = try scanner.nextKey(first: &firstAlias, seen: &seenAliases) {
          try checkOneSpelling(alias, of: "property or alias", in: &names, at: aliasOffset)
          let target = try scanner.readString()
          sites[.alias(kebabCase(alias), of: name)] = aliasOffset
          type.aliases[kebabCase(alias)] = target.split(separator: ".", omittingEmptySubsequences: false)
            .map { kebabCase(String($0)) }.joined(separator: ".")
        }
      default:
        throw unknownKey(key, at: offset, known: ["superclass", "states", "properties", "aliases"])
      }
    }
    return type
  }

  /// Refuses a name that is an earlier one in another spelling: case and dashes do not matter
  /// (`on-tap`, `onTap`, `ONTAP`), and the later would silently replace the earlier, or leave
  /// which one a sheet sets to how it spells it.
  private func checkOneSpelling(
    _ written: String, of what: String, in spellings: inout [String: String], at offset: Int
  ) throws(JSONScanner.Failure) {
    // The same name written twice in one object is JSON's duplicate key, and a property and an
    // alias of one name is reported by `validate`.
    if let earlier = spellings.updateValue(written, forKey: StyleSchema.spellingKey(written)),
      earlier != written
    {
      throw .init(
        message: "\"\(earlier)\" and \"\(written)\" name one \(what), \(kebabCase(written)): give it once",
        offset: offset)
    }
  }

  /// An array of names (states, an argument's values), in kebab case, refusing one given twice
  /// in two spellings (`On`, `on`, `o-n`), which a sheet could not tell apart.
  private mutating func readDistinctNames(_ what: String, of kind: String) throws(JSONScanner.Failure)
    -> [String]
  {
    scanner.skipWhitespace()
    let offset = scanner.position
    let written = try scanner.readStringArray(what)
    var spellings: [String: String] = [:]
    for name in written {
      try checkOneSpelling(name, of: kind, in: &spellings, at: offset)
    }
    return written.map(kebabCase)
  }

  /// property := type-name | { "type": type-name, "states": "control" | [state…], "arguments": {name: [value…]},
  ///   "inherited": true | false }
  private mutating func readProperty(_ name: String) throws(JSONScanner.Failure) -> StyleSchema.PropertyInfo {
    if scanner.peek() == UInt8(ascii: "\"") {
      return StyleSchema.PropertyInfo(name: name, type: try readValueType(), arguments: [:])
    }
    var property = StyleSchema.PropertyInfo(name: name, type: .any, arguments: [:])
    var sawType = false
    let start = scanner.position
    try scanner.beginObject("the type of \"\(name)\": a type name or an object")
    var first = true
    var seen: Set<String> = []
    while let (key, offset) = try scanner.nextKey(first: &first, seen: &seen) {
      switch key {
      case "type":
        property.type = try readValueType()
        sawType = true
      case "states":
        if scanner.peek() == UInt8(ascii: "\"") {
          let valueOffset = scanner.position  // peek skipped the white space
          guard try scanner.readString() == "control" else {
            throw .init(message: "\"states\" is \"control\" or an array of state names", offset: valueOffset)
          }
          property.arguments["state"] = PropertyParameters.controlStates.sorted()
        } else {
          property.arguments["state"] = try readDistinctNames("\"states\"", of: "state")
        }
      case "arguments":
        try scanner.beginObject("\"arguments\", an object of argument names")
        var firstArgument = true
        var seenArguments: Set<String> = []
        var spellings: [String: String] = [:]
        while let (argument, argumentOffset) = try scanner.nextKey(
          first: &firstArgument, seen: &seenArguments)
        {
          try checkOneSpelling(argument, of: "argument", in: &spellings, at: argumentOffset)
          property.arguments[kebabCase(argument)] = try readDistinctNames("\"\(argument)\"", of: "value")
        }
      case "inherited":
        let next = scanner.peek()
        let valueOffset = scanner.position  // peek skipped the white space
        guard next == UInt8(ascii: "t") || next == UInt8(ascii: "f"), let literal = try? scanner.readLiteral()
        else {
          throw .init(message: "\"inherited\" is true or false", offset: valueOffset)
        }
        property.isInherited = literal == "true"
      default:
        throw unknownKey(key, at: offset, known: ["type", "states", "arguments", "inherited"])
      }
    }
    guard sawType else {
      throw .init(message: "property \"\(name)\" has no \"type\"", offset: start)
    }
    return property
  }

  /// How deeply `list(…)` may nest in a property's type: every walk over a type recurses on it.
  static let maximumListNesting = 64

  private mutating func readValueType() throws(JSONScanner.Failure) -> ValueType {
    scanner.skipWhitespace()
    let offset = scanner.position
    let name = try scanner.readString()
    // The `list(` wrappers are taken off in one pass over the name (the name's own reader
    // would copy the rest of it at each level), then put back around the element type.
    var element = name[...].trimmingSpaces
    var lists = 0
    while element.hasPrefix("list("), element.hasSuffix(")") {
      lists += 1
      guard lists <= Self.maximumListNesting else {
        throw .init(
          message: "\"\(name.prefix(40))…\" nests list(…) more than \(Self.maximumListNesting) levels deep",
          offset: offset)
      }
      element = element.dropFirst(5).dropLast().trimmingSpaces
    }
    guard var type = ValueType(name: String(element)) else {
      throw .init(
        message:
          "\"\(name)\" is not a value type; expected \(ValueType.spellings)",
        offset: offset)
    }
    var distinct: Set<String> = []
    if case .enumeration(let values, _) = type,
      let repeated = values.first(where: { !distinct.insert($0).inserted })
    {
      throw .init(
        message:
          "\"\(name)\" lists the value \(repeated) twice (kebab-case and camelCase name one value): give it once",
        offset: offset)
    }
    // A sheet's number names a raw value exactly only up to 2^53, as numbers are read.
    if case .enumeration(let values, let rawValues) = type,
      let value = values.first(where: { (rawValues[$0]?.magnitude ?? 0) > 1 << 53 }),
      let raw = rawValues[value]
    {
      throw .init(
        message:
          "\"\(name.prefix(80))\" gives \(value) the raw value \(raw), beyond ±9007199254740992, which no number a sheet writes can name exactly",
        offset: offset)
    }
    // A value a sheet writes is a word: a name with a comma or a space in it (`enum(a,b)`, where
    // `|` was meant) could never be written, and every value would be reported as not one of it.
    if case .enumeration(let values, _) = type,
      let unwritable = values.first(where: { !$0.utf8.allSatisfy(Self.isEnumerationNameByte) })
    {
      throw .init(
        message:
          "\"\(name.prefix(80))\" has the value '\(unwritable.prefix(40))', which no sheet can write: an enumeration's values are names of letters, digits, '-' and '_', separated by '|'",
        offset: offset)
    }
    for _ in 0..<lists { type = .list(type) }
    return type
  }
}

extension SchemaDecoder {
  /// Whether a byte may stand in an enumeration's value: an ASCII letter, digit, `-` or `_`, or
  /// a byte of a non-ASCII letter.
  static func isEnumerationNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_")
  }
}

extension StyleSchema {
  /// Checks that every superclass and object type is defined and no superclass chain loops,
  /// each problem located where `file` writes it (at its start for what the file does not write).
  /// - Complexity: O(types + properties): loops are found once for the whole hierarchy.
  /// - Parameter maximumDiagnostics: the most problems reported; the others are counted.
  func validate(_ file: SourceFile, sites: [SchemaDecoder.SchemaSite: Int], maximumDiagnostics: Int)
    throws(StylecError)
  {
    var problems = DiagnosticList(limit: maximumDiagnostics)
    func problem(_ message: @autoclosure () -> String, at site: SchemaDecoder.SchemaSite) {
      problems.append(.invalidSchema) {
        let offset = sites[site] ?? 0
        return Diagnostic(
          .invalidSchema, message: message(),
          location: file.location(offset..<min(offset + 1, file.bytes.count)))
      }
    }
    // Each cycle is reported once, at a class on it that the file declares: the classes whose
    // chains run into it (every UIKit view, for `"UIView": {"superclass": "UIButton"}`) are
    // not its cause, and were 41 errors more.
    var reportedLoops: Set<String> = []
    for name in types.keys.sorted() {
      let type = types[name]!
      if let superclass = type.superclass, types[superclass] == nil {
        problem(
          "the superclass \(quoted(superclass)) of \(quoted(name)) is not in the schema",
          at: .superclass(of: name))
      }
      let loopEntry = hierarchy.loopEntries[Int(hierarchy.numbers[name]!)]
      if loopEntry >= 0 {
        let entry = hierarchy.names[Int(loopEntry)]
        var members = [entry]
        while let next = types[members[members.count - 1]]?.superclass, next != entry,
          members.count < types.count
        {
          members.append(next)
        }
        // The cycle from the class reported, the first on it the file declares.
        let first = members.sorted().first { sites[.superclass(of: $0)] != nil } ?? members.min()!
        if reportedLoops.insert(members.min()!).inserted {
          let start = members.firstIndex(of: first)!
          let cycle = Array(members[start...] + members[..<start]) + [first]
          let shown =
            cycle.count <= 10
            ? cycle.map { quoted($0) }.joined(separator: " → ")
            : cycle.prefix(8).map { quoted($0) }.joined(separator: " → ")
              + " → … (\(cycle.count - 1) classes)"
          problem("the superclasses of \(quoted(first)) form a cycle: \(shown)", at: .superclass(of: first))
        }
      }
      for (alias, target) in type.aliases.sorted(by: { $0.key < $1.key }) {
        if type.properties[alias] != nil {
          problem(
            "\(quoted(name)) has both a property and an alias named \(quoted(alias))",
            at: .alias(alias, of: name))
        } else if declaredProperty(path: target, of: name) == nil {
          problem(
            "the alias \(quoted(alias)) of \(quoted(name)) stands for \(quoted(target)), which is not a property path of \(quoted(name)) (an alias names properties, not other aliases)",
            at: .alias(alias, of: name))
        }
      }
      for property in type.properties.values.sorted(by: { $0.name < $1.name }) {
        if case .object(let nested) = property.type, types[nested] == nil {
          problem(
            "property \(quoted(property.name)) of \(quoted(name)) is an object of \(quoted(nested)), which is not in the schema",
            at: .property(property.name, of: name))
        }
      }
    }
    for (name, property, inherited) in retypedProperties() {
      problem(
        "property \(quoted(property.name)) of \(quoted(name)) is \(property.type.name), but \(quoted(name)) inherits it as \(inherited.type.name): a subclass may declare a property again, not change its type",
        at: .property(property.name, of: name))
    }
    guard problems.count == 0 else { throw StylecError(problems.all) }
  }
}

extension StyleSchema {
  /// Each property a type declares again with another type than its nearest ancestor that
  /// declares it (found by every spelling of its name, as sheets name it; an inherited alias of
  /// the name is no property, so a subclass may have a property of that name): a typed style
  /// class could not hold both, and a value would be read by one type and checked by the other.
  ///
  /// The hierarchy is walked once from its roots, depth first, with the inherited properties
  /// by spelling updated on the way down and put back on the way up: looking each property up
  /// the chain was quadratic in a long chain. Types in a superclass loop, reported apart, are
  /// not reached.
  /// - Complexity: O(types + properties).
  func retypedProperties() -> [(type: String, property: PropertyInfo, inherited: PropertyInfo)] {
    var children: [String: [String]] = [:]
    var roots: [String] = []
    for (name, type) in types {
      if let superclass = type.superclass, types[superclass] != nil {
        children[superclass, default: []].append(name)
      } else {
        roots.append(name)
      }
    }
    var found: [(type: String, property: PropertyInfo, inherited: PropertyInfo)] = []
    var inherited: [String: PropertyInfo] = [:]
    /// Each entered type's changes to `inherited`, to put back when it is left.
    var undo: [[(key: String, previous: PropertyInfo?)]] = []
    var stack: [(name: String, entered: Bool)] = roots.sorted().reversed().map { ($0, false) }
    while let (name, entered) = stack.popLast() {
      guard !entered else {
        for (key, previous) in undo.removeLast().reversed() { inherited[key] = previous }
        continue
      }
      var changes: [(key: String, previous: PropertyInfo?)] = []
      for property in types[name]!.properties.values.sorted(by: { $0.name < $1.name }) {
        let key = StyleSchema.spellingKey(property.name)
        if let ancestor = inherited[key], ancestor.type != property.type {
          found.append((name, property, ancestor))
        }
        changes.append((key, inherited.updateValue(property, forKey: key)))
      }
      undo.append(changes)
      stack.append((name, true))
      for child in (children[name] ?? []).sorted().reversed() { stack.append((child, false)) }
    }
    return found.sorted { ($0.type, $0.property.name) < ($1.type, $1.property.name) }
  }
}

extension Substring {
  /// The text without leading and trailing spaces, as a slice of the same string.
  fileprivate var trimmingSpaces: Substring {
    var trimmed = self
    while trimmed.first == " " { trimmed = trimmed.dropFirst() }
    while trimmed.last == " " { trimmed = trimmed.dropLast() }
    return trimmed
  }
}
