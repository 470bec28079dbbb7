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
    case .srgbLinear: return encoded.map(ColorSpaces.linear)
    case .oklab: return ColorSpaces.oklab(fromLinear: encoded.map(ColorSpaces.linear))
    }
  }

  /// The sRGB colour of coordinates in the space (clamped to sRGB's gamut).
  private func color(of coordinates: [Double], alpha: Double) -> StyleColor {
    let encoded: [Double]
    switch self {
    case .srgb: encoded = coordinates
    case .srgbLinear: encoded = coordinates.map(ColorSpaces.encoded)
    case .oklab: encoded = ColorSpaces.linear(fromOklab: coordinates).map(ColorSpaces.encoded)
    }
    return StyleColor(red: encoded[0], green: encoded[1], blue: encoded[2], alpha: alpha)
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
