import Foundation
import Testing

@testable import StylecCLI

/// `stylec schema --format swift`: typed style classes, pinned byte for byte by the built-in
/// schema's classes that the test target compiles (`Tests/StylecTests/Generated/UIKitStyles.swift`).
@Suite("stylec schema --format swift", .serialized)
struct SchemaSwiftTests {
  private let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../StylecTests/Generated/UIKitStyles.swift").standardizedFileURL

  /// Run with `STYLEC_RECORD=1` to write the compiled classes anew.
  @Test func theBuiltInSchemasClassesAreTheOnesTheTestsCompile() throws {
    let result = runStylec(["schema", "--format", "swift"])
    #expect(result.status == .success)
    if ProcessInfo.processInfo.environment["STYLEC_RECORD"] == "1" {
      try result.output.write(to: generated, atomically: false, encoding: .utf8)
    }
    #expect(result.output == (try String(contentsOf: generated, encoding: .utf8)))
  }

  @Test func typesNamedBringTheirSuperclassesAndNestedTypes() {
    let output = runStylec(["schema", "--format", "swift", "UIButton", "UILabel"]).output
    for declaration in [
      "open class ViewStyle: ResponderStyle {", "open class ControlStyle: ViewStyle {",
      "open class ButtonStyle: ControlStyle {", "open class LabelStyle: ViewStyle {",
      "open class CALayerStyle: NSObjectStyle {",
    ] {
      #expect(output.contains(declaration), "\(declaration)")
    }
    #expect(!output.contains("open class SliderStyle"))
    #expect(output.contains("  /// `title-color`: color.\n  public var titleColor: StyleColor?\n"))
    #expect(output.contains("  public var titleColorByArguments: [String: StyleColor] = [:]\n"))
    #expect(output.contains("  public var layer: CALayerStyle?\n"))
    // Superclasses before subclasses.
    #expect(
      output.range(of: "class ViewStyle")!.lowerBound < output.range(of: "class ButtonStyle")!.lowerBound)
  }

  @Test func anUnknownTypeIsAUsageError() {
    let result = runStylec(["schema", "--format", "swift", "UIButon"])
    #expect(result.status == .usage)
    #expect(result.errors.contains("the schema has no type 'UIButon'; did you mean 'UIButton'?"))
    #expect(runStylec(["schema", "UIButton", "UILabel"]).errors.contains("several with --format swift"))
  }
}
