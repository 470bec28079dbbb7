/// What a compound requires that an index can file it under, most selective first: its id,
/// else its first class, else its type (exact, or with `^` any subclass). A rule index files a
/// rule by its subject's key, and a long `:is()` list files its arguments by theirs, so that a
/// node meets only what could match it. A rule whose subject's `:has()` is more selective than
/// its type is filed under each of its relative selectors (`relative`, by its place in
/// `SelectorTable.relativeSelectors`), which a node draws from when the selector matches from it.
enum BucketKey: Hashable {
  case id(SheetSymbol)
  case aClass(SheetSymbol)
  case type(SheetSymbol)
  case supertype(SheetSymbol)
  case relative(Int)

  /// Whether the key is an id, a class or a relative selector: far fewer nodes have one than
  /// have a type.
  var isNamed: Bool {
    switch self {
    case .id, .aClass, .relative: true
    case .type, .supertype: false
    }
  }
}

extension SelectorTable {
  /// The compound's key, or nil when it requires no id, class or type (`*`, `:root`).
  func bucketKey(of compound: CompoundIndex) -> BucketKey? {
    if id[compound].isPresent { return .id(id[compound]) }
    if let first = classes(of: compound).first { return .aClass(classPool[first]) }
    guard type[compound].isPresent else { return nil }
    return matchesSubclasses[compound] ? .supertype(type[compound]) : .type(type[compound])
  }

  /// The keys a compound can be filed under in place of its own: the relative selectors of its
  /// first `:has()` (a node matching the compound is one they match from), or those of the
  /// arguments of its first `:is()` or `:where()` whose arguments all have one (a node matching
  /// the compound matches an argument, so it has that argument's key), each once. Nil when it
  /// has no such list; when the compound's own key is an id or a class, which is as selective
  /// as any; and for an `:is()` when its own key is a type and some argument's is one too.
  func argumentKeys(of compound: CompoundIndex) -> [BucketKey]? {
    guard hasConditions[compound] else { return nil }
    let own = bucketKey(of: compound)
    guard own?.isNamed != true else { return nil }
    for case .has(let relatives) in conditions[compound] ?? [] { return relatives.map { .relative($0) } }
    for condition in conditions[compound] ?? [] {
      guard case .isAny(let arguments) = condition else { continue }
      let keys = arguments.all.map { bucketKey(of: firstCompound[$0]) }
      guard keys.allSatisfy({ $0 != nil && (own == nil || $0!.isNamed) }) else { continue }
      var seen: Set<BucketKey> = []
      return keys.compactMap { $0 }.filter { seen.insert($0).inserted }
    }
    return nil
  }
}
