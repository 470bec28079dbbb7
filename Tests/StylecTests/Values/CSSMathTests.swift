import Testing

@testable import Stylec

/// CSS's `calc()` and `clamp()`, and the units of angles and times: worked out when the sheet
/// loads, units converted within their dimension, in the stylec and css dialects.
@Suite("calc(), clamp() and units")
struct CSSMathTests {
  @Test(arguments: [
    ("calc(1 / 2)", "0.5"), ("calc(2 + 3 * 4)", "14"), ("calc((2 + 3) * 4)", "20"),
    ("calc(10px + 2pt)", "12px"), ("calc((10px + 2pt) * 3 - 4px)", "32px"), ("calc(calc(2 * 3) + 1)", "7"),
    ("calc(100% / 4)", "25%"), ("calc(-1 * 5px)", "-5px"), ("calc(10px / 4px)", "2.5"),
    ("clamp(10, 50, 20)", "20"), ("clamp(10, 5, 20)", "10"), ("clamp(10, 15, 20)", "15"),
    // A low above the high wins, as CSS's max(low, min(value, high)).
    ("clamp(30, 5, 20)", "30"), ("clamp(1s, 200ms, 2s)", "1s"),
    ("min(10px, 2 * 3px)", "6px"), ("max(1s, 1500ms)", "1.5s"), ("min(1turn, 90deg)", "0.25turn"),
    ("calc(1s + 500ms)", "1.5s"), ("calc(300ms * 2)", "600ms"), ("calc(0.5turn + 90deg)", "0.75turn"),
    ("calc(1rad / 1rad)", "1"), ("100grad", "100grad"), ("0.3S", "0.3s"), ("250MS", "250ms"),
    ("hsl(0.5turn, 100%, 50%)", "#00ffff"), ("hsl(200grad, 100%, 50%)", "#00ffff"),
    ("hsl(180deg, 100%, 50%)", "#00ffff"),
    // Arithmetic's binary noise in a 17th digit goes: results keep 16 significant digits.
    ("calc(0.1 + 0.2)", "0.3"), ("calc(0.7 * 3)", "2.1"), ("calc(1 / 3 * 3)", "1"),
    ("calc(1 / 3)", "0.3333333333333333"), ("calc(1e300 * 1.1)", "1.1e+300"),
    ("3.141592653589793", "3.141592653589793"),
    // Stepped values: a half rounds up for nearest; mod takes the step's sign, rem the value's.
    ("round(0.44, 0.1)", "0.4"), ("round(2.5, 1)", "3"), ("round(-2.5, 1)", "-2"),
    ("round(nearest, 7px, 5px)", "5px"), ("round(up, 7px, 5px)", "10px"), ("round(down, -7, 5)", "-10"),
    ("round(to-zero, -7, 5)", "-5"), ("round(1s, 400ms)", "1.2s"), ("round(up, 1.5)", "2"),
    // A step's sign does not matter to rounding (CSS's lower and upper B), and halves go up.
    ("round(up, 2.1, -2)", "4"), ("round(down, 3.9, -2)", "2"), ("round(3, -2)", "4"),
    ("round(5px, -2px)", "6px"), ("round(-3, -2)", "-2"), ("round(-2.5)", "-2"), ("round(2.5)", "3"),
    // Decimals stay decimal: no step lost to binary noise.
    ("round(down, 0.7, 0.1)", "0.7"), ("round(down, 0.57, 0.01)", "0.57"), ("mod(0.7, 0.1)", "0"),
    ("rem(0.7, 0.1)", "0"), ("round(1000ms, 1s)", "1000ms"), ("calc(0.1 + 0.7)", "0.8"),
    ("calc(1 - 0.9)", "0.1"), ("floor(calc(0.57 * 100))", "57"),
    // Past 2^53 steps, A is a multiple of B as far as a double tells, and a remainder is exact.
    ("round(1e300, 1e-10)", "1e+300"), ("mod(-7e20, 3)", "2"),
    ("mod(-7, 5)", "3"), ("rem(-7, 5)", "-2"), ("mod(7, -5)", "-3"), ("mod(1s, 300ms)", "0.1s"),
    ("rgb(none 255 0)", "#00ff00"), ("hsl(none 100% 50%)", "#ff0000"),
  ])
  func valuesAreWorkedOutWhenTheSheetLoads(source: String, expected: String) {
    #expect(evaluatedValue(source) == expected)
    #expect(evaluatedValue(source, dialect: .css) == expected)
  }

