import Foundation
import Stylec

/// A project's configuration file, `.stylec.json`, which every command that reads a stylesheet
/// honours (`rules`, `max-warnings` and `schema` only `lint`):
///
///     { "rules": { "unused-variable": "off", "empty-rule": "error" }, "max-warnings": 0, "schema": "schema.json",
///       "dialect": "classy", "variables": { "$accent": "#007aff", "$pad": 8 }, "types": { "Button": "UIButton" },
///       "include": ["Styles/**"], "exclude": ["Styles/Vendor", "**/*.generated.css"] }
///
/// It is found in the stylesheet's directory or the nearest one above it within the project, or
/// given with `--config`. A file found that way is read only if it is a regular file, and the
/// schema it names must lie in its own directory or below: a `.stylec.json` planted in a shared
/// directory such as `/tmp` cannot make lint read (and print) another file.
struct ProjectConfiguration {
  static let fileName = ".stylec.json"
  /// What marks a project's root directory, where the search stops.
  static let projectMarkers = [".git", "Package.swift"]

  var settings: [DiagnosticCode: Linter.Setting] = [:]
  var maximumWarnings: Int?
  /// The schema file, relative to the configuration's directory.
  var schemaPath: String?
  /// The directory (canonical) the schema must lie in; nil when the configuration was given on
  /// the command line, which may name any schema.
  var schemaRoot: String?
  /// Where the file names the schema (`path:line:column`), for an error reading it.
  var schemaNamedAt: String?
  /// While reading, where the schema's value is written, by byte offset.
  private var schemaOffset: Int?
  /// Whose meanings sheets that name none are read with, unless `--dialect` says.
  var dialect: Dialect?
  /// Variables injected before each sheet, as an app injects them; `--var` overrides each.
  var variables: [String: String] = [:]
  /// Where each variable's key is written in the file (the byte offset of its opening quote),
  /// by name with sigil: an editor goes there to its definition.
  var variableKeyOffsets: [String: Int] = [:]
  /// The app's own view classes, each with its superclass (`"Button": "UIButton"`): added to the
  /// schema lint checks against and to the hierarchy `apply` matches `^Type` with.
  var types: [String: String] = [:]
  /// Properties added to UIKit's classes or the app's (`"UIView": {"cas-margin-top":
  /// "number"}`): an add-on's, which lint then knows.
  var properties: [String: [String: ValueType]] = [:]
  /// Where each type `properties` names is written, to report one that is no class.
  private var propertyOwnerOffsets: [(name: String, offset: Int)] = []
  /// Each class of `types` in the order written, with where its superclass is written
  /// (`path:line:column`): a superclass is checked against the schema the classes extend,
  /// which may declare it (`extending(_:checkingSuperclasses:)`).
  private var superclassPositions: [(name: String, position: String)] = []
  /// While reading, where each superclass is written, by byte offset.
  private var superclassOffsets: [(name: String, offset: Int)] = []
  /// Which of the stylesheets `stylec lint DIR` finds it lints: those an `include` pattern
  /// matches (all when there is none) and no `exclude` pattern does, relative to `directory`.
  var include = GlobPatternList()
  var exclude = GlobPatternList()
  /// The configuration file's directory, as given, and as the system resolves it (links
  /// followed; nil when it cannot).
  var directory = "."
  var resolvedDirectory: String?
  /// The file it was read from, with that file's fingerprint taken before the read (nil for
  /// none read, or a file that could not be examined): a reader that lives on (`stylec lsp`)
  /// reads it again once the file changed.
  var readFrom: (path: String, fingerprint: FileFingerprint?)?
  /// Which reading of a file this is (nil for none read): what a command keeps about one
  /// configuration (the schema its classes extend) is told from another's by it, never by a
  /// path, which another reading (the file changed) shares.
  private(set) var reading: UUID?

