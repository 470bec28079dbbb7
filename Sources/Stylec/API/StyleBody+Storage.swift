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

    /// Releases the parents' boxes from a list instead of from inside each other's release: a
    /// box no one else holds gives up its steps (its own parents' boxes going on the list)
    /// before it is released, so that its release has nothing nested left to release.
    deinit {
      var pending: [Storage] = []
      Storage.appendParents(of: items, to: &pending)
      guard !pending.isEmpty else { return }
      items = []
      while !pending.isEmpty {
        var storage = pending.removeLast()
        guard isKnownUniquelyReferenced(&storage) else { continue }
        let taken = storage.items
        storage.items = []
        Storage.appendParents(of: taken, to: &pending)
      }
    }

    /// Appends the boxes of the parents `items` inherit.
    private static func appendParents(of items: [Item], to pending: inout [Storage]) {
      for case .parent(let style) in items { pending.append(style.declarations.storage) }
    }
  }
}
