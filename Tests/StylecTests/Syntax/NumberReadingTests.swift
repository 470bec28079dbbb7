import Testing

@testable import Stylec

/// The parser's fast paths for numbers, units and names must read exactly what the general
/// paths (`Double(String)`, `String.lowercased()`, `kebabCase`) read.
@Suite("Number reading")
struct NumberReadingTests {
  @Test(arguments: [
    "0", "-0", "+0", "12", "-12", "+3.25", "0.58", "2.0", "0.1", "0.3", "1.7976931348623", "123456789012345",
    "999999999999999", "0.00000000000001", "-0.00000000000001", "3.14159265358979",
  ])
  func plainDecimalsAreExact(numeral: String) throws {
    let value = try #require(exactDecimal(ArraySlice(numeral.utf8)))
    let expected = try #require(Double(numeral))
    #expect(value.bitPattern == expected.bitPattern)
  }

  @Test(arguments: [
    "1e3", "1E-2", ".5", "-.5", "1234567890123456", "0.1234567890123456", "3.141592653589793", "", "-", "1.",
    "1..2",
  ])
  func otherNumeralsAreLeftToTheGeneralReader(numeral: String) {
    #expect(exactDecimal(ArraySlice(numeral.utf8)) == nil)
  }

  @Test func randomDecimalsAgreeWithTheGeneralReaderBitForBit() {
    var random = SeededRandom(seed: 0x5EED_DEC1)
    for _ in 0..<20_000 {
      let integerDigits = Int.random(in: 1...8, using: &random)
      let fractionDigits = Int.random(in: 0...7, using: &random)
      var numeral = Bool.random(using: &random) ? "-" : ""
      numeral += (0..<integerDigits).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
      if fractionDigits > 0 {
        numeral +=
          "." + (0..<fractionDigits).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
      }
      let fast = exactDecimal(ArraySlice(numeral.utf8))
      #expect(fast?.bitPattern == Double(numeral)?.bitPattern, "\(numeral)")
    }
  }

  @Test(arguments: [
    ("", NumericUnit.none), ("px", .px), ("PX", .px), ("Pt", .pt), ("%", .percent), ("deg", .deg),
    ("DeG", .deg),
  ])
  func unitsInAnyCase(spelling: String, unit: NumericUnit) {
    #expect(NumericUnit(spelling: ArraySlice(spelling.utf8)) == unit)
  }

  @Test(arguments: ["em", "p", "pxx", "de", "degs", "%%", "rem"])
  func unknownUnits(spelling: String) {
    #expect(NumericUnit(spelling: ArraySlice(spelling.utf8)) == nil)
  }

  @Test func numbersInStylesheetsReadThroughEitherPath() {
    let parsed = sheet("UIView { a 0.58; b 12PX; c 1e2pt; d 3.141592653589793; e -0.5deg }")
    #expect(!parsed.hasErrors)
    let values = parsed.rules.first?.declarations.map(\.value.description)
    #expect(values == ["0.58", "12px", "100pt", "3.141592653589793", "-0.5deg"])
  }

  @Test func typeNamesAreCanonicalWhetherSpelledExactlyOrNot() {
    #expect(canonicalTypeName("UIButton") == "UIButton")
    #expect(canonicalTypeName("button") == "UIButton")
    #expect(canonicalTypeName("UIBUTTON") == "UIButton")
    #expect(canonicalTypeName("MyButton") == "MyButton")
  }

  @Test func propertyNamesAreKebabCaseWhetherWrittenSoOrNot() {
    let parsed = sheet("UIView { titleColor red; title-color blue; URLString 'a' }")
    #expect(parsed.rules.first?.declarations.map(\.property) == ["title-color", "title-color", "url-string"])
  }
}
