import Foundation

/// Evaluates a value expression: substitutes variables, does arithmetic, builds colors from
/// color functions and names. Variables hold values that were evaluated when defined, so a
/// variable may use the variables defined before it.
struct ValueEvaluator {
  /// Variables by their written name (`$pad`, `@pad`, or Classy's bare `pad`).
  var variables: [String: SizedValue]
  /// Variables whose definitions had errors: using one fails quietly, since the error that
  /// matters was reported at the definition.
  var failedVariables: Set<String> = []
  let maximumSize: Int
  /// How deeply lists may nest in a value: variables that wrap one another in parentheses
  /// would otherwise nest a value as deeply as there are variables.
  let maximumDepth: Int
  /// Whose color names and `hsl()` the values take.
  var dialect: Dialect
  /// The environment values are worked out in on nodes, whose color scheme picks a
  /// `light-dark()`'s color (the light one when it does not say); nil while the sheet loads,
  /// which knows no environment.
  var environment: StyleEnvironment? = nil
  /// Whether the expression at hand is a calculation's argument typed as CSS types it
  /// (`Dialect.typesCalculationsAsCSS`): a plain number and a number with a unit do not add.
  var typesArithmetic = false

  /// A value with its item count, which bounds how far variables can multiply a value, and how
  /// deeply lists nest in it (0 for a single item), which bounds every walk over it.
  struct SizedValue: Hashable, Sendable {
    var value: StyleValue
    var size: Int
    var depth = 0
  }

  /// Why an expression has no value.
  struct Failure: Error {
    var code: DiagnosticCode
    var message: String
    var range: Range<Int>
    var notes: [String] = []
    /// A failure caused by one already reported, which need not be reported again.
    var isFollowOn = false
    /// The name of the variable that is not defined, for the caller to suggest a near one.
    var undefinedVariable: String?
  }

  /// The failure of a variable not defined: made out of `evaluate`'s frame, which recurses once
  /// per nesting level and must stay small (a message built inline overflowed a secondary
  /// thread's stack under the address sanitizer).
  @inline(never)
  private static func undefined(_ name: String, range: Range<Int>) -> Failure {
    Failure(
      code: .undefinedVariable, message: "variable \(quoted(name)) is not defined (before this point)",
      range: range,
      undefinedVariable: name)
  }

  /// Evaluates `expression`; arithmetic over a list copies its items, and each copied item is
  /// spent from `copies`, the load's budget.
  func evaluate(_ expression: Expression, copies: inout CopyBudget) throws(Failure) -> SizedValue {
    let range = expression.range
    switch expression.kind {
    case .number(let number, let unit):
      return SizedValue(value: .number(number, unit: unit), size: 1)
    case .color(let color):
      return SizedValue(value: .color(color), size: 1)
    case .string(let text):
      return SizedValue(value: .string(text), size: 1)
    case .evaluated(let value):
      return value
    case .identifier(let name):
      if let variable = variables[name] { return variable }
      if failedVariables.contains(name) { throw followOn(range) }
      return SizedValue(value: literal(name), size: 1)
    case .variable(let name):
      guard let variable = variables[name] else {
        if failedVariables.contains(name) { throw followOn(range) }
        throw Self.undefined(name, range: range)
      }
      return variable
    case .group(let inner):
      return try evaluate(inner, copies: &copies)
    case .negate(let operand):
      let value = try evaluate(operand, copies: &copies)
      return try arithmetic(
        .multiply, SizedValue(value: .number(-1, unit: .none), size: 1), value, range: range, copies: &copies)
    case .arithmetic(let operands, let operators):
      if operators.contains(.power) {
        return try evaluatePowers(operands, operators, range: range, copies: &copies)
      }
      // Left to right, each step's range running from the first operand to its right operand,
      // as nested pairs would have it.
      var result = try evaluate(operands[0], copies: &copies)
      for (position, op) in operators.enumerated() {
        let right = operands[position + 1]
        result = try arithmetic(
          op, result, evaluate(right, copies: &copies), range: range.lowerBound..<right.range.upperBound,
          copies: &copies)
      }
      return result
    case .comparison(let left, let comparison, let right):
      return SizedValue(
        value: .boolean(
          try compare(
            evaluate(left, copies: &copies).value, comparison, evaluate(right, copies: &copies).value,
            range: range)),
        size: 1)
    case .attributes(let attributes):
      var fields: [String: StyleValue] = [:]
      for attribute in attributes {
        let evaluated = try evaluate(attribute.value, copies: &copies)
        guard evaluated.size <= maximumSize else { throw tooLarge(range) }
        fields[kebabCase(attribute.name)] = evaluated.value
      }
      return SizedValue(value: .attributes(fields), size: 1)
    case .list(let items, var separator):
      var values: [StyleValue] = []
      var size = 0
      var depth = 0
      for item in items {
        let evaluated = try evaluate(item, copies: &copies)
        size += evaluated.size
        guard size <= maximumSize else { throw tooLarge(range) }
        depth = max(depth, evaluated.depth + 1)
        values.append(evaluated.value)
      }
      guard depth <= maximumDepth else {
        throw Failure(
          code: .nestingTooDeep, message: "this value nests lists more than \(maximumDepth) levels deep",
          range: range,
          notes: [
            "variables that put other variables in parentheses nest a value one level deeper each",
            "the limit can be raised with --max-nesting (StylesheetLimits.maximumNestingDepth)",
          ])
      }
      if separator == .space, let color = try colorFromWords(values, range: range) {
        return SizedValue(value: .color(color), size: 1)
      }
      if dialect.flattensLists, depth > 1 {
        // Classy's commas are optional separators: `6, 10 12, 8` is four items.
        var flat: [StyleValue] = []
        for value in values {
          guard case .list(let inner, let innerSeparator) = value else {
            flat.append(value)
            continue
          }
          flat += inner
          if innerSeparator == .comma { separator = .comma }
        }
        return SizedValue(value: .list(flat, separator: separator), size: size, depth: 1)
      }
      return SizedValue(value: .list(values, separator: separator), size: size, depth: depth)
    case .function(let name, let written):
      return try evaluateCall(name, written, range: range, copies: &copies)
    }
  }

