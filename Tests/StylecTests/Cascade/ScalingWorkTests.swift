import Testing

@testable import Stylec

/// Inputs that once cost time quadratic (or worse) in their size, resolved while counting the
/// work done: the matcher's steps (compounds tested against nodes) and the cursor heads the
/// candidate merge examined. Each bound is a small multiple of the input; the old algorithms
/// spent the square of it. Results are checked too, so that no shortcut changes them.
@Suite("Cascade: work stays proportional to the input")
struct ScalingWorkTests {
  /// What resolving `tree` with `source` cost, and which nodes got property `hit`.
  static func resolve(_ source: String, _ tree: StyleTree) -> (steps: Int, cursorVisits: Int, hits: [Int]) {
    let stylesheet = sheet(source, path: "t.css")
    #expect(stylesheet.diagnostics.isEmpty, "\(stylesheet.diagnostics.map(\.message))")
    let context = CascadeContext(
      sheet: stylesheet, tree: tree, precedence: .classy, environment: tree.environment)
    var walker = CascadeWalker(context: context)
    _ = walker.walk(tree.nodeIndices)
    let styles = stylesheet.resolve(tree, parallel: false)
    let hits = (0..<tree.count).filter { styles.property("hit", of: styles.node($0)) != nil }
    return (walker.memo.steps, walker.cursorVisits, hits)
  }

  @Test func aGeneralSiblingSearchIsNotRepeatedForEverySibling() throws {
    let count = 3_000
    var children = Array(repeating: ViewNode("UILabel"), count: count)
    children[2_000] = ViewNode("UIButton")
    let tree = try StyleTree(root: ViewNode("UIView", children: children))
    let (steps, _, hits) = Self.resolve("UIButton ~ UILabel { hit: 1 }", tree)
    #expect(hits == Array(2_002...count))
    // Searching every preceding sibling afresh took count² / 2 = 4.5 million steps.
    #expect(steps < 5 * count)
  }

  @Test func manySiblingSearchesRememberOneOutcomeEach() throws {
    // Every node tried by every rule's search was remembered: 8,000 rules over 8,000 siblings
    // held 64 million outcomes (1.8 GB).
    let count = 400
    let tree = try StyleTree(
      root: ViewNode("UIView", children: Array(repeating: ViewNode("UILabel"), count: count)))
    let sheet = sheet(
      (0..<count).map { "UIButton.x\($0) ~ UILabel { alpha: 1; }" }.joined(separator: "\n"), path: "main.css")
    let context = CascadeContext(sheet: sheet, tree: tree, precedence: .classy, environment: tree.environment)
    var walker = CascadeWalker(context: context)
    _ = walker.walk(tree.nodeIndices)
    #expect(walker.memo.rememberedCount <= count)
    #expect(walker.memo.steps < 4 * count * count)
  }

  @Test func aLongChildChainUnderADescendantIsWalkedOncePerAncestor() throws {
    let depth = 300
    var node = ViewNode("UIView", children: Array(repeating: ViewNode("UILabel"), count: 200))
    for _ in 0..<depth { node = ViewNode("UIView", children: [node]) }
    let tree = try StyleTree(root: node)
    let selector = "^UIView:root" + String(repeating: " > *", count: 254) + " UILabel"
    let (steps, _, hits) = Self.resolve("\(selector) { hit: 1 }\n\(selector).x { hit: 2 }", tree)
    #expect(hits.count == 200)
    // Each leaf retried the 254-step chain from each of its 45 ancestors too high up for it:
    // 200 leaves × 2 rules × 45 × 254 = 4.6 million steps.
    #expect(steps < 400_000)
  }

  /// Views and view controllers nested in turn give each view two parents for `>` that share
  /// their own parents: the ways up a chain of `* >` double with each controller passed.
  @Test func childStepsThroughViewControllersAreTriedOncePerNode() throws {
    let depth = 120
    var node = ViewNode("UILabel")
    for level in 0..<depth {
      node = ViewNode(level % 2 == 0 ? "UIViewController" : "UIView", children: [node])
    }
    let tree = try StyleTree(root: ViewNode("UIButton", children: [ViewNode("UIWindow", children: [node])]))
    let selector = "UIButton" + String(repeating: " > *", count: 100) + " > UILabel"
    let (steps, _, hits) = Self.resolve("\(selector) { hit: 1 }\n* > UILabel { low: 1 }", tree)
    #expect(hits == [tree.count - 1])
    // Trying both parents afresh on each way up took more than 2^50 steps.
    #expect(steps < 100_000)
  }

  @Test func aNodeWithManyClassesMergesItsBucketsThroughAHeap() throws {
    let count = 2_000
    let names = (0..<count).map { "c\($0)" }
    let tree = try StyleTree(root: ViewNode("UIView", classes: names))
    let source =
      names.enumerated().map { ".\($1) { p\($0): 1 }" }.joined(separator: "\n") + "\n.c7 { hit: 1 }"
    let (steps, cursorVisits, hits) = Self.resolve(source, tree)
    #expect(hits == [0])
    #expect(steps == count + 1)
    // Scanning every cursor for each candidate took count² = 4 million visits.
    #expect(cursorVisits < 100 * count)
  }

