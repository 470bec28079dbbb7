/// One flattened rule: a single selector (groups and nesting already expanded), its
/// declarations, its `@media` condition and its place in source order.
struct RuleEntry: Hashable, Sendable {
  /// The selector, with nesting and `&` resolved.
  var selector: Selector
  /// Indices into the stylesheet's declarations.
  var declarations: Range<Int>
  /// Index into the stylesheet's conditions, or nil when unconditional.
  var condition: Int?
  /// Source order of the block the declarations were written in; a later rule wins a tie.
  var order: Int
  /// Index of the file the selector was written in.
  var file: Int
  /// Byte range of the selector list in that file.
  var range: Range<Int>
  /// The block the declarations were written in; the entries of one group share it.
  var block: Int
}

/// A rule's block as written, for lint: its selectors, its own declarations (before
/// `@extend`), and whether it has anything in it at all.
struct BlockRecord: Hashable, Sendable {
  var selectors: [Selector]
  var condition: Int?
  var file: Int
  var range: Range<Int>
  /// Indices into the stylesheet's declarations of the block's own (those `@extend` adds come
  /// later in that array); an index range, so a block's declarations are stored once.
  var declarations: Range<Int>
  /// Whether the block holds no statement at all.
  var isEmpty: Bool
}

/// Where a variable is defined, for lint.
struct VariableRecord: Hashable, Sendable {
  var name: String
  var file: Int
  var range: Range<Int>
}

/// One declaration with its evaluated value.
struct CompiledDeclaration: Hashable, Sendable {
  /// The property, its path dotted for nested properties.
  var key: PropertyKey
  var value: Value
  var file: Int
  var range: Range<Int>
}
