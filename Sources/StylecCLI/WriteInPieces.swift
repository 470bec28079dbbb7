/// How many bytes of text are gathered before they go to the sink.
private let pieceSize = 64 << 10

/// Hands the text `body` writes to `sink` in pieces of about 64 KB, in order: a command whose
/// output can be many times its input (`stylec rules`, `stylec apply --env-matrix`) writes it as
/// it is made, never holding it whole.
func writeInPieces(
  to sink: (UnsafeBufferPointer<UInt8>) -> Void, _ body: (_ write: (String) -> Void) -> Void
) {
  var buffer: [UInt8] = []
  buffer.reserveCapacity(pieceSize + 4096)
  // `write` is called only while `body` runs, which the sink outlives.
  withoutActuallyEscaping(sink) { sink in
    body { text in
      buffer.append(contentsOf: text.utf8)
      guard buffer.count >= pieceSize else { return }
      buffer.withUnsafeBufferPointer(sink)
      buffer.removeAll(keepingCapacity: true)
    }
  }
  if !buffer.isEmpty { buffer.withUnsafeBufferPointer(sink) }
}
