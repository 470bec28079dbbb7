import Synchronization

/// An enumeration's names, looked up rather than scanned: whether a word is one of them, the
/// one a UIKit full name ends with (`NSLineBreakByWordWrapping`), the one a color names
/// (`bar-style black`). A large enumeration's index is made once and kept (a few, the last
/// used), so that checking thousands of values against an enumeration of thousands of names
/// costs each value a look-up, not the names (lint of 8,000 values against 20,000 names: 62 s).
struct EnumerationIndex: Sendable {
  let names: Set<String>
  /// The first name (in the enumeration's order) each color names, for names that are colors.
  let colorNames: [StyleColor: String]

  init(_ names: [String]) {
    self.names = Set(names)
    var colorNames: [StyleColor: String] = [:]
    for name in names {
      for color in [namedColor(name, uikit: .all), namedColor(name, uikit: .none)].compactMap({ $0 })
      where colorNames[color] == nil {
        colorNames[color] = name
      }
    }
    self.colorNames = colorNames
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
      if names.contains(String(rest)) { return String(rest) }
    }
    return nil
  }

  /// Enumerations this small are indexed anew when asked: keeping them would cost more.
  private static let keptFrom = 32
  /// The indexes kept, by the storage of the names they were made of, each holding its names
  /// (so that storage is never freed and reused for other names while kept).
  private static let kept = Mutex<[Kept]>([])
  private static let keptCount = 8

  private struct Kept: Sendable {
    var names: [String]
    var address: UInt
    var index: EnumerationIndex
  }

  /// The index of `names`: kept when large.
  static func of(_ names: [String]) -> EnumerationIndex {
    guard names.count >= keptFrom else { return EnumerationIndex(names) }
    let address = names.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    if let known = kept.withLock({ entries in
      entries.first { $0.address == address && $0.names.count == names.count }?.index
    }) {
      return known
    }
    let index = EnumerationIndex(names)
    kept.withLock { entries in
      if entries.count == keptCount { entries.removeFirst() }
      entries.append(Kept(names: names, address: address, index: index))
    }
    return index
  }
}
