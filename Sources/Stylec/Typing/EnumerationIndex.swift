import Synchronization

/// An enumeration's names as a value is checked against them: whether a word is one of them,
/// the one a UIKit full name ends with (`NSLineBreakByWordWrapping`), the one a color names
/// (`bar-style black`). A small enumeration (UIKit's are) is scanned, as cheap as it gets; a
/// large one is looked up in an index made once and kept (a few, the last used), so that
/// checking thousands of values against thousands of names costs each value a look-up, not
/// the names (lint of 8,000 values against 20,000 names: 62 s).
enum EnumerationIndex: Sendable {
  case scanned([String])
  /// The names, and the first name (in the enumeration's order) each color names.
  case indexed(names: Set<String>, colorNames: [StyleColor: String])

  /// Enumerations this small are scanned.
  private static let indexedFrom = 32

  /// Whether `word` is one of the names.
  func contains(_ word: String) -> Bool {
    switch self {
    case .scanned(let names): names.contains(word)
    case .indexed(let names, _): names.contains(word)
    }
  }

  /// The first name (in the enumeration's order) that names `color`, if any.
  func name(of color: StyleColor) -> String? {
    switch self {
    case .scanned(let names):
      names.first { namedColor($0, uikit: .all) == color || namedColor($0, uikit: .none) == color }
    case .indexed(_, let colorNames): colorNames[color]
    }
  }

  /// The allowed name a UIKit constant's full name (in kebab case) ends with
  /// (`NSLineBreakByWordWrapping` is `word-wrapping`, `UIViewAutoresizingFlexibleWidth` is
  /// `flexible-width`), as InterfaCSS matches them: the longest that ends the name at a word
  /// boundary. Only names with UIKit's and Foundation's prefixes are matched, so a misspelt
  /// short name is still reported.
  func shortName(ofUIKitName word: String) -> String? {
    guard word.hasPrefix("ui-") || word.hasPrefix("ns-") else { return nil }
    // The first `-` from the left leaves the longest suffix.
    var rest = word[...]
    while let dash = rest.firstIndex(of: "-") {
      rest = rest[rest.index(after: dash)...]
      if contains(String(rest)) { return String(rest) }
    }
    return nil
  }

  /// The colors a name stands for, as UIKit's names and as CSS's.
  private static func colors(named name: String) -> [StyleColor] {
    [namedColor(name, uikit: .all), namedColor(name, uikit: .none)].compactMap { $0 }
  }

  private struct Kept: Sendable {
    var names: [String]
    var address: UInt
    var index: EnumerationIndex
  }

  /// The indexes kept, by the storage of the names they were made of, each holding its names
  /// (so that storage is never freed and reused for other names while kept).
  private static let kept = Mutex<[Kept]>([])
  private static let keptCount = 8

  /// The index of `names`: scanned when small, else made once and kept.
  static func of(_ names: [String]) -> EnumerationIndex {
    guard names.count >= indexedFrom else { return .scanned(names) }
    let address = names.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    if let known = kept.withLock({ entries in
      entries.first { $0.address == address && $0.names.count == names.count }?.index
    }) {
      return known
    }
    var colorNames: [StyleColor: String] = [:]
    for name in names {
      for color in colors(named: name) where colorNames[color] == nil { colorNames[color] = name }
    }
    let index = EnumerationIndex.indexed(names: Set(names), colorNames: colorNames)
    kept.withLock { entries in
      if entries.count == keptCount { entries.removeFirst() }
      entries.append(Kept(names: names, address: address, index: index))
    }
    return index
  }
}
