import Testing

@testable import Stylec

@Suite("Property names made once a file")
struct PropertyNameCacheTests {
  /// Each name is made once for its bytes, wherever they stand, and names of other bytes are
  /// kept apart, past the table's first growths.
  @Test func aNameIsMadeOnceForItsBytesAndOthersStayApart() {
    let names = (0..<500).map { "p\($0)-x" }
    let bytes = Array((names + names).joined(separator: " ").utf8)
    var cache = PropertyNameCache()
    var made = 0
    var start = 0
    var read: [String] = []
    for name in names + names {
      let range = start..<(start + name.utf8.count)
      read.append(
        cache.name(at: range, of: bytes) {
          made += 1
          return String(decoding: bytes[range], as: UTF8.self).uppercased()
        })
      start = range.upperBound + 1
    }
    #expect(made == names.count)
    #expect(read == (names + names).map { $0.uppercased() })
  }

  /// Names past the most kept are made each time, never mixed up with the kept ones.
  @Test func pastTheMostKeptNamesAreMadeEachTime() {
    let count = (1 << 16) + 10
    let names = (0..<count).map { "n\($0)" }
    let bytes = Array(names.joined(separator: " ").utf8)
    var cache = PropertyNameCache()
    var made = 0
    for _ in 0..<2 {
      var start = 0
      for name in names {
        let range = start..<(start + name.utf8.count)
        let read = cache.name(at: range, of: bytes) {
          made += 1
          return name
        }
        #expect(read == name)
        start = range.upperBound + 1
      }
    }
    #expect(made == count + 10)
  }

  /// The parser reads a property written again and again as one name, kebab-cased once.
  @Test func theParserReadsRepeatedPropertiesAlike() {
    let loaded = Stylesheet(
      source: "UILabel { textColor: red; }\nUIView { textColor: blue; text-color: green; }", fileName: "a.css"
    )
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      loaded.rules.flatMap { $0.declarations.map(\.property) } == ["text-color", "text-color", "text-color"])
  }
}