  /// A function call's value: its arguments evaluated (a calculation's typed as the dialect
  /// types them) and the function applied. Apart from `evaluate`, whose frame recurses once per
  /// nesting level and must stay small: the locals here overflowed a secondary thread's stack at
  /// the deepest nesting under the address sanitizer.
  @inline(never)
  private func evaluateCall(
    _ name: String, _ written: [Expression], range: Range<Int>, copies: inout CopyBudget
  )
    throws(Failure) -> SizedValue
  {
    let (separated, slashed) =
      dialect.readsCurrentCSS ? try Self.separatingAlpha(of: name, written) : (written, false)
    var arguments = separated
    // A calculation's arguments typed as CSS types them, by a copy made only where it types
    // what the evaluator at hand does not.
    var typing: ValueEvaluator?
    if dialect.readsCurrentCSS, Self.calculationFunctions.contains(name) {
      arguments = try arguments.map(withMathConstants)
      if dialect.typesCalculationsAsCSS, !typesArithmetic {
        typing = self
        typing?.typesArithmetic = true
      }
    }
    if dialect.readsCurrentCSS, name.utf8.count == 9, name.lowercased() == "color-mix",
      let missing = arguments.first(where: Self.hasMissingChannel)
    {
      throw Failure(
        code: .invalidFunction,
        message: "color-mix() cannot mix a color with a missing channel ('none') yet",
        range: missing.range,
        notes: [
          "CSS gives a missing channel the other color's value; write the channel's number instead of 'none'"
        ])
    }
    let kept = KeptFunction.named(name)
    if let kept, kept.isCurrentCSS {
      try requireCurrentCSS(
        "\(kept.spelling)()",
        "CSS's translateX(), scaleX(), rotateZ(), skew() and matrix() are read in the stylec and css dialects ('@dialect stylec;')",
        range: range)
    }
    var values: [StyleValue] = []
    for argument in arguments {
      let evaluated: SizedValue
      if kept?.takesLayoutTerms == true {
        evaluated = try evaluateLayoutTerm(argument, copies: &copies)
      } else if let typing {
        evaluated = try typing.evaluate(argument, copies: &copies)
      } else {
        evaluated = try evaluate(argument, copies: &copies)
      }
      guard evaluated.size <= maximumSize else { throw tooLarge(range) }
      values.append(evaluated.value)
    }
    if let kept { return SizedValue(value: try keep(kept, values, range: range), size: 1) }
    let lowered = name.lowercased()
    if dialect.readsCurrentCSS,
      Self.colorFunctions.contains(lowered) || Self.colorSpaceFunctions.contains(lowered)
    {
      values = try colorArguments(name, values, slashed: slashed, range: range)
    }
    return SizedValue(value: try call(name, values, range: range), size: 1)
  }

  /// A kept function's value: its arguments counted, and for those of one meaning (the
  /// localized string's key, a gradient's colors) checked, where the mistake is written.
  private func keep(_ kept: KeptFunction, _ arguments: [StyleValue], range: Range<Int>) throws(Failure)
    -> StyleValue
  {
    guard kept.arity.contains(arguments.count) else {
      let expected =
        kept.arity.count == 1
        ? "\(kept.arity.lowerBound)" : "\(kept.arity.lowerBound) to \(kept.arity.upperBound)"
      throw Failure(
        code: .invalidFunction,
        message:
          "\(kept.spelling)() takes \(expected) argument\(kept.arity.upperBound == 1 ? "" : "s"), not \(arguments.count)",
        range: range)
    }
    switch kept.spelling {
    case "localized":
      guard case .string = arguments[0] else {
        throw Failure(
          code: .invalidFunction, message: "localized() takes the key as a string, localized(\"key\")",
          range: range)
      }
    case "gradient":
      guard arguments.allSatisfy({ if case .color = $0 { true } else { false } }) else {
        throw Failure(
          code: .invalidFunction, message: "gradient() takes two colors, top and bottom", range: range)
      }
    default: break
    }
    return .function(kept.spelling, arguments)
  }

  /// A comparison of two numbers of one unit (or none): InterfaCSS's `hidden: 2 > 1`.
  private func compare(
    _ left: StyleValue, _ comparison: ComparisonOperator, _ right: StyleValue, range: Range<Int>
  )
    throws(Failure) -> Bool
  {
    guard case .number(let a, let unitA) = left, case .number(var b, let unitB) = right,
      unitA == .none || unitB == .none || unitA.dimension == unitB.dimension
    else {
      if comparison == .equal || comparison == .notEqual { return (left == right) == (comparison == .equal) }
      throw Failure(
        code: .invalidArithmetic,
        message:
          "cannot compare \(describe(left)) and \(describe(right)) with \(quoted(comparison.rawValue)); it compares numbers",
        range: range)
    }
    if unitA != .none, unitB != .none { b = unitB.convert(b, to: unitA) }
    switch comparison {
    case .less: return a < b
    case .greater: return a > b
    case .lessOrEqual: return a <= b
    case .greaterOrEqual: return a >= b
    case .equal: return a == b
    case .notEqual: return a != b
    }
  }

