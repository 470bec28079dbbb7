/// Writes a styled tree as JSON bytes: the tree's root node, each node with its `type`, `id`,
/// `classes`, `state`, a `style` object of its resolved properties sorted by name, and
/// `children`. Pretty-printed with two-space indentation, or compact (no white space).
///
/// Every piece of text is made once, into one pool of bytes, and copied from there: each name's
/// JSON literal per symbol, each property's key, each declaration's value. The output is
/// reserved at its estimated size up front, since growing a buffer of tens of megabytes copies
/// it and faults in fresh pages each time. The walk uses an explicit stack, so depth costs no
/// call stack.
/// - Complexity: O(nodes + resolved properties + output size).
struct TreeJSONWriter {
  let tree: StyleTree
  let styles: ResolvedStyles
  let compact: Bool

  func bytes() -> [UInt8] {
    var writer = Buffer(tree: tree, styles: styles, compact: compact)
    writer.reserveEstimatedSize()
    writer.writeTree()
    return writer.output
  }

  private struct Buffer {
    let tree: StyleTree
    let styles: ResolvedStyles
    let compact: Bool
    var output: [UInt8] = []
    /// The text of every literal made so far, back to back.
    private var pool: [UInt8] = []
    /// Where each symbol's, property key's and value's text is in the pool, once made.
    private var symbolLiterals: [Range<Int>?]
    private var propertyKeys: [Range<Int>?]
    private var declarationValues: [Range<Int>?]
    private var typedValues: [Range<Int>?]
    private let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    init(tree: StyleTree, styles: ResolvedStyles, compact: Bool) {
      self.tree = tree
      self.styles = styles
      self.compact = compact
      symbolLiterals = Array(repeating: nil, count: tree.symbols.count)
      propertyKeys = Array(repeating: nil, count: styles.sheet.ruleSet.propertyNames.count)
      declarationValues = Array(repeating: nil, count: styles.sheet.declarations.count)
      typedValues = Array(repeating: nil, count: styles.typedValues.count)
    }

    /// Reserves room for the whole output: every name, property key and value (made now, as
    /// they will be needed anyway), and each line's indentation and punctuation.
    mutating func reserveEstimatedSize() {
      var depths = [Int](repeating: 0, count: tree.count)
      var size = 0
      for node in 0..<tree.count {
        // Parents come before their children in preorder.
        let parent = Int(tree.parents[node])
        if parent >= 0 { depths[node] = depths[parent] + 1 }
        let line = compact ? 1 : 6 + depths[node] * 4
        size += 8 * line + 48 + literal(tree.types[node]).count
        if tree.ids[node] >= 0 { size += literal(tree.ids[node]).count }
        for symbol in tree.classes[node] { size += literal(symbol).count + 2 }
        for symbol in tree.states[node] { size += literal(symbol).count + 2 }
        for entry in styles.entries(of: node) { size += line + key(entry).count + value(entry).count }
      }
      output.reserveCapacity(size)
    }

