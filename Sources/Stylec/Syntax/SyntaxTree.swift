/// A statement of a parsed stylesheet, before imports, variables and nesting are resolved.
/// Ranges are byte ranges in the file the statement was parsed from. A statement with a block
/// holds where its body is, not the body: the parser hands the body's statements out one at a
/// time (`Parser.nextStatement(in:)`).
enum Statement: Hashable, Sendable {
  /// `selectors { body }` or a selector line followed by an indented body.
  case rule(selectors: [Selector], body: Block, range: Range<Int>)
  /// `name[arguments]: value`.
  case declaration(Declaration)
  /// `$name = value`, `name = value` (top level) or `@name: value`.
  case variable(name: String, value: Expression, range: Range<Int>)
  /// `@import path`, or `@import path layer(name)` (`layer` alone: an anonymous layer, `[]`).
  case importFile(path: String, layer: [String]?, range: Range<Int>)
  /// `@import $variable`: the file the variable's value names (a variable injected by the app,
  /// as Classy apps chose a theme's file).
  case importVariable(name: String, range: Range<Int>)
  /// `@media condition { body }` or `@device …`.
  case media(MediaCondition, body: Block, range: Range<Int>)
  /// `@container name? condition { body }`: rules that apply where the node's query container
  /// meets the condition.
  case container(ContainerQuery, body: Block, range: Range<Int>)
  /// `name @{ body }` (or `name: @{`, `name[arguments] @{`): declarations of a nested object,
  /// keyed `name.property` (`name[arguments].property`).
  case nestedProperties(key: PropertyKey, body: Block, range: Range<Int>)
  /// `@dialect name`: whose meanings the stylesheet is read with; only as its first statement.
  case dialect(name: String, range: Range<Int>)
  /// `@extend selector, …`: the enclosing rule takes the declarations of the rules written
  /// with exactly these selectors.
  case extend(selectors: [Selector], range: Range<Int>)
  /// `@mixin name($parameter, $other: default) { body }`: a named style a rule includes.
  case mixin(name: String, parameters: [MixinParameter], body: Block, range: Range<Int>)
  /// `@include name(argument, …)`: the mixin's declarations, its parameters bound to the
  /// arguments, where it stands.
  case include(name: String, arguments: [Expression], range: Range<Int>)
  /// `@layer a, b.c;` (no body: the layers' order) or `@layer name { body }` (`names` empty for
  /// an anonymous layer): CSS's cascade layers, each name a dotted path of sublayers.
  case layer(names: [[String]], body: Block?, range: Range<Int>)
  /// `@charset "UTF-8";`, CSS's encoding declaration: a sheet is read as UTF-8 whatever it says,
  /// and this is the only encoding it may name.
  case charset(range: Range<Int>)

  /// Where the statement is written: a rule's selectors, a block's prelude, a whole declaration.
  var range: Range<Int> {
    switch self {
    case .rule(_, _, let range), .variable(_, _, let range), .importFile(_, _, let range),
      .layer(_, _, let range),
      .importVariable(_, let range), .media(_, _, let range), .container(_, _, let range),
      .nestedProperties(_, _, let range),
      .dialect(_, let range), .extend(_, let range), .mixin(_, _, _, let range), .include(_, _, let range),
      .charset(let range):
      range
    case .declaration(let declaration): declaration.range
    }
  }

  /// The block the statement opens, if it has one.
  var body: Block? {
    switch self {
    case .rule(_, let body, _), .media(_, let body, _), .container(_, let body, _),
      .nestedProperties(_, let body, _), .mixin(_, _, let body, _):
      body
    case .layer(_, let body, _): body
    case .declaration, .variable, .importFile, .importVariable, .extend, .dialect, .include, .charset: nil
    }
  }

  /// Whether it is `@charset "UTF-8";`, which stays first in a file, before even `@dialect`.
  var isCharset: Bool { if case .charset = self { true } else { false } }

  /// Whether CSS reads no `@import` after the statement: every rule and at-rule but `@import`
  /// itself, `@layer a, b;` and `@dialect` (a variable, stylec's own, counts as none).
  var endsImports: Bool {
    switch self {
    case .importFile, .importVariable, .dialect, .variable, .layer(_, nil, _), .charset: false
    default: true
    }
  }
}

extension Statement {
  /// Layer names as `@layer` lists them: `base, theme.buttons`.
  static func layerList(_ names: [[String]]) -> String {
    names.map { $0.joined(separator: ".") }.joined(separator: ", ")
  }

  /// What follows an `@import`'s target for its layer: ` layer(base)`, ` layer`, or nothing.
  static func layerSuffix(_ layer: [String]?) -> String {
    guard let layer else { return "" }
    return layer.isEmpty ? " layer" : " layer(\(layer.joined(separator: ".")))"
  }
}

