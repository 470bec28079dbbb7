import Testing

@testable import Stylec

/// `LiveStyles` keeps its diagnostics as a fresh resolve of its tree would report them: a
/// failure its changes bring is added once, one no node meets any more leaves, and a message
/// that names a node names one that fails now.
@Suite struct LiveStylesDiagnosticsTests {
  /// The diagnostics as a fresh resolve of the live tree gives them.
  private func fresh(_ live: LiveStyles, _ sheet: Stylesheet, schema: StyleSchema? = nil) -> [Diagnostic] {
    sheet.resolve(live.styles.tree, schema: schema).diagnostics
  }

  @Test func aMisfitLeavesWhenNoNodeMeetsItAnyMore() throws {
    let sheet = Stylesheet(source: "UILabel.bad { text-color: 12 }\n")
    let label = ViewNode("UILabel", classes: ["bad"])
    var live = LiveStyles(stylesheet: sheet, tree: try StyleTree(root: ViewNode("UIView", children: [label])))
    #expect(live.styles.diagnostics.map(\.code) == [.invalidValue])
    try live.update(label.nodeID, classes: [])
    #expect(live.styles.diagnostics.isEmpty)
    try live.update(label.nodeID, classes: ["bad"])
    #expect(live.styles.diagnostics == fresh(live, sheet))
    try live.remove(label.nodeID)
    #expect(live.styles.diagnostics.isEmpty)
  }

  @Test func aMessageNamesANodeThatFailsNowAsItIsNow() throws {
    let sheet = Stylesheet(source: "UILabel { alpha: var(--nope) }\n")
    let first = ViewNode("UILabel", id: "first", classes: ["a"])
    let second = ViewNode("UILabel", id: "second")
    let root = ViewNode("UIView", children: [first, second])
    var live = LiveStyles(stylesheet: sheet, tree: try StyleTree(root: root))
    let message = { live.styles.diagnostics.map(\.message) }
    let unset = { (label: String) in
      "alpha is unset on \(label) (and nodes like it): var(--nope) has no value and no fallback: no rule sets --nope on the node or an ancestor"
    }
    #expect(message() == [unset("UILabel#first.a")])
    try live.update(first.nodeID, classes: ["b"])
    #expect(message() == [unset("UILabel#first.b")])
    try live.remove(first.nodeID)
    #expect(message() == [unset("UILabel#second")])
    #expect(live.styles.diagnostics == fresh(live, sheet))
    try live.remove(second.nodeID)
    #expect(live.styles.diagnostics.isEmpty)
  }

  @Test func aLongRunOfEditsKeepsOneDiagnosticPerFailure() throws {
    let sheet = Stylesheet(source: "UILabel { alpha: var(--nope) }\n")
    let root = ViewNode("UIView")
    var live = LiveStyles(stylesheet: sheet, tree: try StyleTree(root: root))
    var last: ViewNode?
    for step in 0..<500 {
      let view = ViewNode("UILabel", id: "n\(step)")
      try live.insert(view, into: root.nodeID)
      if let last { try live.remove(last.nodeID) }
      last = view
      #expect(live.styles.diagnostics.count == 1)
    }
    #expect(live.styles.diagnostics == fresh(live, sheet))
  }

  @Test func aCodeStyleMisfitLeavesWithItsNode() throws {
    let sheet = Stylesheet(source: "")
    let label = ViewNode("UILabel", styles: [CodeStyle("broken", ["alpha": .identifier("high")])])
    let kept = ViewNode("UIView")
    let root = ViewNode("UIView", children: [label, kept])
    var live = LiveStyles(stylesheet: sheet, tree: try StyleTree(root: root), schema: .uikit)
    #expect(live.styles.diagnostics.map(\.code) == [DiagnosticCode.invalidValue])
    try live.remove(label.nodeID)
    #expect(live.styles.diagnostics.isEmpty)
  }

  /// Random classes, inserts, moves and removals over misfits, `var()`s that find nothing and
  /// inherited values: after each, the same failures as a fresh resolve, each once.
  @Test func randomEditsReportWhatAFreshResolveReports() throws {
    let sheet = Stylesheet(
      source: """
        .a { corner-radius: x }
        .b UILabel { alpha: var(--missing) }
        .c { --size: 2; }
        .d { border-width: var(--size) }
        UILabel.e { text-color: 3 }
        """)
    let root = ViewNode("UIView")
    var views = [root]
    var live = LiveStyles(stylesheet: sheet, tree: try StyleTree(root: root), schema: .uikit)
    var generator = SeededRandom(seed: 29)
    let classes = ["a", "b", "c", "d", "e"]
    var codesMet: Set<DiagnosticCode> = []
    var changes = 0
    for step in 0..<300 {
      let view = views.randomElement(using: &generator)!
      let before = live.styles.diagnostics
      switch Int.random(in: 0..<5, using: &generator) {
      case 4 where view.nodeID != root.nodeID:
        // A move into the node's own subtree is refused, and changes nothing.
        _ = try? live.move(view.nodeID, into: views.randomElement(using: &generator)!.nodeID)
      case 0 where view.nodeID != root.nodeID:
        try live.remove(view.nodeID)
        let gone = Set(live.styles.tree.nodes)
        views.removeAll { !gone.contains($0.nodeID) }
      case 1:
        let child = ViewNode(
          ["UILabel", "UIView"].randomElement(using: &generator)!, id: "v\(step)",
          classes: [classes.randomElement(using: &generator)!])
        try live.insert(child, into: view.nodeID)
        views.append(child)
      default:
        let picked = classes.filter { _ in Bool.random(using: &generator) }
        try live.update(view.nodeID, classes: picked)
      }
      let expected = fresh(live, sheet, schema: .uikit)
      #expect(live.styles.diagnostics.map(\.location) == expected.map(\.location), "step \(step)")
      #expect(live.styles.diagnostics.map(\.code) == expected.map(\.code), "step \(step)")
      codesMet.formUnion(expected.map(\.code))
      if live.styles.diagnostics != before { changes += 1 }
    }
    #expect(codesMet == [.invalidValue, .undefinedCustomProperty])
    #expect(changes > 20)
  }
}
