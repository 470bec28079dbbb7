/// A statement of a parsed stylesheet, before imports, variables and nesting are resolved.
/// Ranges are byte ranges in the file the statement was parsed from.
enum Statement: Hashable, Sendable {
  /// `selectors { body }` or a selector line followed by an indented body.
  case rule(selectors: [Selector], body: [Statement], range: Range<Int>)
  /// `name[arguments]: value`.
  case declaration(Declaration)
  /// `$name = value`, `name = value` (top level) or `@name: value`.
  case variable(name: String, value: Expression, range: Range<Int>)
  /// `@import path`.
  case importFile(path: String, range: Range<Int>)
  /// `@media condition { body }` or `@device …`.
  case media(MediaCondition, body: [Statement], range: Range<Int>)
  /// `name @{ body }`: declarations of a nested object, keyed `name.property`.
  case nestedProperties(name: String, body: [Statement], range: Range<Int>)
  /// `@extend selector, …`: the enclosing rule takes the declarations of the rules written
  /// with exactly these selectors.
  case extend(selectors: [Selector], range: Range<Int>)
}

/// One `name[arguments]: value` declaration as written.
struct Declaration: Hashable, Sendable {
  /// The canonical property key, kebab-case, with sorted arguments (`title-color[state:highlighted]`).
  var key: String
  /// The value expression.
  var value: Expression
  /// The whole declaration.
  var range: Range<Int>
}

/// A value as written: literals, variable references, function calls, arithmetic and lists.
struct Expression: Hashable, Sendable {
  var kind: Kind
  var range: Range<Int>

  /// Only the cases holding one expression are boxed: a literal costs no allocation.
  enum Kind: Hashable, Sendable {
    case number(Double, NumericUnit)
    case color(Color)
    case string(String)
    case identifier(String)
    /// `$name` or `@name`, with its sigil.
    case variable(String)
    case function(name: String, arguments: [Expression])
    case list([Expression], ListSeparator)
    /// `a op b op c …` at one precedence level, left to right: `operands` holds one more item
    /// than `operators`. A chain is flat, not nested pairs, so a value of thousands of terms
    /// costs no recursion to parse, evaluate, compare or free.
    case arithmetic(operands: [Expression], operators: [ArithmeticOperator])
    indirect case negate(Expression)
    /// A parenthesised expression: a list in parentheses stays one item of its enclosing list.
    indirect case group(Expression)
  }
}

/// `+ - * /` in values.
enum ArithmeticOperator: UInt8, Hashable, Sendable {
  case add = 43  // "+"
  case subtract = 45  // "-"
  case multiply = 42  // "*"
  case divide = 47  // "/"

  var symbol: String { String(UnicodeScalar(rawValue)) }
}
