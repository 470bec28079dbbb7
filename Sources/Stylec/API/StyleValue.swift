/// A resolved property value: what a declaration means once variables, arithmetic and color
/// functions are evaluated.
public enum StyleValue: Hashable, Sendable {
  /// A number with its unit (`12`, `1.5pt`, `20%`).
  case number(Double, unit: NumericUnit)
  /// A color (`#rrggbb`, `rgb()`, `hsl()`, a named color).
  case color(StyleColor)
  /// `YES`, `NO`, `true`, `false`.
  case boolean(Bool)
  /// A quoted string, unescaped.
  case string(String)
  /// A bare word that is no color, boolean or variable: an enum value, a font or image name.
  case identifier(String)
  /// Several values, separated by spaces or commas (`5, 10`, `Avenir-Heavy 12`).
  case list([StyleValue], separator: ListSeparator)
  /// InterfaCSS's `current`: keep whatever value the view has. It takes part in the cascade
  /// like any value: a later or higher-ranked rule still overrides it.
  case current
  /// A typed value's fields, such as a font's `family` and `size` or the four sides of insets:
  /// the normal form a schema gives structured values.
  case record([String: StyleValue])
  /// A typed list's items, in the normal form of their type.
  case array([StyleValue])
  /// A function stylec keeps as written, its arguments evaluated: InterfaCSS's constructors
  /// (`size(3, 4)`, `rect(…)`, `image(…)`), geometry (`parent(10, 10)`, `left(50%)`), transform
  /// steps, `localized("key")`, `gradient(…)` and the font functions. What it means depends on
  /// the property it sets, so a schema's type gives it its normal form. The name is spelled
  /// one way whatever case it was written in (`sizeToFit`, `localized` for `L`).
  case function(String, [StyleValue])
  /// A term of InterfaCSS's layout relating an attribute to a view's edge,
  /// `element.attribute * multiplier + constant` (`parent.width * 2 + 100`). `element` is
  /// `parent`, `guide` (the layout guide) or a view's id; `attribute` is nil where the term names
  /// only the view (`left(avatar)`), since which edge that means depends on the attribute set.
  indirect case relation(element: String, attribute: String?, multiplier: Double, constant: Double)
  /// The attributes of a run of an InterfaCSS attributed string as written,
  /// `(font: Avenir 12, color: blue)`, by kebab-case name; the `attributed-string` type gives
  /// them their normal form.
  case attributes([String: StyleValue])
}

/// The units a number may carry. `px` and `pt` both mean points, as in Classy. A number keeps
/// the unit it is written with; arithmetic converts between units of one dimension (`1s +
/// 500ms` is `1.5s`).
public enum NumericUnit: String, Hashable, Sendable, CaseIterable {
  /// No unit.
  case none = ""
  /// Pixels, read as points.
  case px
  /// Points.
  case pt
  /// A percentage; `20%` is kept as 20 percent, never divided by 100.
  case percent = "%"
  /// Degrees, for hues and rotations.
  case deg
  /// Radians: 2π to a turn.
  case rad
  /// Gradians: 400 to a turn.
  case grad
  /// Turns: one is 360 degrees.
  case turn
  /// Seconds, for durations and delays.
  case s
  /// Milliseconds.
  case ms

  /// What the unit measures: units of one dimension convert into one another.
  enum Dimension {
    case none, length, percentage, angle, time
  }

  /// What the unit measures.
  var dimension: Dimension {
    switch self {
    case .none: .none
    case .px, .pt: .length
    case .percent: .percentage
    case .deg, .rad, .grad, .turn: .angle
    case .s, .ms: .time
    }
  }

  /// How many of its dimension's base unit (points, degrees, seconds) one of it is.
  var scale: Double {
    switch self {
    case .none, .px, .pt, .percent, .deg, .s: 1
    case .rad: 180 / .pi
    case .grad: 0.9
    case .turn: 360
    case .ms: 0.001
    }
  }

  /// `number` of this unit in `other`, a unit of the same dimension.
  func convert(_ number: Double, to other: NumericUnit) -> Double {
    self == other || scale == other.scale ? number : number * scale / other.scale
  }
}

/// What separates the items of a list.
public enum ListSeparator: String, Hashable, Sendable {
  /// `Avenir-Heavy 12`.
  case space = " "
  /// `5, 10, 5, 10`.
  case comma = ", "
}

extension StyleValue: CustomStringConvertible {
  /// The canonical stylesheet text of the value: numbers in shortest form with their unit,
  /// colors as lower-case hex, strings double-quoted and escaped.
  public var description: String {
    switch self {
    case .number(let number, let unit): formatNumber(number) + unit.rawValue
    case .color(let color): color.hex
    case .boolean(let flag): flag ? "true" : "false"
    case .string(let text): quoteString(text)
    case .identifier(let name): CSSEscapes.escapedWord(name)
    case .current: "current"
    case .record(let fields):
      "{"
        + fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "\($0): \(fields[$0]!)" }
        .joined(separator: ", ") + "}"
    case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .function(let name, let arguments):
      name + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    case .relation(let element, let attribute, let multiplier, let constant):
      (attribute.map { element + "." + $0 } ?? element)
        + (multiplier == 1 ? "" : " * " + formatNumber(multiplier))
        + (constant == 0 ? "" : (constant < 0 ? " - " : " + ") + formatNumber(abs(constant)))
    case .attributes(let fields):
      "("
        + fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "\($0): \(fields[$0]!)" }
        .joined(separator: ", ") + ")"
    case .list(let items, let separator): Self.listText(items, separator, itemText: \.description)
    }
  }

  /// A list's text, each item's as `itemText` writes it. A comma list of space lists reads as
  /// CSS writes it (`1px 2px red, 3px 4px blue`): only a list the outer one's separator would
  /// split, or join, is parenthesized.
  fileprivate static func listText(
    _ items: [StyleValue], _ separator: ListSeparator, itemText: (StyleValue) -> String
  ) -> String {
    items.map { item in
      if case .list(_, let inner) = item, separator != .comma || inner != .space {
        "(\(itemText(item)))"
      } else {
        itemText(item)
      }
    }.joined(separator: separator.rawValue)
  }
}

extension StyleValue {
  /// The canonical text as CSS syntax reads it back as the same value: each word escaped where
  /// its text would read as something else (`\31 0px`, the word "10px", not the number; a `;` or
  /// `}` in a word, which would end the declaration or the rule, `\;`), as a selector's names
  /// are. What `Stylesheet.canonicalText` writes of a declaration whose value is worked out where
  /// it is written (a custom property's, or one worked out on each node, stands as its text).
  var textReadingBackInCSS: String {
    switch self {
    case .identifier(let name): CSSEscapes.escapedName(name)
    case .function(let name, let arguments):
      name + "(" + arguments.map(\.textReadingBackInCSS).joined(separator: ", ") + ")"
    case .list(let items, let separator): Self.listText(items, separator, itemText: \.textReadingBackInCSS)
    default: description
    }
  }
}
