import Foundation
import Testing

@testable import Stylec

/// Typed styles, as UIKitStyles has them: values read as Swift types, a node's styles decoded
/// into an app's own `Decodable` struct with `nil` for what no rule set, and JSON for tools.
@Suite("Typed styles")
struct TypedStylesTests {
  /// The resolved styles of a one-node tree, with or without the built-in schema.
  private func styles(
    _ source: String, type: String = "UIButton", schema: StyleSchema? = nil, checksValues: Bool = true
  ) throws -> ResolvedStyles {
    let tree = try StyleTree(root: ViewNode(type, id: "node"))
    let sheet = Stylesheet(source: source, fileName: "main.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics.map(\.message))")
    return sheet.resolve(tree, schema: schema, checksValues: checksValues)
  }

  @Test(arguments: [false, true])
  func accessorsReadValuesWithOrWithoutASchema(withSchema: Bool) throws {
    let schema: StyleSchema? = withSchema ? .uikit : nil
    let source = """
      UIButton {
        alpha: 0.5; hidden: YES; title: "Buy"; tint-color: #ff000080; font: Avenir-Heavy 18;
        content-edge-insets: 4 8; frame: 1, 2, 3, 4; center: 10 20; background-image: bg 1 2 3 4;
        content-mode: aspect-fill; progress: 50%;
      }
      """
    let resolved = try styles(source, schema: schema)
    let node = resolved.tree.root
    func value(_ name: String) -> StyleValue {
      resolved.property(name, of: node)?.value ?? .identifier("unset")
    }
    #expect(value("alpha").number == 0.5)
    #expect(value("hidden").boolean == true)
    #expect(value("title").string == "Buy")
    #expect(value("tint-color").color == StyleColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(value("font").font == StyleFont(family: "Avenir-Heavy", size: 18))
    #expect(value("content-edge-insets").insets == StyleInsets(top: 4, left: 8, bottom: 4, right: 8))
    #expect(value("frame").rect == StyleRect(x: 1, y: 2, width: 3, height: 4))
    #expect(value("center").point == StylePoint(x: 10, y: 20))
    // A point under a schema is no size; as written it reads as either.
    #expect(value("center").size == (withSchema ? nil : StyleSize(width: 10, height: 20)))
    #expect(
      value("background-image").image
        == .named("bg", capInsets: StyleInsets(top: 1, left: 2, bottom: 3, right: 4)))
    #expect(value("content-mode").string == "aspect-fill")
    // A percentage is no number (UIButton has no `progress`: it is left as written).
    #expect(value("progress").percentage == 50)
    #expect(value("progress").number == nil)
    // A value of another kind is nil, never a guess.
    #expect(value("title").color == nil)
    #expect(value("alpha").font?.size == 0.5)
    #expect(value("hidden").insets == nil)
  }

  @Test func typedNormalFormsReadAsTheirSwiftTypes() {
    #expect(
      StyleValue.record([
        "family": .string("system"), "size": .number(12, unit: .none), "weight": .string("bold"),
      ]).font?.isSystem == true)
    #expect(StyleValue.record(["text-style": .string("body")]).font == StyleFont(textStyle: "body"))
    #expect(
      StyleValue.record([
        "x": .number(1, unit: .none), "y": .number(2, unit: .none), "relative-to": .string("parent"),
      ]).point
        == StylePoint(x: 1, y: 2, relativeTo: "parent"))
    // A frame relative to the parent needs the app's geometry: it is no absolute rectangle.
    #expect(
      StyleValue.record(["relative-to": .string("parent"), "width": .number(10, unit: .none)]).rect == nil)
    #expect(
      StyleValue.record(["color": .color(StyleColor(red: 0, green: 0, blue: 1))]).image
        == .color(StyleColor(red: 0, green: 0, blue: 1)))
    #expect(
      StyleValue.record([
        "name": .string("bg"), "left-cap-width": .number(10, unit: .none),
        "top-cap-height": .number(5, unit: .none),
      ]).image == .stretchable("bg", leftCapWidth: 10, topCapHeight: 5))
    #expect(
      StyleValue.list([.number(1, unit: .none), .number(2, unit: .none)], separator: .space).items.count == 2)
    #expect(StyleValue.current.isCurrent)
  }

  struct ButtonStyle: Decodable, Equatable {
    enum ContentMode: String, Decodable { case aspectFill = "aspect-fill", center }
    struct Layer: Decodable, Equatable {
      var cornerRadius: Double?
      var borderColor: StyleColor?
    }
    var alpha: Double?
    var hidden: Bool?
    var tag: Int?
    var title: String?
    var tintColor: StyleColor?
    var font: StyleFont?
    var contentEdgeInsets: StyleInsets?
    var contentMode: ContentMode?
    var backgroundImage: StyleImage?
    var layer: Layer?
    var autoresizingMask: [String]?
    var highlightedTitleColor: StyleColor?
    var clipsToBounds: Bool?

    enum CodingKeys: String, CodingKey {
      case alpha, hidden, tag, title, tintColor, font, contentEdgeInsets, contentMode, backgroundImage, layer
      case autoresizingMask, clipsToBounds
      case highlightedTitleColor = "title-color[state:highlighted]"
    }
  }

  @Test(arguments: [false, true])
  func aNodesStylesDecodeIntoTheAppsOwnStruct(withSchema: Bool) throws {
    let schema: StyleSchema? = withSchema ? .uikit : nil
    let source = """
      UIButton {
        alpha: 0.5; hidden: NO; tag: 7; title: "Buy"; tint-color: red; font: 18;
        content-edge-insets: 4 8; content-mode: aspect-fill; background-image: bg;
        layer.corner-radius: 4; autoresizing-mask: width height;
        title-color[state:highlighted]: blue; clips-to-bounds: current;
      }
      """
    let resolved = try styles(source, schema: schema)
    let decoded = try resolved.decode(ButtonStyle.self, of: resolved.tree.root)
    #expect(
      decoded
        == ButtonStyle(
          alpha: 0.5, hidden: false, tag: 7, title: "Buy", tintColor: StyleColor(red: 1, green: 0, blue: 0),
          font: StyleFont(family: "system", size: 18),
          contentEdgeInsets: StyleInsets(top: 4, left: 8, bottom: 4, right: 8),
          contentMode: .aspectFill, backgroundImage: .named("bg", capInsets: nil),
          layer: ButtonStyle.Layer(cornerRadius: 4, borderColor: nil), autoresizingMask: ["width", "height"],
          highlightedTitleColor: StyleColor(red: 0, green: 0, blue: 1),
          // `current` leaves the view's value alone: nil, as if unset.
          clipsToBounds: nil))
  }

  @Test func whatNoRuleSetsIsNil() throws {
    let resolved = try styles("UILabel { alpha: 1; }")
    let decoded = try resolved.decode(ButtonStyle.self, of: resolved.tree.root)
    #expect(decoded == ButtonStyle())
  }

  struct Required: Decodable, Equatable {
    var alpha: Double
    var tintColor: StyleColor?
  }

  @Test func aValueThatDoesNotFitIsAnErrorNamingTheProperty() throws {
    // Checked (the default), the misfit never reaches `decode`: it drops out with a diagnostic.
    let checked = try styles("UIButton { alpha: 1; tint-color: blu; }")
    #expect(checked.diagnostics.map(\.message) == ["'blu' is not a color"])
    #expect(try checked.decode(Required.self, of: checked.tree.root) == Required(alpha: 1, tintColor: nil))
    // Unchecked, it reaches `decode`, which throws rather than leave the field empty.
    let resolved = try styles("UIButton { alpha: 1; tint-color: blu; }", checksValues: false)
    #expect {
      try resolved.decode(Required.self, of: resolved.tree.root)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.debugDescription == "'tint-color' is blu, not a color"
        && context.codingPath.map(\.stringValue) == ["tintColor"]
    }
    let unset = try styles("UIButton { tint-color: red; }")
    #expect {
      try unset.decode(Required.self, of: unset.tree.root)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
      return key.stringValue == "alpha" && context.debugDescription == "no rule sets 'alpha'"
    }
  }

  @Test func valuesColorsDiagnosticsAndPropertiesAreCodable() throws {
    let values: [StyleValue] = [
      .number(12, unit: .px), .number(0.5, unit: .none),
      .color(StyleColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)),
      .boolean(true), .string("a \"b\""), .identifier("aspect-fill"),
      .list([.number(1, unit: .none), .identifier("x")], separator: .comma), .current,
      .record(["family": .string("Avenir"), "size": .number(12, unit: .none)]),
      .array([.identifier("width")]),
      .function("size", [.number(3, unit: .none), .number(4, unit: .percent)]),
      .relation(element: "parent", attribute: "width", multiplier: 2, constant: 10),
      .relation(element: "avatar", attribute: nil, multiplier: 1, constant: 0),
      .attributes(["font": .number(12, unit: .none)]),
    ]
    let encoded = try JSONEncoder().encode(values)
    #expect(try JSONDecoder().decode([StyleValue].self, from: encoded) == values)
    let sorted = JSONEncoder()
    sorted.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try sorted.encode(StyleValue.number(12, unit: .px)), as: UTF8.self)
        == #"{"number":12,"unit":"px"}"#)
    // A color also decodes from hex.
    #expect(
      try JSONDecoder().decode(StyleColor.self, from: Data(##""#ff000080""##.utf8))
        == StyleColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StyleColor.self, from: Data(#""red""#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StyleColor.self, from: Data(#"{"red": 2, "green": 0, "blue": 0}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StyleValue.self, from: Data(#"{"unknown": 1}"#.utf8))
    }
    let sheet = Stylesheet(source: "UIView { alpha: $missing; }", fileName: "main.css")
    let diagnostics = sheet.diagnostics
    #expect(!diagnostics.isEmpty)
    #expect(
      try JSONDecoder().decode([Diagnostic].self, from: try JSONEncoder().encode(diagnostics)) == diagnostics)
    let resolved = try styles("UIButton { alpha: 0.5; }")
    let properties = resolved.properties(of: resolved.tree.root)
    #expect(
      try JSONDecoder().decode([ResolvedProperty].self, from: try JSONEncoder().encode(properties))
        == properties)
  }

  @Test func aResolvedValueIsASubscriptAway() throws {
    let resolved = try styles("UIButton { alpha: 0.5; title-color[state:highlighted]: red; }")
    #expect(resolved[resolved.tree.root, "alpha"] == .number(0.5, unit: .none))
    #expect(
      resolved[resolved.tree.root, "titleColor[state:highlighted]"]?.color
        == StyleColor(red: 1, green: 0, blue: 0))
    #expect(resolved[resolved.tree.root, "hidden"] == nil)
  }

  struct Integers: Decodable, Equatable {
    enum Level: UInt8, Decodable { case low = 1, high = 2 }
    var tag: Int64?
    var small: Int8?
    var count: UInt?
    var level: Level?
    var ratio: Float?
  }

  @Test func everyIntegerTypeReadsAWholeNumberItHolds() throws {
    let resolved = try styles("UIButton { tag: 7; small: -3; count: 12; level: 2; ratio: 0.5; }")
    #expect(
      try resolved.decode(Integers.self, of: resolved.tree.root)
        == Integers(tag: 7, small: -3, count: 12, level: .high, ratio: 0.5))
    for (sheet, message) in [
      ("UIButton { small: 300; }", "'small' is 300, not a whole number Int8 holds"),
      ("UIButton { count: -1; }", "'count' is -1, not a whole number UInt holds"),
      ("UIButton { tag: 1.5; }", "'tag' is 1.5, not a whole number Int64 holds"),
      ("UIButton { ratio: 1e300; }", "'ratio' is 1e+300, not a number a Float holds"),
    ] {
      let bad = try styles(sheet)
      #expect {
        try bad.decode(Integers.self, of: bad.tree.root)
      } throws: { error in
        guard case DecodingError.typeMismatch(_, let context) = error else { return false }
        return context.debugDescription == message
      }
    }
  }

  struct Unreadable: Decodable { var data: Data? }

  /// A type that reads itself through its containers ends: `Data` reads a list of bytes.
  @Test func aTypeOfItsOwnReadsThroughItsContainersAndEnds() throws {
    let resolved = try styles("UIButton { data: 1 2 255; }")
    #expect(try resolved.decode(Unreadable.self, of: resolved.tree.root).data == Data([1, 2, 255]))
    let bad = try styles("UIButton { data: 300; }")
    #expect(throws: DecodingError.self) { try bad.decode(Unreadable.self, of: bad.tree.root) }
  }

  final class Chain: Decodable {
    let next: Chain?
    let value: Double?
  }

  @Test func nestedTypesStopAtADepthLimit() throws {
    let deep = String(repeating: "next.", count: 600) + "value"
    let resolved = try styles("UIButton { \(deep): 1; }")
    #expect(throws: DecodingError.self) { try resolved.decode(Chain.self, of: resolved.tree.root) }
    let shallow = try styles("UIButton { next.next.value: 2; }")
    #expect(try shallow.decode(Chain.self, of: shallow.tree.root).next?.next?.value == 2)
  }
}
