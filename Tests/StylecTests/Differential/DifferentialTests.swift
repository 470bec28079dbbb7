import Stylec
import Testing

/// The engine (index, Bloom filter, rank-ordered merge) against the naive reference, on random
/// trees and random sheets, in every precedence mode. Each case comes from a seed; a failure
/// prints the seed and the case shrunk to the fewest rules and nodes that still disagree.
@Suite("Differential: engine against the naive reference")
struct DifferentialTests {
  static let seeds: ClosedRange<UInt64> = 1...1000

  @Test(arguments: Precedence.allCases)
  func resolvedStylesEqualTheReference(precedence: Precedence) throws {
    for seed in Self.seeds {
      var generator = CaseGenerator(seed: seed)
      let generated = generator.makeCase()
      guard let difference = try disagreement(generated, precedence) else { continue }
      let shrunk = try shrink(generated, precedence)
      Issue.record(
        """
        seed \(seed), precedence \(precedence.rawValue): \(difference)
        shrunk case — environment: device \(shrunk.environment.device?.rawValue ?? "-"), \
        orientation \(shrunk.environment.orientation?.rawValue ?? "-")
        sheet (each rule's values numbered rule × 10 + position, and a matched-N marker):
        \(Reference.sheetText(marked(shrunk.rules), classy: shrunk.classy))
        tree:
        \(outline(shrunk.root))
        engine and reference: \(try disagreement(shrunk, precedence) ?? "agree")
        """)
      return
    }
  }

  @Test func generatedSheetsUseTheWholeGrammarAndLoadCleanly() throws {
    var seen: Set<String> = []
    for seed in Self.seeds {
      var generator = CaseGenerator(seed: seed)
      let generated = generator.makeCase()
      let sheet = load(generated)
      #expect(
        sheet.diagnostics.isEmpty, "seed \(seed): \(sheet.diagnostics.map(\.message))\n\(generated.sheetText)"
      )
      for rule in generated.rules {
        seen.formUnion(rule.selector.combinators.map { "combinator" + $0.rawValue })
        for compound in rule.selector.compounds {
          seen.formUnion(
            compound.pseudoClasses.map { String(Reference.text($0).prefix(while: { $0 != "(" })) })
          if compound.matchesSubclasses { seen.insert("^") }
          if compound.id != nil { seen.insert("#") }
          if compound.isUniversal { seen.insert("*") }
        }
        if rule.device != nil { seen.insert("@media") }
        if !rule.important.isEmpty { seen.insert("!important") }
        if rule.layer != nil { seen.insert("@layer") }
        if !rule.references.isEmpty { seen.insert("var()") }
        if rule.declarations.contains(where: { $0.0.hasPrefix("--") }) { seen.insert("--custom") }
      }
    }
    let expected: Set<String> = [
      "combinator ", "combinator > ", "combinator + ", "combinator ~ ", "^", "#", "*", "@media", ":enabled",
      ":root", ":empty", ":nth-child", ":nth-last-child", ":nth-of-type", ":nth-last-of-type", ":only-child",
      ":only-of-type", ":not", ":selected", ":highlighted", ":disabled", ":phone", ":pad", ":tv", ":portrait",
      ":landscape", "!important", ":is", ":where", ":has", "@layer", "var()", "--custom",
    ]
    #expect(expected.subtracting(seen).isEmpty, "never generated: \(expected.subtracting(seen).sorted())")
  }

  /// The sheet the engine reads, with one marker property per rule so that the resolved styles
  /// also say exactly which rules matched.
  private func load(_ generated: DifferentialCase) -> Stylesheet {
    Stylesheet(
      source: Reference.sheetText(marked(generated.rules), classy: generated.classy),
      fileName: generated.classy ? "generated.cas" : "generated.css")
  }

  /// Each rule's values made unique (rule × 10 + position) and a `matched-N` marker added.
  private func marked(_ rules: [Reference.Rule]) -> [Reference.Rule] {
    rules.enumerated().map { index, rule in
      var rule = rule
      rule.declarations = rule.declarations.enumerated().map { ($1.0, index * 10 + $0) }
      rule.declarations.append(("matched-\(index)", 1))
      return rule
    }
  }

  /// A description of the first node where the engine and the reference differ, or nil.
  private func disagreement(_ generated: DifferentialCase, _ precedence: Precedence) throws -> String? {
    let tree = try generated.tree()
    let sheet = load(generated)
    let expected = Reference.resolve(marked(generated.rules), tree, precedence, generated.environment)
    for parallel in [false, true] {
      let styles = sheet.resolve(
        tree, precedence: precedence, environment: generated.environment, parallel: parallel)
      for node in tree.nodes {
        let actual = styles.properties(of: node).map {
          Reference.Winner(property: $0.name, value: $0.value.description, selector: "", score: $0.score)
        }
        let wanted = expected[tree.position(of: node)!].map {
          Reference.Winner(property: $0.property, value: $0.value, selector: "", score: $0.score)
        }
        if actual != wanted {
          return
            "node \(tree.position(of: node)!) (\(tree.type(of: node))): engine \(actual), reference \(wanted)"
        }
      }
    }
    return nil
  }

  /// The case with rules, then subtrees, removed one at a time while the disagreement remains.
  private func shrink(_ generated: DifferentialCase, _ precedence: Precedence) throws -> DifferentialCase {
    var current = generated
    var index = 0
    while index < current.rules.count {
      var smaller = current
      smaller.rules.remove(at: index)
      if !smaller.rules.isEmpty, try disagreement(smaller, precedence) != nil {
        current = smaller
      } else {
        index += 1
      }
    }
    var progress = true
    while progress {
      progress = false
      for path in childPaths(current.root) {
        var smaller = current
        smaller.root = removing(path, from: smaller.root)
        if try disagreement(smaller, precedence) != nil {
          current = smaller
          progress = true
          break
        }
      }
    }
    return current
  }

  /// The paths (child indices from the root) of every node but the root.
  private func childPaths(_ view: ViewNode, prefix: [Int] = []) -> [[Int]] {
    view.children.indices.flatMap { [prefix + [$0]] + childPaths(view.children[$0], prefix: prefix + [$0]) }
  }

  private func removing(_ path: [Int], from view: ViewNode) -> ViewNode {
    var view = view
    if path.count == 1 {
      view.children.remove(at: path[0])
    } else {
      view.children[path[0]] = removing(Array(path.dropFirst()), from: view.children[path[0]])
    }
    return view
  }

  private func outline(_ view: ViewNode, depth: Int = 0) -> String {
    var line = String(repeating: "  ", count: depth) + view.type
    if let id = view.id { line += "#" + id }
    line += view.classes.map { "." + $0 }.joined()
    if !view.states.isEmpty { line += " [" + view.states.joined(separator: ", ") + "]" }
    return ([line] + view.children.map { outline($0, depth: depth + 1) }).joined(separator: "\n")
  }
}
