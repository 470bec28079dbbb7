import Foundation
import Testing

@testable import Stylec

/// `Stylesheet.explain`: every declaration that sets a node's property, the winner first and
/// why each other lost; its winners are what `resolve` gives.
@Suite("Explaining a node's properties")
struct ExplainTests {
  @Test(arguments: Precedence.allCases)
  func theWinnersAreWhatResolveGives(precedence: Precedence) throws {
    for seed in UInt64(1)...150 {
      var generator = CaseGenerator(seed: seed)
      let generated = generator.makeCase()
      let sheet = Stylesheet(source: generated.sheetText, fileName: generated.classy ? "g.cas" : "g.css")
      let tree = try generated.tree()
      let styles = sheet.resolve(tree, precedence: precedence, environment: generated.environment)
      for node in tree.nodes {
        let explained = sheet.explain(
          node, in: tree, precedence: precedence, environment: generated.environment)
        // Custom properties set on the node are explained too, though no view's property.
        let winners = explained.filter { !$0.property.hasPrefix("--") }.compactMap { explanation in
          explanation.value.map { (explanation.property, $0) }
        }
        let resolved = styles.properties(of: node).map { ($0.name, $0.value) }
        guard winners.map(\.0) == resolved.map(\.0), winners.map(\.1) == resolved.map(\.1) else {
          Issue.record(
            "seed \(seed), node \(node): \(winners) against \(resolved)\n\(generated.sheetText)")
          return
        }
        for explanation in explained {
          // The winner leads; every other candidate says why it lost.
          #expect(explanation.candidates.dropFirst().allSatisfy { $0.lostBecause != nil })
          #expect((explanation.candidates.first?.lostBecause == nil) == (explanation.value != nil))
        }
      }
    }
  }

  @Test func eachLoserSaysWhyItLost() throws {
    let sheet = Stylesheet(
      source: """
        UIButton { alpha: 0.1; }
        UIButton.primary { alpha: 0.2; alpha: 0.3; }
        UIButton.round { alpha: 0.4; }
        @media pad { UIButton#buy { alpha: 0.5; } }
        UIButton#buy { alpha: bogus; }
        """, fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UIButton", id: "buy", classes: ["primary", "round"]))
    let explained = sheet.explain(
      tree.root, in: tree, property: "alpha", precedence: .specificity, schema: .uikit)
    #expect(explained.count == 1)
    let alpha = try #require(explained.first)
    #expect(alpha.value == 0.4)
    #expect(
      alpha.candidates.map { "\($0.value) \($0.location.line) \($0.lostBecause?.description ?? "won")" } == [
        "0.4 3 won",
        "bogus 5 its value does not fit: 'bogus' is not a number",
        "0.5 4 its condition 'pad' is false here",
        "0.3 2 the same score as the winner's, and written before it",
        "0.2 2 its rule sets it again on line 2",
        "0.1 1 its rule scores lower than the winner's",
      ])
    // Code outranks every rule.
    let coded = try StyleTree(
      root: ViewNode("UIButton", id: "buy", styles: [CodeStyle("dim", ["alpha": 0.9])]))
    let byCode = try #require(sheet.explain(coded.root, in: coded, property: "alpha").first)
    #expect(byCode.value == 0.9)
    #expect(byCode.candidates.first?.origin == .codeStyle)
    #expect(
      byCode.candidates.dropFirst().allSatisfy {
        $0.lostBecause == .setInCode || $0.lostBecause == .conditionFalse("pad")
          || $0.lostBecause == .overriddenInItsRule(line: 2)
          || $0.lostBecause == .invalidValue("'bogus' is not a number")
      })
  }

  /// Explaining many nodes at once (as `stylec explain SHEET TREE '*'` does) prepares the sheet
  /// once for them all, and gives each node what explaining it alone gives.
  @Test func manyNodesAtOnceAreExplainedAsEachAlone() throws {
    for seed in UInt64(1)...60 {
      var generator = CaseGenerator(seed: seed)
      let generated = generator.makeCase()
      let sheet = Stylesheet(source: generated.sheetText, fileName: generated.classy ? "g.cas" : "g.css")
      let tree = try generated.tree()
      // In preorder, then backwards.
      var nodes = tree.nodes
      nodes += tree.nodes.reversed()
      for schema in [nil, StyleSchema.uikit] {
        let together = sheet.explain(
          nodes, in: tree, precedence: .specificity, environment: generated.environment, schema: schema)
        let alone = nodes.map { node in
          sheet.explain(
            node, in: tree, precedence: .specificity, environment: generated.environment, schema: schema)
        }
        #expect(together == alone, "seed \(seed), schema \(schema == nil ? "none" : "uikit")")
      }
    }
    let sheet = Stylesheet(
      source: """
        UIButton { alpha: 0.1; }
        UIButton.primary { alpha: 0.2; alpha: 0.3; }
        @media pad { UIButton.round { alpha: 0.5; } }
        UIButton.round { alpha: bogus; tint-color: red; }
        """, fileName: "main.css")
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UIButton", id: "buy", classes: ["primary", "round"])
        ViewNode("UIButton", classes: ["round"], styles: [CodeStyle("dim", ["alpha": 0.9])])
      })
    let together = sheet.explain(tree.nodes, in: tree, property: "alpha", schema: .uikit)
    #expect(together.map(\.count) == [0, 1, 1])
    #expect(together[1].first?.value == 0.3)
    #expect(together[2].first?.value == 0.9)
    #expect(together == tree.nodes.map { sheet.explain($0, in: tree, property: "alpha", schema: .uikit) })
    #expect(sheet.explain([StyleTree.NodeID](), in: tree).isEmpty)
  }

  /// Why a declaration lost is written in JSON as an object naming the reason, with its words
  /// and facts, and read back as it was.
  @Test(arguments: [
    PropertyExplanation.Loss.lowerScore(winner: 3), .earlierInTheSheet, .conditionFalse("pad"),
    .invalidValue("'x' is not a number"), .overriddenInItsRule(line: 4), .setInCode, .notImportant,
    .lowerLayer(winner: "theme"), .lowerLayer(winner: nil), .lowerImportantLayer(winner: "a", loser: nil),
    .lowerImportantLayer(winner: "a", loser: "b"), .noValueWithSubstitutions("no --x"),
  ])
  func aLossIsWrittenAsAReasonAndReadBack(loss: PropertyExplanation.Loss) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(loss)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["message"] as? String == loss.description)
    #expect((object["reason"] as? String)?.contains("_") == false)
    #expect(try JSONDecoder().decode(PropertyExplanation.Loss.self, from: data) == loss)
  }
}
