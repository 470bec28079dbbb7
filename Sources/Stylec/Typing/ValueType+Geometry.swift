/// InterfaCSS's geometry under a schema's types: the constructors (`size(3, 4)`, `point(5, 6)`,
/// `offset(1, 2)`, `insets(…)`, `rect(…)`), points and rects relative to the parent view or the
/// window (`parent(10, 20)`, `size(50%, auto).left(10)`), and the `layout` type's attributes.
/// What depends on the views' geometry at run time is kept as structure, not computed: the
/// normal forms say what relates to what.
extension ValueType {
  /// The geometry form of `value` for a `size`, `point`, `insets` or `rect` property; nil when
  /// `value` is none (plain numbers, which the caller reads).
  func geometry(_ value: StyleValue) -> Result<StyleValue, ConversionFailure>? {
    switch (self, value) {
    case (.size, .function("size", let arguments)):
      return pair(arguments, value, names: ("width", "height"))
    case (.point, .function("point", let arguments)), (.point, .function("offset", let arguments)):
      return pair(arguments, value, names: ("x", "y"))
    case (.insets, .function("insets", let arguments)), (.rect, .function("rect", let arguments)):
      let converted = convert(.list(arguments, separator: .comma))
      return (try? converted.get()) == nil ? fail(value) : converted
    // `size(w, h)` alone, of points, is the rect at the origin (InterfaCSS's
    // `testAbsoluteRectPropertyValues`: `bounds: size(10, 20)` is (0, 0, 10, 20)); with a
    // percentage, `auto` or an edge it is a frame in the parent.
    case (.rect, .function("size", let arguments))
    where (1...2).contains(arguments.count) && arguments.allSatisfy({ Self.isPoints($0) }):
      let size = arguments.count == 2 ? arguments : [arguments[0], arguments[0]]
      return convert(.list([.number(0, unit: .none), .number(0, unit: .none)] + size, separator: .comma))
    case (.point, _), (.rect, _):
      if let relative = relativeToParentOrWindow(value) { return relative }
      if self == .rect, let frame = relativeFrame(value) { return frame }
      return nil
    default: return nil
    }
  }

  /// `size(w)` is a square; `point(x, y)`, `offset(h, v)` and `size(w, h)` name their two numbers.
  private func pair(_ arguments: [StyleValue], _ value: StyleValue, names: (String, String)) -> Result<
    StyleValue, ConversionFailure
  > {
    guard let numbers = numbers(.list(arguments, separator: .comma)), (1...2).contains(numbers.count) else {
      return fail(value)
    }
    return .success(record([names.0: numbers[0], names.1: numbers.count == 2 ? numbers[1] : numbers[0]]))
  }

  /// `parent`, `superview` or `window`, bare or with 2 or 4 numbers. For a point, the two numbers
  /// offset it from the centre of the parent (or window); for a rect, they inset it, dx and dy or
  /// top, left, bottom and right.
  private func relativeToParentOrWindow(_ value: StyleValue) -> Result<StyleValue, ConversionFailure>? {
    let relativeTo: String
    let arguments: [StyleValue]
    switch value {
    case .identifier(let word) where ["parent", "superview", "window"].contains(word.lowercased()):
      relativeTo = word.lowercased() == "window" ? "window" : "parent"
      arguments = []
    case .function("parent", let written), .function("window", let written):
      guard case .function(let name, _) = value else { return nil }
      relativeTo = name
      arguments = written
    default: return nil
    }
    guard let numbers = numbers(.list(arguments, separator: .comma)) else { return fail(value) }
    var fields: [String: StyleValue] = ["relative-to": .string(relativeTo)]
    if self == .point {
      guard numbers.isEmpty || numbers.count == 2 else { return fail(value) }
      fields["x"] = .number(numbers.first ?? 0, unit: .none)
      fields["y"] = .number(numbers.last ?? 0, unit: .none)
      return .success(.record(fields))
    }
    let insets: (Double, Double, Double, Double)
    switch numbers.count {
    case 0: insets = (0, 0, 0, 0)
    case 2: insets = (numbers[1], numbers[0], numbers[1], numbers[0])
    case 4: insets = (numbers[0], numbers[1], numbers[2], numbers[3])
    default: return fail(value)
    }
    fields["insets"] = record(["top": insets.0, "left": insets.1, "bottom": insets.2, "right": insets.3])
    return .success(.record(fields))
  }

