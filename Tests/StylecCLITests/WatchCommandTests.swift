import Foundation
import Testing

@testable import StylecCLI

/// `stylec watch`, as a real process: it applies the sheet, then again when the sheet, an import
/// or the tree changes, printing what changed and rewriting the output file whole; Ctrl-C ends it.
@Suite("stylec watch", .serialized)
struct WatchCommandTests {
  @Test func reactsToTheSheetAnImportAndTheTreeAndStopsOnControlC() throws {
    try SavedFiles.with { files in
      let directory = files.directory
      let write = files.save
      try write("@import url('theme.css');\nUIButton { title-color: white; }\n", "main.css")
      try write("UIView { alpha: 1; }\n", "theme.css")
      try write(
        #"{"root": {"type": "UIView", "children": [{"type": "UIButton", "id": "buy"}]}}"#, "tree.json")
      let output = directory + "/changes.txt"
      let errors = directory + "/errors.txt"
      let child = try ChildProcess.start(
        [
          "watch", "--interval", "20", "-o", directory + "/out.json", directory + "/main.css",
          directory + "/tree.json",
        ],
        output: output, errors: errors)
      #expect(
        waitFor(errors) { $0.contains("(Ctrl-C to stop)") }.hasPrefix(
          "applied \(directory)/main.css to \(directory)/tree.json: 2 nodes, 2 properties set\nwatching "))
      #expect(
        waitFor(directory + "/out.json") { $0.contains("#ffffff") }.contains(##""title-color": "#ffffff""##))

      try write("@import url('theme.css');\nUIButton { title-color: black; alpha: 0.5; }\n", "main.css")
      #expect(
        waitFor(output) { $0.contains("title-color") }
          == "[1] UIButton#buy alpha: unset → 0.5\n[1] UIButton#buy title-color: #ffffff → #000000\n")
      try write("UIView { alpha: 0.75; }\n", "theme.css")
      #expect(waitFor(output) { $0.contains("[0] UIView") }.hasSuffix("[0] UIView alpha: 1 → 0.75\n"))
      // A reread tree's nodes are matched by type and id: the button is gone, not turned into
      // the label that took its place; a node inserted before a kept one leaves it unchanged.
      try write(#"{"root": {"type": "UIView", "children": [{"type": "UILabel"}]}}"#, "tree.json")
      #expect(waitFor(output) { $0.contains("removed") }.hasSuffix("[1] UIButton#buy removed\n"))
      #expect(waitFor(directory + "/out.json") { $0.contains("UILabel") }.contains(#""type": "UILabel""#))
      try write(
        #"{"root": {"type": "UIView", "children": [{"type": "UIButton", "id": "gift"}, {"type": "UILabel"}]}}"#,
        "tree.json")
      #expect(
        waitFor(output) { $0.contains("gift") }.hasSuffix(
          "[1] UIButton#gift alpha: unset → 0.5\n[1] UIButton#gift title-color: unset → #000000\n"))
      // A tree that stops reading is reported, and the last one kept.
      try write(#"{"root": {"type": "#, "tree.json")
      let broken = waitFor(errors) { $0.contains("keeping the last tree") }
      #expect(broken.hasSuffix("keeping the last tree\n"))
      #expect(broken.contains("tree.json:1:"))

      kill(child.pid, SIGINT)
      #expect(child.wait() == 130)
      // Nothing half-written or left behind.
      let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
      #expect(left == ["changes.txt", "errors.txt", "main.css", "out.json", "theme.css", "tree.json"])
      let errorsText = try String(contentsOfFile: errors, encoding: .utf8)
      #expect(errorsText.contains("main.css changed\n"))
      #expect(errorsText.contains("theme.css changed\n"))
      #expect(errorsText.contains("tree.json changed\n"))
    }
  }

  /// A save with errors that imported the output was never applied: the output is still
  /// written once a good save no longer imports it (it was refused for the rest of the run).
  @Test func aRejectedSaveThatImportedTheOutputDoesNotStopTheOutput() throws {
    try SavedFiles.with { files in
      let directory = files.directory
      let write = files.save
      try write("UIButton { title-color: red; }\n", "main.cas")
      try write(#"{"type": "UIView", "children": [{"type": "UIButton"}]}"#, "tree.json")
      let errors = directory + "/errors.txt"
      let child = try ChildProcess.start(
        [
          "watch", "--interval", "20", "-o", directory + "/out.json", directory + "/main.cas",
          directory + "/tree.json",
        ],
        errors: errors)
      _ = waitFor(errors) { $0.contains("(Ctrl-C to stop)") }
      try write("@import \"out.json\"\nUIButton { title-color: red; }\n", "main.cas")
      _ = waitFor(errors) { $0.contains("keeping the last version") }
      try write("UIButton { title-color: blue; }\n", "main.cas")
      let written = waitFor(directory + "/out.json") { $0.contains("#0000ff") }
      kill(child.pid, SIGINT)
      #expect(child.wait() == 130)
      #expect(written.contains(##""title-color": "#0000ff""##), "\(written)")
      let said = try String(contentsOfFile: errors, encoding: .utf8)
      #expect(!said.contains("it is a file this command reads"), "\(said)")
    }
  }

  /// The configuration's app classes are read as `apply` reads them: the tree's `PrimaryButton`
  /// is a UIButton that `^UIButton` styles, and a sheet's `PrimaryButton` is that class (watch
  /// left the button unstyled, where apply styled it).
  @Test func theConfigurationsTypesAreReadAsApplyReadsThem() throws {
    try SavedFiles.with { files in
      let directory = files.directory
      try files.save(#"{"types": {"PrimaryButton": "UIButton", "Label": "UILabel"}}"#, ".stylec.json")
      try files.save("^UIButton { title-color: red; }\nLabel { alpha: 0.5; }\n", "main.css")
      try files.save(
        #"{"root": {"type": "UIView", "children": [{"type": "PrimaryButton"}, {"type": "UILabel"}]}}"#,
        "tree.json")
      let errors = directory + "/errors.txt"
      let out = directory + "/out.json"
      let child = try ChildProcess.start(
        ["watch", "--interval", "20", "-o", out, directory + "/main.css", directory + "/tree.json"],
        errors: errors)
      _ = waitFor(errors) { $0.contains("(Ctrl-C to stop)") }
      kill(child.pid, SIGINT)
      #expect(child.wait() == 130)
      let applied = runStylec(["apply", directory + "/main.css", directory + "/tree.json"])
      #expect(applied.output.contains(##""title-color": "#ff0000""##))
      #expect(!applied.output.contains("alpha"))
      #expect(try String(contentsOfFile: out, encoding: .utf8) == applied.output)
    }
  }

  /// A long id is shown shortened in each change line, made once for the node (a 2 MB id was
  /// printed whole for each of 600 properties one save changed: 1.2 GB).
  @Test func changeLinesShowALongIdShortened() throws {
    try SavedFiles.with { files in
      let directory = files.directory
      try files.save("UIButton { alpha: 1; tag: 1; }\n", "main.css")
      let id = String(repeating: "i", count: 10_000)
      try files.save(#"{"root": {"type": "UIButton", "id": "\#(id)"}}"#, "tree.json")
      let output = directory + "/changes.txt"
      let errors = directory + "/errors.txt"
      let child = try ChildProcess.start(
        ["watch", "--interval", "20", directory + "/main.css", directory + "/tree.json"], output: output,
        errors: errors)
      _ = waitFor(errors) { $0.contains("(Ctrl-C to stop)") }
      try files.save("UIButton { alpha: 0.5; tag: 2; }\n", "main.css")
      let lines = waitFor(output) { $0.contains("tag:") && $0.contains("alpha:") }.split(separator: "\n")
      #expect(lines.count == 2)
      for line in lines {
        #expect(line.hasPrefix("[0] UIButton#iiii"), "\(line.prefix(80))")
        #expect(line.contains("… (10000 characters) "), "\(line.suffix(80))")
        #expect(line.utf8.count < 600, "\(line.utf8.count)")
      }
      kill(child.pid, SIGINT)
      #expect(child.wait() == 130)
    }
  }

  @Test func changeLinesShowATreesControlCharactersEscaped() throws {
    try SavedFiles.with { files in
      let directory = files.directory
      let write = files.save
      // The sheet's name would turn the terminal red: what watch says of it shows the escape.
      let sheet = "main\u{1B}[31m.css"
      try write("UIButton { alpha: 1; }\n", sheet)
      try write(#"{"root": {"type": "UIButton", "id": "x\u001b]0;pwned\u0007"}}"#, "tree.json")
      let output = directory + "/changes.txt"
      let errors = directory + "/errors.txt"
      let child = try ChildProcess.start(
        ["watch", "--interval", "20", directory + "/" + sheet, directory + "/tree.json"], output: output,
        errors: errors)
      _ = waitFor(errors) { $0.contains("(Ctrl-C to stop)") }
      try write("UIButton { alpha: 0.5; }\n", sheet)
      #expect(
        waitFor(output) { $0.contains("alpha") } == "[0] UIButton#x\\u{1B}]0;pwned\\u{7} alpha: 1 → 0.5\n")
      let said = waitFor(errors) { $0.contains("changed") }
      #expect(said.contains("main\\u{1B}[31m.css changed\n"), "\(said)")
      #expect(!said.unicodeScalars.contains { $0.value == 0x1B })
      // Saved mid-edit, with an unclosed rule: the errors are shown and the last sheet kept.
      try write("UIButton { alpha: 0.25\n", sheet)
      let kept = waitFor(errors) { $0.contains("keeping the last version") }
      #expect(kept.hasSuffix("the sheet has errors; keeping the last version\n"), "\(kept)")
      #expect(kept.contains("error:"))
      #expect(!waitFor(output) { _ in true }.contains("0.25"))
      // A long value is shown shortened, as explain shows it: one save of a 100 KB value over
      // 100 labels printed 20 MB of lines.
      try write("UIButton { alpha: 0.5; text: \"\(String(repeating: "y", count: 100_000))\"; }\n", sheet)
      let long = waitFor(output) { $0.contains("text:") }
      #expect(long.hasSuffix(" (100002 characters)\n"), "\(long.suffix(300))")
      #expect(long.utf8.count < 2_000, "\(long.utf8.count)")
      kill(child.pid, SIGINT)
      #expect(child.wait() == 130)
    }
  }

  @Test(arguments: [
    (["watch"], "expected a stylesheet file and a tree file (stylec watch SHEET TREE)"),
    (["watch", "a.css", "-"], "expected a stylesheet file and a tree file (stylec watch SHEET TREE)"),
    (
      ["watch", "--interval", "0", "a", "b"], "--interval takes a positive whole number up to 60000, not '0'"
    ),
    (["watch", "missing.css", "tree.json"], "cannot read 'missing.css': no such file"),
    (
      ["watch", "Fixtures/nimbus/sheet.css", "missing.json"], "cannot read tree 'missing.json': no such file"
    ),
    (
      ["watch", "--interval", "60001", "a", "b"],
      "--interval takes a positive whole number up to 60000, not '60001'"
    ),
    (
      ["watch", "-o", "Fixtures/nimbus/tree.json", "Fixtures/nimbus/sheet.css", "Fixtures/nimbus/tree.json"],
      "cannot write 'Fixtures/nimbus/tree.json': it is a file this command reads"
    ),
    // The styled tree was written nowhere.
    (
      ["watch", "-o", "-", "Fixtures/nimbus/sheet.css", "Fixtures/nimbus/tree.json"],
      "-o - is not taken: watch prints the changes on standard output"
    ),
  ])
  func badUsageIsAnErrorBeforeWatching(arguments: [String], message: String) {
    let result = runStylec(arguments)
    #expect(result.status == .usage)
    #expect(result.errors.contains(message), "\(result.errors)")
  }
}
