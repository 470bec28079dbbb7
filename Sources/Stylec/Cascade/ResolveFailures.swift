/// What a resolve met that could not set a property: declarations whose values do not fit
/// their property's type, code style values that do not fit, and declarations calling `var()`
/// whose values could not be made; each kind reported once (at its declaration or code style),
/// as the walks met it first. When asked (`LiveStyles` keeps its diagnostics node by node),
/// also every node that met each.
struct ResolveFailures {
  /// A failure as a node meets it: what `LiveStyles` counts by node.
  enum Key: Hashable, Sendable {
    case typing(DeclarationID)
    case substitution(DeclarationID)
    case code(origin: Int32, property: PropertyID)
  }

  var typing: [ValueTyping.Failure] = []
  var code: [CascadeWalker.CodeFailure] = []
  var substitution: [CustomPropertySubstitution.Failure] = []
  /// Each node and failure it met, when the walks logged them (in no particular order).
  var failingNodes: [(node: NodeIndex, key: Key)] = []

  /// Adds a later walk's failures after these.
  mutating func append(_ other: ResolveFailures) {
    typing += other.typing
    code += other.code
    substitution += other.substitution
    failingNodes += other.failingNodes
  }

  /// The failures as the resolve's diagnostics: values that do not fit, then code styles', then
  /// values that could not be made; each in source order, once.
  func diagnostics(sheet: Stylesheet, tree: StyleTree) -> [Diagnostic] {
    ValueTyping.diagnostics(of: typing, sheet: sheet)
      + CascadeWalker.diagnostics(of: code, sheet: sheet, tree: tree)
      + CustomPropertySubstitution.diagnostics(of: substitution, sheet: sheet)
  }
}
