import Testing

@testable import Stylec

/// `Linter(checksEnvironments:)`, `stylec lint --env-matrix`: conditions tested under every
/// combination of the facts a sheet tests.
@Suite("Lint across environments")
struct EnvironmentMatrixTests {
  private func findings(_ source: String) -> [String] {
    let loaded = sheet(source, path: "main.css")
    return Linter(checksEnvironments: true).lint(loaded).map { finding in
      "\(finding.location.map { "\($0.line):\($0.column) " } ?? "")\(finding.code) \(finding.message)"
    }
  }

  @Test func conditionsNeverOrAlwaysTrueAndPropertiesSetInSomeEnvironmentsOnly() {
    #expect(
      findings(
        """
        UILabel { font-size: 14; }
        @media phone { UILabel.title { font-size: 17; } }
        @media phone and pad { UILabel { alpha: 0.5; } }
        @media portrait, landscape { UILabel { hidden: false; } }
        @media (version: >= 17) { UIButton { tint-color: red; } }
        @media (version: < 17) { UIButton { tint-color: blue; } }
        @media (appearance: dark) { UILabel { text-color: white; } }
        """) == [
          "2:32 environment-gap 'font-size' of 'UILabel.title' is set when device is phone, never when it is pad",
          "3:24 condition-never-true 'phone and pad' is true in no environment: its rules never apply",
          "4:30 condition-always-true 'portrait, landscape' is true in every environment: the condition says nothing",
          "7:39 environment-gap 'text-color' of 'UILabel' is set when appearance is dark, never when it is unset",
        ])
  }

  @Test func thresholdsAreTestedAtAndJustPastEachValue() {
    #expect(
      findings(
        """
        @media (version: > 17) { UIButton { alpha: 1; } }
        @media (screen-width: <= 320) { UILabel { alpha: 0.5; } }
        @media (scale: >= 2) and (scale: < 2) { UIButton { hidden: true; } }
        """) == [
          "1:37 environment-gap 'alpha' of 'UIButton' is set when the version is 17.1, never when it is 0",
          "2:43 environment-gap 'alpha' of 'UILabel' is set when the screen width is 319, never when it is 320.5",
          "3:41 condition-never-true '(scale: >= 2) and (scale: < 2)' is true in no environment: its rules never apply",
        ])
    // `> 17` holds just past 17, not at it.
    #expect(
      findings("@media (version: > 17), (version: <= 17) { UIView { alpha: 1; } }").map {
        $0.contains("always")
      } == [true])
  }

  @Test func environmentPseudoClassesCountAsFactsAndNothingIsCheckedUnlessAsked() {
    #expect(findings("UIView:landscape { alpha: 1; } @media portrait { UIView { alpha: 0.5; } }").count == 1)
    let loaded = sheet("@media phone and pad { UIView { alpha: 1; } }", path: "main.css")
    #expect(Linter().lint(loaded).isEmpty)
    #expect(findings("UIView { alpha: 1; }").isEmpty)
  }

  @Test func tooManyCombinationsAreReportedNotTried() {
    let source = (0..<13).map { "@media (fact\($0): on) { UIView { alpha: 1; } }" }.joined(separator: "\n")
    let reported = findings(source).filter { !$0.contains("duplicate-selector") }
    #expect(reported.count == 1)
    #expect(
      reported.first?.hasPrefix("1:22 environment-matrix-too-large the sheet tests 13 facts with") == true)
  }

  @Test func aTreeStyledInEveryEnvironmentSaysWhatDiffersAndWhere() throws {
    let loaded = sheet(
      """
      UILabel { font-size: 14; }
      @media phone { UILabel.title { font-size: 17; } }
      @media (version: >= 17) { UIButton { tint-color: red; } }
      """, path: "main.css")
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UILabel", classes: ["title"])
        ViewNode("UIButton")
      })
    let differences = try #require(loaded.differencesAcrossEnvironments(in: tree))
    #expect(differences.map { "\($0.node.index) \($0.property)" } == ["1 font-size", "2 tint-color"])
    let fontSize = differences[0].variants
    #expect(fontSize.map(\.value) == [17, 14])
    #expect(fontSize[0].environments.allSatisfy { $0.contains("device is phone") })
    // Pad and tv, each at the three versions the sheet tells apart (0, 17, 17.1).
    #expect(fontSize[1].environments.count == 2 * 3)
    // Nine environments are more than a limit of five.
    #expect(loaded.differencesAcrossEnvironments(in: tree, limit: 5) == nil)
    #expect(sheet("UIView { alpha: 1 }", path: "x.css").differencesAcrossEnvironments(in: tree) == [])
  }
}
