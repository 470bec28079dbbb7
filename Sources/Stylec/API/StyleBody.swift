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
    /// `layer.cornerRadius`), and its value.
    case value(property: String, StyleValue)
    /// A parent style, applied at this point.
    case parent(CodeStyle)
  }

  /// The steps, in order.
  private(set) var items: [Item] = []

  /// An empty body.
  public init() {}

  /// Values in the order written: `["corner-radius": 8, "alpha": 0.5]`.
  public init(dictionaryLiteral elements: (String, StyleValue)...) {
    items = elements.map { .value(property: $0.0, $0.1) }
  }

  /// The value this body itself last gave `property` (written exactly as it was set), or nil.
  /// Setting a value adds it after everything so far; setting nil removes the body's own values
  /// of that property, so that it is left alone (UIKitStyles' `nil`), unless a parent sets it.
  public subscript(property: String) -> StyleValue? {
    get {
      for case .value(let name, let value) in items.reversed() where name == property { return value }
      return nil
    }
    set {
      guard let newValue else {
        items.removeAll {
          if case .value(let name, _) = $0 { return name == property }
          return false
        }
        return
      }
      items.append(.value(property: property, newValue))
    }
  }

  /// Applies `parent` at this point: its values, then what follows in this body, which wins
  /// over them (DRYUI's `dryui_parent_style`).
  public mutating func inherit(_ parent: CodeStyle) { items.append(.parent(parent)) }

  /// Whether the body sets nothing and inherits nothing.
  public var isEmpty: Bool { items.isEmpty }
}
