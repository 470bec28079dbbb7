import Foundation

/// The `transform` type: a sequence of `rotate(degrees)`, `scale(sx[, sy])` and
/// `translate(tx[, ty])`, as InterfaCSS writes it (`rotate(10) scale(20, 30) translate(40, 50)`),
/// or as words (`scale 0.98`, Classy's form), or `identity` (`none`). The stylec and css dialects
/// read CSS's other 2D functions too: `translateX()`, `translateY()`, `scaleX()`, `scaleY()`,
/// `rotateZ()`, `skew(ax[, ay])`, `skewX()`, `skewY()` and `matrix(a, b, c, d, e, f)`. An angle
/// may be written in any angle's unit (`rotate(45deg)`, `skew(0.1turn)`) or none (degrees), a
/// translation's distance in points (`px`, `pt`); a scale and a matrix's numbers are plain.
///
/// The normal form keeps the operations, each in its general form (`translateX(5)` is
/// `{"translate": {"x": 5, "y": 0}}`), and gives the affine matrix they compose to: each step
/// applied after the ones before it, as InterfaCSS composes them (what
/// `CGAffineTransformConcat(previous, next)` gives), or, in the css dialect, before them, as CSS
/// composes them (`Dialect.composesTransformsAsCSS`): `{"operations": [{"rotate": 10},
/// {"scale": {"x": 20, "y": 30}}, …], "matrix": {"a", "b", "c", "d", "tx", "ty"}}`, where a point
/// (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
extension ValueType {
  func transform(_ value: StyleValue, composesAsCSS: Bool) -> Result<StyleValue, ConversionFailure> {
    var items: [StyleValue]
    if case .list(let written, .space) = value { items = written } else { items = [value] }
    if items == [.identifier("identity")] || items == [.identifier("none")] { items = [] }
    var matrix = AffineMatrix.identity
    var operations: [StyleValue] = []
    var position = 0
    while position < items.count {
      let name: String
      var arguments: [StyleValue] = []
      switch items[position] {
      case .function(let function, let written):
        name = function.lowercased()
        arguments = written
        position += 1
      case .identifier(let word):
        // Classy's words: `scale 0.98`, `rotate 45`, `translate 10 20`.
        name = word.lowercased()
        position += 1
        while position < items.count, case .number = items[position] {
          arguments.append(items[position])
          position += 1
        }
      default: return fail(value)
      }
      guard let numbers = Self.transformArguments(arguments, of: name),
        let step = TransformStep(name: name, numbers: numbers)
      else { return fail(value) }
      operations.append(step.operation)
      matrix = composesAsCSS ? step.matrix.followed(by: matrix) : matrix.followed(by: step.matrix)
    }
    return .success(.record(["operations": .array(operations), "matrix": matrix.value]))
  }

  /// An operation's numbers: an angle's in degrees (from any angle's unit, or none), a
  /// translation's in points (px, pt or none), a scale's and a matrix's plain; nil for any other
  /// unit.
  private static func transformArguments(_ arguments: [StyleValue], of name: String) -> [Double]? {
    var numbers: [Double] = []
    for argument in arguments {
      guard case .number(let number, let unit) = argument else { return nil }
      switch unit.dimension {
      case .none: numbers.append(number)
      case .angle where name.hasPrefix("rotate") || name.hasPrefix("skew"):
        numbers.append(unit.convert(number, to: .deg))
      case .length where name.hasPrefix("translate"): numbers.append(number)
      default: return nil
      }
    }
    return numbers
  }
}

/// One step of a transform, in its general form: what it prints as and the matrix it is.
private struct TransformStep {
  let operation: StyleValue
  let matrix: AffineMatrix

  /// The step `name` (lower-cased) with its numbers, or nil when no step has that name and
  /// that many numbers.
  init?(name: String, numbers: [Double]) {
    func pair(_ x: Double, _ y: Double) -> StyleValue {
      .record(["x": .number(x, unit: .none), "y": .number(y, unit: .none)])
    }
    switch (name, numbers.count) {
    case ("rotate", 1), ("rotatez", 1):
      operation = .record(["rotate": .number(numbers[0], unit: .none)])
      matrix = .rotation(degrees: numbers[0])
    case ("scale", 1...2), ("scalex", 1), ("scaley", 1):
      // One number scales both axes.
      let x = name == "scaley" ? 1 : numbers[0]
      let y = name == "scalex" ? 1 : name == "scaley" ? numbers[0] : numbers.count == 2 ? numbers[1] : x
      operation = .record(["scale": pair(x, y)])
      matrix = AffineMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    case ("translate", 1...2), ("translatex", 1), ("translatey", 1):
      // One number translates along x only.
      let x = name == "translatey" ? 0 : numbers[0]
      let y = name == "translatey" ? numbers[0] : numbers.count == 2 ? numbers[1] : 0
      operation = .record(["translate": pair(x, y)])
      matrix = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    case ("skew", 1...2), ("skewx", 1), ("skewy", 1):
      let x = name == "skewy" ? 0 : numbers[0]
      let y = name == "skewy" ? numbers[0] : numbers.count == 2 ? numbers[1] : 0
      operation = .record(["skew": pair(x, y)])
      matrix = AffineMatrix(a: 1, b: tan(y * .pi / 180), c: tan(x * .pi / 180), d: 1, tx: 0, ty: 0)
    case ("matrix", 6):
      matrix = AffineMatrix(
        a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
      operation = .record(["matrix": matrix.value])
    default: return nil
    }
  }
}

/// A 2D affine transform as UIKit's `CGAffineTransform` holds it.
private struct AffineMatrix {
  var a, b, c, d, tx, ty: Double

  static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  static func rotation(degrees: Double) -> AffineMatrix {
    let radians = degrees * .pi / 180
    let (cosine, sine) = (cos(radians), sin(radians))
    return AffineMatrix(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// This transform, then `next`.
  func followed(by next: AffineMatrix) -> AffineMatrix {
    AffineMatrix(
      a: a * next.a + b * next.c, b: a * next.b + b * next.d,
      c: c * next.a + d * next.c, d: c * next.b + d * next.d,
      tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
  }

  /// The fields, rounded to 12 decimal places below a million: `cos(90°)` is 6e-17 in binary,
  /// and the printed matrix would otherwise differ from what anyone wrote by that noise.
  var value: StyleValue {
    func rounded(_ number: Double) -> StyleValue {
      guard abs(number) < 1e6 else { return .number(number, unit: .none) }
      let result = (number * 1e12).rounded() / 1e12
      return .number(result == 0 ? 0 : result, unit: .none)
    }
    return .record([
      "a": rounded(a), "b": rounded(b), "c": rounded(c), "d": rounded(d), "tx": rounded(tx),
      "ty": rounded(ty),
    ])
  }
}