  @Test(arguments: [
    (
      "calc(100% - 10px)",
      "18 invalid-arithmetic: cannot combine '100%' and '10px': their units differ"
    ),
    ("calc(1s + 10px)", "18 invalid-arithmetic: cannot combine '1s' and '10px': their units differ"),
    ("calc(1px 2px)", "13 invalid-function: calc() takes one number, not 2"),
    ("calc()", "13 invalid-function: calc() takes one number, not 0"),
    ("clamp(1, 2)", "13 invalid-function: clamp() takes three numbers, clamp(low, value, high), not 2"),
    ("clamp(1, red, 2)", "13 invalid-function: clamp() takes numbers, not '#ff0000'"),
    ("max(1s, 2deg)", "13 invalid-function: max() takes numbers of one unit, not s and deg"),
    ("calc(1 / 0)", "18 division-by-zero: division by zero"),
    ("mod(1, 0)", "13 invalid-arithmetic: mod() by a step of 0 has no value"),
    (
      "round(sideways, 1, 2)",
      "13 invalid-function: round() rounds to nearest, up, down or to-zero, not 'sideways'"
    ),
    ("round(1, 2, 3)", "13 invalid-function: round() takes a number and a step, round(A, B), not 3"),
    ("rem(1)", "13 invalid-function: rem() takes two numbers, rem(A, B), not 1"),
    ("calc(1px * 1%)", "18 invalid-arithmetic: cannot multiply two numbers that both have units"),
    // A color's channels are plain numbers and percentages; only a hue takes an angle.
    (
      "hsl(120ms, 100%, 50%)",
      "13 invalid-color: hsl() takes a hue in degrees or another angle's unit, not '120ms'"
    ),
    (
      "hsl(1s, 100%, 50%)", "13 invalid-color: hsl() takes a hue in degrees or another angle's unit, not '1s'"
    ),
    ("hsl(120, 100deg, 50%)", "13 invalid-color: hsl() takes numbers and percentages, not '100deg'"),
    ("rgb(255, 0, 1turn)", "13 invalid-color: rgb() takes numbers and percentages, not '1turn'"),
    ("rgba(255, 0, 0, 1s)", "13 invalid-color: rgba() takes numbers and percentages, not '1s'"),
    (
      "hsl(50%, 100%, 50%)",
      "13 invalid-color: hsl() takes a hue in degrees or another angle's unit, not '50%'"
    ),
    ("(1 !important)", "16 malformed-value: unexpected '!' inside '(…)'"),
    (
      "3em",
      "13 unknown-unit: unknown unit 'em' in '3em'; expected px, pt, %, deg, rad, grad, turn, s or ms, or no unit"
    ),
  ])
  func whatCannotBeWorkedOutIsAnErrorWhereItIsWritten(source: String, expected: String) {
    #expect(evaluatedValue(source) == expected)
  }

