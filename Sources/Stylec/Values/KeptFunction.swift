/// A function the evaluator keeps as written rather than computing: what `size(3, 4)`,
/// `image(bg.png, 2, 2, 2, 2)` or `left(parent + 10)` mean depends on the property they set, so
/// they become `StyleValue.function` and a schema's type gives them their normal form. Each has one
/// spelling (the first of its names), whatever case or alias was written.
struct KeptFunction {
  /// The spelling the value keeps (`sizeToFit`).
  let spelling: String
  /// How many arguments it takes.
  let arity: ClosedRange<Int>
  /// Whether its arguments are layout terms, which may name another view's edge
  /// (`parent.width * 2 + 100`), rather than plain values.
  let takesLayoutTerms: Bool
  /// Whether only today's CSS writes it (`skew()`, `matrix()`): the seeds' dialects refuse it
  /// by name (`Dialect.readsCurrentCSS`).
  let isCurrentCSS: Bool

  /// The kept function written `name` (lower-cased), if it is one.
  static func named(_ name: String) -> KeptFunction? { table[name] }

  /// InterfaCSS's layout attributes, which are functions of one term in `layout:` (`left(10)`)
  /// and the edges a term may name (`parent.left`), in their normal spelling.
  static let layoutAttributes = [
    "left", "right", "top", "bottom", "width", "height", "center-x", "center-y", "left-margin",
    "right-margin",
    "top-margin", "bottom-margin",
  ]

  /// The pairs of attributes the compound layout functions set (`size(w, h)`), by spelling.
  static let compoundLayoutAttributes: [String: (String, String)] = [
    "size": ("width", "height"), "sizeToFit": ("width", "height"), "center": ("center-x", "center-y"),
    "topLeft": ("left", "top"), "topRight": ("right", "top"), "bottomLeft": ("left", "bottom"),
    "bottomRight": ("right", "bottom"),
  ]

  /// Every kept function's names, lower-cased, for "expected one of" messages.
  static var names: [String] { table.keys.sorted() }

  private static let table: [String: KeptFunction] = {
    var table: [String: KeptFunction] = [:]
    func add(_ names: [String], _ arity: ClosedRange<Int>, layout: Bool = false, currentCSS: Bool = false) {
      let kept = KeptFunction(
        spelling: names[0], arity: arity, takesLayoutTerms: layout, isCurrentCSS: currentCSS)
      for name in names { table[name.lowercased()] = kept }
    }
    // Geometry constructors.
    add(["size"], 1...2, layout: true)
    add(["point"], 1...2)
    add(["offset"], 1...2)
    add(["insets"], 1...4)
    add(["rect"], 4...4)
    // Geometry relative to the parent view or the window.
    add(["parent", "superview"], 0...4)
    add(["window"], 0...4)
    // Layout attributes, and the compound ones.
    for attribute in ["left", "right", "top", "bottom", "width", "height", "centerX", "centerY"] {
      add([attribute], 1...1, layout: true)
    }
    for margin in ["leftMargin", "rightMargin", "topMargin", "bottomMargin"] {
      add([margin], 1...1, layout: true)
    }
    add(["sizeToFit"], 0...2, layout: true)
    add(["center"], 2...2, layout: true)
    add(["topLeft", "leftTop", "origin"], 2...2, layout: true)
    add(["topRight", "rightTop"], 2...2, layout: true)
    add(["bottomLeft", "leftBottom"], 2...2, layout: true)
    add(["bottomRight", "rightBottom"], 2...2, layout: true)
    // Images, transforms, strings, gradients and fonts.
    add(["image"], 1...5)
    add(["rotate"], 1...1)
    add(["scale"], 1...2)
    add(["translate"], 1...2)
    for name in ["translateX", "translateY", "scaleX", "scaleY", "rotateZ", "skewX", "skewY"] {
      add([name], 1...1, currentCSS: true)
    }
    add(["skew"], 1...2, currentCSS: true)
    add(["matrix"], 6...6, currentCSS: true)
    add(["localized", "L"], 1...1)
    add(["gradient"], 2...2)
    add(["bigger", "larger"], 2...2)
    add(["smaller"], 2...2)
    add(["fontWithSize"], 2...2)
    // Easing functions, for transitions.
    add(["cubic-bezier"], 4...4)
    add(["steps"], 1...2)
    return table
  }()
}
