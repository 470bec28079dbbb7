/// An sRGB color with alpha, each channel from 0 to 1.
public struct StyleColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// Creates a color, clamping each channel to 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// The color of a hex code as stylesheets write it: `#rgb`, `#rgba`, `#rrggbb` or
  /// `#rrggbbaa`, the `#` optional, digits in any case; nil for anything else.
  public init?(hex text: String) {
    let digits = text.utf8.first == UInt8(ascii: "#") ? text.utf8.dropFirst() : text.utf8[...]
    guard let color = StyleColor(hexDigits: digits) else { return nil }
    self = color
  }

  /// The color of a hex literal, `StyleColor(rgb: 0x007AFF)`: a color in code that cannot fail
  /// at run time, where `init(hex:)` reads text and may. The 24 low bits are red, green and
  /// blue, a byte each.
  public init(rgb: UInt32, alpha: Double = 1) {
    self.init(
      red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255,
      alpha: alpha)
  }

  /// The color of a hex literal with its alpha byte last, `StyleColor(rgba: 0x007AFF80)`.
  public init(rgba: UInt32) {
    self.init(rgb: rgba >> 8, alpha: Double(rgba & 0xFF) / 255)
  }

  /// The color as stylesheets write it: `hex`.
  public var description: String { hex }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque; lower case.
  public var hex: String {
    let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
    var text = "#"
    for channel in channels {
      let byte = Int((channel * 255).rounded())
      text += byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
    }
    return text
  }
}
