import Testing

@testable import Stylec

/// `LiveStyles` taking every kind of change (classes and states, the environment, views inserted,
/// removed and moved, a new sheet), each leaving the styles a fresh resolve gives and returning
/// exactly the properties that changed.
@Suite("Live styles: every change and what it changed")
struct LiveStylesChangesTests {
  /// The view with a handle on it and on each of its descendants.
  static func named(_ view: ViewNode) -> ViewNode {
    var result = view.named(NodeHandle())
    result.children = view.children.map { Self.named($0) }
    return result
  }

  /// Every node's properties by the handle that names it.
  static func snapshot(_ styles: ResolvedStyles) -> [NodeHandle: [String: StyleValue]] {
    var byHandle: [NodeHandle: [String: StyleValue]] = [:]
    for (handle, node) in styles.tree.handles {
      byHandle[handle] = Dictionary(
        uniqueKeysWithValues: styles.properties(of: StyleTree.Node(node)).map { ($0.name, $0.value) })
    }
    return byHandle
  }

  struct Change: Hashable {
    var handle: NodeHandle
    var property: String
    var old: StyleValue?
    var new: StyleValue?
  }

  @Test func everyKindOfChangeMatchesAFreshResolveAndReportsWhatChanged() throws {
    for seed in UInt64(1)...120 {
      var generator = CaseGenerator(seed: seed)
      let generated = generator.makeCase()
      var sheet = Stylesheet(source: generated.sheetText, fileName: generated.classy ? "g.cas" : "g.css")
      let tree = try StyleTree(root: Self.named(generated.root), superclasses: DifferentialCase.superclasses)
      var environment = generated.environment
      var live = LiveStyles(sheet: sheet, tree: tree, precedence: .specificity, environment: environment)
      var random = SeededRandom(seed: seed)
      for step in 0..<10 {
        let before = Self.snapshot(live.styles)
        let current = live.styles.tree
        let node = current.nodes[Int.random(in: 0..<current.count, using: &random)]
        let other = current.nodes[Int.random(in: 0..<current.count, using: &random)]
        let position = Int.random(in: 0...3, using: &random)
        let changes: [StyleChange]
        let kind = Int.random(in: 0..<7, using: &random)
        switch kind {
        case 0:
          changes = live.update(
            node, classes: CaseGenerator.classes.filter { _ in Bool.random(using: &random) })
        case 1:
          changes = live.update(
            node, states: CaseGenerator.states.filter { _ in Bool.random(using: &random) })
        case 2:
          environment.device = StyleEnvironment.Device.allCases.randomElement(using: &random)
          environment.orientation = StyleEnvironment.Orientation.allCases.randomElement(using: &random)
          changes = live.update(environment: environment)
        case 3:
          var insertions = CaseGenerator(seed: seed &+ UInt64(step) &* 7_919)
          var inserted = insertions.makeCase().root
          inserted.children = Array(inserted.children.prefix(2))
          changes = live.insert(Self.named(inserted), into: other, at: position)
        case 4: changes = live.remove(node)
        case 5: changes = live.move(node, into: other, at: position)
        default:
          var replacements = CaseGenerator(seed: seed &+ 10_000 &+ UInt64(step))
          let replacement = replacements.makeCase()
          sheet = Stylesheet(source: replacement.sheetText, fileName: replacement.classy ? "r.cas" : "r.css")
          changes = live.replaceSheet(sheet)
        }
        let fresh = sheet.resolve(live.styles.tree, precedence: .specificity, environment: environment)
        #expect(live.styles.json() == fresh.json(), "seed \(seed), step \(step), change \(kind)")
        let after = Self.snapshot(live.styles)
        var expected: Set<Change> = []
        for (handle, properties) in after {
          let old = before[handle] ?? [:]
          for name in Set(old.keys).union(properties.keys) where old[name] != properties[name] {
            expected.insert(Change(handle: handle, property: name, old: old[name], new: properties[name]))
          }
        }
        let handleAt = Dictionary(uniqueKeysWithValues: live.styles.tree.handles.map { ($1, $0) })
        let reported = Set(
          changes.map {
            Change(handle: handleAt[$0.node.nodeIndex]!, property: $0.property, old: $0.old, new: $0.new)
          })
        #expect(reported == expected, "seed \(seed), step \(step), change \(kind)")
        #expect(reported.count == changes.count, "a property reported twice: seed \(seed), step \(step)")
        if reported != expected || live.styles.json() != fresh.json() { return }
      }
    }
  }

