/// Explains one node's properties: finds every rule whose selector matches the node, whatever
/// its condition, and ranks each declaration as the cascade does (precedence, then source order,
/// then the later declaration within one rule), saying for each loser why it lost.
///
/// It tests the rules the rule index offers the node, those the cascade would try (its id's, its
/// classes', its type's and supertypes', the universal ones), whatever their conditions: testing
/// every rule made `explain '*'` cost nodes × rules. One explainer explains any number of nodes
/// of its context's tree: what does not depend on the node (the context, which conditions hold)
/// is made once.
struct Explainer {
  let sheet: Stylesheet
  let context: CascadeContext
  let precedence: Precedence
  var typing: ValueTyping?
  /// Whether each of the sheet's conditions holds in the context's environment.
  private let activeConditions: [Bool]
  /// The ancestors of the node explained last, root first, each with the names it put in the
  /// filter (`memo.ancestors`).
  private var ancestors: [(node: NodeIndex, keys: [UInt32])] = []
  /// Each of them, by its place in `ancestors`.
  private var ancestorPlaces: [NodeIndex: Int] = [:]
  /// The matcher's memory of long searches, kept from node to node as the cascade keeps it for
  /// a walk: searches along wide sibling lists (`~`) are made once, not once a node. It holds
  /// the names of the ancestors of the node explained last, as the cascade keeps them: a
  /// selector needing an ancestor name none has is passed over without a walk up the tree
  /// (explaining `.c1 UIView` walked every ancestor of every view, 32 s where apply took 0.03).
  private var memo = Matcher.Memo(ancestors: AncestorFilter())
  /// With custom properties, inheritance or container queries in the sheet: a walk of the cascade that settles
  /// each explained node (in preorder it adds one node a step, as the filter does), substitutes
  /// custom properties into a winner's value, typed as a resolve types it; and the node's
  /// custom properties and the values its children may read, with where each came from.
  private var walker: CascadeWalker?
  private var inheritedValues: [InheritedValue] = []
  private var explainedNode = NodeIndex.root
  /// The values found not to fit their property's type on the nodes explained.
  private var valueFailures: [ValueTyping.Failure] = []
  /// The turn of the node whose candidates are being gathered, and the turn each rule was last
  /// gathered in (`candidateRules(of:)`).
  private var candidateTurn: UInt32 = 0
  private var candidateTurns: [UInt32] = []
  /// Each rule's selector text and score, made when first shown: a selector of 5,000
  /// arguments was written out again for every node it reached.
  private var ruleDescriptions: [RuleID: (text: String, score: Int)] = [:]
  /// Each `@media` condition's text as a loss shows it, shortened, made once: a long condition
  /// was written out again for every node it lost on (200 KB over 500 labels: 7 s).
  private var conditionTexts: [Int: String] = [:]

  init(sheet: Stylesheet, context: CascadeContext, precedence: Precedence, typing: ValueTyping?) {
    self.sheet = sheet
    self.context = context
    self.precedence = precedence
    self.typing = typing
    activeConditions = sheet.conditions.map { $0.isSatisfied(by: context.environment) }
    if CustomPropertySubstitution.isNeeded(by: sheet) || context.inheritance != nil
      || context.containers != nil
    {
      walker = CascadeWalker(context: context, typing: typing, sheet: sheet, recordsUses: true)
    }
  }

  /// The explanations of the node's properties, sorted by name; only `property` (any case
  /// style) when given.
  /// The `@media` condition's text, shortened, as a loss shows it.
  private mutating func conditionText(_ condition: Int) -> String {
    if let known = conditionTexts[condition] { return known }
    let text = shortened(sheet.conditions[condition].text, limit: 500)
    conditionTexts[condition] = text
    return text
  }

