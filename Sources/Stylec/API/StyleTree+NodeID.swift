import Foundation

extension StyleTree {
  /// A node of a tree, by identity: minted when the node is made, kept through every change
  /// `LiveStyles` makes (classes and states, inserts, removals and moves of other nodes or of
  /// this one), and never reused. Kept by an app in place of a position: after an insert before
  /// it, it still names the same view. A removed node's ID, or one of another tree, names no
  /// node (`contains(_:)` is false; reads give nothing and edits throw
  /// `StyleTree.EditError.unknownNode`).
  public struct NodeID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt64

    /// `#17`: for messages and debugging; not a position.
    public var description: String { "#\(rawValue)" }

    /// An ID no node has had: for a view described anew.
    package static func minted() -> NodeID { NodeID(rawValue: NodeIdentities.mint(1)) }
  }

  /// Why `LiveStyles` could not make an edit; the tree is left as it was.
  public enum EditError: Error, Hashable, Sendable {
    /// The node is not in the tree: removed, or of another tree.
    case unknownNode(NodeID)
    /// The root cannot be removed or moved.
    case editingRoot
    /// A node (this one) cannot move under itself or one of its descendants.
    case movingIntoOwnSubtree(NodeID)
    /// The view inserted is one the tree already has (the same `ViewNode`, inserted twice).
    case alreadyInTree(NodeID)
  }

  /// The root's ID.
  public var root: NodeID { identities[.root] }

  /// Every node's ID, in preorder.
  public var nodes: [NodeID] { nodeIndices.map { identities[$0] } }

  /// Whether the node is in this tree.
  public func contains(_ node: NodeID) -> Bool { identities.position(of: node) != nil }

  /// The node's place in preorder, 0 for the root: how the command line numbers nodes
  /// (`stylec explain SHEET TREE 3`). Positions change with every insert, removal and move
  /// before a node; hold an ID, never a position. Nil for a node not in the tree.
  public func position(of node: NodeID) -> Int? { identities.position(of: node)?.position }

  /// The node at a place in preorder; nil past the last.
  public func node(atPosition position: Int) -> NodeID? {
    position >= 0 && position < count ? identities[NodeIndex(position)] : nil
  }

  /// The place of a node the caller knows is in the tree (one it was given by the tree), as
  /// outputs number nodes (`[node 3]`); a node not in it traps.
  package func preorderNumber(of node: NodeID) -> Int { place(of: node).position }

  /// The node's place in the tables; a node not in the tree traps, as an index past an array's
  /// end does (`contains(_:)` tells first): every read by ID that has no "nothing" to give.
  func place(of node: NodeID) -> NodeIndex {
    guard let index = identities.position(of: node) else {
      preconditionFailure("node \(node) is not in this tree: removed, or of another tree")
    }
    return index
  }

  /// The node's place, for the tables indexed by place; nil for a node not in the tree.
  func index(of node: NodeID) -> NodeIndex? { identities.position(of: node) }

  /// The ID of the node at a place.
  func id(at index: NodeIndex) -> NodeID { identities[index] }
}

/// The IDs of a tree's nodes, by place: a tree read from JSON or built at once has a run of
/// fresh IDs, one number each from the first (no table at all); a tree that has been edited, or
/// built from views that carry IDs of their own, keeps a list and a lookup.
struct NodeIdentities: Sendable {
  /// The first node's ID, when the IDs run on from it.
  private var base: UInt64
  private var count: Int
  /// Each node's ID, when they do not simply run on.
  private var explicit: [UInt64]?
  /// Where each ID is, when `explicit` is used.
  private var places: [UInt64: NodeIndex] = [:]

  /// Fresh IDs for `count` nodes.
  init(count: Int) {
    base = NodeIdentities.mint(count)
    self.count = count
  }

  /// The given IDs, in place order (none repeated).
  init(_ ids: [UInt64]) {
    base = 0
    count = ids.count
    explicit = ids
    places.reserveCapacity(ids.count)
    for (position, id) in ids.enumerated() { places[id] = NodeIndex(position) }
  }

  subscript(index: NodeIndex) -> StyleTree.NodeID {
    StyleTree.NodeID(rawValue: explicit?[index.position] ?? base + UInt64(index.position))
  }

  func position(of node: StyleTree.NodeID) -> NodeIndex? {
    if explicit != nil { return places[node.rawValue] }
    let offset = node.rawValue &- base
    return node.rawValue >= base && offset < UInt64(count) ? NodeIndex(Int(offset)) : nil
  }

  /// The first of `count` numbers no ID has had, in this process.
  static func mint(_ count: Int) -> UInt64 {
    mintLock.lock()
    defer { mintLock.unlock() }
    let first = nextID
    nextID += UInt64(max(count, 0))
    return first
  }

  private static let mintLock = NSLock()
  nonisolated(unsafe) private static var nextID: UInt64 = 1
}
