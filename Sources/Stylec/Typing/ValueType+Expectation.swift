/// Names as a message lists them, `a, b, c`: at most 40, then how many there are in all. A
/// schema's enumeration (or states, or argument values) of thousands of names would make every
/// report of a misfit that long.
func listing(_ names: some Collection<String>) -> String {
  let limit = 40
  guard names.count > limit else { return names.joined(separator: ", ") }
  return names.prefix(limit).joined(separator: ", ") + ", … (\(names.count) names)"
}

extension ValueType {
  /// How a value of this type is written, for "expected …" messages and an editor's hover.
  package var expectation: String {
    switch self {
    case .any: "any value"
    case .color:
      "a color: #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%), hsla(h, s%, l%, a) or a name (in the stylec and css dialects also rgb(r g b / a), hsl(h s% l% / a), color-mix() and light-dark())"
    case .number: "a number"
    case .length: "a length in points, such as 12 or 12px"
    case .percentage: "a percentage, such as 50%"
    case .boolean: "YES, NO, true or false"
    case .string: "a string or a word"
    case .font:
      "a font: a size (12), a name and a size (Avenir-Heavy 12), System-Bold 12, or a text style (body, headline, …)"
    case .insets: "insets: 1, 2 or 4 numbers (top, left, bottom, right), or insets(…)"
    case .size: "a size: 1 or 2 numbers (width, height), or size(…)"
    case .point: "a point: 1 or 2 numbers (x, y), point(…), offset(…), parent(dx, dy) or window(dx, dy)"
    case .rect:
      "a rect: 4 numbers (x, y, width, height), rect(…), parent(…), window(…), or size(w, h) followed by left(…), right(…), top(…), bottom(…) or insets(…)"
    case .image:
      "an image name, quoted, bare, url(…) or image(…), optionally followed by 4 cap insets, or a color"
    case .transform:
      "rotate(degrees), scale(sx, sy) and translate(tx, ty) steps in points, or identity (in the stylec and css dialects also translateX(), translateY(), scaleX(), scaleY(), rotateZ(), skew(), skewX(), skewY() and matrix())"
    case .attributedString:
      "runs of text, each a string or localized(\"key\") followed by its attributes: \"text\" (font: Avenir 12, color: blue)"
    case .layout:
      "layout attributes: left(…), right(…), top(…), bottom(…), width(…), height(…), centerX(…), centerY(…), size(w, h), sizeToFit(w, h), center(x, y), topLeft(x, y), …"
    case .relativeView: "a sibling (.prev, .next, .first or .last) or a view's #id"
    case .time: "a time, such as 0.3s or 300ms"
    case .duration: "a time of 0 or more, such as 0.3s or 300ms"
    case .easing:
      "an easing: linear, ease, ease-in, ease-out, ease-in-out, step-start, step-end, cubic-bezier(x1, y1, x2, y2) or steps(count, position)"
    case .transition:
      "transitions, each a property (or all), a duration, a delay and an easing (linear, ease, ease-in, ease-out, ease-in-out, step-start, step-end, cubic-bezier(…) or steps(…)): background-color 0.3s ease-in, alpha 200ms; or none"
    case .enumeration(let values, let rawValues):
      "one of " + listing(values)
        + (rawValues.isEmpty
          ? ""
          : " (or the raw value of one: "
            + listing(values.compactMap { name in rawValues[name].map { "\(name)=\($0)" } }) + ")")
    case .list(let element): "a list of " + element.expectation
    case .object(let type): "properties of its \(type), set as name.property"
    case .bounded(let base, let minimum, let maximum):
      switch (minimum, maximum) {
      case (let minimum?, let maximum?):
        base.expectation(" from \(formatNumber(minimum)) to \(formatNumber(maximum))")
      case (let minimum?, nil): base.expectation(" of \(formatNumber(minimum)) or more")
      case (nil, let maximum?): base.expectation(" of \(formatNumber(maximum)) or less")
      case (nil, nil): base.expectation
      }
    }
  }

  /// How a number or a length is written within bounds (`bounds`, ` of 0 or more`), for a
  /// bounded type's expectation: the bounds before the example (`a length in points of 0 or
  /// more, such as 12 or 12px`).
  private func expectation(_ bounds: String) -> String {
    switch self {
    case .length: "a length in points\(bounds), such as 12 or 12px"
    default: expectation + bounds
    }
  }
}
