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

  @Test func editDistanceStopsOnceItMustExceedTheLimit() {
    let kitten = Array("kitten".utf8)
    let sitting = Array("sitting".utf8)
    #expect(editDistance(kitten, sitting) == 3)
    #expect(editDistance(kitten, sitting, limit: 3) == 3)
    #expect(editDistance(kitten, sitting, limit: 2) == nil)
    #expect(editDistance([], sitting) == 7)
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
}
