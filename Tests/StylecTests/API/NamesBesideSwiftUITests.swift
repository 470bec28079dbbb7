import Stylec
import Testing

// An app's own types with the names SwiftUI and SwiftData use, as an app that imports them has
// in scope: stylec's API is used beside them unqualified.
private struct View {}
private struct Color {}
private struct Environment {}
private struct Schema {}
private struct Value {}
private struct Version {}
private struct Syntax {}

@Suite("Names beside SwiftUI")
struct NamesBesideSwiftUITests {
  @Test func stylecsAPIReadsUnqualifiedBesideAnAppsOwnTypes() throws {
    _ = (View(), Color(), Environment(), Schema(), Value(), Version(), Syntax())
    let sheet = Stylesheet(
      source: "@media (version: >= 17) { UIButton { tint-color: red; } }", syntax: StylesheetSyntax.css)
    let tree = try StyleTree(
      root: ViewNode("UIButton"), environment: StyleEnvironment(osVersion: OSVersion("17.2")),
      schema: StyleSchema.uikit)
    let value: StyleValue? = sheet.resolve(tree)[tree.root, "tint-color"]
    let color: StyleColor? = value?.color
    #expect(color == StyleColor(red: 1, green: 0, blue: 0))
  }
}
