/// A property read by either of its names: UIKit gives some properties a second name on some
/// types (`corner-radius` for `layer.corner-radius` on views, `opacity` for `alpha`). Resolved
/// without a schema a value keeps the name the sheet wrote; with one it takes the name the alias
/// stands for. Reading by name accepts both, so code reads the same either way.
extension ResolvedStyles {
  /// The other names `name` goes by on the node's type, as the built-in UIKit schema has them:
  /// the path an alias stands for, or the aliases that stand for a path.
  func alternativeNames(of name: String, node: StyleTree.NodeID) -> [String] {
    aliasPairs(of: node).compactMap { alias, target in
      if let rest = Self.remainder(of: name, after: alias) { return target + rest }
      if let rest = Self.remainder(of: name, after: target) { return alias + rest }
      return nil
    }
  }

  /// A node's property values by canonical name, each also under the other name UIKit gives it
  /// on the node's type where that name is not set itself (`layer.corner-radius` and
  /// `corner-radius`): what generated style classes and `decode(_:of:)` read.
  public func values(of node: StyleTree.NodeID) -> [String: StyleValue] {
    var values: [String: StyleValue] = [:]
    for property in properties(of: node) { values[property.name] = property.value }
    let pairs = aliasPairs(of: node)
    guard !pairs.isEmpty else { return values }
    for (name, value) in values {
      for (alias, target) in pairs {
        if let rest = Self.remainder(of: name, after: alias), values[target + rest] == nil {
          values[target + rest] = value
        } else if let rest = Self.remainder(of: name, after: target), values[alias + rest] == nil {
          values[alias + rest] = value
        }
      }
    }
    return values
  }

  /// The aliases of the node's type (its nearest type UIKit's schema knows) and their targets.
  private func aliasPairs(of node: StyleTree.NodeID) -> [(alias: String, target: String)] {
    let schema = StyleSchema.uikit
    guard let known = tree.typeChain(of: node).first(where: { schema.types[$0] != nil })
    else { return [] }
    var pairs: [(alias: String, target: String)] = []
    for info in schema.chain(of: known) {
      for (alias, target) in info.aliases.sorted(by: { $0.key < $1.key })
      where schema.aliasTarget(alias, of: known) == target && !pairs.contains(where: { $0.alias == alias }) {
        pairs.append((alias, target))
      }
    }
    return pairs
  }

  /// What follows `prefix` in `name` when `prefix` is its whole first name (`layer.corner-radius`
  /// after `layer.corner-radius` is ``, `title-color[state:selected]` after `title-color` is
  /// `[state:selected]`); nil otherwise.
  private static func remainder(of name: String, after prefix: String) -> String? {
    guard name.hasPrefix(prefix) else { return nil }
    let rest = name.dropFirst(prefix.count)
    return rest.isEmpty || rest.first == "." || rest.first == "[" ? String(rest) : nil
  }
}
