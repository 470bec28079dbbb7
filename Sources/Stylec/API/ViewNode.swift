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
  /// The view's size in points, when known: what `@container` conditions measure a container
  /// by (the tree document's `size`). Finite and not negative (anything else traps).
  public var size: StyleSize? { didSet { StyleSize.checkViewSize(size) } }
  /// Subviews, in order.
  public var children: [ViewNode] {
    get { subviews.items }
    set {
      if !isKnownUniquelyReferenced(&subviews) {
        subviews = Subviews(items: newValue)
      } else {
        subviews.items = newValue
      }
    }
  }
  /// The subviews, boxed (see `Subviews`).
  private(set) var subviews: Subviews
  /// The node this view becomes in a tree built from it, minted when the description is made:
  /// what code holds to find the view's node, its styles and its changes, through every edit.
  /// A description placed twice in one tree (a copy in two places) names its first place in
  /// preorder; the other gets an ID of its own.
  public let nodeID: StyleTree.NodeID
  /// Styles written in Swift, applied in this order after every stylesheet rule (DRYUI's
  /// `add_subview(view, Style1, Style2)`).
  public var styles: [CodeStyle]
  /// The view's own values, applied after its styles: they win over everything (DRYUI's block
  /// after `add_subview`).
  public var style: StyleBody
  /// Where `style` is written, which its values report as their origin.
  var styleLocation: SourceLocation?

  /// Creates a view description.
  /// - Parameters:
  ///   - type: the view's class name.
  ///   - id: the view's id.
  ///   - classes: its style classes.
  ///   - states: its states.
  ///   - size: its size in points, for `@container` conditions: finite and not negative.
  ///   - styles: styles written in Swift, in the order they apply.
  ///   - style: the view's own values, which apply last.
  ///   - children: its subviews, in order.
  ///   - file: the source file `style` is written in, by default the caller's.
  ///   - line: its line, by default the caller's.
  public init(
    _ type: String, id: String? = nil, classes: [String] = [], states: [String] = [], size: StyleSize? = nil,
    styles: [CodeStyle] = [], style: StyleBody = [:], children: [ViewNode] = [],
    file: String = #fileID, line: Int = #line
  ) {
    self.init(
      type, nodeID: .minted(), id: id, classes: classes, states: states, size: size, styles: styles,
      style: style, children: children, file: file, line: line)
  }

  /// A description of a view whose node already has an ID: a host mirroring its objects again
  /// keeps each object's node.
  package init(
    _ type: String, nodeID: StyleTree.NodeID, id: String? = nil, classes: [String] = [],
    states: [String] = [], size: StyleSize? = nil, styles: [CodeStyle] = [], style: StyleBody = [:],
    children: [ViewNode] = [], file: String = #fileID, line: Int = #line
  ) {
    self.nodeID = nodeID
    self.type = type
    self.id = id
    self.classes = classes
    self.states = states
    StyleSize.checkViewSize(size)
    self.size = size
    self.styles = styles
    self.style = style
    subviews = Subviews(items: children)
    if !style.isEmpty { styleLocation = SourceLocation(file: file, line: line, column: 1) }
  }
}