  mutating func explain(_ node: NodeIndex, property wanted: String?) -> [PropertyExplanation] {
    let rules = sheet.ruleSet
    enterAncestors(of: node)
    if walker != nil {
      explainedNode = node
      inheritedValues = walker!.settle(node)
      takeInheritedValuesByTheirAliases(on: node)
    }
    /// By property: (rank, declaration, rule) of every matching declaration.
    var byProperty: [PropertyID: [(rank: Int32, declaration: DeclarationID, rule: RuleID)]] = [:]
    for (rule, ancestorKeys) in candidateRules(of: node)
    where memo.ancestors!.mayContain(ancestorKeys)
      && context.matcher.matches(rules.ruleSelectors[rule], node: node, memo: &memo)
    {
      for declaration in rules.ruleDeclarations[rule] {
        var property = rules.declarationProperties[declaration]
        if let target = aliasTarget(of: property, node: node) { property = target }
        byProperty[property, default: []].append((context.ranks[rule], declaration, rule))
      }
    }
    let code = context.code.byNode[node] ?? []
    for entry in code where byProperty[entry.property] == nil { byProperty[entry.property] = [] }
    for inherited in inheritedValues
    where inherited.source != node && byProperty[inherited.entry.property] == nil {
      byProperty[inherited.entry.property] = []
    }
    var wantedName = wanted.map(Stylesheet.propertyName(asWritten:))
    // Asked by an alias the node's type has (a UIButton's `font-size`), what it stands for there.
    if let name = wantedName, let written = rules.property(named: name),
      let target = aliasTarget(of: written, node: node)
    {
      wantedName = rules.propertyNames[target]
    }
    var explanations: [PropertyExplanation] = []
    for (property, found) in byProperty.sorted(by: { $0.key < $1.key }) {
      let name = rules.propertyNames[property]
      if let wantedName, name != wantedName { continue }
      explanations.append(
        explain(property, named: name, found, code: code, node: node, active: activeConditions))
    }
    if explanations.isEmpty, let wantedName, let inherited = inheritedCustomProperty(named: wantedName) {
      explanations.append(inherited)
    }
    return explanations
  }

  /// The property an alias stands for on the node's type, as the cascade sets it: only when a
  /// schema was given (`ValueTyping.hasAliases`); without one, names are kept as written, and
  /// an alias and its property are two properties, as `resolve` has them.
  private mutating func aliasTarget(of property: PropertyID, node: NodeIndex) -> PropertyID? {
    guard typing?.hasAliases == true else { return nil }
    return typing?.aliasTarget(of: property, node: node)
  }

  /// Names each inherited value as the node takes it, as the cascade does: a name that inherits
  /// by itself (`font-size`) arrives on a type where it is an alias as the property the alias
  /// stands for (a UIButton's `title-label.font-size`), which the node's own declarations of
  /// either name set.
  private mutating func takeInheritedValuesByTheirAliases(on node: NodeIndex) {
    guard let byName = context.inheritance?.inheritsByName, typing?.hasAliases == true else { return }
    for index in inheritedValues.indices {
      let property = inheritedValues[index].entry.property
      if byName[property], let target = typing?.aliasTarget(of: property, node: node) {
        inheritedValues[index].entry.property = target
      }
    }
  }

  /// Makes the filter hold the names of `node`'s ancestors: those of the node explained last
  /// that are its ancestors too stay (explaining in preorder, `explain '*'`, adds one node a
  /// step), the others go.
  private mutating func enterAncestors(of node: NodeIndex) {
    let parents = context.tree.parents
    var chain: [NodeIndex] = []
    var ancestor = parents[node]
    while ancestor.isPresent, ancestorPlaces[ancestor] == nil {
      chain.append(ancestor)
      ancestor = parents[ancestor]
    }
    let kept = ancestor.isPresent ? ancestorPlaces[ancestor]! + 1 : 0
    while ancestors.count > kept {
      let left = ancestors.removeLast()
      ancestorPlaces[left.node] = nil
      for key in left.keys { memo.ancestors!.remove(key) }
    }
    let nodes = context.nodes
    for entered in chain.reversed() {
      var keys: [UInt32] = []
      nodes.appendAncestorKeys(of: entered, to: &keys)
      for key in keys { memo.ancestors!.insert(key) }
      ancestorPlaces[entered] = ancestors.count
      ancestors.append((entered, keys))
    }
  }

