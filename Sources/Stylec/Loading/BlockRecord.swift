/// A rule's block as written, for lint: its selectors, its own declarations (before
/// `@extend`), and whether it has anything in it at all.
struct BlockRecord: Hashable, Sendable {
  var selectors: [Selector]
  var condition: Int?
  var file: Int
  var range: Range<Int>
  /// Where its body ends (its `}`, or its last indented line): with `range`'s start, the
  /// whole block, which an editor's outline spans.
  var end: Int
  /// Indices into the stylesheet's declarations of the block's own (those `@extend` adds come
  /// later in that array); an index range, so a block's declarations are stored once.
  var declarations: Range<Int>
  /// Whether the block holds no statement at all.
  var isEmpty: Bool
  /// Whether it is an `@media` or `@device` block inside a rule, which takes the rule's
  /// selectors: they were checked where the rule writes them.
  var restatesEnclosingRule = false
  /// The cascade layer its rules are in (`LayerOrder.unlayered` outside any).
  var layer = LayerOrder.unlayered
}
