extension ResolvedStyles {
  /// A per-state property's values on a node, by control state: `title-color` for `.normal`,
  /// `title-color[state:highlighted]` for `.highlighted`, and so on, read by any name the
  /// property goes by (`titleColor`). Values set with other arguments too (`bar-metrics`) are not
  /// among them. The node must be in `tree`.
  public func stateMap(_ property: String, of node: StyleTree.NodeID) -> StateMap<StyleValue> {
    let properties = properties(of: node)
    func entries(named name: String) -> [ControlState: StyleValue] {
      var entries: [ControlState: StyleValue] = [:]
      for resolved in properties {
        guard let (property, state) = Self.splitState(resolved.name), property == name else { continue }
        entries[state] = resolved.value
      }
      return entries
    }
    let base = kebabCase(property)
    let found = entries(named: base)
    guard found.isEmpty else { return StateMap(found) }
    // Without a schema a value keeps the name the sheet wrote: try the property's other names.
    for alternative in alternativeNames(of: base, node: node) where alternative != base {
      let found = entries(named: alternative)
      if !found.isEmpty { return StateMap(found) }
    }
    return StateMap()
  }

  /// `title-color[state:highlighted]` as its property and state; nil for a name with other
  /// arguments, or a state UIKit does not have.
  static func splitState(_ name: String) -> (property: String, state: ControlState)? {
    guard let open = name.firstIndex(of: "[") else { return (name, .normal) }
    guard name.hasSuffix("]") else { return nil }
    let arguments = name[name.index(after: open)..<name.index(before: name.endIndex)]
    guard arguments.hasPrefix("state:"), !arguments.contains(","),
      let state = ControlState(name: String(arguments.dropFirst("state:".count)))
    else { return nil }
    return (String(name[..<open]), state)
  }
}

extension ResolvedStyles {
  /// A property's name as resolved styles name it: kebab-case (`titleColor` is `title-color`).
  package static func canonicalName(_ name: String) -> String { kebabCase(name) }

  /// A property's name without its arguments: `title-color` for `title-color[state:highlighted]`.
  package static func baseName(of name: String) -> String {
    name.firstIndex(of: "[").map { String(name[..<$0]) } ?? name
  }

  /// The other names a property goes by on the node's type (`layer.corner-radius` for
  /// `corner-radius` on a view).
  package func alternativeNames(of name: String, of node: StyleTree.NodeID) -> [String] {
    alternativeNames(of: name, node: node)
  }
}
