import Foundation
import Stylec

extension ScalingCase {
  /// Paths through reading trees and schemas, matching, resolving and linting.
  static let cascadeCases: [ScalingCase] = [
    resolving(
      "`:nth-of-type`, `:nth-last-of-type`, `:only-of-type` over n siblings",
      sizes: [5_000, 10_000, 20_000, 40_000],
      sheet: { _ in
        "UILabel:nth-of-type(2n) { alpha: 0.5 }\nUILabel:nth-last-of-type(3) { alpha: 0.4 }\n"
          + "UILabel:only-of-type { alpha: 0.3 }\n"
      },
      tree: { n in flat((0..<n).map { $0 % 2 == 0 ? "UILabel" : "UIButton" }) }),
    resolving(
      "`UIButton ~ UILabel` over n siblings with no UIButton", sizes: [5_000, 10_000, 20_000, 40_000],
      sheet: { _ in "UIButton ~ UILabel { alpha: 0.5 }\n" },
      tree: { n in flat(Array(repeating: "UILabel", count: n)) }),
    resolving(
      "`^UIView:root > * > … (254×) UILabel`, 30 rules, 4n leaves under a chain 256 + n deep",
      sizes: [90, 180, 360, 720],
      sheet: { _ in
        let selector = "^UIView:root" + String(repeating: " > *", count: 254) + " UILabel"
        return (0..<30).map { "\(selector) { p\($0): 1 }\n" }.joined()
      },
      tree: { n in
        // Every leaf sits deeper than the selector is long, so each ancestor starts a walk of
        // 254 `>` steps that fails only at the top.
        let leaves = Array(repeating: #"{"type": "UILabel"}"#, count: 4 * n).joined(separator: ",")
        return String(repeating: #"{"type": "UIView", "children": ["#, count: 256 + n)
          + #"{"type": "UIView", "children": ["# + leaves + "]}" + String(repeating: "]}", count: 256 + n)
      }),
    // Such rules were tried by every node: 16 s at 16,000 (the twenty-fifth attack).
    resolving(
      "n rules `:root { --tI }` and n `:phone { --pI }` (not a phone) over n labels",
      sizes: [2_000, 4_000, 8_000, 16_000],
      sheet: { n in
        "@dialect css;\n"
          + (0..<n).map { ":root { --t\($0): \($0); }\n:phone { --p\($0): \($0); }\n" }.joined()
      },
      tree: { n in flat(Array(repeating: "UILabel", count: n)) }),
    // Such rules were tried by every node: 8.8 s at 8,000.
    resolving(
      "n rules `:is(.cI, .dI)` and `:where(#iI, UILabel.eI)` over n nodes",
      sizes: [2_500, 5_000, 10_000, 20_000],
      sheet: { n in
        (0..<n).map {
          ":is(.c\($0), .d\($0)) { alpha: 0.5 }\n:where(#i\($0), UILabel.e\($0)) { hidden: true }\n"
        }
        .joined()
      },
      tree: { n in
        #"{"type": "UIView", "children": ["#
          + (0..<n).map { #"{"type": "UILabel", "classes": ["c\#($0)"]}"# }.joined(separator: ",") + "]}"
      }),
    resolving(
      "a node with n classes and a rule `.cI` for each", sizes: [5_000, 10_000, 20_000, 40_000],
      sheet: { n in (0..<n).map { ".c\($0) { alpha: 0.5 }\n" }.joined() },
      tree: { n in #"{"type": "UIView", "classes": ["# + names("c", n) + "]}" }),
    resolving(
      "a node given n classes and n states", sizes: [12_500, 25_000, 50_000, 100_000],
      sheet: { _ in "UIView { alpha: 0.5 }\n" },
      tree: { n in
        #"{"type": "UIView", "classes": ["# + names("c", n) + #"], "state": ["# + names("s", n) + "]}"
      }
    ),
    resolving(
      "a tree of one node per type, the types one chain n long", sizes: [4_000, 8_000, 16_000, 32_000],
      sheet: { _ in "^UIView { alpha: 0.5 }\n^T3 { corner-radius: 2 }\n" },
      tree: { n in
        #"{"root": "# + flat((0..<n).map { "T\($0)" }) + #", "types": {"# + chainTypes(n) + "}}"
      }),
    resolving(
      "n `^T` rules on a type chain n long", sizes: [4_000, 8_000, 16_000, 32_000],
      sheet: { n in (0..<n).map { "^T\($0) { alpha: 0.5 }\n" }.joined() },
      tree: { n in #"{"root": {"type": "T\#(n - 1)"}, "types": {"# + chainTypes(n) + "}}" }),
    resolving(
      "n spellings of a UIKit shorthand (`bUtToN`) in a CSS sheet, each also a class of one of n nodes",
      sizes: [2_000, 4_000, 8_000, 16_000],
      sheet: { n in (0..<n).map { "\(shorthandSpelling($0)) { alpha: 0.5 }\n" }.joined() },
      tree: { n in flat(Array(repeating: "UILabel", count: n), classes: (0..<n).map(shorthandSpelling)) }),
    resolving(
      "`>` chains through n nodes, chains 500 deep alternating view and view controller, 8 rules of 200 compounds",
      sizes: [2_000, 4_000, 8_000, 16_000],
      sheet: { _ in
        (0..<8).map {
          "UIButton.r\($0)" + String(repeating: " > *", count: 200) + " > UILabel { p\($0): 1 }\n"
        }
        .joined()
      },
      tree: { n in
        let chain =
          (0..<500).map { #"{"type": "\#($0 % 2 == 0 ? "UIViewController" : "UIView")", "children": ["# }
          .joined()
          + #"{"type": "UILabel"}"# + String(repeating: "]}", count: 500)
        return #"{"type": "UIButton", "classes": ["r0"], "children": ["#
          + Array(repeating: chain, count: n / 500).joined(separator: ",") + "]}"
      }),
    ScalingCase(
      name: "under a schema, n nodes each with a misfit of an enumeration of n names (reported with notes)",
      sizes: [1_000, 2_000, 4_000, 8_000],
      prepare: { n in
        let names = (0..<n).map { "name-\($0)" }.joined(separator: "|")
        let schema = try StyleSchema(
          json: Array(
            #"{"types": {"Gauge": {"superclass": "UIView", "properties": {"mode": "enum(\#(names))"}}}}"#.utf8
          ))
        let sheet = Stylesheet(
          source: "Gauge { mode: name-0 }\n" + (0..<n).map { ".c\($0) { mode: nome-\($0) }\n" }.joined())
        let tree = try StyleTree(
          json: Array(flat(Array(repeating: "Gauge", count: n), classes: (0..<n).map { "c\($0)" }).utf8),
          schema: schema)
        return { _ = sheet.resolve(tree, schema: schema, parallel: false) }
      }),
    ScalingCase(
      name: "a property with n arguments `p[a0:v0, …]`", sizes: [5_000, 10_000, 20_000, 40_000],
      prepare: { n in
        let arguments = (0..<n).map { "a\($0):v\($0)" }.joined(separator: ",")
        let source = "UIView { alpha[\(arguments)]: 0.5 }\n"
        return { _ = Stylesheet(source: source) }
      }),
    ScalingCase(
      name: "a schema whose superclasses form one chain n long", sizes: [2_000, 4_000, 8_000, 16_000],
      prepare: { n in
        let json = Array(schemaChain(n).utf8)
        return { _ = try StyleSchema(json: json) }
      }),
    ScalingCase(
      name: "lint of `^UIView` selectors against a schema chain n long",
      sizes: [2_000, 4_000, 8_000, 16_000],
      prepare: { n in
        let schema = try StyleSchema(json: Array(schemaChain(n).utf8))
        // Ten distinct selectors, each asking about every subclass of UIView.
        let rules = (0..<10).map { index in
          "UIView.c\(index) ^UIView { alpha: 0.5; t-extra: 1; nothing: 2 }\n"
            + "UIView.c\(index) ^UIView:selected:busy { alpha: 0.5 }\n"
        }
        let sheet = Stylesheet(source: rules.joined() + ".x { t-extra: 1 }\n")
        return { _ = Linter(schema: schema).lint(sheet) }
      }),
    ScalingCase(
      name: "load and lint of n declarations in two nested groups of √n selectors each",
      sizes: [4_000, 8_000, 16_000, 32_000],
      prepare: { n in
        // The inner group expands to about n selectors, which share the block's n declarations:
        // each declaration was checked once per selector (10,000 selectors around 20,000
        // declarations: 29 s), and each rule's properties read from all of them.
        let width = Int(Double(n).squareRoot())
        let outer = (0..<width).map { "UIView.a\($0)" }.joined(separator: ", ")
        let inner = (0..<width).map { "UILabel.b\($0)" }.joined(separator: ", ")
        let written = ["text-color red", "background-color blue", "text-alignment center", "alpha 0."]
        let declarations = (0..<n).map { (index: Int) -> String in
          let tail: String = index % 4 == 3 ? String(index % 10) + "\n" : "\n"
          return "    " + written[index % 4] + tail
        }
        let source = outer + " {\n  " + inner + " {\n" + declarations.joined() + "  }\n}\n"
        let limits = StylesheetLimits(
          maximumSelectorExpansion: .max, maximumTotalSelectors: .max, maximumDiagnostics: .max)
        return {
          let findings = Linter().lint(Stylesheet(source: source, fileName: "s.cas", limits: limits))
          // Each declaration but the last of each property sets it again: n - 4 findings.
          guard findings.count == n - 4 else {
            throw ScalingError("lint of \(n) nested declarations found \(findings.count) findings")
          }
        }
      }),
    ScalingCase(
      name: "lint --env-matrix of n `@media` blocks testing log2(n) - 2 custom facts (n / 4 environments)",
      sizes: [2_048, 4_096, 8_192, 16_384],
      prepare: { n in
        // Each condition was tested in every environment, and each property's environments
        // scanned again for each fact (12 facts, 8,000 blocks: 12.7 s).
        let facts = n.trailingZeroBitCount - 2
        let source = (0..<n).map { index in
          "@media (fact\(index % facts): on) { UIView.c\(index) { alpha: 1; } }\n"
        }
        .joined()
        let sheet = Stylesheet(source: source, fileName: "s.css")
        return {
          // One gap for each rule: set when its fact is on, never when it is unset; past the
          // 10,000 diagnostics a lint keeps, one more says how many were left out.
          let findings = Linter(checksEnvironments: true).lint(sheet)
          guard findings.count == (n <= 10_000 ? n : 10_001) else {
            throw ScalingError("lint --env-matrix of \(n) blocks found \(findings.count) findings")
          }
        }
      }),
    ScalingCase(
      name: "lint --env-matrix of n `@media` blocks testing n values of one custom fact",
      sizes: [500, 1_000, 2_000, 4_000],
      prepare: { n in
        // Each test was tried at each of the fact's values (4,095 values: 7.2 s).
        let source = (0..<n).map { "@media (appearance: v\($0)) { UIButton { title-color: red; } }\n" }
          .joined()
        let sheet = Stylesheet(source: source, fileName: "s.css")
        return {
          // One gap: the title colour is set under every value but unset.
          let findings = Linter(checksEnvironments: true).lint(sheet).filter { $0.code == .environmentGap }
          guard findings.count == 1 else {
            throw ScalingError("lint --env-matrix of \(n) values found \(findings.count) gaps")
          }
        }
      }),
  ]

  /// A case that reads the tree and resolves the sheet on it, on one core.
  static func resolving(
    _ name: String, sizes: [Int], sheet: @escaping @Sendable (Int) -> String,
    tree: @escaping @Sendable (Int) -> String
  ) -> ScalingCase {
    ScalingCase(name: name, sizes: sizes) { n in
      let stylesheet = Stylesheet(source: sheet(n))
      guard stylesheet.diagnostics.isEmpty else {
        throw ScalingError("\(name): \(stylesheet.diagnostics[0])")
      }
      let json = Array(tree(n).utf8)
      return {
        let tree = try StyleTree(json: json)
        _ = stylesheet.resolve(tree, parallel: false)
      }
    }
  }

  /// A `UIView` whose children have the given types (and one class each, if given).
  /// A tree of `n / depth` chains under one root, each `depth` levels of `link` (a node's JSON
  /// up to its children's opening bracket) around `leaf`.
  static func chains(_ n: Int, deep depth: Int, link: String, leaf: String) -> String {
    let chain = String(repeating: link, count: depth) + leaf + String(repeating: "]}", count: depth)
    return #"{"type": "UIView", "children": ["#
      + Array(repeating: chain, count: n / depth).joined(separator: ",") + "]}"
  }

  static func flat(_ types: [String], classes: [String] = []) -> String {
    let children = types.indices.map { index in
      let name = index < classes.count ? #", "classes": ["\#(classes[index])"]"# : ""
      return #"{"type": "\#(types[index])"\#(name)}"#
    }
    return #"{"type": "UIView", "children": ["# + children.joined(separator: ",") + "]}"
  }

  /// The `index`th spelling of `activityindicatorview` in upper and lower case: each a UIKit
  /// shorthand of its own.
  private static func shorthandSpelling(_ index: Int) -> String {
    String(
      "activityindicatorview".enumerated().map { position, letter in
        index >> position & 1 == 1 ? Character(letter.uppercased()) : letter
      })
  }

  /// `"p0", "p1", …` for a JSON array.
  private static func names(_ prefix: String, _ count: Int) -> String {
    (0..<count).map { #""\#(prefix)\#($0)""# }.joined(separator: ",")
  }

  /// A tree document's `types`: `T0` a `UIView`, each `Ti` a subclass of `Ti-1`.
  private static func chainTypes(_ count: Int) -> String {
    (0..<count).map { #""T\#($0)": "\#($0 == 0 ? "UIView" : "T\($0 - 1)")""# }.joined(separator: ",")
  }

  /// A schema file of `count` types in one chain under `UIView`, every tenth with a state and a
  /// property of its own.
  private static func schemaChain(_ count: Int) -> String {
    let types = (0..<count).map { index in
      let superclass = index == 0 ? "UIView" : "T\(index - 1)"
      let extra = index % 10 == 0 ? #", "states": ["busy"], "properties": {"t-extra": "number"}"# : ""
      return #""T\#(index)": {"superclass": "\#(superclass)"\#(extra)}"#
    }
    return #"{"types": {"# + types.joined(separator: ",") + "}}"
  }
}
