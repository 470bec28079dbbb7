import Testing

@testable import Stylec

/// The budgets of a whole load: bytes read across imports, and items copied by variable
/// arithmetic, nesting and `@extend`. Each stayed inside every other limit and still took
/// gigabytes; each now ends in one located error, after which nothing more is read.
@Suite("Load budgets")
struct LoadBudgetTests {
  @Test func theDefaults() {
    #expect(StylesheetLimits().maximumTotalBytes == 64 << 20)
    #expect(StylesheetLimits().maximumCopiedItems == 250_000)
  }

  @Test func bytesReadAcrossImportsHaveALimit() {
    // One file imported again and again: each import is read (and kept) anew.
    let big = String(repeating: "A { a 1 }\n", count: 100)
    let imports = (0..<10).map { _ in "@import big.cas" }.joined(separator: "\n")
    let parsed = sheet(imports, files: ["big.cas": big], limits: StylesheetLimits(maximumTotalBytes: 5_000))
    #expect(locatedCodes(parsed.diagnostics) == ["5:1 too-many-bytes"])
    #expect(parsed.diagnostics.first?.message.contains("5000 bytes") == true)
    // The main file and four imports fit; the fifth import and the rest are not read.
    #expect(parsed.filePaths.count == 5)
    #expect(parsed.rules.count == 400)
  }

  @Test func aMainFileOverTheTotalIsNotRead() {
    let parsed = sheet("A { a 1 }", limits: StylesheetLimits(maximumTotalBytes: 4))
    #expect(parsed.diagnostics.map(\.code.rawValue) == ["too-many-bytes"])
    // Located at the file's start, so that editors and CI annotations can point at it.
    #expect(parsed.diagnostics.first?.location.map { "\($0.line):\($0.column)" } == "1:1")
    #expect(parsed.rules.isEmpty)
  }

  @Test func extendCountsTheDeclarationsItCopies() {
    // The case in small: rules that each extend one large rule.
    let base = ".base {\n" + (0..<100).map { "  p\($0): 1;" }.joined(separator: "\n") + "\n}\n"
    let extending = (0..<30).map { ".r\($0) { @extend .base; }" }.joined(separator: "\n")
    let parsed = sheet(base + extending, path: "t.css", limits: StylesheetLimits(maximumCopiedItems: 1_000))
    #expect(locatedCodes(parsed.diagnostics) == ["113:8 too-many-copies"])
    #expect(
      parsed.diagnostics.first?.notes.last
        == "the limit can be raised with --max-copies (StylesheetLimits.maximumCopiedItems)")
    // Ten rules took their copies; the eleventh would pass the budget, and resolving stops.
    let extended = Set(parsed.rules.filter { $0.declarations.count == 100 }.map(\.selector))
    #expect(extended.count == 11)
  }

  @Test func arithmeticOverAListCountsTheItemsItCopies() {
    // `$a * 1` copies every item of `$a`: 1,000 uses of a 9,990-item list took 400 MB.
    let list = Array(repeating: "1", count: 100).joined(separator: " ")
    let uses = (0..<20).map { "  p\($0) $a * 1" }.joined(separator: "\n")
    let parsed = sheet(
      "$a = \(list)\nA {\n\(uses)\n  after 1\n}\nB { b 1 }",
      limits: StylesheetLimits(maximumCopiedItems: 1_000))
    #expect(locatedCodes(parsed.diagnostics) == ["13:7 too-many-copies"])
    // The first ten copies were made; nothing after the eleventh is read.
    #expect(parsed.rules.count == 1)
    #expect(parsed.rules.first?.declarations.count == 10)
  }

  @Test func nestingCountsTheCompoundsItCopies() {
    // Long selectors under nested groups: each nested selector copies its parent's compounds.
    let long = (0..<50).map { "A\($0)" }.joined(separator: " ")
    let parsed = sheet(
      "\(long), \(long) {\n  &.x, &.y {\n    &.z, &.w { a 1 }\n  }\n}\nB { b 1 }",
      limits: StylesheetLimits(maximumCopiedItems: 300))
    #expect(locatedCodes(parsed.diagnostics) == ["3:5 too-many-copies"])
    #expect(parsed.rules.isEmpty)
  }

  @Test func nothingIsReadAfterTheSelectorBudgetIsSpent() {
    // Parsing stops with compiling: the syntax error past the budget is never reached.
    let group = (0..<100).map { "A\($0)" }.joined(separator: ", ")
    let parsed = sheet(
      "\(group) { a 1 }\n\(group) { a 1 }\nB { b 1 }\nC { c: }",
      limits: StylesheetLimits(maximumTotalSelectors: 150))
    #expect(locatedCodes(parsed.diagnostics) == ["2:1 too-many-selectors"])
    #expect(parsed.rules.count == 100)
  }

  @Test func nestedMediaCountsTheFeaturesItPairs() {
    // Every alternative of a nested @media is paired with every enclosing one, features and all.
    let features = (0..<50).map { "(screen-width: > \($0))" }.joined(separator: " and ")
    let group = (0..<10).map { _ in features }.joined(separator: ", ")
    let parsed = sheet(
      "@media \(group) {\n  @media \(group) {\n    A { a 1 }\n  }\n}\nB { b 1 }",
      limits: StylesheetLimits(maximumCopiedItems: 5_000))
    #expect(locatedCodes(parsed.diagnostics) == ["2:3 too-many-copies"])
    #expect(parsed.rules.isEmpty)
  }

  /// A `@media` block inside a rule repeats the rule's selectors under its condition: they count
  /// against the load's selector budget like those nesting makes (5,000 selectors in 4,000 such
  /// blocks once took 7 GB).
  @Test func mediaInsideAGroupCountsItsSelectors() {
    let group = (0..<100).map { ".c\($0)" }.joined(separator: ",")
    let source = group + " {" + String(repeating: "@media phone { a: 1 }", count: 50) + "}"
    let parsed = sheet(source, path: "g.css", limits: StylesheetLimits(maximumTotalSelectors: 1_000))
    #expect(parsed.diagnostics.map(\.code) == [.tooManySelectors])
    #expect(parsed.rules.count <= 1_000)
  }
}
