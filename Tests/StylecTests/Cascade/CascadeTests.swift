import Foundation
import Testing

@testable import Stylec

@Suite("Matching and the cascade")
struct CascadeTests {
  @Test func classysPrecedenceExampleResolvesAsDocumented() throws {
    let source = """
      UIView > UIButton {
        title-color blue
        background-image bg_button_blue
      }
      UIButton {
        title-color red
        background-image bg_button_red
      }
      UIButton.main {
        title-color yellow
      }
      """
    let styled = try Styled(
      sheet(source), ViewNode("UIView", children: [ViewNode("UIButton", classes: ["main"])]))
    #expect(styled.properties(1) == ["background-image: bg_button_blue", "title-color: #ffff00"])
    #expect(styled.properties(0) == [])
  }

  @Test func aTypeMatchesExactlyUnlessCaretAdmitsSubclasses() throws {
    let source = "UIControl { exact 1 }\n^UIControl { any 1 }"
    let styled = try Styled(
      sheet(source),
      ViewNode("UIView", children: [ViewNode("UIControl"), ViewNode("UISlider"), ViewNode("UILabel")]))
    #expect(styled.properties(1) == ["any: 1", "exact: 1"])
    #expect(styled.properties(2) == ["any: 1"])
    #expect(styled.properties(3) == [])
  }

  @Test func caretFollowsCustomSuperclassChains() throws {
    let styled = try Styled(
      sheet("^UIButton { a 1 }"),
      ViewNode("UIView", children: [ViewNode("FancyButton"), ViewNode("Unknown")]),
      superclasses: ["FancyButton": "UIButton"])
    #expect(styled.properties(1) == ["a: 1"])
    #expect(styled.properties(2) == [])
  }

  @Test func descendantMatchesAnyAncestorAndChildOnlyTheParent() throws {
    let source =
      "UINavigationBar UIActivityIndicatorView { any 1 }\nUINavigationBar > UIActivityIndicatorView { direct 1 }"
    let tree = ViewNode(
      "UINavigationBar",
      children: [
        ViewNode("UIActivityIndicatorView"),
        ViewNode("UIView", children: [ViewNode("UIActivityIndicatorView")]),
      ])
    let styled = try Styled(sheet(source), tree)
    #expect(styled.properties(1) == ["any: 1", "direct: 1"])
    #expect(styled.properties(3) == ["any: 1"])
  }

  @Test func descendantMatchingBacktracksToAFartherAncestor() throws {
    // `A > B C`: the nearest B has no A parent; a farther B does.
    let tree = ViewNode(
      "A",
      children: [
        ViewNode("B", children: [ViewNode("X", children: [ViewNode("B", children: [ViewNode("C")])])])
      ])
    let styled = try Styled(sheet("A > B C { hit 1 }"), tree)
    #expect(styled.properties(4) == ["hit: 1"])
  }

  @Test func aSubclassSelectorMatchesACustomSubclassInAMixedHierarchy() throws {
    let tree = ViewNode(
      "UITableView",
      children: [
        ViewNode(
          "CustomCell",
          children: [ViewNode("UIImageView"), ViewNode("UIView", children: [ViewNode("UIImageView")])])
      ])
    let styled = try Styled(
      sheet("UITableView ^UITableViewCell > UIImageView { a 1 }"), tree,
      superclasses: ["CustomCell": "UITableViewCell"])
    #expect(styled.properties(2) == ["a: 1"])
    #expect(styled.properties(4) == [])
  }

  @Test func aViewMayCarrySeveralStyleClasses() throws {
    let source = "UIButton.primary { a 1 }\nUIButton.large { b 2 }\nUIButton.primary.large { c 3 }"
    let styled = try Styled(
      sheet(source),
      ViewNode(
        "UIView",
        children: [
          ViewNode("UIButton", classes: ["large", "primary"]), ViewNode("UIButton", classes: ["large"]),
        ]))
    #expect(styled.properties(1) == ["a: 1", "b: 2", "c: 3"])
    #expect(styled.properties(2) == ["b: 2"])
  }

