/// One declaration with its evaluated value.
///
/// Kept small: `@extend` and mixins copy declarations by the thousand, and a sheet of 100,000
/// rules has half a million, so the file's number and the flags share one word, and the range
/// is two 32-bit offsets (a file is smaller than 4 GiB).
struct CompiledDeclaration: Hashable, Sendable {
  /// The property, its path dotted for nested properties.
  var key: PropertyKey
  var value: StyleValue
  private var start: UInt32
  private var end: UInt32
  private var fileNumber: Int32
  /// Whether it is written `!important`: its rule's entry for it ranks above every entry
  /// without (`StylesheetCompiler.separateImportantDeclarations()`).
  var isImportant: Bool
  /// In the `nimbus` dialect, whether its `state` argument is the one a rule's pseudo-class
  /// gave it (`UIButton:highlighted { color: … }` is `color[state:highlighted]`): a property
  /// that takes no state is one Nimbus ignored there, which lint reports as such.
  var isBoundToState = false
  /// Whether its value calls `var()` or `light-dark()`, known only on a node in an environment:
  /// `value` is then the value's text, and the expression is the sheet's
  /// (`Stylesheet.substitutedValues`), which the cascade works out on each node.
  var isWorkedOutPerNode = false
  /// The CSS-wide keyword its value is (`inherit`), in the dialects that read today's CSS: the
  /// cascade then takes the property's value from the node's parent, or leaves it unset.
  var wideKeyword: CSSWideKeyword?

  init(key: PropertyKey, value: StyleValue, file: Int, range: Range<Int>, isImportant: Bool = false) {
    self.key = key
    self.value = value
    start = UInt32(range.lowerBound)
    end = UInt32(range.upperBound)
    self.fileNumber = Int32(file)
    self.isImportant = isImportant
  }

  /// Where it is written in its file, in bytes.
  var range: Range<Int> {
    get { Int(start)..<Int(end) }
    set {
      start = UInt32(newValue.lowerBound)
      end = UInt32(newValue.upperBound)
    }
  }

  /// The index of the file it is written in.
  var file: Int {
    get { Int(fileNumber) }
    set { fileNumber = Int32(newValue) }
  }
}
