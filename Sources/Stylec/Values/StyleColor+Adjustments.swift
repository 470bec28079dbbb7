/// The color functions of Sass and Less that InterfaCSS users write: `lighten`, `darken`,
/// `saturate`, `desaturate` move a CSS HSL component by an amount of percentage points;
/// `fade` sets the opacity. In the `interfacss` dialect they scale HSB as InterfaCSS does.
extension StyleColor {
  /// Hue in degrees (0..<360), saturation and lightness from 0 to 1, as CSS HSL defines them.
  var hsl: (hue: Double, saturation: Double, lightness: Double) {
    let high = max(red, green, blue)
    let low = min(red, green, blue)
    let lightness = (high + low) / 2
    guard high != low else { return (0, 0, lightness) }
    let chroma = high - low
    let saturation = chroma / (1 - abs(2 * lightness - 1))
    var hue: Double
    if high == red {
      hue = (green - blue) / chroma
    } else if high == green {
      hue = (blue - red) / chroma + 2
    } else {
      hue = (red - green) / chroma + 4
    }
    hue *= 60
    if hue < 0 { hue += 360 }
    return (hue, saturation, lightness)
  }

  /// The color with its HSL lightness and saturation moved by the given fractions (clamped).
  func adjusted(lightness: Double = 0, saturation: Double = 0) -> StyleColor {
    let (h, s, l) = hsl
    return StyleColor(hue: h, saturation: s + saturation, lightness: l + lightness, alpha: alpha)
  }

  /// Hue in degrees (0..<360), saturation and brightness from 0 to 1, as UIKit's HSB has them.
  var hsb: (hue: Double, saturation: Double, brightness: Double) {
    let brightness = max(red, green, blue)
    let chroma = brightness - min(red, green, blue)
    return (hsl.hue, brightness == 0 ? 0 : chroma / brightness, brightness)
  }

  /// The color as InterfaCSS's `lighten`, `darken`, `saturate`, `desaturate`, `fadein` or
  /// `fadeout` (`function`) makes it: one HSB component (or the alpha) moved by `fraction` of
  /// itself, `v + v·fraction` (less for `darken`, `desaturate` and `fadeout`), clamped to 0…1.
  func scaled(_ function: String, by fraction: Double) -> StyleColor {
    let (hue, saturation, brightness) = hsb
    func scale(_ value: Double, _ sign: Double) -> Double { min(1, max(0, value + value * fraction * sign)) }
    switch function {
    case "lighten", "darken":
      return StyleColor(
        hue: hue, saturation: saturation, brightness: scale(brightness, function == "lighten" ? 1 : -1),
        alpha: alpha)
    case "saturate", "desaturate":
      return StyleColor(
        hue: hue, saturation: scale(saturation, function == "saturate" ? 1 : -1), brightness: brightness,
        alpha: alpha)
    default:
      return withAlpha(scale(alpha, function == "fadein" ? 1 : -1))
    }
  }

  /// The color with the given opacity.
  func withAlpha(_ alpha: Double) -> StyleColor {
    StyleColor(red: red, green: green, blue: blue, alpha: alpha)
  }
}
