/// How a schema reads the property names sheets write: InterfaCSS ignores case and dashes
/// (`BACKGROUNDCOLOR`, `back-ground-Color`), and InterfaCSS and Nimbus give some properties a
/// second name (`cornerRadius` for `layer.corner-radius`).
extension StyleSchema {
  /// A name with its case and dashes taken away: every spelling InterfaCSS takes for one
  /// property has the same key.
  package static func spellingKey<Name: StringProtocol>(_ name: Name) -> String {
    String(
      decoding: name.utf8.lazy.filter { $0 != UInt8(ascii: "-") }.map { byte in
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
      }, as: UTF8.self)
  }

  /// Each property and alias name of every type by its spelling key; a key two different
  /// names share maps to the empty string and is read as written.
  static func spellings(of types: [String: TypeInfo]) -> [String: String] {
    var spellings: [String: String] = [:]
    for type in types.values {
      for name in type.properties.keys.concatenated(with: type.aliases.keys) {
        let key = spellingKey(name)
        if let known = spellings[key], known != name {
          spellings[key] = ""
        } else {
          spellings[key] = name
        }
      }
    }
    return spellings
  }

  /// The path with each name the schema knows under another spelling written as the schema
  /// writes it (`BACKGROUNDCOLOR` is `background-color`), or nil when it has none to change.
  /// - Complexity: O(length of the path).
  func canonicalSpelling(of key: PropertyKey) -> PropertyKey? {
    key.renamingSegments { _, segment in
      guard let known = spellings[Self.spellingKey(segment)], !known.isEmpty else { return nil }
      return known
    }
  }

  /// The property path the alias `name` stands for on `type` (nearest in its chain), or nil when
  /// it is no alias there: not one at all, or a property of the type's own nearer in the chain.
  func aliasTarget(_ name: String, of type: String) -> String? {
    let owner = nearestOwner(of: name, from: type, in: hierarchy.propertyOrAliasOwners) {
      $0.properties[name] != nil || $0.aliases[name] != nil
    }
    guard let owner, owner.properties[name] == nil else { return nil }
    return owner.aliases[name]
  }

  /// Every path an alias of this name stands for, on any type.
  func aliasTargets(of name: String) -> [String] { aliasesByName[name] ?? [] }

  /// Each alias name's targets on every type that has it.
  static func aliasesByName(of types: [String: TypeInfo]) -> [String: [String]] {
    var targets: [String: Set<String>] = [:]
    for type in types.values {
      for (alias, target) in type.aliases { targets[alias, default: []].insert(target) }
    }
    return targets.mapValues { $0.sorted() }
  }
}

extension Sequence {
  /// This sequence's elements, then `other`'s.
  fileprivate func concatenated<Other: Sequence>(with other: Other) -> [Element]
  where Other.Element == Element {
    Array(self) + Array(other)
  }
}
