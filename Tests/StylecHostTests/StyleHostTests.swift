import Foundation
import Stylec
import StylecHost
import Testing
import UIKitModel

/// A settings screen's cell, a subclass the app declares nowhere but in Swift.
final class SettingsCell: UITableViewCell {}

/// A view controller's nested view type.
enum ProfileViewController {
  final class HeaderView: UIView {}
}

/// The host styling an app's objects: types and superclasses from the Swift classes, identity
/// from the objects, only what changed handed out, per-state values as maps by control state.
@Suite("Styling app objects")
@MainActor
struct StyleHostTests {
  private static let settingsSheet = Stylesheet(
    source: """
      ^UITableViewCell { background-color: white }
      SettingsCell:selected { background-color: #007aff }
      SettingsCell:selected UILabel { text-color: white }
      UILabel { text-color: black }
      ProfileViewController-HeaderView { layer.corner-radius: 12 }
      UIButton { title-color: blue; title-color[state:highlighted]: gray }
      """, syntax: .css)

  /// A table of three settings cells, a header and a button.
  private func settingsScreen() -> (root: UIView, table: UITableView, cells: [SettingsCell]) {
    let root = UIView(id: "settings")
    let header = ProfileViewController.HeaderView()
    let table = UITableView()
    let cells = (0..<3).map { row in
      let cell = SettingsCell(reuseIdentifier: "setting")
      cell.textLabel.text = "Row \(row)"
      return cell
    }
    for cell in cells { table.addSubview(cell) }
    root.addSubview(header)
    root.addSubview(table)
    root.addSubview(UIButton())
    return (root, table, cells)
  }

  @Test func objectsAreStyledByTheirSwiftClassesNestedTypesIncluded() throws {
    let (root, _, cells) = settingsScreen()
    let host = StyleHost(stylesheet: Self.settingsSheet)
    host.attach(root)
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    // `SettingsCell` is a `UITableViewCell` because Swift says so: `^UITableViewCell` matches it.
    #expect(cells.allSatisfy { $0.backgroundColor == StyleColor(rgb: 0xFFFFFF) })
    #expect(cells.allSatisfy { $0.textLabel.textColor == StyleColor(rgb: 0x000000) })
    let header = try #require(root.subviews.first as? ProfileViewController.HeaderView)
    #expect(header.cornerRadius == 12)
    // Every object is handed its style once, even one with no property.
    #expect(root.styleCount == 1 && cells[0].contentView.styleCount == 1)
    #expect(cells[0].lastStyle?.isFirst == true)
  }

  @Test func aHeldCellIsTheSameCellAfterAnotherIsInsertedBeforeIt() throws {
    let (root, table, cells) = settingsScreen()
    let host = StyleHost(stylesheet: Self.settingsSheet)
    host.attach(root)
    let cell = cells[2]
    let node = try #require(host.node(of: cell))
    let inserted = SettingsCell(reuseIdentifier: "setting")
    table.insertSubview(inserted, at: 0)
    try host.setNeedsRestyle(table, includingChildren: true)
    #expect(host.node(of: cell) == node)
    #expect(inserted.backgroundColor == StyleColor(rgb: 0xFFFFFF))
    // Nothing else changed: only the new cell and its subviews were handed a style.
    #expect(cells.allSatisfy { $0.styleCount == 1 })

    cell.isSelected = true
    try host.setNeedsRestyle(cell)
    #expect(cell.backgroundColor == StyleColor(rgb: 0x007AFF))
    #expect(cell.styleCount == 2)
    #expect(cell.lastStyle?.changes.map(\.property) == ["background-color"])
    #expect(cells[0].styleCount == 1 && inserted.styleCount == 1)
  }

  @Test func aStateReachingDescendantsRestylesThemAndNothingElse() throws {
    let (root, table, cells) = settingsScreen()
    let host = StyleHost(stylesheet: Self.settingsSheet)
    host.attach(root)
    cells[1].isSelected = true
    try host.setNeedsRestyle(cells[1])
    #expect(cells[1].textLabel.textColor == StyleColor(rgb: 0xFFFFFF))
    #expect(cells[1].textLabel.styleCount == 2)
    #expect(cells[0].textLabel.styleCount == 1 && cells[2].textLabel.styleCount == 1)
    #expect(table.styleCount == 1)
    cells[1].isSelected = false
    try host.setNeedsRestyle(cells[1])
    #expect(cells[1].textLabel.textColor == StyleColor(rgb: 0x000000))
    #expect(cells[1].backgroundColor == StyleColor(rgb: 0xFFFFFF))
  }

