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
      "open class UIViewStyle: UIResponderStyle {", "open class UIControlStyle: UIViewStyle {",
      "open class UIButtonStyle: UIControlStyle {", "open class UILabelStyle: UIViewStyle {",
      "open class CALayerStyle: NSObjectStyle {", "open class NSObjectStyle: TypedStyle {",
    ] {
      #expect(output.contains(declaration), "\(declaration)")
    }
    #expect(!output.contains("open class SliderStyle"))
    #expect(output.contains("  /// `title-color`: color.\n  public var titleColor: StyleColor?\n"))
    #expect(output.contains("  public var titleColorByState = StateMap<StyleColor>()\n"))
    #expect(output.contains("  public var backgroundImageByArguments: [String: StyleImage] = [:]\n"))
    #expect(output.contains("  public var contentMode: ContentMode?\n"))
    #expect(output.contains("    case aspectFill = \"aspect-fill\"\n"))
    #expect(output.contains("    \"UIButton\": UIButtonStyle.self,\n"))
    #expect(!output.contains("class ButtonStyle"))
    #expect(output.contains("  public var layer: CALayerStyle?\n"))
    // Superclasses before subclasses.
    #expect(
      output.range(of: "class UIViewStyle")!.lowerBound < output.range(of: "class UIButtonStyle")!.lowerBound)
  }

  /// A schema file's names reached the terminal raw in every format (ESC, a line break, U+202E
  /// in a comment and a string literal). A type's name may hold none of them (it is refused);
  /// states, properties and enumeration values are escaped.
  @Test func aSchemaFilesControlCharactersAreNeverPrintedRaw() throws {
    let schema =
      #"{"types": {"FooBar": {"superclass": "UIView", "states": ["s\u001b[31m"], "#
      + #""properties": {"\u202eabc": "number", "m": "enum(a\u009b|b)"}}}}"#
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-schema-\(UUID()).json")
      .path
    try schema.write(toFile: path, atomically: false, encoding: .utf8)
    defer { unlink(path) }
    for arguments in [[], ["FooBar"], ["--format", "json"], ["--format", "swift"]] {
      let result = runStylec(["schema", "--schema", path] + arguments)
      #expect(result.status == .success, "\(arguments): \(result.errors)")
      #expect(
        !result.output.unicodeScalars.contains { [0x1B, 0x9B, 0x202E].contains($0.value) }, "\(arguments)")
    }
  }

  @Test func anUnknownTypeIsAUsageError() {
    let result = runStylec(["schema", "--format", "swift", "UIButon"])
    #expect(result.status == .usage)
    #expect(result.errors.contains("the schema has no type 'UIButon'; did you mean 'UIButton'?"))
    #expect(runStylec(["schema", "UIButton", "UILabel"]).errors.contains("several with --format swift"))
    // An app's own class, near no known name, is one to declare: the error says where.
    let appClass = runStylec(["schema", "--format", "swift", "SettingsCell"])
    #expect(appClass.status == .usage)
    #expect(
      appClass.errors.contains(
        #"the schema has no type 'SettingsCell'; an app's own class is declared in the project configuration's "types""#
      ), "\(appClass.errors)")
    #expect(appClass.errors.contains(#"{"SettingsCell": "UITableViewCell"}"#))
  }

  /// A type whose name is a Swift identifier, in any script, has its class named after it
  /// whole, even when another type's name would make the same class name with its other
  /// characters left out: that one takes a number.
  @Test func classesAreNamedAfterTheirTypesWhole() throws {
    let schema = """
      {"types": {"Ünïcode": {"superclass": "UIView", "properties": {"größe": "number"}},
      "ncode": {"superclass": "UIView"}, "My-View": {"superclass": "UIView"}, "MyView": {"superclass": "UIView"},
      "1Up": {"superclass": "UIView"}, "Paragraph": {"superclass": "UIView"}}}
      """
    try withFiles(["s.json": schema]) { directory in
      let output = runStylec([
        "schema", "--schema", directory.appendingPathComponent("s.json").path, "--format", "swift",
        "Ünïcode", "ncode", "My-View", "MyView", "1Up", "Paragraph", "ParagraphStyle",
      ]).output
      for expected in [
        #""Ünïcode": ÜnïcodeStyle.self"#, #""ncode": ncodeStyle.self"#, #""MyView": MyViewStyle.self"#,
        #""My-View": MyViewStyle2.self"#, #""1Up": _1UpStyle.self"#, "public var größe: Double?",
        // `Style` is added whatever a name ends in: an app's `Paragraph` takes no class name from
        // UIKit's `ParagraphStyle`.
        #""Paragraph": ParagraphStyle.self"#, #""ParagraphStyle": ParagraphStyleStyle.self"#,
      ] {
        #expect(output.contains(expected), "\(expected)")
      }
    }
  }

  /// An enum property named as a type the code uses (`string`, `style-color`) takes a nested
  /// type of another name: `enum String: String` shadowed Swift's and did not compile.
  @Test func anEnumNeverShadowsATypeTheCodeNames() throws {
    let schema =
      #"{"base": "none", "types": {"Card": {"properties": {"string": "enum(short|long)", "style-color": "enum(a|b)", "main-actor": "enum(c|d)", "title": "string", "tint": "color"}}}}"#
    try withFiles(["s.json": schema]) { directory in
      let output = runStylec([
        "schema", "--schema", directory.appendingPathComponent("s.json").path, "--format", "swift",
      ]).output
      for expected in [
        "public enum StringValue: String, Sendable, CaseIterable {", "public var string: StringValue?",
        "public enum StyleColorValue: String, Sendable, CaseIterable {", "public var title: String?",
        // The classes' `@MainActor` attribute too.
        "public enum MainActorValue: String, Sendable, CaseIterable {",
        "public var tint: StyleColor?",
      ] {
        #expect(output.contains(expected), "\(expected)")
      }
    }
  }

  /// Names from any schema become code that compiles: escaped in strings and comments, unique
  /// identifiers that are never keywords or the initialiser's own names.
  @Test func anyNameBecomesAnIdentifierOrALiteral() throws {
    let schema = """
      {"base": "none", "types": {"Gadget": {"properties": {
        "styles": "number", "self": "number", "a-b": "number", "say\\"hi": "string",
        "x\\ny": "color", "---": "boolean"
      }}, "UIGadget": {"superclass": "Gadget", "properties": {"a-b": "number", "type": "enum(default|self|a-b|a_b)"}},
      "GadgetStyle": {"superclass": "Gadget"}, "TypedStyle": {}}}
      """
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-schema-\(UUID()).json")
      .path
    try schema.write(toFile: path, atomically: false, encoding: .utf8)
    defer { unlink(path) }
    let output = runStylec(["schema", "--schema", path, "--format", "swift"]).output
    for expected in [
      // `styles` is a name the initialisers use; `a-b` is `aB` in Swift.
      "public var styles2: Double?", "public var selfValue: Double?", "public var aB: Double?",
      "public var sayHi: String?", "public var xY: StyleColor?", "public var property: Bool?",
      #"values[prefix + "say\"hi"]"#, #"values[prefix + "x\ny"]"#,
      // Classes whose preferred names are taken: by another type's, or by the protocol's.
      "open class GadgetStyle: TypedStyle {", "open class UIGadgetStyle: GadgetStyle {",
      "open class GadgetStyleStyle: GadgetStyle {", "open class TypedStyleStyle: TypedStyle {",
      // An enum's cases: keywords and clashing spellings made identifiers.
      "public enum TypeValue: String, Sendable, CaseIterable {", #"case defaultValue = "default""#,
      #"case selfValue = "self""#, #"case aB = "a-b""#, #"case a_b = "a_b""#, "public var type: TypeValue?",
    ] {
      #expect(output.contains(expected), "\(expected)")
    }
    #expect(output.components(separatedBy: #"= "a-b""#).count == 2)
    // No name breaks out of a comment.
    #expect(!output.split(separator: "\n").contains { $0.hasPrefix("y") })
  }
}
