import Testing

@testable import Stylec

/// A node's size (`ViewNode.size`, the tree document's `size`): what `@container` conditions
/// measure a container by; kept through every edit, gone with its node.
@Suite struct NodeSizeTests {
  @Test func theDocumentGivesANodeItsSize() throws {
    let tree = try StyleTree(
      json: #"{"type": "UIView", "size": {"width": 320, "height": 480.5}, "children": [{"type": "UILabel"}]}"#
    )
    #expect(tree.size(of: tree.root) == StyleSize(width: 320, height: 480.5))
    #expect(tree.size(of: tree.nodes[1]) == nil)
  }

  @Test(arguments: [
    (
      #"{"type": "UIView", "size": [1, 2]}"#,
      #"1:28: expected '{' ("size" is {"width": …, "height": …}), found '['"#
    ),
    (#"{"type": "UIView", "size": {"width": 1}}"#, #"1:28: "size" needs both "width" and "height""#),
    (
      #"{"type": "UIView", "size": {"width": -1, "height": 2}}"#,
      #"1:38: "width" is a number of points, 0 or more, not -1"#
    ),
    (#"{"type": "UIView", "size": {"depth": 1}}"#, #"1:29: "size" has "width" and "height", not 'depth'"#),
    (#"{"type": "UIView", "size": {"width": 1, "width": 2}}"#, #"1:41: duplicate key "width" in "size""#),
    (
      #"{"type": "UIView", "size": {"width": 1 "height": 2}}"#,
      #"1:40: expected ',' or '}' in "size", found the string "height""#
    ),
  ])
  func aSizeThatIsNoneIsAnErrorAtItsPlace(json: String, message: String) {
    #expect {
      try StyleTree(json: json)
    } throws: { error in
      guard let diagnostic = (error as? StylecError)?.diagnostics.first, let location = diagnostic.location
      else {
        return false
      }
      let described = "\(location.line):\(location.column): \(diagnostic.message)"
      #expect(described == message)
      return described == message
    }
  }

  @Test func sizesFollowTheirNodesThroughEdits() throws {
    let card = ViewNode("UIView", id: "card", size: StyleSize(width: 300, height: 200))
    let root = ViewNode("UIView", size: StyleSize(width: 320, height: 480), children: [card])
    var live = LiveStyles(stylesheet: Stylesheet(source: ""), tree: try StyleTree(root: root))
    let badge = ViewNode("UILabel", size: StyleSize(width: 20, height: 20))
    try live.insert(badge, into: card.nodeID)
    // A view of a type the tree has not had: the tree is built again, and keeps them too.
    let fresh = ViewNode("UISwitch", size: StyleSize(width: 51, height: 31))
    try live.insert(fresh, into: root.nodeID)
    try live.move(badge.nodeID, into: root.nodeID)
    let tree = live.styles.tree
    #expect(tree.size(of: root.nodeID) == StyleSize(width: 320, height: 480))
    #expect(tree.size(of: card.nodeID) == StyleSize(width: 300, height: 200))
    #expect(tree.size(of: badge.nodeID) == StyleSize(width: 20, height: 20))
    #expect(tree.size(of: fresh.nodeID) == StyleSize(width: 51, height: 31))
    try live.remove(card.nodeID)
    try live.remove(fresh.nodeID)
    #expect(live.styles.tree.sizes.keys.sorted { $0.rawValue < $1.rawValue } == [root.nodeID, badge.nodeID])
  }
}
