/// Reads the JSON tree document: a node, or `{"root": node, "types": {...}, "environment": {...}}`.
/// A node is `{"type": …, "id": …, "classes": […], "state": […], "size": {"width": …, "height":
/// …}, "children": […]}`.
///
/// Nodes are read with an explicit stack, so depth costs no call stack; the depth limit bounds
/// the cost of matching descendant selectors instead.
struct TreeDecoder {
  private let file: SourceFile
  private var scanner: JSONScanner
  private var builder = TreeBuilder()
  /// Tree symbols by the bytes of names already read.
  private var nameCache = NameCache()
  /// The names of the `classes` or `state` just read, as tree symbols.
  private var names: [TreeSymbol] = []
  private let maximumDepth: Int
  private let baseSuperclasses: [String: String]
  private var warnedKeys: Set<String> = []
  /// Where `types` writes each class's superclass: a cycle is reported at the one closing it.
  private var superclassOffsets: [String: Int] = [:]
  /// The document's warnings (unknown keys), kept up to the caller's limit.
  private var warnings: DiagnosticList

  private static let nodeKeys = ["type", "id", "classes", "state", "children", "size"]
  /// Keys other formats and habits give a node, too far from ours for a typo's suggestion:
  /// `class` is no near miss of `classes` by spelling.
  private static let meantKeys = [
    "class": "classes", "classNames": "classes", "child": "children", "subviews": "children",
    "identifier": "id", "states": "state", "kind": "type",
  ]
  private static let documentKeys = ["root", "types", "environment"]

  static func decode(_ file: SourceFile, maximumDepth: Int, maximumDiagnostics: Int, schema: StyleSchema)
    throws(StylecError) -> StyleTree
  {
    var decoder = TreeDecoder(
      file: file, maximumDepth: maximumDepth, baseSuperclasses: schema.superclasses,
      warnings: DiagnosticList(
        limit: maximumDiagnostics, raisedBy: "--max-diagnostics (StyleTree(json:maximumDiagnostics:))"))
    do {
      var tree = try decoder.decodeDocument()
      tree.codeStyleSchema = schema
      return tree
    } catch {
      throw StylecError([decoder.diagnostic(error.message, at: error.offset)])
    }
  }

  private init(
    file: SourceFile, maximumDepth: Int, baseSuperclasses: [String: String], warnings: DiagnosticList
  ) {
    self.warnings = warnings
    self.file = file
    self.scanner = JSONScanner(bytes: file.bytes)
    self.maximumDepth = maximumDepth
    self.baseSuperclasses = baseSuperclasses
  }

  private func diagnostic(_ message: String, at offset: Int, code: DiagnosticCode = .invalidTree)
    -> Diagnostic
  {
    Diagnostic(
      code, message: message,
      location: file.location(offset..<min(offset + 1, max(offset, file.bytes.count))))
  }

  private mutating func decodeDocument() throws(JSONScanner.Failure) -> StyleTree {
    guard scanner.peek() == UInt8(ascii: "{") else {
      throw .init(
        message: "expected the tree document, an object '{…}', found \(scanner.describeCurrent())",
        offset: scanner.position)
    }
    var superclasses: [String: String] = [:]
    if isWrapperDocument() {
      var sawRoot = false
      try readObject { (decoder, key, keyOffset) throws(JSONScanner.Failure) in
        switch key {
        case "root":
          sawRoot = true
          try decoder.readNodes()
        case "types": superclasses = try decoder.readTypes()
        case "environment": try decoder.readEnvironment()
        case _ where Self.nodeKeys.contains(key): throw decoder.mixedKeys(at: keyOffset)
        default: try decoder.unknownKey(key, at: keyOffset, known: Self.documentKeys)
        }
      }
      guard sawRoot else { throw .init(message: "the document has no \"root\" node", offset: 0) }
    } else {
      try readNodes(isTopLevel: true)
    }
    scanner.skipWhitespace()
    guard scanner.atEnd else {
      throw .init(
        message: "unexpected \(scanner.describeCurrent()) after the tree document", offset: scanner.position)
    }
    do {
      var tree = try builder.finish(superclasses: superclasses, base: baseSuperclasses)
      tree.readingDiagnostics = warnings.all
      return tree
    } catch {
      throw .init(message: error.message, offset: superclassOffsets[error.closedBy] ?? 0)
    }
  }

