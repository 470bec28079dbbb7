import Foundation
import Stylec
import StylecHost
import Testing
import UIKitModel

/// The settings screen of "Using stylec in an app", written as the article writes it: the
/// app's glue is the host's calls, nothing else.
@Suite("Using stylec in an app: a settings screen")
@MainActor
struct UsingStylecInAnAppTests {
  private static let light = Stylesheet(
    source: """
      ^UITableViewCell { background-color: white }
      SettingsCell:selected { background-color: #007aff }
      SettingsCell:selected UILabel { text-color: white }
      UILabel { text-color: black }
      @media (user-interface-style: dark) { UILabel { text-color: #eeeeee } }
      @media (content-size-category: >= accessibility-medium) { UILabel { font: System 28 } }
      UIButton { title-color: blue; title-color[state:highlighted]: gray }
      """, syntax: .css)
  private static let dark = Stylesheet(
    source: "^UITableViewCell { background-color: #1c1c1e } UILabel { text-color: white }", syntax: .css)

  @Test func theSettingsScreenIsStyledThroughEveryChange() throws {
    // The app's own objects.
    let screen = UIView(id: "settings")
    let table = UITableView()
    let save = UIButton()
    screen.addSubview(table)
    screen.addSubview(save)
    let rows = ["Wi-Fi", "Bluetooth", "Display"]
    table.numberOfRows = rows.count
    table.cellForRow = { table, row in
      let cell = table.dequeueReusableCell(withIdentifier: "setting", as: SettingsCell.self)
      cell.textLabel.text = rows[row]
      return cell
    }
    table.reloadData()

    // The glue: a host, attached once, told what changed.
    let host = StyleHost(stylesheet: Self.light)
    host.attach(screen)
    let cells = table.visibleCells
    cells[1].isSelected = true
    try host.setNeedsRestyle(cells[1])
    host.updateEnvironment { $0.contentSizeCategory = .accessibilityLarge }
    save.isHighlighted = true

    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    #expect(cells[1].backgroundColor == StyleColor(rgb: 0x007AFF))
    #expect(cells[1].textLabel.textColor == StyleColor(rgb: 0xFFFFFF))
    #expect(cells[0].textLabel.textColor == StyleColor(rgb: 0x000000))
    #expect(cells.allSatisfy { $0.textLabel.font?.size == 28 })
    #expect(save.currentTitleColor == StyleColor(rgb: 0x808080))

    // Rows reloaded: the cells come back reused, each keeps its node, and is styled anew only
    // where its row's style differs.
    let countsBefore = cells.map(\.styleCount)
    table.reloadData()
    try host.setNeedsRestyle(table, includingChildren: true)
    #expect(
      table.visibleCells.map(ObjectIdentifier.init).sorted() == cells.map(ObjectIdentifier.init).sorted())
    #expect(cells.allSatisfy { !$0.isSelected && $0.backgroundColor == StyleColor(rgb: 0xFFFFFF) })
    #expect(zip(cells, countsBefore).filter { $0.styleCount != $1 }.count == 1)

    // Dark mode, then a dark theme: one call each.
    host.updateEnvironment { $0.userInterfaceStyle = .dark }
    #expect(cells[0].textLabel.textColor == StyleColor(rgb: 0xEEEEEE))
    host.replaceStylesheet(Self.dark)
    #expect(cells[0].backgroundColor == StyleColor(rgb: 0x1C1C1E))
    #expect(cells[0].textLabel.textColor == StyleColor(rgb: 0xFFFFFF))
    // What the dark theme does not set is handed out unset, and the view puts back its default.
    #expect(cells[0].textLabel.font == nil)
    #expect(save.titleColor(for: .normal) == nil)
  }

  @Test func controlStatesHaveUIKitsBitsAndTheSheetsNames() {
    #expect(ControlState.highlighted.rawValue == 1 && ControlState.disabled.rawValue == 2)
    #expect(ControlState.selected.rawValue == 4 && ControlState.focused.rawValue == 8)
    #expect(ControlState.application.rawValue == 0x00FF_0000 && ControlState.reserved.rawValue == 0xFF00_0000)
    #expect(ControlState(name: "selected-highlighted") == [.selected, .highlighted])
    #expect(ControlState(name: "highlighted-selected") == [.selected, .highlighted])
    #expect(ControlState(name: "normal") == .normal)
    #expect(ControlState(name: "pressed") == nil)
    #expect(ControlState(name: "selected-") == nil)
    #expect(ControlState([.selected, .highlighted]).description == "selected-highlighted")
    #expect(ControlState.normal.description == "normal")
  }
}

/// The article's transitions paragraph: a change the host hands an object carries the
/// transition the object's styles give the property, to animate it with.
@Suite("Using stylec in an app: transitions")
@MainActor
struct HostTransitionTests {
  @Test func aChangeCarriesItsTransitionToTheObject() throws {
    let sheet = Stylesheet(
      source: """
        UIButton { transition: background-color 0.3s ease-in; background-color: white; }
        UIButton:highlighted { background-color: #007aff; }
        """, syntax: .css)
    let screen = UIView()
    let button = UIButton()
    screen.addSubview(button)
    let host = StyleHost(stylesheet: sheet)
    host.attach(screen)
    // The first styling starts no transition: nothing to move from.
    #expect(
      button.lastStyle?.changes.allSatisfy { $0.transition == nil || $0.property == "transition" } == true)
    button.isHighlighted = true
    try host.setNeedsRestyle(button)
    let change = try #require(button.lastStyle?.changes.first { $0.property == "background-color" })
    #expect(
      change.transition == StyleTransition(property: "background-color", duration: 0.3, easing: .easeIn))
    #expect(change.new == .color(StyleColor(rgb: 0x007AFF)))
  }
}
