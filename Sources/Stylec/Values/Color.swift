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
  init?(hexDigits: some Collection<UInt8>) {
    // Up to eight nibbles, packed four bits each, first in the highest place.
    var packed: UInt32 = 0
    var count = 0
    for byte in hexDigits {
      let nibble: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      guard count < 8 else { return nil }
      packed = packed << 4 | UInt32(nibble)
      count += 1
    }
    func digits(_ index: Int, of width: Int) -> Double {
      Double(packed >> UInt32(4 * (count - width * (index + 1))) & (1 << UInt32(4 * width) - 1))
    }
    switch count {
    case 3, 4:
      let channel = { (index: Int) in digits(index, of: 1) * 17 / 255 }
      self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: count == 4 ? channel(3) : 1)
    case 6, 8:
      let channel = { (index: Int) in digits(index, of: 2) / 255 }
      self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: count == 8 ? channel(3) : 1)
    default: return nil
    }
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
