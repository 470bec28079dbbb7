/// What a statement says, without where it stands: the statement with every position cleared,
/// a block's body reduced to the fact that there is one (its statements follow, one level
/// deeper), and UIKit's shorthand type names read as the types they name. A sheet and its
/// formatted or converted text must read back as the same shapes, in the same order; that is
/// how `StylesheetFormatter` knows it changed the layout and nothing else.
struct StatementShape: Hashable, Sendable {
  /// How many blocks enclose the statement.
  var depth: Int
  var statement: Statement

  init(_ statement: Statement, depth: Int) {
    self.depth = depth
    self.statement = statement.positionless
  }
}

extension Statement {
  /// The statement with its positions cleared (see `StatementShape`).
  fileprivate var positionless: Statement {
    switch self {
    case .rule(let selectors, _, _):
      .rule(selectors: selectors.map(\.withoutShorthands), body: .empty, range: 0..<0)
    case .declaration(let declaration):
      .declaration(Declaration(key: declaration.key, value: declaration.value.positionless, range: 0..<0))
    case .variable(let name, let value, _): .variable(name: name, value: value.positionless, range: 0..<0)
    case .importFile(let path, _): .importFile(path: path, range: 0..<0)
    case .importVariable(let name, _): .importVariable(name: name, range: 0..<0)
    case .media(let condition, _, _): .media(condition, body: .empty, range: 0..<0)
    case .nestedProperties(let key, _, _): .nestedProperties(key: key, body: .empty, range: 0..<0)
    case .dialect(let name, _): .dialect(name: name.lowercased(), range: 0..<0)
    case .extend(let selectors, _): .extend(selectors: selectors.map(\.withoutShorthands), range: 0..<0)
    case .mixin(let name, let parameters, _, _):
      .mixin(
        name: name,
        parameters: parameters.map {
          MixinParameter(name: $0.name, defaultValue: $0.defaultValue?.positionless)
        }, body: .empty, range: 0..<0)
    case .include(let name, let arguments, _):
      .include(name: name, arguments: arguments.map(\.positionless), range: 0..<0)
    }
  }
}

extension Expression {
  /// The expression with its own position and its parts' cleared. Recursion is as deep as the
  /// value's nesting, which the parser bounds.
  fileprivate var positionless: Expression {
    let kind: Kind =
      switch kind {
      case .number, .color, .string, .identifier, .variable: kind
      case .function(let name, let arguments): .function(name: name, arguments: arguments.map(\.positionless))
      case .list(let items, let separator): .list(items.map(\.positionless), separator)
      case .arithmetic(let operands, let operators):
        .arithmetic(operands: operands.map(\.positionless), operators: operators)
      case .negate(let operand): .negate(operand.positionless)
      case .group(let inner): .group(inner.positionless)
      case .comparison(let left, let comparison, let right):
        .comparison(left.positionless, comparison, right.positionless)
      case .attributes(let attributes):
        .attributes(attributes.map { Attribute(name: $0.name, value: $0.value.positionless) })
      }
    return Expression(kind: kind, range: 0..<0)
  }
}

extension Selector {
  /// The selector with each UIKit shorthand read as the type it names: CSS syntax's `button` is
  /// Classy syntax's `UIButton`.
  fileprivate var withoutShorthands: Selector {
    var result = self
    for index in result.compounds.indices {
      result.compounds[index].shorthand = nil
      for position in result.compounds[index].pseudoClasses.indices {
        guard case .not(let selectors) = result.compounds[index].pseudoClasses[position].kind else {
          continue
        }
        result.compounds[index].pseudoClasses[position].kind = .not(selectors.map(\.withoutShorthands))
      }
    }
    return result
  }
}
