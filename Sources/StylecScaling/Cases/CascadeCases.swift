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
        return { _ = try Schema(json: json) }
      }),
    ScalingCase(
      name: "lint of `^UIView` selectors against a schema chain n long",
      sizes: [2_000, 4_000, 8_000, 16_000],
      prepare: { n in
        let schema = try Schema(json: Array(schemaChain(n).utf8))
        // Ten distinct selectors, each asking about every subclass of UIView.
        let rules = (0..<10).map { index in
          "UIView.c\(index) ^UIView { alpha: 0.5; t-extra: 1; nothing: 2 }\n"
            + "UIView.c\(index) ^UIView:selected:busy { alpha: 0.5 }\n"
        }
        let sheet = Stylesheet(source: rules.joined() + ".x { t-extra: 1 }\n")
        return { _ = Linter(schema: schema).lint(sheet) }
      }),
  ]

  /// A case that reads the tree and resolves the sheet on it, on one core.
  private static func resolving(
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

  /// A `UIView` whose children have the given types.
  private static func flat(_ types: [String]) -> String {
    #"{"type": "UIView", "children": ["# + types.map { #"{"type": "\#($0)"}"# }.joined(separator: ",") + "]}"
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
