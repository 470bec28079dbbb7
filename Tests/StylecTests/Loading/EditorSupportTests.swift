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

  /// A sheet at `directory/main.css` importing `colors.css` (two lines of it) and `more.css`,
  /// which imports `colors.css` too.
  static func sheetWithImports(_ main: String, in directory: String) throws -> Stylesheet {
    try Data("$brand = red;\n$pad = 4;\n.card { alpha: 1 }\n".utf8).write(
      to: URL(fileURLWithPath: directory + "/colors.css"))
    try Data("@import \"colors.css\";\n$brand = blue;\n".utf8).write(
      to: URL(fileURLWithPath: directory + "/more.css"))
    return Stylesheet(
      bytes: Array(main.utf8), fileName: directory + "/main.css", syntax: nil, dialect: nil,
      variables: ["$given": "green"], limits: StylesheetLimits(), importRoot: directory,
      relativeNamesFromWorkingDirectory: false, openBuffer: { _ in nil })
  }

  /// An `@import` is followed from anywhere in the statement as the load read it: over two
  /// lines, with an escape in its keyword or its path; an `@extend`'s selectors as read.
  @Test func importsAndExtendsAreFoundWhereverTheStatementIsWritten() throws {
    let directory = try makeScratchDirectory("stylec-sites")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let main = "@imp\\6frt\n  \"c\\6flors.css\";\nx { @Extend .c\\61rd, :is(.a, .b), .card; alpha: 1 }\n"
    let sheet = try Self.sheetWithImports(main, in: directory)
    // No rule is written `:is(.a, .b)`.
    #expect(sheet.diagnostics.map(\.code) == [.unknownExtend])
    let bytes = Array(main.utf8)
    let lineBreak = bytes.firstIndex(of: UInt8(ascii: "\n"))!
    for offset in [0, 5, lineBreak, lineBreak + 4, lineBreak + 14] {
      #expect(sheet.importedFile(at: offset) == directory + "/colors.css", "at \(offset)")
    }
    let extend = try #require(sheet.extendStatement(at: main.utf8.count - 20))
    #expect(extend.selectors == [".card", ":is(.a, .b)", ".card"])
    #expect(sheet.importedFile(at: main.utf8.count - 20) == nil)
    #expect(sheet.extendStatement(at: 3) == nil)
    #expect(sheet.rules(withSelector: extend.selectors[0]).map(\.location.line) == [3])
  }

  /// The variables in scope at a position hold their values there: those given first, a
  /// file's once its `@import` is read, and a name defined again its value before the position.
  @Test func variablesInScopeHoldTheirValuesAtThePosition() throws {
    let directory = try makeScratchDirectory("stylec-scope")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let main = "$brand = black;\nx { a: 1 }\n@import \"more.css\";\ny { a: 1 }\n$brand = white;\nz { a: 1 }\n"
    let sheet = try Self.sheetWithImports(main, in: directory)
    #expect(sheet.diagnostics.isEmpty)
    func scope(before marker: String) -> [String: String] {
      let offset = main.utf8.count - main.split(separator: marker, maxSplits: 1)[1].utf8.count
      return sheet.variables(inScopeAt: offset).mapValues { $0.map(\.description) ?? "failed" }
    }
    #expect(scope(before: "x {") == ["$given": "#00ff00", "$brand": "#000000"])
    #expect(scope(before: "y {") == ["$given": "#00ff00", "$brand": "#0000ff", "$pad": "4"])
    #expect(scope(before: "z {") == ["$given": "#00ff00", "$brand": "#ffffff", "$pad": "4"])
  }

  @Test func aMixinsNameCountsAfterMixinAndIncludeOnlyUnlessBareWordsAreNames() {
    let text = "@mixin card { alpha: 1; }\nx { card: 1; @include card; y: card; }\n"
    #expect(Self.occurrences(of: "card", in: text) == ["card@7", "card@48"])
    // A bare word starting a statement is a property's name or a selector, unless `=` follows.
    #expect(Self.occurrences(of: "card", in: text, bareWords: true) == ["card@7", "card@48", "card@57"])
    // After a byte-order mark, counted in the ranges.
    #expect(Self.occurrences(of: "$a", in: "\u{FEFF}$a = 1;") == ["$a@3"])
    // The keywords as the parser reads them: in any case, with escapes.
    #expect(
      Self.occurrences(of: "card", in: "@MIXIN card { a: 1 }\nx { @inc\\6c ude card; }") == [
        "card@7", "card@37",
      ])
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
