import Dispatch

/// Writes a styled tree as JSON bytes: the tree's root node, each node with its `type`, `id`,
/// `classes`, `state`, a `style` object of its resolved properties sorted by name, and
/// `children`. Pretty-printed with two spaces of indentation a level, each `children` array
/// opening on its first child's line (`"children": [{`, siblings joined by `}, {`), so a tree
/// level costs two spaces; or compact (no white space).
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
    let texts = JSONTextPool(tree: tree, styles: styles, compact: compact, runSize: runSize)
    let runs = texts.runs
    guard parallel, parallelWorkerCount > 1, runs.count > 1, tree.count >= Cascade.parallelThreshold else {
      return write(tree.nodeIndices, depth: 0, texts: texts, to: sink)
    }
    // Each run is written on whichever core is free, at most a few ahead of the one being
    // handed to the sink, so that memory holds a few megabytes rather than the whole output.
    let written = OrderedResults<[UInt8]>(count: runs.count)
    let ahead = 2 * parallelWorkerCount
    // Each run's buffer goes back once written out, for a later run to fill.
    let buffers = BufferPool()
    let start = { @Sendable (index: Int) in
      DispatchQueue.global(qos: .userInitiated).async {
        written.store(self.bytes(of: runs[index], texts: texts, into: buffers.take()), at: index)
      }
    }
    for index in 0..<min(ahead, runs.count) { start(index) }
    for index in runs.indices {
      guard let bytes = written.take(index) else { continue }
      if index + ahead < runs.count { start(index + ahead) }
      bytes.withUnsafeBufferPointer { whole in
        for offset in stride(from: 0, to: whole.count, by: JSONChunkWriter.chunkSize) {
          sink(
            UnsafeBufferPointer(
              rebasing: whole[offset..<min(offset + JSONChunkWriter.chunkSize, whole.count)]),
            texts.estimatedSize)
        }
      }
      buffers.give(bytes)
    }
  }

  /// The output of one run of nodes, written into `output` (emptied, its capacity reused).
  private func bytes(of run: JSONTextPool.Run, texts: JSONTextPool, into output: [UInt8]) -> [UInt8] {
    var output = output
    output.reserveCapacity(run.estimatedSize + run.estimatedSize / 8)
    write(run.nodes, depth: run.depth, texts: texts) { piece, _ in output.append(contentsOf: piece) }
    return output
  }

  /// Writes the nodes of `nodes`, the first at `depth`, through a chunk to `sink`.
  private func write(
    _ nodes: Range<NodeIndex>, depth: Int, texts: JSONTextPool,
    to sink: (UnsafeBufferPointer<UInt8>, Int) -> Void
  ) {
    texts.bytes.withUnsafeBufferPointer { pool in
      withoutActuallyEscaping(sink) { sink in
        JSONChunkWriter(tree: tree, styles: styles, texts: texts, pool: pool, compact: compact, sink: sink)
          .write(nodes, depth: depth)
      }
    }
  }

}
