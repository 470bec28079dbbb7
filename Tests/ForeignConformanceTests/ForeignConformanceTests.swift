import Foundation
import Stylec
import StylecHost
import Testing
import UIKitShapes

// The conformance "Using stylec in an app" shows, as the article writes it (the test below
// checks that the two are the same text), compiled against classes of another module that
// know nothing of stylec, as UIKit's are to an app.

// swift-format-ignore: AllPublicDeclarationsHaveDocumentation
// article: begin
extension UIView: Styleable {
  public var styleChildren: [any Styleable] { subviews }
  public var styleStates: [String] {
    switch self {
    case let cell as UITableViewCell: cell.isSelected ? ["selected"] : []
    case let control as UIControl: control.isHighlighted ? ["highlighted"] : []
    default: []
    }
  }
  public func applyStyle(_ style: AppliedStyle) {
    if style.didChange("background-color") {
      backgroundColor = style["background-color"]?.color.map(UIColor.init)
    }
    if style.didChange("alpha") { alpha = style["alpha"]?.number ?? 1 }
    if let label = self as? UILabel, style.didChange("text-color") {
      label.textColor = style["text-color"]?.color.map(UIColor.init)
    }
    if let button = self as? UIButton, style.didChange("title-color") {
      for (state, value) in style.stateMap("title-color").entries {
        button.setTitleColor(value.color.map(UIColor.init), for: UIControl.State(rawValue: state.rawValue))
      }
    }
  }
}
// article: end

/// The app's one-line bridge the article mentions.
extension UIColor {
  convenience init(_ color: StyleColor) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}

@Suite("The article's conformance, from outside the classes")
@MainActor
struct ForeignConformanceTests {
  @Test func theArticlesExtensionIsTheOneCompiledHere() throws {
    let here = URL(fileURLWithPath: #filePath)
    let article = here.deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Stylec/Stylec.docc/UsingStylecInAnApp.md")
    let articleText = try String(contentsOf: article, encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let begin = try #require(source.range(of: "// article: begin\n"))
    let end = try #require(source.range(of: "\n// article: end"))
    let compiled = String(source[begin.upperBound..<end.lowerBound])
    #expect(articleText.contains("```swift\n" + compiled + "\n```"))
  }

  @Test func objectsOfAnotherModulesClassesAreStyledThroughTheExtension() {
    let root = UIView()
    let label = UILabel()
    let button = UIButton()
    let cell = UITableViewCell()
    cell.isSelected = true
    for view in [label, button, cell] { root.addSubview(view) }
    let sheet = Stylesheet(
      source: """
        UILabel { text-color: #102030; alpha: 0.5 }
        UIButton { title-color: blue; title-color[state:highlighted]: gray }
        UITableViewCell:selected { background-color: #007aff }
        """, syntax: .css)
    let host = StyleHost(stylesheet: sheet)
    host.attach(root)
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    #expect(label.textColor == UIColor(StyleColor(rgb: 0x102030)))
    #expect(label.alpha == 0.5)
    #expect(button.titleColors[UIControl.State.normal.rawValue] == UIColor(StyleColor(rgb: 0x0000FF)))
    #expect(button.titleColors[UIControl.State.highlighted.rawValue] == UIColor(StyleColor(rgb: 0x808080)))
    #expect(cell.backgroundColor == UIColor(StyleColor(rgb: 0x007AFF)))
    // A state read through the extension's switch restyles the object.
    cell.isSelected = false
    try? host.setNeedsRestyle(cell)
    #expect(cell.backgroundColor == nil)
  }
}