  /// A product chain with powers: each run of `**` first, right to left (`2 ** 3 ** 2` is
  /// `2 ** 9`), then the rest left to right.
  private func evaluatePowers(
    _ operands: [Expression], _ operators: [ArithmeticOperator], range: Range<Int>, copies: inout CopyBudget
  ) throws(Failure) -> SizedValue {
    var values: [SizedValue] = []
    for operand in operands { values.append(try evaluate(operand, copies: &copies)) }
    var remaining = operators
    var position = remaining.count - 1
    while position >= 0 {
      if remaining[position] == .power {
        values[position] = try arithmetic(
          .power, values[position], values[position + 1], range: range, copies: &copies)
        values.remove(at: position + 1)
        remaining.remove(at: position)
      }
      position -= 1
    }
    var result = values[0]
    for (index, op) in remaining.enumerated() {
      result = try arithmetic(op, result, values[index + 1], range: range, copies: &copies)
    }
    return result
  }

  private func followOn(_ range: Range<Int>) -> Failure {
    Failure(code: .undefinedVariable, message: "", range: range, isFollowOn: true)
  }

  private func tooLarge(_ range: Range<Int>) -> Failure {
    Failure(
      code: .valueTooLarge, message: "this value expands to more than \(maximumSize) items", range: range,
      notes: [
        "variables that repeat other variables multiply a value's size",
        "the limit can be raised with --max-value-size (StylesheetLimits.maximumValueSize)",
      ])
  }

  /// A bare word: a boolean, a named color, or a plain identifier.
  private func literal(_ word: String) -> StyleValue {
    switch word {
    case "YES", "true": return .boolean(true)
    case "NO", "false": return .boolean(false)
    case _ where word.utf8.count == 7 && word.lowercased() == "current": return .current
    default: return color(named: word).map(StyleValue.color) ?? .identifier(word)
    }
  }

  /// The color a bare word names in the dialect: InterfaCSS's names may end in `Color`
  /// (`lightGrayColor`), as it looked them up on `UIColor`.
  func color(named word: String) -> StyleColor? {
    if let color = namedColor(word, uikit: dialect.uikitColorNames) { return color }
    guard dialect.readsColorSuffix, word.utf8.count > 5, word.lowercased().hasSuffix("color") else {
      return nil
    }
    return namedColor(String(word.dropLast(5)), uikit: .all)
  }

  // MARK: Arithmetic

  private func arithmetic(
    _ op: ArithmeticOperator, _ left: SizedValue, _ right: SizedValue, range: Range<Int>,
    copies: inout CopyBudget
  ) throws(Failure) -> SizedValue {
    let list: SizedValue
    switch (left.value, right.value) {
    case (.list, .number): list = left
    case (.number, .list): list = right
    default: return SizedValue(value: try applied(op, left.value, right.value, range: range), size: 1)
    }
    // The list's items are copied with the arithmetic applied: the copies count against the load.
    guard copies.spend(list.size) else {
      throw Failure(
        code: .tooManyCopies, message: copies.exhaustedMessage, range: range, notes: copies.notes)
    }
    return SizedValue(
      value: try applied(op, left.value, right.value, range: range), size: list.size, depth: list.depth)
  }

  /// Two numbers combined, or a list's items (recursively, to the value's bounded depth) each
  /// combined with a number.
  private func applied(_ op: ArithmeticOperator, _ left: StyleValue, _ right: StyleValue, range: Range<Int>)
    throws(Failure) -> StyleValue
  {
    switch (left, right) {
    case (.number(let a, let unitA), .number(let b, let unitB)):
      let (number, unit) = try combine(op, a, unitA, b, unitB, range: range)
      return .number(number, unit: unit)
    case (.list(let items, let separator), .number):
      var mapped: [StyleValue] = []
      mapped.reserveCapacity(items.count)
      for item in items { mapped.append(try applied(op, item, right, range: range)) }
      return .list(mapped, separator: separator)
    case (.number, .list(let items, let separator)):
      var mapped: [StyleValue] = []
      mapped.reserveCapacity(items.count)
      for item in items { mapped.append(try applied(op, left, item, range: range)) }
      return .list(mapped, separator: separator)
    default:
      throw Failure(
        code: .invalidArithmetic,
        message:
          "cannot apply \(quoted(op.symbol)) to \(describe(left)) and \(describe(right)); arithmetic takes numbers",
        range: range)
    }
  }

  /// Whether `expression` is a colour function written with a channel `none`, which mixing
  /// would take as 0 where CSS takes the other colour's channel.
  private static func hasMissingChannel(_ expression: Expression) -> Bool {
    guard case .function(let name, let arguments) = expression.kind,
      colorFunctions.contains(name.lowercased()) || colorSpaceFunctions.contains(name.lowercased())
    else { return false }
    var pending = arguments
    while let argument = pending.popLast() {
      switch argument.kind {
      case .identifier(let word) where word.lowercased() == "none": return true
      case .list(let items, _): pending += items
      // The alpha after a slash (`rgb(0 0 0 / none)`) is read as a division's right operand.
      case .arithmetic(let operands, _): pending += operands
      default: break
      }
    }
    return false
  }

  /// What a calculation that mixes a plain number with `unit` is told, in the css dialect.
  private static func calculationTypesNote(unit: NumericUnit) -> String {
    "write the number with its unit ('\(unit.rawValue)'): a browser drops such a declaration, and the css dialect reads CSS's types (the stylec dialect lets a plain number take the other's unit)"
  }

  func describe(_ value: StyleValue) -> String {
    let text = value.description
    return "'" + (text.count > 30 ? String(text.prefix(30)) + "…" : text) + "'"
  }

