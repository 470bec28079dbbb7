import StylecFuzzing

/// libFuzzer's entry point: see `FuzzHarness.tree(_:)`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTree(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  FuzzHarness.tree(UnsafeRawBufferPointer(start: start, count: count))
  return 0
}
