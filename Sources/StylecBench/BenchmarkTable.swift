import Foundation
import Stylec

/// Times the stages of `stylec apply` on one workload and collects the medians in a table.
final class BenchmarkTable {
  private var rows: [[String]] = []

  /// The median of `runs` timings of `body`, in seconds.
  static func median(runs: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
  }

  func measure(name: String, tree treeBytes: [UInt8], sheet text: String, sheetName: String, runs: Int) {
    var sheet = Stylesheet(source: text, fileName: sheetName)
    var tree = try! StyleTree(json: treeBytes)
    var styles = sheet.resolve(tree, precedence: .specificity)
    var output: [UInt8] = []
    var statements = 0
    let parseOnly = Self.median(runs: runs) {
      statements = parsedStatementCount(of: text, fileName: sheetName)
    }
    withExtendedLifetime(statements) {}
    let parse = Self.median(runs: runs) { sheet = Stylesheet(source: text, fileName: sheetName) }
    let build = Self.median(runs: runs) { tree = try! StyleTree(json: treeBytes) }
    let resolve = Self.median(runs: runs) {
      styles = sheet.resolve(tree, precedence: .specificity, parallel: false)
    }
    let resolveParallel = Self.median(runs: runs) { styles = sheet.resolve(tree, precedence: .specificity) }
    let write = Self.median(runs: runs) { output = styles.jsonBytes(compact: true) }
    let total = Self.median(runs: runs) {
      let sheet = Stylesheet(source: text, fileName: sheetName)
      let tree = try! StyleTree(json: treeBytes)
      output = sheet.resolve(tree, precedence: .specificity).jsonBytes(compact: true)
    }
    let restyle = Self.restyleTime(sheet: sheet, tree: tree)
    let insertion = Self.insertionTime(sheet: sheet, tree: tree)
    let flip = Self.environmentFlipTime(sheet: text, sheetName: sheetName, tree: tree)
    let megabytes = Double(text.utf8.count) / 1_048_576
    rows.append([
      name, "\(tree.count)", "\(sheet.rules.count)",
      ms(parseOnly) + String(format: " (%.0f MB/s)", megabytes / parseOnly),
      ms(parse) + String(format: " (%.0f MB/s)", megabytes / parse),
      ms(build), ms(resolve), ms(resolveParallel), String(format: "%.3f ms", restyle * 1000),
      String(format: "%.3f ms", insertion * 1000),
      String(format: "%.3f ms (%d nodes)", flip.seconds * 1000, flip.restyled), ms(flip.reload), ms(write),
      ms(total),
      String(format: "%.1f MB", Double(output.count) / 1_048_576),
    ])
  }

  /// The median time of one `LiveStyles.update` that gives a leaf from the middle of the tree
  /// the classes of another node (one the sheet is likely to mention), and then its own back.
  static func restyleTime(sheet: Stylesheet, tree: StyleTree) -> Double {
    var live = LiveStyles(stylesheet: sheet, tree: tree, precedence: .specificity)
    let nodes = tree.nodes
    guard let leaf = nodes[(nodes.count / 2)...].first(where: { tree.children(of: $0).isEmpty }),
      let donor = nodes.first(where: {
        !tree.classes(of: $0).isEmpty && tree.classes(of: $0) != tree.classes(of: leaf)
      })
    else { return 0 }
    let own = tree.classes(of: leaf)
    let other = own + tree.classes(of: donor)
    var times: [Double] = []
    for round in 0..<200 {
      let start = DispatchTime.now().uptimeNanoseconds
      _ = try? live.update(leaf, classes: round % 2 == 0 ? other : own)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
  }

  /// The median time of one `LiveStyles.insert` of a leaf's copy beside it (a cell inserted)
  /// or `remove` of it again.
  static func insertionTime(sheet: Stylesheet, tree: StyleTree) -> Double {
    var live = LiveStyles(stylesheet: sheet, tree: tree, precedence: .specificity)
    let nodes = tree.nodes
    guard let leaf = nodes[(nodes.count / 2)...].first(where: { tree.children(of: $0).isEmpty }),
      let parent = tree.parent(of: leaf)
    else { return 0 }
    var inserted = ViewNode(tree.type(of: leaf), classes: tree.classes(of: leaf))
    return median(of: 100) { round in
      if round % 2 == 0 {
        inserted = ViewNode(tree.type(of: leaf), classes: tree.classes(of: leaf))
        _ = try? live.insert(inserted, into: parent, at: 0)
      } else {
        _ = try? live.remove(inserted.nodeID)
      }
    }
  }

  /// The median time of one `LiveStyles.update(environment:)` that flips a fact one rule tests
  /// (`appearance`, by a rule added for the tree's first leaf type), light to dark and back, and
  /// how many nodes the change restyled; and of `replaceStylesheet` between the sheets with and
  /// without the rule, the whole tree restyled.
  static func environmentFlipTime(sheet text: String, sheetName: String, tree: StyleTree) -> (
    seconds: Double, restyled: Int, reload: Double
  ) {
    guard let leaf = tree.nodes.first(where: { tree.children(of: $0).isEmpty }) else { return (0, 0, 0) }
    let sheet = Stylesheet(
      source: text + "\n@media (appearance: dark) { \(tree.type(of: leaf)) { alpha: 0.5; } }\n",
      fileName: sheetName)
    var live = LiveStyles(stylesheet: sheet, tree: tree, precedence: .specificity)
    let flip = median(of: 40) { round in
      live.update(environment: StyleEnvironment(custom: ["appearance": round % 2 == 0 ? "dark" : "light"]))
    }
    let restyled = live.restyledCount
    // The same change as a theme switch is made today: the whole sheet replaced.
    let plain = Stylesheet(source: text, fileName: sheetName)
    let reload = median(of: 10) { round in live.replaceStylesheet(round % 2 == 0 ? plain : sheet) }
    return (flip, restyled, reload)
  }

  /// The median time of `rounds` calls of `body`, given the round.
  private static func median(of rounds: Int, _ body: (Int) -> Void) -> Double {
    var times: [Double] = []
    for round in 0..<rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      body(round)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
  }

  private func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

  func printTable() {
    let header = [
      "workload", "nodes", "rules", "parse only", "load sheet", "build tree", "resolve (1 core)",
      "resolve (all)",
      "restyle leaf", "insert/remove", "environment flip", "sheet reload", "write JSON",
      "apply", "output",
    ]
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    for (index, row) in all.enumerated() {
      print(
        row.indices.map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(
          separator: "  "))
      if index == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
    print(
      """
      (medians; parse only = lexing and parsing into statements; load sheet = the whole Stylesheet: \
      parsing, imports, variables, nesting and the rule index; resolve uses W3C specificity; restyle leaf = LiveStyles.update giving a leaf in the middle \
      of the tree another node's classes and back, per change; insert/remove = LiveStyles.insert of a copy of that leaf \
      as its parent's first child, or its remove; environment flip = LiveStyles.update(environment:) \
      flipping a fact one added rule tests, with the nodes it restyled; sheet reload = LiveStyles.replaceStylesheet \
      between the sheet with and without that rule; write JSON = the compact JSON bytes, as \
      `stylec apply --compact` writes them; apply = load + build + resolve on all cores + write, in-process)
      """
    )
  }
}
