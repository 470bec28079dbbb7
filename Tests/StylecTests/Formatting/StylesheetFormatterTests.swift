import Foundation
import Testing

@testable import Stylec

/// `StylesheetFormatter`: the house style of each syntax, comments and blank lines kept,
/// formatting its own output changing nothing, and converting between the syntaxes keeping what
/// every sheet means: the bundled examples, Classy's spec sheets and generated sheets applied
/// before and after give the same styles.
@Suite("Formatting and converting stylesheets")
struct StylesheetFormatterTests {
  private func format(
    _ text: String, _ name: String = "main.cas", to target: StylesheetSyntax? = nil, dialect: Dialect? = nil
  ) throws -> String {
    try StylesheetFormatter.format(Array(text.utf8), fileName: name, as: target, dialect: dialect)
  }

  /// The comments of a text, in order, as the lexer skips them.
  private func comments(_ text: String, syntax: StylesheetSyntax) -> [String] {
    let file = SourceFile(path: "x", bytes: Array(text.utf8))
    let tokens = Lexer.tokenize(file, syntax: syntax).tokens
    return SourceComments.ranges(in: file, tokens: tokens).map(file.text)
  }

  static let messyClassy = """
    /* header
       comment */
    $a = 2 +5   // adds
    $b=  round (2.5)
    @corner : 4;

    UIButton.primary,   // first
    UILabel:
      color red ; // trailing
      // own line



      layer: @{
        corner-radius @corner
      }
      UIView
        alpha .5
        /* last */
    // between
    UISwitch {} // empty
    @media phone { UIView { alpha 1; tint-color rgb(1,2 , 3) } }
    @mixin card($size: 4) { corner-radius $size }
    UIView.card { @include card(8); @extend UIButton.primary }
    @import "more.cas"

    """

