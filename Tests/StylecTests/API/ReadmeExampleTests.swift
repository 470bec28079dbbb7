import Stylec
import Testing

/// The library example of the README, verbatim: if this test changes, change the README too.
@Suite("README library example")
struct ReadmeExampleTests {
  @Test func theReadmeExampleWorks() throws {
    let sheet = Stylesheet(
      source: """
        $accent = #007aff
        UIView > UIButton { title-color $accent }
        UIButton.main { title-color yellow }
        """)
    let tree = try StyleTree(
      root: ViewNode("UIView", children: [ViewNode("UIButton", classes: ["main"]), ViewNode("UIButton")]))
    let styles = sheet.resolve(tree)
    for node in tree.children(of: tree.root) {
      let color = styles.property("title-color", of: node)
      print(tree.type(of: node), color.map { "\($0.value) from \($0.selector)" } ?? "unset")
    }
    #expect(styles.property("title-color", of: tree.nodes[1])?.value.description == "#ffff00")
    #expect(styles.property("title-color", of: tree.nodes[2])?.selector == "UIView > UIButton")
    #expect(sheet.diagnostics.isEmpty)

    var live = LiveStyles(stylesheet: sheet, tree: tree)
    let button = tree.children(of: tree.root)[1]
    let changes = try live.update(button, classes: ["main"], states: ["selected"])
    #expect(
      changes == [
        StyleChange(
          node: button, property: "title-color", old: .color(StyleColor(hex: "#007aff")!),
          new: .color(StyleColor(hex: "#ffff00")!))
      ])
    #expect(live.restyledCount == 1)
    #expect(live.styles.property("title-color", of: button)?.value.description == "#ffff00")
  }
}
