extension StyleColor {
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

  /// A color from HSB (UIKit's `colorWithHue:saturation:brightness:alpha:`): hue in degrees,
  /// saturation and brightness from 0 to 1. The same color in HSL has the same hue.
  init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
    let saturation = min(1, max(0, saturation))
    let brightness = min(1, max(0, brightness))
    let lightness = brightness * (1 - saturation / 2)
    let spread = min(lightness, 1 - lightness)
    self.init(
      hue: hue, saturation: spread == 0 ? 0 : (brightness - lightness) / spread, lightness: lightness,
      alpha: alpha)
  }
}
