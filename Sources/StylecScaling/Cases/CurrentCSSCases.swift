import Foundation
import Stylec

extension ScalingCase {
  /// Today's CSS: custom properties inherited down trees, chained, cyclic and explained, and
  /// long argument lists of `:is()` and `:not()`.
  static let currentCSSCases: [ScalingCase] = [
    resolving(
      "n rules `UIView:has(> .cI)` and `:has(+ .cI)` over n groups, one matching each",
      sizes: [2_000, 4_000, 8_000, 16_000],
      sheet: { n in
        // Each argument is worked out from the nodes with its class, not tried on every node.
        (0..<n).map { "UIView:has(> .c\($0)) { alpha: 0.5; }\nUILabel:has(+ .c\($0)) { tag: \($0); }\n" }
          .joined()
      },
      tree: { n in
        let groups = (0..<n).map {
          #"{"type": "UIView", "children": [{"type": "UILabel"}, {"type": "UIButton", "classes": ["c\#($0)"]}]}"#
        }
        return #"{"type": "UIView", "children": ["# + groups.joined(separator: ",") + "]}"
      }),
    resolving(
      "`UIView:has(UILabel)` and `UIView:has(UIView > UIView UILabel)` over n nodes in chains 500 deep, each ending in a label",
      sizes: [2_000, 4_000, 8_000, 16_000],
      sheet: { _ in "UIView:has(UILabel) { alpha: 0.5; }\nUIView:has(UIView > UIView UILabel) { tag: 1; }\n"
      },
      // Each label's ancestors are walked once for each argument, not once for each label
      // below them.
      tree: { n in
        chains(
          n, deep: 500, link: #"{"type": "UIView", "children": [{"type": "UILabel"}, "#,
          leaf: #"{"type": "UILabel"}"#)
      }),
    resolving(
      "n siblings under a `*` rule whose 12 custom properties each double the one before",
      sizes: [2_000, 4_000, 8_000, 16_000],
      sheet: { _ in
        // Made on every node, each value is substituted once per origin, not once per node.
        "* { --c0: 1 2 3 4 5 6 7 8; "
          + (1..<12).map { "--c\($0): var(--c\($0 - 1)) var(--c\($0 - 1)); " }.joined()
          + "}\nUILabel { tag: var(--c11, 0); alpha: calc(var(--n, 1) / 2); }\n"
      },
      tree: { n in flat(Array(repeating: "UILabel", count: n)) }),
    resolving(
      "n nodes in chains 400 deep, each node setting a custom property of its own from its parent's",
      sizes: [2_000, 4_000, 8_000, 16_000],
      sheet: { _ in
        ".a { --depth: calc(var(--depth, 0) + 1); --name: var(--depth); }\nUIView { tag: var(--name); }\n"
      },
      tree: { n in
        chains(
          n, deep: 400, link: #"{"type": "UIView", "classes": ["a"], "children": ["#,
          leaf: #"{"type": "UILabel"}"#)
      }),
    resolving(
      "`:is()` and `:not()` of n arguments over n nodes none of them matches",
      sizes: [8_000, 16_000, 32_000, 64_000],
      sheet: { n in
        let arguments = (0..<n).map { "UIView .a\($0)" }.joined(separator: ", ")
        return ":is(\(arguments)) { alpha: 1; }\nUILabel:not(\(arguments)) { tag: 1; }\n"
      },
      tree: { n in flat(Array(repeating: "UILabel", count: n), classes: (0..<n).map { "z\($0)" }) }),
    resolving(
      "a chain of n custom properties, each naming the one before, that ends unset",
      sizes: [2_000, 4_000, 8_000, 16_000],
      sheet: { n in
        // Each link's reason quotes the one below it shortened, not whole: whole, the reasons
        // held the chain's square (3.6 GB at 8,000).
        ":root {\n" + (1...n).map { "  --v\($0): var(--v\($0 - 1));\n" }.joined()
          + "}\nUILabel { alpha: var(--v\(n)); }\n"
      },
      tree: { _ in flat(["UILabel"]) }),
    ScalingCase(
      name: "load, resolve and lint of n custom properties in one cycle",
      sizes: [2_000, 4_000, 8_000, 16_000],
      prepare: { n in
        let source =
          "UIView { "
          + (0..<n).map { "--c\($0): var(--c\(($0 + 1) % n)); " }.joined() + "alpha: var(--c0, 1); }\n"
        let tree = try StyleTree(json: Array(#"{"type": "UIView"}"#.utf8))
        return {
          let sheet = Stylesheet(source: source, fileName: "s.css")
          guard sheet.resolve(tree, parallel: false).properties(of: tree.root).map(\.value) == [1],
            Linter().lint(sheet).map(\.code) == [.customPropertyCycle]
          else { throw ScalingError("a cycle of \(n) custom properties resolved or linted wrong") }
        }
      }),
    ScalingCase(
      name: "explain of n siblings whose values use an inherited custom property",
      sizes: [2_000, 4_000, 8_000, 16_000],
      prepare: { n in
        let sheet = Stylesheet(
          source:
            ":root { --ink: red; --alpha: 0.5; }\nUILabel { text-color: var(--ink); alpha: var(--alpha); }\n",
          fileName: "s.css")
        let tree = try StyleTree(json: Array(flat(Array(repeating: "UILabel", count: n)).utf8))
        return { explainEveryNode(of: sheet, in: tree) }
      }),
    ScalingCase(
      name: "LiveStyles: n class changes over n/4 cards, each flipping `:has()` on its card",
      sizes: [2_000, 4_000, 8_000, 16_000],
      prepare: { n in
        let sheet = Stylesheet(
          source: """
            .card:has(.error) { alpha: 0.5; }
            .card:has(> UILabel + .error) UILabel { tag: 1; }
            UIView:has(> .card:has(.error)) { hidden: true; }

            """, fileName: "s.css")
        let cards = (0..<n / 4).map { _ in
          ViewNode(
            "UIView", classes: ["card"],
            children: [ViewNode("UILabel"), ViewNode("UILabel"), ViewNode("UILabel")])
        }
        let tree = try StyleTree(root: ViewNode("UIView", children: cards))
        // Each change worked out every `:has()` argument on the whole tree again.
        return {
          var live = LiveStyles(stylesheet: sheet, tree: tree)
          for step in 0..<n {
            let card = cards[step % cards.count]
            let changes = try live.update(
              card.children[1].nodeID, classes: step / cards.count % 2 == 0 ? ["error"] : [])
            guard changes.contains(where: { $0.node == card.nodeID }) else {
              throw ScalingError("step \(step) did not restyle its card")
            }
          }
        }
      }),
    ScalingCase(
      name: "resolve of a chain n deep, each level setting a custom property of its own",
      sizes: [2_000, 4_000, 8_000, 16_000],
      prepare: { n in
        // Each node's custom properties were a copy of its parent's with its own added: the
        // square of the depth (3.5 GB for a 392 KB sheet on a chain 990 deep).
        let sheet = Stylesheet(
          source: (0..<n).map { ".l\($0) { --p\($0): \($0); }\n" }.joined() + "UILabel { tag: var(--p0); }\n",
          fileName: "s.css")
        let tree = try chain(n) { "l\($0)" }
        return {
          guard sheet.resolve(tree, parallel: false).properties(of: tree.nodes[n]).map(\.value) == [0] else {
            throw ScalingError("the leaf of a chain of custom properties resolved wrong")
          }
        }
      }),
    // Worked out for every rule on every node: 23.5 s at 8,000 (the twenty-sixth attack).
    resolving(
      "a container condition of 8,192 alternatives over 20 rules and n labels in one container",
      sizes: [2_000, 4_000, 8_000, 16_000],
      sheet: { _ in
        let condition = (0..<13).map { "((width > \(1_000 + $0)px) or (height > \(1_000 + $0)px))" }
          .joined(separator: " and ")
        let rules = (1...20).map { "  UILabel { alpha: 0.\($0); }\n" }.joined()
        return ".p { container-type: size; }\n@container \(condition) {\n\(rules)}\n"
      },
      tree: { n in
        #"{"type": "UIView", "classes": ["p"], "size": {"width": 10, "height": 10}, "children": ["#
          + Array(repeating: #"{"type": "UILabel"}"#, count: n).joined(separator: ",") + "]}"
      }),
    ScalingCase(
      name: "resolve of a chain of n nested containers, each query naming the outermost",
      sizes: [4_000, 8_000, 16_000, 32_000],
      prepare: { n in
        // Each node looked up its container past every inner one: O(depth²), 5.1 s at 128,000.
        let sheet = Stylesheet(
          source: ".c0 { container: outer / size; }\n.c1 { container: inner / inline-size; }\n"
            + "@container outer (height > 1px) { UIView { alpha: 0.5; } }\n",
          fileName: "s.css")
        var node = ViewNode("UILabel")
        for depth in (0..<n).reversed() {
          node = ViewNode(
            "UIView", classes: [depth == 0 ? "c0" : "c1"], size: StyleSize(width: 10, height: 10),
            children: [node])
        }
        let tree = try StyleTree(root: node)
        return {
          guard sheet.resolve(tree, parallel: false).property("alpha", of: tree.nodes[n - 1])?.value == 0.5
          else {
            throw ScalingError("a node under nested containers missed its named container")
          }
        }
      }),
    ScalingCase(
      name: "explain of every node of a chain n deep that inherits",
      sizes: [2_000, 4_000, 8_000, 16_000],
      prepare: { n in
        let sheet = Stylesheet(
          source:
            ".c0 { color: red; font-size: 12; }\n.c1 { background-color: inherit; tint-color: blue; }\n",
          fileName: "s.css")
        let tree = try chain(n) { "c\($0 % 2)" }
        // Each node's ancestors were found again from the root: the square of the depth.
        return { explainEveryNode(of: sheet, in: tree) }
      }),
  ]

  /// A chain of n views, the one at depth d (from the top) of the class `className(d)`, over a
  /// label: built from views, as the tree format refuses trees deeper than 1,000 levels by
  /// default.
  static func chain(_ n: Int, className: (Int) -> String) throws -> StyleTree {
    var node = ViewNode("UILabel")
    for depth in (0..<n).reversed() {
      node = ViewNode("UIView", classes: [className(depth)], children: [node])
    }
    return try StyleTree(root: node)
  }

  /// Explains every node of `tree` as `stylec explain SHEET TREE '*'` does: one explainer for
  /// them all.
  static func explainEveryNode(of sheet: Stylesheet, in tree: StyleTree) {
    sheet.forEachExplanation(
      of: tree.nodes, in: tree, property: nil, precedence: nil, environment: StyleEnvironment(), schema: nil
    ) { _, _ in }
  }
}
