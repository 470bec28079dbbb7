import Testing

@testable import Stylec

/// Each flattened rule as `selector { key: value; … }`.
func ruleLines(_ sheet: Stylesheet) -> [String] {
  sheet.rules.map { rule in
    let condition = rule.condition.map { "@media \($0) " } ?? ""
    let body = rule.declarations.map { "\($0.property): \($0.value)" }.joined(separator: "; ")
    return "\(condition)\(rule.selector) { \(body) }"
  }
}

@Suite("Parser: Classy's lenient syntax and CSS syntax")
struct ParserTests {
  @Test func bracesColonsAndSemicolonsAreOptional() {
    let forms = [
      "UIButton {\n  title-color: red;\n  font-size: 12;\n}\n",
      "UIButton {\n  title-color red\n  font-size 12\n}\n",
      "UIButton\n  title-color red\n  font-size 12\n",
      "UIButton { title-color red; font-size 12 }",
      "UIButton\n{\n  title-color: red\n  font-size 12;\n}",
    ]
    for source in forms {
      let parsed = sheet(source)
      #expect(parsed.diagnostics.isEmpty, "\(source)")
      #expect(ruleLines(parsed) == ["UIButton { title-color: #ff0000; font-size: 12 }"], "\(source)")
    }
  }

  @Test func cssSyntaxReadsFullPunctuationAcrossLines() {
    let source = "UIButton,\nUILabel {\n  title-color:\n    red;\n  font-size: 12 }\n"
    let parsed = sheet(source, path: "main.css")
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      ruleLines(parsed) == [
        "UIButton { title-color: #ff0000; font-size: 12 }", "UILabel { title-color: #ff0000; font-size: 12 }",
      ])
  }

  @Test func messySpacingFromClassysFixturesIsAccepted() {
    let parsed = sheet("UIView  , UIButton,UITabBar{ a 1 }\n  UIView   ,   UITabBar    {\n}\n")
    #expect(parsed.diagnostics.isEmpty)
    #expect(ruleLines(parsed) == ["UIView { a: 1 }", "UIButton { a: 1 }", "UITabBar { a: 1 }"])
  }

  @Test func selectorGroupsContinueAfterATrailingComma() {
    let parsed = sheet("UISlider,\nUINavigationBar UIButton\n  tint-color red\n")
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      ruleLines(parsed) == [
        "UISlider { tint-color: #ff0000 }", "UINavigationBar UIButton { tint-color: #ff0000 }",
      ])
  }

  @Test func commentsOfBothKindsAreIgnored() {
    let parsed = sheet("// heading\nUIView { /* inline */ alpha 0.5 // trailing\n}\n/* block\n comment */\n")
    #expect(parsed.diagnostics.isEmpty)
    #expect(ruleLines(parsed) == ["UIView { alpha: 0.5 }"])
  }

  @Test func bracesAndIndentationMixFreely() {
    let source = """
      UIView {
        UILabel
          text-color red
        b 2
      }
      UITabBar
        UIButton { tint-color blue }
        c 3
      """
    let parsed = sheet(source)
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      ruleLines(parsed) == [
        "UIView { b: 2 }", "UIView UILabel { text-color: #ff0000 }", "UITabBar { c: 3 }",
        "UITabBar UIButton { tint-color: #0000ff }",
      ])
  }

  @Test func anIndentedBlockClosedByABraceOnItsLastLine() {
    let source = "A\n  B {\n    C\n      d 1 }\n  e 2\n"
    let parsed = sheet(source)
    #expect(parsed.diagnostics.isEmpty)
    #expect(ruleLines(parsed) == ["A { e: 2 }", "A B C { d: 1 }"])
  }

  @Test func severalDeclarationsShareALineWithSemicolons() {
    let parsed = sheet("$a = 1; $b = 2\nUIView { x $a; y $b }")
    #expect(ruleLines(parsed) == ["UIView { x: 1; y: 2 }"])
  }

  @Test func propertyNamesAreCanonicalKebabCase() {
    let parsed = sheet(
      "UIView { pageIndicatorTintColor red; -ios-tintColor blue; URLString x; back-button-Title y }")
    #expect(
      parsed.rules[0].declarations.map(\.property) == [
        "page-indicator-tint-color", "-ios-tint-color", "url-string", "back-button-title",
      ])
  }

  /// Every spelling of one property makes one key: its path and sorted arguments, compared as
  /// values, not as text; the text is made for output.
  @Test func spellingsOfOnePropertyMakeOneKey() {
    let parsed = sheet(
      "UIButton {\n  titleColor(highlighted) red\n  title-color[state:highlighted] blue\n  layer @{ cornerRadius 2 }\n}"
    )
    let keys = parsed.declarations.map(\.key)
    #expect(keys[0] == keys[1])
    #expect(
      keys[0]
        == PropertyKey(
          path: "title-color", arguments: [PropertyArgument(name: "state", value: "highlighted")]))
    #expect(keys[2] == PropertyKey(path: "layer.corner-radius"))
    let two = PropertyKey(
      path: "p",
      arguments: [PropertyArgument(name: "z", value: "1"), PropertyArgument(name: "a", value: "2")])
    #expect(two.arguments.map(\.name) == ["a", "z"])
    #expect(two.description == "p[a:2,z:1]")
  }

  /// A missing argument means the default, so `[state:normal]` and `[bar-metrics:default]` are
  /// the plain property and compete with it in one cascade.
  @Test func anArgumentNamingTheDefaultIsThePlainProperty() throws {
    let parsed = sheet(
      "UIButton {\n  title-color[state:normal] red\n  titleColor(normal) green\n  background-image[bar-metrics:default, bar-position:top] a\n}\nUIButton.b { title-color blue }"
    )
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.rules.flatMap { $0.declarations.map(\.property) } == [
        "title-color", "title-color", "background-image[bar-position:top]", "title-color",
      ])
    let tree = try StyleTree(root: ViewNode("UIButton", classes: ["b"]))
    #expect(parsed.resolve(tree).property("title-color", of: tree.root)?.value.description == "#0000ff")
  }

  @Test func propertyArgumentsAreKeyedSortedByName() {
    let parsed = sheet(
      "UIButton {\n  title-color[state:highlighted] red\n  background-image[toolbarPosition:top, barMetrics:landscape-phone] img\n  font-name [ state : selected ] helvetica\n}"
    )
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.rules[0].declarations.map(\.property) == [
        "title-color[state:highlighted]",
        "background-image[bar-metrics:landscape-phone,toolbar-position:top]",
        "font-name[state:selected]",
      ])
  }

  @Test func nestedPropertiesAreKeyedWithADottedPath() {
    let parsed = sheet(
      "UIView {\n  layer @{ corner-radius 7; border-width 2 }\n  title-text-attributes @\n    font-size 12\n}"
    )
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      ruleLines(parsed) == [
        "UIView { layer.corner-radius: 7; layer.border-width: 2; title-text-attributes.font-size: 12 }"
      ])
  }

  /// Classy's real sheets write `name: @{` (98% of their nested blocks), with arguments on the
  /// nested property and blocks inside blocks, in braces and in indentation.
  @Test func nestedPropertiesTakeAColonAndArguments() {
    let parsed = sheet(
      """
      UIButton {
        title-text-attributes: @{
          font: HelveticaNeue 12
        }
        title-text-attributes[state:highlighted] @{
          kern: 3
          paragraph-style: @{
            line-spacing: 4
          }
        }
        shadow :@{ radius: 2 }
        layer= @{ border-width 1 }
        back-image[state:selected]: @
          alpha: 0.5
      }
      """)
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.rules[0].declarations.map(\.property) == [
        "title-text-attributes.font",
        "title-text-attributes[state:highlighted].kern",
        "title-text-attributes[state:highlighted].paragraph-style.line-spacing",
        "shadow.radius",
        "layer.border-width",
        "back-image[state:selected].alpha",
      ])
  }

  @Test func aNestedKeyIsOneKeyHoweverItIsWritten() {
    let parsed = sheet(
      "UIView {\n  layer.corner-radius 1\n  layer @{ corner-radius 2 }\n  layer: @{ corner-radius 3 }\n}")
    let keys = parsed.declarations.map(\.key)
    #expect(keys[0] == keys[1])
    #expect(keys[1] == keys[2])
    let highlighted = sheet("UIButton { a[state:highlighted] @{ b 1 }\n a[state:highlighted] @{ b 2 } }")
    #expect(highlighted.declarations[0].key == highlighted.declarations[1].key)
    #expect(highlighted.declarations[0].key.argumentOwner == "a")
    // Arguments after the path name another property than arguments inside it.
    let after = sheet("UIButton { a.b[state:highlighted] 1 }")
    #expect(after.declarations[0].key != highlighted.declarations[0].key)
    #expect(after.declarations[0].key.argumentOwner == "a.b")
  }

  @Test func argumentsInsideNestedPropertiesWithArgumentsAreAnError() {
    let parsed = sheet("UIButton {\n  a[state:highlighted] @{\n    b[state:selected] 1\n    c 2\n  }\n}")
    #expect(locatedCodes(parsed.diagnostics) == ["3:5 invalid-argument"])
    #expect(parsed.rules[0].declarations.map(\.property) == ["a[state:highlighted].c"])
  }

  @Test func aNestedPropertyNameMustEndAtTheAt() {
    let parsed = sheet("UIButton {\n  a b @{ c 1 }\n  d 2\n}")
    #expect(locatedCodes(parsed.diagnostics) == ["2:5 expected-property"])
    #expect(parsed.diagnostics[0].message == "expected '@{' after the property name 'a', found 'b'")
    #expect(parsed.rules[0].declarations.map(\.property) == ["d"])
  }

  /// Classy ignores a colon between a selector and its block; CSS syntax does not.
  @Test func aColonAfterASelectorIsIgnoredInClassySyntax() {
    let parsed = sheet("UIView: {\n  alpha: 1\n}\nUIButton.main :\n  alpha: 2\n")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.rules.map(\.selector) == ["UIView", "UIButton.main"])
    let css = sheet("UIView: { alpha: 1; }", path: "t.css")
    #expect(css.diagnostics.map(\.code) == [.invalidSelector])
  }

  /// Classy reads an unclosed comment to the end of the file; so does CSS.
  @Test func anUnclosedCommentAtTheEndIsAWarning() {
    let parsed = sheet("UIView { alpha: 1 }\n/* notes")
    #expect(locatedCodes(parsed.diagnostics) == ["2:1 unterminated-comment"])
    #expect(parsed.diagnostics[0].severity == .warning)
    #expect(!parsed.hasErrors)
    #expect(parsed.rules.count == 1)
  }

  @Test func theParserReportsEveryErrorAndKeepsTheRest() {
    let source = """
      UIView {
        alpha 0.5
        color #ggg
      }
      UILabel > {
        a 1
      }
      UIButton {
        b $missing
        c 2
      }
      d 3
      """
    let parsed = sheet(source)
    #expect(
      locatedCodes(parsed.diagnostics) == [
        "3:9 invalid-color", "5:9 expected-selector", "9:5 undefined-variable",
        "12:1 declaration-outside-rule",
      ])
    #expect(ruleLines(parsed) == ["UIView { alpha: 0.5 }", "UIButton { c: 2 }"])
  }

  @Test func anUnclosedBlockIsReportedWhereItOpens() {
    let parsed = sheet("UIView {\n  a: 1\n", path: "x.css")
    #expect(locatedCodes(parsed.diagnostics) == ["1:8 unclosed-block"])
    #expect(ruleLines(parsed) == ["UIView { a: 1 }"])
  }

  @Test func aStrayClosingBraceIsReported() {
    let parsed = sheet("}\nUIView { a 1 }")
    #expect(locatedCodes(parsed.diagnostics) == ["1:1 unexpected-brace"])
    #expect(ruleLines(parsed) == ["UIView { a: 1 }"])
  }

  @Test func aDeclarationWithoutAValueSuggestsItMightBeASelector() {
    let parsed = sheet("UIView {\n  UILabel\n}")
    #expect(locatedCodes(parsed.diagnostics) == ["2:3 expected-value"])
    #expect(parsed.diagnostics[0].notes.first?.contains("selector") == true)
  }

  @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() {
    let depth = 500
    let source = String(repeating: "A {\n", count: depth) + "b 1\n" + String(repeating: "}\n", count: depth)
    let parsed = sheet(source, limits: StylesheetLimits(maximumNestingDepth: 32))
    #expect(locatedCodes(parsed.diagnostics) == ["33:3 nesting-too-deep"])
  }

  @Test func unknownAtRulesAreReported() {
    let parsed = sheet("@font-face { a 1 }\nUIView { b 2 }")
    #expect(locatedCodes(parsed.diagnostics) == ["1:1 unknown-at-rule"])
    #expect(ruleLines(parsed) == ["UIView { b: 2 }"])
  }

  @Test func selectorArgumentsParseButWarnThatTheyHaveNoEffect() {
    let parsed = sheet("UIButton[state:selected, coolness:alot].command { a 1 }")
    #expect(locatedCodes(parsed.diagnostics) == ["1:9 selector-arguments-ignored"])
    #expect(parsed.diagnostics[0].severity == .warning)
    #expect(ruleLines(parsed) == ["UIButton.command[state:selected, coolness:alot] { a: 1 }"])
  }

  @Test func stringsDecodeCSSEscapes() {
    let parsed = sheet(#"UILabel { text "a\"b\\c \41 \1F600 d" }"#)
    #expect(parsed.rules[0].declarations[0].value == .string("a\"b\\c A😀d"))
  }

  @Test func anEscapeOfASurrogateIsAnError() {
    let parsed = sheet(#"UILabel { text "x\D800 y" }"#)
    #expect(locatedCodes(parsed.diagnostics) == ["1:18 invalid-escape"])
  }

  @Test func interfacssParametersAreTheSameKeysAsClassyArguments() {
    let parsed = sheet(
      "UIButton { titleColor(highlighted): red; title-color[state:highlighted]: blue; titleColor(UIControlStateSelected): x; backgroundImage(metricsCompact, barPositionTop): y; dividerImage(normal, selected): z; titleColor(normalHighlighted): w }",
      path: "t.css")
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.rules[0].declarations.map(\.property) == [
        "title-color[state:highlighted]", "title-color[state:highlighted]", "title-color[state:selected]",
        "background-image[bar-metrics:compact,bar-position:top]",
        "divider-image[left-segment-state:normal,right-segment-state:selected]",
        "title-color[state:highlighted]",
      ])
  }

  @Test func unknownParametersAreLocatedErrors() {
    let parsed = sheet("UIButton { titleColor(hilighted): red; a(): 1 }", path: "t.css")
    #expect(locatedCodes(parsed.diagnostics) == ["1:22 invalid-argument", "1:41 invalid-argument"])
    #expect(parsed.diagnostics[0].notes == ["did you mean 'highlighted'?"])
  }

  @Test func dottedPropertyPathsAreNestedPropertyKeys() {
    let parsed = sheet("UIButton { titleLabel.font-size: 13; layer.cornerRadius: 2 }", path: "t.css")
    #expect(parsed.rules[0].declarations.map(\.property) == ["title-label.font-size", "layer.corner-radius"])
  }
}

