import Testing

@testable import Stylec

/// `LiveStyles` taking every kind of change (classes and states, the environment, views inserted,
/// removed and moved, a new sheet), each leaving the styles a fresh resolve gives and returning
/// exactly the properties that changed.
@Suite("Live styles: every change and what it changed")
struct LiveStylesChangesTests {
  /// Every node's properties by its ID.
  static func snapshot(_ styles: ResolvedStyles) -> [StyleTree.NodeID: [String: StyleValue]] {
    var byNode: [StyleTree.NodeID: [String: StyleValue]] = [:]
    for node in styles.tree.nodes {
      byNode[node] = Dictionary(uniqueKeysWithValues: styles.properties(of: node).map { ($0.name, $0.value) })
    }
    return byNode
  }

  @Test func everyKindOfChangeMatchesAFreshResolveAndReportsWhatChanged() throws {
    for seed in UInt64(1)...120 {
      var generator = CaseGenerator(seed: seed)
      let generated = generator.makeCase()
      var sheet = Stylesheet(source: generated.sheetText, fileName: generated.classy ? "g.cas" : "g.css")
      // Even seeds without view controllers, whose edits are spliced.
      let root = seed % 2 == 0 ? DifferentialCase.withoutControllers(generated.root) : generated.root
      let tree = try StyleTree(root: root, superclasses: DifferentialCase.superclasses)
      var environment = generated.environment
      var live = LiveStyles(stylesheet: sheet, tree: tree, precedence: .specificity, environment: environment)
      var random = SeededRandom(seed: seed)
      for step in 0..<10 {
        let before = Self.snapshot(live.styles)
        let current = live.styles.tree
        let node = current.nodes[Int.random(in: 0..<current.count, using: &random)]
        let other = current.nodes[Int.random(in: 0..<current.count, using: &random)]
        let position = Int.random(in: 0...3, using: &random)
        var changes: [StyleChange] = []
        let kind = Int.random(in: 0..<7, using: &random)
        do {
          switch kind {
          case 0:
            changes = try live.update(
              node, classes: CaseGenerator.classes.filter { _ in Bool.random(using: &random) })
          case 1:
            changes = try live.update(
              node, states: CaseGenerator.states.filter { _ in Bool.random(using: &random) })
          case 2:
            environment.device = StyleEnvironment.Device.allCases.randomElement(using: &random)
            environment.orientation = StyleEnvironment.Orientation.allCases.randomElement(using: &random)
            changes = live.update(environment: environment)
          case 3:
            var insertions = CaseGenerator(seed: seed &+ UInt64(step) &* 7_919)
            var inserted = insertions.makeCase().root
            if seed % 2 == 0 { inserted = DifferentialCase.withoutControllers(inserted) }
            inserted.children = Array(inserted.children.prefix(2))
            changes = try live.insert(inserted, into: other, at: position)
          case 4: changes = try live.remove(node)
          case 5: changes = try live.move(node, into: other, at: position)
          default:
            var replacements = CaseGenerator(seed: seed &+ 10_000 &+ UInt64(step))
            let replacement = replacements.makeCase()
            sheet = Stylesheet(
              source: replacement.sheetText, fileName: replacement.classy ? "r.cas" : "r.css")
            changes = live.replaceStylesheet(sheet)
          }
        } catch {
          // Only the edits a tree cannot take are refused, and they change nothing.
          #expect(
            error == .editingRoot && node == current.root || error == .movingIntoOwnSubtree(node),
            "seed \(seed), step \(step): \(error)")
          #expect(live.styles.tree.nodes == current.nodes)
        }
        let fresh = sheet.resolve(live.styles.tree, precedence: .specificity, environment: environment)
        #expect(live.styles.json() == fresh.json(), "seed \(seed), step \(step), change \(kind)")
        let after = Self.snapshot(live.styles)
        var expected: Set<StyleChange> = []
        for (node, properties) in after {
          let old = before[node] ?? [:]
          for name in Set(old.keys).union(properties.keys) where old[name] != properties[name] {
            expected.insert(StyleChange(node: node, property: name, old: old[name], new: properties[name]))
          }
        }
        let reported = Set(changes)
        #expect(reported == expected, "seed \(seed), step \(step), change \(kind)")
        #expect(reported.count == changes.count, "a property reported twice: seed \(seed), step \(step)")
        if reported != expected || live.styles.json() != fresh.json() { return }
      }
    }
  }

  /// An environment change restyles only the nodes a rule whose condition flipped matches
  /// (it restyled all 5,000 views of a screen for one rule's change), and leaves the styles a
  /// fresh resolve gives; a selector that tests the environment itself restyles every node.
  @Test func anEnvironmentChangeRestylesOnlyTheNodesAFlippedRuleMatches() throws {
    let sheet = Stylesheet(
      source: """
        UILabel { text-color: black }
        @media (appearance: dark) { UIButton.accent { alpha: 0.5 } }
        """, syntax: .css)
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        for index in 0..<200 {
          ViewNode(index % 50 == 0 ? "UIButton" : "UILabel", classes: index % 50 == 0 ? ["accent"] : [])
        }
      })
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    let dark = StyleEnvironment(custom: ["appearance": "dark"])
    let changes = live.update(environment: dark)
    #expect(live.restyledCount == 4)
    #expect(changes.count == 4 && changes.allSatisfy { $0.property == "alpha" })
    #expect(live.styles.json() == sheet.resolve(tree, environment: dark).json())
    let oriented = Stylesheet(source: "UIButton:landscape { alpha: 0.5 }", syntax: .css)
    var rotating = LiveStyles(
      stylesheet: oriented, tree: tree, environment: StyleEnvironment(orientation: .portrait))
    rotating.update(environment: StyleEnvironment(orientation: .landscape))
    #expect(rotating.restyledCount == tree.count)
  }

  /// Inserting, removing or moving a node restyles the nodes it brings (it resolved the whole
  /// tree); when the sheet looks at siblings or places among them, the nodes under the parents it
  /// changes. The rest keep their styles, and the whole is what a fresh resolve gives.
  @Test(arguments: [false, true])
  func aStructuralEditRestylesWhatItReaches(testsPlaces: Bool) throws {
    let sheet = Stylesheet(
      source: "UITableViewCell UILabel { text-color: gray }\n.selected UILabel { text-color: blue }\n"
        + (testsPlaces ? "UITableViewCell:nth-child(odd) { alpha: 0.5 }\n" : ""), syntax: .css)
    let cell = {
      ViewNode("UITableViewCell") {
        ViewNode("UILabel"); ViewNode("UIImageView")
      }
    }
    let table = ViewNode("UITableView") { for _ in 0..<100 { cell() } }
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        table; ViewNode("UILabel")
      })
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    let tableID = table.nodeID
    let inserted = cell()
    let changes = try live.insert(inserted, into: tableID, at: 3)
    // Three nodes come in; with `:nth-child`, the table's 301 nodes after it are restyled too.
    #expect(live.restyledCount == (testsPlaces ? 304 : 3))
    #expect(changes.contains { $0.node == inserted.children[0].nodeID && $0.property == "text-color" })
    #expect(live.styles.json() == sheet.resolve(live.styles.tree).json())
    let moved = live.styles.tree.children(of: tableID)[10]
    try live.move(moved, into: live.styles.tree.root, at: 0)
    // Moved to the root, whose subtree is the whole tree of 306 nodes.
    #expect(live.restyledCount == (testsPlaces ? 306 : 3))
    #expect(live.styles.json() == sheet.resolve(live.styles.tree).json())
    try live.remove(inserted.nodeID)
    #expect(live.restyledCount == (testsPlaces ? 298 : 0))
    #expect(live.styles.json() == sheet.resolve(live.styles.tree).json())
  }

  /// An edit that brings or removes code styles, or one in a tree with view controllers,
  /// resolves the tree afresh, as LiveStylesheets says: every node is restyled.
  @Test func anEditWithCodeStylesOrViewControllersRestylesEveryNode() throws {
    let sheet = Stylesheet(source: "UILabel { alpha: 0.5; }", syntax: .css)
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UILabel"); ViewNode("UIButton")
      })
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    let styled = ViewNode("UILabel", style: ["alpha": 0.25])
    try live.insert(styled, into: tree.root)
    #expect(live.restyledCount == 4)
    #expect(live.styles[styled.nodeID, "alpha"]?.description == "0.25")
    try live.remove(styled.nodeID)
    #expect(live.restyledCount == 3)
    let plain = ViewNode("UILabel")
    try live.insert(plain, into: tree.root)
    #expect(live.restyledCount == 1)
    let controlled = try StyleTree(
      root: ViewNode("UIViewController") {
        ViewNode("UIView") { ViewNode("UILabel") }
      })
    var withController = LiveStyles(stylesheet: sheet, tree: controlled)
    try withController.insert(ViewNode("UILabel"), into: controlled.node(1))
    #expect(withController.restyledCount == 4)
    #expect(withController.styles.json() == sheet.resolve(withController.styles.tree).json())
  }

  /// A node that gains its first child or loses its last changes what `:empty` says of it to
  /// its later siblings (`UIView:empty + UILabel`): an insert, removal or move restyles them
  /// and their subtrees too (they kept their old styles, and the change was not reported).
  @Test(arguments: [
    "UIView:empty + UILabel { alpha: 0.5 }", "UIView:empty ~ UILabel { alpha: 0.5 }",
    "UIView:not(:empty) + UILabel { alpha: 0.5 }", "UIView:empty + UILabel UIButton { alpha: 0.5 }",
  ])
  func emptinessSeenFromLaterSiblingsIsRestyledByEdits(source: String) throws {
    let sheet = Stylesheet(source: source, syntax: .css)
    for edit in 0..<3 {
      let box = ViewNode("UIView")
      let label = ViewNode("UILabel") { ViewNode("UIButton") }
      let inside = ViewNode("UIView")
      let full = ViewNode("UIView") { inside }
      let root = ViewNode(
        "UIView",
        children: [
          ViewNode("UIView") {
            box; label
          }, full,
        ])
      var live = LiveStyles(stylesheet: sheet, tree: try StyleTree(root: root))
      let before = Self.snapshot(live.styles)
      let changes: [StyleChange]
      switch edit {
      case 0: changes = try live.insert(ViewNode("UIView"), into: box.nodeID)
      case 1: changes = try live.move(inside.nodeID, into: box.nodeID)
      default:
        try live.insert(ViewNode("UIView"), into: box.nodeID)
        let filled = Self.snapshot(live.styles)
        let removal = try live.remove(live.styles.tree.children(of: box.nodeID)[0])
        #expect(live.styles.json() == sheet.resolve(live.styles.tree).json(), "\(source): remove")
        #expect(Set(removal) == Self.differences(filled, Self.snapshot(live.styles)), "\(source): remove")
        continue
      }
      #expect(live.styles.json() == sheet.resolve(live.styles.tree).json(), "\(source), edit \(edit)")
      #expect(Set(changes) == Self.differences(before, Self.snapshot(live.styles)), "\(source), edit \(edit)")
    }
  }

  /// The changes that take one snapshot to another.
  static func differences(
    _ before: [StyleTree.NodeID: [String: StyleValue]], _ after: [StyleTree.NodeID: [String: StyleValue]]
  ) -> Set<StyleChange> {
    var found: Set<StyleChange> = []
    for (node, properties) in after {
      let old = before[node] ?? [:]
      for name in Set(old.keys).union(properties.keys) where old[name] != properties[name] {
        found.insert(StyleChange(node: node, property: name, old: old[name], new: properties[name]))
      }
    }
    return found
  }

  /// An edit keeps the code values of the nodes it does not restyle naming their styles,
  /// though the tree's table of styles loses those of the nodes removed (a node's properties
  /// then read past the table's end, and trapped).
  @Test func codeValuesKeepTheirStylesThroughEditsThatRenumberThem() throws {
    let a = ViewNode("UIButton", styles: [CodeStyle("code1") { $0["alpha"] = 0.25 }])
    let c = ViewNode("UIView", styles: [CodeStyle("code1") { $0["alpha"] = 0.25 }])
    let tree = try StyleTree(
      root: ViewNode("UIView", children: [a, ViewNode("UIView"), ViewNode("UIView", children: [c])]))
    let sheet = Stylesheet(source: "UIView { alpha: 1 }", syntax: .css)
    var live = LiveStyles(stylesheet: sheet, tree: tree, schema: .uikit)
    try live.applyStyles([CodeStyle("late") { $0["layer.corner-radius"] = 7 }], to: a.nodeID)
    try live.applyStyles([CodeStyle("late") { $0["layer.corner-radius"] = 7 }], to: c.nodeID)
    try live.remove(c.nodeID)
    #expect(live.styles.property("corner-radius", of: a.nodeID)?.selector == "late")
    #expect(live.styles.json() == sheet.resolve(live.styles.tree, schema: .uikit).json())

    // Random edits of a tree whose views bring code styles, each checked against a fresh resolve.
    for seed in UInt64(1)...30 {
      var random = SeededRandom(seed: seed)
      var live = LiveStyles(stylesheet: sheet, tree: tree, schema: .uikit)
      for step in 0..<40 {
        let nodes = live.styles.tree.nodes
        let node = nodes[Int.random(in: 0..<nodes.count, using: &random)]
        let styles = (0..<Int.random(in: 0...2, using: &random)).map { number in
          CodeStyle("s\(Int.random(in: 0..<4, using: &random))") {
            $0["tag"] = .number(Double(number), unit: .none)
          }
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: _ = try? live.applyStyles(styles, to: node)
        case 1: _ = try? live.remove(node)
        case 2: _ = try? live.insert(ViewNode("UILabel", styles: styles), into: node, at: 0)
        default: _ = try? live.insert(ViewNode("UILabel"), into: node)
        }
        let fresh = sheet.resolve(live.styles.tree, schema: .uikit)
        #expect(live.styles.json() == fresh.json(), "seed \(seed), step \(step)")
        let origins = { (styles: ResolvedStyles) in
          styles.tree.nodes.map { styles.properties(of: $0).map(\.selector) }
        }
        #expect(origins(live.styles) == origins(fresh), "seed \(seed), step \(step)")
      }
    }
  }

  /// A view of a type named as a CSS shorthand (`button`, where `button` reads as UIButton until
  /// the tree has such a type) changes how the sheet reads: its insert restyles every node.
  @Test func anEditThatChangesHowTheSheetReadsRestylesEveryNode() throws {
    let sheet = Stylesheet(source: "button { alpha: 0.5 }\n", syntax: .css)
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        ViewNode("UIButton"); ViewNode("UILabel")
      })
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    let exact = ViewNode("button")
    try live.insert(exact, into: tree.root)
    #expect(live.restyledCount == 4)
    #expect(live.styles.json() == sheet.resolve(live.styles.tree).json())
    #expect(live.styles[exact.nodeID, "alpha"]?.description == "0.5")
    #expect(live.styles[tree.node(1), "alpha"] == nil)
  }

  @Test func anEnvironmentChangeRestylesOnlyWhenAConditionChangesItsTruth() throws {
    let sheet = Stylesheet(
      source: """
        UILabel { text-color: black }
        @media (appearance: dark) { UILabel { text-color: white } }
        @media landscape { UILabel { font-size: 20 } }
        """, syntax: .css)
    let tree = try StyleTree(root: ViewNode("UIView") { ViewNode("UILabel") })
    var live = LiveStyles(
      stylesheet: sheet, tree: tree, environment: StyleEnvironment(orientation: .portrait))
    let label = tree.node(1)
    let dark = live.update(
      environment: StyleEnvironment(orientation: .portrait, custom: ["appearance": "Dark"]))
    #expect(
      dark == [
        StyleChange(
          node: label, property: "text-color", old: .color(StyleColor(hex: "#000")!),
          new: .color(StyleColor(hex: "#fff")!))
      ])
    // Only the label, which the flipped rule matches, is restyled; not the view.
    #expect(live.restyledCount == 1)
    // A fact no condition tests changes nothing, and restyles nothing.
    let unrelated = live.update(
      environment: StyleEnvironment(orientation: .portrait, scale: 3, custom: ["appearance": "dark"]))
    #expect(unrelated.isEmpty)
    #expect(live.restyledCount == 0)
    let rotated = live.update(
      environment: StyleEnvironment(orientation: .landscape, custom: ["appearance": "dark"]))
    #expect(rotated.map(\.property) == ["font-size"])
  }

  @Test func insertedRemovedAndMovedNodesKeepTheirIDsAndReportUnderThem() throws {
    let sheet = Stylesheet(
      source: "UILabel:last-child { alpha: 0.5 } UILabel:first-child { hidden: true } .a UILabel { tag: 1 }",
      syntax: .css)
    let first = ViewNode("UILabel")
    let second = ViewNode("UILabel")
    let box = ViewNode("UIView", classes: ["a"])
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        first; second; box
      })
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    // A label inserted first: it is the first child now, the old first is not.
    let added = ViewNode("UILabel")
    let inserted = try live.insert(added, into: live.styles.tree.root, at: 0)
    #expect(
      Set(inserted) == [
        StyleChange(node: added.nodeID, property: "hidden", old: nil, new: true),
        StyleChange(node: first.nodeID, property: "hidden", old: true, new: nil),
      ])
    #expect(live.styles.tree.position(of: first.nodeID) == 2)
    // The second label moved into the box: the last child there, and under `.a`.
    let moved = try live.move(second.nodeID, into: box.nodeID)
    #expect(
      Set(moved) == [
        StyleChange(node: second.nodeID, property: "alpha", old: nil, new: 0.5),
        StyleChange(node: second.nodeID, property: "hidden", old: nil, new: true),
        StyleChange(node: second.nodeID, property: "tag", old: nil, new: 1),
      ])
    let removed = try live.remove(added.nodeID)
    #expect(Set(removed) == [StyleChange(node: first.nodeID, property: "hidden", old: nil, new: true)])
    #expect(!live.styles.tree.contains(added.nodeID))
    // What cannot be done is refused and changes nothing.
    #expect(throws: StyleTree.EditError.editingRoot) { try live.remove(live.styles.tree.root) }
    #expect(throws: StyleTree.EditError.movingIntoOwnSubtree(box.nodeID)) {
      try live.move(box.nodeID, into: second.nodeID)
    }
    #expect(throws: StyleTree.EditError.unknownNode(added.nodeID)) { try live.remove(added.nodeID) }
    #expect(throws: StyleTree.EditError.alreadyInTree(first.nodeID)) {
      try live.insert(first, into: box.nodeID)
    }
    // A negative place is never taken for the first or the last.
    #expect(throws: StyleTree.EditError.positionBeforeFirst(-1)) {
      try live.insert(ViewNode("UILabel"), into: box.nodeID, at: -1)
    }
    #expect(throws: StyleTree.EditError.positionBeforeFirst(Int.min)) {
      try live.move(second.nodeID, into: box.nodeID, at: Int.min)
    }
    #expect(live.styles.tree.count == 4)
  }

  /// The fault an app met: a cell held, another inserted before it, then the held one updated.
  /// By position, the update went to whatever stood in the cell's old place (a label), styled
  /// it, and returned no change; by ID it goes to the cell.
  @Test func aNodeHeldAcrossAnInsertBeforeItIsStillTheSameNode() throws {
    let sheet = Stylesheet(source: "SettingsCell:selected { alpha: 0.5 } UILabel { tag: 1 }", syntax: .css)
    let rows = (0..<3).map { index in
      ViewNode("SettingsCell", id: "row\(index)") { ViewNode("UILabel") }
    }
    let tree = try StyleTree(
      root: ViewNode("UITableView", children: rows), superclasses: ["SettingsCell": "UITableViewCell"])
    var live = LiveStyles(stylesheet: sheet, tree: tree)
    let table = live.styles.tree.root
    let cell = live.styles.tree.children(of: table)[2]
    try live.insert(ViewNode("SettingsCell", id: "new") { ViewNode("UILabel") }, into: table, at: 0)
    let changes = try live.update(cell, states: ["selected"])
    #expect(changes == [StyleChange(node: cell, property: "alpha", old: nil, new: 0.5)])
    #expect(live.styles.tree.id(of: cell) == "row2")
    #expect(live.styles[cell, "alpha"] == 0.5)
  }

  @Test func withASchemaValuesStayTypedAndKeptValuesStayBounded() throws {
    let sheet = Stylesheet(
      source: "UIButton.on { tint-color: red; alpha: 0.5 } UIButton { tint-color: blue }")
    let style = CodeStyle("brand", ["corner-radius": 4])
    let tree = try StyleTree(root: ViewNode("UIView") { ViewNode("UIButton", styles: [style]) })
    var live = LiveStyles(stylesheet: sheet, tree: tree, schema: .uikit)
    let button = tree.node(1)
    for round in 0..<5_000 { try live.update(button, classes: round % 2 == 0 ? ["on"] : []) }
    try live.update(button, classes: ["on"])
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
    var live = LiveStyles(stylesheet: Stylesheet(source: "UILabel { alpha: 1 }"), tree: tree)
    let numbered = StyleTemplate("Numbered", for: "UILabel") { (style, number: Int) in
      style["tag"] = .number(Double(number), unit: .none)
    }
    for cycle in 0..<300 {
      let cell = ViewNode(
        "Cell\(cycle)", id: "cell-\(cycle)", classes: ["c\(cycle)"], styles: [numbered(cycle)])
      try live.insert(cell, into: live.styles.tree.root)
      try live.remove(cell.nodeID)
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
    var live = LiveStyles(stylesheet: sheet, tree: tree, schema: .uikit)
    let card = tree.root
    let label = tree.node(1)
    let chain = tree.typeChain(of: card)
    for round in 0..<3_000 {
      try live.update(card, classes: ["fresh\(round)", round % 2 == 0 ? "on" : "off"])
      try live.update(label, classes: ["kept", "label\(round)", "on"], states: ["state\(round)"])
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
    try live.update(card, classes: ["on"])
    #expect(live.styles[card, "alpha"] == 0.5)
    let fresh = sheet.resolve(live.styles.tree, schema: .uikit)
    #expect(live.styles.json() == fresh.json())
  }

  @Test func restylesAddTheMisfitsTheyMeetToTheDiagnostics() throws {
    let sheet = Stylesheet(source: "UIView.a { corner-radius: x }")
    let tree = try StyleTree(root: ViewNode("UIView"))
    var live = LiveStyles(stylesheet: sheet, tree: tree, schema: .uikit)
    #expect(live.styles.diagnostics.isEmpty)
    try live.update(tree.root, classes: ["a"])
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
