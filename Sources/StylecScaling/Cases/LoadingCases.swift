import Stylec

extension ScalingCase {
  /// Paths through loading a stylesheet: parsing, variables, imports, nesting, `@extend`.
  static let loadingCases: [ScalingCase] = [
    ScalingCase(name: "load: `a{}` repeated", sizes: [20_000, 40_000, 80_000, 160_000]) { rules in
      let text = String(repeating: "a{}", count: rules)
      // Past the default selector budget the load stops early: raised, every rule is read.
      let limits = StylesheetLimits(maximumTotalSelectors: .max, maximumTotalBytes: .max)
      return { _ = Stylesheet(source: text, fileName: "s.css", limits: limits) }
    },
    ScalingCase(name: "load: `1 + 1 + … + 1` in one value", sizes: [20_000, 40_000, 80_000, 160_000]) {
      terms in
      let text = "A { a " + Array(repeating: "1", count: terms).joined(separator: " + ") + " }"
      return { _ = Stylesheet(source: text, fileName: "s.cas") }
    },
    ScalingCase(
      name: "load: property arguments `p[a0:v0,…]`", sizes: [5_000, 10_000, 20_000, 40_000]
    ) { arguments in
      let list = (0..<arguments).map { "a\($0):v\($0)" }.joined(separator: ",")
      let text = "A { p[\(list)] 1 }"
      return { _ = Stylesheet(source: text, fileName: "s.cas") }
    },
    // Each query of a list copied the alternatives so far: 9,999 took 0.69 s, 2,500 0.05.
    ScalingCase(
      name: "load: 8 `@media` blocks of n comma-separated queries", sizes: [1_200, 2_400, 4_800, 9_600]
    ) { queries in
      let list = (0..<queries).map { "(width > \($0)px)" }.joined(separator: ", ")
      let text = String(repeating: "@media \(list) { UIView { alpha: 1; } }\n", count: 8)
      let limits = StylesheetLimits(maximumTotalBytes: .max)
      return { _ = Stylesheet(source: text, fileName: "s.css", limits: limits) }
    },
    // Each `and` copied the conjunction so far: 20,000 took 0.86 s to lint, 40,000 3.4 s.
    ScalingCase(
      name: "load: one `@media` condition of n `and`s", sizes: [10_000, 20_000, 40_000, 80_000]
    ) { features in
      let text =
        "@media " + Array(repeating: "(width > 1)", count: features).joined(separator: " and ")
        + " { UIView { alpha: 1; } }"
      return { _ = Stylesheet(source: text, fileName: "s.css") }
    },
    ScalingCase(
      name: "load: `@media` blocks between declarations in one rule", sizes: [5_000, 10_000, 20_000, 40_000]
    ) { blocks in
      let text = "UIView {" + String(repeating: "a:1;@media (version: >= 7){g:1}", count: blocks) + "}"
      let limits = StylesheetLimits(maximumTotalSelectors: .max)
      return { _ = Stylesheet(source: text, fileName: "s.css", limits: limits) }
    },
    ScalingCase(
      name: "load: n stray CSS lines of two words before a rule",
      sizes: [2_000, 4_000, 8_000, 16_000]
    ) { lines in
      // One prelude of n lines: each line break is a place the selector could resume, looked at
      // once, and the stray lines are reported in one warning.
      let text = (0..<lines).map { "bad\($0) x" }.joined(separator: "\n") + "\n.style1 { alpha: 1; bad bad }"
      let limits = StylesheetLimits(maximumSelectorLength: .max)
      return { _ = Stylesheet(source: text, fileName: "s.css", limits: limits) }
    },
    ScalingCase(name: "load: n `@import a` lines without `;`", sizes: [10_000, 20_000, 40_000, 80_000]) {
      lines in
      // Each import ends at its line: the statement after it is never scanned from the start.
      let text = String(repeating: "@import a\n", count: lines)
      let limits = StylesheetLimits(maximumImports: .max)
      return { _ = Stylesheet(source: text, fileName: "s.css", limits: limits) }
    },
    ScalingCase(
      name: "load: `@media ipad-ipad-…-retina`, one keyword of n dashes",
      sizes: [10_000, 20_000, 40_000, 80_000]
    ) { dashes in
      let text = "@media " + String(repeating: "ipad-", count: dashes) + "retina { .x { a: 1; } }"
      return { _ = Stylesheet(source: text, fileName: "s.css") }
    },
    ScalingCase(
      name: "load: n declarations without `;` in one block", sizes: [10_000, 20_000, 40_000, 80_000]
    ) {
      lines in
      let text = ".x {\n" + String(repeating: "  alpha: 1\n", count: lines) + "}"
      return { _ = Stylesheet(source: text, fileName: "s.css") }
    },
    ScalingCase(name: "load: `&` adding classes to a parent's", sizes: [5_000, 10_000, 20_000, 40_000]) {
      classes in
      let parent = (0..<classes).map { ".p\($0)" }.joined()
      let nested = (0..<classes).map { ".c\($0)" }.joined()
      let text = "A\(parent) { &\(nested) { a 1 } }"
      return { _ = Stylesheet(source: text, fileName: "s.cas") }
    },
    ScalingCase(name: "schema: `list(list(…))` type names", sizes: [50_000, 100_000, 200_000, 400_000]) {
      depth in
      let type = String(repeating: "list(", count: depth) + "number" + String(repeating: ")", count: depth)
      let json = Array(#"{"types": {"A": {"properties": {"p": "\#(type)"}}}}"#.utf8)
      // Past 64 levels the type is an error; reading the name to find that out stays linear.
      return { _ = try? StyleSchema(json: json) }
    },
  ]
}
