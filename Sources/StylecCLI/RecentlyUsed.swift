/// A few values kept by key, the least recently used let go past `capacity`: for what a run is
/// likely to meet again soon (the schema of the directory being linted, and of those around it
/// on the way down) but must not keep for every one it met (4,000 directories, each with its
/// own schema, kept 900 MB).
struct RecentlyUsed<Key: Equatable, Value> {
  let capacity: Int
  /// The most recently used last.
  private var entries: [(key: Key, value: Value)] = []

  init(capacity: Int) {
    precondition(capacity > 0, "a cache keeps at least one value")
    self.capacity = capacity
  }

  /// The value kept for `key`, now the most recently used; nil when none is kept.
  mutating func value(for key: Key) -> Value? {
    guard let index = entries.lastIndex(where: { $0.key == key }) else { return nil }
    let entry = entries.remove(at: index)
    entries.append(entry)
    return entry.value
  }

  /// Keeps `value` for `key` (which must not be kept already), letting the least recently used
  /// go when the cache is full.
  mutating func keep(_ value: Value, for key: Key) {
    if entries.count == capacity { entries.removeFirst() }
    entries.append((key, value))
  }
}
