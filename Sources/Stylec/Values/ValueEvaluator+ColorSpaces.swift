/// Reading a colour function's channels, and CSS Color 4's functions of other colour spaces:
/// `lab()`, `lch()`, `oklab()`, `oklch()` and `hwb()`, each worked out to the sRGB colour a
/// view shows (a colour outside sRGB's gamut is clipped to it, channel by channel).
extension ValueEvaluator {
  /// CSS Color 4's functions of colour spaces other than sRGB, read in the stylec and css
  /// dialects.
  static let colorSpaceFunctions: Set<String> = ["lab", "lch", "oklab", "oklch", "hwb"]

  /// A colour function's channels as written, three or four (the last the alpha), each a
  /// number with its unit; `none` (a channel without a value, in today's CSS) is 0.
  func channels(_ name: String, _ arguments: [StyleValue], range: Range<Int>) throws(Failure) -> [(
    Double, NumericUnit
  )] {
    var numbers: [(Double, NumericUnit)] = []
    for argument in arguments {
      if dialect.readsCurrentCSS, case .identifier(let word) = argument, word.lowercased() == "none" {
        numbers.append((0, .none))
        continue
      }
      guard case .number(let number, let unit) = argument else {
        throw Failure(
          code: .invalidColor, message: "\(name)() takes numbers, not \(describe(argument))", range: range,
          notes: [
            "a color is #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%), hsla(h, s%, l%, a), hsb(h, s%, b%), hsba(h, s%, b%, a) or a name; in the stylec and css dialects also rgb(r g b / a) and hsl(h s% l% / a), without commas, and lab(), lch(), oklab(), oklch() and hwb()"
          ])
      }
      numbers.append((number, unit))
    }
    guard numbers.count == 3 || numbers.count == 4 else {
      throw Failure(
        code: .invalidColor, message: "\(name)() takes 3 or 4 arguments, not \(numbers.count)", range: range)
    }
    return numbers
  }

  /// Checks one channel's unit: a hue takes an angle's unit or none, any other channel a
  /// percentage or none.
  func check(_ name: String, _ number: Double, _ unit: NumericUnit, isHue: Bool, range: Range<Int>)
    throws(Failure)
  {
    guard unit == .none || unit == .percent && !isHue || unit.dimension == .angle && isHue else {
      throw Failure(
        code: .invalidColor,
        message:
          "\(name)() takes \(isHue ? "a hue in degrees or another angle's unit" : "numbers and percentages"), not '\(formatNumber(number))\(unit.rawValue)'",
        range: range)
    }
  }

  /// The alpha of a colour function's channels: the fourth, a number or a percentage; 1 without.
  static func alpha(of channels: [(Double, NumericUnit)]) -> Double {
    channels.count == 4 ? (channels[3].1 == .percent ? channels[3].0 / 100 : channels[3].0) : 1
  }

  /// `lab(L a b)`, `lch(L C H)`, `oklab(L a b)`, `oklch(L C H)` and `hwb(H W B)`, each with an
  /// optional alpha, their channels' percentages scaled as CSS Color 4 says (`lab()`'s L: 100%
  /// is 100, a and b: 125; `lch()`'s C: 150; `oklab()`'s L: 1, a, b and `oklch()`'s C: 0.4).
  func colorSpaceFunction(_ name: String, _ arguments: [StyleValue], range: Range<Int>) throws(Failure)
    -> StyleColor
  {
    let numbers = try channels(name, arguments, range: range)
    let hueAt = name == "hwb" ? 0 : name.hasSuffix("ch") ? 2 : nil
    for (position, (number, unit)) in numbers.prefix(3).enumerated() {
      try check(name, number, unit, isHue: position == hueAt, range: range)
    }
    let alpha = Self.alpha(of: numbers)
    // A channel's value: a percentage of the channel's full scale, or the number itself.
    func value(_ position: Int, full: Double) -> Double {
      let (number, unit) = numbers[position]
      return unit == .percent ? number / 100 * full : number
    }
    func hue(_ position: Int) -> Double {
      let (number, unit) = numbers[position]
      return unit.dimension == .angle ? unit.convert(number, to: .deg) : number
    }
    switch name {
    case "lab", "lch", "oklab", "oklch":
      // What 100% of the lightness, of a and b, and of the chroma stand for.
      let isOklab = name.hasPrefix("ok")
      let full =
        isOklab ? (lightness: 1.0, ab: 0.4, chroma: 0.4) : (lightness: 100.0, ab: 125.0, chroma: 150.0)
      let lightness = min(max(value(0, full: full.lightness), 0), full.lightness)
      let (a, b) =
        name.hasSuffix("lab")
        ? (value(1, full: full.ab), value(2, full: full.ab))
        : ColorSpaces.rectangular(chroma: max(value(1, full: full.chroma), 0), hue: hue(2))
      let coordinates = [lightness, a, b]
      return ColorSpaces.color(
        fromLinear: isOklab
          ? ColorSpaces.linear(fromOklab: coordinates) : ColorSpaces.linear(fromLab: coordinates),
        alpha: alpha)
    default:
      // hwb(): the hue's pure colour, with white and black mixed in; the two past 100% together
      // are a grey of their proportions.
      let white = min(max(value(1, full: 100) / 100, 0), 1)
      let black = min(max(value(2, full: 100) / 100, 0), 1)
      guard white + black < 1 else {
        let grey = white / (white + black)
        return StyleColor(red: grey, green: grey, blue: grey, alpha: alpha)
      }
      let pure = StyleColor(hue: hue(0), saturation: 1, lightness: 0.5)
      func mixed(_ channel: Double) -> Double { channel * (1 - white - black) + white }
      return StyleColor(red: mixed(pure.red), green: mixed(pure.green), blue: mixed(pure.blue), alpha: alpha)
    }
  }
}