  /// Whether the top-level object is a document (`root`, `types`, `environment`) rather than a
  /// node, as its first known key says; a later key of the other kind is an error of the real
  /// read. Only unknown keys' values are skipped, so a bare node's tree is not scanned twice.
  private func isWrapperDocument() -> Bool {
    answer(fromTopLevelKeysOf: scanner) { key in
      if Self.documentKeys.contains(key) { return true }
      if Self.nodeKeys.contains(key) { return false }
      return nil
    }
  }

  /// Walks the keys of the top-level object at `start`, skipping their values, until `decide`
  /// answers for one; false when none does. Syntax errors count as no answer: they are left for
  /// the real read to report where it meets them.
  private func answer(fromTopLevelKeysOf start: JSONScanner, _ decide: (String) -> Bool?) -> Bool {
    var probe = start
    do throws(JSONScanner.Failure) {
      try probe.expect(UInt8(ascii: "{"), "'{'")
      while probe.peek() != UInt8(ascii: "}") {
        if let answer = decide(try probe.readString()) { return answer }
        try probe.expect(UInt8(ascii: ":"), "':'")
        try probe.skipValue()
        guard probe.peek() == UInt8(ascii: ",") else { break }
        probe.position += 1
      }
    } catch {}
    return false
  }

  /// The error for a top-level object that mixes document and node keys: with a `root`, the
  /// node keys beside it are misplaced; without one, the document lacks its `root`.
  private func mixedKeys(at offset: Int) -> JSONScanner.Failure {
    guard documentHasRoot() else {
      return .init(
        message:
          "the document has no \"root\": its \"types\" or \"environment\" go beside a \"root\" holding the node, not beside the node's own keys",
        offset: offset)
    }
    return .init(
      message:
        "the top-level object has both \"root\" and node keys; put the node under \"root\" or drop \"root\"",
      offset: offset)
  }

  /// Whether the top-level object has a `root` key, read afresh from the start (only on the way
  /// to an error).
  private func documentHasRoot() -> Bool {
    answer(fromTopLevelKeysOf: JSONScanner(bytes: file.bytes)) { $0 == "root" ? true : nil }
  }

  /// Reads an object's members, calling `member` with each key positioned at its value.
  private mutating func readObject(
    _ member: (inout TreeDecoder, String, Int) throws(JSONScanner.Failure) -> Void
  ) throws(JSONScanner.Failure) {
    try scanner.beginObject("'{'")
    var first = true
    var seen: Set<String> = []
    while let (key, offset) = try scanner.nextKey(first: &first, seen: &seen) {
      try member(&self, key, offset)
    }
  }

  private mutating func unknownKey(_ key: String, at offset: Int, known: [String]) throws(JSONScanner.Failure)
  {
    if warnedKeys.insert(key).inserted {
      var message = "unknown key \"\(key)\" is ignored"
      if let suggestion = closestMatch(to: key, among: known)
        ?? Self.meantKeys[key].flatMap({ known.contains($0) ? $0 : nil })
      {
        message += "; did you mean \"\(suggestion)\"?"
      }
      warnings.append(diagnostic(message, at: offset, code: .unknownTreeKey))
    }
    try scanner.skipValue()
  }

  private mutating func readTypes() throws(JSONScanner.Failure) -> [String: String] {
    var superclasses: [String: String] = [:]
    var offsets: [(name: String, offset: Int)] = []
    try readObject { (decoder, key, _) throws(JSONScanner.Failure) in
      decoder.scanner.skipWhitespace()
      let offset = decoder.scanner.position
      guard decoder.scanner.peek() == UInt8(ascii: "\"") else {
        throw .init(message: "\"types\" maps a class name to its superclass name, a string", offset: offset)
      }
      superclasses[key] = try decoder.scanner.readString()
      offsets.append((key, offset))
    }
    // The classes of the schema the tree is read with (UIKit's, or a schema file's).
    let known = Set(baseSuperclasses.keys).union(baseSuperclasses.values)
    for (name, offset) in offsets {
      if let message = misspelledSuperclass(of: name, declared: superclasses, known: known) {
        throw .init(message: message, offset: offset)
      }
      superclassOffsets[name] = offset
    }
    return superclasses
  }

