import Foundation

/// The colour spaces of CSS Color 4 that stylec reads, as conversions to and from sRGB, the
/// space every `StyleColor` holds: sRGB's transfer function, Oklab, and CIE Lab (D50, the white
/// CSS's `lab()` and `lch()` are relative to). The matrices are those the specification gives.
enum ColorSpaces {
  /// The sRGB transfer function, from an encoded channel to light.
  static func linear(_ channel: Double) -> Double {
    channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }

  /// The inverse of `linear(_:)` (a negative light, out of sRGB's gamut, stays negative).
  static func encoded(_ light: Double) -> Double {
    light <= 0.0031308 ? light * 12.92 : 1.055 * pow(light, 1 / 2.4) - 0.055
  }

  /// Oklab's L, a and b of linear sRGB (Björn Ottosson's matrices, as CSS Color 4 gives them).
  static func oklab(fromLinear rgb: [Double]) -> [Double] {
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
  static func linear(fromOklab lab: [Double]) -> [Double] {
    let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
    let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
    let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
    return [
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
    ]
  }

  /// Linear sRGB of CIE Lab's L (0 to 100), a and b, under the D50 white: Lab to XYZ, adapted
  /// to D65 (Bradford), then to sRGB's primaries.
  static func linear(fromLab lab: [Double]) -> [Double] {
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    let fy = (lab[0] + 16) / 116
    let fx = fy + lab[1] / 500
    let fz = fy - lab[2] / 200
    let x = pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa
    let y = lab[0] > kappa * epsilon ? pow(fy, 3) : lab[0] / kappa
    let z = pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa
    let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
    let d50 = [x * white[0], y * white[1], z * white[2]]
    let d65 = multiply(
      [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
      ], d50)
    return multiply(
      [
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
      ], d65)
  }

  /// Cartesian a and b of a polar chroma and hue (degrees): `lch()` and `oklch()` are `lab()`
  /// and `oklab()` written around the hue circle.
  static func rectangular(chroma: Double, hue: Double) -> (a: Double, b: Double) {
    let radians = hue * .pi / 180
    return (chroma * cos(radians), chroma * sin(radians))
  }

  /// The sRGB colour of linear sRGB channels, clipped to sRGB's gamut.
  static func color(fromLinear rgb: [Double], alpha: Double) -> StyleColor {
    StyleColor(red: encoded(rgb[0]), green: encoded(rgb[1]), blue: encoded(rgb[2]), alpha: alpha)
  }

  private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
    matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
  }
}
