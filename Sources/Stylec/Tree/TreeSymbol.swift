/// A name (type, id, class or state) interned in a tree's `SymbolTable`. The stylesheet numbers
/// names in a table of its own (`SheetSymbol`), so the same name has different numbers in each:
/// the cascade translates once per resolve (`NodeView`), and the two types keep a tree symbol
/// from reaching a table that expects the sheet's.
struct TreeSymbol: TypedIndex {
  let rawValue: Int32
}
