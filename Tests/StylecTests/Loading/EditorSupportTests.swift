import Foundation
import Testing

@testable import Stylec

/// What `stylec lsp` asks of a sheet: where it writes a name, imports read from an editor's
/// open buffers, and how a rule's selectors rank.
@Suite("Editor support")
struct EditorSupportTests {
  /// The text of each occurrence found.
  static func occurrences(
    of name: String, in text: String, syntax: StylesheetSyntax = .css, bareWords: Bool = false
  ) -> [String] {
    let bytes = Array(text.utf8)
    return Stylesheet.occurrences(of: name, in: bytes, syntax: syntax, bareWords: bareWords).map {
      String(decoding: bytes[$0], as: UTF8.self) + "@\($0.lowerBound)"
    }
  }

  @Test func aNameIsFoundAsATokenNeverInAStringACommentOrALongerName() {
    let text = "$a = 1; /* $a */ x { y: $a $ab \"$a\" $a-b; }"
    #expect(Self.occurrences(of: "$a", in: text) == ["$a@0", "$a@24"])
    #expect(
      Self.occurrences(of: "@pad", in: "@pad: 2; @padding: 1; x { y: @pad; }") == ["@pad@0", "@pad@29"])
    #expect(
      Self.occurrences(of: "--ink", in: ":root { --ink: red; } x { y: var(--ink); --inky: 1 }") == [
        "--ink@8", "--ink@33",
      ])
  }

  /// A name spelt with escapes, or in another Unicode normal form, is the name the loader reads.
  @Test func aNameIsFoundHoweverTheSheetSpellsIt() {
    #expect(
      Self.occurrences(of: "$ab", in: "$\\61 b = red; x { y: $ab; }") == ["$\\61 b@0", "$ab@21"])
    #expect(
      Self.occurrences(of: "--x", in: ":root { --\\78: red; } x { y: var(--x); }") == [
        "--\\78@8", "--x@33",
      ])
    let composed = "$caf\u{E9}"
    let decomposed = "$cafe\u{301}"
    #expect(
      Self.occurrences(of: composed, in: "\(composed) = red; x { y: \(decomposed); }").count == 2)
    #expect(Self.occurrences(of: "$ab", in: "$\\62 b = red;").isEmpty)
  }

  /// The at-rule statement a position stands in, as the parser reads it.
  @Test(
    arguments: [
      ("@import \"colors.cas\"\n.card {}\n", 10, StylesheetSyntax.classy, "import: \"colors.cas\""),
      ("x { @Extend .card; alpha: 1 }", 14, .css, "extend: .card"),
      ("x { @extends: .a, .b }", 19, .css, "extends: : .a, .b"),
      ("x { /* @extend .a */ alpha: @x; }", 29, .css, nil),
      ("@importance-2: @importance;", 20, .css, "importance-2: : @importance"),
      ("x { @extend .a; alpha: 1 }", 20, .css, nil),
    ] as [(String, Int, StylesheetSyntax, String?)])
  func theAtRuleStatementAroundAPositionIsReadAsTheParserReadsIt(
    text: String, offset: Int, syntax: StylesheetSyntax, expected: String?
  ) {
    let bytes = Array(text.utf8)
    let found = Stylesheet.atRuleStatement(around: offset, in: bytes, syntax: syntax).map {
      "\($0.keyword): "
        + String(decoding: bytes[$0.arguments], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
    #expect(found == expected)
  }

  @Test func aMixinsNameCountsAfterMixinAndIncludeOnlyUnlessBareWordsAreNames() {
    let text = "@mixin card { alpha: 1; }\nx { card: 1; @include card; y: card; }\n"
    #expect(Self.occurrences(of: "card", in: text) == ["card@7", "card@48"])
    // A bare word starting a statement is a property's name or a selector, unless `=` follows.
    #expect(Self.occurrences(of: "card", in: text, bareWords: true) == ["card@7", "card@48", "card@57"])
    #expect(
      Self.occurrences(
        of: "alpha", in: "alpha = 0.5\nUIView\n  alpha alpha\nUILabel\n  alpha 1\n", syntax: .classy,
        bareWords: true)
        == ["alpha@0", "alpha@27"])
    // Classy's indented syntax reads the same way.
    #expect(
      Self.occurrences(of: "$pad", in: "$pad = 2\nUIView\n  x $pad\n", syntax: .classy) == [
        "$pad@0", "$pad@20",
      ])
  }

  @Test func anImportIsReadFromAnOpenBufferInsideTheRootOnly() throws {
    let directory = try makeScratchDirectory("stylec-buffers")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
    try Data("$a = red\n".utf8).write(to: URL(fileURLWithPath: directory + "/app/colors.cas"))
    try Data("$b = red\n".utf8).write(to: URL(fileURLWithPath: directory + "/outside.cas"))
    let main = Array("@import colors.cas\n@import ../outside.cas\nUIView\n  tint-color $a\n  alpha $b\n".utf8)
    func load(_ buffers: [String: [UInt8]]) -> [String] {
      Stylesheet(
        bytes: main, fileName: directory + "/app/main.cas", syntax: nil, dialect: nil, variables: [:],
        limits: StylesheetLimits(), importRoot: directory + "/app", relativeNamesFromWorkingDirectory: false,
        openBuffer: { buffers[$0] }
      ).diagnostics.map { $0.code.rawValue }
    }
    #expect(load([:]) == ["import-outside-root", "undefined-variable"])
    // The buffer's text, not the file's: $a is gone from it.
    #expect(
      load([directory + "/app/colors.cas": Array("$c = red\n".utf8)]) == [
        "import-outside-root", "undefined-variable", "undefined-variable",
      ])
    // A buffer is held to the root as its file is.
    #expect(
      load([directory + "/outside.cas": Array("$b = red\n".utf8)]) == [
        "import-outside-root", "undefined-variable",
      ])
  }

  @Test func aRulesSelectorsAreRankedUnderTheSheetsPrecedence() throws {
    let sheet = Stylesheet(source: "UIView { UILabel.a, #b { alpha: 1 } }", syntax: .css, dialect: .css)
    let ranks = try #require(sheet.selectorRanks(enclosing: 10))
    #expect(ranks.precedence == .specificity)
    #expect(
      ranks.selectors == [
        .init(text: "UIView UILabel.a", score: 1 << 20 | 2, specificity: [0, 1, 2]),
        .init(text: "UIView #b", score: 1 << 40 | 1, specificity: [1, 0, 1]),
      ])
    #expect(sheet.selectorRanks(enclosing: 100) == nil)
  }

  /// A misspelt variable's finding carries the name meant as its replacement (an editor's
  /// quick fix), where it stands on the name alone.
  @Test func aMisspeltVariableIsReplacedByTheNameMeant() {
    let sheet = Stylesheet(
      source: "$accent = red;\nUILabel { color: $acent; alpha: $opacty; }\n", fileName: "a.css",
      dialect: .stylec)
    #expect(sheet.diagnostics.map(\.replacement) == ["$accent", nil])
    #expect(sheet.diagnostics.first?.notes == ["did you mean '$accent'?"])
  }
}
