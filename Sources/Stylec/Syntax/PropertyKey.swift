/// The property a declaration sets, as a stylesheet names it: a dotted path of kebab-case names
/// (`title-label.font`) and arguments sorted by name (`[state:highlighted]`). Every spelling of
/// one property (`titleColor(highlighted)`, `title-color[state:highlighted]`) makes the same
/// key; its text, `description`, is made only where stylec prints or interns it.
///
/// The arguments belong to the property they follow. That is the whole path, unless the key was
/// written inside nested properties that have arguments: in
/// `title-text-attributes[state:highlighted] @{ kern 2 }` they belong to
/// `title-text-attributes`, and the key is `title-text-attributes[state:highlighted].kern`.
struct PropertyKey: Hashable, Sendable, CustomStringConvertible {
  /// The dotted path of names, e.g. `title-label.font`.
  private(set) var path: String
  /// The arguments, sorted by name.
  private(set) var arguments: [PropertyArgument]
  /// How many bytes of `path` the property the arguments belong to takes.
  private var argumentOwnerLength: Int

  /// A key of `path` with `arguments` in any order, which belong to the whole path. An argument
  /// that names the default (`state:normal`, `bar-metrics:default`) is the same as none, as a
  /// missing argument means the default in UIKit: both spellings set one property.
  init(path: String, arguments: [PropertyArgument] = []) {
    self.path = path
    let arguments = arguments.filter { !$0.isDefault }
    self.arguments =
      arguments.count < 2
      ? arguments : arguments.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    self.argumentOwnerLength = path.utf8.count
  }

  /// The path of the property the arguments belong to (`title-text-attributes` in
  /// `title-text-attributes[state:highlighted].kern`), the whole path when they follow it.
  var argumentOwner: String {
    argumentOwnerLength == path.utf8.count
      ? path : String(decoding: path.utf8.prefix(argumentOwnerLength), as: UTF8.self)
  }

  /// The same key written inside nested properties whose own key is `enclosing`
  /// (`layer @{ … }`, `title-text-attributes[state:highlighted] @{ … }`), or nil when both
  /// have arguments: each would belong to another property, and no property takes two sets.
  func nested(under enclosing: PropertyKey?) -> PropertyKey? {
    guard let enclosing else { return self }
    guard enclosing.arguments.isEmpty || arguments.isEmpty else { return nil }
    var key = self
    key.path = enclosing.path + "." + path
    if !enclosing.arguments.isEmpty {
      key.arguments = enclosing.arguments
      key.argumentOwnerLength = enclosing.argumentOwnerLength
    } else {
      // Without arguments the length is the whole path's, so that one property's keys are equal
      // however it was written (`layer.corner-radius` and `layer @{ corner-radius … }`).
      key.argumentOwnerLength = enclosing.path.utf8.count + 1 + argumentOwnerLength
    }
    return key
  }

  /// The key with some of its path's names changed (`rename` is given each name's position and
  /// text, and returns its new text, which may be a dotted path, or nil to keep it), the
  /// arguments still belonging to the names they followed; nil when no name changed.
  func renamingSegments(_ rename: (_ position: Int, _ name: Substring) -> String?) -> PropertyKey? {
    let segments = path.split(separator: ".", omittingEmptySubsequences: false)
    var renamed: [String] = []
    renamed.reserveCapacity(segments.count)
    var changed = false
    for (position, segment) in segments.enumerated() {
      if let new = rename(position, segment), new != segment {
        renamed.append(new)
        changed = true
      } else {
        renamed.append(String(segment))
      }
    }
    guard changed else { return nil }
    let ownerSegments =
      argumentOwnerLength == path.utf8.count
      ? segments.count : path.utf8.prefix(argumentOwnerLength).count { $0 == UInt8(ascii: ".") } + 1
    var key = self
    key.path = renamed.joined(separator: ".")
    key.argumentOwnerLength =
      ownerSegments == segments.count
      ? key.path.utf8.count : renamed.prefix(ownerSegments).joined(separator: ".").utf8.count
    return key
  }

  /// The canonical text, `title-color[state:highlighted]`: how output formats name the property.
  /// Names are escaped where their text would read as something else (`--gap\:wide` for the
  /// custom property a sheet writes so), so that the text reads back as this key.
  var description: String {
    guard !arguments.isEmpty else { return CSSEscapes.escapedPath(path) }
    let bracketed =
      "["
      + arguments.map { argument in
        // A value may be a number (`[segment:1]`), written as itself.
        let value = Double(argument.value) == nil ? CSSEscapes.escapedName(argument.value) : argument.value
        return CSSEscapes.escapedName(argument.name) + ":" + value
      }.joined(separator: ",") + "]"
    guard argumentOwnerLength < path.utf8.count else { return CSSEscapes.escapedPath(path) + bracketed }
    let utf8 = path.utf8
    let split = utf8.index(utf8.startIndex, offsetBy: argumentOwnerLength)
    return CSSEscapes.escapedPath(String(path[..<split])) + bracketed
      + CSSEscapes.escapedPath(String(path[split...]))
  }
}

/// One `name:value` argument, in canonical kebab-case: of a property (`title-color[state:selected]`,
/// where it says which of the property's values a declaration sets) or of a Classy selector
/// (`UIButton[state:selected]`, parsed and printed with no effect).
struct PropertyArgument: Hashable, Sendable {
  var name: String
  var value: String

  /// Whether it names what a missing argument means: the normal control state, the default bar
  /// metrics.
  var isDefault: Bool {
    (name == "state" && value == "normal") || (name == "bar-metrics" && value == "default")
  }
}
