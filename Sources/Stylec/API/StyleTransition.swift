/// How a change of one property shows on a view, as CSS's `transition` gives it: over how long,
/// after what delay, along which easing curve. `LiveStyles` reports the transition that applies
/// to each change it makes (`StyleChange.transition`), so an app animates the change rather
/// than setting the value at once; `StyleValue.interpolated(to:progress:)` gives the value at
/// each step, and `easing.progress(at:)` the step at each moment.
///
///     UIButton { transition: background-color 0.3s ease-in, alpha 200ms; }
public struct StyleTransition: Hashable, Sendable {
  /// The property it applies to, as the sheet names it, or `all` for every property.
  public var property: String
  /// How long the change takes, in seconds (0 for none: the value is set at once).
  public var duration: Double
  /// How long it waits before it starts, in seconds; a negative delay starts it part-way.
  public var delay: Double
  /// How the value moves from the old to the new over the duration.
  public var easing: Easing

  /// Creates a transition; by default one that eases (`ease`) with no delay.
  public init(property: String, duration: Double, delay: Double = 0, easing: Easing = .ease) {
    self.property = property
    self.duration = duration
    self.delay = delay
    self.easing = easing
  }

  /// Whether it applies to `property` (a canonical property name): it names it, or `all`.
  public func applies(to property: String) -> Bool { self.property == "all" || self.property == property }

  /// An easing function (CSS Easing Functions Level 1): maps how far through its duration a
  /// transition is to how far the value has moved.
  public enum Easing: Hashable, Sendable {
    /// The value moves evenly.
    case linear
    /// A cubic Bézier curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2);
    /// x1 and x2 lie in 0...1 (`progress(at:)` takes one outside as the nearest that is in, and
    /// a curve whose y is not finite as `linear`).
    case cubicBezier(Double, Double, Double, Double)
    /// The value jumps in `count` equal steps, where `position` says: at least 1, and 2 for
    /// `jumpNone` (`progress(at:)` takes fewer as that many).
    case steps(Int, StepPosition)

    /// `ease`: the default, quick then slow.
    public static let ease = Easing.cubicBezier(0.25, 0.1, 0.25, 1)
    /// `ease-in`: slow then quick.
    public static let easeIn = Easing.cubicBezier(0.42, 0, 1, 1)
    /// `ease-out`: quick then slow.
    public static let easeOut = Easing.cubicBezier(0, 0, 0.58, 1)
    /// `ease-in-out`: slow, quick, slow.
    public static let easeInOut = Easing.cubicBezier(0.42, 0, 0.58, 1)

    /// How far the value has moved (0 at the start, 1 at the end; a Bézier curve may overshoot
    /// either) when the transition is `fraction` (clamped to 0...1) of the way through.
    public func progress(at fraction: Double) -> Double {
      let input = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
      switch self {
      case .linear: return input
      case .cubicBezier(let x1, let y1, let x2, let y2):
        guard y1.isFinite, y2.isFinite else { return input }
        let inside = { (x: Double) in x.isNaN ? 0 : min(max(x, 0), 1) }
        return CubicBezierCurve(x1: inside(x1), y1: y1, x2: inside(x2), y2: y2).y(atX: input)
      case .steps(let written, let position):
        let count = max(written, position == .jumpNone ? 2 : 1)
        // CSS Easing: the step reached, taken past the start's jump, within the jumps made.
        var step = (input * Double(count)).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        let jumps: Double =
          switch position {
          case .jumpStart, .jumpEnd: Double(count)
          case .jumpBoth: Double(count) + 1
          case .jumpNone: Double(count) - 1
          }
        return min(step, jumps) / jumps
      }
    }
  }

  /// Where the jumps of `steps()` fall.
  public enum StepPosition: String, Hashable, Sendable {
    /// The first jump at the start (`start`).
    case jumpStart = "jump-start"
    /// The last jump at the end (`end`, the default).
    case jumpEnd = "jump-end"
    /// No jump at either end: `count` values held, the first and the last included.
    case jumpNone = "jump-none"
    /// Jumps at both ends: `count + 1` jumps.
    case jumpBoth = "jump-both"
  }
}

/// A cubic Bézier easing curve through (0, 0) and (1, 1): y for a given x, found by Newton's
/// method on x(t), with halving where the slope is too flat for it.
struct CubicBezierCurve {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  func y(atX x: Double) -> Double {
    if x <= 0 || x >= 1 { return x <= 0 ? 0 : 1 }
    return Self.coordinate(at: parameter(forX: x), p1: y1, p2: y2)
  }

  /// The coordinate at parameter `t` of a curve from 0 to 1 with control values p1 and p2.
  private static func coordinate(at t: Double, p1: Double, p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private static func slope(at t: Double, p1: Double, p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }

  /// The parameter t at which x(t) = x (x(t) rises from 0 to 1, as x1 and x2 lie in 0...1).
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = Self.coordinate(at: t, p1: x1, p2: x2) - x
      if abs(error) < 1e-9 { return t }
      let slope = Self.slope(at: t, p1: x1, p2: x2)
      guard abs(slope) > 1e-6 else { break }
      t -= error / slope
      guard (0...1).contains(t) else { break }
    }
    var (low, high) = (0.0, 1.0)
    t = x
    for _ in 0..<60 {
      let value = Self.coordinate(at: t, p1: x1, p2: x2)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
