import Testing

@testable import Stylec

@Suite("Schemas")
struct SchemaTests {
  /// A number or length within bounds: UIKit's alpha takes 0 to 1, a border's width and a font's
  /// size 0 or more. In the dialects that read today's CSS a value outside does not fit, and
  /// the next declaration sets the property; the seeds' dialects take it, as their systems did.
  @Test func aBoundedNumberRefusesWhatLiesOutsideItsBounds() throws {
    let schema = StyleSchema.uikit
    #expect(schema.property("alpha", of: "UIView")?.type.name == "number(0...1)")
    #expect(schema.property(path: "layer.border-width", of: "UIView")?.type.name == "length(0...)")
    let sheet = Stylesheet(
      source: "UILabel { alpha: 0.5; }\n#t { alpha: 2; font-size: calc(10 - 20); border-width: -1; }",
      fileName: "main.css")
    let tree = try StyleTree(root: ViewNode("UILabel", id: "t"))
    let styles = sheet.resolve(tree)
    #expect(styles[tree.root, "alpha"] == 0.5)
    #expect(styles[tree.root, "font-size"] == nil)
    #expect(
      styles.diagnostics.map(\.message) == [
        "'2' is more than 1, the most this property takes",
        "'-10' is less than 0, the least this property takes",
        "'-1' is less than 0, the least this property takes",
      ])
    #expect(styles.diagnostics.first?.notes == ["expected a number from 0 to 1"])
    let classy = Stylesheet(source: "UILabel\n  alpha 2\n", fileName: "main.cas")
    #expect(classy.resolve(tree)[tree.root, "alpha"] == 2)
    // A schema file writes bounds so; either may be left out, not both, and they are in order.
    #expect(ValueType(name: "length(0...)") == .bounded(.length, minimum: 0, maximum: nil))
    #expect(ValueType(name: "number(...10)") == .bounded(.number, minimum: nil, maximum: 10))
    for refused in ["number(1...0)", "number(...)", "number(0..1)", "string(0...1)", "number(a...1)"] {
      #expect(ValueType(name: refused) == nil, "\(refused)")
    }
  }

  @Test func theBuiltInSchemaCoversUIKit() {
    let schema = StyleSchema.uikit
    for type in [
      "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UITextField", "UITextView", "UISwitch",
      "UISlider",
      "UIStepper", "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView", "UIScrollView",
      "UITableView",
      "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UIStackView", "UINavigationBar",
      "UITabBar",
      "UIToolbar", "UISearchBar", "UIBarButtonItem", "UIWindow", "CALayer",
      // UIKit's public view and control classes an audit found missing (a real app's sheet
      // styled `UIRefreshControl`).
      "UIRefreshControl", "UISearchTextField", "UIPopoverBackgroundView", "UIContentUnavailableView",
      "UICalendarView", "UIPasteControl", "UIListContentView", "UIEventAttributionView", "UIColorWell",
      "UIDatePicker", "UIPageControl", "UIPickerView", "UIVisualEffectView", "UIInputView",
      "UITableViewHeaderFooterView", "UICollectionReusableView",
      // UIKit's public view controllers, which Classy's and InterfaCSS's sheets style by class.
      "UIAlertController", "UISearchController", "UIActivityViewController", "UIColorPickerViewController",
      "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "UIFontPickerViewController",
      "UIInputViewController", "UIReferenceLibraryViewController", "UICloudSharingController",
    ] {
      #expect(schema.types[type] != nil, "\(type)")
    }
    #expect(schema.property("background-color", of: "UIButton")?.type == .color)
    #expect(schema.subtypes(of: "UINavigationController").contains("UIImagePickerController"))
    #expect(schema.subtypes(of: "UINavigationController").contains("UIVideoEditorController"))
    #expect(schema.property(path: "search-bar.bar-tint-color", of: "UISearchController")?.type == .color)
    #expect(schema.property("title", of: "UIAlertController")?.type == .string)
    #expect(
      schema.property("title-color", of: "UIButton")?.arguments["state"]?.contains("highlighted") == true)
    #expect(schema.property("title-color", of: "UILabel") == nil)
    #expect(
      schema.property(path: "layer.corner-radius", of: "UISlider")?.type
        == .bounded(.length, minimum: 0, maximum: nil))
    #expect(schema.property(path: "title-label.font", of: "UIButton")?.type == .font)
    #expect(schema.property(path: "layer.nope", of: "UIView") == nil)
    #expect(schema.allStates(of: "UIButton").contains("selected"))
    // A switch that is on (the article's `UIView:has(UISwitch:on)`).
    #expect(schema.allStates(of: "UISwitch").contains("on"))
    #expect(schema.subtypes(of: "UIControl").contains("UISlider"))
    #expect(schema.property("attributed-title", of: "UIRefreshControl")?.type == .attributedString)
    #expect(schema.property("tint-color", of: "UIRefreshControl")?.type == .color)
    #expect(schema.property("token-background-color", of: "UISearchTextField")?.type == .color)
    #expect(schema.property("placeholder", of: "UISearchTextField") != nil)
    #expect(!schema.subtypes(of: "UIControl").contains("UILabel"))
  }

  /// A type's name is one a selector can write: no spaces or control characters, which would
  /// forge a line where `stylec schema` lists it.
  @Test(arguments: ["", "My View", "Evil\nUILabel", "Tab\tView"])
  func aTypeNameWithSpacesOrControlCharactersIsRefused(name: String) {
    let json =
      #"{"types": {"# + "\""
      + name.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
      + #"": {"superclass": "UIView"}}}"#
    #expect(throws: StylecError.self) { try StyleSchema(json: Array(json.utf8)) }
    do {
      _ = try StyleSchema(json: Array(json.utf8))
    } catch {
      #expect(
        error.diagnostics.first?.message.hasPrefix("a type's name must be a non-empty name without spaces")
          == true)
    }
  }

  @Test func aSchemaFileExtendsTheBuiltInOne() throws {
    let schema = try StyleSchema(
      json: Array(
        """
        {"types": {
          "GradientView": {"superclass": "UIView", "states": ["animating"], "properties": {
            "startColor": "color", "direction": "enum(horizontal|vertical)",
            "title-color": {"type": "color", "states": "control"},
            "background-image": {"type": "image", "arguments": {"bar-metrics": ["default", "compact"]}}}},
          "UIView": {"properties": {"glow": "number"}}
        }}
        """.utf8))
    #expect(schema.property("start-color", of: "GradientView")?.type == .color)
    #expect(
      schema.property("direction", of: "GradientView")?.type == .enumeration(["horizontal", "vertical"]))
    #expect(schema.property("alpha", of: "GradientView")?.type == .bounded(.number, minimum: 0, maximum: 1))
    #expect(schema.property("glow", of: "UILabel")?.type == .number)
    #expect(schema.property("background-color", of: "UIView")?.type == .color)
    #expect(schema.allStates(of: "GradientView") == ["animating"])
    #expect(
      schema.property("background-image", of: "GradientView")?.arguments == [
        "bar-metrics": ["default", "compact"]
      ])
  }

  @Test func aPropertyMarkedInheritedMakesItsNameInherited() throws {
    let schema = try StyleSchema(
      json: Array(
        #"{"types": {"Badge": {"superclass": "UIView", "properties": {"accent": {"type": "color", "inherited": true}, "glow": {"type": "color", "inherited": false}}}}}"#
          .utf8))
    #expect(schema.property("accent", of: "Badge")?.isInherited == true)
    #expect(schema.property("glow", of: "Badge")?.isInherited == false)
    #expect(schema.inheritedProperties.contains("accent"))
    #expect(!schema.inheritedProperties.contains("glow"))
  }

  @Test func theArticlesSchemaFileReadsAsItSays() throws {
    let article = try articleText("SchemasAndTypedValues.md")
    let start = try #require(article.range(of: "```json\n"))
    let end = try #require(article.range(of: "\n```", range: start.upperBound..<article.endIndex))
    let schema = try StyleSchema(json: Array(article[start.upperBound..<end.lowerBound].utf8))
    #expect(schema.property("accent-color", of: "GradientView")?.isInherited == true)
    #expect(
      schema.property("title-color", of: "GradientView")?.arguments["state"]?.contains("highlighted") == true)
    #expect(schema.types["GradientView"]?.aliases["start"] == "start-color")
  }

  @Test func uikitInheritsCSSsTextPropertiesAndTintColor() {
    #expect(
      StyleSchema.uikit.inheritedProperties.sorted() == [
        "color", "font", "font-family", "font-size", "font-style", "font-weight", "text-align",
        "text-alignment", "text-shadow",
        "tint-color",
      ])
  }

  /// App classes known only by their superclass add nothing to look up: a lookup steps over
  /// them to the nearest type that declares something (a chain of 8,000 such classes made lint
  /// walk all of them for every declaration, 27 s), and whether a type descends from one is
  /// known without a walk.
  @Test func aLookupStepsOverClassesThatAddNothing() {
    let app = StyleSchema.uikit.addingSubclasses(
      Dictionary(uniqueKeysWithValues: (0..<100).map { ("T\($0)", $0 == 0 ? "UIButton" : "T\($0 - 1)") }))
    #expect(app.chain(of: "T99").count == 100 + StyleSchema.uikit.chain(of: "UIButton").count)
    #expect(app.declaringChain(of: "T99").map(\.name) == app.declaringChain(of: "UIButton").map(\.name))
    #expect(app.property(path: "title-color", of: "T99")?.type == .color)
    #expect(app.mayHaveUnlistedProperties("T99") && app.mayHaveUnlistedProperties("T0"))
    #expect(!app.mayHaveUnlistedProperties("UIButton"))
    // A class the schema lists properties for is a stop on the way.
    let glow = StyleSchema.PropertyInfo(name: "glow", type: .color, arguments: [:])
    let listed = app.merging(
      StyleSchema(types: [
        "Glow": .init(name: "Glow", superclass: "T50", properties: ["glow": glow], states: [])
      ])
    ).addingSubclasses(["Top": "Glow"])
    #expect(listed.declaringChain(of: "Top").first?.name == "Glow")
    #expect(listed.property(path: "glow", of: "Top")?.type == .color)
  }

  /// Lookups through the index of nearest declarers give what a walk up each chain gives, on
  /// random forests where names are declared, and declared again, at random depths.
  @Test func indexedLookupsAgreeWithAWalkUpTheChain() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      var types: [String: StyleSchema.TypeInfo] = [:]
      for number in 0..<120 {
        let superclass =
          number == 0 || Int.random(in: 0..<8, using: &generator) == 0
          ? nil : "T\(Int.random(in: 0..<number, using: &generator))"
        var info = StyleSchema.TypeInfo(
          name: "T\(number)", superclass: superclass, properties: [:], states: [])
        for _ in 0..<Int.random(in: 0..<3, using: &generator) {
          let name = "p\(Int.random(in: 0..<6, using: &generator))"
          info.properties[name] = StyleSchema.PropertyInfo(name: name, type: .number, arguments: [:])
        }
        if Int.random(in: 0..<4, using: &generator) == 0 { info.aliases["a\(number % 3)"] = "p0" }
        if Int.random(in: 0..<3, using: &generator) == 0 { info.states = ["s\(number % 5)"] }
        types[info.name] = info
      }
      let schema = StyleSchema(types: types)
      for name in types.keys {
        let chain = schema.chain(of: name)
        for property in ["p0", "p3", "p5", "a0", "a2"] {
          let walked =
            chain.lazy.compactMap { info -> StyleSchema.PropertyInfo?? in
              if let found = info.properties[property] { return .some(found) }
              if let target = info.aliases[property] {
                return .some(chain.lazy.compactMap { $0.properties[target] }.first)
              }
              return nil
            }.first ?? nil
          #expect(schema.property(property, of: name) == walked, "\(property) of \(name)")
        }
        for state in ["s0", "s3"] {
          #expect(
            schema.hasState(key: state, type: name, includingSubtypes: false)
              == chain.contains { $0.states.contains(state) }, "\(state) of \(name)")
          #expect(
            schema.hasState(key: state, type: name, includingSubtypes: true)
              == schema.statesOfAnySubtype(of: name).contains(state), "\(state) of ^\(name)")
        }
      }
    }
  }

  @Test func aSchemaFileMayReplaceTheBuiltInOne() throws {
    let schema = try StyleSchema(
      json: Array(
        #"{"base": "none", "types": {"Node": {}, "Sprite": {"superclass": "Node", "properties": {"tint": "color"}}}}"#
          .utf8))
    #expect(schema.types.keys.sorted() == ["Node", "Sprite"])
    #expect(schema.property("tint", of: "Sprite")?.type == .color)
  }

  @Test(arguments: [
    (#"{"typos": {}}"#, "1:2 unknown key \"typos\"; did you mean \"types\"? (expected \"base\", \"types\")"),
    (#"{"base": "appkit"}"#, "1:10 \"base\" is \"uikit\" or \"none\", not \"appkit\""),
    (
      #"{"types": {"A": {"properties": {"p": "colour"}}}}"#,
      "1:38 \"colour\" is not a value type; expected any, color, number, length, percentage, boolean, string, font, insets, size, point, rect, image, transform, attributed-string, layout, relative-view, transition, time, duration, easing, enum(a|b) (or with raw values, enum(a=0|b=1)), list(type), object(Type), or a number or length within bounds, number(0...1) or length(0...)"
    ),
    (#"{"types": {"A": {"superclass": "Nope"}}}"#, "1:32 the superclass 'Nope' of 'A' is not in the schema"),
    (
      #"{"types": {"A": {"properties": {"p": {"type": "color", "inherited": "yes"}}}}}"#,
      "1:69 \"inherited\" is true or false"
    ),
    (
      #"{"types": {"A": {"properties": {"p": {"type": "color", "inherit": true}}}}}"#,
      "1:56 unknown key \"inherit\"; did you mean \"inherited\"? (expected \"type\", \"states\", \"arguments\", \"inherited\")"
    ),
    (
      #"{"types": {"A": {"superclass": "B"}, "B": {"superclass": "A"}}}"#,
      "1:32 the superclasses of 'A' form a cycle: 'A' → 'B' → 'A'"
    ),
    (
      #"{"types": {"A": {"properties": {"p": "object(Nope)"}}}}"#,
      "1:33 property 'p' of 'A' is an object of 'Nope', which is not in the schema"
    ),
    (
      #"{"types": {"A": {"properties": {"p": {"states": "control"}}}}}"#,
      "1:38 property \"p\" has no \"type\""
    ),
    (
      #"{"types": {"A": {"colour": 1}}}"#,
      "1:18 unknown key \"colour\" (expected \"superclass\", \"states\", \"properties\", \"aliases\")"
    ),
    ("[]", "1:1 expected the schema, an object '{…}', found '['"),
    // kebab-case and camelCase name one property, alias, argument or enum value: two spellings
    // in one object are refused, not the later silently replacing the earlier.
    (
      #"{"types": {"A": {"properties": {"on-tap": "string", "onTap": "number"}}}}"#,
      "1:53 \"on-tap\" and \"onTap\" name one property, on-tap: give it once"
    ),
    (
      #"{"types": {"A": {"aliases": {"tint": "color", "Tint": "alpha"}}}}"#,
      "1:47 \"tint\" and \"Tint\" name one property or alias, tint: give it once"
    ),
    (
      #"{"types": {"A": {"properties": {"p": {"type": "color", "arguments": {"bar-metrics": ["a"], "barMetrics": ["b"]}}}}}}"#,
      "1:92 \"bar-metrics\" and \"barMetrics\" name one argument, bar-metrics: give it once"
    ),
    (
      #"{"types": {"A": {"properties": {"start-color": "color", "startcolor": "number"}}}}"#,
      "1:57 \"start-color\" and \"startcolor\" name one property, startcolor: give it once"
    ),
    (
      #"{"types": {"A": {"properties": {"start-color": "color"}, "aliases": {"STARTCOLOR": "start-color"}}}}"#,
      "1:70 \"start-color\" and \"STARTCOLOR\" name one property or alias, startcolor: give it once"
    ),
    (
      #"{"types": {"A": {"states": ["on", "On"]}}}"#,
      "1:28 \"on\" and \"On\" name one state, on: give it once"
    ),
    (
      #"{"types": {"A": {"properties": {"p": {"type": "color", "arguments": {"m": ["top-left", "topLeft"]}}}}}}"#,
      "1:75 \"top-left\" and \"topLeft\" name one value, top-left: give it once"
    ),
    (
      #"{"types": {"A": {"properties": {"mything": "number"}}, "B": {"superclass": "A", "properties": {"my-thing": "string"}}}}"#,
      "1:96 property 'my-thing' of 'B' is string, but 'B' inherits it as number: a subclass may declare a property again, not change its type"
    ),
    (
      #"{"types": {"A": {"properties": {"m": "enum(a|b)"}}, "B": {"superclass": "A", "properties": {"m": "number"}}}}"#,
      "1:93 property 'm' of 'B' is number, but 'B' inherits it as enum(a|b): a subclass may declare a property again, not change its type"
    ),
    (
      #"{"types": {"A": {"properties": {"e": "list(enum(a-b|aB))"}}}}"#,
      "1:38 \"list(enum(a-b|aB))\" lists the value a-b twice (kebab-case and camelCase name one value): give it once"
    ),
    (
      #"{"types": {"A": {"properties": {"e": "enum(a=1|b=9007199254740993)"}}}}"#,
      "1:38 \"enum(a=1|b=9007199254740993)\" gives b the raw value 9007199254740993, beyond ±9007199254740992, which no number a sheet writes can name exactly"
    ),
    (
      #"{"types": {"A": {"properties": {"e": "enum(a=-9223372036854775808)"}}}}"#,
      "1:38 \"enum(a=-9223372036854775808)\" gives a the raw value -9223372036854775808, beyond ±9007199254740992, which no number a sheet writes can name exactly"
    ),
  ])
  func malformedSchemasAreLocatedErrors(json: String, expected: String) {
    Self.expectFirstError(of: json, expected)
  }

  /// One wrong superclass closes one cycle, reported once where the file writes it: the UIKit
  /// classes whose chains run into it were 41 errors more, at 1:1.
  @Test func aCycleThroughUIKitIsOneErrorWhereTheFileWritesIt() {
    let json = #"{"types": {"UIView": {"superclass": "UIButton"}}}"#
    do {
      _ = try StyleSchema(json: Array(json.utf8), fileName: "s.json")
      Issue.record("no error")
    } catch {
      #expect(
        error.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
          "1:37 the superclasses of 'UIView' form a cycle: 'UIView' → 'UIButton' → 'UIControl' → 'UIView'"
        ])
    }
  }

  private static func expectFirstError(of json: String, _ expected: String) {
    do {
      _ = try StyleSchema(json: Array(json.utf8), fileName: "s.json")
      Issue.record("no error for \(json)")
    } catch {
      let first = error.diagnostics[0]
      #expect("\(first.location!.line):\(first.location!.column) \(first.message)" == expected)
      #expect(first.code == .invalidSchema)
    }
  }

  /// A subclass's property may have the name of an inherited alias, which is no property.
  @Test func aSubclassPropertyMayBeNamedAsAnInheritedAlias() throws {
    let schema = try StyleSchema(
      json: Array(
        #"{"types": {"MyLabel": {"superclass": "UILabel", "properties": {"opacity": "string"}}}}"#.utf8))
    #expect(schema.property("opacity", of: "MyLabel")?.type == .string)
  }

  @Test(arguments: [
    "any", "color", "number", "length", "percentage", "boolean", "string", "font", "insets", "size", "point",
    "rect",
    "image", "enum(a|b-c)", "list(number)", "list(enum(x|y))", "object(CALayer)",
  ])
  func valueTypeNamesRoundTrip(name: String) throws {
    #expect(try #require(ValueType(name: name)).name == name)
  }

  @Test func listTypesNestOnlySoDeep() throws {
    // `list(list(…))` 30,000 deep took 29 s (each level copied the rest of the name) and made a
    // type as deep as the name was long, which every walk over it recursed on.
    func schema(lists: Int) throws(StylecError) -> StyleSchema {
      let type = String(repeating: "list(", count: lists) + "number" + String(repeating: ")", count: lists)
      return try StyleSchema(json: Array(#"{"types": {"A": {"properties": {"p": "\#(type)"}}}}"#.utf8))
    }
    var type = try #require(try schema(lists: 64).property("p", of: "A")?.type)
    var depth = 0
    while case .list(let element) = type {
      depth += 1
      type = element
    }
    #expect(depth == 64 && type == .number)
    #expect(throws: StylecError.self) { try schema(lists: 65) }
    do {
      _ = try schema(lists: 100_000)
      Issue.record("no error")
    } catch {
      #expect(
        error.diagnostics.map(\.message).first?.hasSuffix("nests list(…) more than 64 levels deep") == true)
      #expect(error.diagnostics.first?.location?.column == 38)
    }
  }
}
