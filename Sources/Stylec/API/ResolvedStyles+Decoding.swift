import Foundation

/// Typed styles, as UIKitStyles has them: a node's resolved properties decoded into an app's
/// own `Decodable` type whose optional fields are `nil` where no rule set them.
extension ResolvedStyles {
  /// Decodes a node's resolved properties into `type`, reading each of its fields from the
  /// property of the same name in kebab case (`titleColor` is `title-color`; a `CodingKeys` raw
  /// value names one exactly, arguments too: `"title-color[state:highlighted]"`). A field of a
  /// nested `Decodable` type reads the properties under its name (`layer` reads
  /// `layer.corner-radius` as its `cornerRadius`).
  ///
  /// Fields take `Bool`, `String`, `Double`, `Float`, `Int`, `StyleColor`, `StyleFont`,
  /// `StyleInsets`, `StyleSize`, `StylePoint`, `StyleRect`, `StyleImage`, `StyleValue`, arrays of
  /// these, and enumerations whose raw values are the kebab-case names (`case aspectFill =
  /// "aspect-fill"`). A value written without a schema is converted as its field's type would
  /// (`4 8` is insets), and a property UIKit gives two names reads by either (`cornerRadius` or
  /// `layer.cornerRadius` on a view), so the same type reads styles resolved with or without one.
  ///
  /// An optional field is `nil` when no rule set its property, or set it to `current`.
  /// - Throws: `DecodingError` naming the property: `keyNotFound` for a required field no rule
  ///   set, `typeMismatch` for a value that is not the field's type (`'title-color' is blu, not
  ///   a color`).
  public func decode<T: Decodable>(_ type: T.Type, of node: StyleTree.NodeID) throws -> T {
    try T(
      from: StyleDecoder(
        properties: StyleDecoder.Properties(values(of: node)), prefix: "", codingPath: []))
  }
}
