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

/// The article's example of generated classes (`Tests/StylecTests/Generated/UIKitStyles.swift`).
@Suite("Typed Styles article: generated classes")
struct GeneratedStylesArticleTests {
  @Test func generatedStyleClasses() throws {
    let sheet = Stylesheet(
      source:
        "UIButton { alpha: 0.5; title-color[state:highlighted]: gray; title-color: white; layer.corner-radius: 3; content-mode: aspect-fill; }"
    )
    let tree = try StyleTree(root: ViewNode("UIButton"))
    // stylec schema --format swift UIButton > ButtonStyles.swift
    let style = UIButtonStyle(sheet.resolve(tree, schema: .uikit), node: tree.root)
    let color = style.titleColorByState[.highlighted]  // the highlighted title color
    #expect(color == StyleColor(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255))
    #expect(style.titleColorByState.states == [.normal, .highlighted])
    #expect(style.titleColor == StyleColor(red: 1, green: 1, blue: 1))
    // Enumerated properties are enums; inherited properties, nested objects, and nil for what
    // no rule sets.
    #expect(style.contentMode == .aspectFill)
    #expect(style.alpha == 0.5)
    #expect(style.layer?.cornerRadius == 3)
    #expect(style.backgroundColor == nil)
    let plain = UIViewStyle(sheet.resolve(tree), node: tree.root)
    #expect(plain.alpha == 0.5)
  }

  /// An app's subclass of a generated class, registered for its type: the registry reads a
  /// node of that type, or of a subclass the schema lacks, into it, and its `apply` runs.
  @MainActor @Test func theRegistryPicksTheClassAlongANodesChainAndAnAppsOverrideApplies() throws {
    final class Target {
      var alpha: Double?
    }
    final class AppViewStyle: UIViewStyle {
      override func apply(to target: AnyObject) {
        super.apply(to: target)
        (target as? Target)?.alpha = alpha
      }
    }
    let sheet = Stylesheet(source: "SettingsCell { alpha: 0.25; } UILabel { alpha: 0.75; }")
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("SettingsCell")
        ViewNode("UILabel")
        ViewNode("Unknown")
      }, superclasses: ["SettingsCell": "UITableViewCell"])
    let styles = sheet.resolve(tree, schema: .uikit)
    let children = tree.children(of: tree.root)
    #expect(TypedStyles.style(of: children[0], in: styles) is UITableViewCellStyle)
    #expect(TypedStyles.style(of: children[1], in: styles) is UILabelStyle)
    // A type of no chain the registry knows has no class.
    #expect(TypedStyles.style(of: children[2], in: styles) == nil)
    let generated = TypedStyles.classes["UIView"]
    TypedStyles.classes["UIView"] = AppViewStyle.self
    defer { TypedStyles.classes["UIView"] = generated }
    let target = Target()
    TypedStyles.style(of: tree.root, in: sheet.resolve(tree, schema: .uikit))?.apply(to: target)
    #expect(target.alpha == nil)
    let cellTarget = Target()
    // SettingsCell's chain reaches UITableViewCell first: its generated class, whose apply does nothing.
    TypedStyles.style(of: children[0], in: styles)?.apply(to: cellTarget)
    #expect(cellTarget.alpha == nil)
    TypedStyles.classes["UITableViewCell"] = AppViewStyle.self
    defer { TypedStyles.classes["UITableViewCell"] = UITableViewCellStyle.self }
    TypedStyles.style(of: children[0], in: styles)?.apply(to: cellTarget)
    #expect(cellTarget.alpha == 0.25)
  }
}
