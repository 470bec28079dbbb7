import Foundation
import Testing

@testable import Stylec

/// Styles written in Swift (DRYUI's): named, for a type, with parents and arguments, applied in
/// the order given above every stylesheet rule, the view's own values last.
@Suite("Styles in code")
struct CodeStyleTests {
  static let red = StyleColor(red: 1, green: 0, blue: 0)
  static let white = StyleColor(red: 1, green: 1, blue: 1)

  @Test func stylesApplyInTheOrderGivenAboveEveryRuleAndTheViewsOwnValuesLast() throws {
    let rounded = CodeStyle("rounded", ["corner-radius": 4, "alpha": 0.5])
    let card = CodeStyle("card", ["corner-radius": 8, "hidden": false])
    let sheet = Stylesheet(
      source: "#box { corner-radius: 20; alpha: 1; border-width: 2; tint-color: red }", syntax: .css)
    let tree = try StyleTree(
      root: ViewNode("UIView", id: "box", styles: [rounded, card], style: ["alpha": 0.9]))
    let styles = sheet.resolve(tree)
    let properties = styles.properties(of: tree.root).map { "\($0.name): \($0.value) ← \($0.selector)" }
    #expect(
      properties == [
        "alpha: 0.9 ← style", "border-width: 2 ← #box", "corner-radius: 8 ← card", "hidden: false ← card",
        "tint-color: #ff0000 ← #box",
      ])
    // The other order: the earlier style's value loses to the later one's.
    let reversed = try StyleTree(root: ViewNode("UIView", id: "box", styles: [card, rounded]))
    #expect(sheet.resolve(reversed)[reversed.root, "corner-radius"] == 4)
  }

  @Test func parentsApplyWhereTheBodyInheritsThemAndTheBodyAfterThemWins() throws {
    let redView = CodeStyle("RedView") { $0["background-color"] = .color(Self.red) }
    let label = CodeStyle("RedAndWhiteLabel", for: "UILabel") { style in
      style["text-color"] = .color(Self.red)
      style.inherit(redView)
      style["text-color"] = .color(Self.white)
    }
    let late = CodeStyle("LateParent") { style in
      style["background-color"] = .color(Self.white)
      style.inherit(redView)
    }
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UILabel", styles: [label])
        ViewNode("UIView", styles: [late])
      })
    let styles = Stylesheet(source: "").resolve(tree)
    let labelNode = tree.node(1)
    #expect(styles[labelNode, "background-color"] == .color(Self.red))
    #expect(styles[labelNode, "text-color"] == .color(Self.white))
    // A parent inherited after a value sets the property over it.
    #expect(styles[styles.node(2), "background-color"] == .color(Self.red))
    // Each value names the style that set it: the parent's its own.
    #expect(styles.property("background-color", of: labelNode)?.selector == "RedView")
    #expect(styles.property("text-color", of: labelNode)?.selector == "RedAndWhiteLabel")
  }

  @Test func templatesTakeTypedArgumentsAndPassThemToParents() throws {
    let colorView = StyleTemplate("ColorView", for: "UIView") { (style, color: StyleColor) in
      style["background-color"] = .color(color)
    }
    let textAndBackground = StyleTemplate("TextAndBackground", for: "UILabel") {
      (style: inout StyleBody, text: StyleColor, background: StyleColor) in
      style.inherit(colorView(background))
      style["text-color"] = .color(text)
    }
    let sized = StyleTemplate("Sized") {
      (style: inout StyleBody, width: Double, height: Double) in
      style["frame.size"] = .list(
        [.number(width, unit: .none), .number(height, unit: .none)], separator: .comma)
    }
    let tree = try StyleTree(
      root: ViewNode("UILabel", styles: [textAndBackground(Self.red, Self.white), sized(10, 20)]))
    let styles = Stylesheet(source: "").resolve(tree)
    #expect(styles[tree.root, "text-color"] == .color(Self.red))
    #expect(styles[tree.root, "background-color"] == .color(Self.white))
    #expect(styles.property("background-color", of: tree.root)?.selector == "ColorView(#ffffff)")
    #expect(styles.property("text-color", of: tree.root)?.selector == "TextAndBackground(#ff0000, #ffffff)")
    #expect(styles.property("frame.size", of: tree.root)?.selector == "Sized(10, 20)")
    #expect(textAndBackground(Self.red, Self.white) == textAndBackground(Self.red, Self.white))
  }

  @Test func aStyleForAnotherTypeIsLeftOutWithAnErrorAndSubclassesTakeIt() throws {
    let buttonStyle = CodeStyle("RedButton", for: "UIButton", ["tint-color": .color(Self.red)])
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UILabel", id: "title", styles: [buttonStyle])
        ViewNode("BuyButton", styles: [buttonStyle])
      }, superclasses: ["BuyButton": "UIButton"])
    #expect(
      tree.diagnostics.map { "\($0.code) \($0.message)" } == [
        "code-style-type-mismatch code style 'RedButton' is for UIButton; UILabel#title, node 1 is not one, so it is left out"
      ])
    #expect(tree.diagnostics.first?.location?.file == "StylecTests/CodeStyleTests.swift")
    #expect(tree.diagnostics.first?.severity == .error)
    let styles = Stylesheet(source: "").resolve(tree)
    #expect(styles.properties(of: styles.node(1)).isEmpty)
    #expect(styles[styles.node(2), "tint-color"] == .color(Self.red))
  }

  @Test func resolvedPropertiesTellCodeFromSheetAndWhereTheCodeIs() throws {
    let line = #line + 1
    let card = CodeStyle("card", ["corner-radius": 8])
    let viewLine = #line + 1
    let tree = try StyleTree(root: ViewNode("UIView", styles: [card], style: ["alpha": 0.5]))
    let styles = Stylesheet(source: "UIView { hidden: true }").resolve(tree)
    let byName = Dictionary(uniqueKeysWithValues: styles.properties(of: tree.root).map { ($0.name, $0) })
    #expect(byName["hidden"]?.origin == .stylesheet)
    #expect(byName["corner-radius"]?.origin == .codeStyle)
    #expect(
      byName["corner-radius"]?.location
        == SourceLocation(file: "StylecTests/CodeStyleTests.swift", line: line, column: 1))
    #expect(byName["corner-radius"]?.score == 0)
    #expect(byName["alpha"]?.origin == .viewStyle)
    #expect(byName["alpha"]?.location.line == viewLine)
    #expect(
      styles.outline()
        == """
        UIView
          alpha: 0.5  ← the view's own style (StylecTests/CodeStyleTests.swift:\(viewLine))
          corner-radius: 8  ← code style card (StylecTests/CodeStyleTests.swift:\(line))
          hidden: true  ← UIView (main.cas:1)

        """.replacingOccurrences(of: "main.cas", with: "<input>"))
    #expect(
      styles.json(compact: true)
        == #"{"type":"UIView","style":{"alpha":0.5,"corner-radius":8,"hidden":true}}"#
        + "\n")
    // A property as JSON tools see it.
    let encoded = try JSONEncoder().encode(byName["alpha"]!)
    #expect(String(decoding: encoded, as: UTF8.self).contains(#""origin":"view-style""#))
  }

  @Test func withASchemaCodeValuesTakeTheirTypeAndOneThatDoesNotFitLeavesTheSheetsValue() throws {
    let style = CodeStyle(
      "brand", ["tintColor": .color(Self.red), "alpha": .string("opaque"), "corner-radius": 8])
    let tree = try StyleTree(root: ViewNode("UIButton", styles: [style]))
    let sheet = Stylesheet(source: "UIButton { alpha: 0.25 }")
    let styles = sheet.resolve(tree, schema: .uikit)
    #expect(styles[tree.root, "tint-color"] == .color(Self.red))
    #expect(styles[tree.root, "alpha"] == .number(0.25, unit: .none))
    #expect(styles.property("alpha", of: tree.root)?.origin == .stylesheet)
    #expect(styles[tree.root, "layer.corner-radius"] == 8)
    #expect(styles.diagnostics.map(\.code) == [.invalidValue], "\(styles.diagnostics.map(\.message))")
    #expect(styles.diagnostics.first?.message.hasPrefix("alpha in code style 'brand': ") == true)
    #expect(styles.diagnostics.first?.location?.file == "StylecTests/CodeStyleTests.swift")
  }

  @Test func propertyNamesAreReadAsStylesheetsReadThemAndNilLeavesAPropertyAlone() throws {
    var body: StyleBody = ["titleColor[state:highlighted]": .color(Self.red), "not a name": 1]
    body["alpha"] = 0.5
    #expect(body["alpha"] == 0.5)
    body["alpha"] = nil
    #expect(body["alpha"] == nil)
    let tree = try StyleTree(root: ViewNode("UIButton", styles: [CodeStyle("odd", body)]))
    #expect(tree.diagnostics.map(\.code) == [.expectedProperty])
    #expect(
      tree.diagnostics.first?.message
        == "'not a name' in code style 'odd' is not a property name (on UIButton, node 0)")
    let styles = Stylesheet(source: "").resolve(tree)
    #expect(styles.properties(of: tree.root).map(\.name) == ["title-color[state:highlighted]"])
  }

  /// A code style's property names are checked against the schema the tree is built with, as
  /// a sheet's are: a misspelling is reported where the style is written, with the name meant
  /// (`titel-color` once went unreported, even with a schema).
  @Test func propertyNamesTheSchemaDoesNotKnowAreReportedWithTheNameMeant() throws {
    let primary = CodeStyle("primary", for: "UIButton", ["titel-color": .color(Self.red), "title-color": 1])
    let line = #line - 1
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UIButton", styles: [primary])
        ViewNode(
          "SettingsButton", styles: [primary, CodeStyle("own", ["glow-radius": 4, "backgroud-color": 1])])
      }, superclasses: ["SettingsButton": "UIButton"])
    #expect(
      tree.diagnostics.map(\.message) == [
        "'titel-color' in code style 'primary' is not a property of UIButton (on UIButton, node 1); did you mean 'title-color'?",
        "'titel-color' in code style 'primary' is not a property of UIButton (on SettingsButton, node 2); did you mean 'title-color'?",
        "'backgroud-color' in code style 'own' is not a property of UIButton (on SettingsButton, node 2); did you mean 'background-color'?",
      ])
    #expect(tree.diagnostics.allSatisfy { $0.code == .unknownProperty })
    #expect(tree.diagnostics.first?.location?.line == line)
    // A property of the app's own class, near no UIKit name, is taken as its own.
    #expect(!tree.diagnostics.contains { $0.message.contains("glow-radius") })
  }

  /// A value set in a style's closure is reported where it is set, not where the style
  /// begins: in a long style, the line of the typo.
  @Test func aMisspeltPropertyInAClosureIsReportedAtItsOwnLine() throws {
    let firstLine = #line + 1
    let primary = CodeStyle("primary", for: "UIButton") { style in
      style["alpha"] = 0.5
      style["corner-radius"] = 4
      style["titel-color"] = .color(Self.red)
      style["tag"] = .number(.infinity, unit: .none)
    }
    let tree = try StyleTree(root: ViewNode("UIButton", styles: [primary]))
    #expect(tree.diagnostics.map(\.code) == [.unknownProperty, .invalidNumber])
    // A value that does not fit its property is reported where it is set too.
    let valueLine = #line + 2
    let misfit = CodeStyle("misfit", for: "UILabel") { style in
      style["alpha"] = .color(StyleColor(rgb: 0xFF0000))
    }
    let misfitTree = try StyleTree(root: ViewNode("UILabel", styles: [misfit]))
    let resolved = Stylesheet(source: "").resolve(misfitTree, schema: .uikit)
    #expect(resolved.diagnostics.map(\.code) == [.invalidValue])
    #expect(resolved.diagnostics.first?.location?.line == valueLine)
    // The name meant may be an alias: `corner-radius` for a view's `layer.corner-radius`.
    let card = CodeStyle("card", for: "UIView") { $0["corner-radus"] = 8 }
    let cardTree = try StyleTree(root: ViewNode("UIView", styles: [card]))
    #expect(cardTree.diagnostics.first?.message.hasSuffix("did you mean 'corner-radius'?") == true)
    #expect(tree.diagnostics.map { $0.location?.line } == [firstLine + 3, firstLine + 4])
    #expect(tree.diagnostics.allSatisfy { $0.location?.file == #fileID })
    // A body built elsewhere is reported where it was built; a literal's values where the style is.
    let literal = CodeStyle("literal", for: "UIButton", ["titel-color": 1])
    let literalLine = #line - 1
    let body = Self.bodyWithATypo()
    let built = CodeStyle("built", for: "UIButton", body)
    let tree2 = try StyleTree(root: ViewNode("UIButton", styles: [literal, built]))
    #expect(tree2.diagnostics.map { $0.location?.line } == [literalLine, Self.typoLine])
    #expect(body == ["titel-color": 1], "a value's place is no part of the body's equality")
    #expect(body.hashValue == (["titel-color": 1] as StyleBody).hashValue)
  }

  private static let typoLine = #line + 3
  private static func bodyWithATypo() -> StyleBody {
    var body = StyleBody()
    body["titel-color"] = 1
    return body
  }

  @Test func stylesAppliedToATreeReadFromJSONAndKeptByLiveUpdates() throws {
    var tree = try StyleTree(json: #"{"type": "UIView", "children": [{"type": "UIButton", "id": "ok"}]}"#)
    let button = try #require(tree.node(withID: "ok"))
    try tree.applyStyles([CodeStyle("primary", ["tint-color": .color(Self.white)])], to: button)
    let sheet = Stylesheet(
      source: "UIButton { tint-color: red } UIButton.on { tint-color: blue; alpha: 0.5 }")
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    #expect(live.styles[button, "tint-color"] == .color(Self.white))
    try live.update(button, classes: ["on"])
    #expect(live.styles[button, "tint-color"] == .color(Self.white))
    #expect(live.styles[button, "alpha"] == 0.5)
    // Applying again replaces what code gave the node before.
    try tree.applyStyles([], style: ["alpha": 1], to: button)
    let styles = sheet.resolve(tree)
    #expect(styles[button, "tint-color"] == .color(Self.red))
    #expect(styles[button, "alpha"] == 1)
  }

  /// A value's own items count toward the limit, all levels, and it nests no deeper than a
  /// sheet's values may: a list nested 60,000 deep, given as a view's own style, passed as one
  /// value and overflowed the stack where the output wrote it. The other values stay.
  @Test func aValueTooLargeOrNestedTooDeepIsLeftOutWithAnError() throws {
    var deep = StyleValue.number(1, unit: .none)
    for _ in 0..<300 { deep = .list([deep], separator: .space) }
    var nested = StyleValue.number(1, unit: .none)
    for _ in 0..<255 { nested = .list([nested], separator: .space) }
    let wide = StyleValue.list(Array(repeating: 1, count: 10_000), separator: .comma)
    let tree = try StyleTree(
      root: ViewNode(
        "UIView",
        children: [
          ViewNode("UILabel", id: "deep", style: ["alpha": 0.5, "tag": deep]),
          ViewNode("UILabel", id: "wide", style: ["alpha": 0.5, "tag": wide]),
          // A type the schema does not know takes any property, as written.
          ViewNode("BadgeView", id: "within", style: ["depth": nested]),
        ]))
    #expect(
      tree.diagnostics.map(\.message) == [
        "'tag' in code style 'style' nests more than 256 levels deep (on UILabel#deep, node 1), so it is left out",
        "the code styles of UILabel#wide, node 2 name more than 10000 values and parents; the rest are left out",
      ])
    #expect(tree.diagnostics.map(\.code) == [.nestingTooDeep, .codeStyleTooLarge])
    let styles = Stylesheet(source: "UIView { tint-color: red }").resolve(tree)
    #expect(styles.jsonBytes().count > 900)
    for id in ["deep", "wide"] {
      let node = try #require(tree.node(withID: id))
      #expect(styles[node, "alpha"] == 0.5)
      #expect(styles[node, "tag"] == nil)
    }
    let within = try #require(tree.node(withID: "within"))
    let kept = styles[within, "depth"] == nested
    #expect(kept)
  }

  @Test func stylesThatNameExponentiallyManyValuesStopAtTheLimit() throws {
    var style = CodeStyle("level0", ["alpha": 1])
    for level in 1...40 {
      let parent = style
      style = CodeStyle("level\(level)") { body in
        body.inherit(parent)
        body.inherit(parent)
      }
    }
    let tree = try StyleTree(root: ViewNode("UIView", styles: [style]))
    #expect(tree.diagnostics.map(\.code) == [.codeStyleTooLarge])
    #expect(Stylesheet(source: "").resolve(tree)[tree.root, "alpha"] == 1)
  }

  @Test func aLargeTreeResolvedOnSeveralCoresGivesEveryNodeItsCodeValues() throws {
    let style = StyleTemplate("Numbered") { (style, number: Int) in
      style["tag"] = .number(Double(number), unit: .none)
    }
    let root = ViewNode("UIView", children: (0..<30_000).map { ViewNode("UILabel", styles: [style($0 % 7)]) })
    let tree = try StyleTree(root: root)
    let sheet = Stylesheet(source: "UILabel { tag: 99; alpha: 0.5 }")
    let parallel = sheet.resolve(tree, parallel: true)
    let serial = sheet.resolve(tree, parallel: false)
    #expect(parallel.json() == serial.json())
    #expect(parallel[parallel.node(29_999), "tag"] == .number(Double(29_998 % 7), unit: .none))
    #expect(parallel[parallel.node(29_999), "alpha"] == 0.5)
  }

  @Test func templatesAreNamedAfterTheirArgumentsAsASheetWritesValues() {
    let padded = StyleTemplate("Padded") { (style: inout StyleBody, size: Double, title: String, on: Bool) in
      style["content-edge-insets"] = .number(size, unit: .none)
    }
    #expect(padded(4, "Buy, \"now\"", true).name == #"Padded(4, "Buy, \"now\"", true)"#)
    #expect(padded(0.5, "", false).name == #"Padded(0.5, "", false)"#)
  }

  @Test func theTreesDiagnosticsSayWhatIsWrongNowNamingTheNode() throws {
    let labelOnly = CodeStyle("LabelOnly", for: "UILabel", ["alpha": 1])
    var tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UIButton", id: "buy")
        ViewNode("UIButton")
      })
    let buy = tree.node(withID: "buy")!
    try tree.applyStyles([labelOnly], to: buy)
    try tree.applyStyles([labelOnly], to: buy)
    try tree.applyStyles([labelOnly], to: tree.node(2))
    #expect(
      tree.diagnostics.map(\.message) == [
        "code style 'LabelOnly' is for UILabel; UIButton#buy, node 1 is not one, so it is left out",
        "code style 'LabelOnly' is for UILabel; UIButton, node 2 is not one, so it is left out",
      ])
    try tree.applyStyles([], to: buy)
    #expect(tree.diagnostics.count == 1)
    // Removed, a node's problems go with it; moved, it is named at its new place.
    var live = LiveStyles(stylesheet: Stylesheet(source: ""), tree: tree)
    try live.move(live.node(2), into: live.styles.tree.root, at: 0)
    #expect(
      live.styles.tree.diagnostics.map(\.message) == [
        "code style 'LabelOnly' is for UILabel; UIButton, node 1 is not one, so it is left out"
      ])
    try live.remove(live.node(1))
    #expect(live.styles.tree.diagnostics.isEmpty)
  }

  @Test func liveStylesTakeANodesNewCodeStyles() throws {
    let tree = try StyleTree(
      root: ViewNode("UIView") { ViewNode("UILabel", styles: [CodeStyle("a", ["alpha": 1])]) })
    var live = LiveStyles(stylesheet: Stylesheet(source: "UILabel { hidden: true }"), tree: tree)
    let label = tree.node(1)
    let changes = try live.applyStyles([CodeStyle("b", ["alpha": 0.5])], style: ["hidden": false], to: label)
    #expect(
      Set(changes) == [
        StyleChange(node: label, property: "alpha", old: 1, new: 0.5),
        StyleChange(node: label, property: "hidden", old: true, new: false),
      ])
    #expect(live.styles.property("alpha", of: label)?.selector == "b")
    let removed = ViewNode("UILabel").nodeID
    #expect(throws: StyleTree.EditError.unknownNode(removed)) { try live.applyStyles([], to: removed) }
  }

  /// A node given a new style again and again keeps only the origins its values name: the
  /// table each change copies does not grow with the changes before it.
  @Test func stylesAppliedAgainAndAgainKeepOnlyTheOriginsInUse() throws {
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UILabel")
        ViewNode("UILabel", styles: [CodeStyle("kept", ["hidden": true])])
      })
    let sheet = Stylesheet(source: "UILabel { alpha: 1 }")
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    var applied = tree
    let label = tree.node(1)
    for round in 0..<3_000 {
      let style = CodeStyle("style\(round)", ["alpha": .number(Double(round) / 3_000, unit: .none)])
      try live.applyStyles([style], style: ["tag": 1], to: label)
      try applied.applyStyles([style], to: label)
    }
    // 3,000 styles were given, each a new origin; every one stayed, and each change copied them.
    #expect(live.styles.tree.codeStyles.origins.count < 200)
    #expect(applied.codeStyles.origins.count < 200)
    #expect(live.styles[label, "alpha"] == .number(2_999.0 / 3_000, unit: .none))
    #expect(live.styles.property("alpha", of: label)?.selector == "style2999")
    #expect(live.styles.property("tag", of: label)?.selector == "style")
    #expect(live.styles.property("hidden", of: live.styles.node(2))?.selector == "kept")
    #expect(live.styles.json() == sheet.resolve(live.styles.tree).json())
    let styles = sheet.resolve(applied)
    #expect(styles.property("alpha", of: label)?.selector == "style2999")
    #expect(styles.property("hidden", of: styles.node(2))?.selector == "kept")
  }

  /// A chain of styles each inheriting the one before, 200,000 deep, is hashed, compared and
  /// released one link at a time: by recursion through the nested values, each overflowed the
  /// stack.
  /// Each level inherits the one below twice: 2^40 paths through 40 styles. Hashing walks no
  /// path twice (it hashes a body's own steps), and comparing meets each pair of bodies once.
  @Test func stylesSharingParentsHashAndCompareInTimeOfTheirSize() {
    func doubled(_ levels: Int, bottom: Double) -> CodeStyle {
      var style = CodeStyle("s0", ["alpha": .number(bottom, unit: .none)])
      for level in 1...levels {
        let parent = style
        style = CodeStyle("s\(level)") { body in
          body.inherit(parent)
          body.inherit(parent)
        }
      }
      return style
    }
    let style = doubled(40, bottom: 1)
    var hasher = Hasher()
    hasher.combine(ViewNode("UIView", styles: [style]))
    _ = hasher.finalize()
    #expect(style == doubled(40, bottom: 1))
    #expect(style != doubled(40, bottom: 2))
    #expect(Set([style, doubled(40, bottom: 1)]).count == 1)
  }

  @Test func aChainOfTwoHundredThousandStylesHashesComparesAndIsReleased() throws {
    func chain(_ depth: Int, bottom: Double) -> CodeStyle {
      var style = CodeStyle("level0", ["alpha": .number(bottom, unit: .none)])
      for level in 1..<depth {
        let parent = style
        style = CodeStyle("level\(level)") { body in body.inherit(parent) }
      }
      return style
    }
    do {
      let deep = chain(200_000, bottom: 1)
      let same = chain(200_000, bottom: 1)
      let other = chain(200_000, bottom: 2)
      // Compared into plain booleans, so that a failure does not describe the chains.
      let equal = deep == same
      let different = deep != other
      let sameHash = deep.hashValue == same.hashValue
      let distinct = Set([deep, same, other]).count
      #expect(equal)
      #expect(different)
      #expect(sameHash)
      #expect(distinct == 2)
      // A view given such a style reads it up to the limit, with an error.
      let tree = try StyleTree(root: ViewNode("UIView", styles: [deep]))
      #expect(tree.diagnostics.map(\.code) == [.codeStyleTooLarge])
    }
    // The chains were released at the end of the block; one whose links another still holds is
    // released up to them.
    let shared = chain(200_000, bottom: 1)
    var longer = shared
    for level in 0..<1_000 {
      let parent = longer
      longer = CodeStyle("extra\(level)") { body in body.inherit(parent) }
    }
    longer = shared
    #expect(longer.name == "level199999")
  }

  /// Copies of a body are values: changing one leaves the others as they were.
  @Test func aCopiedBodyChangesAloneAndComparesByItsSteps() {
    // Made at one line, so that each card is equal to the others.
    func card() -> CodeStyle { CodeStyle("card", ["hidden": true]) }
    let base: StyleBody = ["alpha": 1]
    var changed = base
    changed["alpha"] = 0.5
    changed.inherit(card())
    var removed = changed
    removed["alpha"] = nil
    #expect(base["alpha"] == 1)
    #expect(changed["alpha"] == 0.5)
    #expect(removed["alpha"] == nil)
    #expect(base != changed)
    #expect(!removed.isEmpty)
    var rebuilt: StyleBody = ["alpha": 1]
    rebuilt["alpha"] = 0.5
    rebuilt.inherit(card())
    #expect(rebuilt == changed)
    #expect(rebuilt.hashValue == changed.hashValue)
    #expect(StyleBody() == [:])
    #expect(([:] as StyleBody).isEmpty)
    var emptied = StyleBody()
    emptied["alpha"] = nil
    #expect(emptied.isEmpty)
  }

  @Test func aPropertyUIKitGivesTwoNamesReadsByEitherWithOrWithoutASchema() throws {
    struct Look: Decodable {
      struct Layer: Decodable { var cornerRadius: Double? }
      var alpha: Double?
      var opacity: Double?
      var cornerRadius: Double?
      var layer: Layer?
    }
    let sheet = Stylesheet(source: "^UIView { corner-radius: 8; opacity: 0.5 }")
    let tree = try StyleTree(root: ViewNode("Card"), superclasses: ["Card": "UIView"])
    for schema in [nil, StyleSchema.uikit] {
      let styles = sheet.resolve(tree, schema: schema)
      #expect(styles[tree.root, "corner-radius"] == 8)
      #expect(styles[tree.root, "layer.cornerRadius"] == 8)
      #expect(styles[tree.root, "alpha"] == 0.5)
      #expect(styles[tree.root, "opacity"] == 0.5)
      let look = try styles.decode(Look.self, of: tree.root)
      #expect([look.alpha, look.opacity, look.cornerRadius, look.layer?.cornerRadius] == [0.5, 0.5, 8, 8])
    }
    // A label's own shadow-color is its text's: no alias there.
    let label = try StyleTree(root: ViewNode("UILabel"))
    let shadow = Stylesheet(source: "UILabel { shadow-color: red }").resolve(label)
    #expect(shadow[label.root, "layer.shadow-color"] == nil)
  }

  /// Of two values that come to set one property (an alias and its target, two spellings the
  /// schema reads alike), the one applied later wins, as in a sheet.
  @Test func valuesThatNameOnePropertyWinInTheOrderTheyApply() throws {
    let within = CodeStyle("a") { style in
      style["layer.cornerRadius"] = 8
      style["cornerRadius"] = 4
    }
    let first = CodeStyle("s1", ["layer.cornerRadius": 1])
    let second = CodeStyle("s2", ["cornerRadius": 2])
    let spelled = CodeStyle("spelled") { style in
      style["BACKGROUNDCOLOR"] = .color(Self.white)
      style["background-color"] = .color(Self.red)
    }
    func cell(_ styles: [CodeStyle], _ radius: Double) -> ViewNode {
      ViewNode("UIView", styles: styles, style: ["cornerRadius": .number(radius, unit: .none)])
    }
    let tree = try StyleTree(
      root: ViewNode("UIView", styles: [within]) {
        ViewNode("UIView", styles: [first, second])
        ViewNode("UIView", styles: [second, first])
        cell([], 9)
        cell([CodeStyle("s3", ["layer.cornerRadius": 3])], 7)
        ViewNode("UIView", styles: [spelled])
      })
    let styles = Stylesheet(source: "").resolve(tree, schema: .uikit)
    let radii = tree.nodes.prefix(5).map { styles[$0, "layer.corner-radius"] }
    #expect(radii == [4, 2, 1, 9, 7])
    #expect(styles[styles.node(5), "background-color"] == .color(Self.red))
  }

  @Test func aNumberThatIsNotFiniteIsLeftOutAndTheJSONStaysValid() throws {
    let tree = try StyleTree(
      root: ViewNode(
        "UIView",
        style: [
          "alpha": .number(.nan, unit: .none),
          "tag": .list([.number(-.infinity, unit: .none)], separator: .space),
        ]))
    #expect(tree.diagnostics.map(\.code) == [.invalidNumber, .invalidNumber])
    let styles = Stylesheet(source: "UIView { alpha: 1 }").resolve(tree)
    #expect(styles.json(compact: true) == #"{"type":"UIView","style":{"alpha":1}}"# + "\n")
  }

  @Test func aTemplateOfAStyleIsNamedByThatStylesName() {
    let wrap = StyleTemplate("Wrap") { (style, inner: CodeStyle) in style.inherit(inner) }
    var style = CodeStyle("core", ["alpha": 1])
    for _ in 0..<12 { style = wrap(style) }
    #expect(style.name == String(repeating: "Wrap(", count: 12) + "core" + String(repeating: ")", count: 12))
  }

  /// One node's code styles name at most 10,000 values and parents, as Robustness documents.
  @Test func aNodesCodeStylesNameAtMostTenThousandValuesAndParents() throws {
    func body(_ count: Int) -> StyleBody {
      var body = StyleBody()
      for index in 0..<count { body["tag"] = .number(Double(index), unit: .none) }
      return body
    }
    let within = try StyleTree(root: ViewNode("UIView", style: body(10_000)))
    #expect(within.diagnostics.isEmpty)
    #expect(Stylesheet(source: "").resolve(within)[within.root, "tag"] == 9_999)
    let past = try StyleTree(root: ViewNode("UIView", style: body(10_001)))
    #expect(past.diagnostics.map(\.code) == [.codeStyleTooLarge])
  }
}
