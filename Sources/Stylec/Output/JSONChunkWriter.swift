/// The second pass of `TreeJSONWriter`: copies the pool's pieces into a chunk, handed to the
/// sink when full.
struct JSONChunkWriter: ~Copyable {
  let tree: StyleTree
  let styles: ResolvedStyles
  let texts: JSONTextPool
  let pool: UnsafeBufferPointer<UInt8>
  let compact: Bool
  let sink: (UnsafeBufferPointer<UInt8>, Int) -> Void
  /// Pieces gather here and go to the sink a chunk at a time.
  private let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
  static let chunkSize = 1 << 16
  private var used = 0
  /// A line break and the spaces of the deepest indentation one copy serves.
  private let lineBreak: UnsafeMutableBufferPointer<UInt8> = {
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 + 512)
    bytes.initialize(repeating: UInt8(ascii: " "))
    bytes[0] = UInt8(ascii: "\n")
    return bytes
  }()

  init(
    tree: StyleTree, styles: ResolvedStyles, texts: JSONTextPool, pool: UnsafeBufferPointer<UInt8>,
    compact: Bool, sink: @escaping (UnsafeBufferPointer<UInt8>, Int) -> Void
  ) {
    self.tree = tree
    self.styles = styles
    self.texts = texts
    self.pool = pool
    self.compact = compact
    self.sink = sink
  }

  deinit {
    chunk.deallocate()
    lineBreak.deallocate()
  }

  /// Writes the nodes of `nodes` (a preorder range, the first at `depth`) and hands on the rest
  /// of the chunk.
  consuming func write(_ nodes: Range<NodeIndex>, depth: Int) {
    writeNodes(nodes, depth: depth)
    flush()
  }

  private mutating func flush() {
    guard used > 0 else { return }
    sink(UnsafeBufferPointer(rebasing: chunk[..<used]), texts.estimatedSize)
    used = 0
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    if used + bytes.count > chunk.count {
      flush()
      guard bytes.count <= chunk.count else { return sink(bytes, texts.estimatedSize) }
    }
    guard let source = bytes.baseAddress, let target = chunk.baseAddress else { return }
    (target + used).update(from: source, count: bytes.count)
    used += bytes.count
  }

  private mutating func append(_ range: Range<Int>) { append(UnsafeBufferPointer(rebasing: pool[range])) }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// A line break and `indent` spaces, in one copy up to the deepest indentation the buffer
  /// holds (a line break with its spaces is most of the pretty-printed output).
  private mutating func newline(indent: Int) {
    guard !compact else { return }
    let first = min(indent, lineBreak.count - 1)
    append(UnsafeBufferPointer(rebasing: lineBreak[...first]))
    var remaining = indent - first
    while remaining > 0 {
      let count = min(remaining, lineBreak.count - 1)
      append(UnsafeBufferPointer(rebasing: lineBreak[1...count]))
      remaining -= count
    }
  }

  private mutating func names(_ key: StaticString, _ symbols: [TreeSymbol], indent: Int) {
    guard !symbols.isEmpty else { return }
    newline(indent: indent)
    append(key)
    append("[")
    for (position, symbol) in symbols.enumerated() {
      if position > 0 { compact ? append(",") : append(", ") }
      append(texts.symbolLiterals[symbol])
    }
    append("],")
  }

  /// The spaces before a node's braces: two per level, up to the outline's deepest indentation
  /// (`TreeOutlineWriter.deepestIndentation`), deeper nodes written as far in as that. Indenting
  /// every level printed a square of the depth: a chain 8,000 deep, 376 KB, printed 320 MB.
  static func indentation(atDepth depth: Int) -> Int {
    2 * min(depth, TreeOutlineWriter.deepestIndentation)
  }

  /// Nodes are in preorder, so writing them in index order opens each node after its parent's
  /// `children` and closes a subtree after its last node.
  private mutating func writeNodes(_ nodes: Range<NodeIndex>, depth first: Int) {
    var depth = first
    for index in nodes {
      // A node opens where its parent's `[` or its sibling's `, ` left off: each tree level
      // costs two spaces of indentation, not four.
      let indent = Self.indentation(atDepth: depth)
      append("{")
      newline(indent: indent + 2)
      compact ? append("\"type\":") : append("\"type\": ")
      append(texts.symbolLiterals[tree.types[index]])
      append(",")
      if tree.ids[index].isPresent {
        newline(indent: indent + 2)
        compact ? append("\"id\":") : append("\"id\": ")
        append(texts.symbolLiterals[tree.ids[index]])
        append(",")
      }
      names(compact ? "\"classes\":" : "\"classes\": ", tree.classes[index], indent: indent + 2)
      names(compact ? "\"state\":" : "\"state\": ", tree.states[index], indent: indent + 2)
      newline(indent: indent + 2)
      compact ? append("\"style\":{") : append("\"style\": {")
      let entries = styles.entries(of: index)
      for position in entries.indices {
        let entry = entries[position]
        // Compact, a member's comma goes before it; pretty-printed, after it, ending its line.
        let isFirst = position == entries.startIndex
        newline(indent: indent + 4)
        if entry.value < 0 {
          let member = texts.declarationMembers[entry.declaration]
          append(compact && !isFirst ? member : member.dropFirst())
        } else {
          if compact && !isFirst { append(",") }
          append(texts.propertyKeys[entry.property])
          append(texts.typedValues[Int(entry.value)])
        }
        if !compact && position < entries.endIndex - 1 { append(",") }
      }
      if !entries.isEmpty { newline(indent: indent + 2) }
      append("}")
      if tree.firstChildren[index].isPresent {
        append(",")
        newline(indent: indent + 2)
        compact ? append("\"children\":[") : append("\"children\": [")
        depth += 1
        continue
      }
      newline(indent: indent)
      append("}")
      depth = closeFinished(after: index, depth: depth)
    }
    if nodes.upperBound == tree.nodeIndices.upperBound { append("\n") }
  }

  /// After a node's closing brace: a comma before its next sibling, or the closing of every
  /// ancestor whose last child has just been written. Returns the depth of the node that
  /// follows in preorder.
  private mutating func closeFinished(after node: NodeIndex, depth: Int) -> Int {
    var current = node
    var depth = depth
    while true {
      if tree.nextSiblings[current].isPresent {
        compact ? append(",") : append(", ")
        return depth
      }
      let parent = tree.parents[current]
      guard parent.isPresent else { return depth }
      depth -= 1
      append("]")
      newline(indent: Self.indentation(atDepth: depth))
      append("}")
      current = parent
    }
  }
}
