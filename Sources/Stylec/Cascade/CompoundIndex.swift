/// A compound of a selector compiled into a `SelectorTable`: its position in the table's
/// per-compound arrays, where each selector's compounds run right to left from its subject. A
/// type of its own so that the matcher's steps from compound to compound cannot wander onto a
/// selector or a node.
struct CompoundIndex: TypedIndex {
  let rawValue: Int32
}
