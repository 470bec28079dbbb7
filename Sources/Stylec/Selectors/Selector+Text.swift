extension Selector {
  /// The canonical selector text: `UIView > ^UIButton.main`.
  var text: String { text(readingBackInCSS: false) }

  /// The canonical selector text; given `readingBackInCSS`, each exact type CSS syntax would read
  /// as UIKit's shorthand (a Classy sheet's `Label`, an app's class) has its first letter
  /// escaped (`\4c abel`), which CSS syntax reads as that exact name: the text a sheet's
  /// canonical CSS writes (`Stylesheet.canonicalText`), which reads back as the same rules.
  func text(readingBackInCSS: Bool) -> String {
    var result = leadingCombinator.map { $0.text.trimmingCharacters(in: " ") + " " } ?? ""
    for (position, compound) in compounds.enumerated() {
      if position > 0 { result += combinators[position - 1].text }
      result += compound.text(readingBackInCSS: readingBackInCSS)
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
  var text: String { text(readingBackInCSS: false) }

  /// The text, an exact type named like a UIKit shorthand escaped as `Selector.text(readingBackInCSS:)` says.
  func text(readingBackInCSS: Bool) -> String {
    var result = matchesSubclasses ? "^" : ""
    result += String(repeating: "&", count: parentReferences)
    // Names are escaped where their text would read back as something else (`.\31 0`).
    if let type {
      result += readingBackInCSS ? typeReadingBackInCSS(type) : CSSEscapes.escapedName(type)
    } else if isUniversal {
      result += "*"
    }
    for id in [id].compactMap({ $0 }) + repeatedIDs { result += "#" + CSSEscapes.escapedName(id) }
    for name in classes { result += "." + CSSEscapes.escapedName(name) }
    for pseudoClass in pseudoClasses { result += pseudoClass.text(readingBackInCSS: readingBackInCSS) }
    if !arguments.isEmpty {
      result += "[" + arguments.map { "\($0.name):\($0.value)" }.joined(separator: ", ") + "]"
    }
    return result.isEmpty ? "*" : result
  }

  /// The type's name as CSS syntax reads it back as the same type: a UIKit shorthand as written
  /// (`button`, which a tree of a class of that name reads as its own, as it read the sheet), and
  /// an exact type that it would read as UIKit's shorthand with its first letter escaped
  /// (`\4c abel`).
  private func typeReadingBackInCSS(_ type: String) -> String {
    if let shorthand { return CSSEscapes.escapedName(shorthand) }
    let name = CSSEscapes.escapedName(type)
    guard name == type, canonicalTypeName(type) != type,
      let first = type.unicodeScalars.first
    else { return name }
    return "\\" + String(first.value, radix: 16) + " " + String(type.unicodeScalars.dropFirst())
  }
}
