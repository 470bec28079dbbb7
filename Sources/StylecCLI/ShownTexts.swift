import Stylec

/// The texts `explain`'s text shows for every node a declaration reaches, each worked out once:
/// a selector, a value and why it lost, shortened to `ExplainCommand.shownLength` characters.
/// A rule's selector comes from the explainer as one string for every node it reaches, so the
/// same text is met again and again, and a long one (a `:not()` of 10,000 arguments) was
/// counted out again for every node. Each long text is shortened once, found again by its
/// storage (the explainer hands out one string a rule, and the text kept here keeps that
/// storage from being reused), so neither a lookup nor a miss reads it whole. A value and a
/// reason are found again by their declaration's place, when they are the same there (a
/// value's text is made whole before it is shortened: a 500 KB string over 500 nodes took 10 s).
struct ShownTexts {
  /// A text as shown, and whether it was shortened.
  private struct Shown {
    var text: String
    var isShortened: Bool
  }

  private var valuesByPlace: [SourceLocation: (value: StyleValue, shown: Shown)] = [:]
  private var reasonsByPlace: [SourceLocation: (loss: PropertyExplanation.Loss, shown: String)] = [:]

  /// The value of the declaration at `place`, shortened. Comparing it with the one kept there
  /// is quick where it is that one (a string compares its storage first).
  mutating func value(_ value: StyleValue, at place: SourceLocation) -> String {
    shownValue(value, at: place).text
  }

  /// A value shortened: a long string or word found again by its storage, as a text is (the
  /// environment matrix and `watch` show one value for many nodes).
  mutating func shown(_ value: StyleValue) -> String { shownValue(value).text }

  /// The value of the declaration at `place` (nil: of none) as the JSON output gives it:
  /// itself, or when its text is longer than `ExplainCommand.shownLength` characters, that
  /// text shortened, as a string (`"xxx… (500002 characters)"`).
  mutating func jsonValue(_ value: StyleValue, at place: SourceLocation?) -> StyleValue {
    let shown = place.map { shownValue(value, at: $0) } ?? shownValue(value)
    return shown.isShortened ? .string(shown.text) : value
  }

  private mutating func shownValue(_ value: StyleValue, at place: SourceLocation) -> Shown {
    if let known = valuesByPlace[place], known.value == value { return known.shown }
    let shown = shownValue(value)
    valuesByPlace[place] = (value, shown)
    return shown
  }

  private mutating func shownValue(_ value: StyleValue) -> Shown {
    let made = {
      // On one line: a line break in a word would forge a line of the output.
      let text = escapingControlCharacters(value.description, keepingTabs: true)
      return shortenedIfLong(text, limit: ExplainCommand.shownLength).map {
        Shown(text: $0, isShortened: true)
      }
        ?? Shown(text: text, isShortened: false)
    }
    switch value {
    // An empty custom property (`--toggle: ;`) is said to be one, not shown as nothing.
    case .list(let items, _) where items.isEmpty: return Shown(text: "(empty)", isShortened: false)
    case .string(let text), .identifier(let text): return kept(text, made)
    default: return made()
    }
  }

  /// Why the declaration at `place` lost, bounded as a diagnostic's message is.
  mutating func reason(_ loss: PropertyExplanation.Loss, at place: SourceLocation) -> String {
    if let known = reasonsByPlace[place], known.loss == loss { return known.shown }
    let shown = bounded(loss.description, limit: ExplainCommand.shownLength * 2)
    reasonsByPlace[place] = (loss, shown)
    return shown
  }

  private var shownByStorage: [StorageKey: (text: String, shown: Shown)] = [:]
  /// How many bytes the texts kept take; past `keptBytesLimit` they are let go and counted anew.
  private var keptBytes = 0
  private static let keptBytesLimit = 64 << 20

  private struct StorageKey: Hashable {
    var address: UInt
    var count: Int
  }

  /// `text` shortened.
  mutating func shown(_ text: String) -> String {
    kept(text) { Shown(text: shortened(text, limit: ExplainCommand.shownLength), isShortened: false) }.text
  }

  /// What `make` shows of `text`, made once for a long text, found again by its storage.
  private mutating func kept(_ text: String, _ make: () -> Shown) -> Shown {
    guard text.utf8.count > ExplainCommand.shownLength,
      let address = text.utf8.withContiguousStorageIfAvailable({ UInt(bitPattern: $0.baseAddress) })
    else { return make() }
    let key = StorageKey(address: address, count: text.utf8.count)
    if let known = shownByStorage[key] { return known.shown }
    let shown = make()
    if keptBytes + key.count > Self.keptBytesLimit {
      shownByStorage.removeAll()
      keptBytes = 0
    }
    shownByStorage[key] = (text, shown)
    keptBytes += key.count
    return shown
  }
}
