import Foundation

extension MemoryCase {
  /// The inputs that once needed gigabytes within every limit: each stays under
  /// `MemoryCheck.factor` times the bytes it reads, plus what the budgets allow.
  static let all: [MemoryCase] = [
    MemoryCase(name: "rules that @extend one rule of 9,990 declarations", sizes: [500, 2_000]) { count in
      var sheet = ".big {\n" + (0..<9_990).map { "  p\($0): 1;\n" }.joined() + "}\n"
      for index in 0..<count { sheet += ".r\(index) { @extend .big; }\n" }
      return try applying(sheet, name: "extend-\(count).css")
    },
    MemoryCase(name: "a 9,990-item variable used in N declarations", sizes: [250, 1_000]) { count in
      var sheet = "$a = " + (0..<9_990).map(String.init).joined(separator: ", ") + "\nUIView {\n"
      for index in 0..<count { sheet += "  p\(index) $a * 1\n" }
      return try applying(sheet + "}\n", name: "variable-\(count).cas")
    },
    MemoryCase(name: "100 selectors of N compounds under 16 levels of nested groups", sizes: [60, 239]) {
      length in
      var sheet = ""
      for level in 0..<16 { sheet += ".a\(level), .b\(level) {\n" }
      let selectors = (0..<100).map { index in (0..<length).map { ".c\(index)-\($0)" }.joined(separator: " ")
      }
      sheet += selectors.joined(separator: ",\n") + " { alpha: 1; }\n" + String(repeating: "}\n", count: 16)
      return try applying(sheet, name: "nested-groups-\(length).css")
    },
    MemoryCase(name: "`a{}` repeated to N MiB", sizes: [1, 4, 16]) { mebibytes in
      let sheet = String(repeating: "a{}", count: (mebibytes << 20) / 3)
      return try applying(sheet, name: "empty-rules-\(mebibytes).css")
    },
    MemoryCase(name: "`@media` of N alternatives inside one of N", sizes: [1_000, 3_000]) { count in
      let alternatives = (0..<count).map { "(min-width: \($0))" }.joined(separator: ", ")
      let sheet = "@media \(alternatives) {\n@media \(alternatives) {\nUIView { alpha: 1; }\n}\n}\n"
      return try applying(sheet, name: "media-\(count).css")
    },
    MemoryCase(name: "one rule of N declarations", sizes: [1 << 18, 1 << 20]) { count in
      let sheet = "a{" + String(repeating: "b:1;", count: count) + "}"
      return try applying(sheet, name: "declarations-\(count).css")
    },
    MemoryCase(name: "a stray `}` repeated to N MiB (one error each)", sizes: [1, 4]) { mebibytes in
      try applying(String(repeating: "}", count: mebibytes << 20), name: "braces-\(mebibytes).css")
    },
    MemoryCase(name: "`b:1;` outside any rule repeated to N MiB", sizes: [1, 4]) { mebibytes in
      try applying(String(repeating: "b:1;", count: (mebibytes << 20) / 4), name: "outside-\(mebibytes).css")
    },
    MemoryCase(name: "rules using an undefined variable, to N MiB", sizes: [1, 4]) { mebibytes in
      try applying(
        String(repeating: "a{b:$x}", count: (mebibytes << 20) / 7), name: "undefined-\(mebibytes).css")
    },
    MemoryCase(name: "a 1 MiB file imported N times", sizes: [32, 256]) { count in
      let imported = String(repeating: "a{}", count: (1 << 20) / 3)
      try Scratch.write(imported, to: "imports-\(count)/big.css")
      let sheet = String(repeating: "@import \"big.css\";\n", count: count)
      let (arguments, bytes) = try applying(sheet, name: "imports-\(count)/main.css")
      // Reading stops at the load's limit on the bytes of all its files together.
      return (arguments, bytes + min(count, 64) * imported.utf8.count)
    },
    MemoryCase(name: "fmt --check of `a{}` repeated to N MiB", sizes: [1, 4], loads: 2) { mebibytes in
      // Each statement's shape was kept for the sheet and again for its text: 250× the sheet.
      let sheet = String(repeating: "a{}", count: (mebibytes << 20) / 3)
      let path = try Scratch.write(sheet, to: "fmt-\(mebibytes)/sheet.css")
      return (["fmt", "--check", path], sheet.utf8.count)
    },
    MemoryCase(name: "convert --to cas of `a{}` repeated to N MiB", sizes: [1, 4], loads: 2) { mebibytes in
      let sheet = String(repeating: "a{}", count: (mebibytes << 20) / 3)
      let path = try Scratch.write(sheet, to: "convert-\(mebibytes)/sheet.css")
      return (["convert", "--to", "cas", "--force", path], sheet.utf8.count)
    },
    // Each reload kept the sheet first applied beside the one applied and the one read: 475 MB
    // for a 5.9 MB sheet (apply: 182 MB). A reload compares two loads, so it may hold two.
    MemoryCase(
      name: "watch of N rules of two declarations, saved four times", sizes: [20_000, 80_000], loads: 2,
      saves: 4
    ) { count in
      let sheet = (0..<count).map { ".c\($0) { alpha: 0.5; corner-radius: 4; }\n" }.joined()
      let path = try Scratch.write(sheet, to: "watch-\(count)/sheet.css")
      let tree = try Scratch.write(
        #"{"root": {"type": "UIView", "children": [{"type": "UILabel", "classes": ["c5"]}]}}"#,
        to: "watch-\(count)/tree.json")
      let output = URL(fileURLWithPath: tree).deletingLastPathComponent().appendingPathComponent("out.json")
        .path
      return (["watch", path, tree, "-o", output], sheet.utf8.count)
    },
    MemoryCase(name: "rules of four nested groups of 10 around a mixin of N declarations", sizes: [100, 400])
    {
      count in
      try listingRules(around: count, format: "text")
    },
    MemoryCase(
      name: "rules --format css of four nested groups of 10 around a mixin of N declarations",
      sizes: [100, 400]
    ) { count in
      try listingRules(around: count, format: "css")
    },
    MemoryCase(name: "apply --env-matrix: 256 environments, 400 rules, N nodes", sizes: [2_000, 8_000]) {
      count in
      // Every environment's value of each differing property was kept: 1.19 GB at 60,000 nodes.
      let sheet = (0..<400).map { "@media (f\($0 % 8): on) { .c\($0 % 50) { p\($0 % 20): \($0); } }\n" }
        .joined()
      let groups = (0..<count / 100).map { group in
        let labels = (0..<99).map { #"{"type": "UILabel", "classes": ["c\#((group * 100 + $0) % 50)"]}"# }
        return #"{"type": "UIView", "classes": ["c\#(group % 50)"], "children": ["#
          + labels.joined(separator: ", ") + "]}"
      }
      let tree = #"{"root": {"type": "UIView", "children": ["# + groups.joined(separator: ", ") + "]}}"
      let sheetPath = try Scratch.write(sheet, to: "env-matrix-\(count)/sheet.css")
      let treePath = try Scratch.write(tree, to: "env-matrix-\(count)/tree.json")
      // The bytes read are the sheet's and the tree's: what differs grows with the tree.
      return (["apply", "--env-matrix", sheetPath, treePath], sheet.utf8.count + tree.utf8.count)
    },
    // Resolving keeps each custom property's computed value and each value made from an origin:
    // 2.2 KB a custom property in hashed storage (892 MB for a 10.6 MB chain of 400,000),
    // within two loads' bound (56×) in arrays. Past `--max-copies` the chain is invalid.
    // Each custom property set on the node kept a value-sized slot for what it replaced, and the
    // table of values grew by doubling: 199,000 rules of one each, 2.9 MB, took 346 MB.
    MemoryCase(
      name: "apply of N rules each setting a custom property on one node", sizes: [50_000, 199_000], loads: 2
    ) {
      count in
      try applying((0..<count).map { "UIView{--v\($0):1}" }.joined(), name: "custom-properties-\(count).css")
    },
    MemoryCase(
      name: "apply of a chain of N custom properties, each a var() of the one before",
      sizes: [50_000, 200_000], loads: 2
    ) {
      count in
      let sheet =
        ":root {\n  --a0: 1px;\n" + (1..<count).map { "  --a\($0): var(--a\($0 - 1));\n" }.joined()
        + "}\nUIView { border-width: var(--a\(count - 1)); }\n"
      return try applying(sheet, name: "custom-property-chain-\(count).css")
    },
    // Each `:has()` argument's matches were kept step by step for following changes, which a
    // resolve done once never makes: 200 arguments of three compounds over 100,000 nodes took
    // 124 MB beyond the baseline (56× the bytes read).
    MemoryCase(
      name: "apply of 200 :has() arguments of three compounds over N nodes", sizes: [25_000, 100_000]
    ) {
      count in
      let sheet = (0..<200).map {
        "UIView:has(UIView > UILabel:not(.z\($0)) ~ UILabel) { p\($0 % 20): \($0); }\n"
      }
      .joined()
      let group =
        #"{"type": "UIView", "children": ["#
        + Array(repeating: #"{"type": "UILabel"}"#, count: 10).joined(separator: ", ") + "]}"
      let tree =
        #"{"root": {"type": "UIView", "children": ["#
        + Array(repeating: group, count: count / 11).joined(separator: ", ") + "]}}"
      let sheetPath = try Scratch.write(sheet, to: "has-\(count)/sheet.css")
      let treePath = try Scratch.write(tree, to: "has-\(count)/tree.json")
      return (["apply", sheetPath, treePath], sheet.utf8.count + tree.utf8.count)
    },
    MemoryCase(name: "explain '*' over N siblings", sizes: [4_000, 16_000]) { count in
      // Each node prepared the whole cascade again; the explanations are printed as they come.
      let sheet = "UIButton { title-color: red; alpha: 0.5 }\nUIView UIButton { alpha: 1 }\n"
      let buttons = (0..<count).map { #"{"type": "UIButton", "id": "b\#($0)"}"# }
      let tree = #"{"root": {"type": "UIView", "children": ["# + buttons.joined(separator: ", ") + "]}}"
      let sheetPath = try Scratch.write(sheet, to: "explain-\(count)/sheet.css")
      let treePath = try Scratch.write(tree, to: "explain-\(count)/tree.json")
      return (["explain", sheetPath, treePath, "*"], sheet.utf8.count + tree.utf8.count)
    },
    MemoryCase(name: "lint of one group `a,a,…,b{}` of N MiB", sizes: [1, 4]) { mebibytes in
      // Every selector of the group was parsed and held before the load counted them: 1 GB at 8 MiB.
      let sheet = String(repeating: "a,", count: (mebibytes << 20) / 2) + "b{}"
      let path = try Scratch.write(sheet, to: "selector-group-\(mebibytes).css")
      return (["lint", path], sheet.utf8.count)
    },
    // Each rule's selector kept a text key with the file and the condition, beside a copy of its
    // block, in a table grown by doubling; and each empty rule a key for telling repeats: 746 MB
    // for 9.9 MB (apply, 416 MB).
    MemoryCase(name: "lint of distinct empty rules `.aI{}` to N MiB", sizes: [2, 8]) { mebibytes in
      var sheet = ""
      var index = 0
      while sheet.utf8.count < mebibytes << 20 {
        sheet += ".a\(index){}"
        index += 1
      }
      let path = try Scratch.write(sheet, to: "distinct-rules-\(mebibytes).css")
      return (["lint", "--max-total-selectors", "100000000", path], sheet.utf8.count)
    },
    // Each nested rule's selector was written out as a text key for telling repeats, holding its
    // parent's class again: 1.9 GB for 16,000 rules in a 120 KB class (apply, 43 MB).
    MemoryCase(name: "lint of N nested rules in one 120 KB class", sizes: [2_000, 8_000]) { count in
      let sheet =
        "." + String(repeating: "y", count: 120_000) + " { "
        + (0..<count).map { ".c\($0) { alpha: 1; }" }.joined() + " }\n"
      let path = try Scratch.write(sheet, to: "nested-long-class-\(count).css")
      return (["lint", path], sheet.utf8.count)
    },
    MemoryCase(name: "fmt --check of `UILabel:not(a,a,…,b){}` of N MiB", sizes: [1, 4], loads: 2) {
      mebibytes in
      let sheet = "UILabel:not(" + String(repeating: "a,", count: (mebibytes << 20) / 2) + "b){}"
      let path = try Scratch.write(sheet, to: "not-list-\(mebibytes).css")
      return (["fmt", "--check", path], sheet.utf8.count)
    },
    // One statement as large as the file: its shape was copied for the check, 140× at 1 MiB.
    MemoryCase(name: "fmt --check of one value `b{x:1,1,…}` of N MiB", sizes: [1, 4], loads: 2) { mebibytes in
      let sheet = "b{x:" + String(repeating: "1,", count: (mebibytes << 20) / 2) + "1}"
      let path = try Scratch.write(sheet, to: "fmt-value-\(mebibytes).css")
      return (["fmt", "--check", path], sheet.utf8.count)
    },
    MemoryCase(name: "fmt --check of one selector `a a … b{}` of N MiB", sizes: [1, 4], loads: 2) {
      mebibytes in
      let sheet = String(repeating: "a ", count: (mebibytes << 20) / 2) + "b{}"
      let path = try Scratch.write(sheet, to: "fmt-selector-\(mebibytes).css")
      return (["fmt", "--check", path], sheet.utf8.count)
    },
    MemoryCase(name: "fmt --check of one nested group `a{&.a,&.a,…{x:1}}` of N MiB", sizes: [1, 4], loads: 2)
    {
      mebibytes in
      let sheet = "a{" + String(repeating: "&.a,", count: (mebibytes << 20) / 4) + "&.a{x:1}}"
      let path = try Scratch.write(sheet, to: "fmt-nested-\(mebibytes).css")
      return (["fmt", "--check", path], sheet.utf8.count)
    },
    // Each sheet's bytes were kept in the 64 KiB buffer they were read into: 68 KB a sheet.
    MemoryCase(name: "lint of a directory of N small sheets", sizes: [1_000, 4_000]) { count in
      try directoryOfSmallSheets(count, name: "lint-directory", arguments: { ["lint", $0] })
    },
    // Every schema file's schema (UIKit's with the file's classes) was kept, and each sheet's
    // configuration extended it again: 909 MB for 4,000 directories.
    MemoryCase(
      name: "lint of N directories, each with its own configuration and schema", sizes: [500, 2_000]
    ) {
      count in
      var bytes = 0
      for index in 0..<count {
        let files = [
          ".stylec.json": #"{"schema": "schema.json", "types": {"C\#(index)": "B\#(index)"}}"#,
          "schema.json":
            #"{"types": {"B\#(index)": {"superclass": "UIView", "properties": {"p": "number"}}}}"#,
          "sheet.css": "C\(index) { p: 1; alpha: 1; }\n",
        ]
        for (name, contents) in files {
          try Scratch.write(contents, to: "lint-configurations-\(count)/d\(index)/\(name)")
          bytes += contents.utf8.count
        }
      }
      return (["lint", Scratch.root.appendingPathComponent("lint-configurations-\(count)").path], bytes)
    },
    // Each compound selector was a record of 80 bytes: 8 million of them (256 to a selector)
    // took 792 MB at 16 MiB, over the bound; with its rare parts boxed, 64.
    MemoryCase(name: "apply of selectors of 256 compounds, N MiB of them", sizes: [4, 16]) { mebibytes in
      let selector = Array(repeating: "a", count: 256).joined(separator: " ") + "{}"
      let sheet = String(repeating: selector, count: (mebibytes << 20) / selector.utf8.count)
      let sheetPath = try Scratch.write(sheet, to: "long-selectors-\(mebibytes).css")
      let treePath = try Scratch.write(
        #"{"root": {"type": "UIView"}}"#, to: "long-selectors-\(mebibytes).json")
      return (["apply", sheetPath, treePath], sheet.utf8.count)
    },
    // Every loaded sheet was kept until the report: 2.1 GB for 16 sheets importing a 4.5 MB theme.
    MemoryCase(name: "lint of N sheets each importing one 1 MiB theme", sizes: [4, 16]) { count in
      let theme = (0..<(1 << 20) / 48).map { "$c\($0) = 0.5\nUIView.c\($0)\n  alpha 0.5\n" }.joined()
      _ = try Scratch.write(theme, to: "lint-theme-\(count)/theme.cas")
      var paths: [String] = []
      for index in 0..<count {
        paths.append(
          try Scratch.write(
            "@import \"theme.cas\"\nUIView.s\(index)\n  alpha $c\(index)\n",
            to: "lint-theme-\(count)/s\(index).cas"))
      }
      // The theme is counted once: the command's memory must not grow with the sheets importing it.
      return (["lint"] + paths, theme.utf8.count)
    },
    MemoryCase(name: "convert --to css of a directory of N small sheets", sizes: [1_000, 4_000], loads: 2) {
      count in
      try directoryOfSmallSheets(
        count, name: "convert-directory", arguments: { ["convert", "--to", "css", $0] })
    },
    MemoryCase(name: "lint --env-matrix of N `@media` blocks testing 12 custom facts", sizes: [2_000, 8_000])
    {
      count in
      let sheet = (0..<count).map { "@media (fact\($0 % 12): on\($0 % 2)) { UIView.c\($0) { alpha: 1; } }\n" }
        .joined()
      let path = try Scratch.write(sheet, to: "lint-env-matrix-\(count).css")
      return (["lint", "--env-matrix", path], sheet.utf8.count)
    },
  ]

  /// Writes `count` one-rule sheets into a directory of their own and returns the arguments
  /// that `arguments` makes of the directory's path, and the bytes of all the sheets.
  private static func directoryOfSmallSheets(
    _ count: Int, name: String, arguments: (String) -> [String]
  ) throws -> (arguments: [String], bytesRead: Int) {
    var bytes = 0
    var directory = ""
    for index in 0..<count {
      let sheet = "UIView.a\(index)\n  alpha 0.5\n"
      bytes += sheet.utf8.count
      let path = try Scratch.write(sheet, to: "\(name)-\(count)/s\(index).cas")
      directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
    return (arguments(directory), bytes)
  }

  /// Writes four nested groups of 10 selectors around an `@include` of a mixin of `count`
  /// declarations, which lists them 10,000 times, and returns `stylec rules`'s arguments for it
  /// in `format`, the copy limit raised so that every rule is listed (the whole list was held:
  /// 6.9 GB for 5,000 declarations), and the sheet's size.
  private static func listingRules(around count: Int, format: String) throws -> (
    arguments: [String], bytesRead: Int
  ) {
    var sheet = "@mixin m {\n" + (0..<count).map { "  p\($0): \($0)\n" }.joined() + "}\n"
    for group in ["A", "B", "C", "D"] {
      sheet += (0..<10).map { ".\(group)\($0)" }.joined(separator: ", ") + " {\n"
    }
    sheet += "@include m\n" + String(repeating: "}\n", count: 4)
    let path = try Scratch.write(sheet, to: "rules-\(format)-\(count).cas")
    return (["rules", "--format", format, "--max-copies", "100000000", path], sheet.utf8.count)
  }

  /// Writes `sheet` and a one-node tree, and returns `stylec apply`'s arguments for them and
  /// the sheet's size.
  private static func applying(_ sheet: String, name: String) throws -> (arguments: [String], bytesRead: Int)
  {
    let sheetPath = try Scratch.write(sheet, to: name)
    let treePath = try Scratch.write(#"{"root": {"type": "UIView"}}"#, to: "tree.json")
    return (["apply", "--compact", sheetPath, treePath], sheet.utf8.count)
  }
}
