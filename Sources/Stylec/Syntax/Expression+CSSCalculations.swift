/// Where a value calculates as CSS does not, for the `css` dialect, which reads values as a
/// browser does: CSS Values 4 has arithmetic only inside its calculations (`calc()`, `min()`,
/// `max()`, `clamp()` and the other math functions), `+` and `-` there between white space
/// (`1px-2px` is one word to CSS, `1 -2` two numbers), no unary minus but a number's own sign, and
/// no `**`. The seeds' grammar, which the other dialects keep, reads each as arithmetic.
extension Expression {
  /// A place the value calculates as CSS does not, and why.
  struct CSSCalculationProblem: Equatable {
    var range: Range<Int>
    var message: String
  }

  /// The first place, in the order written, where the value calculates as CSS does not; nil
  /// where it calculates only as CSS does. `source` is the text the ranges point into, for the
  /// white space around an operator. A call of any other function is read as it is today
  /// (`rgb(255 - 10, 0, 0)`), not checked.
  /// - Complexity: O(expressions in the value), without recursion.
  func cssCalculationProblem(in source: [UInt8]) -> CSSCalculationProblem? {
    var pending: [(expression: Expression, insideCalculation: Bool)] = [(self, false)]
    while let (next, insideCalculation) = pending.popLast() {
      switch next.kind {
      case .function(let name, let arguments):
        let lowered = name.lowercased()
        if Self.cssCalculations.contains(lowered) {
          pending += arguments.reversed().map { ($0, true) }
        } else if Self.alphaSeparating.contains(lowered) {
          // `rgb(255 0 0 / 0.5)`: the `/` before the alpha separates, in the space syntax only;
          // the channels themselves calculate only in a calculation.
          pending += Self.separatingAlpha(arguments).reversed().map { ($0, false) }
        } else if Self.cssValueFunctions.contains(lowered) {
          pending += arguments.reversed().map { ($0, false) }
        }
        continue
      case .arithmetic(let operands, let operators):
        if let power = operators.firstIndex(of: .power) {
          return CSSCalculationProblem(
            range: operands[power].range.upperBound..<operands[power + 1].range.lowerBound,
            message: "'**' is no operator of CSS's: multiply instead (calc(2 * 2 * 2))")
        }
        guard insideCalculation else {
          return CSSCalculationProblem(
            range: next.range,
            message: operators.contains(.divide)
              ? "'/' outside calc() separates values in CSS (border-radius: 10px / 20px, font: 12px/1.5 Avenir), and stylec reads no such value; to divide, write calc()"
              : "CSS calculates only inside calc() (and min(), max(), clamp()): write calc(\(Self.text(of: next.range, in: source)))"
          )
        }
        for (index, op) in operators.enumerated() where op == .add || op == .subtract {
          let between = operands[index].range.upperBound..<operands[index + 1].range.lowerBound
          guard Self.isSpacedOperator(between, in: source) else {
            return CSSCalculationProblem(
              range: operands[index].range.lowerBound..<operands[index + 1].range.upperBound,
              message:
                "CSS needs white space on both sides of '\(op.symbol)' in a calculation (calc(1px \(op.symbol) 2px)): without it, it reads a sign or a word"
            )
          }
        }
      case .negate(let inner) where insideCalculation:
        // `-3` and `-$x` are a sign written on the number; `-(3)`, `- 3` and `-min(…)` are none.
        let isSign =
          inner.range.lowerBound == next.range.lowerBound + 1
          && {
            if case .number = inner.kind { true } else if case .variable = inner.kind { true } else { false }
          }()
        guard isSign else {
          return CSSCalculationProblem(
            range: next.range,
            message:
              "CSS has no minus before a value but a number's own sign: write calc(-1 * \(Self.text(of: inner.range, in: source)))"
          )
        }
      default: break
      }
      pending += next.children.reversed().map { ($0, insideCalculation) }
    }
    return nil
  }

  /// CSS's colour functions, whose space syntax separates the alpha with `/`.
  private static let alphaSeparating: Set<String> = ValueEvaluator.colorFunctions.union(
    ValueEvaluator.colorSpaceFunctions)

  /// CSS's other functions of values, whose arguments calculate only in a calculation as a
  /// declaration's value does (`translateX(10px + 5px)` is no CSS); the seeds' functions
  /// (`lighten($c, 10%)`) keep their arithmetic.
  private static let cssValueFunctions: Set<String> = [
    "translate", "translatex", "translatey", "scale", "scalex", "scaley", "rotate", "rotatez", "skew",
    "skewx",
    "skewy", "matrix", "steps", "cubic-bezier", "light-dark", "color-mix",
  ]

  /// A colour function's arguments with the `/`s of its space syntax taken apart: `255 0 0 /
  /// 0.5` is the channels and the alpha, each then read as any value is (the colour counts its
  /// channels and alphas itself: `0 / 1 / 2` is two alphas, its error); a `/` among commas is
  /// left to be found.
  private static func separatingAlpha(_ arguments: [Expression]) -> [Expression] {
    guard arguments.count == 1 else { return arguments }
    let items: [Expression]
    if case .list(let spaced, .space) = arguments[0].kind { items = spaced } else { items = arguments }
    return items.flatMap { item -> [Expression] in
      if case .arithmetic(let operands, let operators) = item.kind, operators.allSatisfy({ $0 == .divide }) {
        return operands
      }
      return [item]
    }
  }

  /// CSS's calculations: arithmetic is read inside their arguments.
  private static let cssCalculations: Set<String> = ValueEvaluator.calculationFunctions.union(
    ValueEvaluator.mathFunctions
  ).union(["mod", "rem"])

  /// Whether the bytes between two operands are white space, one operator, white space.
  private static func isSpacedOperator(_ between: Range<Int>, in source: [UInt8]) -> Bool {
    let bytes = source[between.clamped(to: 0..<source.count)]
    let isSpace = { (byte: UInt8) in
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
    // Comments are no white space, and none either: CSS drops them (`1 + /**/2` is spaced,
    // `1 +/**/2` is not).
    var kept: [UInt8] = []
    var position = bytes.startIndex
    while position < bytes.endIndex {
      if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.endIndex,
        bytes[position + 1] == UInt8(ascii: "*")
      {
        position += 2
        while position < bytes.endIndex,
          !(bytes[position] == UInt8(ascii: "*") && position + 1 < bytes.endIndex
            && bytes[position + 1] == UInt8(ascii: "/"))
        {
          position += 1
        }
        position += 2
        continue
      }
      kept.append(bytes[position])
      position += 1
    }
    guard let first = kept.first, let last = kept.last else { return false }
    return isSpace(first) && isSpace(last)
  }

  /// The text a range points at, shortened.
  private static func text(of range: Range<Int>, in source: [UInt8]) -> String {
    shortened(String(decoding: source[range.clamped(to: 0..<source.count)], as: UTF8.self), limit: 60)
  }
}
