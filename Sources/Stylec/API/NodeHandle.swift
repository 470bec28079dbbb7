import Foundation

/// A name for a view made in code (`ViewNode.named(_:)`), by which its node is found in the
/// tree built from it (`StyleTree.node(_:)`). Each handle made is distinct.
public struct NodeHandle: Hashable, Sendable {
  private let identifier = UUID()

  /// A new handle, unlike every other.
  public init() {}
}
