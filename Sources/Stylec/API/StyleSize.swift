/// A size in points, as `CGSize`: the `size` type's normal form (`{"width", "height"}`).
public struct StyleSize: Hashable, Sendable, Codable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size of the given width and height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  init?(record fields: [String: StyleValue]) {
    guard let width = fields["width"]?.number, let height = fields["height"]?.number else { return nil }
    self.init(width: width, height: height)
  }
}
