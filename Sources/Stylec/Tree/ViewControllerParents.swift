/// Where a tree's view controllers stand, for matching as Classy did. A node whose type is
/// `UIViewController` or a subclass is a view controller, and its children are its root views.
/// A controller's root view has two parents: its superview (the nearest ancestor that is not a
/// controller) and, alternatively, its controller; a controller's parents are its view's
/// superview and its parent controller. `UIButton.top > UISlider` thus matches a slider that is
/// a controller's root view inside the button, and so does `MyController > UISlider`.
struct ViewControllerParents: Sendable {
  /// Each node's nearest ancestor that is not a view controller: the parent `>` tests first.
  let superviews: [NodeIndex]
  /// Each node's other parent, which `>` tests when the superview does not match: a root view's
  /// controller, a controller's nearest enclosing controller; `absent` for other nodes.
  let alternatives: [NodeIndex]
  /// The nodes whose superview or other parent each node is (those `>` reaches from it, as
  /// `:has(> …)` asks), in preorder: those of node `n` are
  /// `childNodes[childStarts[n]..<childStarts[n + 1]]`.
  private let childStarts: [Int32]
  private let childNodes: [NodeIndex]

  /// The type every view controller class descends from.
  static let controllerType = "UIViewController"

  /// The parents of `tree`'s nodes, or nil when no node is a view controller (so that `>`
  /// tests the tree's parents alone, at no cost).
  /// - Complexity: O(nodes + types).
  init?(tree: StyleTree) {
    guard let controllerSymbol = tree.symbols.lookup(Self.controllerType) else { return nil }
    // Whether each type is a controller class, each chain walked once.
    var isControllerType = [Bool?](repeating: nil, count: tree.symbols.count)
    func isController(_ type: TreeSymbol) -> Bool {
      guard type.isPresent else { return false }
      var chain: [TreeSymbol] = []
      var current = type
      var answer = false
      while current.isPresent {
        if let known = isControllerType[current.position] {
          answer = known
          break
        }
        if current == controllerSymbol {
          answer = true
          break
        }
        chain.append(current)
        current = current.position < tree.superclasses.count ? tree.superclasses[current] : .absent
      }
      for type in chain { isControllerType[type.position] = answer }
      isControllerType[type.position] = answer
      return answer
    }
    let isControllerNode = tree.types.map(isController)
    guard isControllerNode.contains(true) else { return nil }
    var superviews = [NodeIndex](repeating: .absent, count: tree.count)
    var alternatives = superviews
    var enclosingController = superviews
    for node in tree.nodeIndices {
      let parent = tree.parents[node]
      guard parent.isPresent else { continue }
      let parentIsController = isControllerNode[parent.position]
      superviews[node] = parentIsController ? superviews[parent] : parent
      enclosingController[node] = parentIsController ? parent : enclosingController[parent]
      if isControllerNode[node.position] {
        alternatives[node] = enclosingController[node]
      } else if parentIsController {
        alternatives[node] = parent
      }
    }
    self.superviews = superviews
    self.alternatives = alternatives
    var starts = [Int32](repeating: 0, count: tree.count + 1)
    for parents in [superviews, alternatives] {
      for parent in parents where parent.isPresent { starts[parent.position + 1] += 1 }
    }
    for position in 0..<tree.count { starts[position + 1] += starts[position] }
    var next = starts
    var children = [NodeIndex](repeating: .absent, count: Int(starts[tree.count]))
    // In preorder, each parent's children filed as they come.
    for node in tree.nodeIndices {
      for parent in [superviews[node], alternatives[node]] where parent.isPresent {
        children[Int(next[parent.position])] = node
        next[parent.position] += 1
      }
    }
    childStarts = starts
    childNodes = children
  }

  /// The parents `>` tests a node against: its superview, and its other parent if it has one.
  func parents(of node: NodeIndex) -> [NodeIndex] {
    [superviews[node], alternatives[node]].filter(\.isPresent)
  }

  /// The nodes whose superview or other parent `node` is, in preorder.
  func children(of node: NodeIndex) -> ArraySlice<NodeIndex> {
    childNodes[Int(childStarts[node.position])..<Int(childStarts[node.position + 1])]
  }
}
