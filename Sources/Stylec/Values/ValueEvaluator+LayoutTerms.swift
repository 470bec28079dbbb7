import Foundation

/// InterfaCSS's layout terms: the arguments of `left(…)`, `size(…)` and the other layout
/// functions, which may relate to another view's edge. A term is a number (`10`, `50%`),
/// `auto`, or `element[.attribute] [* multiplier] [± constant]` in any arrangement arithmetic
/// allows (`2 * parent.width + 100`, `elementFoo.top - 100`, `parent + 10`).
///
/// A term that names a view evaluates to a `StyleValue.relation`; which edge an omitted attribute
/// means depends on the attribute the term sets, so typing decides it.
extension ValueEvaluator {
  /// A linear term `element.attribute * multiplier + constant`; a plain number has no element.
  private struct LinearTerm {
    var element: String?
    var attribute: String?
    var multiplier: Double = 1
    var constant: Double = 0

    var value: StyleValue {
      guard let element else { return .number(constant == 0 ? 0 : constant, unit: .none) }
      return .relation(
        element: element, attribute: attribute, multiplier: multiplier == 0 ? 0 : multiplier,
        constant: constant == 0 ? 0 : constant)
    }
  }

  /// Evaluates one argument of a layout function.
  func evaluateLayoutTerm(_ expression: Expression, copies: inout CopyBudget) throws(Failure) -> SizedValue {
    guard namesView(expression) else { return try evaluate(expression, copies: &copies) }
    return SizedValue(value: try linearTerm(expression, copies: &copies).value, size: 1)
  }

  /// Whether the expression names a view: a word that is no variable, no color and not `auto`.
  private func namesView(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .identifier(let name):
      variables[name] == nil && !failedVariables.contains(name) && name.lowercased() != "auto"
        && color(named: name) == nil
    case .arithmetic(let operands, _): operands.contains(where: namesView)
    case .negate(let inner), .group(let inner): namesView(inner)
    default: false
    }
  }

  private func linearTerm(_ expression: Expression, copies: inout CopyBudget) throws(Failure) -> LinearTerm {
    let range = expression.range
    switch expression.kind {
    case .identifier(let name) where namesView(expression):
      return try reference(name, range: range)
    case .negate(let inner):
      var term = try linearTerm(inner, copies: &copies)
      term.multiplier = -term.multiplier
      term.constant = -term.constant
      return term
    case .group(let inner):
      return try linearTerm(inner, copies: &copies)
    case .arithmetic(let operands, let operators):
      var result = try linearTerm(operands[0], copies: &copies)
      for (position, op) in operators.enumerated() {
        let right = try linearTerm(operands[position + 1], copies: &copies)
        result = try combine(result, op, right, range: range)
      }
      return result
    default:
      let value = try evaluate(expression, copies: &copies).value
      guard case .number(let number, let unit) = value, unit.dimension != .angle, unit.dimension != .time
      else {
        throw Failure(
          code: .invalidArithmetic,
          message:
            "a layout term takes numbers and views' edges (parent.width * 2 + 10), not \(quoted(value))",
          range: range)
      }
      // A percentage in a term is a fraction: `50% * parent.width` is half the width.
      return LinearTerm(multiplier: 0, constant: unit == .percent ? number / 100 : number)
    }
  }

  /// `parent`, `superview`, `guide.top`, `elementFoo.bottom`: a view and, optionally, its edge.
  private func reference(_ name: String, range: Range<Int>) throws(Failure) -> LinearTerm {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    var element = parts[0]
    switch element.lowercased() {
    case "parent", "superview": element = "parent"
    case "guide", "layoutguide": element = "guide"
    default: break
    }
    guard parts.count == 2 else { return LinearTerm(element: element) }
    var attribute = kebabCase(parts[1])
    // `marginRight` as well as InterfaCSS's `rightMargin`.
    if attribute.hasPrefix("margin-") { attribute = String(attribute.dropFirst(7)) + "-margin" }
    let known = element == "guide" ? ["top", "bottom", "center"] : KeptFunction.layoutAttributes
    guard known.contains(attribute) else {
      throw Failure(
        code: .invalidFunction,
        message:
          "\(quoted(parts[1])) is not an edge of \(element == "guide" ? "the layout guide" : "a view") in \(quoted(name))",
        range: range, notes: ["expected one of " + known.joined(separator: ", ")])
    }
    return LinearTerm(element: element, attribute: attribute)
  }

  /// Two terms combined: at most one names a view, and only a plain number multiplies or
  /// divides; a multiplier or constant past what a number holds is an error, as in arithmetic
  /// (`parent * 1e308 * 10` was kept as `parent * inf`, which reads back as no number).
  private func combine(_ left: LinearTerm, _ op: ArithmeticOperator, _ right: LinearTerm, range: Range<Int>)
    throws(Failure) -> LinearTerm
  {
    let result = try combineUnchecked(left, op, right, range: range)
    guard result.multiplier.isFinite, result.constant.isFinite else {
      throw Failure(code: .invalidNumber, message: "the result is too large to represent", range: range)
    }
    return result
  }

  private func combineUnchecked(
    _ left: LinearTerm, _ op: ArithmeticOperator, _ right: LinearTerm, range: Range<Int>
  ) throws(Failure) -> LinearTerm {
    func refuse(_ reason: String) -> Failure {
      Failure(
        code: .invalidArithmetic, message: "cannot apply \(quoted(op.symbol)) here: \(reason)", range: range)
    }
    switch op {
    case .add, .subtract:
      guard left.element == nil || right.element == nil else {
        throw refuse("a layout term relates to one view's edge")
      }
      let sign: Double = op == .add ? 1 : -1
      var result = left.element == nil ? right : left
      if left.element == nil, right.element != nil {
        result.multiplier = sign * right.multiplier
        result.constant = left.constant + sign * right.constant
      } else {
        result.constant = left.constant + sign * right.constant
      }
      return result
    case .multiply:
      guard left.element == nil || right.element == nil else {
        throw refuse("two views' edges cannot be multiplied")
      }
      let (term, factor) = left.element == nil ? (right, left.constant) : (left, right.constant)
      return LinearTerm(
        element: term.element, attribute: term.attribute,
        multiplier: term.element == nil ? 0 : term.multiplier * factor, constant: term.constant * factor)
    case .divide:
      guard right.element == nil else { throw refuse("a term cannot be divided by a view's edge") }
      guard right.constant != 0 else {
        throw Failure(code: .divisionByZero, message: "division by zero", range: range)
      }
      return LinearTerm(
        element: left.element, attribute: left.attribute, multiplier: left.multiplier / right.constant,
        constant: left.constant / right.constant)
    case .power:
      guard left.element == nil, right.element == nil else { throw refuse("'**' takes plain numbers") }
      return LinearTerm(multiplier: 0, constant: pow(left.constant, right.constant))
    }
  }
}