  /// The rules the rule index offers `node`, each once, with the names some ancestor must have
  /// for each: every rule that can match it.
  private mutating func candidateRules(of node: NodeIndex) -> [(
    rule: RuleID, ancestorKeys: SelectorTable.AncestorKeys
  )] {
    let nodes = context.nodes
    let buckets = context.buckets
    var ranges: [Range<Int>] = [buckets.universal]
    if !context.tree.parents[node].isPresent { ranges.append(buckets.root) }
    if nodes.id[node].isPresent { ranges.append(buckets.byID(nodes.id[node])) }
    for position in nodes.classes(of: node) { ranges.append(buckets.byClass(nodes.classPool[position])) }
    if nodes.type[node].isPresent { ranges.append(buckets.byType(nodes.type[node])) }
    nodes.forEachRuledSupertype(of: node) { ranges.append(buckets.bySupertype($0)) }
    for relative in context.matcher.relative.answering(at: node) {
      ranges.append(buckets.byRelative(relative))
    }
    // A rule filed under several of the node's buckets (`:is(.a, .b)`) is taken once: marked
    // with the node's turn, not hashed into a set (thousands of candidates a node).
    candidateTurn &+= 1
    if candidateTurns.count < sheet.entries.count || candidateTurn == 0 {
      candidateTurns = [UInt32](repeating: 0, count: sheet.entries.count)
      candidateTurn = 1
    }
    var rules: [(rule: RuleID, ancestorKeys: SelectorTable.AncestorKeys)] = []
    for range in ranges {
      for position in range {
        let candidate = buckets.pool[position]
        guard candidateTurns[candidate.rule.position] != candidateTurn else { continue }
        candidateTurns[candidate.rule.position] = candidateTurn
        rules.append((candidate.rule, candidate.ancestorKeys))
      }
    }
    return rules
  }

  private mutating func explain(
    _ property: PropertyID, named name: String,
    _ found: [(rank: Int32, declaration: DeclarationID, rule: RuleID)],
    code: [CodeEntries.Entry], node: NodeIndex, active: [Bool]
  ) -> PropertyExplanation {
    var candidates: [PropertyExplanation.Candidate] = []
    /// Code's value, placed among the sheet's candidates where its rank falls: below the
    /// `!important` ones, above the others.
    var code = code.first { $0.property == property }.map { codeEntry in
      let origin = context.tree.codeStyles.origins[Int(codeEntry.origin)]
      return PropertyExplanation.Candidate(
        value: codeEntry.value, selector: origin.name, score: 0, location: origin.location,
        origin: origin.isViewStyle ? .viewStyle : .codeStyle, lostBecause: nil)
    }
    let codeSets = code != nil
    /// The winner's score, importance and layer, once a candidate has won.
    var winner: (score: Int, isImportant: Bool, layerRank: Int32, layer: Int32)?
    /// Each rule's declaration that sets the property, once one that can is met.
    var setting: [RuleID: DeclarationID] = [:]
    /// The CSS-wide keyword the winner is, if any.
    var winningKeyword: CSSWideKeyword?
    // Highest rank first; within a rule, the later declaration first.
    for (rank, declaration, rule) in found.sorted(by: {
      ($0.rank, $0.declaration) > ($1.rank, $1.declaration)
    }) {
      if rank < context.codeRank, var placed = code {
        placed.lostBecause = winner.map { _ in .notImportant }
        candidates.append(placed)
        code = nil
      }
      let entry = sheet.entries[rule]
      let written = sheet.declarations[declaration]
      let (selectorText, score) = describe(rule)
      var value = written.value
      var substitutions: [PropertyExplanation.Substitution] = []
      let loss: PropertyExplanation.Loss?
      if let condition = entry.condition, !active[condition] {
        loss = .conditionFalse(conditionText(condition))
      } else if let walker, case let queries = walker.falseContainerQueries(of: rule, on: node),
        !queries.isEmpty
      {
        // The queries that are false here, not those that hold.
        let texts = queries.map { "@container " + $0.text }
        loss = .conditionFalse(shortened(texts.joined(separator: " and "), limit: 500))
      } else if let failure = typing?.failure(of: declaration, property: property, node: node) {
        loss = .invalidValue(failure.message)
        valueFailures.append(ValueTyping.Failure(declaration: declaration, reason: failure))
      } else if let later = setting[rule] {
        let laterDeclaration = sheet.declarations[later]
        loss = .overriddenInItsRule(
          line: sheet.files[laterDeclaration.file].location(laterDeclaration.range).line)
      } else {
        setting[rule] = declaration
        if let winner {
          loss =
            winner.isImportant && !entry.isImportant
            ? .notImportant
            : sheet.cascadeLayerRank(of: entry) < winner.layerRank
              ? layerLoss(of: entry, winnerLayer: winner.layer)
              : score < winner.score ? .lowerScore(winner: winner.score) : .earlierInTheSheet
        } else if codeSets && !entry.isImportant {
          loss = .setInCode
        } else {
          winner = (score, entry.isImportant, sheet.cascadeLayerRank(of: entry), entry.layer)
          winningKeyword = written.wideKeyword
          if written.isWorkedOutPerNode {
            substitutions = self.substitutions(usedBy: declaration)
            switch substitutedValue(of: declaration, property: property, node: node) {
            case .success(let substituted):
              value = substituted
              loss = nil
            case .failure(let failure): loss = .noValueWithSubstitutions(failure.message)
            }
          } else {
            loss = nil
            if let index = typing?.value(of: declaration, property: property, node: node), index >= 0,
              let typed = typing?.values[Int(index)]
            {
              value = typed
            }
          }
        }
      }
      var candidate = PropertyExplanation.Candidate(
        value: value, selector: selectorText, score: score,
        location: sheet.files[written.file].location(written.range), origin: .stylesheet, lostBecause: loss,
        isImportant: entry.isImportant)
      candidate.substitutions = substitutions
      candidates.append(candidate)
    }
    if var placed = code {
      placed.lostBecause = winner.map { _ in .notImportant }
      candidates.append(placed)
    }
    // The winner first, the others in rank order.
    let winning = candidates.firstIndex { $0.lostBecause == nil }
    if let winning, winning > 0 { candidates.insert(candidates.remove(at: winning), at: 0) }
    // What the node inherits: a winner `inherit` takes it (and `initial` nothing); with no
    // winner, an inherited property takes it.
    let inherited = inheritedValues.first { $0.entry.property == property && $0.source != node }
    var value = winning.map { _ in candidates[0].value }
    if winningKeyword != nil, isCustom(property) {
      // A custom property is inherited: `inherit`, `unset` and `revert` keep the value the
      // node's custom properties have from its parent (`initial`, none).
      let found = walker?.customPropertyValue(of: property)
      value = found?.value?.value
      if let found, let kept = value {
        candidates[0].value = kept
        if found.node != node { candidates[0].inheritedFrom = label(of: found.node) }
      }
    } else if winningKeyword != nil {
      value = inherited.map(self.value(of:))
      if let inherited {
        candidates[0].value = value!
        candidates[0].inheritedFrom = label(of: inherited.source)
      }
    } else if winning == nil, let inherited {
      candidates.insert(candidate(inheritedFrom: inherited), at: 0)
      value = candidates[0].value
    }
    return PropertyExplanation(property: name, value: value, candidates: candidates)
  }

