import Stylec
import Testing

/// The Styles in Code article's examples, verbatim but for the expectations: if one changes,
/// change the article too.
@Suite("Styles in Code article")
struct StylesInCodeArticleTests {
  static let black = StyleColor(rgb: 0x000000)
  static let yellow = StyleColor(rgb: 0xFFFF00)

  @Test func theArticlesStylesTreeAndOrigins() throws {
    let card = CodeStyle("card", for: "UIView") { style in
      style["corner-radius"] = 8
      style["background-color"] = .color(StyleColor(rgb: 0xFFFFFF))
    }
    let redView = CodeStyle("RedView") { $0["background-color"] = .color(StyleColor(rgb: 0xFF0000)) }
    let label = CodeStyle("RedAndWhiteLabel", for: "UILabel") { style in
      style.inherit(redView)
      style["text-color"] = .color(StyleColor(rgb: 0xFFFFFF))
    }
    let templateLine = #line + 1
    let colorView = StyleTemplate("ColorView", for: "UIView") { (style, color: StyleColor) in
      style["background-color"] = .color(color)
    }
    let textAndBackground = StyleTemplate("TextAndBackground", for: "UILabel") {
      (style: inout StyleBody, text: StyleColor, background: StyleColor) in
      style.inherit(colorView(background))
      style["text-color"] = .color(text)
    }
    let style = textAndBackground(StyleColor(rgb: 0x000000), StyleColor(rgb: 0xFFFF00))
    #expect(style.name == "TextAndBackground(#000000, #ffff00)")

    let black = Self.black
    let yellow = Self.yellow
    let title = ViewNode("UILabel", styles: [label, textAndBackground(black, yellow)], style: ["alpha": 0.9])
    let tree = try StyleTree(root: ViewNode("UIView", styles: [card]) { title })

    let sheet = Stylesheet(source: "#none, UILabel { text-color: red; alpha: 0.2; hidden: false }")
    let styles = sheet.resolve(tree)
    let property = styles.property("text-color", of: title.nodeID)!
    #expect(property.origin == .codeStyle)
    #expect(property.selector == "TextAndBackground(#000000, #ffff00)")
    #expect(property.value == .color(black))
    #expect(property.location.line == templateLine + 3)
    let labelNode = title.nodeID
    #expect(styles[labelNode, "background-color"] == .color(yellow))
    #expect(styles.property("background-color", of: labelNode)?.selector == "ColorView(#ffff00)")
    #expect(styles[labelNode, "alpha"] == 0.9)
    #expect(styles.property("alpha", of: labelNode)?.origin == .viewStyle)
    #expect(styles.property("hidden", of: labelNode)?.origin == .stylesheet)
    #expect(
      styles.outline().contains(
        "corner-radius: 8  ← code style card (StylecTests/StylesInCodeArticleTests.swift:"))
  }

  @Test func aColorFromAHexLiteralIsTheColorItsTextWouldBe() {
    #expect(StyleColor(rgb: 0x007AFF) == StyleColor(hex: "#007aff"))
    #expect(StyleColor(rgba: 0x007AFF80) == StyleColor(hex: "#007aff80"))
    #expect(StyleColor(rgb: 0xFFFFFF, alpha: 0.5).hex == "#ffffff80")
  }
}
