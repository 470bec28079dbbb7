import Stylec
import Testing

@Suite("Live styles: restyling after a change")
struct LiveStylesTests {
  @Test(arguments: Precedence.allCases)
  func everyChangeLeavesTheSameStylesAsAFullResolve(precedence: Precedence) throws {
    for seed in UInt64(1)...200 {
      var generator = CaseGenerator(seed: seed)
      let generated = generator.makeCase()
      let sheet = Stylesheet(source: generated.sheetText, fileName: generated.classy ? "g.cas" : "g.css")
      let tree = try generated.tree()
      var live = LiveStyles(
        stylesheet: sheet, tree: tree, precedence: precedence, environment: generated.environment)
      var random = SeededRandom(seed: seed)
      for step in 0..<12 {
        let node = tree.nodes[Int.random(in: 0..<tree.count, using: &random)]
        let classes = CaseGenerator.classes.filter { _ in Bool.random(using: &random) }
        let state = CaseGenerator.states.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
        switch step % 3 {
        case 0: try live.update(node, classes: classes)
        case 1: try live.update(node, states: state)
        default: try live.update(node, classes: classes, states: state)
        }
        let fresh = sheet.resolve(
          live.styles.tree, precedence: precedence, environment: generated.environment)
        for each in tree.nodes where live.styles.properties(of: each) != fresh.properties(of: each) {
          Issue.record(
            "seed \(seed), step \(step): node \(each) differs after updating node \(node)\n\(generated.sheetText)"
          )
          return
        }
        #expect(live.styles.json() == fresh.json())
      }
    }
  }

  /// A class tested inside `:not()` or `:is()` reaches as far as the argument's combinators and
  /// then the selector's: `:not(.x + .y) + .x` tests a `.x` two siblings back.
  @Test(arguments: [
    ":not(.x + .y) + .x", ":is(.x + .y) + .x", ":where(.x + .y) + .x", ".y:not(:first-child:is(.x) + *) + .x",
  ])
  func aSiblingCombinatorInsideAnArgumentReachesFurther(selector: String) throws {
    let a = ViewNode("UIView", classes: ["x"])
    let b = ViewNode("UIView", classes: ["y"])
    let c = ViewNode("UIView", classes: ["x"])
    let tree = try StyleTree(root: ViewNode("UIView", children: [a, b, c]))
    let sheet = Stylesheet(source: "\(selector) { tag: 1; }", fileName: "main.css")
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    for classes in [[String](), ["x"]] {
      try live.update(a.nodeID, classes: classes)
      #expect(live.styles.json() == sheet.resolve(live.styles.tree).json(), "\(selector) \(classes)")
    }
  }

  /// The family's nodes in preorder: 0 the parent, 1 a label, 2 a button, 3 and 4 its labels,
  /// 5 the last label.
  private let family = try! Self.family()
  private var node: [StyleTree.NodeID] { family.nodes }

  /// A parent with three children, the middle one a leaf that changes.
  private static func family() throws -> StyleTree {
    try StyleTree(
      root: ViewNode(
        "UIView",
        children: [
          ViewNode("UILabel"), ViewNode("UIButton", children: [ViewNode("UILabel"), ViewNode("UILabel")]),
          ViewNode("UILabel"),
        ]))
  }

  @Test func aChangeTestedOnlyOnTheNodeItselfRestylesOneNode() throws {
    var live = LiveStyles(
      stylesheet: Stylesheet(source: "UIButton.a { x 1 }\n.b UILabel { y 2 }"), tree: family)
    try live.update(node[2], classes: ["a"])
    #expect(live.restyledCount == 1)
    #expect(live.styles.property("x", of: node[2])?.value.description == "1")
    try live.update(node[2], classes: ["a", "unused"])
    #expect(live.restyledCount == 1)
  }

  @Test func aClassTestedOnAncestorsRestylesTheSubtree() throws {
    var live = LiveStyles(stylesheet: Stylesheet(source: ".b UILabel { y 2 }"), tree: family)
    try live.update(node[2], classes: ["b"])
    #expect(live.restyledCount == 3)
    #expect(live.styles.property("y", of: node[3])?.value.description == "2")
    #expect(live.styles.property("y", of: node[5]) == nil)
  }

  @Test func aStateTestedOnPrecedingSiblingsRestylesTheLaterSiblings() throws {
    var live = LiveStyles(
      stylesheet: Stylesheet(source: "UIButton:selected ~ UILabel { z 3 }"), tree: family)
    try live.update(node[2], states: ["selected"])
    #expect(live.restyledCount == 2)
    #expect(live.styles.property("z", of: node[5])?.value.description == "3")
    #expect(live.styles.property("z", of: node[1]) == nil)
    try live.update(node[2], states: [])
    #expect(live.restyledCount == 2)
    #expect(live.styles.property("z", of: node[5]) == nil)
  }

  @Test func anAdjacentSiblingSelectorRestylesOnlyTheSiblingsItCanReach() throws {
    var live = LiveStyles(stylesheet: Stylesheet(source: "UILabel.a + UIButton { z 3 }"), tree: family)
    // Node 1 (a UILabel) gains `.a`: itself and the next sibling's subtree (nodes 2 to 4).
    try live.update(node[1], classes: ["a"])
    #expect(live.restyledCount == 4)
    #expect(live.styles.property("z", of: node[2])?.value.description == "3")
    var chained = LiveStyles(
      stylesheet: Stylesheet(source: "UILabel.a + * + UILabel { z 3 }"), tree: family)
    try chained.update(node[1], classes: ["a"])
    #expect(chained.restyledCount == 5)
    #expect(chained.styles.property("z", of: node[5])?.value.description == "3")
  }

  @Test func aNodeTheTreeDoesNotHaveIsRefused() throws {
    var live = LiveStyles(stylesheet: Stylesheet(source: "UILabel { a 1 }"), tree: family)
    // A node of a larger tree names no node of this one, whatever its place there.
    let larger = try StyleTree(root: ViewNode("UIView", children: (0..<100).map { _ in ViewNode("UILabel") }))
    #expect(throws: StyleTree.EditError.unknownNode(larger.nodes[3])) {
      try live.update(larger.nodes[3], classes: ["x"])
    }
    #expect(live.styles.tree.classes(of: node[3]).isEmpty)
  }

  @Test func manyChangesFoldIntoTheFlatTablesAndStayCorrect() throws {
    let children = (0..<3000).map { ViewNode($0 % 2 == 0 ? "UILabel" : "UIButton") }
    let tree = try StyleTree(root: ViewNode("UIView", children: children))
    let sheet = Stylesheet(source: ".on { a 1 }\n.on + UIButton { b 2 }")
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    for index in stride(from: 1, to: 3001, by: 2) { try live.update(tree.nodes[index], classes: ["on"]) }
    let fresh = sheet.resolve(live.styles.tree)
    #expect(live.styles.json() == fresh.json())
  }
}
