import Stylec

/// A deterministic workload in the spirit of ../shared/bench/gen.py, for runs without Python:
/// a tree of UIKit views with classes and ids, and a CSS sheet of type, class, id, descendant
/// and child rules.
struct SyntheticWorkload {
  let treeJSON: [UInt8]
  let sheet: String

  init(nodes: Int, rules: Int) {
    var random = SeededRandom(seed: 42)
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
      let type = types[random.next(below: types.count)]
      json += "{\"type\": \"\(type)\", \"classes\": [\"\(classes[random.next(below: classes.count)])\"]"
      if random.next(below: 20) == 0 { json += ", \"id\": \"id\(made)\"" }
      var children: [Void] = []
      if depth < 12 {
        for _ in 0..<random.next(below: 7) where made + children.count < nodes { children.append(()) }
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
      let type = types[random.next(below: types.count)]
      let name = classes[random.next(below: classes.count)]
      let selector: String
      switch random.next(below: 6) {
      case 0: selector = type
      case 1: selector = ".\(name)"
      case 2: selector = "#id\(random.next(below: nodes))"
      case 3: selector = "\(types[random.next(below: types.count)]) .\(name)"
      case 4: selector = "\(type) > .\(name)"
      default: selector = "\(type).\(name)"
      }
      css +=
        "\(selector) {\n  alpha: 0.\(rule % 10);\n  background-color: #\(String(rule % 4096, radix: 16));\n  font-size: \(rule % 30)px;\n}\n"
    }
    sheet = css
  }
}
