import Foundation

/// CSS Color 5's `color-mix(in <space>, <color> [<p>], <color> [<p>])`: two colours mixed by
/// their percentages in an interpolation space, with premultiplied alpha, as the specification
/// computes it. The spaces read are those whose mix an sRGB result can hold without gamut
/// mapping: `srgb` (gamma-encoded channels), `srgb-linear` (light), and `oklab` (perceptual).
enum ColorMixSpace: String, CaseIterable, Sendable {
  case srgb
  case srgbLinear = "srgb-linear"
  case oklab

  /// The two colours mixed: `first` takes `firstShare` of the mix, `second` the rest, each
  /// share from 0 to 1 after the specification's normalisation (`ColorMixShares`).
  func mix(_ first: StyleColor, _ second: StyleColor, shares: ColorMixShares) -> StyleColor {
    let a = coordinates(of: first)
    let b = coordinates(of: second)
    let alpha = first.alpha * shares.first + second.alpha * shares.second
    guard alpha > 0 else { return StyleColor(red: 0, green: 0, blue: 0, alpha: 0) }
    // Premultiplied: a transparent colour adds nothing of its hue.
    let mixed = (0..<3).map { channel in
      (a[channel] * first.alpha * shares.first + b[channel] * second.alpha * shares.second) / alpha
    }
    return color(of: mixed, alpha: alpha * shares.alphaMultiplier)
  }

  /// A colour's three coordinates in the space.
  private func coordinates(of color: StyleColor) -> [Double] {
    let encoded = [color.red, color.green, color.blue]
    switch self {
    case .srgb: return encoded
    case .srgbLinear: return encoded.map(Self.linear)
    case .oklab: return Self.oklab(fromLinear: encoded.map(Self.linear))
    }
  }

  /// The sRGB colour of coordinates in the space (clamped to sRGB's gamut).
  private func color(of coordinates: [Double], alpha: Double) -> StyleColor {
    let encoded: [Double]
    switch self {
    case .srgb: encoded = coordinates
    case .srgbLinear: encoded = coordinates.map(Self.encoded)
    case .oklab: encoded = Self.linear(fromOklab: coordinates).map(Self.encoded)
    }
    return StyleColor(red: encoded[0], green: encoded[1], blue: encoded[2], alpha: alpha)
  }

  /// The sRGB transfer function, from an encoded channel to light.
  private static func linear(_ channel: Double) -> Double {
    channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }

  /// The inverse of `linear(_:)`.
  private static func encoded(_ light: Double) -> Double {
    light <= 0.0031308 ? light * 12.92 : 1.055 * pow(light, 1 / 2.4) - 0.055
  }

  /// Oklab's L, a and b of linear sRGB (Björn Ottosson's matrices, as CSS Color 4 gives them).
  private static func oklab(fromLinear rgb: [Double]) -> [Double] {
    let l = cbrt(0.4122214708 * rgb[0] + 0.5363325363 * rgb[1] + 0.0514459929 * rgb[2])
    let m = cbrt(0.2119034982 * rgb[0] + 0.6806995451 * rgb[1] + 0.1073969566 * rgb[2])
    let s = cbrt(0.0883024619 * rgb[0] + 0.2817188376 * rgb[1] + 0.6299787005 * rgb[2])
    return [
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
    ]
  }

  /// Linear sRGB of Oklab's L, a and b.
  private static func linear(fromOklab lab: [Double]) -> [Double] {
    let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
    let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
    let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
    return [
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
    ]
  }
}

/// The shares two colours take of a mix, from the percentages written (either or both may be
/// left out), normalised as CSS Color 5 says: both left out are half each; one left out is
/// the rest of the other; two that add up to more than 100% are scaled to it, and two that add
/// up to less are scaled up, the mix's alpha then multiplied by their sum.
struct ColorMixShares: Equatable {
  var first: Double
  var second: Double
  var alphaMultiplier = 1.0

  /// Nil when both are 0% (there is nothing to mix), or a percentage is outside 0–100%.
  init?(first written1: Double?, second written2: Double?) {
    let p1 = written1 ?? written2.map { 1 - $0 } ?? 0.5
    let p2 = written2 ?? written1.map { 1 - $0 } ?? 0.5
    guard (0...1).contains(p1), (0...1).contains(p2), p1 + p2 > 0 else { return nil }
    let sum = p1 + p2
    first = p1 / sum
    second = p2 / sum
    if sum < 1 { alphaMultiplier = sum }
  }
}
