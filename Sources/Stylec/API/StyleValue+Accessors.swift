/// Typed accessors: a value as the Swift type an app sets on a view, or nil when it is not one.
/// Each reads a value in its type's normal form (as `resolve(_:schema:)` gives it) and also a
/// value as written, converting it as that type would (`4 8` is insets without a schema too), so
/// code reads the same with or without a schema.
extension StyleValue {
  /// A plain number or a length in points (`12`, `12px`, `12pt`); nil for a percentage.
  public var number: Double? {
    guard case .number(let number, let unit) = self, unit != .percent else { return nil }
    return number
  }

  /// A percentage's number (`50%` is 50).
  public var percentage: Double? {
    guard case .number(let number, .percent) = self else { return nil }
    return number
  }

  /// A boolean, also from `YES`/`NO` and `1`/`0`.
  public var boolean: Bool? {
    if case .boolean(let flag) = self { return flag }
    guard case .success(.boolean(let flag)) = ValueType.boolean.convert(self) else { return nil }
    return flag
  }

  /// A string, or a bare word's text (an enumeration's name, an image's).
  public var string: String? {
    switch self {
    case .string(let text), .identifier(let text): text
    default: nil
    }
  }

  /// A color; nil for a gradient or a pattern image, which are images.
  public var color: StyleColor? {
    if case .color(let color) = self { return color }
    guard case .success(.color(let color)) = ValueType.color.convert(self) else { return nil }
    return color
  }

  /// A font.
  public var font: StyleFont? { typed(as: .font).flatMap(StyleFont.init(record:)) }

  /// Edge insets.
  public var insets: StyleInsets? { typed(as: .insets).flatMap(StyleInsets.init(record:)) }

  /// Transitions, in the order written (`ValueType.transition`); empty for `none`.
  public var transitions: [StyleTransition]? {
    let value: StyleValue
    if case .array = self {
      value = self
    } else {
      guard case .success(let converted) = ValueType.transition.convert(self) else { return nil }
      value = converted
    }
    guard case .array(let records) = value else { return nil }
    let transitions = records.compactMap(StyleTransition.init(record:))
    return transitions.count == records.count ? transitions : nil
  }

  /// A time in seconds (`0.3s`, `300ms`).
  public var seconds: Double? {
    guard case .number(let number, let unit) = self, unit.dimension == .time else { return nil }
    return number * unit.scale
  }

  /// An easing function (`ease-in`, `cubic-bezier(…)`, `steps(…)`).
  public var easing: StyleTransition.Easing? {
    guard case .success(let value) = ValueType.easing.convert(self) else { return nil }
    return StyleTransition.Easing(value: value)
  }

  /// A size.
  public var size: StyleSize? { typed(as: .size).flatMap(StyleSize.init(record:)) }

  /// A point, absolute or relative to the parent's or the window's centre.
  public var point: StylePoint? { typed(as: .point).flatMap(StylePoint.init(record:)) }

  /// An absolute rectangle; nil for a frame relative to the parent or the window.
  public var rect: StyleRect? { typed(as: .rect).flatMap(StyleRect.init(record:)) }

  /// An image.
  public var image: StyleImage? { typed(as: .image).flatMap(StyleImage.init(record:)) }

  /// The items of a list or a typed array; a single value is a list of one.
  public var items: [StyleValue] {
    switch self {
    case .array(let items), .list(let items, _): items
    default: [self]
    }
  }

  /// InterfaCSS's `current`: the view keeps the value it has.
  public var isCurrent: Bool { self == .current }

  /// The record of fields the value is, or converts to as `type`.
  private func typed(as type: ValueType) -> [String: StyleValue]? {
    if case .record(let fields) = self { return fields }
    guard case .success(.record(let fields)) = type.convert(self) else { return nil }
    return fields
  }
}