  @Test func perStateValuesArriveAsAMapByControlState() throws {
    let (root, _, _) = settingsScreen()
    let host = StyleHost(stylesheet: Self.settingsSheet)
    host.attach(root)
    let button = try #require(root.subviews.last as? UIButton)
    #expect(button.titleColor(for: .normal) == StyleColor(rgb: 0x0000FF))
    #expect(button.titleColor(for: .highlighted) == StyleColor(rgb: 0x808080))
    #expect(button.titleColor(for: .selected) == StyleColor(rgb: 0x0000FF))
    let map = try #require(button.lastStyle?.stateMap("titleColor"))
    #expect(map.states == [.normal, .highlighted])
    button.isHighlighted = true
    #expect(button.currentTitleColor == StyleColor(rgb: 0x808080))
  }

  @Test func reusedCellsKeepTheirNodesAndTakeTheirNewRowsStyles() throws {
    let sheet = Stylesheet(
      source: "UITableViewCell { alpha: 1 } .warning { background-color: red } .row-0 { hidden: true }",
      syntax: .css)
    let table = UITableView()
    var classes = [["row-0"], ["warning"], []]
    table.numberOfRows = 3
    table.cellForRow = { table, row in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", as: SettingsCell.self)
      cell.styleClasses = classes[row]
      return cell
    }
    table.reloadData()
    let host = StyleHost(stylesheet: sheet)
    host.attach(table)
    let first = table.visibleCells
    let nodes = first.map { host.node(of: $0) }
    #expect(first[1].backgroundColor == StyleColor(rgb: 0xFF0000))
    // The rows change: the same cells come back in other places with other classes.
    classes = [["warning"], [], ["row-0"]]
    table.reloadData()
    try host.setNeedsRestyle(table, includingChildren: true)
    let second = table.visibleCells
    #expect(Set(second.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
    for cell in second {
      #expect(host.node(of: cell) == nodes[first.firstIndex { $0 === cell }!])
    }
    #expect(second[0].backgroundColor == StyleColor(rgb: 0xFF0000) && !second[0].isHidden)
    #expect(second[1].backgroundColor == nil)
    #expect(second[2].isHidden)
  }

  @Test func anEnvironmentChangeRestylesWhatItsConditionsReachAndKeepsOtherFacts() throws {
    let sheet = Stylesheet(
      source: """
        UILabel { text-color: black }
        @media (user-interface-style: dark) { UILabel { text-color: white } }
        @media pad { UIView { alpha: 0.9 } }
        """, syntax: .css)
    let (root, _, cells) = settingsScreen()
    let host = StyleHost(stylesheet: sheet, environment: StyleEnvironment(device: .pad))
    host.attach(root)
    #expect(root.alpha == 0.9)
    host.updateEnvironment { $0.userInterfaceStyle = .dark }
    #expect(cells[0].textLabel.textColor == StyleColor(rgb: 0xFFFFFF))
    #expect(root.alpha == 0.9)
    #expect(host.environment.device == .pad)
    // Objects the change did not reach were handed nothing.
    #expect(root.styleCount == 1 && cells[0].styleCount == 1)
    #expect(cells[0].textLabel.styleCount == 2)
    // A fact no condition tests restyles nothing.
    host.updateEnvironment { $0.layoutDirection = .rightToLeft }
    #expect(host.restyledCount == 0)
  }

  @Test func aThemeSwitchIsOneCallAndHandsOutWhatChanged() throws {
    let (root, _, cells) = settingsScreen()
    let host = StyleHost(stylesheet: Self.settingsSheet)
    host.attach(root)
    host.replaceStylesheet(Stylesheet(source: "UILabel { text-color: red }", syntax: .css))
    #expect(cells[0].textLabel.textColor == StyleColor(rgb: 0xFF0000))
    // What the old sheet set and the new does not is handed out unset: the view resets it.
    #expect(cells[0].backgroundColor == nil)
    #expect(cells[0].lastStyle?.changes.first?.new == nil)
  }

