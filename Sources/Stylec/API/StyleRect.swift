/// A rectangle in points, as `CGRect`: the `rect` type's absolute normal form
/// (`{"x", "y", "width", "height"}`). The relative frames InterfaCSS writes (`parent(…)`,
/// `size(50%, auto).left(10)`) need the running app's geometry and stay `StyleValue` records.
public struct StyleRect: Hashable, Sendable, Codable {
  /// The origin's horizontal coordinate.
  public var x: Double
  /// The origin's vertical coordinate.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle of the given origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  init?(record fields: [String: StyleValue]) {
    guard fields["relative-to"] == nil, let x = fields["x"]?.number, let y = fields["y"]?.number,
      let width = fields["width"]?.number, let height = fields["height"]?.number
    else { return nil }
    self.init(x: x, y: y, width: width, height: height)
  }
}
