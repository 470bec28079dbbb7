import Testing

@testable import Stylec

@Suite("Lexer")
struct LexerTests {
  private func kinds(_ source: String, syntax: StylesheetSyntax = .classy) -> [String] {
    let file = SourceFile(path: "t.cas", bytes: Array(source.utf8))
    return Lexer.tokenize(file, syntax: syntax).tokens.map { token in
      switch token.kind {
      case .newline: "NL"
      case .indent: "IN"
      case .dedent: "DE"
      case .endOfFile: "EOF"
      default: file.text(token.range)
      }
    }
  }

  @Test func indentationBecomesIndentAndDedentTokens() {
    #expect(
      kinds("A\n  b 1\n  C\n    d 2\ne 3\n") == [
        "A", "NL", "IN", "b", "1", "NL", "C", "NL", "IN", "d", "2", "NL", "DE", "DE", "e", "3", "NL", "EOF",
      ])
  }

  @Test func blankAndCommentLinesDoNotChangeIndentation() {
    #expect(kinds("A\n\n  // note\n  b 1\n\n/* x */\n") == ["A", "NL", "IN", "b", "1", "NL", "DE", "EOF"])
  }

  /// CSS drops a comment without leaving white space: `UILabel/**/.x` is one compound.
  @Test func aCommentAloneSeparatesNothing() throws {
    let sheet = Stylesheet(
      source: "UILabel/**/.x { alpha: 0.5; }\n.a/* */#b, .c /**/ .d { alpha: 1; }", dialect: .css)
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.rules.map(\.selector) == ["UILabel.x", "#b.a", ".c .d"])
  }

  @Test func lineEndingInCommaContinuesOnTheNextLine() {
    #expect(kinds("A,\n  B {\n}") == ["A", ",", "B", "{", "NL", "}", "NL", "EOF"])
  }

  @Test func lineBreaksInsideParenthesesAreWhiteSpace() {
    #expect(kinds("a rgb(1,\n 2, 3)\n") == ["a", "rgb", "(", "1", ",", "2", ",", "3", ")", "NL", "EOF"])
  }

  @Test func cssSyntaxHasNoLayoutTokens() {
    #expect(kinds("A {\n  b: 1;\n}\n", syntax: .css) == ["A", "{", "b", ":", "1", ";", "}", "EOF"])
  }

  /// An unquoted address keeps its `//`: it read as a comment, which swallowed the rest of the
  /// line and left `url(` unclosed. Outside `url(`, and after its `)`, `//` is a comment still.
  @Test func doubleSlashInsideAnUnquotedURLIsPartOfTheAddress() throws {
    #expect(
      kinds("a url(http://x.io/a) // b\n")
        == ["a", "url", "(", "http", ":", "/", "/", "x", ".", "io", "/", "a", ")", "NL", "EOF"])
    #expect(
      kinds("A { b: URL(//x/a); c: d(//e); }", syntax: .css)
        == ["A", "{", "b", ":", "URL", "(", "/", "/", "x", "/", "a", ")", ";", "c", ":", "d", "(", "EOF"])
    for (source, path) in [
      ("UIImageView { image: url(http://example.com/a.png); }", "main.css"),
      ("UIImageView\n  image url(https://example.com/a.png?b=1)  // the icon\n", "main.cas"),
    ] {
      let loaded = sheet(source, path: path)
      #expect(loaded.diagnostics.isEmpty, "\(path)")
      let tree = try StyleTree(root: ViewNode("UIImageView"))
      let image = loaded.resolve(tree).property("image", of: tree.node(0))?.value.description
      #expect(image?.contains("example.com/a.png") == true, "\(path): \(image ?? "nil")")
    }
  }

  @Test func signBindsToANumberOnlyAtTheStartOfATerm() {
    #expect(kinds("a 10 -5") == ["a", "10", "-5", "NL", "EOF"])
    #expect(kinds("a 10 - 5") == ["a", "10", "-", "5", "NL", "EOF"])
    #expect(kinds("a 10-5") == ["a", "10", "-", "5", "NL", "EOF"])
    #expect(kinds("a (-5)") == ["a", "(", "-5", ")", "NL", "EOF"])
  }

  @Test func namesVariablesHashesAndUnits() {
    #expect(
      kinds("-ios-tint $brand-color @std #fff 12px 1.5e2 20% .5pt") == [
        "-ios-tint", "$brand-color", "@std", "#fff", "12px", "1.5e2", "20%", ".5pt", "NL", "EOF",
      ])
  }

  /// A name may hold CSS escapes: the token spans them, and its text decodes them.
  @Test func escapesInNamesAreOneTokenWhoseTextIsDecoded() {
    let file = SourceFile(path: "t.css", bytes: Array(#".\31 0 #\prev a\:b \é-x --v\,w \0 y"#.utf8))
    let diagnostics = Lexer.tokenize(file, syntax: .css).diagnostics
    let parser = Parser(file, syntax: .css, limits: StylesheetLimits())
    let named = parser.tokens.filter { $0.hasEscape }
    #expect(named.map { parser.text($0) } == ["10", "#prev", "a:b", "é-x", "--v,w", "\u{FFFD}y"])
    #expect(
      named.map { parser.writtenText($0) } == [
        #"\31 0"#, #"#\prev"#, #"a\:b"#, #"\é-x"#, #"--v\,w"#, #"\0 y"#,
      ])
    #expect(
      diagnostics.all.map(\.message) == [
        #"'\0' is not a Unicode scalar value (a surrogate, zero or past U+10FFFF)"#
      ])
    // A backslash before a line break or a control character escapes nothing.
    #expect(kinds("a\\\nb", syntax: .css) == ["a", "\\", "b", "EOF"])
  }

  /// Selectors print their names escaped where the text would read back as something else,
  /// control characters as hex: `rules --format css` printed `.a:b` for `.a\:b` (a class and a
  /// pseudo-class) and raw escape sequences to the terminal.
  @Test func selectorNamesPrintEscapedAndReadBackTheSame() {
    let loaded = sheet(
      #".\31 0, .a\:b, .a\ b, #\2F\2A x, .c\1B\5B 31m, .plain-name_2 { alpha: 1; }"#, path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let selectors = loaded.rules.map(\.selector)
    #expect(selectors == [#".\31 0"#, #".a\:b"#, #".a\ b"#, #"#\/\*x"#, #".c\1b \[31m"#, ".plain-name_2"])
    let again = sheet(selectors.joined(separator: ", ") + " { alpha: 1; }", path: "main.css")
    #expect(again.diagnostics.isEmpty)
    #expect(again.rules.map(\.selector) == selectors)
  }

  /// Property names, property arguments and layer names print escaped too: `rules --format css`
  /// printed `--x:y: 3` for the custom property `--x\:y` and `@layer l:m` for `l\:m`, which
  /// read back as something else.
  @Test func propertyAndLayerNamesPrintEscapedAndReadBackTheSame() {
    let source = #"@layer l\:m { a { --x\:y: 3; a\ b: 1; title-color[state:x\:y]: 2; p[segment:1]: 4; } }"#
    let loaded = sheet(source, path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    let rule = loaded.rules[0]
    #expect(rule.layer == #"l\:m"#)
    #expect(
      rule.declarations.map(\.text) == [
        #"--x\:y: 3"#, #"a\ b: 1"#, #"title-color[state:x\:y]: 2"#, "p[segment:1]: 4",
      ])
    let again = sheet(loaded.canonicalText, path: "main.css")
    #expect(again.diagnostics.isEmpty)
    #expect(again.rules.map(\.layer) == [rule.layer])
    #expect(again.rules.map { $0.declarations.map(\.text) } == [rule.declarations.map(\.text)])
  }

  /// A hash's escaped digit is that digit, as CSS reads it: `#\66 00` is `#f00`, where the
  /// error said "'#f00' is not a color".
  @Test func anEscapedDigitInAHashColorIsThatDigit() {
    let loaded = sheet(#"a { color: #\66 00; tint-color: #\67 00; }"#, path: "main.css")
    #expect(loaded.rules.first?.declarations.map(\.text) == ["color: #ff0000"])
    #expect(
      loaded.diagnostics.map(\.message) == [
        "'#g00' is not a color; expected #rgb, #rgba, #rrggbb or #rrggbbaa with hex digits"
      ])
  }

  @Test func crlfLineEndingsAndAByteOrderMarkAreAccepted() {
    let source = "\u{FEFF}A\r\n  b 1\r\n"
    #expect(kinds(source) == ["A", "NL", "IN", "b", "1", "NL", "DE", "EOF"])
  }

  @Test func mixingTabsAndSpacesIsAnErrorNamingTheLine() {
    let file = SourceFile(path: "t.cas", bytes: Array("A\n  b 1\nC\n\tc 2\n".utf8))
    let diagnostics = Lexer.tokenize(file, syntax: .classy).diagnostics.all
    #expect(locatedCodes(diagnostics) == ["4:1 mixed-indentation"])
    #expect(diagnostics[0].message.contains("line 4 indents with tabs, but line 2 indented with spaces"))
  }

  @Test func tabsAndSpacesOnOneLineAreAnError() {
    let file = SourceFile(path: "t.cas", bytes: Array("A\n \tb 1\n".utf8))
    #expect(locatedCodes(Lexer.tokenize(file, syntax: .classy).diagnostics.all) == ["2:1 mixed-indentation"])
  }

  @Test func unterminatedStringAndCommentAreReported() {
    let file = SourceFile(path: "t.cas", bytes: Array("A\n  b \"open\n/* never".utf8))
    #expect(
      locatedCodes(Lexer.tokenize(file, syntax: .classy).diagnostics.all) == [
        "2:5 unterminated-string", "3:1 unterminated-comment",
      ])
  }

  @Test func controlCharactersAreReportedAndSkipped() {
    let file = SourceFile(path: "t.cas", bytes: Array("A {\u{0} b 1 }".utf8))
    let result = Lexer.tokenize(file, syntax: .classy)
    #expect(locatedCodes(result.diagnostics.all) == ["1:4 unexpected-character"])
    #expect(result.tokens.count == 7)
  }

  @Test func inconsistentDedentOutsideBracesIsAnError() {
    let file = SourceFile(path: "t.cas", bytes: Array("A\n    b 1\n  c 2\n".utf8))
    #expect(
      locatedCodes(Lexer.tokenize(file, syntax: .classy).diagnostics.all) == ["3:1 inconsistent-indentation"])
  }

  @Test func inconsistentIndentationInsideBracesIsHarmless() {
    let file = SourceFile(path: "t.cas", bytes: Array("A {\n    b 1\n  c 2\n}\n".utf8))
    #expect(Lexer.tokenize(file, syntax: .classy).diagnostics.all.isEmpty)
  }

  @Test func aTokenTakesTwelveBytes() {
    // A file is lexed whole before it is parsed: at 32 bytes a token, `a{}` repeated to 16 MiB
    // held over a gigabyte of tokens.
    #expect(MemoryLayout<Token>.stride == 12)
  }
}