  /// InterfaCSS's frame within the parent: `size(w, h)` or `sizeToFit(w, h)` followed by any of
  /// `left(…)`, `right(…)`, `top(…)`, `bottom(…)` and `insets(t, l, b, r)`, each a number of
  /// points, a percentage of the parent, or `auto` (auto on both sides centres the view).
  private func relativeFrame(_ value: StyleValue) -> Result<StyleValue, ConversionFailure>? {
    let parts: [StyleValue]
    switch value {
    case .function: parts = [value]
    case .list(let items, .space) where items.allSatisfy({ if case .function = $0 { true } else { false } }):
      parts = items
    default: return nil
    }
    var fields: [String: StyleValue] = ["relative-to": .string("parent")]
    for part in parts {
      guard case .function(let name, let arguments) = part else { return nil }
      let edges: [String]
      switch name {
      case "size": edges = ["width", "height"]
      case "sizeToFit":
        fields["size-to-fit"] = .boolean(true)
        edges = arguments.isEmpty ? [] : ["width", "height"]
      case "left", "right", "top", "bottom": edges = [name]
      case "insets": edges = ["top", "left", "bottom", "right"]
      default: return nil
      }
      let written = arguments.count == 1 && edges.count == 2 ? [arguments[0], arguments[0]] : arguments
      guard written.count == edges.count else { return fail(value) }
      for (edge, argument) in zip(edges, written) {
        guard let length = frameLength(argument) else { return fail(value) }
        fields[edge] = length
      }
    }
    return .success(.record(fields))
  }

  /// Whether a value is a number of points: no unit, `px` or `pt`.
  private static func isPoints(_ value: StyleValue) -> Bool {
    guard case .number(_, let unit) = value else { return false }
    return unit == .none || unit == .px || unit == .pt
  }

  /// A frame's length: points, a percentage of the parent, or `auto`.
  private func frameLength(_ value: StyleValue) -> StyleValue? {
    switch value {
    case .number(let number, .none), .number(let number, .px), .number(let number, .pt):
      .number(number, unit: .none)
    case .number(_, .percent): value
    case .identifier(let word) where word.lowercased() == "auto": .identifier("auto")
    default: nil
    }
  }

  // MARK: Layout

  /// InterfaCSS's `layout`: attribute functions separated by commas, spaces or dots
  /// (`size(100, 100), left(parent + 10), top(elementFoo.bottom - 100)`). The normal form is a
  /// record by attribute (`left`, `center-x`, …), each `{"constant"}` or `{"element",
  /// "attribute", "multiplier", "constant"}`, and `"size-to-fit": true` for `sizeToFit(…)`. A
  /// later function setting an attribute replaces an earlier one's.
  func layout(_ value: StyleValue) -> Result<StyleValue, ConversionFailure> {
    let parts: [StyleValue]
    if case .list(let items, _) = value { parts = items } else { parts = [value] }
    var fields: [String: StyleValue] = [:]
    for part in parts {
      guard case .function(let name, let arguments) = part else { return fail(value) }
      var targets: [String]
      if let pair = KeptFunction.compoundLayoutAttributes[name] {
        targets = [pair.0, pair.1]
        if name == "sizeToFit" {
          fields["size-to-fit"] = .boolean(true)
          if arguments.isEmpty { targets = [] }
        }
      } else if KeptFunction.layoutAttributes.contains(kebabCase(name)) {
        targets = [kebabCase(name)]
      } else {
        return fail(value)
      }
      guard arguments.count == targets.count else { return fail(value) }
      for (target, term) in zip(targets, arguments) {
        guard let constraint = layoutConstraint(term, for: target) else { return fail(value) }
        fields[target] = constraint
      }
    }
    guard !fields.isEmpty else { return fail(value) }
    return .success(.record(fields))
  }

  /// One attribute's term in its normal form. An omitted edge is the attribute's own for the
  /// parent, and the facing edge for another view (`left(elementFoo)` is elementFoo's right),
  /// as InterfaCSS resolves it; a percentage is that fraction of the parent's same attribute.
  private func layoutConstraint(_ term: StyleValue, for target: String) -> StyleValue? {
    switch term {
    case .number(let number, .none), .number(let number, .px), .number(let number, .pt):
      return .record(["constant": .number(number, unit: .none)])
    case .number(let number, .percent):
      return relation(element: "parent", attribute: target, multiplier: number / 100, constant: 0)
    case .relation(let element, let written, let multiplier, let constant):
      let attribute: String
      if let written {
        attribute = written
      } else if element == "parent" {
        attribute = target
      } else if element == "guide" {
        attribute = ["top", "bottom"].contains(target) ? target : "center"
      } else {
        let facing = ["left": "right", "right": "left", "top": "bottom", "bottom": "top"]
        attribute = facing[target] ?? target
      }
      return relation(element: element, attribute: attribute, multiplier: multiplier, constant: constant)
    default: return nil
    }
  }

  private func relation(element: String, attribute: String, multiplier: Double, constant: Double)
    -> StyleValue
  {
    .record([
      "element": .string(element), "attribute": .string(attribute),
      "multiplier": .number(multiplier, unit: .none), "constant": .number(constant, unit: .none),
    ])
  }
}