  /// Combines two numbers. Units must measure one thing (px and pt are both points; `500ms` is
  /// `0.5s`), the right converted to the left's unit; a unitless number takes the other's
  /// unit; dividing two lengths gives a plain ratio.
  private func combine(
    _ op: ArithmeticOperator, _ a: Double, _ unitA: NumericUnit, _ b: Double, _ unitB: NumericUnit,
    range: Range<Int>
  ) throws(Failure) -> (Double, NumericUnit) {
    if typesArithmetic, op == .add || op == .subtract, (unitA == .none) != (unitB == .none) {
      throw Failure(
        code: .invalidArithmetic,
        message:
          op == .add
          ? "cannot add '\(formatNumber(a))\(unitA.rawValue)' and '\(formatNumber(b))\(unitB.rawValue)': CSS adds a plain number only to a plain number"
          : "cannot subtract '\(formatNumber(b))\(unitB.rawValue)' from '\(formatNumber(a))\(unitA.rawValue)': CSS subtracts a plain number only from a plain number",
        range: range, notes: [Self.calculationTypesNote(unit: unitA == .none ? unitB : unitA)])
    }
    if op == .multiply, unitA != .none, unitB != .none {
      throw Failure(
        code: .invalidArithmetic, message: "cannot multiply two numbers that both have units", range: range)
    }
    let compatible = unitA == .none || unitB == .none || unitA.dimension == unitB.dimension
    guard compatible else {
      throw Failure(
        code: .invalidArithmetic,
        message:
          "cannot combine '\(formatNumber(a))\(unitA.rawValue)' and '\(formatNumber(b))\(unitB.rawValue)': their units differ",
        range: range,
        notes: unitA == .percent || unitB == .percent
          ? [
            "stylec works values out when the sheet loads, when a percentage has nothing yet to be a percentage of: it combines only with percentages and plain numbers"
          ] : [])
    }
    let unit = unitA == .none ? unitB : unitA
    let b = unitA == .none || unitB == .none ? b : unitB.convert(b, to: unitA)
    let result: Double
    var resultUnit = unit
    switch op {
    case .add: result = a + b
    case .subtract: result = a - b
    case .multiply:
      result = a * b
    case .power:
      guard unitA == .none, unitB == .none else {
        throw Failure(
          code: .invalidArithmetic, message: "'**' takes plain numbers, without units", range: range)
      }
      result = pow(a, b)
    case .divide:
      guard b != 0 else {
        throw Failure(code: .divisionByZero, message: "division by zero", range: range)
      }
      if unitB != .none {
        guard unitA != .none else {
          throw Failure(
            code: .invalidArithmetic, message: "cannot divide a plain number by \(quoted(unitB.rawValue))",
            range: range)
        }
        resultUnit = .none
      }
      result = a / b
    }
    // Only a power makes no number of finite ones: a negative number to a fractional power.
    guard !result.isNaN else {
      throw Failure(
        code: .invalidArithmetic, message: "a negative number to a fractional power has no value",
        range: range)
    }
    guard result.isFinite else {
      throw Failure(code: .invalidNumber, message: "the result is too large to represent", range: range)
    }
    return (result == 0 ? 0 : result.withoutBinaryNoise, resultUnit)
  }

  // MARK: Color functions

  /// `color-mix(in space, color [p%], color [p%])` (`ColorMixSpace`, `ColorMixShares`).
  private func colorMix(_ arguments: [StyleValue], range: Range<Int>) throws(Failure) -> StyleColor {
    let usage =
      "color-mix() is written color-mix(in srgb, red 40%, blue): a color space, then two colors, each with a percentage or not"
    guard let first = arguments.first, case .list(let space, .space) = first, space.count == 2,
      case .identifier(let keyword) = space[0],
      keyword.lowercased() == "in", case .identifier(let spaceName) = space[1]
    else {
      throw Failure(
        code: .invalidFunction, message: "color-mix() begins with 'in' and a color space", range: range,
        notes: [usage])
    }
    guard arguments.count == 3 else {
      let colors = arguments.count - 1
      throw Failure(
        code: .invalidFunction,
        message:
          "color-mix() mixes two colors after its color space, not \(colors == 1 ? "one" : "\(colors)")",
        range: range, notes: [usage])
    }
    guard let mixSpace = ColorMixSpace(rawValue: spaceName.lowercased()) else {
      throw Failure(
        code: .invalidFunction,
        message:
          "color-mix() mixes in \(ColorMixSpace.allCases.map(\.rawValue).joined(separator: ", ")), not \(quoted(spaceName))",
        range: range)
    }
    var colors: [StyleColor] = []
    var percentages: [Double?] = []
    for argument in arguments.dropFirst() {
      let parts: [StyleValue]
      if case .list(let items, .space) = argument { parts = items } else { parts = [argument] }
      var color: StyleColor?
      var percentage: Double?
      for part in parts {
        switch part {
        case .color(let found) where color == nil: color = found
        case .number(let number, .percent) where percentage == nil: percentage = number / 100
        default:
          throw Failure(
            code: .invalidFunction,
            message: "color-mix() takes a color and a percentage, not \(describe(part))", range: range,
            notes: [usage])
        }
      }
      guard let color else {
        throw Failure(
          code: .invalidFunction, message: "color-mix() needs a color in each of its last two arguments",
          range: range, notes: [usage])
      }
      colors.append(color)
      percentages.append(percentage)
    }
    guard let shares = ColorMixShares(first: percentages[0], second: percentages[1]) else {
      let outside = percentages.compactMap { $0 }.first { !(0...1).contains($0) }
      throw Failure(
        code: .invalidFunction,
        message: outside.map {
          "color-mix() takes percentages from 0% to 100%, not \(formatNumber(($0 * 100).withoutBinaryNoise))%"
        }
          ?? "color-mix() needs something to mix: its percentages are both 0%",
        range: range)
    }
    return mixSpace.mix(colors[0], colors[1], shares: shares)
  }

