/// A position in one kind of table (the tree's nodes, a symbol table, the sheet's rules), stored
/// as the `Int32` the engine's per-node and per-symbol arrays hold. Each kind is a type of its
/// own, a struct of one `Int32` laid out exactly like it, so that handing a tree symbol to code
/// that wants a sheet symbol, or a rule where a node is meant, does not compile, at no cost at
/// run time. -1 (`absent`) stands for none: an `Optional` would make the arrays twice as wide.
protocol TypedIndex: Hashable, Strideable, Sendable where Stride == Int {
  var rawValue: Int32 { get }
  init(rawValue: Int32)
}

extension TypedIndex {
  /// No node, symbol or rule: no parent, no id, a name the sheet never uses.
  static var absent: Self { Self(rawValue: -1) }

  /// Whether this names something, rather than being `absent`.
  var isPresent: Bool { rawValue >= 0 }

  /// The index at an array position (trapping beyond `Int32.max`, as the arrays are sized).
  init(_ position: Int) { self.init(rawValue: Int32(position)) }

  /// The array position.
  var position: Int { Int(rawValue) }

  // Compared, ordered and strided as the number, so that a range of indices is a collection.

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  func distance(to other: Self) -> Int { Int(other.rawValue) - Int(rawValue) }

  func advanced(by distance: Int) -> Self { Self(rawValue: rawValue + Int32(distance)) }
}

extension Array {
  /// The element for an index of a table this array runs parallel to (`parents[node]`,
  /// `superclasses[type]`). It is changed in place (`_modify`, as the standard library's own
  /// subscript does): through `get` and `set`, `buckets[symbol].append(rule)` copied the
  /// whole bucket at every append.
  subscript<Index: TypedIndex>(_ index: Index) -> Element {
    get { self[Int(index.rawValue)] }
    _modify { yield &self[Int(index.rawValue)] }
  }
}
