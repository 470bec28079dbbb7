import Stylec

/// Keeps an app's objects styled by a stylesheet, as Nimbus's `NIDOM` and Classy's automatic
/// styling did: attach a root object (`attach(_:)`), and the host mirrors it and what lies under
/// it (`Styleable.styleChildren`) into a tree, resolves it, and hands each object its style.
/// After, tell it what changed (`setNeedsRestyle(_:includingChildren:)`, `updateEnvironment(_:)`,
/// `replaceStylesheet(_:)`, or a reload it follows) and each object is handed only the properties
/// that changed.
///
/// Identity is the object itself: an object keeps its node through inserts, removals, moves and
/// cell reuse, however its place changes, and no position is ever exposed. The host holds the
/// objects weakly. It lives on the main actor, as the objects it styles do.
///
///     let host = StyleHost(stylesheet: sheet)
///     host.attach(window.rootView)
///     cell.isSelected = true
///     try host.setNeedsRestyle(cell)   // cell.applyStyle gets what `:selected` changed
@MainActor
public final class StyleHost {
  /// Why the host cannot do what it was asked.
  public enum HostError: Error, Equatable, Sendable {
    /// The object is not in the attached hierarchy (never attached, or no longer under the root).
    case notAttached(type: String)
  }

  /// The stylesheet the objects are styled by.
  public private(set) var stylesheet: Stylesheet
  /// The environment facts the sheet's `@media` conditions are tested against.
  public private(set) var environment: StyleEnvironment
  /// The schema values are converted with; nil checks them against UIKit's and leaves them as
  /// written.
  public let schema: StyleSchema?
  private let precedence: Precedence?
  private var live: LiveStyles? {
    didSet { subtreeRestyledCount = nil }
  }
  private weak var root: (any Styleable)?
  /// Each mirrored object, by its node, held weakly.
  private var objects: [StyleTree.NodeID: WeakStyleable] = [:]
  /// Each mirrored object's node, by its identity (checked against `objects`: an identity may
  /// be reused by a new object once the old one is gone).
  private var nodes: [ObjectIdentifier: StyleTree.NodeID] = [:]
  /// What the last reload that could not be taken said (see `follow(_:path:)`), and the sheet
  /// it read, whose lines its diagnostics quote.
  private var reloadDiagnostics: [Diagnostic] = []
  private var rejectedStylesheet: Stylesheet?
  /// The code styles each object had when last mirrored: an object whose code styles changed
  /// is mirrored again, as its styles are read with the tree.
  private var mirroredCodeStyles: [StyleTree.NodeID: [CodeStyle]] = [:]
  /// The app's classes by their superclasses, as the last mirror found them: what the linter
  /// knows the sheet's types by.
  private var appClasses: [String: String] = [:]
  /// What the linter found in the stylesheet, made when first asked for after a change.
  private var lintFindings: [Diagnostic]?
  private var observation: StylesheetCache.ObservationToken?
  /// What the host last handed each object that left the hierarchy while the app keeps it (a
  /// cell in the reuse queue), by its identity: one that comes back keeps its node and is
  /// handed what changed since, resets included, not a first styling that leaves values of its
  /// earlier life in place.
  private var departed: [ObjectIdentifier: Departed] = [:]
  /// The identity of each departed object, by its node.
  private var departedIdentities: [StyleTree.NodeID: ObjectIdentifier] = [:]
  /// How many departed objects there may be before those the app freed are let go: twice as
  /// many as were kept the last time, so that the sweep is paid for by the departures.
  private var departedSweepLimit = 64

  /// An object that left, with its node and the properties it was last handed.
  private struct Departed {
    weak var object: (any Styleable)?
    let node: StyleTree.NodeID
    let properties: [(name: String, value: StyleValue)]
  }

  /// A host that styles with `stylesheet`.
  /// - Parameters:
  ///   - stylesheet: the rules.
  ///   - environment: the facts `@media` conditions test, until `updateEnvironment(_:)`.
  ///   - schema: the schema values are converted with, by default UIKit's; nil checks them
  ///     against UIKit's and leaves them as written.
  ///   - precedence: how competing rules are ranked; by default as the sheet's dialect ranks them.
  public init(
    stylesheet: Stylesheet, environment: StyleEnvironment = StyleEnvironment(), schema: StyleSchema? = .uikit,
    precedence: Precedence? = nil
  ) {
    self.stylesheet = stylesheet
    self.environment = environment
    self.schema = schema
    self.precedence = precedence
  }

