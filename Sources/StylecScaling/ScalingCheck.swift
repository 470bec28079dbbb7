import Foundation

/// Times a case at each of its sizes and judges its growth against n log n.
///
/// Timing on a shared 2-core machine is noisy, so the verdict compares only the largest size
/// with the smallest (eight times as large or more), each the fastest of several runs, and
/// allows `margin` times what n log n growth would give: linear and n log n growth pass with
/// room to spare, quadratic growth (64× for 8× the input) fails by far.
struct ScalingCheck {
  /// How much slower than n log n growth a case may look before it fails.
  static let margin = 2.5
  /// Runs per size; the fastest counts. One run suffices once a size takes a second.
  static let runs = 3

  /// One case's measurements and verdict.
  struct Result {
    var name: String
    var sizes: [Int]
    var seconds: [Double]
    /// The largest size's time over the smallest's.
    var growth: Double
    /// The most that growth may be.
    var allowed: Double
    var passed: Bool { growth <= allowed }
  }

  /// The growth n log n allows from `small` to `large`, with the margin.
  static func allowedGrowth(from small: Int, to large: Int) -> Double {
    let n0 = Double(max(small, 2))
    let n1 = Double(max(large, 2))
    return n1 / n0 * (log2(n1) / log2(n0)) * margin
  }

  /// Measures `scalingCase` at each size.
  static func measure(_ scalingCase: ScalingCase) throws -> Result {
    var seconds: [Double] = []
    for size in scalingCase.sizes {
      let work = try scalingCase.prepare(size)
      var best = Double.infinity
      for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        if best > 1 { break }
      }
      seconds.append(best)
    }
    let small = scalingCase.sizes.first ?? 1
    let large = scalingCase.sizes.last ?? 1
    return Result(
      name: scalingCase.name, sizes: scalingCase.sizes, seconds: seconds,
      growth: (seconds.last ?? 0) / max(seconds.first ?? 1, 1e-6),
      allowed: allowedGrowth(from: small, to: large))
  }
}
