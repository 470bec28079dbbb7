/// How a resolve reads declared values: converted to a schema's types, checked against UIKit's
/// schema and kept as written (the default without a schema), or taken as written unchecked.
/// Checking is what keeps a value that cannot be what the author meant (`text-color: 12`) from
/// winning the cascade silently when no schema is given.
struct ValueReading: Sendable {
  /// The schema values are read against; nil takes every value as written.
  let schema: StyleSchema?
  /// Whether a value that fits keeps its written form instead of its typed one, and property
  /// names their written spelling: the schema only checks.
  let keepsWrittenValues: Bool

  /// `schema` types values and spells property names its way; without one, UIKit's schema
  /// checks them and they keep their written form, unless `checksValues` is false.
  init(schema: StyleSchema?, checksValues: Bool) {
    self.schema = schema ?? (checksValues ? .uikit : nil)
    keepsWrittenValues = schema == nil
  }

  /// The schema property names are read by: the one given, never one that only checks.
  var namingSchema: StyleSchema? { keepsWrittenValues ? nil : schema }

  /// The conversions of one walk over `tree` with `sheet`; nil when values are taken as written.
  func typing(sheet: Stylesheet, tree: StyleTree) -> ValueTyping? {
    schema.map { ValueTyping(schema: $0, sheet: sheet, tree: tree, keepsWrittenValues: keepsWrittenValues) }
  }
}