  @Test func classySyntaxHasOneHouseStyle() throws {
    #expect(
      try format(Self.messyClassy) == """
        /* header
           comment */
        $a = 2 +5 // adds
        $b = round (2.5)
        @corner: 4

        UIButton.primary, UILabel { // first
          color: red // trailing
          // own line

          layer @{
            corner-radius: @corner
          }
          UIView {
            alpha: .5
            /* last */
          }
        }
        // between
        UISwitch {} // empty
        @media phone {
          UIView {
            alpha: 1
            tint-color: rgb(1, 2, 3)
          }
        }
        @mixin card($size: 4) {
          corner-radius: $size
        }
        UIView.card {
          @include card(8)
          @extend UIButton.primary
        }
        @import "more.cas"

        """)
  }

  @Test func cssSyntaxHasOneHouseStyle() throws {
    let messy = """
      @dialect css;
      $pad:4;@import url('a.css')
      button,
      UILabel>.x   { color : red;;alpha:0.5 }


      #done{font-weight:bold}/* done */
      """
    #expect(
      try format(messy, "main.css") == """
        @dialect css;
        $pad: 4;
        @import url('a.css');
        button, UILabel>.x {
          color: red;
          alpha: 0.5;
        }

        #done {
          font-weight: bold;
        } /* done */

        """)
  }

  /// CSS's `@charset "UTF-8";` is kept first, before an added `@dialect`; it was an unknown
  /// at-rule.
  @Test func charsetStaysFirst() throws {
    #expect(
      try format("@charset 'utf-8';\nUILabel{alpha:1}", "main.css")
        == "@charset \"UTF-8\";\nUILabel {\n  alpha: 1;\n}\n")
    #expect(
      try format("@charset \"UTF-8\";\nUILabel{alpha:1}", "main.css", to: .classy)
        == "@charset \"UTF-8\"\n@dialect stylec\n\nUILabel {\n  alpha: 1\n}\n")
    // It counts as no statement before `@dialect`, read or converted.
    let named = sheet("@charset \"UTF-8\";\n@dialect css;\nUILabel { alpha: 1; }", path: "main.css")
    #expect(named.diagnostics.isEmpty)
    #expect(named.dialect == .css)
    #expect(
      try format("@charset \"UTF-8\";\n@dialect css;\nUILabel{alpha:1}", "main.css", to: .classy)
        == "@charset \"UTF-8\"\n@dialect css\nUILabel {\n  alpha: 1\n}\n")
    // Another encoding, or one inside a rule, is an error.
    #expect(
      sheet("@charset \"latin1\";", path: "main.css").diagnostics.map(\.message) == [
        "stylec reads every sheet as UTF-8: '@charset' names no other encoding (@charset \"UTF-8\";)"
      ])
    #expect(
      sheet("UILabel { @charset \"UTF-8\"; }", path: "main.css").diagnostics.map(\.message) == [
        "'@charset' is only allowed at the top level of a stylesheet"
      ])
  }

  /// An empty custom property and an empty fallback are kept, in both syntaxes, and read back
  /// the same: `--toggle: ;` in CSS, `--toggle:` on its line in Classy's syntax.
  @Test func emptyCustomPropertiesAndFallbacksAreKept() throws {
    let source = ":root{--on:;--off: !important}\nUILabel{alpha:var(--x,) var(--y)}"
    let css = ":root {\n  --on: ;\n  --off: !important;\n}\nUILabel {\n  alpha: var(--x, ) var(--y);\n}\n"
    #expect(try format(source, "main.css") == css)
    let classy = try format(source, "main.css", to: .classy)
    #expect(
      classy
        == "@dialect stylec\n\n:root {\n  --on:\n  --off: !important\n}\nUILabel {\n  alpha: var(--x, ) var(--y)\n}\n"
    )
    #expect(try format(classy, "main.cas", to: .css) == "@dialect stylec;\n\n" + css)
    #expect(sheet(classy, path: "main.cas").diagnostics.isEmpty)
  }

  @Test func formattingTheOutputChangesNothing() throws {
    for (text, name) in [(Self.messyClassy, "main.cas")] + Self.bundledSheets.map({ ($0.text, $0.name) }) {
      let once = try format(text, name)
      #expect(try format(once, name) == once, "\(name)")
    }
  }

  /// A bidirectional override or isolate in a name or word is written as a hex escape, as control
  /// characters are: it reads back the same, and never reaches a terminal raw (`rules --format
  /// css` printed `.q\202e z`'s U+202E as itself, reversing the line after it).
  @Test func bidirectionalControlsAreWrittenAsEscapes() {
    #expect(CSSEscapes.escapedName("q\u{202E}z") == #"q\202e z"#)
    #expect(CSSEscapes.escapedName("a\u{2066}") == #"a\2066 "#)
    #expect(CSSEscapes.escapedWord("x\u{202D}y") == #"x\202d y"#)
    #expect(CSSEscapes.escapedName("é—z") == "é—z")
  }

  /// Names with CSS escapes are printed as written, so that they read back the same names.
  @Test func escapedNamesAreKeptAsWritten() throws {
    let source = #".\31 0, #\prev { text-alignment: \63 enter; }"# + "\n"
    let css = try format(source, "main.css")
    #expect(css == #".\31 0, #\prev {"# + "\n" + #"  text-alignment: \63 enter;"# + "\n}\n")
    let classy = try format(source, "main.css", to: .classy)
    #expect(classy.contains(#".\31 0, #\prev {"#) && classy.contains(#"text-alignment: \63 enter"#))
    let rules = sheet(classy, path: "main.cas").rules
    #expect(rules.map(\.selector) == [#".\31 0"#, "#prev"])
    #expect(rules.first?.declarations.map(\.value) == [.identifier("center")])
  }

  @Test func commentsAreKeptInOrder() throws {
    for (text, name) in [(Self.messyClassy, "main.cas")] + Self.bundledSheets.map({ ($0.text, $0.name) }) {
      let syntax = StylesheetSyntax(path: name)
      let other: StylesheetSyntax = syntax == .css ? .classy : .css
      let expected = comments(text, syntax: syntax)
      #expect(comments(try format(text, name), syntax: syntax) == expected, "\(name)")
      #expect(comments(try format(text, name, to: other), syntax: other) == expected, "\(name)")
    }
  }

  @Test func aSheetWithErrorsIsNotFormatted() throws {
    for text in [
      "UIView { color: rgb(1, 2 }", "UIView {\n  color red\n", "/* never closed\nUIView { alpha 1 }",
    ] {
      #expect(throws: StylecError.self) { try format(text) }
    }
    // CSS syntax skips a line that is no statement; formatting would drop it.
    #expect(throws: StylecError.self) { try format("bad bad bad\nUIView { alpha: 1; }", "main.css") }
    // Its errors come in the order of the file, as lint gives them (the unclosed block's came
    // first).
    let error = try #require(throws: StylecError.self) { try format("UIView { this is junk ;;; {", "q") }
    let columns = error.diagnostics.compactMap { $0.location?.column }
    #expect(columns.count > 1)
    #expect(columns == columns.sorted(), "\(columns)")
  }

  @Test func textThatIsNotUTF8IsRefused() {
    #expect(throws: StylecError.self) {
      try StylesheetFormatter.format([0x55, 0xFF, 0x0A], fileName: "main.cas")
    }
  }

  @Test func anEmptySheetStaysEmpty() throws {
    #expect(try format("") == "")
    #expect(try format("\n\n  \n") == "")
    #expect(try format("// only a comment") == "// only a comment\n")
  }

  // MARK: Converting

  @Test func convertingKeepsTheMeaningOfSignsAndMathFunctions() throws {
    // Classy's syntax reads `2 +5` as a sum and allows `round (2.5)`; CSS syntax would read a
    // signed number and a name.
    #expect(
      try format("$a = 2 +5\n$b = round (2.5)\n$c = 1 * +2", to: .css, dialect: .classy) == """
        $a: 2 + 5;
        $b: round(2.5);
        $c: 1 * +2;

        """)
    // CSS syntax's `1 +2` is a list of two numbers; Classy's reads `+2` as an operator.
    #expect(
      try format("$a: 1 +2; $b: 3 * +4;", "main.css", to: .classy, dialect: .stylec) == """
        $a = 1 2
        $b = 3 * 4

        """)
    // A sign after a sign (`3 -+4`) has no spelling in Classy's syntax: reported, not written.
    #expect(throws: StylecError.self) { try format("$b: 3 -+4;", "main.css", to: .classy) }
  }

  @Test func customPropertiesAndVarsKeepTheirSpellingBothWays() throws {
    let source =
      ":root { --Accent: #007aff; }\nUILabel { text-color: var(--Accent, rgba(var(--rgb, 1, 2, 3), 0.5)); alpha: calc(var(--gap) / 8); }"
    let classy = try format(source, "main.css", to: .classy, dialect: .stylec)
    #expect(
      classy.contains("  --Accent: #007aff\n")
        && classy.contains("var(--Accent, rgba(var(--rgb, 1, 2, 3), 0.5))"))
    let back = try format(classy, "main.cas", to: .css, dialect: .stylec)
    let tree = try StyleTree(root: ViewNode("UILabel"))
    #expect(
      Stylesheet(source: back, fileName: "main.css").resolve(tree).json()
        == Stylesheet(source: source, fileName: "main.css").resolve(tree).json())
  }

  @Test func convertingAddsTheDialectTheOldExtensionImplied() throws {
    #expect(
      try format("// theme\nUIView { alpha 1 }", to: .css) == """
        // theme
        @dialect classy;

        UIView {
          alpha: 1;
        }

        """)
    #expect(try format("UIView { alpha: 1; }", "main.css", to: .classy).hasPrefix("@dialect stylec\n\n"))
    // A sheet that names its dialect, or one its project gives a dialect, gets none.
    #expect(try format("@dialect nimbus\nUIView { alpha 1 }", to: .css).hasPrefix("@dialect nimbus;\nUIView"))
    #expect(try format("UIView { alpha 1 }", to: .css, dialect: .classy).hasPrefix("UIView {"))
  }

  @Test func cssShorthandTypesBecomeTheTypesTheyName() throws {
    #expect(
      try format("button:not(label) .x, Switch { alpha: 1; }", "main.css", to: .classy, dialect: .stylec)
        == "UIButton:not(UILabel) .x, UISwitch {\n  alpha: 1\n}\n")
  }

  @Test func aStatementThatWouldMeanSomethingElseIsReportedNotWritten() throws {
    // Classy's syntax names the class `button` exactly; CSS syntax would read UIButton.
    let error = try #require(throws: StylecError.self) {
      try format("UIView\n  alpha 1\nbutton\n  alpha 0", to: .css)
    }
    #expect(locatedCodes(error.diagnostics) == ["3:1 unconvertible-statement"])
    #expect(error.diagnostics.first?.notes.first?.contains("as that class (UIButton, UILabel)") == true)
  }

  @Test func theTextIsCheckedAgainstTheSheetAsPrintedAStatementAtATime() throws {
    // Read back one statement at a time, the text must read as the sheet as printed: the import
    // renamed, the dialect the conversion adds first, then each block's statements in order.
    let sheet = "@import \"theme.cas\"\nUIView\n  alpha 1\n  UIView\n    alpha 2\n"
    let renamed: (String) -> String? = { $0 == "theme.cas" ? "theme.css" : nil }
    #expect(
      try StylesheetFormatter.format(
        Array(sheet.utf8), fileName: "main.cas", as: .css, renamingImport: renamed)
          == """
          @dialect classy;

          @import "theme.css";
          UIView {
            alpha: 1;
            UIView {
              alpha: 2;
            }
          }

          """)
    // The first statement that reads differently is the one reported, however deep it stands.
    let error = try #require(throws: StylecError.self) {
      try StylesheetFormatter.format(
        Array((sheet + "  UIView\n    button\n      alpha 0\n").utf8), fileName: "main.cas", as: .css,
        renamingImport: renamed)
    }
    #expect(locatedCodes(error.diagnostics) == ["7:5 unconvertible-statement"])
  }

  @Test func aSheetOfManySmallRulesIsFormattedWhole() throws {
    // Each rule is compared with its printed text as both are read, none of them kept (keeping
    // them took 250 times the sheet's size).
    let formatted = String(repeating: "a {}\n", count: 50_000)
    #expect(try format(String(repeating: "a{}", count: 50_000), "main.css") == formatted)
    #expect(try format(formatted, "main.css") == formatted)
  }

  /// Converts a sheet to the other syntax and back, and checks that each reads as the original
  /// does on `tree`: the same properties on every node.
  private func expectSameStyles(
    _ text: String, name: String, tree: StyleTree, files: [String: String] = [:],
    environment: StyleEnvironment = StyleEnvironment(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let syntax = StylesheetSyntax(path: name)
    let other: StylesheetSyntax = syntax == .css ? .classy : .css
    let otherName = String(name.dropLast(3)) + (other == .css ? "css" : "cas")
    let converted = try format(text, name, to: other)
    let back = try format(converted, otherName, to: syntax)
    let original = sheet(text, path: name, files: files).resolve(tree, environment: environment)
    for (convertedText, convertedName) in [(converted, otherName), (back, name)] {
      let styles = sheet(convertedText, path: convertedName, files: files).resolve(
        tree, environment: environment)
      #expect(
        styles.json() == original.json(), "\(convertedName):\n\(convertedText)",
        sourceLocation: sourceLocation)
    }
  }

  /// The bundled examples' sheets (and the files they import), with their trees.
  static let bundledSheets: [(name: String, text: String, tree: String?, files: [String: String])] = {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    let manager = FileManager.default
    var sheets: [(name: String, text: String, tree: String?, files: [String: String])] = []
    let folders = ((try? manager.contentsOfDirectory(atPath: fixtures.path)) ?? []).sorted()
    for folder in folders where folder != "errors" && folder != "completion" {
      let directory = fixtures.appendingPathComponent(folder)
      guard let enumerator = manager.enumerator(atPath: directory.path) else { continue }
      let names = enumerator.compactMap { $0 as? String }.filter {
        $0.hasSuffix(".cas") || $0.hasSuffix(".css")
      }
      var files: [String: String] = [:]
      for name in names {
        files[name] = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      }
      let tree = try? String(contentsOf: directory.appendingPathComponent("tree.json"), encoding: .utf8)
      for name in names.sorted() where name != "mistakes.cas" {
        sheets.append(("\(folder)/\(name)", files[name] ?? "", tree, files))
      }
    }
    return sheets
  }()

  @Test func everyBundledSheetConvertsBothWaysAndAppliesAsItDid() throws {
    #expect(Self.bundledSheets.count >= 20)
    for example in Self.bundledSheets {
      guard let treeText = example.tree else { continue }
      let name = String(example.name.split(separator: "/", maxSplits: 1)[1])
      try expectSameStyles(
        example.text, name: name, tree: try StyleTree(json: treeText), files: example.files)
    }
  }

  @Test func generatedSheetsConvertBothWaysAndApplyAsTheyDid() throws {
    var generator = CaseGenerator(seed: 19)
    for _ in 0..<150 {
      let generated = generator.makeCase()
      try expectSameStyles(
        generated.sheetText, name: generated.classy ? "main.cas" : "main.css", tree: try generated.tree(),
        environment: generated.environment)
    }
  }

  @Test func generatedValuesConvertBothWays() throws {
    var random = SeededRandom(seed: 7)
    let terms = [
      "1", "-2", "+3", ".5", "2px", "50%", "#0af", "#00aaff80", "red", "\"text\"", "$v", "@w",
      "rgb(1, 2, 3)", "rgba(0,0,0,.5)", "hsl(0, 0%, 60%)", "round (2.5)", "min(1, 2)", "(1 + 2)",
      "Avenir-Heavy 12", "5, 10", "-$v", "insets(1, 2, 3, 4)",
    ]
    let operators = [" + ", " - ", " * ", " / ", " +", " -", "+", "-", " ", ", "]
    let tree = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UIButton", classes: ["x"])]))
    for round in 0..<300 {
      var value = terms.randomElement(using: &random)!
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        value += operators.randomElement(using: &random)! + terms.randomElement(using: &random)!
      }
      let classy = round % 2 == 0
      let text =
        classy
        ? "$v = 2\n@w: 3\nUIView\n  p0 \(value) // a note\nUIView .x { p1 \(value) }\n"
        : "$v: 2; @w: 3;\nUIView { p0: \(value); /* a note */ }\nUIView .x { p1: \(value); }\n"
      let name = classy ? "main.cas" : "main.css"
      // A value neither syntax reads is no test of converting it.
      guard !sheet(text, path: name).hasErrors else { continue }
      let once = try format(text, name)
      #expect(try format(once, name) == once, "\(text)")
      do {
        try expectSameStyles(text, name: name, tree: tree)
      } catch let error as StylecError where error.diagnostics.map(\.code) == [.unconvertible] {
        // What has no spelling in the other syntax: a CSS-syntax name before a group
        // (`round (2.5)` is a call in Classy's syntax), a sign after a sign.
        #expect((!classy && value.contains(" (")) || value.contains("-+") || value.contains("++"), "\(text)")
      }
    }
  }
}

