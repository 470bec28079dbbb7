/// A name (type, id, class or state key) interned in a stylesheet's `SymbolTable`, the numbers
/// its selector table, rule index and bucket arrays use. A type of its own so that it cannot be
/// mixed with a `TreeSymbol`, which numbers the same names differently; `absent` for a tree
/// name no selector mentions.
struct SheetSymbol: TypedIndex {
  let rawValue: Int32
}