  /// A rule whose subject is only an `:is()` or `:where()` of classes and ids is filed under
  /// each argument's: n such rules over n nodes were each tried against every node (16,000:
  /// 35 s).
  @Test func isAndWhereRulesAreTriedOnlyByNodesWithAnArgumentsName() throws {
    let count = 1_000
    let tree = try StyleTree(
      root: ViewNode(
        "UIView",
        children: (0..<count).map { ViewNode("UILabel", id: "i\($0)", classes: ["c\($0)", "d\($0)"]) }))
    let source =
      (0..<count).map { ":is(.c\($0), .d\($0)) { p\($0): 1 }\n:where(#i\($0)) { q\($0): 1 }" }
      .joined(separator: "\n") + "\n:is(.c7, #i9, UIButton) { hit: 1 }"
    let (steps, _, hits) = Self.resolve(source, tree)
    #expect(hits == [8, 10])
    // Each node matches its two rules (once each, though it has both classes: two steps each,
    // the compound and its argument) and meets the last rule only if named in it: each node
    // tried all 2,001 rules before, two million steps.
    #expect(steps < 5 * count)
  }

  /// An argument of `:is()` needing an ancestor name no ancestor has is passed over as a rule
  /// is, by the walk's ancestor filter: each of n labels walked up for each of n arguments.
  @Test func isArgumentsNeedingAnAncestorNoneHasAreNotWalked() throws {
    let count = 1_000
    let tree = try StyleTree(
      root: ViewNode(
        "UIView", classes: ["a7"], children: (0..<count).map { ViewNode("UILabel", classes: ["k\($0)"]) }))
    let source =
      "UILabel:is(" + (0..<count).map { ".a\($0) UILabel" }.joined(separator: ", ") + ") { hit: 1 }"
    let (steps, _, hits) = Self.resolve(source, tree)
    #expect(hits == Array(1...count))
    // Each label matches the compound, then one argument's walk: a million steps before.
    #expect(steps < 10 * count)
  }

  @Test func supertypeRulesOnALongChainAreReachedWithoutWalkingIt() throws {
    let count = 2_000
    let superclasses = Dictionary(
      uniqueKeysWithValues: (0..<count).map { ("T\($0)", $0 == 0 ? "UIView" : "T\($0 - 1)") })
    let tree = try StyleTree(
      root: ViewNode("UIView", children: ["T0", "T1000", "T1999"].map { ViewNode($0) }),
      superclasses: superclasses)
    let source = (0..<count).map { "^T\($0) { p: 1 }" }.joined(separator: "\n") + "\n^T1500 { hit: 1 }"
    let (steps, cursorVisits, hits) = Self.resolve(source, tree)
    #expect(hits == [3])
    #expect(tree.typeChain(of: tree.node(3)).count == count + 3)
    // The last node draws on 2,000 buckets and stops after two candidates; scanning every
    // bucket for each candidate, and walking the chain for each `^` test, cost O(count) each.
    #expect(steps == 4)
    #expect(cursorVisits < 10 * count)
  }

  @Test func positionsAmongSiblingsOfOneTypeAreCountedFromBothEnds() throws {
    let types = ["A", "B", "A", "C", "A", "B"]
    let tree = try StyleTree(root: ViewNode("UIView", children: types.map { ViewNode($0) }))
    let cases: [(String, [Int])] = [
      ("A:nth-of-type(2)", [3]), ("A:nth-last-of-type(1)", [5]), ("B:last-of-type", [6]),
      ("B:first-of-type", [2]), ("C:only-of-type", [4]), ("A:only-of-type", []), ("UIView:only-of-type", [0]),
      ("*:nth-of-type(2n+1)", [0, 1, 2, 4, 5]),
    ]
    for (selector, expected) in cases {
      #expect(Self.resolve("\(selector) { hit: 1 }", tree).hits == expected, "\(selector)")
    }
  }

  @Test func classesAndStatesAreDeduplicatedWithoutComparingEveryPair() {
    final class Counter: @unchecked Sendable { var comparisons = 0 }
    struct Name: Hashable {
      var value: Int
      var counter: Counter
      static func == (lhs: Name, rhs: Name) -> Bool {
        lhs.counter.comparisons += 1
        return lhs.value == rhs.value
      }
      func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
    let counter = Counter()
    var names: [Name] = []
    names.appendUnique((0..<5_000).map { Name(value: $0 % 4_000, counter: counter) })
    #expect(names.map(\.value) == Array(0..<4_000))
    // A `contains` per name compared up to 12.5 million pairs.
    #expect(counter.comparisons < 50_000)
  }

  @Test func repeatedClassesAndStatesKeepTheirFirstPlace() throws {
    let tree = try StyleTree(
      root: ViewNode("UIView", classes: ["b", "a", "b"], states: ["on", "on", "off"]))
    #expect(tree.classes(of: tree.root) == ["b", "a"])
    #expect(tree.states(of: tree.root) == ["on", "off"])
  }
}
