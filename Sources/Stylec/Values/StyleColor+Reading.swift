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

  /// A color from CSS HSL: hue in degrees, saturation and lightness from 0 to 1. Worked out as
  /// CSS Color 4 does, in twelfths of the circle, where a whole hue's channels come out exact
  /// (a third of a turn in binary fractions left `hsl(270 100% 50%)`'s red just under 127.5,
  /// rounded down where `hsl(90 100% 50%)`'s rounded up).
  init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
    let twelfths = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 30
    let saturation = min(1, max(0, saturation))
    let lightness = min(1, max(0, lightness))
    let spread = saturation * min(lightness, 1 - lightness)
    func channel(_ offset: Double) -> Double {
      let k = (offset + twelfths).truncatingRemainder(dividingBy: 12)
      return lightness - spread * max(-1, min(k - 3, 9 - k, 1))
    }
    self.init(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
  }

  /// A color from HSB (UIKit's `colorWithHue:saturation:brightness:alpha:`): hue in degrees,
  /// saturation and brightness from 0 to 1. The same color in HSL has the same hue.
  init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
    let sixths = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
    let saturation = min(1, max(0, saturation))
    let brightness = min(1, max(0, brightness))
    func channel(_ offset: Double) -> Double {
      let k = (offset + sixths).truncatingRemainder(dividingBy: 6)
      return brightness - brightness * saturation * max(0, min(k, 4 - k, 1))
    }
    self.init(red: channel(5), green: channel(3), blue: channel(1), alpha: alpha)
  }
}
