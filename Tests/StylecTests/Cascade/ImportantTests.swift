import Foundation
import Testing

@testable import Stylec

/// `!important`: an important declaration outranks every declaration without, in every
/// precedence mode, and code's values too; important ones rank among themselves as the mode
/// ranks rules. The seeds' dialects refuse it by name.
@Suite("!important")
struct ImportantTests {
  private let tree = try! StyleTree(
    root: ViewNode("UIView", children: [ViewNode("UILabel", id: "main", classes: ["title"])]))

  private func resolved(_ source: String, precedence: Precedence, tree: StyleTree? = nil) -> [String] {
    let sheet = Stylesheet(source: source, fileName: "main.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics.map(\.message))")
    let tree = tree ?? self.tree
    return sheet.resolve(tree, precedence: precedence).properties(of: tree.nodes[1]).map {
      "\($0.name): \($0.value)"
    }
  }

  @Test(arguments: Precedence.allCases)
  func anImportantDeclarationOutranksEveryOtherWhateverItsScore(precedence: Precedence) {
    // The important rule has the lowest score and is written first: it wins all the same.
    let source = """
      UILabel { alpha: 0.1 !important; }
      UILabel#main.title { alpha: 0.2; }
      UILabel.title { alpha: 0.3; }
      """
    #expect(resolved(source, precedence: precedence) == ["alpha: 0.1"])
  }

  @Test func importantDeclarationsRankAmongThemselvesAsTheModeRanks() {
    let source = """
      UILabel#main { alpha: 0.1 !important; }
      UILabel.title { alpha: 0.2 !important; }
      """
    // By score (Classy's and W3C's), the id wins; by source order, the later rule.
    #expect(resolved(source, precedence: .classy) == ["alpha: 0.1"])
    #expect(resolved(source, precedence: .specificity) == ["alpha: 0.1"])
    #expect(resolved(source, precedence: .lastWins) == ["alpha: 0.2"])
  }

  @Test func withinOneRuleTheImportantDeclarationWinsWhereverItIsWritten() {
    let source = "UILabel { alpha: 0.1 !important; alpha: 0.2; color: red ! IMPORTANT; color: blue; }"
    #expect(resolved(source, precedence: .classy) == ["alpha: 0.1", "color: #ff0000"])
  }

