/// `LiveStyles`' diagnostics kept node by node: which nodes meet each failure (a declaration
/// whose value does not fit, one whose `var()`s find no value, a code style value that does not
/// fit). A failure no node meets any more leaves the diagnostics, as a fresh resolve would not
/// report it; one met again by another node is not added twice. A message that names a node
/// (`alpha is unset on UILabel#a (and nodes like it)`) names one that meets it now, as it is
/// now (a fresh resolve names the first in preorder).
///
/// A change costs what its restyled nodes met, not what the tree or the history holds; the
/// diagnostics are made again only when a failure comes or goes, or the node one names changes.
struct FailureLedger: Sendable {
  typealias Key = ResolveFailures.Key

  /// Each node's failures, for the nodes that meet any.
  private var keysByNode: [StyleTree.NodeID: [Key]] = [:]
  /// Each failure's nodes, in an order set by the changes alone (never by hashing): the first is
  /// the one its message names.
  private var members: [Key: [StyleTree.NodeID]] = [:]
  /// Where each node stands among its failure's `members`, to take it out in O(1).
  private var positions: [Membership: Int] = [:]
  /// Each failure as first met: why it fails, and the node its message names.
  private var typing: [DeclarationID: ValueTyping.Failure] = [:]
  private var substitution: [DeclarationID: CustomPropertySubstitution.Failure] = [:]
  private var code: [Key: CascadeWalker.CodeFailure] = [:]
  /// Whether a failure came or went, or the node a message names changed, since the last
  /// `diagnostics(sheet:tree:)`.
  private(set) var isChanged = false
  /// The failures whose named node may have changed, named once every change is taken (a node
  /// named in passing may be one the same edit removes).
  private var unnamed: Set<DeclarationID> = []

  private struct Membership: Hashable {
    var key: Key
    var node: StyleTree.NodeID
  }

  /// Nodes with more failures than this compare old and new through sets.
  private static let scannedKeyLimit = 16

  /// The failures of a whole resolve, whose walks logged their failing nodes.
  init(_ failures: ResolveFailures, tree: StyleTree) {
    record(failures, restyled: [tree.nodeIndices], tree: tree)
    isChanged = false
  }

  /// Takes what a restyle of `restyled` (sorted ranges of nodes, in preorder) met in place of
  /// what those nodes met before; nodes outside them (ancestors the walk settled) are passed
  /// over.
  mutating func record(_ failures: ResolveFailures, restyled: [Range<NodeIndex>], tree: StyleTree) {
    var met: [NodeIndex: [Key]] = [:]
    for (node, key) in failures.failingNodes where Self.holds(restyled, node) {
      met[node, default: []].append(key)
    }
    guard !met.isEmpty || !keysByNode.isEmpty else { return }
    let firstMet = FirstMet(failures)
    for node in restyled.joined() {
      let id = tree.id(at: node)
      let old = keysByNode[id] ?? []
      var new = met[node] ?? []
      guard !old.isEmpty || !new.isEmpty else { continue }
      new = Self.unique(new)
      let (gone, came) = Self.differences(old, new)
      for key in gone { take(key, from: id) }
      for key in came { add(key, on: id, firstMet: firstMet) }
      keysByNode[id] = new.isEmpty ? nil : new
      // Its classes may have changed: a message naming it names it as it is.
      for case .substitution(let declaration) in new where members[.substitution(declaration)]?.first == id {
        unnamed.insert(declaration)
      }
    }
    name(in: tree)
  }

  /// Forgets the nodes of `ids` (gone from the tree with an edit).
  mutating func forget(_ ids: some Sequence<StyleTree.NodeID>, tree: StyleTree) {
    guard !keysByNode.isEmpty else { return }
    for id in ids {
      guard let keys = keysByNode.removeValue(forKey: id) else { continue }
      for key in keys { take(key, from: id) }
    }
    name(in: tree)
  }

