import StylecFuzzing

/// libFuzzer's entry point: see `FuzzHarness.apply(_:)`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzApply(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  FuzzHarness.apply(UnsafeRawBufferPointer(start: start, count: count))
  return 0
}
