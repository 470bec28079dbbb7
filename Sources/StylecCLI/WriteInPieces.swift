/// How many bytes of text are gathered before they go to the sink.
private let pieceSize = 64 << 10

/// Hands the text `body` writes to `sink` in pieces of about 64 KB, in order: a command whose
/// output can be many times its input (`stylec rules`, `stylec apply --env-matrix`) writes it as
/// it is made, never holding it whole. Once `failed` says the output failed (a closed pipe, a
/// full disk), `write` throws `OutputFailed` so that `body` stops making what nobody can receive.
func writeInPieces(
  to sink: (UnsafeBufferPointer<UInt8>) -> Void, failed: () -> Bool = { false },
  _ body: (_ write: (String) throws(OutputFailed) -> Void) throws(OutputFailed) -> Void
) {
  var buffer: [UInt8] = []
  buffer.reserveCapacity(pieceSize + 4096)
  // `write` is called only while `body` runs, which the sink outlives.
  withoutActuallyEscaping(sink) { sink in
    withoutActuallyEscaping(failed) { failed in
      do {
        try body { (text) throws(OutputFailed) in
          buffer.append(contentsOf: text.utf8)
          guard buffer.count >= pieceSize else { return }
          buffer.withUnsafeBufferPointer(sink)
          buffer.removeAll(keepingCapacity: true)
          if failed() { throw OutputFailed() }
        }
      } catch {
        buffer.removeAll()
      }
    }
  }
  if !buffer.isEmpty { buffer.withUnsafeBufferPointer(sink) }
}

/// Thrown to the code making a command's output once the output has failed: the command ends
/// with the write's error, and the rest is not worth making.
struct OutputFailed: Error {}
