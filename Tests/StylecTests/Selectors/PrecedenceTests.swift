import Testing

@testable import Stylec

@Suite("Precedence scores")
struct PrecedenceTests {
  private func score(_ selector: String, _ precedence: Precedence = .classy) -> Int? {
    sheet("\(selector) { a 1 }").rules.first?.scores[precedence]
  }

  @Test func theSeedsExampleScoresExactly() {
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

  @Test func specificityCountsIdsClassesAndTypes() {
    #expect(score("UIView UIButton.main", .specificity) == (1 << 20) | 2)
    #expect(score("^UIButton", .specificity) == 1)
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
    #expect(score("UIButton:not(.a, #b)", .specificity) == (1 << 40) | 1)
    #expect(score(":first-child:selected", .specificity) == 2 << 20)
    #expect(score("#a .b UILabel", .specificity) == (1 << 40) | (1 << 20) | 1)
  }
}
