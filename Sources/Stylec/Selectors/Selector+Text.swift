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

extension CompoundSelector {
  /// `^UIButton#ok.primary:selected[state:x]`, or `*` when nothing else is written.
  var text: String {
    var result = matchesSubclasses ? "^" : ""
    if isParentReference { result += "&" }
    if let type { result += type } else if isUniversal { result += "*" }
    if let id { result += "#" + id }
    for name in classes { result += "." + name }
    for pseudoClass in pseudoClasses { result += pseudoClass.text }
    if !arguments.isEmpty {
      result += "[" + arguments.map { "\($0.name):\($0.value)" }.joined(separator: ", ") + "]"
    }
    return result.isEmpty ? "*" : result
  }
}