    private mutating func append(_ text: StaticString) {
      text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private mutating func append(_ range: Range<Int>) {
      pool.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    private mutating func pooled(_ text: String) -> Range<Int> {
      let start = pool.count
      pool.append(contentsOf: text.utf8)
      return start..<pool.count
    }

    private mutating func newline(indent: Int) {
      guard !compact else { return }
      output.append(UInt8(ascii: "\n"))
      var remaining = indent
      while remaining > 0 {
        let chunk = min(remaining, spaces.count)
        output.append(contentsOf: spaces[0..<chunk])
        remaining -= chunk
      }
    }

    private mutating func literal(_ symbol: Int32) -> Range<Int> {
      if let range = symbolLiterals[Int(symbol)] { return range }
      let range = pooled(jsonString(tree.symbols[symbol]))
      symbolLiterals[Int(symbol)] = range
      return range
    }

    private mutating func key(_ entry: ResolvedStyles.Entry) -> Range<Int> {
      let property = Int(entry.property)
      if let range = propertyKeys[property] { return range }
      let name = styles.sheet.ruleSet.propertyNames[property]
      let range = pooled(jsonString(name) + (compact ? ":" : ": "))
      propertyKeys[property] = range
      return range
    }

    private mutating func value(_ entry: ResolvedStyles.Entry) -> Range<Int> {
      if entry.value >= 0 {
        let index = Int(entry.value)
        if let range = typedValues[index] { return range }
        let range = pooled(jsonValue(styles.typedValues[index], compact: compact))
        typedValues[index] = range
        return range
      }
      let index = Int(entry.declaration)
      if let range = declarationValues[index] { return range }
      let range = pooled(jsonValue(styles.sheet.declarations[index].value, compact: compact))
      declarationValues[index] = range
      return range
    }

    private mutating func names(_ key: StaticString, _ symbols: [Int32], indent: Int) {
      guard !symbols.isEmpty else { return }
      newline(indent: indent)
      append(key)
      output.append(UInt8(ascii: "["))
      for (position, symbol) in symbols.enumerated() {
        if position > 0 { compact ? append(",") : append(", ") }
        append(literal(symbol))
      }
      append("],")
    }

    mutating func writeTree() {
      var stack: [(node: Int32, depth: Int)] = [(0, 0)]
      while let (node, depth) = stack.popLast() {
        let index = Int(node)
        let indent = depth * 4
        if depth > 0 { newline(indent: indent) }
        append("{")
        newline(indent: indent + 2)
        compact ? append("\"type\":") : append("\"type\": ")
        append(literal(tree.types[index]))
        append(",")
        if tree.ids[index] >= 0 {
          newline(indent: indent + 2)
          compact ? append("\"id\":") : append("\"id\": ")
          append(literal(tree.ids[index]))
          append(",")
        }
        names(compact ? "\"classes\":" : "\"classes\": ", tree.classes[index], indent: indent + 2)
        names(compact ? "\"state\":" : "\"state\": ", tree.states[index], indent: indent + 2)
        newline(indent: indent + 2)
        compact ? append("\"style\":{") : append("\"style\": {")
        let entries = styles.entries(of: index)
        for position in entries.indices {
          let entry = entries[position]
          newline(indent: indent + 4)
          append(key(entry))
          append(value(entry))
          if position < entries.endIndex - 1 { append(",") }
        }
        if !entries.isEmpty { newline(indent: indent + 2) }
        append("}")
        if tree.firstChildren[index] >= 0 {
          append(",")
          newline(indent: indent + 2)
          compact ? append("\"children\":[") : append("\"children\": [")
          var child = tree.lastChildren[index]
          while child >= 0 {
            stack.append((child, depth + 1))
            child = tree.previousSiblings[Int(child)]
          }
          continue
        }
        newline(indent: indent)
        append("}")
        closeFinished(after: node, depth: depth)
      }
      append("\n")
    }

    /// After a node's closing brace: a comma before its next sibling, or the closing of every
    /// ancestor whose last child has just been written.
    private mutating func closeFinished(after node: Int32, depth: Int) {
      var current = node
      var depth = depth
      while true {
        if tree.nextSiblings[Int(current)] >= 0 {
          append(",")
          return
        }
        let parent = tree.parents[Int(current)]
        guard parent >= 0 else { return }
        depth -= 1
        newline(indent: depth * 4 + 2)
        append("]")
        newline(indent: depth * 4)
        append("}")
        current = parent
      }
    }
  }
}

extension ResolvedStyles {
  /// The styled tree as `stylec apply` prints it, as UTF-8 bytes: the tree's root node as JSON,
  /// each node with its `type`, `id`, `classes`, `state`, a `style` object of its resolved
  /// properties sorted by name, and `children`; two-space indentation, or none when `compact`.
  /// The same inputs give the same bytes.
  public func jsonBytes(compact: Bool = false) -> [UInt8] {
    TreeJSONWriter(tree: tree, styles: self, compact: compact).bytes()
  }

  /// The styled tree as JSON text (see `jsonBytes(compact:)`).
  public func json(compact: Bool = false) -> String {
    String(decoding: jsonBytes(compact: compact), as: UTF8.self)
  }

  /// An indented outline for people: each node, then its properties with the rule and line
  /// that set each one.
  public func outline() -> String { TreeOutlineWriter(tree: tree, styles: self).text() }
}