  /// `!important` written twice makes the declaration invalid, reported at the second.
  @Test func importantWrittenTwiceIsAnErrorAtTheSecond() {
    let loaded = Stylesheet(
      source: "UILabel { alpha: 0.5 !important !important; color: red; }", fileName: "a.css")
    #expect(
      loaded.diagnostics.map { "\($0.location!.column) \($0.code.rawValue) \($0.message)" } == [
        "33 malformed-value '!important' is written twice; a declaration is important once"
      ])
    #expect(loaded.rules.first?.declarations.map(\.property) == ["color"])
  }

  /// `!important` misspelt says what was meant (it said only "unexpected '!' in a value").
  @Test func importantMisspeltSaysWhatWasMeant() {
    let loaded = Stylesheet(source: "UILabel { alpha: 1 !importnt; }", fileName: "a.css")
    #expect(loaded.diagnostics.map(\.message) == ["unexpected '!' in a value"])
    #expect(loaded.diagnostics.first?.notes == ["did you mean '!important'?"])
  }

  @Test func anImportantDeclarationOutranksCodeWhichOutranksTheRest() throws {
    let coded = try StyleTree(
      root: ViewNode(
        "UIView",
        children: [
          ViewNode(
            "UILabel", id: "main", classes: ["title"],
            styles: [
              CodeStyle("dim", ["alpha": 0.9, "color": .color(StyleColor(red: 0, green: 1, blue: 0))])
            ])
        ]))
    let source = "UILabel { alpha: 0.1 !important; color: red; }"
    #expect(resolved(source, precedence: .classy, tree: coded) == ["alpha: 0.1", "color: #00ff00"])

    let sheet = Stylesheet(source: source, fileName: "main.css")
    let alpha = try #require(sheet.explain(coded.nodes[1], in: coded, property: "alpha").first)
    #expect(alpha.value == 0.1)
    #expect(alpha.candidates.map(\.isImportant) == [true, false])
    #expect(alpha.candidates.map(\.origin) == [.stylesheet, .codeStyle])
    #expect(alpha.candidates.map(\.lostBecause) == [nil, .notImportant])
    let color = try #require(sheet.explain(coded.nodes[1], in: coded, property: "color").first)
    #expect(color.candidates.map(\.lostBecause) == [nil, .setInCode])
  }

  @Test func explainSaysANormalDeclarationLostToAnImportantOne() throws {
    let sheet = Stylesheet(
      source:
        "UILabel { alpha: 0.1 !important; }\nUILabel#main { alpha: 0.2; }\nUILabel.title { alpha: 0.3 !important; }",
      fileName: "main.css")
    let alpha = try #require(sheet.explain(tree.nodes[1], in: tree, property: "alpha").first)
    #expect(alpha.value == 0.3)
    #expect(
      alpha.candidates.map { "\($0.value) \($0.isImportant) \($0.lostBecause?.description ?? "won")" } == [
        "0.3 true won",
        "0.1 true its rule scores lower than the winner's",
        "0.2 false the winner is '!important', which outranks it",
      ])
  }

  @Test func explanationsCarryImportanceInJSONOnlyWhenSet() throws {
    let candidate = PropertyExplanation.Candidate(
      value: 1, selector: "UILabel", score: 4, location: SourceLocation(file: "a.css", line: 1, column: 1),
      origin: .stylesheet, lostBecause: nil)
    var important = candidate
    important.isImportant = true
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let plain = String(decoding: try encoder.encode(candidate), as: UTF8.self)
    let marked = String(decoding: try encoder.encode(important), as: UTF8.self)
    #expect(!plain.contains("isImportant"))
    #expect(marked.contains("\"isImportant\":true"))
    #expect(
      try JSONDecoder().decode(PropertyExplanation.Candidate.self, from: Data(marked.utf8)) == important)
    #expect(try JSONDecoder().decode(PropertyExplanation.Candidate.self, from: Data(plain.utf8)) == candidate)
  }

  @Test func aRulesImportantDeclarationsAreListedAsARuleOfTheirOwnRightAfterIt() {
    let sheet = Stylesheet(
      source: "UILabel, UIButton { alpha: 0.1 !important; color: red; }\nUIView { alpha: 1 }",
      fileName: "main.css")
    #expect(
      sheet.rules.map {
        "\($0.selector) \($0.isImportant) " + $0.declarations.map(\.text).joined(separator: "; ")
      }
        == [
          "UILabel false color: #ff0000", "UILabel true alpha: 0.1 !important",
          "UIButton false color: #ff0000", "UIButton true alpha: 0.1 !important", "UIView false alpha: 1",
        ])
    #expect(
      sheet.canonicalText == """
        UILabel { color: #ff0000; }
        UILabel { alpha: 0.1 !important; }
        UIButton { color: #ff0000; }
        UIButton { alpha: 0.1 !important; }
        UIView { alpha: 1; }

        """)
    // Read back, the text gives the same rules with the same scores.
    let listing = { (sheet: Stylesheet) in
      sheet.rules.map { rule in
        let scores = Precedence.allCases.map { rule.scores[$0]! }
        return "\(rule.selector) \(scores) " + rule.declarations.map(\.text).joined(separator: "; ")
      }
    }
    #expect(listing(Stylesheet(source: sheet.canonicalText, fileName: "main.css")) == listing(sheet))
  }

  @Test(arguments: [Dialect.classy, .interfacss, .nimbus])
  func theSeedsDialectsRefuseItByName(dialect: Dialect) throws {
    let sheet = Stylesheet(
      source: "UILabel { alpha: 0.1 !important; color: red; }", fileName: "main.css", dialect: dialect)
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(sheet.diagnostics.count == 1)
    #expect(diagnostic.code == .notInDialect)
    #expect(diagnostic.location.map { "\($0.line):\($0.column)" } == "1:11")
    #expect(diagnostic.message.contains("'!important' is not in the \(dialect.rawValue) dialect"))
    // The declaration does not apply; the rest of the rule does.
    #expect(sheet.rules.flatMap(\.declarations).map(\.property) == ["color"])
  }

  @Test func importanceWithoutAValueOrInTheMiddleOfOneIsAnError() {
    let bare = Stylesheet(source: "UILabel { alpha: !important; }", fileName: "main.css")
    #expect(bare.diagnostics.map(\.code) == [.expectedValue])
    let middle = Stylesheet(source: "UILabel { alpha: 1 !important 2; }", fileName: "main.css")
    #expect(middle.diagnostics.map(\.code) == [.malformedValue])
  }

  @Test func lintSaysAnImportantDeclarationOverridesAnEarlierOneInItsBlockWhereverWritten() {
    let sheet = Stylesheet(
      source: "UILabel { alpha: 0.5 !important; alpha: 0.7; }", fileName: "main.css")
    let findings = Linter(schema: .uikit).lint(sheet).filter { $0.code == .overriddenDeclaration }
    #expect(
      findings.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
        "1:34 'alpha' is set '!important' on line 1 of this block, so this value never applies"
      ])
  }

  @Test func fmtWritesImportanceInOneSpellingAndConvertKeepsIt() throws {
    let css = "UILabel { alpha: 0.5 ! IMPORTANT; color: red!important; }\n"
    #expect(
      try StylesheetFormatter.format(Array(css.utf8), fileName: "main.css") == """
        UILabel {
          alpha: 0.5 !important;
          color: red !important;
        }

        """)
    let classy = try StylesheetFormatter.format(Array(css.utf8), fileName: "main.css", as: .classy)
    #expect(classy.contains("alpha 0.5 !important") || classy.contains("alpha: 0.5 !important"))
    let readBack = Stylesheet(source: classy, fileName: "main.cas")
    #expect(readBack.diagnostics.isEmpty, "\(classy)")
    #expect(readBack.rules.map(\.isImportant) == [true])
  }
}

/// The Stylesheet Language article's `!important` example, as the article writes it, does
/// what the article says.
@Suite("The article's !important example")
struct ImportantArticleTests {
  static let example = """
    UILabel { alpha: 0.5 !important; }
    UILabel#title.headline { alpha: 1; }
    """

  @Test func theArticleShowsTheExampleAndItDoesWhatTheArticleSays() throws {
    let article = try articleText("StylesheetLanguage.md")
    #expect(article.contains("```css\n" + Self.example + "\n```"))
    let sheet = Stylesheet(source: Self.example, fileName: "main.css")
    let tree = try StyleTree(
      root: ViewNode(
        "UIView",
        children: [
          ViewNode("UILabel"), ViewNode("UILabel", id: "title", classes: ["headline"]),
          ViewNode("UILabel", styles: [CodeStyle("loud", ["alpha": 0.9])]),
        ]))
    let styles = sheet.resolve(tree)
    #expect(tree.nodes.dropFirst().map { styles.properties(of: $0).map(\.value) } == [[0.5], [0.5], [0.5]])
  }
}
