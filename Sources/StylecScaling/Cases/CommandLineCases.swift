extension ScalingCase {
  /// Paths through the command line: diagnostics, reporters, output.
  static let commandLineCases: [ScalingCase] = [
    lintTextReporterOverFiles, oneLineSheetWithErrors, explainEveryNode, explainEveryNodeOfManyRules,
    explainUnderADeepChain, explainAmongSiblings, explainLongSelectorAmongOthers,
    explainLongValueAndConditionOverLabels,
  ]

  /// `stylec lint` printing three findings for each of n files: each finding's source line was
  /// looked up by asking every sheet in turn (1k / 2k / 4k files: 1.1 / 3.9 / 32 s).
  static let lintTextReporterOverFiles = ScalingCase(
    name: "lint text reporter over n files", sizes: [300, 600, 1200, 2400]
  ) { count in
    let paths = try (0..<count).map { index in
      try Scratch.write(
        "UIView.a\(index) {\n}\nUIView.b\(index) {\n}\nUIView.c\(index) {\n}\n",
        to: "lint-\(count)/sheet\(index).cas")
    }
    return {
      let outcome = try StylecProcess.run(["lint"] + paths)
      guard outcome.status == 0, outcome.outputBytes > count * 60 else {
        throw ScalingError(
          "lint of \(count) files ended with \(outcome.status), \(outcome.outputBytes) bytes")
      }
    }
  }

  /// `stylec apply` of a minified (one-line) sheet with n errors: each diagnostic printed the
  /// whole line and a caret line as long (1k / 2k / 4k errors: 18 / 72 / 289 MB on standard
  /// error). Its output must grow linearly too: a few hundred bytes per error.
  static let oneLineSheetWithErrors = ScalingCase(
    name: "apply of a one-line sheet with n errors", sizes: [1000, 2000, 4000, 8000]
  ) { count in
    let declarations = (0..<count).map { "a\($0) $missing\($0)" }.joined(separator: "; ")
    let sheet = try Scratch.write("UIView { \(declarations) }", to: "one-line-\(count)/sheet.cas")
    let tree = try Scratch.write(#"{"type": "UIView"}"#, to: "one-line-\(count)/tree.json")
    return {
      let outcome = try StylecProcess.run(["apply", sheet, tree])
      guard outcome.status == 1, outcome.errorBytes <= count * 400 else {
        throw ScalingError(
          "apply with \(count) errors ended with \(outcome.status), \(outcome.errorBytes) bytes of diagnostics"
        )
      }
    }
  }

  /// `stylec explain SHEET TREE '*'` over n sibling nodes: each node's explanation prepared the
  /// sheet for the whole tree again, and ranked its rules again (1k / 2k / 4k nodes: 0.33 / 1.16 /
  /// 5.4 s). Its output grows linearly too: a few hundred bytes per node.
  static let explainEveryNode = ScalingCase(
    name: "explain '*' over n siblings", sizes: [2_000, 4_000, 8_000, 16_000]
  ) { count in
    let sheet = try Scratch.write(
      "UIButton { alpha: 0.1; tint-color: gray; }\nUIButton.primary { alpha: 0.2; alpha: 0.3; }\n"
        + "@media pad { UIButton.round { alpha: 0.5; } }\nUIView > UIButton { tint-color: blue; }\n",
      to: "explain-\(count)/sheet.css")
    let children = (0..<count).map { index in
      #"{"type": "UIButton", "classes": ["\#(index % 2 == 0 ? "primary" : "round")"]}"#
    }
    let tree = try Scratch.write(
      #"{"root": {"type": "UIView", "children": ["# + children.joined(separator: ",") + "]}}",
      to: "explain-\(count)/tree.json")
    return {
      let outcome = try StylecProcess.run(["explain", sheet, tree, "*"])
      guard outcome.status == 0, outcome.outputBytes > count * 100, outcome.outputBytes < count * 1_000 else {
        throw ScalingError(
          "explain of \(count) nodes ended with \(outcome.status), \(outcome.outputBytes) bytes")
      }
    }
  }

  /// `stylec explain '*'` of n nodes each matching one of n rules: each node tried every rule
  /// (2.5k / 5k / 10k / 20k: 0.11 / 0.36 / 1.27 / 6.55 s).
  static let explainEveryNodeOfManyRules = ScalingCase(
    name: "explain '*' of n nodes each matching one of n rules", sizes: [2_500, 5_000, 10_000, 20_000]
  ) { count in
    let sheet = try Scratch.write(
      (0..<count).map { ".a\($0) { font-size: \($0); }\n" }.joined(), to: "explain-rules-\(count)/sheet.css")
    let children = (0..<count).map { #"{"type": "UILabel", "classes": ["a\#($0)", "c"]}"# }
    let tree = try Scratch.write(
      #"{"root": {"type": "UIView", "children": ["# + children.joined(separator: ",") + "]}}",
      to: "explain-rules-\(count)/tree.json")
    return running(["explain", sheet, tree, "*"], printingMoreThan: count * 50)
  }

  /// `stylec explain` of the views at the foot of a chain n deep, under rules that need an
  /// ancestor no view has: every candidate walked the whole chain for every view (depth 4k / 8k /
  /// 16k: 0.40 / 1.50 / 6.48 s), where the cascade's ancestor filter rejects them at once.
  static let explainUnderADeepChain = ScalingCase(
    name: "explain of the views under a chain n deep, rules needing an absent ancestor",
    sizes: [2_000, 4_000, 8_000, 16_000]
  ) { depth in
    let sheet = try Scratch.write(
      (0..<40).map { ".c\($0) UIView { x\($0): 1; }\n" }.joined() + "UIView { alpha: 1; }\n",
      to: "explain-chain-\(depth)/sheet.css")
    let leaves = Array(repeating: #"{"type": "UIView"}"#, count: 100).joined(separator: ",")
    let tree = try Scratch.write(
      String(repeating: #"{"type": "UIView", "children": ["#, count: depth) + leaves
        + String(repeating: "]}", count: depth),
      to: "explain-chain-\(depth)/tree.json")
    return running(
      [
        "explain", "--max-depth", "100000", sheet, tree, "UIView", "alpha",
      ], printingMoreThan: depth * 20)
  }

  /// `stylec explain` of n siblings under `~` rules: each sibling searched the ones before it
  /// afresh (5k / 10k / 20k: 1.64 / 6.81 / 25.8 s).
  static let explainAmongSiblings = ScalingCase(
    name: "explain of n siblings under '~' rules", sizes: [2_500, 5_000, 10_000, 20_000]
  ) { count in
    let sheet = try Scratch.write(
      "UIButton ~ UILabel { x: 1; }\n:not(UIButton ~ *) { y: 1; }\nUISwitch ~ UILabel { z: 1; }\n",
      to: "explain-siblings-\(count)/sheet.css")
    let children = Array(repeating: #"{"type": "UILabel"}"#, count: count).joined(separator: ",")
    let tree = try Scratch.write(
      #"{"root": {"type": "UIView", "children": ["# + children + "]}}",
      to: "explain-siblings-\(count)/tree.json")
    return running(["explain", sheet, tree, "UILabel"], printingMoreThan: count * 10)
  }

  /// `stylec explain` of n labels, each a candidate of one `:not()` of n arguments and of an
  /// `:is()` rule of its own: the long selector was shortened again whenever another rule's had
  /// been shown in between, once for every label (5k / 10k / 20k: 0.60 / 2.06 / 7.70 s).
  static let explainLongSelectorAmongOthers = ScalingCase(
    name: "explain of n labels under a :not() of n arguments and n :is() rules",
    sizes: [2_500, 5_000, 10_000, 20_000]
  ) { count in
    let arguments = (0..<count).map { ".a\($0) UILabel" }.joined(separator: ", ")
    let sheet = try Scratch.write(
      "UILabel:not(\(arguments)) { alpha: 0.5; }\n"
        + (0..<count).map { ":is(.c\($0), #i\($0)) UILabel:is(.d\($0), .e\($0)) { alpha: 1; }\n" }.joined(),
      to: "explain-long-selector-\(count)/sheet.css")
    let children = (0..<count).map {
      #"{"type": "UIView", "classes": ["c\#($0)"], "children": [{"type": "UILabel", "classes": ["e\#($0)"]}]}"#
    }
    let tree = try Scratch.write(
      #"{"root": {"type": "UIView", "children": ["# + children.joined(separator: ",") + "]}}",
      to: "explain-long-selector-\(count)/tree.json")
    return running(["explain", sheet, tree, "UILabel"], printingMoreThan: count * 500)
  }

  /// `stylec explain` of n labels, each reached by a value and an `@media` condition of n × 200
  /// bytes: each was written out whole for every label before it was shortened (a 500 KB value
  /// over 500 labels: 10 s).
  static let explainLongValueAndConditionOverLabels = ScalingCase(
    name: "explain of n labels under a value and a condition of n x 200 bytes",
    sizes: [500, 1_000, 2_000, 4_000]
  ) { count in
    let long = String(repeating: "x", count: count * 200)
    let sheet = try Scratch.write(
      "UILabel { text: \"\(long)\"; }\n@media (theme: d\(long)) { UILabel { alpha: 1; } }\n",
      to: "explain-long-value-\(count)/sheet.css")
    let tree = try Scratch.write(
      #"{"root": {"type": "UIView", "children": ["#
        + Array(repeating: #"{"type": "UILabel"}"#, count: count).joined(separator: ",") + "]}}",
      to: "explain-long-value-\(count)/tree.json")
    return running(["explain", sheet, tree, "UILabel"], printingMoreThan: count * 500)
  }
}
