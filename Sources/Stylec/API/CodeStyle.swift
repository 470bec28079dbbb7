/// A named style written in Swift, DRYUI's `dryui_style`: the type it is for, its body of
/// values and parent styles, and where in the app's code it is written, which resolved
/// properties report as their origin.
///
/// Styles given to a view (`ViewNode(styles:)`, `StyleTree.applyStyles(_:style:to:)`) apply in
/// the order given, each after its parents, and outrank every stylesheet rule; the view's own
/// `style` block applies last of all. A style is a value, compared by its name, type, place
/// and body; hashing, comparing and releasing one walk its parents without recursion, so a
/// chain of any depth (each style inheriting the one before) is safe to keep.
///
///     let card = CodeStyle("card", for: "UIView") { style in
///       style["corner-radius"] = 8
///       style["background-color"] = .color(StyleColor(hex: "#fff")!)
///     }
public struct CodeStyle: Hashable, Sendable {
  /// The name resolved properties show (`card`, or `ColorView(#ff0000)` for a template's).
  public let name: String
  /// The type the style is for: a view of another type (not this type nor a subclass) is left
  /// alone by it, with a `code-style-type-mismatch` error. Nil for any view.
  public let type: String?
  /// Its values and parent styles, in order.
  public let declarations: StyleBody
  /// Where the style is written: the Swift file and line.
  public let location: SourceLocation

  /// A style of the given values and parents.
  /// - Parameters:
  ///   - name: the name resolved properties and diagnostics show.
  ///   - type: the type the style is for; nil for any view.
  ///   - declarations: values and parents, in order.
  ///   - file: the source file, by default the caller's.
  ///   - line: the source line, by default the caller's.
  public init(
    _ name: String, for type: String? = nil, _ declarations: StyleBody,
    file: String = #fileID, line: Int = #line
  ) {
    self.name = name
    self.type = type
    self.declarations = declarations
    location = SourceLocation(file: file, line: line, column: 1)
  }

  /// A style whose body the closure writes, as a DRYUI style block did: its assignments and
  /// `inherit` calls, in order.
  public init(
    _ name: String, for type: String? = nil, file: String = #fileID, line: Int = #line,
    _ body: (inout StyleBody) -> Void
  ) {
    var declarations = StyleBody()
    body(&declarations)
    self.init(name, for: type, declarations, file: file, line: line)
  }
}