@Suite("Parsing alone")
struct ParsingAloneTests {
  @Test func countsTopLevelStatementsInEitherSyntax() {
    #expect(parsedStatementCount(of: "UIView { a 1 }\n$x = 2\nUILabel\n  b 3\n", fileName: "main.cas") == 3)
    #expect(parsedStatementCount(of: "a { b: 1; c { d: 2; } }\ne { f: 3; }", fileName: "main.css") == 2)
  }

  @Test(arguments: [
    "\u{FEFF}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{00AD}", "\u{00A0}", "\u{200E}",
    "\u{202E}",
    "\u{3000}",
  ])
  func invisibleCharactersInSelectorsAreWarnings(character: String) {
    // Pasted into a name, an invisible character made the selector silently match nothing.
    let parsed = sheet(
      "UILabel\(character) { a 1 }\n.title\(character)x, #ok\(character) { b 2 }\nA:pressed\(character) { c 3 }\nB { d e\(character) }"
    )
    #expect(
      locatedCodes(parsed.diagnostics) == [
        "1:8 invisible-character", "2:7 invisible-character",
        "2:\(13 + character.utf8.count) invisible-character",
        "3:10 invisible-character",
      ])
    #expect(parsed.diagnostics.allSatisfy { $0.severity == .warning })
    // The name can still match a view whose name has the same character, so the warning says
    // what is true: the name is not the one it looks like.
    #expect(parsed.diagnostics.first?.message.hasSuffix("so it is not the name it looks like") == true)
    #expect(Linter().lint(parsed).filter { $0.code == .invisibleCharacter }.count == 4)
  }

  /// A C1 control character (U+0080 to U+009F; U+009B starts a terminal's escape sequence, as
  /// ESC does) is refused as the C0 ones are, never taken into a name that output would print.
  @Test(arguments: [("\u{85}", "0085"), ("\u{9B}", "009B")])
  func c1ControlCharactersAreErrors(character: String, code: String) {
    let parsed = sheet("UILabel\(character).title { a 1 }\n.b { c d }")
    #expect(locatedCodes(parsed.diagnostics) == ["1:8 unexpected-character"])
    #expect(parsed.diagnostics.first?.message == "unexpected control character U+\(code) in the stylesheet")
  }

  /// A lone carriage return ends a line for locations and quoted lines too, as it does for
  /// the parser (every finding of a file with CR line endings said line 1).
  @Test func locationsCountLoneCarriageReturnsAsLineBreaks() {
    let file = SourceFile(path: "t.cas", bytes: Array("a\rb\r\nc\nd\r".utf8))
    #expect(file.lineStarts == [0, 2, 5, 7, 9])
    #expect(
      file.location(4..<5).line == 2 && file.location(5..<6).line == 3 && file.location(7..<8).line == 4)
    #expect([1, 2, 3, 4].map(file.lineText) == ["a", "b", "c", "d"])
    let parsed = sheet("@dialect classy\rUIButton.a\r  color red\r  colr blue\r", path: "t.cas")
    #expect(locatedCodes(Linter().lint(parsed)) == ["4:3 unknown-property"])
  }

  /// A NUL inside a string is refused as one outside is: CSS reads it as U+FFFD, so a printed
  /// sheet (`rules --format css`) could not write it back (it was taken silently).
  @Test func aNulInAStringIsAnError() {
    let parsed = sheet("UILabel { text: \"a\u{0}b\"; }", path: "t.css")
    #expect(locatedCodes(parsed.diagnostics) == ["1:19 unexpected-character"])
    #expect(
      parsed.diagnostics.first?.message.hasPrefix("unexpected control character U+0000 in a string") == true)
  }

  @Test func visibleNonASCIILettersInNamesAreNotWarnedOf() {
    let parsed = sheet("Café.crème, #naïve, UILabel.日本 { a 1 }")
    #expect(!parsed.diagnostics.contains { $0.code == .invisibleCharacter })
  }
}
