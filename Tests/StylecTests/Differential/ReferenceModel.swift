import Stylec

/// A deliberately naive model of stylesheets and of what they mean, written from the README
/// alone and kept apart from the engine: selectors as plain values, matching by walking every
/// rule against every node with no index, filter or cache, and the cascade as a maximum over
/// every matching declaration. The differential tests compare the engine with it.
enum Reference {
  /// One compound selector: what a single view must be.
  struct Compound: Hashable {
    var type: String?
    var matchesSubclasses = false
    var isUniversal = false
    var id: String?
    var classes: [String] = []
    var pseudoClasses: [PseudoClass] = []
  }

  /// A pseudo-class of the kinds the generator writes.
  indirect enum PseudoClass: Hashable {
    case state(String)
    case enabled
    case root
    case empty
    /// `:nth-child(An+B)` and its variants.
    case nth(step: Int, offset: Int, ofType: Bool, fromEnd: Bool)
    case only(ofType: Bool)
    /// `:not(…)` of simple selectors (one compound each).
    case not([Compound])
    /// `:is(…)` (counting as its most specific argument) or `:where(…)` (counting nothing) of
    /// simple selectors.
    case isAny([Compound], isWhere: Bool)
    /// `:has(…)` of relative selectors: each starts with a combinator from the node (nil for
    /// white space) and holds no `:has()`.
    case has([RelativeSelector])
    case device(StyleEnvironment.Device)
    case orientation(StyleEnvironment.Orientation)
  }

  /// A `:has()` argument: `> UILabel .a`, where `leading` is `>`.
  struct RelativeSelector: Hashable {
    var leading: Combinator?
    var selector: Selector
  }

  enum Combinator: String, Hashable, CaseIterable {
    case descendant = " "
    case child = " > "
    case adjacentSibling = " + "
    case generalSibling = " ~ "
  }

  /// A complex selector: `compounds[i]` joined to `compounds[i + 1]` by `combinators[i]`.
  struct Selector: Hashable {
    var compounds: [Compound]
    var combinators: [Combinator]
  }

  /// One rule as the generator writes it: flat, with an optional `@media` device condition.
  struct Rule: Hashable {
    var selector: Selector
    var device: StyleEnvironment.Device?
    /// Property names and values, in the order written.
    var declarations: [(String, Int)]
    /// The positions in `declarations` written `!important` (CSS syntax only).
    var important: Set<Int> = []
    /// The cascade layer it is in, by its place in `Reference.layers` (CSS syntax only); nil
    /// for none.
    var layer: Int?
    /// The positions in `declarations` whose value is `var(--cN, value)`, with N (CSS syntax
    /// only): the custom property `--cN` the node has, else the value written.
    var references: [Int: Int] = [:]

    static func == (lhs: Rule, rhs: Rule) -> Bool {
      lhs.selector == rhs.selector && lhs.device == rhs.device
        && lhs.declarations.map(\.0) == rhs.declarations.map(\.0)
        && lhs.declarations.map(\.1) == rhs.declarations.map(\.1) && lhs.important == rhs.important
        && lhs.layer == rhs.layer && lhs.references == rhs.references
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(selector)
      hasher.combine(device)
      hasher.combine(important)
      hasher.combine(layer)
      hasher.combine(references)
      for (name, value) in declarations {
        hasher.combine(name)
        hasher.combine(value)
      }
    }
  }

  /// The winner of one property on one node.
  struct Winner: Hashable, CustomStringConvertible {
    var property: String
    var value: String
    var selector: String
    var score: Int

    var description: String {
      "\(property): \(value) (score \(score)\(selector.isEmpty ? "" : ", " + selector))"
    }
  }

  // MARK: Matching

  /// Whether `selector` matches `node`, by trying every way its compounds could line up.
  static func matches(
    _ selector: Selector, _ node: StyleTree.NodeID, in tree: StyleTree, _ environment: StyleEnvironment
  )
    -> Bool
  {
    matches(selector, upTo: selector.compounds.count - 1, node, tree, environment)
  }

  private static func matches(
    _ selector: Selector, upTo last: Int, _ node: StyleTree.NodeID, _ tree: StyleTree,
    _ environment: StyleEnvironment
  ) -> Bool {
    guard matches(selector.compounds[last], node, tree, environment) else { return false }
    if last == 0 { return true }
    let candidates: [StyleTree.NodeID]
    switch selector.combinators[last - 1] {
    case .descendant: candidates = ancestors(of: node, in: tree)
    case .child: candidates = parents(of: node, in: tree)
    case .adjacentSibling: candidates = precedingSiblings(of: node, in: tree).suffix(1)
    case .generalSibling: candidates = precedingSiblings(of: node, in: tree)
    }
    return candidates.contains { matches(selector, upTo: last - 1, $0, tree, environment) }
  }

