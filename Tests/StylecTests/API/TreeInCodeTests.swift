import Foundation
import Testing

@testable import Stylec

/// Trees built in nested code that mirrors the hierarchy, as DRYUI built views, each view's node
/// found by the ID it was made with; and finding and loading trees and sheets as an app does.
@Suite("Trees in code")
struct TreeInCodeTests {
  @Test func nestedCodeMirrorsTheHierarchyAndViewsNameTheirNodes() throws {
    let title = ViewNode("UILabel", classes: ["title"])
    let buttons = ["buy", "share"].map { ViewNode("UIButton", id: $0) }
    let showsBadge = false
    let tree = try StyleTree(
      root: ViewNode("UIView", classes: ["card"]) {
        title
        if showsBadge { ViewNode("Badge") }
        buttons
        ViewNode("UIStackView") {
          if showsBadge { ViewNode("Badge") } else { ViewNode("UIImageView", id: "placeholder") }
        }
      })
    #expect(
      tree.nodes.map { tree.type(of: $0) } == [
        "UIView", "UILabel", "UIButton", "UIButton", "UIStackView", "UIImageView",
      ])
    #expect(tree.position(of: title.nodeID) == 1)
    #expect(buttons.map { tree.id(of: $0.nodeID) } == ["buy", "share"])
    #expect(!tree.contains(ViewNode("UILabel").nodeID))
    #expect(tree.position(of: ViewNode("UILabel").nodeID) == nil)
    #expect(tree.node(withID: "placeholder") == tree.node(atPosition: 5))
    #expect(tree.node(withID: "missing") == nil)
    #expect(tree.node(atPosition: 6) == nil)
    // The node a view names is the one the styles are read for.
    let styles = Stylesheet(source: ".card > .title { text-color: red; }").resolve(tree)
    #expect(styles[title.nodeID, "text-color"] == .color(StyleColor(red: 1, green: 0, blue: 0)))
    // A description placed twice names its first place; the second gets an ID of its own.
    let twice = try StyleTree(root: ViewNode("UIView", children: [title, title]))
    #expect(twice.position(of: title.nodeID) == 1)
    #expect(Set(twice.nodes).count == 3)
  }

  @Test func sheetsAndTreesLoadFromFileURLs() throws {
    let directory = try makeScratchDirectory("stylec-urls")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let sheetURL = URL(fileURLWithPath: directory + "/main.css")
    let treeURL = URL(fileURLWithPath: directory + "/tree.json")
    try "UIView { alpha: 0.5; }".write(to: sheetURL, atomically: false, encoding: .utf8)
    try #"{"type": "UIView", "id": "root"}"#.write(to: treeURL, atomically: false, encoding: .utf8)
    let tree = try StyleTree(contentsOf: treeURL)
    #expect(
      try Stylesheet(contentsOf: sheetURL).resolve(tree)[tree.root, "alpha"] == .number(0.5, unit: .none))
    #expect(tree.node(withID: "root") == tree.root)
    // An unreadable file, a URL that is no file's, and a file that is no tree.
    for (url, kind) in [
      (URL(fileURLWithPath: directory + "/missing.json"), StylecError.Kind.unreadable),
      (URL(string: "https://example.com/tree.json")!, .unreadable), (sheetURL, .invalid),
    ] {
      #expect {
        try StyleTree(contentsOf: url)
      } throws: { error in
        (error as? StylecError)?.kind == kind
      }
    }
    #expect(throws: StylecError.self) {
      try Stylesheet(contentsOf: URL(fileURLWithPath: directory + "/missing.css"))
    }
    #expect(throws: StylecError.self) { try StyleTree(contentsOf: treeURL, maximumSize: 4) }
  }

  @Test func severitiesAreOrderedBySeverity() {
    #expect(Diagnostic.Severity.warning < .error)
    #expect([Diagnostic.Severity.warning, .error, .warning].max() == .error)
  }

  /// A description 200,000 views deep is hashed, compared and released one level at a time.
  @Test func aDeepDescriptionHashesComparesAndIsReleased() {
    func deep(_ depth: Int, id: String) -> ViewNode {
      var view = ViewNode("UILabel", id: id)
      for _ in 0..<depth { view = ViewNode("UIView", children: [view]) }
      return view
    }
    do {
      let view = deep(200_000, id: "leaf")
      #expect(view == deep(200_000, id: "leaf"))
      #expect(view != deep(200_000, id: "other"))
      #expect(Set([view, deep(200_000, id: "leaf")]).count == 1)
      var copy = view
      copy.children[0].id = "changed"
      #expect(copy != view)
      #expect(view.children[0].id == nil)
    }
  }
}
