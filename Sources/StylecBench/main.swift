import Foundation
import Stylec

// stylec-bench: times each stage of the engine on benchmark workloads, as medians of several
// runs, in-process (no process start-up). Run it in release mode:
//
//     swift run -c release stylec-bench [--runs N] [--lint-files N] [WORKLOAD_DIR...]
//
// A workload directory holds `tree.json` and `sheet.css` (or `sheet.cas`), as
// ../shared/bench/gen.py writes them. With no directory it times a synthetic workload it builds
// itself. Then it times a theme switch of the settings screen example on 5,000 views, and lints
// N generated files of 200 lines (default 1,000), and times `stylec lsp` (the binary built beside
// it) on a 5,000-line sheet: diagnostics after a change and completion. With `--features`, each CSS workload is timed
// again with its sheet rewritten to use each of today's CSS features (`FeatureVariant`), rows
// side by side in the one table.

var runs = 5
var lintFiles = 1000
var workloads: [String] = []
var timesFeatures = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
  case "--lint-files": lintFiles = Int(arguments.popFirst() ?? "") ?? lintFiles
  case "--features": timesFeatures = true
  case "--help", "-h":
    print("USAGE: stylec-bench [--runs N] [--lint-files N] [--features] [WORKLOAD_DIR...]")
    exit(0)
  default: workloads.append(argument)
  }
}

#if DEBUG
  print("note: a debug build; run with -c release for meaningful times\n")
#endif

let table = BenchmarkTable()
if workloads.isEmpty {
  let synthetic = SyntheticWorkload(nodes: 10_000, rules: 1_000)
  table.measure(
    name: "synthetic 10k×1k", tree: synthetic.treeJSON, sheet: synthetic.sheet, sheetName: "sheet.css",
    runs: runs)
}
for directory in workloads {
  let url = URL(fileURLWithPath: directory)
  let sheetName =
    FileManager.default.fileExists(atPath: url.appendingPathComponent("sheet.css").path)
    ? "sheet.css" : "sheet.cas"
  guard let tree = FileManager.default.contents(atPath: url.appendingPathComponent("tree.json").path),
    let sheet = FileManager.default.contents(atPath: url.appendingPathComponent(sheetName).path)
  else {
    FileHandle.standardError.write(Data("stylec-bench: \(directory) has no tree.json and sheet.css\n".utf8))
    exit(2)
  }
  let text = String(decoding: sheet, as: UTF8.self)
  table.measure(
    name: url.lastPathComponent, tree: [UInt8](tree), sheet: text, sheetName: sheetName, runs: runs)
  if timesFeatures, sheetName == "sheet.css" {
    for variant in FeatureVariant.allCases {
      table.measure(
        name: url.lastPathComponent + " " + variant.label, tree: [UInt8](tree), sheet: variant.rewrite(text),
        sheetName: sheetName, runs: runs)
    }
  }
}
table.printTable()
ThemeSwitchBenchmark(views: 5_000).run(runs: runs)
if lintFiles > 0 {
  LintBenchmark(files: lintFiles, linesPerFile: 200).run(runs: max(1, runs / 2))
}
LanguageServerBenchmark(lines: 5_000).run(runs: max(9, runs * 4))
