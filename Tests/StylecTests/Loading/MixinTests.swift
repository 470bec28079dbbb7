import Testing

@testable import Stylec

/// `@mixin` and `@include`: named styles with parameters in a sheet, DRYUI's styles with
/// arguments and parents written as stylesheet text.
@Suite("Mixins")
struct MixinTests {
  static let tree =
    #"{"type": "UIView", "classes": ["card"], "children": [{"type": "UIView", "classes": ["small"]}]}"#

  func properties(_ sheet: Stylesheet, node: Int = 0) throws -> [String] {
    let tree = try StyleTree(json: Self.tree)
    return sheet.resolve(tree).properties(of: tree.nodes[node]).map {
      "\($0.name): \($0.value) (\($0.location.file):\($0.location.line))"
    }
  }

  @Test func argumentsDefaultsParentsAndNestedPropertiesExpandWhereTheIncludeStands() throws {
    let loaded = sheet(
      """
      $radius: 99;
      @mixin rounded($radius: 4) {
        corner-radius: $radius;
      }
      @mixin card($color, $radius: 8) {
        @include rounded($radius);
        background-color: $color;
        layer @{ border-width: $radius / 4; }
      }
      UIView.card {
        @include card(#fff);
        background-color: blue;
      }
      UIView.small {
        @include rounded;
        @include card(red, 2);
        shadow-radius: $radius;
      }
      """, path: "main.css")
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      try properties(loaded) == [
        "background-color: #0000ff (main.css:12)", "corner-radius: 8 (main.css:3)",
        "layer.border-width: 2 (main.css:8)",
      ])
    // A parameter binds only inside the mixin: the global variable of its name is back after it.
    #expect(
      try properties(loaded, node: 1) == [
        "background-color: #ff0000 (main.css:7)", "corner-radius: 2 (main.css:3)",
        "layer.border-width: 0.5 (main.css:8)", "shadow-radius: 99 (main.css:17)",
      ])
  }

  @Test func classySyntaxWritesThemIndentedAndAnImportedMixinIsIncluded() throws {
    let loaded = sheet(
      """
      @import mixins.cas
      UIView.card
        @include framed(2)
        alpha 0.5
      """,
      files: [
        "mixins.cas": """
        @mixin framed($width, $color: red)
          layer @{
            border-width $width
            border-color $color
          }
        """
      ])
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      try properties(loaded) == [
        "alpha: 0.5 (main.cas:4)", "layer.border-color: #ff0000 (mixins.cas:4)",
        "layer.border-width: 2 (mixins.cas:3)",
      ])
  }

  @Test func argumentsAreEvaluatedWhereTheIncludeIsWritten() throws {
    let loaded = sheet(
      """
      $base: 10;
      @mixin padded($size) { content-edge-insets: $size; }
      UIButton { @include padded($base * 2); }
      """, path: "main.css")
    let tree = try StyleTree(json: #"{"type": "UIButton"}"#)
    #expect(loaded.resolve(tree)[tree.root, "content-edge-insets"] == 20)
  }

  /// A mixin included from another's body reads the sheet's variable, not the includer's
  /// parameter of the same name (scoped where it is written, as Sass scopes it); an argument
  /// written in the includer's body reads the includer's parameter, and a default the sheet's.
  @Test func aMixinIncludedByAnotherReadsTheSheetsVariablesNotItsParameters() throws {
    let loaded = sheet(
      """
      $r: 4;
      @mixin inner { corner-radius: $r; }
      @mixin passing($v) { alpha: $v; }
      @mixin defaulted($d: $r * 2) { border-width: $d; }
      @mixin outer($r) { @include inner; @include passing($r / 10); @include defaulted; tag: $r; }
      UIView.a { @include outer(9); }
      UIView.b { @include inner; tag: $r; }
      """, path: "main.css")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let tree = try StyleTree(
      json: #"{"type": "UIView", "classes": ["a"], "children": [{"type": "UIView", "classes": ["b"]}]}"#)
    let styles = loaded.resolve(tree)
    #expect(styles[tree.root, "corner-radius"] == 4)
    #expect(styles[tree.root, "alpha"] == 0.9)
    #expect(styles[tree.root, "border-width"] == 8)
    #expect(styles[tree.root, "tag"] == 9)
    #expect(styles[tree.node(1), "corner-radius"] == 4)
    #expect(styles[tree.node(1), "tag"] == 4)
  }

  /// An argument known per node only (`var()`, `light-dark()`), as Sass passes it through,
  /// stands written where the body reads its parameter, and is worked out on each view: passed
  /// on to another mixin, or as a parameter's default, too.
  @Test func anArgumentKnownPerNodeIsWorkedOutOnEachView() throws {
    let loaded = sheet(
      """
      :root { --accent: orange; }
      @mixin tint($c, $d: light-dark(red, blue)) { tint-color: $c; background-color: $d; }
      @mixin outer($x) { @include tint($x); }
      UILabel { @include tint(var(--accent)); }
      UIButton { @include outer(var(--missing, green)); }
      UISwitch { @include tint(light-dark(black, white)); }
      """, path: "main.css")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let tree = try StyleTree(
      json:
        #"{"type": "UIView", "children": [{"type": "UILabel"}, {"type": "UIButton"}, {"type": "UISwitch"}]}"#)
    for (scheme, background) in [(StyleEnvironment.UserInterfaceStyle.light, "#ff0000"), (.dark, "#0000ff")] {
      let styles = loaded.resolve(tree, environment: StyleEnvironment(userInterfaceStyle: scheme))
      func value(_ node: Int, _ name: String) -> String? {
        styles.property(name, of: tree.node(node))?.value.description
      }
      // The stylec dialect's orange and green are UIKit's.
      #expect(value(1, "tint-color") == "#ff8000")
      #expect(value(2, "tint-color") == "#00ff00")
      #expect(value(3, "tint-color") == (scheme == .light ? "#000000" : "#ffffff"))
      #expect(value(1, "background-color") == background)
    }
  }

  /// A body's arithmetic on an argument known per node is worked out on each view in the stylec
  /// dialect, as `calc()` would work it out (Sass refuses it); the css dialect calculates only
  /// inside `calc()`, so there it is an error where the body writes it.
  @Test func arithmeticOnAnArgumentKnownPerNodeIsWorkedOutOnEachView() throws {
    let source = ":root { --h: 0.25; }\n@mixin m($x) { alpha: $x * 2; }\nUILabel { @include m(var(--h)); }"
    let tree = try StyleTree(json: #"{"type": "UILabel"}"#)
    let stylec = sheet(source, path: "main.css")
    #expect(stylec.diagnostics.isEmpty)
    #expect(stylec.resolve(tree).property("alpha", of: tree.root)?.value.description == "0.5")
    let css = sheet("@dialect css;\n" + source, path: "main.css")
    #expect(css.diagnostics.map(\.code) == [.invalidArithmetic])
  }

  /// An argument known per node is written in whole at each use: arguments that each use the
  /// one before twice double with each level, and past a value's size are refused, not grown
  /// (a 600-byte sheet ran for minutes).
  @Test func argumentsKnownPerNodeThatMultiplyAreBounded() {
    let parameters = (0..<24).map { $0 == 0 ? "$p0: var(--q, 1)" : "$p\($0): $p\($0 - 1) $p\($0 - 1)" }
    let loaded = sheet(
      "@mixin m(\(parameters.joined(separator: ", "))) { text: $p23; }\nUILabel { @include m; }",
      path: "main.css")
    #expect(loaded.diagnostics.map(\.code) == [.valueTooLarge])
  }

  @Test func everyWrongUseIsReportedWhereItIsWritten() {
    let loaded = sheet(
      """
      @mixin rounded($radius) { corner-radius: $radius; }
      @mixin loop { @include loop2; }
      @mixin loop2 { @include loop; }
      @mixin odd($a, $a) { alpha: 1; }
      @mixin holds { UILabel { alpha: 1; } }
      @mixin nameless(3) { alpha: 1; }
      @include rounded(1);
      UIView {
        @include roundd(1);
        @include rounded(1, 2);
        @include rounded;
        @include loop;
        @mixin inside { alpha: 1; }
      }
      """, path: "main.css")
    #expect(
      locatedCodes(loaded.diagnostics) == [
        "3:16 invalid-mixin", "4:16 invalid-mixin", "5:16 invalid-mixin", "6:17 invalid-mixin",
        "7:1 invalid-mixin",
        "9:3 unknown-mixin", "10:3 invalid-mixin", "11:3 invalid-mixin", "13:3 invalid-mixin",
      ])
    let messages = loaded.diagnostics.map(\.message)
    #expect(messages.contains("no mixin 'roundd' is defined before this '@include'"))
    #expect(loaded.diagnostics.first { $0.code == .unknownMixin }?.notes == ["did you mean 'rounded'?"])
    #expect(messages.contains("mixin 'rounded' takes 1 argument, given 2"))
    #expect(messages.contains("mixin 'rounded' needs a value for '$radius', which has no default"))
    #expect(messages.contains("mixins include each other: loop → loop2 → loop"))
  }

  @Test func mixinsThatIncludeEachOtherTwiceAtEveryLevelStopAtTheCopyBudget() {
    var source = "@mixin m0 { alpha: 1; }\n"
    for level in 1...40 { source += "@mixin m\(level) { @include m\(level - 1); @include m\(level - 1); }\n" }
    source += "UIView { @include m40; }\n"
    let loaded = sheet(source, path: "main.css", limits: StylesheetLimits(maximumCopiedItems: 10_000))
    #expect(loaded.diagnostics.map(\.code) == [.tooManyCopies])
  }

  @Test func lintLetsARuleOverrideWhatItIncludesButNotTheOtherWayRound() throws {
    let loaded = sheet(
      """
      @mixin tinted($color) { background-color: $color; alpha: 1; }
      UIView.a { @include tinted(red); background-color: blue; }
      UIView.b { alpha: 0.5; @include tinted(red); }
      """, path: "main.css")
    let findings = Linter(schema: .uikit).lint(loaded)
    #expect(locatedCodes(findings) == ["3:12 overridden-declaration"])
    #expect(
      findings.first?.message
        == "'alpha' is set again by a mixin this block includes (main.css:1), so this value never applies")
  }

  @Test func aProblemInsideAMixinSaysWhichIncludeItCameFrom() {
    let loaded = sheet(
      """
      @mixin sized($width) { width: 10 / $width; }
      @mixin card($width) { @include sized($width); }
      UIView.a { @include card(2); }
      UIView.b { @include card(0); }
      """, path: "main.css")
    #expect(locatedCodes(loaded.diagnostics) == ["1:31 division-by-zero"])
    #expect(
      loaded.diagnostics.first?.notes == [
        "in mixin 'sized', included at main.css:2:23", "in mixin 'card', included at main.css:4:12",
      ])
  }

  @Test func keywordArgumentsAndAnUnclosedListAreToldApart() {
    let loaded = sheet(
      """
      @mixin m($c) { alpha: $c; }
      UIView.a { @include m($c: 1); }
      UIView.b { @include m(1; }
      """, path: "main.css")
    #expect(
      loaded.diagnostics.filter { $0.code == .invalidMixin }.map(\.message) == [
        "'@include' takes its arguments in order; '$c:' names one, which stylec does not read",
        "expected ')' to close the arguments of 'm'",
      ])
  }

  /// Each include, each parameter it binds and each item of each value it copies count against
  /// the copy budget, so no expansion runs on unchecked.
  @Test(arguments: ["", "alpha: $undefined;"])
  func expansionThatCopiesNothingStillStopsAtTheBudget(body: String) {
    var source = "@mixin m0 { \(body) }\n"
    for level in 1...40 { source += "@mixin m\(level) { @include m\(level - 1); @include m\(level - 1); }\n" }
    source += "UIView { @include m40; }\nUIView[[[ { @include m40; }\n"
    let loaded = sheet(source, path: "main.css", limits: StylesheetLimits(maximumCopiedItems: 5_000))
    #expect(loaded.diagnostics.contains { $0.code == .tooManyCopies })
  }

  @Test func parametersAndLargeValuesCountAgainstTheBudget() {
    let parameters = (0..<20_000).map { "$p\($0): 1" }.joined(separator: ", ")
    let many = sheet(
      "@mixin big(\(parameters)) { alpha: 1; }\n"
        + (0..<20).map { "UIView.c\($0) { @include big; }" }.joined(separator: "\n"),
      path: "main.css")
    #expect(many.diagnostics.map(\.code) == [.tooManyCopies])
    let list = (0..<9_000).map(String.init).joined(separator: ", ")
    var source = "$big: \(list);\n@mixin m0 { values: $big; }\n"
    for level in 1...17 { source += "@mixin m\(level) { @include m\(level - 1); @include m\(level - 1); }\n" }
    source += "UIView { @include m17; }\n"
    #expect(sheet(source, path: "main.css").diagnostics.map(\.code) == [.tooManyCopies])
  }

  @Test func aMixinNothingIncludesIsReportedUnlessAnImporterIncludesIt() {
    let loaded = sheet(
      """
      @mixin used { alpha: 1; }
      @mixin unused { backgrond-color: red; alpha: $undefined; }
      UIView { @include used; }
      """, path: "main.css")
    let findings = Linter().lint(loaded)
    #expect(locatedCodes(findings) == ["2:1 unused-mixin"])
    #expect(findings.first?.message == "mixin 'unused' is never included, so its body is never checked")
    #expect(Linter().lint(loaded, usedElsewhere: ["unused"]).isEmpty)
  }

  /// Includes stand inside one another at most 64 deep, as Robustness documents.
  @Test func includesNestAtMostSixtyFourDeep() {
    func chain(_ depth: Int) -> Stylesheet {
      var source = "@mixin m0 { alpha: 1; }\n"
      for level in 1..<depth { source += "@mixin m\(level) { @include m\(level - 1); }\n" }
      source += "UIView { @include m\(depth - 1); }\n"
      return sheet(source, path: "main.css")
    }
    #expect(chain(64).diagnostics.isEmpty)
    #expect(chain(65).diagnostics.map(\.message) == ["mixins included more than 64 deep"])
    // Those past the limit are included all the same: lint calls none of them unused.
    #expect(Linter().lint(chain(100)).map(\.code).filter { $0 == .unusedMixin }.isEmpty)
  }
}
