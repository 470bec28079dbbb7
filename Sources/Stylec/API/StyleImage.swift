/// An image as the `image` type's normal form gives it: a named image, optionally stretchable,
/// or an image filled with a color or a gradient.
public enum StyleImage: Hashable, Sendable, Codable {
  /// An image by name, with the cap insets that make it resizable (`bg 4 8 4 8`), if written.
  case named(String, capInsets: StyleInsets?)
  /// A stretchable image by name with UIKit's older caps (`image(bg.png, 10, 5)`).
  case stretchable(String, leftCapWidth: Double, topCapHeight: Double)
  /// An image filled with one color.
  case color(StyleColor)
  /// An image filled with a vertical gradient, top to bottom.
  case gradient([StyleColor])

  /// The image's name, for the named kinds.
  public var name: String? {
    switch self {
    case .named(let name, _), .stretchable(let name, _, _): name
    case .color, .gradient: nil
    }
  }

  init?(record fields: [String: StyleValue]) {
    if let color = fields["color"]?.color {
      self = .color(color)
    } else if case .array(let stops)? = fields["gradient"] {
      let colors = stops.compactMap(\.color)
      guard colors.count == stops.count else { return nil }
      self = .gradient(colors)
    } else if let name = fields["name"]?.string {
      if let left = fields["left-cap-width"]?.number, let top = fields["top-cap-height"]?.number {
        self = .stretchable(name, leftCapWidth: left, topCapHeight: top)
      } else {
        let caps: StyleInsets?
        if case .record(let insets)? = fields["cap-insets"] {
          guard let read = StyleInsets(record: insets) else { return nil }
          caps = read
        } else {
          caps = nil
        }
        self = .named(name, capInsets: caps)
      }
    } else {
      return nil
    }
  }
}
