/// The body of a style written in Swift: property values and parent styles, in the order the
/// code gave them, as the body of a DRYUI style block ran its assignments and
/// `dryui_parent_style` calls in order. A later value of a property wins over an earlier one,
/// whether set here or by a parent inherited before it.
///
///     var body: StyleBody = ["corner-radius": 8, "alpha": 0.9]
///     body.inherit(card)
///     body["text-color"] = .color(StyleColor(hex: "#333")!)
public struct StyleBody: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// One step of the body.
  enum Item: Hashable, Sendable {
    /// A property, named as in a stylesheet (`title-color[state:highlighted]`,
    /// `layer.cornerRadius`), its value, and the Swift code that set it (nil for a dictionary
    /// literal's, placed at its style): where a problem with it is reported. Not part of the
    /// body's equality.
    case value(property: String, StyleValue, setAt: SourceLocation?)
    /// A parent style, applied at this point.
    case parent(CodeStyle)
  }

  /// The steps, boxed (see `Storage`), shared by copies until one is changed.
  private(set) var storage: Storage

  /// The steps, in order.
  var items: [Item] { storage.items }

  /// An empty body.
  public init() {
    storage = .empty
  }

  /// Values in the order written: `["corner-radius": 8, "alpha": 0.5]`.
  public init(dictionaryLiteral elements: (String, StyleValue)...) {
    storage =
      elements.isEmpty ? .empty : Storage(items: elements.map { .value(property: $0.0, $0.1, setAt: nil) })
  }

  /// The value this body itself last gave `property` (written exactly as it was set), or nil.
  /// Setting a value adds it after everything so far; setting nil removes the body's own values
  /// of that property, so that it is left alone (UIKitStyles' `nil`), unless a parent sets it.
  /// - Parameters:
  ///   - property: the property, named as in a stylesheet (`title-color[state:highlighted]`).
  ///   - file: the file the value is set in, by default the caller's.
  ///   - line: the line it is set on, by default the caller's: a problem with the value (a
  ///     misspelt name, a number that is not finite) is reported there.
  public subscript(property: String, file: String = #fileID, line: Int = #line) -> StyleValue? {
    get {
      for case .value(let name, let value, _) in items.reversed() where name == property { return value }
      return nil
    }
    set {
      makeUnique()
      guard let newValue else {
        storage.items.removeAll { item in
          if case .value(let name, _, _) = item { return name == property }
          return false
        }
        return
      }
      storage.items.append(
        .value(property: property, newValue, setAt: SourceLocation(file: file, line: line, column: 1)))
    }
  }

  /// Applies `parent` at this point: its values, then what follows in this body, which wins
  /// over them (DRYUI's `dryui_parent_style`).
  public mutating func inherit(_ parent: CodeStyle) {
    makeUnique()
    storage.items.append(.parent(parent))
  }

  /// Whether the body sets nothing and inherits nothing.
  public var isEmpty: Bool { items.isEmpty }

  /// Gives this body a box of its own before it changes, the steps copied when another body
  /// shares it.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(items: storage.items) }
  }
}

extension StyleBody {
  /// Whether two bodies take the same steps: the same values of the same properties, and
  /// parents of the same name, type and place whose bodies are equal in turn, however deeply
  /// they nest. The parents are compared from an explicit stack, not by recursion, which
  /// overflowed the call stack on a chain of 200,000 styles each inheriting the one before;
  /// each pair of bodies is compared once, however often the chains share it.
  public static func == (lhs: StyleBody, rhs: StyleBody) -> Bool {
    var pending: [(Storage, Storage)] = [(lhs.storage, rhs.storage)]
    var compared: Set<StoragePair> = []
    while let (left, right) = pending.popLast() {
      // One box holds one array: equal, as the standard library's `==` finds one buffer equal
      // to itself before comparing its elements.
      if left === right { continue }
      let leftItems = left.items
      let rightItems = right.items
      guard leftItems.count == rightItems.count else { return false }
      if leftItems.isEmpty || Self.shareElements(leftItems, rightItems) { continue }
      for index in leftItems.indices {
        switch (leftItems[index], rightItems[index]) {
        case (.value(let leftName, let leftValue, _), .value(let rightName, let rightValue, _)):
          guard leftName == rightName, leftValue == rightValue else { return false }
        case (.parent(let leftStyle), .parent(let rightStyle)):
          guard leftStyle.name == rightStyle.name, leftStyle.type == rightStyle.type,
            leftStyle.location == rightStyle.location
          else { return false }
          let leftBody = leftStyle.declarations.storage
          let rightBody = rightStyle.declarations.storage
          let pair = StoragePair(left: ObjectIdentifier(leftBody), right: ObjectIdentifier(rightBody))
          if compared.insert(pair).inserted { pending.append((leftBody, rightBody)) }
        default:
          return false
        }
      }
    }
    return true
  }

  /// Hashes this body's own steps: its values, and each parent's name, type and place, not
  /// the parents' bodies. Equal bodies hash alike, and a body whose parents share a parent
  /// (each level inheriting the one below twice) costs its own steps to hash, where walking
  /// every path through the parents cost 2^levels.
  public func hash(into hasher: inout Hasher) {
    let steps = storage.items
    hasher.combine(steps.count)
    for item in steps {
      switch item {
      case .value(let property, let value, _):
        hasher.combine(0 as UInt8)
        hasher.combine(property)
        hasher.combine(value)
      case .parent(let style):
        hasher.combine(1 as UInt8)
        hasher.combine(style.name)
        hasher.combine(style.type)
        hasher.combine(style.location)
      }
    }
  }

  /// Two boxes being compared, by identity.
  private struct StoragePair: Hashable {
    var left: ObjectIdentifier
    var right: ObjectIdentifier
  }

  /// Whether two arrays are one buffer.
  private static func shareElements(_ left: [Item], _ right: [Item]) -> Bool {
    left.withUnsafeBufferPointer { leftBuffer in
      right.withUnsafeBufferPointer { rightBuffer in leftBuffer.baseAddress == rightBuffer.baseAddress }
    }
  }
}
