import Foundation
import Stylec

/// Lints many generated stylesheet files, as `stylec lint` does: each is read from disk,
/// loaded, and checked against the built-in schema.
struct LintBenchmark {
  let files: Int
  let linesPerFile: Int

  func run(runs: Int) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylec-bench-lint-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    var bytes = 0
    for index in 0..<files {
      let text = sheet(index)
      bytes += text.utf8.count
      let path = directory.appendingPathComponent("sheet\(index).cas").path
      _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
      paths.append(path)
    }
    let linter = Linter()
    var findings = 0
    let seconds = BenchmarkTable.median(runs: runs) {
      findings = 0
      for path in paths {
        findings += linter.lint(try! Stylesheet(contentsOfFile: path)).count
      }
    }
    print(
      String(
        format: "\nlint: %d files of %d lines (%.1f MB) in %.2f s (%.0f files/s), %d findings",
        files, linesPerFile, Double(bytes) / 1_048_576, seconds, Double(files) / seconds, findings))
  }

  /// A Classy-syntax sheet of about `linesPerFile` lines with a few mistakes.
  private func sheet(_ seed: Int) -> String {
    var lines = ["$accent = #007aff", "$pad = 4", ""]
    var block = 0
    while lines.count < linesPerFile - 6 {
      block += 1
      let type = ["UILabel", "UIButton", "UIView", "UITableViewCell", "UISwitch"][(seed + block) % 5]
      lines.append("\(type).style\(block) {")
      lines.append("  background-color $accent")
      lines.append("  alpha 0.\(block % 10)")
      lines.append("  layer @{ corner-radius $pad * 2; border-width 1 }")
      lines.append(block % 7 == 0 ? "  text-colr red" : "  tint-color #333")
      lines.append("}")
      lines.append("")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
