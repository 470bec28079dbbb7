import Foundation
import Stylec

extension ScalingCase {
  /// The commands and library parts that came after the robustness work (`fmt`, `convert`,
  /// `rules`, the environment matrix, `watch`'s reloads, `LiveStyles` edit sequences): each
  /// grows no faster than n log n, like the older paths.
  static let newerCommandCases: [ScalingCase] = [
    commandOverSheet("fmt --check of n rules", ["fmt", "--check"], expectedStatus: 1),
    commandOverSheet(
      "convert --to css -o - of n rules", ["convert", "--to", "css", "-o", "-"], expectedStatus: 0),
    commandOverSheet("rules of n rules", ["rules"], expectedStatus: 0),
    // Refusing to list past --max-copies wrote out a variable's long string for each use:
    // 37 s for 8,000 uses of a 60 KB string.
    ScalingCase(
      name: "rules refusing n uses of a variable holding an n x 8-byte string",
      sizes: [2_000, 4_000, 8_000, 16_000]
    ) { count in
      let sheet =
        "$big = \"\(String(repeating: "x", count: count * 8))\"\n"
        + (0..<count).map { ".r\($0) { text: $big }\n" }.joined()
      let path = try Scratch.write(sheet, to: "rules-refusal-\(count)/sheet.cas")
      return running(["rules", path], status: 2)
    },
    // Each type walked its whole chain, and the Swift writer each ancestor's chain again: six
    // minutes for a chain of 2,000 types, and a listing that grew with the chain's square.
    schemaOfAChain("schema --format swift of a superclass chain of n types", ["--format", "swift"]),
    schemaOfAChain("schema (every type listed) of a superclass chain of n types", []),
    // The set of every class name was made again for each enum property (2.33 s at 8,000), and
    // names that collide tried each suffix from 2 again.
    ScalingCase(
      name: "schema --format swift of n types with an enum property each, named alike",
      sizes: [2_000, 4_000, 8_000, 16_000]
    ) {
      count in
      let types = (0..<count).map {
        #""T\#(count)x\#($0)": {"superclass": "UIView", "properties": {"mode": "enum(a|b)"}}"#
      }
      let collide = (0..<count).map {
        #""Same\#(String(repeating: "!", count: 1 + $0 % 3))\#($0 / 3)": {"superclass": "UIView"}"#
      }
      let path = try Scratch.write(
        #"{"types": {"# + (types + collide).joined(separator: ", ") + "}}",
        to: "schema-enums-\(count)/schema.json")
      return running(["schema", "--schema", path, "--format", "swift"], printingMoreThan: count * 100)
    },
    ScalingCase(
      name: "apply --env-matrix: 3 facts, 40 rules, a tree of n nodes",
      sizes: [5_000, 10_000, 20_000, 40_000]
    ) { count in
      let sheet = (0..<40).map { index in
        "@media (f\(index % 3): on) {\n  UILabel.c\(index % 7) { alpha: 0.\(index % 9) }\n}\n"
      }.joined()
      let children = (0..<count).map { #"{"type": "UILabel", "classes": ["c\#($0 % 7)"]}"# }
      let tree = #"{"root": {"type": "UIView", "children": ["# + children.joined(separator: ",") + "]}}"
      let sheetPath = try Scratch.write(sheet, to: "env-matrix-\(count)/sheet.cas")
      let treePath = try Scratch.write(tree, to: "env-matrix-\(count)/tree.json")
      return running(["apply", "--env-matrix", sheetPath, treePath], printingMoreThan: count)
    },
    ScalingCase(
      name: "watch's reload: a changed sheet followed on a tree of n nodes",
      sizes: [10_000, 20_000, 40_000, 80_000]
    ) { count in
      let tree = try StyleTree(json: labels(count))
      let before = Stylesheet(source: "UILabel { alpha: 0.5 }\n.c3 { alpha: 1 }\n")
      let after = Stylesheet(source: "UILabel { alpha: 0.25 }\n.c3 { alpha: 1 }\n")
      return {
        var document = LiveStyles(stylesheet: before, tree: tree)
        let changes = document.replaceStylesheet(after)
        // Every label but those of class c3 changes.
        guard changes.count > count / 2 else {
          throw ScalingError("the reload reported \(changes.count) changes for \(count) nodes")
        }
      }
    },
    // Each pattern of a long exclude list walked its whole table against every path, and
    // allocated twice per pattern byte: 46 s for 20,000 patterns and 1,000 files.
    ScalingCase(
      name: "fmt --check DIR: 200 sheets, a configuration excluding n patterns",
      sizes: [5_000, 10_000, 20_000, 40_000]
    ) { count in
      try formatCheckingSheets(
        in: "exclude-\(count)", named: { "s\($0).css" }, key: "exclude",
        patterns: (0..<count).map { "nomatch/**/x\($0)*.css" })
    },
    // Patterns filed under their longest run, which every path held, were each tried against
    // every path: 48 s for 8,000 patterns and 8,000 files.
    ScalingCase(
      name: "fmt --check DIR: 200 sheets, n include patterns whose longest run every path holds",
      sizes: [5_000, 10_000, 20_000, 40_000]
    ) { count in
      try formatCheckingSheets(
        in: "include-\(count)", named: { "a-sheet-of-the-project-x\($0)y.css" }, key: "include",
        patterns: (0..<count).map { "a-sheet-of-the-project-*x\($0)y.css" })
    },
    // Each declaration's lookup walked the whole chain of app classes above its rule's type:
    // 27 s for 8,000.
    ScalingCase(
      name: "lint of a rule for each of n app classes, a `.stylec.json` `types` chain",
      sizes: [4_000, 8_000, 16_000, 32_000]
    ) { count in
      let directory = "types-chain-\(count)"
      let types = (0..<count).map { #""T\#($0)": "\#($0 == 0 ? "UIButton" : "T\($0 - 1)")""# }
      _ = try Scratch.write(
        #"{"types": {"# + types.joined(separator: ", ") + "}}", to: "\(directory)/.stylec.json")
      let sheet = (0..<count).map { "T\($0) { title-color: red; alpha: 0.5; glow: 1 }\n" }.joined()
      let path = try Scratch.write(sheet, to: "\(directory)/sheet.cas")
      return running(["lint", path])
    },
    // The configuration's variables were read and evaluated again for each sheet: 8 s for 200
    // sheets and 20,000 variables.
    ScalingCase(
      name: "lint DIR of n sheets, a configuration injecting n x 10 variables",
      sizes: [200, 400, 800, 1_600]
    ) { count in
      let directory = "injected-\(count)"
      let variables = (0..<count * 10).map { #""v\#($0)": "0.\#($0 % 10)""# }
      let configuration = try Scratch.write(
        #"{"variables": {"# + variables.joined(separator: ", ") + "}}", to: "\(directory)/sheets/.stylec.json"
      )
      for index in 0..<count {
        _ = try Scratch.write(
          "UILabel { alpha: $v\(index * 10); }\n", to: "\(directory)/sheets/s\(index).cas")
      }
      return running(["lint", URL(fileURLWithPath: configuration).deletingLastPathComponent().path])
    },
    // Each level's value added to its parent's, each held along the path: 2.4 GB at 8,000; and
    // the JSON indented every level, 320 MB printed.
    ScalingCase(
      name: "apply of a chain n deep, each level's custom property adding to its parent's",
      sizes: [2_000, 4_000, 8_000, 16_000]
    ) { count in
      let sheet = ".x { --a: var(--b, 0) 1; }\n.y { --b: var(--a, 0) 1; }\nUIView { tint: var(--a, 0); }\n"
      let opening = (0..<count).map {
        #"{"type": "UIView", "classes": ["\#($0 % 2 == 0 ? "x" : "y")"], "children": ["#
      }
      let tree =
        #"{"root": "# + opening.joined() + #"{"type": "UILabel"}"# + String(repeating: "]}", count: count)
        + "}"
      let sheetPath = try Scratch.write(sheet, to: "custom-chain-\(count)/sheet.css")
      let treePath = try Scratch.write(tree, to: "custom-chain-\(count)/tree.json")
      // The values past the path's budget are reported, an error.
      return running(
        ["apply", "--max-depth", "100000", sheetPath, treePath], status: 1, printingMoreThan: count)
    },
    // The rule's selector was written out, and its text shortened, again for every node:
    // 12.9 s at 20,000.
    ScalingCase(
      name: "explain '*' of one `*:not()` rule of n/2 arguments over n siblings",
      sizes: [5_000, 10_000, 20_000, 40_000]
    ) { count in
      let sheet =
        "*:not(" + stride(from: 0, to: count, by: 2).map { ".k\($0)" }.joined(separator: ", ")
        + ") { alpha: 0.5; }\n"
      let children = (0..<count).map { #"{"type": "UILabel", "classes": ["k\#($0)"]}"# }
      let tree = #"{"type": "UIView", "children": ["# + children.joined(separator: ",") + "]}"
      let sheetPath = try Scratch.write(sheet, to: "explain-not-\(count)/sheet.css")
      let treePath = try Scratch.write(tree, to: "explain-not-\(count)/tree.json")
      return running(["explain", sheetPath, treePath, "*"], printingMoreThan: count)
    },
    // Each lookup walked the chain of declaring types above it, and lint kept each type's
    // states: 5 s, and 25.8 s with 1.8 GB when each type also had a state, at 8,000.
    ScalingCase(
      name: "lint of a rule per type of a schema chain n long, each type with a property and a state",
      sizes: [2_000, 4_000, 8_000, 16_000]
    ) { count in
      let types = (0..<count).map {
        #""T\#($0)": {"superclass": "\#($0 == 0 ? "UIView" : "T\($0 - 1)")", "properties": {"p\#($0)": "color"}, "states": ["s\#($0)"]}"#
      }
      let schema = try Scratch.write(
        #"{"types": {"# + types.joined(separator: ", ") + "}}", to: "schema-states-\(count)/schema.json")
      let sheet = (0..<count).map { "T\($0):s\($0 / 2) { p\($0 / 2): red; alpha: 0.5; }\n" }.joined()
      let sheetPath = try Scratch.write(sheet, to: "schema-states-\(count)/sheet.css")
      return running(["lint", "--schema", schema, sheetPath])
    },
    // Each misspelt property listed every name along its type's chain, and each unknown state
    // every state, before the suggestion budget was looked at: 39.9 s at 16,000.
    ScalingCase(
      name: "lint of a misspelt property and an unknown state on each type of a schema chain n long",
      sizes: [2_000, 4_000, 8_000, 16_000]
    ) { count in
      let types = (0..<count).map {
        #""T\#($0)": {"superclass": "\#($0 == 0 ? "UIView" : "T\($0 - 1)")", "properties": {"prop-\#($0)": "number"}, "states": ["s\#($0)"]}"#
      }
      let schema = try Scratch.write(
        #"{"types": {"# + types.joined(separator: ", ") + "}}", to: "schema-typos-\(count)/schema.json")
      let sheet = (0..<count).map { "T\($0) { prpo-\($0): 1; }\nT\($0):ts-\($0) { prop-\($0): 1; }\n" }
        .joined()
      let sheetPath = try Scratch.write(sheet, to: "schema-typos-\(count)/sheet.css")
      return running(["lint", "--schema", schema, sheetPath], status: 1)
    },
    // Every pattern was tried against every sheet: 6.6 s for 8,000 of each.
    ScalingCase(
      name: "lint DIR: n sheets, a configuration excluding n patterns `**/nomatchI/*.css`",
      sizes: [1_000, 2_000, 4_000, 8_000]
    ) { count in
      let sheets = try sheetsExcluding(count, "exclude-segments", sheet: "UIView { alpha: 1; }\n") {
        #""**/nomatch\#($0)/*.css""#
      }
      return running(["lint", sheets])
    },
    // A pattern with a wildcard in every segment was tried on every path: 24.5 s for 16,000
    // patterns and 16,000 sheets.
    ScalingCase(
      name: "fmt --check DIR: n sheets, a configuration excluding n patterns `**/q*I.css`",
      sizes: [2_000, 4_000, 8_000, 16_000]
    ) { count in
      let sheets = try sheetsExcluding(count, "exclude-wildcards", sheet: "UIView {\n  alpha: 1;\n}\n") {
        #""**/q*\#($0).css""#
      }
      return running(["fmt", "--check", sheets])
    },
    // Each declaration's type was hashed (all its names) and each value sought among the names
    // one by one: 62 s for 8,000 values against 20,000 names.
    ScalingCase(
      name: "lint --schema of n misfit values against an enumeration of 2n names",
      sizes: [1_000, 2_000, 4_000, 8_000]
    ) { count in
      let names = (0..<2 * count).map { "v\($0)" }.joined(separator: "|")
      let schema = try Scratch.write(
        #"{"types": {"UIView": {"properties": {"mode": "enum(\#(names))"}}}}"#,
        to: "lint-enum-\(count)/schema.json")
      let sheet = try Scratch.write(
        (0..<count).map { ".a\($0) { mode: w\($0); }\n" }.joined(), to: "lint-enum-\(count)/sheet.css")
      return running(["lint", "--schema", schema, sheet], status: 1)
    },
    // Each changed property scanned the node's whole transition list: 1.67 s at 16,000.
    ScalingCase(
      name: "LiveStyles: one class change setting n properties under a transition list of n",
      sizes: [375, 750, 1_500, 3_000]
    ) { count in
      let transitions = (0..<count).map { "p\($0) 1s" }.joined(separator: ", ")
      let declarations = (0..<count).map { "p\($0): 1;" }.joined(separator: " ")
      let sheet = Stylesheet(
        source: "UIView { transition: \(transitions); }\nUIView.on { \(declarations) }\n")
      let view = ViewNode("UIView")
      let tree = try StyleTree(root: view)
      return {
        var live = LiveStyles(stylesheet: sheet, tree: tree)
        let changes = try live.update(view.nodeID, classes: ["on"])
        guard changes.count == count, changes.allSatisfy({ $0.transition?.duration == 1 }) else {
          throw ScalingError("\(changes.count) changes, not \(count) each with its transition")
        }
      }
    },
    liveEdits("LiveStyles: n class updates, each with a fresh name, on a 100-node tree") { live, step in
      try live.update(live.styles.tree.nodes[1 + step % 99], classes: ["fresh\(step)"])
    },
    liveEdits("LiveStyles: n code styles applied, each a fresh style, on a 100-node tree") { live, step in
      let style = CodeStyle("style\(step)", ["alpha": .number(Double(step % 10) / 10, unit: .none)])
      try live.applyStyles([style], to: live.styles.tree.nodes[1 + step % 99])
    },
    liveEdits("LiveStyles: n inserts and removals on a 100-node tree") { live, step in
      let root = live.styles.tree.root
      try live.insert(ViewNode("UILabel", classes: ["c\(step % 7)"]), into: root, at: step % 90)
      try live.remove(live.styles.tree.children(of: root)[step % 90])
    },
    // Each restyle's diagnostics were added to every one made before (one per node, as each
    // names its node) and compared with all of them: 36 s for 16,000 steps.
    liveEdits(
      "LiveStyles: n inserts and removals of labels whose var() finds no value, on a 100-node tree",
      sheet: "UILabel { alpha: var(--nope) }\n"
    ) { live, step in
      let root = live.styles.tree.root
      try live.insert(ViewNode("UILabel", id: "n\(step)"), into: root, at: step % 90)
      try live.remove(live.styles.tree.children(of: root)[step % 90])
    },
    // Each node listed its type's whole chain of property names for a suggestion again, and
    // each style entered searched the type chain: 20 s for 8,000 nodes on a chain 8,000 long.
    ScalingCase(
      name:
        "a tree of n nodes of a schema chain's last type, each with a code style naming an unknown property",
      sizes: [1_000, 2_000, 4_000, 8_000]
    ) { count in
      let types = (0..<count).map {
        #""T\#($0)": {"superclass": "\#($0 == 0 ? "UIView" : "T\($0 - 1)")", "properties": {"p\#($0)": "number"}}"#
      }
      let schema = try StyleSchema(json: Array((#"{"types": {"# + types.joined(separator: ", ") + "}}").utf8))
      let style = CodeStyle("unknown", for: "T0", ["zzz-unknown": 1])
      let root = ViewNode(
        "UIView", children: (0..<count).map { _ in ViewNode("T\(count - 1)", styles: [style]) })
      return {
        let tree = try StyleTree(root: root, schema: schema)
        guard !tree.diagnostics.isEmpty else { throw ScalingError("no diagnostic of the unknown property") }
      }
    },
  ]

  /// A run of `stylec` with `arguments`, which fails the case unless it ends with `status`
  /// having printed more than `minimum` bytes.
  /// `stylec fmt --check` of a directory of 200 formatted sheets (each named by `name` from its
  /// number) whose configuration's `key` (`include` or `exclude`) lists `patterns`. The
  /// configuration stands beside the sheets: under /tmp, with no project above, a sheet's own
  /// directory is searched.
  static func formatCheckingSheets(
    in directory: String, named name: (Int) -> String, key: String, patterns: [String]
  ) throws -> @Sendable () throws -> Void {
    for index in 0..<200 {
      _ = try Scratch.write("UIView {\n  alpha: 1;\n}\n", to: "\(directory)/sheets/\(name(index))")
    }
    let listed = patterns.map { "\"\($0)\"" }.joined(separator: ", ")
    let configuration = try Scratch.write(
      "{\"\(key)\": [\(listed)]}", to: "\(directory)/sheets/.stylec.json")
    return running(["fmt", "--check", URL(fileURLWithPath: configuration).deletingLastPathComponent().path])
  }

  static func running(
    _ arguments: [String], status: Int32 = 0, printingMoreThan minimum: Int = -1
  ) -> @Sendable () throws -> Void {
    {
      let outcome = try StylecProcess.run(arguments)
      guard outcome.status == status, outcome.outputBytes > minimum else {
        throw ScalingError(
          "stylec \(arguments[0]) ended with \(outcome.status) (not \(status)), \(outcome.outputBytes) bytes")
      }
    }
  }

  /// A command timed over a sheet of n rules (three declarations each, one nested group in ten).
  /// A directory of `count` sheets (`sheet`, spread over 50 directories) with a configuration
  /// excluding `count` patterns (the `pattern` of each index, JSON-quoted): its path.
  private static func sheetsExcluding(
    _ count: Int, _ name: String, sheet: String, pattern: (Int) -> String
  ) throws -> String {
    let directory = "\(name)-\(count)"
    for index in 0..<count {
      _ = try Scratch.write(sheet, to: "\(directory)/sheets/d\(index % 50)/f\(index).css")
    }
    let patterns = (0..<count).map(pattern).joined(separator: ", ")
    let configuration = try Scratch.write(
      #"{"exclude": ["# + patterns + "]}", to: "\(directory)/sheets/.stylec.json")
    return URL(fileURLWithPath: configuration).deletingLastPathComponent().path
  }

  private static func commandOverSheet(_ name: String, _ command: [String], expectedStatus: Int32)
    -> ScalingCase
  {
    ScalingCase(name: name, sizes: [5_000, 10_000, 20_000, 40_000]) { count in
      let sheet = (0..<count).map { index in
        index % 10 == 0
          ? "UIView.g\(index) {\n  UILabel, UIButton {\n    alpha   0.5\n  }\n}\n"
          : "UILabel.c\(index) {\n  alpha   0.\(index % 10)\n  corner-radius \(index % 30)\n  hidden  false\n}\n"
      }.joined()
      let path = try Scratch.write(sheet, to: "\(command[0])-\(count)/sheet.cas")
      return {
        let outcome = try StylecProcess.run(command + [path])
        guard outcome.status == expectedStatus else {
          throw ScalingError(
            "\(command.joined(separator: " ")) of \(count) rules ended with \(outcome.status)")
        }
      }
    }
  }

  /// n steps of a `LiveStyles` edit on a 100-node tree: each step costs what the tree costs,
  /// however many steps came before it.
  private static func liveEdits(
    _ name: String,
    sheet source: String = "UILabel { alpha: 0.5 }\n.c3 { alpha: 1 }\nUILabel + UILabel { hidden: true }\n",
    step: @escaping @Sendable (inout LiveStyles, Int) throws -> Void
  ) -> ScalingCase {
    ScalingCase(name: name, sizes: [150, 300, 600, 1_200]) { count in
      let sheet = Stylesheet(source: source)
      let tree = try StyleTree(json: labels(100))
      return {
        var live = LiveStyles(stylesheet: sheet, tree: tree)
        for index in 0..<count { try step(&live, index) }
      }
    }
  }

  /// A `UIView` of `count - 1` labels, every seventh of class `c3`.
  private static func labels(_ count: Int) -> String {
    let children = (1..<count).map { index in
      index % 7 == 3 ? #"{"type": "UILabel", "classes": ["c3"]}"# : #"{"type": "UILabel"}"#
    }
    return #"{"root": {"type": "UIView", "children": ["# + children.joined(separator: ",") + "]}}"
  }

  /// `stylec schema` with `options` on a schema of one chain of n types, each the superclass of
  /// the next and declaring a property of its own (a set of every type's inherited names was
  /// kept for each: 2 GB at 8,000).
  private static func schemaOfAChain(_ name: String, _ options: [String]) -> ScalingCase {
    ScalingCase(name: name, sizes: [1_000, 2_000, 4_000, 8_000]) { count in
      let types = (0..<count).map {
        #""T\#($0)": {"superclass": "\#($0 == 0 ? "UIView" : "T\($0 - 1)")", "properties": {"p\#($0)": "number"}}"#
      }
      let path = try Scratch.write(
        #"{"types": {"# + types.joined(separator: ", ") + "}}", to: "schema-chain-\(count).json")
      return {
        let outcome = try StylecProcess.run(["schema", "--schema", path] + options)
        guard outcome.status == 0, outcome.outputBytes > count else {
          throw ScalingError("stylec schema ended with \(outcome.status), \(outcome.outputBytes) bytes")
        }
      }
    }
  }
}
