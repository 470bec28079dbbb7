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
          "3:1 condition-never-true 'phone and pad' is true in no environment: its rules never apply",
          "4:1 condition-always-true 'portrait, landscape' is true in every environment: the condition says nothing",
          "7:39 environment-gap 'text-color' of 'UILabel' is set when appearance is dark, never when it is unset",
        ])
  }

  /// A gap is a value of a fact under which a selector's rules never set the property, in any
  /// environment: set for pad and for landscape, it is set under every device and every
  /// orientation, so there is none, though a phone in portrait leaves it unset (which
  /// `apply --env-matrix` shows).
  /// A custom fact's value that is no plain word is quoted, as is one spelled `unset`, which the
  /// reports say of no value (`set when theme is unset, never when it is unset`).
  @Test func aCustomFactsValuesAreToldFromTheReportsWords() {
    #expect(
      findings("@media (theme: \"unset\") { .a { alpha: 0.8; } }") == [
        "1:32 environment-gap 'alpha' of '.a' is set when theme is \"unset\", never when it is unset"
      ])
    #expect(
      findings(
        "@media (theme: \"a, b\") { .a { alpha: 0.8; } }\n@media (theme: ocean) { .b { alpha: 0.8; } }") == [
          "1:31 environment-gap 'alpha' of '.a' is set when theme is \"a, b\", never when it is unset",
          "2:30 environment-gap 'alpha' of '.b' is set when theme is ocean, never when it is unset",
        ])
  }

  @Test func aGapIsAValueUnderWhichThePropertyIsNeverSet() {
    #expect(
      findings("@media pad { UILabel { alpha: 0.1; } }\n@media landscape { UILabel { alpha: 0.2; } }") == [])
    #expect(
      findings("@media pad { UILabel { alpha: 0.1; } }") == [
        "1:24 environment-gap 'alpha' of 'UILabel' is set when device is pad, never when it is phone"
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
          "1:37 environment-gap 'alpha' of 'UIButton' is set when the version is 17.1, never when it is 16",
          "2:43 environment-gap 'alpha' of 'UILabel' is set when the screen width is 319, never when it is 320.5",
          "3:1 condition-never-true '(scale: >= 2) and (scale: < 2)' is true in no environment: its rules never apply",
        ])
    // The version tried before the first one named is one less at its own precision; a version
    // of zeros has none before it.
    #expect(
      ["17", "17.2", "17.0", "1.0.3", "0.0"].map { OSVersion($0)!.previous?.description }
        == ["16", "17.1", "16.0", "1.0.2", nil])
    // A range between two close thresholds is tried, never called dead: 17.0.1 lies between
    // 17 and 17.1, 2.25 between 2 and 2.5, 500.125 between 500 and 500.25.
    #expect(
      findings(
        """
        @media (version: > 17) and (version: < 17.1) { UILabel { alpha: 1; } }
        @media (scale: > 2) and (scale: < 2.5) { UISwitch { alpha: 1; } }
        @media (screen-width: > 500) and (screen-width: < 500.25) { UIButton { alpha: 1; } }
        """) == [
          "1:58 environment-gap 'alpha' of 'UILabel' is set when the version is 17.0.1, never when it is 16",
          "2:53 environment-gap 'alpha' of 'UISwitch' is set when the scale is 2.25, never when it is 1",
          "3:72 environment-gap 'alpha' of 'UIButton' is set when the screen width is 500.125, never when it is 499",
        ])
    // Past 2^53 a half is lost: the value tried past a threshold is the next number there is
    // (`width > 1e16px` was tried at 1e16 alone, and said never to hold).
    #expect(
      findings("@media (width > 1e16px) { .a { alpha: 0.1; } }") == [
        "1:32 environment-gap 'alpha' of '.a' is set when the screen width is 1.0000000000000002e+16, never when it is 9.999999999999998e+15"
      ])
    #expect(EnvironmentMatrix.past(2, before: 2.5) == 2.25 && EnvironmentMatrix.before(1e17) < 1e17)
    // No value lies past the largest number: a condition past it holds nowhere (a value tried at
    // infinity stopped the run); past a version of 8 components is its last one more, and past
    // the greatest version, none.
    #expect(
      findings("@media (screen-width: > 1.7976931348623157e308) { .a { alpha: 0.5; } }") == [
        "1:1 condition-never-true '(screen-width: > 1.7976931348623157e+308)' is true in no environment: its rules never apply"
      ])
    #expect(
      findings("@media (version: > 1.1.1.1.1.1.1.1) { .a { alpha: 0.5; } }") == [
        "1:44 environment-gap 'alpha' of '.a' is set when the version is 1.1.1.1.1.1.1.2, never when it is 1.1.1.1.1.1.1.0"
      ])
    #expect(
      findings(
        "@media (version: > 999999999.999999999.999999999.999999999.999999999.999999999.999999999.999999999) { .a { alpha: 0.5; } }"
      )
      .map { $0.contains("condition-never-true") } == [true])
    // `> 17` holds just past 17, not at it.
    #expect(
      findings("@media (version: > 17), (version: <= 17) { UIView { alpha: 1; } }").map {
        $0.contains("always")
      } == [true])
  }

  /// A gap is located at a declaration set under the value it names, not at the first of the
  /// property's conditional declarations (which may be set under another).
  @Test func aGapIsLocatedWhereTheValueItNamesSetsTheProperty() {
    let expected = [
      "2:39 environment-gap 'alpha' of 'UILabel' is set when the screen width is 299, never when it is 300.5"
    ]
    // Facts read from a table of the conditions, and (with too many combinations for one)
    // from the matrix of environments.
    #expect(
      findings(
        """
        @media (min-width: 600px) { UILabel { alpha: 0.5; } }
        @media (max-width: 300px) { UILabel { alpha: 0.7; } }
        """) == expected)
    let many = "(orientation: landscape) and (appearance: dark) and (contrast: high)"
    #expect(
      findings(
        """
        @media (min-width: 600px) and (device: pad) and \(many) { UILabel { alpha: 0.5; } }
        @media (max-width: 300px) and (device: phone) and \(many) { UILabel { alpha: 0.7; } }
        """) == [
          "2:132 environment-gap 'alpha' of 'UILabel' is set when device is phone, never when it is tv"
        ])
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
    // Custom facts come in the order of their names; past twelve they are counted.
    let facts: [String] = ["fact0 (2 values)"] + (1..<13).map { "fact\($0) (2)" }.sorted().prefix(11)
    let expected =
      "1:22 environment-matrix-too-large the sheet tests 13 facts, \(facts.joined(separator: " × ")) × 1 more: more than 4096 environments, so none is checked"
    #expect(reported.first == expected)
  }

  /// A finding or an environment's label quoted each fact, value, condition and selector whole:
  /// 20,000 facts made a 329 KB message, a fact named in 200 KB a 600 KB `apply` output.
  @Test func longNamesAndManyFactsAreShortenedInFindingsAndLabels() throws {
    let many = (0..<20_000).map { "@media (fact\($0): on) { UIView.c\($0) { alpha: 1; } }" }.joined(
      separator: "\n")
    let tooMany = findings(many).filter { $0.contains("environment-matrix-too-large") }
    #expect(tooMany.count == 1)
    #expect(
      tooMany.first?.hasSuffix(
        " × fact10006 (2) × 19988 more: more than 4096 environments, so none is checked") == true)
    #expect(tooMany.first.map { $0.utf8.count < 400 } == true)
    let name = "f" + String(repeating: "x", count: 100_000)
    let long = sheet(
      "@media (\(name): on) { UIView { alpha: 1; } }\n@media (\(name): off) { UIView { alpha: 0; } }",
      path: "main.css")
    let shortName = "f" + String(repeating: "x", count: 199) + "… (100001 characters)"
    #expect(
      Linter(checksEnvironments: true).lint(long).map(\.message) == [
        "'alpha' of 'UIView' is set when \(shortName) is off, never when it is unset"
      ])
    let differences = long.differencesAcrossEnvironments(in: try StyleTree(root: ViewNode("UIView")))
    #expect(
      differences?.flatMap { $0.variants.flatMap { $0.descriptions.joined() } }.sorted()
        == ["\(shortName) is off", "\(shortName) is on", "\(shortName) is unset"])
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
    #expect(
      differences.map { "\(tree.position(of: $0.node)!) \($0.property)" } == ["1 font-size", "2 tint-color"])
    let fontSize = differences[0].variants
    #expect(fontSize.map(\.value) == [17, 14])
    #expect(fontSize[0].descriptions.allSatisfy { $0.contains("device is phone") })
    #expect(fontSize[0].environments.allSatisfy { $0.device == .phone })
    // Pad and tv, each at the three versions the sheet tells apart (16, 17, 17.1): one just
    // before the version named, never a version 0 that no device runs.
    #expect(fontSize[1].descriptions.count == 2 * 3)
    #expect(Set(fontSize[1].environments.map(\.device)) == [.pad, .tv])
    #expect(Set(fontSize[1].environments.map { $0.osVersion?.description }) == ["16", "17", "17.1"])
    // Nine environments are more than a limit of five.
    #expect(loaded.differencesAcrossEnvironments(in: tree, limit: 5) == nil)
    #expect(sheet("UIView { alpha: 1 }", path: "x.css").differencesAcrossEnvironments(in: tree) == [])
  }

  /// A colour that differs in Dark Mode comes as data an app builds one dynamic colour from:
  /// each value with the environments, as `StyleEnvironment`s, that give it.
  @Test func aDarkModeColourComesAsDataForOneDynamicColour() throws {
    let loaded = sheet(
      """
      UILabel { text-color: #111111; }
      @media (prefers-color-scheme: dark) { UILabel { text-color: #eeeeee; } }
      """, path: "main.css")
    let tree = try StyleTree(root: ViewNode("UILabel"))
    let differences = try #require(loaded.differencesAcrossEnvironments(in: tree))
    #expect(differences.map(\.property) == ["text-color"])
    let variants = try #require(differences.first?.variants)
    let dark = variants.filter { $0.environments.contains { $0.userInterfaceStyle == .dark } }
    let other = variants.filter { $0.environments.allSatisfy { $0.userInterfaceStyle != .dark } }
    #expect(dark.map(\.value) == [StyleValue.color(StyleColor(rgb: 0xEEEEEE))])
    #expect(other.map(\.value) == [StyleValue.color(StyleColor(rgb: 0x111111))])
    #expect(dark.first?.environments.count == 1)
  }

  /// The differences as first computed: every environment's styles resolved and kept, each
  /// differing property's value read from each. What the environments compared one at a time
  /// against the first give must be the same.
  private func differencesOfEveryEnvironmentKept(_ loaded: Stylesheet, in tree: StyleTree)
    -> [EnvironmentDifference]
  {
    let environments = EnvironmentMatrix(sheet: loaded).labelledEnvironments(limit: 256) ?? []
    let styles = environments.map {
      loaded.resolve(tree, environment: StyleEnvironment().overridden(by: $0.environment))
    }
    var differing: [NodeIndex: Set<String>] = [:]
    for node in tree.nodeIndices {
      for index in styles.indices.dropFirst() {
        let changes = StyleChange.between(
          styles[0].namedValues(of: node), styles[index].namedValues(of: node), node: tree.id(at: node))
        for change in changes { differing[node, default: []].insert(change.property) }
      }
    }
    return differing.keys.sorted().flatMap { node in
      (differing[node] ?? []).sorted().map { property in
        var variants: [EnvironmentDifference.Variant] = []
        for (index, resolved) in styles.enumerated() {
          let value = resolved.namedValues(of: node).first { $0.name == property }?.value
          if let known = variants.firstIndex(where: { $0.value == value }) {
            variants[known].environments.append(environments[index].environment)
            variants[known].descriptions.append(environments[index].facts)
          } else {
            variants.append(
              EnvironmentDifference.Variant(
                value: value, environments: [environments[index].environment],
                descriptions: [environments[index].facts]))
          }
        }
        return EnvironmentDifference(node: tree.id(at: node), property: property, variants: variants)
      }
    }
  }

  @Test func eachEnvironmentComparedWithTheFirstAsItIsStyledGivesWhatKeepingThemAllGave() throws {
    let loaded = sheet(
      """
      UILabel { font-size: 14; }
      @media phone { UILabel.title { font-size: 17; } }
      @media pad { UILabel.title { font-size: 20; } }
      @media (appearance: dark) { UILabel { text-color: white; } }
      @media (appearance: dark) and phone { UILabel.title { text-color: red; } }
      @media (version: >= 17) { UIButton { tint-color: red; } }
      @media landscape { UIButton { tint-color: blue; } }
      UIButton:landscape { alpha: 0.5; }
      @media (version: < 17) { UIButton { alpha: 1; } }
      """, path: "main.css")
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UILabel", classes: ["title"])
        ViewNode("UILabel")
        ViewNode("UIButton") { ViewNode("UILabel", classes: ["title"]) }
      })
    let differences = try #require(loaded.differencesAcrossEnvironments(in: tree))
    #expect(differences == differencesOfEveryEnvironmentKept(loaded, in: tree))
    // Three values and more, some of them unset.
    #expect(differences.contains { $0.variants.count >= 3 })
    #expect(differences.contains { $0.variants.contains { $0.value == nil } })
  }

  @Test func packedIndicesWidenAsLargerOnesAreStoredAndKeepEveryOne() {
    var packed = PackedIndices(count: 1_000)
    var model = [Int](repeating: 0, count: 1_000)
    for step in 0..<4_000 {
      // Values that need 1 bit, then 3, then 17, then small ones again and last one of 63.
      let value = [step % 2, step % 7, step * 37, step == 3_999 ? Int.max : step % 3][step / 1_000]
      packed[step * 7_919 % 1_000] = value
      model[step * 7_919 % 1_000] = value
      if step % 500 == 499 {
        let read = (0..<1_000).map { packed[$0] }
        #expect(read == model, "after step \(step)")
      }
    }
    let read = (0..<1_000).map { packed[$0] }
    #expect(read == model)
    #expect(PackedIndices(count: 0).count == 0)
  }

  /// Sets of environments are joined as bits, and each feature is tried once per value of the
  /// fact it tests: the findings are those of trying every condition in every environment, here
  /// in 2,556 environments (3 devices × 2 orientations × 71 versions × 3 appearances × 2
  /// contrasts), with a fact of more than 64 values, alternatives, and a property set in some
  /// environments whose every fact takes each of its values where it is set (no finding).
  @Test func manyFactsAndValuesGiveTheFindingsOfEveryEnvironment() {
    let versions = (0..<35).map { index in
      "@media (version: >= \(7 + index / 5).\(index % 5)) "
        + "{ UIView.v\(index % 7) { alpha: 0.\(index % 9 + 1); } }\n"
    }
    let source =
      """
      UILabel { font-size: 14; }
      @media phone { UILabel.title { font-size: 17; } }
      @media phone and pad { UILabel { alpha: 0.5; } }
      @media portrait, landscape { UILabel { hidden: false; } }
      @media (appearance: dark) and landscape, (appearance: dark) and portrait { UIButton { tint-color: white; } }
      @media (contrast: high) and pad { UIButton.x { alpha: 1; } }
      @media (contrast: high) and phone, (contrast: high) and tv { UIButton.x { alpha: 1; } }
      @media (appearance: dark) and (contrast: high), (appearance: light) { UISwitch { alpha: 1; } }
      @media (appearance: dark) { UISwitch { alpha: 0.5; } }
      @media (appearance: dark) and (appearance: light) { UIView.y { alpha: 0.2; } }
      UIView:landscape { alpha: 1; }
      @media portrait { UIView { alpha: 0.5; } }
      @media (contrast: high) and portrait, (contrast: high) and landscape { UIView.xor { alpha: 1; } }
      @media pad and landscape, phone and portrait { UIView.xor2 { alpha: 1; } }
      """ + "\n" + versions.joined()
        + """
        @media (version: < 7.0), (version: >= 7.0) { UIView.w { alpha: 1; } }
        @media (version: < 8.2) and (Appearance: dark) { UIView.v3 { hidden: true; } }
        @media (version: >= 9.3) and landscape { UIView.late { hidden: true; } }
        @media (contrast: high) and portrait, landscape { UIView.either { alpha: 1; } }
        """
    #expect(
      findings(source) == [
        "2:32 environment-gap 'font-size' of 'UILabel.title' is set when device is phone, never when it is pad",
        "3:1 condition-never-true 'phone and pad' is true in no environment: its rules never apply",
        "4:1 condition-always-true 'portrait, landscape' is true in every environment: the condition says nothing",
        "5:87 environment-gap 'tint-color' of 'UIButton' is set when appearance is dark, never when it is unset",
        "6:48 environment-gap 'alpha' of 'UIButton.x' is set when contrast is high, never when it is unset",
        "8:82 environment-gap 'alpha' of 'UISwitch' is set when appearance is dark, never when it is unset",
        "10:1 condition-never-true '(appearance: dark) and (appearance: light)' is true in no environment: its rules never apply",
        "12:28 environment-gap 'alpha' of 'UIView' is set when orientation is portrait, never when it is landscape",
        "13:85 environment-gap 'alpha' of 'UIView.xor' is set when contrast is high, never when it is unset",
        "14:62 environment-gap 'alpha' of 'UIView.xor2' is set when device is phone, never when it is tv",
        "15:40 environment-gap 'alpha' of 'UIView.v0' is set when the version is 7.0, never when it is 6.0",
        "16:40 environment-gap 'alpha' of 'UIView.v1' is set when the version is 7.1, never when it is 6.0",
        "17:40 environment-gap 'alpha' of 'UIView.v2' is set when the version is 7.2, never when it is 6.0",
        "18:40 environment-gap 'alpha' of 'UIView.v3' is set when the version is 7.3, never when it is 6.0",
        "19:40 environment-gap 'alpha' of 'UIView.v4' is set when the version is 7.4, never when it is 6.0",
        "20:40 environment-gap 'alpha' of 'UIView.v5' is set when the version is 8.0, never when it is 6.0",
        "21:40 environment-gap 'alpha' of 'UIView.v6' is set when the version is 8.1, never when it is 6.0",
        "50:1 condition-always-true '(version: < 7.0), (version: >= 7.0)' is true in every environment: the condition says nothing",
        "51:62 environment-gap 'hidden' of 'UIView.v3' is set when the version is 6.0, never when it is 8.2",
        "52:56 environment-gap 'hidden' of 'UIView.late' is set when orientation is landscape, never when it is portrait",
      ])
  }
}
