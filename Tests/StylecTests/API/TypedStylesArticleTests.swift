import Stylec
import Testing

/// The Typed Styles article's examples, verbatim but for the expectations: if one changes,
/// change the article too.
@Suite("Typed Styles article")
struct TypedStylesArticleTests {
  @Test func valuesAsSwiftTypes() throws {
    let sheet = Stylesheet(source: "UIButton { content-edge-insets: 4 8; tint-color: #007aff; }")
    let tree = try StyleTree(root: ViewNode("UIButton"))
    let styles = sheet.resolve(tree)
    let insets = styles[tree.root, "contentEdgeInsets"]?.insets  // top 4, left 8, bottom 4, right 8
    let tint = styles[tree.root, "tint-color"]?.color  // red 0, green 0.478…, blue 1
    #expect(insets == StyleInsets(top: 4, left: 8, bottom: 4, right: 8))
    #expect(tint == StyleColor(red: 0, green: 122.0 / 255, blue: 1))
  }

  struct ButtonLook: Decodable {
    enum ContentMode: String, Decodable { case aspectFill = "aspect-fill", center }
    struct Layer: Decodable { var cornerRadius: Double? }
    var alpha: Double?
    var titleColor: StyleColor?
    var highlightedTitleColor: StyleColor?
    var contentMode: ContentMode?
    var layer: Layer?

    enum CodingKeys: String, CodingKey {
      case alpha, titleColor, contentMode, layer
      case highlightedTitleColor = "title-color[state:highlighted]"
    }
  }

  @Test func anAppsOwnDecodableStruct() throws {
    let sheet = Stylesheet(
      source: """
        UIButton { title-color: white; title-color[state:highlighted]: gray; content-mode: aspect-fill; }
        UIButton.round { layer.corner-radius: 8; }
        """)
    let tree = try StyleTree(root: ViewNode("UIButton", classes: ["round"]))
    let style = try sheet.resolve(tree).decode(ButtonLook.self, of: tree.root)
    // style.alpha is nil: no rule sets it. style.layer?.cornerRadius is 8.
    #expect(style.alpha == nil)
    #expect(style.layer?.cornerRadius == 8)
    #expect(style.titleColor == StyleColor(red: 1, green: 1, blue: 1))
    #expect(
      style.highlightedTitleColor == StyleColor(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255))
    #expect(style.contentMode == .aspectFill)
  }

}

/// The article's example of generated classes, beside the suite above, whose own `ButtonStyle`
/// would hide the generated one (`Tests/StylecTests/Generated/UIKitStyles.swift`).
@Suite("Typed Styles article: generated classes")
struct GeneratedStylesArticleTests {
  @Test func generatedStyleClasses() throws {
    let sheet = Stylesheet(
      source: "UIButton { alpha: 0.5; title-color[state:highlighted]: gray; layer.corner-radius: 3; }")
    let tree = try StyleTree(root: ViewNode("UIButton"))
    // stylec schema --format swift UIButton > ButtonStyles.swift
    let style = ButtonStyle(sheet.resolve(tree), node: tree.root)
    let color = style.titleColorByArguments["state:highlighted"]  // the highlighted title color
    #expect(color == StyleColor(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255))
    // Inherited properties, nested objects, and nil for what no rule sets.
    #expect(style.alpha == 0.5)
    #expect(style.layer?.cornerRadius == 3)
    #expect(style.titleColor == nil)
    #expect(style.backgroundColor == nil)
    let plain = ViewStyle(sheet.resolve(tree), node: tree.root)
    #expect(plain.alpha == 0.5)
  }
}