  /// The styles of the attached objects as they stand, for reading any object's style
  /// (`styles[node(of: button)!, "alpha"]`) or explaining it.
  public var styles: ResolvedStyles? { live?.styles }

  /// How many objects the last change restyled (for a subtree read again, every edit it made
  /// counted).
  public var restyledCount: Int { subtreeRestyledCount ?? live?.restyledCount ?? 0 }
  /// What the last change restyled, when it was a subtree read again (`restyleSubtree`).
  private var subtreeRestyledCount: Int?

  /// Every problem the styling has, in one list: the reload that could not be taken; the
  /// sheet's, as `stylec lint` finds them with the host's schema and the app's classes (reading
  /// it, unknown types and properties with the names meant, states a type lacks); the code
  /// styles'; and values that do not fit their property.
  public var diagnostics: [Diagnostic] {
    if lintFindings == nil {
      let base = schema ?? .uikit
      // The app's own classes join the schema; those it knows keep the schema's superclasses.
      let schema = base.addingSubclasses(appClasses.filter { base.types[$0.key] == nil })
      lintFindings = Linter(schema: schema).lint(stylesheet)
    }
    var all = reloadDiagnostics + (lintFindings ?? [])
    if let styles = live?.styles { all += styles.tree.diagnostics + styles.diagnostics }
    var seen = Set<Diagnostic>()
    return all.filter { seen.insert($0).inserted }
  }

  /// `diagnostics` as `stylec lint` prints them, each with its source line and a caret, and a
  /// summary line: what an app's debug overlay shows. Empty when there is no problem.
  /// - Parameter color: ANSI colours, for a terminal (Xcode's console shows none).
  public func renderedDiagnostics(color: Bool = false) -> String {
    let found = diagnostics
    guard let summary = DiagnosticRenderer.summary(found) else { return "" }
    // A rejected reload's diagnostics quote the save they were found in, not the sheet kept.
    let sheet = stylesheet
    var current = DiagnosticRenderer(sourceLine: { sheet.sourceLine($1, inFile: $0) }, color: color)
    let rejected = rejectedStylesheet ?? sheet
    var saved = DiagnosticRenderer(sourceLine: { rejected.sourceLine($1, inFile: $0) }, color: color)
    let fromReload = Set(reloadDiagnostics)
    return found.map { fromReload.contains($0) ? saved.render($0) : current.render($0) }.joined() + summary
      + "\n"
  }

  /// The node an attached object is mirrored as; nil for one not attached.
  public func node(of object: some Styleable) -> StyleTree.NodeID? {
    guard let node = nodes[ObjectIdentifier(object)], objects[node]?.object === object else { return nil }
    return node
  }

  /// Mirrors `root` and everything under it, resolves it, and hands every object its style (in
  /// the order of the hierarchy, each parent before its children). A root attached before is
  /// let go.
  public func attach(_ root: some Styleable) {
    self.root = root
    objects = [:]
    nodes = [:]
    departed = [:]
    departedIdentities = [:]
    live = nil
    restyleHierarchy()
  }

  /// Lets the root go: no object is styled until one is attached.
  public func detach() {
    root = nil
    live = nil
    objects = [:]
    nodes = [:]
    departed = [:]
    departedIdentities = [:]
  }

