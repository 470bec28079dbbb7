/// An sRGB color with alpha, each channel from 0 to 1.
public struct Color: Hashable, Sendable {
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

  /// Reads `rgb`, `rrggbb`, `rgba` or `rrggbbaa` hex digits (without `#`); nil otherwise.
  init?(hexDigits: some StringProtocol) {
    var nibbles: [Double] = []
    for byte in hexDigits.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(Double(byte - UInt8(ascii: "0")))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(Double(byte - UInt8(ascii: "a") + 10))
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(Double(byte - UInt8(ascii: "A") + 10))
      default: return nil
      }
    }
    let channels: [Double]
    switch nibbles.count {
    case 3, 4: channels = nibbles.map { $0 * 17 / 255 }
    case 6, 8:
      channels = stride(from: 0, to: nibbles.count, by: 2).map { (index: Int) -> Double in
        let high: Double = nibbles[index] * 16
        return (high + nibbles[index + 1]) / 255
      }
    default: return nil
    }
    self.init(
      red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
  }

  /// A color from CSS HSL: hue in degrees, saturation and lightness from 0 to 1.
  init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
    let hue = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
    let saturation = min(1, max(0, saturation))
    let lightness = min(1, max(0, lightness))
    let q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation
    let p = 2 * lightness - q
    func channel(_ t: Double) -> Double {
      let t = t < 0 ? t + 1 : (t > 1 ? t - 1 : t)
      if t < 1.0 / 6 { return p + (q - p) * 6 * t }
      if t < 1.0 / 2 { return q }
      if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
      return p
    }
    self.init(red: channel(hue + 1.0 / 3), green: channel(hue), blue: channel(hue - 1.0 / 3), alpha: alpha)
  }
}