extension StylesheetFormatterTests {
  /// Every sheet written in Classy's syntax in the restated Classy spec suite (each multi-line
  /// string literal in it), as its text.
  static let classySpecSheets: [String] = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Classy/ClassySpecTests.swift")
    let lines = ((try? String(contentsOf: path, encoding: .utf8)) ?? "").split(
      separator: "\n", omittingEmptySubsequences: false)
    var sheets: [String] = []
    var current: [Substring]?
    for line in lines {
      let trimmed = line.drop { $0 == " " }
      if current == nil {
        if line.hasSuffix("\"\"\"") && trimmed != "\"\"\"" || trimmed == "\"\"\"" { current = [] }
        continue
      }
      if trimmed.hasPrefix("\"\"\"") {
        let indentation = line.count - trimmed.count
        sheets.append(
          current!.map { String($0.dropFirst(min(indentation, $0.count))) }.joined(separator: "\n"))
        current = nil
      } else {
        current!.append(line)
      }
    }
    return sheets
  }()

  @Test func everyClassySpecSheetConvertsToCSSAndBackMeaningTheSame() throws {
    #expect(Self.classySpecSheets.count >= 35)
    for text in Self.classySpecSheets {
      let original = sheet(text, path: "main.cas")
      guard !original.hasErrors else { continue }
      let converted = try StylesheetFormatter.format(Array(text.utf8), fileName: "main.cas", as: .css)
      let back = try StylesheetFormatter.format(Array(converted.utf8), fileName: "main.css", as: .classy)
      #expect(sheet(converted, path: "main.css").canonicalText == original.canonicalText, "\(text)")
      #expect(sheet(back, path: "main.cas").canonicalText == original.canonicalText, "\(text)")
    }
  }

  @Test func commentsAnywhereBetweenTokensAreKeptAndChangeNothing() throws {
    var random = SeededRandom(seed: 11)
    var tested = 0
    for example in Self.bundledSheets {
      let syntax = StylesheetSyntax(path: example.name)
      let bytes = Array(example.text.utf8)
      let file = SourceFile(path: example.name, bytes: bytes)
      let starts = Lexer.tokenize(file, syntax: syntax).tokens.filter(\.isWritten).map(\.start)
      let lineEnds = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
      guard !starts.isEmpty else { continue }
      for round in 0..<16 {
        // Block comments before random tokens, line comments at the ends of random lines.
        var insertions: [(Int, String)] = (0..<4).map { number in
          (starts.randomElement(using: &random)!, "/* c\(round).\(number) */")
        }
        if let end = lineEnds.randomElement(using: &random) { insertions.append((end, " // l\(round)")) }
        var text = bytes
        for (offset, comment) in insertions.sorted(by: { $0.0 > $1.0 }) {
          text.insert(contentsOf: Array(comment.utf8), at: offset)
        }
        let source = String(decoding: text, as: UTF8.self)
        let original = sheet(source, path: example.name, files: example.files)
        // A comment that splits a name can make the text wrong: no test of keeping it.
        guard !original.diagnostics.contains(where: { $0.severity == .error || $0.code == .strayContent })
        else {
          continue
        }
        tested += 1
        let formatted = try format(source, example.name)
        #expect(comments(formatted, syntax: syntax) == comments(source, syntax: syntax), "\(source)")
        #expect(
          sheet(formatted, path: example.name, files: example.files).canonicalText == original.canonicalText)
        #expect(try format(formatted, example.name) == formatted, "\(source)")
      }
    }
    #expect(tested >= 100)
  }

  /// A sheet naming a dialect no reader knows is not rewritten: read as its file's extension
  /// implies, it would mean one thing as a `.cas` and another converted to a `.css` (convert
  /// kept `@dialect cs` and the colours changed).
  @Test func aSheetNamingAnUnknownDialectIsNotRewritten() {
    #expect(throws: StylecError.self) {
      try StylesheetFormatter.format(
        Array("@dialect cs;\nUIView { alpha: 1; }\n".utf8), fileName: "a.css", as: .classy)
    }
    #expect(throws: StylecError.self) {
      try StylesheetFormatter.format(Array("@dialect cs;\nUIView { alpha: 1; }\n".utf8), fileName: "a.css")
    }
  }
}