  /// Reads an object again and hands out what changed: its id, classes, states and size, and with
  /// `includingChildren`, the objects under it (added, removed, reordered or reused: each
  /// object keeps its node), each given only what changed on it. The objects under it are
  /// compared with the tree and what changed made as edits (`LiveStyles.insert`, `remove`,
  /// `move`, `update`), each restyling what it reaches; a class the host has not met, or a
  /// changed id or code styles, mirror the whole hierarchy again.
  /// - Throws: `HostError.notAttached` for an object not in the attached hierarchy.
  public func setNeedsRestyle(_ object: some Styleable, includingChildren: Bool = false) throws(HostError) {
    guard let node = node(of: object), var live else {
      throw .notAttached(type: StyleTypeName.name(of: type(of: object)))
    }
    let tree = live.styles.tree
    if tree.id(of: node) != object.styleID || object.codeStyles != mirroredCodeStyles[node, default: []] {
      restyleHierarchy()
      return
    }
    if includingChildren {
      if !restyleSubtree(of: object, node: node) { restyleHierarchy() }
      return
    }
    // Within the tree, so the updates cannot fail.
    guard var changes = try? live.update(node, classes: object.styleClasses, states: object.styleStates)
    else {
      return
    }
    var restyled: Int?
    if live.styles.tree.size(of: node) != object.styleSize {
      let restyledByClasses = live.restyledCount
      if let resized = try? live.update(node, size: object.styleSize) {
        changes = StyleChange.merged(changes + resized)
        restyled = restyledByClasses + live.restyledCount
      }
    }
    self.live = live
    subtreeRestyledCount = restyled
    deliver(changes, firstStyled: [])
  }

  /// Changes environment facts (those the closure sets; the rest stay) and hands out what the
  /// sheet's conditions then change: Dark Mode, a text size, a rotation.
  ///
  ///     host.updateEnvironment { $0.userInterfaceStyle = .dark }
  public func updateEnvironment(_ change: (inout StyleEnvironment) -> Void) {
    var updated = environment
    change(&updated)
    environment = updated
    guard var live else { return }
    let changes = live.replaceEnvironment(updated)
    self.live = live
    deliver(changes, firstStyled: [])
  }

  /// Styles with another stylesheet (a reload, a theme) and hands out what changed.
  public func replaceStylesheet(_ stylesheet: Stylesheet) {
    self.stylesheet = stylesheet
    reloadDiagnostics = []
    rejectedStylesheet = nil
    lintFindings = nil
    guard var live else { return }
    let changes = live.replaceStylesheet(stylesheet)
    self.live = live
    deliver(changes, firstStyled: [])
  }

  /// Follows a cache's reloads of the sheet at `path`, on the main actor: each reload is taken
  /// (`replaceStylesheet(_:)`); one the cache keeps out (a save with errors, an unreadable
  /// file) leaves the styles as they are and puts its errors in `diagnostics`. Start the
  /// cache's watching (`StylesheetCache.startWatching(every:)`) for reloads to come.
  /// - Throws: `StylecError` when the sheet cannot be read the first time.
  public func follow(_ cache: StylesheetCache, path: String) throws(StylecError) {
    replaceStylesheet(try cache.stylesheet(atPath: path))
    observation?.cancel()
    observation = cache.observeOnMainActor { [weak self] change in
      guard change.path == path else { return }
      self?.take(change)
    }
  }

  private func take(_ change: StylesheetCache.Change) {
    if let reloaded = change.stylesheet {
      replaceStylesheet(reloaded)
    } else {
      reloadDiagnostics = change.error?.diagnostics ?? []
      rejectedStylesheet = change.rejected
    }
  }

  /// Mirrors the whole hierarchy again, each known object keeping its node, and hands out what
  /// changed: everything, to objects styled for the first time.
  private func restyleHierarchy() {
    guard let root else { return }
    let mirror = HierarchyMirror(root: root, known: { object in self.mirroredNode(of: object) })
    let tree: StyleTree
    do {
      tree = try StyleTree(
        root: mirror.root, superclasses: mirror.superclasses, environment: StyleEnvironment(),
        schema: schema ?? .uikit)
    } catch {
      preconditionFailure("the app's class names form a cycle: \(error.diagnostics.map(\.message))")
    }
    if let styles = live?.styles {
      recordDeparture(of: objects.keys.filter { mirror.objects[$0] == nil }, styles: styles)
    }
    let returning = Set(mirror.objects.keys.filter { departedIdentities[$0] != nil })
    let firstStyled = Set(mirror.objects.keys).subtracting(objects.keys).subtracting(returning)
    if mirror.superclasses != appClasses {
      appClasses = mirror.superclasses
      lintFindings = nil
    }
    objects = mirror.objects
    mirroredCodeStyles = mirror.objects.compactMapValues { weak in
      weak.object.flatMap { $0.codeStyles.isEmpty ? nil : $0.codeStyles }
    }
    nodes = Dictionary(uniqueKeysWithValues: mirror.objects.map { ($0.value.identifier, $0.key) })
    let changes: [StyleChange]
    if var live {
      changes = live.replaceTree(tree)
      self.live = live
    } else {
      let live = LiveStyles(
        stylesheet: stylesheet, tree: tree, precedence: precedence, environment: environment, schema: schema)
      changes = tree.nodes.flatMap { node in
        live.styles.properties(of: node).map {
          StyleChange(node: node, property: $0.name, old: nil, new: $0.value)
        }
      }
      self.live = live
    }
    deliver(welcomingBack(returning, changes), firstStyled: firstStyled, order: tree.nodes)
  }

