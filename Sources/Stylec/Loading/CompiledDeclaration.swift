/// One declaration with its evaluated value.
struct CompiledDeclaration: Hashable, Sendable {
  /// The property, its path dotted for nested properties.
  var key: PropertyKey
  var value: StyleValue
  var file: Int
  var range: Range<Int>
  /// Whether it is written `!important`: its rule's entry for it ranks above every entry
  /// without (`StylesheetCompiler.separatingImportantDeclarations()`).
  var isImportant = false
  /// In the `nimbus` dialect, the control state a rule's pseudo-class gave it
  /// (`UIButton:highlighted { color: … }` is `color[state:highlighted]`): a property that takes
  /// no state is one Nimbus ignored there, which lint reports as such.
  var boundState: String?
}
