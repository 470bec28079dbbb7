extension StyleTree {
  /// Gives a node styles written in Swift and values of its own, in place of those code gave it
  /// before, as DRYUI's `dryui_apply_styles` styled a view made elsewhere. The styles apply in
  /// the order given, each after its parents, above every stylesheet rule; `style` applies last.
  /// A style for another type than the node's (or a superclass of it) is left out, with a
  /// `code-style-type-mismatch` error in `diagnostics`.
  /// - Parameters:
  ///   - styles: the styles, in the order they apply.
  ///   - style: the node's own values, which apply last.
  ///   - node: the node.
  ///   - file: the source file `style` is written in, by default the caller's.
  ///   - line: its line, by default the caller's.
  /// - Complexity: O(values and parents the styles name, at every level).
  public mutating func applyStyles(
    _ styles: [CodeStyle], style: StyleBody = [:], to node: NodeID, file: String = #fileID,
    line: Int = #line
  ) throws(EditError) {
    guard let index = index(of: node) else { throw .unknownNode(node) }
    setCodeStyles(
      styles, style: style, of: index, location: SourceLocation(file: file, line: line, column: 1))
  }

  /// Reads a node's styles into `codeStyles`.
  mutating func setCodeStyles(
    _ styles: [CodeStyle], style: StyleBody, of node: NodeIndex, location: SourceLocation
  ) {
    // The tables the walk up the chain reads, apart from `codeStyles`, which the call changes.
    let (symbols, superclasses) = (self.symbols, self.superclasses)
    codeStyles.set(
      node, styles: styles, block: style, viewStyleLocation: location, type: symbols[types[node]],
      superclass: { name in
        symbols.lookup(name).flatMap { $0.position < superclasses.count ? superclasses[$0] : nil }
          .flatMap { $0.isPresent ? symbols[$0] : nil }
      }, schema: codeStyleSchema)
  }

  /// What is wrong with the nodes' code styles, node by node in preorder, each node named by
  /// its type, id and place (`UIButton#ok, node 3`).
  var codeStyleDiagnostics: [Diagnostic] {
    codeStyles.problems.sorted { $0.key < $1.key }.flatMap { node, problems in
      var label = symbols[types[node]]
      if ids[node].isPresent { label += "#" + symbols[ids[node]] }
      label += ", node \(node.position)"
      return problems.map { $0.diagnostic(label: label) }
    }
  }
}
