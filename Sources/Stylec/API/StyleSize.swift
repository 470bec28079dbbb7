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

  /// Traps unless `size` is a view's size: finite and not negative, as `ViewNode.size` and
  /// `LiveStyles.update(_:size:)` take it (a `NaN` would make every container query on it false).
  static func checkViewSize(_ size: StyleSize?) {
    precondition(
      size.map { [$0.width, $0.height].allSatisfy { $0.isFinite && $0 >= 0 } } ?? true,
      "a view's size must be finite and not negative")
  }

  init?(record fields: [String: StyleValue]) {
    guard let width = fields["width"]?.number, let height = fields["height"]?.number else { return nil }
    self.init(width: width, height: height)
  }
}
