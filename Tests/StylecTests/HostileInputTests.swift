import Foundation
import Testing

@testable import Stylec

/// Inputs built to break a stylesheet engine. Each must end in a clear diagnostic at a bounded
/// cost: no trap, no stack overflow, no hang. (More live beside the features they attack:
/// deep JSON trees, doubling variables, @extend chains and cycles, long :not nesting, huge An+B.)
@Suite("Hostile input")
struct HostileInputTests {
  private func codes(_ source: String, path: String = "h.cas") -> Set<String> {
    Set(sheet(source, path: path).diagnostics.map(\.code.rawValue))
  }

  @Test func aMegabyteOfOpeningBraces() {
    #expect(codes(String(repeating: "{", count: 1 << 20)).contains("expected-selector"))
  }

  @Test func oneHundredThousandNestedBlocks() {
    let source = String(repeating: "A {", count: 100_000) + String(repeating: "}", count: 100_000)
    #expect(codes(source).contains("nesting-too-deep"))
  }

  @Test func oneHundredThousandNestedParentheses() {
    let source =
      "A { a " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000) + " }"
    #expect(codes(source).contains("nesting-too-deep"))
  }

  @Test(arguments: [
    ("A { a ", "(", "1", ")", " }"), ("A", ":not(", ".b", ")", " { a 1 }"), ("A { a ", "- ", "1", "", " }"),
    ("A { a ", "lighten(", "red", ", 1)", " }"), ("", "@media (min-width: 1) {\n", "A { a 1 }", "}\n", ""),
    ("", "A {\n", "a 1", "}\n", ""),
    // InterfaCSS's forms: layout terms, attribute groups, comparisons and powers.
    ("A { a ", "left(1 + (", "parent", "))", " }"), ("A { a ", "\"x\" (b: ", "1", ")", " }"),
    ("A { a ", "1 > (", "1", ")", " }"), ("A { a ", "2 ** (", "1", ")", " }"),
  ])
  func nestingIsBoundedWhateverTheLimitAsks(
    prefix: String, open: String, middle: String, close: String, suffix: String
  ) {
    // Nesting is read by recursion: a limit raised past what a thread's stack holds once let
    // 3,000 levels overflow it. The limit asked for is honoured up to `deepestNesting`.
    let depth = 3_000
    let source =
      prefix + String(repeating: open, count: depth) + middle + String(repeating: close, count: depth)
      + suffix
    let parsed = Stylesheet(
      source: source, fileName: "deep.cas", limits: StylesheetLimits(maximumNestingDepth: 1 << 40))
    #expect(parsed.diagnostics.contains { $0.code == .nestingTooDeep })
  }

  /// Blocks and the values and `:not()`s inside them share one stack, and so one nesting limit:
  /// 96 blocks around a value nested 256 deep overflowed a thread's stack under the address
  /// sanitizer, each within its own limit.
  @Test(arguments: [
    ("A { a ", "floor (", "4.5", ")", " }"), ("A:not(", ":not(", ".b", ")", ") { a 1 }"),
    ("A { a ", "left(", "parent", ")", " }"), ("A { a ", "\"x\" (b: ", "1", ")", " }"),
  ])
  func blocksCountTowardTheNestingOfWhatIsInside(
    prefix: String, open: String, middle: String, close: String, suffix: String
  ) {
    let inner =
      prefix + String(repeating: open, count: 200) + middle + String(repeating: close, count: 200) + suffix
    let codes = { (blocks: Int) in
      Stylesheet(
        source: String(repeating: "A {\n", count: blocks) + inner + String(repeating: "}\n", count: blocks),
        limits: StylesheetLimits(maximumNestingDepth: 256)
      ).diagnostics.map(\.code)
    }
    #expect(codes(96).contains(.nestingTooDeep))
    #expect(codes(40).isEmpty)
  }

  @Test func fiveThousandNestedIndentedBlocks() {
    let source =
      (0..<5_000).map { String(repeating: " ", count: $0) + "A" }.joined(separator: "\n") + " b 1\n"
    #expect(codes(source).contains("nesting-too-deep"))
  }

  @Test func selectorsOfOneHundredThousandCompounds() {
    #expect(
      codes(Array(repeating: "A", count: 100_000).joined(separator: " ") + " { a 1 }").contains(
        "selector-too-long"))
    #expect(
      codes(Array(repeating: "A", count: 100_000).joined(separator: " > ") + " { a 1 }").contains(
        "selector-too-long"))
  }

  @Test func aGroupOfOneHundredThousandSelectorsStillWorks() throws {
    let parsed = sheet(Array(repeating: "UIView", count: 100_000).joined(separator: ", ") + " { a 1 }")
    #expect(parsed.diagnostics.isEmpty)
    let styled = try Styled(parsed, ViewNode("UIView"))
    #expect(styled[0, "a"] == "1")
  }

  @Test func nestedGroupsCannotExpandWithoutBound() {
    // Each nested block of 100 × 100 selectors is within the per-rule limit; together they
    // would be 40,100 selectors from 8 KB, which the whole-load budget stops.
    let group = (0..<100).map { "A\($0)" }.joined(separator: ", ")
    let inner = (0..<4).map { _ in "\(group) { x 1 }" }.joined(separator: "\n")
    let parsed = sheet(
      "\(group) {\n  a 1\n\(inner)\n}", limits: StylesheetLimits(maximumTotalSelectors: 25_000))
    #expect(locatedCodes(parsed.diagnostics) == ["5:1 too-many-selectors"])
    #expect(
      parsed.diagnostics.first?.notes == [
        "the limit can be raised with --max-total-selectors (StylesheetLimits.maximumTotalSelectors)"
      ])
    #expect(parsed.rules.count == 20_100)
  }

  @Test func theDefaultBudgetStopsALoadPastTwoHundredThousandSelectors() {
    let group = (0..<1_000).map { ".c\($0)" }.joined(separator: ", ")
    let parsed = sheet(String(repeating: "\(group) { a 1 }\n", count: 201))
    #expect(locatedCodes(parsed.diagnostics) == ["201:1 too-many-selectors"])
    #expect(parsed.rules.count == 200_000)
  }

  @Test func aTenMegabyteIdentifierAsValueSelectorAndProperty() throws {
    let name = String(repeating: "x", count: 10 << 20)
    let parsed = sheet("A { a " + name + " }\n." + name + " { " + name + " 1 }")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.rules.first?.declarations.first?.value.description.utf8.count == 10 << 20)
    let styled = try Styled(parsed, ViewNode("UIView", classes: [name]))
    #expect(styled[0, name] == "1")
  }

  @Test func nulBytesAndControlCharacters() {
    #expect(codes("A { a \u{0}\u{1} }") == ["unexpected-character", "expected-value"])
    #expect(codes("A { a 1\u{0} }") == ["unexpected-character"])
  }

  @Test func numbersAtTheEdges() {
    #expect(codes("A { a 1e400 }") == ["invalid-number"])
    #expect(codes("A { a 1e308 * 10 }") == ["invalid-number"])
    #expect(codes("A { a 1 / 0 }") == ["division-by-zero"])
    #expect(sheet("A { a -0; b 0 * -1 }").rules[0].declarations.map(\.value.description) == ["0", "0"])
  }

  @Test func selfImportsDirectoriesAndDevices() {
    #expect(codes("@import \"h.cas\"") == ["import-cycle"])
    let directory = FileManager.default.temporaryDirectory.path
    let source = "@import \"/dev/zero\"\n@import \"\(directory)\""
    // A sheet from no file imports nothing without an import root.
    #expect(
      Stylesheet(source: source, fileName: "h.cas").diagnostics.map(\.code.rawValue) == [
        "import-failed", "import-failed",
      ])
    let parsed = Stylesheet(source: source, fileName: "h.cas", limits: StylesheetLimits(importRoot: "/"))
    #expect(parsed.diagnostics.map(\.code.rawValue) == ["import-failed", "import-failed"])
    #expect(
      parsed.diagnostics.map(\.message).allSatisfy {
        $0.contains("not a regular file") || $0.contains("directory")
      })
  }

  @Test func thousandsOfMisspellingsAmongThousandsOfNamesStayLinear() {
    // Suggesting a near name for every undefined variable or @extend target compared each with
    // every defined one: 750 KB of such a sheet took minutes. Suggestions now stop once a
    // stage's budget is spent, and every error is still reported.
    let count = 3_000
    let variables = (0..<count).map { "$name\($0) = \($0)" }.joined(separator: "\n")
    let uses = (0..<count).map { "  width $nane\($0)" }.joined(separator: "\n")
    let parsed = sheet("\(variables)\nA {\n\(uses)\n}")
    #expect(parsed.diagnostics.count == count)
    #expect(parsed.diagnostics.allSatisfy { $0.code == .undefinedVariable })
    #expect(parsed.diagnostics.first?.notes == ["did you mean '$name0'?"])
    // Each suggestion costs at least a unit of work per candidate: the budget bounds how many
    // are made, whatever the machine's speed.
    let mostSuggestions = Suggester.defaultBudget / count + 1
    let suggested = parsed.diagnostics.filter { !$0.notes.isEmpty }.count
    #expect(suggested > 0 && suggested < count && suggested <= mostSuggestions)

    let rules = (0..<count).map { ".rule\($0) { a 1 }" }.joined(separator: "\n")
    let extends = (0..<count).map { "  @extend .rul\($0);" }.joined(separator: "\n")
    let extending = sheet("\(rules)\n.x {\n\(extends)\n}")
    #expect(extending.diagnostics.count == count)
    #expect(extending.diagnostics.first?.notes == ["did you mean '.rule0'?"])
    let extendSuggestions = extending.diagnostics.filter { !$0.notes.isEmpty }.count
    #expect(extendSuggestions < count && extendSuggestions <= mostSuggestions)
  }

  @Test func aFileLargerThanTheLimitIsRefused() {
    let parsed = sheet(
      "@import big.cas", files: ["big.cas": String(repeating: "A { a 1 }\n", count: 2_000)],
      limits: StylesheetLimits(maximumFileSize: 1_000))
    #expect(parsed.diagnostics.map(\.code.rawValue) == ["import-failed"])
  }

  // MARK: Recursion on input length

  /// `1 op 1 op … 1` with `terms` terms.
  private func chain(_ op: String, terms: Int) -> String {
    Array(repeating: "1", count: terms).joined(separator: " \(op) ")
  }

  @Test(arguments: [("+", "100000"), ("-", "-99998"), ("*", "1"), ("/", "1")])
  func operatorChainsOfOneHundredThousandTermsAreEvaluated(op: String, expected: String) throws {
    // Each chain was a tree of nested pairs as deep as it was long: parsing, evaluating and
    // freeing it recursed once per term, and 6,000 terms overflowed the stack in apply, rules
    // and lint.
    let parsed = sheet(
      "$chain = \(chain(op, terms: 100_000))\nUILabel {\n  a $chain\n  b \(chain(op, terms: 100_000))\n}")
    #expect(parsed.diagnostics.isEmpty)
    let styled = try Styled(parsed, ViewNode("UILabel"))
    #expect(styled[0, "a"] == expected)
    #expect(styled[0, "b"] == expected)
    // Lint reads every value too: `a` and `b` are no properties of a UILabel.
    #expect(Set(Linter().lint(parsed).map(\.code.rawValue)) == ["unknown-property"])
  }

  /// A value written with more tokens than `maximumValueSize` items could take, or a selector
  /// of more compounds than `maximumSelectorLength`, is refused as the parser reads it: each was
  /// held whole first, a megabyte of `1,` or `a ` taking 70 to 170 times its bytes.
  @Test func aValueOrSelectorTooLongToBeWithinTheLimitsIsNotReadWhole() {
    let items = String(repeating: "1, ", count: 200_000) + "1"
    let value = sheet("UILabel { a \(items) }")
    #expect(
      value.diagnostics.map(\.message) == [
        "this value is written with 400001 tokens, more than 320000: it cannot be 10000 items or fewer, the limit, so it is not read"
      ])
    #expect(codes("$list = \(items)\n") == ["value-too-large"])
    // Within the limit raised to match, the value is read, and then counted as it evaluates.
    let raised = sheet("UILabel { a \(items) }", limits: StylesheetLimits(maximumValueSize: 200_001))
    #expect(raised.diagnostics.isEmpty)
    let selector = sheet(String(repeating: "a ", count: 300_000) + "b { c 1 }\nUILabel { d 2 }")
    #expect(locatedCodes(selector.diagnostics) == ["1:1 selector-too-long"])
    #expect(selector.rules.map(\.selector) == ["UILabel"])
  }

  @Test func aChainInsideAColorFunction() throws {
    let parsed = sheet("UILabel { text-color rgba(\(chain("-", terms: 100_000)) + 100000, 0, 0, 1) }")
    #expect(parsed.diagnostics.isEmpty)
    #expect(try Styled(parsed, ViewNode("UILabel"))[0, "text-color"] == "#020000")
  }

  @Test func aLongChainStillReportsWhereItFails() {
    // Each step's range runs from the chain's first operand to the step's right operand.
    let source = "A {\n  a " + chain("+", terms: 50_000) + " + red + 1\n}"
    let parsed = sheet(source)
    #expect(locatedCodes(parsed.diagnostics) == ["2:5 invalid-arithmetic"])
    #expect(parsed.diagnostics.first?.location?.endColumn == 5 + (50_000 * 4 - 3) + " + red".count)
  }

  @Test func variablesThatWrapOneAnotherNestAValueOnlySoDeep() {
    // `$v1 = ($v0) 1`, `$v2 = ($v1) 1`, …: each variable nests the value one list deeper.
    let definitions = (1...5_000).map { "$v\($0) = ($v\($0 - 1)) 1" }.joined(separator: "\n")
    let source = "$v0 = 1\n\(definitions)\nA { a $v5000 * 2 }"
    let parsed = Stylesheet(source: source, fileName: "main.cas", dialect: .stylec)
    #expect(locatedCodes(parsed.diagnostics) == ["66:8 nesting-too-deep"])
    #expect(parsed.rules.isEmpty)
    // Classy's lists are flat, so in its dialect the value is 5,001 items, within the size limit.
    let flat = Stylesheet(source: source, fileName: "main.cas", dialect: .classy)
    #expect(flat.diagnostics.isEmpty)
    #expect(flat.rules.first?.declarations.first?.value.description.split(separator: " ").count == 5_001)
  }
}