  private mutating func readEnvironment() throws(JSONScanner.Failure) {
    var environment = StyleEnvironment()
    /// Each fact given so far, by its built-in name, with the key that gave it.
    var given: [String: String] = [:]
    try readObject { (decoder, key, keyOffset) throws(JSONScanner.Failure) in
      let fact = StyleEnvironment.factName(of: key)
      if let earlier = given.updateValue(key, forKey: fact) {
        throw .init(
          message:
            "the environment gives \(fact) twice, as \(quoted(shortened(earlier, limit: 40))) and \(quoted(shortened(key, limit: 40)))",
          offset: keyOffset)
      }
      decoder.scanner.skipWhitespace()
      let offset = decoder.scanner.position
      guard let text = try decoder.scanner.readScalarText() else {
        throw .init(message: "environment values are strings or numbers", offset: offset)
      }
      do throws(EnvironmentError) {
        try environment.set(key, to: text)
      } catch {
        throw .init(
          message: error.message, offset: StyleEnvironment.keys.contains(fact) ? offset : keyOffset)
      }
    }
    builder.setEnvironment(environment)
  }

  // MARK: Nodes

  /// The keys of a node.
  private enum NodeKey: Int {
    case type, id, classes, state, children, size

    /// The key whose name is `bytes` (escape-free, as written), if any.
    init?(_ bytes: ArraySlice<UInt8>) {
      let candidate: NodeKey
      switch bytes.count {
      case 2: candidate = .id
      case 4: candidate = bytes.first == UInt8(ascii: "s") ? .size : .type
      case 5: candidate = .state
      case 7: candidate = .classes
      case 8: candidate = .children
      default: return nil
      }
      guard bytes.elementsEqual(Self.utf8[candidate.rawValue]) else { return nil }
      self = candidate
    }

    private static let utf8 = TreeDecoder.nodeKeys.map { Array($0.utf8) }

    init?(_ name: String) {
      guard let index = TreeDecoder.nodeKeys.firstIndex(of: name) else { return nil }
      self.init(rawValue: index)
    }
  }

  /// A key read in a node: a node key, or any other (kept as text for its warning).
  private enum KeyRead {
    case node(NodeKey)
    case other(String)

    var name: String {
      switch self {
      case .node(let key): TreeDecoder.nodeKeys[key.rawValue]
      case .other(let name): name
      }
    }
  }

  /// A node being read: where it opened, what comes next, and which keys it had.
  private struct Frame {
    var node: NodeIndex
    var phase: Phase
    var opened: Int
    /// One bit per node key already read.
    var seenNodeKeys: UInt8 = 0
    /// Other keys already read (rare: only unknown keys land here).
    var seenOtherKeys: Set<String>? = nil

    /// Records a key; false when the node already had it.
    mutating func insertSeen(_ key: KeyRead) -> Bool {
      switch key {
      case .node(let key):
        let mask = UInt8(1) << UInt8(key.rawValue)
        defer { seenNodeKeys |= mask }
        return seenNodeKeys & mask == 0
      case .other(let name):
        if seenOtherKeys == nil { seenOtherKeys = [] }
        return seenOtherKeys!.insert(name).inserted
      }
    }
  }

  private enum Phase {
    /// Just after `{`: a key or `}` comes next.
    case start
    /// After a member: `,` or `}` comes next.
    case member
    /// Inside `children` after a child: `,` or `]` comes next.
    case child
  }