  /// The functions of colour channels.
  static let colorFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hsb", "hsba"]

  /// A colour function's arguments, one per channel: spaces separate them as commas do, and a
  /// custom property of several channels (`--rgb: 255 0 0`) stands for them all.
  static func channelArguments(_ arguments: [StyleValue]) -> [StyleValue] {
    var flat = arguments
    if flat.count == 1, case .list(let items, .space) = flat[0] { flat = items }
    if flat.contains(where: { if case .list(_, .space) = $0 { true } else { false } }) {
      flat = flat.flatMap { value -> [StyleValue] in
        if case .list(let inner, .space) = value { inner } else { [value] }
      }
    }
    return flat
  }

  /// A colour function's arguments written with spaces, as today's CSS writes them: the `/`
  /// before the alpha (`rgb(255 0 0 / 50%)`) separates it; it divides nothing. So it does after
  /// a `var()` of several channels (`rgb(var(--rgb) / 0.5)`, with `--rgb: 255 0 0`), which CSS
  /// substitutes before the function is read. The channels then come as one argument (a list)
  /// and the alpha as a second, so that `colorArguments` can count each part; any other
  /// arguments as written.
  /// - Throws: a failure for a `/` followed by more than one value (`/ 0.5 0.2`, `/ 1 / 2`).
  static func separatingAlpha(of name: String, _ arguments: [Expression]) throws(Failure) -> (
    arguments: [Expression], slashed: Bool
  ) {
    guard arguments.count == 1,
      colorFunctions.contains(name.lowercased()) || colorSpaceFunctions.contains(name.lowercased())
    else { return (arguments, false) }
    let listed: [Expression]
    switch arguments[0].kind {
    case .list(let items, .space) where !items.isEmpty: listed = items
    case .arithmetic: listed = [arguments[0]]
    default: return (arguments, false)
    }
    func divides(_ expression: Expression) -> Bool {
      if case .arithmetic(_, let operators) = expression.kind { operators.contains(.divide) } else { false }
    }
    guard let slashed = listed.firstIndex(where: divides) else { return (arguments, false) }
    guard case .arithmetic(let operands, let operators) = listed[slashed].kind,
      let slash = operators.firstIndex(of: .divide), slashed == listed.count - 1, slash == operators.count - 1
    else {
      throw Failure(
        code: .invalidColor,
        message:
          "\(name)() takes one alpha after its '/': \(name)(255 0 0 / 0.5), with calc() for arithmetic",
        range: arguments[0].range)
    }
    func chain(_ operands: ArraySlice<Expression>, _ operators: ArraySlice<ArithmeticOperator>) -> Expression
    {
      guard operands.count > 1 else { return operands.first! }
      return Expression(
        kind: .arithmetic(operands: Array(operands), operators: Array(operators)),
        range: operands.first!.range.lowerBound..<operands.last!.range.upperBound)
    }
    let channel = chain(operands[...slash], operators[..<slash])
    let channels = Array(listed.dropLast()) + [channel]
    let range = channels.first!.range.lowerBound..<channel.range.upperBound
    return ([Expression(kind: .list(channels, .space), range: range), operands.last!], true)
  }

  /// A colour function's evaluated arguments as its channels, then its alpha, checked as CSS
  /// Color 4 reads them in the stylec and css dialects: with commas, each one channel; with
  /// spaces, exactly three (a `var()` of several counts as them), then, after a `/`, the alpha.
  /// Anything else is a mistake, never a colour made of what is there (`rgb(255 128 / 0.5)`
  /// lacked a channel, and read the alpha as blue).
  func colorArguments(_ name: String, _ arguments: [StyleValue], slashed: Bool, range: Range<Int>)
    throws(Failure) -> [StyleValue]
  {
    func isList(_ value: StyleValue) -> Bool { if case .list = value { true } else { false } }
    let lowered = name.lowercased()
    let example =
      lowered.hasPrefix("rgb")
      ? "255 0 0"
      : lowered.hasPrefix("hs") || lowered == "hwb"
        ? "120 100% 50%" : lowered.hasSuffix("lch") ? "50 30 120" : "50 20 -30"
    let form = "\(name)(\(example)) or \(name)(\(example) / 0.5)"
    if !slashed, arguments.count > 1 {
      guard !arguments.contains(where: isList) else {
        throw Failure(
          code: .invalidColor,
          message: "\(name)() separates its channels with commas or with spaces, not both: \(form)",
          range: range)
      }
      return arguments
    }
    let channels = Self.channelArguments(slashed ? [arguments[0]] : arguments)
    // One word alone (`rgb(255)`) is counted as the commas' form counts it.
    guard channels.count == 3 || !(slashed || arguments.contains(where: isList)) else {
      throw Failure(
        code: .invalidColor,
        message:
          "\(name)() takes three channels separated by spaces, not \(channels.count)\(slashed ? "" : " (an alpha follows a '/')"): \(form)",
        range: range)
    }
    guard slashed else { return channels }
    guard !isList(arguments[1]) else {
      throw Failure(
        code: .invalidColor, message: "\(name)() takes one alpha after its '/': \(form)", range: range)
    }
    return channels + [arguments[1]]
  }

  /// Classy's parenthesis-free form: `rgba 10 215 200 0.5`.
  private func colorFromWords(_ values: [StyleValue], range: Range<Int>) throws(Failure) -> StyleColor? {
    guard values.count >= 4, case .identifier(let name) = values[0],
      Self.colorFunctions.contains(name.lowercased()),
      values.dropFirst().allSatisfy({ if case .number = $0 { true } else { false } })
    else { return nil }
    return try colorFunction(name.lowercased(), Array(values.dropFirst()), range: range)
  }

