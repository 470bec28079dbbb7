import Dispatch

/// Writes a styled tree as JSON bytes: the tree's root node, each node with its `type`, `id`,
/// `classes`, `state`, a `style` object of its resolved properties sorted by name, and
/// `children`. Pretty-printed with two-space indentation, or compact (no white space).
///
/// Two passes. The first makes every piece of text once, into one pool of bytes (each name's
/// JSON literal, each property's key, each value), and sums the output's size, so the output
/// is reserved once: growing a buffer of tens of megabytes copies it and faults in fresh pages
/// each time. The second copies pieces of the pool through a small chunk, so that each of the
/// millions of pieces costs a bounds test and a copy. A large tree's second pass runs on every
/// core: nodes are in preorder, so a contiguous range of them is a contiguous run of the
/// output, and runs of about a megabyte are written side by side and handed on in order.
/// - Complexity: O(nodes + resolved properties + output size).
struct TreeJSONWriter {
  let tree: StyleTree
  let styles: ResolvedStyles
  let compact: Bool
  /// Whether a large tree may be written on several cores.
  var parallel = true

  /// On several cores, output is written in runs of nodes of about this many bytes.
  var runSize = 1 << 20

  func bytes() -> [UInt8] {
    var output: [UInt8] = []
    write { piece, estimatedSize in
      if output.isEmpty { output.reserveCapacity(estimatedSize) }
      output.append(contentsOf: piece)
    }
    return output
  }

  /// Hands the output to `sink` in pieces of at most 64 KB (written on one core, a longer name
  /// or value goes alone), in order, with the estimated size of the whole.
  func write(to sink: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
    let texts = TextPool(tree: tree, styles: styles, compact: compact, runSize: runSize)
    let runs = texts.runs
    guard parallel, parallelWorkerCount > 1, runs.count > 1, tree.count >= Cascade.parallelThreshold else {
      return write(0..<tree.count, depth: 0, texts: texts, to: sink)
    }
    // Each run is written on whichever core is free, at most a few ahead of the one being
    // handed to the sink, so that memory holds a few megabytes rather than the whole output.
    let written = OrderedResults<[UInt8]>(count: runs.count)
    let ahead = 2 * parallelWorkerCount
    let start = { @Sendable (index: Int) in
      DispatchQueue.global(qos: .userInitiated).async {
        written.store(self.bytes(of: runs[index], texts: texts), at: index)
      }
    }
    for index in 0..<min(ahead, runs.count) { start(index) }
    for index in runs.indices {
      guard let bytes = written.take(index) else { continue }
      if index + ahead < runs.count { start(index + ahead) }
      bytes.withUnsafeBufferPointer { whole in
        for offset in stride(from: 0, to: whole.count, by: Writer.chunkSize) {
          sink(
            UnsafeBufferPointer(rebasing: whole[offset..<min(offset + Writer.chunkSize, whole.count)]),
            texts.estimatedSize)
        }
      }
    }
  }