  /// node := '{' (key ':' value) (',' key ':' value)* '}', children read iteratively.
  /// - Parameter isTopLevel: whether the root node is the document itself, whose keys may not
  ///   be the document's.
  private mutating func readNodes(isTopLevel: Bool = false) throws(JSONScanner.Failure) {
    var stack: [Frame] = []
    try openNode(parent: .absent, into: &stack)
    while !stack.isEmpty {
      let top = stack.count - 1
      switch stack[top].phase {
      case .child:
        switch scanner.peek() {
        case UInt8(ascii: ","):
          try scanner.consumeComma(closedBy: UInt8(ascii: "]"))
          try openNode(parent: stack[top].node, into: &stack)
        case UInt8(ascii: "]"):
          scanner.position += 1
          stack[top].phase = .member
        default:
          throw .init(
            message: "expected ',' or ']' after a child node, found \(scanner.describeCurrent())",
            offset: scanner.position)
        }
        continue
      case .member:
        switch scanner.peek() {
        case UInt8(ascii: ","): try scanner.consumeComma(closedBy: UInt8(ascii: "}"))
        case UInt8(ascii: "}"):
          try closeNode(&stack)
          continue
        default:
          throw .init(
            message: "expected ',' or '}' in a node, found \(scanner.describeCurrent())",
            offset: scanner.position)
        }
      case .start:
        if scanner.peek() == UInt8(ascii: "}") {
          try closeNode(&stack)
          continue
        }
      }
      scanner.skipWhitespace()
      let keyOffset = scanner.position
      let key = try readKey()
      guard stack[top].insertSeen(key) else {
        throw .init(message: "duplicate key \"\(key.name)\" in a node", offset: keyOffset)
      }
      if isTopLevel, top == 0, Self.documentKeys.contains(key.name) { throw mixedKeys(at: keyOffset) }
      try scanner.expect(UInt8(ascii: ":"), "':' after the key")
      stack[top].phase = .member
      let node = stack[top].node
      switch key {
      case .node(.type):
        builder.setType(node, symbol: try readName("\"type\""))
      case .node(.id):
        if scanner.peek() == UInt8(ascii: "n") {
          _ = try scanner.readLiteral()
        } else {
          builder.setID(node, symbol: try readName("\"id\""))
        }
      case .node(.classes):
        try readNames("\"classes\"")
        builder.addClasses(node, symbols: names)
      case .node(.state):
        try readNames("\"state\"")
        builder.addStates(node, symbols: names)
      case .node(.size):
        builder.setSize(node, try readSize())
      case .node(.children):
        try scanner.expect(UInt8(ascii: "["), "'[' (\"children\" is an array of nodes)")
        if scanner.peek() == UInt8(ascii: "]") {
          scanner.position += 1
        } else {
          stack[top].phase = .child
          try openNode(parent: node, into: &stack)
        }
      case .other(let name):
        try unknownKey(name, at: keyOffset, known: Self.nodeKeys)
      }
    }
  }

  /// Reads a node's `size`: `{"width": w, "height": h}`, both points, 0 or more.
  private mutating func readSize() throws(JSONScanner.Failure) -> StyleSize {
    scanner.skipWhitespace()
    let opened = scanner.position
    try scanner.expect(UInt8(ascii: "{"), "'{' (\"size\" is {\"width\": …, \"height\": …})")
    var width: Double?
    var height: Double?
    while scanner.peek() != UInt8(ascii: "}") {
      if width != nil || height != nil {
        guard scanner.peek() == UInt8(ascii: ",") else {
          throw .init(
            message: "expected ',' or '}' in \"size\", found \(scanner.describeCurrent())",
            offset: scanner.position)
        }
        try scanner.consumeComma(closedBy: UInt8(ascii: "}"))
      }
      scanner.skipWhitespace()
      let keyOffset = scanner.position
      let key = try scanner.readString()
      guard key == "width" || key == "height" else {
        throw .init(
          message: "\"size\" has \"width\" and \"height\", not \(quoted(key, limit: 40))", offset: keyOffset)
      }
      guard (key == "width" ? width : height) == nil else {
        throw .init(message: "duplicate key \"\(key)\" in \"size\"", offset: keyOffset)
      }
      try scanner.expect(UInt8(ascii: ":"), "':' after the key")
      scanner.skipWhitespace()
      let valueOffset = scanner.position
      let text = try scanner.readNumberText()
      guard let points = Double(text), points.isFinite, points >= 0 else {
        throw .init(message: "\"\(key)\" is a number of points, 0 or more, not \(text)", offset: valueOffset)
      }
      if key == "width" { width = points } else { height = points }
    }
    scanner.position += 1
    guard let width, let height else {
      throw .init(message: "\"size\" needs both \"width\" and \"height\"", offset: opened)
    }
    return StyleSize(width: width, height: height)
  }

  /// Reads a key, matching the node keys on their bytes when it has no escapes.
  private mutating func readKey() throws(JSONScanner.Failure) -> KeyRead {
    if let plain = try scanner.readPlainString() {
      if let key = NodeKey(scanner.bytes[plain]) { return .node(key) }
      return .other(String(decoding: scanner.bytes[plain], as: UTF8.self))
    }
    let name = try scanner.readString()
    return NodeKey(name).map { .node($0) } ?? .other(name)
  }

