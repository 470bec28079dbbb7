/// A point in points, as `CGPoint`: the `point` type's normal form (`{"x", "y"}`), or InterfaCSS's
/// point relative to the parent's or the window's centre (`parent(10, 20)`), which only the running
/// app can place.
public struct StylePoint: Hashable, Sendable, Codable {
  /// The horizontal coordinate, or offset from the centre when relative.
  public var x: Double
  /// The vertical coordinate, or offset from the centre when relative.
  public var y: Double
  /// `parent` or `window` for a point relative to that view's centre; nil for an absolute point.
  public var relativeTo: String?

  /// A point at the given coordinates, absolute unless `relativeTo` names the view it is
  /// relative to.
  public init(x: Double, y: Double, relativeTo: String? = nil) {
    self.x = x
    self.y = y
    self.relativeTo = relativeTo
  }

  init?(record fields: [String: StyleValue]) {
    guard let x = fields["x"]?.number, let y = fields["y"]?.number else { return nil }
    self.init(x: x, y: y, relativeTo: fields["relative-to"]?.string)
  }
}
