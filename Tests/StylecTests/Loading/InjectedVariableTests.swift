import Testing

@testable import Stylec

/// Variables an app injects from code, as Classy apps did (300 uses in one app's sheets): defined
/// before the sheet, replaced by the sheet's own definition from where it stands, seen by imports,
/// and usable as the file an `@import` reads.
@Suite("Injected variables")
struct InjectedVariableTests {
  private func load(
    _ source: String, _ variables: [String: String], files: [String: String] = [:], path: String = "main.cas"
  ) -> Stylesheet {
    sheet(source, path: path, files: files, variables: variables)
  }

  private func values(_ loaded: Stylesheet) -> [String] {
    loaded.rules.flatMap { $0.declarations.map { "\($0.property)=\($0.value)" } }
  }

  /// Classy's own injection spec, in stylec's terms.
  @Test func injectedValuesOfEveryKindAreReadAsTheSheetWritesThem() {
    let loaded = load(
      "@import $filename\nUITextField {\n  text-color $hexColor\n  clears-on-begin-editing $bool\n  text-insets $insets\n  minimum-font-size $unit\n}",
      [
        "$filename": "'Injected-File.cas'", "$namedColor": "purple", "$hexColor": "#333", "$bool": "YES",
        "unit": "200", "$insets": "20, 15, 12, 10",
      ],
      files: ["Injected-File.cas": "UIView {\n  background-color $namedColor\n}"])
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      values(loaded) == [
        "background-color=#800080", "text-color=#333333", "clears-on-begin-editing=true",
        "text-insets=20, 15, 12, 10", "minimum-font-size=200",
      ])
  }

  @Test func theSheetsDefinitionReplacesAnInjectedValueFromWhereItStands() {
    let loaded = load("A { a $x }\n$x = 2\nB { b $x }", ["x": "1"])
    #expect(loaded.diagnostics.isEmpty)
    #expect(values(loaded) == ["a=1", "b=2"])
  }

  @Test func anInjectedValueTakesTheDialectTheSheetNames() {
    let loaded = load("@dialect css;\nUIView { tint-color: $c; }", ["c": "green"], path: "main.css")
    #expect(values(loaded) == ["tint-color=#008000"])
    #expect(values(load("UIView { tint-color $c }", ["c": "green"])) == ["tint-color=#00ff00"])
  }

  @Test func aValueThatCannotBeReadIsALocatedError() {
    let loaded = load("A { a $bad; b $good }", ["bad": "(1 + ", "good": "2", "1x": "3", "$": "4"])
    #expect(
      loaded.diagnostics.map { "\($0.location?.file ?? "-") \($0.code)" } == [
        "<variable $> invalid-variable", "<variable $1x> invalid-variable", "<variable $bad> expected-value",
      ])
    #expect(values(loaded) == ["b=2"])
    #expect(locatedCodes(load("A { a 1 }", ["empty": " "]).diagnostics) == ["1:1 expected-value"])
  }

  @Test func importingAVariableNeedsAFileName() {
    let files = ["theme.cas": "A { a 1 }"]
    #expect(values(load("@import $theme", ["theme": "theme.cas"], files: files)) == ["a=1"])
    #expect(values(load("$theme = \"theme.cas\"\n@import $theme", [:], files: files)) == ["a=1"])
    let number = load("@import $theme", ["theme": "3"], files: files)
    #expect(locatedCodes(number.diagnostics) == ["1:1 expected-import-path"])
    #expect(number.diagnostics[0].message == "'$theme' is 3, not a file name, so nothing is imported")
    #expect(locatedCodes(load("@import $nope", [:]).diagnostics) == ["1:1 undefined-variable"])
  }

  /// A theme chosen by its file's path, as the docs show: the path reads as no value (a division
  /// of names), so it is its text; a division of numbers still divides.
  @Test func anInjectedPathIsTheFileItNames() {
    let files = ["themes/dark.cas": "A { a 1 }"]
    let themed = load("@import $theme", ["theme": "themes/dark.cas"], files: files)
    #expect(themed.diagnostics.isEmpty, "\(themed.diagnostics)")
    #expect(values(themed) == ["a=1"])
    #expect(values(load("A { a $ratio }", ["ratio": "16/9"])) == ["a=1.7777777777777777"])
    // Not shaped as a path: still an error, located in the variable's text.
    #expect(
      load("A { a $bad }", ["bad": "themes / dark cas"]).diagnostics.map { $0.location?.file }
        == ["<variable $bad>"])
  }

  @Test func lintCountsAnInjectedVariableAsNeitherUnusedNorUndefined() {
    let loaded = load("UIView { alpha $a }", ["a": "0.5", "unused": "1"])
    #expect(Linter().lint(loaded).isEmpty)
  }

  /// One injected value may use another whatever the order or names: each is defined after
  /// those its value uses (names sorted, `$a` would otherwise come before the `$z` it uses).
  @Test func aValueMayUseAnotherInjectedVariableWhateverTheirNames() {
    let loaded = load("UIView { alpha $a; width $m }", ["z": "3", "a": "$z * 2", "$m": "$a + $z"])
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    #expect(values(loaded) == ["alpha=6", "width=9"])
  }

  @Test func injectedVariablesInACycleAreReportedAndLeftUndefined() {
    let loaded = load("UIView { alpha $a; width $c }", ["a": "$b + 1", "b": "$a + 1", "c": "2"])
    #expect(
      loaded.diagnostics.map(\.message) == [
        "injected variables use one another in a cycle: $a → $b → $a"
      ])
    #expect(loaded.diagnostics.map(\.code) == [.invalidVariable])
    // Its uses are not reported again; the other variable is defined.
    #expect(values(loaded) == ["width=2"])
  }

  /// `c` is `$c`: giving both is an error, not one value silently taking the other's place.
  @Test func oneVariableGivenInTwoSpellingsIsAnError() {
    let loaded = load("UIView { alpha $c; width $d }", ["c": "0.5", "$c": "0.7", "d": "1"])
    #expect(
      loaded.diagnostics.map(\.message) == [
        "'$c' and 'c' name one variable, $c, with two values: give it once"
      ])
    #expect(values(loaded) == ["width=1"])
  }

  /// A chain of thousands of injected variables, each using the next, is ordered without
  /// recursion.
  @Test func aLongChainOfInjectedVariablesIsDefinedInOrder() {
    var variables: [String: String] = ["v5000": "1"]
    for index in 0..<5_000 { variables["v\(index)"] = "$v\(index + 1) + 1" }
    let loaded = load("UIView { alpha $v0 }", variables)
    #expect(loaded.diagnostics.isEmpty)
    #expect(values(loaded) == ["alpha=5001"])
  }

  /// Any name a sheet can write can be injected (`$é`), and an absolute path is a file's path
  /// for `@import $theme`, the import root still deciding whether it may be read.
  @Test func namesAndPathsAreReadAsTheSheetReadsThem() {
    let accented = load("UIView { alpha $é }", ["é": "0.5"])
    #expect(accented.diagnostics.isEmpty)
    #expect(values(accented) == ["alpha=0.5"])
    // Read as a path (it names no file here), not as a malformed value.
    let path = load("@import $theme\nUIView { alpha 1 }", ["theme": "/nowhere/dark.cas"])
    #expect(path.diagnostics.map(\.code) == [.importFailed])
    let bad = load("UIView { alpha 1 }", ["1a": "2"])
    #expect(
      bad.diagnostics.map(\.message) == [
        "'1a' is not a variable name (\(Stylesheet.injectableVariableNameRule))"
      ])
    // An at-rule's keyword, or a name spelt with an escape, is no variable a sheet can use.
    for name in ["@media", "@Import", "$a\\62"] {
      #expect(
        load("UIView { alpha 1 }", [name: "2"]).diagnostics.map(\.code) == [.invalidVariable], "\(name)")
    }
  }

  /// Loads given the same variables define them as the first did (read once, kept), with the
  /// same values and the same diagnostics; a load that reads them another way (here, a smaller
  /// value size limit) reads them anew.
  @Test func theSameVariablesLoadedAgainGiveTheSameSheet() {
    let injected = ["a": "$b + 1", "b": "$a + 1", "c": "1 2 3 4", "d": "0.5 +", "e": "$c * 2"]
    let source = "UIView { alpha $d; tags $e }"
    let first = load(source, injected)
    for _ in 0..<3 {
      let again = load(source, injected)
      #expect(again.diagnostics == first.diagnostics)
      #expect(values(again) == values(first))
      #expect(again.injectedVariableValues == first.injectedVariableValues)
    }
    #expect(values(first) == ["tags=2 4 6 8"])
    #expect(first.diagnostics.map(\.code).contains(.invalidVariable))
    let smaller = Stylesheet(
      source: source, fileName: "main.cas", variables: injected,
      limits: StylesheetLimits(maximumValueSize: 3))
    #expect(smaller.diagnostics.map(\.code).contains(.valueTooLarge))
    #expect(values(smaller).isEmpty)
  }
}
