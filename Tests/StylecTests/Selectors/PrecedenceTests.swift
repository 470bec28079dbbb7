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
}
