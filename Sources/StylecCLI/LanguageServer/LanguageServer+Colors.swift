import Stylec

/// Colours: each declaration whose value is a colour (as the sheet works it out, through
/// variables and colour functions) shows a swatch; a colour picked is written back as hex or
/// `rgb()`.
extension LanguageServer {
  /// `textDocument/documentColor`: the colour values of the document's declarations. A value
  /// known only on a view (`var()`, `light-dark()`) has no one colour and shows none.
  func documentColors(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let uri = try Self.uri(of: try Self.member("textDocument", of: params))
    guard let document = documents[uri] else { throw .invalidParams("\(quotedForMessage(uri)) is not open") }
    guard case .success(let loaded) = load(document) else { return [] }
    var colors: [(range: Range<Int>, color: StyleColor)] = []
    // A mixin's declaration stands once for each include: one swatch where it is written.
    var seen: Set<Range<Int>> = []
    for site in loaded.sheet.declarationSites() where !site.isWorkedOutPerNode {
      guard case .color(let color) = site.value else { continue }
      // A colour picked replaces the value: one written with a variable would lose it.
      let range = Self.valueRange(of: site, in: document.text)
      guard !document.text[range].contains(UInt8(ascii: "$")),
        !document.text[range].contains(UInt8(ascii: "@"))
      else { continue }
      guard seen.insert(range).inserted else { continue }
      colors.append((range, color))
    }
    let ranges = protocolRanges(colors.map(\.range), in: document)
    return .array(
      zip(colors, ranges).map { site, range in
        let color = site.color
        return [
          "range": range,
          "color": [
            "red": .number(color.red), "green": .number(color.green), "blue": .number(color.blue),
            "alpha": .number(color.alpha),
          ],
        ]
      })
  }

  /// `textDocument/colorPresentation`: how a colour may be written, `#rrggbb` (with alpha,
  /// `#rrggbbaa`) first, then `rgb()` or `rgba()`, which every dialect reads.
  func colorPresentations(_ params: JSONValue) throws(ProtocolError) -> JSONValue {
    let uri = try Self.uri(of: try Self.member("textDocument", of: params))
    guard documents[uri] != nil else { throw .invalidParams("\(quotedForMessage(uri)) is not open") }
    let channels = ["red", "green", "blue", "alpha"].map { params["color"]?[$0]?.number }
    guard let red = channels[0], let green = channels[1], let blue = channels[2], let alpha = channels[3],
      [red, green, blue, alpha].allSatisfy({ (0...1).contains($0) })
    else {
      throw .invalidParams("color must have red, green, blue and alpha, each a number from 0 to 1")
    }
    guard let range = params["range"], (try? Self.range(range)) != nil else {
      throw .invalidParams("range must have a start and an end")
    }
    let color = StyleColor(red: red, green: green, blue: blue, alpha: alpha)
    let bytes = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
    let functional =
      color.alpha < 1
      ? "rgba(\(bytes.joined(separator: ", ")), \(Self.shortDecimal(color.alpha)))"
      : "rgb(\(bytes.joined(separator: ", ")))"
    return .array(
      [color.hex, functional].map { label in
        ["label": .string(label), "textEdit": ["range": range, "newText": .string(label)]]
      })
  }

  /// A fraction written with at most three decimals and no trailing zeros (`0.5`, `0.333`).
  private static func shortDecimal(_ value: Double) -> String {
    var text = String(Int((value * 1000).rounded()))
    while text.count < 4 { text = "0" + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -3))
    while text.hasSuffix("0") { text.removeLast() }
    return text.hasSuffix(".") ? String(text.dropLast()) : text
  }
}
