import Foundation
import Testing

@testable import Stylec

/// Parsing the canonical printout of a parsed sheet yields the same sheet.
@Suite("Canonical printout round trip")
struct CanonicalTextTests {
  /// Every bundled stylesheet, with its imports (read from the repository's `Fixtures/`).
  static let fixtureSheets: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".cas") || path.hasSuffix(".css") {
        paths.append(root.appendingPathComponent(path).path)
      }
    }
    return paths.sorted()
  }()

  @Test func everyFixtureSurvivesTheRoundTrip() throws {
    #expect(Self.fixtureSheets.count >= 12)
    for path in Self.fixtureSheets {
      let fixtures = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent().path
      let sheet = try Stylesheet(contentsOfFile: path, limits: StylesheetLimits(importRoot: fixtures))
      try expectRoundTrip(sheet, "\(path)")
    }
  }

  @Test func generatedSheetsSurviveTheRoundTrip() throws {
    for seed in DifferentialTests.seeds {
      var generator = CaseGenerator(seed: seed)
      let generated = generator.makeCase()
      let sheet = Stylesheet(
        source: generated.sheetText, fileName: generated.classy ? "generated.cas" : "generated.css")
      try expectRoundTrip(sheet, "seed \(seed)")
    }
  }

  @Test func generatedValuesNestingAndConditionsSurviveTheRoundTrip() throws {
    for seed in DifferentialTests.seeds {
      var random = SeededRandom(seed: seed)
      let syntax: StylesheetSyntax = Bool.random(using: &random) ? .classy : .css
      let source = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        randomRule(depth: 0, syntax: syntax, using: &random)
      }.joined(separator: "\n")
      let sheet = Stylesheet(source: source, fileName: syntax == .css ? "values.css" : "values.cas")
      #expect(sheet.diagnostics.isEmpty, "seed \(seed): \(sheet.diagnostics.map(\.message))\n\(source)")
      try expectRoundTrip(sheet, "seed \(seed)\n\(source)")
    }
  }

  @Test func nestingVariablesExtendAndConditionsPrintFlat() throws {
    let source = """
      $accent = #f00
      UIView.card {
        title-color(highlighted) $accent
        layer @{ corner-radius 2 * 3 }
      }
      @media pad and (version: >= 17.0), phone {
        UIView.card > UILabel { font "Avenir" 12; text "a \\"b\\"" }
      }
      UIButton { @extend UIView.card; insets 1 2 (3 4) }
      """
    let sheet = Stylesheet(source: source, fileName: "main.cas")
    #expect(sheet.diagnostics.isEmpty)
    #expect(
      sheet.canonicalText == """
        @dialect classy;
        UIView.card { title-color[state:highlighted]: #ff0000; layer.corner-radius: 6; }
        @media pad and (version: >= 17.0), phone {
          UIView.card > UILabel { font: "Avenir" 12; text: "a \\"b\\""; }
        }
        UIButton { title-color[state:highlighted]: #ff0000; layer.corner-radius: 6; insets: 1 2 3 4; }

        """)
    try expectRoundTrip(sheet, "example")
  }

  @Test func aRuleWithNothingLeftPrintsAsAnEmptyBlock() throws {
    // An extend-only rule whose target no rule sets, or Nimbus's rule of two bound states.
    let sheet = Stylesheet(source: "@dialect nimbus;\nUIButton:selected:disabled { color: red; }")
    #expect(sheet.canonicalText == "@dialect nimbus;\nUIButton:selected:disabled {}\n")
  }

  /// A nested property under arguments prints as `title-text-attributes[state:highlighted].kern`,
  /// which both syntaxes read back as the same key.
  @Test func nestedPropertiesUnderArgumentsRoundTrip() throws {
    let written = sheet(
      "UIButton {\n  title-text-attributes[state:highlighted] @{\n    kern 3\n    paragraph-style @{ line-spacing 2 }\n  }\n}"
    )
    #expect(
      written.canonicalText.contains(
        "title-text-attributes[state:highlighted].paragraph-style.line-spacing: 2;"))
    try expectRoundTrip(written, "nested under arguments")
    let classy = sheet("UIButton { title-text-attributes[state:highlighted].kern 3 }")
    #expect(classy.rules[0].declarations.map(\.property) == ["title-text-attributes[state:highlighted].kern"])
    #expect(
      locatedCodes(sheet("UIButton { title-color[state:selected].#a red }").diagnostics) == [
        "1:40 expected-property"
      ])
  }

  /// A Classy sheet's exact type that CSS syntax would read as UIKit's shorthand (an app's
  /// `Label`, `button`) prints with its first letter escaped, which CSS reads as that exact
  /// name: printed raw, the text read back styled every UILabel and UIButton.
  @Test func anExactTypeNamedLikeAShorthandReadsBackAsItself() throws {
    let classy = sheet("Label\n  alpha 0.5\nbutton:not(view)\n  alpha 0.25\n", path: "main.cas")
    #expect(
      classy.canonicalText
        == "@dialect classy;\n\\4c abel { alpha: 0.5; }\n\\62 utton:not(\\76 iew) { alpha: 0.25; }\n")
    try expectRoundTrip(classy, "exact types")
    // Elsewhere (`stylec rules`, explain) the type is named as it is.
    #expect(classy.rules.map(\.selector) == ["Label", "button:not(view)"])
    let css = Stylesheet(source: "\\4c abel, Label { a: 1; }", fileName: "main.css")
    #expect(css.rules.map(\.selector) == ["Label", "UILabel"])
  }

  /// A word of a value that reads as something else written raw is escaped, as a selector's
  /// names are: the words "10px" and "#fff" (written escaped) came back as a number and a
  /// colour, and a word holding an escaped `;`, `:` or `}` ended the declaration and the rule,
  /// so that the printout set properties the sheet never set.
  @Test func aValuesWordsReadBackAsThemselves() throws {
    let written = sheet(
      "UIView { x: \\31 0px; y: \\23 fff; title: a\\3b alpha\\3a 0\\7d UIView\\7b hidden\\3a true; }",
      path: "main.css")
    #expect(written.rules.count == 1)
    #expect(written.canonicalText.contains(#"title: a\;alpha\:0\}UIView\{hidden\:true;"#))
    try expectRoundTrip(written, "escaped words")
    let classy = sheet("UIView\n  x \\31 a\n", path: "main.cas")
    try expectRoundTrip(classy, "escaped word in Classy")
  }

  /// Names a value's `var()`, a state, a container query and a class hold are escaped where
  /// their text would read as something else: `var(--a\,1)` printed as `var(--a,1)` (a fallback
  /// of 1), `:s\ t` as `:s t` (a state and a descendant), `@container c\ d` as two names, and
  /// the class `-` as `.-`, which does not read. A UIKit shorthand is written as it was, so that a
  /// tree of a class of that name reads the printout as it read the sheet.
  @Test func namesInVarsStatesContainersAndClassesReadBackAsThemselves() throws {
    let written = sheet(
      """
      .a { --a\\,1: 0.5; alpha: var(--a\\,1); }
      .d:s\\ t { alpha: 0.2; }
      .c { container: c\\ d / size; }
      @container c\\ d (width > 10px) { .e { alpha: 0.3; } }
      .\\2d { alpha: 0.4; }
      button { alpha: 0.6; }
      """, path: "main.css")
    let printed = written.canonicalText
    for expected in ["var(--a\\,1)", ".d:s\\ t", "@container c\\ d (width > 10px)", ".\\- {", "button {"] {
      #expect(printed.contains(expected), "\(expected)\n\(printed)")
    }
    try expectRoundTrip(written, "escaped names")
  }

  private func expectRoundTrip(_ sheet: Stylesheet, _ name: String) throws {
    let printed = sheet.canonicalText
    let reread = Stylesheet(source: printed, fileName: "canonical.css")
    #expect(
      reread.diagnostics.filter { $0.severity == .error }.isEmpty,
      "\(name): \(reread.diagnostics)\n\(printed)")
    #expect(summary(reread) == summary(sheet), "\(name)\n\(printed)")
    #expect(reread.dialect == sheet.dialect, "\(name)")
    #expect(reread.canonicalText == printed, "\(name): the printout is not a fixed point")
  }

  /// What defines a sheet's meaning: each rule's selector, condition, scores and declarations,
  /// in ranking order.
  private func summary(_ sheet: Stylesheet) -> [String] {
    sheet.rules.map { rule in
      let scores = Precedence.allCases.map { "\(rule.scores[$0] ?? 0)" }.joined(separator: "/")
      let declarations = rule.declarations.map { "\($0.property)=\($0.value)" }.joined(separator: "; ")
      return "\(rule.selector) @\(rule.condition ?? "-") [\(scores)] \(declarations)"
    }
  }

  /// A rule with random declarations, sometimes a nested rule and an `@media` block inside.
  private func randomRule(depth: Int, syntax: StylesheetSyntax, using random: inout SeededRandom) -> String {
    let selectors = [
      "UIView", "UILabel.title", "^UIControl:selected", "#main > .a", "& + UIButton", "&.b", "> *",
    ]
    let selector = (0..<Int.random(in: 1...2, using: &random)).map { _ in
      selectors[Int.random(in: (depth == 0 ? 0 : 3)..<(depth == 0 ? 4 : selectors.count), using: &random)]
    }.joined(separator: ", ")
    let properties = [
      "alpha", "title-color(highlighted)", "layer.corner-radius", "font", "text", "insets",
      "title-text-attributes[state:selected].kern",
    ]
    var body = (0..<Int.random(in: 1...4, using: &random)).map { _ in
      let name = properties.randomElement(using: &random)!
      return syntax == .css
        ? "\(name): \(randomValue(depth: 0, using: &random));"
        : "\(name) \(randomValue(depth: 0, using: &random))"
    }
    if depth < 2, Int.random(in: 0..<3, using: &random) == 0 {
      body.append(randomRule(depth: depth + 1, syntax: syntax, using: &random))
    }
    if depth < 2, Int.random(in: 0..<4, using: &random) == 0 {
      let condition = ["pad", "phone and (version: >= 16.4)", "landscape, tv", "(screen-width: < 400.5)"]
        .randomElement(using: &random)!
      body.append("@media \(condition) { \(randomRule(depth: depth + 1, syntax: .css, using: &random)) }")
    }
    return "\(selector) {\n\(body.joined(separator: "\n"))\n}"
  }

  /// A value of any kind the language has: numbers with units, arithmetic, colors, strings with
  /// escapes, identifiers, booleans, `current`, and space- or comma-separated lists.
  private func randomValue(depth: Int, using random: inout SeededRandom) -> String {
    let choice = Int.random(in: 0..<(depth < 2 ? 11 : 9), using: &random)
    switch choice {
    case 0:
      return ["0", "-0.5", "12", "1.25e3", "3px", "10pt", "50%", "90deg", ".5"].randomElement(using: &random)!
    case 1: return ["2 * 3", "(1 + 2) * 4px", "10 / 4", "-3 + 1"].randomElement(using: &random)!
    case 2:
      return ["#fff", "#12345678", "rgb(1, 2, 3)", "rgba(255,0,0,0.5)", "hsl(120, 50%, 50%)", "red", "clear"]
        .randomElement(using: &random)!
    case 3:
      return ["\"plain\"", "'single'", "\"with \\\"quotes\\\" and \\\\ slash\"", "\"ünïcødé ✓\"", "\"\""]
        .randomElement(using: &random)!
    case 4: return ["Avenir-Heavy", "center", "bg_button_blue"].randomElement(using: &random)!
    case 5: return ["true", "false", "yes", "no"].randomElement(using: &random)!
    case 6: return "current"
    case 7:
      return ["lighten(#336699, 10%)", "fade(red, 50%)", "darken(blue, 5%)"].randomElement(using: &random)!
    case 8: return "\(Int.random(in: 1...99, using: &random))"
    case 9:
      return (0..<Int.random(in: 2...3, using: &random)).map { _ in
        randomValue(depth: depth + 1, using: &random)
      }
      .joined(separator: " ")
    default:
      return (0..<Int.random(in: 2...3, using: &random)).map { _ in
        "(" + randomValue(depth: depth + 1, using: &random) + ")"
      }
      .joined(separator: ", ")
    }
  }
}
