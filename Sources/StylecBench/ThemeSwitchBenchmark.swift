import Foundation
import Stylec

/// Times a theme switch as an app makes one: the settings screen example's sheet, whose colours
/// come from the file its `$theme` variable names, styling a screen of about 5,000 views (a
/// table of settings cells, each a cell, its content view and its label); the switch is one
/// `StylesheetCache.replaceVariables` (the sheet and its theme read again) and the
/// `LiveStyles.replaceStylesheet` that restyles the screen with the sheet it gives.
struct ThemeSwitchBenchmark {
  /// The example's sheet, found from this file's place in the repository.
  static let sheetPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Examples/SettingsScreen/Styles/settings.css").standardized.path

  let views: Int

  func run(runs: Int) {
    let cache = StylesheetCache(variables: ["theme": "themes/light.css"])
    guard let sheet = try? cache.stylesheet(atPath: Self.sheetPath), !sheet.hasErrors else {
      print("\ntheme switch: the example's sheet cannot be read at \(Self.sheetPath)")
      return
    }
    let cells = (views - 3) / 3
    let root = ViewNode("UIView") {
      ViewNode("UITableView") {
        for row in 0..<cells {
          ViewNode("SettingsCell", classes: row == 0 ? ["first"] : []) {
            ViewNode("UIView") { ViewNode("UILabel") }
          }
        }
      }
      ViewNode("UIButton")
    }
    let tree = try! StyleTree(root: root, superclasses: ["SettingsCell": "UITableViewCell"])
    var live = LiveStyles(stylesheet: sheet, tree: tree, schema: .uikit)
    var changed = 0
    let themes = ["themes/dark.css", "themes/light.css"]
    var round = 0
    let seconds = BenchmarkTable.median(runs: max(20, runs * 4)) {
      let reloaded = cache.replaceVariables(["theme": themes[round % 2]])
      round += 1
      guard let next = reloaded.first?.stylesheet else { preconditionFailure("the theme did not load") }
      changed = live.replaceStylesheet(next).count
    }
    print(
      String(
        format:
          "\ntheme switch: %.2f ms (the settings screen example's sheet, %d views, %d properties changed; "
          + "StylesheetCache.replaceVariables and LiveStyles.replaceStylesheet)",
        seconds * 1000, tree.count, changed))
  }
}
