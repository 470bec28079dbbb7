import Testing

@testable import Stylec

/// Classy set a number itself for an enumeration property it had no names for
/// (`indicatorStyle 1`, UIKit's `UIScrollViewIndicatorStyleBlack`): in the classy dialect a
/// whole number for a property whose schema gives its values' raw values
/// (`enum(default=0|black=1|white=2)`) is the value it is the raw value of. The properties
/// Classy had names for (`contentMode`, `textAlignment`, …) took no number, and take none; the
/// other dialects write names.
@Suite("Classy: numbers for enumerations")
struct ClassyRawValueTests {
  private static let tree = try! StyleTree(
    root: ViewNode("UIScrollView", children: [ViewNode("UIView"), ViewNode("UILabel")]))

  private func resolved(_ source: String, fileName: String = "app.cas") -> ResolvedStyles {
    Stylesheet(source: source, fileName: fileName).resolve(Self.tree, schema: .uikit)
  }

  @Test func aWholeNumberIsTheValueItIsTheRawValueOf() {
    let styles = resolved("UIScrollView {\n  indicatorStyle 1\n  keyboardDismissMode 2\n}\n")
    #expect(styles.diagnostics.isEmpty, "\(styles.diagnostics)")
    #expect(styles.property("indicator-style", of: Self.tree.root)?.value == .identifier("black"))
    #expect(styles.property("keyboard-dismiss-mode", of: Self.tree.root)?.value == .identifier("interactive"))
    // Checked without converting, the number stays as written, as Classy set it.
    let checked = Stylesheet(source: "UIScrollView { indicatorStyle 2 }", fileName: "app.cas").resolve(
      Self.tree)
    #expect(checked.diagnostics.isEmpty)
    #expect(checked.property("indicator-style", of: Self.tree.root)?.value == .number(2, unit: .none))
    #expect(
      Linter().lint(Stylesheet(source: "UIScrollView { indicatorStyle 2 }", fileName: "app.cas")).isEmpty)
  }

  /// Of two names for one raw value (`black` and `black-opaque` are both 1), the first listed.
  @Test func aRawValueOfTwoNamesIsTheFirst() throws {
    let tree = try StyleTree(root: ViewNode("UINavigationBar"))
    let styles = Stylesheet(source: "UINavigationBar { barStyle 1 }", fileName: "app.cas").resolve(
      tree, schema: .uikit)
    #expect(styles.property("bar-style", of: tree.root)?.value == .identifier("black"))
  }

  /// The Coming from Classy article's examples.
  @Test func theArticlesExamplesReadAsUIKitsValues() throws {
    let field = ViewNode("UITextField")
    let table = ViewNode("UITableView")
    let tree = try StyleTree(root: ViewNode("UIView", children: [field, table]))
    let styles = Stylesheet(
      source: "UITextField { keyboardType 4 }\nUITableView { separatorStyle 0 }\n", fileName: "app.cas"
    ).resolve(tree, schema: .uikit)
    #expect(styles.diagnostics.isEmpty)
    #expect(styles.property("keyboard-type", of: field.nodeID)?.value == .identifier("number-pad"))
    #expect(styles.property("separator-style", of: table.nodeID)?.value == .identifier("none"))
  }

  @Test(arguments: [
    (
      "UIScrollView { indicatorStyle 7 }", "app.cas",
      "invalid-enum-value: '7' is the raw value of none of the allowed values"
    ),
    ("UIScrollView { indicatorStyle 1.5 }", "app.cas", "invalid-enum-value: '1.5' is the raw value of none"),
    // Classy had names for content modes, and set 0 for a number.
    ("UIView { contentMode 1 }", "app.cas", "invalid-value: '1' is not an allowed value"),
    ("UILabel { textAlignment 1 }", "app.cas", "invalid-value: '1' is not an allowed value"),
    ("UIScrollView { indicator-style: 1; }", "app.css", "invalid-value: '1' is not an allowed value"),
  ])
  func whatNamesNoValueIsAnError(source: String, fileName: String, message: String) throws {
    let styles = resolved(source, fileName: fileName)
    let diagnostic = try #require(styles.diagnostics.first)
    #expect("\(diagnostic.code): \(diagnostic.message)".hasPrefix(message), "\(diagnostic.message)")
  }

  /// The message lists the raw values beside the names.
  @Test func theExpectationListsTheRawValues() throws {
    let findings = Linter().lint(Stylesheet(source: "UIScrollView { indicatorStyle 3 }", fileName: "app.cas"))
    let finding = try #require(findings.first)
    #expect(
      finding.notes.contains(
        "expected one of default, black, white (or the raw value of one: default=0, black=1, white=2)"),
      "\(finding.notes)")
  }

  /// Where no number is read, the note lists the names only.
  @Test func otherDialectsNotesListNoRawValues() throws {
    let findings = Linter().lint(
      Stylesheet(source: "UIScrollView { indicator-style: 1; }", fileName: "app.css"))
    let finding = try #require(findings.first)
    #expect(finding.notes == ["expected one of default, black, white"], "\(finding.notes)")
  }

  @Test func aSchemaGivesRawValuesInTheTypesSpelling() throws {
    let type = try #require(ValueType(name: "enum(default=0|Black=1|white)"))
    #expect(type == .enumeration(["default", "black", "white"], rawValues: ["default": 0, "black": 1]))
    #expect(type.name == "enum(default=0|black=1|white)")
    #expect(ValueType(name: "enum(a=|b)") == nil)
    #expect(ValueType(name: "enum(a=x)") == nil)
    #expect(ValueType(name: "enum(=1)") == nil)
    #expect(ValueType(name: "enum(a=-2)") == .enumeration(["a"], rawValues: ["a": -2]))
    #expect(
      StyleSchema.uikit.property("indicator-style", of: "UIScrollView")?.type.name
        == "enum(default=0|black=1|white=2)")
  }
}
