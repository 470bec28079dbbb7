import Testing

@testable import Stylec

/// CSS's cascade layers: later layers outrank earlier whatever the scores, unlayered rules
/// outrank every layer, sublayers rank below their layer's own rules, `!important` reverses
/// the order; declared by `@layer` statements, blocks and `@import … layer()`.
@Suite("@layer")
struct LayerTests {
  private func resolved(
    _ source: String, files: [String: String] = [:], node: ViewNode = ViewNode("UILabel", id: "title"),
    precedence: Precedence = .classy
  ) throws -> [String] {
    let loaded = sheet(source, path: "main.css", files: files)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    let tree = try StyleTree(root: node)
    return loaded.resolve(tree, precedence: precedence).properties(of: tree.root).map {
      "\($0.name): \($0.value)"
    }
  }

  @Test(arguments: Precedence.allCases)
  func aLaterLayerOutranksAnEarlierWhateverTheScores(precedence: Precedence) throws {
    let source = """
      @layer base, theme;
      @layer theme { UILabel { color: red; } }
      @layer base { UILabel#title { color: blue; } }
      """
    #expect(try resolved(source, precedence: precedence) == ["color: #ff0000"])
  }

  @Test func rulesInNoLayerOutrankEveryLayer() throws {
    let source = "UILabel { a: 1; }\n@layer theme { UILabel#title { a: 2; } }"
    #expect(try resolved(source) == ["a: 1"])
  }

  @Test func aLayersSublayersRankBelowItsOwnRules() throws {
    let source = "@layer base { UILabel { a: 1; } @layer buttons { UILabel#title { a: 2; } } }"
    #expect(try resolved(source) == ["a: 1"])
    #expect(Stylesheet(source: source, fileName: "main.css").rules.map(\.layer) == ["base", "base.buttons"])
  }

  @Test func theOrderIsWhereANameFirstAppears() throws {
    // `b` is named first by the statement, so `a`, which appears later, outranks it.
    let source = "@layer b;\n@layer a { UILabel { x: 1; } }\n@layer b { UILabel#title { x: 2; } }"
    #expect(try resolved(source) == ["x: 1"])
    // Dotted names declare each layer on the way.
    let dotted = "@layer a.c, b;\n@layer b { UILabel { y: 1; } }\n@layer a.c { UILabel#title { y: 2; } }"
    #expect(try resolved(dotted) == ["y: 1"])
  }

  @Test func importantDeclarationsRankTheOtherWayRound() throws {
    let source = """
      @layer base, theme;
      @layer theme { UILabel#title { a: 1 !important; } }
      @layer base { UILabel { a: 2 !important; } }
      UILabel#title { a: 3 !important; }
      """
    #expect(try resolved(source) == ["a: 2"])
  }

  /// CSS Nesting: a layer block inside a rule holds the rule's declarations, and its nested
  /// rules, in that layer; the declarations after it stay the rule's own.
  @Test func aLayerInsideARuleHoldsItsDeclarationsInTheLayer() throws {
    let source =
      "UILabel { @layer base { a: 1; b: 1; &.x { c: 1; } } b: 2; }\n@layer base { UILabel { a: 3; } }"
    let loaded = sheet(source, path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      loaded.rules.map { "\($0.layer ?? "-") \($0.selector) \($0.declarations.map(\.text))" } == [
        "base UILabel [\"a: 1\", \"b: 1\"]", "base UILabel.x [\"c: 1\"]", "- UILabel [\"b: 2\"]",
        "base UILabel [\"a: 3\"]",
      ])
    #expect(try resolved(source) == ["a: 3", "b: 2"])
  }