  /// The node an object is mirrored with: its own, or the one it had before it left.
  private func mirroredNode(of object: any Styleable) -> StyleTree.NodeID? {
    if let node = nodes[ObjectIdentifier(object)], objects[node]?.object === object { return node }
    guard let left = departed[ObjectIdentifier(object)], left.object === object else { return nil }
    return left.node
  }

  /// Remembers what the objects of `gone` (nodes leaving the tree) were last handed, and now and
  /// then lets go of those the app freed.
  /// - Complexity: O(gone), amortised: the sweep of freed objects runs once the departed have
  ///   doubled since the last.
  private func recordDeparture(of gone: some Sequence<StyleTree.NodeID>, styles: ResolvedStyles) {
    if departed.count > departedSweepLimit {
      departed = departed.filter { $0.value.object != nil }
      departedIdentities = departedIdentities.filter { departed[$0.value]?.node == $0.key }
      departedSweepLimit = max(64, 2 * departed.count)
    }
    for node in gone {
      guard let object = objects[node]?.object else { continue }
      let identity = ObjectIdentifier(object)
      if let earlier = departed[identity] { departedIdentities[earlier.node] = nil }
      departed[identity] = Departed(
        object: object, node: node,
        properties: styles.properties(of: node).map { (name: $0.name, value: $0.value) })
      departedIdentities[node] = identity
    }
  }

  /// `changes` with those of the objects coming back (their nodes in `returning`) made the
  /// difference from what they were last handed: a property set then and not now is reset.
  private func welcomingBack(_ returning: Set<StyleTree.NodeID>, _ changes: [StyleChange]) -> [StyleChange] {
    guard !returning.isEmpty, let styles = live?.styles else { return changes }
    var result = changes.filter { !returning.contains($0.node) }
    for node in returning {
      guard let identity = departedIdentities.removeValue(forKey: node), let left = departed[identity] else {
        continue
      }
      departed[identity] = nil
      let now = styles.properties(of: node).map { (name: $0.name, value: $0.value) }
      result += StyleChange.between(left.properties, now, node: node)
    }
    return result
  }

