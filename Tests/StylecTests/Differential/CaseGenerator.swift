import Stylec

/// One generated test case: a view tree, a stylesheet's rules and an environment.
struct DifferentialCase {
  var root: ViewNode
  var rules: [Reference.Rule]
  var environment: StyleEnvironment
  var classy: Bool

  /// Custom types and their superclasses, beside UIKit's.
  static let superclasses = ["MyButton": "UIButton", "Card": "UIView", "Screen": "UIViewController"]

  var sheetText: String { Reference.sheetText(rules, classy: classy) }

  /// The view with every view controller in it made a view: a tree with a controller is
  /// always built again on an edit, one without is spliced (`StyleTree.splicing`).
  static func withoutControllers(_ view: ViewNode) -> ViewNode {
    var copy = view
    if ["Screen", "UIViewController"].contains(copy.type) { copy.type = "Card" }
    copy.children = copy.children.map(withoutControllers)
    return copy
  }

  func tree() throws -> StyleTree { try StyleTree(root: root, superclasses: Self.superclasses) }
}

/// Writes random trees and random rules over a small vocabulary, so that selectors match often
/// and rules compete, using every part of the selector grammar.
struct CaseGenerator {
  var random: SeededRandom

  static let types = [
    "UIView", "UILabel", "UIButton", "UIControl", "UIImageView", "MyButton", "Card", "Screen",
    "UIViewController",
  ]
  static let ids = ["main", "side"]
  static let classes = ["a", "b", "c"]
  static let states = ["selected", "highlighted", "disabled"]
  static let properties = ["p0", "p1", "p2", "p3"]

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  mutating func makeCase() -> DifferentialCase {
    // Classy's dialect refuses today's CSS (`!important`, `:is()`): only CSS cases have it.
    let classy = Bool.random(using: &random)
    var budget = Int.random(in: 1...40, using: &random)
    let root = view(depth: 0, budget: &budget)
    let rules = (0..<Int.random(in: 1...12, using: &random)).map { _ in rule(currentCSS: !classy) }
    var environment = StyleEnvironment()
    environment.device = StyleEnvironment.Device.allCases.randomElement(using: &random)
    environment.orientation = StyleEnvironment.Orientation.allCases.randomElement(using: &random)
    return DifferentialCase(root: root, rules: rules, environment: environment, classy: classy)
  }

  private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

  private mutating func pick<T>(_ items: [T]) -> T { items.randomElement(using: &random)! }

  private mutating func subset(_ items: [String], percent: Int) -> [String] {
    items.filter { _ in chance(percent) }
  }

  private mutating func view(depth: Int, budget: inout Int) -> ViewNode {
    budget -= 1
    var children: [ViewNode] = []
    if depth < 5 {
      for _ in 0..<Int.random(in: 0...4, using: &random) where budget > 0 {
        children.append(view(depth: depth + 1, budget: &budget))
      }
    }
    return ViewNode(
      pick(Self.types), id: chance(15) ? pick(Self.ids) : nil, classes: subset(Self.classes, percent: 30),
      states: subset(Self.states, percent: 20), children: children)
  }

  private mutating func rule(currentCSS: Bool) -> Reference.Rule {
    let count = Int.random(in: 1...3, using: &random)
    var compounds: [Reference.Compound] = []
    var combinators: [Reference.Combinator] = []
    for index in 0..<count {
      compounds.append(compound(allowNegation: true, currentCSS: currentCSS))
      if index > 0 { combinators.append(pick(Reference.Combinator.allCases)) }
    }
    let declarations = subset(Self.properties, percent: 50).map {
      ($0, Int.random(in: 0..<1000, using: &random))
    }
    var rule = Reference.Rule(
      selector: Reference.Selector(compounds: compounds, combinators: combinators),
      device: chance(15) ? pick(StyleEnvironment.Device.allCases) : nil,
      declarations: declarations.isEmpty ? [(pick(Self.properties), 7)] : declarations)
    if currentCSS {
      rule.important = Set(rule.declarations.indices.filter { _ in chance(10) })
      if chance(30) { rule.layer = Int.random(in: 0..<Reference.layers.count, using: &random) }
      // Custom properties, and values that use them.
      for position in rule.declarations.indices where chance(20) {
        rule.references[position] = Int.random(in: 0..<2, using: &random)
      }
      for custom in 0..<2 where chance(20) {
        rule.declarations.append(("--c\(custom)", Int.random(in: 0..<1000, using: &random)))
      }
    }
    return rule
  }

  private mutating func compound(allowNegation: Bool, currentCSS: Bool) -> Reference.Compound {
    var compound = Reference.Compound()
    if chance(60) {
      compound.type = pick(Self.types)
      compound.matchesSubclasses = chance(30)
    } else if chance(20) {
      compound.isUniversal = true
    }
    if chance(10) { compound.id = pick(Self.ids) }
    compound.classes = subset(Self.classes, percent: 20)
    if chance(30) {
      compound.pseudoClasses.append(pseudoClass(allowNegation: allowNegation, currentCSS: currentCSS))
    }
    if compound.type == nil, !compound.isUniversal, compound.id == nil, compound.classes.isEmpty,
      compound.pseudoClasses.isEmpty
    {
      compound.isUniversal = true
    }
    return compound
  }

  private mutating func pseudoClass(allowNegation: Bool, currentCSS: Bool) -> Reference.PseudoClass {
    switch Int.random(in: 0..<(allowNegation ? (currentCSS ? 13 : 9) : 8), using: &random) {
    case 0: return .state(pick(Self.states))
    case 1: return .enabled
    case 2: return pick([.root, .empty])
    case 3, 4:
      return .nth(
        step: Int.random(in: -2...3, using: &random), offset: Int.random(in: -2...4, using: &random),
        ofType: Bool.random(using: &random), fromEnd: Bool.random(using: &random))
    case 5: return .only(ofType: Bool.random(using: &random))
    case 6: return .device(pick(StyleEnvironment.Device.allCases))
    case 7: return .orientation(pick(StyleEnvironment.Orientation.allCases))
    case 8:
      return .not(
        (0..<Int.random(in: 1...2, using: &random)).map { _ in
          compound(allowNegation: false, currentCSS: false)
        })
    case 9, 10:
      return .isAny(
        (0..<Int.random(in: 1...3, using: &random)).map { _ in
          compound(allowNegation: false, currentCSS: false)
        },
        isWhere: chance(50))
    default:
      return .has(
        (0..<Int.random(in: 1...2, using: &random)).map { _ in
          let count = Int.random(in: 1...2, using: &random)
          return Reference.RelativeSelector(
            leading: chance(40) ? nil : pick(Reference.Combinator.allCases),
            selector: Reference.Selector(
              compounds: (0..<count).map { _ in compound(allowNegation: false, currentCSS: false) },
              combinators: (1..<count).map { _ in pick(Reference.Combinator.allCases) }))
        })
    }
  }
}