  static func matches(
    _ compound: Compound, _ node: StyleTree.NodeID, _ tree: StyleTree, _ environment: StyleEnvironment
  )
    -> Bool
  {
    if let type = compound.type {
      if compound.matchesSubclasses {
        if !tree.typeChain(of: node).contains(type) { return false }
      } else if tree.type(of: node) != type {
        return false
      }
    }
    if let id = compound.id, tree.id(of: node) != id { return false }
    if !compound.classes.allSatisfy(tree.classes(of: node).contains) { return false }
    return compound.pseudoClasses.allSatisfy { holds($0, node, tree, environment) }
  }

  private static func holds(
    _ pseudoClass: PseudoClass, _ node: StyleTree.NodeID, _ tree: StyleTree, _ environment: StyleEnvironment
  ) -> Bool {
    let siblings = tree.parent(of: node).map { tree.children(of: $0) } ?? [node]
    func position(ofType: Bool, fromEnd: Bool) -> Int {
      var list = ofType ? siblings.filter { tree.type(of: $0) == tree.type(of: node) } : siblings
      if fromEnd { list.reverse() }
      return list.firstIndex(of: node)! + 1
    }
    switch pseudoClass {
    case .state(let name): return tree.states(of: node).contains(name)
    case .enabled: return !tree.states(of: node).contains("disabled")
    case .root: return tree.parent(of: node) == nil
    case .empty: return tree.children(of: node).isEmpty
    case .nth(let step, let offset, let ofType, let fromEnd):
      let index = position(ofType: ofType, fromEnd: fromEnd)
      // Some n ≥ 0 with step·n + offset = index.
      return (0...(abs(offset) + siblings.count + 1)).contains { step * $0 + offset == index }
    case .only(let ofType):
      return position(ofType: ofType, fromEnd: false) == 1 && position(ofType: ofType, fromEnd: true) == 1
    case .not(let compounds): return !compounds.contains { matches($0, node, tree, environment) }
    case .isAny(let compounds, _): return compounds.contains { matches($0, node, tree, environment) }
    case .has(let relatives):
      return relatives.contains {
        matchesForward($0.selector, from: node, by: $0.leading ?? .descendant, tree, environment)
      }
    case .device(let device): return environment.device == device
    case .orientation(let orientation): return environment.orientation == orientation
    }
  }

  /// Whether, from `node`, some node `combinator` reaches matches the selector's first
  /// compound and reaches on from there, compound by compound, to one matching the last: a
  /// `:has()` argument read left to right, every way tried.
  private static func matchesForward(
    _ selector: Selector, from node: StyleTree.NodeID, by combinator: Combinator, at position: Int = 0,
    _ tree: StyleTree, _ environment: StyleEnvironment
  ) -> Bool {
    let siblingsAfter = { (node: StyleTree.NodeID) -> [StyleTree.NodeID] in
      guard let parent = tree.parent(of: node) else { return [] }
      let siblings = tree.children(of: parent)
      return Array(siblings[(siblings.firstIndex(of: node)! + 1)...])
    }
    let candidates: [StyleTree.NodeID]
    switch combinator {
    case .descendant: candidates = descendants(of: node, in: tree)
    case .child: candidates = tree.children(of: node)
    case .adjacentSibling: candidates = Array(siblingsAfter(node).prefix(1))
    case .generalSibling: candidates = siblingsAfter(node)
    }
    return candidates.contains { candidate in
      guard matches(selector.compounds[position], candidate, tree, environment) else { return false }
      guard position + 1 < selector.compounds.count else { return true }
      return matchesForward(
        selector, from: candidate, by: selector.combinators[position], at: position + 1, tree, environment)
    }
  }

  private static func descendants(of node: StyleTree.NodeID, in tree: StyleTree) -> [StyleTree.NodeID] {
    tree.children(of: node).flatMap { [$0] + descendants(of: $0, in: tree) }
  }

  private static func ancestors(of node: StyleTree.NodeID, in tree: StyleTree) -> [StyleTree.NodeID] {
    var result: [StyleTree.NodeID] = []
    var current = tree.parent(of: node)
    while let ancestor = current {
      result.append(ancestor)
      current = tree.parent(of: ancestor)
    }
    return result
  }