  @Test func anObjectNotAttachedIsRefusedNotIgnored() throws {
    let (root, _, _) = settingsScreen()
    let host = StyleHost(stylesheet: Self.settingsSheet)
    #expect(throws: StyleHost.HostError.notAttached(type: "UIView")) { try host.setNeedsRestyle(root) }
    host.attach(root)
    let stranger = SettingsCell(reuseIdentifier: "x")
    #expect(throws: StyleHost.HostError.notAttached(type: "SettingsCell")) {
      try host.setNeedsRestyle(stranger)
    }
    // Removed from the hierarchy and restyled: no longer attached.
    let table = root.subviews[1]
    let removed = table.subviews[0]
    removed.removeFromSuperview()
    try host.setNeedsRestyle(table, includingChildren: true)
    #expect(host.node(of: removed) == nil)
    #expect(throws: StyleHost.HostError.notAttached(type: "SettingsCell")) {
      try host.setNeedsRestyle(removed)
    }
  }

  @Test func valuesThatDoNotFitTheirPropertyAreDiagnosedAndLoseTheCascade() throws {
    let sheet = Stylesheet(source: "UILabel { text-color: green } UILabel.x { text-color: 12 }", syntax: .css)
    let label = UILabel(classes: ["x"])
    let host = StyleHost(stylesheet: sheet)
    host.attach(label)
    #expect(label.textColor == StyleColor(rgb: 0x00FF00))
    #expect(host.diagnostics.map(\.code) == [.invalidValue])
  }

  /// One list holds what `stylec lint` finds (a misspelt type, property or state, each with
  /// the name meant), knowing the app's own classes, and renders as lint prints it.
  @Test func theDiagnosticsAreLintsFindingsAndRenderAsLintPrintsThem() throws {
    let sheet = Stylesheet(
      source: """
        UILable { text-color: red }
        SettingsCell { titel-color: red }
        UIButton:highlited { alpha: 0.5 }
        """, fileName: "app.css", syntax: .css)
    let (root, _, _) = settingsScreen()
    let host = StyleHost(stylesheet: sheet)
    host.attach(root)
    let found = host.diagnostics.map { ([$0.message] + $0.notes).joined(separator: "; ") }
    #expect(
      found.first?.hasPrefix("unknown type 'UILable'") == true && found.first?.contains("'UILabel'") == true,
      "\(found)")
    #expect(found.contains { $0.hasPrefix("'SettingsCell' lists no property 'titel-color'") }, "\(found)")
    #expect(found.contains { $0.hasPrefix("'UIButton' has no state 'highlited'") }, "\(found)")
    // The app's class is known from Swift: it is not reported as an unknown type.
    #expect(!found.contains { $0.hasPrefix("unknown type 'SettingsCell'") }, "\(found)")
    let rendered = host.renderedDiagnostics()
    #expect(rendered.contains("app.css:1:1: "))
    #expect(rendered.contains("  1 | UILable { text-color: red }\n    | ^~~~~~~\n"), "\(rendered)")
    #expect(rendered.hasSuffix("\n") && rendered.contains("warning"))
    host.replaceStylesheet(Self.settingsSheet)
    #expect(host.diagnostics.isEmpty && host.renderedDiagnostics().isEmpty)
  }

  @Test func reloadsAreFollowedOnTheMainActorAndABrokenSaveKeepsTheLastGoodSheet() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylec-host-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("app.css").path
    try "UILabel { text-color: black }".write(toFile: path, atomically: true, encoding: .utf8)
    let label = UILabel()
    let cache = StylesheetCache()
    let host = StyleHost(stylesheet: Stylesheet(source: ""))
    host.attach(label)
    try host.follow(cache, path: path)
    #expect(label.textColor == StyleColor(rgb: 0x000000))
    try "UILabel { text-color: red }".write(toFile: path, atomically: true, encoding: .utf8)
    cache.reloadChanged()
    try await waitUntil { label.textColor == StyleColor(rgb: 0xFF0000) }
    try "UILabel { text-color: blue".write(toFile: path, atomically: true, encoding: .utf8)
    cache.reloadChanged()
    try await waitUntil { !host.diagnostics.isEmpty }
    #expect(label.textColor == StyleColor(rgb: 0xFF0000))
    #expect(host.diagnostics.contains { $0.severity == .error })
    // The overlay quotes the save the errors were found in, not the sheet kept (it showed a
    // blank line).
    #expect(
      host.renderedDiagnostics().contains("| UILabel { text-color: blue\n"), "\(host.renderedDiagnostics())")
  }

  /// Code styles given after the object was attached are read when it is restyled (they were
  /// ignored unless its children were restyled too).
  @Test func codeStylesGivenLaterAreReadWhenTheObjectIsRestyled() throws {
    let screen = UIView()
    let save = UIButton()
    screen.addSubview(save)
    let host = StyleHost(stylesheet: Stylesheet(source: "UIButton { alpha: 0.5 }", syntax: .css))
    host.attach(screen)
    #expect(save.alpha == 0.5)
    save.codeStyles = [CodeStyle("SaveStyle", for: "UIButton") { $0["alpha"] = 0.75 }]
    try host.setNeedsRestyle(save)
    #expect(save.alpha == 0.75)
    save.codeStyles = []
    try host.setNeedsRestyle(save)
    #expect(save.alpha == 0.5)
  }

  private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    #expect(condition())
  }
}
