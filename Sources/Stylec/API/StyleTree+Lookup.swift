/// Finding a node by what code knows of it: its id, or a selector.
extension StyleTree {
  /// A node as a selector names it, `UIButton#buy.primary`: its type, id and classes, for
  /// outputs that name nodes to people.
  package func label(of node: NodeID) -> String {
    label(of: node, limit: nil)
  }

  /// The label as a report shows it, each part past `limit` characters shortened to its first
  /// ones and a count (`explain`, `watch`, the environment matrix: an id or class may be
  /// megabytes, and a line is printed for each property a node shows).
  package func shownLabel(of node: NodeID, limit: Int) -> String {
    label(of: node, limit: limit)
  }

  private func label(of node: NodeID, limit: Int?) -> String {
    let shown = { (part: String) in limit.map { shortened(part, limit: $0) } ?? part }
    var label = shown(type(of: node))
    if let id = id(of: node) { label += "#" + shown(id) }
    for name in classes(of: node) { label += "." + shown(name) }
    return limit.map { shortened(label, limit: $0 * 2) } ?? label
  }
}

extension StyleTree {
  /// The first node, in preorder, whose id is `id`.
  public func node(withID id: String) -> NodeID? {
    nodeIndices.first { ids[$0].isPresent && symbols[ids[$0]] == id }.map { identities[$0] }
  }

  /// The nodes a selector matches, in preorder (`#buy`, `UIButton.primary`, `UITabBar > ^UIButton`),
  /// read in CSS syntax with the given dialect's meanings.
  /// - Throws: `StylecError` when the text is not one selector (or a comma-separated group).
  /// - Complexity: O(nodes × selector cost).
  public func nodes(matching selector: String, dialect: Dialect = .stylec) throws(StylecError) -> [NodeID] {
    // The selector alone: no block, statement or at-rule can ride along with it.
    guard !selector.contains(where: { "{};@".contains($0) }), !selector.allSatisfy(\.isWhitespace) else {
      throw StylecError(
        [Diagnostic(.invalidSelector, message: "\(quoted(selector)) is not a selector", location: nil)])
    }
    let sheet = Stylesheet(
      source: "\(selector) { selected: true }", fileName: "<selector>", syntax: .css, dialect: dialect)
    // Its errors are about text of the caller's, not a file: each says which text it read.
    guard !sheet.hasErrors else {
      // What is wrong first; that a rule with such a selector is dropped, which is the sheet's
      // concern, not the caller's, last.
      let errors = sheet.diagnostics.filter { $0.severity == .error }
      let ordered =
        errors.filter { !$0.message.hasPrefix(Parser.unreadableSelectorInList) }
        + errors.filter { $0.message.hasPrefix(Parser.unreadableSelectorInList) }
      throw StylecError(
        ordered.map { diagnostic in
          var named = diagnostic
          // The reason may quote the selector again: it is shortened as the selector is. The
          // column is the selector's own: it stands first on the line the sheet read.
          let column = diagnostic.location.map { " at column \($0.column)" } ?? ""
          let reason = diagnostic.message.replacingOccurrences(of: " in the stylesheet", with: "")
          named.message = "\(quoted(selector)) is not a selector\(column): \(shortened(reason, limit: 200))"
          return named
        })
    }
    let styles = sheet.resolve(self, parallel: false)
    return nodes.filter { styles.propertyCount(of: $0) > 0 }
  }
}