  /// The nodes `>` may find, as Classy had them: the superview (the nearest ancestor that is no
  /// view controller), then a root view's controller or a controller's enclosing controller.
  private static func parents(of node: StyleTree.NodeID, in tree: StyleTree) -> [StyleTree.NodeID] {
    func isController(_ node: StyleTree.NodeID) -> Bool {
      tree.typeChain(of: node).contains("UIViewController")
    }
    let ancestors = ancestors(of: node, in: tree)
    var parents = ancestors.first { !isController($0) }.map { [$0] } ?? []
    if isController(node) {
      parents += ancestors.first(where: isController).map { [$0] } ?? []
    } else if let parent = tree.parent(of: node), isController(parent) {
      parents.append(parent)
    }
    return parents
  }

  private static func precedingSiblings(of node: StyleTree.NodeID, in tree: StyleTree) -> [StyleTree.NodeID] {
    guard let parent = tree.parent(of: node) else { return [] }
    let siblings = tree.children(of: parent)
    return Array(siblings[..<siblings.firstIndex(of: node)!])
  }

  // MARK: Scores, from the README's tables

  static func score(_ selector: Selector, _ precedence: Precedence) -> Int {
    switch precedence {
    case .lastWins: return 0
    case .specificity, .interfacss:
      let (ids, classes, types) = selector.compounds.map(specificity).reduce((0, 0, 0)) {
        ($0.0 + $1.0, $0.1 + $1.1, $0.2 + $1.2)
      }
      return precedence == .interfacss ? ids * 100 + classes * 10 + types : ids << 40 | classes << 20 | types
    case .classy:
      return selector.compounds.indices.reduce(0) { total, index in
        let weights: (Int, Int, Int)
        if index == selector.compounds.count - 1 {
          weights = (300_000, 3000, 4)
        } else if [.child, .adjacentSibling].contains(selector.combinators[index]) {
          weights = (200_000, 2000, 3)
        } else {
          weights = (100_000, 1000, 2)
        }
        return total + classyScore(selector.compounds[index], weights)
      }
    }
  }

  private static func classyScore(_ compound: Compound, _ weights: (id: Int, class: Int, type: Int)) -> Int {
    var total = compound.classes.count * weights.class
    if compound.id != nil { total += weights.id }
    if compound.type != nil { total += weights.type - (compound.matchesSubclasses ? 2 : 0) }
    for pseudoClass in compound.pseudoClasses {
      switch pseudoClass {
      case .isAny(_, isWhere: true): break
      case .not(let arguments), .isAny(let arguments, _):
        total += arguments.map { classyScore($0, weights) }.max() ?? 0
      case .has(let relatives):
        total +=
          relatives.map { $0.selector.compounds.map { classyScore($0, weights) }.reduce(0, +) }.max() ?? 0
      default:
        total += weights.class
      }
    }
    return total
  }

  private static func specificity(_ compound: Compound) -> (Int, Int, Int) {
    var parts = (compound.id == nil ? 0 : 1, compound.classes.count, compound.type == nil ? 0 : 1)
    for pseudoClass in compound.pseudoClasses {
      switch pseudoClass {
      case .isAny(_, isWhere: true): break
      case .not(let arguments), .isAny(let arguments, _):
        let most = arguments.map(specificity).max { $0 < $1 } ?? (0, 0, 0)
        parts = (parts.0 + most.0, parts.1 + most.1, parts.2 + most.2)
      case .has(let relatives):
        var most = (0, 0, 0)
        for relative in relatives {
          var sum = (0, 0, 0)
          for part in relative.selector.compounds.map(specificity) {
            sum = (sum.0 + part.0, sum.1 + part.1, sum.2 + part.2)
          }
          if most < sum { most = sum }
        }
        parts = (parts.0 + most.0, parts.1 + most.1, parts.2 + most.2)
      default:
        parts.1 += 1
      }
    }
    return parts
  }

  // MARK: Cascade

  /// The cascade layers a generated sheet may use, in the order it declares them.
  static let layers = ["base", "theme", "overrides"]

