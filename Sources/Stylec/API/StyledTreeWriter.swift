/// Prints a styled tree: as JSON (the input tree with a `style` object added to every node,
/// keys in a fixed order, properties sorted) or as an indented outline for people.
/// Both walk the tree with an explicit stack, so depth costs no call stack.
struct StyledTreeWriter {
  let tree: StyleTree
  let styles: ResolvedStyles

  // MARK: JSON

  /// Pretty-printed JSON with two-space indentation and a final newline.
  func json() -> String {
    var output = ""
    var stack: [(node: StyleTree.Node, depth: Int, isLast: Bool)] = [(tree.root, 0, true)]
    // Closing brackets owed after each node's subtree: (depth, isLast) of nodes with children.
    var pendingClosers: [(depth: Int, isLast: Bool, closeAfter: StyleTree.Node)] = []
    while let (node, depth, isLast) = stack.popLast() {
      let indent = String(repeating: "  ", count: depth * 2)
      output += (depth == 0 ? "" : indent) + "{\n"
      let inner = indent + "  "
      output += "\(inner)\"type\": \(jsonString(tree.type(of: node))),\n"
      if let id = tree.id(of: node) { output += "\(inner)\"id\": \(jsonString(id)),\n" }
      let classes = tree.classes(of: node)
      if !classes.isEmpty { output += "\(inner)\"classes\": \(jsonArray(classes)),\n" }
      let states = tree.states(of: node)
      if !states.isEmpty { output += "\(inner)\"state\": \(jsonArray(states)),\n" }
      let properties = styles.properties(of: node)
      let children = tree.children(of: node)
      if properties.isEmpty {
        output += "\(inner)\"style\": {}"
      } else {
        output += "\(inner)\"style\": {\n"
        for (position, property) in properties.enumerated() {
          output += "\(inner)  \(jsonString(property.name)): \(jsonValue(property.value))"
          output += position == properties.count - 1 ? "\n" : ",\n"
        }
        output += "\(inner)}"
      }
      if children.isEmpty {
        output += "\n\(indent)}" + (isLast ? "" : ",") + "\n"
        closeFinished(after: node, &output, &pendingClosers)
      } else {
        output += ",\n\(inner)\"children\": [\n"
        pendingClosers.append((depth, isLast, children[children.count - 1]))
        for (position, child) in children.enumerated().reversed() {
          stack.append((child, depth + 1, position == children.count - 1))
        }
      }
    }
    return output
  }

  /// Closes the `children` arrays and objects of every ancestor whose last child's subtree
  /// has just been written.
  private func closeFinished(
    after node: StyleTree.Node, _ output: inout String,
    _ pending: inout [(depth: Int, isLast: Bool, closeAfter: StyleTree.Node)]
  ) {
    var finished = node
    while let last = pending.last, last.closeAfter == finished {
      pending.removeLast()
      let indent = String(repeating: "  ", count: last.depth * 2)
      output += "\(indent)  ]\n\(indent)}" + (last.isLast ? "" : ",") + "\n"
      finished = tree.parent(of: finished) ?? finished
    }
  }

  private func jsonArray(_ names: [String]) -> String {
    "[" + names.map(jsonString).joined(separator: ", ") + "]"
  }

  /// Numbers (without unit, or in px or pt) as JSON numbers, booleans as booleans, colors as
  /// `#rrggbb`/`#rrggbbaa`, strings and names as their text, anything else as its canonical text.
  func jsonValue(_ value: Value) -> String {
    switch value {
    case .number(let number, let unit) where unit == .none || unit == .px || unit == .pt:
      let text = Value.number(number, unit: .none).description
      return text
    case .boolean(let flag): return flag ? "true" : "false"
    case .string(let text), .identifier(let text): return jsonString(text)
    case .record(let fields):
      let keys = fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      return "{" + keys.map { "\(jsonString($0)): \(jsonValue(fields[$0]!))" }.joined(separator: ", ") + "}"
    case .array(let items): return "[" + items.map(jsonValue).joined(separator: ", ") + "]"
    default: return jsonString(value.description)
    }
  }

  // MARK: Text

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
        output += "  ← \(property.selector) (\(location.file):\(location.line))\n"
      }
      for child in tree.children(of: node).reversed() { stack.append((child, depth + 1)) }
    }
    return output
  }
}

/// The JSON string literal of `text`, as stylec writes it: quotes, backslashes and control
/// characters escaped, everything else as UTF-8. Public so that front ends quote the same way.
public func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

extension ResolvedStyles {
  /// The styled tree as `stylec apply` prints it: the tree's root node as JSON with two-space
  /// indentation, each node with its `type`, `id`, `classes`, `state`, a `style` object of its
  /// resolved properties sorted by name, and `children`. The same inputs give the same bytes.
  public func json() -> String { StyledTreeWriter(tree: tree, styles: self).json() }

  /// An indented outline for people: each node, then its properties with the rule and line
  /// that set each one.
  public func outline() -> String { StyledTreeWriter(tree: tree, styles: self).text() }
}
