/// A deterministic workload in the spirit of ../shared/bench/gen.py, for runs without Python:
/// a tree of UIKit views with classes and ids, and a CSS sheet of type, class, id, descendant
/// and child rules.
struct SyntheticWorkload {
  let treeJSON: [UInt8]
  let sheet: String

  init(nodes: Int, rules: Int) {
    var random = SplitMix(seed: 42)
    let types = [
      "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UITableViewCell", "UISwitch",
      "UITextField",
    ]
    let classes = (0..<200).map { "c\($0)" }
    var json = ""
    var made = 0
    // Breadth-limited nesting: each node has up to 6 children until the node budget is spent.
    func node(depth: Int) {
      made += 1
      let type = types[random.next(types.count)]
      json += "{\"type\": \"\(type)\", \"classes\": [\"\(classes[random.next(classes.count)])\"]"
      if random.next(20) == 0 { json += ", \"id\": \"id\(made)\"" }
      var children: [Void] = []
      if depth < 12 {
        for _ in 0..<random.next(7) where made + children.count < nodes { children.append(()) }
      }
      if !children.isEmpty {
        json += ", \"children\": ["
        for (index, _) in children.enumerated() where made < nodes {
          if index > 0 { json += ", " }
          node(depth: depth + 1)
        }
        json += "]"
      }
      json += "}"
    }
    json += "{\"type\": \"UIWindow\", \"children\": ["
    var first = true
    while made < nodes {
      if !first { json += ", " }
      first = false
      node(depth: 1)
    }
    json += "]}"
    treeJSON = Array(json.utf8)
    var css = ""
    for rule in 0..<rules {
      let type = types[random.next(types.count)]
      let name = classes[random.next(classes.count)]
      let selector: String
      switch random.next(6) {
      case 0: selector = type
      case 1: selector = ".\(name)"
      case 2: selector = "#id\(random.next(nodes))"
      case 3: selector = "\(types[random.next(types.count)]) .\(name)"
      case 4: selector = "\(type) > .\(name)"
      default: selector = "\(type).\(name)"
      }
      css +=
        "\(selector) {\n  alpha: 0.\(rule % 10);\n  background-color: #\(String(rule % 4096, radix: 16));\n  font-size: \(rule % 30)px;\n}\n"
    }
    sheet = css
  }
}

/// A small deterministic random number generator.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
