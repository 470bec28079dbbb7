import Testing

@testable import Stylec

@Suite("Precedence scores")
struct PrecedenceTests {
  private func score(_ selector: String, _ precedence: Precedence = .classy) -> Int? {
    sheet("\(selector) { a 1 }").rules.first?.scores[precedence]
  }

  @Test func classysDocumentedExampleScoresExactly() {
    #expect(score("UIButton.main") == 3004)
    #expect(score("UIView > UIButton") == 7)
    #expect(score("UIButton") == 4)
  }

  @Test(arguments: [
    ("UIView UIButton", 6), ("^UIButton", 2), ("^UIControl.primary", 3002),
    ("UITabBar > ^UIButton.large", 3005),
    ("UIView.bordered > UIView.panel", 5007), ("UIView.a UIButton", 1006), ("UIWindow > UIView UIButton", 9),
    ("UIButton.a.b", 6004), ("UITableView ^UITableViewCell > UIImageView", 7),
  ])
  func classyTableAtEachPosition(selector: String, expected: Int) {
    #expect(score(selector) == expected)
  }

  @Test func scoresComeFromTheFlattenedSelectorNotFromNesting() {
    let nested = sheet(
      "UIView {\n  UINavigationBar {\n    > UIView { a 1 }\n  }\n}\nUIButton {\n  &.primary { b 2 }\n}")
    let flat = sheet("UIView UINavigationBar > UIView { a 1 }\nUIButton.primary { b 2 }")
    #expect(nested.rules.map(\.selector) == flat.rules.map(\.selector))
    #expect(nested.rules.map { $0.scores[.classy] } == flat.rules.map { $0.scores[.classy] })
    #expect(nested.rules.map { $0.scores[.classy] } == [9, 3004])
  }

  /// A selector's specificity as (ids, classes and pseudo-classes, types).
  private func specificity(_ selector: String) -> [Int] {
    let parts = sheet("\(selector) { a 1 }").entries[0].selector.specificityParts
    return [parts.ids, parts.classes, parts.types]
  }

  @Test func specificityCountsIdsClassesAndTypes() {
    #expect(specificity("UIView UIButton.main") == [0, 1, 2])
    #expect(specificity("^UIButton") == [0, 0, 1])
  }

  /// One view, three rules that set one property, each mode picking a different winner:
  /// Classy ranks a class on the view first, W3C specificity the most classes then types, and
  /// last-wins the rule written last.
  @Test(arguments: [(Precedence.classy, "2"), (.specificity, "1"), (.lastWins, "3")])
  func eachModePicksItsOwnWinner(precedence: Precedence, winner: String) throws {
    let rules = "UIView.a UIButton { p 1 }\nUIButton.b { p 2 }\nUIView UIView UIButton { p 3 }"
    let tree = ViewNode(
      "UIView", classes: ["a"],
      children: [ViewNode("UIView", children: [ViewNode("UIButton", classes: ["b"])])])
    #expect(try Styled(sheet(rules), tree, precedence: precedence)[2, "p"] == winner)
  }

  @Test func lastWinsScoresEverythingEqually() {
    #expect(score("UIView > UIButton.main", .lastWins) == 0)
  }

  @Test(arguments: [
    ("#ok", 300_000), ("UIView #ok", 300_002), ("#a UIButton", 100_004), ("#a > UIButton", 200_004),
    ("UIButton:selected", 3004), ("UIView:first-child > UIButton", 2007), ("*", 0), ("* > UIButton", 4),
    ("UILabel + UIButton", 7), ("UILabel ~ UIButton", 6), ("UIButton:not(.a, #b)", 300_004),
    ("UIView:not(.a) UIButton", 1006), ("UIButton:not(UIView > .a)", 3008),
  ])
  func extendedTableForIdsPseudoClassesAndSiblings(selector: String, expected: Int) {
    #expect(score(selector) == expected)
  }

  @Test func atEveryPositionAnIdOutranksClassesAndAClassOutranksTypes() {
    // Ten classes on the view do not reach an id on an ancestor; a class on an ancestor beats
    // any realistic number of types on the view.
    #expect(score("#a UIView") ?? 0 > score("UIView.a.b.c.d.e.f.g.h.i.j") ?? 0)
    #expect(score(".a UIView") ?? 0 > score("UIView UIView UIView UIView UIView UIView") ?? 0)
  }

  @Test func specificityOfNegationIsItsMostSpecificArgument() {
    #expect(specificity("UIButton:not(.a, #b)") == [1, 0, 1])
    #expect(specificity(":first-child:selected") == [0, 2, 0])
    #expect(specificity("#a .b UILabel") == [1, 1, 1])
  }

  @Test func anIdOutranksAnyNumberOfClassesUnderSpecificity() throws {
    let rules = "#x { p 1 }\n.a.b.c.d.e.f.g.h.i.j.k.l { p 2 }"
    let view = ViewNode(
      "UIView", id: "x", classes: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"])
    #expect(try Styled(sheet(rules), view, precedence: .specificity)[0, "p"] == "1")
  }
}
