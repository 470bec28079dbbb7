/// Writes a styled tree as an indented outline for people: each node, then its properties with
/// the rule and line that set each one:
///
///     UIView
///       UIButton#buy.primary [selected]
///         title-color: #ffff00  ← UIButton.primary (main.cas:13)
///
/// It writes in preorder, which is the tree's own order, a piece of up to 64 KB at a time, so
/// that a large tree's outline is never held whole; each property's name, each value and each
/// `← rule (file:line)` tail is made once and copied wherever it recurs. What came from the tree
/// or the sheet (names, ids, values, selectors, file names) has its control characters written
/// as visible escapes (`\u{1B}`): an outline printed on a terminal cannot retitle or clear it.
struct TreeOutlineWriter {
  let tree: StyleTree
  let styles: ResolvedStyles

  /// How many bytes are gathered before they go to the sink.
  static let pieceSize = 64 << 10
  /// The deepest level indented: past it, lines indent no further and a node's line names its
  /// depth (`[depth 65] UILabel`), so that the outline grows with the tree, not with the square
  /// of its depth (a chain 16,000 deep was 512 MB of spaces).
  static let deepestIndentation = 64
  /// The longest selector a tail shows whole: one is printed for each property it sets on each
  /// node (an 11 MB `:is()` nesting over 10 labels printed 111 MB), so a longer one is
  /// shortened, with a count of its characters, as `stylec explain` shows it.
  static let shownSelectorLength = 500

  /// The whole outline as text.
  func text() -> String {
    var bytes: [UInt8] = []
    write { bytes.append(contentsOf: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the outline to `sink` in pieces, in order; each piece is valid during its call.
  func write(to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
    let sheet = styles.sheet
    var buffer: [UInt8] = []
    buffer.reserveCapacity(Self.pieceSize + 4096)
    var names = [[UInt8]?](repeating: nil, count: sheet.ruleSet.propertyNames.count)
    var declarationValues = [[UInt8]?](repeating: nil, count: sheet.declarations.count)
    var typedValues: [Int32: [UInt8]] = [:]
    var tails: [Int64: [UInt8]] = [:]
    var depths = [Int](repeating: 0, count: tree.count)
    for index in tree.nodeIndices {
      let parent = tree.parents[index]
      let depth = parent.isPresent ? depths[parent] + 1 : 0
      depths[index] = depth
      let node = tree.id(at: index)
      let indentation = 2 * min(depth, Self.deepestIndentation)
      buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation))
      if depth > Self.deepestIndentation { buffer.append(contentsOf: "[depth \(depth)] ".utf8) }
      buffer.append(contentsOf: escapingControlCharacters(label(of: node)).utf8)
      buffer.append(UInt8(ascii: "\n"))
      for entry in styles.entries(of: index) {
        buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation + 2))
        if names[entry.property] == nil {
          names[entry.property] = Array(
            escapingControlCharacters(sheet.ruleSet.propertyNames[entry.property]).utf8)
        }
        buffer.append(contentsOf: names[entry.property]!)
        buffer.append(contentsOf: ": ".utf8)
        if entry.value >= 0 {
          if typedValues[entry.value] == nil {
            typedValues[entry.value] = Array(
              escapingControlCharacters(styles.typedValues[Int(entry.value)].description).utf8)
          }
          buffer.append(contentsOf: typedValues[entry.value]!)
        } else {
          if declarationValues[entry.declaration] == nil {
            declarationValues[entry.declaration] = Array(
              escapingControlCharacters(sheet.declarations[entry.declaration].value.description).utf8)
          }
          buffer.append(contentsOf: declarationValues[entry.declaration]!)
        }
        let key = Int64(entry.rule.rawValue) << 32 | Int64(UInt32(bitPattern: entry.declaration.rawValue))
        if tails[key] == nil {
          tails[key] = Array(escapingControlCharacters(tail(of: entry), keepingLines: true).utf8)
        }
        buffer.append(contentsOf: tails[key]!)
      }
      if buffer.count >= Self.pieceSize {
        buffer.withUnsafeBufferPointer(sink)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    if !buffer.isEmpty { buffer.withUnsafeBufferPointer(sink) }
  }

  /// `UIButton#buy.primary [selected]`.
  private func label(of node: StyleTree.NodeID) -> String {
    var label = tree.label(of: node)
    let states = tree.states(of: node)
    if !states.isEmpty { label += " [" + states.joined(separator: ", ") + "]" }
    return label
  }

  /// `  ← UIButton.primary (main.cas:13)` and a line break: what set the entry, and where.
  private func tail(of entry: ResolvedStyles.Entry) -> String {
    let sheet = styles.sheet
    guard entry.rule.position < sheet.entries.count else {
      let origin = tree.codeStyles.origins[entry.rule.position - sheet.entries.count]
      let source = origin.isViewStyle ? "the view's own style" : "code style " + origin.name
      return "  ← \(source) (\(origin.location.file):\(origin.location.line))\n"
    }
    let declaration = sheet.declarations[entry.declaration]
    let location = sheet.files[declaration.file].location(declaration.range)
    let selector = shortened(sheet.entries[entry.rule].selector.text, limit: Self.shownSelectorLength)
    return "  ← \(selector) (\(location.file):\(location.line))\n"
  }
}
