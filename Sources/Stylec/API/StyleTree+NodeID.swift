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
    /// A place among a parent's children before the first (this one, negative): places count
    /// from 0, and nil stands for the end, so `-1` is never taken for the last.
    case positionBeforeFirst(Int)
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
/// built from views that carry IDs of their own, keeps a table.
struct NodeIdentities: Sendable {
  /// The first node's ID, when the IDs run on from it.
  private var base: UInt64
  private var count: Int
  /// The IDs, when they do not simply run on.
  private var table: Table?

  /// Each node's ID by place, and where each ID is. An ID finds its node through a slot that
  /// stays the same while the node is in the tree: an edit that shifts every later node
  /// renumbers `placeOfSlot`, an array, and touches the hash table only for the IDs it adds or
  /// takes away.
  private struct Table: Sendable {
    var ids: [UInt64]
    var slots: [UInt64: Int32]
    var slotOfPlace: [Int32]
    var placeOfSlot: [NodeIndex]
    /// Slots of removed nodes, for inserted ones to take.
    var freeSlots: [Int32] = []

    init(_ ids: [UInt64]) {
      self.ids = ids
      slots = Dictionary(minimumCapacity: ids.count)
      for (position, id) in ids.enumerated() { slots[id] = Int32(position) }
      slotOfPlace = (0..<Int32(ids.count)).map { $0 }
      placeOfSlot = ids.indices.map(NodeIndex.init)
    }
  }

  /// Fresh IDs for `count` nodes.
  init(count: Int) {
    base = NodeIdentities.mint(count)
    self.count = count
  }

  /// The given IDs, in place order (none repeated).
  init(_ ids: [UInt64]) {
    base = 0
    count = ids.count
    table = Table(ids)
  }

  subscript(index: NodeIndex) -> StyleTree.NodeID {
    StyleTree.NodeID(rawValue: table?.ids[index.position] ?? base + UInt64(index.position))
  }

  func position(of node: StyleTree.NodeID) -> NodeIndex? {
    if let table {
      guard let slot = table.slots[node.rawValue] else { return nil }
      return table.placeOfSlot[Int(slot)]
    }
    let offset = node.rawValue &- base
    return node.rawValue >= base && offset < UInt64(count) ? NodeIndex(Int(offset)) : nil
  }

  /// The IDs of the tree a splice makes: the taken nodes' IDs go unless they move, and the
  /// inserted nodes bring theirs (`inserted`, in their preorder, none in the tree).
  /// - Complexity: O(nodes) array work; hashing only for the IDs added and removed (and, the
  ///   first time, for every node, to make the table).
  func spliced(by splice: TreeSplice, inserted: [UInt64]) -> NodeIdentities {
    var table = self.table ?? Table((0..<UInt64(count)).map { base + $0 })
    if !splice.isMove {
      for place in splice.taken {
        guard let slot = table.slots.removeValue(forKey: table.ids[place.position]) else { continue }
        table.placeOfSlot[Int(slot)] = .absent
        table.freeSlots.append(slot)
      }
    }
    var insertedSlots: [Int32] = []
    insertedSlots.reserveCapacity(inserted.count)
    for id in inserted {
      let slot = table.freeSlots.popLast() ?? Int32(table.placeOfSlot.count)
      if slot == table.placeOfSlot.count { table.placeOfSlot.append(.absent) }
      table.slots[id] = slot
      insertedSlots.append(slot)
    }
    table.ids = splice.splice(table.ids, inserted: inserted)
    table.slotOfPlace = splice.splice(table.slotOfPlace, inserted: insertedSlots)
    for (place, slot) in table.slotOfPlace.enumerated() { table.placeOfSlot[Int(slot)] = NodeIndex(place) }
    var spliced = self
    spliced.base = 0
    spliced.count = table.ids.count
    spliced.table = table
    return spliced
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