  @Test func anImportCanPutASheetInALayer() throws {
    let source =
      "@import \"theme.css\" layer(theme);\n@import \"anon.css\" layer;\n@layer theme { UILabel { b: 2; } }"
    let files = ["theme.css": "UILabel#title { a: 1; b: 1; }", "anon.css": "UILabel { a: 3; }"]
    // The anonymous layer comes after `theme`; the sheet's own `theme` rule is in the layer the
    // import declared, where scores rank as usual.
    #expect(try resolved(source, files: files) == ["a: 3", "b: 1"])
    #expect(
      sheet(source, path: "main.css", files: files).rules.map(\.layer) == [
        "theme", "-stylec-anonymous-1", "theme",
      ])
  }

  @Test(arguments: [
    (
      "UILabel { @layer x, y; }",
      "1:11 '@layer' inside a rule takes a block of the rule's declarations in that layer, not a list of names"
    ),
    ("@layer;", "1:1 '@layer' without a block names the layers it orders: @layer base, theme;"),
    ("@layer a, b { }", "1:1 '@layer' with a block names one layer, or none for an anonymous one"),
    ("@layer a..b;", "1:8 expected a layer's name: names joined by '.', such as base or base.buttons"),
    ("@layer a,;", "1:9 expected a layer's name before ','"),
    (
      "@import \"x.css\" layer(1);",
      "1:23 expected a layer's name: names joined by '.', such as base or base.buttons"
    ),
  ])
  func malformedLayersAreErrorsWhereWritten(source: String, expected: String) {
    let loaded = Stylesheet(source: source, fileName: "main.css")
    #expect(
      loaded.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.message)" }.first == expected
    )
  }

  @Test(arguments: [Dialect.classy, .interfacss, .nimbus])
  func theSeedsDialectsRefuseLayersByName(dialect: Dialect) {
    let loaded = Stylesheet(
      source: "@layer a;\n@layer b { UILabel { a: 1; } }\nUILabel { b: 2; }", fileName: "main.css",
      dialect: dialect)
    #expect(loaded.diagnostics.map(\.code) == [.notInDialect, .notInDialect])
    #expect(loaded.rules.map(\.selector) == ["UILabel"])
  }

  @Test func explainSaysADeclarationLostToALaterLayer() throws {
    let loaded = Stylesheet(
      source:
        "@layer base, theme;\n@layer theme { UILabel { color: red; } }\n@layer base { UILabel#title { color: blue; } }\nUILabel { width: 1; }\n@layer base { UILabel#title { width: 2; } }",
      fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UILabel", id: "title"))
    let explained = loaded.explain(tree.root, in: tree)
    #expect(
      explained.map { $0.candidates.map { $0.lostBecause?.description ?? "won" } } == [
        ["won", "its layer ranks below the winner's, 'theme'"],
        ["won", "its layer ranks below the rules in no layer, as the winner is"],
      ])
  }

  /// Between `!important` declarations the layers rank the other way round, those in no layer
  /// lowest: explain says so, naming each side's layer.
  @Test func explainSaysImportanceReversesTheLayers() throws {
    let loaded = Stylesheet(
      source:
        "@layer base { UILabel#title { alpha: 0.5 !important; } }\nUILabel { alpha: 0.7 !important; }\n@layer z { UILabel { alpha: 0.2 !important; } }",
      fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UILabel", id: "title"))
    let explained = try #require(loaded.explain(tree.root, in: tree, property: "alpha").first)
    #expect(
      explained.candidates.map { $0.lostBecause } == [
        nil, .lowerImportantLayer(winner: "base", loser: "z"),
        .lowerImportantLayer(winner: "base", loser: nil),
      ])
    #expect(
      explained.candidates.compactMap { $0.lostBecause?.description } == [
        "'!important' ranks the layers the other way round: its layer 'z' comes after the winner's 'base', so ranks below it",
        "'!important' in no layer ranks below '!important' in any layer, as the winner's 'base' is",
      ])
  }

  /// The canonical text states the layers' order first and writes each rule in its layer; read
  /// back, it ranks as the sheet did.
  @Test func theCanonicalTextKeepsTheLayers() throws {
    let source =
      "@layer base, theme;\n@layer theme { UILabel { color: red; } }\n@layer { UILabel#title { color: blue; } }\n@layer base { @layer inner { UILabel { a: 1; } } }"
    let loaded = Stylesheet(source: source, fileName: "main.css")
    #expect(
      loaded.canonicalText == """
        @layer base, theme, -stylec-anonymous-1, base.inner;
        @layer theme {
          UILabel { color: #ff0000; }
        }
        @layer -stylec-anonymous-1 {
          UILabel#title { color: #0000ff; }
        }
        @layer base.inner {
          UILabel { a: 1; }
        }

        """)
    let readBack = Stylesheet(source: loaded.canonicalText, fileName: "main.css")
    #expect(readBack.canonicalText == loaded.canonicalText)
    let tree = try StyleTree(root: ViewNode("UILabel", id: "title"))
    #expect(
      readBack.resolve(tree).properties(of: tree.root).map(\.value)
        == loaded.resolve(tree).properties(of: tree.root).map(\.value))
  }

  @Test func fmtAndConvertKeepLayers() throws {
    let source =
      "@layer base,theme;\n@layer theme{UILabel{color:red}}\n@import \"x.css\" layer(base.x);\n@layer{A{a:1}}\n"
    #expect(
      try StylesheetFormatter.format(Array(source.utf8), fileName: "main.css") == """
        @layer base, theme;
        @layer theme {
          UILabel {
            color: red;
          }
        }
        @import "x.css" layer(base.x);
        @layer {
          A {
            a: 1;
          }
        }

        """)
    let classy = try StylesheetFormatter.format(Array(source.utf8), fileName: "main.css", as: .classy)
    #expect(classy.contains("@layer base, theme\n") && classy.contains("@import \"x.css\" layer(base.x)"))
  }

  /// The article's example, as written, resolves as the article says.
  @Test func theArticlesExampleResolvesAsItSays() throws {
    let example = """
      @layer base, theme;
      @layer theme { UILabel { color: red; } }
      @layer base { UILabel#title { color: blue; alpha: 0.5 !important; } }
      UILabel { alpha: 0.7 !important; }
      """
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + example + "\n```"))
    #expect(try resolved(example) == ["alpha: 0.5", "color: #ff0000"])
  }

  /// A dotted name is as many nested layers: as deep as blocks may nest, and no deeper.
  @Test func aLayersNameNestsOnlyAsDeepAsTheLimit() {
    let deep = (0..<300).map { "a\($0)" }.joined(separator: ".")
    let loaded = Stylesheet(source: "@layer \(deep);\nUIView { a: 1; }", fileName: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.nestingTooDeep])
    #expect(loaded.rules.count == 1)
  }

  /// An anonymous layer is no written name's: a layer written `-stylec-anonymous-1` stays a
  /// layer of its own, and, as the canonical text would name both alike, is an error.
  @Test func anAnonymousLayerIsNoWrittenLayer() throws {
    let loaded = Stylesheet(
      source: "@layer { UILabel#title { a: 1; } }\n@layer -stylec-anonymous-1 { UILabel { a: 2; } }",
      fileName: "main.css")
    #expect(loaded.diagnostics.map { "\($0.location!.line) \($0.code)" } == ["2 invalid-layer"])
    let tree = try StyleTree(root: ViewNode("UILabel", id: "title"))
    // The written layer comes later, so it outranks the anonymous one whatever the scores.
    #expect(loaded.resolve(tree).properties(of: tree.root).map(\.value) == [2])
  }

  /// Rules of one selector in two layers rank differently: lint does not ask to merge them.
  @Test func lintAsksToMergeOnlyRulesOfOneLayer() {
    let loaded = Stylesheet(
      source:
        "@layer a { UILabel { alpha: 1; } }\n@layer b { UILabel { alpha: 0.5; } }\n@layer b { UILabel { tint-color: red; } }",
      fileName: "main.css")
    #expect(
      Linter(schema: .uikit).lint(loaded).filter { $0.code == .duplicateSelector }.map { $0.location!.line }
        == [3])
  }

  /// Every rule in a layer is printed with its whole name: a long name over thousands of
  /// sublayers made output and loading grow with the square of the sheet.
  @Test func aLayersDottedNameIsAtMost256Bytes() {
    let long = String(repeating: "a", count: 200)
    let fits = sheet(
      "@layer \(long) { @layer \(String(repeating: "b", count: 55)) { UILabel { alpha: 1; } } }",
      path: "main.css")
    #expect(fits.diagnostics.isEmpty)
    #expect(fits.rules.first?.layer?.utf8.count == 256)
    let over = sheet(
      "@layer \(long) { @layer \(String(repeating: "b", count: 56)) { UILabel { alpha: 1; } } UIView { alpha: 1; } }",
      path: "main.css")
    #expect(locatedCodes(over.diagnostics) == ["1:211 invalid-layer"])
    #expect(
      over.diagnostics.first?.message.hasPrefix(
        "a layer's dotted name, with its enclosing layers', may be 256 bytes long") == true)
    // The layer's rules are not read; the enclosing layer's are.
    #expect(over.rules.map(\.selector) == ["UIView"])
    #expect(
      sheet("@layer \(String(repeating: "c", count: 300));", path: "main.css").diagnostics.map(\.code) == [
        .invalidLayer
      ])
  }

  /// A CSS-wide keyword names no layer (CSS Cascade 5, 6.4.2), nor a container among others.
  @Test(arguments: ["inherit", "INITIAL", "unset", "revert", "revert-layer", "base.inherit"])
  func aCSSWideKeywordNamesNoLayer(name: String) {
    let loaded = sheet("@layer \(name) { UILabel { alpha: 0.5; } }", path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.invalidLayer])
    #expect(
      loaded.diagnostics.first?.message.hasSuffix("is a CSS-wide keyword, which names no layer") == true)
    #expect(loaded.rules.isEmpty)
    let container = sheet(".card { container-name: card initial; }", path: "main.css")
    #expect(container.diagnostics.map(\.code) == [.invalidValue])
  }
}
