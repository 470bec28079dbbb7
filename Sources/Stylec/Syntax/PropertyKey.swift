/// The property a declaration sets, as a stylesheet names it: a dotted path of kebab-case names
/// (`title-label.font`) and arguments sorted by name (`[state:highlighted]`). Every spelling of
/// one property (`titleColor(highlighted)`, `title-color[state:highlighted]`) makes the same
/// key; its text, `description`, is made only where stylec prints or interns it.
struct PropertyKey: Hashable, Sendable, CustomStringConvertible {
  /// The dotted path of names, e.g. `title-label.font`.
  private(set) var path: String
  /// The arguments, sorted by name.
  private(set) var arguments: [PropertyArgument]

  /// A key of `path` with `arguments` in any order.
  init(path: String, arguments: [PropertyArgument] = []) {
    self.path = path
    self.arguments =
      arguments.count < 2
      ? arguments : arguments.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
  }

  /// The same key written inside nested properties (`layer @{ … }`): `prefix` is the enclosing
  /// names, each followed by a dot (`layer.`).
  func nested(under prefix: String) -> PropertyKey {
    guard !prefix.isEmpty else { return self }
    var key = self
    key.path = prefix + path
    return key
  }

  /// The canonical text, `title-color[state:highlighted]`: how output formats name the property.
  var description: String {
    guard !arguments.isEmpty else { return path }
    return path + "[" + arguments.map { "\($0.name):\($0.value)" }.joined(separator: ",") + "]"
  }
}

/// One `name:value` argument, in canonical kebab-case: of a property (`title-color[state:selected]`,
/// where it says which of the property's values a declaration sets) or of a Classy selector
/// (`UIButton[state:selected]`, parsed and printed with no effect).
struct PropertyArgument: Hashable, Sendable {
  var name: String
  var value: String
}
