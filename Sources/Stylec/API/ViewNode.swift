/// A view described in code, to build a `StyleTree` without JSON:
///
///     let tree = try StyleTree(root: ViewNode("UIView", children: [
///       ViewNode("UIButton", id: "ok", classes: ["primary"]),
///     ]))
public struct ViewNode: Hashable, Sendable {
  /// The view's class name, e.g. `UIButton`.
  public var type: String
  /// The view's id, matched by `#id`.
  public var id: String?
  /// Style classes, matched by `.class`.
  public var classes: [String]
  /// States such as `selected` or `highlighted` (the tree document's `state` list).
  public var states: [String]
  /// Subviews, in order.
  public var children: [ViewNode]
  /// The handle that names this view, if code named it (`named(_:)`).
  public var handle: NodeHandle?

  /// Creates a view description.
  public init(
    _ type: String, id: String? = nil, classes: [String] = [], states: [String] = [],
    children: [ViewNode] = []
  ) {
    self.type = type
    self.id = id
    self.classes = classes
    self.states = states
    self.children = children
  }
}
