extension StyleBody {
  /// A body's steps in a box, which copies share until one changes (`StyleBody.makeUnique()`).
  /// A style inheriting another holds the other's box, so a chain of styles, each inheriting
  /// the one before, is a chain of boxes. Released the ordinary way, each box released the next
  /// from inside its own release: a chain of 200,000 styles overflowed the call stack when its
  /// last reference went. `deinit` takes the chain apart one box at a time instead.
  ///
  /// Its steps change only while one body holds the box alone, or once nothing holds it (in
  /// `deinit`), so that no two threads see it change.
  final class Storage: @unchecked Sendable {
    var items: [Item]

    init(items: [Item]) {
      self.items = items
    }

    /// The box of no steps, which empty bodies share.
    static let empty = Storage(items: [])

    /// Releases the parents' boxes one at a time (`releaseNested`), not from inside each
    /// other's release.
    deinit {
      var parents = Storage.parents(of: items)
      guard !parents.isEmpty else { return }
      items = []
      releaseNested(&parents) { storage in
        let taken = storage.items
        storage.items = []
        return Storage.parents(of: taken)
      }
    }

    /// The boxes of the parents `items` inherit.
    private static func parents(of items: [Item]) -> [Storage] {
      var parents: [Storage] = []
      for case .parent(let style) in items { parents.append(style.declarations.storage) }
      return parents
    }
  }
}
