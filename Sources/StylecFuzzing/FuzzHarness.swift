import Stylec

/// What each libFuzzer target does with one input, shared with the tests that replay every input
/// that once crashed. Each entry point exercises a whole stage through the public API and reads
/// every result, so that a fault anywhere in the stage surfaces as a crash.
public enum FuzzHarness {
  /// The directory fuzzed stylesheets pretend to live in, and their import root: it does not
  /// exist, so every import is either refused for leaving it or missing, and fuzzing never
  /// reads the machine's files (while the code that resolves and checks import paths runs).
  static let sheetDirectory = "/nonexistent-stylec-fuzz"

  /// Tighter than the defaults, so that every input stays cheap (a few kilobytes can otherwise
  /// expand to the default 200,000 selectors) while the code that enforces each limit still
  /// runs; the defaults themselves are tested with hostile inputs.
  static let limits = StylesheetLimits(
    maximumValueSize: 1_000, maximumSelectorExpansion: 1_000, maximumTotalSelectors: 5_000,
    importRoot: sheetDirectory, maximumCopiedItems: 20_000)

  /// Lexes, parses and compiles `bytes` as a stylesheet (the first byte picks the syntax) and
  /// lists its rules.
  public static func stylesheet(_ bytes: UnsafeRawBufferPointer) {
    guard let (syntax, rest) = splitSyntax(bytes) else { return }
    let sheet = loadSheet(rest, syntax: syntax)
    consume(sheet.diagnostics.count + sheet.rules.count)
  }

  /// Reads `bytes` as a JSON tree document and walks every node.
  public static func tree(_ bytes: UnsafeRawBufferPointer) {
    guard let tree = try? StyleTree(json: Array(bytes), fileName: "tree.json") else { return }
    var total = tree.diagnostics.count
    for node in tree.nodes {
      total +=
        tree.typeChain(of: node).count + tree.classes(of: node).count
        + (tree.parent(of: node).flatMap(tree.position(of:)) ?? 0)
    }
    consume(total)
  }

  /// Runs a whole `apply`: the input is a stylesheet and a JSON tree separated by the first NUL
  /// byte. The first byte's bits pick the syntax (bit 0), whether values are typed with the
  /// UIKit schema (bit 1), the output (bit 2: outline, else JSON) and the precedence (the rest).
  public static func apply(_ bytes: UnsafeRawBufferPointer) {
    guard let (syntax, rest) = splitSyntax(bytes), let separator = rest.firstIndex(of: 0) else { return }
    let sheet = loadSheet(UnsafeRawBufferPointer(rebasing: rest[..<separator]), syntax: syntax)
    let treeBytes = Array(rest[(separator + 1)...])
    guard let tree = try? StyleTree(json: treeBytes, fileName: "tree.json") else { return }
    let flags = Int(bytes[0])
    let precedence = Precedence.allCases[(flags >> 3) % Precedence.allCases.count]
    let styles = sheet.resolve(
      tree, precedence: precedence, schema: flags & 2 == 0 ? nil : .uikit, parallel: false)
    consume(flags & 4 == 0 ? styles.jsonBytes().count : styles.outline().utf8.count)
  }

  /// The syntax the first byte names, and the bytes after it.
  private static func splitSyntax(_ bytes: UnsafeRawBufferPointer) -> (
    StylesheetSyntax, UnsafeRawBufferPointer.SubSequence
  )? {
    guard let first = bytes.first else { return nil }
    return (first & 1 == 0 ? .classy : .css, bytes.dropFirst())
  }

  private static func loadSheet(_ bytes: some Collection<UInt8>, syntax: StylesheetSyntax) -> Stylesheet {
    Stylesheet(bytes: Array(bytes), fileName: "\(sheetDirectory)/input.cas", syntax: syntax, limits: limits)
  }

  /// Keeps a result alive so that the optimizer cannot drop the work that produced it.
  @inline(never)
  private static func consume(_ value: Int) {
    if value == Int.min { print(value) }
  }
}
