/// CSS's numeric constants (CSS Values 4, §10.7.1): inside `calc()`, `min()`, `max()` and
/// `clamp()`, `e` and `pi` are numbers. `infinity`, `-infinity` and `NaN` are CSS's too, but no
/// view can take them: they are errors naming the constant, never a huge number in disguise.
extension ValueEvaluator {
  /// The functions whose arguments are calculations, where the constants are read.
  static let calculationFunctions: Set<String> = ["calc", "clamp", "min", "max"]

  /// The calculation `expression` with `e` and `pi` put as numbers, down through its arithmetic,
  /// negations and parentheses (a nested function reads its own arguments). A variable of the
  /// same name, where a dialect lets a bare name be one, keeps its meaning.
  func withMathConstants(_ expression: Expression) throws(Failure) -> Expression {
    var rewritten = expression
    let constant: String?
    switch expression.kind {
    case .identifier(let name) where variables[name] == nil: constant = name
    // A `var()` worked out on the view stands as its value: `--k: pi` is the constant there too.
    case .evaluated(let sized):
      if case .identifier(let name) = sized.value { constant = name } else { constant = nil }
    default: constant = nil
    }
    switch expression.kind {
    case .identifier, .evaluated:
      guard let name = constant else { break }
      switch name.lowercased() {
      case "e": rewritten.kind = .number(2.718281828459045, .none)
      case "pi": rewritten.kind = .number(Double.pi, .none)
      case "infinity", "-infinity", "nan":
        throw Failure(
          code: .invalidArithmetic,
          message: "'\(name)' has no value a view can take; a calculation here must be finite",
          range: expression.range)
      default: break
      }
    case .arithmetic(let operands, let operators):
      var constants: [Expression] = []
      constants.reserveCapacity(operands.count)
      for operand in operands { constants.append(try withMathConstants(operand)) }
      rewritten.kind = .arithmetic(operands: constants, operators: operators)
    case .negate(let inner):
      rewritten.kind = .negate(try withMathConstants(inner))
    case .group(let inner):
      rewritten.kind = .group(try withMathConstants(inner))
    default: break
    }
    return rewritten
  }
}
