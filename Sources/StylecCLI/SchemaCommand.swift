import Stylec

/// `stylec schema [TYPE]`: prints the schema's types, or one type's properties with their value
/// types, as a readable reference or as JSON in the schema file format.
struct SchemaCommand {
  private static let topic = "schema"
  private let typeNames: [String]
  private let format: Format
  private let schemaPath: String?
  /// `--config`: the configuration whose schema and `types` are printed; without it, the
  /// `.stylec.json` found for the current directory, if any.
  private let configurationPath: String?

  enum Format: String, CaseIterable {
    case text
    case json
    /// Typed style classes (`SwiftStyleWriter`).
    case swift
  }

  static let specification = ParsedArguments.Specification(
    valued: ["format", "schema", "prefix", "config"], flags: [],
    choices: ["format": Format.allCases.map(\.rawValue)])
  /// `--prefix`: put before every generated class name.
  private let prefix: String

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try ParsedArguments(
      arguments, specification: Self.specification, topic: Self.topic)
    format = try parsed.choice("format", default: .text, topic: Self.topic)
    guard parsed.operands.count <= 1 || format == .swift else {
      throw UsageError(
        message: "expected at most one type (stylec schema [TYPE]; several with --format swift)",
        topic: Self.topic)
    }
    typeNames = parsed.operands
    schemaPath = parsed.value("schema")
    configurationPath = parsed.value("config")
    prefix = parsed.value("prefix") ?? ""
    if parsed.has("prefix") {
      guard format == .swift else {
        throw UsageError(
          message: "--prefix names generated Swift classes: it goes with --format swift", topic: Self.topic)
      }
      guard let first = prefix.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
        prefix.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue })
      else {
        throw UsageError(
          message: "--prefix takes the start of a Swift identifier, such as App, not \(quoted(prefix))",
          topic: Self.topic)
      }
    }
  }

  func run(_ console: Console) throws(UsageError) -> CommandStatus {
    // The schema and app types lint checks with: --schema, else the configuration's schema,
    // with the configuration's `types` as subclasses of their superclasses.
    let configuration: ProjectConfiguration
    if let configurationPath {
      configuration = try ProjectConfiguration(contentsOf: configurationPath, discovered: false)
    } else if let found = ProjectConfiguration.find(for: "./schema") {
      // The search starts in the directory of the path it is given: a name in the working one.
      configuration = try ProjectConfiguration(contentsOf: found, discovered: true)
    } else {
      configuration = ProjectConfiguration()
    }
    var schema = StyleSchema.uikit
    let schemaFile: (path: String, root: String?, namedAt: String?)? =
      schemaPath.map { ($0, nil, nil) }
      ?? configuration.schemaPath.map { ($0, configuration.schemaRoot, configuration.schemaNamedAt) }
    if let schemaFile {
      switch try loadSchemaFile(
        schemaFile.path, inside: schemaFile.root,
        maximumDiagnostics: StylesheetLimits().maximumDiagnostics, namedAt: schemaFile.namedAt,
        console: console)
      {
      case .success(let loaded): schema = loaded
      case .failure: return .failure
      }
    }
    schema = try configuration.extending(schema)
    // A name the schema does not have exactly may be UIKit's shorthand, as CSS-syntax
    // selectors write it (`button` for UIButton).
    var requested: [String] = []
    for typeName in typeNames {
      let read = schema.types[typeName] == nil ? canonicalTypeName(typeName) : typeName
      guard schema.types[read] != nil else {
        // No near name: most likely an app's own class, which only the project can declare.
        let suggestion =
          closestMatch(to: typeName, among: schema.types.keys.sorted()).map { "; did you mean '\($0)'?" }
          ?? "; an app's own class is declared in the project configuration's \"types\", with its"
          + " superclass (\"types\": {\"\(typeName.utf8.count <= 60 ? typeName : "MyView")\": \"UITableViewCell\"},"
          + " see 'stylec help config'),"
          + " or in a schema file (--schema)"
        throw UsageError(
          message: "the schema has no type \(quoted(typeName))\(suggestion)", topic: Self.topic)
      }
      requested.append(read)
    }
    let names = requested.isEmpty ? schema.types.keys.sorted() : requested
    switch format {
    // A schema file's names may hold anything: a terminal shows its control characters escaped.
    case .json: console.writeOutput(escapingTerminalControls(inJSON: json(schema, names)))
    case .text:
      console.writeOutput(
        escapingControlCharacters(text(schema, names, detailed: !requested.isEmpty), keepingLines: true))
    case .swift: console.writeOutput(SwiftStyleWriter(schema: schema, prefix: prefix).source(for: names))
    }
    return .success
  }

  /// The longest superclass chain the listing of every type shows whole: past it, each of a
  /// chain's types would print the whole chain above it, output growing with its square.
  static let listedChainLength = 12

  /// `Type : Superclass : … : NSObject`; in the listing, a chain longer than
  /// `listedChainLength` keeps its ends and says how many types it leaves out between.
  private static func line(of chain: SchemaListing.Chain, shortened: Bool) -> String {
    guard shortened, chain.count > listedChainLength else { return chain.names.joined(separator: " : ") }
    let kept = listedChainLength / 2
    return (chain.names.prefix(kept) + ["… (\(chain.count - 2 * kept) more)"] + chain.names.suffix(kept))
      .joined(separator: " : ")
  }

  private func text(_ schema: StyleSchema, _ names: [String], detailed: Bool) -> String {
    guard detailed else {
      var listing = SchemaListing(schema)
      return names.map { name in
        let (chain, properties) = listing.summary(of: name)
        return Self.line(of: chain, shortened: true) + "  (\(properties) properties)\n"
      }.joined()
    }
    let name = names[0]
    var output = schema.chain(of: name).map(\.name).joined(separator: " : ") + "\n"
    let states = schema.allStates(of: name)
    if !states.isEmpty { output += "states: " + states.joined(separator: ", ") + "\n" }
    output += "properties:\n"
    for owner in schema.chain(of: name) where !owner.properties.isEmpty {
      output += owner.name == name ? "" : "  from \(owner.name):\n"
      for property in owner.properties.values.sorted(by: { $0.name < $1.name }) {
        output += "  \(property.name): \(property.type.name)"
        let arguments = property.arguments.keys.sorted().map {
          "[\($0): \(property.arguments[$0]!.joined(separator: "|"))]"
        }
        if !arguments.isEmpty { output += "  " + arguments.joined(separator: " ") }
        if schema.inheritedProperties.contains(property.name) { output += "  (inherited)" }
        output += "\n"
      }
    }
    // An alias a nearer class has a property of that name for is not the type's (UILabel's own
    // shadow-color is its text's, not its layer's).
    let properties = schema.allProperties(of: name)
    let aliases = schema.chain(of: name).flatMap { owner in
      owner.aliases.sorted { $0.key < $1.key }.filter { properties[$0.key] == nil }
    }
    if !aliases.isEmpty {
      output += "aliases:\n" + aliases.map { "  \($0.key) = \($0.value)\n" }.joined()
    }
    return output
  }

  /// The types in the schema file format, with only their own properties.
  private func json(_ schema: StyleSchema, _ names: [String]) -> String {
    var output = "{\n  \"base\": \"none\",\n  \"types\": {"
    output += names.map { name -> String in
      let type = schema.types[name]!
      var fields: [String] = []
      if let superclass = type.superclass { fields.append("      \"superclass\": \(jsonString(superclass))") }
      if !type.states.isEmpty {
        fields.append("      \"states\": [" + type.states.map(jsonString).joined(separator: ", ") + "]")
      }
      let properties = type.properties.values.sorted { $0.name < $1.name }.map { property -> String in
        let typeName = jsonString(property.type.name)
        var parts: [String] = []
        if !property.arguments.isEmpty {
          let arguments = property.arguments.keys.sorted().map {
            "\(jsonString($0)): [" + property.arguments[$0]!.map(jsonString).joined(separator: ", ") + "]"
          }
          parts.append("\"arguments\": {\(arguments.joined(separator: ", "))}")
        }
        if property.isInherited { parts.append("\"inherited\": true") }
        guard !parts.isEmpty else { return "        \(jsonString(property.name)): \(typeName)" }
        return
          "        \(jsonString(property.name)): {\"type\": \(typeName), \(parts.joined(separator: ", "))}"
      }
      if !properties.isEmpty {
        fields.append("      \"properties\": {\n" + properties.joined(separator: ",\n") + "\n      }")
      }
      if !type.aliases.isEmpty {
        let aliases = type.aliases.keys.sorted().map {
          "        \(jsonString($0)): \(jsonString(type.aliases[$0]!))"
        }
        fields.append("      \"aliases\": {\n" + aliases.joined(separator: ",\n") + "\n      }")
      }
      return "\n    \(jsonString(name)): {"
        + (fields.isEmpty ? "}" : "\n" + fields.joined(separator: ",\n") + "\n    }")
    }.joined(separator: ",")
    output += "\n  }\n}\n"
    return output
  }
}