  /// Mirrors the objects under `object` again and makes what changed among them edits of the
  /// tree, each costing what it reaches: objects gone are removed, new ones inserted, those
  /// that changed places moved (a reused cell keeps its node), and those whose classes or
  /// states changed restyled. False, with nothing changed, when the subtree brings what only
  /// a whole mirror reads: a class the host has not seen, an id or code styles that changed,
  /// or a new object holding one mirrored before.
  private func restyleSubtree(of object: any Styleable, node: StyleTree.NodeID) -> Bool {
    guard var live else { return false }
    let mirror = HierarchyMirror(root: object, known: { object in self.mirroredNode(of: object) })
    guard mirror.superclasses.allSatisfy({ appClasses[$0.key] == $0.value }) else { return false }
    let stylesBefore = live.styles
    let before = stylesBefore.tree
    // The mirrored views in preorder, and which are new.
    var views: [ViewNode] = []
    var pending = [mirror.root]
    while let view = pending.popLast() {
      views.append(view)
      pending += view.children.reversed()
    }
    var newNodes: Set<StyleTree.NodeID> = []
    for view in views where !newNodes.contains(view.nodeID) {
      guard before.contains(view.nodeID) else {
        // A new object's subtree is inserted whole: it may hold no object mirrored before.
        var inside = [view]
        while let next = inside.popLast() {
          guard !before.contains(next.nodeID) else { return false }
          newNodes.insert(next.nodeID)
          inside += next.children
        }
        continue
      }
      guard before.id(of: view.nodeID) == view.id, mirroredCodeStyles[view.nodeID, default: []] == view.styles
      else { return false }
    }
    let oldNodes = Self.subtree(of: node, in: before)
    // A known object brought in from elsewhere must have left its place there: one that its
    // old parent still lists would be in the hierarchy twice. (An old parent that came along,
    // a moved cell over its content view, lists it as it should.)
    let inside = Set(oldNodes + [node])
    let mirrored = Set(views.map(\.nodeID))
    for view in views where !newNodes.contains(view.nodeID) && !inside.contains(view.nodeID) {
      guard let parent = before.parent(of: view.nodeID), !mirrored.contains(parent),
        let moved = objects[view.nodeID]?.object, let holder = objects[parent]?.object,
        holder.styleChildren.contains(where: { $0 === moved })
      else { continue }
      preconditionFailure(
        "\(StyleTypeName.name(of: type(of: moved))) appears twice in the styled hierarchy: under "
          + "\(StyleTypeName.name(of: type(of: holder))) and under the restyled "
          + StyleTypeName.name(of: type(of: object)))
    }
    let returning = newNodes.filter { departedIdentities[$0] != nil }
    let kept = Set(views.map(\.nodeID))
    var changes: [StyleChange] = []
    var restyled = 0
    do {
      func record(_ made: [StyleChange]) {
        changes += made
        restyled += live.restyledCount
      }
      // Objects gone, first, when nothing under them stays: no later child's place shifts.
      let (gone, holdingKept) = Self.removals(among: oldNodes, in: before, kept: kept)
      for node in gone { record(try live.remove(node)) }
      // Each parent's children in their order, in preorder (a parent is in its place before
      // its children are put under it, so no move goes into the moved node's own subtree).
      // The longest run of children already in order stays; each other child goes right after
      // the one before it.
      for view in views where !newNodes.contains(view.nodeID) {
        var current = live.styles.tree.children(of: view.nodeID)
        let staying = Self.longestOrderedRun(of: view.children.map(\.nodeID), in: current)
        for (position, child) in view.children.enumerated() where !staying.contains(child.nodeID) {
          let others = current.filter { $0 != child.nodeID }
          let place = position == 0 ? 0 : others.firstIndex(of: view.children[position - 1].nodeID)! + 1
          if newNodes.contains(child.nodeID) {
            record(try live.insert(child, into: view.nodeID, at: place))
          } else {
            record(try live.move(child.nodeID, into: view.nodeID, at: place))
          }
          current = live.styles.tree.children(of: view.nodeID)
        }
      }
      // Objects gone that held ones that stay, now that those are moved out.
      for node in holdingKept where live.styles.tree.contains(node) { record(try live.remove(node)) }
      for view in views where !newNodes.contains(view.nodeID) {
        let tree = live.styles.tree
        if tree.classes(of: view.nodeID) != view.classes || tree.states(of: view.nodeID) != view.states {
          record(try live.update(view.nodeID, classes: view.classes, states: view.states))
        }
        if live.styles.tree.size(of: view.nodeID) != view.size {
          record(try live.update(view.nodeID, size: view.size))
        }
      }
    } catch {
      preconditionFailure("an edit of the mirrored subtree was refused: \(error)")
    }
    let leaving = oldNodes.filter { !live.styles.tree.contains($0) }
    recordDeparture(of: leaving, styles: stylesBefore)
    self.live = live
    subtreeRestyledCount = restyled
    for gone in leaving {
      // The identity may be a new object's by now (the old one freed): only this node's goes.
      if let weak = objects.removeValue(forKey: gone), nodes[weak.identifier] == gone {
        nodes[weak.identifier] = nil
      }
      mirroredCodeStyles[gone] = nil
    }
    for (node, weak) in mirror.objects {
      objects[node] = weak
      nodes[weak.identifier] = node
    }
    for view in views where newNodes.contains(view.nodeID) && !view.styles.isEmpty {
      mirroredCodeStyles[view.nodeID] = view.styles
    }
    deliver(
      welcomingBack(returning, StyleChange.merged(changes)), firstStyled: newNodes.subtracting(returning),
      order: views.map(\.nodeID))
    return true
  }

