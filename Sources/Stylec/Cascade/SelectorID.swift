/// A selector compiled into a `SelectorTable`: its position among the table's selectors, which
/// holds each rule's selector and, after them in turn, the selectors of its `:not()`s. A type of
/// its own so that a selector is not taken for the rule it belongs to, which is numbered apart.
struct SelectorID: TypedIndex {
  let rawValue: Int32
}