  @Test func anEnvironmentChangeRestylesOnlyWhenAConditionChangesItsTruth() throws {
    let sheet = Stylesheet(
      source: """
        UILabel { text-color: black }
        @media (appearance: dark) { UILabel { text-color: white } }
        @media landscape { UILabel { font-size: 20 } }
        """, syntax: .css)
    let tree = try StyleTree(root: ViewNode("UIView") { ViewNode("UILabel") })
    var live = LiveStyles(sheet: sheet, tree: tree, environment: StyleEnvironment(orientation: .portrait))
    let label = StyleTree.Node(1)
    let dark = live.update(
      environment: StyleEnvironment(orientation: .portrait, custom: ["appearance": "Dark"]))
    #expect(
      dark == [
        StyleChange(
          node: label, property: "text-color", old: .color(StyleColor(hex: "#000")!),
          new: .color(StyleColor(hex: "#fff")!))
      ])
    #expect(live.restyledCount == 2)
    // A fact no condition tests changes nothing, and restyles nothing.
    let unrelated = live.update(
      environment: StyleEnvironment(orientation: .portrait, scale: 3, custom: ["appearance": "dark"]))
    #expect(unrelated.isEmpty)
    #expect(live.restyledCount == 0)
    let rotated = live.update(
      environment: StyleEnvironment(orientation: .landscape, custom: ["appearance": "dark"]))
    #expect(rotated.map(\.property) == ["font-size"])
  }

  @Test func insertedRemovedAndMovedNodesKeepTheirHandlesAndReportAtTheirNewPlaces() throws {
    let sheet = Stylesheet(
      source: "UILabel:last-child { alpha: 0.5 } UILabel:first-child { hidden: true } .a UILabel { tag: 1 }",
      syntax: .css)
    let first = NodeHandle()
    let second = NodeHandle()
    let box = NodeHandle()
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UILabel").named(first)
        ViewNode("UILabel").named(second)
        ViewNode("UIView", classes: ["a"]).named(box)
      })
    var live = LiveStyles(sheet: sheet, tree: tree)
    // A label inserted first: it is the first child now, the old first is not.
    let added = NodeHandle()
    let inserted = live.insert(ViewNode("UILabel").named(added), into: live.styles.tree.root, at: 0)
    let at = { (handle: NodeHandle) in live.styles.tree.node(handle)! }
    #expect(
      Set(inserted) == [
        StyleChange(node: at(added), property: "hidden", old: nil, new: true),
        StyleChange(node: at(first), property: "hidden", old: true, new: nil),
      ])
    // The second label moved into the box: the last child there, and under `.a`.
    let moved = live.move(at(second), into: at(box))
    #expect(
      Set(moved) == [
        StyleChange(node: at(second), property: "alpha", old: nil, new: 0.5),
        StyleChange(node: at(second), property: "hidden", old: nil, new: true),
        StyleChange(node: at(second), property: "tag", old: nil, new: 1),
      ])
    let removed = live.remove(at(added))
    #expect(Set(removed) == [StyleChange(node: at(first), property: "hidden", old: nil, new: true)])
    #expect(live.styles.tree.node(added) == nil)
    // What cannot be done changes nothing.
    #expect(live.remove(live.styles.tree.root).isEmpty)
    #expect(live.move(at(box), into: at(second)).isEmpty)
    #expect(live.styles.tree.count == 4)
  }

  @Test func withASchemaValuesStayTypedAndKeptValuesStayBounded() throws {
    let sheet = Stylesheet(
      source: "UIButton.on { tint-color: red; alpha: 0.5 } UIButton { tint-color: blue }")
    let style = CodeStyle("brand", ["corner-radius": 4])
    let tree = try StyleTree(root: ViewNode("UIView") { ViewNode("UIButton", styles: [style]) })
    var live = LiveStyles(sheet: sheet, tree: tree, schema: .uikit)
    let button = StyleTree.Node(1)
    for round in 0..<5_000 { live.update(button, classes: round % 2 == 0 ? ["on"] : []) }
    live.update(button, classes: ["on"])
    let fresh = sheet.resolve(live.styles.tree, schema: .uikit)
    #expect(live.styles.json() == fresh.json())
    #expect(live.styles[button, "alpha"] == 0.5)
    #expect(live.styles[button, "layer.corner-radius"] == 4)
    #expect(live.styles.typedValues.count < 1_000)
  }

  @Test func customFactsComeFromTheTreeAndEnvironmentText() throws {
    var environment = StyleEnvironment()
    try environment.set("appearance", to: " dark ")
    try environment.set("themeName", to: "ocean")
    #expect(environment.custom == ["appearance": "dark", "theme-name": "ocean"])
    #expect(throws: EnvironmentError.self) { try environment.set("orientaton", to: "x") }
    #expect(throws: EnvironmentError.self) { try environment.set("a b", to: "x") }
    let tree = try StyleTree(
      json: #"{"root": {"type": "UILabel"}, "environment": {"appearance": "dark", "device": "pad"}}"#)
    #expect(tree.environment.custom == ["appearance": "dark"])
    let sheet = Stylesheet(
      source: "@media pad and (appearance: dark) { UILabel { alpha: 0.5 } }", syntax: .css)
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.resolve(tree)[tree.root, "alpha"] == 0.5)
    #expect(sheet.canonicalText == "@media pad and (appearance: dark) {\n  UILabel { alpha: 0.5; }\n}\n")
    // Keys the app writes in another case style name the same fact.
    let scheme = Stylesheet(source: "@media (color-scheme: dark) { UILabel { alpha: 0.25 } }")
    #expect(
      scheme.resolve(tree, environment: StyleEnvironment(custom: ["colorScheme": "Dark"]))[tree.root, "alpha"]
        == 0.25)
    let light = sheet.resolve(tree, environment: StyleEnvironment(custom: ["appearance": "light"]))
    #expect(light[tree.root, "alpha"] == nil)
    let builtIn = Stylesheet(
      source: "@media (orientation: landscape) and (device: pad) { UILabel { alpha: 1 } }")
    #expect(builtIn.diagnostics.isEmpty)
    #expect(
      builtIn.resolve(tree, environment: StyleEnvironment(orientation: .landscape))[tree.root, "alpha"] == 1)
  }

  /// Edits do not leave behind the names, code style origins or problems of what they removed.
  @Test func editsLeaveNothingOfWhatTheyRemoved() throws {
    let tree = try StyleTree(root: ViewNode("UIView") { ViewNode("UILabel") })
    var live = LiveStyles(sheet: Stylesheet(source: "UILabel { alpha: 1 }"), tree: tree)
    let numbered = StyleTemplate("Numbered", for: "UILabel") { (style, number: Int) in
      style["tag"] = .number(Double(number), unit: .none)
    }
    for cycle in 0..<300 {
      let handle = NodeHandle()
      live.insert(
        ViewNode("Cell\(cycle)", id: "cell-\(cycle)", classes: ["c\(cycle)"], styles: [numbered(cycle)])
          .named(handle),
        into: live.styles.tree.root)
      live.remove(live.styles.tree.node(handle)!)
    }
    #expect(live.styles.tree.symbols.count < 20)
    #expect(live.styles.tree.codeStyles.origins.isEmpty)
    #expect(live.styles.tree.diagnostics.isEmpty)
  }

  /// Class and state updates do not keep the names no node has any more: however many fresh
  /// names come and go, the tree's symbol table stays bounded by what the tree uses, and the
  /// styles, types and names stay those a fresh resolve gives.
  @Test func updatesWithFreshNamesKeepTheSymbolTableBounded() throws {
    let sheet = Stylesheet(source: "^UIView.on { alpha: 0.5 } #card UILabel.on { hidden: true }")
    let tree = try StyleTree(
      root: ViewNode("Card", id: "card") { ViewNode("UILabel", classes: ["kept"]) },
      superclasses: ["Card": "UIView"])
    var live = LiveStyles(sheet: sheet, tree: tree, schema: .uikit)
    let card = tree.root
    let label = StyleTree.Node(1)
    let chain = tree.typeChain(of: card)
    for round in 0..<3_000 {
      live.update(card, classes: ["fresh\(round)", round % 2 == 0 ? "on" : "off"])
      live.update(label, classes: ["kept", "label\(round)", "on"], states: ["state\(round)"])
    }
    // Some 9,000 names were given, and the table held every one.
    #expect(live.styles.tree.symbols.count < 1_000)
    #expect(live.styles.tree.classes(of: card) == ["fresh2999", "off"])
    #expect(live.styles.tree.classes(of: label) == ["kept", "label2999", "on"])
    #expect(live.styles.tree.states(of: label) == ["state2999"])
    #expect(live.styles.tree.id(of: card) == "card")
    #expect(live.styles.tree.typeChain(of: card) == chain)
    #expect(live.styles[card, "alpha"] == nil)
    #expect(live.styles[label, "hidden"] == true)
    live.update(card, classes: ["on"])
    #expect(live.styles[card, "alpha"] == 0.5)
    let fresh = sheet.resolve(live.styles.tree, schema: .uikit)
    #expect(live.styles.json() == fresh.json())
  }

  @Test func restylesAddTheMisfitsTheyMeetToTheDiagnostics() throws {
    let sheet = Stylesheet(source: "UIView.a { corner-radius: x }")
    let tree = try StyleTree(root: ViewNode("UIView"))
    var live = LiveStyles(sheet: sheet, tree: tree, schema: .uikit)
    #expect(live.styles.diagnostics.isEmpty)
    live.update(tree.root, classes: ["a"])
    let fresh = sheet.resolve(live.styles.tree, schema: .uikit)
    #expect(live.styles.diagnostics == fresh.diagnostics)
    #expect(live.styles.diagnostics.map(\.code) == [.invalidValue])
  }

  @Test func customFactsReadBackAndMatchAsWritten() throws {
    let sheet = Stylesheet(source: #"@media (release: "2024-01"), (tier: 2) { UILabel { alpha: 0.5 } }"#)
    #expect(sheet.diagnostics.isEmpty)
    let read = Stylesheet(source: sheet.canonicalText)
    #expect(read.diagnostics.isEmpty)
    #expect(read.canonicalText == sheet.canonicalText)
    let tree = try StyleTree(root: ViewNode("UILabel"))
    #expect(
      read.resolve(tree, environment: StyleEnvironment(custom: ["Release": " 2024-01 "]))[tree.root, "alpha"]
        == 0.5)
    var environment = StyleEnvironment()
    #expect(throws: EnvironmentError.self) { try environment.set("1a", to: "x") }
  }
}