  @Test func groupingAppliesToEachSelector() throws {
    let source =
      "UISlider.info, UISlider.error {\n  minimum-track-tint-color black\n}\nUISlider.error { thumb-tint-color red }"
    let styled = try Styled(
      sheet(source),
      ViewNode(
        "UIView",
        children: [ViewNode("UISlider", classes: ["info"]), ViewNode("UISlider", classes: ["error"])]))
    #expect(styled.properties(1) == ["minimum-track-tint-color: #000000"])
    #expect(styled.properties(2) == ["minimum-track-tint-color: #000000", "thumb-tint-color: #ff0000"])
  }

  @Test func equalScoresGoToTheLaterRuleAndLaterDeclaration() throws {
    let source = "UILabel { text-color blue }\nUILabel { text-color red; text-color green }"
    let styled = try Styled(sheet(source), ViewNode("UILabel"))
    #expect(styled[0, "text-color"] == "#00ff00")  // UIKit's green
  }

  @Test func importsCountWhereTheyAreImported() throws {
    let files = ["one.cas": "UIView { v 1 }"]
    let before = try Styled(sheet("UIView { v 0 }\n@import one.cas", files: files), ViewNode("UIView"))
    let after = try Styled(sheet("@import one.cas\nUIView { v 0 }", files: files), ViewNode("UIView"))
    #expect(before[0, "v"] == "1")
    #expect(after[0, "v"] == "0")
  }

  @Test func precedenceModesRankDifferently() throws {
    let source = "UIView UIButton { p deep }\nUIButton.main { p class }\nUIButton { p last }"
    let tree = ViewNode("UIView", children: [ViewNode("UIButton", classes: ["main"])])
    #expect(try Styled(sheet(source), tree, precedence: .classy)[1, "p"] == "class")
    #expect(try Styled(sheet(source), tree, precedence: .specificity)[1, "p"] == "class")
    #expect(try Styled(sheet(source), tree, precedence: .lastWins)[1, "p"] == "last")
    let typesOnly = "UIView UIButton { p deep }\nUIButton { p plain }"
    #expect(try Styled(sheet(typesOnly), tree, precedence: .specificity)[1, "p"] == "deep")
  }

  @Test func sheetsOfMoreThanSixtyFourPropertiesResolveEveryOneInOrder() throws {
    // The cascade tracks the first 64 property numbers as bits and sorts the rest: a rule
    // setting both kinds must still win each property it ranks highest for.
    let names = (0..<100).map { "p\(100 + $0)" }
    let low = names.map { "\($0) low" }.joined(separator: "; ")
    let high = names.enumerated().filter { $0.offset % 3 == 0 }.map { "\($0.element) high" }.joined(
      separator: "; ")
    let source = "UIView { \(low) }\nUIView.main { \(high) }\nUIView.main { p110 last }"
    let styled = try Styled(
      sheet(source), ViewNode("UIView", classes: ["main"], children: [ViewNode("UIView")]))
    let expected = names.enumerated().map { offset, name in
      name == "p110" ? "p110: last" : "\(name): \(offset % 3 == 0 ? "high" : "low")"
    }
    #expect(styled.properties(0) == expected)
    #expect(styled.properties(1) == names.map { "\($0): low" })
  }

  @Test func idsAndStatesMatch() throws {
    let source = "#ok { a 1 }\nUIButton:selected { b 2 }\n.primary { c 3 }\n* { d 4 }"
    let tree = ViewNode(
      "UIView",
      children: [
        ViewNode("UIButton", id: "ok", classes: ["primary"], states: ["selected"]), ViewNode("UIButton"),
      ])
    let styled = try Styled(sheet(source), tree)
    #expect(styled.properties(1) == ["a: 1", "b: 2", "c: 3", "d: 4"])
    #expect(styled.properties(2) == ["d: 4"])
  }