  /// The nodes under `node` (itself not included), in preorder.
  private static func subtree(of node: StyleTree.NodeID, in tree: StyleTree) -> [StyleTree.NodeID] {
    var found: [StyleTree.NodeID] = []
    var pending = tree.children(of: node).reversed() as [StyleTree.NodeID]
    while let next = pending.popLast() {
      found.append(next)
      pending += tree.children(of: next).reversed()
    }
    return found
  }

  /// The topmost of `nodes` (a subtree's, in preorder) that are not `kept`: those with no kept
  /// node under them (removed at once), and those with one (removed once it is moved out).
  private static func removals(
    among nodes: [StyleTree.NodeID], in tree: StyleTree, kept: Set<StyleTree.NodeID>
  ) -> (gone: [StyleTree.NodeID], holdingKept: [StyleTree.NodeID]) {
    // Children come after their parents in preorder: walked backwards, each tells its parent.
    var holdsKept: Set<StyleTree.NodeID> = []
    for child in nodes.reversed() where kept.contains(child) || holdsKept.contains(child) {
      if let parent = tree.parent(of: child) { holdsKept.insert(parent) }
    }
    var gone: [StyleTree.NodeID] = []
    var holdingKept: [StyleTree.NodeID] = []
    var removedAbove: Set<StyleTree.NodeID> = []
    for child in nodes where !kept.contains(child) {
      if let parent = tree.parent(of: child), removedAbove.contains(parent) {
        removedAbove.insert(child)
        continue
      }
      if holdsKept.contains(child) { holdingKept.append(child) } else { gone.append(child) }
      removedAbove.insert(child)
    }
    return (gone, holdingKept)
  }

  /// The longest run of `wanted` (a parent's children as they should be) whose nodes are
  /// already in that order among `current` (its children now): they stay, the others move.
  /// - Complexity: O(n log n), the longest increasing subsequence of their current places.
  private static func longestOrderedRun(of wanted: [StyleTree.NodeID], in current: [StyleTree.NodeID])
    -> Set<StyleTree.NodeID>
  {
    let places = Dictionary(uniqueKeysWithValues: current.enumerated().map { ($1, $0) })
    let present = wanted.filter { places[$0] != nil }
    // tails[k]: the index in `present` of the smallest last place of an ordered run of k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: present.count)
    for (index, node) in present.enumerated() {
      let place = places[node]!
      let low = tails.countLeading { places[present[$0]]! < place }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var staying: Set<StyleTree.NodeID> = []
    var index = tails.last ?? -1
    while index >= 0 {
      staying.insert(present[index])
      index = previous[index]
    }
    return staying
  }

  /// Hands each object its changes, in the tree's order; an object styled for the first time
  /// is handed its style even when it has no property.
  private func deliver(
    _ changes: [StyleChange], firstStyled: Set<StyleTree.NodeID>, order: [StyleTree.NodeID]? = nil
  ) {
    guard let styles = live?.styles else { return }
    var byNode: [StyleTree.NodeID: [StyleChange]] = [:]
    var changedOrder: [StyleTree.NodeID] = []
    for change in changes {
      if byNode[change.node] == nil { changedOrder.append(change.node) }
      byNode[change.node, default: []].append(change)
    }
    var nodes = changedOrder
    if let order {
      // The nodes of `order` first, in its order; then any other changed node.
      nodes = order.filter { byNode[$0] != nil || firstStyled.contains($0) }
      let ordered = Set(order)
      nodes += changedOrder.filter { !ordered.contains($0) }
    }
    for node in nodes {
      guard let object = objects[node]?.object else { continue }
      object.applyStyle(
        AppliedStyle(
          node: node, changes: byNode[node] ?? [], isFirst: firstStyled.contains(node), styles: styles))
    }
  }
}

/// An object held weakly, with its identity.
struct WeakStyleable {
  weak var object: (any Styleable)?
  let identifier: ObjectIdentifier
}
