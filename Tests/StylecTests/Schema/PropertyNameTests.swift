import Testing

@testable import Stylec

/// Property names as InterfaCSS and Nimbus users write them: in any case, with dashes anywhere,
/// and under the schema's aliases, each setting the one property the schema knows.
@Suite("Property names and aliases")
struct PropertyNameTests {
  private func resolved(_ source: String, _ root: ViewNode, schema: StyleSchema = .uikit) throws -> [[String]]
  {
    let tree = try StyleTree(root: root)
    let styles = sheet(source, path: "main.css").resolve(tree, schema: schema)
    return tree.nodes.map { node in styles.properties(of: node).map { "\($0.name): \($0.value)" } }
  }

  @Test(arguments: [
    "background-color", "backgroundColor", "BACKGROUNDCOLOR", "back-ground-Color", "Background-Color",
    "backgroundcolor",
  ])
  func everySpellingOfANameTheSchemaKnowsIsThatProperty(name: String) throws {
    #expect(try resolved("UIView { \(name): red; }", ViewNode("UIView")) == [["background-color: #ff0000"]])
  }

  @Test func nestedNamesAreSpelledAsTheirObjectTypeSpellsThem() throws {
    #expect(
      try resolved("UIView { LAYER.CornerRadius: 3; }", ViewNode("UIView")) == [["layer.corner-radius: 3"]])
  }

  @Test func aNameNoTypeKnowsIsKeptAsWritten() throws {
    #expect(try resolved("UIView { MyOwnThing: 3; }", ViewNode("UIView")) == [["my-own-thing: 3"]])
  }

  @Test func withoutASchemaNamesAreKeptAsWritten() throws {
    let tree = try StyleTree(root: ViewNode("UIView"))
    let styles = sheet("UIView { BACKGROUNDCOLOR: red; cornerRadius: 2; }", path: "main.css").resolve(tree)
    #expect(styles.properties(of: tree.root).map(\.name) == ["backgroundcolor", "corner-radius"])
  }

  @Test(arguments: [
    ("cornerRadius: 4", "layer.corner-radius: 4"),
    ("border-radius: 4", "layer.corner-radius: 4"),
    ("borderColor: red", "layer.border-color: #ff0000"),
    ("borderWidth: 2", "layer.border-width: 2"),
    ("anchorPoint: 0.5, 0.5", "layer.anchor-point: {x: 0.5, y: 0.5}"),
    ("shadowOpacity: 0.5", "layer.shadow-opacity: 0.5"),
    ("shadowRadius: 3", "layer.shadow-radius: 3"),
    ("shadowColor: red", "layer.shadow-color: #ff0000"),
    ("opacity: 0.5", "alpha: 0.5"),
  ])
  func aViewsAliasesSetTheLayerPropertiesTheyStandFor(declaration: String, expected: String) throws {
    #expect(try resolved("UIView { \(declaration); }", ViewNode("UIView")) == [[expected]])
  }

  @Test func aSubclassesOwnPropertyOfAnAliasesNameIsItsOwn() throws {
    // UILabel's shadow is its text's, not its layer's.
    #expect(
      try resolved(".x { shadowColor: red; }", ViewNode("UILabel", classes: ["x"]))
        == [["shadow-color: #ff0000"]])
    #expect(
      try resolved("UILabel { textAlign: center; }", ViewNode("UILabel")) == [["text-alignment: center"]])
    #expect(
      try resolved("UICollectionView { scrollDirection: horizontal; }", ViewNode("UICollectionView"))
        == [["collection-view-layout.scroll-direction: horizontal"]])
  }

  @Test(arguments: [
    // The higher-ranked rule sets the property, whichever name it wrote.
    ("UIView { layer.corner-radius: 1; } UIView.card { cornerRadius: 2; }", "layer.corner-radius: 2"),
    ("UIView.card { layer.corner-radius: 1; } UIView { cornerRadius: 2; }", "layer.corner-radius: 1"),
    ("UIView.card { cornerRadius: 1; } UIView { layer.corner-radius: 2; }", "layer.corner-radius: 1"),
    // Equal ranks: the later rule; within a rule, the later declaration.
    ("UIView { cornerRadius: 1; } UIView { layer @{ corner-radius: 2; } }", "layer.corner-radius: 2"),
    ("UIView { layer.corner-radius: 1; } UIView { border-radius: 2; }", "layer.corner-radius: 2"),
    ("UIView { layer.corner-radius: 1; corner-radius: 2; }", "layer.corner-radius: 2"),
    ("UIView { corner-radius: 2; layer.corner-radius: 1; }", "layer.corner-radius: 1"),
    ("UIView { corner-radius: 2; border-radius: 3; }", "layer.corner-radius: 3"),
  ])
  func bothNamesCompeteInOneCascade(source: String, expected: String) throws {
    #expect(try resolved(source, ViewNode("UIView", classes: ["card"])) == [[expected]])
  }

  @Test func anAliasesValueIsTypedAsThePropertyItStandsFor() throws {
    let tree = try StyleTree(root: ViewNode("UIView"))
    let styles = sheet("UIView { cornerRadius: red; }", path: "main.css").resolve(tree, schema: .uikit)
    #expect(styles.properties(of: tree.root).isEmpty)
    #expect(styles.diagnostics.map(\.code) == [.invalidValue])
  }

  @Test func aSchemaFileDeclaresAliases() throws {
    let schema = try StyleSchema(
      json: Array(
        #"{"types": {"Gauge": {"superclass": "UIView", "properties": {"needle-color": "color"}, "aliases": {"needle": "needleColor", "frameColor": "layer.border-color"}}}}"#
          .utf8))
    #expect(
      schema.types["Gauge"]?.aliases == ["needle": "needle-color", "frame-color": "layer.border-color"])
    #expect(
      try resolved("Gauge { NEEDLE: red; frame-color: blue; }", ViewNode("Gauge"), schema: schema)
        == [["layer.border-color: #0000ff", "needle-color: #ff0000"]])
    // Lint knows the alias as the property it stands for.
    let findings = Linter(schema: schema).lint(
      sheet("Gauge { needle: red; frameColor: 3; }", path: "main.css"))
    #expect(locatedCodes(findings) == ["1:22 invalid-value"])
  }

  @Test(arguments: [
    (
      #"{"types": {"A": {"superclass": "UIView", "aliases": {"x": "nothing"}}}}"#,
      "the alias 'x' of 'A' stands for 'nothing', which is not a property path of 'A' (an alias names properties, not other aliases)"
    ),
    (
      #"{"types": {"A": {"superclass": "UIView", "aliases": {"x": "corner-radius"}}}}"#,
      "the alias 'x' of 'A' stands for 'corner-radius', which is not a property path of 'A' (an alias names properties, not other aliases)"
    ),
    (
      #"{"types": {"A": {"superclass": "UIView", "properties": {"x": "color"}, "aliases": {"x": "alpha"}}}}"#,
      "'A' has both a property and an alias named 'x'"
    ),
    (#"{"types": {"A": {"aliases": {"x": 3}}}}"#, "expected a string, found '3'"),
  ])
  func aBadAliasIsASchemaError(json: String, message: String) {
    #expect {
      try StyleSchema(json: Array(json.utf8))
    } throws: { error in
      (error as? StylecError)?.diagnostics.map(\.message).contains { $0.hasPrefix(message) } ?? false
    }
  }

  @Test func lintChecksNamesAsTheSchemaSpellsThem() {
    let findings = Linter().lint(
      sheet("UILabel { TEXTCOLOR: red; text-Align: center; cornerRadius: 2; fontt: 3; }", path: "main.css"))
    #expect(locatedCodes(findings) == ["1:64 unknown-property"])
  }
}
