import Testing

@testable import Stylec

/// `StyleTree.matchingPlaces(in:)`: the nodes of two readings of a tree document matched by
/// type and id under matched parents, for `stylec watch`.
@Suite struct TreeMatchingTests {
  private func places(_ before: String, _ after: String) throws -> [Int?] {
    let old = try StyleTree(json: before)
    let new = try StyleTree(json: after)
    return old.matchingPlaces(in: new).map { $0.isPresent ? $0.position : nil }
  }

  @Test func aNodeInsertedFirstLeavesTheOthersMatched() throws {
    let before = #"{"type": "UIView", "children": [{"type": "UILabel", "id": "l"}, {"type": "UILabel"}]}"#
    let after =
      #"{"type": "UIView", "children": [{"type": "UIButton"}, {"type": "UILabel", "id": "l"}, {"type": "UILabel"}]}"#
    #expect(try places(before, after) == [0, 2, 3])
  }

  @Test func aRemovedNodeHasNoPlaceAndItsSubtreeNone() throws {
    let before =
      #"{"type": "UIView", "children": [{"type": "UIView", "id": "m", "children": [{"type": "UILabel"}]}, {"type": "UILabel"}]}"#
    let after = #"{"type": "UIView", "children": [{"type": "UILabel"}]}"#
    #expect(try places(before, after) == [0, nil, nil, 1])
  }

  @Test func theMiddleMatchesInOrderByTypeAndID() throws {
    let before =
      #"{"type": "UIView", "children": [{"type": "A"}, {"type": "B"}, {"type": "C", "id": "x"}, {"type": "B"}, {"type": "D"}]}"#
    let after =
      #"{"type": "UIView", "children": [{"type": "A"}, {"type": "C", "id": "x"}, {"type": "B"}, {"type": "E"}, {"type": "D"}]}"#
    // A and D at the ends; in the middle, C#x and the first B find theirs, the second B none.
    #expect(try places(before, after) == [0, 1, 3, 2, nil, 5])
  }
}

/// Roots of other types are other views: nothing of the old tree is matched.
@Suite struct TreeMatchingRootTests {
  @Test func aRootOfAnotherTypeMatchesNothing() throws {
    let old = try StyleTree(json: #"{"type": "UIView", "children": [{"type": "UILabel"}]}"#)
    let new = try StyleTree(json: #"{"type": "UIButton", "children": [{"type": "UILabel"}]}"#)
    #expect(old.matchingPlaces(in: new).allSatisfy { !$0.isPresent })
  }
}
