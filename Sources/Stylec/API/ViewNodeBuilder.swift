/// Builds a view hierarchy in nested code that mirrors it, as DRYUI's `add_subview` blocks built
/// views: each `ViewNode`'s trailing closure lists its children, with `if`, `for` and `switch`
/// where the hierarchy depends on data.
///
///     let title = ViewNode("UILabel", classes: ["title"])
///     let tree = try StyleTree(root: ViewNode("UIView", classes: ["card"]) {
///       title
///       for item in items { ViewNode("UIButton", id: item) }
///     })
///     let styles = sheet.resolve(tree)[title.nodeID]
@resultBuilder
public enum ViewNodeBuilder {
  /// A child.
  public static func buildExpression(_ node: ViewNode) -> [ViewNode] { [node] }
  /// Children made elsewhere.
  public static func buildExpression(_ nodes: [ViewNode]) -> [ViewNode] { nodes }
  /// The children in order.
  public static func buildBlock(_ components: [ViewNode]...) -> [ViewNode] { components.flatMap { $0 } }
  /// The children of an `if` without `else`, when it holds.
  public static func buildOptional(_ component: [ViewNode]?) -> [ViewNode] { component ?? [] }
  /// The children of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [ViewNode]) -> [ViewNode] { component }
  /// The children of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [ViewNode]) -> [ViewNode] { component }
  /// The children of every pass of a `for` loop.
  public static func buildArray(_ components: [[ViewNode]]) -> [ViewNode] { components.flatMap { $0 } }
  /// The children of an `if #available` branch.
  public static func buildLimitedAvailability(_ component: [ViewNode]) -> [ViewNode] { component }
}

extension ViewNode {
  /// A view whose subviews the closure lists, in order (`file` and `line` as in
  /// `init(_:id:classes:states:styles:style:children:file:line:)`).
  public init(
    _ type: String, id: String? = nil, classes: [String] = [], states: [String] = [],
    styles: [CodeStyle] = [], style: StyleBody = [:], file: String = #fileID, line: Int = #line,
    @ViewNodeBuilder children: () -> [ViewNode]
  ) {
    self.init(
      type, id: id, classes: classes, states: states, styles: styles, style: style, children: children(),
      file: file, line: line)
  }

}
