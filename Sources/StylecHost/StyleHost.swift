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
  private var live: LiveStyles?
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

  /// How many objects the last change restyled.
  public var restyledCount: Int { live?.restyledCount ?? 0 }

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
    live = nil
    restyleHierarchy()
  }

  /// Lets the root go: no object is styled until one is attached.
  public func detach() {
    root = nil
    live = nil
    objects = [:]
    nodes = [:]
  }

  /// Reads an object again and hands out what changed: its id, classes and states, and with
  /// `includingChildren`, the objects under it (added, removed, reordered or reused: each
  /// object keeps its node), each given only what changed on it.
  /// - Throws: `HostError.notAttached` for an object not in the attached hierarchy.
  public func setNeedsRestyle(_ object: some Styleable, includingChildren: Bool = false) throws(HostError) {
    guard let node = node(of: object), var live else {
      throw .notAttached(type: StyleTypeName.name(of: type(of: object)))
    }
    let tree = live.styles.tree
    if includingChildren || tree.id(of: node) != object.styleID
      || object.codeStyles != mirroredCodeStyles[node, default: []]
    {
      restyleHierarchy()
      return
    }
    // Within the tree, so the update cannot fail.
    guard let changes = try? live.update(node, classes: object.styleClasses, states: object.styleStates)
    else {
      return
    }
    self.live = live
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
    let mirror = HierarchyMirror(root: root, known: { object in self.node(of: object) })
    let tree: StyleTree
    do {
      tree = try StyleTree(
        root: mirror.root, superclasses: mirror.superclasses, environment: StyleEnvironment(),
        schema: schema ?? .uikit)
    } catch {
      preconditionFailure("the app's class names form a cycle: \(error.diagnostics.map(\.message))")
    }
    let firstStyled = Set(mirror.objects.keys).subtracting(objects.keys)
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
    deliver(changes, firstStyled: firstStyled, order: tree.nodes)
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
    let nodes = order.map { $0.filter { byNode[$0] != nil || firstStyled.contains($0) } } ?? changedOrder
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