  /// The css dialect types a calculation as CSS does, so a plain number and a number with a
  /// unit neither add nor compare (a browser drops such a declaration); stylec's dialect lets
  /// the plain number take the other's unit, as the seeds' arithmetic does.
  @Test(arguments: [
    (
      "calc(10px + 5)", "15px",
      "18 invalid-arithmetic: cannot add '10px' and '5': CSS adds a plain number only to a plain number"
    ),
    (
      "calc((10px + 2pt) * 3 - 4)", "32px",
      "18 invalid-arithmetic: cannot subtract '4' from '36px': CSS subtracts a plain number only from a plain number"
    ),
    (
      "calc(2 - 1s)", "1s",
      "18 invalid-arithmetic: cannot subtract '1s' from '2': CSS subtracts a plain number only from a plain number"
    ),
    (
      "max(1px, 2)", "2px",
      "13 invalid-function: max() takes numbers of one type: '2' is a plain number and '1px' is not"
    ),
    (
      "clamp(0, 5px, 10px)", "5px",
      "13 invalid-function: clamp() takes numbers of one type: '0' is a plain number and '5px' is not"
    ),
    (
      "round(up, 7px, 5)", "10px",
      "13 invalid-function: round() takes numbers of one type: '5' is a plain number and '7px' is not"
    ),
    // CSS divides only in a calculation: elsewhere its '/' separates values.
    (
      "10px / 20px", "0.5",
      "13 invalid-arithmetic: '/' outside calc() separates values in CSS (border-radius: 10px / 20px, font: 12px/1.5 Avenir), and stylec reads no such value; to divide, write calc()"
    ),
    ("calc(10px / 20px)", "0.5", "0.5"),
    // CSS calculates only inside a calculation, with '+' and '-' between white space, no minus
    // before anything but a number, and no '**': stylec's dialect reads each as the seeds do.
    (
      "10px + 5", "15px",
      "13 invalid-arithmetic: CSS calculates only inside calc() (and min(), max(), clamp()): write calc(10px + 5)"
    ),
    (
      "calc(1+2)", "3",
      "18 invalid-arithmetic: CSS needs white space on both sides of '+' in a calculation (calc(1px + 2px)): without it, it reads a sign or a word"
    ),
    (
      "min(10- 2, 5)", "5",
      "17 invalid-arithmetic: CSS needs white space on both sides of '-' in a calculation (calc(1px - 2px)): without it, it reads a sign or a word"
    ),
    (
      "calc(-(3))", "-3",
      "18 invalid-arithmetic: CSS has no minus before a value but a number's own sign: write calc(-1 * (3))"
    ),
    (
      "max(1, calc(- 3))", "1",
      "25 invalid-arithmetic: CSS has no minus before a value but a number's own sign: write calc(-1 * 3)"
    ),
    (
      "calc(2 ** 3)", "8",
      "19 invalid-arithmetic: '**' is no operator of CSS's: multiply instead (calc(2 * 2 * 2))"
    ),
    ("calc(-3 + 4 - -1)", "2", "2"), ("calc(0.5 * -2)", "-1", "-1"),
    // A comment is neither white space nor in its way: CSS drops it.
    ("calc(1 + /**/2)", "3", "3"), ("calc(1/**/ + 2)", "3", "3"),
    (
      "calc(1 +/**/2)", "3",
      "18 invalid-arithmetic: CSS needs white space on both sides of '+' in a calculation (calc(1px + 2px)): without it, it reads a sign or a word"
    ),
    // Inside CSS's own functions too: only the alpha's '/' in a colour's space syntax separates.
    (
      "hsl(120, 100%, 50% / 0.5)", "#ffffff",
      "28 invalid-arithmetic: '/' outside calc() separates values in CSS (border-radius: 10px / 20px, font: 12px/1.5 Avenir), and stylec reads no such value; to divide, write calc()"
    ),
    (
      "translateX(10px + 5px)", "translateX(15px)",
      "24 invalid-arithmetic: CSS calculates only inside calc() (and min(), max(), clamp()): write calc(10px + 5px)"
    ),
    (
      "translateX(calc(10px+5px))", "translateX(15px)",
      "29 invalid-arithmetic: CSS needs white space on both sides of '+' in a calculation (calc(1px + 2px)): without it, it reads a sign or a word"
    ),
    ("rgb(255 0 calc(100 + 28) / 50%)", "#ff008080", "#ff008080"),
    // The root of a length is no length.
    ("sqrt(4px)", "2px", "13 invalid-function: sqrt() takes a plain number, not '4px'"),
    ("sqrt(calc(16px * 4))", "8px", "13 invalid-function: sqrt() takes a plain number, not '64px'"),
  ])
  func theCSSDialectTypesCalculationsAsCSSDoes(source: String, stylec: String, css: String) {
    #expect(evaluatedValue(source) == stylec)
    #expect(evaluatedValue(source, dialect: .css) == css)
  }

  /// Multiplying by a plain number and dividing by one, or a length by a length, are typed
  /// alike in both dialects.
  @Test func theCSSDialectStillScalesAndDividesTypedNumbers() {
    #expect(evaluatedValue("calc(10px * 2 / 4)", dialect: .css) == "5px")
    #expect(evaluatedValue("calc(10px / 4px)", dialect: .css) == "2.5")
    #expect(evaluatedValue("calc(50% + 10%)", dialect: .css) == "60%")
    #expect(evaluatedValue("min(2, 3)", dialect: .css) == "2")
  }

  /// CSS's constants `e` and `pi` are numbers inside a calculation; `infinity` and `NaN`, which
  /// no view can take, are errors naming the constant.
  @Test(arguments: [
    ("calc(pi / 4)", "0.7853981633974483"), ("calc(2 * PI)", "6.283185307179586"),
    ("calc(e)", "2.718281828459045"), ("min(pi, 3)", "3"), ("clamp(1, e, 2)", "2"),
    ("calc(pi * -1deg)", "-3.141592653589793deg"),
    // `-pi` is a name of its own in CSS's grammar, not a negated constant (only -infinity is).
    (
      "calc(-pi * 1deg)",
      "18 invalid-arithmetic: cannot apply '*' to '-pi' and '1deg'; arithmetic takes numbers"
    ), ("calc((pi))", "3.141592653589793"),
    (
      "calc(infinity)",
      "18 invalid-arithmetic: 'infinity' has no value a view can take; a calculation here must be finite"
    ),
    (
      "calc(1px * -infinity)",
      "24 invalid-arithmetic: '-infinity' has no value a view can take; a calculation here must be finite"
    ),
    (
      "max(NaN, 1)",
      "17 invalid-arithmetic: 'NaN' has no value a view can take; a calculation here must be finite"
    ),
  ])
  func cssConstantsAreNumbersInACalculation(source: String, expected: String) {
    #expect(evaluatedValue(source) == expected)
    #expect(evaluatedValue(source, dialect: .css) == expected)
  }

