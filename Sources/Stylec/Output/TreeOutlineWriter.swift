/// Writes a styled tree as an indented outline for people: each node, then its properties with
/// the rule and line that set each one. It walks the tree with an explicit stack, so depth
/// costs no call stack.
struct TreeOutlineWriter {
  let tree: StyleTree
  let styles: ResolvedStyles

  /// An indented outline: each node, then its properties with the rule that set each one.
  func text() -> String {
    var output = ""
    var stack: [(node: StyleTree.Node, depth: Int)] = [(tree.root, 0)]
    while let (node, depth) = stack.popLast() {
      let indent = String(repeating: "  ", count: depth)
      var label = tree.type(of: node)
      if let id = tree.id(of: node) { label += "#" + id }
      for name in tree.classes(of: node) { label += "." + name }
      let states = tree.states(of: node)
      if !states.isEmpty { label += " [" + states.joined(separator: ", ") + "]" }
      output += indent + label + "\n"
      for property in styles.properties(of: node) {
        let location = property.location
        output += "\(indent)  \(property.name): \(property.value)"
        let source =
          switch property.origin {
          case .stylesheet: property.selector
          case .codeStyle: "code style " + property.selector
          case .viewStyle: "the view's own style"
          }
        output += "  ← \(source) (\(location.file):\(location.line))\n"
      }
      for child in tree.children(of: node).reversed() { stack.append((child, depth + 1)) }
    }
    return output
  }
}
