/// What a statement says, without where it stands: the statement with every position cleared,
/// a block's body reduced to the fact that there is one (its statements follow, one level
/// deeper), and UIKit's shorthand type names read as the types they name. A sheet and its
/// formatted or converted text must read back as the same shapes, in the same order; that is
/// how `StylesheetFormatter` knows it changed the layout and nothing else.
///
/// A shape is kept as its fingerprint, a hash of the whole shape, so that a statement is let go
/// as soon as it is read: a statement as large as its file (one value of a million items, one
/// selector of a million compounds) was held for the sheet and again for its text, 140 times
/// the file. Two different shapes share a fingerprint with a chance of 2⁻⁶⁴.
struct StatementShape: Hashable, Sendable {
  /// The hash of the depth and the statement with its positions cleared.
  let fingerprint: Int
  /// Whether the statement writes selectors (a rule, an `@extend`), which the two syntaxes
  /// read differently: what an error says about a statement that does not read back.
  let writesSelectors: Bool

  /// The shape of `statement`, cleared in place (taken over, not copied) and hashed.
  init(_ statement: consuming Statement, depth: Int) {
    switch statement {
    case .rule, .extend: writesSelectors = true
    default: writesSelectors = false
    }
    statement.clearPositions()
    var hasher = Hasher()
    hasher.combine(depth)
    hasher.combine(statement)
    fingerprint = hasher.finalize()
  }
}

extension Statement {
  /// Clears the statement's positions (see `StatementShape`). Each payload is taken out, the
  /// statement left holding a placeholder, so that the payload is the only reference to its
  /// storage and changes in place.
  fileprivate mutating func clearPositions() {
    let placeholder = Statement.importVariable(name: "", range: 0..<0)
    switch self {
    case .rule(var selectors, _, _):
      self = placeholder
      selectors.removeShorthands()
      self = .rule(selectors: selectors, body: .empty, range: 0..<0)
    case .declaration(var declaration):
      self = placeholder
      declaration.value.clearPositions()
      declaration.range = 0..<0
      self = .declaration(declaration)
    case .variable(let name, var value, _):
      self = placeholder
      value.clearPositions()
      self = .variable(name: name, value: value, range: 0..<0)
    case .importFile(let path, let layer, _): self = .importFile(path: path, layer: layer, range: 0..<0)
    case .layer(let names, _, _): self = .layer(names: names, body: .empty, range: 0..<0)
    case .importVariable(let name, _): self = .importVariable(name: name, range: 0..<0)
    case .media(let condition, _, _): self = .media(condition, body: .empty, range: 0..<0)
    case .container(let query, _, _): self = .container(query, body: .empty, range: 0..<0)
    case .nestedProperties(let key, _, _): self = .nestedProperties(key: key, body: .empty, range: 0..<0)
    case .dialect(let name, _): self = .dialect(name: name.lowercased(), range: 0..<0)
    case .charset: self = .charset(range: 0..<0)
    case .extend(let selectors, _):
      // `@extend` finds rules by their selectors as written (`Selector.writtenText`): a
      // shorthand name is kept as written, so that converting `@extend Label` to Classy's
      // `@extend UILabel`, which would extend other rules, does not read back the same.
      self = placeholder
      let written = selectors.map { $0.readingShorthands(asExact: { _ in true }) ?? $0 }
      self = .extend(selectors: written, range: 0..<0)
    case .mixin(let name, var parameters, _, _):
      self = placeholder
      for index in parameters.indices { parameters[index].defaultValue?.clearPositions() }
      self = .mixin(name: name, parameters: parameters, body: .empty, range: 0..<0)
    case .include(let name, var arguments, _):
      self = placeholder
      arguments.clearPositions()
      self = .include(name: name, arguments: arguments, range: 0..<0)
    }
  }
}

extension Expression {
  /// Clears the expression's own position and its parts', in place. Recursion is as deep as
  /// the value's nesting, which the parser bounds.
  fileprivate mutating func clearPositions() {
    range = 0..<0
    let placeholder = Kind.identifier("")
    switch kind {
    case .number, .color, .string, .identifier, .variable, .evaluated: break
    case .function(let name, var arguments):
      kind = placeholder
      arguments.clearPositions()
      kind = .function(name: name, arguments: arguments)
    case .list(var items, let separator):
      kind = placeholder
      items.clearPositions()
      kind = .list(items, separator)
    case .arithmetic(var operands, let operators):
      kind = placeholder
      operands.clearPositions()
      kind = .arithmetic(operands: operands, operators: operators)
    case .negate(var operand):
      kind = placeholder
      operand.clearPositions()
      kind = .negate(operand)
    case .group(var inner):
      kind = placeholder
      inner.clearPositions()
      kind = .group(inner)
    case .comparison(var left, let comparison, var right):
      kind = placeholder
      left.clearPositions()
      right.clearPositions()
      kind = .comparison(left, comparison, right)
    case .attributes(var attributes):
      kind = placeholder
      for index in attributes.indices { attributes[index].value.clearPositions() }
      kind = .attributes(attributes)
    }
  }
}

extension [Expression] {
  /// Clears every item's positions, in place.
  fileprivate mutating func clearPositions() {
    for index in indices { self[index].clearPositions() }
  }
}

extension [Selector] {
  /// Reads each UIKit shorthand as the type it names, in place: CSS syntax's `button` is
  /// Classy syntax's `UIButton`.
  fileprivate mutating func removeShorthands() {
    for index in indices {
      for compound in self[index].compounds.indices {
        self[index].compounds[compound].shorthand = nil
        for position in self[index].compounds[compound].pseudoClasses.indices {
          let pseudoClass = self[index].compounds[compound].pseudoClasses[position]
          guard !pseudoClass.argumentSelectors.isEmpty else { continue }
          self[index].compounds[compound].pseudoClasses[position] = pseudoClass.mappingArgumentSelectors {
            var selectors = [$0]
            selectors.removeShorthands()
            return selectors[0]
          }
        }
      }
    }
  }
}
