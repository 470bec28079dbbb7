// The settings screen of "Using stylec in an app", run as an app runs it: the app's own objects
// (UIKitModel's classes stand in for UIKit's, as on Linux they must), one host attached once,
// and then what happens to an app: a row selected, Dynamic Type made larger, rows reloaded into
// reused cells, Dark Mode, a theme switch, a live reload of a good save and then of a broken
// one. After each step it prints what is on screen; CI compares the transcript with
// expected-output.txt byte for byte.
import Foundation
import Stylec
import StylecHost
import UIKitModel

/// The app's cell class: matched by `SettingsCell` and `^UITableViewCell` with nothing declared.
final class SettingsCell: UITableViewCell {}

/// What the screen shows: each row's text, background, text colour and font size, and the
/// save button's title colours.
@MainActor
func show(_ step: String, _ table: UITableView, _ save: UIButton, _ host: StyleHost) {
  print("== \(step)")
  for cell in table.visibleCells {
    let label = cell.textLabel
    let size = label.font?.size.map { "\($0)" } ?? "default"
    print(
      "  \(label.text ?? "-"): background \(cell.backgroundColor?.description ?? "none"), "
        + "text \(label.textColor?.description ?? "none"), size \(size)"
        + (cell.isSelected ? " (selected)" : ""))
  }
  print(
    "  save: title \(save.titleColor(for: .normal)?.description ?? "none"), "
      + "highlighted \(save.titleColor(for: .highlighted)?.description ?? "none")")
  for diagnostic in host.diagnostics {
    print("  problem: \(diagnostic.location.map { "line \($0.line): " } ?? "")\(diagnostic.message)")
  }
}

// The sheets are copied to a scratch directory, where the live reload below saves over them.
let styles = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Styles")
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("settings-example-\(getpid())")
try? FileManager.default.removeItem(at: scratch)
try FileManager.default.copyItem(at: styles, to: scratch)
defer { try? FileManager.default.removeItem(at: scratch) }
let sheetPath = scratch.appendingPathComponent("settings.css").path

// The app's objects.
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

// The glue: a cache that reads the sheet with the light theme, a host that follows it.
let cache = StylesheetCache(variables: ["theme": "themes/light.css"])
let host = StyleHost(stylesheet: Stylesheet(source: ""))
host.attach(screen)
try host.follow(cache, path: sheetPath)
show("attached", table, save, host)

table.visibleCells[1].isSelected = true
try host.setNeedsRestyle(table.visibleCells[1])
show("Bluetooth selected", table, save, host)

host.updateEnvironment { $0.contentSizeCategory = .accessibilityLarge }
show("Dynamic Type: accessibility large", table, save, host)

table.reloadData()
try host.setNeedsRestyle(table, includingChildren: true)
show("rows reloaded into reused cells", table, save, host)

host.updateEnvironment { $0.userInterfaceStyle = .dark }
show("Dark Mode", table, save, host)

/// Waits (up to 5 seconds) for the host to take a reload the cache hands it on the main actor;
/// says so when it never comes, which the transcript then shows.
@MainActor
func waitForReload(until done: () -> Bool) async throws {
  for _ in 0..<500 where !done() { try await Task.sleep(for: .milliseconds(10)) }
  if !done() { print("!! the reload never reached the screen") }
}

cache.replaceVariables(["theme": "themes/dark.css"])
try await waitForReload { table.visibleCells[0].backgroundColor == StyleColor(rgb: 0x1C1C1E) }
show("dark theme (one call: the theme variable replaced)", table, save, host)

let sheet = try String(contentsOfFile: sheetPath, encoding: .utf8)
try sheet.replacingOccurrences(of: "title-color: $accent;", with: "title-color: orange;")
  .write(toFile: sheetPath, atomically: true, encoding: .utf8)
cache.reloadChanged()
try await waitForReload { save.titleColor(for: .normal) == StyleColor(rgb: 0xFF8000) }
show("live reload: the save button made orange", table, save, host)

try (sheet + "\nUILabel { text-color: blu; \n").write(toFile: sheetPath, atomically: true, encoding: .utf8)
cache.reloadChanged()
try await waitForReload { !host.diagnostics.isEmpty }
show("live reload of a broken save: the last good sheet stays, its errors shown", table, save, host)
