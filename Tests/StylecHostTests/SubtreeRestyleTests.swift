import Foundation
import Stylec
import StylecHost
import Testing
import UIKitModel

/// A class the host meets only when a subtree is read again.
final class BadgeView: UIView {}

/// `setNeedsRestyle(_:includingChildren:)` reads the objects under one object again and makes
/// what changed edits of the tree: inserts, removals and moves that cost what they reach, and
/// styles equal to attaching the hierarchy afresh.
@Suite("Restyling a subtree")
@MainActor
struct SubtreeRestyleTests {
  private static let sheet = Stylesheet(
    source: """
      UITableViewCell { background-color: white }
      UITableViewCell.warning { background-color: red }
      UITableViewCell.warning UILabel { alpha: 0.5 }
      UILabel { hidden: false }
      UILabel.faint { alpha: 0.25 }
      """, syntax: .css)

  /// A table of `count` cells under a screen.
  private func table(cells count: Int) -> (screen: UIView, table: UITableView, cells: [UITableViewCell]) {
    let screen = UIView(id: "screen")
    let table = UITableView()
    let cells = (0..<count).map { _ in UITableViewCell(reuseIdentifier: "cell") }
    for cell in cells { table.addSubview(cell) }
    screen.addSubview(table)
    return (screen, table, cells)
  }

  @Test func aCellInsertedIntoALongTableRestylesOnlyItsOwnViews() throws {
    let (screen, table, cells) = table(cells: 500)
    let host = StyleHost(stylesheet: Self.sheet)
    host.attach(screen)
    let inserted = UITableViewCell(reuseIdentifier: "cell")
    inserted.styleClasses = ["warning"]
    table.insertSubview(inserted, at: 250)
    try host.setNeedsRestyle(table, includingChildren: true)
    // The cell, its content view and its label: not the 2,000 views of the table.
    #expect(host.restyledCount == 3)
    #expect(inserted.backgroundColor == StyleColor(rgb: 0xFF0000) && inserted.textLabel.alpha == 0.5)
    #expect(cells.allSatisfy { $0.styleCount == 1 })
    #expect(inserted.styleCount == 1 && inserted.lastStyle?.isFirst == true)

    inserted.removeFromSuperview()
    try host.setNeedsRestyle(table, includingChildren: true)
    #expect(host.node(of: inserted) == nil)
    #expect(host.restyledCount == 0)
    #expect(host.styles?.tree.count == 2 + 500 * 3)
  }

  @Test func movedAndReparentedViewsKeepTheirNodesAndTakeTheirNewPlacesStyles() throws {
    let (screen, table, cells) = table(cells: 4)
    cells[3].styleClasses = ["warning"]
    let host = StyleHost(stylesheet: Self.sheet)
    host.attach(screen)
    let label = cells[0].textLabel
    let nodes = (cells + [label]).map { host.node(of: $0) }
    // The last cell moves to the top, and the first cell's label into the warning cell.
    table.insertSubview(cells[3], at: 0)
    cells[3].contentView.addSubview(label)
    try host.setNeedsRestyle(table, includingChildren: true)
    #expect((cells + [label]).map { host.node(of: $0) } == nodes)
    #expect(label.alpha == 0.5)
    #expect(host.styles?.tree.children(of: host.node(of: table)!).first == host.node(of: cells[3]))
    // Deep changes of classes are read too.
    label.styleClasses = ["faint"]
    label.removeFromSuperview()
    cells[1].contentView.addSubview(label)
    try host.setNeedsRestyle(table, includingChildren: true)
    #expect(label.alpha == 0.25)
  }

