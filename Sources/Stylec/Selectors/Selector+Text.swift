extension Selector {
  /// The canonical selector text: `UIView > ^UIButton.main`.
  var text: String {
    var result = leadingCombinator.map { $0.text.trimmingCharacters(in: " ") + " " } ?? ""
    for (position, compound) in compounds.enumerated() {
      if position > 0 { result += combinators[position - 1].text }
      result += compound.text
    }
    return result
  }
}

extension Selector {
  /// About how many bytes `text` has, worked out without making it: its names' bytes and their
  /// punctuation (escapes, which only add, are not counted). What `stylec rules` would print
  /// is bounded by it before anything is printed.
  var textLengthEstimate: Int {
    var length = combinators.count * 3 + (leadingCombinator == nil ? 0 : 2)
    for compound in compounds {
      length += (compound.type?.utf8.count ?? 1) + (compound.id.map { $0.utf8.count + 1 } ?? 0)
      for id in compound.repeatedIDs { length += id.utf8.count + 1 }
      for name in compound.classes { length += name.utf8.count + 1 }
      for pseudoClass in compound.pseudoClasses { length += pseudoClass.text.utf8.count }
      for argument in compound.arguments { length += argument.name.utf8.count + 4 }
    }
    return length
  }
}

extension CompoundSelector {
  /// `^UIButton#ok.primary:selected[state:x]`, or `*` when nothing else is written.
  var text: String {
    var result = matchesSubclasses ? "^" : ""
    result += String(repeating: "&", count: parentReferences)
    // Names are escaped where their text would read back as something else (`.\31 0`).
    if let type { result += CSSEscapes.escapedName(type) } else if isUniversal { result += "*" }
    for id in [id].compactMap({ $0 }) + repeatedIDs { result += "#" + CSSEscapes.escapedName(id) }
    for name in classes { result += "." + CSSEscapes.escapedName(name) }
    for pseudoClass in pseudoClasses { result += pseudoClass.text }
    if !arguments.isEmpty {
      result += "[" + arguments.map { "\($0.name):\($0.value)" }.joined(separator: ", ") + "]"
    }
    return result.isEmpty ? "*" : result
  }
}
