/// A CSS workload's sheet rewritten to use one of today's CSS features, so that the benchmark
/// states what each costs when used, side by side with the sheet that uses none in one run
/// (`stylec-bench --features`).
enum FeatureVariant: CaseIterable {
  /// Every `#rrggbb` colour is a `var()` of one of 64 custom properties set on `:root`, as a
  /// sheet's design tokens are (the colours are the first 64 of the sheet's, so they differ
  /// from the plain sheet's values).
  case customProperties
  /// The first half of the rules stand in `@layer base`, the rest in no layer.
  case layers
  /// One declaration in ten is `!important`.
  case important
  /// Eight `:has()` rules, of every combinator, are added.
  case relativeSelectors

  /// How the table names the variant, after the workload's name.
  var label: String {
    switch self {
    case .customProperties: "+var()"
    case .layers: "+@layer"
    case .important: "+!important"
    case .relativeSelectors: "+:has()"
    }
  }

  /// `sheet` (CSS, one declaration a line, as gen.py writes it) rewritten to use the feature.
  func rewrite(_ sheet: String) -> String {
    let lines = sheet.split(separator: "\n", omittingEmptySubsequences: false)
    switch self {
    case .customProperties:
      var palette: [Substring] = []
      var rewritten: [Substring] = []
      for line in lines {
        guard let colon = line.firstIndex(of: ":"), line.hasSuffix(";"),
          case let value = line[line.index(after: colon)...].dropLast().drop(while: { $0 == " " }),
          value.hasPrefix("#"), value.count == 7
        else {
          rewritten.append(line)
          continue
        }
        if palette.count < 64 { palette.append(value) }
        rewritten.append(line[...colon] + " var(--c\(rewritten.count % palette.count));")
      }
      let root = palette.enumerated().map { "  --c\($0.offset): \($0.element);" }
      return ":root {\n" + root.joined(separator: "\n") + "\n}\n" + rewritten.joined(separator: "\n")
    case .layers:
      var depth = 0
      var middle = lines.count
      for (index, line) in lines.enumerated() {
        depth += line.count(where: { $0 == "{" }) - line.count(where: { $0 == "}" })
        if depth == 0, index >= lines.count / 2, line.contains("}") {
          middle = index + 1
          break
        }
      }
      return "@layer base {\n" + lines[..<middle].joined(separator: "\n") + "\n}\n"
        + lines[middle...].joined(separator: "\n")
    case .important:
      var declarations = 0
      return lines.map { line in
        guard line.hasSuffix(";"), line.contains(":"), !line.contains("{") else { return line }
        declarations += 1
        return declarations % 10 == 0 ? line.dropLast() + " !important;" : line
      }.joined(separator: "\n")
    case .relativeSelectors:
      return sheet + """

        UIView:has(> UILabel.title) { opacity: 0.9; }
        UIView:has(UISegmentedControl) { border-width: 1px; }
        .row:has(.primary) UILabel { text-color: #112233; }
        UILabel:has(+ UISegmentedControl) { font-size: 13px; }
        .footer:has(~ .row) { margin: 2px; }
        UIView:has(> UIView .secondary) { shadow-radius: 3px; }
        .small:has(.title, .subtitle) { spacing: 4px; }
        UIView:has(UIIconView.filled) > UILabel { font-weight: bold; }

        """
    }
  }
}
