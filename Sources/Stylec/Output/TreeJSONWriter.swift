/// Writes a styled tree as JSON bytes: the tree's root node, each node with its `type`, `id`,
/// `classes`, `state`, a `style` object of its resolved properties sorted by name, and
/// `children`. Pretty-printed with two-space indentation, or compact (no white space).
///
/// Every piece of text is made once and copied: each name's JSON literal per symbol, each
/// property's key, each declaration's value; the walk uses an explicit stack, so depth costs no
/// call stack.
/// - Complexity: O(nodes + resolved properties + output size).
struct TreeJSONWriter {
  let tree: StyleTree
  let styles: ResolvedStyles
  let compact: Bool

  func bytes() -> [UInt8] {
    var writer = Buffer(tree: tree, styles: styles, compact: compact)
    writer.writeTree()
    return writer.output
  }

  private struct Buffer {
    let tree: StyleTree
    let styles: ResolvedStyles
    let compact: Bool
    var output: [UInt8] = []
    private var symbolLiterals: [[UInt8]?]
    private let propertyKeys: [[UInt8]]
    private var declarationValues: [[UInt8]?]
    private var typedValues: [[UInt8]?]
    private let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    init(tree: StyleTree, styles: ResolvedStyles, compact: Bool) {
      self.tree = tree
      self.styles = styles
      self.compact = compact
      symbolLiterals = Array(repeating: nil, count: tree.symbols.count)
      propertyKeys = styles.sheet.ruleSet.propertyNames.map {
        Array((jsonString($0) + (compact ? ":" : ": ")).utf8)
      }
      declarationValues = Array(repeating: nil, count: styles.sheet.declarations.count)
      typedValues = Array(repeating: nil, count: styles.typedValues.count)
      output.reserveCapacity(tree.count * (compact ? 160 : 320))
    }

    private mutating func append(_ text: StaticString) {
      text.withUTF8Buffer { output.append(contentsOf: $0) }
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

    private mutating func literal(_ symbol: Int32) {
      if symbolLiterals[Int(symbol)] == nil {
        symbolLiterals[Int(symbol)] = Array(jsonString(tree.symbols[symbol]).utf8)
      }
      output.append(contentsOf: symbolLiterals[Int(symbol)]!)
    }

    private mutating func value(_ entry: ResolvedStyles.Entry) {
      if entry.value >= 0 {
        let index = Int(entry.value)
        if typedValues[index] == nil {
          typedValues[index] = Array(jsonValue(styles.typedValues[index], compact: compact).utf8)
        }
        output.append(contentsOf: typedValues[index]!)
      } else {
        let index = Int(entry.declaration)
        if declarationValues[index] == nil {
          declarationValues[index] = Array(
            jsonValue(styles.sheet.declarations[index].value, compact: compact).utf8)
        }
        output.append(contentsOf: declarationValues[index]!)
      }
    }

    private mutating func names(_ key: StaticString, _ symbols: [Int32], indent: Int) {
      guard !symbols.isEmpty else { return }
      newline(indent: indent)
      append(key)
      output.append(UInt8(ascii: "["))
      for (position, symbol) in symbols.enumerated() {
        if position > 0 { compact ? append(",") : append(", ") }
        literal(symbol)
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
        literal(tree.types[index])
        append(",")
        if tree.ids[index] >= 0 {
          newline(indent: indent + 2)
          compact ? append("\"id\":") : append("\"id\": ")
          literal(tree.ids[index])
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
          output.append(contentsOf: propertyKeys[Int(entry.property)])
          value(entry)
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
