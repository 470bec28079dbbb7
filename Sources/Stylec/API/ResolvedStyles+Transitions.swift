/// A node's transitions, as CSS Transitions makes them of `transition` and its longhands.
extension ResolvedStyles {
  /// The longhands of `transition`, each setting one list of its transitions.
  private static let transitionLonghands = [
    "transition-property", "transition-duration", "transition-delay", "transition-timing-function",
  ]

  /// Whether the sheet sets `transition` or one of its longhands anywhere.
  var setsTransitions: Bool {
    (["transition"] + Self.transitionLonghands).contains { sheet.ruleSet.property(named: $0) != nil }
  }

  /// The transitions a node's styles give it: those of `transition`, with each longhand that
  /// outranks it in the cascade (`transition-duration: 1s` in a later rule) in place of the list
  /// it sets, combined as CSS combines them: one transition for each property that
  /// `transition-property` names (`all` when nothing names one; none for `none`), each taking
  /// the duration, delay and easing at its place in their lists, a shorter list repeated. None
  /// when neither is set.
  public func transitions(of node: StyleTree.NodeID) -> [StyleTransition] {
    let entries = entries(of: tree.place(of: node))
    let entry = { (name: String) -> Entry? in
      guard let property = self.sheet.ruleSet.property(named: name) else { return nil }
      return entries.first { $0.property == property }
    }
    let shorthand = entry("transition")
    guard shorthand != nil || Self.transitionLonghands.contains(where: { entry($0) != nil }) else {
      return []
    }
    let written = shorthand.flatMap { value(of: $0).transitions } ?? []
    // A longhand counts where it outranks the shorthand, which sets every list.
    let longhand = { (name: String) -> StyleValue? in
      guard let found = entry(name) else { return nil }
      if let shorthand, self.order(of: found) < self.order(of: shorthand) { return nil }
      return self.value(of: found)
    }
    let fromShorthand = shorthand != nil && !written.isEmpty
    let properties =
      longhand("transition-property").map(Self.propertyNames)
      ?? (fromShorthand ? written.map(\.property) : shorthand == nil ? ["all"] : [])
    let durations =
      longhand("transition-duration").map { $0.items.compactMap(\.seconds) }
      ?? (fromShorthand ? written.map(\.duration) : [])
    let delays =
      longhand("transition-delay").map { $0.items.compactMap(\.seconds) }
      ?? (fromShorthand ? written.map(\.delay) : [])
    let easings =
      longhand("transition-timing-function").map { $0.items.compactMap(\.easing) }
      ?? (fromShorthand ? written.map(\.easing) : [])
    return properties.indices.map { index in
      StyleTransition(
        property: properties[index], duration: Self.item(index, of: durations) ?? 0,
        delay: Self.item(index, of: delays) ?? 0, easing: Self.item(index, of: easings) ?? .ease)
    }
  }

  /// The transition a node's styles give one of its properties (by its canonical name, or the
  /// other name UIKit gives it on the node's type, as `opacity` is `alpha`): the last that names
  /// it or `all`; nil when none does, or that one takes no time (its duration, at least 0, and
  /// its delay add up to none).
  public func transition(for property: String, of node: StyleTree.NodeID) -> StyleTransition? {
    transition(for: property, among: TransitionLookup(transitions(of: node)), node: node)
  }

  /// `transition(for:of:)` among a node's transitions already read.
  func transition(for property: String, among lookup: TransitionLookup, node: StyleTree.NodeID)
    -> StyleTransition?
  {
    guard !lookup.isEmpty else { return nil }
    return lookup.transition(naming: [property] + alternativeNames(of: property, node: node))
  }

  /// `transition-property`'s names (`all` as is); none for `none`.
  private static func propertyNames(_ value: StyleValue) -> [String] {
    let names = value.items.compactMap(\.string)
    return names.count == 1 && names[0].lowercased() == "none"
      ? [] : names.map { $0.lowercased() == "all" ? "all" : kebabCase($0) }
  }

  /// A list's item for the `index`th transition: the list repeated as often as needed.
  private static func item<Item>(_ index: Int, of list: [Item]) -> Item? {
    list.isEmpty ? nil : list[index % list.count]
  }

  /// Where an entry's declaration stands in the cascade: its rule's order (code's values above
  /// every rule without `!important`, below every one with it), then its place in the rule.
  private func order(of entry: Entry) -> (RuleOrder, Int) {
    guard entry.rule.position < sheet.entries.count else {
      return (RuleOrder(importance: 1, layer: 0, score: 0, position: entry.rule.position), 0)
    }
    var order = sheet.order(ofRule: entry.rule.position, precedence: precedence)
    order.importance *= 2
    return (order, entry.declaration.position)
  }
}

/// A node's transitions by the property each names, so that each of many changes of the node
/// finds its own at once (scanning the list for each made a change of n properties under n
/// transitions cost n²).
struct TransitionLookup {
  private let transitions: [StyleTransition]
  /// Where the last transition naming each property stands, and the last naming `all`.
  private var lastNaming: [String: Int] = [:]
  private var lastForAll = -1

  init(_ transitions: [StyleTransition]) {
    self.transitions = transitions
    for (index, transition) in transitions.enumerated() {
      if transition.property == "all" { lastForAll = index } else { lastNaming[transition.property] = index }
    }
  }

  var isEmpty: Bool { transitions.isEmpty }

  /// The last transition that names one of `names` or `all`; nil when none does, or that one
  /// takes no time (its duration, at least 0, and its delay add up to none).
  func transition(naming names: [String]) -> StyleTransition? {
    let index = names.reduce(lastForAll) { max($0, lastNaming[$1] ?? -1) }
    guard index >= 0 else { return nil }
    let transition = transitions[index]
    return max(transition.duration, 0) + transition.delay > 0 ? transition : nil
  }
}
