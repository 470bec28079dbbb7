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