  private mutating func openNode(
    parent: NodeIndex, into stack: inout [Frame]
  ) throws(JSONScanner.Failure) {
    scanner.skipWhitespace()
    let offset = scanner.position
    try scanner.expect(UInt8(ascii: "{"), "a node object '{…}'")
    guard stack.count < maximumDepth else {
      throw .init(
        message:
          "the tree is nested more than \(maximumDepth) levels deep (the limit can be raised with --max-depth, or StyleTree(json:maximumDepth:))",
        offset: offset)
    }
    let node = builder.addNode(parent: parent)
    stack.append(Frame(node: node, phase: .start, opened: scanner.position - 1))
  }

  private mutating func closeNode(
    _ stack: inout [Frame]
  ) throws(JSONScanner.Failure) {
    scanner.position += 1
    let frame = stack.removeLast()
    guard builder.hasType(frame.node) else {
      throw .init(
        message: "this node has no \"type\"; every node names its class, e.g. \"type\": \"UIView\"",
        offset: frame.opened)
    }
  }

  /// A name read as a string, or nil when it is empty or has white space.
  private enum NameRead {
    case symbol(TreeSymbol)
    case invalid(String)
  }

  /// Reads a string as a name and gives its tree symbol; names without escapes are looked up
  /// by their bytes.
  private mutating func readNameString() throws(JSONScanner.Failure) -> NameRead {
    guard let plain = try scanner.readPlainString() else {
      let name = try scanner.readString()
      guard !name.isEmpty, !name.utf8.contains(where: Self.isASCIIWhitespace) else { return .invalid(name) }
      return .symbol(builder.symbol(name))
    }
    let bytes = scanner.bytes[plain]
    guard !bytes.isEmpty, !bytes.contains(where: Self.isASCIIWhitespace) else {
      return .invalid(String(decoding: bytes, as: UTF8.self))
    }
    if let symbol = nameCache.symbol(plain, in: scanner.bytes) { return .symbol(symbol) }
    let symbol = builder.symbol(String(decoding: bytes, as: UTF8.self))
    nameCache.add(plain, in: scanner.bytes, symbol: symbol)
    return .symbol(symbol)
  }

  private mutating func readName(_ what: String) throws(JSONScanner.Failure) -> TreeSymbol {
    scanner.skipWhitespace()
    let offset = scanner.position
    guard scanner.current == UInt8(ascii: "\"") else {
      throw .init(
        message: "\(what) must be a string, found \(scanner.describeCurrent())", offset: scanner.position)
    }
    switch try readNameString() {
    case .symbol(let symbol): return symbol
    case .invalid(let name):
      throw .init(message: "\(what) must be a non-empty name without spaces, not \"\(name)\"", offset: offset)
    }
  }

  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  /// Reads an array of names, or one string of space-separated names (Classy's
  /// `cas_styleClass = "a b"`), into `names` as tree symbols.
  private mutating func readNames(_ what: String) throws(JSONScanner.Failure) {
    names.removeAll(keepingCapacity: true)
    if scanner.peek() == UInt8(ascii: "\"") {
      for name in try scanner.readString().utf8.split(whereSeparator: Self.isASCIIWhitespace) {
        names.append(builder.symbol(String(decoding: name, as: UTF8.self)))
      }
      return
    }
    let offset = scanner.position
    try scanner.expect(UInt8(ascii: "["), "an array of strings for \(what)")
    if scanner.peek() == UInt8(ascii: "]") {
      scanner.position += 1
      return
    }
    while true {
      guard scanner.peek() == UInt8(ascii: "\"") else {
        throw .init(
          message: "\(what) holds strings, found \(scanner.describeCurrent())", offset: scanner.position)
      }
      switch try readNameString() {
      case .symbol(let symbol): names.append(symbol)
      case .invalid(let name):
        throw .init(
          message: "each of \(what) must be a non-empty name without spaces, not \"\(name)\"", offset: offset)
      }
      switch scanner.peek() {
      case UInt8(ascii: ","): try scanner.consumeComma(closedBy: UInt8(ascii: "]"))
      case UInt8(ascii: "]"):
        scanner.position += 1
        return
      default:
        throw .init(
          message: "expected ',' or ']' in \(what), found \(scanner.describeCurrent())",
          offset: scanner.position)
      }
    }
  }
}