  /// The failures met now as diagnostics, as a resolve reports them.
  mutating func diagnostics(sheet: Stylesheet, tree: StyleTree) -> [Diagnostic] {
    isChanged = false
    let failures = ResolveFailures(
      typing: Array(typing.values),
      code: code.values.sorted { ($0.origin, $0.property.rawValue) < ($1.origin, $1.property.rawValue) },
      substitution: Array(substitution.values))
    return failures.diagnostics(sheet: sheet, tree: tree)
  }

  private mutating func add(_ key: Key, on id: StyleTree.NodeID, firstMet: FirstMet) {
    if members[key] == nil {
      members[key] = []
      isChanged = true
      switch key {
      case .typing(let declaration): typing[declaration] = firstMet.typing[declaration]
      case .substitution(let declaration): substitution[declaration] = firstMet.substitution[declaration]
      case .code: code[key] = firstMet.code[key]
      }
    }
    positions[Membership(key: key, node: id)] = members[key]!.count
    members[key]!.append(id)
    if case .substitution(let declaration) = key, members[key]!.count == 1 { unnamed.insert(declaration) }
  }

  private mutating func take(_ key: Key, from id: StyleTree.NodeID) {
    guard let position = positions.removeValue(forKey: Membership(key: key, node: id)) else { return }
    let last = members[key]!.count - 1
    if position != last {
      let moved = members[key]![last]
      members[key]![position] = moved
      positions[Membership(key: key, node: moved)] = position
    }
    members[key]!.removeLast()
    guard members[key]!.isEmpty else {
      if position == 0, case .substitution(let declaration) = key { unnamed.insert(declaration) }
      return
    }
    members[key] = nil
    isChanged = true
    switch key {
    case .typing(let declaration): typing[declaration] = nil
    case .substitution(let declaration): substitution[declaration] = nil
    case .code: code[key] = nil
    }
  }

  /// Names each failure of `unnamed` by its first node, as the node is now in `tree`.
  private mutating func name(in tree: StyleTree) {
    for declaration in unnamed {
      guard let first = members[.substitution(declaration)]?.first, substitution[declaration] != nil else {
        continue
      }
      let label = tree.label(of: first)
      guard substitution[declaration]!.unsetOn != label else { continue }
      substitution[declaration]!.unsetOn = label
      isChanged = true
    }
    unnamed = []
  }

  /// What a walk met first of each failure: why it fails.
  private struct FirstMet {
    var typing: [DeclarationID: ValueTyping.Failure] = [:]
    var substitution: [DeclarationID: CustomPropertySubstitution.Failure] = [:]
    var code: [Key: CascadeWalker.CodeFailure] = [:]

    init(_ failures: ResolveFailures) {
      for failure in failures.typing where typing[failure.declaration] == nil {
        typing[failure.declaration] = failure
      }
      for failure in failures.substitution where substitution[failure.declaration] == nil {
        substitution[failure.declaration] = failure
      }
      for failure in failures.code {
        let key = Key.code(origin: failure.origin, property: failure.property)
        if code[key] == nil { code[key] = failure }
      }
    }
  }

  private static func holds(_ ranges: [Range<NodeIndex>], _ node: NodeIndex) -> Bool {
    let before = ranges.countLeading(where: { $0.upperBound <= node })
    return before < ranges.count && ranges[before].contains(node)
  }

  private static func unique(_ keys: [Key]) -> [Key] {
    guard keys.count > 1 else { return keys }
    var seen: Set<Key> = []
    return keys.filter { seen.insert($0).inserted }
  }

  /// The keys of `old` not in `new`, and those of `new` not in `old`.
  private static func differences(_ old: [Key], _ new: [Key]) -> (gone: [Key], came: [Key]) {
    if old == new { return ([], []) }
    guard old.count > scannedKeyLimit || new.count > scannedKeyLimit else {
      return (old.filter { !new.contains($0) }, new.filter { !old.contains($0) })
    }
    let oldSet = Set(old)
    let newSet = Set(new)
    return (old.filter { !newSet.contains($0) }, new.filter { !oldSet.contains($0) })
  }
}
