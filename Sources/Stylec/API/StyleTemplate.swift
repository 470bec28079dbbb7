/// A named style that takes arguments, DRYUI's dynamic style
/// (`dryui_style(ColorView, UIView, (UIColor *)color)`): calling it with arguments makes the
/// `CodeStyle` to apply, named after them (`ColorView(#ff0000)`).
///
///     let colorView = StyleTemplate("ColorView", for: "UIView") { (style, color: StyleColor) in
///       style["background-color"] = .color(color)
///     }
///     let labelStyle = StyleTemplate("TextAndBackground", for: "UILabel") {
///       (style: inout StyleBody, text: StyleColor, background: StyleColor) in
///       style.inherit(colorView(background))
///       style["text-color"] = .color(text)
///     }
///     ViewNode("UILabel", styles: [labelStyle(.init(hex: "#000")!, .init(hex: "#fff")!)])
///
/// A template of one argument may leave the types of its parameters to Swift; one of two or
/// more names the type of its first, `style: inout StyleBody`, which Swift does not infer
/// there. A style without arguments is a `CodeStyle`.
public struct StyleTemplate<each Argument>: Sendable {
  /// The name each style it makes begins with.
  public let name: String
  /// The type the styles it makes are for; nil for any view.
  public let type: String?
  private let body: @Sendable (inout StyleBody, repeat each Argument) -> Void
  private let location: SourceLocation

  /// A template whose body the closure writes from the arguments.
  /// - Parameters:
  ///   - name: the name of the styles it makes, before their arguments.
  ///   - type: the type those styles are for; nil for any view.
  ///   - file: the source file, by default the caller's.
  ///   - line: the source line, by default the caller's.
  ///   - body: writes a style's values and parents from its arguments.
  public init(
    _ name: String, for type: String? = nil, file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout StyleBody, repeat each Argument) -> Void
  ) {
    self.name = name
    self.type = type
    self.body = body
    location = SourceLocation(file: file, line: line, column: 1)
  }

  /// The style for these arguments.
  public func callAsFunction(_ argument: repeat each Argument) -> CodeStyle {
    var declarations = StyleBody()
    body(&declarations, repeat each argument)
    var described: [String] = []
    for value in repeat each argument { described.append(Self.describe(value)) }
    return CodeStyle(
      "\(name)(\(described.joined(separator: ", ")))", for: type, declarations, file: location.file,
      line: location.line)
  }

  /// An argument as a stylesheet writes a value: strings quoted, numbers in their shortest form
  /// (`4`, not `4.0`), colors in hex.
  private static func describe(_ value: Any) -> String {
    switch value {
    case let text as String: quoteString(text)
    case let style as CodeStyle: style.name
    case let number as Double: formatNumber(number)
    case let number as Float: formatNumber(Double(number))
    default: String(describing: value)
    }
  }
}