  /// The configuration file for a stylesheet (see `ConfigurationSearch.find(for:)`), searched
  /// afresh.
  static func find(for path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String? {
    ConfigurationSearch(home: home).find(for: path)
  }

  /// The directory holding the file at `path` as the system resolves it, so that a sheet has
  /// one configuration however its path is spelt (through a link, `A/l/../sub`, as the kernel
  /// follows it); as written, tidied, where it cannot be resolved (it does not exist).
  static func directory(holding path: String) -> URL {
    let written = directoryPart(of: path)
    if let resolved = realPath(written.isEmpty ? "." : written) {
      return URL(fileURLWithPath: resolved, isDirectory: true)
    }
    return URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
  }

  /// Throws for a class name no class can have: empty, or holding spaces or control
  /// characters (a line break in one split the type listing across lines).
  private static func checkClassName(_ name: String, at offset: Int) throws(JSONScanner.Failure) {
    let unfit = name.unicodeScalars.first { scalar in
      scalar.properties.isWhitespace || scalar.value < 0x20 || isTerminalControlBeyondASCIIControls(scalar)
    }
    guard name.isEmpty || unfit != nil else { return }
    throw JSONScanner.Failure(
      message: name.isEmpty
        ? "a class name in \"types\" is empty"
        : "\(quoted(name)) is no class name: it holds U+\(hex4(unfit!.value))",
      offset: offset)
  }

  /// A configuration above `path` that the search stops short of (see
  /// `ConfigurationSearch.unreachedConfiguration(for:)`), searched afresh.
  static func unreached(for path: String, home: String? = ProcessInfo.processInfo.environment["HOME"])
    -> (configuration: String, directory: String, who: String)?
  {
    ConfigurationSearch(home: home).unreachedConfiguration(for: path)
  }

  /// A scalar's number as four or more hex digits (`000A`).
  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Whether a configuration in `directory` may be trusted, as git trusts a repository: the
  /// directory belongs to this user or to root, and no one else may write in it (`/tmp` is
  /// root's, but anyone may write there).
  static func isTrusted(_ directory: String) -> Bool {
    var status = stat()
    guard stat(directory, &status) == 0 else { return false }
    return whoElseMayChange(status) == nil
  }

  /// Who besides this user and root may change a file or directory: another owner, every user,
  /// or a group this user's files are not made in; nil for no one.
  static func whoElseMayChange(_ status: stat) -> String? {
    if status.st_uid != geteuid() && status.st_uid != 0 { return "it belongs to user \(status.st_uid)" }
    if status.st_mode & S_IWOTH != 0 { return "every user may write it" }
    if status.st_mode & S_IWGRP != 0 && status.st_gid != getegid() {
      return "the users of group \(status.st_gid) may write it"
    }
    return nil
  }

  /// The largest configuration read: a sheet's default size. Its variables are each read as a
  /// value of its own, at about 70 times their text in memory, where a sheet's own cost 40.
  static let maximumSize = 16 << 20

  /// Reads a configuration file.
  /// - Parameter discovered: whether the file was found rather than given with `--config`: it
  ///   must then be a regular file, and its schema must lie in its directory.
  /// - Throws: a usage error naming the file, and the line and column of what is wrong in it.

  init(contentsOf path: String, discovered: Bool) throws(UsageError) {
    reading = UUID()
    directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    resolvedDirectory = realPath(directory)
    if discovered {
      let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
      schemaRoot = realPath(directory) ?? directory
    }
    // A found configuration that is a link to a file elsewhere is refused before a byte of
    // that file is read: it could be any file the user can read.
    let bytes: [UInt8]
    switch readFile(
      atPath: path, limit: Self.maximumSize, regularFileOnly: discovered, inside: schemaRoot)
    {
    case .success(let read):
      ReadFiles.record(read.identity, name: path, note: "the project's configuration")
      bytes = read.bytes
      // A file found in a trusted directory may itself be open to others: what it says could
      // be anyone's.
      var status = stat()
      if discovered, stat(path, &status) == 0, let who = Self.whoElseMayChange(status) {
        throw UsageError(
          message:
            "configuration \(quoted(path, limit: pathLimit)) is not taken: \(who) (mode \(String(status.st_mode & 0o777, radix: 8))), so anyone could have changed what it says",
          topic: "config",
          nextStep:
            "make it its owner's alone (chown, chmod go-w), or name it with --config to take it as it is")
      }
    case .failure(.outsideRoot):
      throw UsageError(
        message:
          "cannot read configuration \(quoted(path, limit: pathLimit)): it links to a file outside its own directory (name a configuration elsewhere with --config)",
        topic: "config")
    case .failure(let error):
      throw UsageError(
        message: "cannot read configuration \(quoted(path, limit: pathLimit)): \(inputFailureReason(error))",
        topic: nil)
    }
    try read(bytes, path: path)
  }

  /// The configuration an editor's buffer of the file at `path` holds, read as the file would
  /// be were it saved and found (`stylec lsp` checks an open `.stylec.json` as it is typed).
  init(buffer bytes: [UInt8], path: String) throws(UsageError) {
    reading = UUID()
    directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    resolvedDirectory = realPath(directory)
    schemaRoot = resolvedDirectory ?? directory
    try read(bytes, path: path)
  }

  init() {}

  /// Reads the configuration's JSON, `bytes` of the file at `path`.
  private mutating func read(_ bytes: [UInt8], path: String) throws(UsageError) {
    // A byte order mark, which some editors write, is no part of the JSON (a tree may start with one too).
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    var scanner = JSONScanner(bytes: body)
    do throws(JSONScanner.Failure) {
      try read(&scanner, path: path)
    } catch {
      throw UsageError(
        message: "\(path):\(Self.position(of: error.offset, in: body)): \(error.message)", topic: "config")
    }
    superclassPositions = zip(
      superclassOffsets, Self.positions(of: superclassOffsets.map(\.offset), in: body)
    )
    .map { ($0.name, "\(path):\($1)") }
    superclassOffsets = []
    schemaNamedAt = schemaOffset.map { "\(path):\(Self.position(of: $0, in: body))" }
  }

  private mutating func read(_ scanner: inout JSONScanner, path: String) throws(JSONScanner.Failure) {
    try scanner.beginObject("a JSON object")
    var first = true
    var seen: Set<String> = []
    while let (key, keyOffset) = try scanner.nextKey(first: &first, seen: &seen) {
      scanner.skipWhitespace()
      let valueOffset = scanner.position
      do throws(JSONScanner.Failure) {
        try read(key, keyOffset: keyOffset, valueOffset: valueOffset, &scanner, path: path)
      } catch
        where error.offset == valueOffset && error.message.hasPrefix("expected ")
        && Self.expectedValues[key] != nil
      {
        // A value of the wrong kind is named by the key it is for, not only by what JSON expected.
        var at = scanner
        at.position = valueOffset
        throw JSONScanner.Failure(
          message: "\"\(key)\" is \(Self.expectedValues[key]!), found \(at.describeCurrent())",
          offset: valueOffset)
      }
    }
    scanner.skipWhitespace()
    guard scanner.atEnd else {
      throw JSONScanner.Failure(
        message: "expected the end of the file, found \(scanner.describeCurrent())", offset: scanner.position)
    }
    // Read whole before checking: "properties" may come before the "types" it names.
    for (name, offset) in propertyOwnerOffsets
    where types[name] == nil && StyleSchema.uikit.types[name] == nil {
      throw JSONScanner.Failure(
        message:
          "\"properties\" names '\(name)', which is no UIKit class; declare an app's class in \"types\" first (a schema file's own types take their properties there)",
        offset: offset)
    }
  }

  /// The schema `base` with the project's classes and properties added.
  /// - Parameter checkingSuperclasses: whether a superclass neither `base` nor `types` has, near
  ///   one of their names, is an error (`"Foo": "UIButon"`): when `base` is the schema the
  ///   classes are written for (the configuration's own, or the one a command was given), not
  ///   UIKit's standing in for a schema file the command does not read.
  /// - Throws: a superclass misspelt so, or superclasses that form a cycle through `base`'s
  ///   classes (`"Bar": "Foo"` where the schema file has `Foo : Bar`), located in the file.
  func extending(_ base: StyleSchema, checkingSuperclasses: Bool = true) throws(UsageError) -> StyleSchema {
    if checkingSuperclasses, !types.isEmpty {
      let known = Set(base.types.keys)
      for (name, position) in superclassPositions {
        if let message = misspelledSuperclass(of: name, declared: types, known: known) {
          throw UsageError(message: "\(position): \(message)", topic: "config")
        }
      }
    }
    // Each class's "offset" is its place in `superclassPositions`, which says where it is written.
    do throws(JSONScanner.Failure) {
      try Self.checkForCycles(
        types, declaredAt: superclassPositions.enumerated().map { ($1.name, $0) }, base: base)
    } catch {
      throw UsageError(
        message: "\(superclassPositions[error.offset].position): \(error.message)", topic: "config")
    }
    return base.addingSubclasses(types).addingProperties(properties)
  }

  /// What each key's value is, as a mistake's message says it.
  private static let expectedValues = [
    "rules": "an object of rule codes and severities (\"error\", \"warning\" or \"off\")",
    "max-warnings": "a whole number (such as 10)",
    "schema": "a string, the schema file's path",
    "variables": "an object of variable names and values",
    "types": "an object of class names and their superclass names",
    "properties": "an object of class names, each an object of property names and value types",
    "dialect": "a string, one of " + dialectNames,
  ]

  /// The dialects' names, quoted, as the configuration writes them.
  private static let dialectNames = Dialect.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")

  /// Reads the value of one top-level key.
  private mutating func read(
    _ key: String, keyOffset: Int, valueOffset: Int, _ scanner: inout JSONScanner, path: String
  ) throws(JSONScanner.Failure) {
    switch key {
    case "rules":
      try readRules(&scanner)
    case "max-warnings":
      let text = try scanner.readNumberText()
      guard let number = Int(text), number >= 0 else {
        throw JSONScanner.Failure(
          message: "\"max-warnings\" is \(Self.expectedValues["max-warnings"]!), not \(text)",
          offset: valueOffset)
      }
      maximumWarnings = number
    case "schema":
      schemaOffset = valueOffset
      let schema = try scanner.readString()
      schemaPath =
        schema.hasPrefix("/")
        ? schema
        : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(schema).path
    case "variables":
      try readVariables(&scanner)
    case "types":
      try scanner.beginObject("an object mapping class names to their superclass names")
      var firstType = true
      var seenTypes: Set<String> = []
      var offsets: [(name: String, offset: Int)] = []
      while let (name, offset) = try scanner.nextKey(first: &firstType, seen: &seenTypes) {
        try Self.checkClassName(name, at: offset)
        scanner.skipWhitespace()
        let superclassOffset = scanner.position
        let superclass = try scanner.readString()
        try Self.checkClassName(superclass, at: superclassOffset)
        types[name] = superclass
        offsets.append((name, offset))
        superclassOffsets.append((name, superclassOffset))
      }
      // Through UIKit's classes here, through the schema's in `extending`.
      try Self.checkForCycles(types, declaredAt: offsets, base: .uikit)
    case "properties":
      try scanner.beginObject("an object mapping class names to their added properties")
      var firstType = true
      var seenTypes: Set<String> = []
      while let (name, offset) = try scanner.nextKey(first: &firstType, seen: &seenTypes) {
        try Self.checkClassName(name, at: offset)
        propertyOwnerOffsets.append((name, offset))
        try scanner.beginObject("an object mapping property names to value types, such as \"number\"")
        var firstProperty = true
        var seenProperties: Set<String> = []
        var added: [String: ValueType] = [:]
        var spellings: [String: String] = [:]
        while let (property, propertyOffset) = try scanner.nextKey(
          first: &firstProperty, seen: &seenProperties)
        {
          // Case and dashes do not matter in a property's name: two spellings would be one.
          if let earlier = spellings.updateValue(property, forKey: StyleSchema.spellingKey(property)) {
            throw JSONScanner.Failure(
              message: "\"\(earlier)\" and \"\(property)\" name one property of '\(name)': give it once",
              offset: propertyOffset)
          }
          scanner.skipWhitespace()
          let typeOffset = scanner.position
          let typeName = try scanner.readString()
          guard let valueType = ValueType(name: typeName) else {
            throw JSONScanner.Failure(
              message:
                "\"\(typeName)\" is not a value type; expected \(ValueType.spellings)",
              offset: typeOffset)
          }
          added[property] = valueType
        }
        properties[name] = added
      }
    case "include", "exclude":
      var patterns: [GlobPattern] = []
      for pattern in try scanner.readStringArray("\"\(key)\" (path patterns such as \"Styles/**/*.cas\")") {
        guard !pattern.isEmpty, !pattern.hasPrefix("/") else {
          throw JSONScanner.Failure(
            message: "a pattern is a path relative to the configuration's directory, not \"\(pattern)\"",
            offset: valueOffset)
        }
        // A path found under the directory holds no `..`, `.` or empty step: a pattern with one
        // would never match.
        let steps = pattern.split(separator: "/", omittingEmptySubsequences: false).dropLast(
          pattern.hasSuffix("/") ? 1 : 0)
        if let step = steps.enumerated().first(where: {
          $0.element == ".." || ($0.offset > 0 && ($0.element == "." || $0.element.isEmpty))
        }) {
          throw JSONScanner.Failure(
            message:
              "a pattern matches paths as they are found under the configuration's directory, which have no '\(step.element.isEmpty ? "//" : String(step.element))' in them: \"\(pattern)\" would match nothing",
            offset: valueOffset)
        }
        patterns.append(GlobPattern(pattern))
      }
      if key == "include" { include = GlobPatternList(patterns) } else { exclude = GlobPatternList(patterns) }
    case "dialect":
      let name = try scanner.readString()
      guard let named = Dialect(rawValue: name) else {
        throw JSONScanner.Failure(
          message: "\"dialect\" is one of \(Self.dialectNames), not \"\(name)\"", offset: valueOffset)
      }
      dialect = named
    default:
      throw JSONScanner.Failure(
        message:
          "unknown key \"\(key)\" (expected \"rules\", \"max-warnings\", \"schema\", \"dialect\", \"variables\", \"types\", \"properties\", \"include\" or \"exclude\")",
        offset: keyOffset)
    }
  }

  /// Whether `stylec lint DIR` lints `file`, a stylesheet it found: an `include` pattern (if
  /// any) matches its path relative to the configuration's directory, and no `exclude` does;
  /// the path as written and the path as the system resolves it (a directory reached through a
  /// link, `lnk/generated/gen.cas` for `styles/generated/gen.cas`) are both tried, so a link
  /// is no way around an `exclude`.
  func admits(_ file: String) -> Bool {
    guard !include.isEmpty || !exclude.isEmpty else { return true }
    func relative(_ path: String, to base: String) -> [UInt8] {
      let prefix = base.hasSuffix("/") ? base : base + "/"
      return Array((path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path).utf8)
    }
    var paths = [
      relative(
        URL(fileURLWithPath: file).standardizedFileURL.path,
        to: URL(fileURLWithPath: directory).standardizedFileURL.path)
    ]
    if let resolvedDirectory, let resolvedFile = realPath(file) {
      paths.append(relative(resolvedFile, to: resolvedDirectory))
    }
    return (include.isEmpty || paths.contains(where: include.matchesAny))
      && !paths.contains(where: exclude.matchesAny)
  }

  /// Fails, at the first class in the file whose chain loops, when the declared superclasses
  /// form a cycle: every command would otherwise meet it later, lint not at all, and `apply`
  /// would blame the tree document.
  /// - Complexity: O(types): each chain is followed once.
  /// - Parameter base: the schema whose classes the chains go on through.
  private static func checkForCycles(
    _ types: [String: String], declaredAt offsets: [(name: String, offset: Int)], base: StyleSchema
  ) throws(JSONScanner.Failure) {
    /// Classes whose chains are known to end.
    var ends: Set<String> = []
    for (start, offset) in offsets where !ends.contains(start) {
      var chain: [String] = []
      var onChain: Set<String> = []
      var current = start
      // Through the base's classes too: `"UIView": "UIButton"` loops back through UIControl.
      while let superclass = types[current] ?? base.types[current]?.superclass,
        !ends.contains(current)
      {
        guard onChain.insert(current).inserted else {
          throw JSONScanner.Failure(
            message: "the superclasses of '\(start)' form a cycle through '\(current)'", offset: offset)
        }
        chain.append(current)
        current = superclass
      }
      ends.formUnion(chain)
    }
  }

  private mutating func readRules(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) {
    try scanner.beginObject("an object mapping rule names to \"error\", \"warning\" or \"off\"")
    var first = true
    var seen: Set<String> = []
    while let (name, ruleOffset) = try scanner.nextKey(first: &first, seen: &seen) {
      guard let rule = DiagnosticCode(rawValue: name), rule.isLintRule else {
        let names = DiagnosticCode.allCases.filter(\.isLintRule).map(\.rawValue).sorted()
        let suggestion = closestMatch(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw JSONScanner.Failure(message: "unknown rule '\(name)'\(suggestion)", offset: ruleOffset)
      }
      scanner.skipWhitespace()
      let settingOffset = scanner.position
      let setting = try scanner.readString()
      guard let parsed = Linter.Setting(rawValue: setting) else {
        throw JSONScanner.Failure(
          message: "rule '\(rule)' is \"error\", \"warning\" or \"off\", not \"\(setting)\"",
          offset: settingOffset)
      }
      settings[rule] = parsed
    }
  }

  /// `"variables": {"$name": value}`: each value a string written as in a stylesheet, a number or
  /// a boolean.
  private mutating func readVariables(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) {
    try scanner.beginObject("an object mapping variable names to values")
    var first = true
    var seen: Set<String> = []
    var spellings: [String: String] = [:]
    while let (written, offset) = try scanner.nextKey(first: &first, seen: &seen) {
      // `c` and `$c` are one variable, which `--var` may then replace whichever spelling it uses.
      let name = Stylesheet.injectedVariableName(written)
      guard Stylesheet.isInjectableVariableName(written) else {
        throw JSONScanner.Failure(
          message:
            "variable \(quoted(written)) has no name a sheet can write (\(Stylesheet.injectableVariableNameRule))",
          offset: offset)
      }
      if let other = spellings.updateValue(written, forKey: name) {
        throw JSONScanner.Failure(
          message: "'\(other)' and '\(written)' name one variable, \(name): give it once", offset: offset)
      }
      variableKeyOffsets[name] = offset
      scanner.skipWhitespace()
      switch scanner.peek() {
      case UInt8(ascii: "\""): variables[name] = try scanner.readString()
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        let offset = scanner.position
        let literal = try scanner.readLiteral()
        guard literal != "null" else {
          throw JSONScanner.Failure(
            message: "variable '\(written)' is a string, a number or a boolean, not null", offset: offset)
        }
        variables[name] = literal
      case let byte?
      where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
        variables[name] = try scanner.readNumberText()
      default:
        throw JSONScanner.Failure(
          message:
            "variable '\(written)' is a string, a number or a boolean, found \(scanner.describeCurrent())",
          offset: scanner.position)
      }
    }
  }

  /// `line:column` (1-based, the column in bytes) of a byte offset.
  /// The `line:column` of each of `offsets` (ascending, as a scan meets them), found in one
  /// pass over the bytes: one scan from the start for each, over a types chain of 32,000
  /// classes, was quadratic.
  private static func positions(of offsets: [Int], in bytes: [UInt8]) -> [String] {
    var positions: [String] = []
    positions.reserveCapacity(offsets.count)
    var line = 1
    var lineStart = 0
    var scanned = 0
    for offset in offsets {
      let end = min(max(offset, scanned), bytes.count)
      while scanned < end {
        if bytes[scanned] == UInt8(ascii: "\n") {
          line += 1
          lineStart = scanned + 1
        }
        scanned += 1
      }
      positions.append("\(line):\(end - lineStart + 1)")
    }
    return positions
  }

  private static func position(of offset: Int, in bytes: [UInt8]) -> String {
    let before = bytes[..<min(offset, bytes.count)]
    let line = before.count { $0 == UInt8(ascii: "\n") } + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return "\(line):\(before.count - lineStart + 1)"
  }
}
