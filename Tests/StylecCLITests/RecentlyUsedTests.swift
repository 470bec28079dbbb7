import Testing

@testable import StylecCLI

/// The cache `lint` keeps schemas in: the few met last, never every one.
@Suite struct RecentlyUsedTests {
  @Test func keepsTheMostRecentlyUsedAndLetsTheLeastGo() {
    var cache = RecentlyUsed<String, Int>(capacity: 2)
    cache.keep(1, for: "a")
    cache.keep(2, for: "b")
    #expect(cache.value(for: "a") == 1)  // now the most recently used
    cache.keep(3, for: "c")  // lets "b" go
    #expect(cache.value(for: "b") == nil)
    #expect(cache.value(for: "a") == 1)
    #expect(cache.value(for: "c") == 3)
  }
}
