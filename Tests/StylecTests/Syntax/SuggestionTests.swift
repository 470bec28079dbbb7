import Testing

@testable import Stylec

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
  @Test func suggestsTheNearestNameWithinAThirdOfTheWord() {
    #expect(closestMatch(to: "colr", among: ["color", "colour", "cover"]) == "color")
    #expect(closestMatch(to: "Backgrond-Color", among: ["background-color"]) == "background-color")
    #expect(closestMatch(to: "zzzz", among: ["color"]) == nil)
    #expect(closestMatch(to: "", among: ["a"]) == nil)
  }

  @Test func tiesGoToTheNameThatSortsFirstWhateverTheOrder() {
    let names = ["tint-colour", "tint-color", "tint-colorz"]
    for order in [names, names.reversed(), [names[1], names[0], names[2]]] {
      #expect(closestMatch(to: "tint-colo", among: order) == "tint-color")
    }
    #expect(closestMatch(to: "ab", among: ["ac", "aa"]) == "aa")
  }

  /// Case is ignored, but of two as near the one nearer as written wins: `--acent` means
  /// `--accent`, not `--Accent` (which sorts first), whatever the order.
  @Test func tiesGoToTheNameNearerAsWritten() {
    for order in [["--Accent", "--accent"], ["--accent", "--Accent"]] {
      #expect(closestMatch(to: "--acent", among: order) == "--accent")
      #expect(closestMatch(to: "--Acent", among: order) == "--Accent")
    }
  }

  @Test func editDistanceStopsOnceItMustExceedTheLimit() {
    let kitten = Array("kitten".utf8)
    let sitting = Array("sitting".utf8)
    #expect(editDistance(kitten, sitting) == 3)
    #expect(editDistance(kitten, sitting, limit: 3) == 3)
    #expect(editDistance(kitten, sitting, limit: 2) == nil)
    #expect(editDistance([], sitting) == 7)
    // Two neighbouring letters swapped are one edit.
    #expect(editDistance(Array("aplha".utf8), Array("alpha".utf8)) == 1)
    #expect(editDistance(Array("aplha".utf8), Array("alpha".utf8), limit: 1) == 1)
    #expect(editDistance(Array("ab".utf8), Array("ba".utf8)) == 1)
    #expect(editDistance(Array("ca".utf8), Array("abc".utf8)) == 3)
    #expect(editDistance(kitten, []) == 6)
  }

  @Test func aSpentBudgetGivesNoSuggestionRatherThanAPartialOne() {
    let names = (0..<100).map { "name\($0)" }
    var suggester = Suggester(budget: 4_000)  // one search costs 3,050
    #expect(suggester.closestMatch(to: "nane1", among: names) == "name1")
    #expect(suggester.closestMatch(to: "nane1", among: names) == nil)
    var roomy = Suggester(budget: 1_000_000)
    for _ in 0..<10 { #expect(roomy.closestMatch(to: "nane1", among: names.reversed()) == "name1") }
  }

  /// Lint checks a group's declarations once per subject, and spends for each other selector
  /// what the searches cost the first time: the budget ends as searching again would leave it,
  /// whether it lasts, runs out during the searches, or had run out before.
  @Test func spendingWhatSearchesCostLeavesTheBudgetAsSearchingAgainWould() {
    let names = (0..<100).map { "name\($0)" }
    for budget in [1_000, 4_000, 6_000, 7_000, 9_000, 10_000, 1_000_000] {
      var searching = Suggester(budget: budget)
      var spending = Suggester(budget: budget)
      let before = spending.remainingBudget
      let first = spending.closestMatch(to: "nane1", among: names)
      let cost = before - spending.remainingBudget
      #expect(searching.closestMatch(to: "nane1", among: names) == first)
      for _ in 0..<2 {
        _ = searching.closestMatch(to: "nane1", among: names)
        spending.spend(cost)
        #expect((searching.remainingBudget > 0) == (spending.remainingBudget > 0), "budget \(budget)")
        if searching.remainingBudget > 0 {
          #expect(searching.remainingBudget == spending.remainingBudget, "budget \(budget)")
        }
      }
      #expect(
        searching.closestMatch(to: "nane2", among: names) == spending.closestMatch(to: "nane2", among: names),
        "budget \(budget)")
    }
  }
}
