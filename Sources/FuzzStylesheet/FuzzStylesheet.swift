import StylecFuzzing

/// libFuzzer's entry point: see `FuzzHarness.stylesheet(_:)`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStylesheet(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  FuzzHarness.stylesheet(UnsafeRawBufferPointer(start: start, count: count))
  return 0
}