  /// The value an entry of the walk's gives.
  private func value(of inherited: InheritedValue) -> StyleValue {
    inherited.entry.value >= 0
      ? walker!.value(at: inherited.entry.value) : sheet.declarations[inherited.entry.declaration].value
  }

  /// A node as a selector names it (`UIView.card`).
  private func label(of node: NodeIndex) -> String { context.tree.label(of: context.tree.identities[node]) }

  /// The rule's selector text and score under the precedence used.
  private mutating func describe(_ rule: RuleID) -> (text: String, score: Int) {
    if let known = ruleDescriptions[rule] { return known }
    let selector = sheet.entries[rule].selector
    let described = (selector.text, selector.score(precedence))
    ruleDescriptions[rule] = described
    return described
  }

  /// The candidate of a value the node inherits, where its ancestor's rule or code set it.
  private mutating func candidate(inheritedFrom inherited: InheritedValue) -> PropertyExplanation.Candidate {
    let entry = inherited.entry
    var candidate: PropertyExplanation.Candidate
    if context.code.isCode(entry.rule) {
      let origin = context.tree.codeStyles.origins[entry.rule.position - sheet.entries.count]
      candidate = PropertyExplanation.Candidate(
        value: value(of: inherited), selector: origin.name, score: 0, location: origin.location,
        origin: origin.isViewStyle ? .viewStyle : .codeStyle, lostBecause: nil)
    } else {
      let rule = sheet.entries[entry.rule]
      let written = sheet.declarations[entry.declaration]
      candidate = PropertyExplanation.Candidate(
        value: value(of: inherited), selector: describe(entry.rule).text, score: describe(entry.rule).score,
        location: sheet.files[written.file].location(written.range), origin: .stylesheet, lostBecause: nil,
        isImportant: rule.isImportant)
    }
    candidate.inheritedFrom = label(of: inherited.source)
    return candidate
  }