  @Test func resolvedPropertiesNameTheRuleAndDeclarationThatSetThem() throws {
    let styled = try Styled(
      sheet("UIView {\n  UIButton { a 1 }\n}"), ViewNode("UIView", children: [ViewNode("UIButton")]))
    let property = try #require(styled.styles.property("a", of: styled.styles.node(1)))
    #expect(property.selector == "UIView UIButton")
    #expect(property.score == 6)
    #expect(
      property.location
        == SourceLocation(file: "main.cas", line: 2, column: 14, offset: 22, endLine: 2, endColumn: 17))
  }

  @Test func aLongFailingDescendantChainStaysFast() throws {
    // Each `A` could start a match; without restart rules this is exponential in the chain length.
    let chain = Array(repeating: "A", count: 40).joined(separator: " ") + " B C"
    var view = ViewNode("C")
    for _ in 0..<200 { view = ViewNode("A", children: [view]) }
    let styled = try Styled(sheet("\(chain) { x 1 }"), view)
    #expect(styled.properties(200) == [])
  }

  @Test func siblingCombinatorsLookAtPrecedingSiblingsOnly() throws {
    let source = "UILabel + UIButton { adjacent 1 }\nUILabel ~ UIButton { general 1 }"
    let tree = ViewNode(
      "UIView",
      children: [
        ViewNode("UIButton"), ViewNode("UILabel"), ViewNode("UIButton"), ViewNode("UIView"),
        ViewNode("UIButton"),
      ])
    let styled = try Styled(sheet(source), tree)
    #expect(styled.properties(1) == [])
    #expect(styled.properties(3) == ["adjacent: 1", "general: 1"])
    #expect(styled.properties(5) == ["general: 1"])
  }

  @Test func combinatorsMix() throws {
    let source = "UITableViewCell > * > UILabel { grandchild 1 }\n#a .b UILabel { chain 1 }"
    let tree = ViewNode(
      "UITableViewCell", id: "a",
      children: [ViewNode("UIView", classes: ["b"], children: [ViewNode("UILabel")]), ViewNode("UILabel")])
    let styled = try Styled(sheet(source), tree)
    #expect(styled.properties(2) == ["chain: 1", "grandchild: 1"])
    #expect(styled.properties(3) == [])
  }
}

@Suite("Parallel resolution")
struct ParallelResolutionTests {
  @Test func typedValuesAndFoldedPatchesAgreeAcrossSegments() throws {
    let untyped = try JSONOutputTests.largeStyledTree()
    let tree = untyped.tree
    let single = untyped.sheet.resolve(tree, schema: .uikit, parallel: false)
    var parallel = untyped.sheet.resolve(tree, schema: .uikit, parallel: true)
    #expect(parallel.segments.count == parallelWorkerCount)
    #expect(parallel.diagnostics == single.diagnostics)
    let expected = tree.nodes.map { single.properties(of: $0) }
    // The schema converts values, on every segment's nodes.
    #expect(tree.nodes.filter { single.properties(of: $0) != untyped.properties(of: $0) }.count > 10_000)
    #expect(tree.nodes.map { parallel.properties(of: $0) } == expected)
    parallel.applyPatches()
    #expect(parallel.segments.count == 1)
    #expect(tree.nodes.map { parallel.properties(of: $0) } == expected)
  }

  @Test func parallelAndSingleThreadedResolutionAgree() throws {
    // A tree above the parallel threshold, with selectors of every combinator kind, so that
    // chunks start deep in the tree and need their ancestors in the Bloom filter.
    var random: UInt64 = 7
    func next(_ bound: Int) -> Int {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((random >> 33) % UInt64(bound))
    }
    let types = ["UIView", "UILabel", "UIButton", "UIStackView"]
    func subtree(_ depth: Int) -> ViewNode {
      let children = depth < 7 ? (0..<(1 + next(4))).map { _ in subtree(depth + 1) } : []
      return ViewNode(
        types[next(types.count)], id: next(50) == 0 ? "n\(next(100))" : nil, classes: ["c\(next(12))"],
        children: children)
    }
    var roots: [ViewNode] = []
    var count = 0
    while count < Cascade.parallelThreshold + 5000 {
      let child = subtree(1)
      var pending = [child]
      while let view = pending.popLast() {
        count += 1
        pending += view.children
      }
      roots.append(child)
    }
    let tree = try StyleTree(root: ViewNode("UIWindow", children: roots))
    let source = """
      UIView UILabel.c1 { a 1 }
      UIStackView > .c2 { a 2; b 2 }
      .c3 + UIButton { b 3 }
      .c4 ~ .c5 { c 4 }
      UIView .c6 UILabel:not(.c7) { d 5 }
      UIStackView:nth-child(2n+1) > * { e 6 }
      #n1 * { f 7 }
      ^UIView.c8 { g 8 }
      """
    let parsed = sheet(source)
    let single = parsed.resolve(tree, parallel: false)
    let parallel = parsed.resolve(tree, parallel: true)
    var resolvedSomething = 0
    for node in tree.nodes {
      let expected = single.properties(of: node)
      #expect(parallel.properties(of: node) == expected)
      resolvedSomething += expected.isEmpty ? 0 : 1
    }
    #expect(resolvedSomething > 1000)
  }

