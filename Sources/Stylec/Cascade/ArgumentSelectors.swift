/// The argument selectors of a `:not()` or `:is()` compiled into a selector table, a long list
/// indexed by what each one's subject compound requires (an id, else its first class, else an
/// exact type), so that a node is tested against the arguments it could match, not all of them:
/// `:is()` of 64,000 arguments over 64,000 nodes took 46 s, each node tested against each.
struct ArgumentSelectors: Hashable, Sendable {
  /// Every argument, in the order written.
  let all: [SelectorID]
  /// For a list of `indexedCount` or more, the arguments by the id, class or exact type their
  /// subject requires, and those requiring none of them.
  private(set) var byID: [SheetSymbol: [SelectorID]] = [:]
  private(set) var byClass: [SheetSymbol: [SelectorID]] = [:]
  private(set) var byType: [SheetSymbol: [SelectorID]] = [:]
  private(set) var unkeyed: [SelectorID] = []

  /// The shortest list that is indexed: a shorter one is tested an argument at a time.
  static let indexedCount = 16

  /// Whether the arguments are indexed.
  var isIndexed: Bool { all.count >= Self.indexedCount }

  /// The arguments `all`, already in `table`.
  init(_ all: [SelectorID], in table: SelectorTable) {
    self.all = all
    guard all.count >= Self.indexedCount else { return }
    for selector in all {
      switch table.bucketKey(of: table.firstCompound[selector]) {
      case .id(let symbol): byID[symbol, default: []].append(selector)
      case .aClass(let symbol): byClass[symbol, default: []].append(selector)
      case .type(let symbol): byType[symbol, default: []].append(selector)
      case .supertype, .relative, nil: unkeyed.append(selector)
      }
    }
  }
}
