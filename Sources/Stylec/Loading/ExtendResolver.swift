/// One `@extend selector` of a block.
struct ExtendRequest: Hashable, Sendable {
  /// The selector's text as written (`Selector.writtenText`), compared with rules'.
  var selector: String
  var file: Int
  var range: Range<Int>
}

/// Resolves `@extend` once every file is read: a block that extends a selector takes, before
/// its own declarations, those of every unconditional rule written with exactly that selector
/// (in source order), including what those rules extend in turn. Its own declarations come
/// last, so they win within the rule.
struct ExtendResolver {
  private(set) var rules: [RuleEntry]
  private(set) var declarations: [CompiledDeclaration]
  private(set) var failures: [Failure] = []
  /// The load's budget of copied items: every declaration a rule takes from another is a copy.
  private(set) var copies: CopyBudget
  private let limit: Int

  /// A request that could not be resolved.
  struct Failure {
    var code: DiagnosticCode
    var message: String
    var request: ExtendRequest
    var notes: [String] = []
  }

  /// The blocks of unconditional rules, by selector text, in source order.
  private var blocksBySelector: [String: [Int]] = [:]
  /// Each block's own declarations.
  private var ownDeclarations: [Int: Range<Int>] = [:]
  /// Blocks whose full declaration lists are known, and those being worked out (for cycles).
  private var resolved: [Int: Resolution] = [:]

  /// A block's full declarations and the length of its chain of extensions.
  private struct Resolution {
    var declarations: [CompiledDeclaration]
    var chain: Int
  }
  private var inProgress: [Int] = []
  /// Blocks whose failure was reported already.
  private var failed: Set<Int> = []
  private var blockSelectors: [Int: String] = [:]
  /// Suggests a near selector for an unknown target, within one budget for all of them.
  private var suggester = Suggester()

  /// - Parameter blocks: every block written, by which a rule left with no declarations (an
  ///   empty one, or one whose declarations the dialect dropped) is still one to extend.
  init(
    rules: [RuleEntry], blocks: [BlockRecord], declarations: [CompiledDeclaration], limit: Int,
    copies: CopyBudget
  ) {
    self.rules = rules
    self.declarations = declarations
    self.limit = limit
    self.copies = copies
    for rule in rules.sorted(by: { $0.order < $1.order }) {
      ownDeclarations[rule.block] = rule.declarations
      if blockSelectors[rule.block] == nil { blockSelectors[rule.block] = rule.selector.writtenText }
      guard rule.condition == nil else { continue }
      let text = rule.selector.writtenText
      if blocksBySelector[text]?.last != rule.block { blocksBySelector[text, default: []].append(rule.block) }
    }
    // A rule with nothing in it gives nothing, wherever it stands: extending it is no mistake.
    for (index, block) in blocks.enumerated() where block.condition == nil && ownDeclarations[index] == nil {
      for selector in block.selectors where blocksBySelector[selector.writtenText] == nil {
        blocksBySelector[selector.writtenText] = [index]
        blockSelectors[index] = blockSelectors[index] ?? selector.writtenText
      }
    }
  }

  mutating func resolve(_ extends: [Int: [ExtendRequest]]) {
    var ranges: [Int: Range<Int>] = [:]
    for block in extends.keys.sorted() {
      guard !copies.isExhausted else { break }
      guard let full = resolution(of: block, extends: extends) else { continue }
      let start = declarations.count
      declarations += full.declarations
      ranges[block] = start..<declarations.count
    }
    for index in rules.indices {
      if let range = ranges[rules[index].block] { rules[index].declarations = range }
    }
  }

  /// The longest chain of rules extending one another.
  static let maximumChain = 256

  /// The block's declarations with what it extends prepended, and how long its chain of
  /// extensions is; nil after a reported failure.
  private mutating func resolution(of block: Int, extends: [Int: [ExtendRequest]]) -> Resolution? {
    if let known = resolved[block] { return known }
    if failed.contains(block) { return nil }
    let own = ownDeclarations[block].map { Array(declarations[$0]) } ?? []
    guard let requests = extends[block] else { return Resolution(declarations: own, chain: 0) }
    guard inProgress.count < Self.maximumChain else {
      failures.append(tooDeep(requests[0]))
      return nil
    }
    inProgress.append(block)
    defer { inProgress.removeLast() }
    guard let result = extended(requests, own: own, extends: extends) else {
      failed.insert(block)
      return nil
    }
    resolved[block] = result
    return result
  }

  private func tooDeep(_ request: ExtendRequest) -> Failure {
    Failure(
      code: .extendTooDeep, message: "'@extend' chains more than \(Self.maximumChain) rules",
      request: request)
  }

  private mutating func extended(
    _ requests: [ExtendRequest], own: [CompiledDeclaration], extends: [Int: [ExtendRequest]]
  ) -> Resolution? {
    var full: [CompiledDeclaration] = []
    var chain = 0
    for request in requests {
      guard let targets = blocksBySelector[request.selector] else {
        let suggestion = suggester.closestMatch(to: request.selector, among: blocksBySelector.keys)
        failures.append(
          Failure(
            code: .unknownExtend,
            message:
              "'@extend \(request.selector)' matches no rule; it extends rules written with exactly that selector",
            request: request, notes: suggestion.map { ["did you mean \(quoted($0))?"] } ?? []))
        continue
      }
      for target in targets {
        if let cycleStart = inProgress.firstIndex(of: target) {
          let cycle = inProgress[cycleStart...].compactMap { blockSelectors[$0] } + [request.selector]
          failures.append(
            Failure(
              code: .extendCycle, message: "'@extend' cycle: \(cycle.joined(separator: " → "))",
              request: request))
          return nil
        }
        guard let inherited = resolution(of: target, extends: extends) else { return nil }
        guard copies.spend(inherited.declarations.count) else {
          failures.append(
            Failure(
              code: .tooManyCopies, message: copies.exhaustedMessage, request: request, notes: copies.notes
            ))
          return nil
        }
        full += inherited.declarations
        chain = max(chain, inherited.chain + 1)
      }
    }
    guard chain <= Self.maximumChain else {
      failures.append(tooDeep(requests[0]))
      return nil
    }
    full += own
    guard full.count <= limit else {
      failures.append(
        Failure(
          code: .extendTooLarge, message: "'@extend' gives this rule more than \(limit) declarations",
          request: requests[0]))
      return nil
    }
    return Resolution(declarations: full, chain: chain)
  }
}