  /// A constant that comes through `var()` is one in the calculation it stands in.
  @Test func aConstantThroughVarIsOneInTheCalculation() throws {
    let sheet = Stylesheet(
      source: ":root { --k: pi; } UILabel { alpha: calc(var(--k) / 4); }", fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UILabel"))
    let styles = sheet.resolve(tree)
    #expect(styles.diagnostics.isEmpty)
    #expect(styles[tree.root, "alpha"] == .number(Double.pi / 4, unit: .none))
  }

  /// Outside a calculation, and in the seeds' dialects, `pi` stays the name it is written as.
  @Test func constantsAreNamesOutsideACalculation() {
    #expect(evaluatedValue("pi") == "pi")
    #expect(
      evaluatedValue("max(pi, 1)", dialect: .classy) == "13 invalid-function: max() takes numbers, not 'pi'")
  }

  @Test func aPercentageMixedWithALengthSaysWhy() {
    let parsed = Stylesheet(source: "UIView { p: calc(100% - 10px); }", fileName: "main.css")
    #expect(
      parsed.diagnostics.first?.notes == [
        "stylec works values out when the sheet loads, when a percentage has nothing yet to be a percentage of: it combines only with percentages and plain numbers"
      ])
  }

  @Test(arguments: [Dialect.classy, .interfacss, .nimbus])
  func theSeedsDialectsRefuseCalcAndClampByName(dialect: Dialect) {
    #expect(
      evaluatedValue("calc(1 + 2)", dialect: dialect)
        == "13 not-in-dialect: calc() is not in the \(dialect.rawValue) dialect, which reads the sheet as \(dialect.systemName) did"
    )
    #expect(
      evaluatedValue("clamp(1, 2, 3)", dialect: dialect).hasPrefix("13 not-in-dialect: clamp() is not in"))
    #expect(evaluatedValue("mod(7, 5)", dialect: dialect).hasPrefix("13 not-in-dialect: mod() is not in"))
    #expect(
      evaluatedValue("round(7, 5)", dialect: dialect).hasPrefix(
        "13 not-in-dialect: round() of a step is not in"))
    #expect(evaluatedValue("rgb(none, 0, 0)", dialect: dialect).hasPrefix("13 invalid-color"))
    // Their own functions and units stay: Classy's min and max and round, and any unit.
    #expect(evaluatedValue("round(2.5)", dialect: dialect) == "3")
    #expect(evaluatedValue("max(1s, 1500ms)", dialect: dialect) == "1.5s")
  }

  /// A time or an angle is no length: a property of numbers refuses it, and so does a layout
  /// term.
  @Test func timesAndAnglesAreNotLengths() throws {
    let sheet = Stylesheet(source: "UIView { alpha: 0.3s; }", fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UIView"))
    let styles = sheet.resolve(tree, schema: .uikit)
    #expect(styles.diagnostics.map(\.code) == [.invalidValue])
    let term = Stylesheet(
      source: "UIView { left: left(parent + 2s); }", fileName: "main.css", dialect: .interfacss)
    #expect(term.diagnostics.map(\.code) == [.invalidArithmetic])
  }

  /// The article's example, as the article writes it, gives what the article says.
  @Test func theArticlesExampleGivesWhatItSays() throws {
    let example = """
      UILabel {
        alpha: calc(1 / 2);
        width: calc((10px + 2pt) * 3 - 4);
        height: clamp(10, 50, 20);
        duration: calc(1s + 500ms);
        color: hsl(0.5turn, 100%, 50%);
      }
      """
    #expect(try articleText("StylesheetLanguage.md").contains("```css\n" + example + "\n```"))
    let sheet = Stylesheet(source: example, fileName: "main.css")
    #expect(
      sheet.rules.flatMap(\.declarations).map(\.text) == [
        "alpha: 0.5", "width: 32px", "height: 20", "duration: 1.5s", "color: #00ffff",
      ])
  }
}