  @Test func oneSheetResolvesManyTreesFromManyThreadsAtOnce() throws {
    // Sendable values shared across threads: the sheet, and each tree by several threads.
    let shared = sheet(
      "UIView > UILabel.a { x 1 }\n.a + UIButton:selected { y 2 }\n^UIControl:nth-child(odd) { z 3 }\n* ~ .b { w 4 }"
    )
    let trees = try (0..<8).map { seed in
      try StyleTree(
        root: ViewNode(
          "UIView",
          children: (0..<(20 + seed)).map { index in
            ViewNode(
              index % 3 == 0 ? "UILabel" : "UIButton", classes: index % 2 == 0 ? ["a"] : ["b"],
              states: index % 5 == 0 ? ["selected"] : [])
          }))
    }
    let expected = trees.map { tree in
      let styles = shared.resolve(tree, parallel: false)
      return tree.nodes.map { styles.properties(of: $0) }
    }
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var byTree: [Int: [[ResolvedProperty]]] = [:]
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 32) { iteration in
      let tree = trees[iteration % trees.count]
      let styles = shared.resolve(tree)
      let properties = tree.nodes.map { styles.properties(of: $0) }
      results.lock.lock()
      defer { results.lock.unlock() }
      if let earlier = results.byTree[iteration % trees.count] {
        #expect(earlier == properties)
      }
      results.byTree[iteration % trees.count] = properties
    }
    for (index, properties) in results.byTree {
      #expect(properties == expected[index])
    }
    #expect(results.byTree.count == trees.count)
  }
}

/// Rules that name no id, class or type but need `:root`, or an environment pseudo-class that
/// is false, are tried on no node that cannot match them (each was tried on every node: n such
/// rules over n nodes grew with n²), and match as before where they can.
@Suite struct RootAndEnvironmentRuleTests {
  private let loaded = sheet(
    "@dialect css;\n:root { --a: 1; alpha: 0.5 }\n:phone { hidden: true }\n:root:phone { tag: 3 }\nUILabel { tag: var(--a) }",
    path: "main.css")

  @Test func rootRulesMatchTheRootAlone() throws {
    let root = ViewNode("UIView", children: [ViewNode("UILabel")])
    let styled = try Styled(loaded, root)
    #expect(styled.properties(0) == ["alpha: 0.5"])
    #expect(styled.properties(1) == ["tag: 1"])
    let tree = try StyleTree(root: root)
    #expect(loaded.explain(tree.root, in: tree).map(\.property) == ["--a", "alpha"])
  }

  @Test func environmentPseudoClassesHoldWhereTheEnvironmentSays() throws {
    let root = ViewNode("UIView", children: [ViewNode("UILabel")])
    var phone = StyleEnvironment()
    phone.device = .phone
    let styled = try Styled(loaded, root, environment: phone)
    #expect(styled.properties(0) == ["alpha: 0.5", "hidden: true", "tag: 3"])
    #expect(styled.properties(1) == ["hidden: true", "tag: 1"])
    var live = LiveStyles(stylesheet: loaded, tree: try StyleTree(root: root))
    #expect(live.styles.property("hidden", of: root.nodeID) == nil)
    live.update(environment: phone)
    #expect(live.styles.json() == loaded.resolve(live.styles.tree, environment: phone).json())
  }
}