  /// The functions of numbers, which Classy also called with a space before the parenthesis.
  static let mathFunctions: Set<String> = ["floor", "ceil", "ceiling", "round", "abs", "sqrt", "min", "max"]

  private func call(_ name: String, _ arguments: [StyleValue], range: Range<Int>) throws(Failure)
    -> StyleValue
  {
    switch name {
    case "rgb", "rgba", "hsl", "hsla", "hsb", "hsba":
      return .color(try colorFunction(name, Self.channelArguments(arguments), range: range))
    case _ where Self.colorSpaceFunctions.contains(name):
      try requireCurrentCSS(
        "\(name)()",
        "CSS Color 4's lab(), lch(), oklab(), oklch() and hwb() are read in the stylec and css dialects",
        range: range)
      return .color(try colorSpaceFunction(name, Self.channelArguments(arguments), range: range))
    case "color-mix":
      try requireCurrentCSS(
        "color-mix()", "CSS's color-mix() is read in the stylec and css dialects ('@dialect stylec;')",
        range: range)
      return .color(try colorMix(arguments, range: range))
    case _ where Self.mathFunctions.contains(name):
      return try mathFunction(name, arguments, range: range)
    case "calc", "clamp", "mod", "rem":
      try requireCurrentCSS(
        "\(name)()",
        "CSS's calc(), clamp(), mod() and rem() are read in the stylec and css dialects ('@dialect stylec;')",
        range: range)
      return try mathFunction(name, arguments, range: range)
    case "url":
      guard arguments.count == 1, case .string(let path) = arguments[0] else {
        throw Failure(code: .invalidFunction, message: "url() takes one path", range: range)
      }
      return dialect.keepsURLs ? .function("url", [.string(path)]) : .string(path)
    case "lighten", "darken", "saturate", "desaturate", "fade", "fadein", "fadeout":
      guard arguments.count == 2, case .color(let color) = arguments[0],
        case .number(let amount, let unit) = arguments[1],
        unit == .percent || unit == .none
      else {
        throw Failure(
          code: .invalidFunction,
          message: "\(name)() takes a color and a percentage, e.g. \(name)(#336699, 10%)",
          range: range)
      }
      let fraction = amount / 100
      if dialect.scalesColorsRelatively, name != "fade" {
        return .color(color.scaled(name, by: fraction))
      }
      switch name {
      case "lighten": return .color(color.adjusted(lightness: fraction))
      case "darken": return .color(color.adjusted(lightness: -fraction))
      case "saturate": return .color(color.adjusted(saturation: fraction))
      case "desaturate": return .color(color.adjusted(saturation: -fraction))
      case "fadein": return .color(color.withAlpha(min(1, color.alpha + fraction)))
      case "fadeout": return .color(color.withAlpha(max(0, color.alpha - fraction)))
      default: return .color(color.withAlpha(fraction))
      }
    case "light-dark":
      try requireCurrentCSS(
        "light-dark()", "CSS's light-dark() is read in the stylec and css dialects ('@dialect stylec;')",
        range: range)
      guard let environment else {
        // Reached only where the sheet's own values are evaluated: a variable's, an argument's.
        throw Failure(
          code: .invalidFunction,
          message:
            "light-dark() picks a color by the view's environment, known when styles are resolved: it cannot stand in a variable's value, known when the sheet is read",
          range: range,
          notes: [
            "write it in a declaration, or in a custom property's value (':root { --ink: light-dark(black, white); }')"
          ])
      }
      // A branch left as the word `currentColor` needed a color the view does not have: an
      // error only where the scheme picks it.
      func isUnresolvedCurrentColor(_ value: StyleValue) -> Bool {
        if case .identifier(let word) = value { isCurrentColor(word) } else { false }
      }
      func isColor(_ value: StyleValue) -> Bool { if case .color = value { true } else { false } }
      guard arguments.count == 2, arguments.allSatisfy({ isColor($0) || isUnresolvedCurrentColor($0) }) else {
        throw Failure(
          code: .invalidFunction,
          message:
            "light-dark() takes two colors, the light scheme's then the dark's, e.g. light-dark(black, white)",
          range: range)
      }
      let picked = environment.userInterfaceStyle == .dark ? arguments[1] : arguments[0]
      guard isColor(picked) else {
        throw Failure(
          code: .undefinedCustomProperty,
          message:
            "currentColor stands for the view's color, and no rule or code gives it or an ancestor a 'color'",
          range: range)
      }
      return picked
    case "var":
      // Reached only where the sheet's own values are evaluated: a variable's, an argument's.
      throw Failure(
        code: .invalidFunction,
        message:
          "var() stands for a custom property a view has, known per view: it cannot stand in a variable's value, known when the sheet is read",
        range: range,
        notes: [
          "set a custom property in a rule instead (':root { --accent: orange; }'), and use var() in declarations"
        ])
    default:
      let computed =
        [
          "rgb", "rgba", "hsl", "hsla", "hsb", "hsba", "color-mix", "light-dark", "url", "lighten", "darken",
          "saturate",
          "desaturate",
          "fade", "fadein", "fadeout", "floor", "ceil", "ceiling", "round", "abs", "sqrt", "min", "max",
          "calc",
          "clamp", "mod", "rem",
        ] + Self.colorSpaceFunctions.sorted()
      throw Failure(
        code: .unknownFunction,
        message:
          "unknown function \(quoted(name + "()")); expected one of \(computed.joined(separator: ", ")) or InterfaCSS's (size, rect, image, rotate, left, localized, …)",
        range: range,
        notes: closestMatch(to: name, among: computed + KeptFunction.names).map {
          ["did you mean \(quoted($0))?"]
        }
          ?? [])
    }
  }

