import Stylec

/// An app's objects mirrored as a view description: each object's type and superclasses from
/// its Swift class, its id, classes, states and code styles from the object, its children from
/// `styleChildren`; an object mirrored before keeps its node.
@MainActor
struct HierarchyMirror {
  /// The root's description, with everything under it.
  private(set) var root: ViewNode
  /// Each class's superclass, by name, for every class the objects are of.
  private(set) var superclasses: [String: String] = [:]
  /// Each object, by its node.
  private(set) var objects: [StyleTree.NodeID: WeakStyleable] = [:]

  /// Mirrors `root`; `known` gives the node an object had, if it was mirrored before.
  /// - Precondition: no object is its own descendant or under two parents.
  init(root: any Styleable, known: (any Styleable) -> StyleTree.NodeID?) {
    // Built without recursion: each object's description is made once its children's are.
    struct Pending {
      var object: any Styleable
      var children: [any Styleable]
      var made: [ViewNode] = []
    }
    var seen: Set<ObjectIdentifier> = []
    var namedClasses: Set<ObjectIdentifier> = []
    var stack = [Pending(object: root, children: root.styleChildren.reversed())]
    seen.insert(ObjectIdentifier(root))
    var finished: ViewNode?
    var superclasses: [String: String] = [:]
    var objects: [StyleTree.NodeID: WeakStyleable] = [:]
    while !stack.isEmpty {
      if let child = stack[stack.count - 1].children.popLast() {
        precondition(
          seen.insert(ObjectIdentifier(child)).inserted,
          "\(StyleTypeName.name(of: type(of: child))) appears twice in the styled hierarchy")
        stack.append(Pending(object: child, children: child.styleChildren.reversed()))
        continue
      }
      let done = stack.removeLast()
      let object = done.object
      let type: AnyClass = Swift.type(of: object)
      let name = StyleTypeName.name(of: type)
      if namedClasses.insert(ObjectIdentifier(type)).inserted {
        var subclass = name
        for superclass in StyleTypeName.superclassNames(of: type) {
          if superclasses[subclass] == nil { superclasses[subclass] = superclass }
          subclass = superclass
        }
      }
      let node = known(object) ?? .minted()
      let view = ViewNode(
        name, nodeID: node, id: object.styleID, classes: object.styleClasses, states: object.styleStates,
        size: object.styleSize, styles: object.codeStyles, children: done.made)
      objects[node] = WeakStyleable(object: object, identifier: ObjectIdentifier(object))
      if stack.isEmpty {
        finished = view
      } else {
        stack[stack.count - 1].made.append(view)
      }
    }
    self.root = finished!
    self.superclasses = superclasses
    self.objects = objects
  }
}
