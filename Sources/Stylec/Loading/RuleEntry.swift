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
  /// The block the declarations were written in, by its place in `Stylesheet.blocks`; the
  /// entries of one group share it.
  var block: Int
  /// The cascade layer it is in (`Stylesheet.layers`), `LayerOrder.unlayered` outside any.
  var layer: Int32 = 0
  /// Whether its declarations are its block's `!important` ones, which rank above every rule's
  /// others (a block with both has an entry for each, the important one after).
  var isImportant = false
}