  /// Refuses, in the seeds' dialects, `what` only today's CSS writes (`calc()`), with a note
  /// saying where it is read.
  private func requireCurrentCSS(_ what: String, _ note: String, range: Range<Int>) throws(Failure) {
    guard !dialect.readsCurrentCSS else { return }
    throw Failure(
      code: .notInDialect,
      message:
        "\(what) is not in the \(dialect.rawValue) dialect, which reads the sheet as \(dialect.systemName) did",
      range: range, notes: [note])
  }

  // MARK: Math functions

  /// The strategies of CSS's `round()`, as Swift's rounding rules (`nearest` is worked out
  /// apart: its halves go up, which no rule of Swift's does).
  private static let roundingStrategies: [String: FloatingPointRoundingRule] = [
    "nearest": .toNearestOrAwayFromZero, "up": .up, "down": .down, "to-zero": .towardZero,
  ]

  /// `floor`, `ceil` (or `ceiling`), `round`, `abs` and `sqrt` of one number, `min` and `max` of
  /// one or more, as Classy's sheets use them; CSS's `calc(expression)` (the expression is the
  /// arithmetic, evaluated with CSS's precedence) and `clamp(low, value, high)` (`max(low,
  /// min(value, high))`, so a low above the high wins). A number keeps its unit; several take
  /// numbers of one dimension (or none), each converted to the first's unit (`max(1s, 1500ms)`
  /// is `1.5s`). In the stylec and css dialects, CSS's stepped values: `round([strategy,] A,
  /// B)` (A to a multiple of B: `nearest`, halves up, by default, or `up`, `down`, `to-zero`),
  /// `mod(A, B)` (the remainder taking B's sign) and `rem(A, B)` (taking A's).
  private func mathFunction(_ name: String, _ arguments: [StyleValue], range: Range<Int>) throws(Failure)
    -> StyleValue
  {
    var flat = arguments
    if flat.count == 1, case .list(let items, _) = flat[0] { flat = items }
    var strategy: FloatingPointRoundingRule?
    if name == "round", flat.count > 1 {
      try requireCurrentCSS(
        "round() of a step", "CSS's round(A, B) is read in the stylec and css dialects ('@dialect stylec;')",
        range: range)
      strategy = .toNearestOrAwayFromZero
      if case .identifier(let word) = flat[0] {
        guard let rule = Self.roundingStrategies[word.lowercased()] else {
          throw Failure(
            code: .invalidFunction,
            message: "round() rounds to nearest, up, down or to-zero, not \(quoted(word))", range: range)
        }
        strategy = rule
        flat.removeFirst()
      }
    }
    var numbers: [Double] = []
    var unit = NumericUnit.none
    for argument in flat {
      guard case .number(var number, let itsUnit) = argument else {
        throw Failure(
          code: .invalidFunction, message: "\(name)() takes numbers, not \(describe(argument))", range: range)
      }
      if dialect.typesCalculationsAsCSS, let first = numbers.first, (unit == .none) != (itsUnit == .none) {
        let plain = unit == .none ? formatNumber(first) : formatNumber(number)
        throw Failure(
          code: .invalidFunction,
          message:
            "\(name)() takes numbers of one type: '\(plain)' is a plain number and '\(unit == .none ? formatNumber(number) + itsUnit.rawValue : formatNumber(first) + unit.rawValue)' is not",
          range: range,
          notes: [Self.calculationTypesNote(unit: unit == .none ? itsUnit : unit)])
      }
      if itsUnit != .none {
        guard unit == .none || unit.dimension == itsUnit.dimension else {
          throw Failure(
            code: .invalidFunction,
            message: "\(name)() takes numbers of one unit, not \(unit.rawValue) and \(itsUnit.rawValue)",
            range: range)
        }
        if unit == .none {
          unit = itsUnit
        } else {
          number = itsUnit.convert(number, to: unit)
        }
      }
      numbers.append(number)
    }
    let arity: ClosedRange<Int> =
      switch name {
      case "min", "max": 1...Int.max
      case "clamp": 3...3
      case "mod", "rem": 2...2
      case "round" where strategy != nil: 1...2
      default: 1...1
      }
    guard arity.contains(numbers.count) else {
      let expected =
        switch arity {
        case 3...3: "three numbers, clamp(low, value, high),"
        case 2...2: "two numbers, \(name)(A, B),"
        case 1...2: "a number and a step, round(A, B),"
        case 1...1: "one number,"
        default: "one or more numbers,"
        }
      throw Failure(
        code: .invalidFunction, message: "\(name)() takes \(expected) not \(numbers.count)", range: range)
    }
    let result: Double
    switch name {
    case "floor": result = numbers[0].rounded(.down)
    case "ceil", "ceiling": result = numbers[0].rounded(.up)
    case "round" where strategy != nil, "mod", "rem":
      // Rounding goes to the multiples of B below and above A whatever B's sign (CSS's lower B
      // and upper B); a remainder takes B's sign (`mod`) or A's (`rem`).
      let step = name == "round" ? abs(numbers.count > 1 ? numbers[1] : 1) : numbers[1]
      guard step != 0 else {
        throw Failure(
          code: .invalidArithmetic, message: "\(name)() by a step of 0 has no value", range: range)
      }
      let quotient = numbers[0] / step
      // Past 2^53 steps a double holds no fraction of one: A is a multiple of B as far as it can
      // tell, and its remainder is the exact one `fmod` gives.
      guard abs(quotient) < 0x1p53 else {
        let remainder = fmod(numbers[0], step)
        switch name {
        case "round": result = numbers[0]
        case "mod": result = remainder != 0 && (remainder < 0) != (step < 0) ? remainder + step : remainder
        default: result = remainder
        }
        break
      }
      // A quotient's binary noise (`1.2 / 0.4` is 2.9999999999999996) would move it a step.
      let steps = quotient.withoutBinaryNoise
      let stepped: Double
      switch name {
      // A half rounds up (towards positive infinity), as CSS asks of `nearest`.
      case "round" where strategy == .toNearestOrAwayFromZero: stepped = (steps + 0.5).rounded(.down) * step
      case "round": stepped = steps.rounded(strategy!) * step
      case "mod": stepped = numbers[0] - step * steps.rounded(.down)
      default: stepped = numbers[0] - step * steps.rounded(.towardZero)
      }
      result = stepped.withoutNoise(of: max(abs(numbers[0]), abs(step)))
    // Today's CSS rounds a half up (`round(-2.5)` is -2, as `round(-2.5, 1)`); the seeds'
    // dialects away from zero, as Sass does.
    case "round" where dialect.readsCurrentCSS: result = (numbers[0] + 0.5).rounded(.down)
    case "round": result = numbers[0].rounded(.toNearestOrAwayFromZero)
    case "abs": result = abs(numbers[0])
    case "sqrt":
      guard numbers[0] >= 0 else {
        throw Failure(
          code: .invalidArithmetic, message: "sqrt() of a negative number has no value", range: range)
      }
      // The root of a length is no length: CSS's sqrt() takes a plain number (the seeds'
      // dialects, whose units are points, keep the unit).
      if dialect.typesCalculationsAsCSS, unit != .none {
        throw Failure(
          code: .invalidFunction,
          message: "sqrt() takes a plain number, not '\(formatNumber(numbers[0]))\(unit.rawValue)'",
          range: range,
          notes: [
            "the square root of a \(unit.dimension) is no \(unit.dimension); take the root of the plain number and multiply by 1\(unit.rawValue)"
          ])
      }
      result = numbers[0].squareRoot()
    case "min": result = numbers.min()!
    case "clamp": result = max(numbers[0], min(numbers[1], numbers[2]))
    case "calc": result = numbers[0]
    default: result = numbers.max()!
    }
    guard result.isFinite else {
      throw Failure(code: .invalidNumber, message: "the result is too large to represent", range: range)
    }
    return .number(result == 0 ? 0 : result, unit: unit)
  }

