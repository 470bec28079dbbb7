/// A pseudo-class condition on one view, such as `:selected`, `:first-child`, `:not(.a)` or
/// `:pad`. Names are case-insensitive and dashes in them are optional (`firstChild` is
/// `first-child`).
struct PseudoClass: Hashable, Sendable {
  /// What the pseudo-class tests.
  var kind: Kind
  /// The canonical kebab-case name, e.g. `first-child`, `nth-of-type`, `min-os-version`.
  var name: String

  enum Kind: Hashable, Sendable {
    /// The node's `state` list holds this name (compared without case or dashes).
    case state(String)
    /// The node's `state` list does not hold `disabled`.
    case enabled
    /// The node has no parent.
    case root
    /// The node is a view controller's root view: InterfaCSS's `:root`.
    case controllerRoot
    /// The node has no children.
    case empty
    /// The node's position among its siblings (or among its siblings of its type), counted
    /// from the first or from the last, fits the pattern.
    case nth(NthPattern, ofType: Bool, fromEnd: Bool)
    /// The node is its parent's only child (or only child of its type).
    case only(ofType: Bool)
    /// No selector of the list matches the node.
    case not([Selector])
    /// Some selector of the list matches the node: `:is()`, which counts as its most specific
    /// argument, or `:where()`, which counts nothing (`countsSpecificity` false).
    case isAny([Selector], countsSpecificity: Bool)
    /// Some node a relative selector of the list reaches from this one matches it: `:has()`,
    /// which counts as its most specific argument. Each selector's `leadingCombinator` says
    /// where it starts (nil: among the descendants; `>` the children, `+` the next sibling, `~`
    /// the later siblings).
    case has([Selector])
    /// A fact of the environment holds (device, orientation, size class, OS version, screen size).
    case environment(MediaFeature)
  }

  /// `:name` or `:name(argument)` in canonical form.
  var text: String { text(readingBackInCSS: false) }

  /// The canonical form, the selectors it takes written as `Selector.text(readingBackInCSS:)`
  /// writes them.
  func text(readingBackInCSS: Bool) -> String {
    switch kind {
    case .nth(let pattern, _, _) where name.hasPrefix("nth-"): ":\(name)(\(pattern.text))"
    // An `:is()` or `:where()` that forgave every selector it had matches nothing, which
    // `:not(*)` says in text that reads back (and counts nothing in any precedence).
    case .isAny(let selectors, _) where selectors.isEmpty: ":\(name)(:not(*))"
    case .not(let selectors), .isAny(let selectors, _), .has(let selectors):
      ":\(name)(\(selectors.map { $0.text(readingBackInCSS: readingBackInCSS) }.joined(separator: ", ")))"
    case .environment(let feature) where PseudoClass.environmentArgumentNames.contains(name):
      ":\(name)(\(feature.argumentText))"
    // A state's name escaped where its text would read as something else (`:s\ t`).
    default: ":" + CSSEscapes.escapedName(name)
    }
  }

  /// The selectors it takes as its argument (`:not()`, `:is()`, `:where()`, `:has()`); none for
  /// others.
  var argumentSelectors: [Selector] {
    switch kind {
    case .not(let selectors), .isAny(let selectors, _), .has(let selectors): selectors
    default: []
    }
  }

  /// The pseudo-class with `transform` applied to each of its argument selectors.
  func mappingArgumentSelectors(_ transform: (Selector) -> Selector) -> PseudoClass {
    var result = self
    switch kind {
    case .not(let selectors): result.kind = .not(selectors.map(transform))
    case .has(let selectors): result.kind = .has(selectors.map(transform))
    case .isAny(let selectors, let counts):
      result.kind = .isAny(selectors.map(transform), countsSpecificity: counts)
    default: break
    }
    return result
  }

  /// Whether it is CSS that postdates the seeds, which their dialects refuse (`:is()`,
  /// `:where()`, `:has()`), here or in its argument.
  var isCurrentCSS: Bool {
    switch kind {
    case .isAny, .has: return true
    default: break
    }
    return argumentSelectors.contains(where: \.usesCurrentCSS)
  }

  /// Environment pseudo-classes written with an argument.
  static let environmentArgumentNames: Set<String> = [
    "min-os-version", "max-os-version", "screen-width", "screen-width-less-than", "screen-width-greater-than",
    "screen-height", "screen-height-less-than", "screen-height-greater-than",
  ]

  /// A state name in the form states are compared: lower case, without dashes.
  static func stateKey(_ name: String) -> String { name.lowercased().filter { $0 != "-" } }
}

/// The `An+B` of `:nth-child()`: matches positions `A·n + B` for some n ≥ 0 (1-based).
struct NthPattern: Hashable, Sendable {
  var step: Int
  var offset: Int

  func matches(_ position: Int) -> Bool {
    if step == 0 { return position == offset }
    let distance = position - offset
    return distance % step == 0 && distance / step >= 0
  }

  /// `2n+1`, `-n+3`, `n`, `4`.
  var text: String {
    let stepText = step == 1 ? "n" : step == -1 ? "-n" : "\(step)n"
    if step == 0 { return "\(offset)" }
    if offset == 0 { return stepText }
    return stepText + (offset > 0 ? "+\(offset)" : "\(offset)")
  }

  /// Reads `odd`, `even`, `B`, `An`, `An+B`, `An-B` (white space allowed around the sign);
  /// nil when malformed or when a number has more than 9 digits.
  init?(_ text: String) {
    let lowered = text.lowercased().trimmingCharacters(in: " \t\n")
    if lowered == "odd" {
      (step, offset) = (2, 1)
      return
    }
    if lowered == "even" {
      (step, offset) = (2, 0)
      return
    }
    func integer(_ part: Substring) -> Int? {
      let digits = part.first == "+" || part.first == "-" ? part.dropFirst() : part
      guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits)
      else {
        return nil
      }
      return part.first == "-" ? -value : value
    }
    guard let n = lowered.firstIndex(of: "n") else {
      guard let value = integer(Substring(lowered)) else { return nil }
      (step, offset) = (0, value)
      return
    }
    let stepPart = lowered[..<n]
    switch stepPart {
    case "", "+": step = 1
    case "-": step = -1
    default:
      guard let value = integer(stepPart) else { return nil }
      step = value
    }
    let rest = lowered[lowered.index(after: n)...].filter { $0 != " " && $0 != "\t" }
    if rest.isEmpty {
      offset = 0
      return
    }
    guard rest.first == "+" || rest.first == "-", let value = integer(Substring(rest)) else { return nil }
    offset = value
  }
}

extension MediaFeature {
  /// The argument of the equivalent environment pseudo-class.
  var argumentText: String {
    switch self {
    case .version(_, let version): version.description
    case .screenWidth(_, let size), .screenHeight(_, let size): formatNumber(size)
    default: ""
    }
  }
}
