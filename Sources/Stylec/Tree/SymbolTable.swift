/// Interns names to small integers once, so matching compares integers instead of strings.
/// `Symbol` says whose numbering it is: the tree's (`TreeSymbol`) or the sheet's (`SheetSymbol`).
struct SymbolTable<Symbol: TypedIndex>: Hashable, Sendable {
  private(set) var names: [String] = []
  private var symbols: [String: Symbol] = [:]

  /// The symbol for `name`, adding it if new.
  mutating func intern(_ name: String) -> Symbol {
    if let symbol = symbols[name] { return symbol }
    let symbol = Symbol(names.count)
    names.append(name)
    symbols[name] = symbol
    return symbol
  }

  /// The symbol for `name`, if it was interned.
  func lookup(_ name: String) -> Symbol? { symbols[name] }

  subscript(symbol: Symbol) -> String { names[symbol] }

  var count: Int { names.count }
}