  /// `rgb(r, g, b[, a])` with channels 0–255 or percentages, `hsl(h, s%, l%[, a])` as in CSS,
  /// `hsb(h, s%, b%[, a])` as UIKit computes it; in the `classy` dialect `hsl()` is HSB, as
  /// Classy read it (a number without `%` counts as a percentage either way).
  private func colorFunction(_ name: String, _ arguments: [StyleValue], range: Range<Int>) throws(Failure)
    -> StyleColor
  {
    var numbers = try channels(name, arguments, range: range)
    // A hue may be written in any angle's unit (`0.5turn`); every other channel is a plain number
    // or a percentage.
    for (position, (number, unit)) in numbers.enumerated() {
      let isHue = position == 0 && !name.hasPrefix("rgb")
      try check(name, number, unit, isHue: isHue, range: range)
    }
    let alpha = Self.alpha(of: numbers)
    if numbers[0].1.dimension == .angle { numbers[0] = (numbers[0].1.convert(numbers[0].0, to: .deg), .deg) }
    if name.hasPrefix("rgb") {
      func channel(_ entry: (Double, NumericUnit)) -> Double {
        entry.1 == .percent ? entry.0 / 100 : entry.0 / 255
      }
      return StyleColor(
        red: channel(numbers[0]), green: channel(numbers[1]), blue: channel(numbers[2]), alpha: alpha)
    }
    if name.hasPrefix("hsb") || dialect.readsHSLAsHSB {
      return StyleColor(
        hue: numbers[0].0, saturation: numbers[1].0 / 100, brightness: numbers[2].0 / 100, alpha: alpha)
    }
    return StyleColor(
      hue: numbers[0].0, saturation: numbers[1].0 / 100, lightness: numbers[2].0 / 100, alpha: alpha)
  }
}

extension Double {
  /// The decimal of 15 significant digits (as many as a double holds of every decimal) next to
  /// the number, when it lies within two units in the last place: arithmetic on decimals
  /// leaves binary noise of a unit or so (`0.1 + 0.2` is 0.30000000000000004, `0.1 + 0.7`
  /// 0.7999999999999999, `0.7 / 0.1` 6.999999999999999), which CSS's serialisation of numbers
  /// never shows. A number further from its 15 digits is itself (`1 / 3` keeps its 16th
  /// digit, so that `1 / 3 * 3` is 1).
  fileprivate var withoutBinaryNoise: Double {
    guard isFinite, self != 0, let decimal = Double(String(format: "%.15g", self)) else { return self }
    return abs(decimal - self) <= 2 * ulp ? decimal : self
  }

  /// The number with what lies below the 15th significant digit of `scale` gone: a difference
  /// of numbers of that size (`1 - 3 * 0.3` is 0.10000000000000009) is exact to no more. The
  /// scaling is by an exact power of ten (a quantum of 1e-11 is not one, and put noise back).
  fileprivate func withoutNoise(of scale: Double) -> Double {
    guard scale > 0, scale.isFinite, isFinite else { return withoutBinaryNoise }
    let exponent = 14 - log10(scale).rounded(.down)
    let factor = pow(10, abs(exponent))
    let rounded = exponent >= 0 ? (self * factor).rounded() / factor : (self / factor).rounded() * factor
    return rounded.withoutBinaryNoise
  }
}