  @Test func aSubtreeWithANewClassOrChangedCodeStylesIsMirroredWhole() throws {
    let (screen, table, cells) = table(cells: 3)
    let host = StyleHost(stylesheet: Stylesheet(source: "BadgeView { alpha: 0.5 }", syntax: .css))
    host.attach(screen)
    let badge = BadgeView()
    cells[1].contentView.addSubview(badge)
    cells[2].textLabel.codeStyles = [CodeStyle("Faint", for: "UILabel") { $0["alpha"] = 0.75 }]
    try host.setNeedsRestyle(table, includingChildren: true)
    #expect(badge.alpha == 0.5)
    #expect(cells[2].textLabel.alpha == 0.75)
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  /// Random changes to a hierarchy (cells inserted, removed, moved, reparented, given classes),
  /// each followed by restyling the table with its children, leave the styles that attaching
  /// the hierarchy afresh gives, and each object keeps its node.
  @Test func randomChangesLeaveTheStylesAFreshAttachGives() throws {
    for round in UInt64(0)..<40 {
      var random = SplitMix(state: round)
      let (screen, table, cells) = table(cells: 6)
      var views: [UIView] = cells.flatMap { [$0, $0.contentView, $0.textLabel] }
      let host = StyleHost(stylesheet: Self.sheet)
      host.attach(screen)
      var known: [ObjectIdentifier: StyleTree.NodeID] = [:]
      for step in 0..<12 {
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
          let cell = UITableViewCell(reuseIdentifier: "cell")
          views += [cell, cell.contentView, cell.textLabel]
          table.insertSubview(cell, at: Int.random(in: 0...table.subviews.count, using: &random))
        case 1:
          table.subviews.randomElement(using: &random)?.removeFromSuperview()
        case 2:
          if let cell = table.subviews.randomElement(using: &random) {
            table.insertSubview(cell, at: Int.random(in: 0..<table.subviews.count, using: &random))
          }
        case 3:
          let attached = views.filter { host.node(of: $0) != nil && $0 !== table }
          if let label = attached.compactMap({ $0 as? UILabel }).randomElement(using: &random),
            let target = table.subviews.randomElement(using: &random) as? UITableViewCell
          {
            target.contentView.addSubview(label)
          }
        default:
          if let view = views.randomElement(using: &random) {
            view.styleClasses = ["warning", "faint"].filter { _ in Bool.random(using: &random) }
          }
        }
        try host.setNeedsRestyle(table, includingChildren: true)
        // Objects hold what the host handed them.
        for case let cell as UITableViewCell in views where host.node(of: cell) != nil {
          #expect(cell.backgroundColor == host.styles?[host.node(of: cell)!, "background-color"]?.color)
        }
        let fresh = StyleHost(stylesheet: Self.sheet)
        fresh.attach(screen)
        let styles = try #require(host.styles)
        let freshStyles = try #require(fresh.styles)
        #expect(styles.tree.count == freshStyles.tree.count, "round \(round), step \(step)")
        for view in views {
          guard let node = host.node(of: view), let freshNode = fresh.node(of: view) else {
            #expect(fresh.node(of: view) == nil && host.node(of: view) == nil, "round \(round), step \(step)")
            continue
          }
          #expect(
            styles.properties(of: node).map(\.value) == freshStyles.properties(of: freshNode).map(\.value),
            "round \(round), step \(step)")
          if let before = known[ObjectIdentifier(view)] { #expect(before == node, "a view changed nodes") }
          known[ObjectIdentifier(view)] = node
        }
      }
    }
  }
}

/// A view that styles an object of its own beside its subviews.
final class ExtraChildrenView: UIView {
  var extra: [UIView] = []
  override var styleChildren: [any Styleable] { subviews + extra }
}

/// Objects that leave the hierarchy and come back, and identities the system reuses.
@Suite("Objects that leave and come back")
@MainActor
struct ReturningObjectTests {
  /// A cell that leaves the table (UIKit's reuse queue) and comes back for another row keeps
  /// its node and is handed what changed since it left, resets included: a first styling
  /// left its old place's `alpha` in place.
  @Test func aCellBackFromTheReuseQueueIsHandedWhatChangedSinceItLeft() throws {
    let sheet = Stylesheet(source: "UITableViewCell:last-child { alpha: 0.5 }", syntax: .css)
    let table = UITableView()
    let first = UITableViewCell(reuseIdentifier: "c")
    let second = UITableViewCell(reuseIdentifier: "c")
    table.addSubview(first)
    table.addSubview(second)
    let host = StyleHost(stylesheet: sheet)
    host.attach(table)
    let node = host.node(of: second)
    #expect(second.alpha == 0.5)
    second.removeFromSuperview()
    try host.setNeedsRestyle(table, includingChildren: true)
    #expect(host.node(of: second) == nil)
    table.insertSubview(second, at: 0)
    try host.setNeedsRestyle(table, includingChildren: true)
    #expect(host.node(of: second) == node)
    #expect(second.lastStyle?.isFirst == false)
    #expect(second.lastStyle?.changes.map(\.property) == ["alpha"])
    #expect(second.alpha == 1)
    // The same through a whole mirror (an id changed on the table).
    second.removeFromSuperview()
    table.styleID = "list"
    try host.setNeedsRestyle(table)
    table.addSubview(second)
    table.styleID = nil
    try host.setNeedsRestyle(table)
    #expect(host.node(of: second) == node && second.alpha == 0.5 && second.lastStyle?.isFirst == false)
  }

  /// Whether freed memory is given out again at once: not under the address sanitizer, which
  /// holds it back to catch uses after free.
  nonisolated static let addressesAreReused: Bool = {
    let program = dlopen(nil, RTLD_NOW)
    return dlsym(program, "__asan_init") == nil
  }()

