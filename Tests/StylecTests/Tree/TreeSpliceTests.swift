import Testing

@testable import Stylec

/// An edit made by splicing the tree's tables gives the tree that building it again gives, and
/// the cascade's tables and styles spliced with it give what a fresh resolve gives.
@Suite("Tree splices")
struct TreeSpliceTests {
  /// Everything a tree says of its nodes, by ID, in preorder: names, links, places among
  /// siblings, and where each ID is found.
  static func description(_ tree: StyleTree) -> [String] {
    let name = { (node: NodeIndex) in node.isPresent ? tree.id(at: node).description : "-" }
    return tree.nodeIndices.map { node in
      let id = tree.id(at: node)
      return [
        id.description, tree.type(of: id), tree.id(of: id) ?? "-",
        tree.classes(of: id).joined(separator: "."),
        tree.states(of: id).joined(separator: "."), name(tree.parents[node]), name(tree.firstChildren[node]),
        name(tree.lastChildren[node]), name(tree.nextSiblings[node]), name(tree.previousSiblings[node]),
        "\(tree.childPositions[node])/\(tree.childCounts[node])", "\(tree.position(of: id) ?? -1)",
        tree.typeChain(of: id).joined(separator: "<"),
      ].joined(separator: " ")
    }
  }

  @Test func aSplicedEditGivesTheTreeABuildGives() throws {
    var spliced = 0
    var built = 0
    for seed in UInt64(1)...150 {
      var generator = CaseGenerator(seed: seed)
      let root = generator.makeCase().root
      var tree = try StyleTree(
        root: seed % 2 == 0 ? DifferentialCase.withoutControllers(root) : root,
        superclasses: DifferentialCase.superclasses)
      var random = SeededRandom(seed: seed)
      var removedIDs: [StyleTree.NodeID] = []
      for step in 0..<12 {
        let node = NodeIndex(Int.random(in: 0..<tree.count, using: &random))
        let other = NodeIndex(Int.random(in: 0..<tree.count, using: &random))
        let position = Int.random(in: 0...3, using: &random)
        let edit: TreeEdit
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          var insertions = CaseGenerator(seed: seed &+ UInt64(step) &* 7_919)
          var inserted = DifferentialCase.withoutControllers(insertions.makeCase().root)
          inserted.children = Array(inserted.children.prefix(3))
          edit = .insert(inserted, parent: other, position: Bool.random(using: &random) ? position : nil)
        case 1: edit = .remove(node)
        default: edit = .move(node, parent: other, position: Bool.random(using: &random) ? nil : position)
        }
        guard let made = try? tree.applying(edit) else { continue }
        let rebuilt = try tree.applying(edit, splices: false)
        #expect(!rebuilt.isSpliced)
        #expect(Self.description(made.tree) == Self.description(rebuilt.tree), "seed \(seed), step \(step)")
        #expect(made.splice.places == rebuilt.splice.places)
        if made.isSpliced { spliced += 1 } else { built += 1 }
        removedIDs += tree.nodeIndices.filter { made.splice.places[$0] == .absent }.map { tree.id(at: $0) }
        tree = made.tree
        for id in removedIDs { #expect(!tree.contains(id), "seed \(seed): a removed node is still found") }
      }
    }
    // Both ways are exercised: a splice where the tree's types suffice, a build where not.
    #expect(spliced > 500)
    #expect(built > 50)
  }

  /// Spliced edits add the names they bring to the tree's table, and the names of the nodes
  /// they remove stay until a build compacts the table: however many come and go, it stays
  /// bounded, and every edit still gives what a fresh resolve gives.
  @Test func splicedEditsWithFreshNamesKeepTheSymbolTableBounded() throws {
    let tree = try StyleTree(root: ViewNode("UIView") { ViewNode("UILabel") })
    let sheet = Stylesheet(source: "UILabel.c7 { alpha: 0.5 } UILabel:selected { tag: 2 }")
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    var largest = 0
    for cycle in 0..<3_000 {
      let cell = ViewNode("UILabel", id: "cell-\(cycle)", classes: ["c\(cycle % 10)", "fresh\(cycle)"])
      let changes = try live.insert(cell, into: live.styles.tree.root, at: 0)
      #expect(changes.contains { $0.property == "alpha" } == (cycle % 10 == 7))
      try live.remove(cell.nodeID)
      largest = max(largest, live.styles.tree.symbols.count)
    }
    #expect(largest <= StyleTree.symbolCompactionFloor + 8)
    let fresh = sheet.resolve(live.styles.tree)
    #expect(live.styles.json() == fresh.json())
  }

  /// A node inserted with a type no node of the tree has any more (its place in the type
  /// hierarchy went with the last such node) is matched by the rules for it and its
  /// superclasses all the same.
  @Test func aTypeThatLeftTheTreeMatchesWhenItComesBack() throws {
    let tree = try StyleTree(root: ViewNode("UIView") { ViewNode("UIButton", id: "old") })
    let sheet = Stylesheet(source: "^UIControl { alpha: 0.5 } UIButton { tag: 3 }")
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    try live.remove(live.styles.tree.children(of: live.styles.tree.root)[0])
    let button = ViewNode("UIButton", id: "new")
    try live.insert(button, into: live.styles.tree.root)
    #expect(live.styles[button.nodeID, "alpha"] == .number(0.5, unit: .none))
    #expect(live.styles[button.nodeID, "tag"] == .number(3, unit: .none))
  }
}
