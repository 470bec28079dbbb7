/// Edge insets in points, as UIKit's `UIEdgeInsets`: the `insets` type's normal form
/// (`{"top", "left", "bottom", "right"}`) as a Swift value.
public struct StyleInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Insets of the given sides.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  init?(record fields: [String: StyleValue]) {
    guard let top = fields["top"]?.number, let left = fields["left"]?.number,
      let bottom = fields["bottom"]?.number, let right = fields["right"]?.number
    else { return nil }
    self.init(top: top, left: left, bottom: bottom, right: right)
  }
}
