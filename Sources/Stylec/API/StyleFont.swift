/// A font as the `font` type's normal form gives it: a family and a size, the system font with a
/// weight or in italics, or a text style that scales with the reader's setting.
public struct StyleFont: Hashable, Sendable, Codable {
  /// The family or face name (`Avenir-Heavy`), `system` for the system font; nil for a text
  /// style.
  public var family: String?
  /// The size in points; nil where none was written (a text style, or a name alone).
  public var size: Double?
  /// The system font's weight (`bold`, `semibold`, …), if one was written.
  public var weight: String?
  /// Whether the system font is italic.
  public var isItalic: Bool
  /// The text style (`body`, `headline`, `title1`, …) for a font that scales with Dynamic Type.
  public var textStyle: String?

  /// A font of the given family and size; `weight` and `isItalic` are for the system font.
  public init(
    family: String? = nil, size: Double? = nil, weight: String? = nil, isItalic: Bool = false,
    textStyle: String? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = isItalic
    self.textStyle = textStyle
  }

  /// Whether it is the system font.
  public var isSystem: Bool { family == "system" }

  init?(record fields: [String: StyleValue]) {
    let family = fields["family"]?.string
    let textStyle = fields["text-style"]?.string
    guard family != nil || textStyle != nil else { return nil }
    self.init(
      family: family, size: fields["size"]?.number, weight: fields["weight"]?.string,
      isItalic: fields["italic"]?.boolean ?? false, textStyle: textStyle)
  }
}