  /// An object freed while the host still had its node, whose address a new object then takes
  /// elsewhere: when the host learns the old one is gone, the new one keeps its node.
  @Test(.enabled(if: addressesAreReused, "the address sanitizer never gives a freed address out again"))
  func aFreedObjectsAddressTakenByANewObjectLeavesTheNewOneItsNode() throws {
    let sheet = Stylesheet(source: "UILabel { alpha: 0.5 }", syntax: .css)
    var reproduced = false
    for _ in 0..<50 where !reproduced {
      let root = UIView()
      let left = UIView()
      let right = UIView()
      root.addSubview(left)
      root.addSubview(right)
      var freed: UILabel? = UILabel()
      right.addSubview(freed!)
      let host = StyleHost(stylesheet: sheet)
      host.attach(root)
      let address = ObjectIdentifier(freed!)
      freed!.removeFromSuperview()
      freed = nil
      var made: [UILabel] = []
      for _ in 0..<8 where made.last.map({ ObjectIdentifier($0) != address }) ?? true {
        made.append(UILabel())
      }
      guard let reused = made.last, ObjectIdentifier(reused) == address else { continue }
      reproduced = true
      left.addSubview(reused)
      try host.setNeedsRestyle(left, includingChildren: true)
      try host.setNeedsRestyle(right, includingChildren: true)
      #expect(host.node(of: reused) != nil)
      #expect(throws: Never.self) { try host.setNeedsRestyle(reused) }
    }
    #expect(reproduced, "the allocator never gave the address again; the case did not run")
  }

  /// A cell moved to another table, restyled from its new table first, keeps its node, and
  /// its subviews theirs: their old parent (the cell) came along and lists them as it should
  /// (it was taken for an object in two places, and trapped).
  @Test func aCellMovedToAnotherTableKeepsItsNodeWhicheverTableIsRestyledFirst() throws {
    let screen = UIView()
    let first = UITableView()
    let second = UITableView()
    screen.addSubview(first)
    screen.addSubview(second)
    let cell = UITableViewCell(reuseIdentifier: "c")
    first.addSubview(cell)
    let host = StyleHost(
      stylesheet: Stylesheet(source: "UITableView + UITableView UILabel { alpha: 0.5 }", syntax: .css))
    host.attach(screen)
    let nodes = [cell, cell.contentView, cell.textLabel].map { host.node(of: $0) }
    second.addSubview(cell)
    try host.setNeedsRestyle(second, includingChildren: true)
    #expect([cell, cell.contentView, cell.textLabel].map { host.node(of: $0) } == nodes)
    #expect(cell.textLabel.alpha == 0.5)
    try host.setNeedsRestyle(first, includingChildren: true)
    #expect(host.styles?.tree.children(of: host.node(of: first)!) == [])
  }

  /// An object its old parent still lists, brought under the restyled one, would be in the
  /// hierarchy twice: a precondition says so at once (the host moved it, and a later whole
  /// mirror failed far from the cause).
  @Test func anObjectUnderTwoParentsIsRefusedAtOnce() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let root = UIView()
        let a = ExtraChildrenView()
        let b = UIView()
        let label = UILabel()
        root.addSubview(a)
        root.addSubview(b)
        b.addSubview(label)
        let host = StyleHost(stylesheet: Stylesheet(source: "UILabel { alpha: 0.5 }", syntax: .css))
        host.attach(root)
        a.extra = [label]
        try? host.setNeedsRestyle(a, includingChildren: true)
      }
    }
  }
}

/// A seeded generator, for cases that repeat.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// An object's `styleSize` is its node's size: `@container` queries measure it, and a new size
/// read again restyles the objects under it.
@Suite("Container sizes through the host")
@MainActor
struct HostContainerSizeTests {
  private static let sheet = Stylesheet(
    source: """
      UIView.card { container-type: inline-size; }
      @container (width >= 400px) { UILabel { alpha: 0.5 } }
      """, syntax: .css, dialect: .css)

  @Test func aContainersNewSizeReachesTheViewsUnderIt() throws {
    let screen = UIView(id: "screen")
    let card = UIView(classes: ["card"])
    card.styleSize = StyleSize(width: 300, height: 80)
    let label = UILabel()
    card.addSubview(label)
    screen.addSubview(card)
    let host = StyleHost(stylesheet: Self.sheet)
    host.attach(screen)
    #expect(host.diagnostics.isEmpty)
    #expect(label.alpha == 1)
    card.styleSize = StyleSize(width: 420, height: 80)
    try host.setNeedsRestyle(card)
    #expect(label.alpha == 0.5)
    // The card, read again, and the label its size reaches.
    #expect(host.restyledCount == 2)
    // Read again with its subtree, a size is an edit like a class.
    card.styleSize = StyleSize(width: 200, height: 80)
    try host.setNeedsRestyle(screen, includingChildren: true)
    #expect(label.alpha == 1)
  }
}
