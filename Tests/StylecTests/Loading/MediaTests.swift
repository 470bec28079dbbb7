import Testing

@testable import Stylec

@Suite("@media and @device")
struct MediaTests {
  private let source = """
    UILabel { size 1 }
    @media phone {
      UILabel { size 2 }
    }
    @device pad and (version: >= 7.0) {
      UILabel { size 3 }
    }
    UIButton {
      size 10
      @media (screen-width: > 320), tv {
        size 11
        @media landscape { size 12 }
      }
    }
    """

  private func sizes(_ environment: StyleEnvironment) throws -> [String?] {
    let styled = try Styled(
      sheet(source), ViewNode("UIView", children: [ViewNode("UILabel"), ViewNode("UIButton")]),
      environment: environment)
    return [styled[1, "size"], styled[2, "size"]]
  }

  @Test func conditionsSelectRulesWithoutChangingScores() throws {
    #expect(try sizes(StyleEnvironment()) == ["1", "10"])
    #expect(try sizes(StyleEnvironment(device: .phone)) == ["2", "10"])
    #expect(try sizes(StyleEnvironment(device: .pad, osVersion: OSVersion("7.1"))) == ["3", "10"])
    #expect(try sizes(StyleEnvironment(device: .pad, osVersion: OSVersion("6.9"))) == ["1", "10"])
    #expect(try sizes(StyleEnvironment(screenWidth: 375)) == ["1", "11"])
    #expect(try sizes(StyleEnvironment(device: .tv, orientation: .landscape)) == ["1", "12"])
    #expect(try sizes(StyleEnvironment(screenWidth: 320, orientation: .landscape)) == ["1", "10"])
  }

  @Test func nestedConditionsAreAndedAndPrinted() {
    let rules = sheet(source).rules
    #expect(
      rules.compactMap(\.condition) == [
        "phone", "pad and (version: >= 7.0)", "(screen-width: > 320), tv",
        "(screen-width: > 320) and landscape, tv and landscape",
      ])
  }

  @Test func versionsCompareComponentByComponent() {
    #expect(OSVersion("7.10")! > OSVersion("7.9")!)
    #expect(OSVersion("7")! == OSVersion("7.0.0")!)
    #expect(OSVersion("7.a") == nil)
  }

  @Test(arguments: [
    ("@media watch { A { a 1 } }", "1:8 invalid-media-query"),
    ("@media (orientaton: landscape) { A { a 1 } }", "1:9 invalid-media-query"),
    // CSS's spellings have near misses too: these were custom facts, never true.
    ("@media (prefers-colour-scheme: dark) { A { a 1 } }", "1:9 invalid-media-query"),
    ("@media (prefers-reduced-motoin: reduce) { A { a 1 } }", "1:9 invalid-media-query"),
    ("@media (min-widht: 600) { A { a 1 } }", "1:9 invalid-media-query"),
    // Names no environment can give (`--env a_b=x` is refused): the rules were never applied.
    ("@media (a_b: dark) { A { a 1 } }", "1:9 invalid-media-query"),
    ("@media (app\u{E9}: dark) { A { a 1 } }", "1:9 invalid-media-query"),
    ("@media (appearance: > dark) { A { a 1 } }", "1:21 invalid-media-query"),
    ("@media (version: >> 3) { A { a 1 } }", "1:18 invalid-media-query"),
    ("@media { A { a 1 } }", "1:1 invalid-media-query"),
    ("@media phone and { A { a 1 } }", "1:14 invalid-media-query"), ("@media phone\n", "1:1 expected-block"),
  ])
  func malformedConditionsAreLocatedErrors(source: String, expected: String) {
    #expect(locatedCodes(sheet(source).diagnostics) == [expected])
  }

  @Test func declarationsDirectlyInATopLevelMediaBlockAreAnError() {
    #expect(locatedCodes(sheet("@media phone {\n  a 1\n}").diagnostics) == ["2:3 declaration-outside-rule"])
  }
}