  /// What a resolve of the nodes explained reports: each value that does not fit its type, or
  /// whose `var()`s give it none, once, at its declaration.
  var diagnostics: [Diagnostic] {
    ValueTyping.diagnostics(of: valueFailures, sheet: sheet)
      + CustomPropertySubstitution.diagnostics(
        of: walker?.substitutionFailures ?? [], sheet: sheet)
  }

  /// Why `entry` ranks below a winner in layer `winnerLayer`: the layers' order, which
  /// `!important` reverses.
  private func layerLoss(of entry: RuleEntry, winnerLayer: Int32) -> PropertyExplanation.Loss {
    let winnerName = sheet.layers.name(of: Int(winnerLayer))
    guard entry.isImportant, let winnerName else { return .lowerLayer(winner: winnerName) }
    return .lowerImportantLayer(winner: winnerName, loser: sheet.layers.name(of: Int(entry.layer)))
  }

  private func isCustom(_ property: PropertyID) -> Bool {
    sheet.ruleSet.customProperties.contains(property.position)
  }

  /// A custom property the explained node inherits and no rule matching it sets: its value,
  /// from the ancestor's rule that set it.
  private mutating func inheritedCustomProperty(named name: String) -> PropertyExplanation? {
    guard let property = sheet.ruleSet.customProperty(named: name), isCustom(property),
      let found = walker?.customPropertyValue(of: property)
    else { return nil }
    var budget = PropertyExplanation.mostSubstitutions
    let origin = explained(name, found, depth: 1, budget: &budget)
    let written = sheet.declarations[found.declaration]
    var candidate = PropertyExplanation.Candidate(
      value: written.value, selector: describe(found.rule).text, score: describe(found.rule).score,
      location: sheet.files[written.file].location(written.range), origin: .stylesheet,
      lostBecause: found.value == nil ? .noValueWithSubstitutions(found.invalidity ?? "") : nil)
    candidate.substitutions = [origin]
    return PropertyExplanation(property: name, value: found.value?.value, candidates: [candidate])
  }

  /// The value a declaration calling `var()` has on the explained node, typed as the cascade
  /// types it, or why it has none; a custom property's, as the node's custom properties have it.
  private mutating func substitutedValue(of declaration: DeclarationID, property: PropertyID, node: NodeIndex)
    -> Result<StyleValue, CustomPropertySubstitution.Failure>
  {
    if isCustom(property) {
      let found = walker?.customPropertyValue(of: property)
      guard let value = found?.value else {
        return .failure(
          CustomPropertySubstitution.Failure(
            declaration: declaration, code: .undefinedCustomProperty, message: found?.invalidity ?? ""))
      }
      return .success(value.value)
    }
    return walker!.substitutedValue(of: declaration, property: property, node: node)
  }

  /// The custom properties a declaration's `var()`s name, as the explained node has them.
  private mutating func substitutions(usedBy declaration: DeclarationID) -> [PropertyExplanation.Substitution]
  {
    var budget = PropertyExplanation.mostSubstitutions
    return walker!.uses(of: declaration).map {
      explained($0.name, $0.value, depth: 1, budget: &budget)
    }
  }

  /// One custom property as the explanation lists it, with what its own `var()`s gave, to
  /// `PropertyExplanation.deepestSubstitution` levels and within `budget` entries in all.
  private mutating func explained(
    _ name: String, _ found: CustomPropertyValue?, depth: Int, budget: inout Int
  ) -> PropertyExplanation.Substitution {
    budget -= 1
    guard let found else { return PropertyExplanation.Substitution(name: name, value: nil) }
    let written = sheet.declarations[found.declaration]
    var explanation = PropertyExplanation.Substitution(
      name: name, value: found.value?.value, selector: describe(found.rule).text,
      location: sheet.files[written.file].location(written.range),
      inheritedFrom: found.node == explainedNode ? nil : label(of: found.node),
      invalidity: found.invalidity)
    for use in found.uses where depth < PropertyExplanation.deepestSubstitution && budget > 0 {
      explanation.uses.append(explained(use.name, use.value, depth: depth + 1, budget: &budget))
    }
    let notShown = found.uses.count - explanation.uses.count + found.usesLeftOut
    explanation.usesNotShown = notShown > 0 ? notShown : nil
    return explanation
  }
}
