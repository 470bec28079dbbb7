/// What the cascade needs to test `@container` queries node by node: each rule's queries, and
/// how a node's resolved `container-type` and `container-name` make it a query container.
///
/// The cascade walks the tree in preorder, so a node's ancestors are resolved before it: each
/// that its own styles make a container is kept (a `Frame`, with the size the tree gives it)
/// while its descendants are resolved, and a rule under `@container` matches a node only when
/// each of its queries holds for the nearest such ancestor that fits the query.
struct ContainerLookup: Sendable {
  /// A node its styles make a query container.
  struct Frame: Sendable {
    var node: NodeIndex
    var type: ContainerType
    /// Its `container-name`s, as written (CSS's names are case-sensitive).
    var names: [String]
    /// Its size, if the tree gives one; a query on a container without one is false.
    var size: StyleSize?
  }

  /// By rule: where its queries are in `queries`, -1 for a rule under none.
  private let ruleQueries: [Int32]
  /// The sheet's container queries, by condition.
  private let queries: [[ContainerQuery]]
  private let typeProperty: PropertyID?
  private let nameProperty: PropertyID?
  /// The sheet's declarations, whose written values an entry without a value of its own has.
  private let declarations: [CompiledDeclaration]

  /// Nil when no rule is under an `@container` query.
  init?(sheet: Stylesheet) {
    guard sheet.hasContainerQueries else { return nil }
    let queries = sheet.containerQueries
    ruleQueries = sheet.entries.map { entry in
      entry.condition.map { queries[$0].isEmpty ? -1 : Int32($0) } ?? -1
    }
    self.queries = queries
    typeProperty = sheet.ruleSet.property(named: "container-type")
    nameProperty = sheet.ruleSet.property(named: "container-name")
    declarations = sheet.declarations
  }

  /// Whether the property is `container-type` or `container-name`, which make a node a
  /// container for its descendants' queries.
  func isContainerProperty(_ property: PropertyID) -> Bool {
    property == typeProperty || property == nameProperty
  }

  /// The rule's queries, outermost first (empty for a rule under none).
  func queries(of rule: RuleID) -> [ContainerQuery] {
    ruleQueries[rule] >= 0 ? queries[Int(ruleQueries[rule])] : []
  }

  /// Whether every query of the rule holds on `node`, each for its own query container among
  /// `frames` (the containers among the node's ancestors; a frame of the node itself is not its
  /// own container).
  /// - Parameter answers: each query's answer for each container met so far in the walk (a
  ///   container's size stands through a walk): a condition of thousands of alternatives is
  ///   worked out once per container, not once for every node under it and rule.
  func holds(_ rule: RuleID, on node: NodeIndex, frames: ContainerFrames, answers: inout Answers) -> Bool {
    let index = ruleQueries[rule]
    guard index >= 0 else { return true }
    for (position, query) in queries[Int(index)].enumerated() {
      guard let frame = frames.nearest(named: query.name, needing: query.needs, excluding: node) else {
        return false
      }
      let key = AnswerKey(condition: index, query: Int32(position), container: frame.node)
      if let known = answers[key] {
        guard known else { return false }
        continue
      }
      let holds = Self.holds(query, for: frame)
      answers[key] = holds
      guard holds else { return false }
    }
    return true
  }

  /// Each query's answer for a container, by the query's place (its condition's, and its own
  /// among the condition's queries) and the container's node.
  typealias Answers = [AnswerKey: Bool]

  struct AnswerKey: Hashable {
    var condition: Int32
    var query: Int32
    var container: NodeIndex
  }

  /// The rule's queries that do not hold on `node` (`explain` names them).
  func falseQueries(of rule: RuleID, on node: NodeIndex, frames: ContainerFrames) -> [ContainerQuery] {
    queries(of: rule).filter { query in
      guard let frame = frames.nearest(named: query.name, needing: query.needs, excluding: node) else {
        return true
      }
      return !Self.holds(query, for: frame)
    }
  }

  /// Whether the query holds for `frame`, its container: false when the tree gives it no size.
  private static func holds(_ query: ContainerQuery, for frame: Frame) -> Bool {
    guard !query.isNameOnly else { return true }
    guard let size = frame.size else { return false }
    return query.holds(width: size.width, height: frame.type == .size ? size.height : nil)
  }

  /// The node as a query container, from its resolved entries (`value` reading an entry's
  /// value); nil when it has neither a `container-type` of `size` or `inline-size` nor a
  /// `container-name`.
  func frame(
    of node: NodeIndex, entries: some Collection<ResolvedStyles.Entry>, tree: StyleTree,
    value: (ResolvedStyles.Entry) -> StyleValue
  ) -> Frame? {
    guard let typeProperty else { return nil }
    var type: ContainerType?
    var names: [String] = []
    for entry in entries {
      if entry.property == typeProperty {
        type = ContainerType(entryValue(entry, value))
      } else if entry.property == nameProperty {
        names = Self.names(in: entryValue(entry, value))
      }
    }
    // A name makes a node a container for queries of the name alone, whatever its type.
    guard let type = type ?? (names.isEmpty ? nil : .normal), type != .normal || !names.isEmpty else {
      return nil
    }
    return Frame(node: node, type: type, names: names, size: tree.sizes[tree.identities[node]])
  }

  private func entryValue(_ entry: ResolvedStyles.Entry, _ value: (ResolvedStyles.Entry) -> StyleValue)
    -> StyleValue
  {
    entry.value >= 0 ? value(entry) : declarations[entry.declaration].value
  }

  /// The names a `container-name` value gives: its words (as written, a list; typed, an array of
  /// strings); none for `none`.
  private static func names(in value: StyleValue) -> [String] {
    let words: [StyleValue]
    switch value {
    case .list(let items, _), .array(let items): words = items
    default: words = [value]
    }
    let names = words.compactMap { word -> String? in
      switch word {
      case .identifier(let name), .string(let name): name
      default: nil
      }
    }
    return names == ["none"] ? [] : names
  }
}