  /// Every node's winning declarations, sorted by property name: an `!important` one, then the
  /// later layer (for important ones the earlier, rules in no layer above every layer), then the
  /// highest score, then the rule written later, then the declaration written later. Custom
  /// properties (`--cN`) are inherited, node by node in preorder, and left out; a winner
  /// `var(--cN, value)` takes the node's `--cN`, else its value.
  static func resolve(
    _ rules: [Rule], _ tree: StyleTree, _ precedence: Precedence, _ environment: StyleEnvironment
  )
    -> [[Winner]]
  {
    var customProperties: [StyleTree.NodeID: [String: String]] = [:]
    return tree.nodes.map { node in
      var best: [String: (rank: (Int, Int, Int, Int, Int), winner: Winner, reference: Int?)] = [:]
      for (order, rule) in rules.enumerated() {
        if let device = rule.device, environment.device != device { continue }
        guard matches(rule.selector, node, in: tree, environment) else { continue }
        let score = score(rule.selector, precedence)
        for (position, (property, value)) in rule.declarations.enumerated() {
          let isImportant = rule.important.contains(position)
          let layer = rule.layer ?? layers.count
          let rank = (isImportant ? 1 : 0, isImportant ? -layer : layer, score, order, position)
          if let current = best[property], current.rank > rank { continue }
          best[property] = (
            rank, Winner(property: property, value: "\(value)", selector: text(rule.selector), score: score),
            rule.references[position]
          )
        }
      }
      var inherited = tree.parent(of: node).flatMap { customProperties[$0] } ?? [:]
      for (property, found) in best where property.hasPrefix("--") {
        inherited[property] = found.winner.value
      }
      customProperties[node] = inherited
      return best.values.filter { !$0.winner.property.hasPrefix("--") }.map { found in
        var winner = found.winner
        if let reference = found.reference, let value = inherited["--c\(reference)"] { winner.value = value }
        return winner
      }.sorted { $0.property < $1.property }
    }
  }

  // MARK: Printing

  static func text(_ selector: Selector) -> String {
    var result = text(selector.compounds[0])
    for (combinator, compound) in zip(selector.combinators, selector.compounds.dropFirst()) {
      result += combinator.rawValue + text(compound)
    }
    return result
  }

  static func text(_ compound: Compound) -> String {
    var result = compound.isUniversal ? "*" : ""
    if let type = compound.type { result += (compound.matchesSubclasses ? "^" : "") + type }
    if let id = compound.id { result += "#" + id }
    for name in compound.classes { result += "." + name }
    for pseudoClass in compound.pseudoClasses { result += text(pseudoClass) }
    return result
  }

  static func text(_ pseudoClass: PseudoClass) -> String {
    switch pseudoClass {
    case .state(let name): return ":" + name
    case .enabled: return ":enabled"
    case .root: return ":root"
    case .empty: return ":empty"
    case .nth(let step, let offset, let ofType, let fromEnd):
      let name = "nth-" + (fromEnd ? "last-" : "") + (ofType ? "of-type" : "child")
      return ":\(name)(\(step)n\(offset < 0 ? "-" : "+")\(abs(offset)))"
    case .only(let ofType): return ofType ? ":only-of-type" : ":only-child"
    case .not(let compounds): return ":not(\(compounds.map(text).joined(separator: ", ")))"
    case .isAny(let compounds, let isWhere):
      return ":\(isWhere ? "where" : "is")(\(compounds.map(text).joined(separator: ", ")))"
    case .has(let relatives):
      // A leading combinator's text without the space before it (`> UILabel`).
      let arguments = relatives.map {
        ($0.leading.map { String($0.rawValue.dropFirst()) } ?? "") + text($0.selector)
      }
      return ":has(\(arguments.joined(separator: ", ")))"
    case .device(let device): return ":" + device.rawValue
    case .orientation(let orientation): return ":" + orientation.rawValue
    }
  }

  /// The rules as a stylesheet in CSS syntax, or in Classy's (indentation, no punctuation).
  static func sheetText(_ rules: [Rule], classy: Bool) -> String {
    (rules.contains { $0.layer != nil } ? "@layer \(layers.joined(separator: ", "));\n" : "")
      + rules.map { rule in
        let body: String
        if classy {
          let declarations = rule.declarations.map { "    \($0.0) \($0.1)\n" }.joined()
          body = "\(text(rule.selector))\n\(declarations.replacingOccurrences(of: "    ", with: "  "))"
          return rule.device.map { "@media \($0.rawValue)\n" + indent(body) } ?? body
        }
        let declarations = rule.declarations.enumerated().map { position, declaration in
          let value =
            rule.references[position].map { "var(--c\($0), \(declaration.1))" } ?? "\(declaration.1)"
          return "\(declaration.0): \(value)\(rule.important.contains(position) ? " !important" : "");"
        }.joined(separator: " ")
        body = "\(text(rule.selector)) { \(declarations) }\n"
        let conditioned = rule.device.map { "@media \($0.rawValue) {\n  \(body)}\n" } ?? body
        return rule.layer.map { "@layer \(layers[$0]) {\n\(conditioned)}\n" } ?? conditioned
      }.joined()
  }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}
