import Foundation
import Testing

@testable import Stylec

@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
  @Test func everyNameIsKebabCase() {
    for code in DiagnosticCode.allCases {
      #expect(code.rawValue.wholeMatch(of: /[a-z][a-z0-9]*(-[a-z0-9]+)+/) != nil, "\(code.rawValue)")
      #expect("\(code)" == code.rawValue)
    }
  }

  /// Run with `STYLEC_RECORD=1` to write the table into the Linting article anew.
  @Test func theLintingArticleHoldsTheTableTheCodesPrint() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../../Sources/Stylec/Stylec.docc/Linting.md")
    var text = try String(contentsOf: readme, encoding: .utf8)
    if ProcessInfo.processInfo.environment["STYLEC_RECORD"] == "1",
      let start = text.range(of: "| rule | default |"),
      let end = text.range(of: "\n\n", range: start.lowerBound..<text.endIndex)
    {
      text.replaceSubrange(start.lowerBound..<end.lowerBound, with: DiagnosticCode.markdownTable)
      try text.write(to: readme, atomically: false, encoding: .utf8)
    }
    #expect(
      text.contains(DiagnosticCode.markdownTable + "\n\n"),
      "regenerate the Linting article's table of lint rules")
  }

  /// Lint's own checks come from the linter only; a load never reports them, and the linter
  /// reports them at their default severity.
  @Test func lintOnlyCodesComeFromTheLinter() throws {
    let source = """
      $unused = 1
      UILabl { alpha 1 }
      UIView { glow 1; alpha 1; alpha 1 }
      UIView { }
      UILabel:selected { text-alignment middle }
      """
    let loaded = sheet(source)
    #expect(!loaded.diagnostics.contains { $0.code.isLintOnly })
    let findings = Linter().lint(loaded)
    #expect(
      Set(findings.map(\.code))
        == [
          .unusedVariable, .unknownType, .unknownProperty, .duplicateDeclaration, .emptyRule, .unknownState,
          .invalidEnumValue, .duplicateSelector,
        ])
    #expect(findings.allSatisfy { $0.severity == $0.code.defaultSeverity })
  }

  @Test func treeSchemaCodeStyleAndFormattingCodesAndTheCountOfThoseLeftOutAreNotLintRules() {
    // A configuration that turned the count off would hide that the list was cut short; code
    // styles are no stylesheet's; only fmt and convert report a statement they cannot write.
    #expect(
      DiagnosticCode.allCases.filter { !$0.isLintRule } == [
        .tooManyDiagnostics, .invalidTree, .unknownTreeKey, .typeCycle, .invalidSchema,
        .codeStyleTypeMismatch,
        .codeStyleTooLarge, .unconvertible,
      ])
  }
}
