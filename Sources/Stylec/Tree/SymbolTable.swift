/// Interns names to small integers once, so matching compares integers instead of strings.
struct SymbolTable: Hashable, Sendable {
  private(set) var names: [String] = []
  private var symbols: [String: Int32] = [:]

  /// The symbol for `name`, adding it if new.
  mutating func intern(_ name: String) -> Int32 {
    if let symbol = symbols[name] { return symbol }
    let symbol = Int32(names.count)
    names.append(name)
    symbols[name] = symbol
    return symbol
  }

  /// The symbol for `name`, if it was interned.
  func lookup(_ name: String) -> Int32? { symbols[name] }

  subscript(symbol: Int32) -> String { names[Int(symbol)] }

  var count: Int { names.count }
}
