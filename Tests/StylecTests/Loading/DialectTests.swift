import Testing

@testable import Stylec

/// One setting bundles the meanings on which the anchors disagree. Each choice a dialect makes
/// is tested here in each dialect; the table in the Stylesheet Language article lists them.
@Suite("Dialects")
struct DialectTests {
  /// One view, three rules that each mode ranks differently (as in the precedence tests).
  private static let rankingRules =
    "UIView.a UIButton { p 1 }\nUIButton.b { p 2 }\nUIView UIView UIButton { p 3 }\n"
  private static let rankingTree = ViewNode(
    "UIView", classes: ["a"], children: [ViewNode("UIView", children: [ViewNode("UIButton", classes: ["b"])])]
  )

  @Test func theMainFilesExtensionChoosesByDefault() {
    #expect(sheet("", path: "main.cas").dialect == .classy)
    #expect(sheet("", path: "main.css").dialect == .stylec)
    #expect(sheet("", path: "MAIN.CAS").dialect == .classy)
    #expect(Stylesheet(source: "").dialect == .stylec)
    #expect(Dialect(path: "a/b.cas") == .classy)
    #expect(Dialect(path: "a/b.style") == .stylec)
  }

  @Test(arguments: [
    (Dialect.stylec, Precedence.classy, "2"), (.classy, .classy, "2"), (.css, .specificity, "1"),
    (.interfacss, .lastWins, "3"),
  ])
  func eachDialectRanksByItsOwnPrecedence(dialect: Dialect, precedence: Precedence, winner: String) throws {
    #expect(dialect.precedence == precedence)
    let loaded = Stylesheet(source: Self.rankingRules, dialect: dialect)
    let tree = try StyleTree(root: Self.rankingTree)
    let node = tree.children(of: tree.children(of: tree.root)[0])[0]
    #expect(loaded.resolve(tree).property("p", of: node)?.value.description == winner)
    // A precedence the caller names wins over the dialect's.
    #expect(loaded.resolve(tree, precedence: .lastWins).property("p", of: node)?.value.description == "3")
  }

  @Test func aSheetNamesItsDialectFirstAndThatWins() {
    let loaded = Stylesheet(
      source: "// a comment\n@dialect css;\nUIView { tint-color green }", dialect: .classy)
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.dialect == .css)
    #expect(loaded.rules[0].declarations[0].value.description == "#008000")
    #expect(sheet("@dialect \"Classy\";\nUIView { tint-color green }", path: "t.css").dialect == .classy)
  }

  @Test func aDialectNamedAfterTheFirstStatementIsAnError() {
    let loaded = sheet("$a = 1;\n@dialect css;\nUIView { tint-color: green }", path: "t.css")
    #expect(locatedCodes(loaded.diagnostics) == ["2:1 invalid-dialect"])
    #expect(loaded.diagnostics[0].message.contains("must be the stylesheet's first statement"))
    #expect(loaded.dialect == .stylec)
    #expect(loaded.rules[0].declarations[0].value.description == "#00ff00")
  }

  @Test func anUnknownDialectIsAnErrorWithASuggestion() throws {
    let loaded = sheet("@dialect clasy\nUIView { a 1 }")
    #expect(locatedCodes(loaded.diagnostics) == ["1:1 invalid-dialect"])
    #expect(
      loaded.diagnostics[0].message
        == "unknown dialect 'clasy'; expected one of stylec, classy, css, interfacss, nimbus")
    #expect(loaded.diagnostics[0].notes == ["did you mean 'classy'?"])
    #expect(loaded.dialect == .classy)
    let malformed = sheet("@dialect classy css\nUIView { a 1 }")
    #expect(malformed.diagnostics.map(\.code) == [.invalidDialect])
    #expect(malformed.rules.count == 1)
  }

  @Test func anImportIsReadInItsImportersDialect() {
    let files = [
      "web.css": "@dialect css;\nUILabel { text-color: green }", "same.css": "@dialect classy;\nA { b: 1 }",
    ]
    let loaded = sheet("@import web.css\n@import same.css\nUIView { tint-color green }", files: files)
    #expect(loaded.dialect == .classy)
    #expect(locatedCodes(loaded.diagnostics) == ["1:1 invalid-dialect"])
    #expect(loaded.diagnostics[0].location?.file == "web.css")
    #expect(loaded.diagnostics[0].message.contains("imported by a sheet read as 'classy'"))
    #expect(loaded.rules.map { $0.declarations[0].value.description } == ["#00ff00", "1", "#00ff00"])
  }
}
