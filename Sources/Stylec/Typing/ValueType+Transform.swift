import Foundation

/// The `transform` type: a sequence of `rotate(degrees)`, `scale(sx[, sy])` and
/// `translate(tx[, ty])`, as InterfaCSS writes it (`rotate(10) scale(20, 30) translate(40, 50)`),
/// or as words (`scale 0.98`, Classy's form), or `identity`. A rotation's angle may be written
/// in any angle's unit (`rotate(45deg)`, `rotate(0.25turn)`, as CSS writes it), a translation's
/// distance in points (`px`, `pt`); a scale is a plain number.
///
/// The normal form keeps the operations and gives the affine matrix they compose to, each applied
/// after the ones before it (what `CGAffineTransformConcat(previous, next)` gives, as InterfaCSS
/// composes them): `{"operations": [{"rotate": 10}, {"scale": {"x": 20, "y": 30}}, …],
/// "matrix": {"a", "b", "c", "d", "tx", "ty"}}`, where a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
extension ValueType {
  func transform(_ value: StyleValue) -> Result<StyleValue, ConversionFailure> {
    var steps: [(name: String, numbers: [Double])] = []
    var items: [StyleValue]
    if case .list(let written, .space) = value { items = written } else { items = [value] }
    if items == [.identifier("identity")] || items == [.identifier("none")] { items = [] }
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
      guard let numbers = Self.transformArguments(arguments, of: name) else { return fail(value) }
      steps.append((name, numbers))
    }
    var matrix = AffineMatrix.identity
    var operations: [StyleValue] = []
    for step in steps {
      let next: AffineMatrix
      switch (step.name, step.numbers.count) {
      case ("rotate", 1):
        next = .rotation(degrees: step.numbers[0])
        operations.append(.record(["rotate": .number(step.numbers[0], unit: .none)]))
      case ("scale", 1...2), ("translate", 1...2):
        // One number scales both axes; it translates along x only.
        let x = step.numbers[0]
        let y = step.numbers.count == 2 ? step.numbers[1] : (step.name == "scale" ? x : 0)
        next =
          step.name == "scale"
          ? AffineMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
          : AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
        operations.append(.record([step.name: record(["x": x, "y": y])]))
      default: return fail(value)
      }
      matrix = matrix.followed(by: next)
    }
    return .success(.record(["operations": .array(operations), "matrix": matrix.value]))
  }

  /// An operation's numbers: a rotation's in degrees (from any angle's unit, or none), a
  /// translation's in points (px, pt or none), a scale's plain; nil for any other unit.
  private static func transformArguments(_ arguments: [StyleValue], of name: String) -> [Double]? {
    var numbers: [Double] = []
    for argument in arguments {
      guard case .number(let number, let unit) = argument else { return nil }
      switch (name, unit.dimension) {
      case (_, .none): numbers.append(number)
      case ("rotate", .angle): numbers.append(unit.convert(number, to: .deg))
      case ("translate", .length): numbers.append(number)
      default: return nil
      }
    }
    return numbers
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
