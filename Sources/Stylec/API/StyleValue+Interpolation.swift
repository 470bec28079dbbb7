/// Values in between, for animating a change as its `StyleTransition` says.
extension StyleValue {
  /// The value `progress` of the way from this one to `other` (0 is this one, 1 is `other`; an
  /// easing may give a progress past either end, and the result goes as far): numbers of one
  /// unit (or of one dimension, in `other`'s unit; nil where the number goes past what a
  /// number holds, as an overshooting easing can take it), colors (channel by channel, their alpha
  /// premultiplied, as CSS mixes legacy sRGB colors), and records and lists whose fields or items
  /// all interpolate (sizes, insets, points, rects, fonts' sizes). Nil when the two cannot be
  /// interpolated: of other kinds, other units, names, strings, images. Then the property
  /// changes at once, as CSS changes a discrete property.
  public func interpolated(to other: StyleValue, progress: Double) -> StyleValue? {
    guard progress.isFinite else { return nil }
    if self == other { return self }
    switch (self, other) {
    case (.number(let from, let fromUnit), .number(let to, let toUnit)):
      guard fromUnit == toUnit || fromUnit.dimension == toUnit.dimension else { return nil }
      let number = Self.between(fromUnit.convert(from, to: toUnit), to, progress: progress)
      return number.isFinite ? .number(number, unit: toUnit) : nil
    case (.color(let from), .color(let to)): return .color(from.interpolated(to: to, progress: progress))
    case (.record(let from), .record(let to)):
      guard from.count == to.count else { return nil }
      var fields: [String: StyleValue] = [:]
      for (key, start) in from {
        guard let end = to[key], let value = start.interpolated(to: end, progress: progress) else {
          return nil
        }
        fields[key] = value
      }
      return .record(fields)
    case (.array(let from), .array(let to)):
      return Self.interpolated(from, to, progress: progress).map(StyleValue.array)
    case (.list(let from, let separator), .list(let to, let otherSeparator)) where separator == otherSeparator:
      return Self.interpolated(from, to, progress: progress).map { .list($0, separator: separator) }
    case (.function(let name, let from), .function(let otherName, let to)) where name == otherName:
      return Self.interpolated(from, to, progress: progress).map { .function(name, $0) }
    default: return nil
    }
  }

  /// The number `progress` of the way from `start` to `end`: exactly each at 0 and 1, and
  /// weighted so that no difference overflows (1e308 to -1e308 is 0 half-way, not -inf).
  static func between(_ start: Double, _ end: Double, progress: Double) -> Double {
    if progress == 0 { return start }
    if progress == 1 { return end }
    return start * (1 - progress) + end * progress
  }

  /// Item by item, for lists of one length.
  private static func interpolated(_ from: [StyleValue], _ to: [StyleValue], progress: Double)
    -> [StyleValue]?
  {
    guard from.count == to.count else { return nil }
    var items: [StyleValue] = []
    items.reserveCapacity(from.count)
    for (start, end) in zip(from, to) {
      guard let item = start.interpolated(to: end, progress: progress) else { return nil }
      items.append(item)
    }
    return items
  }
}

extension StyleColor {
  /// The color `progress` of the way to `other`, in premultiplied sRGB; channels kept in 0...1.
  func interpolated(to other: StyleColor, progress: Double) -> StyleColor {
    if progress == 0 || progress == 1 { return progress == 0 ? self : other }
    let clamp = { (value: Double) in min(max(value, 0), 1) }
    let alpha = clamp(StyleValue.between(self.alpha, other.alpha, progress: progress))
    guard alpha > 0 else { return StyleColor(red: 0, green: 0, blue: 0, alpha: 0) }
    let channel = { (from: Double, to: Double) in
      clamp(StyleValue.between(from * self.alpha, to * other.alpha, progress: progress) / alpha)
    }
    return StyleColor(
      red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue),
      alpha: alpha)
  }
}
