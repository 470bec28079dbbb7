/// Bounds that keep hostile or mistaken stylesheets from costing unbounded time or memory.
/// Each bound exceeded is an error diagnostic naming the limit. A negative bound is taken as 0,
/// whichever negative number it is.
public struct StylesheetLimits: Hashable, Sendable {
  /// How deeply blocks, parentheses and nested values may nest, together (a value or a
  /// `:not()` inside blocks counts them); at most `deepestNesting`, whatever is set.
  public var maximumNestingDepth: Int { didSet { maximumNestingDepth = max(maximumNestingDepth, 0) } }
  /// The most `maximumNestingDepth` can allow: nested blocks, `:not()` and values are read by
  /// recursion, and past this depth a thread's stack (512 KB on a secondary thread) may not
  /// hold it.
  public static let deepestNesting = 256
  /// The largest stylesheet file read, in bytes.
  public var maximumFileSize: Int { didSet { maximumFileSize = max(maximumFileSize, 0) } }
  /// How many `@import`s one load may follow in all.
  public var maximumImports: Int { didSet { maximumImports = max(maximumImports, 0) } }
  /// How many items an evaluated value (after variable expansion) may have.
  public var maximumValueSize: Int { didSet { maximumValueSize = max(maximumValueSize, 0) } }
  /// How many selectors one nested rule may expand to (nesting multiplies groups).
  public var maximumSelectorExpansion: Int {
    didSet { maximumSelectorExpansion = max(maximumSelectorExpansion, 0) }
  }
  /// How many compound selectors one selector may chain, after nesting is resolved.
  public var maximumSelectorLength: Int { didSet { maximumSelectorLength = max(maximumSelectorLength, 0) } }
  /// How many selectors one load may produce in all, after groups and nesting are expanded:
  /// a few kilobytes of nested groups could otherwise expand to millions of rules.
  public var maximumTotalSelectors: Int { didSet { maximumTotalSelectors = max(maximumTotalSelectors, 0) } }
  /// How many bytes one load may read in all, the stylesheet and every file it imports: a small
  /// file importing one large file many times would otherwise read (and keep) gigabytes.
  public var maximumTotalBytes: Int { didSet { maximumTotalBytes = max(maximumTotalBytes, 0) } }
  /// How many items one load may copy while expanding what is written once: list items that
  /// arithmetic maps (`$list * 2`), compound selectors a nested rule takes from its parents,
  /// the features of every `@media` condition once its `not`s and `or`s are worked out (and
  /// those a nested one pairs with its enclosing one's), and declarations `@extend` gives
  /// a rule. A 100 KB sheet inside every other limit could
  /// otherwise make gigabytes of copies. `stylec rules` holds what it prints to the same limit:
  /// the declarations it prints again for each selector of a group; and a resolve, the values
  /// `var()` substitution makes along one path from the root (a value using its parent's grows
  /// at each level): one that would pass it is invalid on its node, reported.
  public var maximumCopiedItems: Int { didSet { maximumCopiedItems = max(maximumCopiedItems, 0) } }
  /// How many diagnostics one load keeps (for lint, one sheet's lint run; for `resolve` with a
  /// schema, its typing): past it, diagnostics are only counted, and one `too-many-diagnostics`
  /// says how many more there were. A megabyte of stray `}` is a million errors, which would
  /// otherwise cost hundreds of megabytes.
  public var maximumDiagnostics: Int { didSet { maximumDiagnostics = max(maximumDiagnostics, 0) } }
  /// The directory that `@import` may not leave (after `..` and symbolic links are resolved);
  /// `nil` means the directory of the stylesheet being loaded. A sheet fetched from elsewhere
  /// cannot make the app read files outside it.
  public var importRoot: String?

  /// The defaults documented in the README.
  public init(
    maximumNestingDepth: Int = 64, maximumFileSize: Int = 16 << 20, maximumImports: Int = 256,
    maximumValueSize: Int = 10_000, maximumSelectorExpansion: Int = 10_000, maximumSelectorLength: Int = 256,
    maximumTotalSelectors: Int = 200_000, importRoot: String? = nil, maximumTotalBytes: Int = 64 << 20,
    maximumCopiedItems: Int = 250_000, maximumDiagnostics: Int = 10_000
  ) {
    self.maximumNestingDepth = max(maximumNestingDepth, 0)
    self.maximumFileSize = max(maximumFileSize, 0)
    self.maximumImports = max(maximumImports, 0)
    self.maximumValueSize = max(maximumValueSize, 0)
    self.maximumSelectorExpansion = max(maximumSelectorExpansion, 0)
    self.maximumSelectorLength = max(maximumSelectorLength, 0)
    self.maximumTotalSelectors = max(maximumTotalSelectors, 0)
    self.importRoot = importRoot
    self.maximumTotalBytes = max(maximumTotalBytes, 0)
    self.maximumCopiedItems = max(maximumCopiedItems, 0)
    self.maximumDiagnostics = max(maximumDiagnostics, 0)
  }
}