  /// The output of one run of nodes.
  private func bytes(of run: TextPool.Run, texts: TextPool) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(run.estimatedSize + run.estimatedSize / 8)
    write(run.nodes, depth: run.depth, texts: texts) { piece, _ in output.append(contentsOf: piece) }
    return output
  }

  /// Writes the nodes of `nodes`, the first at `depth`, through a chunk to `sink`.
  private func write(
    _ nodes: Range<Int>, depth: Int, texts: TextPool, to sink: (UnsafeBufferPointer<UInt8>, Int) -> Void
  ) {
    texts.bytes.withUnsafeBufferPointer { pool in
      withoutActuallyEscaping(sink) { sink in
        Writer(tree: tree, styles: styles, texts: texts, pool: pool, compact: compact, sink: sink)
          .write(nodes, depth: depth)
      }
    }
  }

  /// Every piece of text the output needs, made once, and the output's size.
  private struct TextPool {
    private(set) var bytes: [UInt8] = []
    /// Where each tree symbol's JSON literal, each property's key (with its colon) and each
    /// typed value is in the pool; pieces the output does not need stay empty.
    private(set) var symbolLiterals: [Range<Int>]
    private(set) var propertyKeys: [Range<Int>]
    /// Each declaration as a member of a style object, comma first (`,"key":value`): its
    /// property is its own, so one piece serves every node it styles.
    private(set) var declarationMembers: [Range<Int>]
    private(set) var typedValues: [Range<Int>]
    private(set) var estimatedSize = 0
    /// Consecutive preorder ranges of nodes, each of about `runSize` bytes of output.
    private(set) var runs: [Run] = []

    struct Run: Sendable {
      var nodes: Range<Int>
      /// The depth of the run's first node.
      var depth: Int
      var estimatedSize: Int
    }

    init(tree: StyleTree, styles: ResolvedStyles, compact: Bool, runSize: Int) {
      var symbols = [Range<Int>?](repeating: nil, count: tree.symbols.count)
      var keys = [Range<Int>?](repeating: nil, count: styles.sheet.ruleSet.propertyNames.count)
      var declarations = [Range<Int>?](repeating: nil, count: styles.sheet.declarations.count)
      var typed = [Range<Int>?](repeating: nil, count: styles.typedValues.count)
      var bytes: [UInt8] = []
      func pooled(_ text: String) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return start..<bytes.count
      }
      func literal(_ symbol: Int32) -> Int {
        if let range = symbols[Int(symbol)] { return range.count }
        let range = pooled(jsonString(tree.symbols[symbol]))
        symbols[Int(symbol)] = range
        return range.count
      }
      func key(_ property: Int) -> String {
        jsonString(styles.sheet.ruleSet.propertyNames[property]) + (compact ? ":" : ": ")
      }
      func entry(_ entry: ResolvedStyles.Entry) -> Int {
        let property = Int(entry.property)
        guard entry.value >= 0 else {
          let index = Int(entry.declaration)
          if declarations[index] == nil {
            declarations[index] = pooled(
              "," + key(property) + jsonValue(styles.sheet.declarations[index].value, compact: compact))
          }
          return declarations[index]?.count ?? 0
        }
        if keys[property] == nil { keys[property] = pooled(key(property)) }
        let index = Int(entry.value)
        if typed[index] == nil {
          typed[index] = pooled(jsonValue(styles.typedValues[index], compact: compact))
        }
        return (keys[property]?.count ?? 0) + (typed[index]?.count ?? 0) + 1
      }
      var depths = [Int](repeating: 0, count: tree.count)
      var size = 0
      var runList: [Run] = []
      var runStart = (node: 0, size: 0)
      for node in 0..<tree.count {
        if size - runStart.size >= runSize {
          runList.append(
            Run(
              nodes: runStart.node..<node, depth: depths[runStart.node], estimatedSize: size - runStart.size))
          runStart = (node, size)
        }
        // Parents come before their children in preorder.
        let parent = Int(tree.parents[node])
        if parent >= 0 { depths[node] = depths[parent] + 1 }
        let line = compact ? 1 : 6 + depths[node] * 4
        size += 8 * line + 48 + literal(tree.types[node])
        if tree.ids[node] >= 0 { size += literal(tree.ids[node]) }
        for symbol in tree.classes[node] { size += literal(symbol) + 2 }
        for symbol in tree.states[node] { size += literal(symbol) + 2 }
        for resolved in styles.entries(of: node) { size += line + entry(resolved) }
      }
      if tree.count > 0 {
        runList.append(
          Run(
            nodes: runStart.node..<tree.count, depth: depths[runStart.node],
            estimatedSize: size - runStart.size))
      }
      self.bytes = bytes
      runs = runList
      symbolLiterals = symbols.map { $0 ?? 0..<0 }
      propertyKeys = keys.map { $0 ?? 0..<0 }
      declarationMembers = declarations.map { $0 ?? 0..<0 }
      typedValues = typed.map { $0 ?? 0..<0 }
      estimatedSize = size
    }
  }

  /// The second pass: copies the pool's pieces into a chunk, handed to the sink when full.
  private struct Writer: ~Copyable {
    let tree: StyleTree
    let styles: ResolvedStyles
    let texts: TextPool
    let pool: UnsafeBufferPointer<UInt8>
    let compact: Bool
    let sink: (UnsafeBufferPointer<UInt8>, Int) -> Void
    /// Pieces gather here and go to the sink a chunk at a time.
    private let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
    static let chunkSize = 1 << 16
    private var used = 0
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    init(
      tree: StyleTree, styles: ResolvedStyles, texts: TextPool, pool: UnsafeBufferPointer<UInt8>,
      compact: Bool, sink: @escaping (UnsafeBufferPointer<UInt8>, Int) -> Void
    ) {
      self.tree = tree
      self.styles = styles
      self.texts = texts
      self.pool = pool
      self.compact = compact
      self.sink = sink
    }

    deinit { chunk.deallocate() }

    /// Writes the nodes of `nodes` (a preorder range, the first at `depth`) and hands on the rest
    /// of the chunk.
    consuming func write(_ nodes: Range<Int>, depth: Int) {
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

    private mutating func newline(indent: Int) {
      guard !compact else { return }
      append("\n")
      var remaining = indent
      while remaining > 0 {
        let count = min(remaining, Self.spaces.count)
        Self.spaces.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[..<count])) }
        remaining -= count
      }
    }

    private mutating func names(_ key: StaticString, _ symbols: [Int32], indent: Int) {
      guard !symbols.isEmpty else { return }
      newline(indent: indent)
      append(key)
      append("[")
      for (position, symbol) in symbols.enumerated() {
        if position > 0 { compact ? append(",") : append(", ") }
        append(texts.symbolLiterals[Int(symbol)])
      }
      append("],")
    }

    /// Nodes are in preorder, so writing them in index order opens each node after its parent's
    /// `children` and closes a subtree after its last node.
    private mutating func writeNodes(_ nodes: Range<Int>, depth first: Int) {
      var depth = first
      for index in nodes {
        let indent = depth * 4
        if depth > 0 { newline(indent: indent) }
        append("{")
        newline(indent: indent + 2)
        compact ? append("\"type\":") : append("\"type\": ")
        append(texts.symbolLiterals[Int(tree.types[index])])
        append(",")
        if tree.ids[index] >= 0 {
          newline(indent: indent + 2)
          compact ? append("\"id\":") : append("\"id\": ")
          append(texts.symbolLiterals[Int(tree.ids[index])])
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
            let member = texts.declarationMembers[Int(entry.declaration)]
            append(compact && !isFirst ? member : member.dropFirst())
          } else {
            if compact && !isFirst { append(",") }
            append(texts.propertyKeys[Int(entry.property)])
            append(texts.typedValues[Int(entry.value)])
          }
          if !compact && position < entries.endIndex - 1 { append(",") }
        }
        if !entries.isEmpty { newline(indent: indent + 2) }
        append("}")
        if tree.firstChildren[index] >= 0 {
          append(",")
          newline(indent: indent + 2)
          compact ? append("\"children\":[") : append("\"children\": [")
          depth += 1
          continue
        }
        newline(indent: indent)
        append("}")
        depth = closeFinished(after: Int32(index), depth: depth)
      }
      if nodes.upperBound == tree.count { append("\n") }
    }

    /// After a node's closing brace: a comma before its next sibling, or the closing of every
    /// ancestor whose last child has just been written. Returns the depth of the node that
    /// follows in preorder.
    private mutating func closeFinished(after node: Int32, depth: Int) -> Int {
      var current = node
      var depth = depth
      while true {
        if tree.nextSiblings[Int(current)] >= 0 {
          append(",")
          return depth
        }
        let parent = tree.parents[Int(current)]
        guard parent >= 0 else { return depth }
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