/// A block the parser has entered: what ends it, and how deep it is nested.
struct Block: Hashable, Sendable {
  /// What closes the block; nil for a block skipped unread (nested too deeply), which has no
  /// statements.
  var context: Parser.Context?
  /// How many blocks enclose its statements.
  var depth: Int

  /// The whole file.
  static let topLevel = Block(context: .topLevel, depth: 0)
  /// A block with no statements to read.
  static let empty = Block(context: nil, depth: 0)
}

/// One `name[arguments]: value` declaration as written.
struct Declaration: Hashable, Sendable {
  /// The property, with its arguments (`title-color[state:highlighted]`).
  var key: PropertyKey
  /// The value expression.
  var value: Expression
  /// The whole declaration.
  var range: Range<Int>
  /// Whether it ends in `!important`, which ranks it above every declaration without one.
  var isImportant = false
  /// Whether its value calls `var()` or `light-dark()`, so that it is known per node (in its
  /// environment) only.
  var isWorkedOutPerNode = false
}

/// A value as written: literals, variable references, function calls, arithmetic and lists.
struct Expression: Hashable, Sendable {
  var kind: Kind
  var range: Range<Int>

  /// Only the cases holding one expression are boxed: a literal costs no allocation.
  enum Kind: Hashable, Sendable {
    case number(Double, NumericUnit)
    case color(StyleColor)
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
    /// `a > b`, `a <= b`, …: InterfaCSS's comparisons, which are booleans (`hidden: 2 > 1`).
    indirect case comparison(Expression, ComparisonOperator, Expression)
    /// `(name: value, name: value)`: the attributes of a run of an InterfaCSS attributed string
    /// (`"text" (font: Avenir 12, color: blue)`).
    case attributes([Attribute])
    /// A value already evaluated, standing where a variable or a `var()` was written: what the
    /// loader puts for a variable in a value it keeps as an expression, and what substituting a
    /// node's custom properties puts for a `var()`. Boxed: held inline, its value made every
    /// expression larger, and parsing a fifth slower.
    indirect case evaluated(ValueEvaluator.SizedValue)
  }

  /// One `name: value` of an attribute group.
  struct Attribute: Hashable, Sendable {
    var name: String
    var value: Expression
  }
}

extension Expression {
  /// Calls `body` with every name the expression refers to, however deeply it nests (without
  /// recursion): each variable (`$name`, `@name`, `isVariable` true) and each bare name, which
  /// may be one of Classy's bare variables.
  func forEachName(_ body: (_ name: String, _ isVariable: Bool, _ range: Range<Int>) -> Void) {
    // Most values are a word, a number or a list of such: named without a stack to walk.
    if visitLeaf(body) { return }
    if case .list(let items, _) = kind, items.allSatisfy({ $0.visitLeaf { _, _, _ in } }) {
      for item in items { _ = item.visitLeaf(body) }
      return
    }
    var pending = [self]
    while let next = pending.popLast() {
      switch next.kind {
      case .variable(let name): body(name, true, next.range)
      case .identifier(let name): body(name, false, next.range)
      case .function(_, let arguments): pending += arguments
      case .list(let items, _): pending += items
      case .arithmetic(let operands, _): pending += operands
      case .negate(let inner), .group(let inner): pending.append(inner)
      case .comparison(let left, _, let right): pending += [left, right]
      case .attributes(let attributes): pending += attributes.map(\.value)
      case .number, .color, .string, .evaluated: break
      }
    }
  }

  /// Calls `body` with the expression's name when it is a leaf, a name or a literal.
  /// - Returns: whether it is a leaf.
  private func visitLeaf(_ body: (_ name: String, _ isVariable: Bool, _ range: Range<Int>) -> Void) -> Bool {
    switch kind {
    case .variable(let name): body(name, true, range)
    case .identifier(let name): body(name, false, range)
    case .number, .color, .string, .evaluated: break
    default: return false
    }
    return true
  }
}

/// `< > <= >= == !=` in values.
enum ComparisonOperator: String, Hashable, Sendable {
  case less = "<"
  case greater = ">"
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
  case equal = "=="
  case notEqual = "!="
}

/// `+ - * /` and InterfaCSS's `**` in values.
enum ArithmeticOperator: UInt8, Hashable, Sendable {
  case add = 43  // "+"
  case subtract = 45  // "-"
  case multiply = 42  // "*"
  case divide = 47  // "/"
  /// `**`, written as two asterisks; its raw value is `^`'s, a byte no other operator has.
  case power = 94

  var symbol: String { self == .power ? "**" : String(UnicodeScalar(rawValue)) }
}
