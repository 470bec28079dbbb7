import Foundation
import Testing

@testable import Stylec

/// A stylesheet read from text, with in-memory files for its imports.
func sheet(
  _ source: String, path: String = "main.cas", files: [String: String] = [:], syntax: StylesheetSyntax? = nil,
  variables: [String: String] = [:], limits: StylesheetLimits = StylesheetLimits()
) -> Stylesheet {
  Stylesheet(
    path: path, bytes: Array(source.utf8), source: InMemorySource(files: files), syntax: syntax,
    variables: variables, limits: limits)
}

/// The text of one of the documentation's articles (`Sources/Stylec/Stylec.docc/NAME`), whose
/// examples tests run as written.
func articleText(_ name: String) throws -> String {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/Stylec/Stylec.docc/\(name)")
  return try String(contentsOf: url, encoding: .utf8)
}

/// Diagnostics as `line:column code` strings, the form tests compare.
func locatedCodes(_ diagnostics: [Diagnostic]) -> [String] {
  diagnostics.map { diagnostic in
    let location = diagnostic.location.map { "\($0.line):\($0.column) " } ?? ""
    return location + diagnostic.code.rawValue
  }
}

/// Each node's resolved properties as `name: value` text, in preorder.
struct Styled {
  let tree: StyleTree
  let styles: ResolvedStyles

  init(
    _ sheet: Stylesheet, _ root: ViewNode, superclasses: [String: String] = [:],
    precedence: Precedence = .classy,
    environment: StyleEnvironment = StyleEnvironment()
  ) throws {
    tree = try StyleTree(root: root, superclasses: superclasses)
    styles = sheet.resolve(tree, precedence: precedence, environment: environment)
  }

  /// The canonical text of a node's property, or nil when unset.
  subscript(node: Int, property: String) -> String? {
    styles.property(property, of: tree.node(node))?.value.description
  }

  /// All of a node's properties as `name: value`.
  func properties(_ node: Int) -> [String] {
    styles.properties(of: tree.node(node)).map { "\($0.name): \($0.value)" }
  }
}

extension StyleTree {
  /// The node at a place in preorder, for tests that know the tree's shape.
  func node(_ position: Int) -> NodeID { nodes[position] }
}

extension LiveStyles {
  /// The node of the styled tree at a place in preorder.
  func node(_ position: Int) -> StyleTree.NodeID { styles.tree.nodes[position] }
}

extension ResolvedStyles {
  /// The node of the styled tree at a place in preorder.
  func node(_ position: Int) -> StyleTree.NodeID { tree.nodes[position] }
}

/// A new empty directory under the temporary directory, its path with links resolved (as the
/// descriptor checks see it); the caller removes it.
func makeScratchDirectory(_ prefix: String) throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID())")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.resolvingSymlinksInPath().path
}

/// The canonical text of `value` in `UIView { p: value; }` read in `dialect`, or the diagnostics
/// as `column code: message`: what the value tests of `calc()`, units and colours compare.
func evaluatedValue(_ value: String, dialect: Dialect = .stylec) -> String {
  let parsed = Stylesheet(source: "UIView { p: \(value); }", fileName: "main.css", dialect: dialect)
  if parsed.hasErrors {
    return parsed.diagnostics.map { "\($0.location!.column) \($0.code): \($0.message)" }.joined(
      separator: "; ")
  }
  return parsed.rules.first?.declarations.first?.value.description ?? "<none>"
}
