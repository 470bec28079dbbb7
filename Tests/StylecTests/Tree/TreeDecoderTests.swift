import Testing

@testable import Stylec

@Suite("JSON tree documents")
struct TreeDecoderTests {
  private func failure(_ json: String) -> String {
    do {
      _ = try StyleTree(json: json, fileName: "t.json")
      return "no error"
    } catch {
      return error.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column) " } ?? "")\($0.message)" }
        .joined(separator: "\n")
    }
  }

  @Test func aNodeDocumentBuildsAnArenaInPreorder() throws {
    let tree = try StyleTree(
      json: """
        {"type": "UIView", "id": "root", "children": [
          {"type": "UIButton", "classes": ["primary", "large", "primary"], "state": ["selected"]},
          {"children": [{"type": "UILabel"}], "type": "UIStackView"}
        ]}
        """)
    #expect(tree.count == 4)
    #expect(tree.nodes.map { tree.type(of: $0) } == ["UIView", "UIButton", "UIStackView", "UILabel"])
    #expect(tree.id(of: tree.root) == "root")
    #expect(tree.classes(of: tree.node(1)) == ["primary", "large"])
    #expect(tree.states(of: tree.node(1)) == ["selected"])
    #expect(tree.children(of: tree.root) == [tree.node(1), tree.node(2)])
    #expect(tree.parent(of: tree.node(3)) == tree.node(2))
    #expect(tree.parent(of: tree.root) == nil)
  }

  @Test func aWrapperDocumentCarriesTypesAndEnvironment() throws {
    let tree = try StyleTree(
      json: """
        {"types": {"FancyButton": "UIButton", "Sparkle": "FancyButton"},
         "environment": {"device": "pad", "version": "17.2", "screen-width": 1024, "orientation": "landscape"},
         "root": {"type": "Sparkle"}}
        """)
    #expect(
      tree.typeChain(of: tree.root) == [
        "Sparkle", "FancyButton", "UIButton", "UIControl", "UIView", "UIResponder", "NSObject",
      ])
    #expect(
      tree.environment
        == StyleEnvironment(
          device: .pad, osVersion: OSVersion("17.2"), screenWidth: 1024, orientation: .landscape))
  }

  /// CSS's names of the environment's facts are read as the facts (`resolution` was a custom
  /// fact no `@media (resolution)` tested); one fact given twice, by two names, is an error at
  /// the second (the later one replaced the other).
  @Test func cssNamesOfTheEnvironmentsFactsAreTheFactsAndOneFactIsGivenOnce() throws {
    let tree = try StyleTree(
      json: """
        {"environment": {"width": "400px", "resolution": "2dppx", "prefers-color-scheme": "dark",
         "prefers-reduced-motion": "reduce"}, "root": {"type": "UIView"}}
        """)
    #expect(tree.environment.screenWidth == 400)
    #expect(tree.environment.scale == 2)
    #expect(tree.environment.userInterfaceStyle == .dark)
    #expect(tree.environment[.reduceMotion] == true)
    #expect(tree.environment.custom.isEmpty)
    #expect(
      failure(#"{"environment": {"screen-width": 100, "width": 500}, "root": {"type": "UIView"}}"#)
        == "1:39 the environment gives screen-width twice, as 'screen-width' and 'width'")
    #expect(
      failure(#"{"environment": {"resolution": "2x", "scale": 3}, "root": {"type": "UIView"}}"#)
        == "1:38 the environment gives scale twice, as 'resolution' and 'scale'")
    #expect(
      failure(#"{"environment": {"resolution": "fine"}, "root": {"type": "UIView"}}"#)
        == "1:32 resolution must be a positive number of pixels per point, like 2dppx (2x, 192dpi), not 'fine'"
    )
    #expect(
      failure(#"{"environment": {"screen-width": -5}, "root": {"type": "UIView"}}"#)
        == "1:34 screen-width must be a number of points, 0 or more, not '-5'")
    #expect(
      failure(#"{"environment": {"version": "17.4294967296"}, "root": {"type": "UIView"}}"#)
        == "1:29 version '17.4294967296' is too long: its component 4294967296 has more than 9 digits")
  }

  /// A tree's classes extend the schema it is read with: a superclass that schema declares is
  /// no misspelling of a name near it (`"PrimaryButtons": "PrimaryButton"` was refused).
  @Test func aSuperclassTheSchemaDeclaresIsNoMisspelling() throws {
    let schema = try StyleSchema(
      json: Array(#"{"types": {"PrimaryButton": {"superclass": "UIButton"}}}"#.utf8), fileName: "s.json")
    let tree = try StyleTree(
      json: Array(
        #"{"types": {"PrimaryButtons": "PrimaryButton"}, "root": {"type": "PrimaryButtons"}}"#.utf8),
      schema: schema)
    #expect(tree.typeChain(of: tree.root).prefix(3) == ["PrimaryButtons", "PrimaryButton", "UIButton"])
  }

  @Test func classesMayBeOneSpaceSeparatedString() throws {
    let tree = try StyleTree(json: #"{"type": "UIView", "classes": "a  b"}"#)
    #expect(tree.classes(of: tree.root) == ["a", "b"])
  }

  @Test func unknownKeysAreWarnedAboutOnceWithASuggestion() throws {
    let tree = try StyleTree(
      json:
        #"{"type": "UIView", "clases": ["a"], "children": [{"type": "UILabel", "clases": [], "frame": {"x": [1, {"y": 2}]}}]}"#,
      fileName: "t.json")
    #expect(
      tree.diagnostics.map(\.message) == [
        "unknown key \"clases\" is ignored; did you mean \"classes\"?", "unknown key \"frame\" is ignored",
      ])
    #expect(tree.diagnostics.allSatisfy { $0.severity == .warning })
    // Keys of other habits, too far from ours to be typos, are meant as ours too.
    let habits = try StyleTree(json: #"{"type": "UIView", "class": "a", "subviews": []}"#)
    #expect(
      habits.diagnostics.map(\.message) == [
        "unknown key \"class\" is ignored; did you mean \"classes\"?",
        "unknown key \"subviews\" is ignored; did you mean \"children\"?",
      ])
  }

  @Test func namesReadByTheirBytesAndDecodedAgree() throws {
    // 3,000 distinct names grow the byte-keyed name table several times; each `d` name is read
    // once escaped (decoded as a String) and once plain (looked up by its bytes).
    let children = (0..<1_500).map { index in
      #"{"type": "UILabel", "classes": ["c\#(index)", "\u0064\#(index)"], "id": "d\#(index)"}"#
    }
    let json = #"{"type": "UIView", "children": ["# + children.joined(separator: ", ") + "]}"
    let tree = try StyleTree(json: json)
    #expect(tree.count == 1_501)
    for (position, node) in tree.children(of: tree.root).enumerated() {
      #expect(tree.classes(of: node) == ["c\(position)", "d\(position)"])
      #expect(tree.id(of: node) == "d\(position)")
      #expect(tree.type(of: node) == "UILabel")
    }
  }

  @Test func documentKeysInsideTheRootNodeAreUnknownNodeKeys() throws {
    let tree = try StyleTree(
      json: #"{"root": {"type": "UIView", "types": {}, "children": [{"type": "A", "root": 1}]}}"#)
    #expect(tree.count == 2)
    #expect(
      tree.diagnostics.map(\.message) == [
        "unknown key \"types\" is ignored; did you mean \"type\"?", "unknown key \"root\" is ignored",
      ])
  }

  @Test(arguments: [
    ("", "1:1 expected the tree document, an object '{…}', found the end of the input"),
    ("[]", "1:1 expected the tree document, an object '{…}', found '['"),
    (#"{"id": "x"}"#, "1:1 this node has no \"type\"; every node names its class, e.g. \"type\": \"UIView\""),
    ("{\"type\": \"UIView\",\n \"children\": [{\"type\": 3}]}", "2:24 \"type\" must be a string, found '3'"),
    (#"{"type": "UIView", "type": "UILabel"}"#, "1:20 duplicate key \"type\" in a node"),
    (#"{"type": "UIView"} x"#, "1:20 unexpected 'x' after the tree document"),
    (
      #"{"type": "UIView", "children": [{"type": "A"} {"type": "B"}]}"#,
      "1:47 expected ',' or ']' after a child node, found '{'"
    ),
    (#"{"type": "UI View"}"#, "1:10 \"type\" must be a non-empty name without spaces, not \"UI View\""),
    (
      #"{"type": "A", "classes": ["a", ""]}"#,
      "1:26 each of \"classes\" must be a non-empty name without spaces, not \"\""
    ),
    (
      #"{"type": "A", "state": ["a", "b\u0020c"]}"#,
      "1:24 each of \"state\" must be a non-empty name without spaces, not \"b c\""
    ),
    (#"{"type": "A", "classes": ["a", 1]}"#, "1:32 \"classes\" holds strings, found '1'"),
    // A comma after the last member says so (it said "expected a string, found '}'").
    (
      #"{"type": "A", "children": [{"type": "B"},]}"#,
      "1:41 a ',' before ']': JSON allows none after the last one"
    ),
    (#"{"type": "A", "classes": ["x",]}"#, "1:30 a ',' before ']': JSON allows none after the last one"),
    (#"{"type": "A",}"#, "1:13 a ',' before '}': JSON allows none after the last one"),
    // A number or word is quoted whole: this said "found '1'".
    (#"{"type": 1e400}"#, "1:10 \"type\" must be a string, found '1e400'"),
    (#"{"type": "A", "classes": 1}"#, "1:26 expected an array of strings for \"classes\", found '1'"),
    (#"{"type": "A", "t\u0079pe": "B"}"#, "1:15 duplicate key \"type\" in a node"),
    (#"{"type": "a\ud800"}"#, "1:12 lone UTF-16 surrogate \\uD800 in a string"),
    (
      #"{"root": {"type": "A"}, "environment": {"device": "watch"}}"#,
      "1:51 device must be phone, pad or tv, not 'watch'"
    ),
    (
      #"{"root": {"type": "A"}, "environment": {"orientaton": "x"}}"#,
      "1:41 unknown environment key 'orientaton'; did you mean 'orientation'? (a custom fact needs a name unlike the built-in facts' names)"
    ),
    (
      #"{"root": {"type": "A"}, "types": {"A": "B", "B": "A"}}"#,
      "1:50 the superclasses of 'A' form a cycle through 'A'"
    ),
    // Closed by a built-in class: located at the document's own entry on the cycle, not at 1:1.
    (
      #"{"root": {"type": "UIView"}, "types": {"UIView": "UILabel"}}"#,
      "1:50 the superclasses of 'UIView' form a cycle through 'UIView'"
    ),
    // A misspelled superclass gave the class none, and `^UIButton` missed it.
    (
      #"{"root": {"type": "Foo"}, "types": {"Foo": "UIButon"}}"#,
      "1:44 'Foo' has the superclass 'UIButon', which no class is; did you mean 'UIButton'?"
    ),
    (
      #"{"root": {"type": "A"}, "type": "B"}"#,
      "1:25 the top-level object has both \"root\" and node keys; put the node under \"root\" or drop \"root\""
    ),
    (
      #"{"note": 1, "type": "B", "environment": {}, "root": {"type": "A"}}"#,
      "1:26 the top-level object has both \"root\" and node keys; put the node under \"root\" or drop \"root\""
    ),
    (
      #"{"environment": {"device": "pad"}, "type": "B"}"#,
      "1:36 the document has no \"root\": its \"types\" or \"environment\" go beside a \"root\" holding the node, not beside the node's own keys"
    ),
    (
      #"{"type": "B", "types": {}}"#,
      "1:15 the document has no \"root\": its \"types\" or \"environment\" go beside a \"root\" holding the node, not beside the node's own keys"
    ),
    (#"{"types": {}}"#, "1:1 the document has no \"root\" node"),
  ])
  func malformedDocumentsAreLocatedErrors(json: String, expected: String) {
    #expect(failure(json) == expected)
  }

  @Test func depthIsBoundedWithoutUsingTheCallStack() {
    let depth = 100_000
    let json =
      String(repeating: #"{"type": "A", "children": ["#, count: depth) + #"{"type": "B"}"#
      + String(repeating: "]}", count: depth)
    #expect(
      failure(json)
        == "1:27001 the tree is nested more than 1000 levels deep (the limit can be raised with --max-depth, or StyleTree(json:maximumDepth:))"
    )
  }

  @Test func deepTreesWithinTheLimitAreRead() throws {
    let depth = 5000
    let json =
      String(repeating: #"{"type": "A", "children": ["#, count: depth) + #"{"type": "B"}"#
      + String(repeating: "]}", count: depth)
    let tree = try StyleTree(json: json, maximumDepth: 10_000)
    #expect(tree.count == depth + 1)
  }

  @Test func invalidUTF8IsRefusedWithItsPosition() {
    #expect(throws: StylecError.self) {
      try StyleTree(json: Array(#"{"type": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8))
    }
  }

  @Test func buildingInCodeMatchesBuildingFromJSON() throws {
    let fromCode = try StyleTree(
      root: ViewNode(
        "UIView", id: "r", children: [ViewNode("UIButton", classes: ["a"]), ViewNode("UILabel")]))
    let fromJSON = try StyleTree(
      json:
        #"{"type": "UIView", "id": "r", "children": [{"type": "UIButton", "classes": ["a"]}, {"type": "UILabel"}]}"#
    )
    #expect(fromCode.nodes.map { fromCode.type(of: $0) } == fromJSON.nodes.map { fromJSON.type(of: $0) })
    #expect(fromCode.classes(of: fromCode.node(1)) == ["a"])
  }
}

@Suite("Name cache")
struct NameCacheTests {
  @Test func namesThatShareBytesAreToldApart() {
    // Names of every length up to 24, many sharing a prefix or differing in one tail byte.
    let names = (0..<2_000).map { index in String(repeating: "ab", count: index % 12) + "\(index)" }
    let document = Array(names.joined().utf8)
    var ranges: [Range<Int>] = []
    var start = 0
    for name in names {
      ranges.append(start..<(start + name.utf8.count))
      start += name.utf8.count
    }
    var cache = NameCache()
    for (index, range) in ranges.enumerated() where index % 2 == 0 {
      #expect(cache.symbol(range, in: document) == nil)
      cache.add(range, in: document, symbol: TreeSymbol(index))
    }
    for (index, range) in ranges.enumerated() {
      #expect(cache.symbol(range, in: document) == (index % 2 == 0 ? TreeSymbol(index) : nil))
    }
  }

  /// A node of a controller class (declared in `types`, or UIKit's) is a view controller, and its
  /// child is its root view, which `>` reaches from the controller and from its superview.
  @Test func aControllerInADocumentIsItsRootViewsOtherParent() throws {
    let json = """
      { "types": { "ProfileController": "UIViewController" },
        "root": { "type": "UIWindow", "children": [
          { "type": "ProfileController", "children": [{ "type": "UITableView" }] } ] } }
      """
    let tree = try StyleTree(json: json)
    let parents = try #require(tree.viewControllerParents)
    #expect(parents.superviews == [.absent, NodeIndex(0), NodeIndex(0)])
    #expect(parents.alternatives == [.absent, .absent, NodeIndex(1)])
    let styles = sheet("UIWindow > UITableView { a 1 }\nProfileController > UITableView { b 2 }").resolve(
      tree)
    #expect(styles.properties(of: styles.node(2)).map(\.name) == ["a", "b"])
    #expect(
      try StyleTree(json: #"{"type": "UIView", "children": [{"type": "UIView"}]}"#).viewControllerParents
        == nil)
  }
}
